"""Pictures of Buro Crazy for outside the table: the launcher's cover and the rules page's board.

Both are painted from the table's own items, so the art always looks like the game being played.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QLinearGradient, QPainter, QPen, QPixmap

from suite.core.game import CHANCE
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.actions import BidMenu
from suite.games.buro_crazy.state import BuroState, Options
from suite.games.buro_crazy.view import layout as L
from suite.games.buro_crazy.view.cards import card_rect, paint_face
from suite.games.buro_crazy.view.palette import HIGHLIGHT, font
from suite.games.buro_crazy.view.scene import BuroScene
from suite.games.buro_crazy.view.texts import tr

SAMPLE_COLOURS = ("red", "blue", "green", "yellow")
SAMPLE_SEED = 4
SAMPLE_DUEL = 10
"""The sample position: the third ground-floor duel about to be fought."""


def sample_position(duel: int = SAMPLE_DUEL, seed: int = SAMPLE_SEED) -> BuroState:
    """A typical game of 4 players played with moderate bids up to duel ``duel`` (of ``SCHEDULE``)."""
    seats = [Seat(str(i + 1), colour) for i, colour in enumerate(SAMPLE_COLOURS)]
    match = Match(MODULE, Options(players=len(seats)), seats, seed)
    rng = Rng(seed)
    while match.to_move() is not None and match.state.duel < duel:
        if match.to_move() is CHANCE:
            match.play_chance()
            continue
        player = match.to_move()
        menu = BidMenu(match.state.hands[player])
        match.apply(menu[rng.randrange(min(len(menu), 36))])
    return match.state


def _board_scene(s: BuroState) -> BuroScene:
    seats = [Seat(str(i + 1), SAMPLE_COLOURS[i % len(SAMPLE_COLOURS)]) for i in range(s.players)]
    scene = BuroScene(seats, lambda cards: None, lambda: None, lambda: None)
    scene.sync(s, None)
    scene.sign.setVisible(False)
    return scene


def _render(scene: BuroScene, pixmap: QPixmap, mode: Qt.AspectRatioMode) -> None:
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(pixmap.rect()), L.BUILDING_AREA, mode)
    painter.end()


def board_picture(width: int, height: int) -> QPixmap:
    """The building with its figures in the middle of a game: the ground-floor duels under way,
    beaten figures left on the steps, cards on the roof and in the kitchen."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor(0, 0, 0, 0))
    _render(_board_scene(sample_position()), pixmap, Qt.AspectRatioMode.KeepAspectRatio)
    return pixmap


def cover_art(width: int, height: int) -> QPixmap:
    """The launcher's picture: the building, a fan of influence cards and the game's name."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("#9fc8e6"))
    _render(_board_scene(sample_position()), pixmap, Qt.AspectRatioMode.KeepAspectRatioByExpanding)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shade = QLinearGradient(0, height * 0.55, 0, height)
    shade.setColorAt(0, QColor(20, 16, 12, 0))
    shade.setColorAt(1, QColor(20, 16, 12, 170))
    painter.fillRect(QRectF(0, 0, width, height), shade)
    card_width = min(width, height) * 0.2
    pivot = QPointF(width - card_width * 1.4, height + card_width * 0.55)
    for i, value in enumerate((1, 2, 5, 10, 20)):
        painter.save()
        painter.translate(pivot)
        painter.rotate(-36 + i * 15)
        paint_face(painter, card_rect(QPointF(0, -card_width * 1.25), card_width), value)
        painter.restore()
    title = tr("Buro Crazy")
    size = height * 0.12
    title_font = font(size, bold=True)
    text_width = QFontMetrics(title_font).horizontalAdvance(title)
    banner = QRectF(width * 0.05, height * 0.05, text_width + size * 0.9, size * 1.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(30, 42, 60, 225))
    painter.drawRoundedRect(banner, size * 0.3, size * 0.3)
    painter.setPen(QPen(HIGHLIGHT, max(1.0, size * 0.08)))
    painter.drawLine(QPointF(banner.left() + size * 0.45, banner.bottom() - size * 0.28),
                     QPointF(banner.right() - size * 0.45, banner.bottom() - size * 0.28))
    painter.setPen(QColor("#ffffff"))
    painter.setFont(title_font)
    painter.drawText(banner.adjusted(0, -size * 0.1, 0, -size * 0.1), Qt.AlignmentFlag.AlignCenter, title)
    painter.end()
    return pixmap
