"""The building site painted: the table it stands on, the crane and the box, and every piece, in site coordinates.

Site coordinates are the physics' own (millimetres, y up, x = 0 the middle of the table, the table top at
y = 0), so the caller sets one transform (``site_transform``) and everything lands where the simulation has
it. Each piece's outline is built from ``outlines.piece_parts``, the boxes and circles the physics builds its
shapes from: what is drawn is exactly what collides, and a piece that looks as if it rests on another does.
The crane and the box are drawn over ``outlines``' rectangles alike. Decoration (bolt holes, grain, a face) is
painted inside that outline, in the piece's own frame, so it turns with the piece. Nothing here loads pymunk:
the launcher paints the cover while the suite starts, and the physics engine would cost it tens of ms.

Outlines and decoration are built once per kind and colour (``look``). Painting them as paths costs half a
millisecond a piece, so each piece is pre-painted once as it stands (``_Sprites``: at the view's scale, turned,
placed to an eighth of a pixel) and copied from then on, and the room and the table behind are one image per
view (``_Backdrops``): a site of a hundred pieces at rest repaints in a millisecond or two, and dragging a
piece over it costs little more.

A hat is named like the site names it: minus its worker's id, in ``marks`` and ``held`` as anywhere.
Text is the caller's: the one label painted here (the height line's) arrives translated.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from suite.games.men_at_work.constants import (
    BOX_FLOOR_THICKNESS,
    FLOOR_Y,
    TABLE_HALF_WIDTH,
    WORKER_HEAD_Y,
    WORKER_SHELF,
    WORKER_TORSO,
)
from suite.games.men_at_work.site import outlines
from suite.games.men_at_work.site.outlines import Box, Circle, Ground, Outline, Part, hat_seat, piece_parts
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose, Snapshot
from suite.ui.board.fonts import font

# -- where things are ----------------------------------------------------------------------------------

TABLE_THICKNESS = 28.0
"""mm of the table top's edge seen below its surface (the physics slab is deeper: it only stops pieces)."""
APRON_DEPTH = 62.0
"""mm the rail under the table top reaches down."""
DRAWER_WIDTH = 180.0
LEDGE_SHADOW = 16.0
"""mm of shade under each ledge of the Skyscraper box's insert."""
LEG_WIDTH = 34.0
LEG_INSET = 24.0
"""mm from the table's end to the outer side of a leg."""
SKIRTING = 55.0
"""mm of skirting board along the wall, above the floor."""
STRIPE_PITCH = 48.0
"""mm from one wallpaper stripe to the next."""
STRIPE_LIGHT = 0.07
"""How much of the way to white a wallpaper stripe is paler than the wall."""


def site_transform(target: QRectF, area: QRectF) -> QTransform:
    """The transform that shows ``area`` (site millimetres, y up: ``area.top()`` is its lowest y) as large as it
    fits in ``target`` (widget pixels, y down), centred, with the same scale across and up."""
    scale = min(target.width() / max(area.width(), 1e-9), target.height() / max(area.height(), 1e-9))
    centre, middle = target.center(), area.center()
    return QTransform(scale, 0.0, 0.0, -scale, centre.x() - middle.x() * scale, centre.y() + middle.y() * scale)


def site_area(
    snapshot: Snapshot, margin: float = 40.0, aspect: float | None = None, whole_table: bool = True
) -> QRectF:
    """The site rectangle in millimetres that holds the table top, every piece and hat, the crane and the box,
    ``margin`` around them. Its y is its lowest point and its height goes up (y up), so ``top()`` is the bottom.

    With ``aspect`` (a widget's width / height), the rectangle grows to that shape: upwards, where the tower
    will rise, or evenly sideways; never downwards, so the table stays at the bottom of the picture.

    Without ``whole_table`` only the part of the table under the site counts, so a small site is shown large
    (the table's edges come into view as the site spreads, or a piece falls off).
    """
    half = TABLE_HALF_WIDTH if whole_table else 1.0
    bounds = QRectF(-half, -TABLE_THICKNESS, 2 * half, TABLE_THICKNESS)
    for _, rect in _fixtures(snapshot.crane, snapshot.box):
        bounds = bounds.united(rect)
    for rect in piece_bounds(snapshot):
        bounds = bounds.united(rect)
    area = bounds.adjusted(-margin, -margin, margin, margin)
    if aspect is not None and aspect > 0:
        if area.width() / area.height() < aspect:
            grow = area.height() * aspect - area.width()
            area.adjust(-grow / 2, 0.0, grow / 2, 0.0)
        else:
            area.setHeight(area.width() / aspect)
    return area


def piece_bounds(snapshot: Snapshot) -> list[QRectF]:
    """The rectangle (mm) each piece and each hat of ``snapshot`` covers."""
    return [pose_transform(pose).mapRect(outline(kind).boundingRect()) for kind, pose in _everything(snapshot)]


def pose_transform(pose: Pose) -> QTransform:
    """From a piece's own frame (its middle at the origin, angle 0) to the site: how its outline is placed."""
    return QTransform().translate(pose.x, pose.y).rotateRadians(pose.angle)


def _everything(snapshot: Snapshot) -> Iterable[tuple[Kind, Pose]]:
    """Every piece's kind and pose, and every hat's."""
    for piece in snapshot.pieces:
        yield piece.kind, piece.pose
    for _, pose in _hats(snapshot.pieces, snapshot):
        yield Kind.HAT, pose


def _hats(workers: Iterable[Piece], snapshot: Snapshot | None = None) -> list[tuple[int, Pose]]:
    """(worker, pose) of the hat of each worker among ``workers``: where the snapshot puts it, else on his head."""
    moved = {hat.worker: hat.pose for hat in snapshot.hats} if snapshot is not None else {}
    return [(p.id, moved.get(p.id) or hat_seat(p.pose)) for p in workers if p.kind is Kind.WORKER]


# -- outlines from the physics -------------------------------------------------------------------------


CIRCLE_STEPS = 48
"""Corners of the polygon a round shape is drawn as: within a hundredth of a mm of the circle."""


def _shape_path(shape: Outline) -> QPainterPath:
    """One of a piece's shapes as a closed path, in its own frame. A circle becomes a fine polygon: a union of
    paths flattens curves coarsely (a worker's head came out an octagon)."""
    path = QPainterPath()
    if isinstance(shape, Circle):
        (x, y), r = shape.centre, shape.radius
        steps = [i * math.tau / CIRCLE_STEPS for i in range(CIRCLE_STEPS)]
        path.addPolygon(QPolygonF([QPointF(x + r * math.cos(a), y + r * math.sin(a)) for a in steps]))
    else:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in shape.corners()]))
    path.closeSubpath()
    return path


def _union(paths: Iterable[QPainterPath]) -> QPainterPath:
    joined = QPainterPath()
    for path in paths:
        joined = joined.united(path)
    return joined.simplified()


@cache
def outline(kind: Kind) -> QPainterPath:
    """The outline of a piece of this kind in its own frame: the union of its collision shapes."""
    return _union(_shape_path(shape) for shape, _ in piece_parts(kind))


