"""The three ends (M17): the best worker, the most careful one, the construction that stops."""

from __future__ import annotations

import attrs
import pytest

from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules import ending
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import End, GameEnded
from suite.games.men_at_work.rules.state import Phase, Player, State

from ..positions import state


def _with_players(s: State, *players: Player, eliminated: tuple[int, ...] = ()) -> State:
    return attrs.evolve(s, players=players, options=attrs.evolve(s.options, players=len(players)),
                        eliminated=eliminated)  # fmt: skip


@pytest.mark.parametrize(("players", "awards"), [(2, 5), (3, 4), (4, 4), (5, 3)])
def test_the_awards_that_win_depend_on_the_player_count(players: int, awards: int) -> None:
    almost = _with_players(state(), *(Player(certificates=3, awards=awards - 1) for _ in range(players)))
    t = Draft(almost)
    assert not ending.check(t)
    t.set_player(1, awards=awards)
    assert ending.check(t)
    over = t.freeze()
    assert over.end is End.AWARDS and over.phase is Phase.OVER and GameEnded(End.AWARDS, (1,)) in over.events
    assert MODULE.rules.outcome(over).winners == (1,) and MODULE.rules.to_move(over) is None


def test_the_last_player_with_a_certificate_wins_and_the_others_rank_by_when_they_left() -> None:
    s = _with_players(
        state(),
        Player(certificates=0, awards=2),
        Player(certificates=1, awards=0),
        Player(certificates=0, awards=0),
        eliminated=(2, 0),
    )
    t = Draft(s)
    assert ending.check(t)
    outcome = MODULE.rules.outcome(t.freeze())
    assert outcome.winners == (1,) and outcome.ranking == (2, 1, 3)


def test_a_stopped_construction_counts_certificates_and_awards_then_awards_then_shares() -> None:
    s = _with_players(
        state(),
        Player(certificates=3, awards=1),
        Player(certificates=1, awards=3),
        Player(certificates=2, awards=2),
        Player(certificates=2, awards=1),
    )
    t = Draft(s)
    ending.stop(t, End.STOPPED)
    outcome = MODULE.rules.outcome(t.freeze())
    assert outcome.scores == (4.0, 4.0, 4.0, 3.0)
    assert outcome.winners == (1,) and outcome.ranking == (3, 1, 2, 4)
    tied = Draft(
        _with_players(
            state(),
            Player(certificates=2, awards=2),
            Player(certificates=2, awards=2),
            Player(certificates=3, awards=0),
        )
    )
    ending.stop(tied, End.STOPPED)
    assert MODULE.rules.outcome(tied.freeze()).winners == (0, 1)
