"""The search for a placement: the hard bot's, and the site inspector's (M19).

It lists resting poses that could meet the instruction (``plans.promising``), simulates the most
promising ones with the game's own ``apply`` and scores what happened: an accident rules a pose out;
then the instruction met, how little the rest of the site moved, how close the piece stayed to where it
was put and, once Boss Rita walks the site, the height gained (M16). The bots search from a state dealt
from their view; the inspector searches the state itself with a fixed effort, so that its answer does
not depend on the machine's speed. The rules are passed in (``Simulator``): the engine calls the
inspector, so this module cannot import it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Protocol

import attrs

from suite.core.rng import Rng
from suite.games.men_at_work.constants import AS_SHOWN_MM, INSPECTOR_BRANCHES, INSPECTOR_SIMULATIONS
from suite.games.men_at_work.rules.actions import Action, Place, PlaceStep
from suite.games.men_at_work.rules.events import Accident, AwardGiven, InstructionMet, PiecePlaced, TriedAgain
from suite.games.men_at_work.rules.feasible import colours
from suite.games.men_at_work.rules.plans import Plan, Turn, promising, spread_out
from suite.games.men_at_work.rules.state import State
from suite.games.men_at_work.rules.steps import next_steps
from suite.games.men_at_work.site.fixtures import FALLEN_ON
from suite.games.men_at_work.site.outlines import moved
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Move, descent_path

ACCIDENT = -1000.0
"""A placement that ends in an accident is never chosen while another is not."""
MET = 100.0
"""The instruction met at the last placement of a try."""
MISSED = -60.0
"""The last placement of a try misses the instruction: no certificate lost, but a try spent."""
AWARD = 80.0
"""An Employee of the Month award (M16), weighted by the level's taste for height."""
SHAKEN = 0.5
"""Points lost per mm the rest of the site moved: a site that shifts is a site about to fall."""
ASTRAY = 0.3
"""Points lost per mm the placed piece ended away from where it was put."""
WOBBLY = -40.0
"""A candidate that does not survive the nudge test (``hard``)."""
NUDGE_SPEED = 40.0
"""mm/s given to the placed pieces in the nudge test: a careless elbow."""
NUDGE_SECONDS = 1.5


class Simulator(Protocol):
    """What the search needs of the rules: to play a placement on a copy of the game."""

    def apply(self, s: State, a: Action) -> State: ...


@attrs.frozen
class Effort:
    """How hard a search looks: how many placements it simulates, whether it also tries the spots the look
    from above doubts, from how many of the most promising it draws them, how many of the best it nudges,
    and how much it cares for height."""

    simulations: int
    hopeful: int
    """When the look from above finds nothing sure, whether to also try the spots it doubts: never (0), at the
    last placement of a try (1), or at any placement (2). A stubborn player gives up less."""
    pool: int
    """The simulated plans are drawn from this many of the most promising: a careless player does not always
    try the best spots first."""
    nudged: int
    height: float


INSPECTOR = Effort(simulations=INSPECTOR_SIMULATIONS, hopeful=2, pool=INSPECTOR_SIMULATIONS, nudged=0, height=0.0)
"""M19: the hard bot's search, without its taste for height or its nudges (the inspector asks only whether a
lawful placement exists); it also tries the doubtful poses after the sure ones (``_inspect``)."""


@attrs.frozen
class Trial:
    """A plan tried on a copy of the game: its move, its score and the state it led to."""

    plan: Plan
    move: Move
    score: float
    after: State


