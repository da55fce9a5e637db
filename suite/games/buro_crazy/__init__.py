"""Buro Crazy: sealed bids in a knockout up an office building (Günter Burkhardt, 1997).

``MODULE`` (the GameModule) is built on first access, so importing the package for its ``info``
loads none of the rules.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "MODULE":
        from suite.games.buro_crazy.module import MODULE

        return MODULE
    raise AttributeError(name)
