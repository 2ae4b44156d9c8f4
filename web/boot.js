// Starts the app: registers the service worker and starts PyScript, which runs main.py. A
// first visit does not wait for the worker: its files come from the network, and once the
// menu is up the worker copies the build into its cache and the menu says when the games
// work offline. Shows progress in words and a clear message if anything fails, never a
// blank page.
//
// It is an async module, so it runs as soon as it arrives, before the stylesheets have
// loaded: the service worker's registration and PyScript start at once (main.py's element,
// which names PyScript's config, is above this script in <head>); everything that needs the
// page (its elements, the words first-paint.js sets) waits for the parse.
performance.mark("boot:start"); // the boot breakdown of benchmarks/boot.py reads these marks
const pageParsed = document.readyState === "loading"
  ? new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }))
  : Promise.resolve();
const byId = (id) => document.getElementById(id);

// The loading messages in the visitor's language (first-paint.js, from the catalogues).
const t = (key) => (window.expeditionsWords || {})[key] || key;

function say(text) {
  // once the start has failed, the failure stays on screen (late progress must not hide it)
  const statusText = byId("loading-text");
  if (statusText && document.body.dataset.failed !== "true") statusText.textContent = text;
}

// The loading bar follows the real steps: on a first visit the download, counted in bytes
// as it arrives; then Python's start, one task that blocks the page, so the bar
// moves on the compositor (a CSS transform transition) for as long as the last start took;
// then our games. That move ticks four times a second rather than gliding: a glide draws 60
// frames a second, which on a two-core machine without a GPU made the menu about 50 ms later
// (12 interleaved warm boots each way).
const START_KEY = "expeditions:python-start-ms";
const TICKS_PER_SECOND = 4;

function progress(fraction, seconds = 0.3, ticks = 0) {
  const bar = document.querySelector(".loading-bar");
  const fill = bar ? bar.firstElementChild : null;
  if (!fill || !bar) return;
  fill.style.transitionDuration = `${seconds}s`;
  fill.style.transitionTimingFunction = ticks ? `steps(${ticks}, end)` : "";
  fill.style.transform = `scaleX(${fraction})`;
  bar.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
}

