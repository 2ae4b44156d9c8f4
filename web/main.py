# The page's Python entry point: PyScript runs it once the runtime is up.
import js

js.performance.mark("py:main")  # the boot breakdown of benchmarks/boot.py reads these marks
from expeditions.web.app import start  # noqa: E402

js.performance.mark("py:imported")
start()
