"""The game frame: a game's table (its own renderer, or the generic one), the status line,
the log, the result, the hint and guide panels, and the dialogs over the table."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from .. import registry
from ..coach.guide import Guidance
from ..engine import JSON
from ..registry import module_name
from ..saves import SaveEntry
from ..session import Session
from .dom import El, classes, h
from .i18n import (
    Phrase,
    Words,
    numeral,
)
from .rules_screen import rules_overlay
from .screens import game_title, guiding, language_select, progress_text, seat_names, topbar
from .widgets import EventWording, Playback, TableContext, TableRenderer, TableState, button

if TYPE_CHECKING:  # the hints' module loads with the first hint
    from ..coach.hints import Hint

#: A table module's optional ``playback(public_view)``: the key, number of frames and status
#: line of an animation the view calls for now (it is played once per key), or None.
PlaybackFinder = Callable[[dict[str, JSON]], tuple[str, int, Phrase] | None]


#: A table module's optional ``interlude(public_view)``: the key of a pause the view calls
#: for now (held until the player's "continue" command, once per key), or None.
InterludeFinder = Callable[[dict[str, JSON]], str | None]


def _table_module(game_id: str) -> ModuleType | None:
    return registry.load_optional(game_id, "table")


def table_renderer(game_id: str) -> TableRenderer:
    """The game's own table if it has one (``expeditions.web.tables.<module>``)."""
    renderer: TableRenderer = getattr(_table_module(game_id), "render", generic_table)
    return renderer


def generic_event(event: dict[str, JSON], names: list[str], w: Words) -> str:
    """A game without words of its own (the tests' game): its event type, as data."""
    return w("log.generic", type=str(event.get("type")))


def event_wording(game_id: str) -> EventWording:
    wording: EventWording = getattr(_table_module(game_id), "describe_event", generic_event)
    return wording


def start_playback(session: Session, state: TableState) -> None:
    """Start the animation (or the interlude) the public view calls for, if it has not been
    played yet. The app calls this before drawing, so that drawing a screen changes
    nothing."""
    module = _table_module(session.game.game_id)
    finder: PlaybackFinder | None = getattr(module, "playback", None)
    if finder is not None and state.playback is None:
        found = finder(session.game.view(None))
        if found is not None and found[0] not in state.shown:
            state.shown.add(found[0])
            state.playback = Playback(*found)
    pause: InterludeFinder | None = getattr(module, "interlude", None)
    if pause is not None and state.interlude is None and state.playback is None:
        key = pause(session.game.view(None))
        if key is not None and key not in state.shown:
            state.shown.add(key)
            state.interlude = key


def log_line(event: dict[str, JSON], names: list[str], wording: EventWording,
             w: Words) -> El:
    """One public event in words; a player's own event starts with their name in bold."""
    text = wording(event, names, w)
    seat = event.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(names) and text.startswith(names[seat]):
        return h("li", None, h("strong", None, names[seat]), text[len(names[seat]):])
    return h("li", None, text)


#: The log's worded lines of the last few games drawn, by game, language and names: a
#: line depends on nothing else, and the log only grows, so a draw words only the new
#: events — and hands the page's patcher the very same elements, which it skips at once.
_LOG_LINES: dict[tuple[str, str, tuple[str, ...]], list[tuple[dict[str, JSON], El]]] = {}
LOG_CACHE_SIZE = 4


def worded_events(game_id: str, events: list[dict[str, JSON]], names: list[str],
                  w: Words) -> list[El]:
    """Each event's log line, reusing the lines already worded for equal events."""
    key = (game_id, w.lang, tuple(names))
    cached = _LOG_LINES.pop(key, [])
    _LOG_LINES[key] = cached  # the most recently used last
    while len(_LOG_LINES) > LOG_CACHE_SIZE:
        del _LOG_LINES[next(iter(_LOG_LINES))]
    wording = event_wording(game_id)
    for index, event in enumerate(events):
        if index < len(cached) and cached[index][0] == event:
            continue
        del cached[index:]  # an undo, or another game on the same names
        cached.append((event, log_line(event, names, wording, w)))
    return [line for _, line in cached[:len(events)]]


