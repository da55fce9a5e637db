"""Placing a piece (M13): the player's hand moves the held piece along a path, then lets go and the site settles.

The hand is a kinematic body that goes exactly where it is told; the held piece is a dynamic body
pulled after it by force-limited joints (a pivot for its position, a gear for its angle). So the held
piece pushes the site as hard as a hand could and no harder, and it is stopped by what it meets instead
of passing through it. A load (a brick on a girder, a beam on a worker's arms) is a free piece lying on
the held one: carried along, and dropped if the player is clumsy.

A `Move` records the whole placement, one target per 1/PATH_RATE s: `perform` replays it exactly, which
is what the game's Place action does (the same site and the same move give the same result, M4).

The rescue hook of the clean-up (M15) takes hold of a piece already on the site the same way (``hook``):
it drags it along a path through the physics world, then lets go of it or lifts it off the site.
"""

from __future__ import annotations

import math

import attrs
import pymunk

from suite.games.men_at_work.constants import (
    DESCENT_CLEARANCE,
    DESCENT_PAUSE,
    DESCENT_SPEED,
    GRAVITY,
    HAND_FORCE,
    HAND_SPEED,
    HAND_TORQUE,
    HAND_TURN,
    HIGHEST_HAND,
    PATH_RATE,
    STEP,
    WORKER_HEIGHT,
)
from suite.games.men_at_work.site.physics import SIZES, Settle, Site, piece_shapes
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose

STEPS_PER_TARGET = round(1 / (PATH_RATE * STEP))
"""Physics steps between two targets of a path (8 at 60 targets per second and 480 steps per second)."""
SLOW_ZONE = 20.0
"""mm above its target where a descending hand slows to a quarter of its speed, to set the piece down gently."""
LOAD_GAP = 0.05
"""mm between a load and the piece under it when it appears, so that they do not start overlapping."""
START_TRIES = 10
COLUMN_MARGIN = 10.0
"""mm either side of the piece's width that its descent keeps clear of (a slightly swinging load)."""
"""A descent that finds its first pose blocked (the crane's jib) tries this many heights above it."""


@attrs.frozen
class Load:
    """A piece placed together with the held one, lying on top of it ``offset`` mm along it from its middle."""

    kind: Kind
    offset: float


@attrs.frozen
class Move:
    """A whole placement: the piece, its colour (girders), its load, and the hand's targets (the last one lets go)."""

    kind: Kind
    colour: Colour | None
    load: Load | None
    path: tuple[Pose, ...]


def _half_height(kind: Kind) -> float:
    """How far the top of an unturned piece is above its middle."""
    return WORKER_HEIGHT / 2 if kind is Kind.WORKER else SIZES[kind][1] / 2


def _reach(kind: Kind) -> float:
    """Half the longest side of a piece: the lever its weight has when the hand turns it."""
    return WORKER_HEIGHT / 2 if kind is Kind.WORKER else max(SIZES[kind]) / 2


def load_pose(kind: Kind, pose: Pose, load: Load) -> Pose:
    """Where a load lies on a held piece of this kind at ``pose``: on its top, ``offset`` along it."""
    if load.kind not in SIZES or load.kind is Kind.GIRDER:
        raise ValueError(f"a {load.kind.value} cannot be carried as a load")
    up = _half_height(kind) + LOAD_GAP + SIZES[load.kind][1] / 2
    cos, sin = math.cos(pose.angle), math.sin(pose.angle)
    return Pose(pose.x + load.offset * cos - up * sin, pose.y + load.offset * sin + up * cos, pose.angle)


def _weight(bodies: list[pymunk.Body]) -> float:
    return sum(body.mass for body in bodies) * GRAVITY


