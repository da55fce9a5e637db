"""Every worked example of the rulebook, played through the rules.

The examples of the meeting (pages 4–6) follow one another: they are played here from a real deal
and a real initial placement that leads to the rulebook's pictures. The examples of the actions and
privileges (pages 7–16) start from positions set up for them.
"""

from __future__ import annotations

from suite.games.power_struggle.constants import (
    ACCOUNTING,
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    CONTROLLING,
    CORRUPTION,
    DEVELOPMENT,
    HUMAN_RESOURCES,
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
    PICK_EVENT,
    PLACE_DEPARTMENT,
    PLACE_ON_BOARD,
    REFUSE,
    TO_BOARD,
    TO_COUNSEL,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    Deal,
    DrawEvents,
)
from suite.games.power_struggle.rules.event_cards import bonus
from suite.games.power_struggle.rules.events import (
    ChairmanElected,
    DepartmentClosed,
    EventRevealed,
    LeftBoard,
    PinatsPaid,
)
from suite.games.power_struggle.rules.state import Department, Phase, PrivilegeCard, State
from tests.games.power_struggle.positions import (
    BLUE,
    GREEN,
    RED,
    RULES,
    YELLOW,
    dealt,
    dep,
    finish_turn,
    of_type,
    play,
    play_collecting,
    service,
    up,
)

# Blue holds Communications (so he places first) and Development; Yellow Accounting and Legal &
# Patents; Green Human Resources and Controlling; Red the Chairman card.
EXAMPLE_DEAL = (BLUE, GREEN, BLUE, YELLOW, YELLOW, GREEN, RED)

PLACEMENT = (
    (BLUE, PLACE_ON_BOARD),
    (YELLOW, PLACE_DEPARTMENT[COMMUNICATIONS]),
    (GREEN, PLACE_DEPARTMENT[DEVELOPMENT]),
    (RED, PLACE_ON_BOARD),
    (RED, PLACE_DEPARTMENT[HUMAN_RESOURCES]),
    (GREEN, PLACE_DEPARTMENT[COMMUNICATIONS]),
    (YELLOW, PLACE_DEPARTMENT[CONTROLLING]),
    (BLUE, PLACE_DEPARTMENT[CONTROLLING]),
    (BLUE, PLACE_DEPARTMENT[ACCOUNTING]),
    (YELLOW, PLACE_ON_BOARD),
    (GREEN, PLACE_DEPARTMENT[COMMUNICATIONS]),
    (RED, PLACE_ON_BOARD),
)


def _placed() -> tuple[State, list]:
    """The example's initial placement, each player checked to be the one to place."""
    s = RULES.apply(
        RULES.new_state(dealt().options, 4), Deal(colours=(0, 1, 2, 3), skills=(0, 1, 2, 3), privileges=EXAMPLE_DEAL)
    )
    events = []
    for player, action in PLACEMENT:
        assert RULES.to_move(s) == player
        s = RULES.apply(s, action)
        events.extend(s.events)
    return s, events


def test_initial_placement_of_four_players() -> None:
    """Page 3: Blue first, clockwise; then Red first, counter-clockwise; then Blue again."""
    s = RULES.apply(
        RULES.new_state(dealt().options, 4), Deal(colours=(0, 1, 2, 3), skills=(0, 1, 2, 3), privileges=EXAMPLE_DEAL)
    )
    assert s.first_player == BLUE
    s = play(s, *(a for _, a in PLACEMENT[:4]))
    assert s.board == (BLUE, RED)
    assert s.divisions[COMMUNICATIONS] == (Department(YELLOW, 3),)
    assert s.divisions[DEVELOPMENT] == (Department(GREEN, 3),)
    assert RULES.to_move(s) == RED
    s = RULES.apply(s, PLACEMENT[4][1])
    assert s.divisions[HUMAN_RESOURCES] == (Department(RED, 3),)
    assert [RULES.to_move(s)] == [GREEN]
    placed, _ = _placed()
    assert placed.phase is Phase.DRAW, "the first meeting runs by itself up to the draw of the events"


def test_chairman_election_shifts_the_board_left() -> None:
    """Page 4: Red has most board members; his leftmost becomes Chairman, Yellow and Red move left."""
    s, events = _placed()
    assert of_type(events, ChairmanElected) == [ChairmanElected(RED, 1)]
    assert s.chairman == RED
    assert s.board == (BLUE, YELLOW, RED)


