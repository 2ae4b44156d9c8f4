"""Saved games: an action log replayed through the engine, kept behind a storage interface.

A save is ``{schema, id, game, options, seed, players, log, created, updated, revision,
rules, app, digest}``. Loading replays the log and compares the position it reaches with the
``digest`` taken when the save was written, so a save either resumes exactly as it was saved
or is reported as damaged (or "saved with other rules") with a reason. One damaged save never
hides the others.

Policy for rules that change: each game declares ``rules_version``, bumped whenever an
existing log could replay differently. A save made under another rules version, or one whose
replay no longer reaches its digest, is never resumed into a different position: it is listed
with its reason, and can be exported (to be replayed by the build that made it) or deleted.

``revision`` counts the writes of a save: a write that does not follow the stored revision
(another tab moved the game on) is refused with :class:`StaleSave`.
The browser adapter (:class:`expeditions.web.browser.LocalStorage`) wraps localStorage;
tests use :class:`MemoryStorage`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from .engine import JSON, CodedError, Game, Note, OptionsError, ReplayError, replay
from .games import game_class
from .registry import DIFFICULTIES

if TYPE_CHECKING:  # loaded at first use: the menu's start needs no statistics
    from .coach.stats import StatsStore

SCHEMA_VERSION = 2
#: The format of a game played across devices (issue #29): format 2 plus a ``remote`` field.
#: Local games keep writing format 2, so a build from before remote play still reads them.
REMOTE_SCHEMA = 3
#: The formats this build reads (format 1: no revision, rules version or digest).
READABLE_SCHEMAS = (1, 2, 3)
#: The app's version, recorded in every save (for a player's report; loading uses ``rules``).
APP_VERSION = "0.2.0"
KEY_PREFIX = "expeditions:save:"
PLAYER_KINDS = ("human", "computer")
#: A remote game's seats may also be friends on other devices.
REMOTE_PLAYER_KINDS = (*PLAYER_KINDS, "remote")
MAX_NAME_LENGTH = 24
#: In a remote game's save, a name as another device may send it (``link.MAX_NAME``): a name
#: of 25 to 40 characters from an invitation is kept whole, never cut (a cut name could read
#: as another player's); this app's own form never makes one longer than 24.
MAX_REMOTE_NAME_LENGTH = 40
#: A save longer than this is refused unread (a 10,000-action game is about 150 KB).
MAX_SAVE_CHARS = 4_000_000
#: Deeper JSON is refused unread: a save is 4 levels deep, and ~20,000 levels crash the
#: browser's Python outright.
MAX_NESTING = 16
#: Times are milliseconds since 1970 that a calendar can show (up to the year 9999).
MAX_TIME_MS = 253_402_300_799_999
MAX_ID_LENGTH = 64
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


class SaveError(CodedError):
    """A save that cannot be loaded: a code and parameters saying why, with an English
    default wording."""


class StaleSave(SaveError):
    """A write over a save that was moved on elsewhere (another tab)."""


class StorageFull(Exception):
    """The storage refused a write (localStorage's QuotaExceededError)."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # may raise StorageFull
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    """Storage in a dict, with an optional quota to test the full-storage path."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull("storage quota exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human", "computer" or (remote games) "remote"
    level: str | None = None  # difficulty of a computer player
    hints: bool = True  # a person may ask for hints (switched off in the new-game form)

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"name": self.name, "kind": self.kind, "level": self.level}
        if not self.hints:  # only when off: saves made before hints read the same
            out["hints"] = False
        return out


#: Builds the game of a save played across devices; registered by :mod:`expeditions.remote`
#: when it is imported (a local game never loads it).
_REMOTE_LOADER: Callable[[SavedGame], Game[Any]] | None = None


def register_remote_loader(loader: Callable[[SavedGame], Game[Any]]) -> None:
    """Set how a save with a ``remote`` field is built (its own checks, SaveError)."""
    global _REMOTE_LOADER
    _REMOTE_LOADER = loader


@dataclass
class SavedGame:
    id: str
    game: str
    options: dict[str, JSON]
    seed: int
    players: list[Seat]
    log: list[tuple[int, str]] = field(default_factory=list)
    created: int = 0  # milliseconds since the epoch
    updated: int = 0
    revision: int = 0  # how many times this save has been written
    rules: int | None = None  # the game's rules version (None: a format-1 save)
    app: str = APP_VERSION
    digest: dict[str, str] | None = None  # position_digest() when it was written
    #: The hints asked for: (seat, how many public events there were), so the log can say
    #: where; not part of the game (the log replays without them).
    hints: list[tuple[int, int]] = field(default_factory=list)
    #: A game played across devices: ``{role, state, outbox, pending, answered, shadow}``
    #: (see :mod:`expeditions.remote.saved`); None for a game on this device only.
    remote: dict[str, JSON] | None = None
    #: The reviews made of this finished game, by seat (:mod:`expeditions.coach.review`'s
    #: JSON, checked when read): a cache, not part of the game (the log replays without it,
    #: and a malformed one is dropped, never a reason to refuse the save).
    reviews: dict[int, dict[str, JSON]] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        return {
            "schema": SCHEMA_VERSION if self.remote is None else REMOTE_SCHEMA,
            "id": self.id,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "players": [p.to_json() for p in self.players],
            "log": [[s, a] for s, a in self.log],
            "created": self.created,
            "updated": self.updated,
            "revision": self.revision,
            "rules": self.rules,
            "app": self.app,
            "digest": dict(self.digest) if self.digest is not None else None,
            **({"hints": [[s, e] for s, e in self.hints]} if self.hints else {}),
            **({"remote": self.remote} if self.remote is not None else {}),
            **({"reviews": {str(k): v for k, v in sorted(self.reviews.items())}}
               if self.reviews else {}),
        }

    def encode(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def build(self) -> Game[Any]:
        """Replay the log through the engine (raises :class:`SaveError`). A remote game's
        save is built by the loader play across devices registers
        (:func:`register_remote_loader`)."""
        if self.remote is not None:
            if _REMOTE_LOADER is None:
                raise SaveError("bad_remote", "play across devices is not loaded",
                                reason="not_loaded")
            return _REMOTE_LOADER(self)
        return self.replay_log()

    def replay_log(self) -> Game[Any]:
        """The game the seed and log replay to, checked against the digest."""
        try:
            cls = game_class(self.game)
        except (KeyError, ImportError) as err:
            raise SaveError("unknown_game", f"this save is for an unknown game ({self.game!r})",
                            game=self.game) from err
        try:
            game = replay(cls, self.options, self.seed, self.log)
        except OptionsError as err:
            raise SaveError("bad_options", f"the save's options are invalid: {err}",
                            reason=err.to_json()) from err
        except ReplayError as err:
            raise SaveError("bad_moves", f"the save's moves do not follow the rules: {err}",
                            reason=err.to_json()) from err
        if game.num_players != len(self.players):
            raise SaveError("player_count",
                            "the save lists a different number of players than its game")
        self._check_position(game)
        return game

    def _check_position(self, game: Game[Any]) -> None:
        """The replay must reach the position the save was written at."""
        if self.rules is None:
            return  # format 1 recorded neither
        if self.rules != game.rules_version:
            raise SaveError(
                "other_rules", f"saved with other rules (version {self.rules}; this version "
                f"of Expeditions plays version {game.rules_version})",
                saved=self.rules, current=game.rules_version)
        if self.digest is None or not digests_agree(self.digest, position_digest(game)):
            raise SaveError("other_position", "saved with other rules: its moves no longer "
                            "lead to the position it was saved at")

    @classmethod
    def from_game(
        cls, save_id: str, game: Game[Any], players: list[Seat], created: int, updated: int,
        revision: int = 0,
    ) -> SavedGame:
        return cls(save_id, game.game_id, dict(game.options), game.seed, list(players),
                   list(game.log), created, updated, revision, game.rules_version,
                   APP_VERSION, position_digest(game))


#: View keys that word the position rather than hold it: left out of digests, so rewording
#: never makes a save look changed. The events are derived from the log, which is replayed.
WORDING_KEYS = frozenset({"log", "events", "history"})


def position_digest(game: Game[Any]) -> dict[str, str]:
    """Per view key, a hash of that key in every seat's view and the public one. Per key,
    so a later build that adds a key (or drops one) still checks all the others."""
    import hashlib  # here, not at the top: the menu's start-up need not import it

    seats: Sequence[int | None] = [*range(game.num_players), None]
    views = [game.view(s) for s in seats]
    out: dict[str, str] = {}
    for key in sorted(views[-1]):
        if key in WORDING_KEYS:
            continue
        values = [v.get(key) for v in views]
        if key == "result":
            values = [None if r is None else {k: x for k, x in r.items() if k != "summary"}
                      for r in values]
        blob = json.dumps(values, sort_keys=True, separators=(",", ":"))
        out[key] = hashlib.sha256(blob.encode()).hexdigest()[:12]
    return out


def digests_agree(saved: dict[str, str], now: dict[str, str]) -> bool:
    """Every key both digests have agrees, and they share at least one."""
    shared = saved.keys() & now.keys()
    return bool(shared) and all(saved[k] == now[k] for k in shared)


def _require(data: dict[str, JSON], key: str, kind: type | tuple[type, ...]) -> JSON:
    if key not in data:
        raise SaveError("missing_field", f"the save has no {key!r} field", field=key)
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise SaveError("wrong_type", f"the save's {key!r} field has the wrong type", field=key)
    return value


def _nesting(text: str) -> int:
    """How deeply the JSON text nests, counted on its brackets outside strings (cheap:
    a save has a few brackets per move)."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_JSON_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _time(data: dict[str, JSON], key: str) -> int:
    value = _require(data, key, int)
    if not 0 <= value <= MAX_TIME_MS:
        raise SaveError("bad_time", f"the save's {key!r} time is out of range", field=key)
    return int(value)


def _parse(text: str) -> dict[str, JSON]:
    """The save's JSON object, after the size and nesting limits."""
    if not isinstance(text, str):
        raise SaveError("not_text", "the save is not text")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError("too_large", "the save is too large to be a game",
                        chars=len(text), limit=MAX_SAVE_CHARS)
    if _nesting(text) > MAX_NESTING:
        raise SaveError("too_deep", "the save nests too deeply to be a game")
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError) as err:
        raise SaveError("not_json",
                        "the save is not valid JSON (it may be cut short or edited)") from err
    if not isinstance(data, dict):
        raise SaveError("not_an_object", "the save is not a JSON object")
    return data


