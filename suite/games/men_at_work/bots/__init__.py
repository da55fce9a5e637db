"""Bots that build: they try placements on a copy of the site and keep the one that turned out best.

For a placement, a bot lists resting poses that could meet the instruction (``plans.worth_trying``),
simulates the most promising ones with the game's own rules on a state dealt from its view (``determinize``:
the bot never sees the draw pile), and scores what happened: an accident rules a pose out; then the
instruction met, how little the rest of the site moved, how close the piece stayed to where it was put
and, once Boss Rita walks the site, the height gained (M16). ``hard`` also nudges its best candidates to
see which ones still stand (a stability margin). Its hand then trembles by level: the move it makes is
the chosen pose plus a little noise, so a bot can, like a person, knock a tower over.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from suite.core.bots import effective_budget
from suite.core.game import BotFactory, Budget, never_cancelled
from suite.core.rng import Rng
from suite.games.men_at_work.bots.plans import DOUBTFUL, Plan, Turn, worth_trying
from suite.games.men_at_work.rules.actions import GiveUp, Place, PlaceStep, PlayForeman, Proceed
from suite.games.men_at_work.rules.deck import Instruction
from suite.games.men_at_work.rules.engine import MenAtWorkRules
from suite.games.men_at_work.rules.events import Accident, AwardGiven, InstructionMet, PiecePlaced, TriedAgain
from suite.games.men_at_work.rules.state import State
from suite.games.men_at_work.site.fixtures import FALLEN_ON
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

DIFFICULTY = {
    (Kind.GIRDER, 1): 0.9, (Kind.GIRDER, 2): 0.3, (Kind.GIRDER, 3): 0.6, (Kind.GIRDER, 4): 0.4,
    (Kind.GIRDER, 5): 0.6, (Kind.GIRDER, 6): 0.7, (Kind.GIRDER, 7): 0.6, (Kind.GIRDER, 8): 0.6,
    (Kind.GIRDER, 9): 0.6, (Kind.GIRDER, 10): 0.2, (Kind.GIRDER, 11): 0.5, (Kind.GIRDER, 12): 0.4,
    (Kind.WORKER, 1): 0.3, (Kind.WORKER, 2): 0.5, (Kind.WORKER, 3): 0.4, (Kind.WORKER, 4): 0.6,
    (Kind.WORKER, 5): 0.5, (Kind.WORKER, 6): 0.3, (Kind.WORKER, 7): 0.5, (Kind.WORKER, 8): 0.8,
    (Kind.WORKER, 9): 0.4,
}  # fmt: skip
"""How hard each card is to carry out, 0 (easy) to 1, from the bots' own success rates: a Foreman
card is worth playing when it swaps a hard instruction for a clearly easier one (M18)."""
FOREMAN_GAIN = 0.25
"""How much easier the instruction must become before a bot spends a Foreman card on it."""


@attrs.frozen
class Level:
    """What sets the levels apart: how many placements a bot tries, whether it checks stability, whether it
    reaches for height, and how steady its hand is."""

    simulations: int
    hopeful: int
    """When the look from above finds nothing sure, whether the bot also tries the spots it doubts: never
    (0), at the last placement of a try (1), or at any placement (2). A stubborn player gives up less."""
    pool: int
    """The simulated plans are drawn from this many of the most promising: a careless player does not
    always try the best spots first."""
    nudged: int
    height: float
    tremble: float
    """Standard deviation of the hand's error on the final position, mm."""
    twist: float
    """Standard deviation of the hand's error on the final angle, radians."""


LEVELS = {
    "easy": Level(simulations=4, hopeful=0, pool=16, nudged=0, height=0.0, tremble=3.0, twist=0.04),
    "normal": Level(simulations=10, hopeful=1, pool=10, nudged=0, height=0.5, tremble=1.2, twist=0.012),
    "hard": Level(simulations=16, hopeful=2, pool=16, nudged=3, height=1.0, tremble=0.4, twist=0.004),
}


@attrs.frozen
class Trial:
    """A plan tried on a copy of the game: its score and the state it led to."""

    plan: Plan
    score: float
    after: State


