// Run pytest inside real Pyodide (CPython 3.14 compiled to WebAssembly) under Node.
//
//   EXPEDITIONS_PYODIDE=<folder of the pyodide npm package> \
//   EXPEDITIONS_WHEELS=<folder of pure-Python wheels: pytest, hypothesis and their deps> \
//   node tests/pyodide/run_pytest.mjs [pytest args and test files, relative to the repo]
//
// `python3 build.py test` sets both variables (tests/test_in_pyodide.py calls this script).
// The repository is mounted at /repo (so pytest finds the same pyproject.toml configuration,
// and tests may read index.html or web/ as on CPython), and the working directory is /repo.
// Nothing is written into it: no bytecode, no pytest cache, no hypothesis database.
// The exit code is pytest's own.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const MOUNT = "/repo";
// Fewer hypothesis examples than on CPython, also for tests that ask for more with
// @settings(max_examples=N): Pyodide runs Python several times slower, and the point of this
// level is the platform (WebAssembly, Python 3.14), not more random search.
const MAX_EXAMPLES = Number(process.env.EXPEDITIONS_PYODIDE_MAX_EXAMPLES || 10);

function fail(message) {
  console.error(`run_pytest.mjs: ${message}`);
  process.exit(2);
}

const pyodideDir = process.env.EXPEDITIONS_PYODIDE;
const wheelDir = process.env.EXPEDITIONS_WHEELS;
if (!pyodideDir || !fs.existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
  fail("set EXPEDITIONS_PYODIDE to the folder holding pyodide.mjs (python3 build.py test does)");
}
if (!wheelDir || !fs.existsSync(wheelDir)) {
  fail("set EXPEDITIONS_WHEELS to the folder of pytest's wheels (python3 build.py test does)");
}
const wheels = fs.readdirSync(wheelDir).filter((name) => name.endsWith(".whl")).sort();
if (!wheels.some((name) => name.startsWith("pytest-"))) fail(`no pytest wheel in ${wheelDir}`);

// Host paths inside the repository become paths under the mount point.
const pytestArgs = process.argv.slice(2).map((arg) => {
  if (path.isAbsolute(arg) && (arg === REPO || arg.startsWith(REPO + path.sep))) {
    return MOUNT + "/" + path.relative(REPO, arg).split(path.sep).join("/");
  }
  return arg;
});

const started = Date.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
console.log(`run_pytest.mjs: Pyodide ${pyodide.version} loaded in ${seconds()}`);

const loadErrors = [];
await pyodide.loadPackage(
  wheels.map((name) => path.join(wheelDir, name)),
  { messageCallback: () => {}, errorCallback: (message) => loadErrors.push(message) },
);
// loadPackage reports failures through the callback instead of throwing.
if (loadErrors.length || !("pytest" in pyodide.loadedPackages)) {
  fail(`could not load the wheels: ${loadErrors.join("; ") || "pytest missing"}`);
}

pyodide.FS.mkdirTree(MOUNT);
pyodide.mountNodeFS(MOUNT, REPO);
console.log(`run_pytest.mjs: ${wheels.length} wheels loaded, sources mounted at ${seconds()}`);

pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(pytestArgs));
pyodide.globals.set("MAX_EXAMPLES", MAX_EXAMPLES);
pyodide.globals.set("MOUNT", MOUNT);
const code = await pyodide.runPythonAsync(`
import os
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the mounted host folders
os.chdir(MOUNT)
sys.path[:0] = [MOUNT + "/py", MOUNT]
print(f"in-pyodide: Python {sys.version.split()[0]} on {sys.platform}", flush=True)

import pytest


class PyodideProfile:
    """Loads a lighter hypothesis profile once pytest has set up its plugins (importing
    hypothesis earlier would keep pytest from rewriting its asserts, with a warning), and
    caps the examples that tests ask for with @settings(max_examples=N)."""

    def pytest_configure(self, config):
        from hypothesis import settings

        settings.register_profile(
            "pyodide", max_examples=MAX_EXAMPLES, deadline=None, database=None
        )
        settings.load_profile("pyodide")
        explicit_init = settings.__init__

        def capped_init(self, *args, **kwargs):
            if kwargs.get("max_examples", 0) > MAX_EXAMPLES:
                kwargs["max_examples"] = MAX_EXAMPLES
            explicit_init(self, *args, **kwargs)

        settings.__init__ = capped_init


int(pytest.main(["-p", "no:cacheprovider", *PYTEST_ARGS], plugins=[PyodideProfile()]))
`);
console.log(`run_pytest.mjs: finished in ${seconds()}`);
process.exit(Number(code));
