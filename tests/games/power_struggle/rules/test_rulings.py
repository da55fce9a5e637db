"""One group of tests per ruling P1–P24 (docs/rulings-power-struggle.md)."""

from __future__ import annotations

import re
from pathlib import Path

import attrs
import pytest

from suite.core.game import IllegalAction
from suite.core.i18n import Catalog
from suite.core.rng import Rng
from suite.games.power_struggle import constants as K
from suite.games.power_struggle import narration as N
from suite.games.power_struggle.constants import (
    ACCOUNTING,
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    CONTROLLING,
    CORRUPTION,
    COUNSEL,
    DEVELOPMENT,
    HIDDEN,
    INFLUENCE,
    LEGAL_AND_PATENTS,
    MAIN_DEPARTMENTS,
    SHARES,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules.actions import (
    ACCEPT,
    CHOOSE_ACTION,
    DONE,
    PASS,
    PICK_EVENT,
    PLACE_DEPARTMENT,
    PLACE_ON_BOARD,
    REFUSE,
    SUPPLY,
    TO_BOARD,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    Deal,
    DrawEvents,
)
from suite.games.power_struggle.rules.draft import Draft
from suite.games.power_struggle.rules.event_cards import change_motivation, pickable, valid_order
from suite.games.power_struggle.rules.events import (
    BribeOffered,
    ChairmanDismissed,
    EventRevealed,
    HeadAppointed,
    JoinedBoard,
    LeftBoard,
    MoneyShown,
    MotivationChanged,
    PinatsPaid,
    RefusalPaid,
    Scored,
    VictoryAnnounced,
)
from suite.games.power_struggle.rules.scoring import beats, beats_archenemy, victory_points
from suite.games.power_struggle.rules.setup import random_deal
from suite.games.power_struggle.rules.setup import valid_deal as setup_valid_deal
from suite.games.power_struggle.rules.state import Archenemy, Department, Phase, PrivilegeCard
from tests.games.power_struggle.positions import (
    BLUE,
    GREEN,
    PURPLE,
    RED,
    RULES,
    YELLOW,
    dealt,
    dep,
    down,
    finish_turn,
    of_type,
    play,
    play_collecting,
    service,
    up,
)

KINDS = CHOOSE_ACTION


def _offered(s, kind: ActionKind) -> bool:
    return KINDS[kind] in RULES.legal_actions(s)


# -- P1 -------------------------------------------------------------------------------------------


def test_p1_six_divisions_of_six_department_offices() -> None:
    assert (K.DEVELOPMENT, K.HUMAN_RESOURCES, K.COMMUNICATIONS, K.ACCOUNTING, K.LEGAL_AND_PATENTS, K.CONTROLLING) == (
        0, 1, 2, 3, 4, 5,
    )  # fmt: skip
    full = [dep(BLUE, 1)] * K.OFFICES_PER_DIVISION
    s = service(divisions={ACCOUNTING: full}, actor=BLUE)
    s = RULES.apply(s, KINDS[ActionKind.FOUND_WITH_NEW_EMPLOYEES])
    assert ChooseDivision(ACCOUNTING) not in RULES.legal_actions(s)
    assert ChooseDivision(DEVELOPMENT) in RULES.legal_actions(s)


def test_p1_a_full_division_takes_no_initial_placement() -> None:
    s = dealt(5)
    for _ in range(6):
        s = RULES.apply(s, PLACE_DEPARTMENT[DEVELOPMENT])
    assert PLACE_DEPARTMENT[DEVELOPMENT] not in RULES.legal_actions(s)
    assert PLACE_ON_BOARD in RULES.legal_actions(s)


# -- P2 -------------------------------------------------------------------------------------------


def test_p2_a_main_department_counts_as_two_heads() -> None:
    s = service(divisions={DEVELOPMENT: [dep(YELLOW, 6), dep(GREEN, 0, main=True)]})
    from suite.games.power_struggle.rules.board import division_majority

    assert division_majority(s, DEVELOPMENT) == GREEN
    tie = service(divisions={DEVELOPMENT: [dep(YELLOW, 1), dep(YELLOW, 1), dep(GREEN, 3, main=True)]})
    assert division_majority(tie, DEVELOPMENT) == GREEN, "2 heads each: more employees"


# -- P3 -------------------------------------------------------------------------------------------


def test_p3_a_newcomer_to_a_full_board_pushes_out_the_leftmost() -> None:
    s = dealt(5, privileges=(0, 1, 0, 2, 3, 4, 1))
    for _ in range(5):
        s = RULES.apply(s, PLACE_ON_BOARD)
    assert len(s.board) == 5
    first = s.board[0]
    s = RULES.apply(s, PLACE_ON_BOARD)
    assert of_type(s.events, LeftBoard) == [LeftBoard(first)]
    assert of_type(s.events, JoinedBoard) == [JoinedBoard(s.board[-1], 4)]


def test_p3_consultants_of_any_colours_share_a_space() -> None:
    s = service(money=(5_000_000,) * 4, consultants=((0, 0, 1, 0, 0, 0),) * 4, actor=BLUE)
    s = play(s, KINDS[ActionKind.BUY_COUNSEL], ChooseDivision(COMMUNICATIONS))
    assert s.consultants[BLUE][COMMUNICATIONS] == 2
    assert [s.consultants[p][COMMUNICATIONS] for p in range(4)] == [2, 1, 1, 1]


# -- P4 -------------------------------------------------------------------------------------------


def test_p4_green_boxes_give_victory_points_and_gold_boxes_cap() -> None:
    s = service(points=((7, 15, 4, 8), (0,) * 4, (0,) * 4, (0,) * 4), archenemies=(Archenemy(1, 1),) * 4)
    assert victory_points(s, BLUE) == 2
    s = service(
        divisions={DEVELOPMENT: [dep(BLUE, 3)]},
        points=((10, 0, 0, 0), (0,) * 4, (0,) * 4, (0,) * 4),
        cards={LEGAL_AND_PATENTS: up(BLUE, bribed=True)},
        actor=BLUE,
    )
    s, events = play_collecting(
        s, KINDS[ActionKind.USE_LEGAL_AND_PATENTS], ChooseOffice(DEVELOPMENT, 0), ChooseOffice(DEVELOPMENT, 0)
    )
    assert of_type(events, Scored) == [Scored(player=BLUE, track=INFLUENCE, gained=0, total=10, lost=2)]
    assert K.GREEN_BOX == (7, 16, 4, 9) and K.GOLD_BOX == (10, 24, 6, 12)


def test_p4_the_counsel_point_needs_three_spaces() -> None:
    s = service(consultants=((5, 0, 0, 0, 0, 0), (1, 1, 0, 0, 0, 0), (1, 1, 1, 0, 0, 0), (0,) * 6))
    s = attrs.evolve(s, archenemies=(Archenemy(3, 0),) * 4)
    assert [victory_points(s, p) - beats_archenemy(s, p) for p in range(3)] == [0, 0, 1]


# -- P5 -------------------------------------------------------------------------------------------


def test_p5_motivation_stays_between_0_and_6_and_resets_at_meetings() -> None:
    deck = (EventCard.MOTIVATION_DOWN_2,) * 4 + (EventCard.DIRECTORS_MEETING,)
    s = service(motivation=1, deck=deck)
    s = finish_turn(s)
    assert s.motivation == 0
    up_deck = (EventCard.MOTIVATION_UP_1, EventCard.DIRECTORS_MEETING)
    s = finish_turn(service(deck=up_deck))
    assert s.motivation == 6
    s = finish_turn(service(motivation=2, deck=(EventCard.DIRECTORS_MEETING,)))
    assert s.phase is Phase.DRAW and s.motivation == 6


def test_p5_a_card_that_finds_the_track_at_its_end_changes_nothing_and_says_so() -> None:
    """Motivation +1 at 6 was told "Motivation is now 6": the event carried the card's change, not the one made."""
    t = Draft(service(motivation=6))
    change_motivation(t, 1)
    change_motivation(t, -2)
    assert t.events[-2:] == [MotivationChanged(6, 0), MotivationChanged(4, -2)]
    told = [N.event(e, [], Catalog.load("en").tr) for e in t.events[-2:]]
    assert told == ["Motivation stays at 6.", "Motivation is now 4."]


# -- P6 -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "stock"), [(3, (2,) * 7), (4, (2, 2, 2, 2, 2, 3, 3)), (5, (3,) * 7)])
def test_p6_certificates_by_player_count(players: int, stock: tuple[int, ...]) -> None:
    assert dealt(players).stock == stock


def test_p6_a_sold_out_size_cannot_be_bought() -> None:
    s = service(stock=(0, 2, 2, 2, 2, 3, 3), actor=BLUE)
    s = RULES.apply(s, KINDS[ActionKind.BUY_SHARES])
    assert ChooseSize(1) not in RULES.legal_actions(s)
    assert ChooseSize(2) in RULES.legal_actions(s)


# -- P7 -------------------------------------------------------------------------------------------


def test_p7_money_starts_at_800000_and_is_hidden_unless_open() -> None:
    s = dealt()
    assert s.money == (800_000,) * 4
    assert RULES.view(s, BLUE).money == (800_000, HIDDEN, HIDDEN, HIDDEN)
    assert RULES.view(s, None).money == (HIDDEN,) * 4
    assert RULES.view(dealt(open_money=True), BLUE).money == (800_000,) * 4


def test_p7_a_player_who_cannot_pay_shows_his_money() -> None:
    s = service(
        money=(50_000, 800_000, 800_000, 800_000),
        board=(BLUE,),
        deck=(EventCard.SUMMER_PARTY, EventCard.DIRECTORS_MEETING),
    )
    s = finish_turn(s)
    assert MoneyShown(BLUE, 50_000) in s.events
    assert s.money[BLUE] == 0 and s.ledger[BLUE] == 0


# -- P8 -------------------------------------------------------------------------------------------


def test_p8_the_event_deck() -> None:
    misc = K.MISCELLANEOUS_EVENTS
    assert len(misc) + len(K.REGULAR_EVENTS) == 26
    counts = {card: misc.count(card) for card in set(misc)}
    assert counts == {
        EventCard.MOTIVATION_DOWN_1: 9,
        EventCard.MOTIVATION_DOWN_2: 5,
        EventCard.MOTIVATION_UP_1: 4,
        EventCard.MORON_CARD: 1,
        EventCard.BOARD_SCANDAL: 1,
        EventCard.BIRTHDAY: 1,
        EventCard.SUMMER_PARTY: 1,
        EventCard.COMPANY_OUTING: 2,
    }


# -- P9 -------------------------------------------------------------------------------------------


def test_p9_ordering_rules() -> None:
    hand = (EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING, *(EventCard.COMPANY_OUTING,) * 6)
    assert EventCard.DIRECTORS_MEETING not in pickable(hand, ())
    placed = (EventCard.COMPANY_OUTING,) * 4
    rest = (EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING, EventCard.COMPANY_OUTING, EventCard.COMPANY_OUTING)
    assert pickable(rest, placed) == [EventCard.BONUS_PAYMENT, EventCard.COMPANY_OUTING], "Bonus Payment first"
    late = (*placed, EventCard.COMPANY_OUTING, EventCard.COMPANY_OUTING)
    assert pickable((EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING), late) == [EventCard.BONUS_PAYMENT]
    assert valid_order((*placed, EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING, *placed[:2]))
    assert not valid_order((*placed[:2], EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING, *placed))


def _ordered(s, order: tuple[EventCard, ...]):
    s = RULES.apply(s, DrawEvents((22, 23, 0, 1, 2, 3)))
    return play(s, *(PICK_EVENT[c] for c in order))


def _first_meeting_done():
    s = dealt()
    for _ in range(12):
        s = RULES.apply(s, PLACE_ON_BOARD)
    assert s.phase is Phase.DRAW
    return s


def test_p9_the_meeting_card_sets_the_number_of_service_turns() -> None:
    s = _first_meeting_done()
    arranger = s.arranger
    outing, down1 = EventCard.COMPANY_OUTING, EventCard.MOTIVATION_DOWN_1
    order = (outing, down1, outing, down1, down1, EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING)
    s = _ordered(s, order)
    assert RULES.view(s, arranger).deck == (*order[1:], down1)
    other = (arranger + 1) % 4
    assert RULES.view(s, other).deck == (EventCard.HIDDEN,) * 7
    turns = 0
    while s.phase is Phase.SERVICE:
        turns += 1
        s = finish_turn(s)
    assert turns == 6
    assert s.meetings == 2
    revealed = [e.card for e in of_type(s.events, EventRevealed)]
    assert revealed == [EventCard.DIRECTORS_MEETING]
    assert s.deck == (), "the card after the Director's Meeting is never revealed"


# -- P10 ------------------------------------------------------------------------------------------


def test_p10_moron_card_arranger_pays_the_others_and_the_bank_covers() -> None:
    s = service(money=(150_000, 0, 0, 0), arranger=BLUE, deck=(EventCard.MORON_CARD, EventCard.DIRECTORS_MEETING))
    s = finish_turn(s)
    assert of_type(s.events, PinatsPaid) == [
        PinatsPaid(payer=BLUE, payee=YELLOW, amount=100_000),
        PinatsPaid(payer=BLUE, payee=GREEN, amount=50_000),
        PinatsPaid(payer=-1, payee=GREEN, amount=50_000),
        PinatsPaid(payer=-1, payee=RED, amount=100_000),
    ]
    assert MoneyShown(BLUE, 150_000) in s.events
    assert s.money[BLUE] == 0 == s.ledger[BLUE]


def _after_event(card: EventCard, **fields):
    s = service(deck=(card, EventCard.DIRECTORS_MEETING), **fields)
    return finish_turn(s)


def test_p10_moron_card_totals() -> None:
    s = _after_event(EventCard.MORON_CARD, arranger=GREEN)
    assert s.money[GREEN] < 800_000
    received = {e.payee: 0 for e in of_type(s.events, PinatsPaid)}
    for e in of_type(s.events, PinatsPaid):
        received[e.payee] += e.amount
    assert received[BLUE] == received[YELLOW] == received[RED] == 100_000


# -- P11 ------------------------------------------------------------------------------------------


def test_p11_birthday_is_paid_per_pawn_but_not_by_communications() -> None:
    heads = (BLUE, BLUE, YELLOW, GREEN, -1, -1)
    s = service(heads=heads, chairman=BLUE, deck=(EventCard.BIRTHDAY, EventCard.DIRECTORS_MEETING))
    s = finish_turn(s)
    paid = of_type(s.events, PinatsPaid)
    assert PinatsPaid(payer=BLUE, payee=-1, amount=300_000) in paid
    assert PinatsPaid(payer=GREEN, payee=-1, amount=100_000) in paid
    assert not [e for e in paid if e.payer == YELLOW], "the Communications head gives nothing"


def test_p11_a_gift_tried_on_a_view_leaves_the_others_money_unknown() -> None:
    """The table tries a person's steps on his view: a Birthday reached there had every other giver "show his
    money: 0", his unknown money (-1) being less than the gift."""
    s = service(heads=(BLUE, BLUE, YELLOW, GREEN, -1, -1), chairman=BLUE)
    t = Draft(RULES.view(s, GREEN))
    t.pay(BLUE, 300_000)
    t.pay(GREEN, 100_000)
    seen = t.freeze()
    assert not of_type(seen.events, MoneyShown), "nobody shows money he was only taken to have"
    assert of_type(seen.events, PinatsPaid) == [PinatsPaid(payer=BLUE, payee=-1, amount=300_000),
                                                 PinatsPaid(payer=GREEN, payee=-1, amount=100_000)]  # fmt: skip
    assert seen.money[BLUE] == K.HIDDEN and seen.money[GREEN] == s.money[GREEN] - 100_000
    assert seen.ledger[BLUE] == s.ledger[BLUE] - 300_000, "the table counts the gift"


def test_p11_summer_party_and_board_scandal() -> None:
    s = service(board=(RED, RED, BLUE), deck=(EventCard.SUMMER_PARTY, EventCard.DIRECTORS_MEETING))
    s = finish_turn(s)
    assert (
        PinatsPaid(payer=RED, payee=-1, amount=200_000) in s.events
        and PinatsPaid(payer=BLUE, payee=-1, amount=100_000) in s.events
    )
    s = service(
        chairman=RED, cards={CHAIRMAN_CARD: up(RED)}, deck=(EventCard.BOARD_SCANDAL, EventCard.DIRECTORS_MEETING)
    )
    s = finish_turn(s)
    assert ChairmanDismissed(RED) in s.events and PinatsPaid(payer=-1, payee=RED, amount=200_000) in s.events
    assert s.chairman == -1 and s.cards[CHAIRMAN_CARD] == PrivilegeCard(RED)


def test_p11_company_outing_does_nothing() -> None:
    s = service(deck=(EventCard.COMPANY_OUTING, EventCard.DIRECTORS_MEETING))
    after = finish_turn(s)
    assert after.events[-1] == EventRevealed(2, EventCard.COMPANY_OUTING), "nothing follows the card"
    assert after.phase is Phase.SERVICE and after.motivation == s.motivation


# -- P12 ------------------------------------------------------------------------------------------


def test_p12_legal_and_patents_bribed_dismisses_two_for_two() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 1), dep(BLUE, 2)]}, cards={LEGAL_AND_PATENTS: up(BLUE, True)})
    s = play(s, KINDS[ActionKind.USE_LEGAL_AND_PATENTS], ChooseOffice(DEVELOPMENT, 0), ChooseOffice(DEVELOPMENT, 0))
    assert s.points[BLUE][INFLUENCE] == 2
    assert s.divisions[DEVELOPMENT] == (Department(BLUE, 1),)
    short = service(divisions={DEVELOPMENT: [dep(BLUE, 1)]}, cards={LEGAL_AND_PATENTS: up(BLUE, True)})
    assert not _offered(short, ActionKind.USE_LEGAL_AND_PATENTS)


