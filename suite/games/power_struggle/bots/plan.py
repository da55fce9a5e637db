"""Completing a compound action in the bot's head: which small steps lead to the best completed action.

Power Struggle's actions are sequences of small steps (``rules/actions.py``). A bot judges a step by
the best completed action it can lead to: a beam search runs the player's own steps to the end of
the action (keeping the ``width`` most promising partial actions at each step, judged by
``value.standing``), answers any bribe in it the way its target would (``answer``), and scores
the completed action. The result is a list of ``Plan``: the steps the player takes before someone
else must act (his part of the action, which the bots replay without thinking again) and the
value of the completed action.

Bribe amounts are abstracted to two: the least the target would accept, and the smallest offer (a
refusal still brings a corruption point and costs the target an employee).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs

from suite.core.i18n import N_
from suite.games.power_struggle.bots.value import EMPLOYEE, MONEY_PER_MILLION, standing, worths
from suite.games.power_struggle.constants import BRIBE_STEP, NOBODY
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import ACCEPT, REFUSE, Action, ChooseAmount
from suite.games.power_struggle.rules.bribes import minimum
from suite.games.power_struggle.rules.state import Bribing, Phase, State

LOSS_ON_REFUSAL = EMPLOYEE + 0.03
"""What a target reckons the employee he loses by refusing costs him (it may close a department)."""

RIVAL_WEIGHT = 0.5
"""How much a target minds what accepting brings the briber, against what it brings himself."""


@attrs.frozen
class Plan:
    """A player's part of an action (his steps until someone else must act) and the completed action's value."""

    steps: tuple[Action, ...]
    value: float
    end: State
    """The completed action's position, in the world the plan was made in: what the bot's reason reads."""


def answer(rules: PowerStruggleRules, s: State, target: int) -> Action:
    """Accept a bribe when the price beats what the card is worth to the target (``_gain``)."""
    return ACCEPT if _gain(rules, s, target) >= 0 else REFUSE


def _gain(rules: PowerStruggleRules, s: State, target: int) -> float:
    """What accepting rather than refusing brings the target, in victory points: his own worth after
    each (a refusal costs him an employee), less part of what it brings the briber: a bribe accepted
    also helps a rival, which a player who wants to win weighs."""
    p = s.pending
    assert isinstance(p, Bribing)
    accepted, refused = worths(rules.apply(s, ACCEPT), target), worths(rules.apply(s, REFUSE), target)
    own = accepted[target] - refused[target] + _refusal_cost(s, target)
    rival = accepted[p.player] - refused[p.player]
    return own - RIVAL_WEIGHT * rival


def _refusal_cost(s: State, target: int) -> float:
    """A refusal costs an employee unless the target already answers a second offer after refusing (P17)."""
    p = s.pending
    assert isinstance(p, Bribing)
    if any(o.target == target and o.accepted is False for o in p.offers[:-1]):
        return 0.0
    return LOSS_ON_REFUSAL


def acceptable_amount(rules: PowerStruggleRules, s: State) -> int:
    """The least offer the target of the card being bribed for would accept (``answer``'s threshold),
    as a multiple of the bribe step; ``s`` waits for the amount."""
    p = s.pending
    assert isinstance(p, Bribing) and p.card != NOBODY
    low = minimum(p, p.card)
    gain = _gain(rules, rules.apply(s, ChooseAmount(low)), s.cards[p.card].holder)
    if gain >= 0:
        return low
    per_pinat = MONEY_PER_MILLION / 1_000_000 * (1 + RIVAL_WEIGHT)
    return low + BRIBE_STEP * math.ceil(-gain / per_pinat / BRIBE_STEP)


def considered(rules: PowerStruggleRules, s: State, legal: Sequence[Action]) -> list[Action]:
    """The steps worth weighing: all of them, except bribe amounts, cut to the least the target
    would accept and the smallest offer."""
    if not legal or not isinstance(legal[0], ChooseAmount):
        return list(legal)
    wanted = {legal[0].amount, acceptable_amount(rules, s)}
    kept = [a for a in legal if isinstance(a, ChooseAmount) and a.amount in wanted]
    return kept or [legal[0]]


def _key(s: State) -> tuple[object, ...]:
    """What tells two partial actions apart (two orders of the same hires give one key)."""
    return (s.divisions, s.pending, s.points, s.money, s.cards, s.board, s.consultants, s.heads, s.certificates)


def _finished(rules: PowerStruggleRules, s: State, player: int) -> bool:
    p = s.pending
    return p is None or p.player != player or rules.to_move(s) is None


def plans(rules: PowerStruggleRules, s: State, player: int, width: int) -> list[Plan]:
    """One plan per step the player may take now (bribe amounts abstracted), each with the value
    of the best completed action found from it."""
    return [complete(rules, s, step, player, width) for step in considered(rules, s, rules.legal_actions(s))]


def complete(rules: PowerStruggleRules, s: State, step: Action, player: int, width: int) -> Plan:
    """The best completion of the action that ``step`` begins or continues, by a beam of ``width``."""
    first = rules.apply(s, step)
    frontier: list[tuple[State, tuple[Action, ...], bool]] = [(first, (step,), True)]
    best: Plan | None = None
    while frontier:
        grown: dict[tuple[object, ...], tuple[float, State, tuple[Action, ...], bool]] = {}
        for state, steps, own in frontier:
            if _finished(rules, state, player):
                value = standing(state, player)
                if best is None or value > best.value:
                    best = Plan(steps, value, state)
                continue
            mover = rules.to_move(state)
            if mover != player:
                assert isinstance(mover, int)
                after = rules.apply(state, answer(rules, state, mover))
                grown.setdefault(_key(after), (standing(after, player), after, steps, False))
                continue
            for choice in considered(rules, state, rules.legal_actions(state)):
                after = rules.apply(state, choice)
                key = _key(after)
                if key not in grown:
                    grown[key] = (standing(after, player), after, (*steps, choice) if own else steps, own)
        ranked = sorted(grown.values(), key=lambda entry: entry[0], reverse=True)[:width]
        frontier = [(state, steps, own) for _, state, steps, own in ranked]
    assert best is not None
    return best


def single_steps(rules: PowerStruggleRules, s: State, player: int) -> list[Plan]:
    """Decisions of one step outside an action (placement, the Chairman's privilege, board or
    counsel): each judged by the position it leads to."""
    afters = [(a, rules.apply(s, a)) for a in rules.legal_actions(s)]
    return [Plan((a,), standing(after, player), after) for a, after in afters]


def in_action(s: State) -> bool:
    """Whether the decision belongs to a service-turn action (or the extra action), to be planned to its end."""
    return s.phase is Phase.SERVICE or s.phase is Phase.EXTRA_ACTION


def public_key(s: State) -> tuple[object, ...]:
    """What a player sees of a position in his own action: enough to know that it went as planned."""
    return (s.phase, s.turn, s.acted, s.divisions, s.pending, s.points, s.cards, s.board, s.consultants, s.heads)


FOLLOW = N_("Go on with the action already planned.")
"""Every level's reason for a step it planned before (``Follower``) or that has no alternative."""


class Follower:
    """Remembers the rest of the steps a bot planned for its action, and plays them while the
    position is the one it expected (a bot is one seat's, for one game)."""

    def __init__(self) -> None:
        self._expected: tuple[object, ...] | None = None
        self._steps: tuple[Action, ...] = ()

    @property
    def planned(self) -> tuple[Action, ...]:
        """The steps still to come of the action planned."""
        return self._steps

    def next(self, view: State, legal: Sequence[Action]) -> Action | None:
        if self._steps and public_key(view) == self._expected and self._steps[0] in legal:
            return self._steps[0]
        return None

    def remember(self, rules: PowerStruggleRules, s: State, steps: tuple[Action, ...]) -> None:
        """``s`` is the (determinized) state the first step is played in; the others follow."""
        self._steps = steps[1:]
        if self._steps:
            self._expected = public_key(rules.apply(s, steps[0]))

    def without_thinking(self, rules: PowerStruggleRules, view: State, legal: Sequence[Action]) -> Action | None:
        """A forced step, or the next step of the action already planned; None when there is a choice."""
        if len(legal) == 1:
            return legal[0]
        followed = self.next(view, legal)
        if followed is not None:
            self.advance(rules, view)
        return followed

    def advance(self, rules: PowerStruggleRules, view: State) -> None:
        """The remembered step was played in ``view``: the one after it is expected next."""
        step = self._steps[0]
        self._steps = self._steps[1:]
        if self._steps:
            self._expected = public_key(rules.apply(view, step))
