"""Start sites (M5): the check a site built by hand must pass, the rulebook's three example sites, a random one.

M5 asks for 3 supports on the table, one girder of each colour on them, none touching the table, and one
worker standing with both feet on a girder; in the Skyscraper (M18) there are no supports and the girders
start on the box's insert. We add that the site must stand still: rebuilt and left to settle, no piece
moves more than STILL (the M4 figure), since a start site that collapses by itself is no start at all.

Every site here is made by putting pieces down just above where they rest and letting the physics settle
them, so a site is always what the simulation holds, never a set of poses written by hand.
"""

from __future__ import annotations

import math
from collections import Counter

from suite.core.i18n import N_
from suite.core.rng import Rng
from suite.games.men_at_work.constants import (
    BOX_INNER_WIDTH,
    BOX_INSERT_HEIGHT,
    BOX_INSERT_WIDTH,
    CRANE_BASE_WIDTH,
    CRANE_CLEARANCE,
    CRANE_MAST_WIDTH,
    GIRDER_HEIGHT,
    GIRDER_LENGTH,
    RANDOM_PIECE_TRIES,
    RANDOM_SITE_TRIES,
    RANDOM_SPREAD,
    STILL,
    SUPPORT_HEIGHT,
    SUPPORT_WIDTH,
    WORKER_HEIGHT,
)
from suite.games.men_at_work.rules.predicates import Placed, general, is_upright, stands_on
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.contacts import touching
from suite.games.men_at_work.site.fixtures import FALLEN_ON, Ground
from suite.games.men_at_work.site.outlines import moved
from suite.games.men_at_work.site.physics import SIZES, Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot

UPRIGHT = math.pi / 2
"""The angle of a support lying on its side, or of a girder standing on its end."""
GAP = 0.05
"""mm between a piece put down and what it will rest on, so that it starts touching nothing."""
STANDING = SUPPORT_HEIGHT / 2
LYING = SUPPORT_WIDTH / 2
ON_SUPPORTS = SUPPORT_HEIGHT + GIRDER_HEIGHT / 2 + GAP
LEVEL = GIRDER_HEIGHT + GAP
"""How much higher a girder lies on another than the one under it."""
APART = 10.0
"""mm at least between two supports of a random site."""
LEVEL_ANGLE = math.radians(3.0)
"""A random site's worker goes on a girder lying within this of level, so that he stands upright (M5)."""

Layout = tuple[tuple[Kind, float, float, float, Colour | None], ...]
"""Pieces in the order they are put down: kind, x, y, angle, colour (girders)."""


def _support(x: float, lying: bool = False) -> tuple[Kind, float, float, float, None]:
    return (Kind.SUPPORT, x, LYING + GAP if lying else STANDING + GAP, UPRIGHT if lying else 0.0, None)


def _girder(colour: Colour, x: float, y: float, angle: float = 0.0) -> tuple[Kind, float, float, float, Colour]:
    return (Kind.GIRDER, x, y, angle, colour)


def _worker(x: float, floor: float) -> tuple[Kind, float, float, float, None]:
    """A worker whose soles are at ``floor`` (the top of the girder under him)."""
    return (Kind.WORKER, x, floor + WORKER_HEIGHT / 2 + GAP, 0.0, None)


# -- the check (M5) ---------------------------------------------------------------------------------


def start_site_problems(snapshot: Snapshot) -> list[str]:
    """What keeps ``snapshot`` from being a start site (M5, M18): N_-marked sentences, none if it is one."""
    site = Site.build(snapshot)
    kinds = Counter(piece.kind for piece in snapshot.pieces)
    problems = _support_problems(site, kinds, snapshot.box) + _girder_problems(site) + _worker_problems(site, kinds)
    if kinds[Kind.BRICK] or kinds[Kind.BEAM]:
        problems.append(N_("A start site has no bricks or beams."))
    if not problems and not _stands_still(snapshot):
        problems.append(N_("The site does not stand still."))
    return problems


def _of_kind(site: Site, kind: Kind) -> list[int]:
    return [id for id in site.ids() if site.kind(id) is kind]


