"""What a Power Struggle position is worth to each player: the evaluation the normal and hard bots share.

The unit is the victory point. A player's worth is his victory points, plus a share of a point for
his progress toward every green box still to reach (linear, so that the first steps are worth taking),
plus the game itself once his next point would end it (``_in_reach``),
plus what will turn into points later: money (at less than its buying power, so that it is spent),
board seats (influence at the next meeting), division heads and majorities (next round's privilege
cards, and a free consultant or board seat when displaced), departments and employees (bonus money,
majorities, influence bought by dismissing), and the privilege cards he can use now. Only the fields
of a (determinized) state are read, so a bot evaluates the worlds it imagines, never the real one.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence

from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS,
    ARCHENEMY_SKILLS_TO_BEAT_ALL,
    COUNSEL,
    COUNSEL_SPACES_FOR_POINT,
    DIVISIONS,
    GOLD_BOX,
    GREEN_BOX,
    HIDDEN,
    NOBODY,
    TRACKS,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules.scoring import target, track_points, victory_points
from suite.games.power_struggle.rules.state import Phase, State

PROGRESS = 0.9
"""A track filled to just below its green box is worth this much of its victory point."""

ARCHENEMY_PER_SKILL = 0.25
"""Each skill already won toward the archenemy point, while the point does not hold yet."""

MONEY_PER_MILLION = 0.12
"""Below what a million buys (about a third of a point), so that money gets spent; it still breaks ties."""

BOARD_SEAT = 0.1  # one influence at the next meeting, and a say in electing the Chairman
CHAIRMAN = 0.05
DIVISION_HEAD = 0.08
MAJORITY = 0.1  # appoints the division's head at the next meeting
DEPARTMENT = 0.05
EMPLOYEE = 0.02

CARD_WORTH: tuple[tuple[float, float], ...] = (
    (0.06, 0.15),  # Development: poach 1 / 3 employees
    (0.04, 0.10),  # Human Resources: more employees
    (0.03, 0.20),  # Communications: the bribed side gives an extra action at the meeting
    (0.08, 0.20),  # Accounting: more shares per certificate
    (0.10, 0.20),  # Legal & Patents: influence for employees
    (0.05, 0.12),  # Controlling: more bonus money
    (0.06, 0.25),  # Chairman: a department / a main department and its point at the meeting
)
"""What each usable privilege card (director side, bribed side) is worth to its holder until the next meeting."""
FACE_DOWN_CARD = 0.01

LAST_POINT = 2.0
"""What the point that ends the game is worth beyond a point: a player who reaches the victory points has
all but won (the game ends with that service turn, P23). Without it a bot, reckoning a track's last step at a
tenth of a point, bribed a leader one corruption point from his winning point three times in a row (the
acceptance scores it) for a card worth less than what it handed him."""

SOFTMAX_SHARPNESS = 3.0
"""How sharply a lead in worth turns into a share of the win (per victory point)."""


class Aim(enum.Enum):
    """The kinds of part a player's worth is made of (``Term``)."""

    POINTS = enum.auto()
    TRACK = enum.auto()
    ARCHENEMY = enum.auto()
    MAJORITY = enum.auto()
    COMPANY = enum.auto()
    CARD = enum.auto()
    MONEY = enum.auto()
    BOARD = enum.auto()
    HEADS = enum.auto()


Term = tuple[Aim, int]
"""One part of a player's worth: its kind and, where there are several, which one (a track, a division, a
card); ``ledger`` sums a player's worth by them, so that a bot can say what a move does for it."""


def worth(s: State, player: int) -> float:
    """The player's worth in victory points (see the module's docstring), as he sees it."""
    return worths(s, player)[player]


def worths(s: State, viewer: int | None = None) -> list[float]:
    """Every player's worth as ``viewer`` reckons it (``_tally``)."""
    values = [0.0] * s.players

    def add(player: int, aim: Aim, which: int, value: float) -> None:
        values[player] += value

    _tally(s, viewer, add)
    return values


def ledger(s: State, player: int, viewer: int) -> dict[Term, float]:
    """The player's worth as ``viewer`` reckons it, part by part (``_tally``)."""
    parts: dict[Term, float] = {}

    def add(owner: int, aim: Aim, which: int, value: float) -> None:
        if owner == player:
            parts[aim, which] = parts.get((aim, which), 0.0) + value

    _tally(s, viewer, add)
    return parts


