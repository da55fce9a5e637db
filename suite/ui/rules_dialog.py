"""Each game's rules in our own words, in the interface's language, with a picture of the board.

A page may show more pictures than the board: each ``<img src="board:NAME" width=… height=…>`` other than
``board:picture`` is asked from its table's optional ``rules_picture(name, width, height)`` (Men at Work
shows its cards and rules that way), so the pictures are painted by the table itself, at the screen's
pixel ratio and in the interface's language.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from importlib.resources.abc import Traversable
from types import ModuleType

from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QFontMetrics, QImage, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from suite.core.game import GameModule
from suite.core.i18n import fmt
from suite.core.package_data import data
from suite.ui.language import current_language, qt_tr
from suite.ui.move_log import log_font
from suite.ui.retranslate import Retranslating

RULES_DIR = data("resources", "rules")
"""``suite/resources/rules``, through ``importlib.resources``."""
BOARD_URL = QUrl("board:picture")
SIZE = (820, 760)
"""The dialog's least size, when the window leaves room for it."""
SCREEN_SHARE = (0.6, 0.88)
"""The share of the screen's available width and height the dialog takes, when it is more than ``SIZE``: at
1920×1080 a dialog of ``SIZE`` left most of the screen empty and the rules to be read in a small box."""
LINE_LETTERS = 90
"""The longest line of the rules, in average letters: in a dialog 1152 pixels wide a line ran to 190 letters of
small print, tiring to follow back to the next. The text stands in a centred column; the pictures fit in it."""
MARGIN = 48
"""What the dialog leaves of its window (and of the screen) on each axis, so that it lies within it."""
DOCUMENT_MARGIN = 4.0
"""The page's own margin on each side, in pixels (``QTextDocument``'s)."""
PICTURE = (720, 480)
"""The board picture's size in the page, before the screen's pixel ratio."""
BOARD_IMAGE = re.compile(r'<img\b[^>]*\bsrc="board:([\w-]+)"[^>]*>')
"""An image of the page that the table paints, and its name."""


def rules_file(game_id: str, language: str) -> Traversable:
    return RULES_DIR / f"{game_id}.{language}.html"


def named_pictures(html: str) -> Iterator[tuple[str, int, int]]:
    """The pictures a page asks its table for (every ``board:`` image but the board picture), each with
    the width and height its tag gives, which such a tag must give: the table paints it at that size."""
    for tag in BOARD_IMAGE.finditer(html):
        name = tag.group(1)
        if name == BOARD_URL.path():
            continue
        size = [re.search(rf'\b{side}="(\d+)"', tag.group(0)) for side in ("width", "height")]
        if size[0] is None or size[1] is None:
            raise ValueError(f"the rules page's picture {name!r} needs a width and a height")
        yield name, int(size[0].group(1)), int(size[1].group(1))


def dialog_size(screen: QSize, window: QSize) -> QSize:
    """The dialog's size on a screen whose available area is ``screen``, opened from a window of size ``window``:
    a good share of the screen, at least ``SIZE``, always within the window and the screen by ``MARGIN``."""
    room = window.boundedTo(screen)
    width = max(SIZE[0], round(screen.width() * SCREEN_SHARE[0]))
    height = max(SIZE[1], round(screen.height() * SCREEN_SHARE[1]))
    return QSize(min(width, room.width() - MARGIN), min(height, room.height() - MARGIN))


class ColumnBrowser(QTextBrowser):
    """A page whose text stands in a centred column of at most ``LINE_LETTERS`` letters."""

    def column(self) -> float:
        """The width of the text's column, in pixels, never narrower than the pictures."""
        return max(QFontMetrics(self.font()).averageCharWidth() * LINE_LETTERS, PICTURE[0])

    def setHtml(self, html: str) -> None:  # type: ignore[override]
        super().setHtml(html)
        self._centre()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._centre()

    def _centre(self) -> None:
        """The page's side margins take what the viewport has beyond the column (the top keeps its own)."""
        side = max(0.0, (self.viewport().width() - 2 * DOCUMENT_MARGIN - self.column()) / 2)
        root = self.document().rootFrame()
        frame = root.frameFormat()
        if frame.leftMargin() != side:
            frame.setLeftMargin(side)
            frame.setRightMargin(side)
            root.setFrameFormat(frame)


class RulesDialog(Retranslating, QDialog):
    """The rules page, sized to lie within the window it opens from."""

    def __init__(self, module: GameModule, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.module = module
        self.browser = ColumnBrowser()
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        screen = self.screen().availableGeometry().size()
        window = parent.window().size() if parent is not None else screen
        self.browser.setFont(log_font(window))  # as large as the log's beside the table
        self.resize(dialog_size(screen, window))
        self.retranslate()


    def retranslate(self) -> None:
        self.setWindowTitle(fmt(self.tr("Rules of %1"), qt_tr(self.module.info.name)))
        ratio = self.devicePixelRatioF()
        width, height = PICTURE
        table = importlib.import_module(self.module.table)
        self._add_picture(BOARD_URL, table.board_picture(round(width * ratio), round(height * ratio)).toImage())
        html = rules_file(self.module.info.id, current_language()).read_text(encoding="utf-8")
        self._add_named_pictures(table, html)
        self.browser.setHtml(html)

    def _add_named_pictures(self, table: ModuleType, html: str) -> None:
        """The page's other pictures, from the table's ``rules_picture`` when it has one."""
        paint = getattr(table, "rules_picture", None)
        if paint is None:
            return
        ratio = self.devicePixelRatioF()
        for name, width, height in named_pictures(html):
            self._add_picture(QUrl(f"board:{name}"), paint(name, round(width * ratio), round(height * ratio)).toImage())

    def _add_picture(self, url: QUrl, image: QImage) -> None:
        """Hands the page an image painted at the screen's pixel ratio, so it is laid out at its tag's size."""
        image.setDevicePixelRatio(self.devicePixelRatioF())
        self.browser.document().addResource(QTextDocument.ResourceType.ImageResource, url, image)
