"""The app's screens as element trees: menu, new game, continue, rules, and the game frame.

Every control is a real ``<button>`` (or form field with a ``<label>``) carrying a
``data-cmd`` that the browser adapter forwards to the app; nothing here runs rules.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from types import ModuleType

from ..bots import DIFFICULTIES
from ..catalogue import CATALOGUE, info
from ..engine import JSON
from ..games import game_class, is_available
from ..saves import MAX_NAME_LENGTH, SaveEntry, Seat
from ..session import Session
from .dom import El, classes, h
from .widgets import Playback, TableContext, TableRenderer, TableState, button

DEFAULT_NAMES = ("Ana", "Ben", "Chloé", "Dev", "Eli")
LEVEL_LABELS = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}


@dataclass
class NewGameForm:
    """What the new-game dialog holds while the player fills it in."""

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

    def resize(self, players: int) -> None:
        self.players = players
        while len(self.seats) < players:
            i = len(self.seats)
            self.seats.append(Seat(DEFAULT_NAMES[i] if i == 0 else f"Computer {i}",
                                   "human" if i == 0 else "computer",
                                   None if i == 0 else "medium"))
        del self.seats[players:]

    def set_field(self, name: str, value: str) -> bool:
        """Apply one form field; returns True when the dialog's shape changed."""
        if name == "players":
            self.resize(int(value))
            return True
        if name.startswith("option-"):
            key = name[len("option-"):]
            spec = next(s for s in game_class(self.game_id).option_specs if s.key == key)
            self.options[key] = next(v for v, _ in spec.choices if str(v) == value)
            return False
        _, index, part = name.split("-", 2)
        seat = self.seats[int(index)]
        if part == "name":
            seat.name = value[:MAX_NAME_LENGTH]
        elif part == "kind":
            seat.kind = value
            seat.level = "medium" if value == "computer" else None
            if value == "human" and seat.name.startswith("Computer"):
                seat.name = DEFAULT_NAMES[int(index)]
            return True
        elif part == "level":
            seat.level = value
        return False

    def final_seats(self) -> list[Seat]:
        """Seats with blank names filled in, so nobody plays as an empty string."""
        out = []
        for i, seat in enumerate(self.seats):
            name = seat.name.strip() or (DEFAULT_NAMES[i] if seat.kind == "human"
                                         else f"Computer {i}")
            out.append(Seat(name, seat.kind, seat.level if seat.kind == "computer" else None))
        return out


def topbar(title: str, *actions: El) -> El:
    return h("header", {"class": "topbar"},
             h("h1", {"class": "brand"}, title),
             h("nav", {"class": "topbar-actions", "aria-label": "Game actions"}, *actions))


def game_card(game_id: str) -> El:
    entry = info(game_id)
    ready = is_available(game_id)
    return h(
        "article", {"class": classes("game-card", f"game-{game_id}"), "aria-label": entry.title},
        h("div", {"class": "game-card-art", "aria-hidden": "true"}),
        h("h3", None, entry.title),
        h("p", {"class": "game-card-players"}, entry.players),
        h("p", {"class": "game-card-pitch"}, entry.pitch),
        button(f"New {entry.title} game", f"new:{game_id}", kind="primary")
        if ready else h("p", {"class": "soon"}, "Coming soon"),
    )


def error_screen(detail: str) -> El:
    """Shown instead of a frozen table when drawing it or a computer's turn failed: the game
    itself is saved after every action, so the way out is the menu (Continue resumes it)."""
    return h(
        "div", {"class": "screen screen-error"},
        topbar("Expeditions", button("Menu", "menu")),
        h("section", {"class": "panel", "role": "alert", "aria-label": "Something went wrong"},
          h("h2", None, "Something went wrong"),
          h("p", None, "The table could not go on. Your game was saved after its last move: "
            "open the menu and choose Continue to resume it."),
          h("pre", {"class": "error-detail"}, detail),
          button("Try again", "retry", kind="primary")),
    )


def menu_screen(saves_count: int) -> El:
    return h(
        "div", {"class": "screen screen-menu"},
        h("header", {"class": "hero"},
          h("h1", {"class": "brand"}, "Expeditions"),
          h("p", {"class": "tagline"}, "Three exploration games for one table.")),
        h("nav", {"class": "menu-actions", "aria-label": "Main menu"},
          button("New game", "new", kind="primary"),
          button(f"Continue ({saves_count})" if saves_count else "Continue", "continue",
                 aria_label="Continue", disabled=False),
          button("Rules", "rules")),
        h("section", {"class": "game-cards", "aria-label": "Games"},
          [game_card(g.game_id) for g in CATALOGUE]),
    )


