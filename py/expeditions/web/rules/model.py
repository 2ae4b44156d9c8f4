"""The shape of a game's rules as the app shows them, one document per language.

A game's rules module (``expeditions.web.rules.<area>``) has ``rules(lang) -> RulesDoc``.
Both languages must have the same sections (same ids, same order) and the same figures in
the same places, so the tests can hold one against the other (each module builds one
document with ``t(en, es)``, so they do by construction). Text is plain; ``**bold**``
marks a term where it is defined. Nothing here is HTML: names stay text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..dom import El


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Items:
    items: tuple[str, ...]
    ordered: bool = False


@dataclass(frozen=True)
class Figure:
    """A worked example drawn with the table's own cards and boards. ``key`` names it the
    same in every language (the tests pair the figures of both documents by it)."""

    key: str
    draw: Callable[[], El]
    caption: str


@dataclass(frozen=True)
class Choice:
    """A point where the published rules are silent and the app made a choice (shown
    marked as such)."""

    text: str


@dataclass(frozen=True)
class Table:
    """A small table of facts (e.g. setup by player count): a header row and data rows."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = Para | Items | Figure | Choice | Table


@dataclass(frozen=True)
class Section:
    id: str  # short, ASCII, unique in the document: the anchor of "jump to"
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class RulesDoc:
    game_id: str
    minute: tuple[str, ...]  # "how to play in 1 minute": a few short points
    sections: tuple[Section, ...]
    quick: tuple[Block, ...]  # the quick reference shown one tap away from the table


def block_kind(block: Block) -> str:
    """What a block is, plus the figure's key: what must match across languages."""
    return f"figure:{block.key}" if isinstance(block, Figure) else type(block).__name__


def all_texts(doc: RulesDoc) -> list[str]:
    """Every sentence of a document (summary, section titles, blocks, captions, table
    cells, quick reference), in order: what the tests compare across languages."""
    out = list(doc.minute)
    blocks: list[Block | str] = [x for s in doc.sections for x in (s.title, *s.blocks)]
    for block in blocks + list(doc.quick):
        if isinstance(block, str):
            out.append(block)
        elif isinstance(block, (Para, Choice)):
            out.append(block.text)
        elif isinstance(block, Items):
            out.extend(block.items)
        elif isinstance(block, Figure):
            out.append(block.caption)
        elif isinstance(block, Table):
            out.extend(block.header + tuple(c for row in block.rows for c in row))
    return out
