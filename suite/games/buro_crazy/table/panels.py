"""A player's panel: who plays the seat, the cards in hand, the figures (faded once they cannot make him eligible,
B18: a figure in the building counts, even beaten there, and one on the steps until its duel) with how many stand in
the building, and whether the seat must act now. "in the running", then "in play", read as wrong for figures beaten
on the ground floor: a tester saw "2 figures in play" for a player who had lost both his duels there.

Everyone's card counts per value are shown (ruling B20): every bid is revealed and every kitchen
payout is public, so a player with a perfect memory knows them anyway; showing them keeps a person
level with a bot that counts. Cards are value tokens, the viewer's own solid, the others ringed;
the viewer's hand itself lies face up along the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.match import Seat
from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.queries import Turn
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import paint_chip
from suite.games.buro_crazy.table.figures import paint_figure
from suite.games.buro_crazy.table.palette import (
    BAD,
    GOOD,
    HIGHLIGHT,
    INK,
    MUTED_INK,
    PAPER,
    PAPER_EDGE,
    player_colour,
)
from suite.games.buro_crazy.table.texts import seat_kind, tr
from suite.ui.board.fonts import fitted, font, wrapped

SLOT_WIDTH = 70.0
CHIP = 35.0
COUNT_WIDTH = SLOT_WIDTH - CHIP - 2
"""Room for a value's count beside its chip, before the next chip."""
CARDS_TOP = 70.0
BADGE_HEIGHT = 30.0



FIGURE_WORDS_SMALLEST = L.TEXT - 6
"""The smallest lettering of what the figures mean for winning, wrapped over two lines: on one line, « aucun pion
dans le bâtiment : ne peut pas gagner » shrank to about 6 pixels at 1024×700 and could not be read."""


def count_font(count: int) -> QFont:
    """The lettering of a value's count, smaller when it has two digits: at the panel's size "×10" was cut to
    "×1" under the next chip."""
    return fitted(f"×{count}", COUNT_WIDTH, L.TEXT, bold=True, smallest=L.TEXT - 7)