def test_p12_development_director_side_takes_one_employee_or_one_from_the_supply() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 2), dep(RED, 2)]}, cards={DEVELOPMENT: up(BLUE)})
    s = RULES.apply(s, KINDS[ActionKind.USE_DEVELOPMENT])
    assert list(RULES.legal_actions(s)) == [ChooseOffice(DEVELOPMENT, 1), SUPPLY]
    s = play(s, SUPPLY, ChooseOffice(DEVELOPMENT, 0))
    assert s.divisions[DEVELOPMENT] == (Department(BLUE, 3), Department(RED, 2))
    assert s.pending is None


# -- P13 ------------------------------------------------------------------------------------------


def test_p13_accounting_never_beyond_seven_and_sold_out_sizes() -> None:
    s = service(motivation=0, cards={ACCOUNTING: up(BLUE, bribed=True)}, money=(2_000_000,) * 4)
    s = play(s, KINDS[ActionKind.BUY_SHARES], ChooseSize(6))
    assert s.certificates[BLUE] == (7,)
    s = service(cards={ACCOUNTING: up(BLUE, bribed=True)}, motivation=0, stock=(2, 2, 2, 0, 2, 3, 3))
    s = play(s, KINDS[ActionKind.BUY_SHARES], ChooseSize(1))
    assert s.certificates[BLUE] == (3,), "4 is sold out: the largest size left between 1 and 4"
    s = service(cards={ACCOUNTING: up(BLUE)}, motivation=2, stock=(2, 0, 0, 2, 2, 3, 3))
    s = RULES.apply(s, KINDS[ActionKind.BUY_SHARES])
    assert ChooseSize(2) not in RULES.legal_actions(s) and ChooseSize(1) in RULES.legal_actions(s)


