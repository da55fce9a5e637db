"""Power Struggle's events and result in words, for the command line and the table's log.

Texts are extracted by ``make i18n`` from the ``tr(...)`` calls below (module level, so their
translation context is empty) and translated by whichever ``tr`` the caller passes. The window
and the command line pass a viewer's view (``rules.view``), never the full state: amounts, event
cards and archenemy cards the viewer may not know arrive as ``HIDDEN`` and are told as such, and
nothing here reads what a view hides (the event deck, others' money before the end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import groupby, takewhile
from typing import Any

import attrs

from suite.core.i18n import N_, fmt
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS,
    CERTIFICATE_SIZES,
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    COUNSEL_SPACES_FOR_POINT,
    FOUNDED_WITH_OWN_MAX,
    FOUNDED_WITH_OWN_MIN_EMPLOYEES,
    GREEN_BOX,
    HIDDEN,
    NOBODY,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.actions import (
    Accept,
    ChooseAction,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    Done,
    Pass,
    PickEvent,
    PlaceDepartment,
    PlaceOnBoard,
    Refuse,
    Supply,
    ToBoard,
    ToCounsel,
)
from suite.games.power_struggle.rules.bribes import waiting_for
from suite.games.power_struggle.rules.scoring import beats_archenemy, outcome, track_points, victory_points
from suite.games.power_struggle.rules.setup import placing
from suite.games.power_struggle.rules.state import (
    Bribing,
    Buying,
    Dismissing,
    FoundingWithNew,
    FoundingWithOwn,
    Hiring,
    Merging,
    Moving,
    Phase,
    Poaching,
    Resigning,
    State,
)

Tr = Callable[..., str]


def pinats(amount: int, tr: Tr) -> str:
    """An amount of money, or a word for one the reader may not know."""
    if amount == HIDDEN:
        return tr("a secret amount")
    digits = f"{amount:,}".replace(",", tr(",", "digit group separator in amounts"))
    return fmt(tr("%1 Pinats"), digits)


DIVISION_NAMES = (
    N_("Development"),
    N_("Human Resources"),
    N_("Communications"),
    N_("Accounting"),
    N_("Legal & Patents"),
    N_("Controlling"),
)
CARD_NAMES = (*DIVISION_NAMES, N_("Chairman"))
SKILL_NAMES = (N_("influence"), N_("shares"), N_("main departments"), N_("corruption"), N_("counsel"))
"""The names of the divisions, the privilege cards (by index) and the skills, marked where they are written so
that a bot's reason can name them too, translated where it is shown."""


def division_name(division: int, tr: Tr) -> str:
    return tr(DIVISION_NAMES[division])


def card_name(card: int, tr: Tr) -> str:
    return tr(CARD_NAMES[card])


def skill_name(which: int, tr: Tr) -> str:
    return tr(SKILL_NAMES[which])


def event_card_name(card: EventCard, tr: Tr) -> str:
    return {
        EventCard.BONUS_PAYMENT: tr("Bonus Payment"),
        EventCard.DIRECTORS_MEETING: tr("Director's Meeting"),
        EventCard.MOTIVATION_DOWN_1: tr("Motivation −1"),
        EventCard.MOTIVATION_DOWN_2: tr("Motivation −2"),
        EventCard.MOTIVATION_UP_1: tr("Motivation +1"),
        EventCard.MORON_CARD: tr("Moron Card"),
        EventCard.BOARD_SCANDAL: tr("Board Scandal"),
        EventCard.BIRTHDAY: tr("Birthday"),
        EventCard.SUMMER_PARTY: tr("Summer Party"),
        EventCard.COMPANY_OUTING: tr("Company Outing"),
        EventCard.HIDDEN: tr("a hidden card"),
    }[card]


def action_name(kind: ActionKind, tr: Tr) -> str:
    return {
        ActionKind.HIRE: tr("hire employees"),
        ActionKind.FOUND_WITH_OWN_EMPLOYEES: tr("found departments with own employees"),
        ActionKind.FOUND_WITH_NEW_EMPLOYEES: tr("found a department with new employees"),
        ActionKind.MOVE: tr("move departments"),
        ActionKind.MERGE: tr("merge into a main department"),
        ActionKind.RESIGN: tr("resign as division head"),
        ActionKind.BRIBE: tr("bribe other players"),
        ActionKind.BUY_INFLUENCE: tr("buy influence"),
        ActionKind.BUY_MAIN_DEPARTMENT: tr("buy a main department"),
        ActionKind.BUY_COUNSEL: tr("hire an external consultant"),
        ActionKind.BUY_SHARES: tr("buy shares"),
        ActionKind.USE_DEVELOPMENT: tr("use the Development privilege"),
        ActionKind.USE_LEGAL_AND_PATENTS: tr("use the Legal & Patents privilege"),
    }[kind]


