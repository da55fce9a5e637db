"""The whole table as one graphics scene: the building with its figures, kitchen and roof, the memo
and the duel sign (all on the board layer, in board units), the player panels, the hand and bid,
and the end screen.

``sync`` shows a view as it is, with no animation; the animations start from what ``sync`` last
showed and end by calling it again with the new view, so whatever happens in between, the table
always ends on the truth.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.engine import BuroRules
from suite.games.buro_crazy.rules.queries import figure_in_play, in_building, turn, winning_figures
from suite.games.buro_crazy.rules.state import EMPTY, FINAL_LEVEL, SCHEDULE, BuroState
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.building import BuildingItem, DuelHighlight, FloorNames
from suite.games.buro_crazy.table.duel import PendingBidItem, Place
from suite.games.buro_crazy.table.end_screen import EndScreen
from suite.games.buro_crazy.table.figures import FigureItem
from suite.games.buro_crazy.table.hand import BidPanel
from suite.games.buro_crazy.table.kitchen import KitchenItem
from suite.games.buro_crazy.table.palette import player_colour
from suite.games.buro_crazy.table.panels import PlayerPanel
from suite.games.buro_crazy.table.roof import RoofItem
from suite.games.buro_crazy.table.signs import DuelSign, MemoItem
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.buttons import Activatable

Position = tuple[int, int]
"""(level, space) of a figure on the board."""


class BoardLayer(QGraphicsItem):
    """The building and everything on it, drawn in board units and shown at ``L.BOARD_SCALE``
    (``layout``). Above the panels, so that cards flying to a hand pass over them."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setPos(L.BOARD_ORIGIN)
        self.setScale(L.BOARD_SCALE)
        self.setZValue(35)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paints nothing: its children are the board."""


class BuroScene(QGraphicsScene):
    """Every item of the table, kept in step with the last view shown."""

    def __init__(self, rules: BuroRules, seats: Sequence[Seat], on_bid: Callable[[C.Cards], None],
                 on_new_game: Callable[[], None], on_back: Callable[[], None]) -> None:
        super().__init__()
        self.rules = rules
        self.setSceneRect(L.SCENE)
        self.setBackgroundBrush(QColor("#e9e2d3"))
        self.seats = tuple(seats)
        self.colours = [player_colour(seat.colour, i) for i, seat in enumerate(self.seats)]
        self.state: BuroState | None = None
        self.viewer: int | None = None
        self.pending = PendingBidItem()
        self.building = BuildingItem(self.pending.covered)
        self.floor_names = FloorNames(self.building)
        self.highlight = DuelHighlight()
        self.kitchen = KitchenItem()
        self.roof = RoofItem()
        self.memo = MemoItem()
        self.sign = DuelSign()
        self.panels = [PlayerPanel(i, seat) for i, seat in enumerate(self.seats)]
        self.bid_panel = BidPanel(on_bid)
        self.end_screen = EndScreen(on_new_game, on_back)
        self.board = BoardLayer()
        for item in (self.board, *self.panels, self.bid_panel, self.end_screen):
            self.addItem(item)
        for item in (self.building, self.floor_names, self.highlight, self.kitchen, self.roof, self.memo, self.sign,
                     self.pending):  # fmt: skip
            item.setParentItem(self.board)
        self.figures: dict[Position, FigureItem] = {}

    # -- who is who --------------------------------------------------------------------------------

    def name(self, player: int) -> str:
        return self.seats[player].name

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def side(self, player: int) -> tuple[int, str, QColor]:
        """(seat, name, colour): what a sign or a tray shows of a duellist."""
        return player, self.name(player), self.colours[player]

    # -- showing a view ----------------------------------------------------------------------------

    def sync(self, s: BuroState, viewer: int | None) -> None:
        """Shows ``s`` exactly, as seen by ``viewer``; the hand panel is left to ``show_hand``."""
        self.state, self.viewer = s, viewer
        self._sync_figures(s)
        duel = s.current_duel()
        duellists = s.duellists()
        self.highlight.set_area(L.duel_area(*duel) if duel is not None else None)
        self.kitchen.set_cards(s.kitchen)
        self.roof.set_cards(s.roof)
        self.show_pending(s)
        sides = (self.side(duellists[0]), self.side(duellists[1])) if duellists is not None else None
        self.sign.set_duel(s.duel, sides, over=s.duel >= len(SCHEDULE))
        for player, panel in enumerate(self.panels):
            figures = winning_figures(s, player)
            panel.update_state(s.hands[player], player == viewer, figures, in_building(s, player), turn(s, player))
        self.end_screen.show_result(s if s.piles else None, self.seats)

    def on_board(self, item: QGraphicsItem) -> None:
        """Puts ``item`` on the board: its position is then in board units."""
        item.setParentItem(self.board)

    def board_point(self, scene_point: QPointF) -> QPointF:
        """A point of the scene (a panel's hand, say) in board units."""
        return self.board.mapFromScene(scene_point)

    def show_pending(self, s: BuroState | None) -> None:
        """Shows the first bid waiting in ``s``, if any (None: none, the bids are revealed); the
        floor's name moves out from under the bid or back."""
        duel = s.current_duel() if s is not None and s.committed else None
        self.pending.show_bid(self.pending_place(*duel) if duel is not None else None, s.pending if s else None)
        self.floor_names.update()

    def pending_place(self, level: int, office: int) -> Place:
        """Above the head of the first duellist's figure, where his chosen bid waits, inside the office
        of the duel; on the steps, whose double spaces are narrower than a bid, inside the building."""
        room = L.BUILDING_AREA if level == 0 else L.duel_area(level, office)
        return L.space(level, 2 * office) + QPointF(0, -L.FIGURE_HEIGHT - 22), room

    def _sync_figures(self, s: BuroState) -> None:
        wanted = {(level, space): owner for level, row in enumerate(s.board) for space, owner in enumerate(row)
                  if owner != EMPTY}
        for position in list(self.figures):
            if wanted.get(position) != self.figures[position].player:
                self.removeItem(self.figures.pop(position))
        for (level, space), owner in wanted.items():
            figure = self.figures.get((level, space))
            if figure is None:
                figure = self.place_figure(level, space, owner)
            figure.setPos(L.space(level, space))
            figure.setZValue(20)
            figure.setOpacity(1.0)
            figure.set_beaten(not figure_in_play(s, level, space))

    def place_figure(self, level: int, space: int, owner: int) -> FigureItem:
        figure = FigureItem(owner, self.colours[owner])
        figure.setPos(L.space(level, space))
        self.on_board(figure)
        self.figures[(level, space)] = figure
        return figure

    def show_hand(self, s: BuroState, viewer: int | None) -> None:
        """The hand panel, read-only: the viewer's cards and who is acting."""
        hand = s.hands[viewer] if viewer is not None else None
        self.bid_panel.show_hand(hand, self._hand_title(viewer), self._waiting_prompt(s, viewer))

    def enable_bid(self, s: BuroState, player: int) -> None:
        """``player`` must bid now: his cards become clickable."""
        self.bid_panel.enable(s.hands[player], self._hand_title(player), self._bid_prompt(s, player))

    def _hand_title(self, viewer: int | None) -> Callable[[], str]:
        if viewer is None:
            return lambda: ""
        name = self.name(viewer)
        return lambda: fmt(tr("%1's hand"), name)

    def _waiting_prompt(self, s: BuroState, viewer: int | None) -> Callable[[], str]:
        mover = self.rules.to_move(s)
        if mover is None:
            return lambda: tr("The game is over.")
        if isinstance(mover, int) and mover != viewer:
            name = self.name(mover)
            return lambda: fmt(tr("%1 is choosing a bid."), name)
        return lambda: ""

    def _bid_prompt(self, s: BuroState, player: int) -> Callable[[], str]:
        duellists = s.duellists()
        if duellists is None:
            return lambda: ""
        first, second = duellists
        opponent = self.name(second if player == first else first)
        final = s.current_duel() is not None and s.current_duel()[0] == FINAL_LEVEL
        if player == first:
            text = lambda: fmt(tr("Choose your bid against %1: any cards of your hand, or none."), opponent)  # noqa: E731
        else:
            text = lambda: fmt(tr("Choose your bid against %1, who has already chosen."), opponent)  # noqa: E731
        if final:
            return lambda: text() + " " + tr("In the final the loser's bid goes on the roof too.")
        return text

    def focusables(self) -> list[Activatable]:
        """What the keyboard's Tab visits now: the end screen's buttons, else the bid's cards and buttons."""
        return self.end_screen.focusables() or self.bid_panel.focusables()