# -- P14 ------------------------------------------------------------------------------------------


def test_p14_chairman_privilege_then_extra_action_then_the_steps() -> None:
    s = service(
        divisions={DEVELOPMENT: [dep(BLUE, 2)]},
        chairman=RED,
        board=(YELLOW,),
        cards={CHAIRMAN_CARD: up(RED), COMMUNICATIONS: up(GREEN, bribed=True)},
        deck=(EventCard.DIRECTORS_MEETING,),
    )
    s = finish_turn(s)
    assert s.phase is Phase.CHAIRMAN and RULES.to_move(s) == RED
    assert RULES.legal_actions(s)[-1] == PASS
    s = RULES.apply(s, ChooseDivision(ACCOUNTING))
    assert s.divisions[ACCOUNTING] == (Department(RED, 1),)
    assert s.phase is Phase.EXTRA_ACTION and RULES.to_move(s) == GREEN
    assert s.chairman == RED, "the steps have not begun"
    s = play(s, KINDS[ActionKind.BUY_SHARES], ChooseSize(2))
    assert s.certificates[GREEN] == (2,)
    assert s.chairman == YELLOW and s.phase is Phase.DRAW


def test_p14_bribed_chairman_opens_a_main_department() -> None:
    s = service(
        cards={CHAIRMAN_CARD: up(RED, bribed=True)},
        chairman=BLUE,
        deck=(EventCard.DIRECTORS_MEETING,),
    )
    s = play(finish_turn(s), ChooseDivision(LEGAL_AND_PATENTS))
    assert s.divisions[LEGAL_AND_PATENTS] == (Department(RED, 0, main=True),)
    assert s.points[RED][MAIN_DEPARTMENTS] == 1