class Builder:
    """A Men at Work bot of one level (see ``LEVELS``), trying its placements with the ``rules`` it is given:
    the shell shares one rules object between the GUI thread and the bot threads."""

    def __init__(self, rules: MenAtWorkRules, level: Level) -> None:
        self.rules = rules
        self.level = level
        self.budget = Budget(iterations=level.simulations)
        """Simulations, not seconds, by default: a bot plays the same on a busy machine as on an idle one."""

    def choose(
        self,
        view: State,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        steps = [a for a in legal if isinstance(a, PlaceStep)]
        if steps:
            return self._place(view, steps, rng, effective_budget(budget, self.budget), cancelled)
        foreman = [a for a in legal if isinstance(a, (Proceed, PlayForeman))]
        if foreman:
            return self._foreman(view, foreman, rng)
        return legal[0]

    # -- placing -------------------------------------------------------------------------------------

    def _place(
        self, view: State, steps: list[PlaceStep], rng: Rng, budget: Budget, cancelled: Callable[[], bool]
    ) -> Any:
        state = self.rules.determinize(view, rng)
        site = Site.build(state.site)
        turn = _turn(state, site)
        ranked = _ranked(site, state, turn, steps)
        last = len(state.todo) == 1
        if not ranked and self.level.hopeful > (0 if last else 1):
            ranked = _ranked(site, state, attrs.evolve(turn, hopeful=True), steps)
        deadline = time.perf_counter() + budget.seconds if budget.seconds else math.inf
        trials: list[Trial] = []
        count = budget.iterations or self.level.simulations
        for plan in _pick(ranked, count, max(count, self.level.pool), rng):
            if cancelled() or (trials and time.perf_counter() > deadline):
                break
            move = _move(plan, site, plan.target.pose)
            trials.append(self._trial(state, plan, move))
        if not trials or all(trial.score <= ACCIDENT / 2 for trial in trials):
            return GiveUp()
        trials.sort(key=lambda trial: -trial.score)
        if last and trials[0].plan.promise <= DOUBTFUL and not _met(trials[0].after, state.active):
            return GiveUp()  # nothing the bot can see works: a try it knows will miss only wastes time
        best = self._steadiest(trials[: self.level.nudged]) if self.level.nudged else trials[0]
        return Place(_move(best.plan, site, self._trembled(best.plan.target.pose, rng)))

    def _trial(self, state: State, plan: Plan, move: Move) -> Trial:
        me = state.active
        try:
            after = self.rules.apply(state, Place(move))
        except ValueError:  # the piece cannot appear there after all (an IllegalAction)
            return Trial(plan=plan, score=2 * ACCIDENT, after=state)
        return Trial(plan=plan, score=_score(state, after, me, plan, self.level), after=after)

    def _steadiest(self, best: list[Trial]) -> Trial:
        """Of the best candidates, the best once those whose site drops a piece when nudged lose WOBBLY (``hard``)."""
        return max(best, key=lambda trial: trial.score + (0.0 if _survives(trial) else WOBBLY))

    def _trembled(self, pose: Pose, rng: Rng) -> Pose:
        return Pose(
            pose.x + rng.gauss(0.0, self.level.tremble),
            pose.y + abs(rng.gauss(0.0, self.level.tremble / 2)),
            pose.angle + rng.gauss(0.0, self.level.twist),
        )

    # -- the Foreman variant -------------------------------------------------------------------------

    def _foreman(self, view: State, choices: list[Any], rng: Rng) -> Any:
        """Keep the instruction unless a Foreman card makes it clearly easier (M18)."""
        state = self.rules.determinize(view, rng)
        keep = _difficulty(state.instruction)
        best, easiest = Proceed(), keep - FOREMAN_GAIN
        for choice in choices:
            if isinstance(choice, PlayForeman):
                after = self.rules.apply(state, choice)
                if after.active == state.active and (hardness := _difficulty(after.instruction)) < easiest:
                    best, easiest = choice, hardness
        return best


def _ranked(site: Site, state: State, turn: Turn, steps: list[PlaceStep]) -> list[Plan]:
    """The plans for every placement that may come next, the most promising first."""
    found = [plan for step in steps for plan in worth_trying(site, attrs.evolve(turn, later=_later(state, step)), step)]
    return sorted(found, key=lambda plan: -plan.promise)


def _met(after: State, me: int) -> bool:
    return any(isinstance(e, InstructionMet) and e.player == me for e in after.events)


def _difficulty(instruction: Instruction | None) -> float:
    return 1.0 if instruction is None else DIFFICULTY[(instruction.what, instruction.rule)]


def _turn(state: State, site: Site) -> Turn:
    return Turn(
        instruction=state.instruction,
        placed=tuple((placed.piece, placed.kind) for placed in state.placed),
        later=(),
        highest_girder=_highest_before(state, site),
    )


def _highest_before(state: State, site: Site) -> int | None:
    """The highest girder of the site without this try's pieces (girder rule 4 looks at the site as it was)."""
    mine = {placed.piece for placed in state.placed}
    girders = [id for id in site.ids() if site.kind(id) is Kind.GIRDER and id not in mine]
    return max(girders, key=site.top, default=None)


def _later(state: State, step: PlaceStep) -> tuple[Any, ...]:
    """The placements still to come after ``step`` in this try."""
    todo = list(state.todo)
    for i, planned in enumerate(todo):
        if planned.kind is step.kind and planned.load is step.load:
            return tuple(todo[:i] + todo[i + 1 :])
    return tuple(todo[1:])


def _pick(ranked: list[Plan], count: int, pool: int, rng: Rng) -> list[Plan]:
    """``count`` plans drawn at random from the ``pool`` most promising (all of them, best first, when the
    pool is no larger than the count)."""
    if pool <= count:
        return ranked[:count]
    chosen = ranked[:pool]
    rng.shuffle(chosen)
    return chosen[:count]


def _move(plan: Plan, site: Site, pose: Pose) -> Move:
    kind = plan.target.kind
    return Move(kind=kind, colour=plan.colour, load=plan.load, path=descent_path(kind, pose, site, plan.load))


def _score(before: State, after: State, me: int, plan: Plan, level: Level) -> float:
    events = after.events
    if any(isinstance(e, Accident) and e.player == me for e in events):
        return ACCIDENT - sum(1 for e in events if isinstance(e, PiecePlaced))
    score = plan.promise
    if _met(after, me):
        score += MET
    if any(isinstance(e, TriedAgain) and e.player == me for e in events):
        score += MISSED
    if any(isinstance(e, AwardGiven) and e.player == me for e in events):
        score += AWARD * level.height
    placed = [e.piece for e in events if isinstance(e, PiecePlaced) and e.player == me]
    score -= SHAKEN * _shift(before.site, after.site, exclude=set(placed))
    if placed and placed[0] in _ids(after.site):
        score -= ASTRAY * _distance(after.site.piece(placed[0]).pose, plan.target.pose)
    if level.height and after.rita and placed and placed[0] in _ids(after.site):
        score += level.height * after.site.piece(placed[0]).pose.y / 20
    return score


def _ids(snapshot: Snapshot) -> set[int]:
    return {piece.id for piece in snapshot.pieces}


def _shift(before: Snapshot, after: Snapshot, exclude: set[int]) -> float:
    """How far the pieces that were already on the site moved, in all (mm); one that left counts 100."""
    now = {piece.id: piece.pose for piece in after.pieces}
    total = 0.0
    for piece in before.pieces:
        if piece.id in exclude:
            continue
        pose = now.get(piece.id)
        total += 100.0 if pose is None else _distance(pose, piece.pose)
    return total


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
        settle = site.settle(NUDGE_SECONDS)
        if any(ground in FALLEN_ON and site.kind(id) is not Kind.SUPPORT for id, ground in settle.grounded):
            return False
    return True


BOTS: dict[str, BotFactory] = {name: functools.partial(Builder, level=level) for name, level in LEVELS.items()}
"""Each level's factory takes the rules the bot plays with (``GameModule.make_bot``)."""
