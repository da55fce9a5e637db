"""The Buro Crazy table: the widget the shell's game page hosts (the ``GameTable`` contract).

It shows frames, animates their events, and turns the person's clicks and keys into a ``Bid``. It
never changes the game: Confirm emits ``actionChosen`` and the controller decides.

One moment at a time: while a frame is animated, the panels (hand counts and turn markers), the
duel sign and the hand area keep showing the frame before; they move to the new frame together,
when the animation ends, and only then does the page's log and status line follow.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QVBoxLayout, QWidget
from shiboken6 import Shiboken

from suite.core.frames import Frame, Transition
from suite.core.game import GameModule, Why
from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.buro_crazy.rules.events import FiguresPlaced
from suite.games.buro_crazy.rules.queries import follows
from suite.games.buro_crazy.rules.state import BuroState, empty_board
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.animations import Show
from suite.games.buro_crazy.table.captions import captions
from suite.games.buro_crazy.table.hand import twenty_letter
from suite.games.buro_crazy.table.scene import BuroScene
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.board_view import BoardView
from suite.ui.board.buttons import Activatable
from suite.ui.board.tweens import Sequencer
from suite.ui.table import GameTable

animation_speed = 1.0
"""The table's own pace, which the player's setting multiplies (2.0: twice as fast); tests raise it so
that a show takes milliseconds."""

VALUE_KEYS = {
    Qt.Key.Key_1: 0,
    Qt.Key.Key_2: 1,
    Qt.Key.Key_5: 2,
    Qt.Key.Key_0: 3,
    Qt.Key.Key_9: 4,
}
"""The key that puts one card of each value into the bid (the 10 is 0); the 20 also has a letter
(``hand.twenty_letter``: T, or V in French)."""


def card_value(key: Qt.Key) -> int | None:
    """The index of the value a key puts into the bid, if any."""
    if key in VALUE_KEYS:
        return VALUE_KEYS[key]
    return 4 if key == QKeySequence(twenty_letter())[0].key() else None


def key_help() -> list[tuple[str, str]]:
    """Every key the table answers (``keyPressEvent``, ``focusNextPrevChild``) with what it does, in
    the interface's language, for the keyboard shortcuts dialog. The card keys are read from
    ``VALUE_KEYS`` and the twenty's letter, written as the cards show them ("9 / T")."""
    by_value: dict[int, list[str]] = {}
    for key, index in VALUE_KEYS.items():
        by_value.setdefault(index, []).append(QKeySequence(key).toString())
    by_value[4].append(twenty_letter())
    return [
        *((" / ".join(keys), fmt(tr("Put a %1 card into the bid"), VALUES[index])) for index, keys in by_value.items()),
        (tr("Backspace"), tr("Take the smallest card of the bid back")),
        (tr("Esc"), tr("Take every card of the bid back")),
        (tr("Enter"), tr("Confirm the bid; with no bid to make, press what the focus frame is on")),
        (tr("Tab, Shift+Tab"), tr("Move the focus frame over the cards and buttons")),
        (tr("Space"), tr("Press the card or button the focus frame is on")),
    ]


