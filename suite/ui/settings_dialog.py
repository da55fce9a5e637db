"""Settings: the language, the animation speed and whether the log tells the bots' reasons, each
applied at once (the whole window switches live, an open table animates at the new speed, the open
game's log tells the reasons from the bots' next moves) and remembered."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from suite.persistence.settings import ANIMATION_SPEEDS, Settings
from suite.ui.retranslate import Retranslating


class SettingsDialog(Retranslating, QDialog):
    """``languageChosen(code or None)`` as soon as the person picks one (None: follow the system);
    ``animationSpeedChosen(name)`` likewise, with a name of ``ANIMATION_SPEEDS``;
    ``botReasonsChosen(shown)`` when the box is ticked or cleared."""

    languageChosen = Signal(object)
    animationSpeedChosen = Signal(str)
    botReasonsChosen = Signal(bool)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = QComboBox()
        self.language.addItem("", None)
        self.language.addItem("Français", "fr")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.currentIndexChanged.connect(lambda _: self.languageChosen.emit(self.language.currentData()))
        self.speed = QComboBox()
        for name in ANIMATION_SPEEDS:
            self.speed.addItem("", name)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        self.speed.currentIndexChanged.connect(lambda _: self.animationSpeedChosen.emit(self.speed.currentData()))
        self.reasons = QCheckBox()
        self.reasons.setChecked(settings.bot_reasons)
        self.reasons.toggled.connect(self.botReasonsChosen.emit)
        self.reasons_when = QLabel()
        """When the reasons come in a game with people (``GamePage._reasons_shown``): a player who ticked
        the box and saw none during his game took the setting for broken."""
        self.reasons_when.setWordWrap(True)
        self.reasons_when.setObjectName("note")  # a note's look (greyed out, it read as a setting switched off)
        self.label = QLabel()
        self.speed_label = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.accept)
        layout = QFormLayout(self)
        layout.addRow(self.label, self.language)
        layout.addRow(self.speed_label, self.speed)
        layout.addRow(self.reasons)
        layout.addRow(self.reasons_when)
        layout.addRow(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.label.setText(self.tr("Language"))
        self.language.setItemText(0, self.tr("As the system"))
        self.speed_label.setText(self.tr("Animation speed"))
        self.reasons.setText(self.tr("Tell in the log why the bots play their moves"))
        self.reasons_when.setText(self.tr("In a game with people they are told once it is over: a reason could "
                                          "give away a choice the rules keep hidden, such as a bid not yet shown."))
        words = {
            "slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }  # fmt: skip
        for i in range(self.speed.count()):
            self.speed.setItemText(i, words[self.speed.itemData(i)])
