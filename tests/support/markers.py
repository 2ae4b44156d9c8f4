"""Markers shared by the test files."""

from __future__ import annotations

import sys

import pytest

#: A long whole-game run that the CPython pass makes and the Pyodide pass
#: (tests/test_in_pyodide.py) skips: the same file's shorter cases run the same code there,
#: and the whole test command stays within its time (about 20 minutes on 2 cores).
CPYTHON_ONLY = pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="a long whole-game run: CPython only (the file's shorter cases run in Pyodide)")
