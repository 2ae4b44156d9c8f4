"""Saves on Continue and room in storage: delete, export, backups in and out, freeing room
when the storage is full, and the browser's promise to keep it (one area of
:class:`~expeditions.web.app.App`'s commands)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..saves import SaveError
from .browser import download, persistence, pick_file
from .commands import Handler
from .i18n import Phrase

if TYPE_CHECKING:
    from ..saves import ImportReport
    from .app import App


class SavesArea:
    def __init__(self, app: App) -> None:
        self.app = app

    def commands(self) -> dict[str, Handler]:
        return {
            "delete": self.delete, "confirm-delete": self.confirm_delete,
            "export": self.export, "download": self.download, "export-all": self.export_all,
            "import": self.import_backup, "clear-finished": self.clear_finished,
            "free": self.free, "free-finished": self.free_finished,
            "retry-save": self.retry_save,
        }

    def delete(self, save_id: str) -> None:
        self.app.pending_delete = save_id

    def confirm_delete(self, save_id: str) -> None:
        self.app.store.delete(save_id)
        self.app.pending_delete = None

    def export(self, save_id: str) -> None:
        self.app.exported = save_id

    def download(self, save_id: str) -> None:
        download(f"expeditions-{save_id}.json", self.app.store.export([save_id]))

    def export_all(self, _: str) -> None:
        download("expeditions-backup.json", self.app.store.export())

    def import_backup(self, _: str) -> None:
        def imported(text: str) -> None:
            app = self.app
            try:
                report = app.store.import_backup(text)
            except SaveError as err:
                app.notice = [Phrase("notice.import_failed",
                                     {"reason": app.refusal_phrase(err)})]
            else:
                app.notice = self.import_notice(report)
            app.render()

        pick_file(imported)

    def import_notice(self, report: ImportReport) -> list[Phrase]:
        """What an import did, in phrases for Continue's notice."""
        app = self.app
        notice = [Phrase("notice.imported", {"count": len(report.imported)})]
        if report.skipped:
            notice.append(Phrase("notice.skipped", {"count": len(report.skipped)}))
        notice += [Phrase("notice.refused", {"id": i, "reason": app.refusal_phrase(why)})
                   for i, why in report.failed]
        if report.stats_added:
            notice.append(Phrase("stats.imported", {"count": report.stats_added}))
        if report.stats_refused:
            notice.append(Phrase("stats.import_refused", {"count": report.stats_refused}))
        return notice

    def clear_finished(self, _: str) -> None:
        self.app.notice = [Phrase("notice.deleted_finished",
                                  {"count": self.app.store.delete_finished()})]

    def free(self, save_id: str) -> None:
        session = self.app.session
        if session is not None and save_id != session.save.id:
            self.app.store.delete(save_id)
            self.retry_save("")

    def free_finished(self, _: str) -> None:
        keep = self.app.session.save.id if self.app.session is not None else None
        self.app.store.delete_finished(keep=keep)
        self.retry_save("")

    def retry_save(self, _: str) -> None:
        if self.app.session is not None and self.app.session.retry_save():
            self.app.confirm_leave = False

    async def check_persistence(self, ask: bool) -> None:
        self.app.persisted = await persistence(ask)
        if self.app.screen == "continue":
            self.app.render()