def _select(field_name: str, label: str, choices: list[tuple[str, str]], value: str) -> El:
    field_id = f"f-{field_name}"
    return h("div", {"class": "field"},
             h("label", {"for": field_id}, label),
             h("select", {"id": field_id, "data-field": field_name},
               [h("option", {"value": v, "selected": v == value}, text) for v, text in choices]))


def new_game_screen(form: NewGameForm) -> El:
    cls = game_class(form.game_id)
    games = [(g.game_id, g.title) for g in CATALOGUE if is_available(g.game_id)]
    if form.game_id not in dict(games):
        games.append((form.game_id, cls.title))
    seat_rows = []
    for i, seat in enumerate(form.seats):
        name_id = f"f-seat-{i}-name"
        seat_rows.append(h(
            "fieldset", {"class": "seat-row"},
            h("legend", None, f"Player {i + 1}"),
            h("div", {"class": "field"},
              h("label", {"for": name_id}, "Name"),
              h("input", {"id": name_id, "data-field": f"seat-{i}-name", "value": seat.name,
                          "maxlength": MAX_NAME_LENGTH, "autocomplete": "off"})),
            _select(f"seat-{i}-kind", "Who plays", [("human", "Human"),
                                                    ("computer", "Computer")], seat.kind),
            _select(f"seat-{i}-level", "Difficulty",
                    [(d, LEVEL_LABELS[d]) for d in DIFFICULTIES], seat.level or "medium")
            if seat.kind == "computer" else None,
        ))
    option_fields = [
        _select(f"option-{spec.key}", spec.label, [(str(v), text) for v, text in spec.choices],
                str(form.options.get(spec.key, spec.default)))
        for spec in cls.option_specs
    ]
    player_counts = [(str(n), f"{n} players") for n in range(cls.min_players,
                                                               cls.max_players + 1)]
    return h(
        "div", {"class": "screen screen-new"},
        topbar("New game", button("Back to menu", "menu")),
        h("main", {"class": "panel form"},
          _select("game", "Game", games, form.game_id),
          _select("players", "Players", player_counts, str(form.players))
          if len(player_counts) > 1 else h("p", {"class": "fixed-players"}, player_counts[0][1]),
          seat_rows,
          option_fields,
          h("div", {"class": "form-actions"}, button("Start game", "start", kind="primary"))),
    )


def format_time(ms: int, tz_offset_minutes: int) -> str:
    moment = datetime.fromtimestamp(ms / 1000, tz=UTC) - timedelta(
        minutes=tz_offset_minutes)
    return moment.strftime("%Y-%m-%d %H:%M")


def _title_of(game_id: str) -> str:
    try:
        return info(game_id).title
    except KeyError:
        try:
            return game_class(game_id).title
        except KeyError:
            return game_id


def _delete_button(save_id: str, what: str, pending_delete: str | None) -> El:
    """Deleting takes two clicks: the first turns the button into a confirmation."""
    if pending_delete == save_id:
        return button("Confirm delete", f"confirm-delete:{save_id}", kind="danger",
                      aria_label=f"Confirm delete {what}")
    return button("Delete", f"delete:{save_id}", kind="danger", aria_label=f"Delete {what}")


def persistence_line(persisted: bool | None) -> El:
    if persisted:
        text = "Your browser has agreed to keep these games (it will not clear them on its own)."
    elif persisted is None:
        text = "This browser does not say whether it will keep your games: export a backup."
    else:
        text = ("Your browser may clear these games when it runs short of space: export a "
                "backup to be safe.")
    return h("p", {"class": "muted persistence"}, text)


def backup_bar(entries: list[SaveEntry]) -> El:
    finished = sum(1 for e in entries if e.over)
    return h("div", {"class": "backup-bar", "role": "group", "aria-label": "Backups"},
             button("Export all", "export-all", disabled=not entries,
                    title="Download every saved game as one file"),
             button("Import", "import", title="Add the games of a backup file"),
             button(f"Delete finished games ({finished})" if finished
                    else "Delete finished games", "clear-finished", kind="danger",
                    disabled=not finished, aria_label="Delete finished games"))


