"""A saved state the rules or pymunk could not go on from is refused on load, with the usual one-line
message, before anything is built from it; every state of a real game passes."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from suite.games import REGISTRY
from suite.games.men_at_work.rules.inspection import check_state
from suite.games.men_at_work.rules.state import StartSite
from suite.persistence.paths import AppPaths
from suite.persistence.saves import SaveError, list_saves, load_match

from .test_games import play

GOLDEN = Path(__file__).resolve().parents[3] / "data" / "saves" / "men-at-work-schema1.json"

Edit = Callable[[dict[str, Any]], None]


def _pieces(state: dict[str, Any]) -> list[dict[str, Any]]:
    return state["site"]["pieces"]


def _worker(state: dict[str, Any]) -> int:
    return next(piece["id"] for piece in _pieces(state) if piece["kind"] == "worker")


def _more_workers(state: dict[str, Any]) -> None:
    worker = next(piece for piece in _pieces(state) if piece["kind"] == "worker")
    for n in range(15):
        _pieces(state).append({**worker, "id": 100 + n, "pose": {**worker["pose"], "x": -250 + 30 * n}})


DAMAGE: dict[str, tuple[Edit, str]] = {
    "two pieces share an id": (lambda s: _pieces(s)[1].update(id=1), "two pieces of the site have the id 1"),
    "a coordinate far off": (
        lambda s: _pieces(s)[0]["pose"].update(x=8.7e7),
        "piece 1 lies outside the room (at 8.7e+07, 19.9215, turned 2.16187e-05)",
    ),
    "a coordinate under the floor": (lambda s: _pieces(s)[2]["pose"].update(y=-1e300), "piece 3 lies outside the room"),
    "an angle of 1e300": (lambda s: _pieces(s)[0]["pose"].update(angle=1e300), "piece 1 lies outside the room"),
    "a negative id": (lambda s: _pieces(s)[0].update(id=-4), "a piece of the site has the id -4, not 1 to 1000000"),
    "a girder without colour": (
        lambda s: next(p for p in _pieces(s) if p["kind"] == "girder").update(colour=None),
        "piece 4 is a girder of no colour",
    ),
    "a support with a colour": (
        lambda s: _pieces(s)[0].update(colour="black"),
        "piece 1 is a support of the colour black",
    ),
    "more workers than the box holds": (_more_workers, "the site has 17 pieces of kind worker; the box holds 16"),
    "a hat of nobody": (
        lambda s: s["site"].update(hats=[{"worker": 1, "pose": {"x": 0.0, "y": 50.0, "angle": 0.0}}]),
        "a hard hat belongs to 1, which is no worker on the site",
    ),
    "a hat far off": (
        lambda s: s["site"].update(hats=[{"worker": _worker(s), "pose": {"x": 0.0, "y": 1e9, "angle": 0.0}}]),
        "the hard hat of worker 8 lies outside the room",
    ),
    "a piece to clear that is not there": (lambda s: s.update(cleanup=[55]), "piece 55, to be cleared away, is not"),
    "the active player is not at the table": (lambda s: s.update(active=5), "player 6 is active at a table of 3"),
    "a card twice": (lambda s: s["discard"].append(3), "the card 3 is in play twice"),
    "a card not in the deck": (lambda s: s["draw"].append(99), "the card 99 is not in the deck"),
    "placing without an instruction": (lambda s: s.update(instruction=None), "the phase place has no instruction"),
    "a placed piece not on the site": (lambda s: s["placed"][0].update(piece=77), "piece 77, placed in this try"),
    "a crane the options do not have": (
        lambda s: s["site"].update(crane=True),
        "the site's crane and box are not those of the options",
    ),
}


def _damaged(tmp_path: Path, edit: Edit) -> tuple[Path, bytes]:
    document = json.loads(GOLDEN.read_text(encoding="utf-8"))
    state = copy.deepcopy(document["state"])
    edit(state)
    content = json.dumps({**document, "state": state}).encode("utf-8")
    path = tmp_path / "saves" / "site.json"
    path.parent.mkdir()
    path.write_bytes(content)
    return path, content


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_state_the_game_cannot_go_on_from_is_listed_and_refused_as_damaged(tmp_path: Path, kind: str) -> None:
    edit, expected = DAMAGE[kind]
    path, content = _damaged(tmp_path, edit)
    sentence = f'The save "site.json" holds a position the game cannot go on from ({expected}'
    (listed,) = list_saves(AppPaths(root=tmp_path), REGISTRY)
    assert str(listed.problem).startswith(sentence), "the list makes the checks opening makes"
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    message = str(caught.value)
    assert message.startswith(sentence) and message.endswith('; it was kept as "site.json.damaged".')
    assert caught.value.kept_as is not None and caught.value.kept_as.read_bytes() == content


@pytest.mark.parametrize(
    ("players", "variants"),
    [(5, {"foreman": True}), (3, {"crane": True, "start_site": StartSite.ADVANCED}), (4, {"skyscraper": True})],
)
def test_every_state_of_a_real_game_passes(players: int, variants: dict[str, Any]) -> None:
    match = play(players, 21, **variants)
    for cursor in range(len(match.log) + 1):
        check_state(match.state_at(cursor))
