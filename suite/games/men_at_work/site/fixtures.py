"""The fixed things of the building site: the table, the floor below it, the Crane and the Skyscraper box (M18).

They are static shapes, each tagged with the `Ground` it belongs to, so that a contact says "the girder
touched the table" rather than "shape 7". The table is finite: a piece pushed over its edge falls to
the floor far below, which counts as reaching the table (M14). "Fixtures" as in a room's fixed
furniture: they are part of the simulated world, not test data. Their rectangles are ``outlines``' (which the
table draws too); this module only makes pymunk shapes of them.
"""

from __future__ import annotations

import pymunk

from suite.games.men_at_work.site import outlines
from suite.games.men_at_work.site.outlines import Box, Ground

__all__ = ["FALLEN_ON", "Fixture", "Ground", "box", "crane", "table"]

FALLEN_ON = frozenset({Ground.TABLE, Ground.FLOOR, Ground.BOX_FLOOR, Ground.CRANE_BASE})
"""The fixed things a piece reaches only by falling: a settle reports each new contact with them (M14, M18)."""

Fixture = tuple[pymunk.Shape, Ground]


def _shapes(body: pymunk.Body, parts: tuple[tuple[Box, Ground], ...]) -> list[Fixture]:
    return [(pymunk.Poly(body, rect.corners()), ground) for rect, ground in parts]


def table(body: pymunk.Body, box: bool) -> list[Fixture]:
    """The table top and the floor below (``outlines.table_parts``): two slabs either side of the box if there
    is one."""
    return _shapes(body, outlines.table_parts(box))


def crane(body: pymunk.Body, box: bool = False) -> list[Fixture]:
    """M18 Crane: its base plate, mast and jib (``outlines.crane_parts``)."""
    return _shapes(body, outlines.crane_parts(box))


def box(body: pymunk.Body) -> list[Fixture]:
    """M18 Skyscraper: the box floor, its walls and the insert's ledges (``outlines.box_parts``)."""
    return _shapes(body, outlines.box_parts())
