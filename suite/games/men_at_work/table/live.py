"""The site the window shows while it moves: a physics world rebuilt from a frame's snapshot and driven one
tick at a time, so that a person's hand, a bot's recorded hand and the settle after them are seen in real time.

One tick is one target of a hand's path (1/PATH_RATE s of simulated time), exactly as the rules replay a
``Move``: a person's placement recorded here is the very path the rules replay, on the same snapshot, so the
site they judge is the one the person saw. No Qt here: the window asks for ticks and paints snapshots.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from suite.games.men_at_work.constants import (
    DESCENT_SPEED,
    LOAD_CARE,
    PATH_RATE,
    SET_DOWN_REACH,
    SETTLE_MOST,
    SETTLE_SECONDS,
)
from suite.games.men_at_work.site.contacts import touching
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Hooking, Load, Move, Placing, load_pose

TICK = 1.0 / PATH_RATE
"""Seconds of simulated time per tick: one target of a path."""
TURNING = 0.05
"""rad/s towards the hand's angle under which a held piece has stopped turning towards it."""
ARRIVED = 1e-6
"""mm from its target under which a careful hand is there: it then takes the target itself, so a piece lined up
with a ghost ends exactly on the ghost's pose."""


class LiveSite:
    """A site in motion: a held piece (``placing``), a hooked one (``hooking``), or a settle under way."""

    def __init__(self, snapshot: Snapshot) -> None:
        self.base = snapshot
        self.site = Site.build(snapshot)
        self.placing: Placing | None = None
        self.hooking: Hooking | None = None
        self.settling: float | None = None
        """Seconds of settle so far, None when no settle is under way."""
        self.velocity = (0.0, 0.0)
        """mm/s of a hand carrying a load (``hold_at``)."""

    def snapshot(self) -> Snapshot:
        """The poses now (the held piece included), for painting."""
        return self.site.snapshot()

    def held(self) -> tuple[int, ...]:
        """The ids of the pieces in the hand or on the hook now."""
        if self.placing is not None:
            return self.placing.held()
        return (self.hooking.piece,) if self.hooking is not None else ()

    def take(self, kind: Kind, colour: Colour | None, load: Load | None, pose: Pose) -> bool:
        """The hand takes a piece from the reserve at ``pose``; False if it would appear inside the site."""
        try:
            self.placing = Placing(self.site, kind, colour, load, pose)
        except ValueError:
            return False
        self.velocity = (0.0, 0.0)
        return True

    def hold_at(self, target: Pose) -> None:
        """One tick: the hand moves towards ``target`` and the held piece follows as far as the site lets it. A hand
        carrying a load goes there carefully (G25)."""
        assert self.placing is not None
        self.placing.move_to(self._careful(target) if self.placing.load is not None else target)

    def _careful(self, target: Pose) -> Pose:
        """Where a hand carrying a load is after one more tick towards ``target``: it speeds up and slows down at
        most LOAD_CARE, and no faster than it can still stop there."""
        assert self.placing is not None
        hand = self.placing.hand.position
        dx, dy = target.x - hand.x, target.y - hand.y
        distance = math.hypot(dx, dy)
        speed = min(distance / TICK, math.sqrt(2 * LOAD_CARE * distance))
        wanted = (dx / distance * speed, dy / distance * speed) if distance else (0.0, 0.0)
        change = (wanted[0] - self.velocity[0], wanted[1] - self.velocity[1])
        size = math.hypot(*change)
        scale = min(1.0, LOAD_CARE * TICK / size) if size else 0.0
        self.velocity = (self.velocity[0] + change[0] * scale, self.velocity[1] + change[1] * scale)
        x, y = hand.x + self.velocity[0] * TICK, hand.y + self.velocity[1] * TICK
        if math.hypot(target.x - x, target.y - y) < ARRIVED:
            return target
        return Pose(x, y, target.angle)

    def twist(self) -> tuple[float, bool]:
        """How far the held piece lags the hand's angle (the hand's angle minus its own, in radians), and whether
        it is still turning towards it: the hand turns at once, the piece follows as far as the site lets it."""
        assert self.placing is not None
        lag = self.placing.hand.angle - self.site.body(self.placing.piece).angle
        spin = self.site.body(self.placing.piece).angular_velocity
        return lag, spin * math.copysign(1.0, lag) >= TURNING

    def let_go(self) -> Move:
        """The hand opens; the settle starts. Returns the placement as the rules will replay it."""
        assert self.placing is not None
        move = self.placing.move()
        self.placing.let_go()
        self.placing = None
        self.settling = 0.0
        return move

    def set_down(self) -> None:
        """G24: a person's piece held just above what it would rest on is lowered onto it at the descent's pace, at
        most SET_DOWN_REACH mm, one tick of the recorded path at a time, before the hand opens: the rules replay the
        same descent. A recorded placement (a bot's, ``replay_move``) is replayed as it was made."""
        assert self.placing is not None
        placing = self.placing
        held = set(placing.held())
        last = placing.path[-1]
        step = DESCENT_SPEED / PATH_RATE
        lowered = 0.0
        while not self._touching(held) and lowered + step <= SET_DOWN_REACH:
            lowered += step
            placing.move_to(Pose(last.x, last.y - lowered, last.angle))

    def _touching(self, held: set[int]) -> bool:
        """Whether a held piece (or its load) touches anything but the hand's own pieces."""
        return any(other not in held for piece in held for other in touching(self.site, piece))

    def put_back(self) -> None:
        """The piece goes back to the reserve before it is let go ("you may practise"): the site is as it was."""
        self.__init__(self.base)  # type: ignore[misc]

    def hook(self, piece: int) -> None:
        """M15: the rescue hook takes hold of a fallen piece where it lies."""
        self.hooking = Hooking(self.site, piece)

    def drag_to(self, target: Pose) -> None:
        """One tick of the hook's path."""
        assert self.hooking is not None
        self.hooking.move_to(target)

    def hook_pose(self) -> Pose:
        """Where the hook holds its piece now."""
        assert self.hooking is not None
        hand = self.hooking.hand
        return Pose(hand.position.x, hand.position.y, hand.angle)

    def lift(self) -> Iterator[None]:
        """The hook lifts its piece off the site, one tick at a time, then takes it away; the settle starts. The
        lift is not part of the hook's recorded path: the rules add it themselves."""
        assert self.hooking is not None
        hooking, path = self.hooking, self.hooking.path
        for target in hooking.lift_poses():
            hooking.move_to(target)
            yield
        hooking.path = path
        self.release_hook(keep=False)

    def release_hook(self, keep: bool) -> None:
        """The hook lets go of its piece where it is (``keep``) or, after the lift, takes it away; the settle
        starts."""
        assert self.hooking is not None
        hooking, self.hooking = self.hooking, None
        hooking.finish(keep)
        self.settling = 0.0

    def settle_tick(self) -> bool:
        """One tick of the settle; False once it is over: everything sleeps, or after the settle's bounds (M13, M14)."""
        assert self.settling is not None
        self.site.step(TICK)
        self.settling += TICK
        still = self.site.asleep() or (self.settling >= SETTLE_SECONDS and not self.site.moving())
        if still or self.settling >= SETTLE_MOST:
            self.settling = None
            return False
        return True


