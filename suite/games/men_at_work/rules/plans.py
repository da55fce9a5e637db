"""What the search tries for one placement (the bots' and the site inspector's, M19): resting poses that could
meet the instruction, best first.

The instruction (M10, M11) and the general rules (M12) are read off the poses before any physics runs:
what a piece would rest on and touch (``candidates``) tells whether it can meet "touch the same colour",
"on a worker's arm", "both feet on a girder of a glove colour"… A placement that prepares a later one
(the new support of girder rules 7–9, the worker who will carry bricks or be joined by a beam) is judged
by whether that later placement would then have somewhere to go. Only the simulation judges for real.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import attrs

from suite.games.men_at_work.constants import (
    BALANCE_POINTS,
    BEAM_LENGTH,
    END_ZONE,
    GIRDER_HEIGHT,
    GIRDER_LENGTH,
    PASS_OVER_REACH,
    SUPPORT_WIDTH,
    UPRIGHT_TOLERANCE,
    WORKER_SHELF,
)
from suite.games.men_at_work.rules.actions import PlaceStep
from suite.games.men_at_work.rules.deck import Instruction
from suite.games.men_at_work.rules.predicates import colour_chain, foremans_girders
from suite.games.men_at_work.rules.steps import Step
from suite.games.men_at_work.site.candidates import Target, across_table, along, bridging, resting, touches
from suite.games.men_at_work.site.contacts import Part
from suite.games.men_at_work.site.fixtures import FALLEN_ON
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.site.placement import Load

GIRDER_SCAN = 6.0
"""mm between the girder positions tried across the site."""
PIECE_SCAN = 3.0
"""mm between the positions tried along a girder or a worker's arms."""
SUPPORT_SCAN = 16.0
"""mm between the positions tried for a new support (each one is judged by a look ahead, which costs)."""
LOOKAHEAD_SCAN = 15.0
"""mm between the positions tried for the placement after this one."""
ENOUGH_AHEAD = 5
"""Girders that could follow a new support: this many make it as good as a support gets."""
STEEPEST_STAND = 0.8 * UPRIGHT_TOLERANCE
"""The steepest girder a bot puts a worker on: he leans with it, and must stay within the upright tolerance.
A hopeful search (``Turn.hopeful``) doubts the steeper ones up to the tolerance, and the spots where a foot's
edge also meets something beside the girder: on 3 of 5 sites of the card sweep where the inspector found no
spot at all for a worker, a grid of poses found lawful ones there (on a girder leaning 8.7°, by a girder's end)."""
LEVEL_TASTE = 0.3
"""A level girder promises a little more: the workers to come must stand upright on it."""
DOUBTFUL = 0.25
"""The promise of a pose the look from above doubts (``Turn.hopeful``)."""
TIPPING = 0.5
"""A girder pose that tips as it is let go, doubted this much more than a steady one (``Turn.hopeful``): where
it ends is the simulation's to say. On sites of the card sweep where the search found nothing for girder
rules 2–4, a grid of poses simulated one by one found lawful ones among these: a girder set on a brick that
came to rest on a girder below."""
BEAM_HOLD = 5.0
"""mm of a connecting beam (worker rule 8) that stays on each worker's hand pad: less and it slips off."""
LOAD_OFFSETS = (0.0, -25.0, 25.0)
"""Where a carried brick lies along the girder (girder rule 11): the middle first."""
SPOT_WIDTH = 30.0
"""mm: poses resting on the same things within this stretch of the site are one spot (``spread_out``)."""


@attrs.frozen
class Plan:
    """One placement to simulate: where the piece goes, its colour and load, and how well it promises to do."""

    target: Target
    colour: Colour | None
    load: Load | None
    promise: float


