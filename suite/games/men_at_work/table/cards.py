"""The instruction cards as the printed ones look: a big orange sign on the back, two yellow signs on the front.

A card's back says WHAT (a girder of one of two colours, or a worker whose gloves show the two girder
colours he may stand on); its front HOW, with the girder rule on its upper sign and the worker rule on
its lower one (M8). Each rule is a small pictogram, its number and its name, so a card is read at a
glance and the words are there for whoever needs them. Every card of the table, and every picture of
the rules page (``rules_pictures``), is painted here, so a card looks the same wherever it lies.

Pictograms share one language: the pieces of the instruction are black and an arrow points at where
they go; pieces already on the site are grey; a girder whose colour matters is black for "the same
colour as the new one", white for another colour and hatched for a third. Girder colours are never told
by hue alone: orange is dotted, purple striped, black solid, white outlined, as on the site.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from suite.core.i18n import fmt
from suite.games.men_at_work import constants as K
from suite.games.men_at_work.constants import GIRDER_RULES, HIDDEN, RITA, WORKER_RULES
from suite.games.men_at_work.narration import colour_name, girder_rule_name, worker_rule_name
from suite.games.men_at_work.rules.deck import Back, Front, card
from suite.games.men_at_work.site.pieces import Colour, Kind
from suite.games.men_at_work.table import art
from suite.games.men_at_work.table.texts import tr
from suite.ui.board.fonts import font, on_screen, wrapped

CARD_RATIO = 1.45
"""Height over width of an instruction card."""
RULE_RATIO = 0.72
"""Height over width of one sign of a card's front (a rule), as the rules page shows it alone."""
SMALLEST_TEXT = 6.0
"""Screen pixels below which a card leaves its words out: the pictogram and the number still tell the rule."""

STOCK = QColor("#fbf7ec")
"""The card's white board."""
INK = QColor("#1d1d1b")
SIGN_YELLOW = QColor("#f7c51e")
SIGN_ORANGE = QColor("#ef7f1a")
RITA_BLUE = QColor("#2d6ca8")
GREY = QColor("#9b9b96")
LIGHT = QColor("#e4e2da")
"""The hard hat of a worker already on the site."""
PAPER = QColor("#ffffff")
BRICK = QColor("#b5472e")
WOOD = QColor("#d8a35a")
GLOW = QColor("#1f6fd1")

GIRDER_INK: dict[Colour, str] = {
    Colour.ORANGE: "#ffe2bd",
    Colour.PURPLE: "#c9a9e6",
    Colour.BLACK: "#36363d",
    Colour.WHITE: "#7d7263",
}
"""The ink of each girder colour's pattern on a card: light dots on the orange, light stripes on the purple
(lighter than on the site, to show on a small swatch), none on the black, a dark outline round the white."""
GIRDER_PAINT: dict[Colour, tuple[QColor, QColor]] = {
    colour: (QColor(art.GIRDER_PAINT[colour][1]), QColor(ink)) for colour, ink in GIRDER_INK.items()
}
"""Each girder colour's paint, the site's own body colour (``art.GIRDER_PAINT``), with its pattern's ink."""


def card_size(width: float) -> QRectF:
    """A card ``width`` wide at the origin, as tall as the printed cards are for their width."""
    return QRectF(0, 0, width, width * CARD_RATIO)


def rule_size(width: float) -> QRectF:
    """One rule's sign ``width`` wide at the origin, with the proportions it has on a card."""
    return QRectF(0, 0, width, width * RULE_RATIO)


# -- girder colours and their patterns ----------------------------------------------------------------


def paint_swatch(p: QPainter, rect: QRectF, colour: Colour) -> None:
    """A girder colour filling ``rect`` (a short girder) with its pattern."""
    path = QPainterPath()
    radius = min(rect.width(), rect.height()) * 0.18
    path.addRoundedRect(rect, radius, radius)
    paint_colour(p, path, colour)