def test_appointment_of_division_heads() -> None:
    """Page 5: majorities, two departments beat one, the card for an empty division, the higher office on a tie."""
    s, _ = _placed()
    assert s.heads[DEVELOPMENT] == GREEN
    assert s.heads[HUMAN_RESOURCES] == RED
    assert s.heads[COMMUNICATIONS] == GREEN, "Green's 2 departments beat Yellow's first one"
    assert s.heads[ACCOUNTING] == BLUE
    assert s.heads[LEGAL_AND_PATENTS] == YELLOW, "no department: the Legal & Patents card's holder"
    assert s.divisions[CONTROLLING] == (Department(YELLOW, 3), Department(BLUE, 3))
    assert s.heads[CONTROLLING] == YELLOW, "equal heads and employees: the higher office"


def test_privilege_distribution() -> None:
    """Page 6: each head takes his division's card, the Chairman his, face up on the director side."""
    s, _ = _placed()
    holders = {card: s.cards[card].holder for card in range(7)}
    assert holders == {
        CHAIRMAN_CARD: RED,
        HUMAN_RESOURCES: RED,
        DEVELOPMENT: GREEN,
        COMMUNICATIONS: GREEN,
        ACCOUNTING: BLUE,
        LEGAL_AND_PATENTS: YELLOW,
        CONTROLLING: YELLOW,
    }
    assert all(card.face_up and not card.bribed for card in s.cards)


def test_influence_from_the_board() -> None:
    """Page 6: Red 3 (Chairman 2, member 1), Blue 1, Yellow 1, Green 0."""
    s, _ = _placed()
    assert [s.points[p][INFLUENCE] for p in (RED, BLUE, YELLOW, GREEN)] == [3, 1, 1, 0]
    assert s.motivation == 6


def test_event_ordering() -> None:
    """Page 6: Green orders Summer Party first, Bonus Payment 3rd, the Director's Meeting exactly 5th
    (it could not go earlier): four service turns, the first revealing the Summer Party."""
    s, _ = _placed()
    assert s.arranger == GREEN
    s = RULES.apply(s, DrawEvents((21, 0, 9, 14, 22, 20)))
    assert RULES.to_move(s) == GREEN
    order = (
        EventCard.SUMMER_PARTY,
        EventCard.MOTIVATION_DOWN_1,
        EventCard.BONUS_PAYMENT,
        EventCard.MOTIVATION_DOWN_2,
        EventCard.DIRECTORS_MEETING,
        EventCard.MOTIVATION_UP_1,
        EventCard.COMPANY_OUTING,
    )
    for position, card in enumerate(order, start=1):
        if position <= 5:
            legal = RULES.legal_actions(s)
            assert (PICK_EVENT[EventCard.DIRECTORS_MEETING] in legal) == (position == 5), position
        s = RULES.apply(s, PICK_EVENT[card])
    assert s.phase is Phase.SERVICE and s.first_player == GREEN
    assert s.revealed == (EventCard.SUMMER_PARTY,)
    assert s.deck == (*order[1:], EventCard.BIRTHDAY)
    paid = [e for e in s.events if isinstance(e, PinatsPaid)]
    assert paid == [
        PinatsPaid(payer=BLUE, payee=-1, amount=100_000),
        PinatsPaid(payer=YELLOW, payee=-1, amount=100_000),
        PinatsPaid(payer=RED, payee=-1, amount=100_000),
    ]
    turns = s.deck.index(EventCard.DIRECTORS_MEETING) + len(s.revealed)
    assert turns == 4


def _red_company() -> dict[int, list[Department]]:
    """Red's three departments and one main department of the bonus example."""
    return {
        DEVELOPMENT: [dep(RED, 2)],
        HUMAN_RESOURCES: [dep(RED, 3), dep(BLUE, 2)],
        ACCOUNTING: [dep(RED, 1), dep(RED, 4, main=True)],
    }


