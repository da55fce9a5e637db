"""The building site as a live pymunk world (M1–M4), built from a `Snapshot` and read back into one.

A `Site` is mutable and belongs to one thread. The game never keeps it: it rebuilds a site from the
stored snapshot, performs a placement, settles, and stores the new snapshot (M4). Building puts the
whole site to sleep at exactly the stored poses, so loading a save moves nothing; the first piece that
touches it wakes it all.

While a placement is under way and until the settle after it ends, the site watches what happens
(a `_Watch`): which pieces came down onto something new and how far they fell, and which newly touched
a fixed thing they can only reach by falling. The game judges accidents from these facts (M14, M15, M18).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import attrs
import pymunk

from suite.games.men_at_work.constants import (
    BEAM_HEIGHT,
    BEAM_LENGTH,
    BRICK_HEIGHT,
    BRICK_WIDTH,
    COLLISION_SLOP,
    DENSITY,
    ELASTICITY,
    FOOT_FRICTION,
    GIRDER_HEIGHT,
    GIRDER_LENGTH,
    GRAVITY,
    IDLE_SPEED,
    ITERATIONS,
    LANDING_DROP,
    REST_STEPS,
    SETTLE_SECONDS,
    SLEEP_TIME,
    STEP,
    SUPPORT_HEIGHT,
    SUPPORT_WIDTH,
    WOOD_FRICTION,
    WORKER_ARM_X,
    WORKER_FOOT,
    WORKER_HAT,
    WORKER_HEAD_RADIUS,
    WORKER_HEAD_Y,
    WORKER_HEIGHT,
    WORKER_LEG_X,
    WORKER_SHELF,
    WORKER_SHOULDER_Y,
    WORKER_TORSO,
)
from suite.games.men_at_work.site import fixtures
from suite.games.men_at_work.site.contacts import Part, touching
from suite.games.men_at_work.site.fixtures import FALLEN_ON, Ground
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose, Snapshot

__all__ = ["Ground", "Landing", "Part", "Settle", "Site", "piece_shapes"]

WOOD_SURFACE = math.sqrt(WOOD_FRICTION)
"""Chipmunk multiplies the frictions of the two shapes in contact, so wood gets √0.6: wood on wood is 0.6 (M1)."""
SOLE_SURFACE = FOOT_FRICTION / WOOD_SURFACE
"""A worker's soles, chosen so that a foot on wood is 0.8 (M1)."""
CHECK_STEPS = 24
"""A settle looks whether everything sleeps every this many steps (1/20 s): often enough, and cheap."""

Owner = tuple[int | Ground, Part | None]


@attrs.frozen
class Landing:
    """Piece ``piece`` came down ``drop`` mm (at least LANDING_DROP) and touched ``on``, new to it this run."""

    piece: int
    on: int | Ground
    drop: float


@attrs.frozen
class Settle:
    """What a settle did: how long it ran, whether everything sleeps, and what fell where (M13, M14)."""

    seconds: float
    asleep: bool
    landings: tuple[Landing, ...]
    grounded: tuple[tuple[int, Ground], ...]
    """Pieces that newly touched the table, the floor, the box floor or the crane base, in the order it happened."""


def _box(body: pymunk.Body, left: float, bottom: float, right: float, top: float) -> pymunk.Poly:
    return pymunk.Poly(body, [(left, bottom), (right, bottom), (right, top), (left, top)])


def _centred(body: pymunk.Body, width: float, height: float) -> pymunk.Poly:
    return _box(body, -width / 2, -height / 2, width / 2, height / 2)


