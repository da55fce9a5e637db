"""What a Power Struggle bot plays for, in words: the part of its worth its move does most for.

Every level judges a move by the position it leads to (``value.standing``: its worth less the best of
the others'). The reason compares that position with the one before, part by part (``value.ledger``):
the part that grows most is what the move is for; when the move does more harm to the strongest of the
others than good to the bot, it is played to hold him back. Only the bot's own reckoning is read, in the
world it imagined from its view.
"""

from __future__ import annotations

from suite.core.game import Why
from suite.core.i18n import N_
from suite.games.power_struggle.bots.plan import answer
from suite.games.power_struggle.bots.value import Aim, Term, ledger, worths
from suite.games.power_struggle.constants import COUNSEL
from suite.games.power_struggle.narration import CARD_NAMES, DIVISION_NAMES, SKILL_NAMES
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import ACCEPT, REFUSE, Action
from suite.games.power_struggle.rules.state import Bribing, State

AIMS: dict[Aim, str] = {
    Aim.POINTS: N_("victory points"),
    Aim.TRACK: N_("progress in %1"),
    Aim.ARCHENEMY: N_("the archenemy point"),
    Aim.MAJORITY: N_("the majority in %1"),
    Aim.COMPANY: N_("departments and employees"),
    Aim.CARD: N_("the %1 privilege card"),
    Aim.MONEY: N_("Pinats"),
    Aim.BOARD: N_("seats on the board"),
    Aim.HEADS: N_("division heads"),
}
"""Each part of a player's worth as a noun, the object of "playing for" or of what the strongest other player loses
(``%1`` the skill, division or card)."""

COUNSEL_AIM = N_("spaces on the counsel track")
HOLD_BACK = N_("holding back the strongest of the others (%1)")
KEEP = N_("time")
"""The aims that are not a part of the bot's own worth: counsel's spaces, the harm done to the strongest
other player (``%1`` what he loses), and a move that changes nothing the bot counts ("playing for time")."""

ACCEPTED = N_("Accepting brings me %1, worth more to me than what refusing keeps: accept.")
REFUSED = N_("Refusing keeps %1, worth more to me than the bribe: refuse.")
"""A bribe's answer, every level's (``answer_why``): ``%1`` what the answer does most for, against the other answer."""

NOTICEABLE = 0.005
"""A change in worth smaller than this (a quarter of an employee) is nothing a player would name."""


def aim(before: State, after: State, player: int, rivals: bool = True) -> Why:
    """What the move from ``before`` to ``after`` does most for, as ``player`` reckons it; with ``rivals``, the
    harm it does the strongest other player counts too."""
    gained = _change(ledger(before, player, player), ledger(after, player, player))
    own = max(gained.items(), key=lambda part: part[1], default=None)
    harm = None
    if rivals:
        rival = _strongest_other(after, player)
        lost = _change(ledger(after, rival, player), ledger(before, rival, player))
        harm = max(lost.items(), key=lambda part: part[1], default=None)
    if harm is not None and harm[1] >= NOTICEABLE and (own is None or harm[1] > own[1]):
        return Why(HOLD_BACK, (_phrase(harm[0]),))
    if own is not None and own[1] >= NOTICEABLE:
        return _phrase(own[0])
    return Why(KEEP)


def answer_why(rules: PowerStruggleRules, s: State, target: int, reply: Action) -> Why:
    """Why ``target`` gives ``reply`` to the bribe ``s`` waits for: what of his own it brings him against the other
    answer (a card kept, Pinats, a corruption point, an employee a refusal costs). Against the position before, a
    refusal changed nothing he counts and read "Playing for time"."""
    accepted, refused = rules.apply(s, ACCEPT), rules.apply(s, REFUSE)
    if reply == ACCEPT:
        return Why(ACCEPTED, (aim(refused, accepted, target, rivals=False),))
    return Why(REFUSED, (aim(accepted, refused, target, rivals=False),))


def outcome(rules: PowerStruggleRules, s: State, steps: tuple[Action, ...], player: int) -> State:
    """Where the player's steps lead once any bribe among them is answered as its target would (``answer``)."""
    for step in steps:
        s = rules.apply(s, step)
    while isinstance(s.pending, Bribing) and (target := rules.to_move(s)) not in (player, s.pending.player, None):
        assert isinstance(target, int)
        s = rules.apply(s, answer(rules, s, target))
    return s


def _change(before: dict[Term, float], after: dict[Term, float]) -> dict[Term, float]:
    return {term: after.get(term, 0.0) - before.get(term, 0.0) for term in before.keys() | after.keys()}


def _strongest_other(s: State, player: int) -> int:
    values = worths(s, player)
    return max((q for q in range(s.players) if q != player), key=lambda q: values[q])


def _phrase(term: Term) -> Why:
    kind, which = term
    if kind is Aim.TRACK:
        return Why(COUNSEL_AIM) if which == COUNSEL else Why(AIMS[kind], (Why(SKILL_NAMES[which]),))
    if kind is Aim.MAJORITY:
        return Why(AIMS[kind], (Why(DIVISION_NAMES[which]),))
    if kind is Aim.CARD:
        return Why(AIMS[kind], (Why(CARD_NAMES[which]),))
    return Why(AIMS[kind])