@attrs.frozen
class Turn:
    """What the bot knows of the turn: the instruction (None while building the start site), the pieces
    placed in this try, by kind, and the placements still to come after this one."""

    instruction: Instruction | None
    placed: tuple[tuple[int, Kind], ...]
    later: tuple[Step, ...]
    highest_girder: int | None
    foreman: bool = False
    """The Foreman variant: the worker of a worker card goes on the highest girder of one of his glove colours
    (S19)."""
    hopeful: bool = False
    """Also keep poses the look from above doubts will meet the card's rule: the prediction is cautious
    (it misses contacts made as a piece settles), and only the simulation can say."""

    def last(self, kind: Kind) -> int | None:
        return next((id for id, placed_kind in reversed(self.placed) if placed_kind is kind), None)


def worth_trying(site: Site, turn: Turn, step: PlaceStep) -> list[Plan]:
    """Every pose worth a thought for this placement, the most promising first (``spread_out``)."""
    return spread_out(promising(site, turn, step))


def promising(site: Site, turn: Turn, step: PlaceStep) -> list[Plan]:
    """Every pose worth a thought for this placement, in scan order: for a caller that orders the plans of
    several placements together."""
    return [plan for plan in _raw(site, turn, step) if plan.promise > 0]


def spread_out(plans: list[Plan], mixed: bool = False) -> list[Plan]:
    """The plans by promise (in whole points), and within a point in turn from each spot: each thing the piece
    would rest on, each SPOT_WIDTH of the site, its steadiest pose first. Neighbouring poses on the same thing
    mostly succeed or fail together, so a fixed count of simulations learns more from poses spread over the
    site: in scan order, the inspector spent its whole count on one corner and missed what lay elsewhere.
    ``mixed`` takes the first pose of every spot, sure or doubtful, before the second of any: the inspector
    asks whether anything works, and a doubtful spot then teaches it more than a sure spot tried again."""
    levels: dict[int, dict[tuple[frozenset, int], list[Plan]]] = {}
    for plan in sorted(plans, key=lambda plan: (-plan.promise, -_margin(plan.target))):
        spot = (plan.target.owners(), math.floor(plan.target.pose.x / SPOT_WIDTH))
        levels.setdefault(math.floor(plan.promise), {}).setdefault(spot, []).append(plan)
    groups = [list(levels[level].values()) for level in sorted(levels, reverse=True)]
    if mixed:
        groups = [[spot for spots in groups for spot in spots]]
    ordered: list[Plan] = []
    for spots in groups:
        for rank in range(max((len(spot) for spot in spots), default=0)):
            ordered += [spot[rank] for spot in spots if rank < len(spot)]
    return ordered


def _margin(target: Target) -> float:
    """How far the piece's middle lies inside the points that would carry it: the larger, the steadier."""
    xs = [point.x for point in target.rests_on]
    return min(target.pose.x - min(xs), max(xs) - target.pose.x)


def _raw(site: Site, turn: Turn, step: PlaceStep) -> Iterator[Plan]:
    if step.kind is Kind.GIRDER:
        yield from _girders(site, turn, step)
    elif step.kind is Kind.WORKER:
        yield from _workers(site, turn, step)
    elif step.kind is Kind.SUPPORT:
        yield from _supports(site, turn)
    else:
        yield from _loads(site, turn, step.kind)


# -- girders -------------------------------------------------------------------------------------------


def _girders(site: Site, turn: Turn, step: PlaceStep) -> Iterator[Plan]:
    """Each pose once, in the colour that promises most (the first allowed on a tie): the colour changes
    nothing in the physics, only the verdict, so a second colour on the same pose would spend a
    simulation to learn what the first one's already showed (the inspector spent half its count so)."""
    loads = [Load(step.load, offset) for offset in LOAD_OFFSETS] if step.load else [None]
    for target in _girder_targets(site):
        touched = touches(site, Kind.GIRDER, target.pose)
        promise, colour = max(
            ((_girder_promise(site, turn, target, touched, colour), colour) for colour in step.colours),
            key=lambda pair: pair[0],
        )
        for load in loads:
            yield Plan(
                target=target, colour=colour, load=load, promise=promise - (abs(load.offset) / 100 if load else 0.0)
            )