def continue_screen(entries: list[SaveEntry], tz_offset_minutes: int,
                    exported: str | None = None, pending_delete: str | None = None,
                    persisted: bool | None = None, notice: str | None = None) -> El:
    items = []
    for entry in entries:
        if entry.save is not None:
            save = entry.save
            names = ", ".join(p.name for p in save.players)
            title = _title_of(save.game)
            when = format_time(save.updated, tz_offset_minutes)
            items.append(h(
                "li", {"class": "save"},
                h("div", {"class": "save-info"},
                  h("h3", None, title),
                  h("p", None, names),
                  h("p", {"class": "muted"}, f"{entry.progress} · last played {when}")),
                h("div", {"class": "save-actions"},
                  button("Resume", f"resume:{entry.id}", kind="primary",
                         aria_label=f"Resume {title} with {names}"),
                  button("Export", f"download:{entry.id}",
                         aria_label=f"Export {title} with {names}"),
                  _delete_button(entry.id, f"{title} with {names}", pending_delete)),
            ))
        else:
            items.append(h(
                "li", {"class": "save save-damaged"},
                h("div", {"class": "save-info"},
                  h("h3", None, "Damaged save"),
                  h("p", {"class": "error-text"}, entry.error or "")),
                h("div", {"class": "save-actions"},
                  button("Export", f"export:{entry.id}",
                         aria_label=f"Export damaged save {entry.id}"),
                  _delete_button(entry.id, f"damaged save {entry.id}", pending_delete)),
                h("div", {"class": "field"},
                  h("label", {"for": f"raw-{entry.id}"}, "Raw save text (copy it to keep it)"),
                  h("textarea", {"id": f"raw-{entry.id}", "readonly": True, "rows": 4},
                    entry.raw)) if exported == entry.id else None,
            ))
    return h(
        "div", {"class": "screen screen-continue"},
        topbar("Continue", button("Back to menu", "menu")),
        h("main", {"class": "panel"},
          h("p", {"class": "notice", "role": "status"}, notice) if notice else None,
          backup_bar(entries),
          persistence_line(persisted),
          h("ul", {"class": "save-list", "aria-label": "Saved games"}, items)
          if items else h("p", {"class": "empty"}, "No saved games yet. Start a new game!")),
    )


def rules_screen(game_id: str) -> El:
    entry = info(game_id)
    return h(
        "div", {"class": "screen screen-rules"},
        topbar("Rules", button("Back to menu", "menu")),
        h("nav", {"class": "tabs", "aria-label": "Choose a game"},
          [button(g.title, f"rules:{g.game_id}", kind="tab",
                  aria_pressed="true" if g.game_id == game_id else "false")
           for g in CATALOGUE]),
        h("main", {"class": "panel rules"},
          h("h2", None, entry.title), h("p", {"class": "muted"}, entry.players),
          [h("p", None, para) for para in entry.rules]),
    )


# ----- the game frame -------------------------------------------------------------------

#: A table module's optional ``playback(public_view)``: the key, number of frames and status
#: line of an animation the view calls for now (it is played once per key), or None.
PlaybackFinder = Callable[[dict[str, JSON]], tuple[str, int, str] | None]


def _table_module(game_id: str) -> ModuleType | None:
    from ..games import GAME_MODULES

    module_name = GAME_MODULES.get(game_id, "").rsplit(".", 1)[-1]
    if not module_name:
        return None
    try:
        return importlib.import_module(f"{__package__}.tables.{module_name}")
    except ImportError:
        return None


def table_renderer(game_id: str) -> TableRenderer:
    """The game's own table if it has one (``expeditions.web.tables.<module>``)."""
    renderer: TableRenderer = getattr(_table_module(game_id), "render", generic_table)
    return renderer


def start_playback(session: Session, state: TableState) -> None:
    """Start the animation the public view calls for, if it has not been played yet. The
    app calls this before drawing, so that drawing a screen changes nothing."""
    finder: PlaybackFinder | None = getattr(_table_module(session.game.game_id), "playback",
                                            None)
    if finder is None or state.playback is not None:
        return
    found = finder(session.game.view(None))
    if found is not None and found[0] not in state.shown:
        state.shown.add(found[0])
        state.playback = Playback(*found)


#: How many of the newest events the game log shows.
LOG_LINES = 40


def log_line(session: Session, event: dict[str, JSON]) -> El:
    """One public event in words; a player's own event starts with their name in bold."""
    names = session.names
    text = type(session.game).describe_event(event, names)
    seat = event.get("seat")
    if isinstance(seat, int) and text.startswith(names[seat]):
        return h("li", None, h("strong", None, names[seat]), text[len(names[seat]):])
    return h("li", None, text)


def game_log(session: Session) -> El:
    events = session.game.events
    first = max(0, len(events) - LOG_LINES)
    return h("aside", {"class": "game-log", "aria-label": "Game log"},
             h("h2", None, "Game log"),
             h("ol", {"start": first + 1},
               [log_line(session, event) for event in events[first:]]))


def status_line(session: Session, state: TableState) -> str:
    game = session.game
    if state.playback is not None:
        return state.playback.status
    if game.is_over():
        res = game.result()
        assert res is not None
        if not res.winners:
            return "Game over: nobody wins."
        names = " and ".join(session.seats[w].name for w in res.winners)
        return f"Game over: {names} {'win' if len(res.winners) > 1 else 'wins'}!"
    current = game.current_player
    assert current is not None
    name = session.seats[current].name
    if session.seats[current].kind == "computer":
        return f"{name} is thinking…"
    if session.viewer == current:
        return f"Your turn, {name}."
    return f"{name} to play."


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
        "section", {"class": "table generic-table", "aria-label": "Table"},
        h("dl", {"class": "facts"}, facts),
        h("div", {"class": "actions", "role": "group", "aria-label": "Your moves"},
          [button(str(a), f"act:{a}", kind="move") for a in legal]),
    )