def test_p14_a_division_without_departments_is_headed_by_its_card_s_holder() -> None:
    """The log told a head appointed by the division card's holder as if by a majority, with no reason for a head
    who had nothing in the division: the event says which it was."""
    s = service(divisions={DEVELOPMENT: [dep(YELLOW)]}, cards={ACCOUNTING: down(RED)},
                deck=(EventCard.DIRECTORS_MEETING,))  # fmt: skip
    appointed = {e.division: e for e in of_type(finish_turn(s).events, HeadAppointed)}
    assert appointed[DEVELOPMENT] == HeadAppointed(YELLOW, DEVELOPMENT, by_card=False), "a majority"
    assert appointed[ACCOUNTING] == HeadAppointed(RED, ACCOUNTING, by_card=True)


def test_p14_no_privilege_at_the_first_meeting() -> None:
    s = _first_meeting_done()
    assert s.meetings == 1 and s.chairman != -1


# -- P15 ------------------------------------------------------------------------------------------


def test_p15_cards_dealt_face_down_and_bought_face_down_stay_so() -> None:
    s = dealt()
    assert all(not card.face_up for card in s.cards)
    s = service(divisions={DEVELOPMENT: [dep(RED, 1)]}, cards={CONTROLLING: down(RED)}, actor=BLUE)
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), ACCEPT)
    assert s.cards[CONTROLLING] == PrivilegeCard(BLUE, face_up=False, bribed=False)


