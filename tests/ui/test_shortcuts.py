"""The keyboard shortcuts dialog: ``?`` opens it, and it lists every key of the window and the table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.buro_crazy.table import key_help
from suite.games.buro_crazy.table.hand import KEYS
from suite.games.buro_crazy.table.table import VALUE_KEYS, card_value
from suite.persistence.paths import AppPaths
from suite.ui import shortcuts
from suite.ui.language import LanguageSwitcher
from suite.ui.shortcuts import ShortcutsDialog
from suite.ui.window import MainWindow

RULES = Path(__file__).resolve().parents[2] / "suite" / "resources" / "rules"


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = MainWindow(paths)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    yield win
    win.close()


def opened_by_question_mark(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> ShortcutsDialog:
    shown: list[ShortcutsDialog] = []

    class Recording(ShortcutsDialog):
        def exec(self) -> int:
            shown.append(self)
            return 0

    monkeypatch.setattr(shortcuts, "ShortcutsDialog", Recording)
    qtbot.keyClick(window.focusWidget() or window, "?")
    assert len(shown) == 1
    qtbot.addWidget(shown[0])
    return shown[0]


def test_question_mark_on_the_launcher_lists_the_window_launcher_and_table_keys(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    sections = dict(opened_by_question_mark(qtbot, window, monkeypatch).sections())
    assert list(sections) == ["Window", "The games", "Buro Crazy table", "Power Struggle table", "Men at Work table"]
    shortcuts_of_the_window = {
        action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        for menu in (window.file_menu, window.game_menu, window.settings_menu, window.help_menu)
        for action in menu.actions()
        if not action.shortcut().isEmpty()
    }
    assert {keys for keys, _ in sections["Window"]} == shortcuts_of_the_window
    assert {"Ctrl+S", "Ctrl+Z", "H", "F1", "?"} <= shortcuts_of_the_window
    assert ("?", "Keyboard shortcuts") in sections["Window"]
    assert len({keys for keys, _ in sections["Window"]}) == len(sections["Window"]), "each key once"
    assert window.rules_action in window.help_menu.actions(), "the rules in the Help menu, where people look"
    assert sections["Buro Crazy table"] == key_help()


def test_question_mark_works_on_the_game_table_too(qtbot, window: MainWindow, monkeypatch) -> None:
    module = REGISTRY.get("buro-crazy")
    seats = [Seat("Ana", "red"), Seat("Bo", "blue", "easy"), Seat("Cy", "green", "easy")]
    window.open_match(Match(module, module.options_type(players=3), seats, 2), None)
    assert window.focusWidget() is window.page.table
    assert "Buro Crazy table" in dict(opened_by_question_mark(qtbot, window, monkeypatch).sections())


def test_the_table_s_key_list_covers_every_key_it_answers() -> None:
    listed = " ".join(keys for keys, _ in key_help())
    for key in VALUE_KEYS:
        assert QKeySequence(key).toString() in listed
    assert "T" in listed, "the twenty's letter"
    assert [keys for keys, _ in key_help()[: len(KEYS)]] == [key() for key in KEYS], "written as the cards show"
    for word in ("Backspace", "Esc", "Enter", "Tab", "Space"):
        assert word in listed


@pytest.mark.parametrize(("language", "twenty"), [("en", "9 / T"), ("fr", "9 / V")])
def test_the_rules_name_the_card_keys_as_the_cards_show_them(qapp, language: str, twenty: str) -> None:
    """T, for twenty, meant nothing in French: there the 20's letter is V, for vingt."""
    rules = (RULES / f"buro-crazy.{language}.html").read_text(encoding="utf-8")
    switcher = LanguageSwitcher(qapp)
    try:
        switcher.use(language)
        assert [key() for key in KEYS] == ["1", "2", "5", "0", twenty]
        letter = Qt.Key.Key_T if language == "en" else Qt.Key.Key_V
        assert card_value(letter) == 4 and card_value(Qt.Key.Key_9) == 4
        assert card_value(Qt.Key.Key_V if language == "en" else Qt.Key.Key_T) is None
    finally:
        switcher.use("en")
    assert ", ".join(key() for key in KEYS[:4]) in rules and twenty in rules


def test_the_dialog_shows_its_sections_as_rows(qtbot) -> None:
    dialog = ShortcutsDialog([], REGISTRY.entries())
    qtbot.addWidget(dialog)
    tree = dialog.keys
    titles = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert titles == ["Window", "The games", "Buro Crazy table", "Power Struggle table", "Men at Work table"]
    table = tree.topLevelItem(2)
    assert [(table.child(i).text(0), table.child(i).text(1)) for i in range(table.childCount())] == key_help()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_explanation_is_shown_whole(qtbot, language: str) -> None:
    """French explanations are long: each takes the lines it needs instead of ending in "…"."""
    from suite.ui.language import LanguageSwitcher

    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use(language)
    try:
        dialog = ShortcutsDialog([], REGISTRY.entries())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.keys
        width = tree.columnWidth(1)
        for section in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount())):
            for row in (section.child(i) for i in range(section.childCount())):
                needed = tree.fontMetrics().boundingRect(QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap,
                                                         row.text(1))  # fmt: skip
                assert tree.visualItemRect(row).height() >= needed.height(), row.text(1)
    finally:
        switcher.use("en")