class Placing:
    """A placement under way: the held piece (and its load) appear at ``start`` and follow the hand's targets."""

    def __init__(self, site: Site, kind: Kind, colour: Colour | None, load: Load | None, start: Pose) -> None:
        if not _free(site, kind, start, load):
            raise ValueError("the held piece would appear inside the site")
        self.site = site
        self.kind, self.colour, self.load = kind, colour, load
        site.watch()
        self.piece = site.add(kind, start, colour)
        self.loads = (site.add(load.kind, load_pose(kind, start, load)),) if load else ()
        site.hold(self.piece, self.loads)
        self.path: tuple[Pose, ...] = (start,)
        self.hand = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.hand.position = (start.x, start.y)
        self.hand.angle = start.angle
        self.joints = _grip(self.hand, kind, site.body(self.piece), [site.body(id) for id in self.loads])
        site.space.add(self.hand, *self.joints)

    def held(self) -> tuple[int, ...]:
        """The ids of the placed piece and its load."""
        return (self.piece, *self.loads)

    def move_to(self, target: Pose) -> None:
        """One tick of the path: the hand moves evenly to ``target`` over 1/PATH_RATE s of physics."""
        _move_hand(self.site, self.hand, target)
        self.path = (*self.path, target)

    def let_go(self) -> None:
        """The hand opens: the joints go and the pieces are on their own (a window then shows the settle live)."""
        self.site.space.remove(*self.joints, self.hand)
        self.site.let_go(self.held())

    def release(self) -> Settle:
        """The hand lets go and the site settles (M13); returns what happened since the start."""
        self.let_go()
        return self.site.settle()

    def move(self) -> Move:
        """The placement recorded so far, as the rules replay it."""
        return Move(self.kind, self.colour, self.load, self.path)


def _grip(
    hand: pymunk.Body, kind: Kind, held: pymunk.Body, loads: list[pymunk.Body]
) -> tuple[pymunk.Constraint, ...]:
    """The hand's pull and twist, limited to a few times the weight of what it carries (M13)."""
    pull = pymunk.PivotJoint(hand, held, (0, 0), (0, 0))
    pull.max_force = HAND_FORCE * _weight([held, *loads])
    pull.max_bias = HAND_SPEED
    twist = pymunk.GearJoint(hand, held, 0.0, 1.0)
    twist.max_force = HAND_TORQUE * _weight([held]) * _reach(kind)
    twist.max_bias = HAND_TURN
    return pull, twist


def _move_hand(site: Site, hand: pymunk.Body, target: Pose) -> None:
    """The hand moves evenly to ``target`` over 1/PATH_RATE s of physics."""
    rate = 1 / (STEPS_PER_TARGET * STEP)
    hand.velocity = ((target.x - hand.position.x) * rate, (target.y - hand.position.y) * rate)
    hand.angular_velocity = (target.angle - hand.angle) * rate
    for _ in range(STEPS_PER_TARGET):
        site.space.step(STEP)
    hand.velocity, hand.angular_velocity = (0.0, 0.0), 0.0
    hand.position = (target.x, target.y)
    hand.angle = target.angle


LIFT = 30.0
"""M15: mm the hook lifts a piece (at a bot's descent pace) before taking it off the site."""


class Hooking:
    """M15: the rescue hook holding a fallen piece where it lies, dragged one target at a time like a hand."""

    def __init__(self, site: Site, piece: int) -> None:
        self.site, self.piece = site, piece
        site.watch()
        body = site.body(piece)
        self.hand = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.hand.position = body.position
        self.hand.angle = body.angle
        self.joints = _grip(self.hand, site.kind(piece), body, [])
        site.space.add(self.hand, *self.joints)
        site.hold(piece, ())
        body.activate()
        self.path: tuple[Pose, ...] = ()

    def move_to(self, target: Pose) -> None:
        _move_hand(self.site, self.hand, target)
        self.path = (*self.path, target)

    def lift_poses(self) -> list[Pose]:
        """The targets that lift the piece LIFT mm straight up before it leaves the site."""
        x, y, angle = self.hand.position.x, self.hand.position.y, self.hand.angle
        ticks = round(LIFT / DESCENT_SPEED * PATH_RATE)
        return [Pose(x, y + n * DESCENT_SPEED / PATH_RATE, angle) for n in range(1, ticks + 1)]

    def finish(self, keep: bool) -> None:
        """Lets go of the piece there (``keep``) or takes it off the site; the lift must have been played."""
        self.site.space.remove(*self.joints, self.hand)
        if keep:
            self.site.let_go((self.piece,))
        else:
            self.site.remove((self.piece,))


