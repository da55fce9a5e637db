"""Buro Crazy as the shell sees it: rules, converter, bots, narration, table."""

from __future__ import annotations

from suite.core.bots import RandomBot
from suite.core.game import GameModule, lazy_bots
from suite.games.buro_crazy import narration
from suite.games.buro_crazy.actions import Action
from suite.games.buro_crazy.events import Event
from suite.games.buro_crazy.info import INFO, VIEW
from suite.games.buro_crazy.rules import BuroRules
from suite.games.buro_crazy.state import BuroState, Options
from suite.persistence.codec import game_converter

MODULE = GameModule(
    info=INFO,
    rules=BuroRules(),
    converter=game_converter(Action, Event),
    action_type=Action,
    state_type=BuroState,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.buro_crazy.bots", ("easy", "normal", "hard"))},
    narration=narration,
    view=VIEW,
)
