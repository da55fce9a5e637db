"""What a piece touches now, and with which of its parts: the facts the instruction rules are judged on.

A rule says "both feet on a girder", "on a worker's arm, never on his hard hat", "near an end of the
girder" (M10–M12), so a contact names the part of each piece that touches: a worker's shapes carry
their part, and a point within END_ZONE of a girder's end touches that END. The parts are named in ``outlines``
with the shapes they tag, where the table's drawing reads them without loading pymunk.
"""

from __future__ import annotations

from typing import Protocol

import attrs
import pymunk

from suite.games.men_at_work.constants import END_ZONE, GIRDER_LENGTH
from suite.games.men_at_work.site.outlines import Ground, Part, Point
from suite.games.men_at_work.site.pieces import Kind

__all__ = ["Contact", "Part", "Point", "World", "contacts", "touching"]


class World(Protocol):
    """What contacts read of a live site: ``physics.Site``, which tags its shapes with their parts
    and watches contacts as they begin, so it builds on this module and not the other way round."""

    def body(self, id: int) -> pymunk.Body: ...
    def kind(self, id: int) -> Kind: ...
    def owner(self, shape: pymunk.Shape) -> tuple[int | Ground, Part | None]: ...


@attrs.frozen
class Contact:
    """Piece ``a`` touches ``b`` (a piece or a fixed thing) at these points, with these parts."""

    a: int
    a_part: Part
    b: int | Ground
    b_part: Part | None
    points: tuple[Point, ...]


def contacts(site: World, id: int) -> tuple[Contact, ...]:
    """Everything piece ``id`` touches now, one Contact per pair of touching parts (``a`` is always ``id``); a
    worker's own hat is part of him (M3), not something he touches."""
    body = site.body(id)
    found: dict[tuple[Part, int | Ground, Part | None], list[Point]] = {}

    def visit(arbiter: pymunk.Arbiter) -> None:
        first, second = arbiter.shapes
        mine, other = (first, second) if first.body is body else (second, first)
        for contact in arbiter.contact_point_set.points:
            point = (contact.point_a + contact.point_b) / 2
            b, b_part = _part_at(site, other, point)
            if isinstance(b, int) and abs(b) == abs(id):
                continue  # a worker and his own hat (M3)
            _a, a_part = _part_at(site, mine, point)
            assert a_part is not None
            found.setdefault((a_part, b, b_part), []).append((point.x, point.y))

    body.each_arbiter(visit)
    return tuple(
        Contact(a=id, a_part=a_part, b=b, b_part=b_part, points=tuple(points))
        for (a_part, b, b_part), points in found.items()
    )


def touching(site: World, id: int) -> frozenset[int | Ground]:
    """The pieces and fixed things piece ``id`` touches now."""
    return frozenset(contact.b for contact in contacts(site, id))


def _part_at(site: World, shape: pymunk.Shape, point: pymunk.Vec2d) -> tuple[int | Ground, Part | None]:
    """Who owns ``shape`` and which part of it is at ``point``: a girder's body near either end is its END."""
    owner, part = site.owner(shape)
    if isinstance(owner, int) and part is Part.BODY and site.kind(owner) is Kind.GIRDER:
        along = shape.body.world_to_local(point).x
        if abs(along) >= GIRDER_LENGTH / 2 - END_ZONE:
            return owner, Part.END
    return owner, part
