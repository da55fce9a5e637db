"""Men at Work: a dexterity game of girders and workers for 2 to 5 players (Rita Modl, Pretzel Games 2018).

The building site is a 2D physics simulation (pymunk). ``MODULE`` (the GameModule) is built on first
access, so importing the package for its ``info`` loads neither the rules nor the physics.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "MODULE":
        from suite.games.men_at_work.module import MODULE

        return MODULE
    raise AttributeError(name)