def _check_schema(data: dict[str, JSON]) -> int:
    schema = _require(data, "schema", int)
    newest = max(READABLE_SCHEMAS)
    if schema > newest:
        raise SaveError(
            "newer_schema",
            f"the save was made by a newer version of Expeditions (format {schema}; "
            f"this one reads format {newest})", schema=schema, reads=newest)
    if schema not in READABLE_SCHEMAS:
        raise SaveError("unknown_schema", f"unknown save format {schema}", schema=schema)
    return int(schema)


def _provenance(data: dict[str, JSON], schema: int) -> dict[str, Any]:
    """Format 2's revision, rules version, app version and digest (format 1 has none)."""
    if schema == 1:
        return {"revision": 0, "rules": None, "app": "", "digest": None}
    revision = _require(data, "revision", int)
    rules = _require(data, "rules", int)
    digest = _require(data, "digest", dict)
    if revision < 0 or not all(isinstance(v, str) for v in digest.values()):
        raise SaveError("bad_digest", "the save's revision or digest is malformed")
    return {"revision": int(revision), "rules": int(rules),
            "app": str(_require(data, "app", str))[:40], "digest": dict(digest)}


def _seat(raw: JSON, remote: bool = False) -> Seat:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise SaveError("player_without_name", "a player in the save has no name")
    kind = raw.get("kind", "human")
    level = raw.get("level")
    if kind not in (REMOTE_PLAYER_KINDS if remote else PLAYER_KINDS):
        raise SaveError("unknown_player_kind",
                        f"a player in the save has an unknown kind ({kind!r})")
    if kind == "computer" and level not in DIFFICULTIES:
        raise SaveError("bad_difficulty",
                        "a computer player in the save has no valid difficulty")
    hints = raw.get("hints", True)
    if not isinstance(hints, bool):
        raise SaveError("bad_hints", "the save's record of hints is malformed")
    name = raw["name"]
    limit = MAX_REMOTE_NAME_LENGTH if remote else MAX_NAME_LENGTH
    if len(name) > limit:  # the form never writes one: the save was made elsewhere
        raise SaveError("name_too_long", f"a player's name in the save is {len(name)} "
                        f"characters long (at most {limit})", length=len(name), limit=limit)
    return Seat(name, kind, level if kind == "computer" else None, hints)


