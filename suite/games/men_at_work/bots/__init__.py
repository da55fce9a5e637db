"""Bots that build: they try placements on a copy of the site and keep the one that turned out best.

For a placement, a bot runs the search of ``rules.search`` (the same as the site inspector's, M19) on a
state dealt from its view (``determinize``: the bot never sees the draw pile): resting poses that could
meet the instruction, simulated with the game's own rules and scored. ``hard`` also nudges its best
candidates to see which ones still stand (a stability margin). Its hand then trembles by level: the move
it makes is the chosen pose plus a little noise, so a bot can, like a person, knock a tower over. When
nothing it tries works, it calls the site inspector (M19) and plays the placement the inspector shows
exactly as shown. After an accident it clears the site (M15) with the same hook a person uses, trying
each way of taking a piece off on a copy first, and choosing the one that shakes the site least.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from suite.core.bots import ExplainedChoice, effective_budget
from suite.core.game import BotFactory, Budget, Why, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng
from suite.games.men_at_work.constants import DESCENT_SPEED, PATH_RATE, TABLE_HALF_WIDTH
from suite.games.men_at_work.rules.actions import CallInspector, Clear, Place, PlaceStep, PlayForeman, Proceed
from suite.games.men_at_work.rules.cards import inspector_present
from suite.games.men_at_work.rules.deck import Instruction
from suite.games.men_at_work.rules.engine import MenAtWorkRules
from suite.games.men_at_work.rules.events import Accident
from suite.games.men_at_work.rules.plans import DOUBTFUL
from suite.games.men_at_work.rules.search import (
    ACCIDENT,
    Effort,
    Trial,
    farthest,
    finishes,
    last_step,
    met,
    move_for,
    search,
    shift,
    steadiest,
)
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Kind, Pose
from suite.games.men_at_work.site.placement import Load, Move, descent_path

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
    """What sets the levels apart: how hard the bot searches (``rules.search.Effort``) and how steady its hand is."""

    effort: Effort
    tremble: float
    """Standard deviation of the hand's error on the final position, mm."""
    twist: float
    """Standard deviation of the hand's error on the final angle, radians."""
    followed: int = 0
    """When more of the try is to come, how many of its best placements the bot checks, best first, for a way
    to finish the try from there (``search.finishes``, FOLLOW_SIMULATIONS each)."""
    sizes_up: int = 0
    """Foreman (M18): how many placements the bot tries on the site for the kept instruction and for each Foreman
    card's, before it chooses (0: it reads the cards' difficulty alone)."""

    @property
    def simulations(self) -> int:
        return self.effort.simulations


LEVELS = {
    "easy": Level(Effort(simulations=4, hopeful=0, pool=16, nudged=0, height=0.0), tremble=3.0, twist=0.04),
    "normal": Level(
        Effort(simulations=10, hopeful=1, pool=10, nudged=0, height=0.5), tremble=1.2, twist=0.012, sizes_up=6
    ),
    "hard": Level(
        Effort(simulations=16, hopeful=2, pool=16, nudged=3, height=1.0),
        tremble=0.4,
        twist=0.004,
        followed=3,
        sizes_up=10,
    ),
}
FOLLOW_SIMULATIONS = 6
"""Simulations a hard bot spends looking for the rest of a try after one of its placements. Without the look, an
"extra worker" card's first worker went where the second had no room beside him, and the hint showed that spot
again after every try it sent to fail."""
PLACE_ABOVE = 40.0
"""mm above the site's highest point where a bot with nowhere to try lets its piece go (G4, ``_let_fall``)."""
CLEAR_MARGIN = 30.0
"""mm beyond the site's last piece to which the hook drags a fallen piece out before lifting it (M15)."""


