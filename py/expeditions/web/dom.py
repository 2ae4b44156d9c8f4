"""A tiny element tree: screens are built as plain Python values, then the browser adapter
creates real DOM nodes from them (text always as text nodes, never parsed as HTML).

Keeping the tree pure Python lets the tests inspect every screen on CPython, and keeps the
number of calls across the Python/JavaScript boundary to one pass per render.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from html import escape
from typing import Union

Child = Union["El", str, int, None, Iterable["Child"]]

SVG_TAGS = frozenset((
    "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text",
    "tspan", "title", "defs", "use", "symbol",
))
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
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (El, str)):
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
    return El(tag, {k: v for k, v in (attrs or {}).items() if v is not None and v is not False},
              flat)


def classes(*names: str | None | bool) -> str:
    """Join the truthy class names (``classes("card", selected and "is-selected")``)."""
    return " ".join(n for n in names if isinstance(n, str) and n)
