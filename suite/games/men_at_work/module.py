"""Men at Work as the shell sees it: rules, converter, bots, narration (no table yet)."""

from __future__ import annotations

import cattrs

from suite.core.bots import RandomBot
from suite.core.game import GameModule, lazy_bots
from suite.games.men_at_work import narration
from suite.games.men_at_work.actions import Action
from suite.games.men_at_work.events import Event
from suite.games.men_at_work.info import INFO, VIEW
from suite.games.men_at_work.rules import MenAtWorkRules
from suite.games.men_at_work.state import Options, State
from suite.games.men_at_work.tally import TurnTally
from suite.persistence.codec import make_converter, register_union

RULES = MenAtWorkRules()


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
    bots={"random": lambda: RandomBot(RULES), **lazy_bots("suite.games.men_at_work.bots", ("easy", "normal", "hard"))},
    narration=narration,
    view=VIEW,
    tally=TurnTally(),
)