def game_log(session: Session, names: list[str], w: Words) -> El:
    """The whole game in words, numbered from its start. It is a keyboard-scrollable
    ``role="log"``; it shows its newest entry (its CSS scrolls from the end)."""
    worded = worded_events(session.game.game_id, session.game.events, names, w)
    lines: list[El] = []
    hints = sorted(session.save.hints, key=lambda entry: entry[1])
    for index in range(len(worded) + 1):
        # a hint asked for with ``index`` events in the log is said right after them
        lines += [h("li", {"class": "log-hint"}, w("hints.used", name=names[seat]))
                  for seat, at in hints if at == index and seat < len(names)]
        if index < len(worded):
            lines.append(worded[index])
    return h("aside", {"class": "game-log", "aria-labelledby": "game-log-title"},
             h("h2", {"id": "game-log-title"}, w("log.title")),
             h("div", {"role": "log", "tabindex": "0", "aria-label": w("log.title"),
                       "class": "game-log-lines"},
               h("ol", None, lines)))


def announcement(session: Session, state: TableState, w: Words,
                 status: str | None = None) -> str:
    """What the page's one persistent live region says now: the newest event (a computer's
    move, a round's end) and whose turn it is (``status``: said instead, e.g. whom a game
    with friends on other devices waits for)."""
    names = seat_names(session.seats, w)
    events = session.game.events
    last = event_wording(session.game.game_id)(events[-1], names, w) if events else ""
    return f"{last} {status or status_line(session, state, names, w)}".strip()


def status_line(session: Session, state: TableState, names: list[str], w: Words) -> str:
    game = session.game
    if state.playback is not None:
        return w.phrase(state.playback.status)
    if state.interlude is not None:
        # a pause at the end of one game of a match: the news is that game's end
        ended = _last_end(game.events)
        return (event_wording(game.game_id)(ended, names, w) if ended is not None
                else w("status.paused"))
    if game.is_over():
        res = game.result()
        if res is None:  # over, its scores not known here yet (a deal being checked)
            return w("status.over_pending")
        if not res.winners:
            return w("status.over_nobody")
        return w("status.over_win", names=w.join([names[i] for i in res.winners]),
                 count=len(res.winners))
    current = game.current_player
    assert current is not None
    name = names[current]
    if session.seats[current].kind == "computer":
        return w("status.thinking" if state.thinking else "status.to_play", name=name)
    if session.viewer == current:
        return w("status.your_turn", name=name)
    return w("status.to_play", name=name)


def _last_end(events: list[dict[str, JSON]]) -> dict[str, JSON] | None:
    """The newest event that ended a game or a round (``game_over``…): an interlude's news."""
    return next((e for e in reversed(events) if str(e.get("type", "")).endswith("_over")),
                None)


def generic_table(ctx: TableContext) -> El:
    """A plain table for any game: the view's public facts and the legal actions as
    buttons. Used by the tests' game and by a game whose own table is not written yet."""
    view = ctx.view
    facts = []
    for key, value in view.items():
        if key in ("legal", "options", "game", "result", "events"):
            continue
        facts.append(h("div", {"class": "fact"}, h("dt", None, key), h("dd", None,
                                                                        str(value))))
    legal = view.get("legal") or []
    return h(
        "section", {"class": "table generic-table", "aria-label": ctx.w("generic.table")},
        h("dl", {"class": "facts"}, facts),
        h("div", {"class": "actions", "role": "group", "aria-label": ctx.w("generic.moves")},
          [button(str(a), f"act:{a}", kind="move") for a in legal]),
    )


