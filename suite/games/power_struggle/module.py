"""Power Struggle as the shell sees it: rules, save types, bots, narration, and its table's import path."""

from __future__ import annotations

from suite.core.bots import RandomBot
from suite.core.game import GameModule, SaveTypes, lazy_bots
from suite.games.power_struggle import narration
from suite.games.power_struggle.info import INFO, TABLE
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import Action
from suite.games.power_struggle.rules.events import Event
from suite.games.power_struggle.rules.state import Options, Pending, State

SAVES = SaveTypes(unions=(Action, Event, Pending))
"""Actions, transition events and the action in progress (which may be none) are tagged unions."""


MODULE = GameModule(
    info=INFO,
    rules=PowerStruggleRules(),
    saves=SAVES,
    action_type=Action,
    state_type=State,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.power_struggle.bots", ("easy", "normal", "hard"))},
    narration=narration,
    table=TABLE,
)
