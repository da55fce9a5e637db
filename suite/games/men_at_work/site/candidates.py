"""Where a piece could go: resting poses found by looking straight down on the site.

A bot (and the random player) does not search the plane blindly. For a column of x positions it asks
the site what the highest surface is (a ray cast from above), and lays the piece on the highest points
under its footprint, a hair above them, as a careful hand would. Each such `Target` also says what the
piece would rest on, so that poses that cannot meet the instruction are dropped before any physics runs.
Only the simulation then says what really happens.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import attrs
import pymunk

from suite.games.men_at_work.constants import (
    GIRDER_LENGTH,
    SUPPORT_WIDTH,
    TABLE_HALF_WIDTH,
    WORKER_FOOT,
    WORKER_HEIGHT,
    WORKER_SHELF,
)
from suite.games.men_at_work.site.contacts import Part
from suite.games.men_at_work.site.fixtures import Ground
from suite.games.men_at_work.site.physics import SIZES, Site, piece_shapes
from suite.games.men_at_work.site.pieces import Kind, Pose

RELEASE_GAP = 0.4
"""mm above the surface where the hand holds a piece when it lets go: touching, but not pressing."""
FLUSH = 0.6
"""mm: footprint points within this of the highest one carry the piece too."""
SKY = 2000.0
"""mm: rays start this high, above anything the site can reach."""
SCAN = 5.0
"""mm between two columns scanned across a footprint."""

Owner = int | Ground


@attrs.frozen
class Support:
    """A point of the footprint a piece would rest on: where, on whom, and on which part of him."""

    x: float
    owner: Owner
    part: Part | None


@attrs.frozen
class Target:
    """A resting pose for a piece, with the footprint points that would carry it."""

    kind: Kind
    pose: Pose
    rests_on: tuple[Support, ...]

    def owners(self) -> frozenset[Owner]:
        return frozenset(point.owner for point in self.rests_on)

    def span(self) -> float:
        """How wide the carrying points spread: a few mm means the piece balances on a point."""
        xs = [point.x for point in self.rests_on]
        return max(xs) - min(xs)

    def balanced(self) -> bool:
        """Whether the piece's middle lies over what carries it, BALANCE_MARGIN in from its outer points (else it
        tips over as soon as it is let go: a middle right over the last point tips as often as not)."""
        xs = [point.x for point in self.rests_on]
        return min(xs) + BALANCE_MARGIN <= self.pose.x <= max(xs) - BALANCE_MARGIN


def surface(site: Site, x: float) -> tuple[float, Owner, Part | None] | None:
    """The highest surface at ``x``, whose it is and which part of him, or None where a ray meets nothing."""
    hit = site.space.segment_query_first((x, SKY), (x, -SKY), 0.0, pymunk.ShapeFilter())
    if hit is None or hit.shape is None:
        return None
    owner, part = site.owner(hit.shape)
    return hit.point.y, owner, part


def _footprint(kind: Kind, angle: float) -> tuple[tuple[float, float], ...]:
    """Points of the underside a piece rests on: each one's offset along x from the piece's middle, and how
    far below the middle it is. A block lying at ``angle`` rests on its lower long side (a quarter turn
    stands it on end); a worker, leaning by ``angle``, stands on his soles."""
    if kind is Kind.WORKER:
        inner, outer, _ = WORKER_FOOT
        along = [side * x for side in (-1, 1) for x in _spread(inner, outer)]
        height = WORKER_HEIGHT
    else:
        width, height = SIZES[kind]
        if abs(math.sin(angle)) > 0.5:
            width, height = height, width
            angle = math.remainder(angle - math.pi / 2, math.pi)
        along = _spread(-width / 2 + 0.5, width / 2 - 0.5)
    cos, sin = math.cos(angle), math.sin(angle)
    return tuple((u * cos + height / 2 * sin, height / 2 * cos - u * sin) for u in along)


def _spread(low: float, high: float) -> list[float]:
    count = max(2, math.ceil((high - low) / SCAN) + 1)
    return [low + (high - low) * i / (count - 1) for i in range(count)]


def resting(site: Site, kind: Kind, x: float, angle: float = 0.0) -> Target | None:
    """The piece at ``x``, turned by ``angle``, lowered onto whatever is highest under its footprint, or
    None if it would hang over the edge of the table or be blocked on its way down."""
    found = []
    for offset, below in _footprint(kind, angle):
        hit = surface(site, x + offset)
        if hit is None or hit[1] is Ground.FLOOR:
            return None
        found.append((hit[0] + below, Support(x=x + offset, owner=hit[1], part=hit[2])))
    rest = max(height for height, _ in found)
    carried = tuple(point for height, point in found if height >= rest - FLUSH)
    pose = Pose(x, rest + RELEASE_GAP, angle)
    if not site.is_free(kind, pose):
        return None
    return Target(kind=kind, pose=pose, rests_on=carried)


BALANCE_MARGIN = 3.0
"""mm the middle of a piece must lie inside the points that carry it for a plan to call it balanced."""
MOST_TILT = 0.35
"""radians: the steepest a piece is laid across two supports of different heights (about 20°)."""


def bridging(site: Site, kind: Kind, x: float) -> Target | None:
    """The piece with its middle at ``x``, laid across the two highest things either side of the middle,
    tilted as they ask: where it would come to rest if let go level above them.

    The piece settles on the upper hull of the surface under it, on the edge of that hull below its middle.
    """
    width = SIZES[kind][0]
    profile = [(px, hit[0]) for px in _spread(x - width / 2 + 0.5, x + width / 2 - 0.5) if (hit := surface(site, px))]
    hull = _upper_hull(profile)
    for (ax, ay), (bx, by) in itertools.pairwise(hull):
        if ax <= x <= bx and bx > ax:
            angle = math.atan2(by - ay, bx - ax)
            if abs(angle) > MOST_TILT:
                return None
            return resting(site, kind, x, angle)
    return None


def _upper_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The upper convex hull of points sorted by x (Andrew's monotone chain, upper half)."""
    hull: list[tuple[float, float]] = []
    for point in points:
        while len(hull) >= 2 and _cross(hull[-2], hull[-1], point) >= 0:
            hull.pop()
        hull.append(point)
    return hull


