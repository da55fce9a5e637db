"""Men at Work as the shell sees it: rules, converter, bots, narration (no table yet)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import cattrs

from suite.core.game import Budget, GameModule, lazy_bots, never_cancelled
from suite.core.rng import Rng
from suite.games.men_at_work import narration
from suite.games.men_at_work.actions import Action
from suite.games.men_at_work.events import Event
from suite.games.men_at_work.info import INFO, VIEW
from suite.games.men_at_work.rules import MenAtWorkRules
from suite.games.men_at_work.state import Options, State
from suite.games.men_at_work.tally import TurnTally
from suite.persistence.codec import make_converter, register_union

RULES = MenAtWorkRules()


class RandomBot:
    """Plays one of the rules' random but plausible actions (core's RandomBot draws from the legal list,
    which for a placement holds only what kind of piece is expected, not where it goes)."""

    budget = Budget(iterations=1)

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        return RULES.sample_actions(view, rng, 1)[0]


def _converter() -> cattrs.Converter:
    """Actions and events are tagged unions."""
    converter = make_converter()
    register_union(converter, Action)
    register_union(converter, Event)
    return converter


MODULE = GameModule(
    info=INFO,
    rules=RULES,
    converter=_converter(),
    action_type=Action,
    state_type=State,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.men_at_work.bots", ("easy", "normal", "hard"))},
    narration=narration,
    view=VIEW,
    tally=TurnTally(),
)
