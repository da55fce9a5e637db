"""The window when files say no: a disk that refuses autosaves, statistics that cannot be written,
counts no dialog expected, a newer version's save, and what a crash mid-write left behind."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.paths import AppPaths
from suite.persistence.saves import load_match, save_match
from suite.persistence.stats import load_stats
from suite.ui.saved_games import SavedGamesDialog
from suite.ui.statistics import StatisticsDialog
from suite.ui.window import MainWindow

BURO = REGISTRY.get("buro-crazy")
GOLDEN = Path(__file__).resolve().parents[1] / "data" / "saves" / "buro-crazy-schema1.json"


def bots_only(seed: int) -> Match:
    seats = [Seat(f"Bot {i}", colour, "random") for i, colour in enumerate(("red", "blue", "green"))]
    return Match(BURO, BURO.options_type(players=3), seats, seed)


def finished(seed: int) -> Match:
    match = bots_only(seed)
    bots = [BURO.make_bot("random") for _ in match.seats]
    while not match.is_over():
        if match.chance_step() is None:
            match.apply(match.bot_action(bots[match.to_move()]))
    return match


def test_a_full_disk_is_told_once_then_marked_and_tried_again_at_every_move(
    qtbot, window: MainWindow, problems: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    written = saves.write_json
    failures: list[int] = []

    def full_disk(path: Path, value: object) -> None:
        failures.append(1)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_json", full_disk)
    window.open_match(bots_only(3), None)
    qtbot.waitUntil(lambda: len(failures) >= 4, timeout=20000)
    mark = window.unsaved_mark
    assert len(problems) == 1 and "No space left on device" in problems[0]
    assert not mark.isHidden() and mark.text() == "Not saved" and "No space left on device" in mark.toolTip()

    monkeypatch.setattr(saves, "write_json", written)
    qtbot.waitUntil(mark.isHidden, timeout=20000)
    assert len(problems) == 1, "the disk said no several times, the player was told once"
    window.autosaver.flush()
    assert load_match(window.autosave_path, REGISTRY).match.cursor > 0


def test_statistics_that_cannot_be_written_end_the_game_with_one_message(
    qtbot, window: MainWindow, problems: list[str]
) -> None:
    window.paths.stats_file.mkdir(parents=True)
    match = finished(4)
    match.rewind(match.cursor - 1)
    window.open_match(match, None)
    match.rewind(match.cursor + 1)  # the last move is played: the result is counted when the page closes
    window.back_to_launcher()
    assert window.stack.currentWidget() is window.launcher
    assert problems == ['The file "stats.json" cannot be written (Is a directory).']


def test_a_count_beyond_32_bits_is_shown(qtbot, paths: AppPaths) -> None:
    huge = 2**40
    figures = {"games": {"buro-crazy": {"matches": huge, "seats": {"human": {"played": huge, "won": 7}}}}}
    paths.stats_file.write_text(json.dumps(figures), encoding="utf-8")
    dialog = StatisticsDialog(paths)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 2).text() == str(huge)
    assert dialog.note.text().startswith(f"Finished games in all: {huge}\n")
    assert load_stats(paths).problem is None


def test_a_newer_version_s_save_is_listed_as_such_and_cannot_be_opened(qtbot, paths: AppPaths) -> None:
    newer = paths.saves_dir / "from-the-future.json"
    newer.parent.mkdir(parents=True)
    content = json.dumps({**json.loads(GOLDEN.read_text(encoding="utf-8")), "schema_version": 7})
    newer.write_text(content, encoding="utf-8")
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    assert dialog.table.item(0, 0).text() == "from-the-future.json"
    assert dialog.table.item(0, 2).text() == "made by a newer version of Ludothèque"
    assert not dialog.open_button.isEnabled()
    cell = dialog.table.visualItemRect(dialog.table.item(0, 0)).center()
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert dialog.chosen is None and newer.read_text(encoding="utf-8") == content


def test_opening_a_newer_version_s_save_says_so_and_leaves_it(window: MainWindow, problems: list[str]) -> None:
    newer = window.paths.saves_dir / "newer-rules.json"
    newer.parent.mkdir(parents=True)
    newer.write_text(json.dumps({**json.loads(GOLDEN.read_text(encoding="utf-8")), "rules_version": 9}))
    window.open_file(newer)
    assert window.page is None and len(problems) == 1
    assert problems[0].startswith('The save "newer-rules.json" was made by a newer version of Ludothèque')
    assert sorted(p.name for p in newer.parent.iterdir()) == ["newer-rules.json"]


def test_what_a_crash_left_in_the_middle_of_a_write_goes_at_the_next_start(qtbot, paths: AppPaths) -> None:
    paths.saves_dir.mkdir(parents=True)
    kept = save_match(bots_only(5), paths.saves_dir / "kept.json")
    left_behind = [
        paths.saves_dir / ".autosave-buro-crazy-20250101-000000.json.k3j_9x2a.tmp",
        paths.root / ".stats.json.abcdefgh.tmp",
        paths.root / ".settings.json.01234567.tmp",
    ]
    for path in left_behind:
        path.write_bytes(b"{half a sa")
    mine = paths.saves_dir / "notes.tmp"
    mine.write_text("not ours", encoding="utf-8")
    window = MainWindow(paths)
    qtbot.addWidget(window)
    assert not any(path.exists() for path in left_behind)
    assert kept.exists() and mine.exists() and paths.settings_file.exists()
    window.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_pipes_named_like_our_files_block_neither_the_start_nor_continue(
    qtbot, paths: AppPaths, problems: list[str]
) -> None:
    paths.saves_dir.mkdir(parents=True)
    os.mkfifo(paths.saves_dir / "autosave-buro-crazy-20250101-000000.json")
    os.mkfifo(paths.stats_file)
    paths.settings_file.unlink()
    os.mkfifo(paths.settings_file)
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    window.continue_game()
    statistics = StatisticsDialog(paths, window)
    assert window.page is None and "is not a regular file" in statistics.note.text()
    assert all("is not a regular file" in problem for problem in problems) and len(problems) == 2
    window.close()
