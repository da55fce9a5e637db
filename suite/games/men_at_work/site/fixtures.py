"""The fixed things of the building site: the table, the floor below it, the Crane and the Skyscraper box (M18).

They are static shapes, each tagged with the `Ground` it belongs to, so that a contact says "the girder
touched the table" rather than "shape 7". The table is finite: a piece pushed over its edge falls to
the floor far below, which counts as reaching the table (M14). "Fixtures" as in a room's fixed
furniture: they are part of the simulated world, not test data.
"""

from __future__ import annotations

import enum

import pymunk

from suite.games.men_at_work.constants import (
    BOX_INNER_WIDTH,
    BOX_INSERT_HEIGHT,
    BOX_INSERT_WIDTH,
    BOX_WALL_HEIGHT,
    CRANE_BASE_HEIGHT,
    CRANE_BASE_WIDTH,
    CRANE_COUNTER_JIB,
    CRANE_JIB_HEIGHT,
    CRANE_JIB_LENGTH,
    CRANE_MAST_HEIGHT,
    CRANE_MAST_WIDTH,
    FLOOR_HALF_WIDTH,
    FLOOR_Y,
    TABLE_HALF_WIDTH,
    WALL_THICKNESS,
)


class Ground(enum.Enum):
    """A fixed thing a piece can touch."""

    TABLE = "table"
    FLOOR = "floor"
    BOX_FLOOR = "box floor"
    CRANE_BASE = "crane base"
    CRANE = "crane"
    BOX = "box"


FALLEN_ON = frozenset({Ground.TABLE, Ground.FLOOR, Ground.BOX_FLOOR, Ground.CRANE_BASE})
"""The fixed things a piece reaches only by falling: a settle reports each new contact with them (M14, M18)."""

Fixture = tuple[pymunk.Shape, Ground]


def _box(body: pymunk.Body, left: float, bottom: float, right: float, top: float) -> pymunk.Poly:
    return pymunk.Poly(body, [(left, bottom), (right, bottom), (right, top), (left, top)])


def table(body: pymunk.Body, box: bool) -> list[Fixture]:
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
    fixtures: list[Fixture] = [(_box(body, left, depth, right, 0.0), Ground.TABLE) for left, right in slabs]
    floor = _box(body, -FLOOR_HALF_WIDTH, FLOOR_Y + depth, FLOOR_HALF_WIDTH, FLOOR_Y)
    fixtures.append((floor, Ground.FLOOR))
    return fixtures


def crane(body: pymunk.Body, box: bool = False) -> list[Fixture]:
    """M18 Crane: a base plate, a mast, and a jib reaching right that can be built on. It stands in the middle
    of the table; with the Skyscraper, on the box floor in its left corner, clear of the insert's bridge."""
    half_base, half_mast = CRANE_BASE_WIDTH / 2, CRANE_MAST_WIDTH / 2
    x = -BOX_INNER_WIDTH / 2 + half_base if box else 0.0
    mast_top = CRANE_BASE_HEIGHT + CRANE_MAST_HEIGHT
    return [
        (_box(body, x - half_base, 0.0, x + half_base, CRANE_BASE_HEIGHT), Ground.CRANE_BASE),
        (_box(body, x - half_mast, CRANE_BASE_HEIGHT, x + half_mast, mast_top), Ground.CRANE),
        (_box(body, x - CRANE_COUNTER_JIB, mast_top, x + CRANE_JIB_LENGTH, mast_top + CRANE_JIB_HEIGHT), Ground.CRANE),
    ]


def box(body: pymunk.Body) -> list[Fixture]:
    """M18 Skyscraper: the box floor (its top is y = 0, like the table's), two walls and the insert's two ledges."""
    inner = BOX_INNER_WIDTH / 2
    outer = inner + WALL_THICKNESS
    ledge_bottom = BOX_INSERT_HEIGHT - WALL_THICKNESS / 2
    return [
        (_box(body, -inner, -4 * WALL_THICKNESS, inner, 0.0), Ground.BOX_FLOOR),
        (_box(body, -outer, 0.0, -inner, BOX_WALL_HEIGHT), Ground.BOX),
        (_box(body, inner, 0.0, outer, BOX_WALL_HEIGHT), Ground.BOX),
        (_box(body, -inner, ledge_bottom, -inner + BOX_INSERT_WIDTH, BOX_INSERT_HEIGHT), Ground.BOX),
        (_box(body, inner - BOX_INSERT_WIDTH, ledge_bottom, inner, BOX_INSERT_HEIGHT), Ground.BOX),
    ]