def result_panel(session: Session, names: list[str], w: Words,
                 review: El | None = None) -> El | None:
    res = session.game.result()
    if res is None:
        return None
    rows = []
    order = sorted(range(len(res.scores)), key=lambda s: -res.scores[s])
    for seat in order:
        outcome = ("result.winner" if seat in res.winners else
                   "result.eliminated" if seat in res.eliminated else None)
        rows.append(h("tr", {"class": classes(seat in res.winners and "winner")},
                      h("th", {"scope": "row"}, names[seat]),
                      h("td", None, numeral(int(res.scores[seat]))),
                      h("td", None, w(outcome) if outcome else "")))
    return h("section", {"class": "result panel", "aria-label": w("result.title")},
             h("h2", None, w("result.title")),
             h("table", None,
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, w("result.player")),
                                  h("th", {"scope": "col"}, w("result.score")),
                                  h("th", {"scope": "col"}, w("result.outcome")))),
               h("tbody", None, rows)),
             h("p", None, winners_sentence(names, res.winners, w)),
             h("div", {"class": "actions"},
               button(w("result.again"), "again", kind="primary",
                      title=w("result.again_title")),
               button(w("replay.open_button"), "replay-current"),
               review if review is not None and review.tag == "button" else None,
               button(w("stats.menu"), "stats"),
               button(w("nav.menu"), "menu")),
             review if review is not None and review.tag != "button" else None)


def winners_sentence(names: list[str], winners: list[int], w: Words) -> str:
    if not winners:
        return w("result.nobody")
    if len(winners) == 1:
        return w("result.wins", name=names[winners[0]])
    return w("result.share", names=w.join([names[i] for i in winners]))


def storage_full_panel(others: list[SaveEntry], w: Words) -> El:
    """Storage is full: make room right here (the game is retried after each deletion)."""
    rows = [h("li", None, game_title(e.save.game, w) if e.save else w("continue.damaged"),
              " · ", w.join(seat_names(e.save.players, w)) if e.save else e.id,
              " · ", w("storage.finished") if e.over else
              progress_text(e.save.game, e.progress, w) if e.save else w("storage.damaged"),
              " ",
              button(w("continue.delete"), f"free:{e.id}", kind="danger",
                     aria_label=w("storage.delete_label", id=e.id)))
            for e in others]
    return h("section", {"class": "warning storage-full", "role": "alert",
                         "aria-label": w("storage.label")},
             h("p", None, w("storage.warning")),
             h("div", {"class": "actions"},
               button(w("storage.delete_finished"), "free-finished", kind="danger"),
               button(w("storage.retry"), "retry-save")),
             h("ul", {"class": "save-list"}, rows) if rows else None)


def leave_dialog(w: Words) -> El:
    return h("section", {"class": "warning", "role": "alertdialog",
                         "aria-label": w("leave.label")},
             h("p", None, w("leave.text")),
             h("div", {"class": "actions"},
               button(w("leave.stay"), "stay", kind="primary"),
               button(w("leave.leave"), "leave", kind="danger")))


def update_notice(w: Words) -> El:
    """A new build is ready; it waits for the player, so it never takes over a game."""
    return h("p", {"class": "notice"},
             w("update.text"), " ",
             button(w("update.now"), "update", kind="primary"))


@dataclass
class Frame:
    """What the app shows around a table besides the game itself."""

    update_ready: bool = False
    others: list[SaveEntry] | None = None  # the other saves, while storage is full
    confirm_leave: bool = False  # the player asked to leave with unsaved moves
    rules: str | None = None  # the rules overlay's page ("quick", "full"), if open
    guide: Guidance | None = None  # the guided game's word now, while the guide is on
    misstep: bool = False  # the person just tried a move the guide did not ask for
    hint: Hint | None = None  # the hint asked for at this position, once worked out
    hint_status: str | None = None  # "thinking" or "failed" while there is no hint
    #: A game with friends on other devices: news, whom we wait for, the links to send;
    #: and the status line while this device waits for another.
    remote: El | None = None
    status: str | None = None
    #: The finished game's review: its button, or its progress bar while worked out.
    review: El | None = None


