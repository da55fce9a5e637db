"""The shapes of the pieces and of the fixed things as plain numbers: boxes and circles, without pymunk.

One description serves both sides: the physics builds its collision shapes from it (``physics.piece_shapes``,
``fixtures``) and the table draws from it (``table.art``), so what is drawn is exactly what collides and the two
cannot drift apart. It imports no pymunk, so the launcher can paint the Men at Work cover without loading the
physics engine (start-up has a budget). Every shape is tagged with what it is: the `Part` of a piece, or the
`Ground` a fixed thing belongs to, the names a contact reports (``contacts``).

Pieces are described in their own frame (the pose is the middle, angle 0); fixtures in site coordinates
(millimetres, y up, the table top at y = 0, x = 0 its middle).
"""

from __future__ import annotations

import enum
import math
from functools import cache
from typing import NamedTuple

from suite.games.men_at_work.constants import (
    BEAM_HEIGHT,
    BEAM_LENGTH,
    BOX_INNER_WIDTH,
    BOX_INSERT_HEIGHT,
    BOX_INSERT_WIDTH,
    BOX_WALL_HEIGHT,
    BRICK_HEIGHT,
    BRICK_WIDTH,
    CRANE_BASE_HEIGHT,
    CRANE_BASE_WIDTH,
    CRANE_COUNTER_JIB,
    CRANE_JIB_HEIGHT,
    CRANE_JIB_LENGTH,
    CRANE_MAST_HEIGHT,
    CRANE_MAST_WIDTH,
    FLOOR_HALF_WIDTH,
    FLOOR_Y,
    GIRDER_HEIGHT,
    GIRDER_LENGTH,
    SUPPORT_HEIGHT,
    SUPPORT_WIDTH,
    TABLE_HALF_WIDTH,
    WALL_THICKNESS,
    WORKER_ARM_X,
    WORKER_FOOT,
    WORKER_HAT,
    WORKER_HEAD_FLAT,
    WORKER_HEAD_RADIUS,
    WORKER_HEAD_Y,
    WORKER_HEIGHT,
    WORKER_LEG_X,
    WORKER_SHELF,
    WORKER_SHOULDER_Y,
    WORKER_TORSO,
)
from suite.games.men_at_work.site.pieces import Kind, Pose


class Part(enum.Enum):
    """The part of a piece that touches: a worker's feet, arms (the load shelf) or hard hat, a girder's end."""

    BODY = "body"
    FOOT = "foot"
    ARM = "arm"
    HARD_HAT = "hard hat"
    END = "end"


class Ground(enum.Enum):
    """A fixed thing a piece can touch."""

    TABLE = "table"
    FLOOR = "floor"
    BOX_FLOOR = "box floor"
    CRANE_BASE = "crane base"
    CRANE = "crane"
    BOX = "box"


Point = tuple[float, float]


class Box(NamedTuple):
    """An upright rectangle (mm)."""

    left: float
    bottom: float
    right: float
    top: float

    def corners(self) -> list[Point]:
        """Its corners counter-clockwise from the bottom left: the order the physics' polygon is built in, which
        its contacts (and so every replay) depend on."""
        return [(self.left, self.bottom), (self.right, self.bottom), (self.right, self.top), (self.left, self.top)]


class Circle(NamedTuple):
    """A circle (mm): a worker's head."""

    radius: float
    centre: Point


Outline = Box | Circle


def _centred(width: float, height: float) -> Box:
    return Box(-width / 2, -height / 2, width / 2, height / 2)


def _side(side: int, inner: float, outer: float, bottom: float, top: float) -> Box:
    """A box at |x| in [inner, outer] on the given side of the piece (-1 left, 1 right)."""
    left, right = (-outer, -inner) if side < 0 else (inner, outer)
    return Box(left, bottom, right, top)


SIZES = {
    Kind.GIRDER: (GIRDER_LENGTH, GIRDER_HEIGHT),
    Kind.SUPPORT: (SUPPORT_WIDTH, SUPPORT_HEIGHT),
    Kind.BRICK: (BRICK_WIDTH, BRICK_HEIGHT),
    Kind.BEAM: (BEAM_LENGTH, BEAM_HEIGHT),
}
"""Width and height of the plain wooden blocks (M2), at angle 0."""

HAT_WIDTH = 2 * WORKER_HAT[0]
HAT_HEIGHT = WORKER_HAT[2] - WORKER_HAT[1]
HAT_SEAT = (WORKER_HAT[1] + WORKER_HAT[2]) / 2
"""How far above a worker's pose the middle of his hat's crown is when it sits on his head (M3)."""
HAT_RIM = (WORKER_HEAD_RADIUS + 0.1, WORKER_HAT[0], WORKER_HEAD_Y - HAT_SEAT)
"""M3: the hat's rim hangs down either side of the head to the head's middle (|x| from just outside the head to
the crown's edge, in the hat's frame), so the hat sits on the head by its shape and does not roll off it."""


def hat_seat(worker: Pose) -> Pose:
    """Where a hat sits on the head of a worker at ``worker`` (turned with him)."""
    sin, cos = math.sin(worker.angle), math.cos(worker.angle)
    return Pose(worker.x - HAT_SEAT * sin, worker.y + HAT_SEAT * cos, worker.angle)


