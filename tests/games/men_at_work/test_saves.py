"""Saves of Men at Work (DESIGN §3, M4): the state is the truth, the golden save keeps loading."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from suite import __version__
from suite.core.match import Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.state import Options, State
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Kind
from suite.persistence import saves
from suite.persistence.codec import DATA_ERRORS, converter_for, explain
from suite.persistence.saves import load_match, save_match

from .rules.test_games import play

CONVERTER = converter_for(MODULE)
GOLDEN = Path(__file__).resolve().parents[2] / "data" / "saves" / "men-at-work-schema1.json"


def _round_trip(state: State) -> State:
    text = json.dumps(CONVERTER.unstructure(state, State))
    return CONVERTER.structure(json.loads(text), State)


def test_a_state_in_the_middle_of_a_game_survives_a_save() -> None:
    match = play(3, 11, foreman=True)
    for cursor in range(0, len(match.log) + 1, 3):
        state = match.state_at(cursor)
        assert _round_trip(state) == state


def test_a_damaged_state_is_refused() -> None:
    data = CONVERTER.unstructure(play(2, 4).state, State)
    data["site"]["pieces"][0]["kind"] = "crane"
    with pytest.raises(DATA_ERRORS) as refused:
        CONVERTER.structure(data, State)
    assert "crane" in explain(refused.value)


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    """A copy: a failing load would rename the file it reads."""
    return Path(shutil.copy(GOLDEN, tmp_path / GOLDEN.name))


def test_the_schema_1_golden_save_loads_to_its_state(golden: Path) -> None:
    loaded = load_match(golden, REGISTRY)
    match, raw = loaded.match, json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert match.module.info.id == "men-at-work"
    assert match.options == Options(players=3, foreman=True, expert_seats=(2,))
    assert match.seats == (Seat("Zoé", "red", "human"), Seat("Émile", "blue", "random"), Seat("Ana", "green", "hard"))
    assert match.seed == 7 and match.cursor == raw["cursor"] == len(raw["log"])
    assert match.state == CONVERTER.structure(raw["state"], State), "the saved state is the truth (M4)"
    assert (loaded.created, loaded.updated) == (
        datetime(2025, 6, 2, 14, 0, tzinfo=UTC),
        datetime(2025, 6, 2, 14, 20, 30, 500000, tzinfo=UTC),
    )
    action = MODULE.rules.sample_actions(match.state, Rng(1), 1)[0]
    match.apply(action)
    assert match.cursor == len(raw["log"]) + 1


def test_saving_the_golden_match_again_writes_the_same_document_with_the_fields_added_since(
    golden: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hats (M3), the clean-up (M15), the inspector's ghost and the placements after it (M19, G20), the hand's
    move on a placed piece's event and the Foreman card played this turn (G14) came after schema 1: a save of the
    golden match holds them at their defaults. Schema 2 keeps what each move did: of the golden match, only the last
    move is known (from its state), the others are null. Nothing else changes."""
    loaded = load_match(golden, REGISTRY)
    monkeypatch.setattr(saves, "_utc_now", lambda: loaded.updated)
    again = save_match(loaded.match, tmp_path / "again.json", created=loaded.created)
    expected = json.loads(GOLDEN.read_text(encoding="utf-8").replace('"0.1.0"', json.dumps(__version__)))
    expected["state"]["site"]["hats"] = []
    expected["state"] |= {"cleanup": [], "ghost": None, "ghost_then": [], "foreman_played": False}
    for event in expected["state"]["events"]:
        event |= {"move": None} if event["type"] == "PiecePlaced" else {}
    expected |= {"schema_version": 2, "events": [None] * (len(expected["log"]) - 1) + [expected["state"]["events"]]}
    assert json.loads(again.read_text(encoding="utf-8")) == expected


def test_an_old_save_puts_each_hat_on_its_head(golden: Path) -> None:
    """M3: a site saved before hats were bodies of their own has none stored; every worker wears his."""
    state = load_match(golden, REGISTRY).match.state
    workers = [piece.id for piece in state.site.pieces if piece.kind is Kind.WORKER]
    assert workers and state.site.hats == ()
    site = Site.build(state.site)
    assert all(site.wears_hat(worker) for worker in workers)
    assert {hat.worker for hat in site.snapshot().hats} == set(workers)