def _girder_targets(site: Site) -> Iterator[Target]:
    """Girders laid level, and laid across two supports of different heights, all over the site."""
    seen: set[Pose] = set()
    for x in across_table(GIRDER_SCAN):
        for target in (resting(site, Kind.GIRDER, x), bridging(site, Kind.GIRDER, x)):
            if target is not None and target.pose not in seen and _girder_allowed(site, target):
                seen.add(target.pose)
                yield target


def _girder_allowed(site: Site, target: Target) -> bool:
    """M12: never on the table or a hard hat, never lying along the whole of another girder."""
    if target.owners() & FALLEN_ON or any(point.part is Part.HARD_HAT for point in target.rests_on):
        return False
    girders = {point.owner for point in target.rests_on if _is(site, point.owner, Kind.GIRDER)}
    return not (len(target.owners()) == 1 and girders and target.span() >= 0.9 * GIRDER_LENGTH)


def _girder_promise(site: Site, turn: Turn, target: Target, touched: frozenset, colour: Colour) -> float:
    """How well a girder of ``colour`` here meets the card's girder rule (2 = surely, 0 = cannot)."""
    rule = turn.instruction.rule if turn.instruction and turn.instruction.what is Kind.GIRDER else 0
    doubt = DOUBTFUL if turn.hopeful else 0.0
    if rule == 1:
        return 2.0 if _on_points(site, target) and target.balanced() else doubt * _only_girders(site, target)
    if not target.balanced():
        return doubt * TIPPING  # it tips as it is let go, and may come to rest on something that meets the rule
    colours = [site.piece(id).colour for id in _girders_among(site, touched)]
    support = turn.last(Kind.SUPPORT)
    checks: dict[int, Callable[[], bool]] = {
        2: lambda: colour in colours,
        3: lambda: colour_chain(site, colour, frozenset(_girders_among(site, touched))),
        4: lambda: turn.highest_girder in touched,
        5: lambda: _has_room(site, target, Kind.WORKER),
        6: lambda: _on_arms_only(site, target),
        7: lambda: support in touched and colour in colours,
        8: lambda: support in touched and any(c is not colour for c in colours),
        9: lambda: support in touched and bool(colours),
        10: lambda: (
            any(_is(site, id, Kind.SUPPORT) for id in touched if isinstance(id, int)) or _over_support(site, target)
        ),
        12: lambda: turn.highest_girder is None or target.pose.y > site.piece(turn.highest_girder).pose.y + 1.0,
    }
    check = checks.get(rule)
    if check is not None and not check():
        return doubt
    return 2.0 + LEVEL_TASTE * _level(target.pose)


# -- workers and what they carry ---------------------------------------------------------------------


def _workers(site: Site, turn: Turn, step: PlaceStep) -> Iterator[Plan]:
    instruction = turn.instruction
    worker_card = instruction is not None and instruction.what is Kind.WORKER
    gloves = instruction.colours if worker_card and instruction else tuple(Colour)
    rule = instruction.rule if worker_card and instruction else 0
    first = turn.last(Kind.WORKER)
    new_girder = turn.last(Kind.GIRDER) if instruction is not None and not worker_card else None
    load = Load(step.load, 0.0) if step.load else None
    prescribed = foremans_girders(site, gloves) if worker_card and turn.foreman else None
    for girder in site.ids():
        if site.kind(girder) is not Kind.GIRDER or site.piece(girder).colour not in gloves:
            continue
        if prescribed is not None and girder not in prescribed:
            continue  # any other girder breaks the Foreman's rule, however well the worker stands there
        if new_girder is not None and girder != new_girder:
            continue  # girder rule 5: the worker goes on the girder just placed, whatever its colour
        if rule == 9 and first is not None and not _stands_on(site, first, girder):
            continue
        lean = site.piece(girder).pose.angle
        steep = abs(lean) > STEEPEST_STAND
        if steep and not (turn.hopeful and abs(lean) < UPRIGHT_TOLERANCE):
            continue
        for x in along(site, girder, 10.0, PIECE_SCAN):
            target = resting(site, Kind.WORKER, x, lean)
            if target is None or girder not in target.owners() or not _both_feet(target):
                continue
            crowded = target.owners() != {girder}
            if crowded and not turn.hopeful:
                continue
            promise = _worker_promise(site, turn, target, girder, rule)
            doubt = DOUBTFUL if steep or crowded else 1.0
            yield Plan(target=target, colour=None, load=load, promise=promise * doubt)