def _support_problems(site: Site, kinds: Counter[Kind], box: bool) -> list[str]:
    if box:
        return [N_("A site in the box has no supports.")] if kinds[Kind.SUPPORT] else []
    problems = [] if kinds[Kind.SUPPORT] == 3 else [N_("A start site has 3 supports.")]
    if any(Ground.TABLE not in touching(site, support) for support in _of_kind(site, Kind.SUPPORT)):
        problems.append(N_("The supports stand or lie on the table."))
    return problems


def _girder_problems(site: Site) -> list[str]:
    girders = _of_kind(site, Kind.GIRDER)
    problems = []
    if Counter(site.piece(girder).colour for girder in girders) != Counter(Colour):
        problems.append(N_("A start site has one girder of each colour."))
    if any(touching(site, girder) & FALLEN_ON for girder in girders):
        problems.append(N_("No girder may touch the table."))
    return problems


def _worker_problems(site: Site, kinds: Counter[Kind]) -> list[str]:
    if kinds[Kind.WORKER] != 1:
        return [N_("A start site has one worker.")]
    worker = _of_kind(site, Kind.WORKER)[0]
    if not is_upright(site, worker) or not stands_on(site, worker):
        return [N_("The worker stands upright with both feet on a girder.")]
    return []


def _stands_still(snapshot: Snapshot) -> bool:
    """Whether the site, rebuilt, woken and left to settle, keeps every piece within STILL of its pose."""
    site = Site.build(snapshot)
    for _, body in site.bodies():
        body.activate()
    if not site.settle().asleep:
        return False
    return all(moved(piece.pose, site.piece(piece.id).pose, piece.kind) <= STILL for piece in snapshot.pieces)


# -- the rulebook's examples (M5) -------------------------------------------------------------------

L1 = ON_SUPPORTS
L2 = L1 + LEVEL
L3 = L2 + LEVEL
TILT = math.atan2(30.0, 93.0)
"""The advanced site's purple girder: from a lying support up onto the orange girder's end."""

EXAMPLES: dict[str, Layout] = {
    # Two girders end to end on three supports, a third bridging them, the fourth staggered on top.
    "beginner": (
        _support(-100),
        _support(0),
        _support(100),
        _girder(Colour.ORANGE, -76, L1),
        _girder(Colour.PURPLE, 76, L1),
        _girder(Colour.BLACK, 0, L2),
        _girder(Colour.WHITE, 55, L3),
        _worker(62, L3 + GIRDER_HEIGHT / 2),
    ),
    # A lying support; a girder slanting from it onto the orange one; a staircase overhanging to the left.
    "advanced": (
        _support(-110),
        _support(-10),
        _support(100, lying=True),
        _girder(Colour.ORANGE, -60, L1),
        _girder(Colour.PURPLE, 118 - 75 * math.cos(TILT), 26.5 + 75 * math.sin(TILT), -TILT),
        _girder(Colour.BLACK, -100, L2),
        _girder(Colour.WHITE, -140, L3),
        _worker(-120, L3 + GIRDER_HEIGHT / 2),
    ),
    # A girder standing on end on a support with another balanced across its top; a worker on an overhang.
    "expert": (
        _support(-110),
        _support(-30),
        _support(60),
        _girder(Colour.ORANGE, -70, L1),
        _girder(Colour.PURPLE, 60, SUPPORT_HEIGHT + GIRDER_LENGTH / 2 + 2 * GAP, UPRIGHT),
        _girder(Colour.BLACK, 60, SUPPORT_HEIGHT + GIRDER_LENGTH + GIRDER_HEIGHT / 2 + 3 * GAP),
        _girder(Colour.WHITE, -30, L2),
        _worker(15, L2 + GIRDER_HEIGHT / 2),
    ),
}
"""Our own three layouts in the spirit of the rulebook's pictures (which the text does not describe)."""

BOX_L1 = BOX_INSERT_HEIGHT + GIRDER_HEIGHT / 2 + GAP

