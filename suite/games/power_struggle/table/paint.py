"""How the pieces of Power Struggle are drawn: managers (wooden figures in a player's colour, with
the seat's mark so that colour is never the only clue), employees, privilege cards and event cards.

Plain painting functions: the board, the players' areas, the end screen and the launcher's art
all draw the same pieces with them. They load no rules (the launcher's cover uses them while the
suite starts), so a caller passes the words they write.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF, QTextLayout, QTextOption

from suite.games.power_struggle.constants import CHAIRMAN_CARD, EventCard
from suite.games.power_struggle.table.layout import TEXT_MIN
from suite.ui.art import meeple_path
from suite.ui.board.colours import PLAYER_COLOURS
from suite.ui.board.fonts import fitted, font

PAPER = QColor("#f6f0e1")
WOOD = QColor("#c9a36b")
INK = QColor("#2b2620")
MUTED = QColor("#7b7163")
GREEN_BOX = QColor("#6fb36a")
GOLD_BOX = QColor("#e0b53a")
HIGHLIGHT = QColor("#ffbf1f")
HALO = INK
"""The dark edge on both sides of every glow: amber alone vanished on the vermilion and yellow pieces."""
HALO_WIDTH = 2.0
BRIBED = QColor("#d9b44a")
DIRECTOR = QColor("#b9b9b9")
DIVISION_COLOURS = ("#7a9cc6", "#c68a7a", "#8bb37f", "#c9b26c", "#9a86b8", "#7fb3b0")
"""Each division's band, as the box colours its columns."""
SEAT_MARKS = ("●", "■", "▲", "◆", "★")
"""A shape per seat, painted on its pieces, for players who tell colours apart poorly."""
FALLBACK_COLOURS = ("red", "blue", "green", "yellow", "purple")


def fit(text: str, rect: QRectF, pixels: float, bold: bool = False, wrap: bool = False) -> QFont:
    """The largest font from ``pixels`` down to ``TEXT_MIN`` in which ``text`` fits ``rect`` (on one
    line, or word-wrapped with ``wrap``); bold gives way to regular before the text would be cut,
    and past that the smallest regular font (a word longer than the rect is the only thing cut)."""
    return fit_all([(text, rect)], pixels, bold, wrap)


def fit_all(labels: Sequence[tuple[str, QRectF]], pixels: float, bold: bool = False, wrap: bool = False) -> QFont:
    """As ``fit``, one font in which every text fits its own rect: labels drawn side by side in
    one lettering, where each fitted alone left the one too long for bold in a smaller, thinner
    font than its neighbours."""
    for weight in (True, False) if bold else (False,):
        size = pixels
        while True:
            f = font(size, weight)
            if all(_fits(text, rect, f, wrap) for text, rect in labels):
                return f
            if size - 1 < TEXT_MIN:
                break
            size -= 1
    return font(TEXT_MIN)


def _fits(text: str, rect: QRectF, lettering: QFont, wrap: bool) -> bool:
    metrics = QFontMetrics(lettering)
    if wrap:
        bounds = metrics.boundingRect(rect.toRect(), int(Qt.TextFlag.TextWordWrap), text)
        return bounds.width() <= rect.width() and bounds.height() <= rect.height()
    return metrics.horizontalAdvance(text) <= rect.width()


def wrapped_lines(text: str, lettering: QFont, width: float) -> list[str]:
    """``text`` broken into the lines word wrap gives it at ``width``, paragraph by paragraph."""
    lines = []
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, lettering)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()].rstrip())
        layout.endLayout()
    return lines


