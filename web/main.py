# The page's Python entry point: PyScript runs it once the runtime is up.
import asyncio
import os
import sys

import js

# Our package is imported straight from its zip (build.py), which PyScript has written here.
sys.path.insert(0, os.path.abspath("expeditions.zip"))

js.performance.mark("py:main")  # the boot breakdown of benchmarks/boot.py reads these marks


async def main() -> None:
    # Let "Loading the games…" paint first: the imports below hold the page for a moment.
    await js.expeditionsNextPaint()
    from expeditions.web.app import start

    js.performance.mark("py:imported")
    start()


asyncio.ensure_future(main())
