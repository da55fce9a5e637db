"""Men at Work as the shell sees it: rules, save types, bots, narration, the table's path, and the events its
saves keep of every move (its log is not replayed on load)."""

from __future__ import annotations

from suite.core.bots import RandomBot
from suite.core.game import GameModule, PastEvents, SaveTypes, lazy_bots
from suite.games.men_at_work import narration
from suite.games.men_at_work.info import INFO, TABLE
from suite.games.men_at_work.rules.actions import Action
from suite.games.men_at_work.rules.engine import MenAtWorkRules
from suite.games.men_at_work.rules.events import Event, for_the_record
from suite.games.men_at_work.rules.inspection import check_state
from suite.games.men_at_work.rules.player_view import seen
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
    adviser=lazy_bots("suite.games.men_at_work.bots", ("adviser",))["adviser"],
    narration=narration,
    table=TABLE,
    tally=TurnTally(),
    past_events=PastEvents(tuple[Event, ...], kept=for_the_record, seen=seen),
    private=lambda options: options.foreman,
)