def test_p15_resigning_turns_the_card_down_whoever_holds_it() -> None:
    s = service(heads=(BLUE, -1, -1, -1, -1, -1), cards={DEVELOPMENT: up(RED, bribed=True)}, actor=BLUE)
    s = play(s, KINDS[ActionKind.RESIGN], ChooseDivision(DEVELOPMENT), TO_BOARD)
    assert s.cards[DEVELOPMENT] == PrivilegeCard(RED, face_up=False, bribed=True)
    assert not _offered(attrs.evolve(s, first_player=RED, acted=0), ActionKind.USE_DEVELOPMENT)


def test_d6_the_two_departments_of_a_merge_are_picked_in_either_order() -> None:
    """The table offered only the departments before the last one first, and then only those after the
    first: clicking them the other way round was refused, and the person was left to guess why. Picked
    lower one first, the merged department going to a new office, both still leave their own."""
    offices = [dep(BLUE, 3), dep(YELLOW, 2), dep(BLUE, 2), dep(BLUE, 4)]
    for first, second in ((0, 2), (2, 0), (0, 3), (3, 0)):
        s = service(divisions={COMMUNICATIONS: offices})
        s = play(s, KINDS[ActionKind.MERGE], ChooseOffice(COMMUNICATIONS, first))
        assert ChooseOffice(COMMUNICATIONS, second) in RULES.legal_actions(s)
        s = play(s, ChooseOffice(COMMUNICATIONS, second), ChooseDivision(DEVELOPMENT))
        merged = offices[first].employees + offices[second].employees - 2
        assert s.divisions[DEVELOPMENT] == (Department(BLUE, merged, main=True),), (first, second)
        assert s.divisions[COMMUNICATIONS] == tuple(o for row, o in enumerate(offices) if row not in (first, second))


