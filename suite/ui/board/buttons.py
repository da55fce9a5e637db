"""Buttons and other things a player can click on the table, with the keyboard focus they share.

Everything clickable is an ``Activatable``: the table cycles a focus frame over them with Tab and
activates the focused one with Space or Enter, so the keyboard reaches whatever the mouse does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from suite.ui.board.fonts import fitted, font

FOCUS = QColor("#ffbf1f")
"""The keyboard focus frame: a warm amber that stands out on wood, paper and sky alike."""


class Activatable(QGraphicsItem):
    """A clickable item: runs ``on_click`` when clicked while enabled; shows hover and focus."""

    def __init__(self, on_click: Callable[[], None], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.on_click = on_click
        self.enabled = True
        self.focused = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_focused(self, focused: bool) -> None:
        self.focused = focused
        self.update()

    def activate(self) -> None:
        if self.enabled and self.isVisible():
            self.on_click()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.activate()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        """A button hidden under the pointer gets no hover leave: forget the hover, or it comes
        back lit the next time it is shown."""
        if change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value:
            self.hovered = False
        return super().itemChange(change, value)


class ButtonItem(Activatable):
    """A rounded push button; ``text`` is a function so that a language switch only needs a repaint."""

    def __init__(
        self,
        rect: QRectF,
        text: Callable[[], str],
        on_click: Callable[[], None],
        colour: QColor,
        key: Callable[[], str] | None = None,
        parent: QGraphicsItem | None = None,
        text_size: float | None = None,
        key_size: float | None = None,
    ) -> None:
        """``text_size`` and ``key_size`` are in scene pixels; by default the text takes 42% of the
        height (20 at most) and the key under it 62% of that."""
        super().__init__(on_click, parent)
        self.rect = rect
        self.text = text
        self.colour = colour
        self.key = key
        self.text_size = min(20.0, rect.height() * 0.42) if text_size is None else text_size
        self.key_size = self.text_size * 0.62 if key_size is None else key_size
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.colour) if self.enabled else QColor("#8c8c8c")
        if self.hovered and self.enabled:
            base = base.lighter(115)
        radius = self.rect.height() * 0.3
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect.translated(0, 3), radius, radius)
        painter.setBrush(base)
        painter.setPen(QPen(base.darker(150), 1.5))
        painter.drawRoundedRect(self.rect, radius, radius)
        if self.focused:
            painter.setPen(QPen(FOCUS, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#e6e6e6"))
        text_rect = self.rect.adjusted(8, 0, -8, 0)
        if self.key is not None:
            painter.setFont(font(self.key_size))
            key_rect = text_rect.adjusted(0, 0, 0, -3)
            painter.drawText(key_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.key())
            text_rect = text_rect.adjusted(0, -self.key_size * 0.65, 0, -self.key_size * 0.65)
        text = self.text()
        painter.setFont(fitted(text, text_rect.width(), self.text_size, bold=True))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, text)
