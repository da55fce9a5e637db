"""Buro Crazy's events and result in words, for the command line and the table's log.

Texts are extracted by ``make i18n`` from the ``tr(...)`` calls below (module level, so their
translation context is empty) and translated by whichever ``tr`` the caller passes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from suite.core.i18n import fmt
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.buro_crazy.rules.scoring import eligible, outcome, pile_shares, scores
from suite.games.buro_crazy.rules.state import SCHEDULE, BuroState

Tr = Callable[..., str]


def duel_place(level: int, tr: Tr) -> str:
    """Where a duel takes place, with its preposition: French says "sur les marches" but "au 1er étage". The
    second floor's is the final, named so as the duel sign names it: the sign said "The final" and the prompt beside
    it "the duel on the second floor"."""
    return (
        tr("on the steps"),
        tr("on the ground floor"),
        tr("on the first floor"),
        tr("in the final"),
    )[level]


def _climbs(name: str, level: int, tr: Tr) -> str:
    """A figure reaches ``level`` (whole sentences: the destination changes the grammar in French)."""
    texts = (
        "",
        tr("%1's figure climbs to the ground floor."),
        tr("%1's figure climbs to the first floor."),
        tr("%1's figure climbs to the second floor."),
        tr("%1's figure takes the boss's suite."),
    )
    return fmt(texts[level], name)


def _kitchen_paid(e: E.KitchenPaid, name: str, tr: Tr) -> str:
    """What the loser of a duel gets from the kitchen, rather than "takes 0 points". A kitchen pays less
    than owed when it holds less, or when its cards cannot form the amount (B8: 40 in two 10s and a 20
    cannot pay 1): the words are true of both, where "the kitchen is empty" was read beside a kitchen of 40."""
    paid = C.value(e.cards)
    if not paid:
        return fmt(tr("The kitchen cannot pay %1: %2 gets nothing."), e.owed, name)
    if paid < e.owed:
        return fmt(tr("%1 takes %n point(s) of the %2 owed from the kitchen: it could pay no more.", "", paid),
                   name, e.owed)  # fmt: skip
    return fmt(tr("%1 takes %n point(s) from the kitchen.", "", paid), name)


def _bids(name: str, cards: C.Cards, tr: Tr) -> str:
    """What one duellist turned over: an empty bid is bidding nothing, rather than "bids 0 (0)"."""
    if not C.count(cards):
        return fmt(tr("%1 bids nothing"), name)
    return fmt(tr("%1 bids %2"), name, _total(cards))


def event(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    """One line for an event, or None for those that only animate (a figure moving after a win)."""
    if isinstance(e, E.FiguresPlaced):
        order = ", ".join(names[p] if p >= 0 else tr("an empty space") for p in e.spaces)  # "—" said nothing
        return fmt(tr("The figures take their places on the steps: %1."), order)
    if isinstance(e, E.KitchenLaidOut):
        text = fmt(tr("The kitchen is laid out: %1 (%2 points)."), C.describe(e.cards), C.value(e.cards))
        if C.count(e.from_roof):
            text += " " + fmt(tr("The supply ran short; %1 came from the roof."), C.describe(e.from_roof))
        return text
    if isinstance(e, E.BidCommitted):
        return fmt(tr("%1 has chosen a bid."), names[e.player])
    if isinstance(e, E.BidsRevealed):
        return fmt(
            tr("Duel %1: %2, %3."),
            duel_place(e.level, tr),
            _bids(names[e.left], e.left_bid, tr),
            _bids(names[e.right], e.right_bid, tr),
        )
    if isinstance(e, E.DuelWon):
        won = tr("%1 wins the duel by lot.") if e.by_lot else tr("%1 wins the duel.")
        return fmt(won, names[e.winner]) + " " + _climbs(names[e.winner], e.level + 1, tr)
    if isinstance(e, E.CardsToRoof):
        points = C.value(e.cards)
        if e.reason == "final" and not points:  # "and puts 0 points on the roof too"
            return fmt(tr("%1 loses the final and, having bid nothing, puts nothing on the roof."), names[e.player])
        texts = {
            "win": tr("%1 puts %n point(s) on the roof.", "", points),
            "final": tr("%1 loses the final and puts %n point(s) on the roof too.", "", points),
            "tie": tr("%1 puts %n point(s) on the roof.", "", points),
            "bye": tr("%1 has no opponent and puts %n point(s) on the roof.", "", points),
        }
        return fmt(texts[e.reason], names[e.player])
    if isinstance(e, E.KitchenPaid):
        return _kitchen_paid(e, names[e.player], tr)
    if isinstance(e, E.FigureMoved):
        return None
    if isinstance(e, E.Tie):
        return fmt(tr("A tie at %1: each duellist puts %2 on the roof and the duel starts again."), e.total, e.half)
    if isinstance(e, E.ZeroBids):
        return tr("Nobody bid anything: the duel starts again.")
    if isinstance(e, E.Bye):
        return _climbs(names[e.player], 1, tr)
    if isinstance(e, E.Walkover):
        return fmt(tr("Two figures of %1 meet: one climbs without a duel."), names[e.player]) + " " + _climbs(
            names[e.player], e.level + 1, tr
        )
    if isinstance(e, E.PilesDealt):
        size = C.count(e.piles[0]) if e.piles else 0
        return tr("The roof is dealt into nine piles of %n card(s).", "", size)
    if isinstance(e, E.PilesReceived):
        return fmt(
            tr("%1 receives %n pile(s) worth %2 points.", "", len(e.piles)), names[e.player], e.points
        )
    raise TypeError(f"not a Buro Crazy event: {e!r}")


def prompt(s: BuroState, names: Sequence[str], tr: Tr) -> str:
    """Who bids now, against whom, where."""
    duellists = s.duellists()
    if duellists is None:
        return tr("The piles are being dealt.")
    level, _ = SCHEDULE[s.duel]
    left, right = duellists
    bidder, opponent = (right, left) if s.committed else (left, right)
    return fmt(tr("%1: choose your bid against %2 for the duel %3."), names[bidder], names[opponent],
               duel_place(level, tr))  # fmt: skip


def progress(s: BuroState, tr: Tr) -> str:
    """The duel the game has come to, for the list of saved games."""
    if s.duel < 0:
        return tr("the piles are being dealt")
    return fmt(tr("duel %1 of %2"), min(s.duel, len(SCHEDULE) - 1) + 1, len(SCHEDULE))


def action(a: Any, tr: Tr) -> str:
    """A bid in a few words, an empty one as bidding nothing (not "bid 0 (0)"); chance actions are
    never hinted, but are named all the same."""
    if not isinstance(a, Bid):
        return tr("a draw of chance")
    if not C.count(a.cards):
        return tr("bid nothing")
    return fmt(tr("bid %1"), _total(a.cards))


def _total(cards: C.Cards) -> str:
    """A bid's total with its cards, "7 (5+2)"; a single card is its total alone, not "2 (2)"."""
    total = str(C.value(cards))
    return total if C.count(cards) == 1 else f"{total} ({C.describe(cards)})"


def result(s: BuroState, names: Sequence[str], tr: Tr) -> list[str]:
    """The final count: each player's hand and piles, who could not win, the winner(s)."""
    shares = pile_shares(s.board, s.players)
    points = scores(s)
    lines = []
    for p in range(s.players):
        piles = sum(C.value(s.piles[i]) for i in shares[p]) if s.piles else 0
        line = fmt(tr("%1: %2 in hand + %3 in piles = %4."), names[p], C.value(s.hands[p]), piles, points[p])
        if not eligible(s.board, p):
            line += " " + tr("No figure in the building: cannot win.")
        lines.append(line)
    lines.append(ending(s, names, tr))
    return lines


def ending(s: BuroState, names: Sequence[str], tr: Tr) -> str:
    """The winner, or the winners of a shared win, for the log's last line: the game's last move deals the piles,
    and its events tell what each player received, not who won (that needs the hands and the figures too)."""
    winners = outcome(s).winners
    if len(winners) == 1:
        return fmt(tr("%1 wins."), names[winners[0]])
    return fmt(tr("Shared win: %1."), ", ".join(names[w] for w in winners))
