"""The replay screen: a saved game's position at one step, drawn by the game's own table
with no legal actions and every control made inert, with step controls and the log up to
that step.

"Everything open" (finished games only) shows each seat's own view side by side, plus a
per-game hook (:func:`open_facts`) for hidden values that no seat's view held during play,
taken from what the finished game made public.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import registry
from ..coach.replay import (
    OPEN,
    PUBLIC,
    Replay,
    SeenReplay,
    Viewpoint,
    allowed,
    default_viewpoint,
    seats_shown,
    viewpoints,
)
from ..engine import JSON
from ..games import game_class
from ..saves import SavedGame
from .dom import El, classes, h
from .i18n import Words
from .screens import game_title, seat_names
from .table_screen import event_wording, table_renderer
from .widgets import TableContext, TableState, button

#: Attributes that refer to an element by id (renamed with it, so that several tables on
#: one page keep unique ids).
ID_REFS = ("for", "aria-labelledby", "aria-describedby", "aria-controls")


@dataclass
class ReplayState:
    """Which save is replayed, where, from whose point of view, and where Back goes."""

    save: SavedGame
    replay: Replay | SeenReplay
    step: int = 0
    viewpoint: Viewpoint = PUBLIC
    back: str = "continue"  # "continue", "game" or "review"
    #: The final position's public view (what a finished game made public).
    final: dict[str, JSON] = field(default_factory=dict)

    @classmethod
    def open(cls, save: SavedGame, back: str) -> ReplayState:
        """Rebuild the save's positions (raises ReplayError, SaveError for a bad save); a
        friend's device before the end steps through the positions its seat was shown."""
        if save.remote is not None:
            from ..remote.front import replay_of  # remote games only

            shown = replay_of(save)
            if shown is not None and shown[0] == "seen":
                seat, positions = shown[1]
                return cls(save, SeenReplay(positions, seat), 0, seat, back, {})
            if shown is not None:  # dealt by nobody: the real game, every key known
                dealt, moves = shown[1]
                rp = Replay(game_class(save.game), save.options, 0, moves, start=dealt)
                final = rp.at(rp.length).view(None)
                return cls(save, rp, 0, default_viewpoint(save.players, rp.over), back, final)
        rp = Replay(game_class(save.game), save.options, save.seed, save.log)
        final = rp.at(rp.length).view(None)
        return cls(save, rp, 0, default_viewpoint(save.players, rp.over), back, final)

    @property
    def seen(self) -> bool:
        """Whether the replay steps through positions a friend's device was shown (one per
        link from the host) rather than move by move."""
        return isinstance(self.replay, SeenReplay)

    @property
    def over(self) -> bool:
        return self.replay.over

    def go(self, step: int) -> None:
        """Move to ``step``, kept between the start and the end."""
        self.step = max(0, min(step, self.replay.length))

    def view_choice(self) -> Viewpoint:
        return allowed(self.viewpoint, self.save.players, self.over)


def inert(tree: El, suffix: str = "") -> El:
    """The tree with no command left: buttons disabled, ``data-cmd`` dropped (no move can
    be made and focus stays on the replay's controls); ids get ``suffix``."""
    attrs = dict(tree.attrs)
    if "data-cmd" in attrs:
        del attrs["data-cmd"]
        if tree.tag == "button":
            attrs["disabled"] = True
    if tree.tag == "button":
        attrs.pop("tabindex", None)
    if suffix:
        if "id" in attrs:
            attrs["id"] = f"{attrs['id']}{suffix}"
        for ref in ID_REFS:
            if ref in attrs:
                attrs[ref] = " ".join(f"{i}{suffix}" for i in str(attrs[ref]).split())
    return El(tree.tag, attrs, [inert(c, suffix) if isinstance(c, El) else c
                                for c in tree.children])


def still_view(view: dict[str, JSON]) -> dict[str, JSON]:
    """A view with no legal actions: the table offers no move."""
    return {**view, "legal": []}


def open_facts(game_id: str) -> Callable[[dict[str, JSON], Words], El | None] | None:
    """What "everything open" adds to the seats' views: the game's table may word hidden
    values no seat saw during play, from the finished game's public view
    (``open_facts(final, w)``, e.g. Curios' site values)."""
    return getattr(registry.load_optional(game_id, "table"), "open_facts", None)


def viewpoint_label(choice: Viewpoint, names: list[str], w: Words) -> str:
    if choice == OPEN:
        return w("replay.view.open")
    if choice == PUBLIC:
        return w("replay.view.public")
    return w("replay.view.seat", name=names[int(choice)])


def seat_picker(state: ReplayState, names: list[str], w: Words) -> El:
    choices = viewpoints(state.save.players, state.over)
    current = state.view_choice()
    return h("div", {"class": "field replay-seat"},
             h("label", {"for": "f-replay-seat"}, w("replay.view.label")),
             h("select", {"id": "f-replay-seat", "data-field": "replay-seat",
                          "disabled": len(choices) < 2},
               [h("option", {"value": str(c), "selected": c == current},
                  viewpoint_label(c, names, w)) for c in choices]),
             None if state.over else h("p", {"class": "muted"}, w(
                 "replay.view.seen" if state.seen else "replay.view.unfinished")))


