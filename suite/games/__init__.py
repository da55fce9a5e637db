"""The games the suite ships, in the launcher's order. Ids are stable: they are written into saves.

Only each game's ``info`` module is imported here; its rules, bots and table load on first use.
"""

from __future__ import annotations

from suite.core.registry import GameEntry, Registry
from suite.games.buro_crazy import info as buro_crazy
from suite.games.power_struggle import info as power_struggle

BUILTIN_GAMES: tuple[GameEntry, ...] = (
    GameEntry(buro_crazy.INFO, "suite.games.buro_crazy", buro_crazy.VIEW),
    GameEntry(power_struggle.INFO, "suite.games.power_struggle", power_struggle.VIEW),
)

REGISTRY = Registry(BUILTIN_GAMES)