def test_bonus_payment() -> None:
    """Page 7: 2 certificates, 3 departments, 1 main department, 1 board member and the Chairman: 1,150,000."""
    certificates = ((), (), (), (1, 4))
    s = service(divisions=_red_company(), certificates=certificates, board=(BLUE, RED), chairman=RED)
    assert bonus(s, RED) == 1_150_000
    s = service(
        divisions=_red_company(),
        certificates=certificates,
        board=(BLUE, RED),
        chairman=RED,
        deck=(EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING),
    )
    s = finish_turn(s)
    assert [e for e in s.events if isinstance(e, PinatsPaid) and e.payee == RED] == [
        PinatsPaid(payer=-1, payee=RED, amount=1_150_000)
    ]


def test_bonus_payment_with_bribed_controlling_at_motivation_1() -> None:
    """Page 13: the bribed Controlling card adds 200,000 per department and main department: 1,950,000."""
    s = service(
        divisions=_red_company(),
        certificates=((), (), (), (1, 4)),
        board=(BLUE, RED),
        chairman=RED,
        motivation=1,
        cards={CONTROLLING: up(RED, bribed=True)},
    )
    assert bonus(s, RED) == 1_950_000


def test_founding_with_own_employees() -> None:
    """Page 9: Green takes 7 employees, 5 into Accounting's first free office and 2 into Legal &
    Patents' first; one of each becomes the head; his Development department closes."""
    s = service(
        divisions={
            DEVELOPMENT: [dep(GREEN, 3)],
            COMMUNICATIONS: [dep(YELLOW, 3), dep(GREEN, 6)],
            ACCOUNTING: [dep(BLUE, 2)],
        },
        actor=GREEN,
    )
    s, events = play_collecting(
        s,
        CHOOSE_ACTION[ActionKind.FOUND_WITH_OWN_EMPLOYEES],
        ChooseDivision(ACCOUNTING),
        ChooseOffice(DEVELOPMENT, 0),
        ChooseOffice(DEVELOPMENT, 0),
        ChooseOffice(DEVELOPMENT, 0),
        ChooseOffice(COMMUNICATIONS, 1),
        ChooseOffice(COMMUNICATIONS, 1),
        ChooseDivision(LEGAL_AND_PATENTS),
        ChooseOffice(COMMUNICATIONS, 1),
        ChooseOffice(COMMUNICATIONS, 1),
        DONE,
    )
    assert of_type(events, DepartmentClosed) == [DepartmentClosed(player=GREEN, division=DEVELOPMENT, row=0)]
    assert s.divisions[DEVELOPMENT] == ()
    assert s.divisions[ACCOUNTING] == (Department(BLUE, 2), Department(GREEN, 4))
    assert s.divisions[LEGAL_AND_PATENTS] == (Department(GREEN, 1),)
    assert s.divisions[COMMUNICATIONS] == (Department(YELLOW, 3), Department(GREEN, 2))
    assert RULES.to_move(s) == RED


def test_merging_into_a_main_department() -> None:
    """Page 9: Green moves his lowest Communications department into his Development one: 6
    employees, 2 dismissed, 4 stay; 1 main-department point."""
    s = service(
        divisions={
            DEVELOPMENT: [dep(GREEN, 3)],
            COMMUNICATIONS: [dep(GREEN, 2), dep(YELLOW, 3), dep(GREEN, 3)],
        },
        actor=GREEN,
    )
    s = play(
        s,
        CHOOSE_ACTION[ActionKind.MERGE],
        ChooseOffice(DEVELOPMENT, 0),
        ChooseOffice(COMMUNICATIONS, 2),
        ChooseOffice(DEVELOPMENT, 0),
    )
    assert s.divisions[DEVELOPMENT] == (Department(GREEN, 4, main=True),)
    assert s.divisions[COMMUNICATIONS] == (Department(GREEN, 2), Department(YELLOW, 3))
    assert s.points[GREEN][MAIN_DEPARTMENTS] == 1


def test_resigning_to_the_board() -> None:
    """Page 10: Green's head of Communications and his 2 department heads join the board; their 6
    employees are dismissed; 2 seats were free, so Blue, leftmost, is pushed out."""
    s = service(
        divisions={COMMUNICATIONS: [dep(GREEN, 3), dep(YELLOW, 2), dep(GREEN, 3)]},
        heads=(-1, -1, GREEN, -1, -1, -1),
        board=(BLUE, RED, YELLOW),
        cards={COMMUNICATIONS: up(GREEN)},
        actor=GREEN,
    )
    s, events = play_collecting(s, CHOOSE_ACTION[ActionKind.RESIGN], ChooseDivision(COMMUNICATIONS), TO_BOARD)
    assert s.board == (RED, YELLOW, GREEN, GREEN, GREEN)
    assert of_type(events, LeftBoard) == [LeftBoard(BLUE)]
    assert s.divisions[COMMUNICATIONS] == (Department(YELLOW, 2),)
    assert s.heads[COMMUNICATIONS] == -1
    assert s.cards[COMMUNICATIONS] == PrivilegeCard(GREEN, face_up=False)


