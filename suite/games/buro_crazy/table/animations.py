"""How each event of a transition moves on the table: bids turned over on a tray, the winner's cards
tossed onto the roof, the payout carried from the kitchen, the figure climbing, the memo explaining.

A ``Show`` turns one transition's events into steps for the ``Sequencer``. It starts from what the
scene shows (the previous frame) and updates the piles on the board (roof, kitchen) as the cards
land; the player panels, the duel sign and the hand area are left on the previous frame, and the
table syncs the whole scene to the new frame when the show ends or is cut short, so a show only
ever has to look right, never to be the record of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF
from PySide6.QtWidgets import QGraphicsItem

from suite.core.i18n import fmt
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.queries import Turn
from suite.games.buro_crazy.rules.state import EMPTY, FINAL_LEVEL, BuroState
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.captions import Caption, captions
from suite.games.buro_crazy.table.cards import CardItem
from suite.games.buro_crazy.table.duel import TRAY_CARD, TrayItem, tray_rect
from suite.games.buro_crazy.table.roof import CARD_WIDTH as ROOF_CARD
from suite.games.buro_crazy.table.scene import BuroScene
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.tweens import Sequencer, Step

CAPTION_HOLD = 800.0
"""How long a caption is given to be read before the show goes on (ms at speed 1)."""
SETTLED_SIGN = 0.3
"""The duel sign's opacity once the duel it names is settled and the show goes on to a bye or a walkover."""


