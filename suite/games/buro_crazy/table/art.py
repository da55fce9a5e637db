"""Pictures of Buro Crazy for outside the table: the launcher's cover and the rules page's board.

Both are painted from the table's own items (building, figures, kitchen, roof), so the art always
looks like the game being played. The position they show is written out here rather than played
through the rules: the launcher paints the cover while the suite starts, and must not wait for the
rules, the bots or the table to load. A test replays the rules to check that it is a real position.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.building import BuildingItem, DuelHighlight, FloorNames
from suite.games.buro_crazy.table.cards import card_rect, paint_face
from suite.games.buro_crazy.table.figures import FigureItem
from suite.games.buro_crazy.table.kitchen import KitchenItem
from suite.games.buro_crazy.table.palette import player_colour
from suite.games.buro_crazy.table.roof import RoofItem
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.banner import paint_title

SAMPLE_COLOURS = ("red", "blue", "green", "yellow")
SAMPLE_BOARD: tuple[tuple[int, ...], ...] = (
    (2, -1, -1, 2, 3, -1, 2, -1, 1, -1, 0, -1, -1, 0, -1, 0),
    (3, 3, 0, 1, -1, 1, -1, 1),
    (-1, -1, 2, 3),
    (-1, -1),
    (-1,),
)
"""Who stands on each space, level by level (steps to boss's suite); -1 is an empty space. It is
a game of 4 played with moderate bids (seed 4) up to its 11th duel, the second on the ground floor."""
SAMPLE_DUEL = (1, 1)
"""(level, office) of the duel about to be fought."""
SAMPLE_BEATEN = frozenset({(0, 0), (0, 3), (0, 4), (0, 6), (0, 8), (0, 10), (0, 13), (0, 15), (1, 5), (1, 7)})
"""(level, space) of the figures that lost their duel and stay there, faded."""
SAMPLE_KITCHEN = (2, 0, 2, 1, 1)
"""The kitchen's cards, as counts of each value (ones to twenties)."""
SAMPLE_ROOF = (4, 11, 8, 5, 6)
"""The roof's cards, likewise."""
BACKGROUND = QColor("#e9e2d3")
"""The table's background, behind the building."""


def _board_scene(labels: bool = True) -> QGraphicsScene:
    """The building part of the table (what both pictures show), set to the sample position; ``labels``: the
    floors' names, and the roof's name and counts beside its stack (the cover has none)."""
    scene = QGraphicsScene()
    scene.setSceneRect(L.SCENE)
    scene.setBackgroundBrush(BACKGROUND)
    highlight = DuelHighlight()
    highlight.set_area(L.duel_area(*SAMPLE_DUEL))
    kitchen = KitchenItem()
    kitchen.set_cards(SAMPLE_KITCHEN)
    roof = RoofItem(labels)
    roof.set_cards(SAMPLE_ROOF)
    building = BuildingItem(named=labels)
    for item in (building, highlight, kitchen, roof, *([FloorNames(building)] if labels else [])):
        scene.addItem(item)
    for level, row in enumerate(SAMPLE_BOARD):
        for space, seat in enumerate(row):
            if seat >= 0:
                figure = FigureItem(seat, player_colour(SAMPLE_COLOURS[seat], seat))
                figure.setPos(L.space(level, space))
                figure.set_beaten((level, space) in SAMPLE_BEATEN)
                scene.addItem(figure)
    return scene


def _render(scene: QGraphicsScene, pixmap: QPixmap, mode: Qt.AspectRatioMode) -> None:
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
    _render(_board_scene(), pixmap, Qt.AspectRatioMode.KeepAspectRatio)
    return pixmap


def cover_art(width: int, height: int) -> QPixmap:
    """The launcher's picture: the building, a fan of influence cards and the game's name."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("#9fc8e6"))
    _render(_board_scene(labels=False), pixmap, Qt.AspectRatioMode.KeepAspectRatioByExpanding)
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
    paint_title(painter, tr("Buro Crazy"), width, height)
    painter.end()
    return pixmap
