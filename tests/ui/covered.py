"""Options under which a game keeps something from some players, so that two people at one screen pass it
behind a cover (``GameModule.private``): Men at Work does only with its Foreman variant's hands."""

from __future__ import annotations

from typing import Any

import attrs

from suite.core.game import GameModule


def private_options(module: GameModule, players: int) -> Any:
    options = module.default_options(players)
    return options if module.private(options) else attrs.evolve(options, foreman=True)
