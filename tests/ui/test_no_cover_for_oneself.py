"""The pass-the-screen cover comes up when the screen goes to another person, never for the person
already in front of it: Bob was asked to pass the screen to Bob after his own Undo, and Alice to
Alice after a bot had answered her bribe."""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QTimer

from suite.core.match import HUMAN, Match, Seat
from suite.games import REGISTRY
from suite.ui.controller import GameController

POWER_STRUGGLE = REGISTRY.get("power-struggle")
SEATS = [Seat("Ann", "red", HUMAN), Seat("Bea", "blue", HUMAN), Seat("Hugo", "green", "random")]


def test_the_cover_comes_up_only_for_someone_else(qtbot) -> None:
    match = Match(POWER_STRUGGLE, POWER_STRUGGLE.default_options(3), SEATS, 2)
    controller = GameController(match, autosave=lambda m: None, min_thinking_ms=0)
    served: list[int] = []
    covers: list[tuple[int, int | None]] = []
    undone: list[bool] = []

    def cover(player: int) -> None:
        covers.append((player, served[-1] if served else None))
        QTimer.singleShot(0, lambda: controller.uncover(player))

    def act(player: int, legal: list[Any]) -> None:
        served.append(player)
        if len(served) >= 2 and not undone and controller.undo_target() is not None:
            undone.append(True)
            QTimer.singleShot(0, controller.undo)
            return
        QTimer.singleShot(0, lambda: controller.submit(legal[-1]))

    controller.passScreen.connect(cover)
    controller.humanToAct.connect(act)
    controller.frameReady.connect(lambda frame: QTimer.singleShot(0, controller.table_idle))
    controller.start()
    qtbot.waitUntil(lambda: len(served) >= 24, timeout=30000)
    controller.close()
    controller.deleteLater()  # its connections hold it: tests/ui/test_pages_go.py counts controllers alive
    qtbot.wait(10)
    assert undone, "an undo was made on the way"
    assert all(player != before for player, before in covers[1:]), covers
    assert any(a == b for a, b in itertools.pairwise(served)), "a person acted twice in a row"