# -- how each kind looks -------------------------------------------------------------------------------

INK = QColor("#2a211b")
"""The outline of every piece: dark enough that a white girder reads on the light wall."""


class Layer(NamedTuple):
    """A filled region of a piece's decoration, and the thin seam (mm wide, it scales with the site) around it."""

    path: QPainterPath
    brush: QBrush
    seam: QPen = QPen(Qt.PenStyle.NoPen)


class Look(NamedTuple):
    """How a kind (and colour) of piece is painted: its outline, its decoration from back to front, and the
    colour a ghost of it takes."""

    outline: QPainterPath
    layers: tuple[Layer, ...]
    tint: QColor


def _rect(left: float, bottom: float, right: float, top: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(left, bottom, right - left, top - bottom))
    return path


def _dots(points: Iterable[tuple[float, float]], radius: float) -> QPainterPath:
    path = QPainterPath()
    for x, y in points:
        path.addEllipse(QPointF(x, y), radius, radius)
    return path


def _stroke(path: QPainterPath, width: float) -> QPainterPath:
    """A line drawing turned into a filled shape ``width`` mm wide (filled paths cost less to paint than pens)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path)


def _lines(points: Sequence[Sequence[tuple[float, float]]]) -> QPainterPath:
    path = QPainterPath()
    for line in points:
        path.moveTo(*line[0])
        for x, y in line[1:]:
            path.lineTo(x, y)
    return path


def _across(colours: Sequence[str | QColor], low: QPointF, high: QPointF) -> QBrush:
    """A gradient from ``low`` to ``high`` through ``colours``, in the painter's frame (a piece's own one)."""
    gradient = QLinearGradient(low, high)
    for i, colour in enumerate(colours):
        gradient.setColorAt(i / (len(colours) - 1), QColor(colour))
    return QBrush(gradient)


def _solid(colour: str | QColor, alpha: int = 255) -> QBrush:
    c = QColor(colour)
    c.setAlpha(alpha)
    return QBrush(c)


def _seam(colour: str, width: float = 0.3) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


GIRDER_PAINT: dict[Colour, tuple[str, str, str, str]] = {
    Colour.ORANGE: ("#ffb061", "#f27f1b", "#b9560a", "#5e2a04"),
    Colour.PURPLE: ("#a884cf", "#7b4ba8", "#51307a", "#24133a"),
    Colour.BLACK: ("#6a6a74", "#36363d", "#1c1c20", "#070708"),
    Colour.WHITE: ("#ffffff", "#f4f0e7", "#d0c7b7", "#7d7263"),
}
"""Each girder colour: highlight, body, shade, and the dark seen through its bolt holes."""
GIRDER_MARK: dict[Colour, str] = {
    Colour.ORANGE: "#ffe2bd",
    Colour.PURPLE: "#9a6cc6",
    Colour.WHITE: "#b4aa98",
}
"""The colour of each girder's own marking, so the four stay apart without colour vision: rivets along the
orange, stripes across the purple, rungs between the white's holes, none on the black (the darkest by far).
The cards (``cards.GIRDER_PAINT``) mark the colours alike."""
HOLE_PITCH = 15.0
HOLE_RADIUS = 1.45
FLANGE = 1.8
"""mm from a girder's long edge to its flange line."""


