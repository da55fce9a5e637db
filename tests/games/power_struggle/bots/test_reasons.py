"""What a Power Struggle bot says it plays for (issue 18): the part of its own reckoning its move does most for.

Every hint said "Of the 4 lines of play I looked ahead through, this one did best in 150 imagined games.", whatever
the move, and the planning bots' line differed only by a count: a person learnt nothing of the game from it.
"""

from __future__ import annotations

import attrs
import pytest

from suite.core.game import Budget, Why
from suite.core.i18n import Catalog
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.bots.explain import aim
from suite.games.power_struggle.constants import ACCOUNTING, CONTROLLING, ActionKind
from suite.games.power_struggle.rules.actions import CHOOSE_ACTION, ChooseAmount, ChooseCard
from suite.games.power_struggle.rules.state import State
from tests.games.power_struggle.bots.test_bots import positions
from tests.games.power_struggle.positions import BLUE, RED, RULES, YELLOW, dep, play, service, up

ENGLISH = Catalog.load("en").tr
FRENCH = Catalog.load("fr").tr


def _controlling(s: State, *departments: object) -> State:
    divisions = list(s.divisions)
    divisions[CONTROLLING] = tuple(departments)
    return attrs.evolve(s, divisions=tuple(divisions))


def test_a_move_is_told_by_the_part_of_the_bot_s_worth_it_does_most_for() -> None:
    before = service(4)
    after = _controlling(before, dep(BLUE, employees=1))
    why = aim(before, after, BLUE)
    assert why.told(ENGLISH) == "the majority in Controlling"
    assert why.told(FRENCH) == "la majorité dans la direction Contrôle de gestion"


def test_a_move_that_costs_the_strongest_other_more_than_it_brings_is_told_as_holding_him_back() -> None:
    before = _controlling(service(4), dep(YELLOW, employees=3))
    after = _controlling(before, dep(BLUE, employees=1))
    told = aim(before, after, BLUE).told(ENGLISH)
    assert told == "holding back the strongest of the others (departments and employees)"


def test_a_move_that_changes_nothing_the_bot_counts_is_played_for_time() -> None:
    s = service(4)
    assert aim(s, s, BLUE).told(ENGLISH) == "time"


def _aims(kind: str) -> set[str]:
    told = set()
    budget = Budget(iterations=40) if kind == "hard" else Budget(iterations=1)
    for s in positions(4, every=25)[:16]:
        player = RULES.to_move(s)
        view = RULES.view(s, player)
        _, why = MODULE.make_bot(kind).choose_explained(view, RULES.legal_actions(view), Rng(3), budget)
        told.update(arg.told(ENGLISH) for arg in why.args[:1] if isinstance(arg, Why))
    return told


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_each_level_names_different_aims_for_different_moves(kind: str) -> None:
    assert len(_aims(kind)) >= 3


def test_the_hard_bot_s_figures_are_its_search_s() -> None:
    """The games it names are the iterations it was given, over the lines it compared, and its shares are shares."""
    searched = 0
    for s in positions(4, every=25)[:16]:
        player = RULES.to_move(s)
        view = RULES.view(s, player)
        bot = MODULE.make_bot("hard")
        _, why = bot.choose_explained(view, RULES.legal_actions(view), Rng(3), Budget(iterations=40))
        if len(why.args) == 5:
            searched += 1
            _, games, share, lines, runner_up = why.args
            assert games == 40 and isinstance(lines, int) and lines >= 2
            assert 0 <= int(share) <= 100 and 0 <= int(runner_up) <= 100
    assert searched


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_a_bribe_s_answer_says_what_it_brings_against_the_other_answer(kind: str) -> None:
    """Every refusal read "What refusing keeps is worth more to me than the bribe: refuse.", four times in a game,
    and a searched one "Playing for time": against the position before, refusing changes nothing the target counts."""
    s = service(divisions={CONTROLLING: [dep(BLUE)]}, cards={ACCOUNTING: up(RED)}, money=(9_000_000,) * 4)
    offer = play(s, CHOOSE_ACTION[ActionKind.BRIBE], ChooseCard(ACCOUNTING))
    told = []
    for amount in (50_000, 5_000_000):
        s = play(offer, ChooseAmount(amount))
        view = RULES.view(s, RED)
        _, why = MODULE.make_bot(kind).choose_explained(view, RULES.legal_actions(view), Rng(3), Budget(iterations=40))
        told.append(why.told(ENGLISH))
    assert told[0].startswith("Refusing keeps the Accounting privilege card"), told[0]
    assert told[1].startswith("Accepting brings me ") and "Accounting" not in told[1], told[1]


def test_the_event_deck_s_reason_says_what_its_order_does_for_the_arranger() -> None:
    """"Put the events in the order that costs me least." came at each of the eight cards and told nothing of the
    order: the reason now counts the service turns before the meeting and puts the falls first for a card that
    gains from them."""
    from suite.games.power_struggle.bots.deck import ORDER_FALLS, order_why
    from suite.games.power_struggle.constants import MOTIVATION_CHANGE
    from suite.games.power_struggle.rules.state import Phase

    ordering = next(
        s
        for s in positions(4, every=40)
        if s.phase is Phase.ORDER and any(MOTIVATION_CHANGE.get(c, 0) < 0 for c in (*s.deck, *s.drawn))
    )
    player = RULES.to_move(ordering)
    cards = list(ordering.cards)
    cards[ACCOUNTING] = up(player)
    why = order_why(attrs.evolve(ordering, cards=tuple(cards)), player)
    assert why.text == ORDER_FALLS
    told = why.told(ENGLISH)
    assert told.startswith("Falls in motivation first, for my Accounting privilege card; ") and "service turns" in told
