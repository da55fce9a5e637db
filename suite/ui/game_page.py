"""The game page: the game's table, the log in words, the status line, the pass-the-screen cover.

Everything it shows comes from the controller's frames: the table animates a frame, and only when
the table has shown it do the log and the status line move to it, so the screen tells one moment.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from suite.core.frames import Frame, Transition, continues, ending, history, paragraphs
from suite.core.game import Why
from suite.core.i18n import fmt
from suite.core.match import Match
from suite.ui.art import STATUS_POINTS
from suite.ui.controller import GameController
from suite.ui.language import qt_tr
from suite.ui.move_log import MoveLog, MoveLogDelegate, growth, log_font
from suite.ui.pass_screen import PassScreen
from suite.ui.retranslate import Retranslating
from suite.ui.splitter import TableSplitter
from suite.ui.status_line import StatusLine
from suite.ui.table import GameTable


class CommandButton(QPushButton):
    """A push button for one of the window's commands: its words, tip and state follow the action's. It takes no
    focus, so the keys stay with the table."""

    def __init__(self, action: QAction) -> None:
        super().__init__()
        self.action = action
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clicked.connect(action.trigger)
        action.changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        """The action's words without its menu mnemonic ("&Undo" would give the button an Alt key of its own)."""
        self.setText(self.action.iconText())
        self.setToolTip(self.action.toolTip())
        self.setEnabled(self.action.isEnabled())

    def event(self, event: QEvent) -> bool:
        """A press on the greyed button shows its tip at once: it says why the command cannot be used (Undo
        behind the cover, after a Foreman card), and a person who pressed it and saw nothing happen did not
        think of waiting for a tooltip. It shows at the release: Qt hides a tip at any press or release, so a
        tip shown at the press vanished under the finger still on the button. It stays while the pointer is
        over the button."""
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease) and not self.isEnabled():
            if kind == QEvent.Type.MouseButtonRelease:
                QToolTip.showText(self.mapToGlobal(self.rect().center()), self.toolTip(), self, self.rect())
            return True
        return super().event(event)