def _worker(body: pymunk.Body) -> list[tuple[pymunk.Shape, Part]]:
    """A worker (M2, M3): feet, legs, torso, head, hard hat, and raised arms whose hands make a flat shelf on top."""
    sole = -WORKER_HEIGHT / 2
    foot_in, foot_out, foot_height = WORKER_FOOT
    leg_in, leg_out = WORKER_LEG_X
    torso_half, torso_bottom, torso_top = WORKER_TORSO
    hat_half, hat_bottom, hat_top = WORKER_HAT
    arm_in, arm_out = WORKER_ARM_X
    shelf_in, shelf_out, shelf_bottom, shelf_top = WORKER_SHELF
    shapes: list[tuple[pymunk.Shape, Part]] = [
        (pymunk.Circle(body, WORKER_HEAD_RADIUS, (0, WORKER_HEAD_Y)), Part.BODY),
        (_box(body, -torso_half, torso_bottom, torso_half, torso_top), Part.BODY),
        (_box(body, -hat_half, hat_bottom, hat_half, hat_top), Part.HARD_HAT),
    ]
    for side in (-1, 1):
        shapes += [
            (_side(body, side, foot_in, foot_out, sole, sole + foot_height), Part.FOOT),
            (_side(body, side, leg_in, leg_out, sole + foot_height, torso_bottom), Part.BODY),
            (_side(body, side, arm_in, arm_out, WORKER_SHOULDER_Y, shelf_bottom), Part.ARM),
            (_side(body, side, shelf_in, shelf_out, shelf_bottom, shelf_top), Part.ARM),
        ]
    return shapes


def _side(body: pymunk.Body, side: int, inner: float, outer: float, bottom: float, top: float) -> pymunk.Poly:
    """A box at |x| in [inner, outer] on the given side of the worker (-1 left, 1 right)."""
    left, right = (-outer, -inner) if side < 0 else (inner, outer)
    return _box(body, left, bottom, right, top)


SIZES = {
    Kind.GIRDER: (GIRDER_LENGTH, GIRDER_HEIGHT),
    Kind.SUPPORT: (SUPPORT_WIDTH, SUPPORT_HEIGHT),
    Kind.BRICK: (BRICK_WIDTH, BRICK_HEIGHT),
    Kind.BEAM: (BEAM_LENGTH, BEAM_HEIGHT),
}
"""Width and height of the plain wooden blocks (M2), at angle 0."""


def piece_shapes(kind: Kind, body: pymunk.Body) -> list[tuple[pymunk.Shape, Part]]:
    """The shapes of a piece of this kind on ``body``, each with its part, surfaces and density set (M1, M2)."""
    shapes = _worker(body) if kind is Kind.WORKER else [(_centred(body, *SIZES[kind]), Part.BODY)]
    for shape, part in shapes:
        shape.density = DENSITY
        shape.elasticity = ELASTICITY
        shape.friction = SOLE_SURFACE if part is Part.FOOT else WOOD_SURFACE
    return shapes


