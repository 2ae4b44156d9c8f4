"""The app's screens as element trees: menu, new game, continue, rules, and the game frame.

Every control is a real ``<button>`` (or form field with a ``<label>``) carrying a
``data-cmd`` that the browser adapter forwards to the app; nothing here runs rules.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

from .. import registry
from ..bots import DIFFICULTIES
from ..coach.guide import Guidance, guided_games
from ..coach.hints import Hint
from ..engine import JSON, CodedError, Note
from ..games import game_class, is_available
from ..registry import game_ids
from ..saves import MAX_NAME_LENGTH, SaveEntry, Seat
from ..session import Session
from .dom import El, classes, h
from .i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    LANGUAGES,
    Phrase,
    Words,
    area_of,
    catalogue,
)
from .widgets import EventWording, Playback, TableContext, TableRenderer, TableState, button

DEFAULT_NAMES = ("Ana", "Ben", "Chloé", "Dev", "Eli")
#: What computer seats were called before names were worded per language: such a seat in
#: an older save is shown as a computer with no name of its own.
OLD_COMPUTER_NAME = "Computer {n}"


def seat_name(seat: Seat, index: int, w: Words) -> str:
    """The name a seat goes by: the one the player typed, else (a computer) "Computer 2" /
    "Ordenador 2" in the current language."""
    name = seat.name.strip()
    if seat.kind == "computer" and name in ("", OLD_COMPUTER_NAME.format(n=index)):
        return w("seat.computer", n=index)
    return name


def seat_names(seats: list[Seat], w: Words) -> list[str]:
    return [seat_name(seat, i, w) for i, seat in enumerate(seats)]


def guiding() -> ModuleType:
    """The guided game's panel, imported when first needed (the menu does not need it at
    boot)."""
    return importlib.import_module(f"{__package__}.guide_panel")


def has_words(game_id: str) -> bool:
    """Whether a game's words are in the catalogues (a game still without them shows its
    options and events in the engine's English defaults)."""
    return f"{area_of(game_id)}.game.title" in catalogue(DEFAULT_LANGUAGE)