def _hints(data: dict[str, JSON], seats: int) -> list[tuple[int, int]]:
    """The optional record of hints asked for: [seat, event count] pairs."""
    raw = data.get("hints", [])
    ok = isinstance(raw, list) and all(
        isinstance(e, list) and len(e) == 2 and all(type(x) is int for x in e)
        and 0 <= e[0] < seats and e[1] >= 0 for e in raw)
    if not ok:
        raise SaveError("bad_hints", "the save's record of hints is malformed")
    return [(int(e[0]), int(e[1])) for e in raw]


def _reviews(data: dict[str, JSON], seats: int) -> dict[int, dict[str, JSON]]:
    """The optional cached reviews, by seat; anything malformed is left out (a review is
    worked out again, the game is untouched)."""
    raw = data.get("reviews")
    if not isinstance(raw, dict):
        return {}
    return {int(k): v for k, v in raw.items()
            if isinstance(k, str) and k.isdigit() and len(k) < 3 and int(k) < seats
            and isinstance(v, dict)}


def decode(text: str) -> SavedGame:
    """Parse and check a save's JSON text, without replaying it. Nothing in the text can
    make this raise anything but :class:`SaveError`."""
    data = _parse(text)
    schema = _check_schema(data)
    remote = _remote(data, schema)
    players = [_seat(raw, remote is not None) for raw in _require(data, "players", list)]
    log_raw = _require(data, "log", list)
    save_id = str(_require(data, "id", str))
    if not 0 < len(save_id) <= MAX_ID_LENGTH:
        raise SaveError("bad_id", "the save's id is empty or too long")
    return SavedGame(
        id=save_id,
        game=str(_require(data, "game", str)),
        options=dict(_require(data, "options", dict)),
        seed=int(_require(data, "seed", int)),
        players=players,
        log=[tuple(e) if isinstance(e, list) else e for e in log_raw],  # checked by replay
        created=_time(data, "created"),
        updated=_time(data, "updated"),
        hints=_hints(data, len(players)),
        remote=remote,
        reviews=_reviews(data, len(players)),
        **_provenance(data, schema),
    )