def office_name(division: int, row: int, tr: Tr) -> str:
    return fmt(tr("office %1 of %2"), row + 1, division_name(division, tr))


def _archenemy(player: int, colour: int, skills: int, names: Sequence[str], tr: Tr) -> str:
    """A player's archenemy cards in words, with what they ask (P22). His own colour is told as such: "Bruno receives
    two archenemy cards: Bruno as archenemy…" read as a riddle."""
    if colour == HIDDEN:
        return tr("hidden cards")
    listed = _and([skill_name(which, tr) for which in ARCHENEMY_SKILL_CARDS[skills]], tr)
    if colour == player:
        return fmt(tr("their own colour, with the skills %1 (to beat every other player in two of them)"), listed)
    # "archenemy Jules, skills shares, …"; what it asks is said as for one's own colour (a tester missed it)
    return fmt(tr("%1 as archenemy, with the skills %2 (to beat them in all three)"), names[colour], listed)


def event(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    """One line for an event."""
    line = _pawns(e, names, tr)
    if line is not None:
        return line
    line = _money_and_cards(e, names, tr)
    if line is not None:
        return line
    return _round(e, names, tr)


STEPS = (E.EmployeesHired, E.EmployeesDismissed, E.EmployeesPlaced, E.EmployeeTaken, E.EmployeeMoved)
"""What one small step of an action does to one office (hire, dismiss, found, poach): steps at one office in a
row are counted in one line (``run``)."""


def continues(before: State) -> bool:
    """Whether a move made from ``before`` carries on the action told before it: the action under way (an office
    chosen, an amount offered, a bribe answered, the employee a refusal costs). The log told each step as an entry
    of its own: "1 employee in office 1 of Communications is dismissed." three times, where the decision's preview
    had said "3 employees…", and "chooses to found a department" stood apart from the department it opened."""
    return before.pending is not None


def run(events: Sequence[Any], names: Sequence[str], tr: Tr) -> tuple[int, str] | None:
    """Events told together in one line: a move or a merge before the offices that move up behind it, the
    employees of one office at consecutive steps, a refused bribe's dismissal with whose and why. None when
    ``events`` does not begin so."""
    return _moved_up(events, names, tr) or _one_office(events, tr) or _refusal(events, names, tr)


def _moved_up(events: Sequence[Any], names: Sequence[str], tr: Tr) -> tuple[int, str] | None:
    """A move or a merge is told before the offices that move up behind it: the rules empty the old office first
    (P18), and the log said "The departments below office 1 of Accounting move up one office." before anything
    had left it."""
    rows = list(takewhile(lambda e: isinstance(e, E.RowsMovedUp), events))
    moved = events[len(rows)] if len(rows) < len(events) else None
    if not rows or not isinstance(moved, E.DepartmentMoved | E.DepartmentsMerged):
        return None
    said = [event(e, names, tr) for e in (moved, *rows)]
    return len(rows) + 1, " ".join(line for line in said if line)


def _one_office(events: Sequence[Any], tr: Tr) -> tuple[int, str] | None:
    """Employees hired into, dismissed from, placed into, taken from or moved out of one office at consecutive
    steps, in one line ("2 employees in office 1 of Communications are dismissed")."""
    first = events[0]
    if not isinstance(first, STEPS):
        return None
    same = list(takewhile(lambda e: _where(e) == _where(first), events))
    if len(same) == 1:
        return None
    where = office_name(first.division, first.row, tr)
    if isinstance(first, E.EmployeeTaken):
        line = fmt(tr("%n employee(s) are taken from %1.", "", len(same)), where)
    elif isinstance(first, E.EmployeeMoved):
        line = fmt(tr("%n employee(s) move from %1 to %2.", "", len(same)), where,
                   office_name(first.to_division, first.to_row, tr))  # fmt: skip
    else:
        line = _pawns(attrs.evolve(first, count=sum(e.count for e in same)), (), tr) or ""
    return len(same), line


def _where(e: Any) -> tuple[Any, ...]:
    """What a step did and to which office, whatever the number of employees (any other event: itself)."""
    if not isinstance(e, STEPS):
        return (e,)
    return type(e), e.division, e.row, getattr(e, "to_division", None), getattr(e, "to_row", None)


def _refusal(events: Sequence[Any], names: Sequence[str], tr: Tr) -> tuple[int, str] | None:
    """A refused bribe's cost told with the dismissal that pays it (P17)."""
    lost, dismissed = events[0], events[1] if len(events) > 1 else None
    if not isinstance(lost, E.RefusalPaid) or not isinstance(dismissed, E.EmployeesDismissed):
        return None
    return 2, fmt(tr("%1 loses an employee in %2 for refusing the bribe."), names[lost.player],
                  office_name(dismissed.division, dismissed.row, tr))  # fmt: skip


def effects(told: Sequence[Any], names: Sequence[str], tr: Tr) -> list[str]:
    """What a decision's steps did so far, for its preview: lines already worded (``str``) as they are, and the
    events between them told as the log tells them (``run``): employees of one office at consecutive steps in
    one line ("2 employees in office 1 of Communications are dismissed": each step told its own, the same line
    twice)."""
    lines: list[str] = []
    for worded, items in groupby(told, key=lambda item: isinstance(item, str)):
        events = list(items)
        if worded:
            lines += events
            continue
        at = 0
        while at < len(events):
            count, line = run(events[at:], names, tr) or (1, event(events[at], names, tr))
            if line:
                lines.append(line)
            at += count
    return lines


def starts_paragraph(e: Any) -> bool:
    """A director's meeting and a service turn begin a new entry of the log: told after the action
    that led to them, they ran on in its paragraph ("… opens a department. Director's meeting 1. …").
    So does each card placed in the event deck: the last, placed by the rules, shared the seventh's entry
    where the six before had one each. The deal tells the archenemy cards, the privilege cards (from the first)
    and who places first in three entries: in one, some fifteen sentences ran together. A director's meeting
    tells its privilege cards in an entry of their own, from the first division's: the Chairman, six heads and
    seven cards ran on in one."""
    first_privilege = isinstance(e, E.PrivilegeDealt) and e.card == 0
    meeting_cards = isinstance(e, E.PrivilegeTaken) and e.card == 0 and e.face_up and not e.bribed
    return (first_privilege or meeting_cards
            or isinstance(e, E.MeetingStarted | E.ServiceTurnStarted | E.EventPlaced | E.FirstPlayer))  # fmt: skip


def _certificate(e: E.CertificateBought, names: Sequence[str], tr: Tr) -> str:
    """A certificate bought ("pays for 3 shares", after "pays 400,000 Pinats", read as a second payment), and
    Accounting's bonus cut short when the larger certificates are sold out (P13)."""
    if e.paid == e.shares:
        text = fmt(tr("%1 receives a certificate of %n share(s).", "", e.shares), names[e.player])
    else:
        text = fmt(tr("%1 receives a certificate of %2 for the price of %3."), names[e.player],
                   tr("%n share(s)", "", e.shares), tr("%n share(s)", "", e.paid))  # fmt: skip
    promised = min(CERTIFICATE_SIZES[-1], e.paid + e.accounting)
    if e.shares < promised:
        text += " " + tr("No certificate of %n share(s) is left for Accounting's bonus.", "", promised)
    return text


def _opened(e: E.DepartmentOpened, tr: Tr) -> str:
    """A department's line names its head apart from its employees: founded with three of one's own employees,
    it read "opens a department with 2 employees", and the third, now its head, went unsaid."""
    if e.main:
        if not e.employees:
            return tr("%1 opens a main department in %2: its two heads, no employee.")
        return tr("%1 opens a main department in %2: its two heads and %n employee(s).", "", e.employees)
    if not e.employees:
        return tr("%1 opens a department in %2: its head, no employee.")
    return tr("%1 opens a department in %2: its head and %n employee(s).", "", e.employees)


def _pawns(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    if isinstance(e, E.DepartmentOpened):
        return fmt(_opened(e, tr), names[e.player], office_name(e.division, e.row, tr))
    if isinstance(e, E.DepartmentClosed):
        if e.to_board:
            text = tr("%1's department in %2 closes; its head joins the board.")
        else:
            text = tr("%1's department in %2 closes; its head returns to the reserve.")
        return fmt(text, names[e.player], office_name(e.division, e.row, tr))
    if isinstance(e, E.RowsMovedUp):  # told, or a second closure read as the first office's again
        return fmt(tr("The departments below %1 move up one office."), office_name(e.division, e.row, tr))
    if isinstance(e, E.DepartmentMoved):
        return fmt(tr("%1 moves a department from %2 to %3."), names[e.player],
                   office_name(e.division, e.row, tr), office_name(e.to_division, e.to_row, tr))  # fmt: skip
    if isinstance(e, E.DepartmentsMerged):
        return _merged(e, names, tr)
    if isinstance(e, E.EmployeesHired):
        return fmt(tr("%n employee(s) from the supply join %1.", "", e.count), office_name(e.division, e.row, tr))
    if isinstance(e, E.EmployeesDismissed):
        return fmt(tr("%n employee(s) in %1 are dismissed.", "", e.count), office_name(e.division, e.row, tr))
    if isinstance(e, E.EmployeeMoved):
        return fmt(tr("An employee moves from %1 to %2."), office_name(e.division, e.row, tr),
                   office_name(e.to_division, e.to_row, tr))  # fmt: skip
    if isinstance(e, E.EmployeeTaken):
        return fmt(tr("An employee is taken from %1."), office_name(e.division, e.row, tr))
    if isinstance(e, E.EmployeesPlaced):
        return fmt(tr("%n employee(s) placed in %1.", "", e.count), office_name(e.division, e.row, tr))
    if isinstance(e, E.JoinedBoard):
        return fmt(tr("%1 takes seat %2 on the board."), names[e.player], e.seat + 1)
    if isinstance(e, E.LeftBoard):
        return fmt(tr("The board is full: %1's leftmost member leaves it."), names[e.player])
    if isinstance(e, E.ChairmanElected):
        if e.seat == NOBODY:  # P14 step 2: nobody said why a player without board members had the Chairman
            return fmt(tr("The board is empty: %1, who holds the Chairman card, provides the new Chairman."),
                       names[e.player])  # fmt: skip
        return fmt(tr("%1 provides the new Chairman."), names[e.player])
    if isinstance(e, E.PrivilegeUsed):
        if e.card == CHAIRMAN_CARD:
            return fmt(tr("%1 uses the Chairman's privilege."), names[e.player])
        return fmt(tr("%1 takes the extra action of the %2 card, bribed side."), names[e.player],
                   card_name(e.card, tr))  # fmt: skip
    if isinstance(e, E.ChairmanDismissed):
        return fmt(tr("%1's Chairman steps down."), names[e.player])
    if isinstance(e, E.HeadAppointed):
        if e.by_card:  # P14 step 3, as the Chairman's line with an empty board says why
            text = tr("%2 has no department: %1, who holds the %2 card, appoints its head.")
        else:
            text = tr("%1 has the majority in %2 and appoints its head.")  # P14: department heads, a main one 2
        return fmt(text, names[e.player], division_name(e.division, tr))
    if isinstance(e, E.HeadLeft):
        if e.to_board:
            text = tr("%1's head of %2 leaves for the board.")
        else:
            text = tr("%1's head of %2 becomes an external consultant.")
        return fmt(text, names[e.player], division_name(e.division, tr))
    if isinstance(e, E.ConsultantHired):
        text = fmt(tr("%1 has a consultant on the %2 space of the counsel track."), names[e.player],
                   division_name(e.division, tr))  # fmt: skip
        if e.point:  # P21: the point went untold, where a track's green box is told
            text += " " + fmt(tr("%1 has consultants on %n spaces of the counsel track: a victory point.", "",
                                 COUNSEL_SPACES_FOR_POINT), names[e.player])  # fmt: skip
        return text
    return None


def _merged(e: E.DepartmentsMerged, names: Sequence[str], tr: Tr) -> str:
    """A merge with the two offices it merged ("… merges the departments in offices 1 and 3 of Accounting …"): the
    log said "merges two departments" without naming them. A save of rules version 3 or older did not keep them."""
    stay = tr("%n employee(s) stay", "", e.employees) if e.employees else tr("no employee stays")  # not "0 … stays"
    dismissed = tr("%n dismissed", "", e.dismissed)
    into = office_name(e.to_division, e.to_row, tr)
    if not e.merged:
        return fmt(tr("%1 merges two departments into a main department in %2: %3, %4."),
                   names[e.player], into, stay, dismissed)  # fmt: skip
    return fmt(tr("%1 merges the departments in %2 into a main department in %3: %4, %5."),
               names[e.player], _and(_offices(sorted(e.merged), tr), tr), into, stay, dismissed)  # fmt: skip


def _money_and_cards(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    if isinstance(e, E.PinatsPaid):
        amount = pinats(e.amount, tr)
        if e.payer == NOBODY:
            return fmt(tr("%1 receives %2 from the bank."), names[e.payee], amount)
        if e.payee == NOBODY:
            return fmt(tr("%1 pays %2 to the bank."), names[e.payer], amount)
        return fmt(tr("%1 pays %2 to %3."), names[e.payer], amount, names[e.payee])
    if isinstance(e, E.MoneyShown):
        return fmt(tr("%1 cannot pay it all and shows their money: %2."), names[e.player], pinats(e.amount, tr))
    if isinstance(e, E.Scored):
        text = fmt(tr("%1 scores %n point(s) of %2 (now %3).", "", e.gained), names[e.player],
                   skill_name(e.track, tr), e.total)  # fmt: skip
        if e.lost and not e.gained:  # "scores 0 points of corruption (now 12). 1 point beyond the gold box is lost."
            return fmt(tr("%1 is on the gold box of %2 already: %n point(s) beyond it are lost.", "", e.lost),
                       names[e.player], skill_name(e.track, tr))  # fmt: skip
        if e.total - e.gained < GREEN_BOX[e.track] <= e.total:  # P4: the victory point went untold
            text += " " + fmt(tr("%1 reaches the green box: a victory point."), names[e.player])
        if e.lost:
            text += " " + tr("%n point(s) beyond the gold box are lost.", "", e.lost)
        return text
    if isinstance(e, E.CertificateBought):
        return _certificate(e, names, tr)
    if isinstance(e, E.PrivilegeDealt):
        return fmt(tr("%1 receives the %2 privilege card face down."), names[e.player], card_name(e.card, tr))
    if isinstance(e, E.PrivilegeTaken):
        if not e.face_up:
            text = tr("%1 takes the %2 card; it stays face down.")
        elif e.bribed:
            text = tr("%1 takes the %2 card, bribed side up.")
        else:
            text = tr("%1 takes the %2 card, director side up.")
        return fmt(text, names[e.player], card_name(e.card, tr))
    if isinstance(e, E.PrivilegeTurnedDown):
        return fmt(tr("The %1 card turns face down until the next meeting."), card_name(e.card, tr))
    if isinstance(e, E.ArchenemyDealt):
        if e.colour == HIDDEN:  # "receives two archenemy cards: hidden cards."
            return fmt(tr("%1 receives two archenemy cards."), names[e.player])
        cards = _archenemy(e.player, e.colour, e.skills, names, tr)
        return fmt(tr("%1 receives two archenemy cards: %2."), names[e.player], cards)
    if isinstance(e, E.BribeOffered):
        return fmt(tr("%1 offers %2 a bribe of %3 for the %4 card."), names[e.player], names[e.target],
                   pinats(e.amount, tr), card_name(e.card, tr))  # fmt: skip
    if isinstance(e, E.BribeAnswered):
        text = tr("%1 accepts the bribe.") if e.accepted else tr("%1 refuses the bribe.")
        return fmt(text, names[e.target])
    if isinstance(e, E.RefusalPaid) and not e.lost:  # P17: nothing was told, and the refusal seemed free of cost
        return fmt(tr("%1 has no employee left to lose: refusing the bribe costs them nothing."), names[e.player])
    if isinstance(e, E.RefusalPaid):  # told with its dismissal (``run``) but for a preview cut between them
        return fmt(tr("%1 loses an employee for refusing the bribe."), names[e.player])
    return None


def _round(e: Any, names: Sequence[str], tr: Tr) -> str:
    if isinstance(e, E.FirstPlayer):
        return fmt(tr("%1 holds the Communications card and places first."), names[e.player])
    if isinstance(e, E.ActionChosen):
        return fmt(tr("%1 chooses to %2."), names[e.player], action_name(e.kind, tr))
    if isinstance(e, E.Passed):
        return fmt(tr("%1 passes."), names[e.player])
    if isinstance(e, E.MotivationChanged):
        if not e.change:
            return fmt(tr("Motivation stays at %1."), e.motivation)
        return fmt(tr("Motivation is now %1."), e.motivation)
    if isinstance(e, E.EventsDrawn):
        return fmt(tr("%1 takes the event cards to order them."), names[e.player])
    if isinstance(e, E.EventPlaced):
        if e.card is EventCard.HIDDEN:  # once: "Ann places card N of the event deck" came eight times a round
            ordered = fmt(tr("%1 puts the event cards in order for the deck."), names[e.player])
            return ordered if e.position == 1 else None
        return fmt(tr("%1 places %2 at position %3 of the event deck."), names[e.player],
                   event_card_name(e.card, tr), e.position)  # fmt: skip
    if isinstance(e, E.EventRevealed):
        return _revealed(e, tr)
    if isinstance(e, E.MeetingStarted):
        return fmt(tr("Director's meeting %1."), e.number)
    if isinstance(e, E.ServiceTurnStarted):
        return _service_phase(e, names, tr)
    if isinstance(e, E.VictoryAnnounced):
        text = fmt(tr("%1 reaches %2 victory points and shows their archenemy cards: %3."), names[e.player], e.points,
                   _archenemy(e.player, e.colour, e.skills, names, tr))  # fmt: skip
        if e.kept:
            text += " " + tr("The archenemy point is kept for good.")
        return text + " " + tr("The game ends with this service turn.")
    if isinstance(e, E.GameEnded):
        return tr("The game is over.")
    raise TypeError(f"not a Power Struggle event: {e!r}")


def _service_phase(e: E.ServiceTurnStarted, names: Sequence[str], tr: Tr) -> str | None:
    """A service turn is told with its event card (``_revealed``): its start comes before the card,
    which may be the Director's Meeting, and then no service turn takes place. Only the first, which
    always takes place (P9), is told here, with the player who acts first in every turn (D17)."""
    if e.turn != 1:
        return None
    return fmt(tr("The service phase begins: %1 goes first in every service turn."), names[e.first_player])


def _revealed(e: E.EventRevealed, tr: Tr) -> str:
    """The event card turned over, and what it starts: a service turn, or, for the Director's
    Meeting, the end of the round at once, without actions (the meeting follows). A card the viewer
    may not know (a step tried on his view) starts nothing that can be told."""
    if e.card is EventCard.HIDDEN:
        return tr("The next event card is turned over.")
    if e.card is EventCard.DIRECTORS_MEETING:
        return fmt(tr("Event: Director's Meeting. The round ends at once, after %1 service turns, without actions."),
                   e.turn - 1)  # fmt: skip
    return fmt(tr("Service turn %1. Event: %2."), e.turn, event_card_name(e.card, tr))


def progress(s: State, tr: Tr) -> str:
    """The round (each begins with a Director's meeting) and service turn the game has come to, for the
    list of saved games."""
    if s.meetings == 0:
        return tr("the initial placement")
    if s.phase is Phase.SERVICE:
        return fmt(tr("round %1, service turn %2"), s.meetings, s.turn)
    return fmt(tr("round %1, Director's meeting"), s.meetings)


def prompt(s: State, names: Sequence[str], tr: Tr) -> str:
    """What the player to move must do now."""
    phase = s.phase
    if phase is Phase.DEAL:
        return tr("The cards are being dealt.")
    if phase is Phase.DRAW:
        return tr("The event cards are being drawn.")
    if phase is Phase.OVER:
        return tr("The game is over.")
    if phase is Phase.PLACEMENT:
        return fmt(tr("%1: place a manager, as a department head in a division or on the board."),
                   names[placing(s)])  # fmt: skip
    if phase is Phase.CHAIRMAN:
        return fmt(tr("%1: use the Chairman's privilege (choose a division) or pass."),
                   names[s.cards[CHAIRMAN_CARD].holder])  # fmt: skip
    if phase is Phase.HEADS:
        return fmt(tr("%1: your head of %2 is replaced; send him to the board or the counsel track."),
                   names[s.heads[s.meeting_division]], division_name(s.meeting_division, tr))  # fmt: skip
    if phase is Phase.ORDER:  # one decision in the window: the whole order, confirmed at once
        return fmt(tr("%1: put the event cards in order for the deck."), names[s.arranger])
    p = s.pending
    if p is None:
        if phase is Phase.EXTRA_ACTION:
            return fmt(tr("%1: take an extra action with the bribed Communications card, or pass."),
                       names[s.cards[COMMUNICATIONS].holder])  # fmt: skip
        return fmt(tr("%1: choose your action."), names[s.actor])
    if isinstance(p, Bribing):
        return _bribe_prompt(p, names, tr)
    if isinstance(p, FoundingWithOwn) and p.divisions:
        return _founding_prompt(p, names, tr)
    return fmt(_step_prompt(p, tr), names[p.player])


def _bribe_prompt(p: Bribing, names: Sequence[str], tr: Tr) -> str:
    target = waiting_for(p)
    if target is not None:
        return fmt(tr("%1: accept or refuse the bribe offered by %2."), names[target], names[p.player])
    if p.losers:
        return fmt(tr("%1: choose an employee of %2 to dismiss."), names[p.player], names[p.losers[0]])
    if p.card >= 0:
        return fmt(tr("%1: choose the amount of the bribe for the %2 card."), names[p.player], card_name(p.card, tr))
    if p.offers:
        return fmt(tr("%1: make a second offer, or stop."), names[p.player])
    return fmt(tr("%1: choose the privilege card to bribe for."), names[p.player])


def _founding_prompt(p: FoundingWithOwn, names: Sequence[str], tr: Tr) -> str:
    """B with own employees once a division is chosen: the words follow how many employees its new
    department has so far ("another" only once one is taken; confirm only once it may open)."""
    name, division = names[p.player], division_name(p.divisions[-1], tr)
    taken = p.taken[-1]
    least = FOUNDED_WITH_OWN_MIN_EMPLOYEES
    if taken == 0:
        return fmt(tr("%1: take one of your employees for the new department in %2 (it needs at least %3)."),
                   name, division, least)  # fmt: skip
    if taken < least:
        return fmt(tr("%1: take another employee for the new department in %2 (it needs at least %3)."),
                   name, division, least)  # fmt: skip
    if len(p.divisions) < FOUNDED_WITH_OWN_MAX:
        return fmt(tr("%1: take another employee for the new department in %2, start a second department, "
                      "or confirm."), name, division)  # fmt: skip
    return fmt(tr("%1: take another employee for the new department in %2, or confirm."), name, division)


def _step_prompt(p: Any, tr: Tr) -> str:
    """The text of a step of an action in progress; %1 is the acting player."""
    if isinstance(p, Hiring):
        return tr("%1: choose an office for the next new employee (%n to go).", "", p.left)
    if isinstance(p, Dismissing):
        return tr("%1: choose an office to dismiss an employee from (%n to go).", "", p.left)
    if isinstance(p, FoundingWithOwn):
        return tr("%1: choose the division of the new department.")
    if isinstance(p, FoundingWithNew):
        if p.office is None:
            return tr("%1: choose the division of the new department.")
        return tr("%1: move one of your employees into the new department, or confirm.")
    if isinstance(p, Moving):
        if p.source is not None:
            return tr("%1: choose the division to move to.")
        if p.moved is None:
            return tr("%1: choose a department to move.")
        return tr("%1: choose a second department to move, or confirm.")
    if isinstance(p, Merging):
        if p.first is None:
            return tr("%1: choose a department to merge.")
        if p.second is None:
            return tr("%1: choose the department to merge it with.")  # the second pick said "a department" again
        # "where the main department goes" alone: a tester took the free offices for the only places, and missed
        # that either department's own office keeps it there (C, D6)
        return tr("%1: choose where the main department goes: either department's office, or a free office.")
    if isinstance(p, Resigning):
        if p.division < 0:
            return tr("%1: choose the division head who resigns.")
        return tr("%1: send him to the board or to the counsel track.")
    if isinstance(p, Poaching):
        if p.holding:
            return tr("%1: choose one of your offices for the employee.")
        return tr("%1: take an employee from an opponent or from the supply.")
    assert isinstance(p, Buying)
    if p.kind is ActionKind.BUY_SHARES:
        return tr("%1: choose the certificate to pay for.")
    if p.kind is ActionKind.BUY_MAIN_DEPARTMENT:  # "choose the division" did not say what for
        return tr("%1: choose the division of the main department.")
    return tr("%1: choose the division for the external consultant.")


def action(a: Any, tr: Tr) -> str:
    """A decision in a few words (a hint)."""
    if isinstance(a, ChooseAction):
        return action_name(a.kind, tr)
    if isinstance(a, ChooseDivision):
        return division_name(a.division, tr)
    if isinstance(a, ChooseOffice):
        return office_name(a.division, a.row, tr)
    if isinstance(a, PlaceDepartment):
        return fmt(tr("a department in %1"), division_name(a.division, tr))
    if isinstance(a, PlaceOnBoard):
        return tr("a seat on the board")
    if isinstance(a, ChooseSize):  # "buy shares, then 5 shares" read as buying twice
        return tr("a certificate of %n share(s)", "", a.shares)
    if isinstance(a, ChooseCard):
        return fmt(tr("the %1 card"), card_name(a.card, tr))
    if isinstance(a, ChooseAmount):  # "…, then the Development card, 50,000 Pinats" left the amount unexplained
        return fmt(tr("an offer of %1"), pinats(a.amount, tr))
    if isinstance(a, Accept):  # "Confirm: refuse" did not say what was refused
        return tr("accept the bribe")
    if isinstance(a, Refuse):
        return tr("refuse the bribe")
    if isinstance(a, ToBoard):
        return tr("to the board")
    if isinstance(a, ToCounsel):
        return tr("to the counsel track")
    if isinstance(a, Supply):
        return tr("from the supply")
    if isinstance(a, Done):
        return tr("confirm")
    if isinstance(a, Pass):
        return tr("pass")
    if isinstance(a, PickEvent):
        return event_card_name(a.card, tr)
    return tr("a draw of chance")


def step(pending: object, a: Any, tr: Tr) -> str:
    """A step in a few words where the pending action gives it its meaning: Done, for a briber after his first
    offer, is giving up a second one (the Confirm title read "confirm › office 1 of Accounting" for it)."""
    if isinstance(a, Done) and isinstance(pending, Bribing):
        return tr("no second offer")
    return action(a, tr)


def under_way(s: State, tr: Tr) -> str | None:
    """What a decision that does not begin with an action is for, named first in its Confirm title: "Confirm:
    Development" was read for the Chairman's privilege, and "Confirm: office 2 of Communications" for the employee
    a refused bribe costs. None when the decision's own steps say it."""
    if s.phase is Phase.CHAIRMAN:
        return tr("the Chairman's privilege")
    if isinstance(s.pending, Bribing) and s.pending.losers:
        return tr("an employee lost for a refused bribe")
    return None


def decision(steps: Sequence[Any], tr: Tr, pending: object = None) -> list[str]:
    """A whole decision's steps in a few words each, for the Confirm title; ``pending`` is the action under way
    when the decision began (``step``). Offices chosen one after
    another (employees hired, dismissed or taken one by one) are told together, each division and
    each office once ("offices 4 (×2) and 1 of Accounting"): step by step, the title repeated
    "office 4 of Accounting" as often as an employee went there. In a move or a merge each office has
    its own part (the departments, then where they go), so each is told in turn: "office 1 of
    Communications (×2)" was read for a department merged into the office it came from."""
    if any(isinstance(a, ChooseAction) and a.kind in (ActionKind.MOVE, ActionKind.MERGE) for a in steps):
        return [action(a, tr) for a in steps]
    words: list[str] = []
    for offices, group in groupby(steps, key=lambda a: isinstance(a, ChooseOffice)):
        run = list(group)
        words += _offices([(a.division, a.row) for a in run], tr) if offices else [step(pending, a, tr) for a in run]
    return words


def _offices(chosen: Sequence[tuple[int, int]], tr: Tr) -> list[str]:
    """Offices (division, row) chosen in a row: a phrase per division, divisions and offices in the order first
    chosen."""
    counts: dict[int, Counter[int]] = {}
    for division, row in chosen:
        counts.setdefault(division, Counter())[row] += 1
    return [_division_offices(division, rows, tr) for division, rows in counts.items()]


def _and(items: list[str], tr: Tr) -> str:
    """A list in words: "a, b and c"."""
    if len(items) == 1:
        return items[0]
    return fmt(tr("%1 and %2", "a list's last two items"), ", ".join(items[:-1]), items[-1])


def _division_offices(division: int, rows: Counter[int], tr: Tr) -> str:
    """One division's offices, each with how often it was chosen when more than once."""
    if len(rows) == 1:
        ((row, times),) = rows.items()
        return _times(office_name(division, row, tr), times, tr)
    numbers = [_times(str(row + 1), times, tr) for row, times in rows.items()]
    return fmt(tr("offices %1 of %2"), _and(numbers, tr), division_name(division, tr))


def _times(chosen: str, times: int, tr: Tr) -> str:
    return chosen if times == 1 else fmt(tr("%1 (×%2)", "chosen that many times"), chosen, times)


def result(s: State, names: Sequence[str], tr: Tr) -> list[str]:
    """Each player's victory points and money, then the winner(s), of a finished game: every view
    of it shows all money and every archenemy card (D14), so every viewer reads the same lines."""
    lines = []
    for p in range(s.players):
        points = victory_points(s, p)
        archenemy = points - track_points(s, p)
        line = fmt(tr("%1: %n victory point(s), %2.", "", points), names[p], pinats(s.money[p], tr))
        if archenemy:
            line += " " + (tr("Archenemy beaten.") if beats_archenemy(s, p) else tr("Archenemy point kept."))
        lines.append(line)
    winners = outcome(s).winners
    if len(winners) == 1:
        lines.append(fmt(tr("%1 wins."), names[winners[0]]))
    else:
        lines.append(fmt(tr("Shared win: %1."), ", ".join(names[w] for w in winners)))
    return lines
