"""The hint panel: the Hard computer's best actions for the seat to move, each with its
estimate and its reason, its choice marked first (:mod:`expeditions.coach.hints` computes
them). Actions are worded with the tables' own words (imported read-only), the rest from
the ``hints.*`` catalogue ids."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..coach.hints import Hint, HintOption
from ..engine import JSON
from ..games import curios as cu
from ..games import curiosity as cy
from ..games import lost_cities as lc
from .dom import El, classes, h
from .i18n import Words
from .tables import curios as cu_table
from .tables import curiosity as cy_table
from .tables import lost_cities as lc_table

#: the id of the panel's heading, which names the panel
TITLE_ID = "hint-title"


# ----- numbers ------------------------------------------------------------------------------
def number(value: float, w: Words, *, decimals: int = 0, sign: bool = True) -> str:
    """``+12``, ``−3.5`` / ``−3,5``: the language's decimal point, a true minus sign."""
    text = f"{abs(value):.{decimals}f}".replace(".", w("hints.decimal_point"))
    if round(value, decimals) == 0:
        return text
    if value < 0:
        return "\u2212" + text
    return "+" + text if sign else text


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
def _lc_action(action: str, view: Mapping[str, Any], w: Words) -> str:
    move = lc.Move.parse(action)
    if move.kind == "draw":
        if move.source < 0:
            return w("lost_cities.draw_deck", count=int(view["deck_size"]))
        top = view["discards"][move.source][-1]
        return w("lost_cities.take", card=lc_table.the_card(top, w))
    return w(f"lost_cities.{move.kind}", card=lc_table.the_card(lc.CODES[move.card], w))


def _lc_params(params: Mapping[str, Any], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "colour" in params:
        out["colour"] = lc_table.colour_name(params["colour"], w)
        out["colour_f"] = lc_table.colour_fem(params["colour"], w)
    if "card" in params:
        out["card"] = lc_table.card_name(params["card"], w)
        out["the_card"] = lc_table.the_card(params["card"], w)
    if "seat" in params:
        out["name"] = names[int(params["seat"])]
    return out


def _cu_action(action: str, view: Mapping[str, Any], w: Words) -> str:
    move = cu.Move.parse(action)
    if isinstance(move, cu.Place):
        site = view["sites"][move.site]
        filled = sum(1 for col in site["columns"] if col["occupant"] is not None)
        return w("curios.site.place", count=cu.COLUMN_CAPACITIES[filled],
                 site=cu_table.site_the(site["id"], w))
    if isinstance(move, cu.Recruit):
        return w("curios.hand.reveal", card=cu_table.card_words(move.card, w))
    return w("curios.hand.pass")


def _cu_params(params: Mapping[str, Any], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "site" in params:
        out["site"] = cu_table.site_name(params["site"], w)
        out["site_the"] = cu_table.site_the(params["site"], w)
    if "worth" in params:
        out["worth"] = number(float(params["worth"]), w, decimals=1, sign=False)
    return out


def _cy_action(action: str, view: Mapping[str, Any], w: Words) -> str:
    move = cy.CuriosityMove.parse(action)
    if isinstance(move, cy.PlaceToken):
        return w("hints.action.curiosity.token", value=cy.token_label(move.value),
                 square=cy_table.square_name(move.square))
    assert isinstance(move, cy.PlayCard)
    return w("hints.action.curiosity.card", card=cy_table.card_label(move.card, w),
             position=move.position)


def _cy_params(params: Mapping[str, Any], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "value" in params:
        out["value"] = cy.token_label(int(params["value"]))
    if "square" in params:
        out["square"] = cy_table.square_name(params["square"])
    if "pile" in params:
        out["pile"] = cy_table.pile_name(params["pile"], w)
    return out


ActionWords = Callable[[str, Mapping[str, Any], Words], str]
ParamWords = Callable[[Mapping[str, Any], Sequence[str], Words], dict[str, object]]
#: game id -> how its actions and its reasons' parameters are worded
WORDING: dict[str, tuple[ActionWords, ParamWords]] = {
    "lost-cities": (_lc_action, _lc_params),
    "curios": (_cu_action, _cu_params),
    "curiosity": (_cy_action, _cy_params),
}


def action_words(game_id: str, action: str, view: Mapping[str, Any], w: Words) -> str:
    """An action as the game's table words its button ("Play the yellow 3 to your
    expedition")."""
    return WORDING[game_id][0](action, view, w)


def reason_words(game_id: str, option: HintOption, names: Sequence[str], w: Words) -> str:
    """The option's reason in words ("opens the green expedition with a wager: …")."""
    params = WORDING[game_id][1](option.params, names, w)
    return w(f"hints.reason.{option.reason}", **params)


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