# -- P16 ------------------------------------------------------------------------------------------


def test_p16_offers_are_multiples_of_50000_within_the_money() -> None:
    s = service(money=(230_000, 0, 0, 0), cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING))
    assert list(RULES.legal_actions(s)) == [ChooseAmount(a) for a in (50_000, 100_000, 150_000, 200_000)]
    with pytest.raises(IllegalAction):
        RULES.apply(s, ChooseAmount(75_000))
    assert not _offered(service(money=(40_000, 0, 0, 0)), ActionKind.BRIBE)


def test_p16_only_the_two_players_see_the_amount() -> None:
    s = service(cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(150_000))
    for player, amount in ((BLUE, 150_000), (RED, 150_000), (YELLOW, HIDDEN), (None, HIDDEN)):
        v = RULES.view(s, player)
        assert v.pending.offers[0].amount == amount
        assert of_type(v.events, BribeOffered)[0].amount == amount
    s = RULES.apply(s, ACCEPT)
    seen = [e for e in RULES.view(s, GREEN).events if isinstance(e, PinatsPaid)]
    assert seen == [PinatsPaid(payer=BLUE, payee=RED, amount=HIDDEN, bribe=True)]
    assert s.ledger == (800_000,) * 4


def test_d11_the_briber_and_the_target_reckon_the_bribe_in_each_others_money() -> None:
    """The money shown for another player left out a bribe the viewer had paid or taken himself."""
    s = service(cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(150_000), ACCEPT)
    assert RULES.view(s, RED).ledger[BLUE] == 650_000 and RULES.view(s, BLUE).ledger[RED] == 950_000
    assert RULES.view(s, GREEN).ledger == RULES.view(s, None).ledger == s.ledger == (800_000,) * 4
    assert all(RULES.view(s, p).reckoned == () for p in (BLUE, RED, GREEN, None)), "nobody sees another's reckoning"
    assert RULES.determinize(RULES.view(s, RED), Rng(1)).money[BLUE] == 650_000, "a bot reckons it too"
    t = Draft(s)
    t.show_money(BLUE)
    shown = t.freeze()
    assert RULES.view(shown, RED).ledger[BLUE] == shown.money[BLUE] == 650_000, "shown money is counted once"


# -- P17 ------------------------------------------------------------------------------------------


def test_p17_two_refusals_by_one_player_cost_one_employee() -> None:
    s = service(
        divisions={DEVELOPMENT: [dep(RED, 3)]},
        cards={CONTROLLING: up(RED), ACCOUNTING: up(RED)},
        money=(1_000_000,) * 4,
    )
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), REFUSE)
    assert ChooseCard(CONTROLLING) in RULES.legal_actions(s) and DONE in RULES.legal_actions(s)
    s = play(s, ChooseCard(CONTROLLING))
    assert RULES.legal_actions(s)[0] == ChooseAmount(100_000), "more money for the same card"
    s = play(s, ChooseAmount(100_000), REFUSE)
    assert s.points[BLUE][CORRUPTION] == 1 and s.points[RED][CORRUPTION] == 0
    s = RULES.apply(s, ChooseOffice(DEVELOPMENT, 0))
    assert s.pending is None and s.divisions[DEVELOPMENT] == (Department(RED, 2),)


def test_p17_accepting_the_second_offer_saves_the_employee() -> None:
    s = service(divisions={DEVELOPMENT: [dep(RED, 3)]}, cards={CONTROLLING: up(RED), ACCOUNTING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), REFUSE)
    s = play(s, ChooseCard(ACCOUNTING), ChooseAmount(50_000), ACCEPT)
    assert s.pending is None and s.divisions[DEVELOPMENT] == (Department(RED, 3),)
    assert s.points[BLUE][CORRUPTION] == 1 and s.points[RED][CORRUPTION] == 1
    assert s.cards[ACCOUNTING] == PrivilegeCard(BLUE, face_up=True, bribed=True)


def test_p17_stopping_after_a_refusal() -> None:
    s = service(divisions={DEVELOPMENT: [dep(RED, 1)]}, cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), REFUSE, DONE)
    s = RULES.apply(s, ChooseOffice(DEVELOPMENT, 0))
    assert s.divisions[DEVELOPMENT] == (), "the department without employees closes"


def test_p17_a_refusal_without_an_employee_to_lose_is_told() -> None:
    """Red, with no employee, refused and nothing was said: the refusal seemed free of cost for no reason."""
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 2)]}, cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), REFUSE, DONE)
    assert s.pending is None and of_type(s.events, RefusalPaid) == [RefusalPaid(RED, lost=False)]


# -- P18 ------------------------------------------------------------------------------------------


