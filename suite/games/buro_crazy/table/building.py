"""The office building in cross-section, painted once: sky, floors, offices, kitchen, steps, roof.

Only what never changes during a game is painted here; figures, the kitchen's cards, the roof's
stack and the duel's highlight are separate items on top.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.table import kitchen
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.palette import (
    FACADE,
    FACADE_DARK,
    HIGHLIGHT,
    INK,
    KITCHEN_WALL,
    MUTED_INK,
    ROOM_WALLS,
    SKY_BOTTOM,
    SKY_TOP,
    SLAB,
    STONE,
    STONE_DARK,
    WINDOW,
    WOOD,
)
from suite.games.buro_crazy.table.texts import level_title
from suite.ui.board.fonts import fitted, font


def window_rect(level: int, room: QRectF) -> QRectF:
    """The window of an office ``room`` of ``level``: the boss's suite has a wide one, off centre (his desk
    stands at its right)."""
    if level == 4:
        return QRectF(room.center().x() - 20, room.top() + WINDOW_TOP, 80, 40)
    return QRectF(room.center().x() - 22, room.top() + WINDOW_TOP, 44, 30)


def _window(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#7d6a55"), 2.5))
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, WINDOW.lighter(108))
    sky.setColorAt(1, WINDOW.darker(106))
    painter.setBrush(sky)
    painter.drawRect(rect)
    painter.drawLine(QPointF(rect.center().x(), rect.top()), QPointF(rect.center().x(), rect.bottom()))
    painter.drawLine(QPointF(rect.left(), rect.center().y()), QPointF(rect.right(), rect.center().y()))


def _desk(painter: QPainter, x: float, floor: float, width: float) -> None:
    """A desk seen from the front, with a screen on it."""
    painter.setPen(QPen(WOOD.darker(160), 1.2))
    painter.setBrush(WOOD)
    painter.drawRect(QRectF(x - width / 2, floor - 26, width, 6))
    painter.drawRect(QRectF(x - width / 2 + 3, floor - 20, 5, 20))
    painter.drawRect(QRectF(x + width / 2 - 8, floor - 20, 5, 20))
    painter.setBrush(QColor("#3c4450"))
    painter.drawRect(QRectF(x - 9, floor - 42, 18, 13))
    painter.drawRect(QRectF(x - 2, floor - 29, 4, 3))


def _plant(painter: QPainter, x: float, floor: float, size: float = 1.0) -> None:
    painter.setPen(QPen(QColor("#7a4a2a"), 1))
    painter.setBrush(QColor("#b5653a"))
    painter.drawRect(QRectF(x - 6 * size, floor - 12 * size, 12 * size, 12 * size))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#4c8b3f"))
    for dx, dy, r in ((-5, -18, 7), (5, -19, 7), (0, -26, 7), (-2, -14, 5)):
        painter.drawEllipse(QPointF(x + dx * size, floor + dy * size), r * size, r * size)


PLAQUE_PADDING = 14.0
"""The plaque's width beyond its text."""
PLAQUE_HEIGHT = L.BOARD_TEXT + 4
"""A plaque's height: its text's line and no more (a font of ``BOARD_TEXT`` units is 31 units high)."""
WINDOW_TOP = 24.0
"""How far below a room's top its window begins: the plaques above end higher (``_plaque_spot``)."""


def _plaque_spot(level: int, width: float) -> QRectF:
    """Where a floor's name hangs: the top left corner of its first room, as on the printed board (a long name runs
    on over the wall into the next room rather than be cut).

    A plaque hangs from the floor's top edge, over its ceiling wall, and is no taller than its text: it
    ends above the rooms' windows (``WINDOW_TOP``). Lower and taller, it covered a window in every room it
    hung in (the boss's suite's, and in late duels the office beside a waiting bid)."""
    first = L.offices(level)[0]
    return QRectF(first.left() + 4, first.top() - L.WALL, width, PLAQUE_HEIGHT)


