"""Properties of every Power Struggle position, over seeded random games at 3, 4 and 5 players.

Every step of a few hundred games keeps the general rules: no office above 6 employees, no
department without an employee, no division above 6 offices or board above 5 seats, money never
below 0, the share certificates all accounted for, skill points and consultants never falling.
Every game ends, and its log replays to its last state. (A department has one head and a main
department two by construction: ``Department.main`` says which.) A smaller set of games checks, at every
step, what is costlier: that no view shows what its viewer may not know, that bots' views give the
same legal lists, that ``apply`` leaves its input untouched, and that a save round trip through the
module's converter gives back the state. A thousand games more run with the ``slow`` mark.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import (
    BOARD_SEATS,
    CERTIFICATE_STOCK,
    HIDDEN,
    MAX_EMPLOYEES,
    MOTIVATION_MAX,
    MOTIVATION_MIN,
    OFFICES_PER_DIVISION,
    EventCard,
)
from suite.games.power_struggle.rules.events import (
    ArchenemyDealt,
    BribeOffered,
    EventPlaced,
    EventsDrawn,
    PinatsPaid,
)
from suite.games.power_struggle.rules.state import Bribing, Options, Phase, State
from suite.persistence.codec import converter_for
from tests.games.power_struggle.positions import RULES, random_action

STEP_LIMIT = 5000
"""The suite's conformance test plays at most this many actions per game."""
CONVERTER = converter_for(MODULE)
PLAYER_COUNTS = (3, 4, 5)


def _check_position(s: State) -> None:
    for offices in s.divisions:
        assert len(offices) <= OFFICES_PER_DIVISION
        for dep in offices:
            assert 0 <= dep.employees <= MAX_EMPLOYEES, dep
            assert dep.main or dep.employees >= 1, f"a department without employees stays open: {dep}"
    assert len(s.board) <= BOARD_SEATS
    assert min(s.money) >= 0
    assert MOTIVATION_MIN <= s.motivation <= MOTIVATION_MAX
    stock = list(s.stock)
    for owned in s.certificates:
        for size in owned:
            stock[size - 1] += 1
    assert tuple(stock) == CERTIFICATE_STOCK[s.players], "certificates are neither made nor lost"


def _check_growth(before: State, after: State) -> None:
    for p in range(before.players):
        assert all(a >= b for a, b in zip(after.points[p], before.points[p], strict=True)), "points never fall"
        assert all(a >= b for a, b in zip(after.consultants[p], before.consultants[p], strict=True))


def _play(seed: int, players: int, deep: bool, **options: Any) -> None:
    rng = Rng.derive(seed, players)
    s = RULES.new_state(Options(players=players, **options), players)
    log = []
    for _ in range(STEP_LIMIT):
        mover = RULES.to_move(s)
        if mover is None:
            break
        _check_position(s)
        if mover is not CHANCE:
            assert RULES.legal_actions(s), "a player to move has a choice"
        if deep:
            _check_views(s, rng)
            _check_save(s)
            if mover is not CHANCE:
                assert list(RULES.legal_actions(RULES.view(s, mover))) == list(RULES.legal_actions(s))
            before = CONVERTER.unstructure(s)
        action = random_action(s, rng)
        after = RULES.apply(s, action)
        if deep:
            assert CONVERTER.unstructure(s) == before, "apply changed its input"
        _check_growth(s, after)
        log.append(action)
        s = after
    else:
        raise AssertionError(f"seed {seed}: no end within {STEP_LIMIT} actions")
    assert s.phase is Phase.OVER
    _check_position(s)
    _check_save(s)
    replayed = RULES.new_state(s.options, players)
    for action in log:
        replayed = RULES.apply(replayed, action)
    assert replayed == s, "the log replays to the same state"
    saved = json.loads(json.dumps(CONVERTER.unstructure(log, list[MODULE.action_type])))
    assert CONVERTER.structure(saved, list[MODULE.action_type]) == log


def _check_save(s: State) -> None:
    text = json.dumps(CONVERTER.unstructure(s))
    assert CONVERTER.structure(json.loads(text), State) == s


def _check_views(s: State, rng: Rng) -> None:
    """No view shows another player's hidden things; each view is consistent with a determinization
    in which the player to move can act."""
    mover = RULES.to_move(s)
    for viewer in (*range(s.players), None):
        v = RULES.view(s, viewer)
        dealt = RULES.determinize(v, rng)
        assert RULES.view(dealt, viewer) == v
        if mover is not CHANCE:
            assert RULES.legal_actions(dealt), "a determinized state lets its mover act"
        for q in range(s.players):
            if q == viewer:
                continue
            if not s.options.open_money and s.phase is not Phase.OVER:
                assert v.money[q] == HIDDEN
            if not s.shown[q]:
                assert v.archenemies[q].colour == HIDDEN and v.archenemies[q].skills == HIDDEN
        if viewer != s.arranger:
            assert set(v.deck) <= {EventCard.HIDDEN} and set(v.drawn) <= {EventCard.HIDDEN}
        if isinstance(v.pending, Bribing) and viewer != v.pending.player:
            assert all(o.amount == HIDDEN for o in v.pending.offers if o.target != viewer)
        for e in v.events:
            _check_event_seen(e, viewer)


def _check_event_seen(e: Any, viewer: int | None) -> None:
    if isinstance(e, ArchenemyDealt) and e.player != viewer:
        assert e.colour == e.skills == HIDDEN
    if isinstance(e, EventsDrawn | EventPlaced) and e.player != viewer:
        cards = e.cards if isinstance(e, EventsDrawn) else (e.card,)
        assert set(cards) == {EventCard.HIDDEN}
    if isinstance(e, BribeOffered) and viewer not in (e.player, e.target):
        assert e.amount == HIDDEN
    if isinstance(e, PinatsPaid) and e.bribe and viewer not in (e.payer, e.payee):
        assert e.amount == HIDDEN


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games_keep_the_general_rules(players: int) -> None:
    for seed in range(100):
        _play(seed, players, deep=False)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games_hide_what_they_must_and_save_whole(players: int) -> None:
    for seed in range(5):
        _play(1000 + seed, players, deep=True)


def test_variants_keep_the_rules() -> None:
    for seed in range(10):
        _play(2000 + seed, 4, deep=seed < 2, longer_game=True, open_money=True)


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_thousand_random_games(players: int) -> None:
    for seed in range(334 if players == 5 else 333):
        _play(10_000 + seed, players, deep=seed % 10 == 0)