def _worker_promise(site: Site, turn: Turn, target: Target, girder: int, rule: int) -> float:
    promise = 1.0 + _level(target.pose)
    if rule == 6:
        end = _near_end(site, girder, target)
        promise += 1.0 if end else -0.9
    if rule == 8 and not turn.placed:
        promise += _beam_bridge(site, target)
    if rule == 9 and turn.later:
        promise += 0.5 if _has_room(site, target, Kind.WORKER, beside=True) else -0.9
    if any(step.kind in (Kind.BRICK, Kind.BEAM) for step in turn.later):
        promise += 0.3 * _level(site.piece(girder).pose)
    return promise


def _loads(site: Site, turn: Turn, kind: Kind) -> Iterator[Plan]:
    worker = turn.last(Kind.WORKER)
    if worker is None:
        return
    mine = {id for id, _ in turn.placed}
    rule = turn.instruction.rule if turn.instruction else 0
    connecting = rule == 8 and kind is Kind.BEAM
    may_rest_on = mine | (_workers_among(site, frozenset(site.ids())) if connecting else set())
    for x in _load_xs(site, worker, connecting):
        for angle in _load_angles(site, worker, kind, rule):
            target = resting(site, kind, x, angle)
            if target is None or not target.owners() <= may_rest_on or worker not in _carriers(site, target, mine):
                continue
            promise = 1.0 + (1.0 if target.balanced() else 0.0) - abs(x - site.piece(worker).pose.x) / 100
            if connecting:
                others = _workers_among(site, touches(site, kind, target.pose)) - {worker}
                promise = promise + 1.0 if others else (DOUBTFUL if turn.hopeful else 0.0)
            yield Plan(target=target, colour=None, load=None, promise=promise)


