"""Two people at one screen pass it behind a cover only where one holds what the other may not see: in
Men at Work without the Foreman variant the cover said "for Alice's eyes only" over a table that hid
nothing, and Hint and Undo answered nothing behind it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTimer

from suite.core.match import HUMAN, Match, Seat
from suite.games import REGISTRY
from suite.ui.controller import GameController

MEN_AT_WORK = REGISTRY.get("men-at-work")
SEATS = [Seat("Alice", "red", HUMAN), Seat("Bruno", "blue", HUMAN)]


@pytest.mark.parametrize("foreman", [False, True])
def test_the_screen_is_covered_only_when_the_foreman_hands_are_in_play(qtbot, foreman: bool) -> None:
    options = MEN_AT_WORK.options_type(players=2, foreman=foreman)
    controller = GameController(Match(MEN_AT_WORK, options, SEATS, 3), autosave=lambda m: None, min_thinking_ms=0)
    covers: list[int] = []
    served: list[int] = []

    def cover(player: int) -> None:
        covers.append(player)
        QTimer.singleShot(0, lambda: controller.uncover(player))

    def act(player: int, legal: list[Any]) -> None:
        served.append(player)

    controller.passScreen.connect(cover)
    controller.humanToAct.connect(act)
    controller.frameReady.connect(lambda frame: QTimer.singleShot(0, controller.table_idle))
    controller.start()
    qtbot.waitUntil(lambda: bool(served), timeout=10000)
    controller.close()
    controller.deleteLater()  # its connections hold it: tests/ui/test_pages_go.py counts controllers alive
    qtbot.wait(10)
    assert covers == ([served[0]] if foreman else [])
    assert controller.viewer == served[0], "the person to act sees the table as it is"