class PlayerPanel(QGraphicsItem):
    """One seat's panel in the right-hand column: name and badge, who plays it, the cards by value,
    the points in hand, the figures still in play."""

    def __init__(self, seat_index: int, seat: Seat) -> None:
        super().__init__()
        self.seat_index = seat_index
        self.seat = seat
        self.colour = player_colour(seat.colour, seat_index)
        self.hand: C.Cards = C.NO_CARDS
        self.face_up = False
        self.figures: tuple[bool, ...] = ()
        """One entry per figure, highest first: True while the player can still win with it
        (``queries.winning_figures``)."""
        self.in_building = 0
        """How many of his figures stand in the building (``queries.in_building``)."""
        self.turn = Turn.NONE
        self.thinking_dots = -1
        self.setPos(L.panel(seat_index).topLeft())
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, L.PANEL_WIDTH + 16, L.PANEL_HEIGHT + 16)

    def update_state(
        self, hand: C.Cards, face_up: bool, figures: tuple[bool, ...], in_building: int, turn: Turn
    ) -> None:
        self.hand, self.face_up, self.figures, self.in_building, self.turn = hand, face_up, figures, in_building, turn
        self.update()

    def figure_words(self) -> str:
        """What the figures mean for winning (B18): how many stand in the building, none yet while some wait on
        the steps for their duel, or none left to get there."""
        if self.in_building:
            return tr("%n figure(s) in the building", "", self.in_building)
        if any(self.figures):
            return tr("not in the building yet")
        return tr("no figure in the building: cannot win")

    def set_thinking(self, dots: int) -> None:
        """-1 hides the indicator; 0–3 is the phase of its little animation."""
        self.thinking_dots = dots
        self.update()

    def cards_anchor(self) -> QPointF:
        """Where cards arriving in this hand land, in scene coordinates."""
        return self.mapToScene(QPointF(16 + 2.5 * SLOT_WIDTH, CARDS_TOP + CHIP / 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = L.PANEL_WIDTH, L.PANEL_HEIGHT
        frame = QRectF(0, 0, w, h)
        if self.turn is Turn.MUST_BID:
            for width, alpha in ((14.0, 50), (8.0, 110)):
                glow = QColor(HIGHLIGHT)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.drawRoundedRect(frame, 12, 12)
        painter.setPen(QPen(HIGHLIGHT if self.turn is Turn.MUST_BID else PAPER_EDGE,
                            3.5 if self.turn is Turn.MUST_BID else 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(frame, 12, 12)
        stripe = QPainterPath()
        stripe.addRoundedRect(frame, 12, 12)
        painter.save()
        painter.setClipPath(stripe)
        painter.fillRect(QRectF(0, 0, 12, h), self.colour)
        painter.restore()
        paint_figure(painter, QPointF(38, 60), self.colour, self.seat_index, 0.85)
        self._header(painter, w)
        self._cards(painter)
        self._figures(painter, h)

    def _badge(self) -> tuple[str, QColor, QColor] | None:
        """The badge at the top right: the bot thinking, else what the seat has to do in the duel."""
        if self.thinking_dots >= 0:
            dots = "●" * (self.thinking_dots + 1) + "○" * (3 - self.thinking_dots)
            return tr("thinking…") + " " + dots, QColor("#e7dcc6"), INK
        texts = {
            Turn.MUST_BID: (tr("must bid"), HIGHLIGHT, INK),
            Turn.HAS_BID: (tr("bid chosen ✓"), GOOD, QColor("#ffffff")),
            Turn.WAITS: (tr("in the duel"), QColor("#e7dcc6"), INK),
        }
        return texts.get(self.turn)

    def _header(self, painter: QPainter, w: float) -> None:
        badge_font = font(L.TEXT, bold=True)
        name_right = w - 12
        badge = self._badge()
        if badge is not None:
            text, fill, ink = badge
            width = QFontMetrics(badge_font).horizontalAdvance(text) + 22
            rect = QRectF(w - 10 - width, 8, width, BADGE_HEIGHT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, BADGE_HEIGHT / 2, BADGE_HEIGHT / 2)
            painter.setPen(ink)
            painter.setFont(badge_font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            name_right = rect.left() - 8
        painter.setPen(INK)
        name_font = fitted(self.seat.name, name_right - 64, 24, bold=True, smallest=L.TEXT)  # "Joueu…" beside a badge
        painter.setFont(name_font)
        name = QFontMetrics(name_font).elidedText(self.seat.name, Qt.TextElideMode.ElideRight, int(name_right - 64))
        painter.drawText(QRectF(64, 6, name_right - 64, 34), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        painter.setPen(MUTED_INK)
        painter.setFont(font(L.TEXT))
        painter.drawText(QRectF(64, 38, w - 76, 26), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         seat_kind(self.seat))

    def _cards(self, painter: QPainter) -> None:
        numeral = font(L.TEXT, bold=True)
        for i, (value, count) in enumerate(zip(VALUES, self.hand, strict=True)):
            x = 16 + i * SLOT_WIDTH
            paint_chip(painter, QPointF(x + CHIP / 2, CARDS_TOP + CHIP / 2), CHIP, value, numeral,
                       faded=not count, solid=self.face_up)
            painter.setPen(INK if count else MUTED_INK)
            painter.setFont(count_font(count))
            painter.drawText(QRectF(x + CHIP + 2, CARDS_TOP, COUNT_WIDTH, CHIP),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"×{count}")
        row = QRectF(16, CARDS_TOP + CHIP + 6, L.PANEL_WIDTH - 28, 30)
        total = str(C.value(self.hand))
        total_font = font(22, bold=True)
        painter.setPen(INK)
        painter.setFont(total_font)
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, total)
        painter.setPen(MUTED_INK)
        painter.setFont(font(L.TEXT))
        painter.drawText(row.adjusted(QFontMetrics(total_font).horizontalAdvance(total) + 8, 0, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tr("points in hand"))

    def _figures(self, painter: QPainter, h: float) -> None:
        top = h - 42
        painter.setPen(QPen(PAPER_EDGE, 1))
        painter.drawLine(QPointF(16, top), QPointF(L.PANEL_WIDTH - 12, top))
        for i, in_play in enumerate(self.figures):
            painter.setOpacity(1.0 if in_play else 0.35)
            paint_figure(painter, QPointF(28 + i * 24, h - 8), self.colour, self.seat_index, 0.48)
        painter.setOpacity(1.0)
        words = self.figure_words()
        room, lettering = self.figure_lettering(words)
        painter.setPen(BAD if self.cannot_win() else MUTED_INK)
        painter.setFont(lettering)
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         words)

    def cannot_win(self) -> bool:
        """No figure in the building and none left on the steps to get there (B18)."""
        return not self.in_building and not any(self.figures)

    def figure_lettering(self, words: str) -> tuple[QRectF, QFont]:
        """Where the figures' words go, right of the little figures, and their lettering: wrapped over two lines
        before it shrinks, bold when the player can no longer win."""
        left = 24 + len(self.figures) * 24
        top = L.PANEL_HEIGHT - 42
        room = QRectF(left, top + 2, L.PANEL_WIDTH - 12 - left, L.PANEL_HEIGHT - top - 4)
        return room, wrapped(words, room, L.TEXT, bold=self.cannot_win(), smallest=FIGURE_WORDS_SMALLEST)
