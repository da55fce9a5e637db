"""The queries agree with the engine: every transition of hundreds of seeded random games (3 to 5
players, bids drawn low enough for ties, 0 against 0 and lots) is checked against what the bots
and the table would work out by asking ``rules.queries``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from suite.core.game import CHANCE, IllegalAction
from suite.core.rng import Rng
from suite.games.buro_crazy.constants import FIGURES_PER_PLAYER
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.actions import Action, Bid, DrawRoofCards, PlaceFigures
from suite.games.buro_crazy.rules.queries import (
    Turn,
    Unopposed,
    bidder,
    climbed,
    figure_in_play,
    follows,
    settled,
    tie_half,
    turn,
    unopposed,
    winning_figures,
)
from suite.games.buro_crazy.rules.scoring import eligible
from suite.games.buro_crazy.rules.state import EMPTY, SCHEDULE, BuroState, Options
from tests.games.buro_crazy.rules.positions import RULES, arrange

GAMES = 300

Transition = tuple[BuroState, Action, BuroState]


def transitions(seed: int) -> Iterator[Transition]:
    """One seeded random game, transition by transition. Bids are drawn among the lowest totals
    more often than not, as people bid, which also makes ties and runs of 0 against 0 common.
    Every tenth game starts with its supply in the box: only a spent supply leaves a kitchen for the
    roof to complete (B15), which play alone almost never reaches."""
    rng = Rng(seed)
    players = 3 + seed % 3
    s = RULES.new_state(Options(players), players)
    if seed % 10 == 9:
        s = arrange(s, supply=C.NO_CARDS)
    while (mover := RULES.to_move(s)) is not None:
        if mover is CHANCE:
            action: Action = RULES.sample_chance(s, rng)
        else:
            menu = RULES.legal_actions(s)
            action = menu[rng.randrange(min(len(menu), rng.choice((1, 3, 8, 200))))]
        after = RULES.apply(s, action)
        yield s, action, after
        s = after


@pytest.fixture(scope="module")
def played() -> list[Transition]:
    return [t for seed in range(GAMES) for t in transitions(seed)]


def test_the_games_meet_every_kind_of_transition(played: list[Transition]) -> None:
    kinds = {type(e) for _, _, after in played for e in after.events}
    assert {E.Bye, E.Walkover, E.Tie, E.ZeroBids, E.DuelWon, E.KitchenLaidOut, E.PilesDealt} <= kinds
    assert any(isinstance(a, DrawRoofCards) for _, a, _ in played)
    assert any(e.by_lot for _, _, after in played for e in after.events if isinstance(e, E.DuelWon))


def test_to_move_and_bidder_name_the_duellist_who_bids(played: list[Transition]) -> None:
    for before, action, after in played:
        if not isinstance(action, Bid):
            continue
        player, side = bidder(before)
        level, office = SCHEDULE[before.duel]
        assert player == RULES.to_move(before) == before.board[level][2 * office + side]
        first = after.events[0]
        if side == 0:
            assert first == E.BidCommitted(player)
        else:
            assert isinstance(first, E.BidsRevealed) and first.right == player and first.right_bid == action.cards


def test_climbing_moves_the_figures_the_engine_moves(played: list[Transition]) -> None:
    for before, action, after in played:
        board = (action.spaces, *before.board[1:]) if isinstance(action, PlaceFigures) else before.board
        for e in after.events:
            if isinstance(e, E.FigureMoved):
                assert board[e.level][e.space] == e.player
                board = climbed(board, e.level, e.space // 2, e.space % 2)
        assert board == after.board


def test_settled_plays_the_byes_and_walkovers_the_engine_plays(played: list[Transition]) -> None:
    """From the board after the move that ends a duel (or places the figures, or completes a kitchen),
    the query reaches the engine's next duel with the same byes, unless a kitchen the supply cannot
    fill stopped the engine on the way (the transition that completes it is checked instead)."""
    checked = 0
    for before, action, after in played:
        events = after.events
        if after.kitchen_short:
            continue
        if isinstance(action, DrawRoofCards):
            board, duel, start = before.board, before.duel, 0
        elif isinstance(action, PlaceFigures):
            board, duel, start = (action.spaces, *before.board[1:]), 0, 0
        else:
            won = next((i for i, e in enumerate(events) if isinstance(e, E.DuelWon)), None)
            if won is None:
                continue
            moved = events[won + 1]
            assert isinstance(moved, E.FigureMoved)
            board = climbed(before.board, moved.level, moved.space // 2, moved.space % 2)
            duel, start = before.duel + 1, won + 2
        run = settled(board, duel)
        assert (run.board, run.duel) == (after.board, after.duel)
        assert run.byes == tuple(e.player for e in events[start:] if isinstance(e, E.Bye))
        assert after.kitchen_level == max(before.kitchen_level, run.floor)
        checked += 1
    assert checked > GAMES * 10


def test_unopposed_names_the_byes_and_walkovers(played: list[Transition]) -> None:
    """Replaying each transition's figure moves, every bye and walkover the engine plays is a duel
    the query calls unopposed, with the same figure climbing; every duel that waits for a first
    bid is one it calls opposed."""
    for before, action, after in played:
        board = (action.spaces, *before.board[1:]) if isinstance(action, PlaceFigures) else before.board
        settling: E.Bye | E.Walkover | None = None
        for e in after.events:
            if isinstance(e, E.Bye | E.Walkover):
                settling = e
            elif isinstance(e, E.FigureMoved):
                if settling is not None:
                    expected = Unopposed(side=e.space % 2, bye=isinstance(settling, E.Bye))
                    assert unopposed(board, e.level, e.space // 2) == expected
                    settling = None
                board = climbed(board, e.level, e.space // 2, e.space % 2)
        if isinstance(RULES.to_move(after), int) and not after.committed:
            level, office = SCHEDULE[after.duel]
            assert unopposed(after.board, level, office) is None


def test_a_tie_costs_each_duellist_half_rounded_up(played: list[Transition]) -> None:
    ties = [e for _, _, after in played for e in after.events if isinstance(e, E.Tie)]
    assert ties
    for e in ties:
        assert e.half == tie_half(e.total)


def test_every_transition_follows_for_every_viewer(played: list[Transition]) -> None:
    """The figures' placement is left out: a table animates it onto empty steps whatever it showed."""
    for before, action, after in played:
        if isinstance(action, PlaceFigures):
            continue
        for viewer in (*range(before.players), None):
            old, new = RULES.view(before, viewer), RULES.view(after, viewer)
            assert follows(old, new, new.events), (before, after, viewer)


