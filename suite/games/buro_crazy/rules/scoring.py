"""The end of Buro Crazy: who receives which piles, who may win, and the winner (B16–B19)."""

from __future__ import annotations

from functools import lru_cache

from suite.core.game import Outcome
from suite.games.buro_crazy.constants import PILES_BOSS, PILES_CHALLENGER, PILES_SEMI_FINALIST
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.state import EMPTY, FINAL_LEVEL, BuroState

Board = tuple[tuple[int, ...], ...]


def pile_shares(board: Board, players: int) -> tuple[tuple[int, ...], ...]:
    """The pile numbers each player receives (B17): the piles are taken in deal order, 3 for the
    boss, 2 for the challenger (the figure left on the second floor), 1 for each figure left on
    the first floor, from left to right; the 2 piles left over are discarded. A figure left behind
    by a same-colour walkover holds its place like a duel's loser."""
    return _shares(board[FINAL_LEVEL - 1 :], players)


@lru_cache(maxsize=1 << 12)
def _shares(top: Board, players: int) -> tuple[tuple[int, ...], ...]:
    """``pile_shares`` from the three top levels, the only ones it reads: they take few forms, and
    every deal and every bot's playout asks."""
    first_floor, second_floor, boss_suite = top
    places = [boss_suite[0]] * PILES_BOSS
    places += [p for p in second_floor if p != EMPTY] * PILES_CHALLENGER
    places += [p for p in first_floor for _ in range(PILES_SEMI_FINALIST) if p != EMPTY]
    shares: list[list[int]] = [[] for _ in range(players)]
    for pile, player in enumerate(places):
        if player != EMPTY:
            shares[player].append(pile)
    return tuple(tuple(s) for s in shares)


def eligible(board: Board, player: int) -> bool:
    """B18: only a player with a figure in the building (the ground floor or higher) can win."""
    return any(player in level for level in board[1:])


def figure_ranks(board: Board, player: int) -> tuple[int, ...]:
    """The levels of a player's figures, highest first: the tie-break of B19."""
    return tuple(sorted((lvl for lvl, row in enumerate(board) for p in row if p == player), reverse=True))


def scores(s: BuroState) -> tuple[int, ...]:
    """B18: cards in hand plus the piles received (before the deal, the hand alone)."""
    shares = pile_shares(s.board, s.players) if s.piles else ((),) * s.players
    return tuple(
        C.value(s.hands[p]) + sum(C.value(s.piles[i]) for i in shares[p]) for p in range(s.players)
    )


def outcome(s: BuroState) -> Outcome:
    """B19: the highest score among eligible players; ties go to the higher figure, then the next
    one; players still equal share the win."""
    points = scores(s)
    keys = [(eligible(s.board, p), points[p], figure_ranks(s.board, p)) for p in range(s.players)]
    ranking = tuple(1 + sum(1 for other in keys if other > keys[p]) for p in range(s.players))
    best = max(keys)
    winners = tuple(p for p in range(s.players) if keys[p] == best)
    return Outcome(scores=tuple(float(x) for x in points), ranking=ranking, winners=winners)
