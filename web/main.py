# The page's Python entry point: PyScript runs it once the runtime is up.
import asyncio
import os
import sys

import js

# Our package is imported straight from its zip (build.py), which python.mjs has written here.
# A start from the memory snapshot (web/python.mjs) has the path, and the menu's modules
# imported, already.
PACKAGE = os.path.abspath("expeditions.zip")
if PACKAGE not in sys.path:
    sys.path.insert(0, PACKAGE)

js.performance.mark("py:main")  # the boot breakdown of benchmarks/boot.py reads these marks


async def main() -> None:
    # Let "Loading the games…" paint first: the imports below hold the page for a moment.
    await js.expeditionsNextPaint()
    from expeditions.web.app import start

    js.performance.mark("py:imported")
    start()


asyncio.ensure_future(main())
