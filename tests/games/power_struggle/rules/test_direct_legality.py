"""``apply``'s direct test of one action judges every action as the legal list does.

When a state's legal list has not been made (replaying a save's log), ``apply`` tests the action
alone, step by step (``PowerStruggleRules._allows``, ``service_actions.allows``, ``bribes.allows``).
Over seeded games between random bots and between normal bots at 3, 4 and 5 players, at every
state where a player moves, each action of the legal list must pass and each of many actions not
in it must fail: the legal actions of the game's other states (other phases, other steps), every
division, office, card, size, event card and kind of action of the board and one beyond each edge,
and amounts beside the legal ones. The reference is ``a in tuple(RULES._legal(s))``.
"""

from __future__ import annotations

import functools

import attrs
import pytest

from suite.core.game import CHANCE, IllegalAction
from suite.core.match import bot_decision
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import (
    BRIBE_STEP,
    CERTIFICATE_SIZES,
    DIVISIONS,
    OFFICES_PER_DIVISION,
    PRIVILEGE_CARDS,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules.actions import (
    ACCEPT,
    DONE,
    PASS,
    PLACE_ON_BOARD,
    REFUSE,
    SUPPLY,
    TO_BOARD,
    TO_COUNSEL,
    Action,
    ChooseAction,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    Deal,
    DrawEvents,
    PickEvent,
    PlaceDepartment,
)
from suite.games.power_struggle.rules.state import Bribing, Options, Phase, State
from tests.games.power_struggle.positions import RULES

GAMES = [
    *((kind, players, seed) for kind in ("random",) for players in (3, 4, 5) for seed in range(7)),
    *((kind, players, seed) for kind in ("normal",) for players in (3, 4, 5) for seed in range(3)),
]
"""30 games: 21 between random bots, 9 between normal bots (about 25 s together)."""

_OFF_BOARD = range(-1, max(DIVISIONS, OFFICES_PER_DIVISION) + 1)
FIXED_CANDIDATES: tuple[Action, ...] = (
    *(ChooseDivision(d) for d in _OFF_BOARD),
    *(PlaceDepartment(d) for d in _OFF_BOARD),
    *(ChooseOffice(d, r) for d in _OFF_BOARD for r in _OFF_BOARD),
    *(ChooseCard(card) for card in range(-1, PRIVILEGE_CARDS + 1)),
    *(ChooseSize(size) for size in range(CERTIFICATE_SIZES[0] - 1, CERTIFICATE_SIZES[-1] + 2)),
    *(ChooseAmount(amount) for amount in (-BRIBE_STEP, 0, 1, BRIBE_STEP, BRIBE_STEP + 1)),
    *(ChooseAction(kind) for kind in ActionKind),
    *(PickEvent(card) for card in EventCard),
    ACCEPT, REFUSE, TO_BOARD, TO_COUNSEL, SUPPLY, DONE, PASS, PLACE_ON_BOARD,
    Deal(colours=(0, 1, 2), skills=(0, 1, 2), privileges=(0,) * PRIVILEGE_CARDS),
    DrawEvents((0, 1, 2, 3, 4, 5)),
)  # fmt: skip
"""Actions of every kind, each field over the board and one beyond each edge."""


@functools.cache
def _played(kind: str, players: int, seed: int) -> tuple[State, ...]:
    """The states of one game between bots of one level where a player (not chance) moves; kept,
    since two tests walk the same games."""
    bot = MODULE.make_bot(kind)
    game_seed = 1000 * players + seed
    s = RULES.new_state(Options(players=players), players)
    moves = []
    cursor = 0
    while (mover := RULES.to_move(s)) is not None:
        if mover is CHANCE:
            action = RULES.sample_chance(s, Rng.derive(game_seed, cursor))
        else:
            moves.append(s)
            action = bot_decision(RULES, s, game_seed, cursor, bot)
        s = RULES.apply(s, action)
        cursor += 1
    return tuple(moves)


def _amounts_beside(legal: tuple[Action, ...]) -> set[Action]:
    """Wrong amounts next to the legal ones: one step beyond each end, and off the step."""
    amounts = [a.amount for a in legal if isinstance(a, ChooseAmount)]
    if not amounts:
        return set()
    low, high = min(amounts), max(amounts)
    return {ChooseAmount(low - BRIBE_STEP), ChooseAmount(high + BRIBE_STEP), ChooseAmount(low + 1)}


def _fresh(s: State) -> State:
    """The same position without its legal list, so that ``apply`` must test actions directly."""
    return attrs.evolve(s)


@pytest.mark.parametrize(("kind", "players", "seed"), GAMES)
def test_the_direct_test_accepts_the_legal_list_and_nothing_else(kind: str, players: int, seed: int) -> None:
    states = _played(kind, players, seed)
    lists = [tuple(RULES._legal(s)) for s in states]
    game_pool = {a for legal in lists for a in legal}
    refused = 0
    for s, legal in zip(states, lists, strict=True):
        fresh = _fresh(s)
        for a in legal:
            assert RULES.is_legal(fresh, a), f"{a!r} refused in {s.phase} {s.pending}"
        for a in (game_pool | set(FIXED_CANDIDATES) | _amounts_beside(legal)) - set(legal):
            assert a not in legal
            assert not RULES.is_legal(fresh, a), f"{a!r} accepted in {s.phase} {s.pending}; legal: {legal}"
            refused += 1
        assert fresh._legal is None, "the direct test made the legal list"
    assert refused > 100 * len(states)


def test_every_step_is_met() -> None:
    """The games above reach every phase where a player moves and every step of every action."""
    steps = set()
    for kind, players, seed in GAMES:
        for s in _played(kind, players, seed):
            steps.add((s.phase, type(s.pending).__name__, _step(s)))
    names = {name for _, name, _ in steps}
    assert {phase for phase, _, _ in steps} == {
        Phase.PLACEMENT, Phase.CHAIRMAN, Phase.EXTRA_ACTION, Phase.HEADS, Phase.ORDER, Phase.SERVICE,
    }  # fmt: skip
    assert names >= {
        "NoneType", "Hiring", "FoundingWithOwn", "FoundingWithNew", "Moving", "Merging", "Resigning", "Bribing",
        "Dismissing", "Buying", "Poaching",
    }  # fmt: skip
    assert {step for _, name, step in steps if name == "Bribing"} == {"losers", "amount", "answer", "card"}


def _step(s: State) -> str:
    """Which branch of the bribe's choices a state is at (the other actions' steps are fields)."""
    p = s.pending
    if not isinstance(p, Bribing):
        return ""
    if p.losers:
        return "losers"
    if p.card >= 0:
        return "amount"
    return "answer" if p.offers and p.offers[-1].accepted is None else "card"


def test_an_illegal_action_is_refused_with_the_same_message_either_way() -> None:
    s = next(s for s in _played("random", 4, 0) if s.phase is Phase.SERVICE and s.pending is None)
    mover = RULES.to_move(s)
    wrong = ChooseOffice(DIVISIONS, 0)
    expected = f"{wrong!r} is not a legal choice for player {mover} now ({s.phase})"
    listed = _fresh(s)
    RULES.legal_actions(listed)
    for state in (_fresh(s), listed):
        with pytest.raises(IllegalAction) as raised:
            RULES.apply(state, wrong)
        assert raised.value.reason == expected
