"""The rules of Buro Crazy as pure functions (the contract of ``suite.core.game``).

A duel is two sequential hidden commitments: the owner of the left figure bids first, the right
one second without seeing it, then both are revealed. Everything that needs no decision (a bye, a
walkover, a kitchen reset) happens inside ``apply`` right after the action that leads to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import eq

from suite.core.game import CHANCE, Chance, IllegalAction, Outcome
from suite.core.rng import Rng
from suite.games.buro_crazy.constants import (
    BYE_PAYMENT,
    FIGURES_PER_PLAYER,
    PILES,
    STEPS_SPACES,
    ZERO_BIDS_BEFORE_LOT,
)
from suite.games.buro_crazy.info import INFO
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import player_view, setup
from suite.games.buro_crazy.rules.actions import (
    Action,
    Bid,
    BidMenu,
    DealPiles,
    DrawLot,
    DrawRoofCards,
    PlaceFigures,
    bid_menu,
)
from suite.games.buro_crazy.rules.events import (
    BidCommitted,
    BidsRevealed,
    Bye,
    CardsToRoof,
    DuelWon,
    FigureMoved,
    FiguresPlaced,
    KitchenLaidOut,
    KitchenPaid,
    Note,
    PilesDealt,
    PilesReceived,
    Tie,
    Walkover,
    ZeroBids,
)
from suite.games.buro_crazy.rules.placement import random_placement
from suite.games.buro_crazy.rules.queries import tie_half
from suite.games.buro_crazy.rules.scoring import outcome, pile_shares
from suite.games.buro_crazy.rules.state import EMPTY, FINAL_LEVEL, SCHEDULE, BuroState, Options, ShownBid

_bare = object.__new__
"""A transition makes its state as ``_bare(BuroState)``, then ``__init__`` with keywords: a class
called with keywords (``BuroState(players=...)``) packs them into a dict and unpacks it again on
the way to ``__init__``, and building states is the commonest step of play. The same fields and the
same ``__init__``, at two thirds of the cost."""


class _Table:
    """A mutable working copy of a state for the length of one transition, frozen again at the end.

    Building one new immutable state per transition (instead of one per small change) keeps
    ``apply`` cheap enough for bots to search millions of them.
    """

    __slots__ = (
        "board", "box", "duel", "hands", "kitchen", "kitchen_level", "kitchen_short", "notes", "piles", "players",
        "roof", "shown", "supply", "zero_bids",
    )  # fmt: skip

    def __init__(self, s: BuroState) -> None:
        self.players = s.players
        self.hands = list(s.hands)
        self.kitchen = s.kitchen
        self.supply = s.supply
        self.roof = s.roof
        self.box = s.box
        self.board = list(s.board)
        self.duel = s.duel
        self.kitchen_level = s.kitchen_level
        self.kitchen_short = s.kitchen_short
        self.zero_bids = 0  # a run of 0 against 0 ends with any transition but another one
        self.piles = s.piles
        self.shown = s.shown
        self.notes: list[Note] = []

    def freeze(self) -> BuroState:
        """The new state; no first bid is pending after a transition that needs a ``_Table``."""
        s = _bare(BuroState)
        s.__init__(
            players=self.players,
            hands=tuple(self.hands),
            kitchen=self.kitchen,
            supply=self.supply,
            roof=self.roof,
            box=self.box,
            board=tuple(self.board),
            duel=self.duel,
            kitchen_level=self.kitchen_level,
            kitchen_short=self.kitchen_short,
            zero_bids=self.zero_bids,
            piles=self.piles,
            notes=tuple(self.notes),
            shown=self.shown,
        )
        return s

    # -- moving cards -------------------------------------------------------------------------

    def to_roof(self, player: int, bid: C.Cards, points: int, reason: str) -> None:
        """``player`` puts ``points`` of ``bid`` (cards out of his hand) on the roof; the rest of the
        bid goes back to his hand, with change from the supply where needed (B8, B9, B11). A tie's
        half is rounded up to what the cards can form, never down: a tie that cost nothing would be
        fought again from the very same position, for ever (B9)."""
        pay = C.pay_at_least if reason == "tie" else C.pay
        paid, rest, self.supply = pay(bid, self.supply, points)
        self.hands[player] = C.add(C.sub(self.hands[player], bid), rest)
        self.roof = C.add(self.roof, paid)
        self.notes.append((CardsToRoof, player, paid, reason))

    def bid_to_roof(self, player: int, bid: C.Cards, reason: str) -> None:
        """``to_roof`` of a whole bid (a winner's, the final's loser's): no change to make."""
        self.hands[player] = C.sub(self.hands[player], bid)
        self.roof = C.add(self.roof, bid)
        self.notes.append((CardsToRoof, player, bid, reason))

    def kitchen_pays(self, player: int, owed: int) -> None:
        paid, self.kitchen, self.supply = C.pay(self.kitchen, self.supply, owed)
        self.hands[player] = C.add(self.hands[player], paid)
        self.notes.append((KitchenPaid, player, owed, paid))

    def climb(self, level: int, space: int) -> None:
        board = self.board
        row = list(board[level])
        player, row[space] = row[space], EMPTY
        board[level] = tuple(row)
        office = space // 2
        row = list(board[level + 1])
        row[office] = player
        board[level + 1] = tuple(row)
        self.notes.append((FigureMoved, player, level, space, office))

    # -- what happens without a decision ------------------------------------------------------

    def advance(self) -> None:
        """Plays byes, walkovers and kitchen resets until a duel needs bids or chance must act."""
        while self.duel < len(SCHEDULE):
            level, office = SCHEDULE[self.duel]
            if level > self.kitchen_level:
                self.reset_kitchen(level)
                if self.kitchen_short:
                    return
            left, right = self.board[level][2 * office], self.board[level][2 * office + 1]
            if left == EMPTY or right == EMPTY:
                space = 2 * office + (left == EMPTY)
                player = self.board[level][space]
                self.to_roof(player, self.hands[player], BYE_PAYMENT, "bye")
                self.notes.append((Bye, player))
                self.climb(level, space)
            elif left == right:
                self.notes.append((Walkover, left, level, office))
                self.climb(level, 2 * office)
            else:
                return
            self.duel += 1

    def reset_kitchen(self, level: int) -> None:
        """B4, B15: the old kitchen returns to the supply and the level's set is laid out; what the
        supply cannot give at all is drawn from the roof by chance."""
        self.kitchen_level = level
        self.kitchen, self.supply, short = setup.laid_out(level, C.add(self.supply, self.kitchen))
        if short and any(n and v <= short for v, n in zip(C.VALUES, self.roof, strict=True)):
            self.kitchen_short = short
        else:
            self.notes.append((KitchenLaidOut, level, self.kitchen, C.NO_CARDS))

    # -- a duel ends ----------------------------------------------------------------------------

    def win(self, side: int, bids: tuple[C.Cards, C.Cards] | None, margin: int = 0) -> None:
        """The figure on ``side`` (0 left, 1 right) wins the current duel by ``margin`` points;
        ``bids`` are None after a lot."""
        level, office = SCHEDULE[self.duel]
        space = 2 * office + side
        row = self.board[level]
        winner, loser = row[space], row[2 * office + 1 - side]
        if bids is not None:
            won, lost = bids[side], bids[1 - side]
            self.bid_to_roof(winner, won, "win")
            if level == FINAL_LEVEL:
                self.bid_to_roof(loser, lost, "final")
            self.kitchen_pays(loser, margin)
        self.notes.append((DuelWon, level, office, winner, loser, bids is None))
        self.climb(level, space)
        self.duel += 1
        self.advance()


class BuroRules:
    """Buro Crazy for 3 to 5 players, rulings B1–B20 (docs/rulings-buro-crazy.md)."""

    info = INFO

    def new_state(self, options: Options, seats: int) -> BuroState:
        if options.players != seats:
            raise ValueError(f"the options are for {options.players} players, the table has {seats} seats")
        return setup.start(seats)

    def to_move(self, s: BuroState) -> int | Chance | None:
        return s.to_move

    def legal_actions(self, s: BuroState) -> Sequence[Bid]:
        mover = s.to_move
        if mover is None or mover is CHANCE:
            return ()
        return bid_menu(s.hands[mover])

    def menu(self, s: BuroState) -> BidMenu:
        """``legal_actions`` while a bid is due, as the menu it is (one bid per total, shared by every
        state with that hand): the bots choose a total, then take the menu's bid for it."""
        mover = s.to_move
        if mover is None or mover is CHANCE:
            raise IllegalAction("no duellist is to bid now")
        return bid_menu(s.hands[mover])

    def is_legal(self, s: BuroState, a: Action) -> bool:
        try:
            self._check(s, a)
        except IllegalAction:
            return False
        return True

    def _check(self, s: BuroState, a: Action) -> None:
        mover = s.to_move
        if mover is None:
            raise IllegalAction("the game is over")
        if isinstance(a, Bid):
            if mover is CHANCE:
                raise IllegalAction("no duellist is to bid now")
            if not C.contains(s.hands[mover], a.cards):
                raise IllegalAction(f"the bid {a.cards} is not a set of cards from player {mover}'s hand")
            if s.pending_hidden:  # a view: the second bid would be taken for a first one
                raise IllegalAction("the first bid is hidden in this view; determinize it before playing on")
            return
        if mover is not CHANCE:
            raise IllegalAction(f"player {mover} must bid; chance does not act now")
        if isinstance(a, PlaceFigures):
            if s.duel >= 0:
                raise IllegalAction("the figures are already placed")
            _check_placement(a.spaces, s.players)
        elif isinstance(a, DrawLot):
            if s.zero_bids < ZERO_BIDS_BEFORE_LOT or type(a.side) is not int or a.side not in (0, 1):
                raise IllegalAction("no duel is to be decided by lot")
        elif isinstance(a, DrawRoofCards):
            if not s.kitchen_short or not C.contains(s.roof, a.cards) or C.value(a.cards) > s.kitchen_short:
                raise IllegalAction("these roof cards cannot complete the kitchen")
        elif isinstance(a, DealPiles):
            _check_piles(s, a)
        else:
            raise IllegalAction(f"not a Buro Crazy action: {a!r}")

    def apply(self, s: BuroState, a: Action) -> BuroState:
        if isinstance(a, Bid):
            mover = s.to_move
            # A bid that the menu of this very hand handed out (``legal_actions``) is a set of its
            # cards: one lookup by identity, which no malformed action can pass, saves the check.
            if (
                mover is None
                or mover is CHANCE
                or s.pending_hidden
                or bid_menu(s.hands[mover]).offered.get(id(a)) is not a
            ):
                self._check(s, a)
            if s.pending is None:
                return _committed(s, a.cards)
            return _reveal(s, s.pending, a.cards)
        self._check(s, a)
        t = _Table(s)
        if isinstance(a, PlaceFigures):
            t.board[0] = a.spaces
            t.duel = 0
            t.notes += ((FiguresPlaced, a.spaces), (KitchenLaidOut, 0, t.kitchen, C.NO_CARDS))
            t.advance()
            return t.freeze()
        if isinstance(a, DrawLot):
            t.win(a.side, None)
            return t.freeze()
        if isinstance(a, DrawRoofCards):
            t.roof = C.sub(t.roof, a.cards)
            t.kitchen = C.add(t.kitchen, a.cards)
            t.kitchen_short = 0
            t.notes.append((KitchenLaidOut, t.kitchen_level, t.kitchen, a.cards))
            t.advance()
            return t.freeze()
        return _deal(t, s, a)

    def within_decision(self, s: BuroState) -> bool:
        """A bid is one step."""
        return False

    def undoable(self, before: BuroState, a: Action, after: BuroState | None = None) -> bool:
        """A first bid reveals nothing until the second one is made: it may be withdrawn."""
        return isinstance(a, Bid) and before.pending is None and not before.pending_hidden

    def sample_chance(self, s: BuroState, rng: Rng) -> Action:
        if s.to_move is not CHANCE:
            raise IllegalAction("chance does not act now")
        return _draw(s, rng)

    def outcome(self, s: BuroState) -> Outcome:
        return outcome(s)

    def view(self, s: BuroState, player: int | None) -> BuroState:
        return player_view.view(s, player)

    def determinize(self, v: BuroState, rng: Rng) -> BuroState:
        return player_view.determinize(v, rng)


_COMMITTED: tuple[tuple[Note], ...] = tuple(((BidCommitted, p),) for p in range(INFO.max_players))
"""The notes of a first bid, one per player: every first bid shares them."""


def _committed(s: BuroState, bid: C.Cards) -> BuroState:
    """The first bid is chosen: nothing else changes, so the new state shares every other field."""
    level, office = SCHEDULE[s.duel]
    new = _bare(BuroState)
    new.__init__(
        players=s.players,
        hands=s.hands,
        kitchen=s.kitchen,
        supply=s.supply,
        roof=s.roof,
        box=s.box,
        board=s.board,
        duel=s.duel,
        kitchen_level=s.kitchen_level,
        kitchen_short=s.kitchen_short,
        pending=bid,
        zero_bids=s.zero_bids,
        piles=s.piles,
        notes=_COMMITTED[s.board[level][2 * office]],
        shown=s.shown,
    )
    return new


def _reveal(s: BuroState, left_bid: C.Cards, right_bid: C.Cards) -> BuroState:
    """Both bids are known: a winner (B7, B14), a tie (B9) or a 0 against 0 (B10)."""
    t = _Table(s)
    level, office = SCHEDULE[s.duel]
    row = s.board[level]
    left, right = row[2 * office], row[2 * office + 1]
    t.notes.append((BidsRevealed, level, office, left, right, left_bid, right_bid))
    x, y = C.value(left_bid), C.value(right_bid)
    hands = C.value(s.hands[left]), C.value(s.hands[right])
    t.shown = (*s.shown, ShownBid(left, s.duel, x, *hands), ShownBid(right, s.duel, y, hands[1], hands[0]))
    if x != y:
        t.win(0 if x > y else 1, (left_bid, right_bid), abs(x - y))
    elif x == 0:
        t.zero_bids = s.zero_bids + 1
        t.notes.append((ZeroBids, t.zero_bids))
    else:
        half = tie_half(x)
        t.notes.append((Tie, x, half))
        t.to_roof(left, left_bid, half, "tie")
        t.to_roof(right, right_bid, half, "tie")
    return t.freeze()


def _deal(t: _Table, s: BuroState, a: DealPiles) -> BuroState:
    """B16, B17: the roof becomes nine piles; the leftover cards go back to the box."""
    t.roof = C.NO_CARDS
    t.piles = a.piles
    t.box = C.add(s.box, a.box)
    t.notes.append((PilesDealt, a.piles, a.box))
    for player, piles in enumerate(pile_shares(s.board, s.players)):
        if piles:
            t.notes.append((PilesReceived, player, piles, sum(C.value(a.piles[i]) for i in piles)))
    return t.freeze()


def _draw(s: BuroState, rng: Rng) -> Action:
    """What chance does now: place the figures, deal the piles, complete the kitchen or draw lots."""
    if s.duel < 0:
        return PlaceFigures(random_placement(s.players, rng))
    if s.duel >= len(SCHEDULE):
        piles, box = C.shuffled_runs(s.roof, rng, PILES, C.count(s.roof) // PILES)
        return DealPiles(piles=piles, box=box)
    if s.kitchen_short:
        deck = C.card_list(s.roof)
        rng.shuffle(deck)
        drawn, missing = [], s.kitchen_short
        for card in deck:
            if card <= missing:
                drawn.append(card)
                missing -= card
        return DrawRoofCards(C.from_list(drawn))
    return DrawLot(rng.randrange(2))


def _valid_placement(spaces: Sequence[int]) -> bool:
    """No double space holds two figures of one colour, for a placement of the right figures: its
    one empty space, if any, shares a double space with a figure."""
    return not any(map(eq, spaces[0::2], spaces[1::2]))


@cache
def _placed(players: int) -> tuple[int, ...]:
    """The owners of the steps spaces, the empty one included, in sorted order: every placement for
    ``players`` sorts to this."""
    owners = [p for p in range(players) for _ in range(FIGURES_PER_PLAYER[players])]
    return tuple(sorted(owners + [EMPTY] * (STEPS_SPACES - len(owners))))


def _check_placement(spaces: tuple[int, ...], players: int) -> None:
    if type(spaces) is not tuple or not set(map(type, spaces)) <= {int}:
        raise IllegalAction("a placement is a tuple of players, one per space")
    if len(spaces) != STEPS_SPACES or tuple(sorted(spaces)) != _placed(players):
        figures = FIGURES_PER_PLAYER[players]
        raise IllegalAction(f"{players} players place {figures} figures each on {STEPS_SPACES} spaces")
    if EMPTY in spaces and spaces.index(EMPTY) != STEPS_SPACES - 1:
        raise IllegalAction("the empty space is the last one of the steps")
    if not _valid_placement(spaces):
        raise IllegalAction("two figures of one colour share a double space")


def _check_piles(s: BuroState, a: DealPiles) -> None:
    if s.duel < len(SCHEDULE) or s.piles:
        raise IllegalAction("the piles are dealt once, after the final")
    places = (*a.piles, a.box)
    shaped = len(a.piles) == PILES and set(map(len, places)) == {len(C.NO_CARDS)}
    if (
        not shaped
        or min(map(min, places)) < 0
        or len(set(map(sum, a.piles))) != 1
        or tuple(map(sum, zip(*places, strict=True))) != s.roof
        or C.count(a.box) >= PILES
    ):
        raise IllegalAction("the piles must share out the roof in nine piles of equal size")
