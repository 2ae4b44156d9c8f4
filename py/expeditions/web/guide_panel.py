"""The guided game on screen: the guide's panel over the table (what to do and why, worded
from the guide's note), and the controls it points at outlined on the table itself."""

from __future__ import annotations

from collections.abc import Callable

from ..coach.guide import Guidance
from ..engine import JSON, Note
from .dom import El, classes, h
from .i18n import Words, area_of
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


def _plain(_name: str, value: JSON, _w: Words) -> str:
    return str(value)


PARAM_WORDS: dict[str, ParamWords] = {"lost-cities": _lost_cities_param}


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
             button(w("guide.leave"), "guide-leave", kind="quiet"))


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
