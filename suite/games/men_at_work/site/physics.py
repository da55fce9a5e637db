"""The building site as a live pymunk world (M1–M4), built from a `Snapshot` and read back into one.

A `Site` is mutable and belongs to one thread. The game never keeps it: it rebuilds a site from the
stored snapshot, performs a placement, settles, and stores the new snapshot (M4). Building puts the
site to sleep at exactly the stored poses, so loading a save moves nothing; the first piece that
touches a heap of pieces wakes that heap.

While a placement is under way and until the settle after it ends, the site watches what happens
(a `_Watch`): which pieces came down onto something new, how far and how fast they fell, and which newly
touched a fixed thing they can only reach by falling. The game judges accidents from these facts (M14,
M15, M18).

Each worker's hard hat is a body of its own that sits on his head (M3), so a knock can throw it off.
Inside a site a hat goes by minus its worker's id: what watches falls and reads contacts names it so,
and ``kind`` calls it a HAT. A snapshot keeps the hats apart from the pieces (``Snapshot.hats``).

Every shape is built from ``outlines``, the pymunk-free boxes and circles the table draws, so that what is
drawn and what collides cannot drift apart.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import attrs
import numpy
import pymunk
import pymunk.batch

from suite.games.men_at_work.constants import (
    COLLISION_SLOP,
    DENSITY,
    ELASTICITY,
    FOOT_FRICTION,
    GRAVITY,
    HAT_SEAT_TOLERANCE,
    IDLE_SPEED,
    ITERATIONS,
    LANDING_DROP,
    REST_MOST,
    REST_SPEED,
    REST_STEPS,
    RESTING_SPEED,
    SETTLE_MORE,
    SETTLE_MOST,
    SETTLE_SECONDS,
    SLEEP_TIME,
    STEP,
    WOOD_FRICTION,
)
from suite.games.men_at_work.site import fixtures
from suite.games.men_at_work.site.contacts import touching
from suite.games.men_at_work.site.fixtures import FALLEN_ON
from suite.games.men_at_work.site.outlines import (
    HAT_RIM,
    SIZES,
    Circle,
    Ground,
    Outline,
    Part,
    hat_seat,
    piece_parts,
)
from suite.games.men_at_work.site.pieces import Colour, Hat, Kind, Piece, Pose, Snapshot

__all__ = ["HAT_RIM", "SIZES", "Ground", "Landing", "Part", "Settle", "Site", "hat_seat", "piece_shapes"]
"""The shapes' names and sizes live in ``outlines`` (pymunk-free, for the table's drawing); they are still
importable from here, where the rules and the placement have always found them."""

WOOD_SURFACE = math.sqrt(WOOD_FRICTION)
"""Chipmunk multiplies the frictions of the two shapes in contact, so wood gets √0.6: wood on wood is 0.6 (M1)."""
SOLE_SURFACE = FOOT_FRICTION / WOOD_SURFACE
"""A worker's soles, chosen so that a foot on wood is 0.8 (M1)."""
CHECK_STEPS = 24
"""A settle looks whether everything sleeps every this many steps (1/20 s): often enough, and cheap."""

Owner = tuple[int | Ground, Part | None]


@attrs.frozen
class Landing:
    """Piece ``piece`` came down ``drop`` mm (at least LANDING_DROP) and touched ``on``, new to it this run,
    moving at ``speed`` mm/s (M14: falling onto a worker, or set down on him by a hand)."""

    piece: int
    on: int | Ground
    drop: float
    speed: float = 0.0


@attrs.frozen
class Settle:
    """What a settle did: how long it ran, whether everything sleeps, and what fell where (M13, M14)."""

    seconds: float
    asleep: bool
    landings: tuple[Landing, ...]
    grounded: tuple[tuple[int, Ground], ...]
    """Pieces that newly touched the table, the floor, the box floor or the crane base, in the order it happened."""


def _shape(body: pymunk.Body, outline: Outline) -> pymunk.Shape:
    """The collision shape of one of ``outlines``' boxes or circles, on ``body``: a box's corners in its order."""
    if isinstance(outline, Circle):
        return pymunk.Circle(body, outline.radius, outline.centre)
    return pymunk.Poly(body, outline.corners())