def kept_lines(text: str, rect: QRectF, lettering: QFont) -> tuple[list[str], bool]:
    """The wrapped lines of ``text`` that ``rect`` holds in ``lettering``, and whether any had to be
    left out: then the last one kept ends, after a whole word, with an ellipsis, so that a text
    ``fit`` could not shrink enough stays inside ``rect`` and says that it goes on."""
    metrics = QFontMetrics(lettering)
    lines = wrapped_lines(text, lettering, rect.width())
    room = max(1, int((rect.height() + metrics.leading()) // metrics.lineSpacing()))
    if len(lines) <= room:
        return lines, False
    last = lines[room - 1]
    while " " in last and metrics.horizontalAdvance(last + "…") > rect.width():
        last = last.rsplit(" ", 1)[0]
    return [*lines[: room - 1], last + "…"], True


def star(p: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """A five-pointed star: the mark of a main department, as on the box's tiles."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() - r * math.sin(angle)))
    p.setBrush(colour)
    p.setPen(QPen(INK, 1))
    p.drawPolygon(QPolygonF(points))


def player_colour(name: str, seat: int) -> QColor:
    return QColor(PLAYER_COLOURS.get(name, PLAYER_COLOURS[FALLBACK_COLOURS[seat % len(FALLBACK_COLOURS)]]))


def ink_on(colour: QColor) -> QColor:
    """Dark or light writing, whichever reads on ``colour``."""
    return INK if colour.lightnessF() > 0.6 else QColor("#ffffff")


def manager(p: QPainter, r: QRectF, colour: QColor, seat: int, outline: QColor | None = None) -> None:
    """A manager pawn fitted in ``r``, its seat's mark on its chest."""
    path: QPainterPath = meeple_path(r)
    p.setPen(QPen(outline or colour.darker(170), 1.2))
    p.setBrush(colour)
    p.drawPath(path)
    seat_mark(p, QPointF(r.center().x(), r.y() + r.height() * 0.58), r.height() * 0.13, ink_on(colour), seat)


def seat_mark(p: QPainter, centre: QPointF, radius: float, colour: QColor, seat: int) -> None:
    """The seat's mark (``SEAT_MARKS``) painted as a shape, so that it stays sharp at any size."""
    shape = seat % len(SEAT_MARKS)
    x, y, r = centre.x(), centre.y(), radius
    p.setBrush(colour)
    p.setPen(Qt.PenStyle.NoPen)
    if shape == 0:
        p.drawEllipse(centre, r, r)
    elif shape == 1:
        p.drawRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8))
    elif shape == 2:
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r * 1.1, y + r * 0.85),
                                 QPointF(x - r * 1.1, y + r * 0.85)]))  # fmt: skip
    elif shape == 3:
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2),
                                 QPointF(x - r, y)]))  # fmt: skip
    else:
        points = []
        for i in range(10):
            radius_i = r * 1.2 if i % 2 == 0 else r * 0.5
            angle = math.pi / 2 + i * math.pi / 5
            points.append(QPointF(x + radius_i * math.cos(angle), y - radius_i * math.sin(angle)))
        p.drawPolygon(QPolygonF(points))


def employee(p: QPainter, centre: QPointF, radius: float) -> None:
    """An employee: a small cream disc."""
    p.setPen(QPen(QColor("#8a7e6a"), 1))
    p.setBrush(QColor("#fbf7ea"))
    p.drawEllipse(centre, radius, radius)
    p.setBrush(QColor("#8a7e6a"))
    p.drawEllipse(centre - QPointF(0, radius * 0.25), radius * 0.3, radius * 0.3)