BOX_EXAMPLES: dict[str, Layout] = {
    # M18 Skyscraper: a girder across the insert, the others on it as the rulebook's "on the insert" allows.
    "beginner": (
        _girder(Colour.ORANGE, 0, BOX_L1),
        _girder(Colour.PURPLE, -40, BOX_L1 + LEVEL),
        _girder(Colour.BLACK, 0, BOX_L1 + 2 * LEVEL),
        _girder(Colour.WHITE, 40, BOX_L1 + 3 * LEVEL),
        _worker(60, BOX_L1 + 3 * LEVEL + GIRDER_HEIGHT / 2),
    ),
    "advanced": (
        _girder(Colour.ORANGE, 0, BOX_L1),
        _girder(Colour.PURPLE, -40, BOX_L1 + LEVEL),
        _girder(Colour.BLACK, 20, BOX_L1 + 2 * LEVEL),
        _girder(Colour.WHITE, -30, BOX_L1 + 3 * LEVEL),
        _worker(-40, BOX_L1 + 3 * LEVEL + GIRDER_HEIGHT / 2),
    ),
    "expert": (
        _girder(Colour.ORANGE, 0, BOX_L1),
        _girder(Colour.PURPLE, -40, BOX_L1 + GIRDER_HEIGHT / 2 + GIRDER_LENGTH / 2 + GAP, UPRIGHT),
        _girder(Colour.BLACK, -40, BOX_L1 + GIRDER_HEIGHT / 2 + GIRDER_LENGTH + GIRDER_HEIGHT / 2 + 2 * GAP),
        _girder(Colour.WHITE, 45, BOX_L1 + LEVEL),
        _worker(30, BOX_L1 + LEVEL + GIRDER_HEIGHT / 2),
    ),
}
"""M18 Skyscraper: the same ideas in the box, on a girder that bridges the insert."""


def example_site(name: str, crane: bool = False, box: bool = False) -> Snapshot:
    """The example start site ``name`` ("beginner", "advanced", "expert"), settled; with the Crane it stands
    clear of the crane, in the Skyscraper it is built on the box's insert (M18)."""
    layout = BOX_EXAMPLES[name] if box else EXAMPLES[name]
    if crane:
        layout = _beside_the_crane(layout)
    return _settled(layout, crane, box)


def _settled(layout: Layout, crane: bool, box: bool) -> Snapshot:
    site = Site(crane, box)
    for kind, x, y, angle, colour in layout:
        site.add(kind, Pose(x, y, angle), colour)
    site.settle()
    return site.snapshot()


def _half_width(kind: Kind, angle: float) -> float:
    """How far a piece reaches left and right of its middle at this angle."""
    if kind is Kind.WORKER:
        return WORKER_HEIGHT / 2
    width, height = SIZES[kind]
    return abs(width / 2 * math.cos(angle)) + abs(height / 2 * math.sin(angle))


def _beside_the_crane(layout: Layout) -> Layout:
    """The layout moved left of the crane's mast and base plate (M18: the crane stands in the middle of the
    table; its jib reaches right, so the left keeps the sky above the site open)."""
    right = max(x + _half_width(kind, angle) for kind, x, _, angle, _ in layout)
    supports = max((x + _half_width(kind, angle) for kind, x, _, angle, _ in layout if kind is Kind.SUPPORT), default=0)
    shift = -CRANE_CLEARANCE - max(right + CRANE_MAST_WIDTH / 2, supports + CRANE_BASE_WIDTH / 2)
    return tuple((kind, x + shift, y, angle, colour) for kind, x, y, angle, colour in layout)


# -- random start sites (M5) ------------------------------------------------------------------------


def random_site(rng: Rng, crane: bool = False, box: bool = False) -> Snapshot:
    """A random valid start site, settled; the same generator state gives the same site (M4). Built as a
    player would: supports on the table, girders laid one by one where they rest, then the worker. If no
    try succeeds (our tests never saw it), the beginner example stands in."""
    for _ in range(RANDOM_SITE_TRIES):
        snapshot = _random_try(rng, crane, box)
        if snapshot is not None and not start_site_problems(snapshot):
            return snapshot
    return example_site("beginner", crane, box)


