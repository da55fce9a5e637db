"""The contract between the shell's game page and a game's table (``games/<id>/view``).

The page owns the match through its controller; a table only shows views and turns clicks into
actions. It never changes game state itself: it emits ``actionChosen`` and the controller decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from suite.core.game import GameModule
from suite.core.match import Seat


class GameTable(QWidget):
    """Base class of every game's table widget.

    Signals:
        actionChosen(object): the human being served chose a complete, legal action.
        animationsFinished(): the animations of the last ``show_view`` are over; the controller
            waits for it before playing the next bot move, so moves appear at human speed.
        newGameRequested(), backRequested(): buttons of the end screen.
    """

    actionChosen = Signal(object)
    animationsFinished = Signal()
    newGameRequested = Signal()
    backRequested = Signal()

    def __init__(self, module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.module = module
        self.seats = tuple(seats)

    def show_view(self, view: Any, events: Sequence[Any], viewer: int | None) -> None:
        """Shows ``view`` (the state as seat ``viewer`` may know it; None: a spectator, e.g. behind
        the pass-the-screen cover), animating ``events`` (the last transition's; empty when a game
        is opened). Must emit ``animationsFinished`` when done, at once if nothing moves."""
        raise NotImplementedError

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        """Seat ``player`` (a person, the viewer) must act now and may choose among ``legal`` (or any
        action the rules accept); None disables every control."""
        raise NotImplementedError

    def show_hint(self, action: Any) -> None:
        """Highlights what the strongest bot would play (Hint), without playing it."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Re-reads every visible text after a language switch."""
        raise NotImplementedError
