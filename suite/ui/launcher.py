"""The launcher: every game with its art, and the ways into a game (new, continue, saved)."""

from __future__ import annotations

import importlib

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from suite.core.i18n import fmt
from suite.core.registry import GameEntry, Registry
from suite.ui.language import current_language, qt_tr
from suite.ui.retranslate import Retranslating

ART_SIZE = (320, 200)


class GameCard(Retranslating, QFrame):
    """One game: its art, name, players and length, and its two buttons (which load its code)."""

    newGame = Signal(object)
    rules = Signal(object)

    def __init__(self, entry: GameEntry, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.registry = registry
        self.setObjectName("gameCard")
        layout = QVBoxLayout(self)
        self.art = QLabel()
        self.art.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.art_language = ""
        """The language the art was painted in: it holds words (the game's name, the floors)."""
        layout.addWidget(self.art)
        self.name = QLabel()
        self.name.setObjectName("gameName")
        self.facts = QLabel()
        self.facts.setObjectName("gameFacts")
        layout.addWidget(self.name)
        layout.addWidget(self.facts)
        buttons = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(lambda: self.newGame.emit(self.registry.get(self.entry.info.id)))
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: self.rules.emit(self.registry.get(self.entry.info.id)))
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.rules_button)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        if self.art_language != current_language():
            self.art_language = current_language()
            self.art.setPixmap(importlib.import_module(self.entry.table).cover_art(*ART_SIZE))
        info = self.entry.info
        self.name.setText(qt_tr(info.name))
        self.facts.setText(
            fmt(self.tr("%1–%2 players · about %3 minutes"), info.min_players, info.max_players, info.minutes)
        )
        self.new_button.setText(self.tr("New game"))
        self.rules_button.setText(self.tr("Rules"))


class LauncherPage(Retranslating, QWidget):
    """The first page. Emits what the person wants; the window does it."""

    newGame = Signal(object)
    rules = Signal(object)
    continueGame = Signal()
    savedGames = Signal()
    statistics = Signal()
    settings = Signal()
    quit = Signal()

    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(36, 28, 36, 28)
        self.title = QLabel("Ludothèque")
        self.title.setObjectName("title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        body = QHBoxLayout()
        outer.addLayout(body, 1)

        side = QVBoxLayout()
        self.continue_button = self._side_button(side, self.continueGame)
        self.continue_button.setObjectName("sidePrimary")
        self.saved_button = self._side_button(side, self.savedGames)
        self.stats_button = self._side_button(side, self.statistics)
        self.settings_button = self._side_button(side, self.settings)
        side.addStretch(1)
        self.quit_button = self._side_button(side, self.quit)
        body.addLayout(side)
        body.addSpacing(24)

        grid = QGridLayout()
        grid.setSpacing(20)
        self.cards = []
        for index, entry in enumerate(e for e in registry.entries() if e.table is not None):
            card = GameCard(entry, registry)
            card.newGame.connect(self.newGame)
            card.rules.connect(self.rules)
            card.setFixedWidth(ART_SIZE[0] + 40)
            card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
            grid.addWidget(card, index // 3, index % 3, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.cards.append(card)
        grid.setRowStretch(grid.rowCount(), 1)
        grid.setColumnStretch(3, 1)
        body.addLayout(grid, 1)
        self.retranslate()

    def _side_button(self, layout: QVBoxLayout, signal: Signal) -> QPushButton:
        button = QPushButton()
        button.setObjectName("side")
        button.setMinimumWidth(220)
        button.clicked.connect(signal)
        layout.addWidget(button)
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, as Space does: outside a dialog a Qt button ignores Enter,
        which then comes here."""
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            focused.click()
        else:
            super().keyPressEvent(event)

    def set_continue_available(self, available: bool) -> None:
        self.continue_button.setEnabled(available)

    def retranslate(self) -> None:
        self.subtitle.setText(self.tr("Board games to play against bots or with friends on one screen"))
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setToolTip(self.tr("Resume the game you played last, where you left it"))
        self.saved_button.setText(self.tr("Saved games"))
        self.stats_button.setText(self.tr("Statistics"))
        self.settings_button.setText(self.tr("Settings"))
        self.quit_button.setText(self.tr("Quit"))
