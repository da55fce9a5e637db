"""A ghost copied exactly ends as the search that showed it judged it (M19, G20, G24).

A person at the window pressed Hint on a "new support + girder" instruction, copied the support's ghost, called the
site inspector, copied its girder's ghost, and lost a certificate. The window lets go a piece lined up with a ghost
as the ghost shows it, and the rules replay a path exactly, so whatever the search judged of a placement must be
what the rules then do with it. These tests play seeded games among easy bots and, at each first placement of an
instruction of several placements (a support and a girder, a girder and a worker, a worker and his loads), copy the
hint and the inspector's ghosts through ``apply`` exactly as shown.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from suite.core.bots import Explaining
from suite.core.match import bot_decision
from suite.core.rng import Rng
from suite.games.men_at_work.bots import FOLLOWS, MEETS, MEETS_STILL
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import CallInspector, Place
from suite.games.men_at_work.rules.events import Accident, InstructionMet, TriedAgain
from suite.games.men_at_work.rules.state import Options, Phase, State
from suite.games.men_at_work.rules.steps import steps

RULES = MODULE.rules


def instructions_of_several_placements(seed: int, until: int, players: int = 3) -> Iterator[tuple[State, int]]:
    """The states of a seeded game among easy bots, up to log position ``until``, where a try of several placements
    begins, each with its log position."""
    s = RULES.new_state(Options(players=players), players)
    bots = [MODULE.make_bot("easy") for _ in range(players)]
    chance = Rng(seed)
    for cursor in range(until):
        mover = RULES.to_move(s)
        if mover is None:
            return
        if isinstance(mover, int):
            if s.phase is Phase.PLACE and s.instruction and len(s.todo) > 1 and s.todo == steps(s.instruction):
                yield s, cursor
            action = bot_decision(RULES, s, seed, cursor, bots[mover])
        else:
            action = RULES.sample_chance(s, chance)
        s = RULES.apply(s, action)


def _fell(s: State, me: int) -> bool:
    return any(isinstance(e, Accident) and e.player == me for e in s.events)


def _met(s: State, me: int) -> bool:
    return any(isinstance(e, InstructionMet) and e.player == me for e in s.events)


def _goes_on(s: State, me: int) -> bool:
    return s.active == me and bool(s.todo) and not any(isinstance(e, TriedAgain) for e in s.events)


def copied_inspector(s: State) -> list[str]:
    """Calls the inspector and copies each of its ghosts exactly, as they are shown one after the other, to the end
    of the try; says what went otherwise than he judged: each placement lawful, without an accident, and the
    instruction met at the last one."""
    me = s.active
    s = RULES.apply(s, CallInspector())
    while s.ghost is not None:
        shown = s.ghost
        s = RULES.apply(s, Place(shown))
        if _fell(s, me):
            return [f"the inspector's {shown.kind.value} ghost, copied, made an accident"]
        if not _met(s, me) and not _goes_on(s, me):
            return [f"the inspector's {shown.kind.value} ghost, copied, made the try miss"]
        if _goes_on(s, me) and s.ghost is None:
            return [f"after the inspector's {shown.kind.value} ghost, copied, he showed nothing more"]
    return []


def copied_hint(s: State, seed: int, cursor: int) -> list[str]:
    """Asks for a hint as the window does and copies it exactly; then, if the try goes on, calls the inspector and
    copies his ghosts (``copied_inspector``). Says what went otherwise than the hint said: it stands, and, when
    its reason says so, it meets the instruction or leaves room for the rest of the try."""
    me, explaining = s.active, Explaining(MODULE.make_adviser())
    action = bot_decision(RULES, s, seed, cursor, explaining)
    if not isinstance(action, Place):
        return []
    after = RULES.apply(s, action)
    said = explaining.why.text if explaining.why is not None else ""
    if _fell(after, me):
        return [f"the hint's {action.move.kind.value}, copied, made an accident"]
    if said in (MEETS, MEETS_STILL) and not _met(after, me):
        return [f"the hint's {action.move.kind.value} said it meets the instruction, and missed"]
    if said == FOLLOWS and not _goes_on(after, me):
        return [f"the hint's {action.move.kind.value} said it leaves room for the rest, and the try missed"]
    return copied_inspector(after) if _goes_on(after, me) else []


def test_the_hint_and_the_inspector_copied_exactly_do_what_they_judged() -> None:
    """Seed 2, move 26: for "a worker with two bricks" the inspector showed a worker the rules refuse as soon as he
    is placed ("The worker must stand upright": he goes back and the try starts again), then, as the next ghosts,
    a worker elsewhere and his bricks: his search took the try started again for one that went on. 15
    instructions of several placements in the first 40 moves."""
    tried, wrong = 0, []
    for s, cursor in instructions_of_several_placements(seed=2, until=40):
        tried += 1
        wrong += [f"move {cursor}: {what}" for what in copied_inspector(s) + copied_hint(s, 2, cursor)]
    assert tried == 15
    assert not wrong, wrong


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 8))
def test_ghosts_copied_exactly_over_whole_games(seed: int) -> None:
    wrong = []
    for s, cursor in instructions_of_several_placements(seed=seed, until=400):
        wrong += [f"move {cursor}: {what}" for what in copied_inspector(s) + copied_hint(s, seed, cursor)]
    assert not wrong, wrong
