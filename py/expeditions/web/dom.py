"""A tiny element tree: screens are built as plain Python values, then the browser adapter
creates real DOM nodes from them (text always as text nodes, never parsed as HTML).

Keeping the tree pure Python lets the tests inspect every screen on CPython, and keeps the
number of calls across the Python/JavaScript boundary to one pass per render.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Union

Child = Union["El", str, int, None, Iterable["Child"]]

SVG_TAGS = frozenset((
    "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text",
    "tspan", "title", "defs", "use", "symbol",
))

def escape(text: str) -> str:
    """The same as ``html.escape(text)``: the stdlib module is not used because importing it
    (with its table of entities) is a tenth of the app's start-up in Pyodide."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


VOID_TAGS = frozenset((
    "area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
))


class El:
    """An element: tag, attributes (``None``/``False`` values are left out, ``True`` means
    a bare boolean attribute) and children (elements or text)."""

    __slots__ = ("tag", "attrs", "children")

    def __init__(self, tag: str, attrs: dict[str, object] | None, children: list[El | str]):
        self.tag = tag
        self.attrs = attrs or {}
        self.children = children

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attrs} ({len(self.children)} children)>"

    # ---- queries used by the tests ------------------------------------------------
    def walk(self) -> Iterator[El]:
        yield self
        for child in self.children:
            if isinstance(child, El):
                yield from child.walk()

    def find_all(self, tag: str | None = None, **attrs: object) -> list[El]:
        out = []
        for el in self.walk():
            if tag is not None and el.tag != tag:
                continue
            if all(el.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                out.append(el)
        return out

    def text(self) -> str:
        parts: list[str] = []
        for child in self.children:
            parts.append(child.text() if isinstance(child, El) else child)
        return "".join(parts)

    def to_html(self) -> str:
        """Serialise with everything escaped (used by tests and the static shell)."""
        attrs = "".join(
            f" {k}" if v is True else f' {k}="{escape(str(v))}"'
            for k, v in self.attrs.items()
            if v is not None and v is not False
        )
        if self.tag in VOID_TAGS:
            return f"<{self.tag}{attrs}>"
        inner = "".join(c.to_html() if isinstance(c, El) else escape(c) for c in self.children)
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"


def _flatten(children: Iterable[Child], out: list[El | str]) -> None:
    # ``type(…) is`` first: every screen is built from a few thousand calls of ``h`` on each
    # draw, and a phone runs Python a dozen times slower than this machine's CPython
    for child in children:
        kind = type(child)
        if kind is El or kind is str:
            out.append(child)  # type: ignore[arg-type]
        elif child is None or child is False:
            continue
        elif isinstance(child, (El, str)):
            out.append(child)
        elif isinstance(child, int):
            out.append(str(child))
        else:
            _flatten(child, out)


def h(tag: str, attrs: dict[str, object] | None = None, *children: Child) -> El:
    """Build an element: ``h("button", {"data-cmd": "undo"}, "Undo")``.
    The ``class_`` attribute key may be written ``class``."""
    flat: list[El | str] = []
    _flatten(children, flat)
    kept = {} if attrs is None else {
        k: v for k, v in attrs.items() if v is not None and v is not False}
    return El(tag, kept, flat)


def classes(*names: str | None | bool) -> str:
    """Join the truthy class names (``classes("card", selected and "is-selected")``)."""
    return " ".join(n for n in names if isinstance(n, str) and n)


# ---- patching: what changed between two renders --------------------------------------------
#: Elements whose children are replaced together when any changed: an SVG is cheap to
#: re-create next to its layout, and a select's or textarea's state lives in its children.
#: (A table with rows straight under it is one too: the HTML parser moves them into a tbody.)
ATOMIC_TAGS = frozenset(("svg", "select", "textarea"))

#: One change, as JSON for the page's ``expeditionsPatch``: ``[kind, path, tag, value]``.
#: ``path`` counts element children (text nodes are not counted) from the container; ``tag``
#: is the element found there before the change, checked by the page, which re-draws
#: everything rather than patch an element it did not expect. Kinds: ``html`` (replace the
#: element), ``attrs`` (set or, for ``None``, remove the attributes), ``text`` (its whole
#: text), ``inner`` (replace its children), ``append`` (add children after its last),
#: ``trim`` (keep its first ``value`` element children).
Patch = list[object]


def _attr_value(value: object) -> str | None:
    if value is None or value is False:
        return None
    return "" if value is True else str(value)


def _children_html(children: list[El | str]) -> str:
    return "".join(c.to_html() if isinstance(c, El) else escape(c) for c in children)


def _same_shape(old: list[El | str], new: list[El | str]) -> bool:
    """The children line up one to one: elements against elements, and equal texts (the
    page's element-only paths cannot reach a text node)."""
    for a, b in zip(old, new, strict=False):
        if isinstance(a, El):
            if not isinstance(b, El):
                return False
        elif isinstance(b, El) or a != b:
            return False
    return True


def _same_children(a: list[El | str], b: list[El | str]) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if isinstance(x, El):
            if not (isinstance(y, El) and x.tag == y.tag and x.attrs == y.attrs
                    and _same_children(x.children, y.children)):
                return False
        elif x != y:
            return False
    return True


def diff(old: El, new: El) -> list[Patch]:
    """The changes that turn the DOM drawn from ``old`` into the one ``new`` draws, so the
    browser re-creates and re-lays-out only what changed (a move usually changes a few
    cards, the status and one log line). Both are the container's single child."""
    patches: list[Patch] = []
    _diff(old, new, [0], patches)
    return patches


def _diff(old: El, new: El, path: list[int], out: list[Patch]) -> None:
    if old is new:
        return
    if old.tag != new.tag:
        out.append(["html", path, old.tag, new.to_html()])
        return
    if old.attrs != new.attrs:
        changed = {k: _attr_value(v) for k, v in new.attrs.items() if old.attrs.get(k) != v}
        changed.update({k: None for k in old.attrs if k not in new.attrs})
        out.append(["attrs", path, old.tag, changed])
    if old.tag in ATOMIC_TAGS or (old.tag == "table" and any(
            isinstance(c, El) and c.tag == "tr" for c in old.children + new.children)):
        if not _same_children(old.children, new.children):
            out.append(["inner", path, old.tag, _children_html(new.children)])
        return
    _diff_children(old, new, path, out)


def _diff_children(old: El, new: El, path: list[int], out: list[Patch]) -> None:
    a, b = old.children, new.children
    if not any(isinstance(c, El) for c in a) and not any(isinstance(c, El) for c in b):
        if "".join(a) != "".join(b):  # type: ignore[arg-type]
            out.append(["text", path, old.tag, "".join(b)])  # type: ignore[arg-type]
        return
    shared = min(len(a), len(b))
    rest_old, rest_new = a[shared:], b[shared:]
    if not _same_shape(a[:shared], b[:shared]) or (rest_old and not all(
            isinstance(c, El) for c in rest_old)):
        out.append(["inner", path, old.tag, _children_html(b)])
        return
    index = 0
    for x, y in zip(a[:shared], b[:shared], strict=True):
        if isinstance(x, El):
            _diff(x, y, [*path, index], out)  # type: ignore[arg-type]
            index += 1
    if rest_new:
        out.append(["append", path, old.tag, _children_html(rest_new)])
    elif rest_old:
        out.append(["trim", path, old.tag, index])
