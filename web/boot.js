// Starts the app: service worker first (so the first visit downloads every file once and the
// next visits work offline), then PyScript, which runs main.py. Shows progress in words and a
// clear message if anything fails, never a blank page.
performance.mark("boot:start"); // the boot breakdown of benchmarks/boot.py reads these marks
const statusText = document.getElementById("loading-text");
const loading = document.getElementById("loading");

// The loading messages in the visitor's language (first-paint.js, from the catalogues).
const words = window.expeditionsWords || {};
const t = (key) => words[key] || key;

function say(text) {
  // once the start has failed, the failure stays on screen (late progress must not hide it)
  if (statusText && document.body.dataset.failed !== "true") statusText.textContent = text;
}

// The loading bar follows the real steps: on a first visit the download, counted in bytes
// by the service worker; then Python's start, one task that blocks the page, so the bar
// glides on the compositor (a CSS transform transition) for as long as the last start took;
// then our games.
const bar = document.querySelector(".loading-bar");
const fill = bar ? bar.firstElementChild : null;
const START_KEY = "expeditions:python-start-ms";

function progress(fraction, seconds = 0.3) {
  if (!fill || !bar) return;
  fill.style.transitionDuration = `${seconds}s`;
  fill.style.transform = `scaleX(${fraction})`;
  bar.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
}

function megabytes(bytes) {
  return (bytes / 1e6).toLocaleString(document.documentElement.lang || "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

// Resolves once the page has painted what is on it now (main.py waits for it, so "Loading
// the games…" shows before our imports run).
window.expeditionsNextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function remembered(key, fallback) {
  try {
    return Number(localStorage.getItem(key)) || fallback;
  } catch (error) {
    return fallback;
  }
}

function fail(text) {
  if (document.body.dataset.ready === "true") return;
  if (loading) loading.classList.add("is-failed");
  say(text);
  document.body.dataset.failed = "true";
  const retry = document.getElementById("boot-retry");
  if (retry) {
    retry.hidden = false;
    retry.addEventListener("click", () => location.reload(), { once: true });
  }
}

const OFFLINE_FIRST_VISIT = t("boot.failed");

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

async function controlledByServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  if (navigator.serviceWorker.controller) {
    // A later visit: everything is cached already. Start Python at once; the browser checks
    // for a new service worker (a new build) in the background.
    navigator.serviceWorker
      .register("./sw.js")
      .then(watchForUpdates)
      .catch((error) => console.warn(error));
    return;
  }
  let registration;
  try {
    registration = await navigator.serviceWorker.register("./sw.js");
  } catch (error) {
    console.warn("service worker not registered; the app will not work offline", error);
    return;
  }
  watchForUpdates(registration);
  if (navigator.serviceWorker.controller) return;
  const worker = registration.installing || registration.waiting;
  // Active but not in control (a hard reload bypasses it): nothing to wait for.
  if (!worker) return;
  // First visit: the worker downloads every file into its cache, then takes control. Loading
  // the runtime before that would download the 10 MB of Python twice.
  say(t("boot.downloading"));
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type !== "precache-progress" || !data.total) return;
    progress(0.05 + 0.55 * Math.min(1, data.loaded / data.total));
    say(t("boot.downloading_bytes").replace("{done}", megabytes(data.loaded))
      .replace("{total}", megabytes(data.total)));
  });
  await new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
    // A failed install (a file missing, storage full) must not stop the app from starting.
    worker.addEventListener("statechange", () => worker.state === "redundant" && resolve());
    setTimeout(resolve, 120000);
  });
}

window.addEventListener("error", (event) => {
  if (!document.body.dataset.ready) console.error(event.error || event.message);
});
window.addEventListener("unhandledrejection", (event) => {
  if (!document.body.dataset.ready) fail(OFFLINE_FIRST_VISIT);
  console.error(event.reason);
});

(async () => {
  await controlledByServiceWorker();
  performance.mark("boot:service-worker");
  // Say it before it happens: the runtime's start holds the page for a few seconds.
  say(t("boot.starting"));
  const expected = remembered(START_KEY, 3000);
  const startedAt = performance.now();
  progress(Math.max(0.1, Number(bar && bar.getAttribute("aria-valuenow")) / 100));
  await window.expeditionsNextPaint();
  progress(0.9, expected / 1000);
  try {
    await import("./pyscript/core.js");
    performance.mark("boot:pyscript-imported");
  } catch (error) {
    console.error(error);
    fail(OFFLINE_FIRST_VISIT);
    return;
  }
  document.addEventListener(
    "py:ready",
    () => {
      performance.mark("boot:python-ready");
      try {
        localStorage.setItem(START_KEY, String(Math.round(performance.now() - startedAt)));
      } catch (error) {
        // storage blocked or full: the next start guesses
      }
      progress(0.95);
      say(t("boot.loading_games"));
    },
    { once: true },
  );
})();

// PyScript reports a failed start (say, the runtime could not be fetched) only in the
// console, and may then wait forever: tell the player as soon as one of our files fails, or
// when nothing has arrived for a long while.
let lastActivity = performance.now();
if ("PerformanceObserver" in window) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lastActivity = performance.now();
      const ours = new URL(entry.name).origin === location.origin;
      if (ours && entry.responseStatus >= 400) fail(OFFLINE_FIRST_VISIT);
    }
  }).observe({ type: "resource", buffered: true });
}
const watchdog = setInterval(() => {
  if (document.body.dataset.ready === "true") clearInterval(watchdog);
  else if (performance.now() - lastActivity > 90000) fail(OFFLINE_FIRST_VISIT);
}, 5000);