def _girder_look(colour: Colour) -> Look:
    light, body, shade, dark = GIRDER_PAINT[colour]
    shape = outline(Kind.GIRDER)
    box = shape.boundingRect()
    end, half = box.right(), box.bottom()
    count = int(box.width() // HOLE_PITCH)
    xs = [(i - (count - 1) / 2) * HOLE_PITCH for i in range(count)]
    flanges = _rect(-end + 0.7, half - FLANGE - 0.25, end - 0.7, half - FLANGE + 0.15)
    flanges.addPath(_rect(-end + 0.7, -half + FLANGE - 0.15, end - 0.7, -half + FLANGE + 0.25))
    holes = _dots(((x, 0.0) for x in xs), HOLE_RADIUS)
    layers = [
        Layer(shape, _across((light, body, body, shade), QPointF(0, half), QPointF(0, -half))),
        Layer(flanges, _solid(shade, 200)),
    ]
    marking = _girder_marking(colour, xs, end, half - FLANGE - 0.5)
    if marking is not None:
        clear = marking.subtracted(_dots(((x, 0.0) for x in xs), HOLE_RADIUS + 0.8))
        layers.append(Layer(clear, _solid(GIRDER_MARK[colour])))
    shine = _dots(((x, -0.3) for x in xs), HOLE_RADIUS + 0.3)
    shine.addPath(_rect(-end + 0.6, half - 1.0, end - 0.6, half - 0.45))
    layers += [
        Layer(shine, _solid(light)),
        Layer(holes, _across((dark, shade), QPointF(0, HOLE_RADIUS), QPointF(0, -HOLE_RADIUS))),
    ]
    return Look(shape, tuple(layers), QColor(body))


def _girder_marking(colour: Colour, xs: list[float], end: float, web: float) -> QPainterPath | None:
    """The colour's own marking on the girder's web, between its flanges."""
    if colour is Colour.ORANGE:
        return _dots([(x + HOLE_PITCH / 2, side * (web - 0.2)) for x in xs[:-1] for side in (-1, 1)], 0.6)
    if colour is Colour.PURPLE:
        path = QPainterPath()
        x = -end - web
        while x < end + web:
            path.addPolygon(QPolygonF([QPointF(x, -web), QPointF(x + 1.1, -web),
                                       QPointF(x + 1.1 + 2 * web, web), QPointF(x + 2 * web, web)]))  # fmt: skip
            path.closeSubpath()
            x += 3.4
        return path.intersected(_rect(-end + 0.8, -web, end - 0.8, web))
    if colour is Colour.WHITE:
        return _rungs(xs, web)
    return None


def _rungs(xs: list[float], web: float) -> QPainterPath:
    """Short upright bars between the holes, like the rungs of a ladder: the white girder's marking."""
    path = QPainterPath()
    for x in xs[:-1]:
        path.addRect(QRectF(x + HOLE_PITCH / 2 - 0.45, -web + 0.3, 0.9, 2 * web - 0.6))
    return path


WOOD = {
    Kind.SUPPORT: ("#ecc07f", "#d69c57", "#ad7336", "#9c6430"),
    Kind.BEAM: ("#f8e6bd", "#ebcf95", "#c9a565", "#b99050"),
}
"""Wooden blocks: highlight, body, shade, and the grain's colour. Supports pine, beams a paler wood."""


def _grain(length: float, across: float, lines: int, wobble: float) -> list[list[tuple[float, float]]]:
    """Gently wavy grain lines along x, ``lines`` of them spread over ``across`` mm (in a block's frame)."""
    grain = []
    for i in range(lines):
        offset = (i + 0.5) / lines * across - across / 2 + (0.4 if i % 2 else -0.3)
        phase = 1.7 * i
        xs = [-length / 2 + 1.2 + j * (length - 2.4) / 24 for j in range(25)]
        grain.append([(x, offset + wobble * math.sin(x / length * 7.0 + phase)) for x in xs])
    return grain


def _block_look(kind: Kind) -> Look:
    """A support or a beam: a wooden block, rounded by its shading, grain along its length."""
    light, body, shade, grain_colour = WOOD[kind]
    shape = outline(kind)
    box = shape.boundingRect()
    tall = box.height() > box.width()
    length, across = (box.height(), box.width()) if tall else (box.width(), box.height())
    grain = _stroke(_lines(_grain(length, across, 4 if tall else 2, 0.45 if tall else 0.25)), 0.28)
    knot = QPainterPath()
    if tall:
        knot.addEllipse(QPointF(-length * 0.18, across * 0.12), 1.6, 0.8)
        grain = QTransform().rotate(90).map(grain)
        knot = QTransform().rotate(90).map(knot)
    high, low = (QPointF(-box.width() / 2, 0), QPointF(box.width() / 2, 0)) if tall else (
        QPointF(0, box.height() / 2), QPointF(0, -box.height() / 2))  # fmt: skip
    layers = [
        Layer(shape, _across((light, body, body, shade), high, low)),
        Layer(grain.intersected(shape), _solid(grain_colour, 150)),
        Layer(_stroke(knot, 0.35), _solid(grain_colour, 170)),
        Layer(_rect(box.left() + 0.5, box.bottom() - 0.9, box.right() - 0.5, box.bottom() - 0.4), _solid(light, 200)),
    ]
    return Look(shape, tuple(layers), QColor(body))


def _brick_look() -> Look:
    """A brick: red clay with a mortar joint through it and one across the upper course."""
    shape = outline(Kind.BRICK)
    box = shape.boundingRect()
    half_w, half_h = box.right(), box.bottom()
    mortar = _rect(-half_w + 0.3, -0.35, half_w - 0.3, 0.35)
    mortar.addPath(_rect(-0.35, 0.0, 0.35, half_h - 0.3))
    mortar.addPath(_rect(-half_w * 0.55 - 0.35, -half_h + 0.3, -half_w * 0.55 + 0.35, 0.0))
    return Look(shape, (
        Layer(shape, _across(("#e0705a", "#c4452e", "#a33622"), QPointF(0, half_h), QPointF(0, -half_h))),
        Layer(mortar, _solid("#eadfcc")),
        Layer(_rect(-half_w + 0.5, half_h - 0.8, half_w - 0.5, half_h - 0.4), _solid("#ee9a84", 200)),
    ), QColor("#c4452e"))  # fmt: skip


WORKER_PAINT = {
    "boots": ("#5a3d2a", "#3a271b"),
    "trousers": ("#3d6aa8", "#284a7a"),
    "vest": ("#ff8a1f", "#c9600c"),
    "sleeves": ("#5d8fd0", "#3a6199"),
    "gloves": ("#f5cf4a", "#b08a1c"),
    "head": ("#f4c9a2", "#c99470"),
}
"""A worker's clothes: each part's colour and its seam. Blue overalls, a hi-vis vest, yellow work gloves."""


def _worker_part(shape: Outline, part: Part) -> str:
    """Which piece of clothing a collision shape of a worker is, read from its part and where it lies."""
    if isinstance(shape, Circle):
        return "head"
    if part is Part.FOOT:
        return "boots"
    if part is Part.ARM:
        return "gloves" if shape.bottom >= WORKER_SHELF[2] - 1e-6 else "sleeves"
    if shape.bottom >= WORKER_HEAD_Y - 1e-6:
        return "head"
    return "trousers" if shape.top <= WORKER_TORSO[1] + 1e-6 else "vest"


def _worker_look() -> Look:
    """A little construction worker: boots, blue trousers, a hi-vis vest with a belt and reflective stripes,
    arms raised to hold their load on flat gloved hands, and a face under the hat."""
    parts: dict[str, list[QPainterPath]] = {}
    for shape, part in piece_parts(Kind.WORKER):
        parts.setdefault(_worker_part(shape, part), []).append(_shape_path(shape))
    layers = [Layer(_union(paths), _solid(WORKER_PAINT[name][0]), _seam(WORKER_PAINT[name][1]))
              for name in WORKER_PAINT for paths in [parts.get(name, [])] if paths]  # fmt: skip
    head = _union(parts["head"])
    hair = head.intersected(_rect(-WORKER_HEAD_Y, WORKER_HEAD_Y + 1.8, WORKER_HEAD_Y, 2 * WORKER_HEAD_Y))
    half, bottom, top = WORKER_TORSO
    stripes = _rect(-half, bottom + 5.2, half, bottom + 6.4)
    stripes.addPath(_rect(-half, bottom + 8.4, half, bottom + 9.6))
    belt = _rect(-half, bottom, half, bottom + 1.4)
    face = _dots([(-1.3, WORKER_HEAD_Y + 0.4), (1.3, WORKER_HEAD_Y + 0.4)], 0.42)
    smile = _lines([[(x / 4, WORKER_HEAD_Y - 1.5 + 0.45 * (x / 4) ** 2) for x in range(-5, 6)]])
    fingers = _lines([[(side * 13.0, WORKER_SHELF[2] + 0.9), (side * 15.2, WORKER_SHELF[2] + 0.9)] for side in (-1, 1)])
    layers += [
        Layer(stripes, _solid("#eef2f4"), _seam("#9aa3aa", 0.2)),
        Layer(_rect(-0.35, bottom + 1.4, 0.35, top), _solid("#c9600c")),
        Layer(belt, _solid("#5b3b22")),
        Layer(_rect(-1.0, bottom + 0.1, 1.0, bottom + 1.3), _solid("#e2c15a")),
        Layer(hair, _solid("#6b4427")),
        Layer(face, _solid(INK)),
        Layer(_stroke(smile, 0.35), _solid("#8a4b32")),
        Layer(_stroke(fingers, 0.3), _solid("#b08a1c")),
        Layer(_dots([(-2.6, WORKER_HEAD_Y - 0.9), (2.6, WORKER_HEAD_Y - 0.9)], 0.6), _solid("#ef9a86", 150)),
    ]
    return Look(outline(Kind.WORKER), tuple(layers), QColor(WORKER_PAINT["trousers"][0]))


def _hat_look() -> Look:
    """The hard hat: bright yellow, a shine along its crown, its rim a shade darker down to the brim's edge."""
    shape = outline(Kind.HAT)
    box = shape.boundingRect()
    brims = _rect(box.left(), box.top(), box.right(), box.top() + 0.7).intersected(shape)
    return Look(shape, (
        Layer(shape, _across(("#ffe36b", "#f7c21a", "#e0a90a"), QPointF(0, box.bottom()), QPointF(0, box.top()))),
        Layer(brims, _solid("#c98f04")),
        Layer(_rect(box.left() + 0.7, box.bottom() - 0.8, box.right() - 1.8, box.bottom() - 0.4), _solid("#fff6c4")),
    ), QColor("#f7c21a"))  # fmt: skip


@cache
def look(kind: Kind, colour: Colour | None = None) -> Look:
    """How a piece of this kind (and a girder of this colour) is painted, built once."""
    if kind is Kind.GIRDER:
        return _girder_look(colour or Colour.WHITE)
    if kind in WOOD:
        return _block_look(kind)
    if kind is Kind.BRICK:
        return _brick_look()
    if kind is Kind.WORKER:
        return _worker_look()
    return _hat_look()


# -- painting a site -----------------------------------------------------------------------------------

SPRITES_KEPT = 400
"""Pieces kept pre-painted, each at its scale, angle and fraction of a pixel: every piece of a large site, with
room for the few that move."""
SPRITE_LIMIT = 1500
"""Device pixels: a piece zoomed larger than this across is painted as paths rather than pre-painted."""
FRESH_TIME = 0.004
"""Seconds one painting may spend pre-painting pieces anew (half a millisecond each, here); beyond it a piece is
drawn from its level picture at a nearby scale, a little softer, until a later painting pre-paints it (a zoom
or a settle moving the whole site must not stall a frame)."""
NEARBY_STEP = 1.06
"""The scales of those level pictures: one every 6 %, so a picture is scaled by 3 % at most."""
SUBPIXEL = 8
"""A piece is pre-painted at its position to an eighth of a device pixel, so pieces that touch are drawn
touching."""
SHADOW = (6.0, 10.0)
"""Device pixels right and down that a held piece's shadow falls: the same lift at any zoom."""
GLOW = QColor(255, 226, 130, 170)
"""The warm light around a piece in the hand."""

GHOST_VEIL = QColor(42, 33, 27, 32)
"""INK, faint, over a ghost's own colour: a white girder's ghost is a shade darker than the pale wall."""
GHOST_HATCH = QColor(42, 33, 27, 130)
"""The hatching across a ghost: INK, half seen through."""
GHOST_EDGE = QColor(255, 252, 244, 220)
"""The light edge under a ghost's dark dashes: the dashes read on the pale wall, the edge on the dark pieces."""

PIECE, HELD, GHOST, GHOST_LINE, MARK = "piece", "held", "ghost", "ghost line", "mark"
"""How a piece is shown: itself; in the hand (on a shadow, in a glow); see-through and hatched; a ring in a colour
alone, drawn over the piece."""


class _Drawn(NamedTuple):
    """A piece or a hat to paint: its id (a hat's is minus its worker's), what it is, where, and how shown."""

    id: int
    key: tuple[Kind, Colour | None]
    pose: Pose
    style: str = PIECE
    rgba: int = 0
    """A mark's colour."""


def paint_site(
    p: QPainter,
    snapshot: Snapshot,
    marks: Mapping[int, QColor] | None = None,
    ghost: Sequence[Piece] = (),
    held: Collection[int] = (),
) -> bool:
    """Paints the site as the painter's transform (``site_transform``) shows it: the room and the table, the
    crane and the box if the variant has them, every piece and hat; ``marks`` rings pieces in a colour (what an
    accident brought down, what may be cleared), ``ghost`` shows pieces as see-through outlines (a hint, a
    suggested placement), and ``held`` pieces float on a soft shadow and glow, in the player's hand, over
    the ghost: a ghost drawn over the piece in the hand veiled the very piece the person lines up with it. The
    ghost's edge alone is drawn again over the held piece, which otherwise hid it (a worker, all of it).

    Returns False when some pieces were drawn from a picture painted at a nearby scale (a zoom, a settle
    moving many pieces at once: a painting pre-paints only a few afresh, to keep frames short); painting the
    same view again soon then shows them sharp."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    view = _View.of(p)
    _BACKDROPS.paint(p, snapshot.crane, snapshot.box)
    carried = set(held) | {-id for id in held}
    drawn = _drawn(snapshot.pieces, snapshot)
    shown = [item for item in drawn if item.id not in carried]
    shown += [item._replace(style=GHOST) for item in _drawn(ghost)]
    shown += [item._replace(style=HELD) for item in drawn if item.id in carried]
    if carried:  # the ghost's edge over the piece in the hand: a held worker hid his whole ghost
        shown += [item._replace(style=GHOST_LINE) for item in _drawn(ghost)]
    if marks:
        shown += [item._replace(style=MARK, rgba=marks[item.id].rgba()) for item in drawn if item.id in marks]
    _SPRITES.start()
    p.setWorldTransform(view.device)
    for item in shown:
        _SPRITES.paint(p, item, view)
    p.restore()
    return not _SPRITES.approximate


def _drawn(pieces: Iterable[Piece], snapshot: Snapshot | None = None) -> list[_Drawn]:
    """The pieces in id order, then the hats (the hats of ``pieces`` if no snapshot gives them)."""
    pieces = list(pieces)
    items = [_Drawn(piece.id, (piece.kind, piece.colour), piece.pose) for piece in pieces]
    return items + [_Drawn(-worker, (Kind.HAT, None), pose) for worker, pose in _hats(pieces, snapshot)]


class _View(NamedTuple):
    """The painter's view of the site for one painting."""

    site: QTransform
    """Site mm to the painter's pixels (the caller's transform)."""
    device: QTransform
    """The painter's transform that makes one unit one device pixel."""
    ratio: float
    """Device pixels per pixel of the painter (the screen's pixel ratio)."""
    pixels: float
    """Device pixels per mm: the scale pieces are pre-painted at."""
    scale: int
    """``pixels`` to a tenth of a per mille, as pictures painted at it are kept."""
    upright: bool
    """Whether the view is a site view (one scale across and up, y flipped, nothing turned): only then are
    pieces copied from pictures, else they are painted as paths."""

    @classmethod
    def of(cls, p: QPainter) -> _View:
        t = p.worldTransform()
        ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        upright = (
            abs(t.m12()) < 1e-9 and abs(t.m21()) < 1e-9 and t.m11() > 0 and abs(t.m11() + t.m22()) < 1e-6 * t.m11()
        )
        pixels = max(math.hypot(t.m11(), t.m12()), 1e-6) * ratio
        device = QTransform.fromScale(1.0 / ratio, 1.0 / ratio)
        return cls(QTransform(t), device, ratio, pixels, round(math.log(pixels) * 4000), upright)

    def to_device(self, x: float, y: float) -> tuple[float, float]:
        """Where site point (x, y) is in device pixels (an upright view)."""
        t = self.site
        return (t.m11() * x + t.dx()) * self.ratio, (t.m22() * y + t.dy()) * self.ratio


def _outline_pen(pixels: float) -> QPen:
    """The outline of a piece painted at ``pixels`` per mm: half a millimetre, never under one pixel nor
    heavier than two and a half."""
    mm = 1.0 / pixels
    pen = QPen(INK, min(max(0.45, mm), 2.4 * mm))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _paint_styled(p: QPainter, shown: Look, style: str, rgba: int, pixels: float) -> None:
    """A piece in its own frame as ``style`` shows it (a mark in colour ``rgba``); ``pixels`` per mm sizes its
    lines."""
    mm = 1.0 / pixels
    if style == HELD:
        _paint_held(p, shown, mm)
    if style in (PIECE, HELD):
        _paint_look(p, shown, _outline_pen(pixels))
    elif style == GHOST:
        _paint_ghost(p, shown, mm)
    elif style == GHOST_LINE:
        _paint_ghost_edge(p, shown, mm)
    else:
        colour = QColor.fromRgba(rgba)
        p.setBrush(Qt.BrushStyle.NoBrush)
        halo = QColor(colour)
        halo.setAlpha(90)
        p.setPen(_round_pen(halo, 8 * mm))
        p.drawPath(shown.outline)
        p.setPen(_round_pen(colour, 2.5 * mm))
        p.drawPath(shown.outline)


def _paint_ghost(p: QPainter, shown: Look, mm: float) -> None:
    """A see-through piece in its own frame (``mm``: one device pixel): its colour faint, under dark hatching, and
    a dark dashed outline on a light one. The colour alone made a white girder's ghost vanish on the pale wall,
    and thin dashes alone were barely seen; hatching and a double edge read on the wall and on every piece."""
    p.setPen(Qt.PenStyle.NoPen)
    for brush in (_solid(shown.tint, 120), QBrush(GHOST_VEIL), QBrush(GHOST_HATCH, Qt.BrushStyle.BDiagPattern)):
        p.setBrush(brush)
        p.drawPath(shown.outline)
    _paint_ghost_edge(p, shown, mm)


def _paint_ghost_edge(p: QPainter, shown: Look, mm: float) -> None:
    """The ghost's double edge alone: drawn again over the piece in the hand, so that it can be lined up."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_round_pen(GHOST_EDGE, 3.5 * mm))
    p.drawPath(shown.outline)
    dashes = QPen(INK, 2.2 * mm, Qt.PenStyle.DashLine)
    dashes.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(dashes)
    p.drawPath(shown.outline)


def _paint_look(p: QPainter, shown: Look, outline: QPen) -> None:
    """A piece's decoration and outline, in its own frame."""
    for layer in shown.layers:
        p.setPen(layer.seam)
        p.setBrush(layer.brush)
        p.drawPath(layer.path)
    p.setPen(outline)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(shown.outline)


def paint_icon(p: QPainter, rect: QRectF, kind: Kind, colour: Colour | None = None) -> None:
    """A piece drawn small in ``rect`` (the reserve's counts), upright and centred. A girder, twelve times longer
    than high, shows only its left end, as high as ``rect``: whole, it was a coloured line three pixels high."""
    shown = look(kind, colour)
    bounds = shown.outline.boundingRect()
    if kind is Kind.GIRDER:
        bounds.setWidth(bounds.height() * rect.width() / rect.height())
    pixels = min(rect.width() / bounds.width(), rect.height() / bounds.height())
    p.save()
    p.setClipRect(rect)
    p.translate(rect.center())
    p.scale(pixels, -pixels)  # y up, as on the site
    p.translate(-bounds.center())
    _paint_look(p, shown, _outline_pen(pixels))
    p.restore()


def _paint_held(p: QPainter, shown: Look, mm: float) -> None:
    """Under a piece in the hand: a soft shadow cast down and right on the wall behind it, and a warm glow."""
    frame = p.worldTransform()
    p.setWorldTransform(QTransform(frame * QTransform.fromTranslate(SHADOW[0], SHADOW[1])))
    p.setPen(_round_pen(QColor(40, 28, 16, 40), 6 * mm))
    p.setBrush(QColor(40, 28, 16, 70))
    p.drawPath(shown.outline)
    p.setWorldTransform(frame)
    p.setPen(_round_pen(GLOW, 10 * mm))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(shown.outline)


Sprite = tuple[QImage, QPointF]
"""A pre-painted piece and where its image's corner lies from the device pixel its middle is in."""


class _Sprites:
    """Pieces pre-painted as images exactly as they are shown: at the view's scale, turned by their angle and
    placed to an eighth of a pixel. Copying an image costs a few microseconds; painting a girder's paths
    (outline, flanges, holes, its marking) half a millisecond, and turning and scaling an image on the fly a
    tenth. A site at rest is painted once and copied from then on; a piece that moves is painted afresh, a few
    each painting, the others drawn meanwhile from a picture painted near their scale; a piece in the hand is
    kept to whole pixels so that dragging it repaints nothing."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[object, ...], Sprite] = OrderedDict()
        self.deadline = 0.0
        """Until when (``time.perf_counter``) this painting may pre-paint pieces anew."""
        self.approximate = False
        """Whether this painting drew a piece from a nearby picture (painting again sharpens it)."""

    def start(self) -> None:
        self.deadline, self.approximate = time.perf_counter() + FRESH_TIME, False

    def paint(self, p: QPainter, item: _Drawn, view: _View) -> None:
        """Copies ``item`` onto the site (the painter's transform is ``view.device``, and stays so)."""
        if not view.upright:
            self._paint_paths(p, item, view)
            return
        x, y = view.to_device(item.pose.x, item.pose.y)
        column, row = math.floor(x), math.floor(y)
        fraction = (0.0, 0.0)
        if item.style != HELD:
            fraction = (round((x - column) * SUBPIXEL) / SUBPIXEL, round((y - row) * SUBPIXEL) / SUBPIXEL)
        key = (*item.key, item.style, item.rgba, view.scale, round(item.pose.angle * 20000), *fraction)
        sprite = self._kept.get(key)
        if sprite is not None:
            self._kept.move_to_end(key)
        elif item.style != PIECE or time.perf_counter() < self.deadline:
            sprite = _sprite(look(*item.key), item, view.pixels, fraction)
            if sprite is None:
                self._paint_paths(p, item, view)
                return
            self._keep(key, sprite)
        else:
            self._nearby(p, item, view, QPointF(x, y))
            return
        image, corner = sprite
        p.drawImage(QPointF(column, row) + corner, image)

    def _nearby(self, p: QPainter, item: _Drawn, view: _View, middle: QPointF) -> None:
        """A piece not yet pre-painted as it is now: its level picture painted at a scale near this one (a few
        per zoom), scaled and turned into place."""
        step = round(math.log(view.pixels) / math.log(NEARBY_STEP))
        key = (*item.key, NEARBY_STEP, step)
        pixels = NEARBY_STEP**step
        level = self._kept.get(key) or _sprite(look(*item.key), _Drawn(0, item.key, Pose(0.0, 0.0)), pixels)
        if level is None:
            self._paint_paths(p, item, view)
            return
        self._keep(key, level)
        self.approximate = True
        image, corner = level
        ratio = view.pixels / pixels
        place = QTransform.fromScale(ratio, ratio).rotateRadians(-item.pose.angle)
        p.setWorldTransform(QTransform(place * QTransform.fromTranslate(middle.x(), middle.y()) * view.device))
        p.drawImage(corner, image)
        p.setWorldTransform(view.device)

    def _paint_paths(self, p: QPainter, item: _Drawn, view: _View) -> None:
        """A piece painted as paths, in any view and at any size (slower)."""
        p.setWorldTransform(QTransform(pose_transform(item.pose) * view.site))
        _paint_styled(p, look(*item.key), item.style, item.rgba, view.pixels)
        p.setWorldTransform(view.device)

    def _keep(self, key: tuple[object, ...], sprite: Sprite) -> None:
        self._kept[key] = sprite
        self._kept.move_to_end(key)
        if len(self._kept) > SPRITES_KEPT:
            self._kept.popitem(last=False)


def _sprite(shown: Look, item: _Drawn, pixels: float, offset: tuple[float, float] = (0.0, 0.0)) -> Sprite | None:
    """``shown`` as ``item`` shows it, turned by its angle and painted at ``pixels`` per device pixel, its middle
    ``offset`` into a pixel, on a transparent image; None when the image would be too large."""
    to_device = QTransform(QTransform().rotateRadians(item.pose.angle) * QTransform(pixels, 0, 0, -pixels, *offset))
    bounds = to_device.mapRect(shown.outline.boundingRect())
    if item.style == HELD:
        bounds.adjust(-8.0, -8.0, 8.0 + SHADOW[0], 8.0 + SHADOW[1])
    else:
        bounds.adjust(-6.0, -6.0, 6.0, 6.0)
    if max(bounds.width(), bounds.height()) > SPRITE_LIMIT:
        return None
    left, top = math.floor(bounds.left()), math.floor(bounds.top())
    size = (math.ceil(bounds.right()) - left, math.ceil(bounds.bottom()) - top)
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setWorldTransform(QTransform(to_device * QTransform.fromTranslate(-left, -top)))
    _paint_styled(painter, shown, item.style, item.rgba, pixels)
    painter.end()
    return image, QPointF(left, top)


_SPRITES = _Sprites()


class _Backdrops:
    """The room, the table and the fixtures painted once for a view and drawn as one image while the view stays
    (a piece dragged across the site repaints only the pieces). Two views are kept: a table may show the site
    in two places."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

    def paint(self, p: QPainter, crane: bool, box: bool) -> None:
        device = p.device()
        window = p.window()
        if device is None or window.isEmpty():
            _paint_backdrop(p, crane, box)
            return
        ratio = device.devicePixelRatioF()
        t = p.worldTransform()
        key = (window.width(), window.height(), ratio, crane, box, t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy())
        image = self._kept.get(key)
        if image is None:
            image = QImage(round(window.width() * ratio), round(window.height() * ratio), QImage.Format.Format_RGB32)
            image.setDevicePixelRatio(ratio)
            image.fill(QColor(WALL[1]))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setWindow(window)
            painter.setViewport(0, 0, window.width(), window.height())
            painter.setWorldTransform(t)
            _paint_backdrop(painter, crane, box)
            painter.end()
            self._kept[key] = image
            if len(self._kept) > 2:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        p.save()
        p.resetTransform()
        p.drawImage(QPointF(window.topLeft()), image)
        p.restore()


_BACKDROPS = _Backdrops()


def _paint_backdrop(p: QPainter, crane: bool, box: bool) -> None:
    """The room, the table, and the crane and the box if the variant has them."""
    outline = _outline_pen(_View.of(p).pixels)
    _paint_room(p, _visible(p))
    _paint_table(p, outline)
    parts = _fixtures(crane, box)
    if box:
        _paint_box(p, parts, outline)
    if crane:
        _paint_crane(p, parts, outline)


# -- the room, the table, the fixtures -----------------------------------------------------------------

WALL = ("#f7efe0", "#efe2c9", "#e3d0ae")
"""The wall behind the table, lighter high up: warm and pale, so every girder colour reads against it."""
FLOOR = ("#9b6a43", "#7a4f30")
TABLE_WOOD = ("#c68a52", "#a96c38", "#8a5429", "#6f4220")
"""The table's wood: top highlight, edge, shade, and its grain."""


def _visible(p: QPainter) -> QRectF:
    """The part of the site the painter's device shows (site mm), a little more to be safe."""
    inverse, invertible = p.worldTransform().inverted()
    window = QRectF(p.window()) if p.device() is not None else QRectF(-2000, -2000, 4000, 4000)
    area = inverse.mapRect(window) if invertible else QRectF(-2000, -2000, 4000, 4000)
    return area.adjusted(-2, -2, 2, 2)


def _paint_room(p: QPainter, visible: QRectF) -> None:
    """The wall, lighter high up, down to the skirting board and the floor."""
    top, bottom = visible.bottom(), visible.top()
    wall = QRectF(visible.left(), FLOOR_Y, visible.width(), max(top - FLOOR_Y, 0.0))
    if wall.height() > 0:
        p.fillRect(wall, _wall_light(WALL))
        stripes = _wall_light(tuple(_paler(colour, STRIPE_LIGHT) for colour in WALL))
        for i in range(math.floor(wall.left() / STRIPE_PITCH), math.ceil(wall.right() / STRIPE_PITCH) + 1):
            p.fillRect(QRectF(i * STRIPE_PITCH, wall.top(), STRIPE_PITCH * 0.35, wall.height()), stripes)
        skirting = QRectF(visible.left(), FLOOR_Y, visible.width(), SKIRTING)
        p.fillRect(skirting, QColor("#f4ece0"))
        p.fillRect(QRectF(visible.left(), FLOOR_Y + SKIRTING - 3.0, visible.width(), 3.0), QColor("#d9cbb3"))
    if bottom < FLOOR_Y:
        floor = QRectF(visible.left(), bottom, visible.width(), FLOOR_Y - bottom)
        p.fillRect(floor, _across(FLOOR, QPointF(0, FLOOR_Y), QPointF(0, FLOOR_Y - 120)))
        p.fillRect(QRectF(visible.left(), FLOOR_Y - 2.0, visible.width(), 2.0), QColor("#5c3a22"))


def _paler(colour: str, share: float) -> QColor:
    c = QColor(colour)
    return QColor.fromRgbF(*(part + (1.0 - part) * share for part in (c.redF(), c.greenF(), c.blueF())))


def _wall_light(colours: Sequence[str | QColor]) -> QBrush:
    """The wall's paint, lighter high up. The stripes are the same paint a shade lighter, opaque: see-through
    stripes over the whole wall cost ten times as much to fill."""
    gradient = QLinearGradient(0.0, 600.0, 0.0, FLOOR_Y)
    for stop, colour in zip((0.0, 0.6, 1.0), colours, strict=True):
        gradient.setColorAt(stop, QColor(colour))
    return QBrush(gradient)


def _paint_table(p: QPainter, outline: QPen) -> None:
    """The table seen from the side: legs down to the floor, a rail under the top, the top's thick edge."""
    light, edge, shade, grain = TABLE_WOOD
    p.setPen(outline)
    half = TABLE_HALF_WIDTH
    for side in (-1, 1):
        outer = side * (half - LEG_INSET)
        inner = outer - side * LEG_WIDTH
        foot = LEG_WIDTH * 0.2 * side
        leg = QPolygonF([QPointF(outer, -TABLE_THICKNESS), QPointF(inner, -TABLE_THICKNESS),
                         QPointF(inner + foot, FLOOR_Y), QPointF(outer - foot, FLOOR_Y)])  # fmt: skip
        p.setBrush(_across((edge, shade, "#5e3818"), QPointF(min(inner, outer), 0), QPointF(max(inner, outer), 0)))
        p.drawPolygon(leg)
    rail = QRectF(-half + LEG_INSET, -TABLE_THICKNESS - APRON_DEPTH, 2 * (half - LEG_INSET), APRON_DEPTH)
    p.setBrush(_across((shade, "#6a3f1d"), QPointF(0, rail.bottom()), QPointF(0, rail.top())))
    p.drawRect(rail)
    p.fillRect(QRectF(rail.left(), rail.bottom() - 6.0, rail.width(), 6.0), QColor(40, 22, 8, 70))
    _paint_drawer(p, rail)
    top = QPainterPath()
    top.addRoundedRect(QRectF(-half, -TABLE_THICKNESS, 2 * half, TABLE_THICKNESS), 5.0, 5.0)
    top = top.united(_rect(-half, -TABLE_THICKNESS / 2, half, 0.0))
    p.setBrush(_across((light, edge, edge, shade), QPointF(0, 0), QPointF(0, -TABLE_THICKNESS)))
    p.setPen(outline)
    p.drawPath(top.simplified())
    grain_pen = QPen(_solid(grain, 110).color(), 1.0)
    grain_pen.setCosmetic(True)
    p.setPen(grain_pen)
    for line in _table_grain():
        p.drawPolyline(line)
    p.fillRect(QRectF(-half + 1.0, -2.2, 2 * half - 2.0, 1.6), QColor(255, 226, 180, 120))


def _paint_drawer(p: QPainter, rail: QRectF) -> None:
    """A drawer in the middle of the rail, with a brass knob: the table is a piece of furniture, not a shelf."""
    drawer = QRectF(-DRAWER_WIDTH / 2, rail.top() + 8.0, DRAWER_WIDTH, rail.height() - 18.0)
    p.setPen(QPen(QColor(30, 16, 6, 150), 1.2))
    p.setBrush(QColor(255, 220, 170, 18))
    p.drawRoundedRect(drawer, 2.0, 2.0)
    knob = QRadialGradient(QPointF(-1.2, drawer.center().y() + 1.2), 4.5)
    knob.setColorAt(0.0, QColor("#f4d58a"))
    knob.setColorAt(1.0, QColor("#9c7424"))
    p.setPen(QPen(QColor("#5e4412"), 0.8))
    p.setBrush(QBrush(knob))
    p.drawEllipse(QPointF(0.0, drawer.center().y()), 4.0, 4.0)


@cache
def _table_grain() -> tuple[QPolygonF, ...]:
    """Long grain lines along the table's edge (thin lines of one pixel: a stroked path would cost ten times)."""
    lines = []
    for i, (y, wave) in enumerate(((-8.0, 1.2), (-13.5, 0.8), (-19.0, 1.5), (-23.5, 0.7))):
        xs = [-TABLE_HALF_WIDTH + 8 + j * (2 * TABLE_HALF_WIDTH - 16) / 60 for j in range(61)]
        lines.append(QPolygonF([QPointF(x, y + wave * math.sin(x / 37.0 + i * 2.1)) for x in xs]))
    return tuple(lines)


@cache
def _fixtures(crane: bool, box: bool) -> tuple[tuple[Ground, QRectF], ...]:
    """The crane's and the box's parts, each the rectangle the physics builds its shape from (site mm)."""
    found = (outlines.crane_parts(box) if crane else ()) + (outlines.box_parts() if box else ())
    return tuple((ground, _bounds(rect)) for rect, ground in found)


def _bounds(rect: Box) -> QRectF:
    return QRectF(rect.left, rect.bottom, rect.right - rect.left, rect.top - rect.bottom)


CRANE_YELLOW = ("#ffd23f", "#f2b705", "#b88700")
CONCRETE = ("#c4c1b8", "#a3a097", "#7f7c74")
CARDBOARD = ("#e4c089", "#cfa468", "#a47a44")


def _paint_crane(p: QPainter, parts: tuple[tuple[Ground, QRectF], ...], outline: QPen) -> None:
    """M18's crane: a concrete base plate, a yellow lattice mast with the driver's cab at its top, and a lattice
    jib with counterweights and a hook. The hook hangs behind the site; everything else is what collides."""
    base = next(rect for ground, rect in parts if ground is Ground.CRANE_BASE)
    steel = [rect for ground, rect in parts if ground is Ground.CRANE]
    mast = max(steel, key=lambda rect: rect.height())
    jib = max(steel, key=lambda rect: rect.width())
    _paint_hook(p, jib, mast, outline)
    p.setPen(outline)
    p.setBrush(_across(CONCRETE, QPointF(0, base.bottom()), QPointF(0, base.top())))
    p.drawRect(base)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(CONCRETE[2]))
    p.drawPath(_dots([(base.left() + 6, base.center().y()), (base.right() - 6, base.center().y())], 1.4))
    _paint_lattice(p, mast, outline, upright=True)
    _paint_lattice(p, jib, outline, upright=False)
    weights = QRectF(jib.left() + 1.0, jib.top() + 1.0, min(26.0, jib.width() / 4), jib.height() - 2.0)
    p.setPen(QPen(QColor(CONCRETE[2]), 0.4))
    p.setBrush(_across(CONCRETE, QPointF(0, weights.bottom()), QPointF(0, weights.top())))
    block = weights.width() / 3
    for i in range(3):
        p.drawRect(QRectF(weights.left() + i * block, weights.top(), block, weights.height()))
    cab = QRectF(mast.left() + 1.2, mast.bottom() - 22.0, mast.width() - 2.4, 19.0)
    p.setPen(outline)
    p.setBrush(_across(CRANE_YELLOW, QPointF(cab.left(), 0), QPointF(cab.right(), 0)))
    p.drawRect(cab)
    p.setPen(QPen(QColor("#4d6f86"), 0.4))
    p.setBrush(_across(("#d8f0ff", "#8fc3e6"), QPointF(0, cab.bottom()), QPointF(0, cab.top())))
    p.drawRect(QRectF(cab.left() + 2.0, cab.top() + 8.0, cab.width() - 4.0, cab.height() - 10.5))


def _paint_lattice(p: QPainter, rect: QRectF, outline: QPen, upright: bool) -> None:
    """A steel lattice filling ``rect``: two chords along its length and diagonal braces between them, over a
    faint panel so the whole rectangle reads as solid (it is, to the pieces)."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_solid(CRANE_YELLOW[1], 70))
    p.drawRect(rect)
    chord = 2.2
    if upright:
        rails = _rect(rect.left(), rect.top(), rect.left() + chord, rect.bottom())
        rails.addPath(_rect(rect.right() - chord, rect.top(), rect.right(), rect.bottom()))
        step, braces = rect.width(), []
        y = rect.top()
        while y + step <= rect.bottom() + 0.01:
            braces.append([(rect.left(), y), (rect.right(), y + step)])
            braces.append([(rect.right(), y), (rect.left(), y + step)])
            braces.append([(rect.left(), y), (rect.right(), y)])
            y += step
    else:
        rails = _rect(rect.left(), rect.top(), rect.right(), rect.top() + chord)
        rails.addPath(_rect(rect.left(), rect.bottom() - chord, rect.right(), rect.bottom()))
        step = rect.height()
        zigzag = [(rect.left() + i * step, rect.top() if i % 2 == 0 else rect.bottom())
                  for i in range(int(rect.width() // step) + 1)]  # fmt: skip
        braces = [zigzag]
    lattice = _stroke(_lines(braces), 1.4).united(rails).intersected(_rect(rect.left(), rect.top(), rect.right(),
                                                                            rect.bottom()))  # fmt: skip
    p.setBrush(_across(CRANE_YELLOW, QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.top())))
    p.setPen(QPen(QColor(CRANE_YELLOW[2]), 0.3))
    p.drawPath(lattice)
    p.setPen(outline)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)


def _paint_hook(p: QPainter, jib: QRectF, mast: QRectF, outline: QPen) -> None:
    """The trolley near the jib's end, its cable and the hook, behind the site."""
    x = mast.center().x() + (jib.right() - mast.center().x()) * 0.78
    hook_top = jib.top() - 34.0
    p.setPen(QPen(QColor("#55504a"), 0.7))
    p.drawLine(QPointF(x - 1.2, jib.top()), QPointF(x - 1.2, hook_top))
    p.drawLine(QPointF(x + 1.2, jib.top()), QPointF(x + 1.2, hook_top))
    p.setPen(outline)
    p.setBrush(_solid(CRANE_YELLOW[1]))
    p.drawRect(QRectF(x - 5.0, hook_top - 7.0, 10.0, 7.0))
    hook = QPainterPath()
    hook.moveTo(x, hook_top - 7.0)
    hook.lineTo(x, hook_top - 12.0)
    hook.arcTo(QRectF(x - 6.0, hook_top - 18.0, 6.0, 6.0), 0.0, 220.0)
    p.setBrush(_solid("#5c5a57"))
    p.setPen(QPen(INK, 0.3))
    p.drawPath(_stroke(hook, 1.6))


def _paint_box(p: QPainter, parts: tuple[tuple[Ground, QRectF], ...], outline: QPen) -> None:
    """M18's Skyscraper box: its printed inside (a skyline), the floor, the two walls and the insert's ledges."""
    floor = next(rect for ground, rect in parts if ground is Ground.BOX_FLOOR)
    sides = [rect for ground, rect in parts if ground is Ground.BOX]
    tallest = max(rect.height() for rect in sides)
    walls = [rect for rect in sides if rect.height() >= tallest - 1e-6]
    ledges = [rect for rect in sides if rect.height() < tallest - 1e-6]
    inside = QRectF(floor.left(), 0.0, floor.width(), tallest)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_across(("#f1e4c8", "#e2cfa8"), QPointF(0, inside.bottom()), QPointF(0, inside.top())))
    p.drawRect(inside)
    p.setBrush(_solid("#cdb78d", 170))
    p.drawPath(_skyline(inside))
    for ledge in ledges:
        shadow = QRectF(ledge.left(), ledge.top() - LEDGE_SHADOW, ledge.width(), LEDGE_SHADOW)
        fade = (QColor(60, 40, 20, 50), QColor(60, 40, 20, 0))
        p.fillRect(shadow, _across(fade, QPointF(0, ledge.top()), QPointF(0, shadow.top())))
    p.setPen(outline)
    p.setBrush(QColor(CARDBOARD[2]))
    p.drawRect(QRectF(walls[0].left(), -BOX_FLOOR_THICKNESS, walls[-1].right() - walls[0].left(), BOX_FLOOR_THICKNESS))
    for wall in walls:
        p.setBrush(_across(CARDBOARD, QPointF(wall.left(), 0), QPointF(wall.right(), 0)))
        p.drawRect(wall)
        p.fillRect(QRectF(wall.left() + 0.8, wall.bottom() - 2.0, wall.width() - 1.6, 1.2), QColor(CARDBOARD[0]))
    for ledge in ledges:
        p.setBrush(_across(CARDBOARD, QPointF(0, ledge.bottom()), QPointF(0, ledge.top())))
        p.drawRect(ledge)