def paint_colour(p: QPainter, path: QPainterPath, colour: Colour, line: float | None = None) -> None:
    """A girder colour filling ``path`` with its pattern, sized to the shape so that it shows however small;
    ``line`` is the outline's width (by default a twelfth of the shape's smaller side)."""
    paint, ink = GIRDER_PAINT[colour]
    box = path.boundingRect()
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(paint)
    p.drawPath(path)
    p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    if colour is Colour.ORANGE:
        _dots(p, box, ink)
    elif colour is Colour.PURPLE:
        _stripes(p, box, ink)
    p.restore()
    p.save()
    p.setPen(QPen(ink if colour is Colour.WHITE else INK, line or max(0.6, min(box.width(), box.height()) / 12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.restore()


def _dots(p: QPainter, rect: QRectF, ink: QColor) -> None:
    """Orange: a grid of dots, in staggered rows."""
    step = min(rect.width(), rect.height()) / 2.6
    radius = step * 0.22
    p.setBrush(ink)
    row = 0
    y = rect.top() + step / 2
    while y < rect.bottom() + radius:
        x = rect.left() + step / 2 + (step / 2 if row % 2 else 0)
        while x < rect.right() + radius:
            p.drawEllipse(QPointF(x, y), radius, radius)
            x += step
        y += step * 0.8
        row += 1


def _stripes(p: QPainter, rect: QRectF, ink: QColor) -> None:
    """Purple: diagonal stripes rising to the right."""
    step = min(rect.width(), rect.height()) / 2.2
    p.setPen(QPen(ink, step * 0.35))
    x = rect.left() - rect.height()
    while x < rect.right() + step:
        p.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        x += step


# -- the card's board and its signs -------------------------------------------------------------------


def _board(p: QPainter, rect: QRectF) -> None:
    """The white card itself, with rounded corners and a thin edge."""
    w = rect.width()
    p.setPen(QPen(QColor(0, 0, 0, 120), max(0.6, w * 0.012)))
    p.setBrush(STOCK)
    p.drawRoundedRect(rect, w * 0.06, w * 0.06)


def _sign(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A construction sign: a coloured plate in a black frame with a thin light rim inside."""
    w = min(rect.width(), rect.height())
    p.setPen(QPen(INK, max(0.8, w * 0.035)))
    p.setBrush(colour)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    inset = w * 0.05
    p.setPen(QPen(QColor(255, 255, 255, 150), max(0.5, w * 0.012)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), w * 0.05, w * 0.05)


def _caption(p: QPainter, rect: QRectF, text: str, pixels: float, bold: bool = False) -> None:
    """Words centred in ``rect`` on as many lines as they need, shrunk to fit; left out when too small to read."""
    chosen = wrapped(text, rect, pixels, bold, smallest=3)
    if on_screen(p, chosen.pixelSize()) < SMALLEST_TEXT:
        return
    p.setFont(chosen)
    p.setPen(INK)
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)


def _inner(rect: QRectF, margin: float) -> QRectF:
    return rect.adjusted(margin, margin, -margin, -margin)


# -- the front: two rules ------------------------------------------------------------------------------


def paint_front(p: QPainter, rect: QRectF, front: Front, what: Kind | None = None) -> None:
    """HOW: the girder rule's sign above, the worker rule's below. With ``what`` (the kind the draw pile asks
    for), the sign that applies stands out and the other one fades, as a player reads the two piles together."""
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _board(p, rect)
    margin = w * 0.05
    half = (rect.height() - 3 * margin) / 2
    upper = QRectF(rect.left() + margin, rect.top() + margin, w - 2 * margin, half)
    lower = upper.translated(0, half + margin)
    for sign, kind, rule in ((upper, Kind.GIRDER, front.girder_rule), (lower, Kind.WORKER, front.worker_rule)):
        paint_rule(p, sign, kind, rule)
        if what is not None and what is not kind:
            _fade(p, sign)
        elif what is kind:
            _glow(p, sign)
    p.restore()


def _fade(p: QPainter, rect: QRectF) -> None:
    """The sign that does not apply: washed out with the card's white."""
    veil = QColor(STOCK)
    veil.setAlpha(175)
    w = min(rect.width(), rect.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(veil)
    p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), w * 0.08, w * 0.08)


def _glow(p: QPainter, rect: QRectF) -> None:
    """The sign that applies: a blue frame around it, which no girder colour or sign colour uses."""
    w = min(rect.width(), rect.height())
    p.setPen(QPen(GLOW, max(1.5, w * 0.045)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    grow = w * 0.03
    p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), w * 0.1, w * 0.1)


def paint_rule(p: QPainter, rect: QRectF, what: Kind, rule: int) -> None:
    """One yellow sign of a front: the rule's number and what it is for (a girder or a hard hat) in its top
    corners, its pictogram in the middle, its name below."""
    if what is Kind.GIRDER and 1 <= rule <= GIRDER_RULES:
        pictogram, name = GIRDER_PICTOGRAMS[rule], girder_rule_name(rule, tr)
    elif what is Kind.WORKER and 1 <= rule <= WORKER_RULES:
        pictogram, name = WORKER_PICTOGRAMS[rule], worker_rule_name(rule, tr)
    else:
        raise ValueError(f"no {what.value} rule {rule}")
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _sign(p, rect, SIGN_YELLOW)
    _number(p, QRectF(rect.left() + w * 0.05, rect.top() + w * 0.05, w * 0.17, w * 0.17), rule)
    mark, (across, down) = (_truss, (100, 50)) if what is Kind.GIRDER else (_hat_mark, (20, 20))
    _draw_units(p, QRectF(rect.right() - w * 0.24, rect.top() + w * 0.06, w * 0.17, w * 0.15), across, down, mark)
    _draw_units(p, QRectF(rect.left() + w * 0.06, rect.top() + h * 0.15, w * 0.88, h * 0.52), 100, 60, pictogram)
    _caption(p, QRectF(rect.left() + w * 0.05, rect.top() + h * 0.68, w * 0.9, h * 0.27), name, w * 0.085, True)
    p.restore()


def _number(p: QPainter, rect: QRectF, rule: int) -> None:
    """The rule's number, white on a black disc like the printed cards' corner."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(rect)
    p.setPen(PAPER)
    p.setFont(font(rect.height() * 0.62, bold=True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(rule))


def _draw_units(p: QPainter, rect: QRectF, width: float, height: float, draw: Callable[[QPainter], None]) -> None:
    """Runs ``draw`` in a box of ``width`` × ``height`` units (y down) scaled to fit ``rect``, centred."""
    scale = min(rect.width() / width, rect.height() / height)
    p.save()
    p.translate(rect.center().x() - width * scale / 2, rect.center().y() - height * scale / 2)
    p.scale(scale, scale)
    draw(p)
    p.restore()


# -- the pieces of a pictogram, in units: a box 100 × 60 with the table at y = 58 ------------------------


class Look(enum.Enum):
    """How a piece of a pictogram is filled: what it is for in the rule."""

    NEW = "new"  # a piece the instruction places: black
    OLD = "old"  # a piece already on the site: grey
    SAME = "same"  # a girder of the new girder's colour: black like it
    OTHER = "other"  # a girder of another colour: white
    THIRD = "third"  # a girder of a third colour: hatched


GIRDER = (52.0, 8.0)
SUPPORT = (10.0, 20.0)
LYING = (20.0, 10.0)
BRICK_SIZE = (11.0, 7.0)
BEAM_SIZE = (36.0, 4.5)
LINE = 1.3
"""Outline width of a pictogram's pieces, in units."""
WORKER_SCALE = 30.0 / K.WORKER_HEIGHT
"""Units per millimetre of the pictograms' worker, drawn from the site's own measurements (M2)."""
TABLE = 58.0
"""The table's line in a pictogram's box."""


def _pen(width: float = LINE, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(INK, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _bar(p: QPainter, cx: float, cy: float, size: tuple[float, float], look: Look, angle: float = 0.0) -> None:
    """A piece's outline (girder, support) centred on (cx, cy), turned ``angle`` degrees clockwise."""
    width, height = size
    p.save()
    p.translate(cx, cy)
    p.rotate(angle)
    p.setPen(_pen())
    p.setBrush({Look.NEW: INK, Look.SAME: INK, Look.OLD: GREY, Look.OTHER: PAPER, Look.THIRD: PAPER}[look])
    box = QRectF(-width / 2, -height / 2, width, height)
    p.drawRoundedRect(box, 1.2, 1.2)
    if look is Look.THIRD:
        p.setClipRect(box)
        p.setPen(_pen(1.0))
        x = box.left() - box.height()
        while x < box.right():
            p.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()))
            x += 3.4
    p.restore()


def _girder(p: QPainter, cx: float, cy: float, look: Look, angle: float = 0.0) -> None:
    _bar(p, cx, cy, GIRDER, look, angle)


def _support(p: QPainter, cx: float, bottom: float, look: Look, lying: bool = False) -> None:
    """A support standing (or lying) with its foot at ``bottom``."""
    size = LYING if lying else SUPPORT
    _bar(p, cx, bottom - size[1] / 2, size, look)


def _load(p: QPainter, cx: float, bottom: float, size: tuple[float, float], colour: QColor) -> None:
    """A brick or a beam, in its own colour: loads are never a girder's."""
    p.save()
    p.setPen(_pen())
    p.setBrush(colour)
    p.drawRect(QRectF(cx - size[0] / 2, bottom - size[1], size[0], size[1]))
    p.restore()


def _brick(p: QPainter, cx: float, bottom: float) -> None:
    _load(p, cx, bottom, BRICK_SIZE, BRICK)


def _beam(p: QPainter, cx: float, bottom: float, length: float = BEAM_SIZE[0]) -> None:
    _load(p, cx, bottom, (length, BEAM_SIZE[1]), WOOD)


WORKER_TOP = K.WORKER_SHELF[3] + K.WORKER_HEIGHT / 2
"""How high above his soles a worker's hands are, in millimetres: where his loads lie."""


def _hands(feet: float) -> float:
    """The top of the hands of a pictogram's worker standing at ``feet``: where loads lie."""
    return feet - WORKER_TOP * WORKER_SCALE


def _worker(p: QPainter, cx: float, feet: float, look: Look, gloves: tuple[Colour, Colour] | None = None) -> None:
    """A worker standing with his soles at ``feet``, drawn from the site's measurements: two feet, a body, a
    head under a hard hat, and raised arms ending in flat hands, his shelf for loads (M2, S6). With ``gloves``
    his hands are big mittens of those colours instead, as on a card's back."""
    body = INK if look is Look.NEW else GREY
    p.save()
    p.translate(cx, feet)
    p.scale(WORKER_SCALE, -WORKER_SCALE)
    p.translate(0, K.WORKER_HEIGHT / 2)
    p.setPen(_pen(LINE / WORKER_SCALE))
    p.setBrush(body)
    p.drawPath(_worker_outline())
    p.drawEllipse(QPointF(0, K.WORKER_HEAD_Y), K.WORKER_HEAD_RADIUS, K.WORKER_HEAD_RADIUS)
    p.setBrush(PAPER if look is Look.NEW else LIGHT)
    p.drawPath(_hat())
    _pads(p, body)
    if gloves is not None:
        _mittens(p, gloves)
    p.restore()


def _pads(p: QPainter, colour: QColor) -> None:
    low, high, bottom, top = K.WORKER_SHELF
    p.setBrush(colour)
    for side in (-1, 1):
        p.drawRoundedRect(_span(side, low, high, bottom, top), 1.0, 1.0)


def _mittens(p: QPainter, gloves: tuple[Colour, Colour]) -> None:
    """Big round gloves, each in a girder colour with its pattern, at the outer ends of his hands."""
    _low, high, bottom, top = K.WORKER_SHELF
    for side, glove in zip((-1, 1), gloves, strict=True):
        mitten = QPainterPath()
        mitten.addEllipse(QPointF(side * (high - 5.0), (bottom + top) / 2 + 1.0), 6.0, 6.0)
        paint_colour(p, mitten, glove, LINE / WORKER_SCALE)


def _worker_outline() -> QPainterPath:
    """Feet, legs, body and arms as one path (mm, y up from the worker's middle)."""
    path = QPainterPath()
    foot_in, foot_out, foot_thick = K.WORKER_FOOT
    leg_in, leg_out = K.WORKER_LEG_X
    half, torso_low, torso_high = K.WORKER_TORSO
    arm_in, arm_out = K.WORKER_ARM_X
    sole = -K.WORKER_HEIGHT / 2
    for side in (-1, 1):
        path.addRoundedRect(_span(side, foot_in, foot_out, sole, sole + foot_thick), 1.0, 1.0)
        path.addRect(_span(side, leg_in, leg_out, sole + foot_thick - 0.5, torso_low + 0.5))
        path.addRect(_span(side, arm_in, arm_out, K.WORKER_SHOULDER_Y, K.WORKER_SHELF[2] + 0.5))
    path.addRoundedRect(QRectF(-half, torso_low, 2 * half, torso_high - torso_low), 2.0, 2.0)
    return path.simplified()


def _span(side: int, inner: float, outer: float, low: float, high: float) -> QRectF:
    """The rectangle from ``inner`` to ``outer`` away from the middle on one side, from ``low`` up to ``high``."""
    left = inner if side > 0 else -outer
    return QRectF(left, low, outer - inner, high - low)


def _hat() -> QPainterPath:
    """The hard hat: a dome over the head with a brim (mm, y up)."""
    half, _low, high = K.WORKER_HAT
    brim = K.WORKER_HEAD_Y + 0.8
    path = QPainterPath()
    path.moveTo(-half - 1.2, brim)
    path.lineTo(half + 1.2, brim)
    path.lineTo(half, brim + 1.0)
    path.cubicTo(half, high + 1.2, -half, high + 1.2, -half, brim + 1.0)
    path.closeSubpath()
    return path


def _arrow(p: QPainter, x: float, top: float, tip: float) -> None:
    """The hand's arrow: what it holds goes down to ``tip``."""
    p.save()
    p.setPen(_pen(1.8))
    p.drawLine(QPointF(x, top), QPointF(x, tip - 3))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([QPointF(x - 3.5, tip - 5), QPointF(x + 3.5, tip - 5), QPointF(x, tip)]))
    p.restore()


def _together(p: QPainter, box: QRectF) -> None:
    """A dashed frame around pieces that the hand places in one go."""
    p.save()
    p.setPen(_pen(1.0, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(box, 4, 4)
    p.restore()


def _badge(p: QPainter, x: float, y: float, same: bool) -> None:
    """A round tag saying "=" (same colour) or "≠" (another colour), drawn as strokes so no font is needed."""
    p.save()
    p.setPen(_pen(1.0))
    p.setBrush(PAPER)
    p.drawEllipse(QPointF(x, y), 6.0, 6.0)
    p.setPen(_pen(1.5))
    p.drawLine(QPointF(x - 3, y - 1.6), QPointF(x + 3, y - 1.6))
    p.drawLine(QPointF(x - 3, y + 1.6), QPointF(x + 3, y + 1.6))
    if not same:
        p.drawLine(QPointF(x - 1.6, y + 3.6), QPointF(x + 1.6, y - 3.6))
    p.restore()


def _highest(p: QPainter, x: float, y: float) -> None:
    """A round tag with a peak: this girder is the highest of the site."""
    p.save()
    p.setPen(_pen(1.0))
    p.setBrush(PAPER)
    p.drawEllipse(QPointF(x, y), 6.0, 6.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([QPointF(x - 3.6, y + 2.6), QPointF(x + 3.6, y + 2.6), QPointF(x, y - 3.6)]))
    p.restore()


def _ground(p: QPainter, x0: float = 2, x1: float = 98) -> None:
    """The table, as a line with hatching below it."""
    p.save()
    p.setPen(_pen(1.0))
    p.drawLine(QPointF(x0, TABLE), QPointF(x1, TABLE))
    x = x0 + 3
    while x <= x1:
        p.drawLine(QPointF(x, TABLE), QPointF(x - 2.5, TABLE + 2.5))
        x += 4.5
    p.restore()


def _wobble(p: QPainter, x: float, y: float, side: int) -> None:
    """Two little arcs beside an end in the air: it rocks (``side`` -1 left of it, 1 right)."""
    p.save()
    p.setPen(_pen(1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    start = -50 if side > 0 else 130
    for r in (3.5, 6.5):
        p.drawArc(QRectF(x - r, y - r, 2 * r, 2 * r), start * 16, 100 * 16)
    p.restore()


def _truss(p: QPainter) -> None:
    """A steel girder seen from the side (100 × 50 units): two chords and a lattice between them."""
    p.save()
    p.setPen(_pen(3.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    top, bottom = 15.0, 35.0
    x, up = 6.0, True
    while x < 94:
        p.drawLine(QPointF(x, bottom if up else top), QPointF(x + 11, top if up else bottom))
        x += 11
        up = not up
    p.drawLine(QPointF(6, top), QPointF(6, bottom))
    p.drawLine(QPointF(94, top), QPointF(94, bottom))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawRect(QRectF(3, top - 4, 94, 5))
    p.drawRect(QRectF(3, bottom - 1, 94, 5))
    p.restore()


def _hat_mark(p: QPainter) -> None:
    """A hard hat alone (20 × 20 units): the worker sign's corner, and the hidden card's emblem."""
    p.save()
    p.translate(10, 16)
    p.scale(1.7, -1.7)
    p.translate(0, -K.WORKER_HEAD_Y)
    p.setPen(_pen(0.8))
    p.setBrush(PAPER)
    p.drawPath(_hat())
    p.restore()


# -- girder rules (M10) --------------------------------------------------------------------------------


def _g_balancing(p: QPainter) -> None:
    """1: on a single point of another girder, both ends in the air."""
    _ground(p)
    _support(p, 24, TABLE, Look.OLD)
    _girder(p, 36, TABLE - 24, Look.OLD)
    _girder(p, 64, 25.5, Look.NEW, 7)
    _wobble(p, 35, 19, -1)
    _wobble(p, 94, 30, 1)


def _g_same_colour(p: QPainter) -> None:
    """2: touches a girder of its own colour."""
    _ground(p)
    _support(p, 22, TABLE, Look.OLD)
    _girder(p, 32, TABLE - 24, Look.SAME)
    _girder(p, 66, TABLE - 32, Look.NEW)
    _badge(p, 49, 12, same=True)


def _g_two_other_colours(p: QPainter) -> None:
    """3: a chain of three colours, all different."""
    _ground(p)
    _support(p, 10, TABLE, Look.OLD)
    _support(p, 90, TABLE, Look.OLD)
    _girder(p, 24, TABLE - 24, Look.OTHER)
    _girder(p, 76, TABLE - 24, Look.THIRD)
    _girder(p, 50, TABLE - 32, Look.NEW)
    _badge(p, 22, 15, same=False)
    _badge(p, 78, 15, same=False)


def _g_touch_highest(p: QPainter) -> None:
    """4: touches the highest girder of the site (the peak tag)."""
    _ground(p)
    _support(p, 14, TABLE, Look.OLD, lying=True)
    _support(p, 46, TABLE, Look.OLD, lying=True)
    _girder(p, 30, TABLE - 14, Look.OLD)
    _support(p, 30, TABLE - 18, Look.OLD, lying=True)
    _girder(p, 34, TABLE - 32, Look.OLD)
    _highest(p, 20, TABLE - 44)
    _support(p, 88, TABLE, Look.OLD, lying=True)
    _girder(p, 73, 34, Look.NEW, 24)


def _g_with_worker(p: QPainter) -> None:
    """5: a worker then stands on it."""
    _ground(p)
    _support(p, 30, TABLE, Look.OLD)
    _support(p, 70, TABLE, Look.OLD)
    _girder(p, 50, TABLE - 24, Look.NEW)
    _worker(p, 50, TABLE - 28, Look.NEW)


def _g_strong_worker(p: QPainter) -> None:
    """6: rests on a worker's arms, never on his hard hat."""
    _ground(p)
    _support(p, 50, TABLE, Look.OLD, lying=True)
    _girder(p, 50, TABLE - 14, Look.OLD)
    _worker(p, 50, TABLE - 18, Look.OLD)
    _girder(p, 50, _hands(TABLE - 18) - 4, Look.NEW)


def _g_new_support(p: QPainter, colour: Look) -> None:
    """7, 8: a new support first, then the girder touches it and a girder of the colour the rule asks."""
    _ground(p)
    _support(p, 14, TABLE, Look.OLD)
    _girder(p, 32, TABLE - 24, colour)
    _support(p, 86, TABLE, Look.NEW)
    _girder(p, 68, 28, Look.NEW, 14)
    _badge(p, 44, 12, same=colour is Look.SAME)


def _g_support_same(p: QPainter) -> None:
    _g_new_support(p, Look.SAME)


def _g_support_other(p: QPainter) -> None:
    _g_new_support(p, Look.OTHER)


def _g_support_on_girder(p: QPainter) -> None:
    """9: a new support on a girder, then the girder touches any girder."""
    _ground(p)
    _support(p, 26, TABLE, Look.OLD)
    _support(p, 74, TABLE, Look.OLD)
    _girder(p, 50, TABLE - 24, Look.OLD)
    _support(p, 68, TABLE - 28, Look.NEW)
    _girder(p, 46, 19, Look.NEW, -14)


def _ring(p: QPainter, centre: QPointF, rx: float, ry: float) -> None:
    """A dashed ring round the contact a rule asks for."""
    p.save()
    p.setPen(_pen(1.0, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, rx, ry)
    p.restore()


def _g_touch_support(p: QPainter) -> None:
    """10: touches a support, or passes just over one."""
    _ground(p)
    _support(p, 30, TABLE, Look.OLD)
    _support(p, 70, TABLE, Look.OLD)
    _girder(p, 50, TABLE - 24, Look.NEW)
    _ring(p, QPointF(70, TABLE - 20), 10, 13)


def _g_carry_brick(p: QPainter) -> None:
    """11: a brick on the girder, both placed in one go."""
    _ground(p)
    _support(p, 26, TABLE, Look.OLD)
    _support(p, 74, TABLE, Look.OLD)
    _girder(p, 50, 17, Look.NEW)
    _brick(p, 60, 13)
    _together(p, QRectF(21, 3, 58, 20))
    _arrow(p, 50, 25, 35)


def _g_highest_girder(p: QPainter) -> None:
    """12: becomes the highest girder of the site, though a worker may stand higher than it."""
    _ground(p)
    _support(p, 20, TABLE, Look.OLD, lying=True)
    _support(p, 62, TABLE, Look.OLD, lying=True)
    _girder(p, 41, TABLE - 14, Look.OLD)
    _worker(p, 26, TABLE - 18, Look.OLD)
    _support(p, 58, TABLE - 18, Look.OLD, lying=True)
    _girder(p, 66, TABLE - 32, Look.NEW)
    _highest(p, 80, TABLE - 44)


GIRDER_PICTOGRAMS: dict[int, Callable[[QPainter], None]] = {
    1: _g_balancing,
    2: _g_same_colour,
    3: _g_two_other_colours,
    4: _g_touch_highest,
    5: _g_with_worker,
    6: _g_strong_worker,
    7: _g_support_same,
    8: _g_support_other,
    9: _g_support_on_girder,
    10: _g_touch_support,
    11: _g_carry_brick,
    12: _g_highest_girder,
}
"""Girder rule → its pictogram (M10), as ``narration.girder_rule_name`` names them."""


# -- worker rules (M11): the new worker on a grey girder -------------------------------------------------

STANDING = TABLE - 6
"""The soles of a worker on the grey girder of a worker rule's pictogram."""


def _w_base(p: QPainter, x: float = 50) -> None:
    _girder(p, 50, TABLE - 2, Look.OLD)
    _worker(p, x, STANDING, Look.NEW)


def _w_loads(p: QPainter, bricks: int, beams: int) -> None:
    """1–5: the worker first, then his loads on his arms (beams below, bricks on them or side by side)."""
    _w_base(p)
    top = _hands(STANDING)
    for _ in range(beams):
        _beam(p, 50, top)
        top -= BEAM_SIZE[1]
    for i in range(bricks):
        _brick(p, 50 + (i - (bricks - 1) / 2) * 14, top)


def _w_one_brick(p: QPainter) -> None:
    _w_loads(p, 1, 0)


def _w_two_bricks(p: QPainter) -> None:
    _w_loads(p, 2, 0)


def _w_one_beam(p: QPainter) -> None:
    _w_loads(p, 0, 1)


def _w_two_beams(p: QPainter) -> None:
    _w_loads(p, 0, 2)


def _w_brick_and_beam(p: QPainter) -> None:
    _w_loads(p, 1, 1)


def _w_near_end(p: QPainter) -> None:
    """6: he touches one end of his girder."""
    _girder(p, 44, TABLE - 2, Look.OLD)
    _worker(p, 61, STANDING, Look.NEW)
    _ring(p, QPointF(68, TABLE - 3), 8, 7)


def _w_carry_beam(p: QPainter) -> None:
    """7: a beam on his arms, both placed in one go."""
    _girder(p, 50, TABLE - 2, Look.OLD)
    feet = STANDING - 18
    _worker(p, 50, feet, Look.NEW)
    _beam(p, 50, _hands(feet))
    _together(p, QRectF(29, _hands(feet) - 8, 42, feet - _hands(feet) + 11))
    _arrow(p, 80, 14, 46)


def _w_connect(p: QPainter) -> None:
    """8: a beam on his arms reaches a worker already on the site."""
    _girder(p, 26, TABLE - 2, Look.OLD)
    _girder(p, 74, TABLE - 2, Look.OLD)
    _worker(p, 24, STANDING, Look.OLD)
    _worker(p, 76, STANDING, Look.NEW)
    _beam(p, 50, _hands(STANDING), 62)


def _w_extra(p: QPainter) -> None:
    """9: a second worker on the same girder."""
    _girder(p, 50, TABLE - 2, Look.OLD)
    _worker(p, 34, STANDING, Look.NEW)
    _worker(p, 66, STANDING, Look.NEW)


WORKER_PICTOGRAMS: dict[int, Callable[[QPainter], None]] = {
    1: _w_one_brick,
    2: _w_two_bricks,
    3: _w_one_beam,
    4: _w_two_beams,
    5: _w_brick_and_beam,
    6: _w_near_end,
    7: _w_carry_beam,
    8: _w_connect,
    9: _w_extra,
}
"""Worker rule → its pictogram (M11), as ``narration.worker_rule_name`` names them."""


# -- the back: WHAT ---------------------------------------------------------------------------------------


def _signboard(p: QPainter, rect: QRectF, colour: QColor) -> tuple[QRectF, QRectF]:
    """The card, its coloured sign and the white panel on it (painted); returns the panel and the caption's
    place below it. The back of a card and Boss Rita's are laid out alike."""
    w = rect.width()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _board(p, rect)
    sign = _inner(rect, w * 0.05)
    _sign(p, sign, colour)
    panel = QRectF(sign.left() + w * 0.09, sign.top() + w * 0.09, sign.width() - w * 0.18, sign.height() * 0.68)
    p.setPen(QPen(INK, max(0.6, w * 0.012)))
    p.setBrush(PAPER)
    p.drawRoundedRect(panel, w * 0.05, w * 0.05)
    words = QRectF(sign.left() + w * 0.06, panel.bottom() + w * 0.02, sign.width() - w * 0.12,
                   sign.bottom() - panel.bottom() - w * 0.06)  # fmt: skip
    return panel, words


def paint_back(p: QPainter, rect: QRectF, back: Back) -> None:
    """WHAT: the big orange sign with a girder or a worker, and the two girder colours as swatches. On a
    worker's card his gloves wear the colours too, as on the printed card."""
    w = rect.width()
    p.save()
    panel, words = _signboard(p, rect, SIGN_ORANGE)
    art = QRectF(panel.left(), panel.top() + panel.height() * 0.06, panel.width(), panel.height() * 0.56)
    if back.what is Kind.GIRDER:
        _draw_units(p, art, 100, 50, _truss)
    else:
        _draw_units(p, art, 40, 40, lambda q: _worker(q, 20, 38, Look.NEW, back.colours))
    _swatches(p, panel, back.colours)
    first, second = (colour_name(c, tr) for c in back.colours)
    _caption(p, words, fmt(tr("%1 or %2"), first, second), w * 0.1, True)
    p.restore()


def _swatches(p: QPainter, panel: QRectF, colours: tuple[Colour, Colour]) -> None:
    """The two colours as short girders side by side in the lower part of the panel."""
    width, height = panel.width() * 0.36, panel.height() * 0.17
    top = panel.bottom() - panel.height() * 0.3
    gap = panel.width() * 0.08
    left = panel.center().x() - gap / 2 - width
    for i, colour in enumerate(colours):
        paint_swatch(p, QRectF(left + i * (width + gap), top, width, height), colour)


# -- Boss Rita and a hidden card ------------------------------------------------------------------------


def paint_rita(p: QPainter, rect: QRectF) -> None:
    """Boss Rita's card: her portrait on a blue sign, with the ribbon of the awards she hands out (M16)."""
    w = rect.width()
    p.save()
    panel, words = _signboard(p, rect, RITA_BLUE)
    _draw_units(p, _inner(panel, w * 0.03), 80, 90, _rita)
    p.setPen(PAPER)
    chosen = wrapped(tr("Boss Rita"), words, w * 0.12, True, smallest=3)
    if on_screen(p, chosen.pixelSize()) >= SMALLEST_TEXT:
        p.setFont(chosen)
        p.drawText(words, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), tr("Boss Rita"))
    p.restore()


def _rita(p: QPainter) -> None:
    """Rita with her white boss's hard hat, hair tied back, a clipboard, and an award's rosette (80 × 90)."""
    p.setPen(QPen(INK, 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(QColor("#3b5f8a"))
    body = QPainterPath()
    body.moveTo(14, 90)
    body.cubicTo(14, 62, 22, 56, 40, 56)
    body.cubicTo(58, 56, 66, 62, 66, 90)
    body.closeSubpath()
    p.drawPath(body)
    p.setBrush(SIGN_YELLOW)
    p.drawPolygon(QPolygonF([QPointF(34, 56), QPointF(40, 70), QPointF(46, 56)]))
    p.setBrush(QColor("#5a3a22"))
    p.drawEllipse(QPointF(52, 40), 7, 9)
    p.setBrush(QColor("#e9b68c"))
    p.drawEllipse(QPointF(40, 38), 13, 15)
    p.setBrush(INK)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(35, 38), 1.6, 1.6)
    p.drawEllipse(QPointF(45, 38), 1.6, 1.6)
    p.setPen(QPen(INK, 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(35, 40, 10, 7), -20 * 16, -140 * 16)
    p.setPen(QPen(INK, 1.4))
    p.setBrush(PAPER)
    hat = QPainterPath()
    hat.moveTo(22, 31)
    hat.lineTo(58, 31)
    hat.lineTo(54, 28)
    hat.cubicTo(54, 12, 26, 12, 26, 28)
    hat.closeSubpath()
    p.drawPath(hat)
    p.drawLine(QPointF(40, 17), QPointF(40, 28))
    _clipboard(p)
    _rosette(p, 18, 70)


def _clipboard(p: QPainter) -> None:
    p.setPen(QPen(INK, 1.2))
    p.setBrush(WOOD)
    p.drawRoundedRect(QRectF(50, 62, 20, 26), 2, 2)
    p.setBrush(PAPER)
    p.drawRect(QRectF(53, 66, 14, 19))
    for y in (70.0, 74.0, 78.0):
        p.drawLine(QPointF(55, y), QPointF(65, y))
    p.setBrush(GREY)
    p.drawRect(QRectF(56, 60, 8, 4))


def _rosette(p: QPainter, x: float, y: float) -> None:
    """The Employee of the Month award: a rosette with two ribbons and a star."""
    p.setPen(QPen(INK, 1.0))
    p.setBrush(QColor("#c0392b"))
    p.drawPolygon(QPolygonF([QPointF(x - 5, y), QPointF(x - 9, y + 16), QPointF(x - 4, y + 13), QPointF(x - 1, y + 18),
                             QPointF(x + 1, y + 2)]))  # fmt: skip
    p.drawPolygon(QPolygonF([QPointF(x + 5, y), QPointF(x + 9, y + 16), QPointF(x + 4, y + 13), QPointF(x + 1, y + 18),
                             QPointF(x - 1, y + 2)]))  # fmt: skip
    p.setBrush(SIGN_YELLOW)
    p.drawEllipse(QPointF(x, y), 8, 8)
    p.setBrush(INK)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPolygon(_star(x, y, 5.0, 2.2))


def _star(x: float, y: float, outer: float, inner: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(x + r * math.cos(a), y + r * math.sin(a)))
    return QPolygonF(points)


def paint_card_hidden(p: QPainter, rect: QRectF) -> None:
    """A card whose back the viewer may not see (another player's Foreman hand, G5): the orange sign with a
    big hard hat between two barrier stripes, the same for every card."""
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _board(p, rect)
    sign = _inner(rect, w * 0.05)
    _sign(p, sign, SIGN_ORANGE)
    inside = _inner(sign, w * 0.08)
    for top in (inside.top(), inside.bottom() - w * 0.16):
        _barrier(p, QRectF(inside.left(), top, inside.width(), w * 0.16))
    emblem = QRectF(inside.left() + inside.width() * 0.2, inside.top() + w * 0.2, inside.width() * 0.6,
                    inside.height() - w * 0.4)  # fmt: skip
    _draw_units(p, emblem, 20, 20, _hat_mark)
    p.restore()


def _barrier(p: QPainter, band: QRectF) -> None:
    """A barrier's black and yellow stripes, as on a building site's fence."""
    p.save()
    p.setClipRect(band)
    p.fillRect(band, SIGN_YELLOW)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    step = band.height() * 1.1
    x = band.left() - band.height()
    while x < band.right():
        p.drawPolygon(QPolygonF([QPointF(x, band.bottom()), QPointF(x + step / 2, band.bottom()),
                                 QPointF(x + step / 2 + band.height(), band.top()),
                                 QPointF(x + band.height(), band.top())]))  # fmt: skip
        x += step
    p.restore()
    p.setPen(QPen(INK, max(0.6, band.height() * 0.08)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(band)


def paint_card(p: QPainter, rect: QRectF, id: int, face_up: bool, what: Kind | None = None) -> None:
    """Card ``id`` as it lies: Boss Rita, a hidden card (``HIDDEN``), or an instruction card's front (face up)
    or back."""
    if id == RITA:
        paint_rita(p, rect)
    elif id == HIDDEN:
        paint_card_hidden(p, rect)
    elif face_up:
        paint_front(p, rect, card(id).front, what)
    else:
        paint_back(p, rect, card(id).back)
