"""The computer players' worker: a named PyScript worker running the same package, started
after the menu is up so it never delays it. Moves, hints and a review's decisions are worked
out there from one seat's view; if the worker cannot start or fails, they are worked out on
the page instead, so a game never stops."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from .browser import set_body_flag, start_worker, stop_worker, warn

WORKER_NAME = "bots"


class BotWorker:
    """One worker thread. The app's own (``bots``) serves computers, hints and reviews for
    the whole visit and says on the page's body when it is up; a review may start a second
    one (:mod:`.review_area`) and stop it when it is done."""

    def __init__(self, name: str = WORKER_NAME) -> None:
        self.name = name
        self.worker: Any = None
        self.failed = False
        self.stopped = False
        self._ready: asyncio.Future[Any] | None = None

    def start(self) -> None:
        """Boot the worker in the background, after the menu is already usable."""
        self._ready = asyncio.get_event_loop().create_future()
        flag = self.name == WORKER_NAME

        async def boot() -> None:
            assert self._ready is not None
            try:
                self.worker = await start_worker("./bot_worker.py", self.name,
                                                 "./worker.json")
                if self.stopped:  # stopped while it was starting
                    self.stop()
                if flag:
                    set_body_flag("bots", "ready")
            except Exception as err:  # any failure: think on the main thread instead
                self.failed = True
                warn(f"worker {self.name} unavailable: {err}")
                if flag:
                    set_body_flag("bots", "fallback")
            self._ready.set_result(self.worker)

        asyncio.ensure_future(boot())

    def stop(self) -> None:
        """End the worker's thread (a review's second worker, once the review is done)."""
        self.failed = self.stopped = True
        self.worker = None
        try:
            stop_worker(self.name)
        except Exception as err:  # noqa: BLE001 - a worker left running only costs memory
            warn(f"worker {self.name} could not be stopped: {err}")

    async def up(self) -> bool:
        """Wait until the worker has started: whether it did (a task waiting here may be
        cancelled without touching the start)."""
        if self._ready is None or self.failed:
            return False
        return await asyncio.shield(self._ready) is not None and not self.failed

    async def _worker(self) -> Any:
        if self._ready is None or self.failed:
            return None
        return await self._ready

    async def think(self, game_id: str, view: dict[str, Any], level: str, seed: int) -> str:
        """A computer's move from its own view."""
        worker = await self._worker()
        if worker is not None:
            try:
                return str(await worker.think(game_id, json.dumps(view), level, seed))
            except Exception as err:  # a broken worker must not stop the game
                warn(f"bot worker failed, thinking on the page: {err}")
                self.failed = True
        await asyncio.sleep(0.05)  # let the "thinking" status paint first
        from ..bots import choose as choose_here  # here: the menu's start needs no bots

        return choose_here(game_id, view, level, seed)

    async def hint(self, game_id: str, view: dict[str, Any], seed: int) -> Any:
        """The hint as JSON, from the worker (or on the page if the worker is down)."""
        worker = await self._worker()
        if worker is not None:
            try:
                return json.loads(str(await worker.hint(game_id, json.dumps(view), seed)))
            except Exception as err:  # noqa: BLE001 - fall back to the page
                warn(f"the hint failed in the worker, working on the page: {err}")
        await asyncio.sleep(0.05)  # let "thinking" paint first
        from ..coach.hints import hint as hint_here

        return hint_here(game_id, view, seed).to_json()

    async def rate(self, game_id: str, view: dict[str, Any], played: str, seed: int,
                   params: dict[str, Any], here: bool = True) -> Any:
        """One decision of a game review (:func:`expeditions.coach.review.rate`) as JSON,
        from the worker, or on the page if the worker is down; with ``here`` false a worker
        that is down raises :class:`WorkerDown` instead (a second worker gives up and leaves
        the rest to the first)."""
        worker = await self._worker()
        if worker is not None:
            try:
                return json.loads(str(await worker.rate(game_id, json.dumps(view), played,
                                                        seed, json.dumps(params))))
            except Exception as err:  # noqa: BLE001 - fall back to the page
                warn(f"the review failed in the worker {self.name}: {err}")
                self.failed = self.failed or not here
        if not here:
            raise WorkerDown(self.name)
        await asyncio.sleep(0.02)  # let the progress bar paint first
        from ..coach.review import rate as rate_here

        found = rate_here(game_id, view, played, seed, params)
        return None if found is None else found.to_json()


class WorkerDown(RuntimeError):
    """A worker that could not start or failed, asked not to work on the page instead."""