def _skyline(inside: QRectF) -> QPainterPath:
    """Tower blocks printed on the inside of the box, lower than its walls."""
    path = QPainterPath()
    heights = (0.42, 0.7, 0.52, 0.85, 0.6, 0.38, 0.74, 0.5, 0.66, 0.45)
    width = inside.width() / len(heights)
    for i, share in enumerate(heights):
        path.addRect(QRectF(inside.left() + i * width + 1.5, inside.top(), width - 3.0, inside.height() * share))
    return path


# -- the height line -----------------------------------------------------------------------------------

RULER = QColor("#1f4e79")


def paint_height_line(p: QPainter, y: float, area: QRectF, label: str, clear_of: float | None = None) -> None:
    """A dashed line across ``area`` at height ``y`` (the top of the highest piece), with ``label`` upright on
    a small plate at one end, above the line (below it when the line runs along the top edge), in screen
    pixels whatever the site's scale. The plate goes to the end farther from ``clear_of`` (the highest
    piece's x): at the left end it hid the top of a tower standing there, the inspector's ghost on it and
    the piece the person was lining up with that ghost."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    dashes = QPen(RULER, 1.5, Qt.PenStyle.DashLine)
    dashes.setCosmetic(True)
    p.setPen(dashes)
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
    ends = sorted(p.worldTransform().map(QPointF(x, y)).x() for x in (area.left(), area.right()))
    level = p.worldTransform().map(QPointF(area.left(), y)).y()
    highest = p.worldTransform().map(QPointF(clear_of, y)).x() if clear_of is not None else ends[0]
    p.resetTransform()
    p.setPen(QPen(RULER, 1.5))
    for x in ends:
        p.drawLine(QPointF(x, level - 5.0), QPointF(x, level + 5.0))
    text_font = font(13, bold=True)
    metrics = QFontMetricsF(text_font)
    window = QRectF(p.window())
    plate = QRectF(0.0, 0.0, metrics.horizontalAdvance(label) + 12.0, metrics.height() + 4.0)
    if highest - ends[0] < ends[1] - highest:
        plate.moveRight(max(min(ends[1], window.right()) - 6.0, window.left() + plate.width() + 6.0))
    else:
        plate.moveLeft(min(max(ends[0], window.left()) + 6.0, window.right() - plate.width() - 6.0))
    above = level - plate.height() - 4.0
    plate.moveTop(above if above >= window.top() + 2.0 else level + 4.0)
    p.setPen(QPen(RULER, 1.0))
    p.setBrush(QColor(255, 252, 244, 225))
    p.drawRoundedRect(plate, 4.0, 4.0)
    p.setFont(text_font)
    p.setPen(RULER)
    p.drawText(plate, Qt.AlignmentFlag.AlignCenter, label)
    p.restore()