function megabytes(bytes) {
  return (bytes / 1e6).toLocaleString(document.documentElement.lang || "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

// Resolves once the page is parsed and has painted what is on it now (main.py waits for it,
// so the menu's elements are there and "Loading the games…" shows before our imports run).
window.expeditionsNextPaint = () => pageParsed.then(() =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function remembered(key, fallback) {
  try {
    return Number(localStorage.getItem(key)) || fallback;
  } catch (error) {
    return fallback;
  }
}

// The failure in words (from the catalogues, so once the page is parsed).
function fail() {
  pageParsed.then(failNow);
}

function failNow() {
  if (document.body.dataset.ready === "true") return;
  byId("loading")?.classList.add("is-failed");
  const text = t("boot.failed");
  say(text);
  document.body.dataset.failed = "true";
  const retry = byId("boot-retry");
  if (retry) {
    retry.hidden = false;
    retry.addEventListener("click", () => location.reload(), { once: true });
  }
}

// A new build waits until the player agrees (or no game is open): the app reads
// window.expeditionsUpdate.ready, listens for "expeditions-update" and calls apply().
window.expeditionsUpdate = {
  ready: false,
  waiting: null,
  apply() {
    if (!this.waiting) return false;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    this.waiting.postMessage({ type: "skip-waiting" });
    return true;
  },
};

function offerUpdate(worker) {
  window.expeditionsUpdate.waiting = worker;
  window.expeditionsUpdate.ready = true;
  window.dispatchEvent(new Event("expeditions-update"));
}

function watchForUpdates(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
}

// Whether the whole build is kept for offline play: "saving", "ready" or "failed" (unknown
// until the service worker answers). The menu reads it and listens for "expeditions-offline".
window.expeditionsOffline = { state: null };

function setOffline(state) {
  window.expeditionsOffline.state = state;
  window.dispatchEvent(new Event("expeditions-offline"));
}

// Resolves once the menu is up (the app sets <body data-ready>).
const menuReady = pageParsed.then(() => new Promise((resolve) => {
  if (document.body.dataset.ready === "true") return resolve();
  const watch = new MutationObserver(() => {
    if (document.body.dataset.ready !== "true") return;
    watch.disconnect();
    resolve();
  });
  watch.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}));

// Once the menu is up, ask the worker to keep whatever its cache has not got yet (the whole
// build after a first visit, nothing on later ones). The worker may not control the page yet,
// so the message goes to the active worker, which answers every page of ours.
function completeOfflineCopy(firstVisit) {
  if (!registering) return;
  navigator.serviceWorker.addEventListener("message", (event) => {
    const type = event.data && event.data.type;
    if (type === "offline-ready") setOffline("ready");
    else if (type === "offline-failed") setOffline("failed");
  });
  menuReady.then(() => {
    if (firstVisit) setOffline("saving");
    navigator.serviceWorker.ready.then((registration) => registration.active.postMessage({ type: "complete" }));
  });
}

// "Starting Python…", said before the runtime's start holds the page; the bar then moves on
// the compositor for as long as the last start took.
let pythonStarting = false;
let startedAt = 0;
async function startingPython() {
  if (pythonStarting) return;
  pythonStarting = true;
  await pageParsed;
  say(t("boot.starting"));
  startedAt = performance.now();
  const bar = document.querySelector(".loading-bar");
  progress(Math.max(0.1, Number(bar && bar.getAttribute("aria-valuenow")) / 100));
  await window.expeditionsNextPaint();
  const seconds = remembered(START_KEY, 3000) / 1000;
  progress(0.9, seconds, Math.max(2, Math.round(seconds * TICKS_PER_SECOND)));
}

// Python's runtime files by absolute URL, with their sizes in bytes (build.py fills them in).
const RUNTIME = new Map(Object.entries(__RUNTIME_FILES__).map(([url, bytes]) => [new URL(url, location).href, bytes]));
const RUNTIME_BYTES = [...RUNTIME.values()].reduce((sum, bytes) => sum + bytes, 0);

// A first visit: the runtime's download, counted in bytes as they arrive, until every file is
// in; then Python starts. Pyodide fetches its files with fetch() (counted on a copy of each
// response, so Pyodide still gets the response the network gave) and imports one module
// (counted when it has arrived). It starts counting before the page is parsed (PyScript
// already runs) and shows the count once it is.
function countTheDownload() {
  let parsed = false;
  pageParsed.then(() => {
    parsed = true;
    say(t("boot.downloading"));
    progress(0.05);
    update();
  });
  const originalFetch = window.fetch;
  const loaded = new Map();
  const arrived = new Set();
  const update = () => {
    if (pythonStarting) return;
    if (arrived.size === RUNTIME.size) {
      window.fetch = originalFetch;
      startingPython();
      return;
    }
    if (!parsed) return;
    const done = Math.min([...loaded.values()].reduce((sum, bytes) => sum + bytes, 0), RUNTIME_BYTES);
    progress(0.05 + 0.5 * (done / RUNTIME_BYTES));
    say(t("boot.downloading_bytes").replace("{done}", megabytes(done))
      .replace("{total}", megabytes(RUNTIME_BYTES)));
  };
  let reported = 0;
  const count = (url, bytes, done = false) => {
    loaded.set(url, bytes);
    if (done) arrived.add(url);
    const now = performance.now();
    if (done || now - reported >= 100) {
      reported = now;
      update();
    }
  };
  window.fetch = (input, init) => {
    const answer = originalFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location).href;
    if (!RUNTIME.has(url)) return answer;
    return answer.then((response) => {
      if (response.ok && response.body) {
        const reader = response.clone().body.getReader();
        let bytes = 0;
        const read = () => reader.read().then(({ done, value }) => {
          if (done) return count(url, bytes, true);
          bytes += value.byteLength;
          count(url, bytes);
          return read();
        });
        read().catch(() => {}); // Pyodide reads the response itself and reports a failure
      }
      return response;
    });
  };
  new PerformanceObserver((list, observer) => {
    for (const entry of list.getEntries()) {
      if (!RUNTIME.has(entry.name)) continue;
      count(entry.name, RUNTIME.get(entry.name), true);
    }
    if (pythonStarting) observer.disconnect();
  }).observe({ type: "resource", buffered: true });
}

// A later visit registers at once, so the browser checks for a new build (a new service worker)
// in the background while the app starts from the cache. A first visit (no worker in control;
// a hard reload too) registers once its menu is up: installing a worker while the runtime
// downloads and compiles made a first visit about 15 % slower than the bare runtime (the boot
// bench's bare-sw variant, 2026-12-04), and the worker copies the build only after the menu.
const workers = "serviceWorker" in navigator && location.protocol !== "file:";
const firstVisit = workers && !navigator.serviceWorker.controller;
const register = () => navigator.serviceWorker.register("./sw.js");
const registering = !workers ? null : firstVisit ? menuReady.then(register) : register();
if (registering) {
  registering.then(watchForUpdates).catch((error) =>
    console.warn("service worker not registered; the app will not work offline", error));
}

window.addEventListener("error", (event) => {
  if (document.body?.dataset.ready !== "true") console.error(event.error || event.message);
});
window.addEventListener("unhandledrejection", (event) => {
  if (document.body?.dataset.ready !== "true") fail();
  console.error(event.reason);
});

// Python's start, from PyScript's import to its "py:ready" (main.py runs after it).
function startPython(firstVisit) {
  document.addEventListener(
    "py:ready",
    () => {
      performance.mark("boot:python-ready");
      if (pythonStarting) {
        try {
          localStorage.setItem(START_KEY, String(Math.round(performance.now() - startedAt)));
        } catch (error) {
          // storage blocked or full: the next start guesses
        }
      }
      pageParsed.then(() => {
        progress(0.95);
        say(t("boot.loading_games"));
      });
    },
    { once: true },
  );
  // PyScript finds main.py's <script> and config when it runs, so the import waits for
  // nothing: it is above this script in <head> (without it PyScript would fetch its default
  // runtime from a CDN).
  import("./pyscript/core.js").then(
    () => performance.mark("boot:pyscript-imported"),
    (error) => {
      console.error(error);
      fail();
    },
  );
  // Before any of PyScript runs, so the counter sees every runtime fetch.
  if (firstVisit) countTheDownload();
  else startingPython();
  // python.mjs looks in the cache storage for a memory snapshot before the runtime starts,
  // and the first look in a browser profile waits for the storage to open (7-46 ms in a new
  // profile): open it now, while python.mjs and Pyodide's loader are still on their way.
  if ("caches" in window) caches.keys().catch(() => {});
  // The runtime starts now rather than once PyScript has been imported and asks for it
  // (python.mjs keeps the one start, and PyScript's interpreter is that module).
  import("./python.mjs").then((python) => python.start()).catch((error) => {
    console.error(error);
    fail();
  });
}

performance.mark("boot:service-worker");
startPython(firstVisit);
completeOfflineCopy(firstVisit);

// PyScript reports a failed start (say, the runtime could not be fetched) only in the
// console, and may then wait forever: tell the player as soon as one of our files fails, or
// when nothing has arrived for a long while.
let lastActivity = performance.now();
if ("PerformanceObserver" in window) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lastActivity = performance.now();
      const ours = new URL(entry.name).origin === location.origin;
      if (ours && entry.responseStatus >= 400) fail();
    }
  }).observe({ type: "resource", buffered: true });
}
const watchdog = setInterval(() => {
  if (document.body?.dataset.ready === "true") clearInterval(watchdog);
  else if (performance.now() - lastActivity > 90000) fail();
}, 5000);
