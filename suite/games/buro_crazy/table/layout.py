"""Where everything sits on the Buro Crazy table (the view scales the whole scene to its window).

The building is a stepped tower, widest at the bottom: the knockout reads as the shape of the
building itself. The steps (16 spaces, 8 double spaces) run along the front; the ground floor has 4
offices, the first floor 2 offices around the kitchen, the second floor 1 office, then the boss's
suite and the roof. Player panels stand in a column on the right, the hand and bid below the building.

The building and everything on it (figures, kitchen, roof, memo, duel sign, trays, cards in flight)
are drawn in *board units* on a layer that the scene shows at ``BOARD_SCALE``: the art keeps its
own proportions while the panels and the hand get the width they need for text a person can read.
The rest is in scene units. Every text is at least ``TEXT`` scene pixels (``BOARD_TEXT`` board
units); the view never shows the scene below ``MIN_SCALE``, so no text is ever drawn under
``suite.ui.board.fonts.READABLE`` screen pixels, 9 points (scrolling only if the window is
smaller than the table at that scale: at 1024×700 it is not).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from suite.games.buro_crazy.constants import STEPS_SPACES
from suite.ui.board.fonts import READABLE

SCENE = QRectF(0, 0, 1270, 1000)

TEXT = 20.0
"""The smallest text of the table, in scene pixels."""
MIN_SCALE = READABLE / TEXT
"""The smallest scale the view shows the scene at: ``TEXT`` is then ``READABLE`` on screen."""

BOARD_SCALE = 0.75
"""Board units per scene unit: the building layer's scale."""
BOARD_ORIGIN = QPointF(4, 4)
"""Where the board's (0, 0) lies in the scene."""
BOARD_TEXT = 27.0
"""The smallest text on the board, in board units: ``TEXT`` once scaled."""

BUILDING_AREA = QRectF(14, 10, 1142, 786)
"""The painted building with its sky, in board units."""
HAND_AREA = QRectF(14, 612, 858, 376)

PANEL_X = 884.0
PANEL_WIDTH = 378.0
PANEL_HEIGHT = 188.0
PANEL_GAP = 6.0
PANEL_TOP = 12.0

WALL = 8.0
FLOOR_TOP = {4: 116.0, 3: 236.0, 2: 356.0, 1: 496.0}
FLOOR_HEIGHT = {4: 120.0, 3: 120.0, 2: 140.0, 1: 120.0}
"""The first floor is the tallest: its kitchen shows its cards with their counts under them."""
FLOOR_SPANS = {1: (110.0, 1060.0), 2: (200.0, 970.0), 3: (350.0, 820.0), 4: (440.0, 730.0)}
"""The outer left and right edge of each floor, walls included."""

OFFICE_WIDTH_FIRST_FLOOR = 200.0
BASE_SLAB = QRectF(100, 614, 970, 10)
STAIR_TREADS = (QRectF(86, 624, 998, 30), QRectF(54, 654, 1062, 30))
STEPS_LANDING = QRectF(20, 684, 1130, 106)
STEPS_FOOT_Y = 768.0
ROOF_TERRACE = QRectF(420, 100, 330, 16)
MEMO = QRectF(20, 14, 322, 236)
"""The memo's smallest size; a long caption makes it taller, down to ``MEMO_BOTTOM``."""
MEMO_BOTTOM = 350.0
"""Where the sky at the left ends (the first floor begins below it)."""
DUEL_SIGN = QRectF(760, 26, 386, 204)

FIGURE_WIDTH = 34.0
FIGURE_HEIGHT = 56.0


def room(level: int) -> QRectF:
    """The inside of a floor, between its outer walls, above its floor slab."""
    left, right = FLOOR_SPANS[level]
    top = FLOOR_TOP[level]
    return QRectF(left + WALL, top + WALL, right - left - 2 * WALL, FLOOR_HEIGHT[level] - 2 * WALL)


def offices(level: int) -> list[QRectF]:
    """The rooms where duels of ``level`` are fought (the offices whose 2 spaces hold duellists)."""
    inside = room(level)
    if level == 1:
        width = (inside.width() - 3 * WALL) / 4
        return [QRectF(inside.left() + k * (width + WALL), inside.top(), width, inside.height()) for k in range(4)]
    if level == 2:
        w = OFFICE_WIDTH_FIRST_FLOOR
        return [
            QRectF(inside.left(), inside.top(), w, inside.height()),
            QRectF(inside.right() - w, inside.top(), w, inside.height()),
        ]
    return [inside]


def kitchen() -> QRectF:
    """The kitchen: the first floor's middle room."""
    inside = room(2)
    left = inside.left() + OFFICE_WIDTH_FIRST_FLOOR + WALL
    right = inside.right() - OFFICE_WIDTH_FIRST_FLOOR - WALL
    return QRectF(left, inside.top(), right - left, inside.height())


def double_space(office: int) -> QRectF:
    """Double space ``office`` (0–7) of the steps, which holds the two figures of a steps duel."""
    width = STEPS_LANDING.width() / (STEPS_SPACES // 2)
    return QRectF(STEPS_LANDING.left() + office * width, STEPS_LANDING.top() + 8, width, STEPS_LANDING.height() - 14)


def duel_area(level: int, office: int) -> QRectF:
    """The place whose two spaces hold the figures of duel ``(level, office)``."""
    return double_space(office) if level == 0 else offices(level)[office]


def space(level: int, index: int) -> QPointF:
    """Where a figure on space ``index`` of ``level`` stands (its feet)."""
    if level == 0:
        area = double_space(index // 2)
        return QPointF(area.left() + area.width() * (0.28 if index % 2 == 0 else 0.72), STEPS_FOOT_Y)
    if level == 4:
        inside = room(4)
        return QPointF(inside.left() + inside.width() * 0.34, inside.bottom() - 6)
    area = duel_area(level, index // 2)
    return QPointF(area.left() + area.width() * (0.25 if index % 2 == 0 else 0.75), area.bottom() - 6)


def panel(seat: int) -> QRectF:
    return QRectF(PANEL_X, PANEL_TOP + seat * (PANEL_HEIGHT + PANEL_GAP), PANEL_WIDTH, PANEL_HEIGHT)


def board_rect() -> QRectF:
    """The building area in scene units."""
    return QRectF(
        BOARD_ORIGIN + BUILDING_AREA.topLeft() * BOARD_SCALE,
        BOARD_ORIGIN + BUILDING_AREA.bottomRight() * BOARD_SCALE,
    )
