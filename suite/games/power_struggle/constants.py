"""What Power Struggle is made of and every number in it, each with the ruling that fixes it.

The rulings P1–P24 are explained in docs/rulings-power-struggle.md; D-numbers are our further
decisions, listed in the same file. Divisions, privilege cards and skills are small ints (they index
tuples in the state); event cards and action kinds are string enums, so that a save reads plainly.
"""

from __future__ import annotations

import enum

# -- the company (P1–P3) ------------------------------------------------------------------------

DEVELOPMENT = 0
HUMAN_RESOURCES = 1
COMMUNICATIONS = 2
ACCOUNTING = 3
LEGAL_AND_PATENTS = 4
CONTROLLING = 5
DIVISIONS = 6  # P1: left to right as above
OFFICES_PER_DIVISION = 6  # P1: department offices below each division head's office
BOARD_SEATS = 5  # P3
MAX_EMPLOYEES = 6  # P18: in any office, department or main department
MAIN_DEPARTMENT_HEADS = 2  # P2: a main department counts as 2 department heads in majorities

CHAIRMAN_CARD = DIVISIONS
"""The privilege cards are the six division cards (indexed by division) and the Chairman's (index 6)."""
PRIVILEGE_CARDS = DIVISIONS + 1

NOBODY = -1
"""An empty office or seat, a card or choice not yet made."""
HIDDEN = -1
"""A number a view may not show (another player's money, another pair's bribe amount)."""

# -- players and setup (P6, P7, P20) ------------------------------------------------------------

MIN_PLAYERS = 3
MAX_PLAYERS = 5
START_MONEY = 800_000  # P7
MANAGERS_PER_COLOUR = 22  # RULES: a colour's pawns, markers on the four tracks included (P6: more may stand in)
INITIAL_PLACEMENTS = 3  # RULES: three managers each, in snake order
INITIAL_EMPLOYEES = 3  # RULES: a department founded in the initial placement has 3 employees

CERTIFICATE_SIZES = (1, 2, 3, 4, 5, 6, 7)
CERTIFICATE_PRICES = (100_000, 200_000, 400_000, 600_000, 900_000, 1_200_000, 1_600_000)  # RULES, by size 1–7
CERTIFICATE_STOCK: dict[int, tuple[int, ...]] = {  # P6: certificates of each size 1–7 by player count
    3: (2, 2, 2, 2, 2, 2, 2),
    4: (2, 2, 2, 2, 2, 3, 3),
    5: (3, 3, 3, 3, 3, 3, 3),
}

# -- skills and victory (P4, P21–P23) -----------------------------------------------------------

INFLUENCE = 0
SHARES = 1
MAIN_DEPARTMENTS = 2
CORRUPTION = 3
COUNSEL = 4
TRACKS = 4
"""Influence, shares, main departments and corruption are tracks of points; counsel (4) counts pawns."""
GREEN_BOX = (7, 16, 4, 9)  # P4: a track's victory point, in the order of the tracks above
GOLD_BOX = (10, 24, 6, 12)  # P4: a track's highest box; points beyond it are lost
COUNSEL_SPACES_FOR_POINT = 3  # P4: consultants on this many different spaces
VICTORY_POINTS = 4  # P23
LONGER_GAME_VICTORY_POINTS = 5  # P23: the longer-game option

ARCHENEMY_SKILL_CARDS: tuple[tuple[int, int, int], ...] = (  # P20, I-S-M, I-C-K, S-M-K, I-S-C, M-C-K, I-S-K
    (INFLUENCE, SHARES, MAIN_DEPARTMENTS),
    (INFLUENCE, CORRUPTION, COUNSEL),
    (SHARES, MAIN_DEPARTMENTS, COUNSEL),
    (INFLUENCE, SHARES, CORRUPTION),
    (MAIN_DEPARTMENTS, CORRUPTION, COUNSEL),
    (INFLUENCE, SHARES, COUNSEL),
)
ARCHENEMY_SKILL_CARDS_IN_PLAY: dict[int, tuple[int, ...]] = {  # P20: the cards dealt from, by player count
    3: (0, 1, 2, 3),  # both annotated cards out: M-C-K and I-S-K
    4: (0, 1, 2, 3, 5),  # one annotated card out: M-C-K
    5: (0, 1, 2, 3, 4, 5),
}
"""One skill card always stays out of play, so nobody can deduce the others' cards from his own."""
ARCHENEMY_SKILLS_TO_BEAT_ALL = 2  # P22: own colour, beat all others in 2 of the 3 skills

# -- the director's meeting (P3, P5, P9, P14) ---------------------------------------------------

CHAIRMAN_INFLUENCE = 2  # RULES
BOARD_MEMBER_INFLUENCE = 1  # RULES
MOTIVATION_MIN = 0  # P5
MOTIVATION_MAX = 6  # P5: the start and the value each meeting resets it to

# -- the event deck (P8–P11) --------------------------------------------------------------------


