"""Men at Work as the shell sees it: rules, save types, bots, narration (no table yet)."""

from __future__ import annotations

from suite.core.bots import RandomBot
from suite.core.game import GameModule, SaveTypes, lazy_bots
from suite.games.men_at_work import narration
from suite.games.men_at_work.info import INFO, TABLE
from suite.games.men_at_work.rules.actions import Action
from suite.games.men_at_work.rules.engine import MenAtWorkRules
from suite.games.men_at_work.rules.events import Event
from suite.games.men_at_work.rules.inspection import check_state
from suite.games.men_at_work.rules.state import Options, State
from suite.games.men_at_work.tally import TurnTally

RULES = MenAtWorkRules()


MODULE = GameModule(
    info=INFO,
    rules=RULES,
    saves=SaveTypes(unions=(Action, Event), check_state=check_state),
    action_type=Action,
    state_type=State,
    options_type=Options,
    bots={"random": RandomBot, **lazy_bots("suite.games.men_at_work.bots", ("easy", "normal", "hard"))},
    narration=narration,
    table=TABLE,
    tally=TurnTally(),
)
