"""The guided game on screen: the guide's panel over the table (what to do and why, worded
from the guide's note), and the controls it points at outlined on the table itself."""

from __future__ import annotations

from .. import registry
from ..coach.guide import Guidance
from ..engine import Note
from ..registry import module_name
from .dom import El, classes, h
from .i18n import Words, plural_parameters
from .widgets import button

PROMPT_ID = "guide-prompt"


def guide_words(game_id: str, note: Note, w: Words) -> str:
    """The guide's note in the current language (``<area>.guide.<code>``, else the shared
    ``guide.<code>``), its parameters worded by the game's coaching module."""
    module = registry.load_optional(game_id, "coaching")
    key = f"{module_name(game_id)}.guide.{note.code}"
    key = key if w.has(key) else f"guide.{note.code}"
    numbers = plural_parameters(w.messages[key])  # a plural is chosen by the number itself
    params: dict[str, object] = {
        k: v if k in numbers or k in ("mine", "theirs") or module is None
        else module.guide_param(k, v, w)
        for k, v in note.params.items()}
    return w(key, **params)


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
