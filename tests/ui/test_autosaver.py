"""Autosave off the GUI thread: the window hands over a record and the match's own file and goes on;
the worker writes the newest record of each file; closing waits for the last write, so no action is
lost."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
import shiboken6

from suite.core.match import Match, MatchRecord, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.paths import AppPaths
from suite.persistence.saves import load_match, new_autosave_path
from suite.ui import autosaver as autosaver_module
from suite.ui.autosaver import Autosaver

BURO = REGISTRY.get("buro-crazy")


def _match() -> Match:
    return Match(BURO, BURO.default_options(3), [Seat(f"P{i}", "red") for i in range(3)], 4)


def _step(match: Match, rng: Rng) -> None:
    if match.chance_step() is None:
        legal = match.rules.legal_actions(match.state)
        match.apply(legal[rng.randrange(len(legal))])


def test_the_last_record_handed_over_is_on_disk_after_flush(qtbot, paths: AppPaths) -> None:
    match, rng = _match(), Rng(1)
    path = new_autosave_path(paths, BURO.info.id)
    saver = Autosaver()
    for _ in range(25):
        _step(match, rng)
        saver.save(match, path)
    saver.flush()
    loaded = load_match(path, REGISTRY).match
    assert loaded.cursor == match.cursor and loaded.state == match.state and loaded.log == match.log


def test_records_for_two_files_are_both_written(qtbot, paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a newer record of the same file replaces a waiting one: another match's is never dropped."""
    started, release, written = threading.Event(), threading.Event(), []

    def slow_autosave(record: MatchRecord, path: Path) -> None:
        started.set()
        release.wait(5)
        written.append((path.name, record.cursor))

    monkeypatch.setattr(autosaver_module, "autosave", slow_autosave)
    one, other, rng = _match(), _match(), Rng(5)
    saver = Autosaver()
    _step(one, rng)
    saver.save(one, paths.saves_dir / "autosave-a.json")
    assert started.wait(5)  # the first record is being written, held up
    first = one.cursor
    for _ in range(3):
        _step(one, rng)
        saver.save(one, paths.saves_dir / "autosave-a.json")
    _step(other, rng)
    saver.save(other, paths.saves_dir / "autosave-b.json")
    release.set()
    saver.flush()
    assert written == [("autosave-a.json", first), ("autosave-a.json", one.cursor), ("autosave-b.json", other.cursor)]


def test_saving_returns_before_the_write_and_a_waiting_record_is_replaced(
    qtbot, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While one write is held up, the GUI thread goes on handing records; only the newest waits."""
    release, written = threading.Event(), []

    def slow_autosave(record: MatchRecord, path: Path) -> None:
        release.wait(5)
        written.append(record.cursor)

    monkeypatch.setattr(autosaver_module, "autosave", slow_autosave)
    match, rng = _match(), Rng(2)
    saver = Autosaver()
    path = new_autosave_path(paths, BURO.info.id)
    for _ in range(10):
        _step(match, rng)
        saver.save(match, path)  # returns at once although the first write is held up
    assert len(written) == 0
    release.set()
    saver.flush()
    assert written[-1] == match.cursor and len(written) <= 2


def test_a_record_is_a_frozen_moment(qtbot) -> None:
    match, rng = _match(), Rng(3)
    for _ in range(6):
        _step(match, rng)
    record = match.record()
    _step(match, rng)
    assert record.cursor == match.cursor - 1 and record.state == match.state_at(record.cursor)
    assert len(record.log) == record.cursor


def test_a_write_that_fails_is_reported_on_the_gui_thread(qtbot, paths: AppPaths, monkeypatch) -> None:
    def refuse(path, data) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_json", lambda path, value: refuse(path, value))
    saver = Autosaver()
    with qtbot.waitSignal(saver.problem, timeout=5000) as blocker:
        saver.save(_match(), new_autosave_path(paths, BURO.info.id))
    assert "cannot be written" in blocker.args[0].describe()


def test_a_write_that_ends_after_its_window_is_gone_raises_nothing(
    qtbot, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record handed over after the last flush is still written; with the autosaver deleted, telling
    how it went must not fail in the worker thread."""
    started, release, written, failures = threading.Event(), threading.Event(), threading.Event(), []

    def slow_autosave(record: MatchRecord, path: Path) -> None:
        started.set()
        release.wait(5)

    def told(record: MatchRecord, path: Path) -> None:
        try:
            original(record, path)
        finally:
            written.set()

    monkeypatch.setattr(autosaver_module, "autosave", slow_autosave)
    monkeypatch.setattr(threading, "excepthook", lambda args: failures.append(args.exc_value))
    saver = Autosaver()
    original, saver._write = saver._write, told
    saver.save(_match(), new_autosave_path(paths, BURO.info.id))
    assert started.wait(5)
    shiboken6.delete(saver)
    release.set()
    assert written.wait(5)
    assert failures == []