def test_resigning_as_consultant() -> None:
    """Page 10: Green's head of Development becomes a consultant; the 4 employees of his main
    department are dismissed but the main department stays open."""
    s = service(
        divisions={DEVELOPMENT: [dep(BLUE, 2), dep(GREEN, 4, main=True)]},
        heads=(GREEN, -1, -1, -1, -1, -1),
        actor=GREEN,
    )
    s = play(s, CHOOSE_ACTION[ActionKind.RESIGN], ChooseDivision(DEVELOPMENT), TO_COUNSEL)
    assert s.consultants[GREEN][DEVELOPMENT] == 1
    assert s.divisions[DEVELOPMENT] == (Department(BLUE, 2), Department(GREEN, 0, main=True))


def test_bribe_refused_then_accepted() -> None:
    """Page 11: Green offers Yellow 100,000 for Controlling (refused, 1 corruption for Green), then
    Red 350,000 for the Chairman card (accepted, 1 corruption for Red); Green takes the card bribed
    side up and dismisses one of Yellow's employees."""
    s = service(
        divisions={DEVELOPMENT: [dep(GREEN, 3)], CONTROLLING: [dep(YELLOW, 3)]},
        cards={CONTROLLING: up(YELLOW), CHAIRMAN_CARD: up(RED)},
        actor=GREEN,
    )
    s = play(s, CHOOSE_ACTION[ActionKind.BRIBE], ChooseCard(CONTROLLING), ChooseAmount(100_000))
    assert RULES.to_move(s) == YELLOW
    s = RULES.apply(s, REFUSE)
    assert s.points[GREEN][CORRUPTION] == 1 and s.money[GREEN] == 800_000
    s = play(s, ChooseCard(CHAIRMAN_CARD), ChooseAmount(350_000))
    assert RULES.to_move(s) == RED
    s = RULES.apply(s, ACCEPT)
    assert [s.points[p][CORRUPTION] for p in (GREEN, RED, YELLOW)] == [1, 1, 0]
    assert s.money[GREEN] == 450_000 and s.money[RED] == 1_150_000
    assert s.cards[CHAIRMAN_CARD] == PrivilegeCard(GREEN, face_up=True, bribed=True)
    assert list(RULES.legal_actions(s)) == [ChooseOffice(CONTROLLING, 0)], "Green removes an employee of Yellow"
    s = RULES.apply(s, ChooseOffice(CONTROLLING, 0))
    assert s.divisions[CONTROLLING] == (Department(YELLOW, 2),)
    assert RULES.to_move(s) == RED and s.pending is None


def test_buying_three_shares() -> None:
    """Page 11: Green buys a certificate of 3 shares for 400,000 and scores 3 shares."""
    s = play(service(actor=GREEN), CHOOSE_ACTION[ActionKind.BUY_SHARES], ChooseSize(3))
    assert s.money[GREEN] == 400_000
    assert s.certificates[GREEN] == (3,)
    assert s.points[GREEN][SHARES] == 3


def test_accounting_at_motivation_1() -> None:
    """Page 13: director side at motivation 1 adds 2 shares: 400,000 buys a certificate of 5."""
    s = service(actor=BLUE, motivation=1, cards={ACCOUNTING: up(BLUE)})
    s = play(s, CHOOSE_ACTION[ActionKind.BUY_SHARES], ChooseSize(3))
    assert s.money[BLUE] == 400_000
    assert s.certificates[BLUE] == (5,)
    assert s.points[BLUE][SHARES] == 5


