"""Buro Crazy as the shell sees it: rules, save types, bots, narration, table."""

from __future__ import annotations

from suite.core.bots import RandomBot
from suite.core.game import GameModule, SavedField, SaveTypes, lazy_bots
from suite.games.buro_crazy import narration
from suite.games.buro_crazy.info import INFO, TABLE
from suite.games.buro_crazy.rules.actions import Action
from suite.games.buro_crazy.rules.engine import BuroRules
from suite.games.buro_crazy.rules.events import Event, noted, records
from suite.games.buro_crazy.rules.state import BuroState, Options

SAVES = SaveTypes(
    unions=(Action, Event),
    fields={(BuroState, "notes"): SavedField("events", tuple[Event, ...], save=records, load=noted)},
)
"""A state's notes are saved as the event records they stand for, under ``events``, so that a save
reads like every other game's."""


MODULE = GameModule(
    info=INFO,
    rules=BuroRules(),
    saves=SAVES,
    action_type=Action,
    state_type=BuroState,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.buro_crazy.bots", ("easy", "normal", "hard"))},
    narration=narration,
    table=TABLE,
)