class _Watch:
    """What happens to the pieces from the start of a placement (or a settle) until its settle ends."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.start_y = {id: body.position.y for id, body in site.bodies()}
        self.start_touch = {id: touching(site, id) for id, _ in site.bodies()}
        self.held: set[int] = set()
        self.loads: set[int] = set()
        self.landings: list[Landing] = []
        self.grounded: list[tuple[int, Ground]] = []

    def note(self, piece: int) -> None:
        """From now on, ``piece`` is judged by how far it falls below where it is and what it touches anew."""
        self.start_y[piece] = self.site.body(piece).position.y
        self.start_touch[piece] = touching(self.site, piece)
        self.held.discard(piece)
        self.loads.discard(piece)

    def began(self, piece: int, other: int | Ground) -> None:
        """``piece`` started touching ``other``: record a landing or a fall onto a fixed thing if it is one."""
        if piece in self.held or other in self.start_touch.get(piece, ()):
            return
        if other in FALLEN_ON and (piece, other) not in self.grounded:
            self.grounded.append((piece, other))
        if piece in self.loads:
            return
        drop = self.start_y[piece] - self.site.body(piece).position.y
        if drop >= LANDING_DROP and not any(x.piece == piece and x.on == other for x in self.landings):
            self.landings.append(Landing(piece=piece, on=other, drop=drop))


class Site:
    """A live building site: the table and fixtures (static) and the pieces (dynamic bodies), settings of M1."""

    def __init__(self, crane: bool = False, box: bool = False) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0.0, -GRAVITY)
        self.space.iterations = ITERATIONS
        self.space.sleep_time_threshold = SLEEP_TIME
        self.space.idle_speed_threshold = IDLE_SPEED
        self.space.collision_slop = COLLISION_SLOP
        self.crane = crane
        self.box = box
        self._bodies: dict[int, pymunk.Body] = {}
        self._kinds: dict[int, Kind] = {}
        self._colours: dict[int, Colour | None] = {}
        self._owners: dict[pymunk.Shape, Owner] = {}
        self._issued = 0
        self._watch: _Watch | None = None
        self._add_fixtures()
        self.space.on_collision(begin=self._began)

    def _add_fixtures(self) -> None:
        static = self.space.static_body
        found = fixtures.table(static, self.box)
        if self.crane:
            found += fixtures.crane(static, self.box)
        if self.box:
            found += fixtures.box(static)
        for shape, ground in found:
            shape.friction = WOOD_SURFACE
            shape.elasticity = ELASTICITY
            self._owners[shape] = (ground, None)
            self.space.add(shape)

    @classmethod
    def build(cls, snapshot: Snapshot) -> Site:
        """The site of a snapshot, asleep at exactly its poses (M4): pieces are added in id order, always."""
        site = cls(snapshot.crane, snapshot.box)
        for piece in sorted(snapshot.pieces, key=lambda piece: piece.id):
            site._add_body(piece.id, piece.kind, piece.pose, piece.colour)
        site._issued = max(snapshot.issued, site._issued)
        site._rest()
        return site

    def _rest(self) -> None:
        """Learn the contact forces at exactly the stored poses, then put the site to sleep there (M4).

        A few steps, each followed by putting every piece back, make the contacts exist (rules read them
        on a freshly loaded site) and warm up their forces, so that waking the site later does not jolt
        it; putting the pieces back keeps a reload from moving anything; sleeping as one group keeps the
        site still until something touches it.
        """
        poses = [(body, body.position, body.angle) for body in self._bodies.values()]
        for _ in range(REST_STEPS):
            self.space.step(STEP)
            for body, position, angle in poses:
                body.angle = angle  # first: turning a body turns it about its centre of gravity, not its pose
                body.position = position
                body.velocity, body.angular_velocity = (0.0, 0.0), 0.0
        group: pymunk.Body | None = None
        for body, _, _ in poses:
            self.space.reindex_shapes_for_body(body)
            if group is None:
                body.sleep()
                group = body
            else:
                body.sleep_with_group(group)

    def _add_body(self, id: int, kind: Kind, pose: Pose, colour: Colour | None) -> pymunk.Body:
        body = pymunk.Body()
        body.position = (pose.x, pose.y)
        body.angle = pose.angle
        shapes = piece_shapes(kind, body)
        for shape, part in shapes:
            self._owners[shape] = (id, part)
        self.space.add(body, *(shape for shape, _ in shapes))
        self._bodies[id] = body
        self._kinds[id] = kind
        self._colours[id] = colour if kind is Kind.GIRDER else None
        self._issued = max(self._issued, id)
        return body

    # -- reading the site --------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The poses now, as a snapshot (take it when the site has settled)."""
        return Snapshot(pieces=self.pieces(), crane=self.crane, box=self.box, issued=self._issued)

    def pieces(self) -> tuple[Piece, ...]:
        """Every piece with its pose now, sorted by id."""
        return tuple(self.piece(id) for id in sorted(self._bodies))

    def piece(self, id: int) -> Piece:
        """Piece ``id`` with its pose now; the angle is kept within (-π, π]."""
        body = self._bodies[id]
        pose = Pose(body.position.x, body.position.y, math.remainder(body.angle, math.tau))
        return Piece(id=id, kind=self._kinds[id], pose=pose, colour=self._colours[id])

    def ids(self) -> tuple[int, ...]:
        """The ids of the pieces on the site, sorted."""
        return tuple(sorted(self._bodies))

    def kind(self, id: int) -> Kind:
        return self._kinds[id]

    def body(self, id: int) -> pymunk.Body:
        """The pymunk body of piece ``id`` (for contacts and placement; the game never needs it)."""
        return self._bodies[id]

    def bodies(self) -> tuple[tuple[int, pymunk.Body], ...]:
        """(id, body) for every piece, in id order."""
        return tuple((id, self._bodies[id]) for id in sorted(self._bodies))

    def owner(self, shape: pymunk.Shape) -> Owner:
        """Which piece (or fixed thing) a shape belongs to, and which part of it the shape is."""
        return self._owners[shape]

    def top(self, id: int) -> float:
        """The highest y of the piece's outline (M16: the highest piece is the one whose top is highest)."""
        return max(shape.cache_bb().top for shape in self._bodies[id].shapes)

    def highest_piece(self) -> int | None:
        """The piece whose top is highest (the lowest id among equals), or None on an empty site."""
        return self._highest(self._bodies)

    def highest_girder(self) -> int | None:
        """The girder whose top is highest (M10 rules 4 and 12), or None without girders."""
        return self._highest([id for id, kind in self._kinds.items() if kind is Kind.GIRDER])

    def _highest(self, ids: Iterable[int]) -> int | None:
        return max(sorted(ids), key=self.top, default=None)

    def is_free(self, kind: Kind, pose: Pose) -> bool:
        """Whether a piece of this kind at ``pose`` would overlap nothing (a held piece may only appear there)."""
        body = pymunk.Body()
        body.position = (pose.x, pose.y)
        body.angle = pose.angle
        for shape, _ in piece_shapes(kind, body):
            shape.cache_bb()
            if any(hit.contact_point_set.points for hit in self.space.shape_query(shape)):
                return False
        return True

    # -- changing the site -------------------------------------------------------------------------

    def add(self, kind: Kind, pose: Pose, colour: Colour | None = None) -> int:
        """A new piece at ``pose``, at rest and awake (setup, placement, tests); returns its new id."""
        id = self._issued + 1
        self._add_body(id, kind, pose, colour)
        if self._watch is not None:
            self._watch.note(id)
        return id

    def remove(self, ids: tuple[int, ...] | list[int] | frozenset[int]) -> None:
        """Take pieces off the site (clean-up, a failed try); whatever rested on them wakes up and may fall."""
        for id in ids:
            body = self._bodies.pop(id)
            body.activate()  # wakes its sleeping group: everything that rested on it
            for shape in body.shapes:
                del self._owners[shape]
            self.space.remove(body, *body.shapes)
            del self._kinds[id], self._colours[id]

    def step(self, seconds: float) -> None:
        """Run the physics for ``seconds`` in fixed steps of M1 (never tied to a frame rate)."""
        for _ in range(round(seconds / STEP)):
            self.space.step(STEP)

    def asleep(self) -> bool:
        """Whether every piece sleeps (the site is at rest)."""
        return all(body.is_sleeping for body in self._bodies.values())

    def settle(self, limit: float = SETTLE_SECONDS) -> Settle:
        """Run until every piece sleeps or ``limit`` seconds pass (M13); report what fell since watching began."""
        watch = self.watch()
        steps, most = 0, round(limit / STEP)
        while steps < most and not self.asleep():
            chunk = min(CHECK_STEPS, most - steps)
            for _ in range(chunk):
                self.space.step(STEP)
            steps += chunk
        self._watch = None
        return Settle(
            seconds=steps * STEP, asleep=self.asleep(), landings=tuple(watch.landings), grounded=tuple(watch.grounded)
        )

    # -- watching what happens (placement and settle) ----------------------------------------------

    def watch(self) -> _Watch:
        """Start watching falls from here (the heights and contacts of now), unless already watching."""
        if self._watch is None:
            self._watch = _Watch(self)
        return self._watch

    def hold(self, held: int, loads: tuple[int, ...]) -> None:
        """These pieces are in the player's hand: the held piece's contacts do not count, nor do loads' landings.

        A load that slides off and reaches the table still does (a dropped brick).
        """
        watch = self.watch()
        watch.held.add(held)
        watch.loads.update(loads)

    def let_go(self, ids: tuple[int, ...]) -> None:
        """The hand lets go: from here these pieces are judged like the others, from where they are now."""
        for id in ids:
            self.watch().note(id)

    def _began(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        watch = self._watch
        if watch is None:
            return
        first, second = (self._owners[shape][0] for shape in arbiter.shapes)
        for piece, other in ((first, second), (second, first)):
            if isinstance(piece, int) and piece != other and piece in self._bodies:
                watch.began(piece, other)
