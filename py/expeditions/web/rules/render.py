"""Rules documents as element trees: the Rules screen and the overlay over a table."""

from __future__ import annotations

import re

from ...registry import module_name
from ..dom import El, h
from ..i18n import Words
from .model import Block, Choice, Figure, Items, Para, RulesDoc, Table

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def inline(text: str) -> list[El | str]:
    """Plain text with ``**bold**`` spans as ``<strong>`` (everything stays text)."""
    out: list[El | str] = []
    pos = 0
    for match in _BOLD.finditer(text):
        if match.start() > pos:
            out.append(text[pos:match.start()])
        out.append(h("strong", None, match.group(1)))
        pos = match.end()
    if pos < len(text):
        out.append(text[pos:])
    return out


def block(item: Block, w: Words) -> El:
    if isinstance(item, Para):
        return h("p", None, inline(item.text))
    if isinstance(item, Items):
        return h("ol" if item.ordered else "ul", None,
                 [h("li", None, inline(text)) for text in item.items])
    if isinstance(item, Figure):
        return h("figure", {"class": "rules-figure", "tabindex": "0"},
                 without_headings(item.draw()),
                 h("figcaption", None, inline(item.caption)))
    if isinstance(item, Choice):
        return h("aside", {"class": "rules-choice"},
                 h("p", None, h("strong", {"class": "rules-choice-tag"}, w("rules.choice")),
                   " ", inline(item.text)))
    assert isinstance(item, Table)
    # the wrapper scrolls sideways on a narrow phone, so it takes keyboard focus
    return h("div", {"class": "rules-table-wrap", "tabindex": "0", "role": "group",
                     "aria-label": " · ".join(c for c in item.header if c)},
             h("table", {"class": "rules-table"},
               h("thead", None, h("tr", None, [h("th", {"scope": "col"}, cell) if cell
                                               else h("td", None)
                                               for cell in item.header])),
               h("tbody", None, [h("tr", None, [h("td", None, cell) for cell in row])
                                 for row in item.rows])))


HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))


def without_headings(tree: El) -> El:
    """A figure draws the table's own pieces, whose headings belong to the table, not to
    the rules' outline: inside a figure they become plain text with the same look."""
    for el in tree.walk():
        if el.tag in HEADINGS:
            el.attrs["class"] = " ".join(filter(None, (str(el.attrs.get("class", "")),
                                                       f"as-{el.tag}")))
            el.tag = "p"
    return tree


def anchor(doc: RulesDoc, section_id: str) -> str:
    return f"rules-{doc.game_id}-{section_id}"


def quick_reference(doc: RulesDoc, w: Words) -> El:
    return h("section", {"class": "rules-quick", "aria-labelledby": f"{doc.game_id}-quick"},
             h("h3", {"id": f"{doc.game_id}-quick"}, w("rules.quick")),
             [block(item, w) for item in doc.quick])


def rules_article(doc: RulesDoc, w: Words, heading_level: int = 2) -> El:
    """The whole rules of one game: the one-minute summary, contents, every section."""
    title_tag, section_tag = f"h{heading_level}", f"h{heading_level + 1}"
    return h(
        "article", {"class": "rules-doc", "lang": w.lang},
        h(title_tag, None, w(f"{module_name(doc.game_id)}.game.title")),
        h("p", {"class": "muted"}, w(f"{module_name(doc.game_id)}.game.players")),
        h("section", {"class": "rules-minute", "aria-labelledby": f"{doc.game_id}-minute"},
          h(section_tag, {"id": f"{doc.game_id}-minute"}, w("rules.minute")),
          h("ul", None, [h("li", None, inline(point)) for point in doc.minute])),
        h("nav", {"class": "rules-contents", "aria-label": w("rules.contents")},
          h("ol", None, [h("li", None, h("a", {"href": f"#{anchor(doc, s.id)}"}, s.title))
                         for s in doc.sections])),
        [h("section", {"class": "rules-section", "id": anchor(doc, s.id),
                       "aria-labelledby": f"{anchor(doc, s.id)}-h"},
           h(section_tag, {"id": f"{anchor(doc, s.id)}-h"}, s.title),
           [block(item, w) for item in s.blocks])
         for s in doc.sections],
    )
