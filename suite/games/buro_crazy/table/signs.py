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
from suite.games.buro_crazy.rules.state import SCHEDULE
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.palette import INK, MUTED_INK, ink_on, mark_path
from suite.games.buro_crazy.table.texts import level_title, tr
from suite.ui.board.fonts import fitted, font, wrapped

NOTE = QColor("#fff1a6")


class MemoItem(QGraphicsItem):
    """A sticky note pinned in the sky with the caption of the moment."""

    def __init__(self) -> None:
        super().__init__()
        self.caption: Callable[[], str] | None = None
        self.setZValue(60)
        self.setVisible(False)
        self.setTransformOriginPoint(L.MEMO.center())
        self.setRotation(-1.2)

    def boundingRect(self) -> QRectF:
        return L.MEMO.adjusted(-6, -14, 8, 10)

    def show_caption(self, caption: Callable[[], str] | None) -> None:
        self.caption = caption
        self.setVisible(caption is not None)
        self.update()

    def text(self) -> str:
        return self.caption() if self.caption else ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        note = L.MEMO
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
        painter.setFont(font(13, bold=True))
        painter.drawText(note.adjusted(14, 12, -14, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         tr("What happened"))
        body = note.adjusted(14, 34, -14, -10)
        text = self.text()
        painter.setPen(INK)
        painter.setFont(wrapped(text, body, 19, smallest=12))
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
        painter.setFont(font(19, bold=True))
        title = board.adjusted(14, 8, -14, 0)
        if self.over:
            painter.setFont(fitted(tr("The game is over."), board.width() - 20, 19, bold=True))
            painter.drawText(board, Qt.AlignmentFlag.AlignCenter, tr("The game is over."))
            return
        if not 0 <= self.duel < len(SCHEDULE) or self.duellists is None:
            painter.setFont(fitted(tr("The figures wait on the steps"), board.width() - 20, 19, bold=True))
            painter.drawText(board, Qt.AlignmentFlag.AlignCenter, tr("The figures wait on the steps"))
            return
        level, _ = SCHEDULE[self.duel]
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         fmt(tr("Duel %1 of %2"), self.duel + 1, len(SCHEDULE)))
        painter.setFont(fitted(level_title(level), 150, 15))
        painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, level_title(level))
        row = QRectF(board.left() + 12, board.top() + 46, board.width() - 24, 60)
        versus = tr("vs")
        versus_font = font(16, bold=True)
        gap = QFontMetrics(versus_font).horizontalAdvance(versus) + 16
        half = (row.width() - gap) / 2
        for side, (seat, name, colour) in enumerate(self.duellists):
            x = row.left() if side == 0 else row.right() - half
            plate = QRectF(x, row.top(), half, 44)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(plate, 8, 8)
            painter.save()
            painter.translate(plate.left() + 20, plate.center().y())
            painter.setBrush(ink_on(colour))
            painter.drawPath(mark_path(seat, 20))
            painter.restore()
            painter.setPen(ink_on(colour))
            painter.setFont(font(16, bold=True))
            label = QFontMetrics(font(16, bold=True)).elidedText(name, Qt.TextElideMode.ElideRight, int(half - 44))
            painter.drawText(plate.adjusted(36, 0, -6, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             label)
        painter.setPen(QColor("#f5f1e0"))
        painter.setFont(versus_font)
        painter.drawText(QRectF(row.left() + half, row.top(), gap, 44), Qt.AlignmentFlag.AlignCenter, versus)
