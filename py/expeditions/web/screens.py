"""The app's screens as element trees: the menu and the new-game form, with what every
screen shares (names, titles, the top bar); Continue, the rules and the table have modules
of their own (:mod:`.continue_screen`, :mod:`.rules_screen`, :mod:`.table_screen`).

Every control is a real ``<button>`` (or form field with a ``<label>``) carrying a
``data-cmd`` that the browser adapter forwards to the app; nothing here runs rules.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from types import ModuleType

from ..engine import JSON, Note
from ..games import game_class, is_available
from ..registry import DIFFICULTIES, game_ids, has_part, module_name
from ..saves import MAX_NAME_LENGTH, Seat
from .dom import El, classes, h
from .i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    LANGUAGES,
    Phrase,
    Words,
    catalogue,
)
from .widgets import button

DEFAULT_NAMES = ("Ana", "Ben", "Chloé", "Dev", "Eli")
#: Who may sit at a seat of the new-game form: a person at this device, a computer, or a
#: friend on another device (who gets a link).
SEAT_KINDS = ("human", "computer", "remote")
#: What computer seats were called before names were worded per language: such a seat in
#: an older save is shown as a computer with no name of its own.
OLD_COMPUTER_NAME = "Computer {n}"


def seat_name(seat: Seat, index: int, w: Words) -> str:
    """The name a seat goes by: the one the player typed, else (a computer) "Computer 2" /
    "Ordenador 2" in the current language."""
    name = seat.name.strip()
    if seat.kind == "computer" and name in ("", OLD_COMPUTER_NAME.format(n=index)):
        return w("seat.computer", n=index)
    if seat.kind == "remote" and name == "":  # another device's computer (a person's seat
        return w("seat.computer", n=index)    # always has a name): worded in this language
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
    return f"{module_name(game_id)}.game.title" in catalogue(DEFAULT_LANGUAGE)


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
            if kind in SEAT_KINDS and isinstance(name, str):
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
            if value in ("human", "remote") and not seat.name.strip():
                seat.name = DEFAULT_NAMES[i]
            elif value == "computer" and seat.name == DEFAULT_NAMES[i]:
                seat.name = ""
            return True
        elif part == "level":
            seat.level = value
            return True  # the line saying what the level does changes with it
        return False

    @property
    def remote(self) -> bool:
        """Whether a friend on another device plays: the game is then played by links."""
        return any(seat.kind == "remote" for seat in self.seats)

    @property
    def too_many_people(self) -> bool:
        """Friends on other devices and more than one person here: not allowed (this
        device shows one person's hand, with no curtain)."""
        return self.remote and sum(seat.kind == "human" for seat in self.seats) > 1

    @property
    def name_problem(self) -> str | None:
        """With friends on other devices, why the names cannot go in an invitation (a name
        with no letter, an invisible character, two names that look alike): the catalogue
        code, or None."""
        if not self.remote:
            return None
        from ..remote.names import NameError, alike, clean_name

        names = []
        for seat in self.final_seats():
            try:
                names.append(clean_name(seat.name))
            except NameError as err:
                return err.code
        return "looks_alike" if alike(names) is not None else None

    def final_seats(self) -> list[Seat]:
        """Seats with blank human names filled in, so nobody plays as an empty string."""
        out = []
        for i, seat in enumerate(self.seats):
            name = seat.name.strip()
            if seat.kind in ("human", "remote") and not name:
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
    key = f"{module_name(game_id)}.game.title"
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
        h("p", {"class": "game-card-players"}, w(f"{module_name(game_id)}.game.players")),
        h("p", {"class": "game-card-pitch"}, w(f"{module_name(game_id)}.game.pitch")),
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


def paste_box(value: str, notice: Phrase | None, w: Words) -> El:
    """The menu's box for a link that opened in another browser than the one holding its
    game (some phones keep an installed app's storage apart)."""
    return h(
        "section", {"class": "paste-box", "aria-labelledby": "paste-title"},
        h("h2", {"id": "paste-title", "class": "paste-title"}, w("remote.paste_label")),
        h("p", {"class": "field-help", "id": "f-paste-help"}, w("remote.paste_help")),
        h("div", {"class": "paste-row"},
          h("input", {"id": "f-paste", "data-field": "paste", "value": value,
                      "aria-labelledby": "paste-title", "aria-describedby": "f-paste-help",
                      "autocomplete": "off", "spellcheck": "false", "inputmode": "url"}),
          button(w("remote.paste_open"), "paste-open", kind="primary")),
        h("p", {"class": "error-text", "role": "alert"}, w.phrase(notice)) if notice else None,
    )


def menu_screen(saves_count: int, w: Words, offline: str | None = None, pasted: str = "",
                paste_notice: Phrase | None = None) -> El:
    """The menu; ``offline`` is whether the whole build is kept for offline play yet;
    ``pasted`` and ``paste_notice``: the box for a friend's link, and why the last one could
    not be opened."""
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
          paste_box(pasted, paste_notice, w),
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
    about = w(f"{module_name(game_id)}.level.{level}") if has_words(game_id) else None
    return _select(f"seat-{i}-level", w("new.level"),
                   [(d, w(f"level.{d}")) for d in DIFFICULTIES], level, about)


def option_field(game_id: str, spec_key: str, form: NewGameForm, w: Words) -> El:
    spec = next(s for s in game_class(game_id).option_specs if s.key == spec_key)
    area = module_name(game_id)
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


def live_field(setting: str, w: Words) -> El:
    """How moves travel while both pages are open, said plainly before the first game with
    friends: which server, if any, is contacted, and that no game data passes through one."""
    return _select("live", w("remote.live.setting"),
                   [(v, w(f"remote.live.setting.{v}")) for v in ("local", "internet", "off")],
                   setting, w("remote.live.privacy"))


def new_game_screen(form: NewGameForm, w: Words, offer_guide: bool = False,
                    live: str = "local") -> El:
    """The new-game form; ``offer_guide``: the game's guided first game is offered on top
    (on a player's first visit to that game); ``live``: this browser's choice of how moves
    travel, shown when a seat is a friend's on another device."""
    cls = game_class(form.game_id)
    games = [(g, game_title(g, w)) for g in game_ids() if is_available(g)]
    if form.game_id not in dict(games):
        games.append((form.game_id, game_title(form.game_id, w)))
    # a game that states what it hides is dealt by every device together (nobody deals);
    # another is dealt by the inviting device
    remote_help = w("remote.form_help_nobody" if has_part(form.game_id, "hidden")
                    else "remote.form_help")
    problem = form.name_problem
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
                                                     ("computer", w("new.computer")),
                                                     ("remote", w("remote.seat_kind"))],
                    seat.kind, remote_help if seat.kind == "remote" else None),
            _level_select(form.game_id, i, seat, w) if seat.kind == "computer"
            else None if seat.kind == "remote" else _hints_switch(i, seat, w),
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
          live_field(live, w) if any(seat.kind == "remote" for seat in form.seats) else None,
          option_fields,
          h("p", {"class": "error-text", "role": "alert"}, w("remote.one_person"))
          if form.too_many_people else None,
          h("p", {"class": "error-text", "role": "alert"}, w(f"remote.name.{problem}"))
          if problem is not None else None,
          h("div", {"class": "form-actions"},
            button(w("new.start"), "start", kind="primary",
                   disabled=form.too_many_people or problem is not None))),
    )


def progress_text(game_id: str, progress: Note | None, w: Words) -> str:
    if progress is None:
        return w("continue.finished")
    return w.coded(module_name(game_id), "progress", progress.code, progress.params)
