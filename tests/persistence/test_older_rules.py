"""A save of an older rules version opens where it stands. ``buro-crazy-rules1-5p.json`` was written by
Ludothèque before ruling B15 (rules version 1): a 5-player game whose kitchen reset, under version 1,
took the roof's cards where today's rules take the supply's, so its log no longer replays."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

from suite.core.game import IllegalAction
from suite.core.match import Match, Seat, replay
from suite.games import REGISTRY
from suite.games.power_struggle.rules.events import CertificateBought, DepartmentsMerged, HeadAppointed, RefusalPaid
from suite.games.power_struggle.rules.state import Options
from suite.persistence.codec import converter_for
from suite.persistence.saves import load_match, save_match
from tests.games.power_struggle.positions import random_game

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


def _first_at(seed: int, found: Callable[[Any], bool]) -> tuple[Any, int] | None:
    """A seeded random game and the log position of the first move with an event ``found`` says it looks for."""
    log, states = random_game(seed, 4)
    cursor = next((i for i, s in enumerate(states) if any(found(e) for e in s.events)), None)
    return (log, cursor) if cursor else None


def _older_save(tmp_path: Path, log: Any, cursor: int, version: int, saved: Callable[[dict[str, Any]], bool]) -> Any:
    """The match of the first ``cursor`` moves of ``log``, saved as under rules ``version``, whose last state's
    events are only those ``saved`` keeps (as that version wrote them), then loaded; and the match it was saved
    from."""
    match = Match(REGISTRY.get("power-struggle"), Options(players=4), [Seat(f"P{i}", str(i)) for i in range(4)], 4)
    for action in log[:cursor]:
        match.apply(action)
    document = json.loads(save_match(match, tmp_path / "older.json").read_text(encoding="utf-8"))
    document["rules_version"] = version
    document["state"]["events"] = [e for e in document["state"]["events"] if saved(e)]
    path = tmp_path / "older.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return load_match(path, REGISTRY).match, match


def _plays_on(match: Match) -> None:
    bot = match.module.make_bot("easy")
    for _ in range(10):
        if match.chance_step() is None:
            match.apply(match.bot_action(bot))


def _refusal_paid(e: Any) -> bool:
    return isinstance(e, RefusalPaid) and e.lost


def _without_refusal_paid(e: dict[str, Any]) -> bool:
    """A version-2 save's event: there was no ``RefusalPaid``."""
    return e["type"] != "RefusalPaid"


def _told_since_version_4(e: Any) -> bool:
    return (
        (isinstance(e, HeadAppointed) and e.by_card)
        or isinstance(e, DepartmentsMerged)
        or (isinstance(e, RefusalPaid) and not e.lost)
    )


def _as_version_3(e: dict[str, Any]) -> bool:
    """A version-3 save's event: a ``HeadAppointed`` had no ``by_card``, a ``DepartmentsMerged`` no ``merged``, a
    ``RefusalPaid`` no ``lost`` (nor was one written for a player with no employee to lose)."""
    if e["type"] == "RefusalPaid" and e.pop("lost", True) is False:
        return False
    e.pop("by_card", None)
    e.pop("merged", None)
    return True


def _accounting_told(e: Any) -> bool:
    return isinstance(e, CertificateBought) and e.accounting > 0


def _as_version_4(e: dict[str, Any]) -> bool:
    """A version-4 save's event: a ``CertificateBought`` had no ``accounting``."""
    e.pop("accounting", None)
    return True


CHANGES = {
    2: (_refusal_paid, _without_refusal_paid),
    3: (_told_since_version_4, _as_version_3),
    4: (_accounting_told, _as_version_4),
}
"""For each older rules version, the event its successor added or changed, and how its saves wrote events."""


@pytest.mark.parametrize("last_move_changed", [True, False])
@pytest.mark.parametrize("version", sorted(CHANGES))
def test_a_power_struggle_save_of_an_older_version_opens(tmp_path: Path, version: int, last_move_changed: bool) -> None:
    """Version 3 put a ``RefusalPaid`` before a refused bribe's dismissal; version 4 tells a head appointed by the
    holder of the division's card (``HeadAppointed.by_card``), the offices a merge merged
    (``DepartmentsMerged.merged``) and a refusal that cost nothing (``RefusalPaid.lost``); version 5 the shares
    Accounting adds to a certificate (``CertificateBought.accounting``). An older save stopped
    right after such a move holds that move's events as its version wrote them, so its replay no longer leads to its
    saved state: it opens at its position, without its history, rather than being called damaged. Any other older
    save replays whole."""
    found, saved = CHANGES[version]
    log, cursor = next(game for seed in range(40) if (game := _first_at(seed, found)))
    cursor += 0 if last_move_changed else 1
    loaded, match = _older_save(tmp_path, log, cursor, version, saved)
    assert loaded.cursor == cursor and loaded.replayed is not last_move_changed
    assert loaded.state == attrs.evolve(match.state, events=loaded.state.events)
    assert loaded.rules_version == (version if last_move_changed else match.module.info.rules_version)
    _plays_on(loaded)