def test_bribed_development() -> None:
    """Page 14: Red takes one employee from each of Blue, Yellow and Green into his Human Resources
    department, which then has 6 and can take no more."""
    s = service(
        divisions={
            DEVELOPMENT: [dep(BLUE, 3), dep(BLUE, 2)],
            HUMAN_RESOURCES: [dep(RED, 3)],
            ACCOUNTING: [dep(YELLOW, 2)],
            CONTROLLING: [dep(GREEN, 4)],
        },
        cards={DEVELOPMENT: up(RED, bribed=True)},
        actor=RED,
    )
    s = play(
        s, CHOOSE_ACTION[ActionKind.USE_DEVELOPMENT], ChooseOffice(DEVELOPMENT, 0), ChooseOffice(HUMAN_RESOURCES, 0)
    )
    assert ChooseOffice(DEVELOPMENT, 1) not in RULES.legal_actions(s), "one employee per opponent"
    s = play(
        s,
        ChooseOffice(ACCOUNTING, 0),
        ChooseOffice(HUMAN_RESOURCES, 0),
        ChooseOffice(CONTROLLING, 0),
        ChooseOffice(HUMAN_RESOURCES, 0),
    )
    assert s.divisions[HUMAN_RESOURCES] == (Department(RED, 6),)
    assert s.divisions[DEVELOPMENT][0] == Department(BLUE, 2)
    assert s.divisions[ACCOUNTING] == (Department(YELLOW, 1),)
    assert s.divisions[CONTROLLING] == (Department(GREEN, 3),)
    assert CHOOSE_ACTION[ActionKind.HIRE] not in RULES.legal_actions(
        service(divisions={HUMAN_RESOURCES: [dep(RED, 6)]}, actor=RED)
    )


def test_bribed_human_resources_at_motivation_1() -> None:
    """Page 15: founding with new employees, Green receives 3 more: 1 head and 4 employees in
    Accounting's first free office."""
    s = service(
        divisions={ACCOUNTING: [dep(BLUE, 2)], DEVELOPMENT: [dep(GREEN, 2)]},
        cards={HUMAN_RESOURCES: up(GREEN, bribed=True)},
        motivation=1,
        actor=GREEN,
    )
    s = play(s, CHOOSE_ACTION[ActionKind.FOUND_WITH_NEW_EMPLOYEES], ChooseDivision(ACCOUNTING))
    assert s.divisions[ACCOUNTING] == (Department(BLUE, 2), Department(GREEN, 4))
    s = RULES.apply(s, DONE)
    assert RULES.to_move(s) == RED


def test_legal_and_patents() -> None:
    """Page 16: Red, director side, dismisses an employee of his only department for 1 influence."""
    s = service(divisions={CONTROLLING: [dep(RED, 3)]}, cards={LEGAL_AND_PATENTS: up(RED)}, actor=RED)
    s = play(s, CHOOSE_ACTION[ActionKind.USE_LEGAL_AND_PATENTS], ChooseOffice(CONTROLLING, 0))
    assert s.divisions[CONTROLLING] == (Department(RED, 2),)
    assert s.points[RED][INFLUENCE] == 1


def test_hiring_two_employees() -> None:
    """Page 8: Green hires 2 employees from the supply into his offices."""
    s = service(divisions={DEVELOPMENT: [dep(GREEN, 3)], ACCOUNTING: [dep(GREEN, 5)]}, actor=GREEN)
    s = play(s, CHOOSE_ACTION[ActionKind.HIRE], ChooseOffice(ACCOUNTING, 0), ChooseOffice(DEVELOPMENT, 0))
    assert s.divisions[DEVELOPMENT] == (Department(GREEN, 4),)
    assert s.divisions[ACCOUNTING] == (Department(GREEN, 6),)
    assert RULES.to_move(s) == RED


def test_the_first_event_is_revealed_when_the_deck_is_ordered() -> None:
    s, _ = _placed()
    s = RULES.apply(s, DrawEvents((21, 0, 9, 14, 22, 20)))
    first = (EventCard.MOTIVATION_DOWN_1, EventCard.BONUS_PAYMENT, EventCard.SUMMER_PARTY, EventCard.MOTIVATION_UP_1)
    s = play(s, *(PICK_EVENT[card] for card in first))
    assert s.phase is Phase.ORDER and s.revealed == ()
    s = play(s, *(PICK_EVENT[c] for c in (EventCard.DIRECTORS_MEETING, EventCard.BIRTHDAY, EventCard.COMPANY_OUTING)))
    assert of_type(s.events, EventRevealed) == [EventRevealed(1, EventCard.MOTIVATION_DOWN_1)]
    assert s.motivation == 5