def piece_shapes(kind: Kind, body: pymunk.Body) -> list[tuple[pymunk.Shape, Part]]:
    """The shapes of a piece of this kind on ``body`` (``outlines.piece_parts``, which the table draws), each
    with its part, surfaces and density set (M1-M3)."""
    shapes = [(_shape(body, outline), part) for outline, part in piece_parts(kind)]
    for shape, part in shapes:
        shape.density = DENSITY
        shape.elasticity = ELASTICITY
        shape.friction = SOLE_SURFACE if part is Part.FOOT else WOOD_SURFACE
    return shapes


class _Watch:
    """What happens to the pieces from the start of a placement (or a settle) until its settle ends."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.start_y = {id: body.position.y for id, body in site.everything()}
        self.start_touch = {id: touching(site, id) for id, _ in site.everything()}
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

    def began(self, piece: int, other: int | Ground, speed: float) -> None:
        """``piece`` started touching ``other``, the two meeting at ``speed`` mm/s: record a landing or a fall onto
        a fixed thing if it is one."""
        if piece in self.held or other in self.start_touch.get(piece, ()):
            return
        if other in FALLEN_ON and (piece, other) not in self.grounded:
            self.grounded.append((piece, other))
        if piece in self.loads:
            return
        drop = self.start_y[piece] - self.site.body(piece).position.y
        if drop >= LANDING_DROP and not any(x.piece == piece and x.on == other for x in self.landings):
            self.landings.append(Landing(piece=piece, on=other, drop=drop, speed=speed))


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
        self._hats: dict[int, pymunk.Body] = {}
        """Each worker's hat, by the worker's id."""
        self._worn: dict[int, tuple[pymunk.Constraint, ...]] = {}
        """The joints that hold the hat of a worker in the hand on his head, by the worker's id."""
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
        hats = {hat.worker: hat.pose for hat in snapshot.hats}
        for piece in sorted(snapshot.pieces, key=lambda piece: piece.id):
            site._add_body(piece.id, piece.kind, piece.pose, piece.colour, hats.get(piece.id))
        site._issued = max(snapshot.issued, site._issued)
        site._rest()
        return site

    def _rest(self) -> None:
        """Learn the contact forces at exactly the stored poses, then put the site to sleep there (M4).

        Steps, each followed by putting every piece back, make the contacts exist (rules read them on a
        freshly loaded site) and warm up their forces until they bear every piece (no piece gains
        REST_SPEED in a step), so that waking the site later does not jolt it. A fixed 8 steps left a
        tall tower's lower contacts bearing a fraction of its weight: rebuilt and woken, a site that had
        stood in the live world sagged, and one in three moved; some came down, and the player who
        touched them was blamed. Putting the pieces back keeps a reload from moving anything.

        Then each heap of pieces that touch one another (``_heaps``) sleeps as a group, still until
        something touches it. The whole site used to sleep as one group: the clean-up's hook lifting a
        lone fallen worker at the far end of the table woke the tower too, and whatever the rebuilt
        tower did then was the cleaner's accident.
        """
        bodies = [body for _, body in self.everything()]
        if bodies:
            self._learn_contacts(bodies)
        for body in bodies:
            self.space.reindex_shapes_for_body(body)
        for first, *others in _heaps(bodies):
            first.sleep()
            for body in others:
                body.sleep_with_group(first)

    def _learn_contacts(self, bodies: list[pymunk.Body]) -> None:
        """The steps of ``_rest``, the pieces put back after each, in pymunk's batch calls: one by one through its
        Python attributes, the putting back cost six times the steps themselves."""
        kept = pymunk.batch.Buffer()
        pymunk.batch.get_space_bodies(self.space, _POSE_AND_SPEED, kept)  # every body is still
        order = _batch_order(self.space)
        levers = numpy.array([_reach(body) if body.body_type == pymunk.Body.DYNAMIC else 0.0 for body in order])
        speeds = pymunk.batch.Buffer()
        for steps in range(1, REST_MOST + 1):
            self.space.step(STEP)
            speeds.clear()
            pymunk.batch.get_space_bodies(self.space, _SPEED, speeds)
            linear, turning = _speeds(speeds, len(order))
            pymunk.batch.set_space_bodies(self.space, _POSE_AND_SPEED, kept)
            if steps >= REST_STEPS and float(numpy.max(linear + turning * levers)) < REST_SPEED:
                break

    def _add_body(self, id: int, kind: Kind, pose: Pose, colour: Colour | None, hat: Pose | None = None) -> None:
        """Piece ``id`` at ``pose``; a worker comes with his hat, at ``hat`` or on his head."""
        self._bodies[id] = self._new_body(id, kind, pose)
        self._kinds[id] = kind
        self._colours[id] = colour if kind is Kind.GIRDER else None
        self._issued = max(self._issued, id)
        if kind is Kind.WORKER:
            self._hats[id] = self._new_body(-id, Kind.HAT, hat or hat_seat(pose))

    def _new_body(self, id: int, kind: Kind, pose: Pose) -> pymunk.Body:
        body = pymunk.Body()
        body.position = (pose.x, pose.y)
        body.angle = pose.angle
        shapes = piece_shapes(kind, body)
        for shape, part in shapes:
            self._owners[shape] = (id, part)
        self.space.add(body, *(shape for shape, _ in shapes))
        return body

    # -- reading the site --------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The poses now, as a snapshot (take it when the site has settled)."""
        hats = tuple(Hat(worker, _pose(self._hats[worker])) for worker in sorted(self._hats))
        return Snapshot(pieces=self.pieces(), crane=self.crane, box=self.box, issued=self._issued, hats=hats)

    def pieces(self) -> tuple[Piece, ...]:
        """Every piece with its pose now, sorted by id."""
        return tuple(self.piece(id) for id in sorted(self._bodies))

    def piece(self, id: int) -> Piece:
        """Piece ``id`` with its pose now; the angle is kept within (-π, π]."""
        return Piece(id=id, kind=self._kinds[id], pose=_pose(self._bodies[id]), colour=self._colours[id])

    def ids(self) -> tuple[int, ...]:
        """The ids of the pieces on the site, sorted."""
        return tuple(sorted(self._bodies))

    def kind(self, id: int) -> Kind:
        """The kind of piece ``id``; a negative id is a worker's hat (M3)."""
        if id < 0 and -id in self._hats:
            return Kind.HAT
        return self._kinds[id]

    def body(self, id: int) -> pymunk.Body:
        """The pymunk body of piece ``id``, or of the hat of worker ``-id`` (for contacts and placement)."""
        return self._hats[-id] if id < 0 else self._bodies[id]

    def bodies(self) -> tuple[tuple[int, pymunk.Body], ...]:
        """(id, body) for every piece, in id order (the hats are not pieces: see ``everything``)."""
        return tuple((id, self._bodies[id]) for id in sorted(self._bodies))

    def has(self, id: int) -> bool:
        """Whether piece ``id`` (or the hat of worker ``-id``) is on the site."""
        return id in self._bodies or -id in self._hats

    def hats(self) -> tuple[tuple[int, pymunk.Body], ...]:
        """(minus the worker's id, body) for every hat, in the workers' order."""
        return tuple((-worker, self._hats[worker]) for worker in sorted(self._hats))

    def everything(self) -> tuple[tuple[int, pymunk.Body], ...]:
        """The pieces and the hats: all that moves."""
        return self.bodies() + self.hats()

    def hat(self, worker: int) -> Pose:
        """Where the hat of ``worker`` is now."""
        return _pose(self._hats[worker])

    def wears_hat(self, worker: int) -> bool:
        """Whether the hat of ``worker`` still sits on his head (within HAT_SEAT_TOLERANCE of its seat, M3)."""
        seat, hat = hat_seat(self.piece(worker).pose), self.hat(worker)
        return math.hypot(hat.x - seat.x, hat.y - seat.y) <= HAT_SEAT_TOLERANCE

    def put_hat_on(self, worker: int) -> bool:
        """M3, M15: the clean-up puts the hat of ``worker`` back on his head; False if the place is taken."""
        seat = hat_seat(self.piece(worker).pose)
        if not self.is_free(Kind.HAT, seat, ignore={worker, -worker}):
            return False
        self._discard(self._hats.pop(worker))
        self._hats[worker] = self._new_body(-worker, Kind.HAT, seat)
        if self._watch is not None:
            self._watch.note(-worker)
        return True

    def piece_at(self, x: float, y: float) -> int | None:
        """The piece whose outline holds the point (x, y) mm, a hat counting as its worker; None over none."""
        for hit in self.space.point_query((x, y), 0.0, pymunk.ShapeFilter()):
            owner, _part = self._owners[hit.shape]
            if isinstance(owner, int):
                return abs(owner)
        return None

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

    def is_free(self, kind: Kind, pose: Pose, ignore: frozenset[int] | set[int] = frozenset()) -> bool:
        """Whether a piece of this kind at ``pose`` would overlap nothing but the pieces ``ignore`` (a held piece
        may only appear there); a worker's hat on his head too."""
        if kind is Kind.WORKER and not self.is_free(Kind.HAT, hat_seat(pose), ignore):
            return False
        body = pymunk.Body()
        body.position = (pose.x, pose.y)
        body.angle = pose.angle
        for shape, _ in piece_shapes(kind, body):
            shape.cache_bb()
            for hit in self.space.shape_query(shape):
                if hit.contact_point_set.points and self._owners[hit.shape][0] not in ignore:
                    return False
        return True

    # -- changing the site -------------------------------------------------------------------------

    def add(self, kind: Kind, pose: Pose, colour: Colour | None = None) -> int:
        """A new piece at ``pose``, at rest and awake (setup, placement, tests); returns its new id."""
        id = self._issued + 1
        self._add_body(id, kind, pose, colour)
        if self._watch is not None:
            self._watch.note(id)
            if kind is Kind.WORKER:
                self._watch.note(-id)
        return id

    def remove(self, ids: tuple[int, ...] | list[int] | frozenset[int]) -> None:
        """Take pieces off the site (clean-up, a failed try), a worker with his hat; whatever rested on them wakes
        up and may fall."""
        for id in ids:
            if id in self._worn:
                self.space.remove(*self._worn.pop(id))
            self._discard(self._bodies.pop(id))
            if id in self._hats:
                self._discard(self._hats.pop(id))
            del self._kinds[id], self._colours[id]

    def _discard(self, body: pymunk.Body) -> None:
        body.activate()  # wakes its sleeping group: everything that rested on it
        for shape in body.shapes:
            del self._owners[shape]
        self.space.remove(body, *body.shapes)

    def step(self, seconds: float) -> None:
        """Run the physics for ``seconds`` in fixed steps of M1 (never tied to a frame rate)."""
        for _ in range(round(seconds / STEP)):
            self.space.step(STEP)

    def asleep(self) -> bool:
        """Whether every piece and hat sleeps (the site is at rest)."""
        return all(body.is_sleeping for _, body in self.everything())

    def moving(self) -> bool:
        """Whether anything moves faster than RESTING_SPEED (a piece may stay awake while still)."""
        return any(not body.is_sleeping and abs(body.velocity) > RESTING_SPEED for _, body in self.everything())

    def settle(self, limit: float = SETTLE_SECONDS, most: float = SETTLE_MOST) -> Settle:
        """Run until every piece sleeps or ``limit`` seconds pass (M13); while something still moves then, go on
        SETTLE_MORE seconds at a time up to ``most`` in all (M14), so that a fall about to happen is not missed.
        Report what fell since watching began."""
        watch = self.watch()
        steps, end, last = 0, round(limit / STEP), round(max(limit, most) / STEP)
        while steps < end and not self.asleep():
            chunk = min(CHECK_STEPS, end - steps)
            for _ in range(chunk):
                self.space.step(STEP)
            steps += chunk
            if steps == end and end < last and self.moving():
                end = min(last, end + round(SETTLE_MORE / STEP))
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
        """These pieces are in the player's hand: the held piece's contacts do not count (nor its hat's), nor do
        loads' landings.

        A load that slides off and reaches the table still does (a dropped brick).
        """
        watch = self.watch()
        watch.held.add(held)
        if held in self._hats:
            watch.held.add(-held)
            self._hold_hat(held)
        watch.loads.update(loads)

    def _hold_hat(self, worker: int) -> None:
        """A worker in the hand keeps his hat on (the hand holds both): his hat is joined to him until let go.
        Without it, the hand's first jerk downwards would toss the light hat off his head."""
        body, hat = self._bodies[worker], self._hats[worker]
        pin = pymunk.PivotJoint(body, hat, hat.position)
        turn = pymunk.GearJoint(body, hat, hat.angle - body.angle, 1.0)
        self._worn[worker] = (pin, turn)
        self.space.add(pin, turn)

    def let_go(self, ids: tuple[int, ...]) -> None:
        """The hand lets go: from here these pieces (and their hats) are judged like the others, from where they
        are now."""
        for id in ids:
            self.watch().note(id)
            if id in self._worn:
                self.space.remove(*self._worn.pop(id))
            if id in self._hats:
                self.watch().note(-id)

    def _began(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        watch = self._watch
        if watch is None:
            return
        first, second = (self._owners[shape][0] for shape in arbiter.shapes)
        speed = _meeting_speed(arbiter)
        for piece, other in ((first, second), (second, first)):
            if isinstance(piece, int) and piece != other and self.has(piece):
                watch.began(piece, other, speed)


_POSE_AND_SPEED = (
    pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)
_SPEED = pymunk.batch.BodyFields.VELOCITY | pymunk.batch.BodyFields.ANGULAR_VELOCITY


def _batch_order(space: pymunk.Space) -> list[pymunk.Body]:
    """The bodies in the order pymunk's batch calls list them (the static body of the table among them)."""
    ids = pymunk.batch.Buffer()
    pymunk.batch.get_space_bodies(space, pymunk.batch.BodyFields.BODY_ID, ids)
    by_id = {body.id: body for body in (*space.bodies, space.static_body)}
    return [by_id[int(id)] for id in numpy.frombuffer(ids.int_buf(), dtype=numpy.int64)]


def _speeds(buffer: pymunk.batch.Buffer, count: int) -> tuple[numpy.ndarray, numpy.ndarray]:
    """Each body's speed (mm/s) and speed of turning (rad/s), from a batch buffer of velocities and turnings."""
    values = numpy.frombuffer(buffer.float_buf(), dtype=numpy.float64).reshape(count, 3)
    return numpy.hypot(values[:, 0], values[:, 1]), numpy.abs(values[:, 2])


def _heaps(bodies: list[pymunk.Body]) -> list[list[pymunk.Body]]:
    """The bodies in groups that touch one another, directly or through others (the table and the fixtures do
    not join them), each group in the order of ``bodies``."""
    index = {body: i for i, body in enumerate(bodies)}
    parent = list(range(len(bodies)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for i, body in enumerate(bodies):
        for j in [index[other] for other in _touched(body) if other in index]:
            first, second = sorted((root(i), root(j)))
            parent[second] = first
    groups: dict[int, list[pymunk.Body]] = {}
    for i, body in enumerate(bodies):
        groups.setdefault(root(i), []).append(body)
    return list(groups.values())


def _touched(body: pymunk.Body) -> list[pymunk.Body]:
    """The bodies ``body`` is in contact with (the static body of the table and fixtures among them)."""
    found: list[pymunk.Body] = []
    body.each_arbiter(lambda arbiter: found.extend(shape.body for shape in arbiter.shapes if shape.body is not body))
    return found


def _reach(body: pymunk.Body) -> float:
    """How far a piece's farthest point is from its centre of gravity (mm): what turns its speed of turning into
    the speed of its ends."""
    centre = body.local_to_world(body.center_of_gravity)
    return max((abs(point - centre) for shape in body.shapes for point in _outline_points(shape)), default=0.0)


def _outline_points(shape: pymunk.Shape) -> list[pymunk.Vec2d]:
    """A box's corners, or the points of a circle's box, in world coordinates."""
    if isinstance(shape, pymunk.Poly):
        return [shape.body.local_to_world(vertex) for vertex in shape.get_vertices()]
    box = shape.cache_bb()
    return [pymunk.Vec2d(x, y) for x in (box.left, box.right) for y in (box.bottom, box.top)]


def _pose(body: pymunk.Body) -> Pose:
    """A body's pose; the angle is kept within (-π, π]."""
    return Pose(body.position.x, body.position.y, math.remainder(body.angle, math.tau))


def _meeting_speed(arbiter: pymunk.Arbiter) -> float:
    """How fast two shapes close on each other where they meet (mm/s, along the contact's normal, the fastest of
    its points): a piece set down by a hand meets at a crawl, a falling one fast (M14)."""
    a, b = (shape.body for shape in arbiter.shapes)
    normal = arbiter.contact_point_set.normal
    speeds = [
        abs((a.velocity_at_world_point(point.point_a) - b.velocity_at_world_point(point.point_b)).dot(normal))
        for point in arbiter.contact_point_set.points
    ]
    return max(speeds, default=0.0)
