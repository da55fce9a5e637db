"""Autosaves (one per match), the Saved games list, Continue, and deleting."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.paths import AppPaths
from suite.persistence.saves import (
    SaveError,
    autosave,
    autosave_to_continue,
    delete_save,
    list_saves,
    load_match,
    new_autosave_path,
    new_save_path,
    save_match,
)

from .conftest import GOLDEN, golden_dict, new_match, play


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[datetime]]:
    """Each save happens one minute after the previous one; ``clock[0]`` is the next time."""
    now = [datetime(2025, 3, 1, 12, 0, tzinfo=UTC)]

    def tick() -> datetime:
        moment = now[0]
        now[0] = moment + timedelta(minutes=1)
        return moment

    monkeypatch.setattr(saves, "_utc_now", tick)
    yield now


def test_every_match_has_its_own_autosave_file(paths: AppPaths, clock: list[datetime]) -> None:
    first = new_autosave_path(paths, "buro-crazy")
    assert first == paths.saves_dir / "autosave-buro-crazy-20250301-120000.ludotheque"
    one = play(new_match(seed=21), moves=6)
    assert autosave(one, first) == first
    clock[0] = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)  # the next match starts within the same second
    second = new_autosave_path(paths, "buro-crazy")
    assert second == paths.saves_dir / "autosave-buro-crazy-20250301-120000-2.ludotheque"
    other = play(new_match(seed=22), moves=3)
    autosave(other, second)
    assert load_match(first, REGISTRY).match.log == one.log
    assert load_match(second, REGISTRY).match.log == other.log


def test_an_autosave_keeps_the_creation_time_of_its_file(paths: AppPaths, clock: list[datetime]) -> None:
    match, path = new_match(seed=21), new_autosave_path(paths, "buro-crazy")
    first = load_match(autosave(play(match, moves=3), path), REGISTRY)
    later = load_match(autosave(play(match, moves=9), path), REGISTRY)
    assert later.created == first.created < later.updated
    assert later.match.cursor == 9


def test_two_matches_of_the_same_game_keep_both_autosaves(paths: AppPaths, clock: list[datetime]) -> None:
    first_path = new_autosave_path(paths, "buro-crazy")
    first = load_match(autosave(play(new_match(seed=21), moves=3), first_path), REGISTRY)
    other = load_match(autosave(play(new_match(seed=22), moves=5), new_autosave_path(paths, "buro-crazy")), REGISTRY)
    assert other.path != first.path and other.created > first.created
    assert load_match(first_path, REGISTRY).match.seed == 21 and other.match.seed == 22
    onlooker = [other.match.rules.view(m.state, None) for m in (other.match, first.match)]
    assert [s.view for s in list_saves(paths, REGISTRY)] == onlooker


def test_a_damaged_previous_autosave_is_simply_replaced(paths: AppPaths, clock: list[datetime]) -> None:
    path = new_autosave_path(paths, "buro-crazy")
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    assert load_match(autosave(new_match(), path), REGISTRY).match.cursor == 0


def test_continue_takes_the_unfinished_autosave_updated_last(paths: AppPaths, clock: list[datetime]) -> None:
    assert autosave_to_continue(paths, REGISTRY) is None
    older = autosave(new_match(), paths.saves_dir / "autosave-old-game.json")
    newer = autosave(play(new_match(), moves=2), new_autosave_path(paths, "buro-crazy"))
    save_match(play(new_match(), moves=4), paths.saves_dir / "manual.json")
    assert autosave_to_continue(paths, REGISTRY) == newer, "a save the player made is not an autosave"
    autosave_old = json.loads(older.read_text(encoding="utf-8"))
    autosave_old["updated"] = "2030-01-01T00:00:00Z"
    older.write_text(json.dumps(autosave_old), encoding="utf-8")
    assert autosave_to_continue(paths, REGISTRY) == older


def test_continue_never_takes_a_finished_game(paths: AppPaths, clock: list[datetime]) -> None:
    unfinished = autosave(play(new_match(seed=3), moves=5), new_autosave_path(paths, "buro-crazy"))
    autosave(play(new_match(seed=4)), new_autosave_path(paths, "buro-crazy"))  # updated last, but over
    assert autosave_to_continue(paths, REGISTRY) == unfinished
    delete_save(unfinished)
    assert autosave_to_continue(paths, REGISTRY) is None


def test_continue_skips_unreadable_autosaves_unless_there_is_nothing_else(
    paths: AppPaths, clock: list[datetime]
) -> None:
    readable = autosave(new_match(), new_autosave_path(paths, "buro-crazy"))
    broken = paths.saves_dir / "autosave-broken.json"
    broken.write_text("[", encoding="utf-8")
    assert autosave_to_continue(paths, REGISTRY) == readable
    delete_save(readable)
    assert autosave_to_continue(paths, REGISTRY) == broken
    assert broken.exists(), "choosing a file to continue reads it and leaves it where it is"


def test_an_autosave_of_an_earlier_version_is_listed_continued_and_kept(paths: AppPaths, clock: list[datetime]) -> None:
    """Before every match had its own, autosaves were ``autosave-<game>.json``, one per game."""
    legacy = paths.saves_dir / "autosave-buro-crazy.json"
    legacy.parent.mkdir(parents=True)
    shutil.copy(GOLDEN, legacy)
    (listed,) = list_saves(paths, REGISTRY)
    assert (listed.path, listed.is_autosave, listed.game_name, listed.over) == (legacy, True, "Buro Crazy", False)
    assert autosave_to_continue(paths, REGISTRY) == legacy
    loaded = load_match(legacy, REGISTRY)
    assert listed.view == loaded.match.rules.view(loaded.match.state, None) and loaded.match.cursor == 15
    autosave(play(loaded.match, moves=17), legacy)
    again = load_match(legacy, REGISTRY)
    assert again.created == loaded.created == datetime(2025, 6, 1, 9, 30, tzinfo=UTC)
    assert again.match.cursor == 17 and sorted(paths.saves_dir.iterdir()) == [legacy]


def test_list_saves_describes_each_save(paths: AppPaths, clock: list[datetime]) -> None:
    assert list_saves(paths, REGISTRY) == []
    done = play(new_match(seed=4, players=3, kinds=("human", "hard", "easy")))
    finished = save_match(done, paths.saves_dir / "finished.json")
    seven = play(new_match(), moves=7)
    running = autosave(seven, new_autosave_path(paths, "buro-crazy"))
    listed = list_saves(paths, REGISTRY)
    assert [s.path for s in listed] == [running, finished], "the most recently updated first"
    latest, older = listed
    assert (latest.is_autosave, latest.view, latest.over) == (True, seven.rules.view(seven.state, None), False)
    assert (older.is_autosave, older.view, older.over) == (False, done.rules.view(done.state, None), True)
    assert older.game_id == "buro-crazy" and older.game_name == "Buro Crazy"
    assert [(s.name, s.kind) for s in older.seats] == [("P0", "human"), ("P1", "hard"), ("P2", "easy")]
    assert older.created == older.updated == datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    assert latest.problem is None


def test_list_saves_shows_unreadable_files_without_touching_them(paths: AppPaths, clock: list[datetime]) -> None:
    good = save_match(new_match(), paths.saves_dir / "good.json")
    (paths.saves_dir / "b-broken.json").write_text("not a save", encoding="utf-8")
    (paths.saves_dir / "a-future.json").write_text(
        json.dumps({"format": "ludotheque-save", "schema_version": 99}), encoding="utf-8"
    )
    (paths.saves_dir / "notes.txt").write_text("ignored", encoding="utf-8")
    (paths.saves_dir / "old.json.damaged").write_text("ignored", encoding="utf-8")
    listed = list_saves(paths, REGISTRY)
    assert [s.path.name for s in listed] == ["good.json", "a-future.json", "b-broken.json"]
    assert listed[0].problem is None
    assert listed[1].newer and "made by a newer version of Ludothèque" in str(listed[1].problem)
    assert str(listed[2].problem).startswith('The file "b-broken.json" is not valid JSON')
    assert listed[2].game_id == "" and listed[2].updated is None
    assert sorted(p.name for p in paths.saves_dir.iterdir()) == [
        "a-future.json",
        "b-broken.json",
        "good.json",
        "notes.txt",
        "old.json.damaged",
    ]
    assert good.exists()


def test_a_save_whose_state_confuses_the_rules_is_listed_as_unreadable(paths: AppPaths, clock: list[datetime]) -> None:
    path = save_match(new_match(), paths.saves_dir / "odd.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["state"]["board"] = []
    document["state"]["duel"] = 3
    path.write_text(json.dumps(document), encoding="utf-8")
    (listed,) = list_saves(paths, REGISTRY)
    # Where the rules trip over it (building the state, or asking who is to move) is the game's business.
    problem = r'The save "odd\.json" (holds a game that cannot be set up|has damaged game data) \('
    assert re.match(problem, str(listed.problem))
    assert listed.updated is None and not listed.over


LISTED_AS_OPENED: dict[str, Callable[[dict[str, Any]], None]] = {
    "a seat of an unknown level": lambda d: d["seats"][1].update(kind="superhard"),
    "a seat of no kind": lambda d: d["seats"][0].update(kind=""),
    "a move of the log damaged": lambda d: d["log"][2].update(cards="lots"),
    "options for another table": lambda d: d["options"].update(players=3),
    "a name of 100 KB": lambda d: d["seats"][2].update(name="x" * 100_000),
}


@pytest.mark.parametrize("kind", LISTED_AS_OPENED)
def test_the_list_shows_as_damaged_what_opening_refuses(paths: AppPaths, clock: list[datetime], kind: str) -> None:
    """The list makes every check that opening makes but the replay: it never shows as fine a file that
    opening then refuses for another reason."""
    path = save_match(play(new_match(), moves=6), paths.saves_dir / "odd.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    LISTED_AS_OPENED[kind](document)
    path.write_text(json.dumps(document), encoding="utf-8")
    (listed,) = list_saves(paths, REGISTRY)
    assert listed.problem is not None and listed.updated is None
    with pytest.raises(SaveError) as refused:
        load_match(path, REGISTRY)
    assert str(refused.value) == str(listed.problem)[:-1] + '; it was kept as "odd.json.damaged".'


def test_a_log_that_does_not_replay_is_listed_until_opening_sets_it_aside(
    paths: AppPaths, clock: list[datetime]
) -> None:
    """The list defers the replay (it would cost a whole game per file); opening makes it, and a file
    it refuses leaves the list, so a broken game is never shown as fine for good."""
    path = save_match(play(new_match(), moves=6), paths.saves_dir / "edited.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["log"][2]["cards"] = [0, 2, 0, 3, 3]
    path.write_text(json.dumps(document), encoding="utf-8")
    (listed,) = list_saves(paths, REGISTRY)
    assert listed.problem is None
    with pytest.raises(SaveError, match="has moves that do not lead to its position"):
        load_match(path, REGISTRY)
    assert list_saves(paths, REGISTRY) == []


def test_a_newer_version_s_autosave_is_never_continued(paths: AppPaths, clock: list[datetime]) -> None:
    newer = paths.saves_dir / "autosave-tic-tac-toe-20300101-000000.json"
    newer.parent.mkdir(parents=True)
    newer.write_text(json.dumps({**golden_dict(), "game_id": "tic-tac-toe"}), encoding="utf-8")
    assert autosave_to_continue(paths, REGISTRY) is None
    (listed,) = list_saves(paths, REGISTRY)
    assert listed.newer and listed.path == newer and newer.exists()


def test_delete_save(paths: AppPaths, clock: list[datetime]) -> None:
    path = save_match(new_match(), paths.saves_dir / "x.json")
    delete_save(path)
    assert not path.exists()
    delete_save(path)  # already gone: nothing to do


def test_delete_save_reports_a_refusal(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match=r'The file "folder\.json" cannot be deleted'):
        delete_save(folder)


def test_new_save_path_never_reuses_a_name(paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "_utc_now", lambda: datetime(2025, 3, 1, 12, 0, 5, tzinfo=UTC))
    first = new_save_path(paths, "buro-crazy")
    assert first == paths.saves_dir / "buro-crazy-20250301-120005.ludotheque"
    save_match(new_match(), first)
    second = save_match(new_match(), new_save_path(paths, "buro-crazy"))
    assert second.name == "buro-crazy-20250301-120005-2.ludotheque"
    assert new_save_path(paths, "buro-crazy").name == "buro-crazy-20250301-120005-3.ludotheque"


def test_saves_of_both_extensions_are_listed_and_continued(paths: AppPaths, clock: list[datetime]) -> None:
    """Saves are ``*.ludotheque`` now; the ``*.json`` ones of earlier versions stay listed and continued."""
    old_manual = save_match(new_match(), paths.saves_dir / "before-the-file-type.json")
    old_autosave = autosave(play(new_match(), moves=2), paths.saves_dir / "autosave-buro-crazy-20240101-000000.json")
    manual = save_match(play(new_match(), moves=3), new_save_path(paths, "buro-crazy"))
    own = autosave(play(new_match(), moves=4), new_autosave_path(paths, "buro-crazy"))
    assert manual.suffix == own.suffix == saves.SAVE_SUFFIX == ".ludotheque"
    listed = list_saves(paths, REGISTRY)
    assert [s.path for s in listed] == [own, manual, old_autosave, old_manual]
    assert [s.is_autosave for s in listed] == [True, False, True, False]
    assert autosave_to_continue(paths, REGISTRY) == own
    delete_save(own)
    assert autosave_to_continue(paths, REGISTRY) == old_autosave
    assert load_match(old_manual, REGISTRY).match.cursor == 0


@pytest.mark.parametrize(
    ("chosen", "written"),
    [("game", "game.ludotheque"), ("game.ludotheque", "game.ludotheque"), ("game.json", "game.json"),
     ("my.game", "my.game.ludotheque"), ("GAME.LUDOTHEQUE", "GAME.LUDOTHEQUE")],
)  # fmt: skip
def test_a_chosen_name_gets_the_save_extension_unless_it_has_one(chosen: str, written: str) -> None:
    assert saves.with_save_suffix(Path("/somewhere") / chosen) == Path("/somewhere") / written