AS_SHOWN = N_("Place it exactly where the site inspector showed.")
NOTHING_STANDS = N_("Every spot I tried ends in an accident.")
NOTHING_MEETS = N_("Nothing I tried meets the instruction.")
MISSED_TWICE = N_("Two tries have missed: the site inspector will say whether anything meets the instruction.")
MISSES_BEFORE_INSPECTOR = 2
"""Tries a bot lets miss before it calls the inspector, whatever its trials say: a placement the trials find
lawful by a hair can miss when played (the hand trembles), and the search finds it best again every time."""
NOTHING_FOLLOWS = N_("Nothing I tried leaves a way to place the rest of the instruction.")
MEETS = N_("Spots tried: %1. This one meets the instruction; no other piece moves more than %2 mm.")
MEETS_STILL = N_("Spots tried: %1. This one meets the instruction, and no other piece moves.")
PREPARES = N_("Spots tried: %1. This one stands and looks best for the next piece of the instruction, not tried yet.")
FOLLOWS = N_("Spots tried: %1. This one stands and leaves room for the next piece of the instruction.")
TRY_ANYWAY = N_("Spots tried: %1. None met the instruction for sure; this one stands best: try it and see.")
CLEAR_OFF = N_(
    "Take the highest fallen piece off the way that shakes the rest of the site least (when tried, no other piece"
    " moved more than %1 mm)."
)
CLEAR_FIRST = N_(
    "Every way of taking the highest fallen piece off makes a fall: take this one off first (when tried, no other"
    " piece moved more than %1 mm)."
)
CLEAR_OFF_STILL = N_(
    "Take the highest fallen piece off the way that shakes the rest of the site least: when tried, no other piece"
    " moved."
)
CLEAR_FIRST_STILL = N_(
    "Every way of taking the highest fallen piece off makes a fall: take this one off first; when tried, no other"
    " piece moved."
)
NO_SPOT = N_("The inspector has withdrawn and no spot I tried works: let it go over the middle and see.")
LEAVE_SUPPORT = N_("Taking the fallen support away would shake the site more than leaving it.")
KEEP_INSTRUCTION = N_("No card in my hand makes the instruction clearly easier.")
PLAY_FOREMAN = N_("This Foreman card makes the instruction clearly easier.")
KEEP_FOUND = N_("I found a spot that meets the instruction, and the Foreman cards are worth keeping.")
PLAY_FOUND = N_("I found no spot that meets the instruction as it stands, and one with this Foreman card.")
KEEP_NOTHING = N_(
    "I found no spot that meets the instruction, nor one for any card in my hand: I keep the cards, and the site "
    "inspector may find one."
)
"""The bots' reasons, in the words a player says to himself (``%1`` a count, ``%2`` millimetres: how far the piece
that moved most went, ``search.farthest``; under half a millimetre a ``_STILL`` reason says nothing moved, where
"no other piece moves more than 0 mm" read oddly). A reason says why, not the move again: the hint and the log
name the move beside it, and "Hint: call the site inspector. (...: call the site inspector.)" said it twice.
``KEEP_NOTHING`` says what keeping leads to: "keep the instruction" beside "I found no spot" read as a contradiction."""


def _shaking(moving: str, still: str, millimetres: float, *counts: int) -> Why:
    """``moving`` with its counts and the millimetres, or ``still`` with its counts when nothing moved to speak of."""
    shown = round(millimetres)
    return Why(moving, (*counts, shown)) if shown else Why(still, counts)


@attrs.frozen
class _WayOff:
    """A way of taking a fallen piece off, as tried: whether it made a fall, how far the piece that moved most went."""

    option: Clear
    hurt: bool
    moved: float