def search(
    rules: Simulator,
    state: State,
    steps: list[PlaceStep],
    effort: Effort,
    rng: Rng | None,
    seconds: float | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> list[Trial]:
    """The trials of the most promising placements for the player to move in ``state``, best first. At least
    one is simulated whatever ``seconds`` allows; ``cancelled`` stops early. ``rng`` draws the plans from the
    pool, if the effort's pool is larger than its count (else None: the search is then deterministic)."""
    site, ranked = plans(state, steps, effort)
    deadline = time.perf_counter() + seconds if seconds else math.inf
    trials: list[Trial] = []
    for plan in _pick(ranked, effort.simulations, max(effort.simulations, effort.pool), rng):
        if cancelled() or (trials and time.perf_counter() > deadline):
            break
        trials.append(_trial(rules, state, plan, move_for(plan, site, plan.target.pose), effort))
    trials.sort(key=lambda trial: -trial.score)
    return trials


def plans(state: State, steps: list[PlaceStep], effort: Effort) -> tuple[Site, list[Plan]]:
    """The site of ``state`` and the plans worth simulating there, the most promising first (with the doubtful
    ones if nothing is sure and the effort is that stubborn)."""
    site = Site.build(state.site)
    turn = _turn(state, site)
    ranked = _ranked(site, state, turn, steps)
    if not ranked and effort.hopeful > (0 if last_step(state) else 1):
        ranked = _ranked(site, state, attrs.evolve(turn, hopeful=True), steps)
    return site, ranked


def last_step(state: State) -> bool:
    return len(state.todo) == 1


def inspect(rules: Simulator, state: State, steps: list[PlaceStep]) -> Move | None:
    """M19: a lawful placement of the current instruction on the site as it stands (``steps``: the placements
    that may come next), or None. Lawful: it causes no accident and meets the instruction, or, when it prepares
    a later placement (a new support, a worker to load; never one the rules refuse at once, G26), the inspector
    then finds a way to the end. The plans, the doubtful ones included, are simulated best first and spread over
    the site (``_inspect``), INSPECTOR_SIMULATIONS in all (a later placement's included, at most a
    INSPECTOR_BRANCHES-th of them for each placement it follows), and the first lawful one is the answer. The
    state is the game's own, and nothing hidden decides the answer: a placement's result does not depend on the
    draw pile."""
    found = inspect_try(rules, state, steps)
    return found[0] if found else None


def inspect_try(rules: Simulator, state: State, steps: list[PlaceStep]) -> tuple[Move, ...]:
    """``inspect``, with the placements the inspector found after its answer to the end of the try (a new
    support, then the girder on it): () when it found nothing."""
    return _inspect(rules, state, steps, INSPECTOR_SIMULATIONS)[0]


def _inspect(rules: Simulator, state: State, steps: list[PlaceStep], budget: int) -> tuple[tuple[Move, ...], int]:
    """The inspection with at most ``budget`` simulations: its answer and how many it spent. It tries the
    doubtful poses too, each spot's best before any spot's second (``spread_out``): it asks only whether
    something works, and the look from above doubts poses that the simulation finds lawful. Of the lawful
    placements it answers the first that a hand can copy (``_copyable``), or, if none is within the budget, the
    first lawful one. The answer is the placements to the end of the try, () for none."""
    site = Site.build(state.site)
    turn = attrs.evolve(_turn(state, site), hopeful=True)
    ranked = _ranked(site, state, turn, steps, mixed=True)
    spent = 0
    first: tuple[Move, ...] = ()
    for plan in ranked:
        if spent >= budget:
            break
        trial = _trial(rules, state, plan, move_for(plan, site, plan.target.pose), INSPECTOR)
        spent += 1
        if trial.score <= ACCIDENT / 2:
            continue
        found: tuple[Move, ...] = ()
        if last_step(state):
            if met(trial.after, state.active):
                found = (trial.move,)
        elif goes_on(trial.after, state.active):
            share = min(budget - spent, INSPECTOR_SIMULATIONS // INSPECTOR_BRANCHES)
            rest, more = _inspect(rules, trial.after, _steps(trial.after), share)
            spent += more
            found = (trial.move, *rest) if rest else ()
        if not found:
            continue
        first = first or found
        copyable, more = _copyable(rules, state, plan, site, budget - spent)
        spent += more
        if copyable:
            return found, spent
    return first, spent


def _copyable(rules: Simulator, state: State, plan: Plan, site: Site, budget: int) -> tuple[bool, int]:
    """Whether a lawful placement still works when a hand lets go ``AS_SHOWN_MM`` to either side of it, as a
    person copying the ghost does (a piece let go that close counts as placed as shown): no accident, and at the
    last placement the instruction still met. A person copied a worker's ghost near a girder's end to within a few
    pixels, and the girder tipped like a see-saw. Each side costs a simulation of ``budget``; when the budget runs
    out first the placement does not count as copyable. Returns the verdict and the simulations spent."""
    spent, pose = 0, plan.target.pose
    for side in (-1.0, 1.0):
        if spent >= budget:
            return False, spent
        shifted = Pose(pose.x + side * AS_SHOWN_MM, pose.y, pose.angle)
        trial = _trial(rules, state, plan, move_for(plan, site, shifted), INSPECTOR)
        spent += 1
        if trial.score <= ACCIDENT / 2 or (last_step(state) and not met(trial.after, state.active)):
            return False, spent
    return True, spent


def finishes(rules: Simulator, state: State, budget: int) -> bool:
    """Whether the rest of a try can follow the placement that led to ``state`` (one that prepares a later
    placement): the inspector's search finds the next placement, and any after it, within ``budget``
    simulations."""
    return goes_on(state, state.active) and bool(_inspect(rules, state, _steps(state), budget)[0])


def goes_on(after: State, me: int) -> bool:
    """Whether the try of player ``me`` goes on after a placement that did not end it: the pieces stay and more are
    due. A placement judged at once and refused (a new support on the wrong thing, a worker off the Foreman's
    girder, M14) sends the pieces back and the try starts again, its placements all due anew: the inspector took
    that for a placement that prepares the next (G26): copied exactly, his ghosts made the try miss halfway (a
    worker not upright, then another worker and his bricks as if the try went on), and the hard bot's look ahead
    could count such a placement as leaving room for the rest."""
    missed = any(isinstance(e, TriedAgain) and e.player == me for e in after.events)
    return after.active == me and bool(after.todo) and not missed


def _steps(state: State) -> list[PlaceStep]:
    """The placements due next in ``state``, as the engine lists them (the colours of M12 included)."""
    assert state.instruction is not None
    allowed = colours(state.site, state.instruction)
    return [
        PlaceStep(kind=step.kind, colours=allowed if step.kind is Kind.GIRDER else (), load=step.load)
        for step in next_steps(state.todo)
    ]


def steadiest(trials: list[Trial]) -> Trial:
    """Of the best candidates, the best once those whose site drops a piece when nudged lose WOBBLY."""
    return max(trials, key=lambda trial: trial.score + (0.0 if _survives(trial) else WOBBLY))


def met(after: State, me: int) -> bool:
    return any(isinstance(e, InstructionMet) and e.player == me for e in after.events)


def move_for(plan: Plan, site: Site, pose: Pose) -> Move:
    """The move that brings the plan's piece down onto ``pose`` at a human pace."""
    kind = plan.target.kind
    return Move(kind=kind, colour=plan.colour, load=plan.load, path=descent_path(kind, pose, site, plan.load))


def _trial(rules: Simulator, state: State, plan: Plan, move: Move, effort: Effort) -> Trial:
    me = state.active
    try:
        after = rules.apply(state, Place(move))
    except ValueError:  # the piece cannot appear there after all (an IllegalAction)
        return Trial(plan=plan, move=move, score=2 * ACCIDENT, after=state)
    return Trial(plan=plan, move=move, score=_score(state, after, me, plan, effort), after=after)


def _ranked(site: Site, state: State, turn: Turn, steps: list[PlaceStep], mixed: bool = False) -> list[Plan]:
    """The plans for every placement that may come next, the most promising first (``spread_out``)."""
    found = [plan for step in steps for plan in promising(site, attrs.evolve(turn, later=_later(state, step)), step)]
    return spread_out(found, mixed)


def _turn(state: State, site: Site) -> Turn:
    return Turn(
        instruction=state.instruction,
        placed=tuple((placed.piece, placed.kind) for placed in state.placed),
        later=(),
        highest_girder=_highest_before(state, site),
        foreman=state.options.foreman,
    )


def _highest_before(state: State, site: Site) -> int | None:
    """The highest girder of the site without this try's pieces (girder rule 4 looks at the site as it was)."""
    mine = {placed.piece for placed in state.placed}
    girders = [id for id in site.ids() if site.kind(id) is Kind.GIRDER and id not in mine]
    return max(girders, key=site.top, default=None)


def _later(state: State, step: PlaceStep) -> tuple[object, ...]:
    """The placements still to come after ``step`` in this try."""
    todo = list(state.todo)
    for i, planned in enumerate(todo):
        if planned.kind is step.kind and planned.load is step.load:
            return tuple(todo[:i] + todo[i + 1 :])
    return tuple(todo[1:])


def _pick(ranked: list[Plan], count: int, pool: int, rng: Rng | None) -> list[Plan]:
    """``count`` plans drawn at random from the ``pool`` most promising (all of them, best first, when the
    pool is no larger than the count)."""
    if pool <= count or rng is None:
        return ranked[:count]
    chosen = ranked[:pool]
    rng.shuffle(chosen)
    return chosen[:count]


def _score(before: State, after: State, me: int, plan: Plan, effort: Effort) -> float:
    events = after.events
    if any(isinstance(e, Accident) and e.player == me for e in events):
        return ACCIDENT - sum(1 for e in events if isinstance(e, PiecePlaced))
    score = plan.promise
    if met(after, me):
        score += MET
    if any(isinstance(e, TriedAgain) and e.player == me for e in events):
        score += MISSED
    if any(isinstance(e, AwardGiven) and e.player == me for e in events):
        score += AWARD * effort.height
    placed = [e.piece for e in events if isinstance(e, PiecePlaced) and e.player == me]
    score -= SHAKEN * shift(before.site, after.site, exclude=set(placed))
    if placed and placed[0] in _ids(after.site):
        score -= ASTRAY * _distance(after.site.piece(placed[0]).pose, plan.target.pose)
    if effort.height and after.rita and placed and placed[0] in _ids(after.site):
        score += effort.height * after.site.piece(placed[0]).pose.y / 20
    return score


def _ids(snapshot: Snapshot) -> set[int]:
    return {piece.id for piece in snapshot.pieces}


def shift(before: Snapshot, after: Snapshot, exclude: set[int]) -> float:
    """How far the pieces that were already on the site moved, in all (mm); one that left counts 100."""
    now = {piece.id: piece.pose for piece in after.pieces}
    total = 0.0
    for piece in before.pieces:
        if piece.id in exclude:
            continue
        pose = now.get(piece.id)
        total += 100.0 if pose is None else _distance(pose, piece.pose)
    return total


def farthest(before: Snapshot, after: Snapshot, exclude: set[int]) -> float:
    """How far the piece that moved most among those already on the site went (mm, its farthest point), for a
    reason a player can picture: ``shift``'s sum over every piece, turns included, read as one movement ("moves the
    rest of the site 45 mm") where no piece had moved more than a few millimetres. Its centre alone said "no other
    piece moves more than 4 mm" of a girder that tipped 4°, its ends 5 to 6 mm. A piece that left is not counted
    here: it is told as a fall."""
    now = {piece.id: piece.pose for piece in after.pieces}
    moves = [moved(p.pose, now[p.id], p.kind) for p in before.pieces if p.id not in exclude and p.id in now]
    return max(moves, default=0.0)


def _distance(a: Pose, b: Pose) -> float:
    return math.hypot(a.x - b.x, a.y - b.y) + 20.0 * abs(math.remainder(a.angle - b.angle, math.tau))


def _survives(trial: Trial) -> bool:
    """Whether the site after this placement still stands when its new pieces are knocked a little, both ways."""
    placed = [e.piece for e in trial.after.events if isinstance(e, PiecePlaced)]
    for direction in (-1.0, 1.0):
        site = Site.build(trial.after.site)
        for id in placed:
            if id in site.ids():
                site.body(id).activate()
                site.body(id).velocity = (direction * NUDGE_SPEED, 0.0)
        settle = site.settle(NUDGE_SECONDS, most=NUDGE_SECONDS)
        if any(ground in FALLEN_ON and site.kind(id) is not Kind.SUPPORT for id, ground in settle.grounded):
            return False
    return True
