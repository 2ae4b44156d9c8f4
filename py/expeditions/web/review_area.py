"""Reviews of finished games (issue #31): opening one from the end screen, Continue or the
statistics, working it out in the bot worker one decision at a time (the page stays usable
meanwhile and a progress bar follows it), keeping it in the save and its figure in the
statistics, and opening the replay at one of its moments. One area of
:class:`~expeditions.web.app.App`'s commands; the screen is :mod:`.review_screen`.

Privacy: the page replays the save's log and sends the worker only the reviewed seat's own
view at each of its decisions, with the move it made there (as a hint would). A review is
only made of a finished game (a friend's device has the log only once the end's audit
revealed the real game), and only of a person's seat at this device.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from ..coach.review import (
    Decision,
    Review,
    ReviewError,
    at_step,
    budget,
    human_seats,
    positions,
    reviewable,
    samples_of,
)
from ..engine import JSON
from ..saves import SavedGame, SaveError
from ..session import Session
from .browser import cores, warn
from .commands import Handler
from .i18n import Phrase
from .review_screen import SAMPLES_KEY, ReviewJob, ReviewOpen, cached, finished_log
from .worker import BotWorker, WorkerDown

if TYPE_CHECKING:
    from .app import App



class ReviewArea:
    def __init__(self, app: App) -> None:
        self.app = app
        self.jobs: dict[tuple[str, int], ReviewJob] = {}
        self.open: ReviewOpen | None = None
        #: a second worker while reviews are worked out on a device with two threads or more
        self.helper: BotWorker | None = None
        self._helpers_started = 0

    def commands(self) -> dict[str, Handler]:
        return {"review-current": self.review_current, "review-save": self.review_save,
                "review-stats": self.review_from_stats, "review-moment": self.moment,
                "review-back": self.back}

    # ----- opening --------------------------------------------------------------------
    def review_current(self, _: str) -> None:
        """The game at the table, from its result panel."""
        session = self.app.session
        if session is not None:
            self.start(session.save, "game")

    def review_save(self, save_id: str) -> None:
        """A saved finished game, from Continue."""
        save, _ = self.app.store.load(save_id)
        self.start(save, "continue")

    def review_from_stats(self, save_id: str) -> None:
        save, _ = self.app.store.load(save_id)
        self.start(save, "stats")

    def start(self, save: SavedGame, back: str, seat: int | None = None) -> None:
        """Open the review of ``save`` for ``seat`` (the first person's by default),
        starting its work unless it is kept in the save or already under way."""
        app = self.app
        seats = human_seats(save.players)
        if not seats or not reviewable(save.game):
            app.notice = [Phrase("review.unavailable")]
            app.table.message = Phrase("review.unavailable")
            return
        if not finished_log(save):
            app.notice = [Phrase("review.unfinished")]
            app.table.message = Phrase("review.unfinished")
            return
        seat = seat if seat in seats else seats[0]
        self.open = ReviewOpen(save, seat, back, seats)
        app.screen, app.rules_page = "review", None
        app.focus_next = "review-back"
        if cached(save, seat) is None and (save.id, seat) not in self.jobs:
            self._launch(save, seat)

    def choose_seat(self, value: str) -> None:
        """The review's seat picker (``data-field`` ``review-seat``)."""
        current = self.open
        if current is not None and value.isdigit() and int(value) in current.seats:
            self.start(self._fresh(current.save), current.back, int(value))

    def _fresh(self, save: SavedGame) -> SavedGame:
        """The save as stored now (a review kept since it was opened), else as it was."""
        session = self.app.session
        if session is not None and session.save.id == save.id:
            return session.save
        try:
            return self.app.store.load(save.id)[0]
        except SaveError:
            return save

    # ----- working it out ----------------------------------------------------------------
    def _samples(self, game_id: str, players: int) -> dict[str, Any]:
        params = budget(game_id, players)
        raw = self.app.store.storage.get(SAMPLES_KEY)
        if raw and raw.isdigit():
            for key, value in params.items():
                if key != "time_limit" and isinstance(value, int):
                    params[key] = max(1, min(value, int(raw)))
        return params

    def _launch(self, save: SavedGame, seat: int) -> None:
        try:
            todo = list(positions(save.game, save.options, save.seed, save.log, seat))
        except ReviewError:
            self.app.notice = [Phrase("review.unfinished")]
            return
        params = self._samples(save.game, len(save.players))
        job = ReviewJob(save.id, save.game, seat, len(todo), samples_of(save.game, params))
        self.jobs[(save.id, seat)] = job
        asyncio.ensure_future(self._work(job, todo, params))

    async def _work(self, job: ReviewJob, todo: list[tuple[int, dict[str, JSON], str]],
                    params: dict[str, Any]) -> None:
        """Rate every decision: the app's worker and, on a device with two threads or more, a
        second worker started for the review each take the next decision still to do, so a
        review takes about half as long (Hard's whole budget a decision either way)."""
        found: dict[int, Decision] = {}
        left = list(reversed(todo))  # ``pop`` takes the first decision not yet started
        in_hand: set[int] = set()  # the steps the second worker is working on

        async def rate_with(worker: BotWorker, here: bool) -> None:
            while left:
                item = left.pop()
                step, view, action = item
                in_hand.update(() if here else (step,))
                try:
                    data = await worker.rate(job.game_id, view, action, Session.bot_seed(),
                                             params, here=here)
                except WorkerDown:  # the second worker is gone: its decision goes back
                    left.append(item)
                    return
                finally:
                    in_hand.discard(step)
                if data is not None:
                    found[step] = at_step(Decision.from_json(data), step)
                job.done += 1
                self._redraw(job)

        async def second(worker: BotWorker) -> None:
            if await worker.up():  # it takes decisions only once it has started
                await rate_with(worker, False)

        helper = self._take_helper()
        side = None if helper is None else asyncio.ensure_future(second(helper))
        try:
            await rate_with(self.app.worker, True)
            if side is not None:
                if in_hand:
                    await side  # its last decision
                else:
                    side.cancel()  # still starting: the review does not wait for it
            await rate_with(self.app.worker, True)  # one handed back by a failed second
            job.decisions = [found[step] for step in sorted(found)]
            review = Review(job.game_id, job.seat, tuple(job.decisions), job.samples)
            self._keep(job, review)
        except Exception as err:  # noqa: BLE001 - a failed review must not stop the app
            warn(f"the review could not be worked out: {err}")
            job.failed = True
            self._release_helper()
            self._redraw(job)
            return
        del self.jobs[(job.save_id, job.seat)]
        self._release_helper()
        self._redraw(job)

    def _take_helper(self) -> BotWorker | None:
        """The second worker (started now if it is not running), or ``None`` on a device
        with one thread, where two workers would only share it."""
        if self.helper is None:
            if cores() < 2:
                return None
            self._helpers_started += 1
            self.helper = BotWorker(f"review{self._helpers_started}")
            self.helper.start()
        return self.helper

    def _release_helper(self) -> None:
        """Stop the second worker once no review is under way (it holds a whole Python)."""
        if self.helper is not None and all(j.failed for j in self.jobs.values()):
            self.helper.stop()
            self.helper = None

    def _keep(self, job: ReviewJob, review: Review) -> None:
        """Keep the review in the save and its figure with the game's statistics."""
        app = self.app
        data = review.to_json()
        session = app.session
        try:
            if session is not None and session.save.id == job.save_id:
                session.keep_review(job.seat, data)
            else:
                app.store.keep_review(job.save_id, job.seat, data)
            app.store.stats.note_review(job.save_id, review.figure())
        except Exception as err:  # noqa: BLE001 - a full storage: shown for this visit
            warn(f"the review could not be kept: {err}")
        if self.open is not None and self.open.save.id == job.save_id:
            self.open.save.reviews[job.seat] = data

    def _redraw(self, job: ReviewJob) -> None:
        """Draw again where the job shows: its review, or the result panel of its game."""
        app = self.app
        here = self.open is not None and self.open.save.id == job.save_id
        table = (app.screen == "game" and app.session is not None
                 and app.session.save.id == job.save_id)
        if (app.screen == "review" and here) or table:
            app.draw()

    def job_for(self, save_id: str, seat: int) -> ReviewJob | None:
        return self.jobs.get((save_id, seat))

    def table_job(self, session: Session) -> ReviewJob | None:
        """A review under way of the game at the table (for its result panel)."""
        return next((j for (sid, _), j in self.jobs.items() if sid == session.save.id), None)

    # ----- leaving ---------------------------------------------------------------------------
    def moment(self, step: str) -> None:
        """Open the replay at a moment, seen by the reviewed seat; Back returns here."""
        app, current = self.app, self.open
        if current is None or not step.isdigit():
            return
        app.coach.open_replay(current.save, "review")
        if app.replay is not None and app.screen == "replay":
            app.replay.go(int(step))
            app.replay.viewpoint = current.seat

    def back(self, _: str) -> None:
        app, current = self.app, self.open
        back = current.back if current is not None else "continue"
        self.open = None
        if back == "game" and app.session is not None:
            app.screen, app.focus_next = "game", "review-current"
        elif back == "stats":
            app.screen = "stats"
        else:
            app.screen = "continue"

    def back_from_replay(self) -> None:
        """The replay opened from a moment closes back onto the review."""
        self.app.screen = "review" if self.open is not None else "continue"