def _worker() -> list[tuple[Outline, Part]]:
    """A worker (M2): feet, legs, torso, head, and raised arms whose hands make a flat shelf on top. His hard
    hat is a piece of its own (``hat_seat``): it rests on the head's flat top (``WORKER_HEAD_FLAT``), between
    the hands, 0.5 mm below their top."""
    sole = -WORKER_HEIGHT / 2
    foot_in, foot_out, foot_height = WORKER_FOOT
    leg_in, leg_out = WORKER_LEG_X
    torso_half, torso_bottom, torso_top = WORKER_TORSO
    arm_in, arm_out = WORKER_ARM_X
    shelf_in, shelf_out, shelf_bottom, shelf_top = WORKER_SHELF
    parts: list[tuple[Outline, Part]] = [
        (Circle(WORKER_HEAD_RADIUS, (0, WORKER_HEAD_Y)), Part.BODY),
        (Box(-WORKER_HEAD_FLAT, WORKER_HEAD_Y, WORKER_HEAD_FLAT, WORKER_HEAD_Y + WORKER_HEAD_RADIUS), Part.BODY),
        (Box(-torso_half, torso_bottom, torso_half, torso_top), Part.BODY),
    ]
    for side in (-1, 1):
        parts += [
            (_side(side, foot_in, foot_out, sole, sole + foot_height), Part.FOOT),
            (_side(side, leg_in, leg_out, sole + foot_height, torso_bottom), Part.BODY),
            (_side(side, arm_in, arm_out, WORKER_SHOULDER_Y, shelf_bottom), Part.ARM),
            (_side(side, shelf_in, shelf_out, shelf_bottom, shelf_top), Part.ARM),
        ]
    return parts


def _hat() -> list[tuple[Outline, Part]]:
    """The hard hat (M3): its crown, and the rim hanging down either side of the head."""
    rim_in, half, rim_bottom = HAT_RIM
    crown: list[tuple[Outline, Part]] = [(_centred(HAT_WIDTH, HAT_HEIGHT), Part.HARD_HAT)]
    return crown + [(_side(side, rim_in, half, rim_bottom, -HAT_HEIGHT / 2), Part.HARD_HAT) for side in (-1, 1)]


@cache
def moved(before: Pose, after: Pose, kind: Kind) -> float:
    """How far the piece's farthest point moved (mm): its middle, plus its turn times its half length."""
    reach = WORKER_HEIGHT / 2 if kind is Kind.WORKER else max(SIZES[kind]) / 2
    turn = abs(math.remainder(after.angle - before.angle, math.tau))
    return math.dist((before.x, before.y), (after.x, after.y)) + turn * reach


def piece_parts(kind: Kind) -> tuple[tuple[Outline, Part], ...]:
    """The shapes of a piece of this kind in its own frame, each with its part (M2, M3), in the order the
    physics adds them."""
    if kind is Kind.WORKER:
        return tuple(_worker())
    if kind is Kind.HAT:
        return tuple(_hat())
    return ((_centred(*SIZES[kind]), Part.BODY),)


def table_parts(box: bool) -> tuple[tuple[Box, Ground], ...]:
    """The table top (its surface is y = 0) and the floor below; in the Skyscraper the box stands on the table.

    With the box, the table is two slabs either side of it, so that a piece inside the box touches the
    box floor and never the table under it.
    """
    depth = -4 * WALL_THICKNESS
    if box:
        inner = BOX_INNER_WIDTH / 2 + WALL_THICKNESS
        slabs = [(-TABLE_HALF_WIDTH, -inner), (inner, TABLE_HALF_WIDTH)]
    else:
        slabs = [(-TABLE_HALF_WIDTH, TABLE_HALF_WIDTH)]
    tops = [(Box(left, depth, right, 0.0), Ground.TABLE) for left, right in slabs]
    return (*tops, (Box(-FLOOR_HALF_WIDTH, FLOOR_Y + depth, FLOOR_HALF_WIDTH, FLOOR_Y), Ground.FLOOR))


def crane_parts(box: bool) -> tuple[tuple[Box, Ground], ...]:
    """M18 Crane: a base plate, a mast, and a jib reaching right that can be built on. It stands in the middle
    of the table; with the Skyscraper, on the box floor in its left corner, clear of the insert's bridge."""
    half_base, half_mast = CRANE_BASE_WIDTH / 2, CRANE_MAST_WIDTH / 2
    x = -BOX_INNER_WIDTH / 2 + half_base if box else 0.0
    mast_top = CRANE_BASE_HEIGHT + CRANE_MAST_HEIGHT
    return (
        (Box(x - half_base, 0.0, x + half_base, CRANE_BASE_HEIGHT), Ground.CRANE_BASE),
        (Box(x - half_mast, CRANE_BASE_HEIGHT, x + half_mast, mast_top), Ground.CRANE),
        (Box(x - CRANE_COUNTER_JIB, mast_top, x + CRANE_JIB_LENGTH, mast_top + CRANE_JIB_HEIGHT), Ground.CRANE),
    )


def box_parts() -> tuple[tuple[Box, Ground], ...]:
    """M18 Skyscraper: the box floor (its top is y = 0, like the table's), two walls and the insert's two ledges."""
    inner = BOX_INNER_WIDTH / 2
    outer = inner + WALL_THICKNESS
    ledge_bottom = BOX_INSERT_HEIGHT - WALL_THICKNESS / 2
    return (
        (Box(-inner, -4 * WALL_THICKNESS, inner, 0.0), Ground.BOX_FLOOR),
        (Box(-outer, 0.0, -inner, BOX_WALL_HEIGHT), Ground.BOX),
        (Box(inner, 0.0, outer, BOX_WALL_HEIGHT), Ground.BOX),
        (Box(-inner, ledge_bottom, -inner + BOX_INSERT_WIDTH, BOX_INSERT_HEIGHT), Ground.BOX),
        (Box(inner - BOX_INSERT_WIDTH, ledge_bottom, inner, BOX_INSERT_HEIGHT), Ground.BOX),
    )
