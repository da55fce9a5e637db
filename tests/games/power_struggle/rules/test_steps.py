"""The decision structure: small steps with short legal lists, who answers, what may be taken back,
the draws of chance, hidden information filled in for bots, and the module the shell sees."""

from __future__ import annotations

import json
import subprocess
import sys

import attrs
import pytest

from suite.core.bots import RandomBot
from suite.core.game import CHANCE, IllegalAction
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import (
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    CONTROLLING,
    DEVELOPMENT,
    HIDDEN,
    MISCELLANEOUS_EVENTS,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import (
    CHOOSE_ACTION,
    PLACE_ON_BOARD,
    REFUSE,
    TO_BOARD,
    TO_COUNSEL,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    Deal,
    DrawEvents,
)
from suite.games.power_struggle.rules.event_cards import valid_order
from suite.games.power_struggle.rules.state import Archenemy, Options, Phase
from suite.persistence.codec import converter_for
from tests.games.power_struggle.positions import (
    BLUE,
    GREEN,
    RED,
    RULES,
    YELLOW,
    dealt,
    dep,
    play,
    random_game,
    service,
    up,
)


def test_an_action_is_chosen_then_built_step_by_step() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 3)], CONTROLLING: [dep(BLUE, 5)]})
    kinds = RULES.legal_actions(s)
    assert CHOOSE_ACTION[ActionKind.HIRE] in kinds and len(kinds) <= len(ActionKind)
    s = RULES.apply(s, CHOOSE_ACTION[ActionKind.HIRE])
    assert list(RULES.legal_actions(s)) == [ChooseOffice(DEVELOPMENT, 0), ChooseOffice(CONTROLLING, 0)]
    s = RULES.apply(s, ChooseOffice(CONTROLLING, 0))
    assert list(RULES.legal_actions(s)) == [ChooseOffice(DEVELOPMENT, 0)], "Controlling is full now"
    assert RULES.to_move(s) == BLUE


def test_legal_lists_stay_short() -> None:
    """Every list but a bribe's amounts has at most one entry per office and one more."""
    for seed in range(4):
        _, states = random_game(seed, 5)
        for s in states:
            if isinstance(RULES.to_move(s), int):
                legal = RULES.legal_actions(s)
                if not isinstance(legal[0], ChooseAmount):
                    assert len(legal) <= 37, legal


def test_answers_belong_to_the_players_who_give_them() -> None:
    s = service(cards={CONTROLLING: up(RED)})
    s = play(s, CHOOSE_ACTION[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000))
    assert RULES.to_move(s) == RED and RULES.legal_actions(s)[1] == REFUSE
    s = service(
        divisions={DEVELOPMENT: [dep(YELLOW)]},
        heads=(GREEN, -1, -1, -1, -1, -1),
        deck=(EventCard.DIRECTORS_MEETING,),
        acted=3,
        actor=YELLOW,
    )
    s = play(s, *RULES.legal_actions(s)[:1])
    while s.phase is Phase.SERVICE:
        s = RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.phase is Phase.HEADS and RULES.to_move(s) == GREEN
    assert list(RULES.legal_actions(s)) == [TO_BOARD, TO_COUNSEL]


def test_steps_before_the_action_commits_can_be_taken_back() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 3)]}, cards={CONTROLLING: up(RED)})
    assert RULES.undoable(s, CHOOSE_ACTION[ActionKind.BRIBE])
    s = RULES.apply(s, CHOOSE_ACTION[ActionKind.BRIBE])
    assert RULES.undoable(s, ChooseCard(CONTROLLING))
    s = RULES.apply(s, ChooseCard(CONTROLLING))
    assert not RULES.undoable(s, ChooseAmount(50_000)), "the target has seen the amount"
    hire = RULES.apply(service(divisions={DEVELOPMENT: [dep(BLUE, 3)]}), CHOOSE_ACTION[ActionKind.HIRE])
    assert RULES.undoable(hire, ChooseOffice(DEVELOPMENT, 0))
    last = service(divisions={DEVELOPMENT: [dep(RED, 3)]}, acted=3, actor=BLUE)
    last = RULES.apply(last, CHOOSE_ACTION[ActionKind.HIRE])
    last = RULES.apply(last, ChooseOffice(DEVELOPMENT, 0))
    assert not RULES.undoable(last, ChooseOffice(DEVELOPMENT, 0)), "ending the turn reveals the next event"
    assert not RULES.undoable(
        RULES.new_state(Options(), 4), Deal(colours=(0, 1, 2, 3), skills=(0, 1, 2, 3), privileges=(0, 1, 2, 3, 0, 1, 2))
    )


