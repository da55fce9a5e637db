"""Skill tracks, victory points, the archenemy, the end of the game and its tie-breaks (P4, P21–P23).

Queries take a ``State`` or a ``Draft``. A track's victory point is won at its green box and never
lost (points never fall); the counsel point needs consultants on enough spaces; the archenemy point
counts while it holds, or for good once kept at an announcement.
"""

from __future__ import annotations

from typing import Any

from suite.core.game import Outcome
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS,
    ARCHENEMY_SKILLS_TO_BEAT_ALL,
    COUNSEL,
    COUNSEL_SPACES_FOR_POINT,
    GOLD_BOX,
    GREEN_BOX,
    LONGER_GAME_VICTORY_POINTS,
    TRACKS,
    VICTORY_POINTS,
)
from suite.games.power_struggle.rules.draft import Draft, replaced
from suite.games.power_struggle.rules.events import VictoryAnnounced


def target(x: Any) -> int:
    """The victory points that end the game (P23)."""
    return LONGER_GAME_VICTORY_POINTS if x.options.longer_game else VICTORY_POINTS


def skill(x: Any, player: int, which: int) -> int:
    """A player's value in a skill: points on a track, or consultant pawns for counsel (P21)."""
    if which == COUNSEL:
        return sum(x.consultants[player])
    return x.points[player][which]


def beats(x: Any, player: int, other: int, which: int) -> bool:
    """Strictly more, except that a marker on the gold box beats everyone, even another on gold (P21)."""
    if which != COUNSEL and x.points[player][which] >= GOLD_BOX[which]:
        return True
    return skill(x, player, which) > skill(x, other, which)


def beats_archenemy(x: Any, player: int) -> bool:
    """P22: with one's own colour, beat every other player in 2 of the 3 skills of the card; with
    another player's colour, beat that player in all 3."""
    card = x.archenemies[player]
    skills = ARCHENEMY_SKILL_CARDS[card.skills]
    if card.colour == player:
        others = [q for q in range(x.options.players) if q != player]
        won = sum(1 for which in skills if all(beats(x, player, q, which) for q in others))
        return won >= ARCHENEMY_SKILLS_TO_BEAT_ALL
    return all(beats(x, player, card.colour, which) for which in skills)


def track_points(x: Any, player: int) -> int:
    """Victory points from the four tracks and the counsel track (never lost)."""
    row = x.points[player]
    won = sum(1 for track in range(TRACKS) if row[track] >= GREEN_BOX[track])
    spaces = sum(1 for pawns in x.consultants[player] if pawns)
    return won + (spaces >= COUNSEL_SPACES_FOR_POINT)


def victory_points(x: Any, player: int) -> int:
    return track_points(x, player) + (x.kept[player] or beats_archenemy(x, player))


def announce(t: Draft) -> None:
    """After points change: each player reaching the victory points announces it and shows his
    archenemy cards; one who beats his archenemy then keeps that point for good; the game will end
    at the end of the service turn (P22, P23)."""
    t.scored = False
    goal = target(t)
    for player in range(t.players):
        if t.shown[player]:
            continue
        tracks = track_points(t, player)
        if tracks + 1 < goal:
            continue  # the archenemy point alone cannot make the goal: no need to weigh it
        kept = t.kept[player] or beats_archenemy(t, player)
        points = tracks + kept
        if points >= goal:
            t.shown = replaced(t.shown, player, True)
            t.kept = replaced(t.kept, player, kept)
            t.ending = True
            card = t.archenemies[player]
            t.events.append(
                VictoryAnnounced(player=player, points=points, colour=card.colour, skills=card.skills, kept=kept)
            )


def outcome(x: Any) -> Outcome:
    """P23: most victory points, then most money; players still equal share the win."""
    players = x.options.players
    points = [victory_points(x, p) for p in range(players)]
    keys = [(points[p], x.money[p]) for p in range(players)]
    ranking = tuple(1 + sum(1 for other in keys if other > keys[p]) for p in range(players))
    best = max(keys)
    return Outcome(
        scores=tuple(float(v) for v in points),
        ranking=ranking,
        winners=tuple(p for p in range(players) if keys[p] == best),
    )
