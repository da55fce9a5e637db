"""Every kind of damage gives one SaveError naming the file, and the file is kept as .damaged."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

from suite.core.registry import Registry
from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.codec import converter_for
from suite.persistence.saves import NewerSave, SaveError, load_match

from .conftest import GOLDEN, PYTHON_WORDS, golden_dict, in_time

MEN_AT_WORK_GOLDEN = GOLDEN.with_name("men-at-work-schema1.json")

Damage = Callable[[dict[str, Any]], Any]


def _set(key: str, value: Any) -> Damage:
    return lambda d: {**d, key: value}


def _edit(edit: Callable[[dict[str, Any]], None]) -> Damage:
    def damaged(d: dict[str, Any]) -> dict[str, Any]:
        d = copy.deepcopy(d)
        edit(d)
        return d

    return damaged



def todays_golden() -> dict[str, Any]:
    """The golden save as this version writes it, under today's rules: its log must then lead to its
    position (an older version's log may not, ``test_older_rules``)."""
    return {**golden_dict(), "rules_version": REGISTRY.get("buro-crazy").info.rules_version}


TEXT_DAMAGE: dict[str, tuple[bytes, str]] = {
    "not JSON": (b"this is not a save", "is not valid JSON (line 1, column 1)"),
    "truncated": (GOLDEN.read_bytes()[:1000], "is not valid JSON"),
    "empty": (b"", "is not valid JSON"),
    "not UTF-8": (b'{"format": "ludoth\xe8que-save"}', "is not UTF-8 text (byte 18)"),
    "NaN": (GOLDEN.read_bytes().replace(b'"seed": 7', b'"seed": NaN'), "is not valid JSON"),
    "nested too deep": (b"[" * 200_000 + b"]" * 200_000, "is not valid JSON"),
    "a lone surrogate": (
        GOLDEN.read_bytes().replace("Zoé".encode(), b"Zo\\udc00"),
        "holds a value that cannot be written again (a text holds half of a character (a lone surrogate))",
    ),
}

JSON_DAMAGE: dict[str, tuple[Damage, str]] = {
    "a list": (lambda d: [d], "is not a Ludothèque save"),
    "no format marker": (_edit(lambda d: d.pop("format")), "is not a Ludothèque save"),
    "wrong format marker": (_set("format", "ludotheque-settings"), "is not a Ludothèque save"),
    "no schema version": (_edit(lambda d: d.pop("schema_version")), "does not say which version"),
    "schema version as text": (_set("schema_version", "1"), "does not say which version"),
    "schema never written": (_set("schema_version", 0), "uses save format 0, which no Ludothèque ever wrote"),
    "older rules": (_set("rules_version", 0), "follows older rules of this game (version 0)"),
    "missing field": (_edit(lambda d: d.pop("seed")), "has a damaged header (required field missing @ $.seed)"),
    "seed as text": (_set("seed", "7"), "has a damaged header (expected an integer, found a string @ $.seed)"),
    "cursor as float": (_set("cursor", 15.0), "expected an integer, found a decimal number @ $.cursor"),
    "cursor as bool": (_set("cursor", True), "expected an integer, found true or false @ $.cursor"),
    "log not a list": (_set("log", {"0": {}}), "$.log"),
    "seat without name": (_edit(lambda d: d["seats"][1].pop("name")), "$.seats[1].name"),
    "seat colour as number": (_edit(lambda d: d["seats"][2].update(colour=3)), "$.seats[2].colour"),
    "seat name null": (_edit(lambda d: d["seats"][0].update(name=None)), "expected a string, found null @ $.seats[0]"),
    "date without zone": (_set("created", "2025-06-01T09:30:00"), "has no time zone"),
    "not a date": (_set("updated", "last Tuesday"), "$.updated"),
    "extra field": (_set("cheats", True), "extra fields found (cheats)"),
    "extra field in the state": (
        _edit(lambda d: d["state"].update(jokers=2)),
        "has damaged game data (extra fields found (jokers)",
    ),
    "card count as text": (
        _edit(lambda d: d["state"]["hands"][0].__setitem__(0, "4")),
        "has damaged game data (expected an integer, found a string @ $.state.hands[0][0])",
    ),
    "cards as a string": (_edit(lambda d: d["state"].update(kitchen="00000")), "has damaged game data"),
    "unknown action type": (
        _edit(lambda d: d["log"][3].update(type="Cheat")),
        'unknown kind of record "Cheat" @ $.log[3]',
    ),
    "options for 9 players": (_set("options", {"players": 9}), "has damaged game data"),
    "events kept of a game that replays": (
        _edit(lambda d: d.update(schema_version=2, events=[[]] * 16)),
        "has damaged game data (events kept of a game that keeps none)",
    ),
    "cursor past the log": (_set("cursor", 17), "stands at move 17 of a game of 16 moves"),
    "negative cursor": (_set("cursor", -1), "stands at move -1 of a game of 16 moves"),
    "seats and options disagree": (_edit(lambda d: d["seats"].pop()), "holds a game that cannot be set up"),
    "a seat of an unknown level": (
        _edit(lambda d: d["seats"][1].update(kind="superhard")),
        'holds a game that cannot be set up (seat 2 is of an unknown kind "superhard")',
    ),
    "a seat of no kind": (_edit(lambda d: d["seats"][2].update(kind="")), 'seat 3 is of an unknown kind ""'),
    "a seat kind in capitals": (_edit(lambda d: d["seats"][0].update(kind="HUMAN")), 'seat 1 is of an unknown kind'),
    "a name of 100 KB": (
        _edit(lambda d: d["seats"][0].update(name="Zoé" * 34_000)),
        "(the name of seat 1 is longer than 40 characters)",
    ),
    "a name on two lines": (_edit(lambda d: d["seats"][3].update(name="Bob\nBob")), "seat 4 holds a control character"),
    "a negative seed": (_set("seed", -1), "(the seed -1 is not between 0 and 2^64 - 1)"),
    "a seed of 2^64": (_set("seed", 2**64), "(the seed 18446744073709551616 is not between 0 and 2^64 - 1)"),
    "a log longer than any game": (
        _edit(lambda d: d["log"].extend([d["log"][1]] * saves.MAX_LOG)),
        f"has {saves.MAX_LOG + 16} moves, more than any game takes",
    ),
    "illegal action in the log": (
        _edit(lambda d: d["log"][1].update(cards=[9, 9, 9, 9, 9])),
        "has moves that do not lead to its position",
    ),
    "action out of turn": (_edit(lambda d: d["log"].insert(0, {"cards": [0] * 5, "type": "Bid"})), "do not lead"),
    "no moves but a game under way": (_edit(lambda d: d.update(log=[], cursor=0)), "do not lead to its position"),
    "state edited": (_edit(lambda d: d["state"]["hands"][0].__setitem__(4, 9)), "do not lead to its position"),
    "log edited": (_edit(lambda d: d["log"][2].update(cards=[0, 2, 0, 3, 3])), "do not lead to its position"),
}


def _check_kept(path: Path, content: bytes, problem: SaveError, expected: str) -> None:
    message = str(problem)
    assert message == problem.describe()
    assert message.startswith(f'The file "{path.name}" ') or message.startswith(f'The save "{path.name}" ')
    assert expected in message
    assert message.endswith(f'; it was kept as "{path.name}.damaged".')
    assert "\n" not in message and "Traceback" not in message
    assert not PYTHON_WORDS.search(message), "what the file holds, in JSON's words"
    assert not path.exists()
    assert problem.kept_as == path.with_name(path.name + ".damaged")
    assert problem.kept_as.read_bytes() == content


@pytest.mark.parametrize("kind", TEXT_DAMAGE)
def test_damaged_text_is_refused_and_kept(tmp_path: Path, kind: str) -> None:
    content, expected = TEXT_DAMAGE[kind]
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    _check_kept(path, content, caught.value, expected)


@pytest.mark.parametrize("kind", JSON_DAMAGE)
def test_damaged_content_is_refused_and_kept(tmp_path: Path, kind: str) -> None:
    damage, expected = JSON_DAMAGE[kind]
    content = json.dumps(damage(todays_golden()), ensure_ascii=False).encode("utf-8")
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    _check_kept(path, content, caught.value, expected)


def test_a_number_too_large_to_write_again_is_refused(tmp_path: Path) -> None:
    """``1e400`` is valid JSON and reads as infinity: the match would load, and then never save again."""
    document = json.loads(MEN_AT_WORK_GOLDEN.read_text(encoding="utf-8"))
    document["state"]["site"]["pieces"][0]["pose"]["x"] = 123.25
    content = json.dumps(document).replace("123.25", "1e400").encode("utf-8")
    path = tmp_path / "far.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    expected = "has damaged game data (a number too large to be written again @ $.state.site.pieces[0].pose.x)"
    _check_kept(path, content, caught.value, expected)


_OURS = REGISTRY.get("buro-crazy").info.rules_version
NEWER: dict[str, tuple[Damage, str]] = {
    "newer schema": (_set("schema_version", 3), "(save format 3; this one reads up to 2)"),
    "unknown game": (_set("game_id", "chess"), "(a game this one does not know: chess)"),
    "newer rules": (_set("rules_version", _OURS + 1), f"(rules version {_OURS + 1}; this one plays version {_OURS})"),
}


@pytest.mark.parametrize("kind", NEWER)
def test_a_save_of_a_newer_version_is_refused_and_left_as_it_is(tmp_path: Path, kind: str) -> None:
    """Not damaged: the newer Ludothèque that made it still lists and opens it under its own name."""
    damage, expected = NEWER[kind]
    content = json.dumps(damage(todays_golden()), ensure_ascii=False).encode("utf-8")
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(NewerSave) as caught:
        load_match(path, REGISTRY)
    assert str(caught.value) == f'The save "game.json" was made by a newer version of Ludothèque {expected}.'
    assert caught.value.kept_as is None and path.read_bytes() == content
    assert sorted(tmp_path.iterdir()) == [path]


def test_a_file_too_large_is_not_read_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    path = tmp_path / "huge.json"
    path.write_bytes(GOLDEN.read_bytes())
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    _check_kept(path, GOLDEN.read_bytes(), caught.value, "is larger than")


def test_a_missing_file_is_an_error_and_nothing_is_renamed(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        load_match(tmp_path / "gone.json", REGISTRY)
    assert str(caught.value) == 'The file "gone.json" does not exist.'
    assert caught.value.kept_as is None
    assert list(tmp_path.iterdir()) == []


def test_a_folder_named_like_a_save_is_left_where_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError) as caught:
        load_match(folder, REGISTRY)
    assert str(caught.value) == 'The file "folder.json" is not a regular file (a folder, a device or a pipe).'
    assert folder.is_dir() and caught.value.kept_as is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_named_like_a_save_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    problem = in_time(lambda: load_match(pipe, REGISTRY))
    assert isinstance(problem, SaveError) and problem.kept_as is None
    assert str(problem) == 'The file "pipe.json" is not a regular file (a folder, a device or a pipe).'
    assert pipe.is_fifo()


def test_earlier_damaged_copies_are_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    for attempt in range(3):
        path.write_text(f"damage {attempt}", encoding="utf-8")
        with pytest.raises(SaveError):
            load_match(path, REGISTRY)
    kept = {p.name: p.read_text(encoding="utf-8") for p in tmp_path.iterdir()}
    assert kept == {
        "game.json.damaged": "damage 0",
        "game.json.damaged.1": "damage 1",
        "game.json.damaged.2": "damage 2",
    }


def test_a_game_whose_replay_is_not_exact_trusts_its_state(tmp_path: Path) -> None:
    """A physics game's log may not replay on another machine: its state is loaded regardless, with
    the moves up to the cursor for the record but no history to undo into."""
    module = REGISTRY.get("buro-crazy")
    physics_like = Registry([attrs.evolve(module, info=attrs.evolve(module.info, exact_replay=False))])
    damaged = todays_golden()
    damaged["log"][1]["cards"] = [9, 9, 9, 9, 9]
    path = tmp_path / "physics.json"
    path.write_text(json.dumps(damaged), encoding="utf-8")
    match = load_match(path, physics_like).match
    assert match.state == converter_for(match.module).structure(damaged["state"], match.module.state_type)
    assert (match.cursor, len(match.log)) == (15, 15)
    assert not match.history_available(14)


def test_the_message_can_be_translated_whole(tmp_path: Path) -> None:
    french = {
        'The file "%1" is not valid JSON (line %2, column %3)': (
            "Le fichier « %1 » n’est pas du JSON valide (ligne %2, colonne %3)"
        ),
        '%1; it was kept as "%2".': "%1\u00a0; il a été conservé sous le nom « %2 ».",
    }
    path = tmp_path / "partie.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    assert caught.value.describe(lambda text, *_: french[text]) == (
        "Le fichier « partie.json » n’est pas du JSON valide (ligne 1, colonne 2)\u00a0; "
        "il a été conservé sous le nom « partie.json.damaged »."
    )


def test_details_from_the_file_are_shortened(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps({**todays_golden(), "game_id": "x" * 10_000}), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    assert len(str(caught.value)) < 300