def test_ordering_steps_can_be_taken_back_until_the_first_card_shows() -> None:
    s = dealt()
    for _ in range(12):
        s = RULES.apply(s, PLACE_ON_BOARD)
    s = RULES.apply(s, DrawEvents((0, 1, 2, 3, 4, 5)))
    while len(s.drawn) > 2:
        choice = RULES.legal_actions(s)[0]
        assert RULES.undoable(s, choice)
        s = RULES.apply(s, choice)
    assert not RULES.undoable(s, RULES.legal_actions(s)[0])


def test_chance_draws_are_checked() -> None:
    s = RULES.new_state(Options(players=3), 3)
    assert RULES.to_move(s) is CHANCE
    for bad in (
        Deal(colours=(0, 0, 1), skills=(0, 1, 2), privileges=(0, 1, 2, 0, 1, 2, 0)),
        Deal(colours=(0, 1, 2), skills=(0, 1, 4), privileges=(0, 1, 2, 0, 1, 2, 0)),
        Deal(colours=(0, 1, 2), skills=(0, 1, 2), privileges=(0, 0, 0, 0, 1, 2, 1)),
        PLACE_ON_BOARD,
    ):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
    with pytest.raises(IllegalAction):
        RULES.sample_chance(dealt(), Rng(1))
    s = dealt()
    for _ in range(12):
        s = RULES.apply(s, PLACE_ON_BOARD)
    for bad in (DrawEvents((0, 0, 1, 2, 3, 4)), DrawEvents((0, 1, 2, 3, 4)), DrawEvents((0, 1, 2, 3, 4, 24))):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
    drawn = RULES.sample_chance(s, Rng(3))
    s = RULES.apply(s, drawn)
    assert sorted(s.drawn) == sorted([EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING,
                                      *(MISCELLANEOUS_EVENTS[i] for i in drawn.cards)])  # fmt: skip


def test_the_privileges_are_dealt_as_evenly_as_possible() -> None:
    for players, counts in ((3, [2, 2, 3]), (4, [1, 2, 2, 2]), (5, [1, 1, 1, 2, 2])):
        s = RULES.new_state(Options(players=players), players)
        deal = RULES.sample_chance(s, Rng(players))
        assert sorted(deal.privileges.count(p) for p in range(players)) == counts
        after = RULES.apply(s, deal)
        assert after.first_player == deal.privileges[COMMUNICATIONS]


def test_the_game_over_takes_no_more_actions() -> None:
    log, states = random_game(7, 3)
    final = states[-1]
    assert RULES.to_move(final) is None and list(RULES.legal_actions(final)) == []
    with pytest.raises(IllegalAction):
        RULES.apply(final, log[-1])
    assert all(final.shown) and RULES.view(final, None).money == final.money


def test_options_and_seats() -> None:
    with pytest.raises(ValueError):
        Options(players=6)
    with pytest.raises(ValueError):
        RULES.new_state(Options(players=4), 3)
    labels = {f.name: f.metadata.get("label") for f in attrs.fields(Options)}
    assert labels == {"players": None, "longer_game": "Longer game (5 victory points)", "open_money": "Open money"}


def test_the_module() -> None:
    assert MODULE.info.id == "power-struggle" and MODULE.table == "suite.games.power_struggle.table"
    assert MODULE.bots["random"] is RandomBot and set(MODULE.bots) == {"random", "easy", "normal", "hard"}
    assert (MODULE.info.min_players, MODULE.info.max_players, MODULE.info.hidden_info) == (3, 5, True)
    options = Options(players=5, longer_game=True, open_money=True)
    text = json.dumps(converter_for(MODULE).unstructure(options))
    assert converter_for(MODULE).structure(json.loads(text), Options) == options
    with pytest.raises(Exception):  # noqa: B017 (a damaged record of any kind is refused)
        converter_for(MODULE).structure({"type": "Nonsense"}, MODULE.action_type)


def test_the_rules_keep_no_memory_and_a_state_keeps_its_legal_list() -> None:
    """The window and the bots' threads share one rules object: what a call works out about a state
    stays in that state, where neither equality, a copy nor a save sees it."""
    rules = PowerStruggleRules()
    _, states = random_game(8, 4)
    for s in states[::7]:
        legal = rules.legal_actions(s)
        assert rules.legal_actions(s) is legal and RULES.legal_actions(s) is legal
        copy = attrs.evolve(s)
        assert copy == s and hash(copy) == hash(s) and repr(copy) == repr(s)
        assert converter_for(MODULE).unstructure(copy) == converter_for(MODULE).unstructure(s)
        assert rules.legal_actions(copy) == legal
    assert vars(rules) == {}