def hook(site: Site, piece: int, path: tuple[Pose, ...], keep: bool) -> Settle:
    """M15: the rescue hook takes hold of ``piece`` where it lies and drags it along ``path`` (as a hand holds a
    piece, M13); then it lets go (``keep``: a support left, a girder pushed back) or lifts the piece LIFT mm
    straight up and takes it off the site. Returns what the settle after it saw (a fall is the cleaner's)."""
    hooking = Hooking(site, piece)
    for target in path:
        hooking.move_to(target)
    if not keep:
        for target in hooking.lift_poses():
            _move_hand(site, hooking.hand, target)
    hooking.finish(keep)
    return site.settle()


def _free(site: Site, kind: Kind, pose: Pose, load: Load | None) -> bool:
    """Whether a held piece (and its load) can appear at ``pose`` without overlapping the site."""
    poses = [(kind, pose)] + ([(load.kind, load_pose(kind, pose, load))] if load else [])
    return all(site.is_free(piece_kind, piece_pose) for piece_kind, piece_pose in poses)


def perform(site: Site, move: Move) -> tuple[tuple[int, ...], Settle]:
    """Replay a recorded placement on ``site``: the ids of the placed pieces and what the settle did."""
    if not move.path:
        raise ValueError("a move needs at least one pose")
    placing = Placing(site, move.kind, move.colour, move.load, move.path[0])
    for target in move.path[1:]:
        placing.move_to(target)
    return placing.held(), placing.release()


def _column_top(site: Site, kind: Kind, target: Pose, load: Load | None) -> float:
    """The top of the pieces in the column above and below the piece (and its load) at ``target``: the
    highest any of them reaches within COLUMN_MARGIN of its width (the table's top if none). The crane
    and the box are not pieces: a descent never started above them before either."""
    body = pymunk.Body()
    body.position = (target.x, target.y)
    body.angle = target.angle
    shapes = [shape for shape, _ in piece_shapes(kind, body)]
    if load is not None:
        carried = pymunk.Body()
        pose = load_pose(kind, target, load)
        carried.position, carried.angle = (pose.x, pose.y), pose.angle
        shapes += [shape for shape, _ in piece_shapes(load.kind, carried)]
    boxes = [shape.cache_bb() for shape in shapes]
    column = pymunk.BB(
        min(box.left for box in boxes) - COLUMN_MARGIN, -HIGHEST_HAND,
        max(box.right for box in boxes) + COLUMN_MARGIN, HIGHEST_HAND,
    )  # fmt: skip
    found = site.space.bb_query(column, pymunk.ShapeFilter())
    return max((shape.bb.top for shape in found if shape.body.body_type == pymunk.Body.DYNAMIC), default=0.0)


def _below(kind: Kind, angle: float) -> float:
    """How far the lowest point of a piece turned by ``angle`` is below its middle."""
    body = pymunk.Body()
    body.angle = angle
    return -min(shape.cache_bb().bottom for shape, _ in piece_shapes(kind, body))


def descent_path(kind: Kind, target: Pose, site: Site, load: Load | None = None) -> tuple[Pose, ...]:
    """A hand's path that brings a piece down onto ``target`` at a human pace (random play and bots).

    It starts straight above the target, DESCENT_CLEARANCE above whatever stands in the piece's column
    (the site's highest piece only when it is in the way: a hand reaching low beside a tall tower does
    not first climb above it), comes down at DESCENT_SPEED (slower for the last SLOW_ZONE mm), then holds
    still for DESCENT_PAUSE before letting go.
    """
    roof = _column_top(site, kind, target, load)
    lowest = max(target.y, roof + DESCENT_CLEARANCE + _below(kind, target.angle))
    heights = [lowest + DESCENT_CLEARANCE * n for n in range(START_TRIES)]
    y = next((height for height in heights if _free(site, kind, Pose(target.x, height, target.angle), load)), lowest)
    path = [Pose(target.x, y, target.angle)]
    while y > target.y:
        speed = DESCENT_SPEED if y - target.y > SLOW_ZONE else DESCENT_SPEED / 4
        y = max(target.y, y - speed / PATH_RATE)
        path.append(Pose(target.x, y, target.angle))
    path += [target] * round(DESCENT_PAUSE * PATH_RATE)
    return tuple(path)
