// Applies the changes Python worked out between two renders (expeditions.web.dom.diff), so
// a move re-creates only the cards, lines and counters that changed instead of the whole
// page. Every target is found before anything changes; if one is not the element expected,
// nothing is patched and the caller re-draws the whole screen. Test builds may set
// window.expeditionsCheckPatches: the patched page is then compared with a full re-draw.
(() => {
  const PROPERTIES = { value: "value", checked: "checked", selected: "selected" };

  function find(container, path, tag) {
    let el = container;
    for (const index of path) {
      el = el.children[index];
      if (!el) return null;
    }
    return el.localName === tag ? el : null;
  }

  function setAttributes(el, changes) {
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
      // a form field the player touched no longer follows its attribute: set the state too
      if (name in PROPERTIES && PROPERTIES[name] in el) {
        el[PROPERTIES[name]] = name === "value" ? (value ?? "") : value !== null;
      }
    }
  }

  function apply(el, kind, value) {
    if (kind === "html") el.outerHTML = value;
    else if (kind === "attrs") setAttributes(el, value);
    else if (kind === "text") el.textContent = value;
    else if (kind === "inner") el.innerHTML = value;
    else if (kind === "append") el.insertAdjacentHTML("beforeend", value);
    else if (kind === "trim") {
      while (el.children.length > value) el.lastElementChild.remove();
    } else throw new Error(`unknown patch ${kind}`);
  }

  function withoutOpenState(root) {
    const copy = root.cloneNode(true);
    for (const details of copy.querySelectorAll("details")) details.removeAttribute("open");
    return copy;
  }

  function check(container, fullHtml) {
    const template = document.createElement("template");
    template.innerHTML = fullHtml;
    const drawn = withoutOpenState(container);
    const expected = withoutOpenState(template.content);
    if (drawn.childNodes.length !== 1 || !drawn.firstChild.isEqualNode(expected.firstChild)) {
      window.expeditionsPatchMismatches = (window.expeditionsPatchMismatches || 0) + 1;
      reportError(new Error("patch mismatch: the patched page differs from a full re-draw"));
    }
  }

  // True when every change was applied; false (nothing changed) when a target was missing.
  window.expeditionsPatch = (container, patchesJson, fullHtml) => {
    const patches = JSON.parse(patchesJson);
    const targets = patches.map(([, path, tag]) => find(container, path, tag));
    if (targets.some((el) => el === null)) return false;
    patches.forEach(([kind, , , value], i) => apply(targets[i], kind, value));
    if (fullHtml) check(container, fullHtml);
    return true;
  };
})();
