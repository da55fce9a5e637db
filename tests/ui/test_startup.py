"""Showing the launcher loads only what it shows: each game's ``info`` and cover art, never its
rules, bots or table, nor the game page, the dialogs or the saves. Start-up has a budget (twice a
bare Qt window, ``suite/bench/shell.py``); this test keeps the main saving from silently regressing.

A cover may load pure geometry its art draws from, such as Men at Work's ``site.outlines`` (the pieces'
boxes and circles, no pymunk), but never a physics engine: pymunk is among what waits for the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys

START = """
import json, sys, tempfile
from pathlib import Path
from suite.persistence.paths import AppPaths
from suite.ui.main import start
app, window = start([], AppPaths(root=Path(tempfile.mkdtemp())))
print(json.dumps(sorted(sys.modules)))
"""

LATER_IN_A_GAME = ("module", "rules", "state", "actions", "events", "scoring", "narration", "bots")
"""What a game package holds besides its ``info`` and view, loaded once the game is chosen."""
COVER_NEEDS = (["table"], ["rules"], ["rules", "cards"])
"""A game's part of a module path that its cover may load: the ``table`` package the art lives in,
and the card arithmetic (``rules.cards``) its kitchen and roof count with."""
LATER_IN_THE_SHELL = (
    "suite.ui.game_page", "suite.ui.controller", "suite.ui.bot_runner", "suite.ui.new_game",
    "suite.ui.rules_dialog", "suite.ui.saved_games", "suite.ui.statistics", "suite.ui.settings_dialog",
    "suite.ui.shortcuts",
    "suite.persistence.saves", "suite.persistence.stats", "suite.persistence.codec", "suite.core.match", "numpy",
    "pymunk", "cattrs",
)  # fmt: skip


def _loaded_at_start() -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def _belongs_to_a_game_in_play(module: str) -> bool:
    parts = module.split(".")
    if parts[:2] != ["suite", "games"] or len(parts) < 4 or parts[3:] in COVER_NEEDS:
        return False
    return parts[3].startswith(LATER_IN_A_GAME) or parts[-1] in ("table", "scene")


def test_showing_the_launcher_loads_no_game_rules_table_dialog_or_saves() -> None:
    loaded = _loaded_at_start()
    assert "suite.ui.launcher" in loaded and "suite.games.buro_crazy.table.art" in loaded
    assert [m for m in loaded if _belongs_to_a_game_in_play(m)] == []
    assert [m for m in loaded if m in LATER_IN_THE_SHELL] == []