#: The controls' icons (our own SVG: media-control glyphs are missing from many fonts).
ICONS: dict[str, tuple[str, ...]] = {
    "start": ("3,3 6,3 6,17 3,17", "17,3 17,17 7,10"),
    "prev_round": ("10,3 10,17 1,10", "19,3 19,17 10,10"),
    "prev": ("15,3 15,17 5,10",),
    "next": ("5,3 5,17 15,10",),
    "next_round": ("1,3 1,17 10,10", "10,3 10,17 19,10"),
    "end": ("3,3 3,17 13,10", "14,3 17,3 17,17 14,17"),
}


def controls(state: ReplayState, w: Words) -> El:
    rp, step = state.replay, state.step
    at_start, at_end = step <= 0, step >= rp.length
    rounds = len(rp.rounds) > 1

    def ctl(label: str, icon: str, cmd: str, disabled: bool, keys: str) -> El:
        return h("button", {"type": "button", "class": "btn replay-btn", "data-cmd": cmd,
                            "disabled": disabled, "aria-label": label,
                            "aria-keyshortcuts": keys, "title": label},
                 h("svg", {"viewBox": "0 0 20 20", "class": "replay-icon",
                           "aria-hidden": "true", "focusable": "false"},
                   [h("polygon", {"points": pts}) for pts in ICONS[icon]]))

    return h("div", {"class": "replay-controls", "role": "toolbar",
                     "aria-label": w("replay.controls"), "aria-controls": "replay-board"},
             ctl(w("replay.start"), "start", "replay-go:start", at_start, "Home"),
             ctl(w("replay.prev_round"), "prev_round", "replay-round:-1", at_start or not rounds,
                 "PageUp") if rounds else None,
             ctl(w("replay.prev"), "prev", "replay-step:-1", at_start, "ArrowLeft"),
             ctl(w("replay.next"), "next", "replay-step:1", at_end, "ArrowRight"),
             ctl(w("replay.next_round"), "next_round", "replay-round:1", at_end or not rounds,
                 "PageDown") if rounds else None,
             ctl(w("replay.end"), "end", "replay-go:end", at_end, "End"))


def position_text(state: ReplayState, w: Words) -> str:
    rp = state.replay
    text = w("replay.position_seen" if state.seen else "replay.position", step=state.step,
             total=rp.length)
    if len(rp.rounds) > 1:
        mark = rp.rounds[rp.round_index(state.step)]
        text += " · " + w(f"replay.{mark.kind}", n=mark.number, total=len(rp.rounds))
    return text


def replay_log(game: Any, state: ReplayState, names: list[str], w: Words) -> El:
    wording = event_wording(state.save.game)
    new = state.replay.new_events(state.step)
    return h("aside", {"class": "game-log", "aria-labelledby": "game-log-title"},
             h("h2", {"id": "game-log-title"}, w("replay.log")),
             h("div", {"role": "log", "tabindex": "0", "aria-label": w("replay.log"),
                       "class": "game-log-lines"},
               h("ol", None,
                 [h("li", {"class": classes(i in new and "is-new")},
                    wording(e, names, w)) for i, e in enumerate(game.events)])))


def boards(game: Any, state: ReplayState, names: list[str], w: Words) -> list[El]:
    """The table once per seat shown (one seat, the public view, or each seat)."""
    render = table_renderer(state.save.game)
    choice = state.view_choice()
    shown = seats_shown(choice, len(names))
    out = []
    for seat in shown:
        ctx = TableContext(still_view(game.view(seat)), names, TableState(),
                           lambda _a: w("replay.no_moves"), w)
        table = inert(render(ctx), "" if len(shown) == 1 else f"-s{seat}")
        if len(shown) == 1:
            out.append(table)
        else:
            out.append(h("section", {"class": "replay-seat-view",
                                     "aria-labelledby": f"replay-seat-{seat}"},
                         h("h2", {"id": f"replay-seat-{seat}"},
                           w("replay.view.seat", name=names[int(seat or 0)])),
                         table))
    if choice == OPEN and (facts := open_facts(state.save.game)) is not None:
        extra = facts(state.final, w)
        if extra is not None:
            out.append(h("section", {"class": "replay-open-facts panel"},
                         h("h2", None, w("replay.open.title")), extra))
    return out


def replay_screen(state: ReplayState, w: Words) -> El:
    names = seat_names(state.save.players, w)
    game = state.replay.at(state.step)
    title = game_title(state.save.game, w)
    tables = boards(game, state, names, w)
    return h(
        "div", {"class": classes("screen screen-replay", f"game-{state.save.game}")},
        h("header", {"class": "topbar"},
          h("h1", {"class": "brand"}, w("replay.title", game=title)),
          h("nav", {"class": "topbar-actions", "aria-label": w("table.actions")},
            button(w({"game": "replay.back_game", "review": "replay.back_review"}.get(
                state.back, "replay.back")), "replay-back"),
            button(w("nav.menu"), "menu"))),
        h("main", {"class": "table-main replay"},
          h("div", {"class": "replay-bar"},
            controls(state, w),
            h("p", {"class": "replay-position", "id": "replay-position", "role": "status"},
              position_text(state, w)),
            seat_picker(state, names, w)),
          h("p", {"class": "muted replay-keys"}, w("replay.keys")),
          h("div", {"class": "game-layout"},
            h("div", {"class": classes("game-main", len(tables) > 1 and "replay-open"),
                      "id": "replay-board"}, tables),
            replay_log(game, state, names, w))),
    )
