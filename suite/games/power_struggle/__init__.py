"""Power Struggle: office politics for 3 to 5 players (Bauldric & Friends, eggertspiele 2009).

``MODULE`` (the GameModule) is built on first access, so importing the package for its ``info``
loads none of the rules.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "MODULE":
        from suite.games.power_struggle.module import MODULE

        return MODULE
    raise AttributeError(name)