def privilege_card(p: QPainter, r: QRectF, card: int, name: str, face_up: bool, bribed: bool) -> None:
    """A privilege card: face down it shows its back with its short ``name`` (a face-down card's
    identity is public, D1); face up its side, grey for the director side, gold for the bribed one."""
    radius = r.width() * 0.12
    if face_up:
        p.setBrush(BRIBED if bribed else DIRECTOR)
    else:
        p.setBrush(QColor("#4d5a73"))
    p.setPen(QPen(INK, 1))
    p.drawRoundedRect(r, radius, radius)
    band = QRectF(r.x(), r.y(), r.width(), r.height() * 0.3)
    colour = QColor("#3b3b3b") if card == CHAIRMAN_CARD else QColor(DIVISION_COLOURS[card])
    p.setBrush(colour)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(band.adjusted(2, 2, -2, 0), radius * 0.6, radius * 0.6)
    p.setPen(QColor("#ffffff") if not face_up else INK)
    inner = r.adjusted(2, r.height() * 0.32, -2, -2)
    p.setFont(fitted(name, inner.width(), r.height() * 0.2, bold=True, smallest=6))
    p.drawText(inner, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
    if not face_up:
        p.setPen(QPen(QColor("#9aa6bd"), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(r.center() + QPointF(0, r.height() * 0.15), r.width() * 0.22, r.width() * 0.22)


def privilege_chip(p: QPainter, r: QRectF, card: int, name: str, lettering: QFont, face_up: bool,
                   bribed: bool) -> None:  # fmt: skip
    """A privilege card lying in a player's area, as a small card on its long side: its division's
    band at the left and its short ``name`` in ``lettering`` (the font of every card in the area);
    face down dark blue (its identity is public, D1), face up grey for the director side, gold for
    the bribed one."""
    p.setBrush(BRIBED if face_up and bribed else DIRECTOR if face_up else QColor("#4d5a73"))
    p.setPen(QPen(INK, 1))
    p.drawRoundedRect(r, 4, 4)
    band = QRectF(r.x() + 1.5, r.y() + 1.5, 7, r.height() - 3)
    p.setBrush(QColor("#3b3b3b") if card == CHAIRMAN_CARD else QColor(DIVISION_COLOURS[card]))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(band, 2, 2)
    p.setPen(INK if face_up else QColor("#ffffff"))
    inner = r.adjusted(10, 0, -2, 0)
    p.setFont(lettering)
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, name)


def event_card_colour(card: EventCard) -> QColor:
    if card is EventCard.BONUS_PAYMENT:
        return QColor("#f3d46b")
    if card is EventCard.DIRECTORS_MEETING:
        return QColor("#e58a68")
    if card is EventCard.HIDDEN:
        return QColor("#4d5a73")
    return QColor("#efe6cf")


def event_card(p: QPainter, r: QRectF, card: EventCard, title: str, lettering: QFont | None = None) -> None:
    """An event card face up (its title, in ``lettering`` if given, else the largest that fits) or face
    down (``EventCard.HIDDEN``)."""
    colour = event_card_colour(card)
    p.setBrush(colour)
    p.setPen(QPen(INK, 1.2))
    p.drawRoundedRect(r, 6, 6)
    if card is EventCard.HIDDEN:
        p.setPen(QPen(QColor("#9aa6bd"), 1.5))
        p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 4, 4)
        p.setFont(font(max(TEXT_MIN, r.height() * 0.22), bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "$")
        return
    p.setPen(INK)
    inner = event_title_rect(r)
    p.setFont(lettering or fit(title, inner, event_title_pixels(r), bold=True, wrap=True))
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)


def event_title_rect(r: QRectF) -> QRectF:
    """Where an event card of rect ``r`` writes its title."""
    return r.adjusted(4, 4, -4, -4)


def event_title_pixels(r: QRectF) -> float:
    """The largest lettering of an event card's title, for a card of rect ``r``."""
    return min(17.0, r.height() * 0.2)


def glow_reach(width: float = 3.5) -> float:
    """How far a ``glow`` of this width reaches outside the rectangle it frames (its frame, half its pen, a pixel of
    antialiasing): an item must count it in its bounding rectangle, or a card dragged with its glow left a streak
    of it on the sheet."""
    return 2 + (width + 2 * HALO_WIDTH) / 2 + 1


def glow(p: QPainter, r: QRectF, colour: QColor = HIGHLIGHT, width: float = 3.5) -> None:
    """The frame around a legal target or a hinted one: a bright line between two dark edges
    (``HALO``), so that one of the two stands out on whatever it lies on, every player's colour
    included."""
    frame = r.adjusted(-2, -2, 2, 2)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(HALO, width + 2 * HALO_WIDTH))
    p.drawRoundedRect(frame, 6, 6)
    p.setPen(QPen(colour, width))
    p.drawRoundedRect(frame, 6, 6)
