"""The games the suite ships, in the launcher's order. Ids are stable: they are written into saves.

Only each game's ``info`` module is imported here; its rules, bots and table load on first use. The
info modules are imported under names of their own: binding ``buro_crazy`` here to the info module
would hide the package ``suite.games.buro_crazy`` from ``import suite.games.buro_crazy.rules as x``.
"""

from __future__ import annotations

from suite.core.registry import GameEntry, Registry
from suite.games.buro_crazy import info as buro_crazy_info
from suite.games.men_at_work import info as men_at_work_info
from suite.games.power_struggle import info as power_struggle_info

BUILTIN_GAMES: tuple[GameEntry, ...] = (
    GameEntry(buro_crazy_info.INFO, "suite.games.buro_crazy", buro_crazy_info.TABLE),
    GameEntry(power_struggle_info.INFO, "suite.games.power_struggle", power_struggle_info.TABLE),
    GameEntry(men_at_work_info.INFO, "suite.games.men_at_work", men_at_work_info.TABLE),
)

REGISTRY = Registry(BUILTIN_GAMES)