class GamePage(Retranslating, QWidget):
    """Shows one match. The controller runs it; this page wires the controller to the widgets."""

    backRequested = Signal()
    newGameRequested = Signal(object)
    gameFinished = Signal(object)
    problem = Signal(str)
    actionsChanged = Signal()
    """What Undo would take back, or whether Hint can answer, may have changed."""

    def __init__(
        self, controller: GameController, parent: QWidget | None = None, table: GameTable | None = None
    ) -> None:
        """``table`` is the game's own unless given (tests give one that records what it is shown)."""
        super().__init__(parent)
        self.controller = controller
        controller.setParent(self)  # goes with the page, and its connections with it
        match = controller.match
        self.names = [seat.name for seat in match.seats]
        if table is None:
            table = importlib.import_module(match.module.table).create_table(match.module, match.seats, self)
        self.table: GameTable = table
        self.log = MoveLog()
        self.log.setObjectName("log")
        self._action: list[Frame | Transition] = []
        """The moments the log's last ``_action_entries`` entries tell: one action, whose next step, if it only
        carries the action on (``frames.continues``), is told with them in the same entries."""
        self._action_entries = 0
        self.log.setWordWrap(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)
        self.log.setItemDelegate(MoveLogDelegate(self.log))
        self.log.setAlternatingRowColors(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_title = QLabel()
        self.status = StatusLine()
        self.status.setObjectName("status")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(120)
        self.busy.setTextVisible(False)
        self.busy.hide()

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        beside_log = self.table.beside_log()
        if beside_log is not None:
            side_layout.addWidget(beside_log)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        splitter = TableSplitter(self.table, side)
        self.status_row = QHBoxLayout()
        self.status_row.addWidget(self.status, 1)
        self.status_row.addWidget(self.busy)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(self.status_row)
        self.cover = PassScreen(self)  # the log and the status line too: they told the last person's secrets
        self.commands: list[CommandButton] = []

        controller.frameReady.connect(self._frame_ready)
        controller.humanToAct.connect(self._human_to_act)
        controller.passScreen.connect(self._pass_screen)
        controller.thinking.connect(self._thinking)
        controller.finished.connect(self._finished)
        controller.hintStarted.connect(self._hint_started)
        controller.hintReady.connect(self._hint)
        controller.hintFailed.connect(lambda: self._set_status("no hint", None))
        controller.problem.connect(self.problem)
        controller.changed.connect(self._changed)
        self.cover.confirmed.connect(controller.uncover)
        self.table.actionChosen.connect(controller.submit)
        self.table.animationsFinished.connect(self._frame_shown)
        self.table.promptChanged.connect(self._step_prompt)
        self.table.newGameRequested.connect(self._new_game)
        self.table.backRequested.connect(self.backRequested)
        self._status_key: tuple[str, Any] = ("", None)
        self.frame: Frame = controller.frame
        """The moment the log and the status line tell (the table's, once it has shown it)."""
        self._incoming: Frame | None = None
        self.retranslate()

    @property
    def match(self) -> Match:
        return self.controller.match

    def add_commands(self, actions: Sequence[QAction]) -> None:
        """A button for each of the window's commands (Undo, Hint) at the end of the status line, enabled, worded
        and explained as the command itself: in the Game menu and on a key alone, a player who never opened the
        menu never found the hint. They are push buttons in the status line's font (``resizeEvent``): as small
        tool buttons in the corner they were still overlooked, and hard to hit."""
        for action in actions:
            button = CommandButton(action)
            self.commands.append(button)
            self.status_row.addWidget(button)

    def start(self) -> None:
        self.controller.start()

    def can_undo(self) -> bool:
        return self.controller.undo_target() is not None

    # -- what the controller says -----------------------------------------------------------------

    def _frame_ready(self, frame: Frame) -> None:
        self._incoming = frame
        self.table.enable_input(None, ())
        self._drop_hint()
        self.table.show_frame(frame)

    def _drop_hint(self) -> None:
        """A new moment is on its way, so the decision a hint was for has been made (or taken back):
        the hint, or the word that one is coming, leaves the status line now. Left there, it stayed
        through the move's animation, as if it were still to be followed."""
        if self._status_key[0] in ("hint", "hinting"):
            self._set_status("", None)

    def _frame_shown(self) -> None:
        """The table has shown the incoming frame: the log and the status line move to it, then the
        game goes on. After an undo or a change of viewer the log is told again for the new viewer."""
        frame, self._incoming = self._incoming, None
        if frame is None:
            return
        previous, self.frame = self.frame, frame
        if frame.viewer != previous.viewer or frame.cursor < previous.cursor:
            self._rebuild_log()
        else:
            self._append_log(frame)
        if not self.cover.isVisible():  # under the cover it goes on saying whom the screen goes to
            self._set_status("", None)  # it told the moment before; the controller says what comes next
        self.controller.table_idle()

    def _human_to_act(self, player: int, legal: Sequence[Any]) -> None:
        """The status line asks first: the table may then tell a step of its own (``_step_prompt``)."""
        self._set_status("prompt", player)
        self.table.enable_input(player, legal)

    def _step_prompt(self, text: Callable[[], str]) -> None:
        """The person's decision moved to another step, or the table's animation to a moment it tells
        (``GameTable.promptChanged``): the status line says so until the frame has been shown."""
        self._set_status("step", text)

    def _changed(self) -> None:
        self.actionsChanged.emit()

    def _new_game(self) -> None:
        self.newGameRequested.emit(self.match.module)

    def _pass_screen(self, player: int) -> None:
        self.cover.cover_for(player, self.names[player])
        self._set_status("pass", player)

    def _thinking(self, player: int | None) -> None:
        """A bot starts thinking, or has made its move (None): "Di is thinking…" stayed on the status line
        while her move was shown and the board already named the next player."""
        self.table.set_thinking(player)
        self.busy.setVisible(player is not None)
        if player is not None:
            self._set_status("thinking", player)
        elif self._status_key[0] == "thinking":
            self._set_status("", None)

    def _finished(self, outcome: Any) -> None:
        if self._reasons_shown() and self.controller.reasons:
            self._rebuild_log()  # the bots' reasons, held back while people played
        self.table.enable_input(None, ())
        self._set_status("over", outcome)
        self.gameFinished.emit(outcome)

    def _hint_started(self) -> None:
        """Says at once that the hint is on its way: the hard bot may think for a while."""
        self._set_status("hinting", None)

    def _hint(self, action: Any, why: Why | None) -> None:
        if not self.table.takes_hint():
            self._drop_hint()
            return
        self.table.show_hint(action, why)
        self._set_status("hint", action)

    # -- the status line and the log ------------------------------------------------------------

    def _set_status(self, kind: str, value: Any) -> None:
        """Remembers what the status says, not its words, so a language switch can say it again.
        The busy indicator runs while a hint is being worked out, and stops when the status moves
        on (the answer, or a new moment: the controller drops a hint that was not answered)."""
        if kind == "hinting":
            self.busy.show()
        elif self._status_key[0] == "hinting" and kind != "thinking":
            self.busy.hide()
        self._status_key = (kind, value)
        narration = self.match.module.narration
        if kind == "prompt":
            text = narration.prompt(self.frame.view, self.names, qt_tr)
        elif kind == "step":
            text = value()
        elif kind == "pass":
            text = fmt(self.tr("Pass the screen to %1."), self.names[value])
        elif kind == "thinking":
            text = fmt(self.tr("%1 is thinking…"), self.names[value])
        elif kind == "over":
            text = narration.result(self.frame.view, self.names, qt_tr)[-1]
        elif kind == "hinting":
            text = self.tr("Hint: the hard bot is thinking…")
        elif kind == "no hint":
            text = self.tr("No hint this time: the hard bot could not work one out.")
        elif kind == "hint":
            # A game tells a decision as an act ("bid 7") or as what is chosen ("a department in
            # Communications"): "the hard bot would %1" read wrong with the second.
            text = fmt(self.tr("Hint from the hard bot: %1."), narration.action(value, qt_tr))
        else:
            text = ""
        self.status.setText(text)

    def _append_log(self, moment: Frame | Transition) -> None:
        """One entry per transition: a duel and all it caused read as one short paragraph. A game's
        narration may start a new one within a transition (``paragraphs``): a Power Struggle director's
        meeting or service turn ran on from the action before it. A step that only carries on the action
        before it is told again with it, in its entries (three dismissals, one line: "3 employees… are
        dismissed"). A bot's reason goes with the move's first paragraph, what the bot did; a move the viewer is
        not told (another's event deck, card by card) leaves no line of its own for its reason, which stood alone
        five times in a row after a bot's deck."""
        narration = self.match.module.narration
        joined = bool(self._action) and self._carries_on(moment.cursor)
        action = [*self._action, moment] if joined else [moment]
        told = Transition(moment.cursor, tuple(event for step in action for event in step.events))
        entries = paragraphs(narration, told, self.names, qt_tr)
        reason = next((said for step in action if (said := self._reason(step.cursor)) is not None), None)
        if reason is not None and entries:
            entries[0].append(reason)
        entries += self._ending(moment.cursor)
        if not entries:
            return  # a step that did nothing to tell leaves the action open
        for _ in range(self._action_entries if joined else 0):
            self.log.takeItem(self.log.count() - 1)
        for lines in entries:
            self._add_entry(" ".join(lines), moment.cursor)
        self._action, self._action_entries = action, len(entries)

    def _ending(self, cursor: int) -> list[list[str]]:
        """The log's last entry, once the moment at ``cursor`` ends the game, from the game's narration when its
        events do not say who won (its optional ``ending``): Buro Crazy's log ended on the piles received, and only
        the final count named the winner."""
        if cursor != self.frame.cursor or not self.frame.is_over:
            return []
        line = ending(self.match.module.narration, self.frame.view, self.names, qt_tr)
        return [] if line is None else [[line]]

    def _carries_on(self, cursor: int) -> bool:
        """Whether the move that led to ``cursor`` carries on the action told before it, as the viewer saw the
        position it was made from (``frames.continues``); not known for a move whose position is lost."""
        match = self.match
        if not hasattr(match.module.narration, "continues") or not match.history_available(cursor - 1):
            return False
        return continues(match.module.narration, match.rules.view(match.state_at(cursor - 1), self.frame.viewer))

    def _reason(self, cursor: int) -> str | None:
        """The bot's reason for the move that led to ``cursor``, when the log tells reasons."""
        reason = self.controller.reasons.get(cursor) if self._reasons_shown() else None
        if reason is None:
            return None
        player, why = reason
        return fmt(self.tr("(%1: “%2”)"), self.names[player], why.told(qt_tr))

    def _add_entry(self, text: str, cursor: int) -> None:
        """An entry of the log, which knows the log position it tells (0: none)."""
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, cursor)
        self.log.addItem(item)
        self.log.scrollToBottom()

    def _reasons_shown(self) -> bool:
        """The bots' reasons are told to spectators of a game among bots, and to people once their game is
        over: a reason tells what a bot expects and plans, which can give away a choice the rules keep
        hidden from the others (a first bid, a bribe's amount) while they still have to play."""
        playing = any(seat.is_human for seat in self.match.seats) and not self.match.is_over()
        return self.controller.explain_bots and not playing

    def show_bot_reasons(self, shown: bool) -> None:
        """The setting ``bot_reasons``: from now on each bot says why it plays its move, and the log tells
        it after the move (the reasons already given come back when the setting is turned on again)."""
        self.controller.explain_bots = shown
        self._rebuild_log()

    def _rebuild_log(self) -> None:
        """The whole log again, as the viewer of the frame on screen saw it, up to that frame
        (after opening a game, an undo, a change of viewer or of language). A game opened from a save that
        did not keep its earlier moves (an older version's save of a game not replayed on load, a game of
        older rules) says so first, rather than seem to begin where the save stood."""
        self.log.clear()
        self._action, self._action_entries = [], 0
        if not all(self.match.events_known(cursor) for cursor in range(1, self.frame.cursor + 1)):
            unknown = self.tr("What happened before is not known: the save this game was opened from did not keep it.")
            self._add_entry(unknown, 0)
        if self._reasons_shown() and self._bot_moves_without_reason():
            self._add_entry(self.tr("The bots' reasons are told for the moves they made in this window since the "
                                    "setting was on: saves do not keep them."), 0)  # fmt: skip
        moments = [moment for moment in history(self.match, self.frame.viewer) if moment.cursor <= self.frame.cursor]
        for moment in moments:
            self._append_log(moment)
        self.table.recall(moments)

    def _bot_moves_without_reason(self) -> bool:
        """Whether a bot's move in the log has no reason: made before the game was opened (a reason is not
        saved) or before the setting was turned on. The log said nothing, and read as if those bots had
        nothing to say."""
        match = self.match
        for cursor in range(1, self.frame.cursor + 1):
            mover = match.rules.to_move(match.state_at(cursor - 1)) if match.history_available(cursor - 1) else None
            if isinstance(mover, int) and not match.seats[mover].is_human and cursor not in self.controller.reasons:
                return True
        return False

    def log_cursor(self) -> int:
        """The log position of the last transition the log tells (0: none)."""
        count = self.log.count()
        return int(self.log.item(count - 1).data(Qt.ItemDataRole.UserRole)) if count else 0

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("What happened"))
        self._rebuild_log()
        kind, value = self._status_key
        if kind:
            self._set_status(kind, value)

    def close_game(self) -> None:
        """Stops the bots and saves; the page can then be dropped."""
        self.controller.close()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The log, its title and its entries, and the status line write in a font that follows the window's
        size (``log_font``), as the table beside them scales its texts with it: at 1920×1080 the status line,
        which says what to do, was the smallest text on the screen. Set on each: under the window's style
        sheet a widget's font does not pass to its children."""
        super().resizeEvent(event)
        font = log_font(self.window().size())
        for widget in (self.log_title, self.log, *self.commands):
            if font != widget.font():
                widget.setFont(font)
        status = f"QLabel#status {{ font-size: {STATUS_POINTS * growth(self.window().size()):.1f}pt; }}"
        if status != self.status.styleSheet():  # the style sheet's size wins over a font set on the widget
            self.status.setStyleSheet(status)

    def closeEvent(self, event: QCloseEvent) -> None:
        """A page closed as a window of its own (tests do so) stops its bots first: the controller
        goes with the page, and a bot thread must never answer an object that is gone."""
        self.close_game()
        super().closeEvent(event)
