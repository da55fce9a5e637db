"""Settings: the language, applied at once (the whole window switches live) and remembered."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from suite.ui.retranslate import Retranslating


class SettingsDialog(Retranslating, QDialog):
    """``languageChosen(code or None)`` as soon as the person picks one (None: follow the system)."""

    languageChosen = Signal(object)

    def __init__(self, language: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = QComboBox()
        self.language.addItem("", None)
        self.language.addItem("Français", "fr")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.language.currentIndexChanged.connect(lambda _: self.languageChosen.emit(self.language.currentData()))
        self.label = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.accept)
        layout = QFormLayout(self)
        layout.addRow(self.label, self.language)
        layout.addRow(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.label.setText(self.tr("Language"))
        self.language.setItemText(0, self.tr("As the system"))
