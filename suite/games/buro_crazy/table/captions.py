"""Short sentences that say what just happened in a duel and why, shown on the memo while it animates.

The move log narrates every event; the memo explains only the moments a player might not follow:
a duel's result, a tie, 0 against 0, the lot, the bye, a walkover, a kitchen reset, the final and the
deal. Each caption is a function, translated when painted, so a language switch repaints it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from suite.core.i18n import fmt
from suite.games.buro_crazy.constants import ZERO_BIDS_BEFORE_LOT
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.state import FINAL_LEVEL
from suite.games.buro_crazy.table.texts import tr

Caption = Callable[[], str]


def _kitchen(e: E.KitchenLaidOut) -> Caption:
    texts = (
        lambda: tr("The kitchen is laid out with %1 points."),
        lambda: tr("The ground-floor duels begin, from right to left: the kitchen is reset to %1 points."),
        lambda: tr("The first-floor duels begin: the kitchen is reset to %1 points."),
        lambda: tr("The final begins: the kitchen is reset to %1 points."),
    )
    text = texts[e.level]
    total, from_roof = C.value(e.cards), C.value(e.from_roof)
    if from_roof:
        return lambda: " ".join(
            (fmt(text(), total), fmt(tr("The supply ran short: %1 points came from the roof."), from_roof))
        )
    return lambda: fmt(text(), total)


def _duel(revealed: E.BidsRevealed, after: Sequence[Any], names: Sequence[str]) -> Caption | None:
    """The outcome of revealed bids, from the events that follow them up to the next reveal."""
    left, right = C.value(revealed.left_bid), C.value(revealed.right_bid)
    for e in after:
        if isinstance(e, E.BidsRevealed):
            break
        if isinstance(e, E.Tie):
            total, half = e.total, e.half
            return lambda: fmt(
                tr("A tie at %1: each duellist puts %2 on the roof and the duel starts again."), total, half
            )
        if isinstance(e, E.ZeroBids):
            if e.times >= ZERO_BIDS_BEFORE_LOT:
                return lambda: tr("0 against 0 for the third time in a row: the lot decides who climbs.")
            return lambda: tr("0 against 0: nobody bid anything, so the duel starts again. After three in a row, "
                              "the lot decides.")
        if isinstance(e, E.DuelWon):
            paid = next((p for p in after if isinstance(p, E.KitchenPaid)), None)
            won, lost = max(left, right), min(left, right)
            winner, loser = names[e.winner], names[e.loser]
            got = C.value(paid.cards) if paid else 0
            if e.level == FINAL_LEVEL:
                return lambda: fmt(
                    tr("%1 wins the final %2 to %3 and takes the boss's suite. In the final the loser's bid goes "
                       "on the roof too; %4 gets %5 from the kitchen."),
                    winner, won, lost, loser, got,
                )  # fmt: skip
            if paid is not None and not got:  # an empty kitchen, or one whose cards cannot form it (B8)
                owed = paid.owed
                return lambda: fmt(
                    tr("%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it cannot pay it."),
                    winner, won, lost, loser, owed,
                )  # fmt: skip
            if paid is not None and got < paid.owed:
                owed = paid.owed
                return lambda: fmt(
                    tr("%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it can pay only %6."),
                    winner, won, lost, loser, owed, got,
                )  # fmt: skip
            if not lost:  # "takes the bid back" read as if he had bid
                return lambda: fmt(
                    tr("%1 wins %2 to nothing and climbs. %3 bid nothing and gets the difference, %4, from the "
                       "kitchen."),
                    winner, won, loser, got,
                )  # fmt: skip
            return lambda: fmt(
                tr("%1 wins %2 to %3 and climbs. %4 takes the bid back and gets the difference, %5, from the "
                   "kitchen."),
                winner, won, lost, loser, got,
            )  # fmt: skip
    return None


def _caption(e: Any, after: Sequence[Any], names: Sequence[str]) -> Caption | None:
    """The caption of one event; ``after`` are the events that follow it in the same transition.
    A function of its own so that every caption binds its own values."""
    if isinstance(e, E.FiguresPlaced):
        return lambda: tr("The figures take their places on the steps. The duels start on the left.")
    if isinstance(e, E.KitchenLaidOut):
        return _kitchen(e)
    if isinstance(e, E.BidsRevealed):
        return _duel(e, after, names)
    if isinstance(e, E.DuelWon) and e.by_lot:
        winner = names[e.winner]
        return lambda: fmt(tr("The lot decides: %1's figure climbs, and no cards move."), winner)
    if isinstance(e, E.CardsToRoof) and e.reason == "bye":
        name, paid = names[e.player], C.value(e.cards)
        return lambda: fmt(
            tr("%1's figure has no opponent on the last double space: it climbs, and %1 puts %2 on the roof."),
            name, paid,
        )  # fmt: skip
    if isinstance(e, E.Walkover):
        owner = names[e.player]
        return lambda: fmt(
            tr("Two figures of %1 meet: figures of one colour do not duel, so one climbs and no cards move."), owner
        )
    if isinstance(e, E.PilesDealt):
        return lambda: tr("The game is over: the roof is shuffled and dealt into nine piles.")
    return None


def captions(events: Sequence[Any], names: Sequence[str]) -> dict[int, Caption]:
    """For each event that deserves one, the caption to show when its animation starts."""
    out: dict[int, Caption] = {}
    for i, e in enumerate(events):
        caption = _caption(e, events[i + 1 :], names)
        if caption is not None:
            out[i] = caption
    return out