def _cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def across_table(step: float) -> Iterator[float]:
    """x positions across the table, ``step`` apart, centred on the middle of the site."""
    count = int(TABLE_HALF_WIDTH // step)
    for i in range(-count, count + 1):
        yield i * step


def along(site: Site, id: int, margin: float, step: float) -> Iterator[float]:
    """x positions over piece ``id`` (a girder, a worker's shelf), ``margin`` in from its ends."""
    piece = site.piece(id)
    half = {Kind.GIRDER: GIRDER_LENGTH / 2, Kind.WORKER: WORKER_SHELF[1]}.get(piece.kind, SUPPORT_WIDTH / 2)
    reach = abs(math.cos(piece.pose.angle)) * half - margin
    if reach < 0:
        yield piece.pose.x
        return
    count = int(reach // step)
    for i in range(-count, count + 1):
        yield piece.pose.x + i * step


def touches(site: Site, kind: Kind, pose: Pose) -> frozenset[Owner]:
    """What a piece let go at ``pose`` would touch once down: what overlaps it lowered onto its rest, or
    nudged a millimetre to either side (a girder touches a neighbour end to end)."""
    found: set[Owner] = set()
    body = pymunk.Body()
    body.angle = pose.angle
    shapes = [shape for shape, _part in piece_shapes(kind, body)]
    for dx, dy in ((0.0, -RELEASE_GAP - 0.3), (-1.0, -RELEASE_GAP + 0.2), (1.0, -RELEASE_GAP + 0.2)):
        body.position = (pose.x + dx, pose.y + dy)
        for shape in shapes:
            shape.cache_bb()
            for hit in site.space.shape_query(shape):
                if hit.shape is not None and hit.contact_point_set.points:
                    found.add(site.owner(hit.shape)[0])
    return frozenset(found)
