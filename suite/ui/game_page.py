"""The game page: the game's table, the log in words, the status line, the pass-the-screen cover."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QProgressBar, QSplitter, QVBoxLayout, QWidget

from suite.core.i18n import fmt
from suite.core.match import Match
from suite.ui.controller import GameController
from suite.ui.language import qt_tr
from suite.ui.pass_screen import PassScreen
from suite.ui.retranslate import Retranslating
from suite.ui.table import GameTable


class GamePage(Retranslating, QWidget):
    """Shows one match. The controller runs it; this page wires the controller to the widgets."""

    backRequested = Signal()
    newGameRequested = Signal(object)
    gameFinished = Signal(object)
    problem = Signal(str)
    undoChanged = Signal(bool)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        match = controller.match
        self.names = [seat.name for seat in match.seats]
        view_module = importlib.import_module(match.module.view)
        self.table: GameTable = view_module.create_table(match.module, match.seats, self)
        self.log = QListWidget()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_title = QLabel()
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(120)
        self.busy.setTextVisible(False)
        self.busy.hide()

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1100, 300])
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.busy)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(status_row)
        self.cover = PassScreen(self.table)

        controller.shown.connect(self._shown)
        controller.humanToAct.connect(self._human_to_act)
        controller.passScreen.connect(lambda p: self.cover.cover_for(p, self.names[p]))
        controller.thinking.connect(self._thinking)
        controller.finished.connect(self._finished)
        controller.hintReady.connect(self._hint)
        controller.problem.connect(self.problem)
        controller.changed.connect(lambda: self.undoChanged.emit(self.can_undo()))
        self.cover.confirmed.connect(controller.uncover)
        self.table.actionChosen.connect(controller.submit)
        self.table.animationsFinished.connect(controller.table_idle)
        self.table.newGameRequested.connect(lambda: self.newGameRequested.emit(match.module))
        self.table.backRequested.connect(self.backRequested)
        self._status_key: tuple[str, Any] = ("", None)
        self.retranslate()
        self._rebuild_log()

    @property
    def match(self) -> Match:
        return self.controller.match

    def start(self) -> None:
        self.controller.start()

    def can_undo(self) -> bool:
        return self.controller.undo_target() is not None

    # -- what the controller says -----------------------------------------------------------------

    def _shown(self, view: Any, events: Sequence[Any], viewer: int | None) -> None:
        self.table.enable_input(None, ())
        self.table.show_view(view, events, viewer)
        self._append_log(events)

    def _human_to_act(self, player: int, legal: Sequence[Any]) -> None:
        self.table.enable_input(player, legal)
        self._set_status("prompt", player)

    def _thinking(self, player: int | None) -> None:
        set_thinking = getattr(self.table, "set_thinking", None)
        if set_thinking is not None:
            set_thinking(player)
        self.busy.setVisible(player is not None)
        if player is not None:
            self._set_status("thinking", player)

    def _finished(self, outcome: Any) -> None:
        self.table.enable_input(None, ())
        self._set_status("over", outcome)
        self.gameFinished.emit(outcome)

    def _hint(self, action: Any) -> None:
        self.table.show_hint(action)
        self._set_status("hint", action)

    # -- the status line and the log ------------------------------------------------------------

    def _set_status(self, kind: str, value: Any) -> None:
        """Remembers what the status says, not its words, so a language switch can say it again."""
        self._status_key = (kind, value)
        narration = self.match.module.narration
        if kind == "prompt":
            text = narration.prompt(self.match.state, self.names, qt_tr)
        elif kind == "thinking":
            text = fmt(self.tr("%1 is thinking…"), self.names[value])
        elif kind == "over":
            text = narration.result(self.match.state, self.names, qt_tr)[-1]
        elif kind == "hint":
            text = fmt(self.tr("Hint: the hard bot would %1."), narration.action(value, qt_tr))
        else:
            text = ""
        self.status.setText(text)

    def _append_log(self, events: Sequence[Any]) -> None:
        """One entry per transition: a duel and all it caused read as one short paragraph."""
        narration = self.match.module.narration
        lines = [line for event in events if (line := narration.event(event, self.names, qt_tr))]
        if lines:
            self.log.addItem(" ".join(lines))
            self.log.scrollToBottom()

    def _rebuild_log(self) -> None:
        """The whole log again from the match's history (after opening a game, an undo, a language switch)."""
        self.log.clear()
        match = self.match
        for cursor in range(1, match.cursor + 1):
            if match.history_available(cursor):
                self._append_log(match.state_at(cursor).events)

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("What happened"))
        self._rebuild_log()
        kind, value = self._status_key
        if kind:
            self._set_status(kind, value)

    def close_game(self) -> None:
        """Stops the bots and saves; the page can then be dropped."""
        self.controller.close()
