// Words the page needs before Python starts (the static first paint and the loading
// messages), in every language: build.py fills __WORDS__ from the language catalogues. It
// runs as a classic script at the end of <body>, before the first paint, so a Spanish
// visitor never sees the English page flash by.
(() => {
  const WORDS = __WORDS__;
  let saved = null;
  try {
    saved = localStorage.getItem("expeditions:language");
  } catch (error) {
    // storage may be blocked: fall back on the browser's languages
  }
  const preferred = [saved, ...(navigator.languages || [navigator.language])];
  const lang = preferred.map((tag) => String(tag || "").split("-")[0].toLowerCase())
    .find((tag) => tag in WORDS) || "en";
  const words = WORDS[lang];
  window.expeditionsWords = words;
  document.documentElement.lang = lang;
  document.title = words["app.name"];
  for (const el of document.querySelectorAll("[data-i18n]")) {
    el.textContent = words[el.dataset.i18n];
  }
  for (const el of document.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", words[el.dataset.i18nLabel]);
  }
})();