def _span(crane: bool, box: bool) -> tuple[float, float]:
    """Where the middles of a random site's pieces may lie: around the middle of the table, left of the
    crane (its jib would cover the right), or inside the box."""
    if box:
        half = BOX_INNER_WIDTH / 2 - BOX_INSERT_WIDTH
        return -half, half
    if crane:
        return -RANDOM_SPREAD - CRANE_BASE_WIDTH, -CRANE_BASE_WIDTH / 2 - CRANE_CLEARANCE
    return -RANDOM_SPREAD, RANDOM_SPREAD


def _random_try(rng: Rng, crane: bool, box: bool) -> Snapshot | None:
    low, high = _span(crane, box)
    site = Site(crane, box)
    if not box and not _random_supports(site, rng, low, high):
        return None
    site.settle()
    snapshot = site.snapshot()
    colours = list(Colour)
    rng.shuffle(colours)
    for colour in colours:
        placed = _random_girder(snapshot, rng, colour, low, high, crane)
        if placed is None:
            return None
        snapshot = placed
    return _random_worker(snapshot, rng)


def _random_supports(site: Site, rng: Rng, low: float, high: float) -> bool:
    """Three supports on the table, standing or (one time in four) lying, apart from each other."""
    spans: list[tuple[float, float]] = []
    for _ in range(RANDOM_PIECE_TRIES):
        lying = rng.randrange(4) == 0
        half = SUPPORT_HEIGHT / 2 if lying else SUPPORT_WIDTH / 2
        x = low + half + rng.random() * (high - low - 2 * half)
        if any(left - APART < x + half and x - half < right + APART for left, right in spans):
            continue
        kind, _, y, angle, _ = _support(x, lying)
        site.add(kind, Pose(x, y, angle))
        spans.append((x - half, x + half))
        if len(spans) == 3:
            return True
    return False


def _random_girder(
    snapshot: Snapshot, rng: Rng, colour: Colour, low: float, high: float, crane: bool
) -> Snapshot | None:
    """The site with a girder of ``colour`` laid where it rests at a random place, and which still meets M12."""
    clear = -CRANE_MAST_WIDTH / 2 - CRANE_CLEARANCE - GIRDER_LENGTH / 2
    for _ in range(RANDOM_PIECE_TRIES):
        x = low + rng.random() * (high - low)
        if crane and x > clear:
            continue
        site = Site.build(snapshot)
        target = resting(site, Kind.GIRDER, x)
        if target is None or not target.balanced() or target.owners() & FALLEN_ON:
            continue
        girder = site.add(Kind.GIRDER, target.pose, colour)
        if site.settle().asleep and general(site, Placed(girder=girder)).ok and _supports_stand(site):
            return site.snapshot()
    return None


def _supports_stand(site: Site) -> bool:
    return site.box or all(Ground.TABLE in touching(site, support) for support in _of_kind(site, Kind.SUPPORT))


def _random_worker(snapshot: Snapshot, rng: Rng) -> Snapshot | None:
    """The site with a worker standing on a random level girder, away from its ends."""
    for _ in range(RANDOM_PIECE_TRIES):
        site = Site.build(snapshot)
        level = [g for g in _of_kind(site, Kind.GIRDER) if abs(site.piece(g).pose.angle) < LEVEL_ANGLE]
        if not level:
            return None
        girder = site.piece(rng.choice(level))
        x = girder.pose.x + (rng.random() - 0.5) * (GIRDER_LENGTH - 2 * WORKER_HEIGHT)
        target = resting(site, Kind.WORKER, x)
        if target is None or target.owners() != {girder.id}:
            continue
        worker = site.add(Kind.WORKER, target.pose)
        if not site.settle().asleep or abs(site.piece(worker).pose.angle) > LEVEL_ANGLE:
            continue
        if general(site, Placed(worker=worker)).ok:
            return site.snapshot()
    return None
