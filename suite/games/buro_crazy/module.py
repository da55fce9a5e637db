"""Buro Crazy as the shell sees it: rules, converter, bots, narration, table."""

from __future__ import annotations

import cattrs
from cattrs.gen import override

from suite.core.bots import RandomBot
from suite.core.game import GameModule, lazy_bots
from suite.games.buro_crazy import narration
from suite.games.buro_crazy.actions import Action
from suite.games.buro_crazy.events import Event, noted, records
from suite.games.buro_crazy.info import INFO, TABLE
from suite.games.buro_crazy.rules import BuroRules
from suite.games.buro_crazy.state import BuroState, Options
from suite.persistence.codec import game_converter, register_record


def _converter() -> cattrs.Converter:
    """Actions and events tagged by kind; a state's notes are saved as the event records they
    stand for, under ``events``, so that a save reads like every other game's."""
    converter = game_converter(Action, Event)
    events = tuple[Event, ...]
    notes = override(
        rename="events",
        unstruct_hook=lambda value: converter.unstructure(records(value), events),
        struct_hook=lambda value, _: noted(converter.structure(value, events)),
    )
    register_record(converter, BuroState, notes=notes)
    return converter


MODULE = GameModule(
    info=INFO,
    rules=BuroRules(),
    converter=_converter(),
    action_type=Action,
    state_type=BuroState,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.buro_crazy.bots", ("easy", "normal", "hard"))},
    narration=narration,
    table=TABLE,
)
