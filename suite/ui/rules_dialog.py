"""Each game's rules in our own words, in the interface's language, with a picture of the board."""

from __future__ import annotations

import importlib
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from suite.core.game import GameModule
from suite.core.i18n import fmt
from suite.ui.language import current_language, qt_tr
from suite.ui.retranslate import Retranslating

RULES_DIR = Path(__file__).resolve().parents[2] / "resources" / "rules"
BOARD_URL = QUrl("board:picture")


def rules_file(game_id: str, language: str) -> Path:
    return RULES_DIR / f"{game_id}.{language}.html"


class RulesDialog(Retranslating, QDialog):
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
        self.resize(820, 760)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(fmt(self.tr("Rules of %1"), qt_tr(self.module.info.name)))
        picture = importlib.import_module(self.module.table).board_picture(720, 480)
        document = self.browser.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, BOARD_URL, picture.toImage())
        self.browser.setHtml(rules_file(self.module.info.id, current_language()).read_text(encoding="utf-8"))
