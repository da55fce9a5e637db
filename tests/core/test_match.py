"""``Match``: the log, its cursor, chance drawn from the seed, undo/redo and restoring a save.

Played with Buro Crazy because its positions are easy to name; nothing here depends on its rules
beyond a first bid being a player's action and the first action being chance.
"""

from __future__ import annotations

import pytest

from suite.core.game import CHANCE, IllegalAction
from suite.core.match import Match, Seat, replay
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.rules.actions import Bid, PlaceFigures
from suite.games.buro_crazy.rules.cards import NO_CARDS
from suite.games.buro_crazy.rules.state import Options

ONE = (1, 0, 0, 0, 0)


def _seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}", f"c{i}", "human" if i == 0 else "random") for i in range(n)]


def _match(seed: int = 3, players: int = 4) -> Match:
    return Match(MODULE, Options(players=players), _seats(players), seed)


def test_a_new_match_waits_for_chance() -> None:
    match = _match()
    assert match.to_move() is CHANCE and match.cursor == 0 and match.log == []
    assert not match.is_over()
    assert match.seats[0].is_human and not match.seats[1].is_human


def test_the_table_must_fit_the_game() -> None:
    with pytest.raises(ValueError, match="3 to 5 players"):
        Match(MODULE, Options(players=4), _seats(2), 1)
    with pytest.raises(ValueError, match="3 to 5 players"):
        Match(MODULE, Options(players=4), _seats(6), 1)


def test_chance_depends_only_on_the_seed_and_the_position() -> None:
    a, b, c = _match(seed=3), _match(seed=3), _match(seed=4)
    assert a.play_chance() == b.play_chance()
    assert a.log == b.log and a.state == b.state
    placements = {c.play_chance()[0]}
    for seed in range(5, 12):
        placements.add(_match(seed=seed).play_chance()[0])
    assert len(placements) > 1, "different seeds should place the figures differently"
    assert a.play_chance() == [], "nothing is drawn while a player is to move"


def test_apply_appends_to_the_log() -> None:
    match = _match()
    match.play_chance()
    state = match.apply(Bid(ONE))
    assert match.state is state and match.cursor == 2 and match.log[-1] == Bid(ONE)
    assert match.state_at(1) == MODULE.rules.apply(match.state_at(0), match.log[0])


def test_an_illegal_action_leaves_the_match_unchanged() -> None:
    match = _match()
    match.play_chance()
    before = (list(match.log), match.cursor, match.state)
    for bad in (Bid((5, 0, 0, 0, 0)), Bid((0, 0, 0, 0)), PlaceFigures(match.log[0].spaces)):
        with pytest.raises(IllegalAction):
            match.apply(bad)
        assert (match.log, match.cursor, match.state) == before


def test_rewind_undoes_and_redoes_and_a_new_move_drops_the_redo() -> None:
    match = _match()
    match.play_chance()
    match.apply(Bid(ONE))
    match.apply(Bid(NO_CARDS))
    after_duel = match.state
    match.rewind(1)
    assert match.to_move() == match.state.duellists()[0] and match.state.pending is None
    match.rewind(3)
    assert match.state == after_duel
    match.rewind(2)
    match.apply(Bid(ONE))  # a tie instead of the old second bid
    assert len(match.log) == 3 and match.log[-1] == Bid(ONE)
    assert match.state != after_duel
    with pytest.raises(IndexError):
        match.rewind(4)
    with pytest.raises(IndexError):
        match.rewind(-1)


def test_restore_replays_a_log_that_leads_to_the_saved_state() -> None:
    match = _match()
    match.play_chance()
    match.apply(Bid(ONE))
    match.apply(Bid(NO_CARDS))
    match.rewind(2)
    restored = Match.restore(MODULE, match.options, match.seats, match.seed, match.log, 2, match.state)
    assert restored.cursor == 2 and restored.state == match.state
    assert all(restored.history_available(i) for i in range(4))
    restored.rewind(3)
    assert restored.state == match.state_at(3)


def test_restore_keeps_the_saved_state_when_the_log_disagrees() -> None:
    """The saved state is the truth (a physics world may not replay): the log is kept for history only."""
    match = _match()
    match.play_chance()
    match.apply(Bid(ONE))
    other = _match(seed=9)
    other.play_chance()
    restored = Match.restore(MODULE, match.options, match.seats, match.seed, match.log, 2, other.state)
    assert restored.state == other.state and restored.cursor == 2
    assert restored.history_available(2) and not restored.history_available(0)


def test_restore_survives_a_log_that_does_not_apply() -> None:
    match = _match()
    bad_log = [Bid(ONE)]  # a bid before the figures are placed
    restored = Match.restore(MODULE, match.options, match.seats, match.seed, bad_log, 1, match.state)
    assert restored.state == match.state and restored.cursor == 1


def test_a_finished_match_refuses_moves_and_replays() -> None:
    match = _match(seed=21)
    while not match.is_over():
        if not match.play_chance():
            legal = MODULE.rules.legal_actions(match.state)
            match.apply(legal[min(1, len(legal) - 1)])  # the smallest bid above nothing: many ties
    assert match.to_move() is None
    with pytest.raises(IllegalAction, match="over"):
        match.apply(Bid(NO_CARDS))
    assert replay(MODULE, match.options, 4, match.log) == match.state
    assert match.outcome() == MODULE.rules.outcome(match.state)


def test_a_match_shows_each_seat_its_view() -> None:
    match = _match()
    match.play_chance()
    match.apply(Bid(ONE))
    first, second = match.state.duellists()
    assert match.view(first).pending == ONE
    assert match.view(second).pending is None and match.view(second).pending_hidden
    assert match.view(None).pending is None
