"""Colours and the shapes that tell players apart on the Buro Crazy table.

Player colours come from the seat (``"red"``, ``"blue"``... or any colour Qt can parse) and are
painted as ``suite.ui.board.colours`` says, like the New game dialog's swatches (the Okabe–Ito
set, which stays distinguishable for the common colour-vision deficiencies). Each seat also gets
its own mark (circle, square, triangle, diamond, star) painted on its figures and panel, so nobody
has to rely on colour alone.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from suite.ui.board.buttons import FOCUS
from suite.ui.board.colours import PLAYER_COLOURS

FALLBACK_COLOURS = ("#d55e00", "#0072b2", "#009e73", "#f0e442", "#a5569a")

CARD_COLOURS: dict[int, str] = {1: "#6f7f8c", 2: "#2f78b7", 5: "#2f8f55", 10: "#d07d12", 20: "#b3263a"}
"""One colour per card value; the numeral on every card is what counts, colour only speeds reading."""

INK = QColor("#2b2622")
MUTED_INK = QColor("#6d645a")
PAPER = QColor("#fbf7ee")
PAPER_EDGE = QColor("#b9ab94")
HIGHLIGHT = FOCUS
"""What asks for a player's attention wears the amber of the keyboard focus frame."""
CARD_FACE = QColor("#fdf9ef")
CARD_BACK = QColor("#24385c")
CARD_BACK_PATTERN = QColor("#35507f")
TABLE_WOOD = QColor("#5c3d26")
TABLE_WOOD_DARK = QColor("#3f2919")
GOOD = QColor("#2f8f55")
BAD = QColor("#b3263a")

SKY_TOP = QColor("#9fc8e6")
SKY_BOTTOM = QColor("#e6f0f4")
FACADE = QColor("#cdb48e")
FACADE_DARK = QColor("#a88d66")
SLAB = QColor("#6f5f4e")
STONE = QColor("#c9c2b5")
STONE_DARK = QColor("#9c9386")
ROOM_WALLS: dict[int, QColor] = {
    1: QColor("#f4ead3"),
    2: QColor("#efe3c8"),
    3: QColor("#ecdcbc"),
    4: QColor("#e8cfa0"),
}
KITCHEN_WALL = QColor("#dcefe9")
WINDOW = QColor("#bcdcef")
WOOD = QColor("#8a5a35")

MARKS = ("circle", "square", "triangle", "diamond", "star")


def player_colour(name: str, seat: int) -> QColor:
    """The colour a seat plays with: a known name from the palette, any Qt colour, else a default."""
    known = PLAYER_COLOURS.get(name.lower())
    if known:
        return QColor(known)
    colour = QColor(name)
    return colour if colour.isValid() else QColor(FALLBACK_COLOURS[seat % len(FALLBACK_COLOURS)])


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour`` (a mark on a yellow figure is dark)."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return QColor("#1d1d1d") if 0.299 * r + 0.587 * g + 0.114 * b > 0.6 else QColor("#ffffff")


def card_colour(value: int) -> QColor:
    return QColor(CARD_COLOURS[value])


def mark_path(seat: int, size: float) -> QPainterPath:
    """The seat's mark, centred on the origin, about ``size`` wide."""
    r = size / 2
    path = QPainterPath()
    kind = MARKS[seat % len(MARKS)]
    if kind == "circle":
        path.addEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
    elif kind == "square":
        path.addRect(QRectF(-r * 0.8, -r * 0.8, r * 1.6, r * 1.6))
    elif kind == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, r * 0.8), QPointF(-r, r * 0.8)]))
    elif kind == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)]))
    else:
        points = [
            QPointF(
                (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                -(r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
        path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def pawn_path(width: float, height: float) -> QPainterPath:
    """A board-game pawn standing on the origin (its feet at y = 0, its head at y = -height)."""
    r = width * 0.26
    head = QPainterPath()
    head.addEllipse(QPointF(0, -height + r), r, r)
    body = QPainterPath()
    neck = -height + 2 * r * 0.92
    body.moveTo(-width * 0.16, neck)
    body.cubicTo(-width * 0.2, -height * 0.42, -width * 0.5, -height * 0.24, -width * 0.5, -height * 0.1)
    body.lineTo(-width * 0.5, 0)
    body.lineTo(width * 0.5, 0)
    body.lineTo(width * 0.5, -height * 0.1)
    body.cubicTo(width * 0.5, -height * 0.24, width * 0.2, -height * 0.42, width * 0.16, neck)
    body.closeSubpath()
    collar = QPainterPath()
    collar.addRoundedRect(QRectF(-width * 0.3, neck - r * 0.25, width * 0.6, r * 0.5), r * 0.25, r * 0.25)
    return head.united(body).united(collar)
