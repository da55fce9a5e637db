"""Saved games lists every unfinished game, each with its own autosave, and the games the player
kept; deleting one asks first, naming the game and its date; a row is as tall as its wrapped text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.saves import autosave, new_autosave_path, save_match
from suite.ui.saved_games import SavedGamesDialog

BURO = REGISTRY.get("buro-crazy")


def played(seed: int, moves: int | None = None, names: tuple[str, ...] = ()) -> Match:
    """A match of random moves, to its end or until ``moves`` actions are logged; players ``names``
    (three made up if none)."""
    names = names or tuple(f"P{seed}-{i}" for i in range(3))
    match = Match(BURO, BURO.options_type(players=len(names)), [Seat(name, "red") for name in names], seed)
    rng = Rng(seed)
    while not match.is_over() and (moves is None or match.cursor < moves):
        if match.chance_step() is None:
            legal = match.rules.legal_actions(match.state)
            match.apply(legal[rng.randrange(len(legal))])
    return match


def rows(dialog: SavedGamesDialog) -> list[tuple[str, ...]]:
    table = dialog.table
    return [tuple(table.item(r, c).text() for c in range(table.columnCount())) for r in range(table.rowCount())]


def test_every_unfinished_game_and_every_kept_one_is_listed(qtbot, paths: AppPaths) -> None:
    autosave(played(1, moves=4), new_autosave_path(paths, "buro-crazy"))
    autosave(played(2, moves=6), new_autosave_path(paths, "buro-crazy"))
    save_match(played(3), paths.saves_dir / "kept.json")
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    listed = rows(dialog)
    assert [(game, progress) for game, _, progress, _ in listed] == [
        ("Buro Crazy", "finished"),
        ("Buro Crazy (autosave)", "duel 3 of 15"),
        ("Buro Crazy (autosave)", "duel 2 of 15"),
    ]
    assert [players.split(" (")[0] for *_, players in listed] == ["P3-0", "P2-0", "P1-0"]


def test_deleting_asks_first_and_no_keeps_the_game(qtbot, paths: AppPaths, monkeypatch) -> None:
    path = autosave(played(1, moves=4), new_autosave_path(paths, "buro-crazy"))
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(parent, title: str, text: str, buttons, default) -> QMessageBox.StandardButton:
        assert default == QMessageBox.StandardButton.No, "Enter alone never deletes"
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    date = dialog.table.item(0, 1).text()
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert asked == [f"Delete the game of Buro Crazy from {date} for good?"]
    assert path.exists() and dialog.table.rowCount() == 1
    answer[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and dialog.table.rowCount() == 0


def test_deleting_a_file_that_cannot_be_read_names_the_file(qtbot, paths: AppPaths, monkeypatch) -> None:
    broken = paths.saves_dir / "autosave-broken.json"
    broken.parent.mkdir(parents=True)
    broken.write_text("{", encoding="utf-8")
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda parent, title, text, *rest: asked.append(text) or QMessageBox.StandardButton.No
    )
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert asked == ['Delete "autosave-broken.json" for good?'] and broken.exists()


def test_a_row_is_as_tall_as_its_wrapped_players(qtbot, paths: AppPaths) -> None:
    """Five long names wrap over three lines or more in a narrow dialog (as French names did in a
    French one): the rows kept one height and cut them."""
    names = ("Marie-Amélie de la Tour", "Jean-Baptiste Delacroix", "Anne-Sophie Beaumont",
             "Pierre-Alexandre Fontaine", "Éléonore Vandenberghe")  # fmt: skip
    save_match(played(1, moves=4, names=names), paths.saves_dir / "five.json")
    save_match(played(2, moves=4), paths.saves_dir / "three.json")
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    dialog.resize(640, 420)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    five = next(row for row in range(table.rowCount()) if "Marie" in table.item(row, 3).text())
    assert table.sizeHintForRow(five) > table.sizeHintForRow(1 - five), "the five names take more lines"
    for row in range(table.rowCount()):
        assert table.rowHeight(row) >= table.sizeHintForRow(row)
