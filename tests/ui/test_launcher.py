"""The launcher from the keyboard, and its pictures in the language of the moment."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from suite.games import REGISTRY
from suite.ui.language import LanguageSwitcher
from suite.ui.launcher import GameCard, LauncherPage


def shown_launcher(qtbot) -> LauncherPage:
    launcher = LauncherPage(REGISTRY)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    return launcher


def test_enter_presses_the_focused_button(qtbot) -> None:
    launcher = shown_launcher(qtbot)
    pairs = ((launcher.stats_button, launcher.statistics), (launcher.cards[0].rules_button, launcher.rules))
    for button, signal in pairs:
        button.setFocus()
        with qtbot.waitSignal(signal, timeout=1000):
            qtbot.keyClick(button, Qt.Key.Key_Return)
    launcher.settings_button.setFocus()
    with qtbot.waitSignal(launcher.settings, timeout=1000):
        qtbot.keyClick(launcher.settings_button, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)


def test_the_cover_is_painted_again_in_the_new_language(qtbot) -> None:
    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use("en")
    launcher = shown_launcher(qtbot)
    card = launcher.cards[0]
    english = card.art.pixmap().toImage()
    switcher.use("fr")
    qtbot.waitUntil(lambda: card.art_language == "fr", timeout=2000)
    assert card.art.pixmap().toImage() != english
    switcher.use("en")
    qtbot.waitUntil(lambda: card.art_language == "en", timeout=2000)
    assert card.art.pixmap().toImage() == english


def test_each_cover_is_painted_once_at_its_size_before_the_launcher_is_drawn(qtbot, monkeypatch) -> None:
    painted: list[int] = []
    paint = GameCard.paint_art
    monkeypatch.setattr(GameCard, "paint_art", lambda card: (painted.append(card.art_width), paint(card)))
    launcher = LauncherPage(REGISTRY)
    qtbot.addWidget(launcher)
    assert painted == []
    launcher.resize(1400, 900)
    launcher.show()
    assert len(painted) == len(launcher.cards)  # within show(): the first frame has them
    qtbot.waitExposed(launcher)
    for card in launcher.cards:
        assert card.art.pixmap().width() == round(card.art_width * card.devicePixelRatioF())
    assert len(painted) == len(launcher.cards)
