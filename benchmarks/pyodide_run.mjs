// Run a piece of Python inside Pyodide under Node, with the repository's py/ on sys.path:
// the same Pyodide the in-Pyodide tests use (tests/pyodide/run_pytest.mjs), for benchmarks.
//
//   node benchmarks/pyodide_run.mjs <folder of the pyodide npm package> <python code>
//
// The repository is mounted read-only in spirit at /repo (no bytecode is written). Whatever
// the code prints goes to stdout; the exit code is 0 unless the code raised.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [pyodideDir, code] = process.argv.slice(2);
if (!pyodideDir || !code) {
  console.error("usage: node benchmarks/pyodide_run.mjs <pyodide folder> <python code>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", REPO);
pyodide.runPython(`
import sys
sys.dont_write_bytecode = True
sys.path[:0] = ["/repo/py"]
`);
try {
  await pyodide.runPythonAsync(code);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
process.exit(0);
