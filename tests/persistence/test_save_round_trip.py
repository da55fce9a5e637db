"""A saved match comes back exactly; a failed write never costs the previous save."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from suite.core.bots import random_move
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence import files, saves
from suite.persistence.saves import SaveError, load_match, save_match

from .conftest import new_match, play


def assert_same_match(loaded: Match, original: Match) -> None:
    assert loaded.module is original.module
    assert loaded.options == original.options
    assert loaded.seats == original.seats
    assert loaded.seed == original.seed
    assert loaded.log == original.log
    assert loaded.cursor == original.cursor
    assert loaded.state == original.state


def test_a_finished_match_round_trips(tmp_path: Path) -> None:
    match = play(new_match(seed=3, players=5, kinds=("human", "easy", "normal", "hard", "random")))
    assert match.is_over()
    loaded = load_match(save_match(match, tmp_path / "done.json"), REGISTRY)
    assert_same_match(loaded.match, match)
    assert loaded.match.is_over()
    assert loaded.match.outcome() == match.outcome()


def test_an_unfinished_match_round_trips_with_its_undo_history(tmp_path: Path) -> None:
    match = play(new_match(seed=11, players=3), moves=12)
    match.rewind(9)
    loaded = load_match(save_match(match, tmp_path / "mid.json"), REGISTRY).match
    assert_same_match(loaded, match)
    assert len(loaded.log) == 12, "the moves after the cursor stay available for redo"
    assert all(loaded.history_available(i) for i in range(13))
    loaded.rewind(12)
    assert loaded.state == match.state_at(12)


def test_the_loaded_match_plays_on_like_the_original(tmp_path: Path) -> None:
    match = play(new_match(seed=5), moves=10)
    loaded = load_match(save_match(match, tmp_path / "x.json"), REGISTRY).match
    assert play(loaded, seed=9).log == play(match, seed=9).log


def test_times_are_utc_and_created_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = datetime(2025, 1, 2, 3, 4, 5, 678000, tzinfo=UTC)
    later = datetime(2025, 1, 3, 0, 0, tzinfo=UTC)
    path = tmp_path / "t.json"
    monkeypatch.setattr(saves, "_utc_now", lambda: later)
    save_match(new_match(), path, created=first)
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert (raw["created"], raw["updated"]) == ("2025-01-02T03:04:05.678Z", "2025-01-03T00:00:00.000Z")
    loaded = load_match(path, REGISTRY)
    assert (loaded.created, loaded.updated) == (first, later)


def test_the_envelope_has_every_field_of_the_design(tmp_path: Path) -> None:
    raw = json.loads(save_match(new_match(), tmp_path / "e.json").read_text(encoding="utf-8"))
    assert list(raw) == [
        "format",
        "schema_version",
        "app_version",
        "game_id",
        "rules_version",
        "created",
        "updated",
        "options",
        "seats",
        "seed",
        "log",
        "events",
        "cursor",
        "state",
    ]
    assert raw["format"] == "ludotheque-save"
    assert raw["schema_version"] == saves.SCHEMA_VERSION
    assert raw["seats"][0] == {"name": "P0", "colour": "red", "kind": "human"}


@pytest.mark.parametrize("failing", ["os.replace", "os.fsync"])
def test_a_failed_write_keeps_the_previous_save_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "slot.json"
    save_match(play(new_match(), moves=5), path)
    before = path.read_bytes()

    def refuse(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, failing.split(".")[1], refuse)
    with pytest.raises(SaveError) as caught:
        save_match(play(new_match(), moves=8), path)
    monkeypatch.undo()
    assert str(caught.value) == 'The file "slot.json" cannot be written (No space left on device).'
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["slot.json"], "no temporary file is left behind"
    assert len(load_match(path, REGISTRY).match.log) == 5


def test_a_write_interrupted_halfway_leaves_no_trace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "slot.json"
    save_match(new_match(), path)
    before = path.read_bytes()

    class Interrupted(BaseException):
        pass

    def interrupt(fd: int) -> None:
        raise Interrupted

    monkeypatch.setattr(files.os, "fsync", interrupt)
    with pytest.raises(Interrupted):
        save_match(play(new_match(), moves=4), path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["slot.json"]


def test_saving_creates_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "s.json"
    save_match(new_match(), path)
    assert load_match(path, REGISTRY).match.cursor == 0


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_game_loads_back_with_its_whole_history(tmp_path: Path, game_id: str) -> None:
    """Every game's actions survive JSON (enums come back as enums), so its log replays on load; a
    game whose replay is not exact (physics) is loaded as saved, without replaying its log."""
    module = REGISTRY.get(game_id)
    players = module.info.min_players
    seats = [Seat(f"P{i}", colour) for i, colour in enumerate(("red", "blue", "green", "yellow", "purple")[:players])]
    match = Match(module, module.default_options(players), seats, seed=3)
    rng = Rng(8)
    for _ in range(80):
        match.play_chance()
        if match.is_over():
            break
        match.apply(random_move(module.rules, match.state, rng))
    loaded = load_match(save_match(match, tmp_path / f"{game_id}.json"), REGISTRY).match
    assert loaded.replayed == module.info.exact_replay
    assert loaded.state == match.state and loaded.log == match.log
    assert [type(a) for a in loaded.log] == [type(a) for a in match.log]
