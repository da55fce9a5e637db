"""Seeded Buro Crazy matches and a throw-away home folder for the persistence tests."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from suite.core.game import GameModule
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "saves" / "buro-crazy-schema1.json"
COLOURS = ("red", "blue", "green", "yellow", "purple")
_TYPES = "(int|str|float|bool|dict|list|tuple)"
PYTHON_WORDS = re.compile(rf"NoneType|__\w+__|Attribute\(|<class|\bfound {_TYPES}\b|'{_TYPES}' object")
"""What a message about a file must not show: Python's names for types and attrs' internals."""


def new_match(seed: int = 7, players: int = 4, kinds: tuple[str, ...] = ()) -> Match:
    module = REGISTRY.get("buro-crazy")
    kinds = kinds or ("human",) * players
    seats = [Seat(f"P{i}", COLOURS[i], kinds[i]) for i in range(players)]
    return Match(module, module.options_type(players=players), seats, seed=seed)


def play(match: Match, moves: int | None = None, seed: int = 1) -> Match:
    """Random legal actions (and the chance draws due) until the end, or until ``moves`` actions are logged."""
    rng = Rng(seed)
    while not match.is_over() and (moves is None or match.cursor < moves):
        if match.chance_step() is None:
            legal = match.rules.legal_actions(match.state)
            match.apply(legal[rng.randrange(len(legal))])
    return match


def in_time(call: Callable[[], Any], seconds: float = 5) -> Any:
    """What ``call`` returns or raises, or a failure if it blocks (on a pipe nobody writes to)."""
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append(call())
        except Exception as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"still blocked after {seconds} s"
    return outcome[0]


def golden_dict() -> dict[str, Any]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.fixture
def module() -> GameModule:
    return REGISTRY.get("buro-crazy")


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return AppPaths(root=tmp_path)