def _tally(s: State, viewer: int | None, add: Callable[[int, Aim, int, float], None]) -> None:
    """Every player's worth as ``viewer`` reckons it, part by part; what all players share (majorities,
    offices, cards) is counted once.

    The archenemy cards the viewer has not seen count nothing, whatever the state says: in a world
    a bot imagines they are dealt at random, and a point that comes and goes with the deal would
    drown the difference between two moves."""
    players, goal = s.players, target(s)
    points_aim, track_aim, company_aim, money_aim, board_aim, heads_aim = (
        Aim.POINTS,
        Aim.TRACK,
        Aim.COMPANY,
        Aim.MONEY,
        Aim.BOARD,
        Aim.HEADS,
    )
    for division in range(DIVISIONS):
        holder = B.division_majority(s, division)
        if holder != NOBODY:
            add(holder, Aim.MAJORITY, division, MAJORITY)
    company = [0.0] * players
    for offices in s.divisions:
        for dep in offices:
            company[dep.owner] += EMPLOYEE * dep.employees + (0.0 if dep.main else DEPARTMENT)
    for card, (held, card_worth) in enumerate(zip(s.cards, CARD_WORTH, strict=True)):
        if held.holder != NOBODY:
            add(held.holder, Aim.CARD, card, card_worth[held.bribed] if held.face_up else FACE_DOWN_CARD)
    board = s.board
    for player in range(players):
        points = s.points[player]
        won = track_points(s, player)
        add(player, company_aim, 0, company[player])
        add(player, points_aim, 0, float(won))
        if viewer is None or player == viewer or s.shown[player] or s.kept[player]:
            archenemy = _archenemy(s, player)
            add(player, points_aim if archenemy == 1.0 else Aim.ARCHENEMY, 0, archenemy)
            won += archenemy == 1.0
        nearness = []
        for track in range(TRACKS):
            if points[track] < GREEN_BOX[track]:
                nearness.append(points[track] / GREEN_BOX[track])
                add(player, track_aim, track, PROGRESS * nearness[-1])
        spaces = sum(1 for pawns in s.consultants[player] if pawns)
        if spaces < COUNSEL_SPACES_FOR_POINT:
            nearness.append(spaces / COUNSEL_SPACES_FOR_POINT)
            add(player, track_aim, COUNSEL, PROGRESS * nearness[-1])
        add(player, points_aim, 0, _in_reach(won, goal, nearness))
        money = s.money[player]
        if money != HIDDEN:
            add(player, money_aim, 0, MONEY_PER_MILLION * money / 1_000_000)
        add(player, board_aim, 0, BOARD_SEAT * board.count(player) + CHAIRMAN * (s.chairman == player))
        add(player, heads_aim, 0, DIVISION_HEAD * s.heads.count(player))


def _in_reach(won: int, goal: int, nearness: list[float]) -> float:
    """The game's worth beyond a point, for a player who has reached the victory points (``LAST_POINT``),
    or a share of it as his nearest box comes within reach when one point is all he lacks: squared, so
    that each step toward that box weighs more than the one before, as the end comes nearer."""
    if won >= goal:
        return LAST_POINT
    if won == goal - 1 and nearness:
        return LAST_POINT * max(nearness) ** 2
    return 0.0


def _skills(s: State, player: int) -> tuple[tuple[int, bool], ...]:
    """The player's value in each skill (counsel: consultant pawns) and whether it stands on the gold box."""
    points = s.points[player]
    row = tuple((points[track], points[track] >= GOLD_BOX[track]) for track in range(TRACKS))
    return (*row, (sum(s.consultants[player]), False))


def _archenemy(s: State, player: int) -> float:
    """The archenemy point if it holds (or was kept), else a share per skill already won (P21, P22);
    an archenemy card the state does not show counts nothing (and costs no reckoning of skills)."""
    card = s.archenemies[player]
    if s.kept[player]:
        return 1.0
    if card.colour == HIDDEN:
        return 0.0
    skills = [_skills(s, q) for q in range(s.players)]
    mine = skills[player]

    def beats(other: int, which: int) -> bool:
        value, gold = mine[which]
        return gold or value > skills[other][which][0]

    wanted = ARCHENEMY_SKILL_CARDS[card.skills]
    if card.colour == player:
        others = [q for q in range(s.players) if q != player]
        won = sum(1 for which in wanted if all(beats(q, which) for q in others))
        return 1.0 if won >= ARCHENEMY_SKILLS_TO_BEAT_ALL else ARCHENEMY_PER_SKILL * won
    won = sum(1 for which in wanted if beats(card.colour, which))
    return 1.0 if won == len(wanted) else ARCHENEMY_PER_SKILL * won


def standing(s: State, player: int) -> float:
    """The player's worth less the best of the others': what a player who wants to win maximises."""
    values = worths(s, player)
    return values[player] - max(v for q, v in enumerate(values) if q != player)


def rewards(s: State, viewer: int | None = None) -> Sequence[float]:
    """Each player's share of the win, in [0, 1]: the real one at the end, before it a softmax of
    the worths as ``viewer`` reckons them."""
    if s.phase is Phase.OVER:
        points = [victory_points(s, p) for p in range(s.players)]
        keys = [(points[p], s.money[p]) for p in range(s.players)]
        best = max(keys)
        winners = keys.count(best)
        return [1.0 / winners if key == best else 0.0 for key in keys]
    values = worths(s, viewer)
    goal = target(s)
    top = max(values)
    weights = [math.exp(SOFTMAX_SHARPNESS * (min(v, goal) - top)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def pinats(value: float) -> int:
    """A worth in victory points as Pinats, at the rate money is valued."""
    return math.ceil(value / MONEY_PER_MILLION * 1_000_000)
