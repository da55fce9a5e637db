"""The language switch reaches what Qt draws itself and what the launcher paints."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from suite.ui.language import LanguageSwitcher


def yes_no(box: QMessageBox) -> tuple[str, str]:
    return (box.button(QMessageBox.StandardButton.Yes).text(), box.button(QMessageBox.StandardButton.No).text())


def test_qt_standard_buttons_follow_the_language(qtbot) -> None:
    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use("en")
    box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    qtbot.addWidget(buttons)
    assert yes_no(box) == ("&Yes", "&No")
    switcher.use("fr")
    qtbot.waitUntil(lambda: yes_no(box) == ("&Oui", "&Non"), timeout=2000)
    assert sorted(button.text() for button in buttons.buttons()) == ["Annuler", "Fermer"]
    switcher.use("en")
    qtbot.waitUntil(lambda: yes_no(box) == ("&Yes", "&No"), timeout=2000)
    assert sorted(button.text() for button in buttons.buttons()) == ["Cancel", "Close"]


def test_a_new_switcher_replaces_the_translators_of_the_one_before(qtbot) -> None:
    LanguageSwitcher(QApplication.instance()).use("fr")
    LanguageSwitcher(QApplication.instance()).use("en")
    box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert yes_no(box) == ("&Yes", "&No")