def result_panel(session: Session) -> El | None:
    res = session.game.result()
    if res is None:
        return None
    rows = []
    order = sorted(range(len(res.scores)), key=lambda s: -res.scores[s])
    for seat in order:
        rows.append(h("tr", {"class": classes(seat in res.winners and "winner")},
                      h("th", {"scope": "row"}, session.seats[seat].name),
                      h("td", None, str(res.scores[seat])),
                      h("td", None, "Winner" if seat in res.winners else
                        ("Eliminated" if seat in res.eliminated else ""))))
    return h("section", {"class": "result panel", "aria-label": "Final scores"},
             h("h2", None, "Final scores"),
             h("table", None,
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Player"),
                                  h("th", {"scope": "col"}, "Score"),
                                  h("th", {"scope": "col"}, ""))),
               h("tbody", None, rows)),
             h("p", None, winners_sentence(session.names, res.winners)))


def winners_sentence(names: list[str], winners: list[int]) -> str:
    if not winners:
        return "Nobody wins."
    if len(winners) == 1:
        return f"{names[winners[0]]} wins."
    return " and ".join(names[w] for w in winners) + " share the victory."


def storage_full_panel(session: Session, others: list[SaveEntry]) -> El:
    """Storage is full: make room right here (the game is retried after each deletion)."""
    rows = [h("li", None, _title_of(e.save.game) if e.save else "Damaged save", " · ",
              ", ".join(p.name for p in e.save.players) if e.save else e.id,
              " · ", "finished" if e.over else e.progress or "damaged", " ",
              button("Delete", f"free:{e.id}", kind="danger",
                     aria_label=f"Delete saved game {e.id} to make room"))
            for e in others]
    return h("section", {"class": "warning storage-full", "role": "alert",
                         "aria-label": "Storage full"},
             h("p", None, session.warning),
             h("div", {"class": "actions"},
               button("Delete finished games", "free-finished", kind="danger"),
               button("Try saving again", "retry-save")),
             h("ul", {"class": "save-list"}, rows) if rows else None)


def leave_dialog() -> El:
    return h("section", {"class": "warning", "role": "alertdialog",
                         "aria-label": "Leave the game?"},
             h("p", None, "Your last moves are not saved (storage is full). "
               "If you leave now they are lost."),
             h("div", {"class": "actions"},
               button("Stay and make room", "stay", kind="primary"),
               button("Leave without saving", "leave", kind="danger")))


def update_notice() -> El:
    """A new build is ready; it waits for the player, so it never takes over a game."""
    return h("p", {"class": "notice", "role": "status"},
             "A new version of Expeditions is ready. Your game is saved after every move. ",
             button("Update now", "update", kind="primary"))


def game_screen(session: Session, state: TableState, update_ready: bool = False,
                others: list[SaveEntry] | None = None, confirm_leave: bool = False) -> El:
    """The table. ``others``: the other saves, listed to make room while storage is full;
    ``confirm_leave``: the player asked to leave with unsaved moves."""
    game = session.game
    title = _title_of(game.game_id)
    curtain = session.curtain_for
    render = table_renderer(game.game_id)
    playing = state.playback is not None
    body: El
    if playing:
        # the animation is public, so it plays even before a hot-seat curtain
        body = render(TableContext(game.view(None), session.names, state, session.explain))
    elif curtain is not None:
        name = session.seats[curtain].name
        body = h("section", {"class": "curtain", "aria-label": "Curtain"},
                 h("p", {"class": "curtain-text"}, f"Pass the device to {name}."),
                 button(f"I am {name}: show my hand", "ready", kind="primary"))
    else:
        body = render(TableContext(session.view(), session.names, state, session.explain))
    return h(
        "div", {"class": classes("screen screen-game", f"game-{game.game_id}")},
        topbar(title,
               button("Undo", "undo", disabled=not session.can_undo(),
                      title="Take back your last move"),
               button("Menu", "menu")),
        update_notice() if update_ready else None,
        leave_dialog() if confirm_leave else None,
        storage_full_panel(session, others or []) if session.unsaved else None,
        h("p", {"class": "status", "role": "status", "aria-live": "polite"},
          status_line(session, state)),
        h("p", {"class": "error-text", "role": "alert"}, state.message)
        if state.message else None,
        h("div", {"class": "game-layout"},
          h("div", {"class": "game-main"}, body,
            None if playing else result_panel(session)),
          game_log(session)),
    )
