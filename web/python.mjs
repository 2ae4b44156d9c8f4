// PyScript's interpreter module (pyscript.json names it): Pyodide's own loadPyodide, except
// that a later visit restores Python from a memory snapshot instead of starting it, and that
// it places our package's zip, fetched alongside the runtime (below).
//
// build.py makes the snapshot under Node with the Pyodide this site ships: the runtime with
// the menu's modules imported, nothing of any page in it. It is gzipped, named after its
// content and described in SNAPSHOT below, so a snapshot always belongs to this build. The
// service worker keeps it (unzipped) with the build's other files once a first visit's menu
// is up, so only a visit whose cache already holds it uses it: a first visit starts as it
// always did and never waits for the download. Anything wrong (no cache, a damaged or
// truncated file, another Pyodide, a browser that cannot restore) means a normal start.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

export { version };

// {"url": "./snapshot-<hash>.bin", "bytes": <size unzipped>, "gzipped": <size>, "sha256":
// <of the unzipped bytes>, "package": {"url", "sha256"} (the zip it imported from)}, or null
// when the build made none (no Node): build.py fills it in.
const SNAPSHOT = __SNAPSHOT__;

// How this page's Python started, for the boot bench and the tests: "snapshot", or "normal"
// with the reason the snapshot was not used; and the interpreter (the tests read its state).
globalThis.expeditionsPython = { start: "normal", reason: "", pyodide: null };

// The snapshot's entry in the service worker's cache, or null (a first visit, no cache).
async function cachedSnapshot() {
  if (!SNAPSHOT || !("caches" in globalThis)) return null;
  const response = await caches.match(new URL(SNAPSHOT.url, import.meta.url).href);
  return response && response.ok && response.body ? response : null;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot's bytes (the service worker keeps them unzipped), read while Pyodide fetches
// and compiles its other files, and checked against the length and SHA-256 build.py wrote
// (off the main thread): a damaged or truncated entry rejects, and so does the start. So
// does a package zip other than the one the snapshot imported from (the snapshot holds its
// modules and where they sit in it): the zip checked is the one this start writes.
async function readSnapshot(response, packageBytes) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length !== SNAPSHOT.bytes) throw new Error(`snapshot of ${bytes.length} bytes`);
  if (!globalThis.crypto || !crypto.subtle) throw new Error("no crypto.subtle to check it");
  const [heap, made] = await Promise.all([sha256(bytes), packageBytes.then(sha256)]);
  if (heap !== SNAPSHOT.sha256) throw new Error("snapshot damaged (SHA-256 differs)");
  if (made !== SNAPSHOT.package.sha256) throw new Error("the package zip differs from the snapshot's");
  performance.mark("boot:snapshot-read");
  return bytes;
}

// Our package: one zip that Python imports from where PyScript used to write it (main.py,
// bot_worker.py and the snapshot expect it there). Fetched as the start begins, so its
// download overlaps the runtime's instead of following Python's start (PyScript fetches the
// config's files only once the interpreter is up): at low priority, so on a slow network the
// runtime's own files, which Python's start waits for, come first.
const PACKAGE_URL = new URL("./expeditions.zip", import.meta.url).href;
const PACKAGE_PATH = "/home/pyodide/expeditions.zip";

async function fetchPackage() {
  const response = await fetch(PACKAGE_URL, { priority: "low" });
  if (!response.ok) throw new Error(`${PACKAGE_URL}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// What must not be the same on every visit: the snapshot holds the state `random` seeded at
// its import (the app's deals and seeds come from `secrets`, the OS generator, already).
const AFTER_RESTORE = "import random\nrandom.seed()";

// PyScript passes the folder of this module as Pyodide's; Pyodide's files are one below.
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;

// Python's start, begun once: boot.js calls start() the moment the page runs, so the
// runtime's download and compile overlap PyScript's own import (about 230 ms on a first
// visit, when the runtime waited for it); PyScript's loadPyodide below then takes the same
// start. Its output goes to the console until PyScript hands over its own handlers.
let starting = null;
let packageBytes = null;

export function start() {
  packageBytes ??= fetchPackage();
  packageBytes.catch(() => {}); // a failure is reported by loadPyodide, below
  starting ??= startPython({
    indexURL: INDEX_URL,
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  });
  return starting;
}

async function startPython(options) {
  const state = globalThis.expeditionsPython;
  let cached = null;
  try {
    cached = await cachedSnapshot();
    if (!cached) state.reason = SNAPSHOT ? "no snapshot in the cache" : "no snapshot in this build";
  } catch (error) {
    state.reason = `no cache: ${error}`;
  }
  if (cached) {
    const snapshot = readSnapshot(cached, packageBytes);
    snapshot.catch(() => {}); // a failure is Pyodide's to report, below
    try {
      const pyodide = await startPyodide({ ...options, _loadSnapshot: snapshot });
      pyodide.runPython(AFTER_RESTORE);
      Object.assign(state, { start: "snapshot", pyodide });
      performance.mark("boot:snapshot-restored");
      return pyodide;
    } catch (error) {
      state.reason = `snapshot not restored: ${error}`;
      console.warn(`Python starts normally: ${state.reason}`);
    }
  }
  state.pyodide = await startPyodide(options);
  return state.pyodide;
}

// What PyScript calls (pyscript.json names this module). Our config asks for no packages,
// so PyScript passes only its output handlers; anything more would be lost by a start that
// began before PyScript ran, so it is refused rather than ignored.
export async function loadPyodide({ stdout, stderr, indexURL, ...rest }) {
  const unexpected = Object.keys(rest);
  if (unexpected.length) throw new Error(`python.mjs cannot pass ${unexpected.join(", ")} to Pyodide`);
  const pyodide = await start();
  pyodide.FS.writeFile(PACKAGE_PATH, await packageBytes);
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}
