"""A mutable working copy of a state for the length of one transition, frozen again at the end.

One new immutable state per transition (rather than one per small change) keeps ``apply`` cheap
enough for bots to search many games. The primitives here move Pinats, points and privilege cards;
``board.py`` moves pawns and employees. Each records what it did in ``events``.
"""

from __future__ import annotations

from suite.games.power_struggle.constants import GOLD_BOX, HIDDEN, NOBODY, EventCard
from suite.games.power_struggle.rules.events import (
    Event,
    MoneyShown,
    PinatsPaid,
    PrivilegeTaken,
    PrivilegeTurnedDown,
    Scored,
)
from suite.games.power_struggle.rules.state import Archenemy, Department, Pending, Phase, PrivilegeCard, State


def replaced(values: tuple, index: int, value: object) -> tuple:
    """``values`` with one item changed (``index`` may count from the end)."""
    index %= len(values)
    return (*values[:index], value, *values[index + 1 :])


class Draft:
    """The fields of a ``State`` as plain attributes; tuples are replaced, never mutated in place,
    so the state this came from stays untouched."""

    __slots__ = (
        "acted", "archenemies", "arranger", "board", "cards", "certificates", "chairman", "consultants",
        "deck", "divisions", "drawn", "ending", "events", "first_player", "heads", "kept", "ledger",
        "meeting_division", "meetings", "money", "motivation", "options", "pending", "phase", "placed",
        "points", "reckoned", "revealed", "scored", "shown", "stock", "turn",
    )  # fmt: skip

    def __init__(self, s: State) -> None:
        self.options = s.options
        self.phase: Phase = s.phase
        self.divisions: tuple[tuple[Department, ...], ...] = s.divisions
        self.heads: tuple[int, ...] = s.heads
        self.chairman: int = s.chairman
        self.board: tuple[int, ...] = s.board
        self.consultants: tuple[tuple[int, ...], ...] = s.consultants
        self.money: tuple[int, ...] = s.money
        self.ledger: tuple[int, ...] = s.ledger
        self.reckoned: tuple[tuple[int, ...], ...] = s.reckoned
        self.points: tuple[tuple[int, ...], ...] = s.points
        self.certificates: tuple[tuple[int, ...], ...] = s.certificates
        self.stock: tuple[int, ...] = s.stock
        self.cards: tuple[PrivilegeCard, ...] = s.cards
        self.motivation: int = s.motivation
        self.archenemies: tuple[Archenemy, ...] = s.archenemies
        self.shown: tuple[bool, ...] = s.shown
        self.kept: tuple[bool, ...] = s.kept
        self.placed: int = s.placed
        self.meetings: int = s.meetings
        self.meeting_division: int = s.meeting_division
        self.arranger: int = s.arranger
        self.drawn: tuple[EventCard, ...] = s.drawn
        self.deck: tuple[EventCard, ...] = s.deck
        self.revealed: tuple[EventCard, ...] = s.revealed
        self.first_player: int = s.first_player
        self.turn: int = s.turn
        self.acted: int = s.acted
        self.ending: bool = s.ending
        self.pending: Pending | None = s.pending
        self.events: list[Event] = []
        self.scored = False
        """Whether points or consultants changed, so that victory must be checked."""

    @property
    def players(self) -> int:
        return self.options.players

    def freeze(self) -> State:
        return State(
            options=self.options,
            phase=self.phase,
            divisions=self.divisions,
            heads=self.heads,
            chairman=self.chairman,
            board=self.board,
            consultants=self.consultants,
            money=self.money,
            ledger=self.ledger,
            reckoned=self.reckoned,
            points=self.points,
            certificates=self.certificates,
            stock=self.stock,
            cards=self.cards,
            motivation=self.motivation,
            archenemies=self.archenemies,
            shown=self.shown,
            kept=self.kept,
            placed=self.placed,
            meetings=self.meetings,
            meeting_division=self.meeting_division,
            arranger=self.arranger,
            drawn=self.drawn,
            deck=self.deck,
            revealed=self.revealed,
            first_player=self.first_player,
            turn=self.turn,
            acted=self.acted,
            ending=self.ending,
            pending=self.pending,
            events=tuple(self.events),
        )

    # -- Pinats ----------------------------------------------------------------------------------

    def _set_money(self, player: int, money: int, ledger: int) -> None:
        self.money = replaced(self.money, player, money)
        self.ledger = replaced(self.ledger, player, ledger)

    def _plus(self, player: int, amount: int) -> int:
        """``player``'s money after ``amount`` more; in a view (the table trying a step) money the
        viewer may not know stays unknown rather than become a sum with the -1 that stands for it."""
        money = self.money[player]
        return HIDDEN if money == HIDDEN else money + amount

    def receive(self, player: int, amount: int) -> None:
        """The bank pays ``player``."""
        self._set_money(player, self._plus(player, amount), self.ledger[player] + amount)
        self.events.append(PinatsPaid(payer=NOBODY, payee=player, amount=amount))

    def show_money(self, player: int) -> None:
        """A player who must pay more than he has shows his money: the table now knows it (P7)."""
        have = self.money[player]
        self.events.append(MoneyShown(player, have))
        self._set_money(player, have, have)
        if self.reckoned:
            self.reckoned = tuple(replaced(row, player, 0) for row in self.reckoned)

    def pay(self, player: int, amount: int, payee: int = NOBODY) -> int:
        """``player`` pays ``amount`` to the bank or to ``payee``; one who has less pays all he has and
        shows his money (P7, P11). Returns what he paid.

        In a view (the table trying a step) the money of another player is unknown: he is taken to pay in full
        and his money stays unknown. Compared with the -1 that stands for it, he "had less" and showed "money 0"
        in the preview of a step that reached a Birthday."""
        have = self.money[player]
        unknown = have == HIDDEN
        if amount > have and not unknown:
            self.show_money(player)
        paid = amount if unknown else min(have, amount)
        self._set_money(player, self._plus(player, -paid), self.ledger[player] - paid)
        if paid:
            self.events.append(PinatsPaid(payer=player, payee=payee, amount=paid))
        if payee != NOBODY and paid:
            self._set_money(payee, self._plus(payee, paid), self.ledger[payee] + paid)
        return paid

    def bribe_paid(self, player: int, target: int, amount: int) -> None:
        """A bribe changes hands unseen: the ledger, what the table can count, does not move (P7); the
        briber and the target each reckon it in the other's money (D11)."""
        self.money = replaced(replaced(self.money, player, self._plus(player, -amount)), target,
                              self._plus(target, amount))  # fmt: skip
        self._reckon(player, target, amount)
        self._reckon(target, player, -amount)
        self.events.append(PinatsPaid(payer=player, payee=target, amount=amount, bribe=True))

    def _reckon(self, knower: int, about: int, amount: int) -> None:
        """``knower`` knows that ``about`` holds ``amount`` more than the ledger says."""
        n = len(self.money)
        reckoned = self.reckoned or ((0,) * n,) * n
        self.reckoned = replaced(reckoned, knower, replaced(reckoned[knower], about, reckoned[knower][about] + amount))

    # -- points ----------------------------------------------------------------------------------

    def score(self, player: int, track: int, points: int) -> None:
        """Adds points on a track up to its gold box; the rest is lost (P4)."""
        row = self.points[player]
        total = min(GOLD_BOX[track], row[track] + points)
        self.points = replaced(self.points, player, replaced(row, track, total))
        self.events.append(
            Scored(
                player=player, track=track, gained=total - row[track], total=total, lost=points - (total - row[track])
            )
        )
        self.scored = True

    # -- privilege cards -------------------------------------------------------------------------

    def give_card(self, card: int, player: int, face_up: bool, bribed: bool) -> None:
        self.cards = replaced(self.cards, card, PrivilegeCard(holder=player, face_up=face_up, bribed=bribed))
        self.events.append(PrivilegeTaken(card=card, player=player, face_up=face_up, bribed=bribed))

    def turn_down(self, card: int) -> None:
        """The card cannot be used until it is dealt again at the next meeting (P15)."""
        held = self.cards[card]
        if held.face_up:
            self.cards = replaced(
                self.cards, card, PrivilegeCard(holder=held.holder, face_up=False, bribed=held.bribed)
            )
            self.events.append(PrivilegeTurnedDown(card))
