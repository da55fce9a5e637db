"""The whole Power Struggle table as one graphics scene: the board, the players' areas, the
action bar, the deck being ordered, the caption of the move being shown, and the end screen.

``sync`` shows a view as it is; the table's shows start from there and end on the frame's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from suite.core.match import Seat
from suite.games.power_struggle.constants import BOARD_SEATS, GOLD_BOX, MOTIVATION_MAX, TRACKS
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.state import State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table.bar import ActionBar
from suite.games.power_struggle.table.board import NO_MEETING, BoardItem
from suite.games.power_struggle.table.deck_order import DeckOrder
from suite.games.power_struggle.table.end_screen import EndScreen
from suite.games.power_struggle.table.panels import PlayerPanel
from suite.games.power_struggle.table.whereabouts import Whereabouts, office_now, seat_now

CAPTION = QRectF(L.BAR.x() + 10, L.BUTTONS_TOP, L.CONFIRM.x() - L.BAR.x() - 20, L.BAR.bottom() - L.BUTTONS_TOP - 6)
"""The line being shown lies on the action bar, which has nothing to offer while others act."""


SPOT_COLOUR = QColor("#e0531f")


class Area(QRectF):
    """A player's area as the place of an event: tinted, with a line along the inside of its edge. The ring
    drawn around other places spreads several pixels outside its line, and around an area it covered the
    foot of the area above, where five players' areas lay their privilege cards."""

    def paint(self, p: QPainter) -> None:
        tint = QColor(SPOT_COLOUR)
        tint.setAlpha(40)
        p.setBrush(tint)
        p.setPen(QPen(SPOT_COLOUR, 3))
        p.drawRoundedRect(self.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)


class Caption(QGraphicsItem):
    """The line of the move being shown, on the action bar, and a ring around where it happens."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.spot: QRectF | None = None
        self.setZValue(55)

    def boundingRect(self) -> QRectF:
        return L.SCENE

    def show_line(self, text: str, spot: QRectF | None) -> None:
        self.text, self.spot = text, spot
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.spot is not None:
            if isinstance(self.spot, Area):
                self.spot.paint(p)
            else:
                P.glow(p, self.spot.adjusted(-3, -3, 3, 3), SPOT_COLOUR, 5)
        if not self.text:
            return
        p.setBrush(QColor(43, 38, 32, 225))
        p.setPen(QPen(QColor("#ffbf1f"), 2))
        p.drawRoundedRect(CAPTION, 10, 10)
        p.setPen(QColor("#ffffff"))
        inner = CAPTION.adjusted(16, 4, -16, -4)
        p.setFont(P.fit(self.text, inner, 21, bold=True, wrap=True))
        p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class PowerScene(QGraphicsScene):
    """Every item of the table, kept in step with the last view shown."""

    def __init__(self, seats: Sequence[Seat], colours: list[QColor], on_new_game: Callable[[], None],
                 on_back: Callable[[], None]) -> None:
        super().__init__()
        self.setSceneRect(L.SCENE)
        self.setBackgroundBrush(QColor("#d9cfba"))
        self.seats = tuple(seats)
        self.names = [seat.name for seat in self.seats]
        self.colours = colours
        self.board = BoardItem(colours, self.names)
        self.panels = [PlayerPanel(i, seat, colours[i], self.names, colours) for i, seat in enumerate(self.seats)]
        self.bar = ActionBar()
        self.caption = Caption()
        self.deck_order = DeckOrder(self.bar.say, self.bar.update)
        self.end_screen = EndScreen(on_new_game, on_back)
        for item in (self.board, *self.panels, self.bar, self.caption, self.deck_order, self.end_screen):
            self.addItem(item)

    def sync(
        self, view: State, viewer: int | None, to_move: int | None, moment: State | None = None, preview: bool = False
    ) -> None:
        """The board, the panels and the end screen show ``view``; the header tells ``moment``. A ``preview`` (a
        decision tried before it is confirmed) shows no end screen: on the last move of a game it came up before
        Confirm, its modal sheet hid Confirm, and a person who went back to the games left the game unfinished,
        unrecorded, and showed the archenemy cards of a view the game had not reached."""
        self.board.set_view(view, viewer, to_move, moment)
        for panel in self.panels:
            panel.set_view(view, viewer, panel.player == to_move)
        self.end_screen.show_result(None if preview else view, self.seats, self.colours)

    def spot(self, e: object, later: Sequence[object], view: State) -> QRectF | None:
        """Where an event happens on the board, for the ring that shows it: on the board of ``view``,
        the end of the move, where the department or member it is about stands once the events
        ``later`` in the move are done."""
        office = _office(e, later)
        if office is not None:
            return _office_ring(office, view)
        if isinstance(e, E.JoinedBoard):
            seat = seat_now(later, e.seat)
            return None if seat is None else L.seat_rect(min(seat, BOARD_SEATS - 1))
        if isinstance(e, E.LeftBoard):  # seat 0 only while it shows empty: the next member moved into it
            return L.seat_rect(0) if not view.board else None
        if isinstance(e, E.ChairmanElected | E.ChairmanDismissed):
            return L.CHAIRMAN_OFFICE
        if isinstance(e, E.HeadAppointed | E.HeadLeft):
            return L.head_rect(e.division)
        if isinstance(e, E.ConsultantHired):
            return L.counsel_rect(e.division)
        if isinstance(e, E.PrivilegeTaken | E.PrivilegeDealt):
            return self.panels[e.player].card_rect(e.card) or self._area(e.player)
        if isinstance(e, E.Scored):
            return L.track_box(e.track, min(e.total, GOLD_BOX[e.track]))
        if isinstance(e, E.MotivationChanged):
            return L.track_box(TRACKS, max(0, min(MOTIVATION_MAX, e.motivation)))
        if isinstance(e, E.CertificateBought):
            return L.stock_rect(e.shares)
        if isinstance(e, E.EventsDrawn | E.EventPlaced | E.EventRevealed):
            return L.DECK_AREA
        if isinstance(e, E.PinatsPaid):
            return self._area(e.payee if e.payee >= 0 else e.payer)
        if isinstance(e, E.BribeOffered | E.BribeAnswered):
            return self._area(e.target)
        if isinstance(e, E.MoneyShown | E.VictoryAnnounced | E.ActionChosen | E.Passed | E.ArchenemyDealt):
            return self._area(e.player)
        return None

    def _area(self, player: int) -> QRectF:
        """A player's area as the place of an event (``Area``)."""
        return Area(self.panels[player].rect)


