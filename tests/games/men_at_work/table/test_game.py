"""A whole game of Men at Work through the window: one person (seat 0) against two easy bots, to the end banner.

The person acts with real mouse events only (``mouse.decide``). On his turn he clicks "Call the site
inspector"; when the inspector shows a placement (the frame's ``view.ghost``) he takes the piece the ghost
shows and drags it down the ghost's path to its last pose, then lets go (the angle is set, not turned by
the wheel's 5° steps: see ``mouse``). When the inspector finds nothing the card is discarded and the next
one revealed, and he calls the inspector again; after an accident he lifts the first fallen piece off. His
poses are the ghost's within half a pixel, so his tries usually meet the instruction; when one misses he
tries again like anyone. The game takes one to three minutes offscreen.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from typing import Any

import pytest

from suite.core.frames import Frame
from suite.core.match import Match, Seat
from suite.games.men_at_work import MODULE, narration
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules.state import Options
from suite.games.men_at_work.site.pieces import Snapshot
from suite.games.men_at_work.site.placement import Move
from suite.games.men_at_work.table import table as table_module
from suite.games.men_at_work.table.table import MenAtWorkTable
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import qt_tr
from tests.games.men_at_work.table.mouse import decide

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy")]
SEED = 1
SPEED = 8.0
"""The bots' replays run eight ticks of the hand per frame of the screen (the app's fastest finite pace is 2):
the whole game in a few minutes, and every replay still played tick by tick on the table's clock."""
DEADLINE = 600.0
"""Seconds the whole game may take before the test gives up."""


class Replays:
    """Every replay the table runs of a recorded hand (``replay_move``), and the ticks of those that ran to
    their end."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.started: list[Move] = []
        self.finished: list[tuple[Move, int]] = []
        replay = table_module.replay_move

        def counted(live: Any, move: Move) -> Iterator[None]:
            self.started.append(move)
            ticks = 0
            for _ in replay(live, move):
                ticks += 1
                yield
            self.finished.append((move, ticks))

        monkeypatch.setattr(table_module, "replay_move", counted)


def far(a: Snapshot, b: Snapshot) -> float:
    """The largest distance between the same piece in two snapshots (mm); the same pieces in both."""
    poses = {piece.id: piece.pose for piece in b.pieces}
    assert {piece.id for piece in a.pieces} == set(poses), "the same pieces"
    return max((math.hypot(p.pose.x - poses[p.id].x, p.pose.y - poses[p.id].y) for p in a.pieces), default=0.0)


def test_a_person_plays_a_whole_game_against_two_bots_with_the_mouse(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    replays = Replays(monkeypatch)
    match = Match(MODULE, Options(players=3), SEATS, SEED)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    table = page.table
    assert isinstance(table, MenAtWorkTable)
    table.set_animation_speed(SPEED)
    frames: list[Frame] = []
    show = table.show_frame
    monkeypatch.setattr(table, "show_frame", lambda frame: (frames.append(frame), show(frame))[-1])
    asked: list[int] = []
    page.controller.humanToAct.connect(lambda player, legal: asked.append(player))
    over: list[Any] = []
    page.controller.finished.connect(over.append)
    page.start()

    deadline = time.monotonic() + DEADLINE
    done: dict[str, int] = {"inspector": 0, "drag": 0, "lift": 0, "keep": 0}
    while not table.banner.isVisible():
        left_ms = round((deadline - time.monotonic()) * 1000)
        assert left_ms > 0, f"the game did not end in {DEADLINE:.0f} s: {done}, at log position {match.cursor}"
        qtbot.waitUntil(lambda: bool(asked) or table.banner.isVisible(), timeout=left_ms)
        if table.banner.isVisible():
            break
        assert asked == [0], f"only the person is asked: {asked}"
        asked.clear()
        done[decide(qtbot, table)] += 1

    assert match.is_over() and over, "the banner shows the game's end"
    assert done["inspector"] and done["drag"], f"the person called the inspector and built: {done}"
    final = match.state
    assert table.frame.is_over and table.frame.view.site == final.site
    assert far(table.live.snapshot(), final.site) <= 0.5, "the site shown is the game's own"
    assert table.site_view.snapshot == table.live.snapshot()
    result = narration.result(page.frame.view, page.names, qt_tr)
    assert table.banner.title.text() == result[-1] and page.status.text() == result[-1]

    placed = [e for f in frames for e in f.events if isinstance(e, E.PiecePlaced) and e.move is not None]
    by_bots = [e.move for e in placed if e.player != 0]
    by_person = [e.move for e in placed if e.player == 0]
    assert by_bots and by_person, "both the bots and the person placed pieces"
    finished = {id(move): ticks for move, ticks in replays.finished}
    for move in by_bots:
        assert id(move) in finished, "every bot placement was replayed on the table to its end"
        assert finished[id(move)] >= len(move.path), "tick by tick: one tick per target of the hand at least"
    assert not any(m in replays.started for m in by_person), "the person's own placement, shown live, is not replayed"

    logged = [page.log.item(i).text() for i in range(page.log.count())]
    assert logged and all(logged), "the log tells the game"
    assert page.log_cursor() == match.cursor, "the log reached the end"
    page.close()