class Builder(ExplainedChoice):
    """A Men at Work bot of one level (see ``LEVELS``), trying its placements with the ``rules`` it is given:
    the shell shares one rules object between the GUI thread and the bot threads."""

    def __init__(self, rules: MenAtWorkRules, level: Level) -> None:
        self.rules = rules
        self.level = level
        self.budget = Budget(iterations=level.simulations)
        """Simulations, not seconds, by default: a bot plays the same on a busy machine as on an idle one."""

    def choose_explained(
        self,
        view: State,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Any, Why]:
        steps = [a for a in legal if isinstance(a, PlaceStep)]
        if steps:
            return self._place(view, steps, rng, effective_budget(budget, self.budget), cancelled)
        clears = [a for a in legal if isinstance(a, Clear)]
        if clears:
            return self._clear(view, clears, rng)
        foreman = [a for a in legal if isinstance(a, (Proceed, PlayForeman))]
        if foreman:
            return self._foreman(view, foreman, rng)
        return legal[0], Why(NOTHING_MEETS)

    # -- placing -------------------------------------------------------------------------------------

    def _place(
        self, view: State, steps: list[PlaceStep], rng: Rng, budget: Budget, cancelled: Callable[[], bool]
    ) -> tuple[Any, Why]:
        if view.ghost is not None:
            return Place(view.ghost), Why(AS_SHOWN)  # M19: the inspector's placement, exactly as shown
        state = self.rules.determinize(view, rng)
        effort = attrs.evolve(self.level.effort, simulations=budget.iterations or self.level.simulations)
        trials = search(self.rules, state, steps, effort, rng, budget.seconds, cancelled)
        inspector = inspector_present(state)
        if not trials:
            return (CallInspector(), Why(NOTHING_STANDS)) if inspector else _let_fall(state, steps)
        if trials[0].score <= ACCIDENT / 2 and inspector:
            return CallInspector(), Why(NOTHING_STANDS)
        best = trials[0]
        missing = last_step(state) and not met(best.after, state.active)
        if missing and inspector and (best.plan.promise <= DOUBTFUL or state.attempt > 1):
            return CallInspector(), Why(NOTHING_MEETS)  # the inspector decides whether anything does
        if inspector and state.attempt > MISSES_BEFORE_INSPECTOR:  # met in the trials, missed when played
            return CallInspector(), Why(MISSED_TWICE)
        if missing and not inspector:
            best = _another_try(trials, state.attempt)
        elif self.level.effort.nudged:
            best = steadiest(trials[: self.level.effort.nudged])
        looks_ahead = self.level.followed and not last_step(state) and state.instruction is not None  # not the start
        followed = self._followed(trials, best) if looks_ahead else None
        if looks_ahead and followed is None and inspector:
            return CallInspector(), Why(NOTHING_FOLLOWS)  # a first piece with no way to finish is a dead end
        best = followed or best
        site = Site.build(state.site)
        move = Place(move_for(best.plan, site, self._trembled(best.plan.target.pose, rng)))
        if followed:
            return move, Why(FOLLOWS, (len(trials),))
        if not met(best.after, state.active):  # a last placement that missed in the trials is a try all the same
            return move, Why(TRY_ANYWAY if last_step(state) else PREPARES, (len(trials),))
        placed = {piece.id for piece in best.after.site.pieces} - {piece.id for piece in state.site.pieces}
        return move, _shaking(MEETS, MEETS_STILL, farthest(state.site, best.after.site, exclude=placed), len(trials))

    def _followed(self, trials: list[Trial], best: Trial) -> Trial | None:
        """Of ``best`` and the next best placements that stand, the first after which the try can be finished, or
        None if none of them was found to lead anywhere."""
        others = [trial for trial in trials[: self.level.followed] if trial is not best and trial.score > ACCIDENT / 2]
        leads = (trial for trial in (best, *others) if finishes(self.rules, trial.after, FOLLOW_SIMULATIONS))
        return next(leads, None)

    # -- the clean-up --------------------------------------------------------------------------------

    def _clear(self, view: State, clears: list[Clear], rng: Rng) -> tuple[Clear, Why]:
        """M15, carefully: the highest fallen piece first; every way of taking it off (lifted where it lies,
        or dragged out to either side first; a support may also stay) is tried on a copy, and the one that
        causes no accident and moves the rest of the site least is played. When every way of taking the
        highest off makes a fall, the other fallen pieces are tried in turn and the first that comes off
        safely goes first: the highest alone, a brick lying on a girder's end could go only with the girder,
        and the clean-ups of games among three hard bots made more accidents than the placements."""
        state = self.rules.determinize(view, rng)
        site = Site.build(state.site)
        pieces = list(dict.fromkeys(a.piece for a in clears))
        first = self._ways_off(state, site, pieces[0], clears)
        best = first
        for piece in pieces[1:] if first.hurt else ():
            ways = self._ways_off(state, site, piece, clears)
            if not ways.hurt:
                best = ways
                break
        if best.option.keep and site.kind(best.option.piece) is Kind.SUPPORT:
            return best.option, Why(LEAVE_SUPPORT)
        if best is first:
            return best.option, _shaking(CLEAR_OFF, CLEAR_OFF_STILL, best.moved)
        return best.option, _shaking(CLEAR_FIRST, CLEAR_FIRST_STILL, best.moved)

    def _ways_off(self, state: State, site: Site, piece: int, clears: list[Clear]) -> _WayOff:
        """The best way of taking ``piece`` off, each tried on a copy: no fall first, then the least shaking."""
        options = [a for a in clears if a.piece == piece]
        options += [Clear(piece, _drag_out(site, piece, side)) for side in (-1.0, 1.0)]
        best, least = None, float("inf")
        for option in options:
            after = self.rules.apply(state, option)
            hurt = any(isinstance(e, Accident) and e.player == state.active for e in after.events)
            shaken = shift(state.site, after.site, exclude={piece})
            cost = shaken - (1.0 if option.keep else 0.0) - (ACCIDENT if hurt else 0.0)
            if cost < least:
                best = _WayOff(option, hurt, farthest(state.site, after.site, exclude={piece}))
                least = cost
        assert best is not None
        return best

    def _trembled(self, pose: Pose, rng: Rng) -> Pose:
        return Pose(
            pose.x + rng.gauss(0.0, self.level.tremble),
            pose.y + abs(rng.gauss(0.0, self.level.tremble / 2)),
            pose.angle + rng.gauss(0.0, self.level.twist),
        )

    # -- the Foreman variant -------------------------------------------------------------------------

    def _foreman(self, view: State, choices: list[Any], rng: Rng) -> tuple[Any, Why]:
        """M18. A bot that sizes up the site tries the instruction on it first and keeps it if it can meet it: a
        Foreman card is spent only on an instruction it finds no way to meet, for one it does, and kept when
        nothing in hand does better. Reading the cards' difficulty alone, bots played a card for an instruction
        the site could not take and then called the inspector, who set it aside. A bot that does not size up
        plays a card that makes the instruction clearly easier by the cards' difficulty."""
        state = self.rules.determinize(view, rng)
        if self.level.sizes_up:
            return self._sized_up(state, choices, rng)
        keep = _difficulty(state.instruction)
        best, easiest = Proceed(), keep - FOREMAN_GAIN
        for choice in choices:
            if isinstance(choice, PlayForeman):
                after = self.rules.apply(state, choice)
                if after.active == state.active and (hardness := _difficulty(after.instruction)) < easiest:
                    best, easiest = choice, hardness
        return best, Why(KEEP_INSTRUCTION if isinstance(best, Proceed) else PLAY_FOREMAN)

    def _sized_up(self, state: State, choices: list[Any], rng: Rng) -> tuple[Any, Why]:
        if self._can_meet(self.rules.apply(state, Proceed()), rng):
            return Proceed(), Why(KEEP_FOUND)
        played = [(c, self.rules.apply(state, c)) for c in choices if isinstance(c, PlayForeman)]
        for choice, after in sorted(played, key=lambda played: _difficulty(played[1].instruction)):
            if after.active == state.active and self._can_meet(after, rng):
                return choice, Why(PLAY_FOUND)
        return Proceed(), Why(KEEP_NOTHING)

    def _can_meet(self, state: State, rng: Rng) -> bool:
        """Whether a few placements tried for ``state``'s instruction find one that stands and meets it, or, when
        more of the try is to come, one after which the try can be finished."""
        if state.phase not in (Phase.PLACE, Phase.BUILD) or state.instruction is None:
            return False
        steps = [a for a in self.rules.legal_actions(state) if isinstance(a, PlaceStep)]
        effort = attrs.evolve(self.level.effort, simulations=self.level.sizes_up, nudged=0)
        standing = [t for t in search(self.rules, state, steps, effort, rng) if t.score > ACCIDENT / 2]
        if last_step(state):
            return any(met(t.after, state.active) for t in standing)
        return any(finishes(self.rules, t.after, FOLLOW_SIMULATIONS) for t in standing[:2])