def _load_xs(site: Site, worker: int, connecting: bool) -> list[float]:
    """Where a load's middle goes: over the worker's arms; for a beam that joins two workers (worker rule 8),
    also out towards each other worker in reach, so that the beam rests on this worker's hand at one end
    and reaches the other worker's with the other (its middle over the arms would leave the gap unbridged)."""
    xs = list(along(site, worker, 0.0, PIECE_SCAN))
    if not connecting:
        return xs
    here = site.piece(worker).pose.x
    hand = WORKER_SHELF[1]
    reach = hand + BEAM_LENGTH / 2 - BEAM_HOLD
    for other in _workers_among(site, frozenset(site.ids())) - {worker}:
        apart = site.piece(other).pose.x - here
        farthest = min(reach, abs(apart) / 2 + PIECE_SCAN)
        steps = int((farthest - hand) // PIECE_SCAN)
        xs += [here + math.copysign(hand + n * PIECE_SCAN, apart) for n in range(1, steps + 1)]
    return sorted(set(xs), key=lambda x: abs(x - here))


def _load_angles(site: Site, worker: int, kind: Kind, rule: int) -> tuple[float, ...]:
    """A load lies level, or, for a beam that joins two workers (worker rule 8), along the line of their arms."""
    if not (rule == 8 and kind is Kind.BEAM):
        return (0.0,)
    here = site.piece(worker).pose
    angles = [0.0]
    for other in site.ids():
        if other != worker and site.kind(other) is Kind.WORKER:
            there = site.piece(other).pose
            if abs(there.x - here.x) > 1.0:
                angles.append(math.atan2(there.y - here.y, there.x - here.x))
    return tuple(angles)


def _supports(site: Site, turn: Turn) -> Iterator[Plan]:
    """A new support (girder rules 7–9, or the start site): standing or lying, on the table or on a girder,
    judged by whether the girder that must follow could then rest on it and meet its rule."""
    rule = turn.instruction.rule if turn.instruction else 0
    for x in across_table(SUPPORT_SCAN):
        for target in (resting(site, Kind.SUPPORT, x), resting(site, Kind.SUPPORT, x, math.pi / 2),
                       bridging(site, Kind.SUPPORT, x)):  # fmt: skip
            if target is None or not target.balanced():
                continue
            pieces = [owner for owner in target.owners() if isinstance(owner, int)]
            if not all(_is(site, owner, Kind.GIRDER) for owner in pieces):
                continue  # a new support goes on the table or on girders (S24), never on a beam or a worker
            if rule == 9 and not pieces:
                continue
            yield Plan(target=target, colour=None, load=None, promise=_support_promise(site, turn, target))


def _support_promise(site: Site, turn: Turn, target: Target) -> float:
    """Try the support on the site and count the girders that could follow it (a geometric look ahead)."""
    if turn.instruction is None:
        return 1.0 + _level(target.pose)
    support = site.add(Kind.SUPPORT, target.pose)
    try:
        after = attrs.evolve(turn, placed=(*turn.placed, (support, Kind.SUPPORT)), later=turn.later[1:], hopeful=False)
        follow = PlaceStep(kind=Kind.GIRDER, colours=turn.instruction.colours)
        ahead = 0
        for x in _near(target.pose.x, GIRDER_LENGTH / 2 + SUPPORT_WIDTH, LOOKAHEAD_SCAN):
            for girder in (resting(site, Kind.GIRDER, x), bridging(site, Kind.GIRDER, x)):
                if girder is None or not _girder_allowed(site, girder):
                    continue
                touched = touches(site, Kind.GIRDER, girder.pose)
                if any(_girder_promise(site, after, girder, touched, c) >= 2.0 for c in follow.colours):
                    ahead += 1
            if ahead >= ENOUGH_AHEAD:
                break
    finally:
        site.remove((support,))
    return ahead / (ENOUGH_AHEAD / 2) if ahead else (DOUBTFUL if turn.hopeful else 0.0)


# -- geometry shared by the checks -------------------------------------------------------------------


def _only_girders(site: Site, target: Target) -> bool:
    return target.owners() <= _girders_among(site, target.owners())


def _on_points(site: Site, target: Target) -> bool:
    """Girder rule 1 (M20): on one or two girders, each at a point, with one of its ends at least clear."""
    owners = target.owners()
    if not owners or len(owners) > BALANCE_POINTS or not _only_girders(site, target):
        return False
    for owner in owners:
        xs = [point.x for point in target.rests_on if point.owner == owner]
        if max(xs) - min(xs) > 4.0:
            return False
    reach = math.cos(target.pose.angle) * (GIRDER_LENGTH / 2 - END_ZONE)
    sides = {point.x > target.pose.x for point in target.rests_on if abs(point.x - target.pose.x) >= reach}
    return len(sides) < 2


def _over_support(site: Site, target: Target) -> bool:
    """Girder rule 10 as M20 words it: a support stands under the girder's length, its top at most
    ``PASS_OVER_REACH`` below the girder's lowest point (``predicates.supports_below``)."""
    half = abs(math.cos(target.pose.angle)) * GIRDER_LENGTH / 2
    bottom = target.pose.y - GIRDER_HEIGHT / 2 - abs(math.sin(target.pose.angle)) * GIRDER_LENGTH / 2
    reach = PASS_OVER_REACH + 0.5
    for id in site.ids():
        if site.kind(id) is Kind.SUPPORT:
            x = site.piece(id).pose.x
            if abs(x - target.pose.x) < half + SUPPORT_WIDTH / 2 and 0.0 <= bottom + 0.5 - site.top(id) <= reach:
                return True
    return False


def _on_arms_only(site: Site, target: Target) -> bool:
    """Girder rule 6: it rests on a worker, and on workers only by their arms (never a hard hat)."""
    on_workers = [point for point in target.rests_on if _is(site, point.owner, Kind.WORKER)]
    return bool(on_workers) and all(point.part is Part.ARM for point in on_workers)


def _is(site: Site, owner: object, kind: Kind) -> bool:
    return isinstance(owner, int) and site.kind(owner) is kind


def _girders_among(site: Site, owners: frozenset) -> set[int]:
    return {owner for owner in owners if _is(site, owner, Kind.GIRDER)}


def _workers_among(site: Site, owners: frozenset) -> set[int]:
    return {owner for owner in owners if _is(site, owner, Kind.WORKER)}


def _carriers(site: Site, target: Target, mine: set[int]) -> set[int]:
    """The workers a load would rest on, directly or through the loads already on their arms."""
    found = set()
    for point in target.rests_on:
        if _is(site, point.owner, Kind.WORKER) and point.part is Part.ARM:
            found.add(point.owner)
        elif isinstance(point.owner, int) and point.owner in mine:
            found |= _workers_among(site, touches(site, site.kind(point.owner), site.piece(point.owner).pose))
    return found


def _both_feet(target: Target) -> bool:
    xs = [point.x for point in target.rests_on]
    return min(xs) < target.pose.x < max(xs)


def _stands_on(site: Site, worker: int, girder: int) -> bool:
    return girder in touches(site, Kind.WORKER, site.piece(worker).pose)


def _level(pose: Pose) -> float:
    """1 on level ground, less as it tilts: a worker must stand upright (M12)."""
    return max(0.0, 1.0 - abs(math.remainder(pose.angle, math.pi)) * 5)


def _near_end(site: Site, girder: int, target: Target) -> bool:
    piece = site.piece(girder).pose
    half = math.cos(piece.angle) * GIRDER_LENGTH / 2
    ends = (piece.x - half, piece.x + half)
    return any(abs(point.x - end) <= END_ZONE for point in target.rests_on for end in ends)


def _near(x: float, reach: float, step: float) -> Iterator[float]:
    count = int(reach // step)
    for i in range(-count, count + 1):
        yield x + i * step


def _has_room(site: Site, target: Target, kind: Kind, beside: bool = False) -> bool:
    """Whether a piece of ``kind`` could stand on the girder (or next to the worker) about to be placed."""
    added = site.add(target.kind, target.pose)
    try:
        xs = _near(target.pose.x, GIRDER_LENGTH / 2 - 12.0, LOOKAHEAD_SCAN)
        for x in xs:
            spot = resting(site, kind, x)
            if spot is None:
                continue
            owners = spot.owners()
            if (beside and owners == set(_girders_among(site, target.owners()))) or (not beside and owners == {added}):
                return True
        return False
    finally:
        site.remove((added,))


def _beam_bridge(site: Site, target: Target) -> float:
    """Worker rule 8: how well a beam could join this worker's hands to another worker's (+1: with room to
    spare, +0.5: only just, -0.9: no worker in reach). The beam must keep BEAM_HOLD on a hand pad of each,
    so it spans at most BEAM_LENGTH - 2 BEAM_HOLD between their facing pads; a level one lies best."""
    longest = 2 * WORKER_SHELF[1] + BEAM_LENGTH - 2 * BEAM_HOLD
    best = -0.9
    for other in site.ids():
        if site.kind(other) is Kind.WORKER:
            there = site.piece(other).pose
            apart, rise = abs(there.x - target.pose.x), abs(there.y - target.pose.y)
            if 2 * WORKER_SHELF[1] <= apart <= longest - 2 * PIECE_SCAN and rise <= 8.0:
                return 1.0
            if 2 * WORKER_SHELF[1] <= apart <= longest and rise <= 15.0:
                best = 0.5
    return best
