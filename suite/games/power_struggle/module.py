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


def check_state(s: State) -> None:
    """The per-player records of a saved position have one entry per player: the rules index them by
    seat, and what each player reckons of the others (``State.reckoned``) is read only when a view is
    made, long after the save was opened."""
    n = s.players
    for name in ("money", "ledger", "points", "certificates", "consultants", "archenemies", "shown", "kept"):
        if len(getattr(s, name)) != n:
            raise ValueError(f"{name} has {len(getattr(s, name))} entries for {n} players")
    if s.reckoned and (len(s.reckoned) != n or any(len(row) != n for row in s.reckoned)):
        raise ValueError(f"reckoned is not {n} rows of {n}")


SAVES = SaveTypes(unions=(Action, Event, Pending), check_state=check_state)
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
