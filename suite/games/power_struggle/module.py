"""Power Struggle as the shell sees it: rules, converter, bots, narration (no table yet)."""

from __future__ import annotations

import cattrs

from suite.core.bots import RandomBot
from suite.core.game import GameModule, lazy_bots
from suite.games.power_struggle import narration
from suite.games.power_struggle.info import INFO, TABLE
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.moves import Action
from suite.games.power_struggle.rules.state import Options, Pending, State
from suite.games.power_struggle.rules.table_events import TableEvent
from suite.persistence.codec import game_converter


def _converter() -> cattrs.Converter:
    """Actions, table events and the action in progress are tagged unions; the action in progress
    may also be none."""
    converter = game_converter(Action, TableEvent, Pending)
    optional = Pending | None
    converter.register_unstructure_hook_func(
        lambda t: t == optional, lambda value: None if value is None else converter.unstructure(value, Pending)
    )
    converter.register_structure_hook_func(
        lambda t: t == optional, lambda value, _: None if value is None else converter.structure(value, Pending)
    )
    return converter


MODULE = GameModule(
    info=INFO,
    rules=PowerStruggleRules(),
    converter=_converter(),
    action_type=Action,
    state_type=State,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.power_struggle.bots", ("easy", "normal", "hard"))},
    narration=narration,
    table=TABLE,
)
