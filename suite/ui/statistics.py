"""Statistics: games played and won, per game and per kind of seat.

Each seat counts (``persistence.stats``): the columns say "players" and "winners", and the note under the table says
that two people in one game are two human players. Headed "Played", a game with two people read as two games played,
beside "Finished games in all: 1"; two testers took it for a miscount.

Counts are shown as Python writes them, never through a Qt call that takes a 32-bit number: a count
above 2^31 (a file edited by hand) once made the dialog fail.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from suite.core.i18n import fmt
from suite.core.match import HUMAN, SEAT_KINDS
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.stats import load_stats
from suite.ui.language import qt_tr
from suite.ui.retranslate import Retranslating


class StatisticsDialog(Retranslating, QDialog):
    def __init__(self, paths: AppPaths, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.note = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(640, 360)
        self.retranslate()

    def _fill(self) -> None:
        loaded = load_stats(self.paths)
        rows = []
        for game_id, game in sorted(loaded.value.games.items()):
            name = qt_tr(REGISTRY.get(game_id).info.name) if game_id in REGISTRY.ids() else game_id
            for kind, tally in sorted(game.seats.items(), key=lambda item: list(SEAT_KINDS).index(item[0])
                                      if item[0] in SEAT_KINDS else 99):  # fmt: skip
                share = f"{100 * tally.won / tally.played:.0f} %" if tally.played else "–"
                rows.append((name, self._kind(kind), str(tally.played), str(tally.won), share))
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if loaded.problem is not None:
            self.note.setText(loaded.problem.describe(qt_tr))
        elif not rows:
            self.note.setText(self.tr("No finished game yet."))
        else:
            total = sum(game.matches for game in loaded.value.games.values())
            each = self.tr("Each player of each game counts once: two people in one game are two human players.")
            self.note.setText(fmt(self.tr("Finished games in all: %1"), total) + "\n" + each)

    def _kind(self, kind: str) -> str:
        """"normal bot", as the saved games and the table say it: "normal" alone did not say it was a bot."""
        level = qt_tr(SEAT_KINDS.get(kind, kind))
        return level if kind == HUMAN else fmt(self.tr("%1 bot", "a bot's level, then bot"), level)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Player type"), self.tr("Players"), self.tr("Winners"), self.tr("Win share")]
        )
        self._fill()
