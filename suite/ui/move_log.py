"""How the move log draws its entries: every line wrapped, none ever cut, in a font that grows
with the window (``log_font``).

A list view wraps an entry only between words and clips a word wider than its column, and a move
can hold one: the kitchen laid out as 20+10+10+5+5+2+2+2+2+1+1. This delegate wraps at word
boundaries where it can and anywhere else where it must, and makes each entry exactly as tall as
its lines at the column's present width, so a narrow log shows every word of every entry.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, QSize
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

PADDING = (4, 3)
"""Between an entry's text and its edges, horizontally and vertically."""
SMALLEST_WINDOW = QSize(1024, 700)
"""The smallest window the suite is made for: there the log writes in the application's font."""
MOST_GROWTH = 1.5
"""The log's font grows with the window up to this many times the application's: at 1920×1080 about as
large as a scaled table's texts beside it, and no larger in a still larger window, where a log in
huge letters would show only a few moves."""


def growth(window: QSize) -> float:
    """How much the texts beside a table grow in a window of size ``window``: as much as a table scaled to
    fit the window grows (the narrower of its two sides decides), by 1 to ``MOST_GROWTH``."""
    scale = min(window.width() / SMALLEST_WINDOW.width(), window.height() / SMALLEST_WINDOW.height())
    return min(max(scale, 1.0), MOST_GROWTH)


def log_font(window: QSize) -> QFont:
    """The log's font in a window of size ``window``: the application's, grown by ``growth``. In the
    application's font alone the log stayed small at 1920×1080 beside the table's texts."""
    return grown_font(growth(window))


def grown_font(factor: float) -> QFont:
    """The application's font, ``factor`` times larger."""
    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(round(font.pixelSize() * factor))
    return font


class MoveLogDelegate(QStyledItemDelegate):
    """Paints a log entry's background as the style does, then its text wrapped in full."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    @staticmethod
    def _text_option() -> QTextOption:
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        return option

    def text_height(self, text: str, width: float, option: QStyleOptionViewItem) -> float:
        """The height of ``text`` wrapped at ``width``, in the entry's font."""
        layout = QTextLayout(text, option.font)
        layout.setTextOption(self._text_option())
        layout.beginLayout()
        height = 0.0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            height += line.height()
        layout.endLayout()
        return max(height, QFontMetricsF(option.font).height())

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        self.initStyleOption(option, index)
        width = self.view.viewport().width() - 2 * PADDING[0]
        height = self.text_height(option.text, width, option)
        return QSize(self.view.viewport().width(), round(height + 0.5) + 2 * PADDING[1])

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        self.initStyleOption(option, index)
        text = option.text
        option.text = ""
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, self.view)
        painter.save()
        painter.setFont(option.font)
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        area = QRectF(option.rect).adjusted(PADDING[0], PADDING[1], -PADDING[0], -PADDING[1])
        painter.drawText(area, text, self._text_option())
        painter.restore()



class MoveLog(QListWidget):
    """The log's list. It keeps the newest entry in sight while the reader is at the end, even when
    entries change height after they were added: a log rebuilt on opening a game is laid out again at
    its final width, and a window is resized. Scrolled up by the reader, it stays where he put it.

    It scrolls by pixels: scrolling by whole entries of different heights, the list's end put the last
    few entries at the top of the column over an empty space, older entries that would have fitted
    out of sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self._step_by_lines()
        self._following = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._moved)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._step_by_lines()

    def _step_by_lines(self) -> None:
        """A turn of the wheel moves the log by a few lines of its font, not by a third of its height."""
        self.verticalScrollBar().setSingleStep(QFontMetrics(self.font()).lineSpacing())

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(maximum)

    def _moved(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()