def _remote(data: dict[str, JSON], schema: int) -> dict[str, JSON] | None:
    """Format 3's ``remote`` field (a dict; its contents are checked when the save is built),
    which no other format has."""
    if schema < REMOTE_SCHEMA:
        if "remote" in data:
            raise SaveError("wrong_type", "the save's 'remote' field has the wrong type",
                            field="remote")
        return None
    return dict(_require(data, "remote", dict))


BACKUP_FORMAT = "expeditions-backup"
#: The largest backup file read (about 100 long games).
MAX_BACKUP_CHARS = 50_000_000


def unreadable(err: Exception) -> SaveError:
    """A save that broke the game's own code while being read: damaged, and why."""
    return SaveError("unreadable", f"this save could not be read ({type(err).__name__})",
                     error=type(err).__name__)


@dataclass
class ImportReport:
    """What an import did, save by save."""

    imported: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # already here
    failed: list[tuple[str, CodedError]] = field(default_factory=list)  # (id, why)
    #: Finished games the backup's statistics add here (already recorded ones are not
    #: counted twice), and its statistics entries that could not be read.
    stats_added: int = 0
    stats_refused: int = 0


def _backup_data(text: str) -> tuple[dict[str, str], JSON]:
    """``{id: save text}`` of a backup file and its statistics (``None`` in a backup made
    before statistics were kept); raises :class:`SaveError` if it is no backup."""
    if not isinstance(text, str) or len(text) > MAX_BACKUP_CHARS:
        raise SaveError("not_a_backup", "this file is not an Expeditions backup")
    if _nesting(text) > MAX_NESTING:
        raise SaveError("not_a_backup", "this file is not an Expeditions backup")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise SaveError("not_a_backup", "this file is not an Expeditions backup") from err
    if not isinstance(data, dict) or data.get("format") != BACKUP_FORMAT:
        raise SaveError("not_a_backup", "this file is not an Expeditions backup")
    saves = data.get("saves")
    if not isinstance(saves, dict) or not all(isinstance(v, str) for v in saves.values()):
        raise SaveError("not_a_backup", "this file is not an Expeditions backup")
    return {str(k)[:MAX_ID_LENGTH]: v for k, v in saves.items()}, data.get("stats")