def _label(painter: QPainter, plaque: QRectF, text: str) -> None:
    """A floor's name on a plaque, over whatever is painted there."""
    painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
    painter.setBrush(QColor(255, 255, 255, 200))
    painter.drawRoundedRect(plaque, 6, 6)
    painter.setPen(MUTED_INK)
    painter.setFont(fitted(text, plaque.width() - PLAQUE_PADDING, L.BOARD_TEXT, bold=True))
    painter.drawText(plaque, Qt.AlignmentFlag.AlignCenter, text)


def _spot(painter: QPainter, foot: QPointF) -> None:
    """A worn patch on the floor: where a figure stands when the space is taken."""
    painter.setPen(QPen(QColor(0, 0, 0, 45), 1))
    painter.setBrush(QColor(0, 0, 0, 28))
    painter.drawEllipse(foot, 21, 5.5)


class BuildingItem(QGraphicsItem):
    """The painted board. Its labels are translated at paint time, so a repaint re-reads them.

    A waiting first bid lies above its figure, in the band where a room's plaque hangs: in the first room of a floor
    it covers the floor's name, which is then not written (``covered``), as a card laid on a board hides its print;
    the duel's sign names that floor meanwhile. The name used to move to the far end of its floor, and three testers
    took it for a stray second label or found the jump odd."""

    def __init__(self, keep_clear: Callable[[], QRectF | None] = lambda: None, named: bool = True) -> None:
        """``keep_clear``: what the waiting bid covers, asked at paint time (the bid's label changes with the
        language); whoever moves it repaints the floors' names.
        ``named``: the steps' name is written, as the floors' are by ``FloorNames`` (the launcher's cover leaves
        them out: its title plate hid one,
        a figure another)."""
        super().__init__()
        self.keep_clear = keep_clear
        self.named = named

    def plaque(self, level: int) -> QRectF:
        """Where the name of ``level`` is written, in board units: the steps' on their upper tread,
        above the figures and their bids; a floor's at the top left of its first room."""
        width = QFontMetrics(font(L.BOARD_TEXT, bold=True)).horizontalAdvance(level_title(level))
        if level == 0:
            tread = L.STAIR_TREADS[0]
            return QRectF(tread.left() + PLAQUE_PADDING, tread.top(), width, tread.height())
        return _plaque_spot(level, width + PLAQUE_PADDING)

    def covered(self, level: int) -> bool:
        """Whether a waiting bid lies over the name of floor ``level`` (the steps' name is never under one)."""
        waiting = self.keep_clear()
        return level > 0 and waiting is not None and self.plaque(level).intersects(waiting)

    def boundingRect(self) -> QRectF:
        return L.BUILDING_AREA

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._sky(painter)
        for level in (4, 3, 2, 1):
            self._floor(painter, level)
        self._terraces(painter)
        self._roof(painter)
        self._steps(painter)

    def _sky(self, painter: QPainter) -> None:
        area = L.BUILDING_AREA
        sky = QLinearGradient(area.topLeft(), area.bottomLeft())
        sky.setColorAt(0, SKY_TOP)
        sky.setColorAt(0.75, SKY_BOTTOM)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(sky)
        painter.drawRoundedRect(area, 14, 14)
        painter.setBrush(QColor(255, 255, 255, 170))
        for cx, cy, s in ((170, 290, 1.0), (965, 215, 0.8), (1080, 330, 0.6)):
            for dx, dy, r in ((-30, 6, 22), (0, -6, 30), (32, 4, 24), (8, 10, 26)):
                painter.drawEllipse(QPointF(cx + dx * s, cy + dy * s), r * s, r * s * 0.8)
        skyline = QColor("#b7c7d4")
        painter.setBrush(skyline)
        for x, top, w in ((24, 420, 34), (60, 380, 44), (1064, 360, 40), (1106, 430, 42)):
            painter.drawRect(QRectF(x, top, w, L.BASE_SLAB.top() - top))
        painter.setBrush(QColor("#d2dde5"))
        for x, top, w in ((24, 420, 34), (60, 380, 44), (1064, 360, 40), (1106, 430, 42)):
            for wy in range(int(top) + 12, int(L.BASE_SLAB.top()) - 10, 22):
                painter.drawRect(QRectF(x + 6, wy, w - 12, 8))

    def _floor(self, painter: QPainter, level: int) -> None:
        left, right = L.FLOOR_SPANS[level]
        outer = QRectF(left, L.FLOOR_TOP[level], right - left, L.FLOOR_HEIGHT[level])
        painter.setPen(QPen(FACADE_DARK.darker(130), 1.5))
        painter.setBrush(FACADE)
        painter.drawRect(outer)
        rooms = list(L.offices(level))
        if level == 2:
            rooms.append(L.kitchen())
        for rect in rooms:
            self._room(painter, level, rect, rect == L.kitchen() if level == 2 else False)
        slab = QRectF(outer.left() - 4, outer.bottom() - 5, outer.width() + 8, 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SLAB)
        painter.drawRect(slab)

    def _room(self, painter: QPainter, level: int, rect: QRectF, is_kitchen: bool) -> None:
        wall = KITCHEN_WALL if is_kitchen else ROOM_WALLS[level]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(wall)
        painter.drawRect(rect)
        floor = rect.bottom()
        painter.setBrush(wall.darker(112))
        painter.drawRect(QRectF(rect.left(), floor - 14, rect.width(), 14))
        if is_kitchen:
            self._kitchen_decor(painter, rect)
            return
        if level == 4:
            painter.setBrush(QColor("#9b2f3a"))
            painter.drawRect(QRectF(rect.left() + 10, floor - 10, rect.width() - 20, 8))
            _window(painter, window_rect(level, rect))
            _desk(painter, rect.left() + rect.width() * 0.7, floor - 6, 80)
            _plant(painter, rect.right() - 14, floor - 4, 1.2)
            _spot(painter, L.space(4, 0))
            return
        cx = rect.center().x()
        _window(painter, window_rect(level, rect))
        _desk(painter, cx, floor - 6, 44)
        if rect.width() > 300:
            _plant(painter, rect.left() + 18, floor - 4)
            _plant(painter, rect.right() - 18, floor - 4)
        for i in (0, 1):
            foot = QPointF(rect.left() + rect.width() * (0.25 if i == 0 else 0.75), floor - 6)
            _spot(painter, foot)

    def _kitchen_decor(self, painter: QPainter, rect: QRectF) -> None:
        """Tiles, and the counter on which the kitchen's cards are laid out."""
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1))
        for x in range(int(rect.left()) + 16, int(rect.right()), 16):
            painter.drawLine(QPointF(x, rect.top() + 30), QPointF(x, rect.bottom() - kitchen.COUNT_HEIGHT - 4))
        for y in range(int(rect.top()) + 30, int(rect.bottom()) - int(kitchen.COUNT_HEIGHT) - 4, 16):
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        counter = kitchen.COUNT_HEIGHT + 4
        painter.setPen(QPen(WOOD.darker(150), 1.2))
        painter.setBrush(QColor("#d9d2c3"))
        painter.drawRect(QRectF(rect.left() + 4, rect.bottom() - counter, rect.width() - 8, 6))
        painter.setBrush(QColor("#8fa3ad"))
        painter.drawRect(QRectF(rect.left() + 4, rect.bottom() - counter + 6, rect.width() - 8, counter - 8))

    def _terraces(self, painter: QPainter) -> None:
        """The flat roofs where a narrower floor steps back from a wider one: a railing and plants."""
        for lower, upper in ((1, 2), (2, 3), (3, 4)):
            top = L.FLOOR_TOP[lower]
            for a, b in ((L.FLOOR_SPANS[lower][0], L.FLOOR_SPANS[upper][0]),
                         (L.FLOOR_SPANS[upper][1], L.FLOOR_SPANS[lower][1])):
                painter.setPen(QPen(QColor("#7b7b7b"), 1.4))
                painter.drawLine(QPointF(a + 2, top - 12), QPointF(b - 2, top - 12))
                for x in range(int(a) + 4, int(b), 12):
                    painter.drawLine(QPointF(x, top - 12), QPointF(x, top))
                _plant(painter, (a + b) / 2, top, 0.8)

    def _roof(self, painter: QPainter) -> None:
        terrace = L.ROOF_TERRACE
        painter.setPen(QPen(SLAB.darker(120), 1.2))
        painter.setBrush(STONE_DARK)
        painter.drawRect(terrace)
        top, right, left = terrace.top(), terrace.right(), terrace.left()
        painter.setBrush(QColor("#8d8d8d"))
        painter.drawRect(QRectF(right - 56, top - 52, 34, 30))
        painter.drawLine(QPointF(right - 52, top - 22), QPointF(right - 52, top))
        painter.drawLine(QPointF(right - 26, top - 22), QPointF(right - 26, top))
        painter.setPen(QPen(QColor("#5d5d5d"), 2))
        painter.drawLine(QPointF(left + 30, top), QPointF(left + 30, top - 70))
        painter.drawLine(QPointF(left + 20, top - 58), QPointF(left + 40, top - 58))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d23c3c"))
        painter.drawEllipse(QPointF(terrace.left() + 30, terrace.top() - 72), 3, 3)

    def _steps(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SLAB)
        painter.drawRect(L.BASE_SLAB)
        for tread in L.STAIR_TREADS:
            face = QLinearGradient(tread.topLeft(), tread.bottomLeft())
            face.setColorAt(0, STONE.lighter(106))
            face.setColorAt(1, STONE_DARK)
            painter.setPen(QPen(STONE_DARK.darker(130), 1))
            painter.setBrush(face)
            painter.drawRect(tread)
        landing = L.STEPS_LANDING
        painter.setBrush(STONE)
        painter.drawRoundedRect(landing, 6, 6)
        painter.setFont(font(L.BOARD_TEXT, bold=True))
        for office in range(8):
            plate = L.double_space(office).adjusted(5, 0, -5, 0)
            painter.setPen(QPen(STONE_DARK.darker(125), 1.2))
            painter.setBrush(STONE.lighter(112) if office % 2 == 0 else STONE.lighter(104))
            painter.drawRoundedRect(plate, 8, 8)
            painter.setPen(QPen(STONE_DARK, 1, Qt.PenStyle.DashLine))
            middle = plate.center().x()
            painter.drawLine(QPointF(middle, plate.top() + 6), QPointF(middle, plate.top() + 22))
            for i in (0, 1):
                _spot(painter, L.space(0, 2 * office + i))
            painter.setPen(INK)
            number = QRectF(middle - 20, plate.top() + 24, 40, L.BOARD_TEXT + 6)
            painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(office + 1))
        if self.named:
            painter.setPen(INK)
            painter.drawText(self.plaque(0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, level_title(0))


class FloorNames(QGraphicsItem):
    """The floors' names on their plaques, above the duel's golden frame: they hang from each floor's top edge,
    where the frame runs, and painted with the building they were cut through by it."""

    def __init__(self, building: BuildingItem) -> None:
        super().__init__()
        self.building = building
        self.setZValue(16)

    def boundingRect(self) -> QRectF:
        return L.BUILDING_AREA

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for level in (4, 3, 2, 1):
            if not self.building.covered(level):
                _label(painter, self.building.plaque(level), level_title(level))


class DuelHighlight(QGraphicsItem):
    """A golden frame around the two spaces of the current duel."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(15)

    def set_area(self, rect: QRectF | None) -> None:
        self.prepareGeometryChange()
        self._rect = rect if rect is not None else QRectF()
        self.setVisible(rect is not None)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-10, -10, 10, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor(255, 214, 80, 40)))
        for width, alpha in ((10.0, 60), (5.0, 140), (2.5, 255)):
            colour = QColor(HIGHLIGHT)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(self._rect, 8, 8)
            painter.setBrush(Qt.BrushStyle.NoBrush)
