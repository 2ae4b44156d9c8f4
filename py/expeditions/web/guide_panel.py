"""The guided game on screen: the guide's panel over the table (what to do and why, worded
from the guide's note), and the controls it points at outlined on the table itself."""

from __future__ import annotations

from collections.abc import Callable

from ..coach.guide import Guidance
from ..engine import JSON, Note
from ..games.curiosity import card_type
from .dom import El, classes, h
from .i18n import Words, area_of
from .tables import curios as cu
from .tables import curiosity as cy
from .tables import lost_cities as lc
from .widgets import button

PROMPT_ID = "guide-prompt"

#: How each game's guide parameters become words (a card code → "the white 2").
ParamWords = Callable[[str, JSON, Words], str]


def _lost_cities_param(name: str, value: JSON, w: Words) -> str:
    if name in ("card", "last"):
        return lc.the_card(str(value), w)
    if name == "colour":
        return lc.colour_name(str(value), w)
    return str(value)


def _items(value: JSON) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _either(items: list[str], w: Words) -> str:
    """"5", "5 or 7", "3, 5 or 7": the values something may still have."""
    if len(items) < 2:
        return "".join(items)
    return w("guide.or", first=w("list.separator").join(items[:-1]), last=items[-1])


def _curios_param(name: str, value: JSON, w: Words) -> str:
    if name == "site":
        return cu.site_the(str(value), w)
    if name == "sites":
        return w.join([cu.site_the(s, w) for s in _items(value)])
    if name in ("card", "cards"):
        return w.join([w("guide.curios.the_card", card=cu.card_words(c, w))
                       for c in _items(value)])
    if name == "values":
        return _either(_items(value), w)
    return str(value)


def _curiosity_param(name: str, value: JSON, w: Words) -> str:
    if name == "card":
        code = str(value)
        return (w("guide.curiosity.your_card", card=cy.card_label(code, w))
                if card_type(code) else w("guide.curiosity.your_zero"))
    if name == "pile":
        return cy.pile_name(str(value), w)
    if name == "dir":
        return w(f"curiosity.direction.{value}")
    if name == "square" and isinstance(value, list):
        return cy.square_name([int(v) for v in value])
    if name == "found":
        found = _items(value)
        return (w("guide.curiosity.found", count=len(found), values=w.join(found)) if found
                else w("guide.curiosity.found_none"))
    if name == "others":
        return (w("guide.curiosity.others", count=int(value)) if value
                else w("guide.curiosity.others_none"))
    if name == "unplaced":
        unplaced = _items(value)
        return w("guide.curiosity.unplaced", count=len(unplaced), values=w.join(unplaced))
    if name == "negatives":
        return w.join(_items(value))
    if name == "points" and isinstance(value, int):
        return f"{value:+d}"
    if name == "outcome":
        return w(f"guide.curiosity.outcome.{value}")
    return str(value)


def _plain(_name: str, value: JSON, _w: Words) -> str:
    return str(value)


PARAM_WORDS: dict[str, ParamWords] = {"lost-cities": _lost_cities_param,
                                      "curios": _curios_param,
                                      "curiosity": _curiosity_param}


def guide_words(game_id: str, note: Note, w: Words) -> str:
    """The guide's note in the current language (``guide.<area>.<code>``, else the shared
    ``guide.<code>``)."""
    worded = PARAM_WORDS.get(game_id, _plain)
    params: dict[str, object] = {
        k: v if k in ("count", "times", "turns", "mine", "theirs") else worded(k, v, w)
        for k, v in note.params.items()}
    key = f"guide.{area_of(game_id)}.{note.code}"
    return w(key if w.has(key) else f"guide.{note.code}", **params)


def guide_panel(guide: Guidance, game_id: str, w: Words, misstep: bool = False) -> El:
    """The guide's say beside the table: a heading, the prompt (the outlined controls are
    described by it), and a way out of the guide."""
    prompt = guide_words(game_id, guide.note, w)
    text = w("guide.misstep", prompt=prompt) if misstep else prompt
    return h("section", {"class": classes("guide", misstep and "is-misstep"),
                         "aria-labelledby": "guide-title"},
             h("h2", {"id": "guide-title", "class": "guide-title"}, w("guide.title")),
             h("p", {"id": PROMPT_ID, "class": "guide-prompt"}, text),
             h("p", {"class": "guide-pointer"}, w("guide.pointer")) if guide.targets else None,
             button(w("guide.leave"), "guide-leave"))


def mark_targets(tree: El, targets: tuple[str, ...] | list[str]) -> int:
    """Outline the controls the guide points at (``data-cmd`` in ``targets``) and describe
    each by the prompt; returns how many were found (a missing one is a bug in a lesson)."""
    found = 0
    wanted = set(targets)
    for el in tree.walk():
        if el.attrs.get("data-cmd") in wanted:
            el.attrs["class"] = classes(str(el.attrs.get("class", "")), "guide-target")
            el.attrs["aria-describedby"] = PROMPT_ID
            found += 1
    return found


def offer(game_id: str, title: str, w: Words) -> El:
    """The invitation on the new-game form (and the rules) to a game's guided game."""
    return h("aside", {"class": "guide-offer", "aria-label": w("guide.title")},
             h("p", None, w("guide.offer", title=title)),
             button(w("guide.start"), f"guide-start:{game_id}", kind="primary"))