@dataclass
class SaveEntry:
    """One line of the Continue list: a good save with its summary, or a damaged one."""

    id: str
    raw: str
    save: SavedGame | None = None
    progress: Note | None = None  # None once the game is over
    over: bool = False
    problem: CodedError | None = None  # why a damaged save cannot be opened

    @property
    def damaged(self) -> bool:
        return self.problem is not None

    @property
    def error(self) -> str | None:
        """The English default wording of the problem (for logs and the console)."""
        return None if self.problem is None else self.problem.text


class SaveStore:
    """Saved games in a :class:`Storage`, each under its own namespaced key."""

    def __init__(self, storage: Storage, clock: Callable[[], int] = lambda: 0) -> None:
        self.storage = storage
        self._clock = clock
        #: Each save's text as this store last wrote or read it, with its revision: the
        #: check before every autosave then compares texts instead of decoding the whole
        #: game again (a text written by another tab differs, and is decoded).
        self._seen: dict[str, tuple[str, int]] = {}

    @cached_property
    def stats(self) -> StatsStore:
        """The player's statistics, kept in the same storage and in every full backup
        (loaded at first use: the menu's start does without them)."""
        from .coach.stats import StatsStore

        return StatsStore(self.storage, self._clock)

    @staticmethod
    def key(save_id: str) -> str:
        return KEY_PREFIX + save_id

    def put(self, save: SavedGame, follows: int | None = None) -> None:
        """Write a save; raises :class:`StorageFull` and leaves the old copy in place.
        With ``follows``, the write is refused (:class:`StaleSave`) unless the stored copy
        is at that revision: it was written elsewhere in the meantime."""
        if follows is not None:
            stored = self.revision(save.id)
            if stored is not None and stored != follows:
                raise StaleSave("moved_on", "this game moved on in another tab",
                                stored=stored, expected=follows)
        text = save.encode()
        self.storage.set(self.key(save.id), text)
        self._seen[save.id] = (text, save.revision)

    def keep_review(self, save_id: str, seat: int, review: dict[str, JSON]) -> None:
        """Add a review to a stored save (one more revision; the game is unchanged).
        Raises :class:`SaveError` when the save is gone or unreadable, StorageFull when
        there is no room."""
        text = self.raw(save_id)
        if text is None:
            raise SaveError("no_such_save", "there is no such save", id=save_id)
        save = decode(text)
        save.reviews[seat] = review
        save.revision += 1
        self.put(save, follows=save.revision - 1)

    def revision(self, save_id: str) -> int | None:
        """The stored copy's revision (``None``: no stored copy, or unreadable)."""
        text = self.raw(save_id)
        if text is None:
            return None
        seen = self._seen.get(save_id)
        if seen is not None and seen[0] == text:
            return seen[1]
        try:
            revision = decode(text).revision
        except SaveError:
            return None
        self._seen[save_id] = (text, revision)
        return revision

    def delete(self, save_id: str) -> None:
        self.storage.remove(self.key(save_id))
        self._seen.pop(save_id, None)

    def raw(self, save_id: str) -> str | None:
        return self.storage.get(self.key(save_id))

    def load(self, save_id: str) -> tuple[SavedGame, Game[Any]]:
        """Read and replay one save (raises :class:`SaveError`, and nothing else)."""
        text = self.raw(save_id)
        if text is None:
            raise SaveError("no_such_save", "there is no such save", id=save_id)
        try:
            save = decode(text)
            if save.id != save_id:
                raise SaveError("id_mismatch", "the save's id does not match where it is kept",
                                id=save.id, key=save_id)
            return save, save.build()
        except SaveError:
            raise
        except Exception as err:  # noqa: BLE001 - any game's code: this save is damaged
            raise unreadable(err) from err

    def _ids(self) -> Iterator[str]:
        for key in self.storage.keys():  # noqa: SIM118  (a Storage, not a dict)
            if key.startswith(KEY_PREFIX):
                yield key[len(KEY_PREFIX):]

    def ids(self) -> list[str]:
        """Every save's id, unchecked (cheap)."""
        return list(self._ids())

    def export(self, save_ids: Sequence[str] | None = None) -> str:
        """A backup file's text: the stored text of these saves (all when ``None``),
        damaged ones included, exactly as kept; a backup of everything also holds the
        statistics (a field older builds ignore, so they still import it)."""
        ids = list(self._ids()) if save_ids is None else list(save_ids)
        saves = {i: text for i in ids if (text := self.raw(i)) is not None}
        data: dict[str, JSON] = {"format": BACKUP_FORMAT, "version": 1, "saves": saves}
        if save_ids is None and (stats := self.stats.export_json()) is not None:
            data["stats"] = stats
        return json.dumps(data, indent=1)

    def import_backup(self, text: str) -> ImportReport:
        """Add the games of a backup file; each must replay. A game already here is
        skipped; a different game under a taken id gets a new id (nothing is overwritten).
        The backup's statistics add the games not recorded here yet."""
        from .coach.stats import StatsError

        report = ImportReport()
        entries, stats = _backup_data(text)
        if stats is not None:
            try:
                report.stats_added, report.stats_refused = self.stats.merge(stats)
            except StatsError:
                report.stats_refused = 1
            except StorageFull:
                report.failed.append(("stats", SaveError("storage_full",
                                                         "the browser's storage is full")))
        for save_id, raw in entries.items():
            try:
                save = decode(raw)
                save.build()
            except SaveError as err:
                report.failed.append((save_id, err))
                continue
            except Exception as err:  # noqa: BLE001 - any game's code: refuse this one
                report.failed.append((save_id, unreadable(err)))
                continue
            if self.raw(save.id) == raw or self.raw(save_id) == raw:
                report.skipped.append(save.id)
                continue
            original = save.id
            save.id = self._free_id(original)
            try:
                self.storage.set(self.key(save.id), raw if save.id == original else save.encode())
            except StorageFull:
                report.failed.append((save_id, SaveError("storage_full",
                                                          "the browser's storage is full")))
                continue
            report.imported.append(save.id)
        return report

    def _free_id(self, wanted: str) -> str:
        if self.raw(wanted) is None:
            return wanted
        n = 2
        while self.raw(f"{wanted}-{n}") is not None:
            n += 1
        return f"{wanted}-{n}"

    def delete_finished(self, keep: str | None = None) -> int:
        """Delete every save of a finished game (except ``keep``); how many went."""
        gone = [e.id for e in self.entries() if e.over and e.id != keep]
        for save_id in gone:
            self.delete(save_id)
        return len(gone)

    def count(self) -> int:
        """How many saves there are, without checking them (cheap, for the menu)."""
        return sum(1 for _ in self._ids())

    def entries(self) -> list[SaveEntry]:
        """Every save, newest first; each checked by replaying it."""
        out: list[SaveEntry] = []
        for save_id in self._ids():
            entry = SaveEntry(save_id, self.storage.get(self.key(save_id)) or "")
            try:
                save, game = self.load(save_id)
                progress = None if game.is_over() else game.progress()
            except SaveError as err:
                entry.problem = err
            except Exception as err:  # noqa: BLE001 - progress() is game code too
                entry.problem = unreadable(err)
            else:
                entry.save, entry.over, entry.progress = save, game.is_over(), progress
            out.append(entry)
        out.sort(key=lambda e: (e.save is not None, e.save.updated if e.save else 0),
                 reverse=True)
        return out
