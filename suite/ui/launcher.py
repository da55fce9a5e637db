"""The launcher: every game with its art, and the ways into a game (new, continue, saved).

The game cards share the room beside the buttons: as many columns as make the pictures largest
while every card still fits the height, each picture between ``ART_WIDTHS``. A larger window gets
larger pictures; a small one (1024×700) keeps every card whole. Pictures are painted at the
screen's pixel ratio, so they stay sharp on a screen scaled twice, and first when the cards are laid
out, before the launcher is drawn: each at its size on screen, once.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
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
from suite.ui.covers import Covers
from suite.ui.language import current_language, qt_tr
from suite.ui.retranslate import Retranslating

ART_RATIO = 200 / 320
"""Height over width of a game's picture."""
ART_WIDTHS = (200, 800)
"""The smallest and the largest width of a picture. At 240 the smallest, a window restored at 1022×674 had no
layout that fit, and its cards were squeezed until each one's name lay over its picture."""
CARD_PADDING = 40
"""A card's width beyond its picture's (its frame and margins)."""
GRID_SPACING = 20


class GameCard(Retranslating, QFrame):
    """One game: its art, name, players and length, and its two buttons (which load its code)."""

    newGame = Signal(object)
    rules = Signal(object)

    def __init__(self, entry: GameEntry, registry: Registry, covers: Covers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.registry = registry
        self.covers = covers
        self.setObjectName("gameCard")
        layout = QVBoxLayout(self)
        self.art = QLabel()
        self.art.setObjectName("cover")  # centred by the style sheet (``suite.ui.art.STYLE``)
        self.art_width = ART_WIDTHS[0]
        self.art_language = ""
        """The language the art was painted in: it holds words (the game's name, the floors). Empty
        until the card is first laid out (``CardArea``), which paints it at its size."""
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

    def set_art_width(self, width: int) -> None:
        """Makes the card ``width`` pixels wide for its picture (painted again in ``paint_art``)."""
        self.art_width = width
        self.setFixedWidth(width + CARD_PADDING)
        self.art.setFixedSize(width, round(width * ART_RATIO))

    def height_beside_art(self) -> int:
        """The card's height less its picture's: its name, facts and buttons, margins and spacing
        (read from the parts, as the card's own size hint may not be computed yet)."""
        layout = self.layout()
        margins = layout.contentsMargins()
        parts = (self.name, self.facts, self.new_button)
        for part in (self, *parts):
            part.ensurePolished()
        return (margins.top() + margins.bottom() + 2 * self.frameWidth() + 3 * layout.spacing()
                + sum(part.sizeHint().height() for part in parts))

    def paint_art(self) -> None:
        """Paints the picture at its size on screen, in device pixels: sharp at any scale factor."""
        ratio = self.devicePixelRatioF()
        width, height = self.art_width, round(self.art_width * ART_RATIO)
        pixmap = self.covers.cover(self.entry, round(width * ratio), round(height * ratio), current_language())
        pixmap.setDevicePixelRatio(ratio)
        self.art.setPixmap(pixmap)
        self.art_language = current_language()

    def retranslate(self) -> None:
        if self.art_language not in ("", current_language()):
            self.paint_art()
        info = self.entry.info
        self.name.setText(qt_tr(info.name))
        self.facts.setText(
            fmt(self.tr("%1–%2 players · about %3 minutes"), info.min_players, info.max_players, info.minutes)
        )
        self.new_button.setText(self.tr("New game"))
        self.rules_button.setText(self.tr("Rules"))


class CardArea(QWidget):
    """The game cards, laid out for the room this area has (never asking for more: its minimum
    size is its own, so a small window is not made larger by its cards)."""

    def __init__(self, cards: list[GameCard], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(GRID_SPACING)
        self.setMinimumSize(ART_WIDTHS[0] + CARD_PADDING, 1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for card in cards:
            card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.columns = 0
        self._place(min(3, len(cards)) or 1)
        self._repaint_art = QTimer(self)
        self._repaint_art.setSingleShot(True)
        self._repaint_art.setInterval(120)
        self._repaint_art.timeout.connect(self._paint_arts)

    def _place(self, columns: int) -> None:
        """Lays the cards out in ``columns`` columns, left to right, top to bottom, the rows halfway down the room:
        kept at the top, three cards side by side at 1920×1080 left the lower half of the window bare."""
        self.columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, 1 + index // columns, index % columns)  # the stretches: left, halfway down
        self.grid.setRowStretch(0, 1)
        self.grid.setRowStretch(1 + math.ceil(len(self.cards) / columns), 1)
        self.grid.setColumnStretch(columns, 1)

    def card_layout(self, width: int, height: int) -> tuple[int, int]:
        """(columns, picture width) for ``width`` × ``height`` pixels: the layout whose pictures are
        largest with every card inside; if none fits, the smallest pictures in as many columns as the width
        holds (the cards then run past the bottom, never over each other). A grid with empty places
        counts its pictures smaller by the share it leaves empty: three games side by side fill a wide
        window, where two rows of two would leave a corner and a third of its width bare."""
        extra = max(card.height_beside_art() for card in self.cards)
        fitting = int((width + GRID_SPACING) // (ART_WIDTHS[0] + CARD_PADDING + GRID_SPACING))
        best, best_score = (max(1, min(len(self.cards), fitting)), ART_WIDTHS[0]), 0.0
        for columns in range(1, len(self.cards) + 1):
            rows = math.ceil(len(self.cards) / columns)
            by_width = (width - (columns - 1) * GRID_SPACING) / columns - CARD_PADDING
            by_height = ((height - (rows - 1) * GRID_SPACING) / rows - extra) / ART_RATIO
            art = int(min(by_width, by_height, ART_WIDTHS[1]))
            score = art * len(self.cards) / (rows * columns)
            if art > ART_WIDTHS[0] and score > best_score:
                best, best_score = (columns, art), score
        return best

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.cards:
            return
        columns, art = self.card_layout(self.width(), self.height())
        if columns != self.columns:
            self._place(columns)
        first = not self.cards[0].art_language
        if first or art != self.cards[0].art_width:
            for card in self.cards:
                card.set_art_width(art)
            if first:  # before the launcher is first drawn: no picture appears late or changes size
                self._paint_arts()
            else:
                self._repaint_art.start()

    def _paint_arts(self) -> None:
        for card in self.cards:
            card.paint_art()


class LauncherPage(Retranslating, QFrame):
    """The first page. Emits what the person wants; the window does it. A frame, as a frame paints its
    style sheet background (the green of a games table) without being told to."""

    newGame = Signal(object)
    rules = Signal(object)
    continueGame = Signal()
    savedGames = Signal()
    statistics = Signal()
    settings = Signal()
    quit = Signal()

    def __init__(self, registry: Registry, covers: Covers | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
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

        self.cards = []
        for entry in (e for e in registry.entries() if e.table is not None):
            card = GameCard(entry, registry, covers or Covers())
            card.newGame.connect(self.newGame)
            card.rules.connect(self.rules)
            self.cards.append(card)
        self.card_area = CardArea(self.cards)
        body.addWidget(self.card_area, 1)
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
        from PySide6.QtCore import Qt  # here: PySide builds Qt's hundred enums on first use, 13 ms of a start

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