class EventCard(enum.StrEnum):
    """The kinds of event card. ``HIDDEN`` stands in a view for a card the viewer may not see."""

    BONUS_PAYMENT = "bonus_payment"
    DIRECTORS_MEETING = "directors_meeting"
    MOTIVATION_DOWN_1 = "motivation_down_1"
    MOTIVATION_DOWN_2 = "motivation_down_2"
    MOTIVATION_UP_1 = "motivation_up_1"
    MORON_CARD = "moron_card"
    BOARD_SCANDAL = "board_scandal"
    BIRTHDAY = "birthday"
    SUMMER_PARTY = "summer_party"
    COMPANY_OUTING = "company_outing"
    HIDDEN = "hidden"


MISCELLANEOUS_EVENTS: tuple[EventCard, ...] = (  # P8: the 24 miscellaneous cards
    (EventCard.MOTIVATION_DOWN_1,) * 9
    + (EventCard.MOTIVATION_DOWN_2,) * 5
    + (EventCard.MOTIVATION_UP_1,) * 4
    + (EventCard.MORON_CARD, EventCard.BOARD_SCANDAL, EventCard.BIRTHDAY, EventCard.SUMMER_PARTY)
    + (EventCard.COMPANY_OUTING,) * 2
)
REGULAR_EVENTS = (EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING)  # P9
MOTIVATION_CHANGE = {
    EventCard.MOTIVATION_DOWN_1: -1,
    EventCard.MOTIVATION_DOWN_2: -2,
    EventCard.MOTIVATION_UP_1: 1,
}  # P8
EVENTS_DRAWN = 6  # P9: miscellaneous cards drawn at each meeting
EVENT_DECK_SIZE = 8  # P9
MEETING_EARLIEST_POSITION = 5  # P9: the Director's Meeting card is the 5th card or later (4–7 service turns)

BONUS_PER_CERTIFICATE = 100_000  # P11
BONUS_PER_DEPARTMENT = 100_000  # P11
BONUS_PER_MAIN_DEPARTMENT = 200_000  # P11
BONUS_PER_BOARD_MEMBER = 150_000  # P11
BONUS_FOR_CHAIRMAN = 300_000  # P11
MORON_PAYMENT = 100_000  # P10: paid to each other player by the deck's arranger
SCANDAL_COMPENSATION = 200_000  # P11
BIRTHDAY_GIFT = 100_000  # P11: per pawn, the Chairman and each division head but Communications'
SUMMER_PARTY_FEE = 100_000  # P11: per board member

# -- privileges (P12, P13): by motivation 0–6, the director side then the bribed side ------------

HUMAN_RESOURCES_EXTRA = (  # extra employees when hiring or founding with new employees
    (2, 2, 1, 1, 0, 0, 0),
    (3, 3, 2, 2, 1, 1, 1),
)
ACCOUNTING_EXTRA = (  # extra shares on the certificate bought
    (2, 2, 1, 1, 0, 0, 0),
    (3, 3, 2, 2, 1, 1, 1),
)
CONTROLLING_EXTRA = (  # extra Pinats per department and main department at a bonus payment
    (100_000, 100_000, 100_000, 50_000, 50_000, 0, 0),
    (200_000, 200_000, 150_000, 100_000, 100_000, 100_000, 100_000),
)
DEVELOPMENT_POACHED = (1, 3)  # P12: employees taken (director, bribed); one per opponent at most
LEGAL_DISMISSED = (1, 2)  # P12: employees dismissed, and influence scored, (director, bribed)

# -- actions (P16–P19) --------------------------------------------------------------------------


class ActionKind(enum.StrEnum):
    """The forms of the seven actions A–G a player chooses from."""

    HIRE = "hire"  # A
    FOUND_WITH_OWN_EMPLOYEES = "found_with_own_employees"  # B
    FOUND_WITH_NEW_EMPLOYEES = "found_with_new_employees"  # B
    MOVE = "move"  # C
    MERGE = "merge"  # C
    RESIGN = "resign"  # D
    BRIBE = "bribe"  # E
    BUY_INFLUENCE = "buy_influence"  # F
    BUY_MAIN_DEPARTMENT = "buy_main_department"  # F
    BUY_COUNSEL = "buy_counsel"  # F
    BUY_SHARES = "buy_shares"  # F
    USE_DEVELOPMENT = "use_development"  # G
    USE_LEGAL_AND_PATENTS = "use_legal_and_patents"  # G


PRIVILEGE_ACTIONS = {ActionKind.USE_DEVELOPMENT: DEVELOPMENT, ActionKind.USE_LEGAL_AND_PATENTS: LEGAL_AND_PATENTS}
"""RULES: the privilege card each form of action G uses."""


HIRED = 2  # RULES: employees taken by action A, before Human Resources
FOUNDED_WITH_OWN_MAX = 2  # RULES: new departments in one action with own employees
FOUNDED_WITH_OWN_MIN_EMPLOYEES = 2  # RULES: each, before one is replaced by the department head
MERGE_DISMISSED = 2  # RULES
INFLUENCE_DISMISSED = 3  # RULES: employees dismissed to buy 1 influence point
MAIN_DEPARTMENT_PRICE = 1_500_000  # RULES
CONSULTANT_PRICE = 2_000_000  # RULES
BRIBE_MIN = 50_000  # P16
BRIBE_STEP = 50_000  # P16
BRIBE_OFFERS = 2  # RULES
