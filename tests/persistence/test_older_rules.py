"""A save of an older rules version opens where it stands. ``buro-crazy-rules1-5p.json`` was written by
Ludothèque before ruling B15 (rules version 1): a 5-player game whose kitchen reset, under version 1,
took the roof's cards where today's rules take the supply's, so its log no longer replays."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import attrs
import pytest

from suite.core.game import IllegalAction
from suite.core.match import replay
from suite.games import REGISTRY
from suite.persistence.codec import converter_for
from suite.persistence.saves import load_match, save_match

OLDER = Path(__file__).resolve().parents[1] / "data" / "saves" / "buro-crazy-rules1-5p.json"


@pytest.fixture
def older(tmp_path: Path) -> Path:
    """A copy: a failing load would rename the file it reads."""
    return Path(shutil.copy(OLDER, tmp_path / OLDER.name))


def read(path: Path) -> tuple[Any, list[Any], Any]:
    """The save's options, log and state, read with the game's converter."""
    module = REGISTRY.get("buro-crazy")
    converter, document = converter_for(module), json.loads(path.read_text(encoding="utf-8"))
    return (
        converter.structure(document["options"], module.options_type),
        converter.structure(document["log"], list[module.action_type]),
        converter.structure(document["state"], module.state_type),
    )


def test_the_log_no_longer_replays_under_todays_rules() -> None:
    """The premise: before the older-rules path this save was called damaged."""
    module = REGISTRY.get("buro-crazy")
    assert json.loads(OLDER.read_text(encoding="utf-8"))["rules_version"] == 1 < module.info.rules_version
    options, log, _ = read(OLDER)
    with pytest.raises(IllegalAction, match="chance does not act now"):
        replay(module, options, 5, log)


def test_an_older_rules_save_opens_at_its_position_without_its_history(older: Path) -> None:
    match = load_match(older, REGISTRY).match
    assert match.state == read(OLDER)[2] and not match.is_over()
    assert not match.replayed and match.rules_version == 1
    assert not match.history_available(match.cursor - 1), "moves played under other rules are not undone"


def test_it_plays_to_the_end_and_saves_as_a_game_begun_under_those_rules(older: Path, tmp_path: Path) -> None:
    module = REGISTRY.get("buro-crazy")
    match = load_match(older, REGISTRY).match
    bot = module.make_bot("easy")
    while not match.is_over():
        if match.chance_step() is None:
            match.apply(match.bot_action(bot))
    again = save_match(match, tmp_path / "again.json")
    assert json.loads(again.read_text(encoding="utf-8"))["rules_version"] == 1
    reloaded = load_match(again, REGISTRY).match
    assert reloaded.state == match.state and reloaded.is_over()


POWER_STRUGGLE_1 = OLDER.with_name("power-struggle-rules1.json")
"""Written under Power Struggle's rules version 1, before the briber and the target reckoned a bribe in
each other's money (``State.reckoned``); a bribe was taken at move 24 of its log."""


def test_a_power_struggle_save_of_rules_version_1_opens_and_plays_on(tmp_path: Path) -> None:
    path = Path(shutil.copy(POWER_STRUGGLE_1, tmp_path / POWER_STRUGGLE_1.name))
    module = REGISTRY.get("power-struggle")
    assert json.loads(path.read_text(encoding="utf-8"))["rules_version"] == 1 < module.info.rules_version
    match = load_match(path, REGISTRY).match
    replayed = replay(module, match.options, 3, match.log)
    assert match.state.reckoned == () and replayed.reckoned, "its log now replays to a position that reckons"
    assert match.state == attrs.evolve(replayed, reckoned=()) and match.rules_version == 1
    bot = module.make_bot("easy")
    for _ in range(20):
        if match.chance_step() is None:
            match.apply(match.bot_action(bot))
    assert load_match(save_match(match, tmp_path / "again.json"), REGISTRY).match.state == match.state