def test_p18_offices_fill_from_the_top_and_move_up() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 1), dep(RED, 2), dep(BLUE, 2, main=True)]}, actor=BLUE)
    s = play(s, KINDS[ActionKind.BUY_INFLUENCE], ChooseOffice(DEVELOPMENT, 0), ChooseOffice(DEVELOPMENT, 1))
    assert s.divisions[DEVELOPMENT] == (Department(RED, 2), Department(BLUE, 1, main=True))
    s = RULES.apply(s, ChooseOffice(DEVELOPMENT, 1))
    assert s.divisions[DEVELOPMENT] == (Department(RED, 2), Department(BLUE, 0, main=True)), "main stays open"


def test_p18_no_office_holds_more_than_six() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 5)], ACCOUNTING: [dep(BLUE, 6)]})
    s = RULES.apply(s, KINDS[ActionKind.HIRE])
    assert list(RULES.legal_actions(s)) == [ChooseOffice(DEVELOPMENT, 0)]
    s = RULES.apply(s, ChooseOffice(DEVELOPMENT, 0))
    assert s.pending is None, "no room for the second employee"


# -- P19 ------------------------------------------------------------------------------------------


def test_p19_only_completable_actions_are_offered() -> None:
    s = service(money=(0,) * 4)
    legal = RULES.legal_actions(s)
    assert legal == (KINDS[ActionKind.FOUND_WITH_NEW_EMPLOYEES],)
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 1)]}, money=(0,) * 4)
    assert not _offered(s, ActionKind.FOUND_WITH_OWN_EMPLOYEES) and not _offered(s, ActionKind.BUY_INFLUENCE)
    assert not _offered(s, ActionKind.MERGE)


def test_p19_illegal_choices_are_refused() -> None:
    s = service(divisions={DEVELOPMENT: [dep(BLUE, 6)]})
    with pytest.raises(IllegalAction):
        RULES.apply(s, KINDS[ActionKind.HIRE])
    with pytest.raises(IllegalAction):
        RULES.apply(s, ChooseDivision(DEVELOPMENT))
    with pytest.raises(IllegalAction):
        RULES.apply(s, Deal(colours=(0, 1, 2, 3), skills=(0, 1, 2, 3), privileges=(0,) * 7))


# -- P20 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "removed"), [(3, {4, 5}), (4, {4}), (5, set())])
def test_p20_archenemy_skill_cards_in_play(players: int, removed: set[int]) -> None:
    """The annotated cards M-C-K (out at 3 and 4 players) and I-S-K (out at 3): one card always
    stays out of play, so 4 cards at 3 players, 5 at 4, 6 at 5."""
    in_play = set(range(len(K.ARCHENEMY_SKILL_CARDS))) - removed
    assert set(K.ARCHENEMY_SKILL_CARDS_IN_PLAY[players]) == in_play
    assert len(in_play) == min(players + 1, len(K.ARCHENEMY_SKILL_CARDS))
    seen = set()
    for seed in range(60):
        deal = random_deal(players, Rng(seed))
        seen.update(deal.skills)
        assert sorted(deal.colours) == list(range(players))
        assert setup_valid_deal(deal, players)
    assert seen == in_play
    assert K.ARCHENEMY_SKILL_CARDS[4] == (MAIN_DEPARTMENTS, CORRUPTION, COUNSEL)
    assert K.ARCHENEMY_SKILL_CARDS[5] == (INFLUENCE, SHARES, COUNSEL)


def test_p20_a_deal_with_a_card_out_of_play_is_refused() -> None:
    deal = Deal(colours=(0, 1, 2, 3), skills=(0, 1, 2, 4), privileges=(0, 0, 1, 1, 2, 2, 3))
    assert not setup_valid_deal(deal, 4)
    assert setup_valid_deal(attrs.evolve(deal, skills=(0, 1, 2, 5)), 4)


# -- P21 ------------------------------------------------------------------------------------------


def test_p21_strictly_more_and_gold_beats_everyone() -> None:
    s = service(points=((5, 24, 0, 3), (5, 24, 1, 0), (0,) * 4, (0,) * 4))
    assert not beats(s, BLUE, YELLOW, INFLUENCE)
    assert beats(s, BLUE, YELLOW, SHARES) and beats(s, YELLOW, BLUE, SHARES)
    assert beats(s, BLUE, YELLOW, CORRUPTION)
    s = attrs.evolve(s, consultants=((1, 1, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0), (0,) * 6, (0,) * 6))
    assert not beats(s, BLUE, YELLOW, COUNSEL) and not beats(s, YELLOW, BLUE, COUNSEL)


# -- P22 ------------------------------------------------------------------------------------------


def test_p22_own_colour_beats_all_in_two_of_three() -> None:
    points = ((3, 3, 0, 0), (1, 1, 5, 0), (2, 2, 0, 0), (0,) * 4)
    s = service(points=points, archenemies=(Archenemy(BLUE, 0), *(Archenemy(1, 1),) * 3))
    assert beats_archenemy(s, BLUE), "influence and shares: 2 of I-S-M"


