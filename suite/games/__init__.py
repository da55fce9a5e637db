"""The games the suite ships, in the launcher's order. Ids are stable: they are written into saves."""

from __future__ import annotations

from suite.core.game import GameModule
from suite.core.registry import Registry
from suite.games.buro_crazy import MODULE as BURO_CRAZY
from suite.games.power_struggle import MODULE as POWER_STRUGGLE

BUILTIN_GAMES: tuple[GameModule, ...] = (BURO_CRAZY, POWER_STRUGGLE)

REGISTRY = Registry(BUILTIN_GAMES)
