"""The rules documents read word for word as recorded: a digest of each game's document in
each language (its structure and every text: summary, sections, tables, captions, choices,
quick reference; not the figures' drawings, which are the tables' own) is pinned in
``tests/golden/rules.sha256``. A refactor of the rules modules must leave them unchanged; a
deliberate change of wording re-records them with
``PYTHONPATH=py python -m tests.test_golden_rules``."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from expeditions.web.rules import rules_for
from expeditions.web.rules.model import Block, Choice, Figure, Items, Para, RulesDoc, Table

pytestmark = pytest.mark.fast

GAMES = ("curios", "curiosity", "lost-cities")
LANGS = ("en", "es")
DIGESTS = Path(__file__).with_name("golden") / "rules.sha256"


def _block(block: Block) -> dict[str, object]:
    if isinstance(block, Para):
        return {"para": block.text}
    if isinstance(block, Choice):
        return {"choice": block.text}
    if isinstance(block, Items):
        return {"items": list(block.items), "ordered": block.ordered}
    if isinstance(block, Table):
        return {"header": list(block.header), "rows": [list(row) for row in block.rows]}
    assert isinstance(block, Figure)
    return {"figure": block.key, "caption": block.caption}


def canonical(doc: RulesDoc) -> str:
    """The document as canonical JSON: what a reader reads, in order."""
    return json.dumps({
        "game": doc.game_id, "minute": list(doc.minute),
        "sections": [{"id": s.id, "title": s.title, "blocks": [_block(b) for b in s.blocks]}
                     for s in doc.sections],
        "quick": [_block(b) for b in doc.quick],
    }, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def digests() -> dict[str, str]:
    out = {}
    for game in GAMES:
        for lang in LANGS:
            doc = rules_for(game, lang)
            assert doc is not None
            out[f"{game}-{lang}"] = hashlib.sha256(canonical(doc).encode()).hexdigest()
    return out


def recorded() -> dict[str, str]:
    pairs = (line.split() for line in DIGESTS.read_text().splitlines())
    return {name: digest for digest, name in pairs}


@pytest.mark.parametrize("name", [f"{g}-{lang}" for g in GAMES for lang in LANGS])
def test_the_rules_read_as_recorded(name: str) -> None:
    assert digests()[name] == recorded()[name], (
        f"the {name} rules changed; if on purpose, re-record: "
        "PYTHONPATH=py python -m tests.test_golden_rules")


if __name__ == "__main__":
    DIGESTS.write_text("".join(f"{d}  {n}\n" for n, d in digests().items()))
    print(DIGESTS.read_text(), end="")
