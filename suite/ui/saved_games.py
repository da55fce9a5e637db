"""The Saved games dialog: every save with its game, date, players and progress; open or delete.

It lists every file of the saves folder: the autosave of each unfinished game (every match has its
own), the games the player saved himself, finished or not, and the files that cannot be read, with
what is wrong. A finished game's autosave is removed when its page closes (its result is in the
statistics by then), so a finished game is listed only if the player saved it himself. A file made
by a newer version of Ludothèque is listed as such and cannot be opened here (it can be deleted).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from suite.core.i18n import fmt
from suite.core.match import HUMAN, SEAT_KINDS
from suite.games import REGISTRY
from suite.persistence.files import FileProblem
from suite.persistence.paths import AppPaths
from suite.persistence.saves import SaveSummary, delete_save, list_saves
from suite.ui.language import qt_tr
from suite.ui.retranslate import Retranslating


class SavedGamesDialog(Retranslating, QDialog):
    """After ``exec()``, ``chosen`` is the save to open (or None)."""

    def __init__(self, paths: AppPaths, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.chosen: Path | None = None
        self.summaries: list[SaveSummary] = []
        self.table = QTableWidget(0, 4)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        # Rows grow to their wrapped text (five players' names in French took three lines, cut at two).
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.doubleClicked.connect(self._open)
        self.open_button = QPushButton()
        self.open_button.setObjectName("primary")
        self.open_button.clicked.connect(self._open)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self._delete)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.resize(860, 420)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.retranslate()

    def _fill(self) -> None:
        self.summaries = list_saves(self.paths, REGISTRY)
        self.table.setRowCount(len(self.summaries))
        for row, summary in enumerate(self.summaries):
            if summary.newer:
                newer = self.tr("made by a newer version of Ludothèque")
                cells = (summary.path.name, "", newer, summary.problem.describe(qt_tr))
            elif summary.problem is not None:
                cells = (summary.path.name, "", "", summary.problem.describe(qt_tr))
            else:
                when = _when(summary)
                players = ", ".join(self._player(seat.name, seat.kind) for seat in summary.seats)
                game = qt_tr(summary.game_name)
                if summary.is_autosave:
                    game = fmt(self.tr("%1 (autosave)"), game)
                narration = REGISTRY.get(summary.game_id).narration
                progress = self.tr("finished") if summary.over else narration.progress(summary.view, qt_tr)
                cells = (game, when, progress, players)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row)
                self.table.setItem(row, column, item)
        if self.summaries:
            self.table.selectRow(0)
        self._update_buttons()


    def _player(self, name: str, kind: str) -> str:
        """A seat as the list tells it: "Hugo (normal bot)"; "Hugo (normal)" did not say it was a bot."""
        level = qt_tr(SEAT_KINDS.get(kind, kind))
        if kind != HUMAN:
            level = fmt(self.tr("%1 bot", "a bot's level, then bot"), level)
        return f"{name} ({level})"
    def _selected(self) -> SaveSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.summaries[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        selected = self._selected()
        self.open_button.setEnabled(selected is not None and not selected.newer)
        self.delete_button.setEnabled(selected is not None)

    def _open(self) -> None:
        selected = self._selected()
        if selected is not None and not selected.newer:
            self.chosen = selected.path
            self.accept()

    def _delete(self) -> None:
        selected = self._selected()
        if selected is None:
            return
        if selected.problem is None:
            question = fmt(
                self.tr("Delete the game of %1 from %2 for good?"), qt_tr(selected.game_name), _when(selected)
            )
        else:
            question = fmt(self.tr('Delete "%1" for good?'), selected.path.name)
        no = QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.tr("Delete"), question, QMessageBox.StandardButton.Yes | no, no)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_save(selected.path)
        except FileProblem as problem:
            QMessageBox.warning(self, self.tr("Delete"), problem.describe(qt_tr))
        self._fill()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Saved games"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Saved"), self.tr("Progress"), self.tr("Players")]
        )
        self.open_button.setText(self.tr("Open"))
        self.delete_button.setText(self.tr("Delete…"))
        self.close_button.setText(self.tr("Close"))
        self._fill()


def _when(summary: SaveSummary) -> str:
    """When the save was last written, in the player's time zone and the language's own format."""
    return QLocale().toString(summary.updated.astimezone(), QLocale.FormatType.ShortFormat)
