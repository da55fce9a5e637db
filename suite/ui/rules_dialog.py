"""Each game's rules in our own words, in the interface's language, with a picture of the board."""

from __future__ import annotations

import importlib
from importlib.resources.abc import Traversable

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from suite.core.game import GameModule
from suite.core.i18n import fmt
from suite.core.package_data import data
from suite.ui.language import current_language, qt_tr
from suite.ui.retranslate import Retranslating

RULES_DIR = data("resources", "rules")
"""``suite/resources/rules``, through ``importlib.resources``."""
BOARD_URL = QUrl("board:picture")
SIZE = (820, 760)
"""The dialog's size when the window leaves room for it."""
MARGIN = 48
"""What the dialog leaves of its window on each axis, so that it lies within it."""
PICTURE = (720, 480)
"""The board picture's size in the page, before the screen's pixel ratio."""


def rules_file(game_id: str, language: str) -> Traversable:
    return RULES_DIR / f"{game_id}.{language}.html"


class RulesDialog(Retranslating, QDialog):
    """The rules page, sized to lie within the window it opens from."""

    def __init__(self, module: GameModule, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.module = module
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        room = parent.window().size() if parent is not None else self.screen().availableGeometry().size()
        self.resize(min(SIZE[0], room.width() - MARGIN), min(SIZE[1], room.height() - MARGIN))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(fmt(self.tr("Rules of %1"), qt_tr(self.module.info.name)))
        ratio = self.devicePixelRatioF()
        width, height = PICTURE
        picture = importlib.import_module(self.module.table).board_picture(round(width * ratio), round(height * ratio))
        image = picture.toImage()
        image.setDevicePixelRatio(ratio)
        document = self.browser.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, BOARD_URL, image)
        self.browser.setHtml(rules_file(self.module.info.id, current_language()).read_text(encoding="utf-8"))
