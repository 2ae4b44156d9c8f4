"""The hint panel: the Hard computer's best actions for the seat to move, each with its
estimate and its reason, its choice marked first (:mod:`expeditions.coach.hints` computes
them). Actions and reasons are worded by each game's coaching module
(:mod:`expeditions.web.coaching`), the rest from the ``hints.*`` catalogue ids."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import registry
from ..coach.hints import Hint, HintOption
from ..engine import JSON
from .coaching import number
from .dom import El, classes, h
from .i18n import Words

#: the id of the panel's heading, which names the panel
TITLE_ID = "hint-title"


def estimate_words(option: HintOption, w: Words) -> str:
    """The bot's estimate of one action, in the unit its kind names."""
    kind, value = option.kind, option.estimate
    if value is None or kind in ("rule", "only"):
        return w(f"hints.estimate.{kind}")
    if kind == "win_chance":
        return w("hints.estimate.win_chance", percent=round(100 * value),
                 margin=number(option.margin or 0.0, w))
    decimals = 0 if kind == "margin" else 1
    return w(f"hints.estimate.{kind}", value=number(value, w, decimals=decimals,
                                                    sign=kind != "plan"))


# ----- each game's actions and reason parameters --------------------------------------------
def action_words(game_id: str, action: str, view: Mapping[str, Any], w: Words) -> str:
    """An action as the game's table words its button ("Play the yellow 3 to your
    expedition"); a game with no coaching words shows the action's own string."""
    module = registry.load_optional(game_id, "coaching")
    return str(module.hint_action(action, view, w)) if module is not None else action


def reason_words(game_id: str, option: HintOption, names: Sequence[str], w: Words) -> str:
    """The option's reason in words ("opens the green expedition with a wager: …"), from
    the game's ``<area>.hint.<code>``."""
    module = registry.load_optional(game_id, "coaching")
    params = (module.hint_params(option.params, names, w) if module is not None
              else dict(option.params))
    return w(f"{registry.module_name(game_id)}.hint.{option.reason}", **params)


# ----- the panel -----------------------------------------------------------------------------
def option_item(game_id: str, option: HintOption, view: Mapping[str, Any],
                names: Sequence[str], w: Words, *, top: bool) -> El:
    """One option: "Play the yellow 3 to your expedition — expected margin +12 — …"."""
    return h("li", {"class": classes("hint-option", top and "is-top")},
             [h("span", {"class": "hint-badge"}, w("hints.top")), " "] if top else None,
             h("strong" if top else "span", {"class": "hint-action"},
               action_words(game_id, option.action, view, w)),
             " — ", h("span", {"class": "hint-estimate"}, estimate_words(option, w)),
             " — ", h("span", {"class": "hint-reason"},
                      reason_words(game_id, option, names, w)))


def hint_panel(hint: Hint, game_id: str, view: dict[str, JSON], names: Sequence[str],
               w: Words) -> El:
    """The panel for ``hint``, computed for ``view`` (the asking seat's view), with the
    players' ``names`` by seat."""
    body: El
    if hint.options:
        body = h("ol", {"class": "hint-options"},
                 [option_item(game_id, o, view, names, w, top=i == 0)
                  for i, o in enumerate(hint.options)])
    else:
        body = h("p", {"class": "hint-none"}, w("hints.none"))
    return h("section", {"class": "panel hint-panel", "aria-labelledby": TITLE_ID},
             h("h2", {"id": TITLE_ID}, w("hints.title")),
             body,
             h("p", {"class": "hint-note"}, w("hints.note")))
