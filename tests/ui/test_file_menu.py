"""File > Open opens a save from any folder; File > Export writes the game on screen to a file of the
player's choice. A newer version's save, or a damaged one, says so in one sentence; the newer one is
left as it is, the damaged one kept aside whole (the loader's rule)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.saves import load_match, save_match
from suite.ui.window import MainWindow

BURO = REGISTRY.get("buro-crazy")
GOLDEN = Path(__file__).resolve().parents[1] / "data" / "saves" / "buro-crazy-schema1.json"


def choose(monkeypatch: pytest.MonkeyPatch, method: str, path: Path | None) -> None:
    """The file dialog answers ``path`` (None: the player cancelled)."""
    monkeypatch.setattr(MainWindow, method, lambda self, *_: path)


def a_match(seed: int = 4) -> Match:
    seats = [Seat(f"Bot {i}", colour, "random") for i, colour in enumerate(("red", "blue", "green"))]
    match = Match(BURO, BURO.options_type(players=3), seats, seed)
    match.play_chance()
    return match


@pytest.mark.parametrize("name", ["from a friend.ludotheque", "autosave-buro-crazy-old.json"])
def test_open_takes_a_save_from_anywhere(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str], name: str
) -> None:
    elsewhere = tmp_path / "downloads" / name
    elsewhere.parent.mkdir()
    match = a_match()
    save_match(match, elsewhere)
    choose(monkeypatch, "_choose_save_to_open", elsewhere)
    window.open_action.trigger()
    assert problems == [] and window.page is not None
    assert window.page.match.log == match.log
    assert window.save_path == elsewhere, "a file from elsewhere is the player's save, never an autosave"
    assert window.autosave_path.parent == window.paths.saves_dir


def test_open_cancelled_does_nothing(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    choose(monkeypatch, "_choose_save_to_open", None)
    window.open_action.trigger()
    assert window.page is None


def test_open_a_newer_version_s_save_says_so_and_leaves_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str]
) -> None:
    newer = tmp_path / "newer.ludotheque"
    content = json.dumps({**json.loads(GOLDEN.read_text(encoding="utf-8")), "schema_version": 99})
    newer.write_text(content, encoding="utf-8")
    choose(monkeypatch, "_choose_save_to_open", newer)
    window.open_action.trigger()
    assert window.page is None
    assert len(problems) == 1 and problems[0].startswith('The save "newer.ludotheque" was made by a newer version')
    assert problems[0].count(". ") == 0 and problems[0].endswith(".")
    assert newer.read_text(encoding="utf-8") == content


def test_open_a_damaged_save_says_so_and_leaves_it_as_it_is(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str]
) -> None:
    """A file from another folder is the player's own: it is not renamed, as the app's own damaged
    saves are (that keeps them out of the Saved games list)."""
    damaged = tmp_path / "broken.ludotheque"
    damaged.write_text('{"format": "ludotheque-save", "schema_version": 1', encoding="utf-8")
    choose(monkeypatch, "_choose_save_to_open", damaged)
    window.open_action.trigger()
    assert window.page is None and len(problems) == 1
    assert problems[0].startswith('The file "broken.ludotheque" is not valid JSON') and "kept" not in problems[0]
    assert not list(tmp_path.glob("broken.ludotheque.damaged*"))
    assert damaged.read_text(encoding="utf-8") == '{"format": "ludotheque-save", "schema_version": 1'


def test_export_writes_a_copy_with_the_save_extension(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str]
) -> None:
    assert not window.export_action.isEnabled(), "nothing to export on the launcher"
    match = a_match(seed=9)
    window.open_match(match, None)
    assert window.export_action.isEnabled()
    choose(monkeypatch, "_choose_export_path", tmp_path / "to share")
    window.export_action.trigger()
    exported = tmp_path / "to share.ludotheque"
    assert problems == []
    assert load_match(exported, REGISTRY).match.log == match.log
    assert window.save_path is None, "Save still writes where it did"
    assert window.statusBar().currentMessage() == 'Game exported to "to share.ludotheque".'


def test_export_suggests_a_save_name_of_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.open_match(a_match(), None)
    suggested: list[Path] = []
    monkeypatch.setattr(MainWindow, "_choose_export_path", lambda self, path: suggested.append(path))
    window.export_action.trigger()
    assert suggested[0].name.startswith("buro-crazy-") and suggested[0].suffix == ".ludotheque"


def test_export_to_a_folder_that_refuses_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str]
) -> None:
    window.open_match(a_match(), None)
    not_a_folder = tmp_path / "a file"
    not_a_folder.write_text("", encoding="utf-8")
    choose(monkeypatch, "_choose_export_path", not_a_folder / "game.ludotheque")
    window.export_action.trigger()
    assert len(problems) == 1 and problems[0].startswith('The file "game.ludotheque" cannot be written')


def test_the_file_dialogs_speak_french_where_qt_s_own_translation_stops(window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication, QFileDialog

    from suite.ui.language import LanguageSwitcher

    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use("fr")
    try:
        dialog = window._file_dialog(window.tr("Open a saved game"), tmp_path, [window.tr("All files (*)")])
        labels = [dialog.labelText(label) for label in (QFileDialog.DialogLabel.LookIn,
                                                        QFileDialog.DialogLabel.FileType)]  # fmt: skip
        assert labels == ["Voir dans\u00a0:", "Fichiers de type\u00a0:"]
        assert dialog.width() >= 860
    finally:
        switcher.use("en")


def test_file_holds_open_save_export_and_quit_and_game_what_is_done_at_the_table(qtbot, paths) -> None:
    """A player looks for Save under File, as in every desktop program (it was under Game)."""
    window = MainWindow(paths)
    qtbot.addWidget(window)
    file_actions = [a for a in window.file_menu.actions() if not a.isSeparator()]
    game_actions = [a for a in window.game_menu.actions() if not a.isSeparator()]
    assert file_actions == [window.open_action, window.save_action, window.save_as_action, window.export_action,
                            window.quit_action]  # fmt: skip
    assert game_actions == [window.continue_action, window.undo_action, window.hint_action, window.rules_action,
                            window.back_action]  # fmt: skip


def test_a_game_continued_is_saved_again_over_the_player_s_own_save(window: MainWindow) -> None:
    """After Continue, Save made a new file each time: three saves of one game in the list."""
    from suite.persistence.saves import is_autosave, save_files

    window.open_match(a_match(), None)
    window.save()
    first = window.save_path
    assert first is not None and first.is_file()
    window.back_to_launcher()
    window.continue_game()
    assert window.save_path == first, "the game continued knows its own save"
    window.save()
    window.save_as()
    assert window.save_path != first
    window.back_to_launcher()
    window.continue_game()
    window.save()
    own = [path for path in save_files(first.parent) if not is_autosave(path)]
    assert len(own) == 2 and window.save_path in own, "Save as made the second; Save wrote over it"


def test_a_closed_menu_gives_the_keys_back_to_the_table(qtbot, window: MainWindow) -> None:
    """Opened and closed again, a menu left the keyboard with the menu bar: the bid keys did nothing, and Enter
    opened a menu, until the table was clicked."""
    window.open_match(a_match(), None)
    table = window.page.table
    window.activateWindow()
    menu = window.game_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    table.clearFocus()
    assert window.focusWidget() is not table
    menu.hide()
    qtbot.waitUntil(lambda: window.focusWidget() is table, timeout=2000)


def test_save_says_when_the_action_begun_on_the_board_is_not_kept(window: MainWindow, monkeypatch) -> None:
    """Power Struggle: an employee placed of the two to hire, then Save: "Game saved.", and Continue brought
    back the choice of action, the employee gone, without a word."""
    window.open_match(a_match(), None)
    window.save()
    assert window.statusBar().currentMessage() == "Game saved."
    monkeypatch.setattr(window.page.table, "begun", lambda: ["a step"])
    window.save()
    assert "not the action you have begun" in window.statusBar().currentMessage()


def test_a_damaged_file_opened_over_a_game_leaves_the_game_on_screen(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problems: list[str]
) -> None:
    """File > Open of a damaged save, a game on screen: the warning came, then the list of games showed over the
    game still open (Save and Undo still offered for it, Back to the games leading nowhere)."""
    window.open_match(a_match(), None)
    page = window.page
    damaged = tmp_path / "damaged.ludotheque"
    damaged.write_text("{ not a save", encoding="utf-8")
    choose(monkeypatch, "_choose_save_to_open", damaged)
    window.open_action.trigger()
    assert len(problems) == 1
    assert window.page is page and window.stack.currentWidget() is page
