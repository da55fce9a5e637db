"""The two notices in the sky: the memo that explains what just happened, and the sign naming the duel.

The memo is where the eye goes to read; keeping it in one fixed place (rather than next to each
duel) means it never hides a figure or a card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import fmt
from suite.games.buro_crazy.rules.state import BOSS_LEVEL, SCHEDULE
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.palette import INK, MUTED_INK, ink_on, mark_path
from suite.games.buro_crazy.table.texts import level_title, tr
from suite.ui.board.fonts import fitted, font

NOTE = QColor("#fff1a6")


class MemoItem(QGraphicsItem):
    """A sticky note pinned in the sky with the caption of the moment; a long caption makes the note
    taller rather than its text smaller."""

    def __init__(self) -> None:
        super().__init__()
        self.caption: Callable[[], str] | None = None
        self.setZValue(60)
        self.setVisible(False)
        self.setTransformOriginPoint(L.MEMO.center())
        self.setRotation(-1.2)

    def boundingRect(self) -> QRectF:
        tallest = QRectF(L.MEMO.left(), L.MEMO.top(), L.MEMO.width(), L.MEMO_BOTTOM - L.MEMO.top())
        return tallest.adjusted(-6, -14, 8, 10)

    def show_caption(self, caption: Callable[[], str] | None) -> None:
        self.caption = caption
        self.setVisible(caption is not None)
        self.update()

    def text(self) -> str:
        return self.caption() if self.caption else ""

    def note(self, text: str) -> QRectF:
        """The note for ``text``: ``L.MEMO``, or taller if the text needs it."""
        body = QRectF(L.MEMO.left() + 14, L.MEMO.top() + 16 + L.BOARD_TEXT, L.MEMO.width() - 28, L.MEMO_BOTTOM)
        needed = QFontMetrics(font(L.BOARD_TEXT)).boundingRect(body.toRect(), int(Qt.TextFlag.TextWordWrap), text)
        bottom = min(L.MEMO_BOTTOM, max(L.MEMO.bottom(), body.top() + needed.height() + 12))
        return QRectF(L.MEMO.left(), L.MEMO.top(), L.MEMO.width(), bottom - L.MEMO.top())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.text()
        note = self.note(text)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRect(note.translated(4, 5))
        painter.setBrush(NOTE)
        painter.setPen(QPen(NOTE.darker(125), 1))
        painter.drawRect(note)
        painter.setBrush(QColor("#c8372d"))
        painter.setPen(QPen(QColor("#7d1f18"), 1))
        painter.drawEllipse(QPointF(note.center().x(), note.top() + 4), 7, 7)
        painter.setPen(MUTED_INK)
        painter.setFont(font(L.BOARD_TEXT, bold=True))
        painter.drawText(note.adjusted(14, 10, -14, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         tr("What happened"))
        body = note.adjusted(14, 16 + L.BOARD_TEXT, -14, -8)
        painter.setPen(INK)
        painter.setFont(font(L.BOARD_TEXT))
        painter.drawText(body, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, text)


class DuelSign(QGraphicsItem):
    """The board hanging in the sky: which duel is being fought, where, and between whom."""

    def __init__(self) -> None:
        super().__init__()
        self.duel = -1
        self.duellists: tuple[tuple[int, str, QColor], tuple[int, str, QColor]] | None = None
        self.over = False
        self.setZValue(12)

    def boundingRect(self) -> QRectF:
        return L.DUEL_SIGN.adjusted(-4, -24, 4, 6)

    def set_duel(self, duel: int, duellists: tuple[tuple[int, str, QColor], tuple[int, str, QColor]] | None,
                 over: bool) -> None:
        """``duellists``: (seat, name, colour) of the left and the right figure's owners."""
        self.duel, self.duellists, self.over = duel, duellists, over
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = L.DUEL_SIGN
        painter.setPen(QPen(QColor("#5d5d5d"), 2))
        painter.drawLine(QPointF(board.left() + 40, board.top() - 22), QPointF(board.left() + 40, board.top()))
        painter.drawLine(QPointF(board.right() - 40, board.top() - 22), QPointF(board.right() - 40, board.top()))
        painter.setPen(QPen(QColor("#1c3b2e"), 3))
        painter.setBrush(QColor("#2c5b46"))
        painter.drawRoundedRect(board, 10, 10)
        painter.setPen(QColor("#f5f1e0"))
        painter.setFont(font(L.BOARD_TEXT, bold=True))
        inside = board.adjusted(14, 8, -14, -10)
        if self.over or not 0 <= self.duel < len(SCHEDULE) or self.duellists is None:
            text = tr("The game is over.") if self.over else tr("The figures wait on the steps")
            painter.drawText(inside, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
            return
        level, _ = SCHEDULE[self.duel]
        line = L.BOARD_TEXT + 8
        painter.drawText(QRectF(inside.left(), inside.top(), inside.width(), line),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fmt(tr("Duel %1 of %2"), self.duel + 1, len(SCHEDULE)))
        where = duel_place(level)
        painter.setFont(fitted(where, inside.width(), L.BOARD_TEXT))
        painter.drawText(QRectF(inside.left(), inside.top() + line, inside.width(), line),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, where)
        name_font = font(L.BOARD_TEXT, bold=True)
        plate_height = (inside.bottom() - inside.top() - 2 * line - 12) / 2
        for side, (seat, name, colour) in enumerate(self.duellists):
            plate = QRectF(inside.left(), inside.top() + 2 * line + 6 + side * (plate_height + 6), inside.width(),
                           plate_height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(plate, 8, 8)
            painter.save()
            painter.translate(plate.left() + 22, plate.center().y())
            painter.setBrush(ink_on(colour))
            painter.drawPath(mark_path(seat, 22))
            painter.restore()
            painter.setPen(ink_on(colour))
            painter.setFont(name_font)
            label = QFontMetrics(name_font).elidedText(name, Qt.TextElideMode.ElideRight, int(plate.width() - 52))
            painter.drawText(plate.adjusted(42, 0, -8, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             label)


def duel_place(level: int) -> str:
    """Where the duel of ``level`` is fought, as the sign names it: the final is named as such, with its stake (it
    read "Second floor", where the boss's suite is won), in as few words as fit the sign in the lettering of the
    other duels' places ("The final, for the boss's suite", wider than the sign, was set smaller than them)."""
    return level_title(level) if level < BOSS_LEVEL - 1 else tr("Final: the boss's suite")
