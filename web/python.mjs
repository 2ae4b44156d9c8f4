// PyScript's interpreter module (pyscript.json names it): Pyodide's own loadPyodide, except
// that a later visit restores Python from a memory snapshot instead of starting it.
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
// <of the unzipped bytes>}, or null when the build made none (no Node): build.py fills it in.
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

// The snapshot's bytes (the service worker keeps them unzipped), read while Pyodide fetches
// and compiles its other files, and checked against the length and SHA-256 build.py wrote
// (both off the main thread): a damaged or truncated entry rejects, and so does the start.
async function readSnapshot(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length !== SNAPSHOT.bytes) throw new Error(`snapshot of ${bytes.length} bytes`);
  if (globalThis.crypto && crypto.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== SNAPSHOT.sha256) throw new Error("snapshot damaged (SHA-256 differs)");
  }
  performance.mark("boot:snapshot-read");
  return bytes;
}

// What must not be the same on every visit: the snapshot holds the state `random` seeded at
// its import (the app's deals and seeds come from `secrets`, the OS generator, already).
const AFTER_RESTORE = "import random\nrandom.seed()";

// PyScript passes the folder of this module as Pyodide's; Pyodide's files are one below.
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;

export async function loadPyodide(pyscriptOptions) {
  const options = { ...pyscriptOptions, indexURL: INDEX_URL };
  const state = globalThis.expeditionsPython;
  let cached = null;
  try {
    cached = await cachedSnapshot();
    if (!cached) state.reason = SNAPSHOT ? "no snapshot in the cache" : "no snapshot in this build";
  } catch (error) {
    state.reason = `no cache: ${error}`;
  }
  if (cached) {
    const snapshot = readSnapshot(cached);
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