def replay_move(live: LiveSite, move: Move) -> Iterator[None]:
    """A recorded placement shown tick by tick: the hand brings the piece along its path, lets go, and the site
    settles. Nothing is shown if the piece cannot appear where the path starts (the site differs)."""
    if not live.take(move.kind, move.colour, move.load, move.path[0]):
        return
    yield
    for target in move.path[1:]:
        live.hold_at(target)
        yield
    live.let_go()
    while live.settle_tick():
        yield


def replay_hook(live: LiveSite, piece: int, path: tuple[Pose, ...], keep: bool) -> Iterator[None]:
    """A clean-up shown tick by tick (M15): the hook drags the piece along its path, then lets go or lifts it off."""
    if not live.site.has(piece):
        return
    live.hook(piece)
    for target in path:
        live.drag_to(target)
        yield
    if keep:
        live.release_hook(keep=True)
    else:
        yield from live.lift()
    while live.settle_tick():
        yield


def ghost_pieces(move: Move) -> list[tuple[Kind, Colour | None, Pose]]:
    """Where a placement leaves its pieces at the hand's last target: what a ghost (inspector, hint) draws."""
    end = move.path[-1]
    found: list[tuple[Kind, Colour | None, Pose]] = [(move.kind, move.colour, end)]
    if move.load is not None:
        found.append((move.load.kind, None, load_pose(move.kind, end, move.load)))
    return found