def hint_area(session: Session, frame: Frame, names: list[str], w: Words) -> El | None:
    """The hint asked for at this position: being worked out, failed, or its panel."""
    if frame.hint_status is not None:
        return h("section", {"class": "panel hint-panel", "aria-labelledby": "hint-wait"},
                 h("h2", {"id": "hint-wait"}, w("hints.title")),
                 h("p", None, w(f"hints.{frame.hint_status}")),
                 button(w("hints.close"), "hint-close") if frame.hint_status == "failed"
                 else None)
    if frame.hint is None:
        return None
    panel: El = importlib.import_module(f"{__package__}.hint_panel").hint_panel(
        frame.hint, session.game.game_id, session.view(), names, w)
    panel.children.append(button(w("hints.close"), "hint-close"))
    return panel


def game_screen(session: Session, state: TableState, w: Words,
                frame: Frame | None = None) -> El:
    """The table, with the frame around it (notices, the log, the rules overlay)."""
    frame = frame or Frame()
    game = session.game
    names = seat_names(session.seats, w)
    curtain = session.curtain_for
    render = table_renderer(game.game_id)
    # an animation or an interlude is public, so it shows even before a hot-seat curtain
    playing = state.playback is not None or state.interlude is not None

    def explain(action: str) -> str | None:
        problem = session.refusal(action)
        if problem is None:
            return None
        return w.coded(module_name(game.game_id), "reason", problem.code, problem.params)

    body: El
    if playing:
        body = render(TableContext(game.view(None), names, state, explain, w))
    elif curtain is not None:
        name = names[curtain]
        body = h("section", {"class": "curtain", "aria-label": w("curtain.label")},
                 h("p", {"class": "curtain-text"}, w("curtain.pass", name=name)),
                 button(w("curtain.ready", name=name), "ready", kind="primary"))
    else:
        body = render(TableContext(session.view(), names, state, explain, w))
        if frame.guide is not None:
            guiding().mark_targets(body, frame.guide.targets)
    guide = (guiding().guide_panel(frame.guide, game.game_id, w, frame.misstep)
             if frame.guide is not None else None)
    scripted = frame.guide is not None and frame.guide.expected is not None
    can_hint = session.may_hint() and not playing and not scripted
    return h(
        "div", {"class": classes("screen screen-game", f"game-{game.game_id}",
                                 frame.rules and "rules-open")},
        topbar(game_title(game.game_id, w), w,
               button(w("table.undo"), "undo", disabled=not session.can_undo(),
                      title=w("table.undo_title")),
               button(w("rules.open"), "rules-open", title=w("rules.open_title"),
                      aria_expanded="true" if frame.rules else "false"),
               button(w("nav.menu"), "menu"),
               language_select(w)),
        update_notice(w) if frame.update_ready else None,
        leave_dialog(w) if frame.confirm_leave else None,
        storage_full_panel(frame.others or [], w) if session.unsaved else None,
        h("main", {"class": "table-main"},
          # not a live region: the page's persistent announcer speaks (see ``announcement``)
          h("div", {"class": "status-row"},
            h("p", {"class": "status", "id": "status-line"},
              frame.status if frame.status and not playing
              else status_line(session, state, names, w)),
            button(w("hints.button"), "hint", aria_label=w("hints.button_label"),
                   disabled=frame.hint_status == "thinking") if can_hint else None),
          h("p", {"class": "error-text", "role": "alert"}, w.phrase(state.message))
          if state.message else None,
          frame.remote,
          h("div", {"class": "game-layout"},
            h("div", {"class": "game-main"}, guide,
              hint_area(session, frame, names, w) if can_hint else None, body,
              None if playing else result_panel(session, names, w, frame.review)),
            game_log(session, names, w))),
        rules_overlay(game.game_id, frame.rules, w) if frame.rules else None,
    )
