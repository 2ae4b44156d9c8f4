// PyScript's interpreter module (pyscript.json names it): Pyodide's own loadPyodide, except
// that Python is restored from a memory snapshot instead of started when it can be, and that
// it places our package's zip, fetched alongside the runtime (below).
//
// build.py makes the snapshot under Node with the Pyodide this site ships: the runtime with
// the menu's modules imported, nothing of any page in it. It is gzipped, named after its
// content and described in SNAPSHOT below, so a snapshot always belongs to this build. The
// service worker keeps it (unzipped) with the build's other files once a first visit's menu
// is up, and later visits restore from that copy. A visit whose cache has not got it (a
// first visit) downloads it beside the runtime and restores from it only if it arrives in
// time, which on a fast network makes the first visit about twice as fast as a normal start
// (the boot bench, docs/performance.md); on a slow one it gives up at once and starts
// normally. Anything wrong (no cache, a damaged or truncated file, another Pyodide, a
// browser that cannot restore) means a normal start.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

export { version };

// {"url": "./snapshot-<hash>.bin", "bytes": <size unzipped>, "gzipped": <size>, "sha256":
// <of the unzipped bytes>, "package": {"url", "sha256"} (the zip it imported from)}, or null
// when the build made none (no Node): build.py fills it in.
const SNAPSHOT = __SNAPSHOT__;

// How this page's Python started, for the boot bench and the tests: "snapshot" with where
// the snapshot came from ("cache" or "network"), or "normal" with the reason it was not used;
// and the interpreter (the tests read its state).
globalThis.expeditionsPython = { start: "normal", source: "", reason: "", pyodide: null };

// The snapshot's entry in the service worker's cache, or null (a first visit, no cache).
async function cachedSnapshot() {
  if (!SNAPSHOT || !("caches" in globalThis)) return null;
  const response = await caches.match(new URL(SNAPSHOT.url, import.meta.url).href);
  return response && response.ok && response.body ? response : null;
}

// A visit whose cache has not got the snapshot downloads it beside the runtime's files and
// restores from it only on a fast network, where the snapshot (6.3 MB) costs less time than
// restoring instead of starting saves (about 1.3 s on a two-core desktop, more on a phone).
// The runtime starts meanwhile and asks for the snapshot once its loader has arrived, just
// before it compiles; the answer is decided then, from the download's speed so far (its
// share of the network while the runtime's files download beside it, a quarter to a half of
// it): the snapshot is waited for if the rest of it would take at most DOWNLOAD_LEFT_MS.
// At 2.5 s the network must bring roughly 10 MB/s, twice what would break even, so the
// snapshot is taken only where it clearly gains (emulated networks, docs/performance.md).
// A download that PROBE_MS in is still slower than GIVE_UP_MS to finish is stopped at once,
// so that on a slow network the runtime's files soon have the whole of it; one waited for
// that slows down on the way (more than twice DOWNLOAD_LEFT_MS left) is stopped too, and
// Python starts normally. The speed is measured over at least RATE_SAMPLE_BYTES from the
// first chunk on (the answer's first round trip is not slowness).
const DOWNLOAD_LEFT_MS = 2500;
const GIVE_UP_MS = 6000;
const PROBE_MS = 500;
const RATE_SAMPLE_BYTES = 256 * 1024;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The snapshot from the network, unzipped as it arrives, as a thenable for Pyodide's
// `_loadSnapshot`: its checked bytes, or null (a normal start) when the network is too slow
// for it (the download is then stopped) or the download failed; state.reason says why.
function downloadedSnapshot(packageBytes, state) {
  const began = performance.now();
  const stop = new AbortController();
  let received = 0;
  let first = null; // [when, bytes] at the first chunk
  let done = false;
  const counter = new TransformStream({
    transform(chunk, controller) {
      received += chunk.byteLength;
      first ??= [performance.now(), received];
      controller.enqueue(chunk);
    },
  });
  const bytes = fetch(new URL(SNAPSHOT.url, import.meta.url).href, { signal: stop.signal })
    .then((response) => {
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const unzipped = response.body.pipeThrough(counter).pipeThrough(new DecompressionStream("gzip"));
      return readSnapshot(new Response(unzipped), packageBytes);
    })
    .catch((error) => {
      state.reason ||= `no snapshot downloaded: ${error.message}`;
      return null;
    })
    .finally(() => {
      done = true;
    });
  // ms the rest of the download would take at its speed so far; Infinity before a sample
  const timeLeft = () => {
    if (received === SNAPSHOT.gzipped) return 0;
    const sampled = first ? received - first[1] : 0;
    if (sampled < RATE_SAMPLE_BYTES) return Infinity;
    return (SNAPSHOT.gzipped - received) * ((performance.now() - first[0]) / sampled);
  };
  const giveUp = () => {
    state.reason ||= `no snapshot downloaded: the network is too slow (${received} of ` +
      `${SNAPSHOT.gzipped} bytes in ${Math.round(performance.now() - began)} ms)`;
    stop.abort();
    return null;
  };
  setTimeout(() => {
    if (!done && timeLeft() > GIVE_UP_MS) giveUp();
  }, PROBE_MS);
  const decide = async () => {
    while (!done && timeLeft() === Infinity && performance.now() - began < PROBE_MS) await pause(20);
    if (!done && timeLeft() > DOWNLOAD_LEFT_MS) return giveUp();
    // waiting for it: a download that slows down on the way is given up too
    while (!done) {
      await Promise.race([bytes, pause(250)]);
      if (!done && timeLeft() > 2 * DOWNLOAD_LEFT_MS) return giveUp();
    }
    return bytes;
  };
  let decision = null;
  return {
    then(resolve, reject) {
      decision ??= decide();
      return decision.then(resolve, reject);
    },
  };
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
  let noCache = "";
  try {
    cached = await cachedSnapshot();
  } catch (error) {
    noCache = `no cache: ${error}`;
  }
  // the snapshot's bytes, or null for a normal start (state.reason says why)
  let snapshot = null;
  let source = "";
  if (cached) {
    source = "cache";
    snapshot = readSnapshot(cached, packageBytes).catch((error) => {
      state.reason = `snapshot (cache) not restored: ${error.message}`;
      return null;
    });
  } else if (SNAPSHOT && "DecompressionStream" in globalThis) {
    source = "network";
    snapshot = downloadedSnapshot(packageBytes, state);
  } else {
    state.reason = !SNAPSHOT ? "no snapshot in this build" : noCache || "no DecompressionStream";
  }
  if (snapshot) {
    try {
      // the runtime waits for the snapshot just before it compiles, and starts normally if
      // it is null (build.py's PYODIDE_SNAPSHOT_PATCH)
      const pyodide = await startPyodide({ ...options, _loadSnapshot: snapshot });
      if (!(await snapshot)) {
        state.pyodide = pyodide;
        return pyodide;
      }
      pyodide.runPython(AFTER_RESTORE);
      Object.assign(state, { start: "snapshot", source, pyodide });
      performance.mark("boot:snapshot-restored");
      return pyodide;
    } catch (error) {
      // the restore itself failed (say, another Pyodide's snapshot): start again, normally
      state.reason = `snapshot (${source}) not restored: ${error}`;
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
