"""Frames (``suite.core.frames``) for every game: at every step of seeded random games, for every seat
and for a spectator, a frame is exactly the rules' view with that view's events; the command line
tells every transition (runs of chance steps included) as a spectator's frames tell it."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from suite import cli
from suite.core.bots import random_move
from suite.core.frames import frame_at, history, paragraphs, told
from suite.core.game import GameModule
from suite.core.i18n import Catalog, fmt
from suite.core.match import SEAT_KINDS, Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence.codec import converter_for
from tests.core import secret_game

STEPS = 400
"""Steps looked at per game: whole games for most, the first part of a long one."""


@pytest.mark.parametrize("module", [*REGISTRY, secret_game.MODULE], ids=lambda m: m.info.id)
def test_a_frame_is_the_viewer_s_view_at_every_step(module: GameModule) -> None:
    players = module.info.min_players
    match = Match(module, module.default_options(players), [Seat(f"P{i}", "red", "random") for i in range(players)], 9)
    rules, rng = module.rules, Rng(9)
    for _ in range(STEPS):
        if match.is_over():
            break
        match.apply(random_move(rules, match.state, rng))
        for viewer in (*range(players), None):
            frame = match.frame(viewer, animate=True)
            view = rules.view(match.state, viewer)
            assert frame.view == view and frame.events == tuple(view.events), f"{viewer} at {match.cursor}"
            assert frame.to_move == rules.to_move(view)
            assert match.frame(viewer, animate=False).events == ()
    assert [f.cursor for f in history(match, None)] == list(range(1, match.cursor + 1))


def test_a_frame_hides_the_secret_of_the_others() -> None:
    match = Match(secret_game.MODULE, secret_game.Options(), [Seat("A", "red"), Seat("B", "blue")], 4)
    match.play_chance()
    dealt = match.state.numbers
    for viewer, other in ((0, 1), (1, 0)):
        lines = told(secret_game.MODULE.narration, match.frame(viewer, animate=True), ["A", "B"], str)
        text = " ".join(lines)
        assert str(dealt[viewer]) in text and str(dealt[other]) not in text


def _cli(*args: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(list(args)) == 0
    return out.getvalue()


@pytest.mark.parametrize(("seats", "seed"), [("random,random,random", 176), ("easy,random,normal,random,easy", 100)])
def test_the_command_line_tells_every_transition(seats: str, seed: int) -> None:
    """Replays the game the command line played and tells each transition as a spectator's frame:
    the words printed are exactly those, chance steps in a row included."""
    module = REGISTRY.get("buro-crazy")
    said = _cli("play", "buro-crazy", "--seats", seats, "--seed", str(seed)).splitlines()
    played = json.loads(_cli("play", "buro-crazy", "--seats", seats, "--seed", str(seed), "--json"))
    log = converter_for(module).structure(played["log"], list[module.action_type])
    kinds = seats.split(",")
    tr = Catalog.load("en").tr
    names = [fmt(tr("Player %1 (%2)"), i + 1, tr(SEAT_KINDS[kind])) for i, kind in enumerate(kinds)]
    seated = [Seat(name, "red", kind) for name, kind in zip(names, kinds, strict=True)]
    match = Match(module, module.default_options(len(kinds)), seated, seed)
    expected: list[str] = []
    for action in log:
        match.apply(action)
        expected += told(module.narration, frame_at(module.rules, match.state, match.cursor, None, True), names, tr)
    assert said[: len(expected)] == expected
    assert said[len(expected)] == ""


@pytest.mark.parametrize("module", [m for m in REGISTRY if not hasattr(m.narration, "starts_paragraph")]
                         + [secret_game.MODULE], ids=lambda m: m.info.id)  # fmt: skip
def test_a_transition_is_one_paragraph_unless_the_game_starts_one(module: GameModule) -> None:
    """Buro Crazy's log tells a transition as one entry, as it always did: only a narration with
    ``starts_paragraph`` (Power Struggle's, Men at Work's) breaks one."""
    players = module.info.min_players
    match = Match(module, module.default_options(players), [Seat(f"P{i}", "red", "random") for i in range(players)], 9)
    rng, names, tr = Rng(9), [f"P{i}" for i in range(players)], Catalog.load("en").tr
    for _ in range(60):
        if match.is_over():
            break
        match.apply(random_move(module.rules, match.state, rng))
        frame = match.frame(None, animate=True)
        lines = told(module.narration, frame, names, tr)
        assert paragraphs(module.narration, frame, names, tr) == ([lines] if lines else [])