class Show:
    """The animation of one frame: from the scene as it is to ``new`` (the frame's view)."""

    def __init__(
        self,
        scene: BuroScene,
        sequencer: Sequencer,
        events: Sequence[Any],
        new: BuroState,
        tell: Callable[[Caption], None],
    ) -> None:
        """``tell`` puts what is happening on the status line (the table's ``promptChanged``): during a
        reveal, the prompt of the moment before stayed there, as if it were still to be followed."""
        self.scene = scene
        self.tell = tell
        self.seq = sequencer
        self.events = tuple(events)
        self.new = new
        self.captions = captions(self.events, scene.names())
        self.tray: TrayItem | None = None
        self.tray_players: tuple[int, int] = (EMPTY, EMPTY)
        self.tray_cards: list[list[CardItem]] = [[], []]
        self.loose: list[QGraphicsItem] = []
        """Items that exist only during the show (the tray, flying cards); removed when it ends."""

    # -- the steps -------------------------------------------------------------------------------

    def steps(self) -> list[Step]:
        """One step per event, except that the money of a duel moves at once: the winner's cards fly
        to the roof while the kitchen pays the loser and his bid comes back to him."""
        steps: list[Step] = []
        handlers = {
            E.FiguresPlaced: self._figures_placed,
            E.KitchenLaidOut: self._kitchen_laid_out,
            E.BidCommitted: self._bid_committed,
            E.BidsRevealed: self._bids_revealed,
            E.CardsToRoof: self._cards_to_roof,
            E.KitchenPaid: self._kitchen_paid,
            E.DuelWon: self._duel_won,
            E.FigureMoved: self._figure_moved,
            E.Walkover: self._walkover,
            E.PilesDealt: self._piles_dealt,
        }
        money: list[Step] = []
        for i, e in enumerate(self.events):
            handler = handlers.get(type(e))
            if handler is None:
                continue
            if isinstance(e, E.KitchenPaid) or (isinstance(e, E.CardsToRoof) and e.reason in ("win", "final")):
                money += handler(i, e)
                continue
            if money:
                steps.append(self._all_at_once(money))
                money = []
            steps += handler(i, e)
        if money:
            steps.append(self._all_at_once(money))
        steps.append(self._close_tray)
        return steps

    def _all_at_once(self, steps: list[Step]) -> Step:
        def run() -> QAbstractAnimation:
            animations = [a for a in (step() for step in steps) if a is not None]
            return self.seq.together(*animations)

        return run

    def clear(self) -> None:
        """Removes every item the show added (called when it ends or is cut short)."""
        for item in self.loose:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.loose = []
        self.tray = None
        self.tray_cards = [[], []]
        self.scene.end_screen.setOpacity(1.0)
        self.scene.kitchen.setOpacity(1.0)
        self.scene.pending.setScale(1.0)
        self.scene.pending.setOpacity(1.0)
        self.scene.memo.setOpacity(1.0)
        self.scene.sign.setOpacity(1.0)

    # -- helpers -----------------------------------------------------------------------------------

    def _say(self, index: int, hold: bool = True) -> list[QAbstractAnimation]:
        """Pins the caption of event ``index`` on the memo and the status line and, with ``hold``, gives it
        time to be read (an ordinary win is read while the cards move; a tie or a bye deserves a pause). The
        status line follows the memo: it kept "Ada and Bea reveal their bids…" through the payout, the climb
        and the byes that followed."""
        caption: Caption | None = self.captions.get(index)
        if caption is None:
            return []
        self.tell(caption)
        memo = self.scene.memo
        memo.show_caption(caption)
        fade = self.seq.fade(memo, 0.0, 1.0, 220)
        return [fade, self.seq.pause(CAPTION_HOLD)] if hold else [fade]

    def _duel_settled(self) -> list[QAbstractAnimation]:
        """Dims the duel sign once the show tells a bye or a walkover: the memo then spoke of Hugo's two figures,
        or of Inès climbing alone, under a sign still naming the duel just fought. The new frame lights it again
        on the next duel."""
        sign = self.scene.sign
        return [self.seq.fade(sign, sign.opacity(), SETTLED_SIGN, 220)] if sign.opacity() > SETTLED_SIGN else []

    def _bids_chosen(self, *duellists: int) -> None:
        """The duellists' panels say their bids are chosen once they are chosen or revealed: left on the frame
        before, a bot's panel went from "thinking…" back to "must bid" while its bid came, and the second bidder's
        still said "must bid" while his cards were turned over."""
        for player in duellists:
            panel = self.scene.panels[player]
            if panel.turn is Turn.MUST_BID:
                panel.turn = Turn.HAS_BID
                panel.update()

    def _ordinary_win(self, index: int) -> bool:
        """Whether the bids revealed at ``index`` simply end the duel (no tie, no 0–0, not the final)."""
        for e in self.events[index + 1 :]:
            if isinstance(e, E.BidsRevealed):
                break
            if isinstance(e, E.DuelWon):
                return e.level != FINAL_LEVEL
        return False

    def _card(self, value: int, at: QPointF, width: float = TRAY_CARD, face_up: bool = False) -> CardItem:
        card = CardItem(value, width, face_up)
        card.setPos(at)
        card.setZValue(90)
        self.scene.on_board(card)
        self.loose.append(card)
        return card

    def _toss(self, cards: list[CardItem], target: QPointF, base_ms: float, end_scale: float = 1.0,
              turn_down: bool = False) -> list[QAbstractAnimation]:
        """Cards flying one after the other to ``target``, and vanishing there."""
        animations: list[QAbstractAnimation] = []
        for k, card in enumerate(cards):
            flight = self.seq.fly(card, card.pos(), target, base_ms, arc=70, end_scale=end_scale)
            moves: list[QAbstractAnimation] = [flight]
            if turn_down and card.face_up:
                moves.append(self.seq.tween(base_ms, lambda t, c=card: c.set_flip(1 - t)))
            animations.append(self.seq.in_turn(self.seq.pause(25 * k + 1), self.seq.together(*moves),
                                               self.seq.call(card.hide)))
        return animations

    def _side_of(self, player: int) -> int | None:
        if self.tray is None or player not in self.tray_players:
            return None
        return self.tray_players.index(player)

    # -- one handler per event ---------------------------------------------------------------------

    def _figures_placed(self, index: int, e: E.FiguresPlaced) -> list[Step]:
        def drop() -> QAbstractAnimation:
            animations = self._say(index)
            for k, (space, owner) in enumerate((s, o) for s, o in enumerate(e.spaces) if o != EMPTY):
                figure = self.scene.figures.get((0, space)) or self.scene.place_figure(0, space, owner)
                end = L.space(0, space)
                start = end - QPointF(0, 160)
                figure.setPos(start)
                figure.setOpacity(0.0)
                animations.append(self.seq.in_turn(
                    self.seq.pause(45 * k + 1),
                    self.seq.together(self.seq.fly(figure, start, end, 420, arc=0,
                                                   easing=QEasingCurve.Type.OutBounce),
                                      self.seq.fade(figure, 0.0, 1.0, 160)),
                ))  # fmt: skip
            return self.seq.together(*animations)

        return [drop]

    def _kitchen_laid_out(self, index: int, e: E.KitchenLaidOut) -> list[Step]:
        def lay_out() -> QAbstractAnimation:
            scene = self.scene
            animations = self._say(index)
            if C.count(e.from_roof):
                scene.roof.set_cards(tuple(max(0, a - b) for a, b in zip(scene.roof.cards, e.from_roof, strict=True)))
                cards = [self._card(v, scene.roof.top(), ROOF_CARD) for v in C.card_list(e.from_roof)]
                animations += self._toss(cards, L.kitchen().center(), 420)
            animations.append(self.seq.in_turn(
                self.seq.fade(scene.kitchen, 1.0, 0.1, 220),
                self.seq.call(lambda: scene.kitchen.set_cards(e.cards)),
                self.seq.fade(scene.kitchen, 0.1, 1.0, 280),
            ))  # fmt: skip
            return self.seq.together(*animations)

        return [lay_out]

    def _bid_committed(self, index: int, e: E.BidCommitted) -> list[Step]:
        def commit() -> QAbstractAnimation | None:
            name = self.scene.name(e.player)
            self.tell(lambda: fmt(tr("%1 has chosen a bid."), name))  # the status went blank as the bot's bid came
            self._bids_chosen(e.player)
            if self.new.current_duel() is None or not self.new.committed:
                return None
            self.scene.show_pending(self.new)
            pending = self.scene.pending

            def land(t: float) -> None:
                pending.setScale(1.8 - 0.8 * t)
                pending.setOpacity(min(1.0, 2 * t))

            return self.seq.tween(340, land, QEasingCurve.Type.OutBack)

        return [commit]

    def _bids_revealed(self, index: int, e: E.BidsRevealed) -> list[Step]:
        def lay_down() -> QAbstractAnimation:
            left, right = self.scene.name(e.left), self.scene.name(e.right)
            self.tell(lambda: fmt(tr("%1 and %2 reveal their bids…"), left, right))
            self.scene.show_pending(None)
            self._bids_chosen(e.left, e.right)
            sides = (self.scene.side(e.left), self.scene.side(e.right))
            tray = TrayItem(tray_rect(L.duel_area(e.level, e.office)), sides)
            tray.setOpacity(0.0)
            self.scene.on_board(tray)
            self.loose.append(tray)
            self.tray, self.tray_players = tray, (e.left, e.right)
            animations: list[QAbstractAnimation] = [self.seq.fade(tray, 0.0, 1.0, 200)]
            for side, bid in enumerate((e.left_bid, e.right_bid)):
                values = sorted(C.card_list(bid), reverse=True)
                source = L.space(e.level, 2 * e.office + side) - QPointF(0, L.FIGURE_HEIGHT / 2)
                self.tray_cards[side] = []
                for value, spot in zip(values, tray.card_positions(side, len(values)), strict=True):
                    card = self._card(value, source)
                    self.tray_cards[side].append(card)
                    animations.append(self.seq.fly(card, source, spot, 280, arc=30))
            return self.seq.together(*animations)

        def turn_over() -> QAbstractAnimation:
            cards = [c for side in self.tray_cards for c in side]
            return self.seq.tween(280, lambda t: [c.set_flip(t) for c in cards])

        def totals() -> QAbstractAnimation:
            if self.tray is not None:
                self.tray.show_totals((C.value(e.left_bid), C.value(e.right_bid)))
            return self.seq.together(self.seq.pause(350), *self._say(index, hold=not self._ordinary_win(index)))

        return [self._close_tray, lay_down, turn_over, totals]

    def _cards_to_roof(self, index: int, e: E.CardsToRoof) -> list[Step]:
        def toss() -> QAbstractAnimation:
            scene = self.scene
            animations = self._say(index)
            side = self._side_of(e.player)
            if side is not None and e.reason in ("win", "final"):
                flying, self.tray_cards[side] = self.tray_cards[side], []
            else:
                source = self.tray.half(side).center() if self.tray is not None and side is not None \
                    else scene.board_point(scene.panels[e.player].cards_anchor())
                flying = [self._card(v, source) for v in C.card_list(e.cards)]
            animations += self._toss(flying, scene.roof.top(), 400, ROOF_CARD / TRAY_CARD, turn_down=True)
            if e.reason == "bye":
                animations += self._duel_settled()

            def landed() -> None:
                scene.roof.set_cards(C.add(scene.roof.cards, e.cards))

            return self.seq.in_turn(self.seq.together(*animations), self.seq.call(landed))

        return [toss]

    def _kitchen_paid(self, index: int, e: E.KitchenPaid) -> list[Step]:
        def pay() -> QAbstractAnimation:
            scene = self.scene
            kitchen = scene.kitchen
            kitchen.set_cards(tuple(max(0, a - b) for a, b in zip(kitchen.cards, e.cards, strict=True)))
            target = scene.board_point(scene.panels[e.player].cards_anchor())
            payout = [self._card(v, kitchen.stack_center(v), 28, face_up=True) for v in C.card_list(e.cards)]
            animations = self._toss(payout, target, 420, 1.0)
            side = self._side_of(e.player)
            if side is not None:
                back, self.tray_cards[side] = self.tray_cards[side], []
                animations += self._toss(back, target, 420, 0.8)
            return self.seq.together(*animations)

        return [pay]

    def _duel_won(self, index: int, e: E.DuelWon) -> list[Step]:
        def by_lot() -> QAbstractAnimation | None:
            animations = self._say(index)
            return self.seq.together(*animations) if animations else None

        return [by_lot]

    def _figure_moved(self, index: int, e: E.FigureMoved) -> list[Step]:
        def climb() -> QAbstractAnimation | None:
            scene = self.scene
            scene.highlight.set_area(None)
            figure = scene.figures.pop((e.level, e.space), None)
            if figure is None:
                return None
            beaten = scene.figures.get((e.level, e.space ^ 1))
            if beaten is not None:
                beaten.set_beaten(True)
            scene.figures[(e.level + 1, e.to_space)] = figure
            figure.setZValue(50)
            end = L.space(e.level + 1, e.to_space)
            climbing = self.seq.in_turn(self.seq.fly(figure, figure.pos(), end, 440, arc=50,
                                                     easing=QEasingCurve.Type.InOutQuad),
                                        self.seq.call(lambda: figure.setZValue(20)))
            tray = self._close_tray()
            return climbing if tray is None else self.seq.together(climbing, tray)

        return [climb]

    def _walkover(self, index: int, e: E.Walkover) -> list[Step]:
        def explain() -> QAbstractAnimation | None:
            animations = self._say(index) + self._duel_settled()
            return self.seq.together(*animations) if animations else None

        return [explain]

    def _piles_dealt(self, index: int, e: E.PilesDealt) -> list[Step]:
        def deal() -> QAbstractAnimation:
            scene = self.scene
            animations = self._say(index)
            start = scene.board.mapToScene(scene.roof.top())
            scene.roof.set_cards(C.NO_CARDS)
            screen = scene.end_screen
            screen.show_result(self.new, scene.seats)
            screen.setOpacity(0.0)
            animations.append(self.seq.fade(screen, 0.0, 1.0, 450))
            for k, pile in enumerate(screen.piles):
                slot = pile.pos()
                pile.setPos(start)
                animations.append(self.seq.in_turn(self.seq.pause(300 + 90 * k),
                                                   self.seq.fly(pile, start, slot, 420, arc=80)))
            return self.seq.together(*animations)

        return [deal]

    def _close_tray(self) -> QAbstractAnimation | None:
        """Sends the cards still on the tray back to their owners and clears the tray away."""
        tray = self.tray
        if tray is None:
            return None
        self.tray = None
        animations: list[QAbstractAnimation] = [self.seq.fade(tray, 1.0, 0.0, 260)]
        for side, player in enumerate(self.tray_players):
            hand = self.scene.board_point(self.scene.panels[player].cards_anchor())
            animations += self._toss(self.tray_cards[side], hand, 380, 0.8)
            self.tray_cards[side] = []
        return self.seq.together(*animations)
