"""The contract between the shell's game page and a game's table (``games/<id>/table``).

The page owns the match through its controller; a table only shows frames (a viewer's view of one
moment, with the events that led to it) and turns clicks into actions. It never changes game state
itself: it emits ``actionChosen`` and the controller decides.

A game's table package (``GameModule.table``) offers the shell four functions: ``create_table``
(this widget), ``cover_art`` (the launcher's picture), ``board_picture`` (the rules page's) and
``key_help`` (the table's keys with what they do, for the keyboard shortcuts dialog).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from suite.core.frames import Frame, Transition
from suite.core.game import GameModule, Why
from suite.core.match import Seat
from suite.ui.retranslate import Retranslating


class GameTable(Retranslating, QWidget):
    """Base class of every game's table widget; every hook the page calls is declared here. A language switch
    reaches it as a LanguageChange event, which calls ``retranslate`` (``Retranslating``): nothing called it
    before, and the Men at Work panel kept its English words until the next move.

    Signals:
        actionChosen(object): the human being served chose a complete, legal action.
        animationsFinished(): the table has shown the last frame (its animations are over); the
            page then moves the log and the status line to that frame and the controller takes
            the next step, so moves appear at human speed and the screen shows one moment.
        newGameRequested(), backRequested(): buttons of the end screen.
        promptChanged(text): a decision the person builds in several steps moved to another step,
            or an animation reached a moment worth telling (bids being revealed); ``text()`` says
            what this step asks or what is happening (read again after a language switch), and the
            status line says it instead of what the moment asked at its start, until the next
            moment's own words replace it.
    """

    actionChosen = Signal(object)
    animationsFinished = Signal()
    promptChanged = Signal(object)
    newGameRequested = Signal()
    backRequested = Signal()

    def __init__(self, module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.module = module
        self.seats = tuple(seats)
        self.frame: Frame | None = None
        """The frame the table shows once its animations are over."""

    def show_frame(self, frame: Frame) -> None:
        """Shows ``frame``, animating its events (none when a game is opened, after an undo, or for
        a spectator behind the pass-the-screen cover). Must emit ``animationsFinished`` when done,
        at once if nothing moves; every part of the table (panels, notes, signs, hands) moves to
        the frame by then, not before."""
        self.frame = frame
        self.animationsFinished.emit()

    def recall(self, moments: Sequence[Transition]) -> None:
        """The moves up to the frame shown, as its viewer saw them, told again after a game is opened, an undo or a
        change of viewer: a table that explains the last moment takes it from there (Buro Crazy's memo was empty
        after Continue when the last move was a sealed bid, which it has nothing to say about). Most tables show
        the position alone and have nothing to recall."""

    def shown_cursors(self) -> dict[str, int]:
        """The log position each part of the table shows now, by part (tests check that they agree)."""
        return {"table": self.frame.cursor} if self.frame is not None else {}

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        """Seat ``player`` (a person, the viewer) must act now and may choose among ``legal`` (or any
        action the rules accept); None disables every control."""

    def beside_log(self) -> QWidget | None:
        """A part of the table the page shows above the log, in the column's full width (Men at Work's reserve,
        which the column beside its site had no room left for), or None."""
        return None

    def begun(self) -> list[Any]:
        """The steps of a decision the person has begun on the board and not yet handed to the match,
        so that a hint answers from there: asked from the match alone, it named the first step again
        (Power Struggle's "buy shares" when the person was choosing the certificate)."""
        return []

    def takes_hint(self) -> bool:
        """Whether a hint arriving now is still for the decision on the table. The hard bot may answer
        after the person has made his move on the table but before the move reaches the match (a Men
        at Work piece let go and settling): the hint, and the status line's word of it, are then for a
        move already made."""
        return True

    def show_hint(self, action: Any, why: Why | None = None) -> None:
        """Shows what the strongest bot would play (Hint), without playing it, with its reason
        when the bot gave one (translated when shown: ``why.told(tr)``)."""

    def ideal_width(self, height: int) -> int | None:
        """The width at which the table shows all of itself at ``height`` (a scaled board's aspect
        ratio): the page gives the move log whatever is left. None: no preference."""
        return None

    def set_thinking(self, player: int | None) -> None:
        """Seat ``player``'s bot is thinking (None: nobody is)."""

    def set_animation_speed(self, factor: float) -> None:
        """The player's animation speed (Settings), applied from the next animation on: ``factor``
        times the table's own pace, ``math.inf`` for instant (every frame still ends with
        ``animationsFinished``). A table that does not animate has nothing to change."""

    def retranslate(self) -> None:
        """Re-reads every visible text after a language switch."""