class BuroTable(GameTable):
    """The board, the panels and the bid, in one scaled scene."""

    def __init__(self, module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None,
                 speed: float | None = None) -> None:
        super().__init__(module, seats, parent)
        self.scene = BuroScene(module.rules, self.seats, self._bid_chosen, self.newGameRequested.emit,
                               self.backRequested.emit)
        self.scene.bid_panel.on_departed = lambda: self.promptChanged.emit(self.scene.bid_panel.prompt)
        self.board = BoardView(self.scene, self, min_scale=L.MIN_SCALE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.sequencer = Sequencer(self, animation_speed if speed is None else speed)
        self._show: Show | None = None
        self._incoming: Frame | None = None
        self._generation = 0
        self._focused: Activatable | None = None
        self._thinking: int | None = None
        self._thinking_phase = 0
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(350)
        self._thinking_timer.timeout.connect(self._think)

    @property
    def animation_speed(self) -> float:
        return self.sequencer.speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        self.sequencer.speed = speed

    def set_animation_speed(self, factor: float) -> None:
        """At ``math.inf`` every animation lasts a millisecond (``Sequencer.ms``): the show still runs
        step by step and ends with ``animationsFinished``."""
        self.animation_speed = animation_speed * factor

    @property
    def animating(self) -> bool:
        return self._show is not None

    # -- the contract ------------------------------------------------------------------------------

    def show_frame(self, frame: Frame) -> None:
        self._finish_show()
        self._generation += 1
        self._set_focus(None)
        previous = self.scene.state
        start = self._starting_point(previous, frame.view, frame.events, frame.viewer)
        self._incoming = frame
        if start is None:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._shown_at_once(generation))
            return
        if start is not previous:
            self.scene.sync(start, frame.viewer)
        self.scene.bid_panel.set_prompt(lambda: "")  # "Jules is choosing a bid" while his bid was revealed
        self._show = Show(self.scene, self.sequencer, frame.events, frame.view, self.promptChanged.emit)
        self.sequencer.run(self._show.steps(), self._show_done)

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        if self.frame is None:
            return
        self._set_focus(None)
        if player is None:
            self.scene.show_hand(self.frame.view, self.frame.viewer)
            return
        self.scene.enable_bid(self.frame.view, player)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hint(self, action: Any, why: Why | None = None) -> None:
        """The hard bot's bid goes into the bid area as cards, its reason beside them."""
        if isinstance(action, Bid):
            self.scene.bid_panel.set_hint(action.cards, None if why is None else lambda: why.told(tr))

    def ideal_width(self, height: int) -> int:
        """The scene's aspect ratio at ``height``: any wider only adds margins beside it."""
        return round(height * L.SCENE.width() / L.SCENE.height()) + 2

    def retranslate(self) -> None:
        """Every text is read when painted, so repainting the scene re-reads them all; the waiting
        bid's badge is sized by its label, so it is measured again first."""
        self.scene.pending.relabel()
        self.scene.update()

    def set_thinking(self, player: int | None) -> None:
        """Shows the thinking indicator on ``player``'s panel (None hides it); the shell drives it
        while a bot works."""
        if self._thinking is not None:
            self.scene.panels[self._thinking].set_thinking(-1)
        self._thinking = player
        self._thinking_phase = 0
        if player is None:
            self._thinking_timer.stop()
            return
        self.scene.panels[player].set_thinking(0)
        self._thinking_timer.start()

    # -- animations --------------------------------------------------------------------------------

    def _starting_point(self, previous: BuroState | None, new: BuroState, events: Sequence[Any],
                        viewer: int | None) -> BuroState | None:
        """The position to animate from, or None to show ``new`` at once (a game opened, an undo,
        another seat's view after the screen was passed).

        The figures' placement is animated onto empty steps even on a freshly opened table; any
        other show starts from what is on the table, and only if ``events`` lead from there to ``new``.
        """
        if events and isinstance(events[0], FiguresPlaced):
            return attrs.evolve(new, board=empty_board(), duel=-1, pending=None, pending_hidden=False)
        if previous is None or viewer != self.scene.viewer or not follows(previous, new, events):
            return None
        return previous

    def _show_done(self) -> None:
        self._end_show()
        self.animationsFinished.emit()

    def _finish_show(self) -> None:
        """Jumps to the end of the frame being shown (a new frame arrived before it was over)."""
        if self._show is not None:
            self.sequencer.finish_now()
            self._end_show()
        else:
            self._settle()

    def _end_show(self) -> None:
        show, self._show = self._show, None
        if show is not None:
            show.clear()
        self._settle()

    def _settle(self) -> None:
        """Every part of the table moves to the incoming frame at once: the board, the panels, the
        sign and the hand area."""
        frame, self._incoming = self._incoming, None
        if frame is None:
            return
        self.scene.sync(frame.view, frame.viewer)
        self.scene.show_hand(frame.view, frame.viewer)
        self.frame = frame

    def _shown_at_once(self, generation: int) -> None:
        """A frame with nothing to animate (a game opened, an undo, a screen uncovered) is shown
        from the event loop, like any other, so the page always hears of it after ``show_frame``. The
        memo says what led to the position, as it did when it was played: a game continued showed an
        empty memo where it had just said that the final begins. A move that has nothing to say (a first
        bid, sealed) leaves the memo to the last duel: shown at once because the screen changed hands, it
        had wiped the duel before the person who bid next could read it; after a game is opened or a move
        undone, the page's ``recall`` finds that duel in what happened before."""
        if generation == self._generation and self._show is None and Shiboken.isValid(self):
            self._settle()
            if self.frame is not None:
                told = captions(self.frame.events or self.frame.view.events, self.scene.names())
                if told:
                    self.scene.memo.show_caption(told[max(told)])
            self.animationsFinished.emit()

    def recall(self, moments: Sequence[Transition]) -> None:
        """The memo says what the last move worth a caption said (a duel's end, the final beginning), not
        nothing: the moves after it, sealed bids, have nothing to say."""
        if self._show is not None:
            return
        names = self.scene.names()
        for moment in reversed(moments):
            told = captions(moment.events, names)
            if told:
                self.scene.memo.show_caption(told[max(told)])
                return
        self.scene.memo.show_caption(None)

    def _think(self) -> None:
        if self._thinking is not None:
            self._thinking_phase = (self._thinking_phase + 1) % 4
            self.scene.panels[self._thinking].set_thinking(self._thinking_phase)

    # -- input -------------------------------------------------------------------------------------

    def _bid_chosen(self, cards: C.Cards) -> None:
        self._set_focus(None)
        self.actionChosen.emit(Bid(cards))

    def _set_focus(self, item: Activatable | None) -> None:
        if self._focused is not None:
            self._focused.set_focused(False)
        self._focused = item
        if item is not None:
            item.set_focused(True)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab walks the focus frame over the cards and buttons, then leaves the table."""
        items = self.scene.focusables()
        index = items.index(self._focused) if self._focused in items else -1 if forward else len(items)
        index += 1 if forward else -1
        if 0 <= index < len(items):
            self._set_focus(items[index])
            return True
        self._set_focus(None)
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        panel = self.scene.bid_panel
        if panel.active and (value := card_value(key)) is not None:
            panel.add(value)
        elif panel.active and key == Qt.Key.Key_Backspace:
            panel.take_last()
        elif panel.active and key == Qt.Key.Key_Escape:
            panel.clear()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and panel.active:
            panel.confirm()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focused is not None:
            self._focused.activate()
        else:
            super().keyPressEvent(event)