def _office(e: object, later: Sequence[object]) -> Whereabouts | None:
    """The office an event is about, followed to the end of the move; None for no office."""
    if isinstance(e, E.DepartmentClosed):
        return Whereabouts(e.division, e.row, gone=True)
    if isinstance(e, E.DepartmentOpened | E.EmployeesHired | E.EmployeesDismissed | E.EmployeeTaken
                  | E.EmployeesPlaced | E.RowsMovedUp):  # fmt: skip
        return office_now(later, e.division, e.row)
    if isinstance(e, E.DepartmentMoved | E.EmployeeMoved | E.DepartmentsMerged):
        return office_now(later, e.to_division, e.to_row)
    return None


def _office_ring(office: Whereabouts, view: State) -> QRectF | None:
    """The office's rect; for a department that left the board, its office only while the board
    shows it empty (the rows below did not move up into it), else no ring at all: one around the
    department that took its place would say the line is about that one."""
    if office.gone and office.row < len(view.divisions[office.division]):
        return None
    return L.office_rect(office.division, office.row)


def meeting_step(e: object) -> int | None:
    """The step of the director's meeting an event belongs to (0–6), if any; a service turn's start
    ends the meeting's show (``NO_MEETING``), for the deck's order and the first event are told
    together."""
    if isinstance(e, E.ServiceTurnStarted):
        return NO_MEETING
    if isinstance(e, E.MeetingStarted | E.ChairmanDismissed):
        return 0
    if isinstance(e, E.ChairmanElected):
        return 1
    if isinstance(e, E.HeadAppointed) or (isinstance(e, E.HeadLeft) and not e.resigned):
        return 2
    if isinstance(e, E.PrivilegeTaken) and e.face_up and not e.bribed:
        return 3
    if isinstance(e, E.EventsDrawn | E.EventPlaced):
        return 6
    return None