def test_p22_another_colour_must_be_beaten_in_all_three() -> None:
    points = ((3, 3, 1, 0), (1, 1, 0, 0), (0,) * 4, (0,) * 4)
    s = service(points=points, archenemies=(Archenemy(YELLOW, 0), *(Archenemy(1, 1),) * 3))
    assert beats_archenemy(s, BLUE)
    s = attrs.evolve(s, points=((3, 3, 0, 0), (1, 1, 0, 0), (0,) * 4, (0,) * 4))
    assert not beats_archenemy(s, BLUE)


def test_p22_the_point_is_kept_once_announced() -> None:
    points = ((7, 16, 3, 9), (0, 0, 2, 0), (0,) * 4, (0,) * 4)
    s = service(
        points=points,
        archenemies=(Archenemy(YELLOW, 0), *(Archenemy(2, 1),) * 3),
        divisions={DEVELOPMENT: [dep(BLUE, 1), dep(BLUE, 1)]},
    )
    s = play(s, KINDS[ActionKind.BUY_SHARES], ChooseSize(1))
    announced = of_type(s.events, VictoryAnnounced)
    assert announced == [VictoryAnnounced(player=BLUE, points=4, colour=YELLOW, skills=0, kept=True)]
    later = attrs.evolve(s, points=((7, 17, 3, 9), (0, 0, 5, 0), (0,) * 4, (0,) * 4))
    assert not beats_archenemy(later, BLUE) and victory_points(later, BLUE) == 4


# -- P23 ------------------------------------------------------------------------------------------


def test_p23_the_game_ends_with_the_service_turn() -> None:
    points = ((7, 16, 4, 8), (0,) * 4, (0,) * 4, (0,) * 4)
    s = service(points=points, archenemies=(Archenemy(YELLOW, 0),) * 4, cards={CONTROLLING: up(RED)})
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), ACCEPT)
    assert s.ending and RULES.to_move(s) == YELLOW
    s = finish_turn(s)
    assert s.phase is Phase.OVER and RULES.to_move(s) is None
    assert RULES.outcome(s).winners == (BLUE,)


def test_p23_reached_at_a_meeting_ends_after_the_next_service_turn() -> None:
    points = ((6, 16, 4, 9), (9, 0, 0, 0), (0,) * 4, (0,) * 4)
    s = service(
        points=points,
        board=(BLUE,),
        archenemies=(Archenemy(YELLOW, 0),) * 4,
        deck=(EventCard.DIRECTORS_MEETING,),
    )
    s = finish_turn(s)
    assert s.phase is Phase.DRAW and s.ending
    s = RULES.apply(s, DrawEvents((0, 1, 2, 3, 4, 5)))
    while s.phase is Phase.ORDER:
        s = RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.phase is Phase.SERVICE and s.turn == 1
    s = finish_turn(s)
    assert s.phase is Phase.OVER and s.turn == 1


def test_p23_ties_go_to_money_then_are_shared() -> None:
    points = ((7, 16, 4, 9), (7, 16, 4, 9), (0,) * 4, (0,) * 4)
    s = service(points=points, archenemies=(Archenemy(GREEN, 0),) * 4)
    s = attrs.evolve(s, money=(100, 200, 300, 0), phase=Phase.OVER)
    assert RULES.outcome(s).winners == (YELLOW,)
    assert RULES.outcome(attrs.evolve(s, money=(200, 200, 300, 0))).winners == (BLUE, YELLOW)
    assert RULES.outcome(s).ranking == (2, 1, 3, 4)


def test_p23_the_longer_game_needs_five() -> None:
    points = ((7, 16, 4, 8), (0,) * 4, (0,) * 4, (0,) * 4)
    s = service(
        points=points,
        archenemies=(Archenemy(YELLOW, 1),) * 4,
        cards={CONTROLLING: up(RED)},
        money=(3_000_000,) * 4,
        options={"longer_game": True},
    )
    s = play(s, KINDS[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(50_000), ACCEPT)
    assert victory_points(s, BLUE) == 4 and not s.ending
    s = attrs.evolve(s, first_player=BLUE, acted=0, consultants=((1, 1, 0, 0, 0, 0),) + ((0,) * 6,) * 3)
    s = play(s, KINDS[ActionKind.BUY_COUNSEL], ChooseDivision(ACCOUNTING))
    assert victory_points(s, BLUE) >= 5 and s.ending


# -- P24 ------------------------------------------------------------------------------------------


def test_p24_every_open_number_lives_in_constants_with_its_ruling() -> None:
    """The rulings whose basis is OURS name the constants that carry them, in constants.py."""
    text = Path(K.__file__).read_text(encoding="utf-8")
    for ruling in ("P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12", "P13", "P16", "P20", "P23"):
        assert re.search(rf"\b{ruling}\b", text), ruling
    assert (K.MORON_PAYMENT, K.BRIBE_STEP, K.SCANDAL_COMPENSATION) == (100_000, 50_000, 200_000)
    assert PURPLE == 4