def test_determinize_keeps_what_the_viewer_knows() -> None:
    s = dealt()
    for _ in range(12):
        s = RULES.apply(s, PLACE_ON_BOARD)
    s = RULES.apply(s, DrawEvents((18, 19, 20, 21, 22, 23)))
    arranger = s.arranger
    while s.phase is Phase.ORDER:
        s = RULES.apply(s, RULES.legal_actions(s)[-1])
    other = (arranger + 1) % 4
    rng = Rng(5)
    for _ in range(20):
        mine = RULES.determinize(RULES.view(s, arranger), rng)
        assert mine.deck == s.deck
        theirs = RULES.determinize(RULES.view(s, other), rng)
        assert valid_order((*theirs.revealed, *theirs.deck)) and EventCard.HIDDEN not in theirs.deck
        assert theirs.archenemies[other] == s.archenemies[other]
        colours = sorted(card.colour for card in theirs.archenemies)
        assert colours == [0, 1, 2, 3]
        assert theirs.money[arranger] == s.ledger[arranger]


def test_determinize_draws_plausible_bribe_amounts() -> None:
    s = service(money=(400_000, 0, 0, 0), cards={CONTROLLING: up(RED), CHAIRMAN_CARD: up(RED)})
    s = play(s, CHOOSE_ACTION[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(200_000), REFUSE)
    s = play(s, ChooseCard(CONTROLLING), ChooseAmount(300_000))
    v = RULES.view(s, YELLOW)
    assert [o.amount for o in v.pending.offers] == [HIDDEN, HIDDEN] and v.money[BLUE] == HIDDEN
    rng = Rng(2)
    for _ in range(30):
        d = RULES.determinize(v, rng)
        first, second = (o.amount for o in d.pending.offers)
        assert 50_000 <= first < second <= d.money[BLUE] and second % 50_000 == 0
    assert RULES.view(s, RED).pending.offers[1].amount == 300_000


def test_determinize_deals_unseen_archenemy_cards() -> None:
    s = attrs.evolve(service(players=5), archenemies=tuple(Archenemy(c, c) for c in (1, 0, 2, 4, 3)))
    rng = Rng(9)
    for _ in range(20):
        d = RULES.determinize(RULES.view(s, GREEN), rng)
        assert d.archenemies[GREEN] == Archenemy(2, 2)
        assert sorted(c.colour for c in d.archenemies) == [0, 1, 2, 3, 4]
        assert len({c.skills for c in d.archenemies}) == 5


def test_rules_do_not_load_qt() -> None:
    code = (
        "import sys\n"
        "import suite.games.power_struggle\n"
        "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide6' in m)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_bribe_cannot_target_ones_own_card() -> None:
    s = service(cards={CONTROLLING: up(BLUE), DEVELOPMENT: up(RED)})
    s = RULES.apply(s, CHOOSE_ACTION[ActionKind.BRIBE])
    assert ChooseCard(CONTROLLING) not in RULES.legal_actions(s)
    assert RULES.is_legal(s, ChooseCard(DEVELOPMENT)) and not RULES.is_legal(s, ChooseCard(CONTROLLING))
    with pytest.raises(IllegalAction):
        RULES.apply(s, ChooseDivision(DEVELOPMENT))


def test_money_the_viewer_may_not_know_stays_unknown_when_a_step_is_tried_on_his_view() -> None:
    """The table tries the person's steps on his view: a bribe he pays, or Pinats another player
    receives, leave that player's money unknown (it read "-300,001", the -1 that stands for it
    minus the bribe)."""
    from suite.games.power_struggle.constants import HIDDEN
    from suite.games.power_struggle.rules.draft import Draft

    view = RULES.view(service(), RED)
    assert view.money[BLUE] == HIDDEN and view.money[RED] != HIDDEN
    t = Draft(view)
    t.bribe_paid(RED, BLUE, 300_000)
    t.receive(GREEN, 100_000)
    t.pay(RED, 50_000, payee=YELLOW)
    after = t.freeze()
    assert (after.money[BLUE], after.money[GREEN], after.money[YELLOW]) == (HIDDEN, HIDDEN, HIDDEN)
    assert after.money[RED] == view.money[RED] - 350_000
