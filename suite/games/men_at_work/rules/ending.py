"""The three ends of the game and the result (M17).

The best worker reaches the awards that win; the most careful one is the last with a certificate; and
when the reserve runs out the construction stops, and certificates plus awards decide, then awards,
then the win is shared. Only the active player gains an award or loses a certificate in a turn, so
each end is checked at the end of every turn.
"""

from __future__ import annotations

from suite.core.game import Outcome
from suite.games.men_at_work.constants import AWARDS_TO_WIN
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import End, GameEnded
from suite.games.men_at_work.rules.state import Phase, State


def check(t: Draft) -> bool:
    """Ends the game if an award count or the certificates decide it; says whether it ended."""
    target = AWARDS_TO_WIN[t.options.players]
    if any(player.awards >= target for player in t.players):
        stop(t, End.AWARDS)
    elif sum(1 for player in t.players if player.certificates > 0) <= 1:
        stop(t, End.LAST_STANDING)
    return t.phase is Phase.OVER


def stop(t: Draft, end: End) -> None:
    t.end = end
    t.phase = Phase.OVER
    t.instruction = None
    t.todo = ()
    t.emit(GameEnded(end, winners(t)))


def _keys(s: State | Draft) -> list[tuple[int, ...]]:
    """What ranks the players: first what decides the end, then what a tie-break would look at."""
    players, end = s.players, s.end
    if end is End.AWARDS:
        target = AWARDS_TO_WIN[s.options.players]
        return [(int(p.awards >= target), p.awards, p.certificates) for p in players]
    if end is End.LAST_STANDING:
        left = {q: i + 1 for i, q in enumerate(s.eliminated)}  # later out ranks higher; still in ranks highest
        return [(left.get(q, len(players) + 1), p.awards) for q, p in enumerate(players)]
    return [(p.certificates + p.awards, p.awards) for p in players]


def ranking(s: State | Draft) -> tuple[int, ...]:
    keys = _keys(s)
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)


def winners(s: State | Draft) -> tuple[int, ...]:
    return tuple(p for p, place in enumerate(ranking(s)) if place == 1)


def outcome(s: State) -> Outcome:
    """Scores are certificates plus awards (the tally of a stopped construction); places follow the end."""
    places = ranking(s)
    scores = tuple(float(p.certificates + p.awards) for p in s.players)
    return Outcome(scores=scores, ranking=places, winners=tuple(p for p, place in enumerate(places) if place == 1))
