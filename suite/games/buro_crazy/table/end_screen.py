"""The final count over the board (B16–B19): the nine piles, who receives which, each player's hand
plus piles, who cannot win, and the winner; then New game or Back to the launcher.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.buro_crazy.constants import PILES, PILES_BOSS, PILES_CHALLENGER, PILES_SEMI_FINALIST
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.scoring import eligible, outcome, pile_shares, scores
from suite.games.buro_crazy.rules.state import EMPTY, FINAL_LEVEL, BuroState
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_stack
from suite.games.buro_crazy.table.figures import paint_figure
from suite.games.buro_crazy.table.palette import (
    BAD,
    GOOD,
    HIGHLIGHT,
    INK,
    MUTED_INK,
    PAPER,
    PAPER_EDGE,
    ink_on,
    mark_path,
    player_colour,
)
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.buttons import Activatable, ButtonItem
from suite.ui.board.fonts import font

SHEET = QRectF(20, 18, 1230, 964)
PILE_TOP = 132.0
"""The top of the piles' role labels; the piles' boxes start under them."""
PILE_BOX_TOP = PILE_TOP + 32
PILE_SLOT = 130.0
PILE_CARD = 46.0
ROWS_TOP = 396.0
ROW_HEIGHT = 66.0


def pile_roles(s: BuroState) -> list[str]:
    """Why each pile goes where it goes, in deal order, the way ``scoring.pile_shares`` hands them out:
    "boss", "challenger", "semi-finalist", or "discarded" for the piles nobody receives."""
    challengers = sum(1 for p in s.board[FINAL_LEVEL] if p != EMPTY)
    semis = sum(1 for p in s.board[FINAL_LEVEL - 1] if p != EMPTY)
    roles = ["boss"] * PILES_BOSS + ["challenger"] * (PILES_CHALLENGER * challengers)
    roles += ["semi-finalist"] * (PILES_SEMI_FINALIST * semis)
    return (roles + ["discarded"] * PILES)[:PILES]


def _role_text(role: str, people: int) -> str:
    """The heading over a role's piles, which ``people`` players receive: "demi-finaliste" stood over the piles of
    two."""
    return {
        "boss": lambda: tr("boss"),
        "challenger": lambda: tr("challenger(s)", "", people),
        "semi-finalist": lambda: tr("semi-finalist(s)", "", people),
        "discarded": lambda: tr("discarded"),
    }[role]()


class PileItem(QGraphicsItem):
    """One of the nine piles, face down, with its points; it flies from the roof when dealt."""

    def __init__(self, cards: C.Cards) -> None:
        super().__init__()
        self.cards = cards

    def boundingRect(self) -> QRectF:
        return card_rect(QPointF(0, 0), PILE_CARD).adjusted(-12, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stack(painter, card_rect(QPointF(0, 0), PILE_CARD), None, C.count(self.cards), depth=5)


class EndScreen(QGraphicsItem):
    """The sheet laid over the board once the piles are dealt."""

    def __init__(self, on_new_game: Callable[[], None], on_back: Callable[[], None]) -> None:
        super().__init__()
        self.state: BuroState | None = None
        self.seats: Sequence[Seat] = ()
        self.piles: list[PileItem] = []
        self.setZValue(200)
        self.setVisible(False)
        self.new_game_button = ButtonItem(QRectF(SHEET.center().x() - 300, SHEET.bottom() - 86, 280, 60),
                                          lambda: tr("New game"), on_new_game, GOOD, None, self)
        self.back_button = ButtonItem(QRectF(SHEET.center().x() + 20, SHEET.bottom() - 86, 280, 60),
                                      lambda: tr("Back to the games"), on_back, QColor("#8a6a4a"), None, self)

    def boundingRect(self) -> QRectF:
        return L.SCENE

    def focusables(self) -> list[Activatable]:
        return [self.new_game_button, self.back_button] if self.isVisible() else []

    def show_result(self, s: BuroState | None, seats: Sequence[Seat]) -> None:
        """Shows the count of a finished game (None hides the sheet)."""
        for pile in self.piles:
            pile.setParentItem(None)
            if pile.scene() is not None:
                pile.scene().removeItem(pile)
        self.piles = []
        self.state, self.seats = s, seats
        self.setVisible(s is not None)
        if s is not None:
            for i, cards in enumerate(s.piles):
                pile = PileItem(cards)
                pile.setParentItem(self)
                pile.setPos(self.pile_slot(i))
                self.piles.append(pile)
        self.update()

    def pile_slot(self, index: int) -> QPointF:
        left = SHEET.center().x() - PILE_SLOT * PILES / 2
        return QPointF(left + PILE_SLOT * (index + 0.5), PILE_BOX_TOP + 54)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.state
        if s is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(L.SCENE, QColor(18, 20, 30, 175))
        painter.setPen(QPen(PAPER_EDGE, 2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(SHEET, 18, 18)
        painter.setPen(INK)
        painter.setFont(font(34, bold=True))
        painter.drawText(SHEET.adjusted(0, 18, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         tr("Final count"))
        size = C.count(s.piles[0]) if s.piles else 0
        painter.setPen(MUTED_INK)
        subtitle = tr("The roof is dealt into nine piles of %n card(s).", "", size)
        if C.count(s.box):
            subtitle += " " + tr("%n card(s) left over went back to the box.", "", C.count(s.box))
        painter.setFont(font(L.TEXT))
        painter.drawText(SHEET.adjusted(30, 64, -30, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, subtitle)
        self._paint_piles(painter, s)
        self._paint_rows(painter, s)

    def _owner(self, s: BuroState, pile: int) -> int | None:
        for player, share in enumerate(pile_shares(s.board, s.players)):
            if pile in share:
                return player
        return None

    def _paint_piles(self, painter: QPainter, s: BuroState) -> None:
        roles = pile_roles(s)
        painter.setPen(MUTED_INK)
        painter.setFont(font(L.TEXT, bold=True))
        first = 0
        for i in range(1, PILES + 1):
            if i == PILES or roles[i] != roles[first]:
                left, right = self.pile_slot(first).x(), self.pile_slot(i - 1).x()
                label = QRectF(left - PILE_SLOT / 2 + 6, PILE_TOP, right - left + PILE_SLOT - 12, 28)
                people = len({self._owner(s, pile) for pile in range(first, i)})
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, _role_text(roles[first], people))
                painter.drawLine(QPointF(label.left() + 4, label.bottom()), QPointF(label.right() - 4, label.bottom()))
                first = i
        tags: list[tuple[QRectF, int]] = []
        for i, cards in enumerate(s.piles):
            slot = self.pile_slot(i)
            box = QRectF(slot.x() - PILE_SLOT / 2 + 6, PILE_BOX_TOP, PILE_SLOT - 12, 206)
            owner = self._owner(s, i)
            painter.setPen(QPen(PAPER_EDGE, 1))
            painter.setBrush(QColor("#f1e8d6") if owner is not None else QColor("#e3e0da"))
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(INK)
            painter.setFont(font(24, bold=True))
            painter.drawText(QRectF(box.left(), box.top() + 96, box.width(), 30), Qt.AlignmentFlag.AlignCenter,
                             str(C.value(cards)))
            painter.setPen(MUTED_INK)
            painter.setFont(font(L.TEXT))
            painter.drawText(QRectF(box.left(), box.top() + 124, box.width(), 26), Qt.AlignmentFlag.AlignCenter,
                             tr("points"))
            tag = QRectF(box.left() + 5, box.bottom() - 42, box.width() - 10, 34)
            if owner is None:
                painter.setPen(QPen(BAD, 2))
                painter.drawLine(QPointF(box.left() + 20, box.top() + 16), QPointF(box.right() - 20, box.top() + 92))
                painter.setPen(MUTED_INK)
                painter.setFont(font(L.TEXT))
                painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, tr("nobody"))
            else:
                self._stamp(painter, box, owner)
                if i > 0 and self._owner(s, i - 1) == owner:
                    tags[-1] = (tags[-1][0].united(tag), owner)
                else:
                    tags.append((tag, owner))
        for tag, owner in tags:
            self._paint_owner(painter, tag, owner)

    def _stamp(self, painter: QPainter, box: QRectF, owner: int) -> None:
        """The owner's mark in the corner of his pile: his colour is not all that tells him apart."""
        colour = player_colour(self.seats[owner].colour, owner)
        painter.save()
        painter.translate(box.left() + 16, box.top() + 18)
        painter.setPen(QPen(ink_on(colour), 1))
        painter.setBrush(colour)
        painter.drawPath(mark_path(owner, 16))
        painter.restore()

    def _paint_owner(self, painter: QPainter, tag: QRectF, owner: int) -> None:
        """Whose piles these are: one tag across a run of piles of one player, his name alone (his mark
        is on each pile), so that a name such as "Joueur 1" is read whole where a tag under each pile,
        a mark beside the name, cut it to "Joue…"."""
        colour = player_colour(self.seats[owner].colour, owner)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(tag, 8, 8)
        painter.setPen(ink_on(colour))
        name_font = font(L.TEXT, bold=True)
        painter.setFont(name_font)
        room = int(tag.width() - 8)
        name = QFontMetrics(name_font).elidedText(self.seats[owner].name, Qt.TextElideMode.ElideMiddle, room)
        painter.drawText(tag.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, name)

    def _paint_rows(self, painter: QPainter, s: BuroState) -> None:
        result = outcome(s)
        points = scores(s)
        shares = pile_shares(s.board, s.players)
        order = sorted(range(s.players), key=lambda p: (result.ranking[p], p))
        for row, p in enumerate(order):
            top = ROWS_TOP + row * ROW_HEIGHT
            line = QRectF(SHEET.left() + 30, top, SHEET.width() - 60, ROW_HEIGHT - 8)
            winner = p in result.winners
            painter.setPen(QPen(HIGHLIGHT, 3) if winner else QPen(PAPER_EDGE, 1))
            painter.setBrush(QColor("#fff4cf") if winner else QColor("#f6efe1"))
            painter.drawRoundedRect(line, 10, 10)
            painter.setPen(INK)
            painter.setFont(font(24, bold=True))
            painter.drawText(QRectF(line.left() + 8, top, 44, line.height()), Qt.AlignmentFlag.AlignCenter,
                             str(result.ranking[p]))
            colour = player_colour(self.seats[p].colour, p)
            paint_figure(painter, QPointF(line.left() + 74, line.bottom() - 6), colour, p, 0.75)
            name_font = font(22, bold=True)
            painter.setFont(name_font)
            name = QFontMetrics(name_font).elidedText(self.seats[p].name, Qt.TextElideMode.ElideRight, 260)
            painter.drawText(QRectF(line.left() + 100, top, 270, line.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            hand = C.value(s.hands[p])
            piles = sum(C.value(s.piles[i]) for i in shares[p])
            if shares[p]:
                sum_text = fmt(tr("%1 in hand + %2 in %n pile(s) = %3", "", len(shares[p])), hand, piles, points[p])
            else:
                sum_text = fmt(tr("%1 in hand, no pile = %2"), hand, points[p])
            painter.setFont(font(L.TEXT))
            painter.drawText(QRectF(line.left() + 380, top, 460, line.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             sum_text)
            sum_width = min(460, QFontMetrics(font(L.TEXT)).horizontalAdvance(sum_text))
            note_left = line.left() + 380 + sum_width + 24  # the note takes the room the sum leaves: in French
            note_rect = QRectF(note_left, top, line.right() - 8 - note_left, line.height())  # it ran to 3 lines
            if winner:
                painter.setPen(INK)
                painter.setFont(font(22, bold=True))
                painter.drawText(note_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 "♛ " + tr("winner"))
            elif not eligible(s.board, p):
                painter.setPen(BAD)
                painter.setFont(font(L.TEXT, bold=True))
                painter.drawText(note_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                                 | Qt.TextFlag.TextWordWrap, tr("no figure in the building: cannot win"))
        winners = result.winners
        names = [self.seats[w].name for w in winners]
        banner = fmt(tr("%1 wins."), names[0]) if len(names) == 1 else fmt(tr("Shared win: %1."), ", ".join(names))
        painter.setPen(INK)
        painter.setFont(font(30, bold=True))
        top = ROWS_TOP + s.players * ROW_HEIGHT + 6
        painter.drawText(QRectF(SHEET.left(), top, SHEET.width(), SHEET.bottom() - 96 - top),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, banner)
