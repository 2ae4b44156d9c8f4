"""The Continue screen: saved games to resume, replay, export or delete, damaged saves
flagged with the reason, backups and how much room the browser keeps for them."""

from __future__ import annotations

from ..engine import CodedError
from ..saves import SavedGame, SaveEntry
from .dom import El, h
from .i18n import (
    Words,
)
from .screens import game_title, progress_text, seat_names, topbar
from .widgets import button


def format_time(ms: int, tz_offset_minutes: int) -> str:
    # imported here, not at the top: the menu's start-up need not import it
    from datetime import UTC, datetime, timedelta

    moment = datetime.fromtimestamp(ms / 1000, tz=UTC) - timedelta(
        minutes=tz_offset_minutes)
    return moment.strftime("%Y-%m-%d %H:%M")


def problem_text(problem: CodedError, w: Words) -> str:
    """Why a save cannot be opened, in words."""
    return w(f"save_error.{problem.code}", **problem.params)


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


def _reviewable(save: SavedGame) -> bool:
    from .review_screen import can_review  # here: a list of unfinished games needs none

    return can_review(save)


def _good_save(entry: SaveEntry, tz_offset_minutes: int, pending_delete: str | None,
               w: Words, remote_note: str | None = None) -> El:
    """A save that opens; ``remote_note``: a game with friends on other devices says whom
    it waits for, or that it is this device's turn."""
    from ..coach.replay import can_replay  # here: the menu's start needs no replays

    save = entry.save
    assert save is not None
    names = w.join([w("continue.seat_level", name=name, level=w(f"level.{seat.level}"))
                    if seat.kind == "computer" and seat.level else
                    w("remote.friend", name=name) if seat.kind == "remote" else name
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
              when=when)),
          h("p", {"class": "save-remote"}, remote_note) if remote_note else None),
        h("div", {"class": "save-actions"},
          button(w("continue.resume"), f"resume:{entry.id}", kind="primary",
                 aria_label=w("continue.resume_label", what=what)),
          button(w("replay.open_button"), f"replay:{entry.id}",
                 aria_label=w("replay.open_label", what=what))
          if can_replay(save.remote, lambda: entry.over and bool(save.log)) else None,
          button(w("review.button"), f"review-save:{entry.id}",
                 aria_label=w("review.open_label", what=what))
          if entry.over and bool(save.log) and _reviewable(save) else None,
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
                    persisted: bool | None = None, notice: str | None = None,
                    remote_notes: dict[str, str] | None = None) -> El:
    notes = remote_notes or {}
    items = [_good_save(entry, tz_offset_minutes, pending_delete, w, notes.get(entry.id))
             if entry.save is not None
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
