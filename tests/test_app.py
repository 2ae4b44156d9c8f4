"""The app controller, driven as the page drives it (commands and form fields), without a
browser (:mod:`tests.support.fake_page`)."""

from __future__ import annotations

import asyncio
import sys
import time

import pytest

from expeditions import registry
from expeditions.saves import KEY_PREFIX
from tests.support.fake_page import fake_page, settle, stub_browser_modules

pytestmark = pytest.mark.fast

stub_browser_modules()  # before the app's modules are imported (they import the page's)

#: asyncio.run needs WebAssembly stack switching, which Pyodide under Node lacks
needs_event_loop = pytest.mark.skipif(sys.platform == "emscripten",
                                      reason="no asyncio.run in Pyodide under Node")


def test_an_unknown_command_raises_and_the_page_says_something_broke() -> None:
    from expeditions.web.commands import UnknownCommand

    with fake_page() as page:
        from expeditions.web.app import App

        app = App(object())
        app.render()
        with pytest.raises(UnknownCommand):
            app.commands.dispatch("teleport:home")
        app.command("teleport:home")
        assert page.tree is not None and "screen-error" in page.tree.to_html()
        assert page.errors and "teleport" in page.errors[-1]


def test_a_verb_claimed_by_two_areas_is_refused() -> None:
    from expeditions.web.commands import Commands

    commands = Commands()
    commands.add({"menu": lambda _: None})
    with pytest.raises(ValueError):
        commands.add({"menu": lambda _: None})


@pytest.mark.slow
@needs_event_loop
def test_every_control_on_every_screen_has_a_handler() -> None:
    """Menu, rules, statistics, Continue, each game's form and table (and its replay): every
    ``data-cmd`` on them is a command some area of the app handles."""
    async def visit() -> set[str]:
        from expeditions.web.app import App

        with fake_page() as page:
            app = App(object())
            seen: set[str] = set()
            for cmd in ["menu", "rules", "stats", "stats-reset", "menu", "continue"]:
                app.command(cmd)
                seen.update(page.commands())
            for game_id in registry.game_ids():
                app.command(f"new:{game_id}")
                seen.update(page.commands())
                app.field("seat-1-kind", "computer")
                app.command("start")
                await settle(0.5)
                seen.update(page.commands())
                app.command("rules-open")
                seen.update(page.commands())
                app.command("rules-close")
                app.command("leave")
            app.command("continue")
            seen.update(page.commands())
            first = next(c for c in page.commands() if c.startswith("replay:"))
            app.command(first)
            seen.update(page.commands())
            assert not page.errors, page.errors
            verbs = app.commands.verbs()
        return {c for c in seen if c.partition(":")[0] not in verbs}

    assert asyncio.run(visit()) == set()


@pytest.mark.slow
@needs_event_loop
def test_a_game_against_the_computer_plays_to_the_end_from_the_menu() -> None:
    async def play() -> tuple[bool, list[str]]:
        from expeditions.web.app import App

        with fake_page() as page:
            app = App(object())
            app.render()
            app.command("new:pebble-race")
            app.field("seat-1-kind", "computer")
            app.field("seat-1-level", "easy")
            app.command("start")
            for _ in range(40):
                await settle()
                moves = [c for c in page.commands() if c.startswith("act:")]
                if not moves:
                    break
                app.command(moves[0])
            assert app.session is not None
            saved = page.storage.get(KEY_PREFIX + app.session.save.id)
            return app.session.game.is_over(), [saved or "", *page.errors]

    over, (saved, *errors) = asyncio.run(play())
    assert over and saved and not errors


@needs_event_loop
@pytest.mark.parametrize("stored, least, most", [(None, 0.55, 5.0), ("0", 0.0, 0.3),
                                                 ("fast", 0.55, 5.0), ("-1", 0.55, 5.0)])
def test_a_computers_move_stays_up_before_its_next_unless_the_tests_pace_says_otherwise(
        stored: str | None, least: float, most: float) -> None:
    """Lost Cities' computer plays a card then draws: the card stays on screen for
    :data:`~expeditions.web.widgets.FOLLOW_SECONDS` before the draw replaces it. The
    storage's pace (for browser tests only) shortens that; a value out of range does not."""
    from expeditions.session import Session
    from expeditions.web.widgets import PACE_KEY

    async def play() -> list[tuple[int, float]]:
        from expeditions.web.app import App

        with fake_page() as page:
            if stored is not None:
                page.storage.set(PACE_KEY, stored)
            app = App(object())
            app.render()
            app.command("new:lost-cities")
            app.field("seat-1-kind", "computer")
            app.field("seat-1-level", "easy")
            app.field("option-start", "p2")
            app.command("start")
            await settle()
            return moves

    moves: list[tuple[int, float]] = []
    act = Session.act

    def timed(self: Session, seat: int, action: str) -> None:
        moves.append((seat, time.monotonic()))
        act(self, seat, action)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Session, "act", timed)
        asyncio.run(play())
    assert [seat for seat, _ in moves] == [1, 1]  # the computer's card, then its draw
    assert least <= moves[1][1] - moves[0][1] <= most


@needs_event_loop
@pytest.mark.parametrize("stored, least, most", [(None, 1.9, 3.0), ("0.25", 0.45, 0.9)])
def test_each_frame_of_a_drive_stays_up_for_its_time_times_the_tests_pace(
        stored: str | None, least: float, most: float) -> None:
    """A drive of three frames is drawn frame by frame: 0.4 s, 0.4 s, then the last frame
    1.2 s (:data:`~expeditions.web.widgets.FRAME_SECONDS`), each scaled by the pace."""
    from expeditions.web import table_area
    from expeditions.web.i18n import Phrase
    from expeditions.web.widgets import PACE_KEY, Playback

    async def play() -> tuple[list[int], float]:
        from expeditions.web.app import App

        with fake_page() as page, pytest.MonkeyPatch.context() as patch:
            if stored is not None:
                page.storage.set(PACE_KEY, stored)
            app = App(object())
            drawn: list[int] = []
            drive = Playback("drive", 3, Phrase("status.to_play"))
            patch.setattr(app, "tree", lambda: None)
            patch.setattr(app, "render", lambda: None)
            patch.setattr(table_area, "mount", lambda *_: drawn.append(drive.frame))
            app.screen = "game"
            app.table.playback = drive
            started = time.monotonic()
            await table_area.TableArea(app).playback_loop()
            return drawn, time.monotonic() - started

    drawn, seconds = asyncio.run(play())
    assert drawn == [1, 2, 2]  # frames 1 and 2 drawn after their wait; the last one ends it
    assert least <= seconds <= most
