"""Saves of Buro Crazy and the table's memory (rules version 3): a save of today's rules keeps the bids
shown and replays to them; a save of an older version, which holds no record, opens at its position
with an empty one and plays on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from suite import __version__
from suite.core.match import replay
from suite.games import REGISTRY
from suite.games.buro_crazy.module import MODULE
from suite.persistence import saves
from suite.persistence.saves import load_match, save_match

SAVES = Path(__file__).resolve().parents[2] / "data" / "saves"
TODAY = SAVES / "buro-crazy-rules3.json"
"""A game of four written under rules version 3, at move 23 of 24: the first with a record of bids."""
OLDER = SAVES / "buro-crazy-schema1.json"
"""A game of four written under rules version 1, at move 15 of 16, before the record existed."""


def _copy(source: Path, folder: Path, document: dict[str, Any] | None = None) -> Path:
    """A copy to load (a failing load renames the file it reads), optionally with another document."""
    path = folder / source.name
    if document is None:
        shutil.copy(source, path)
    else:
        path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_a_save_of_today_s_rules_loads_to_the_replay_of_its_log(tmp_path: Path) -> None:
    match = load_match(_copy(TODAY, tmp_path), REGISTRY).match
    assert match.replayed and match.rules_version == MODULE.info.rules_version == 3
    assert (match.cursor, len(match.log)) == (23, 24)
    assert match.state == replay(MODULE, match.options, 4, match.log[: match.cursor])
    assert len(match.state.shown) == 22, "eleven duels fought with bids, two bids each"
    match.rewind(24)
    assert match.state == replay(MODULE, match.options, 4, match.log)


def test_saving_today_s_golden_match_again_writes_the_same_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = load_match(_copy(TODAY, tmp_path), REGISTRY)
    monkeypatch.setattr(saves, "_utc_now", lambda: loaded.updated)
    again = save_match(loaded.match, tmp_path / "again.json", created=loaded.created)
    expected = TODAY.read_text(encoding="utf-8").replace('"0.1.0"', json.dumps(__version__))
    # in save format 2, which keeps the events of each move only for a game not replayed on load
    expected = expected.replace('"schema_version": 1', '"schema_version": 2').replace(
        '\n  "cursor":', '\n  "events": null,\n  "cursor":'
    )
    assert again.read_text(encoding="utf-8") == expected


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_save_without_a_record_opens_with_an_empty_one_and_plays_on(tmp_path: Path, version: int) -> None:
    """Versions 1 and 2 never wrote the record: the state loads with none, the game plays to its end,
    and from then on each duel's bids join the record; saved again, it says which rules it began under."""
    document = {**json.loads(OLDER.read_text(encoding="utf-8")), "rules_version": version}
    assert "shown" not in document["state"]
    match = load_match(_copy(OLDER, tmp_path, document), REGISTRY).match
    assert match.state.shown == () and match.rules_version == version and not match.replayed
    resumed_at = match.state.duel
    bot = MODULE.make_bot("easy")
    while not match.is_over():
        if match.chance_step() is None:
            match.apply(match.bot_action(bot))
    assert match.state.shown and all(bid.duel >= resumed_at for bid in match.state.shown)
    again = save_match(match, tmp_path / "again.json")
    assert json.loads(again.read_text(encoding="utf-8"))["rules_version"] == version
    reloaded = load_match(again, REGISTRY).match
    assert reloaded.state == match.state and reloaded.is_over()