@dataclass
class NewGameForm:
    """What the new-game dialog holds while the player fills it in. A computer seat's
    name stays empty unless the player types one, so it is worded in each language."""

    game_id: str
    players: int
    seats: list[Seat] = field(default_factory=list)
    options: dict[str, JSON] = field(default_factory=dict)

    @classmethod
    def for_game(cls, game_id: str) -> NewGameForm:
        cls_ = game_class(game_id)
        form = cls(game_id, cls_.min_players)
        form.options = {spec.key: spec.default for spec in cls_.option_specs}
        form.resize(cls_.min_players)
        return form

    def remembered(self) -> dict[str, JSON]:
        """What to remember of this form for the next new game of the same game."""
        return {"players": self.players, "options": dict(self.options),
                "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def recall(cls, game_id: str, memory: object) -> NewGameForm:
        """The form as the player last filled it in for this game; anything in ``memory``
        that no longer fits the game (a player count, a level, an option value) is left at
        its default."""
        form = cls.for_game(game_id)
        if not isinstance(memory, dict):
            return form
        game = game_class(game_id)
        players = memory.get("players")
        if isinstance(players, int) and game.min_players <= players <= game.max_players:
            form.resize(players)
        seats = memory.get("seats")
        for i, raw in enumerate(seats if isinstance(seats, list) else []):
            if i >= len(form.seats) or not isinstance(raw, dict):
                break
            kind, level, name = raw.get("kind"), raw.get("level"), raw.get("name")
            if kind in ("human", "computer") and isinstance(name, str):
                form.seats[i] = Seat(name[:MAX_NAME_LENGTH], str(kind),
                                     str(level) if kind == "computer" and level in DIFFICULTIES
                                     else ("medium" if kind == "computer" else None),
                                     raw.get("hints") is not False)
        options = memory.get("options")
        for spec in game.option_specs:
            value = options.get(spec.key) if isinstance(options, dict) else None
            if value in [choice for choice, _ in spec.choices]:
                form.options[spec.key] = value
        return form

    def resize(self, players: int) -> None:
        self.players = players
        while len(self.seats) < players:
            i = len(self.seats)
            self.seats.append(Seat(DEFAULT_NAMES[i], "human") if i == 0
                              else Seat("", "computer", "medium"))
        del self.seats[players:]

    def set_field(self, name: str, value: str) -> bool:
        """Apply one form field; returns True when the dialog must be drawn again (its shape
        or a line describing a choice changed)."""
        if name == "players":
            self.resize(int(value))
            return True
        if name.startswith("option-"):
            key = name[len("option-"):]
            spec = next(s for s in game_class(self.game_id).option_specs if s.key == key)
            self.options[key] = next(v for v, _ in spec.choices if str(v) == value)
            return False
        _, index, part = name.split("-", 2)
        i = int(index)
        seat = self.seats[i]
        if part == "hints":
            seat.hints = value == "true"
            return False
        if part == "name":
            seat.name = value[:MAX_NAME_LENGTH]
        elif part == "kind":
            seat.kind = value
            seat.level = "medium" if value == "computer" else None
            if value == "human" and not seat.name.strip():
                seat.name = DEFAULT_NAMES[i]
            elif value == "computer" and seat.name == DEFAULT_NAMES[i]:
                seat.name = ""
            return True
        elif part == "level":
            seat.level = value
            return True  # the line saying what the level does changes with it
        return False

    def final_seats(self) -> list[Seat]:
        """Seats with blank human names filled in, so nobody plays as an empty string."""
        out = []
        for i, seat in enumerate(self.seats):
            name = seat.name.strip()
            if seat.kind == "human" and not name:
                name = DEFAULT_NAMES[i]
            out.append(Seat(name, seat.kind, seat.level if seat.kind == "computer" else None,
                            seat.hints or seat.kind == "computer"))
        return out


def language_select(w: Words) -> El:
    """The language control (menu and table): each language named in itself."""
    return h("div", {"class": "field language"},
             h("label", {"for": "f-language"}, w("language.label")),
             h("select", {"id": "f-language", "data-field": "language"},
               [h("option", {"value": lang, "selected": lang == w.lang, "lang": lang},
                  LANGUAGE_NAMES[lang]) for lang in LANGUAGES]))


def topbar(title: str, w: Words, *actions: El) -> El:
    return h("header", {"class": "topbar"},
             h("h1", {"class": "brand"}, title),
             h("nav", {"class": "topbar-actions", "aria-label": w("table.actions")}, *actions))


def game_title(game_id: str, w: Words) -> str:
    key = f"{area_of(game_id)}.game.title"
    if w.has(key):
        return w(key)
    try:
        return game_class(game_id).title
    except KeyError:
        return game_id


def game_card(game_id: str, w: Words) -> El:
    title = game_title(game_id, w)
    ready = is_available(game_id)
    return h(
        "article", {"class": classes("game-card", f"game-{game_id}"), "aria-label": title},
        h("div", {"class": "game-card-art", "aria-hidden": "true"}),
        h("h2", None, title),
        h("p", {"class": "game-card-players"}, w(f"{area_of(game_id)}.game.players")),
        h("p", {"class": "game-card-pitch"}, w(f"{area_of(game_id)}.game.pitch")),
        button(w("menu.new_named", title=title), f"new:{game_id}", kind="primary")
        if ready else h("p", {"class": "soon"}, w("menu.soon")),
    )


def error_screen(detail: str, w: Words) -> El:
    """Shown instead of a frozen table when drawing it or a computer's turn failed: the game
    itself is saved after every action, so the way out is the menu (Continue resumes it)."""
    return h(
        "div", {"class": "screen screen-error"},
        topbar(w("app.name"), w, button(w("nav.menu"), "menu")),
        h("main", {"class": "panel", "role": "alert", "aria-label": w("error.title")},
          h("h2", None, w("error.title")),
          h("p", None, w("error.body")),
          h("pre", {"class": "error-detail"}, detail),
          button(w("error.retry"), "retry", kind="primary")),
    )


#: what the menu says about the offline copy (boot.js's ``expeditionsOffline.state``)
OFFLINE_NOTES = {"saving": "offline.saving", "ready": "offline.ready", "failed": "offline.failed"}


def menu_screen(saves_count: int, w: Words, offline: str | None = None) -> El:
    """The menu; ``offline`` is whether the whole build is kept for offline play yet."""
    note = OFFLINE_NOTES.get(offline or "")
    return h(
        "div", {"class": "screen screen-menu"},
        h("header", {"class": "hero"},
          h("h1", {"class": "brand"}, w("app.name")),
          h("p", {"class": "tagline"}, w("app.tagline"))),
        h("main", None,
          h("nav", {"class": "menu-actions", "aria-label": w("menu.label")},
            button(w("menu.new_game"), "new", kind="primary"),
            button(w("menu.continue_count", count=saves_count) if saves_count
                   else w("menu.continue"), "continue", aria_label=w("menu.continue")),
            button(w("menu.rules"), "rules"),
            button(w("stats.menu"), "stats")),
          language_select(w),
          h("section", {"class": "game-cards", "aria-label": w("menu.games")},
            [game_card(game_id, w) for game_id in game_ids()]),
          h("p", {"class": f"offline-note offline-{offline}"}, w(note)) if note else None),
    )


def _select(field_name: str, label: str, choices: list[tuple[str, str]], value: str,
            help_text: str | None = None) -> El:
    field_id = f"f-{field_name}"
    help_id = f"{field_id}-help" if help_text else None
    return h("div", {"class": "field"},
             h("label", {"for": field_id}, label),
             h("select", {"id": field_id, "data-field": field_name, "aria-describedby": help_id},
               [h("option", {"value": v, "selected": v == value}, text) for v, text in choices]),
             h("p", {"class": "field-help", "id": help_id}, help_text) if help_text else None)


def _level_select(game_id: str, i: int, seat: Seat, w: Words) -> El:
    """A computer seat's difficulty, with a line saying what the chosen level does."""
    level = seat.level or "medium"
    about = w(f"{area_of(game_id)}.level.{level}") if has_words(game_id) else None
    return _select(f"seat-{i}-level", w("new.level"),
                   [(d, w(f"level.{d}")) for d in DIFFICULTIES], level, about)


def option_field(game_id: str, spec_key: str, form: NewGameForm, w: Words) -> El:
    spec = next(s for s in game_class(game_id).option_specs if s.key == spec_key)
    area = area_of(game_id)
    words = has_words(game_id)
    label = w(f"{area}.option.{spec.key}") if words else spec.label
    choices = [(str(v), w(f"{area}.option.{spec.key}.{v}") if words else text)
               for v, text in spec.choices]
    return _select(f"option-{spec.key}", label, choices,
                   str(form.options.get(spec.key, spec.default)))


def _hints_switch(i: int, seat: Seat, w: Words) -> El:
    """A person's hints on or off (on by default)."""
    box_id, help_id = f"f-seat-{i}-hints", f"f-seat-{i}-hints-help"
    name = seat.name.strip() or DEFAULT_NAMES[i]
    return h("div", {"class": "field field-check"},
             h("input", {"type": "checkbox", "id": box_id, "data-field": f"seat-{i}-hints",
                         "checked": seat.hints, "aria-describedby": help_id}),
             h("label", {"for": box_id}, w("hints.form.switch", name=name)),
             h("p", {"class": "field-help", "id": help_id}, w("hints.form.help")))


def new_game_screen(form: NewGameForm, w: Words, offer_guide: bool = False) -> El:
    """The new-game form; ``offer_guide``: the game's guided first game is offered on top
    (on a player's first visit to that game)."""
    cls = game_class(form.game_id)
    games = [(g, game_title(g, w)) for g in game_ids() if is_available(g)]
    if form.game_id not in dict(games):
        games.append((form.game_id, game_title(form.game_id, w)))
    seat_rows = []
    for i, seat in enumerate(form.seats):
        name_id = f"f-seat-{i}-name"
        seat_rows.append(h(
            "fieldset", {"class": "seat-row"},
            h("legend", None, w("new.seat", n=i + 1)),
            h("div", {"class": "field"},
              h("label", {"for": name_id}, w("new.name")),
              h("input", {"id": name_id, "data-field": f"seat-{i}-name", "value": seat.name,
                          "placeholder": seat_name(seat, i, w) if seat.kind == "computer"
                          else None,
                          "maxlength": MAX_NAME_LENGTH, "autocomplete": "off"})),
            _select(f"seat-{i}-kind", w("new.who"), [("human", w("new.human")),
                                                     ("computer", w("new.computer"))],
                    seat.kind),
            _level_select(form.game_id, i, seat, w)
            if seat.kind == "computer" else _hints_switch(i, seat, w),
        ))
    option_fields = [option_field(form.game_id, spec.key, form, w) for spec in cls.option_specs]
    player_counts = [(str(n), w("new.player_count", count=n))
                     for n in range(cls.min_players, cls.max_players + 1)]
    return h(
        "div", {"class": "screen screen-new"},
        topbar(w("new.title"), w, button(w("nav.back"), "menu")),
        h("main", {"class": "panel form"},
          guiding().offer(form.game_id, game_title(form.game_id, w), w)
          if offer_guide else None,
          _select("game", w("new.game"), games, form.game_id),
          _select("players", w("new.players"), player_counts, str(form.players))
          if len(player_counts) > 1 else h("p", {"class": "fixed-players"}, player_counts[0][1]),
          seat_rows,
          option_fields,
          h("div", {"class": "form-actions"},
            button(w("new.start"), "start", kind="primary"))),
    )


def format_time(ms: int, tz_offset_minutes: int) -> str:
    # imported here, not at the top: the menu's start-up need not import it
    from datetime import UTC, datetime, timedelta

    moment = datetime.fromtimestamp(ms / 1000, tz=UTC) - timedelta(
        minutes=tz_offset_minutes)
    return moment.strftime("%Y-%m-%d %H:%M")


def problem_text(problem: CodedError, w: Words) -> str:
    """Why a save cannot be opened, in words."""
    return w(f"save_error.{problem.code}", **problem.params)


def progress_text(game_id: str, progress: Note | None, w: Words) -> str:
    if progress is None:
        return w("continue.finished")
    return w.coded(area_of(game_id), "progress", progress.code, progress.params)


def _delete_button(save_id: str, what: str, pending_delete: str | None, w: Words) -> El:
    """Deleting takes two clicks: the first turns the button into a confirmation."""
    if pending_delete == save_id:
        return button(w("continue.confirm_delete"), f"confirm-delete:{save_id}", kind="danger",
                      aria_label=w("continue.confirm_delete_label", what=what))
    return button(w("continue.delete"), f"delete:{save_id}", kind="danger",
                  aria_label=w("continue.delete_label", what=what))


def persistence_line(persisted: bool | None, w: Words) -> El:
    key = ("persistence.kept" if persisted else
           "persistence.unknown" if persisted is None else "persistence.at_risk")
    return h("p", {"class": "muted persistence"}, w(key))


def backup_bar(entries: list[SaveEntry], w: Words) -> El:
    finished = sum(1 for e in entries if e.over)
    return h("div", {"class": "backup-bar", "role": "group", "aria-label": w("backup.group")},
             button(w("backup.export_all"), "export-all", disabled=not entries,
                    title=w("backup.export_all_title")),
             button(w("backup.import"), "import", title=w("backup.import_title")),
             button(w("backup.delete_finished_count", count=finished) if finished
                    else w("backup.delete_finished"), "clear-finished", kind="danger",
                    disabled=not finished, aria_label=w("backup.delete_finished")))


def _good_save(entry: SaveEntry, tz_offset_minutes: int, pending_delete: str | None,
               w: Words) -> El:
    save = entry.save
    assert save is not None
    names = w.join([w("continue.seat_level", name=name, level=w(f"level.{seat.level}"))
                    if seat.kind == "computer" and seat.level else name
                    for seat, name in zip(save.players, seat_names(save.players, w),
                                          strict=True)])
    title = game_title(save.game, w)
    what = w("continue.what", title=title, names=names)
    when = format_time(save.updated, tz_offset_minutes)
    return h(
        "li", {"class": "save"},
        h("div", {"class": "save-info"},
          h("h2", None, title),
          h("p", None, names),
          h("p", {"class": "muted"},
            w("continue.when", progress=progress_text(save.game, entry.progress, w),
              when=when))),
        h("div", {"class": "save-actions"},
          button(w("continue.resume"), f"resume:{entry.id}", kind="primary",
                 aria_label=w("continue.resume_label", what=what)),
          button(w("replay.open_button"), f"replay:{entry.id}",
                 aria_label=w("replay.open_label", what=what)),
          button(w("continue.export"), f"download:{entry.id}",
                 aria_label=w("continue.export_label", what=what)),
          _delete_button(entry.id, what, pending_delete, w)),
    )


def _damaged_save(entry: SaveEntry, exported: str | None, pending_delete: str | None,
                  w: Words) -> El:
    what = w("continue.damaged_what", id=entry.id)
    return h(
        "li", {"class": "save save-damaged"},
        h("div", {"class": "save-info"},
          h("h2", None, w("continue.damaged")),
          h("p", {"class": "error-text"},
            problem_text(entry.problem, w) if entry.problem else "")),
        h("div", {"class": "save-actions"},
          button(w("continue.export"), f"export:{entry.id}",
                 aria_label=w("continue.export_label", what=what)),
          _delete_button(entry.id, what, pending_delete, w)),
        h("div", {"class": "field"},
          h("label", {"for": f"raw-{entry.id}"}, w("continue.raw")),
          h("textarea", {"id": f"raw-{entry.id}", "readonly": True, "rows": 4},
            entry.raw)) if exported == entry.id else None,
    )


def continue_screen(entries: list[SaveEntry], tz_offset_minutes: int, w: Words,
                    exported: str | None = None, pending_delete: str | None = None,
                    persisted: bool | None = None, notice: str | None = None) -> El:
    items = [_good_save(entry, tz_offset_minutes, pending_delete, w) if entry.save is not None
             else _damaged_save(entry, exported, pending_delete, w) for entry in entries]
    return h(
        "div", {"class": "screen screen-continue"},
        topbar(w("continue.title"), w, button(w("nav.back"), "menu")),
        h("main", {"class": "panel"},
          h("p", {"class": "notice", "role": "status"}, notice) if notice else None,
          backup_bar(entries, w),
          persistence_line(persisted, w),
          h("ul", {"class": "save-list", "aria-label": w("continue.saved_games")}, items)
          if items else h("p", {"class": "empty"}, w("continue.empty"))),
    )


def rules_body(game_id: str, w: Words, heading_level: int = 2) -> El:
    # The rules' modules are imported when rules are first shown, not while the menu starts:
    # their document model is an eighth of the menu's import time in the browser.
    from .rules import rules_for
    from .rules.render import rules_article

    doc = rules_for(game_id, w.lang)
    if doc is None:  # a game without a rules document (the tests' game)
        return h("article", {"class": "rules-doc"},
                 h(f"h{heading_level}", None, game_title(game_id, w)))
    return rules_article(doc, w, heading_level)


def rules_screen(game_id: str, w: Words) -> El:
    return h(
        "div", {"class": "screen screen-rules"},
        topbar(w("rules.title"), w, button(w("nav.back"), "menu")),
        h("nav", {"class": "tabs", "aria-label": w("rules.choose")},
          [button(game_title(g, w), f"rules:{g}", kind="tab",
                  aria_pressed="true" if g == game_id else "false")
           for g in game_ids()]),
        h("main", {"class": "panel rules"},
          guiding().offer(game_id, game_title(game_id, w), w)
          if game_id in guided_games() else None,
          rules_body(game_id, w)),
    )


def rules_overlay(game_id: str, page: str, w: Words) -> El:
    """The rules over the table (the game waits): the quick reference first, the full
    rules one tap further; closing returns to the table as it was."""
    from .rules import rules_for  # imported when first shown, as in rules_body
    from .rules.render import quick_reference

    doc = rules_for(game_id, w.lang)
    full = page == "full" or doc is None
    return h(
        "section", {"class": "rules-overlay", "role": "dialog", "aria-modal": "true",
                    "aria-labelledby": "rules-overlay-title", "tabindex": "-1"},
        h("div", {"class": "rules-overlay-bar"},
          h("h2", {"id": "rules-overlay-title"},
            w("rules.title"), " · ", game_title(game_id, w)),
          button(w("rules.quick"), "rules-page:quick", kind="tab",
                 aria_pressed="false" if full else "true") if doc is not None else None,
          button(w("rules.full"), "rules-page:full", kind="tab",
                 aria_pressed="true" if full else "false") if doc is not None else None,
          button(w("rules.close"), "rules-close", kind="primary")),
        h("div", {"class": "rules-overlay-body rules"},
          rules_body(game_id, w, 3) if full or doc is None else quick_reference(doc, w)),
    )


# ----- the game frame -------------------------------------------------------------------

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


def announcement(session: Session, state: TableState, w: Words) -> str:
    """What the page's one persistent live region says now: the newest event (a computer's
    move, a round's end) and whose turn it is."""
    names = seat_names(session.seats, w)
    events = session.game.events
    last = event_wording(session.game.game_id)(events[-1], names, w) if events else ""
    return f"{last} {status_line(session, state, names, w)}".strip()


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
        assert res is not None
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


def result_panel(session: Session, names: list[str], w: Words) -> El | None:
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
                      h("td", None, str(res.scores[seat])),
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
               button(w("stats.menu"), "stats"),
               button(w("nav.menu"), "menu")))


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
        return w.coded(area_of(game.game_id), "reason", problem.code, problem.params)

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
              status_line(session, state, names, w)),
            button(w("hints.button"), "hint", aria_label=w("hints.button_label"),
                   disabled=frame.hint_status == "thinking") if can_hint else None),
          h("p", {"class": "error-text", "role": "alert"}, w.phrase(state.message))
          if state.message else None,
          h("div", {"class": "game-layout"},
            h("div", {"class": "game-main"}, guide,
              hint_area(session, frame, names, w) if can_hint else None, body,
              None if playing else result_panel(session, names, w)),
            game_log(session, names, w))),
        rules_overlay(game.game_id, frame.rules, w) if frame.rules else None,
    )
