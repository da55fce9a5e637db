"""Buro Crazy: sealed bids in a knockout up an office building (Günter Burkhardt, 1997)."""

from __future__ import annotations

from suite.core.game import GameModule
from suite.games.buro_crazy import narration
from suite.games.buro_crazy.actions import Action
from suite.games.buro_crazy.events import Event
from suite.games.buro_crazy.rules import INFO, BuroRules
from suite.games.buro_crazy.state import BuroState, Options
from suite.persistence.codec import make_converter, register_union


def _converter():  # noqa: ANN202 - cattrs.Converter, built once below
    converter = make_converter()
    register_union(converter, Action)
    register_union(converter, Event)
    return converter


def _bots():  # noqa: ANN202
    from suite.games.buro_crazy.bots import BOTS

    return BOTS


MODULE = GameModule(
    info=INFO,
    rules=BuroRules(),
    converter=_converter(),
    action_type=Action,
    state_type=BuroState,
    options_type=Options,
    bots={},
    narration=narration,
    view="suite.games.buro_crazy.view",
)