def _another_try(trials: list[Trial], attempt: int) -> Trial:
    """With no inspector to call and no trial meeting the instruction (G4), each try is the next of the trials that
    stand, in turn: the search finds the same best each time, and a hard bot let go of the same girder, refused
    for lying on another, some twenty times in a row before it fell."""
    standing = [trial for trial in trials if trial.score > ACCIDENT / 2] or trials
    return standing[(attempt - 1) % len(standing)]


def _let_fall(state: State, steps: list[PlaceStep]) -> tuple[Place, Why]:
    """G4, the inspector gone and no spot to try: the piece is let go above the middle of the site, a try all the
    same (M14: nobody gives up), which will most likely end the turn in an accident."""
    step = steps[0]
    site = Site.build(state.site)
    above = max((site.top(id) for id in site.ids()), default=0.0) + PLACE_ABOVE
    load = Load(step.load, 0.0) if step.load is not None else None  # the step names a kind; a move, where it lies
    move = Move(kind=step.kind, colour=step.colours[0] if step.colours else None, load=load,
                path=descent_path(step.kind, Pose(0.0, above), site, load))  # fmt: skip
    return Place(move), Why(NO_SPOT)


def _difficulty(instruction: Instruction | None) -> float:
    return 1.0 if instruction is None else DIFFICULTY[(instruction.what, instruction.rule)]


def _drag_out(site: Site, piece: int, side: float) -> tuple[Pose, ...]:
    """The hook's path that drags ``piece`` sideways (``side`` -1 left, 1 right) out from under the site, at a
    bot's descent pace, to CLEAR_MARGIN beyond the last piece on that side (within the table's edge)."""
    pose = site.piece(piece).pose
    others = [site.piece(id).pose.x for id in site.ids() if id != piece]
    reach = max((side * x for x in others), default=side * pose.x) + CLEAR_MARGIN
    goal = side * min(reach, TABLE_HALF_WIDTH)
    step = DESCENT_SPEED / PATH_RATE
    count = max(1, round(abs(goal - pose.x) / step))
    return tuple(Pose(pose.x + (goal - pose.x) * n / count, pose.y, pose.angle) for n in range(1, count + 1))


BOTS: dict[str, BotFactory] = {name: functools.partial(Builder, level=level) for name, level in LEVELS.items()}
BOTS["adviser"] = functools.partial(Builder, level=attrs.evolve(LEVELS["hard"], tremble=0.0, twist=0.0))
"""Each level's factory takes the rules the bot plays with (``GameModule.make_bot``). The ``adviser`` is the hard
bot with a steady hand, for the Hint (``GameModule.adviser``, not a level a seat is given): its ghost is the very
placement its trial met the instruction with. The hard bot's tremble moved the ghost off it, and a person who
copied a hint that said "this one meets the instruction" was told "Not yet"."""