def test_nothing_follows_from_the_position_it_leads_to(played: list[Transition]) -> None:
    """Showing a position again (after an undo, for another seat) must not replay a first bid, a
    decided duel or the deal. (A tie or a 0 against 0 leaves the duel where it was: those can.)"""
    for _, _, after in played:
        events = after.events
        decided = any(isinstance(e, E.DuelWon) for e in events)
        if isinstance(events[0], E.BidCommitted | E.PilesDealt) or decided:
            assert not follows(after, after, events)


def test_turn_marks_the_bidder_and_the_duellist_who_has_bid(played: list[Transition]) -> None:
    for _, action, after in played:
        for player in range(after.players):
            mark = turn(after, player)
            duellists = after.duellists()
            if duellists is None or player not in duellists:
                assert mark is Turn.NONE
            elif RULES.to_move(after) == player:
                assert mark is Turn.MUST_BID
            elif isinstance(action, Bid) and after.events[0] == E.BidCommitted(player):
                assert mark is Turn.HAS_BID
            else:
                assert mark is not Turn.MUST_BID


def test_a_beaten_figure_is_out_of_play_for_good(played: list[Transition]) -> None:
    for _, _, after in played:
        for e in after.events:
            if isinstance(e, E.DuelWon):
                spaces = [2 * e.office, 2 * e.office + 1]
                left_behind = [sp for sp in spaces if after.board[e.level][sp] == e.loser]
                assert left_behind and not any(figure_in_play(after, e.level, sp) for sp in left_behind)
        for level, row in enumerate(after.board):
            for space, owner in enumerate(row):
                if owner != EMPTY and 0 <= after.duel < len(SCHEDULE) and (level, space // 2) == SCHEDULE[after.duel]:
                    assert figure_in_play(after, level, space)


def test_the_figures_to_win_with_are_the_end_screens_eligibility(played: list[Transition]) -> None:
    """Every player starts with all his figures; the count never grows; a player left with none
    never wins; at the end the players with some are exactly the eligible ones (B18)."""
    finals = 0
    left_without: set[int] = set()
    for before, action, after in played:
        if isinstance(action, PlaceFigures):
            left_without = set()
            for player in range(before.players):
                assert winning_figures(before, player) == (True,) * FIGURES_PER_PLAYER[before.players]
                assert len(winning_figures(after, player)) == FIGURES_PER_PLAYER[before.players]
        for player in range(after.players):
            assert sum(winning_figures(after, player)) <= sum(winning_figures(before, player))
            if not any(winning_figures(after, player)):
                left_without.add(player)
        if RULES.to_move(after) is None:
            finals += 1
            for player in range(after.players):
                assert any(winning_figures(after, player)) == eligible(after.board, player)
            assert not left_without & set(RULES.outcome(after).winners)
    assert finals == GAMES


@pytest.mark.parametrize("total", [0, 1, 2, 7, 152])
def test_tie_half_is_the_same_for_numbers_and_columns_of_points(total: int) -> None:
    np = pytest.importorskip("numpy")
    assert tie_half(np.array([float(total)]))[0] == tie_half(total) == -(-total // 2)


def test_the_rules_object_keeps_nothing_between_calls(played: list[Transition]) -> None:
    """The GUI thread and the bot threads share one rules object: it holds nothing of its own, so
    what it was last asked about never changes what it answers about another position."""
    assert not vars(RULES)
    def purse(s: BuroState) -> int:
        return C.value(s.hands[RULES.to_move(s)])

    bidding = [before for before, action, _ in played if isinstance(action, Bid) and not before.committed]
    poorer = min(bidding, key=purse)
    richer = next(s for s in bidding if purse(s) > purse(poorer))
    menus = {id(s): RULES.legal_actions(s) for s in (poorer, richer)}
    for s in (poorer, richer):
        everything = menus[id(s)][len(menus[id(s)]) - 1]
        assert RULES.apply(s, everything) == RULES.apply(s, Bid(everything.cards))
    with pytest.raises(IllegalAction):
        RULES.apply(poorer, menus[id(richer)][len(menus[id(richer)]) - 1])
