"""The words the Power Struggle table shows, translated by Qt when they are painted.

``tr`` translates in the empty context, the one the narration's texts live in, so the board, the
move log and the status line name divisions, cards and actions with the same words (the glossary's).
It is called with literal texts so that ``make i18n`` extracts them; nothing here caches a
translation, which is what lets ``retranslate`` simply repaint.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from suite.core.i18n import fmt
from suite.core.match import SEAT_KINDS, Seat
from suite.games.power_struggle import narration
from suite.games.power_struggle.constants import EVENT_DECK_SIZE, ActionKind, EventCard
from suite.games.power_struggle.rules.state import Phase


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translates ``text`` (plurals with ``n`` and ``%n``) like the narration's ``tr`` does."""
    return QCoreApplication.translate("", text, disambiguation, n)


def pinats(amount: int) -> str:
    return narration.pinats(amount, tr)


def thousands(amount: int) -> str:
    """A price in thousands, as a certificate tile prints it: "1,200k"."""
    return f"{amount // 1000:,}k".replace(",", tr(",", "digit group separator in amounts"))


def division(which: int) -> str:
    return narration.division_name(which, tr)


def card(which: int) -> str:
    return narration.card_name(which, tr)


def card_short(which: int) -> str:
    """The name printed on a privilege card, a few letters wide. Cutting the full names made three
    French cards alike ("Comm.", "Comp.", "Cont."), so each language chooses its own short names."""
    return (
        tr("Dev", "privilege card: Development"),
        tr("HR", "privilege card: Human Resources"),
        tr("Comms", "privilege card: Communications"),
        tr("Acct", "privilege card: Accounting"),
        tr("Legal", "privilege card: Legal & Patents"),
        tr("Ctrl", "privilege card: Controlling"),
        tr("Chair", "privilege card: Chairman"),
    )[which]


def next_deck_card(arranger: str, placed: int) -> str:
    """While the deck is being ordered, which card the arranger places next."""
    return fmt(tr("%1: choose card %2 of %3 of the event deck."), arranger, placed + 1, EVENT_DECK_SIZE)


def skill(which: int) -> str:
    return narration.skill_name(which, tr)


def seat_kind(seat: Seat) -> str:
    """"human player" or "bot (hard)": who plays this seat."""
    if seat.is_human:
        return tr("human player")
    return fmt(tr("bot (%1)"), tr(SEAT_KINDS.get(seat.kind, seat.kind)))


def action_title(kind: ActionKind) -> str:
    """An action button's label: the letter of the player aid and a few words."""
    return {
        ActionKind.HIRE: tr("A  Hire employees"),
        ActionKind.FOUND_WITH_OWN_EMPLOYEES: tr("B  Found (own employees)"),
        ActionKind.FOUND_WITH_NEW_EMPLOYEES: tr("B  Found (new employees)"),
        ActionKind.MOVE: tr("C  Move departments"),
        ActionKind.MERGE: tr("C  Merge departments"),
        ActionKind.RESIGN: tr("D  Resign as head"),
        ActionKind.BRIBE: tr("E  Bribe other players"),
        ActionKind.BUY_INFLUENCE: tr("F  Buy influence"),
        ActionKind.BUY_MAIN_DEPARTMENT: tr("F  Buy main department"),
        ActionKind.BUY_COUNSEL: tr("F  Hire a consultant"),
        ActionKind.BUY_SHARES: tr("F  Buy shares"),
        ActionKind.USE_DEVELOPMENT: tr("G  Development card"),
        ActionKind.USE_LEGAL_AND_PATENTS: tr("G  Legal & Patents card"),
    }[kind]


def action_effect(kind: ActionKind) -> str:
    """What an action costs and does, shown before it is chosen."""
    return {
        ActionKind.HIRE: tr("2 employees from the supply into your offices (more with Human Resources)."),
        ActionKind.FOUND_WITH_OWN_EMPLOYEES: tr(
            "1 or 2 new departments from 2 or more of your employees each; one of them becomes the head."),
        ActionKind.FOUND_WITH_NEW_EMPLOYEES: tr(
            "A new department with a manager and 1 employee from the supply; you may move your employees in."),
        ActionKind.MOVE: tr("Move 1 or 2 departments, or 1 main department, to another division."),
        ActionKind.MERGE: tr("Two of your departments become a main department: 2 employees dismissed, "
                             "+1 main-department point."),
        ActionKind.RESIGN: tr("Your division head goes to the board (with his department heads) or the counsel "
                              "track; your employees there are dismissed; the card turns face down."),
        ActionKind.BRIBE: tr("Offer Pinats for another player's privilege card: +1 corruption."),
        ActionKind.BUY_INFLUENCE: tr("Dismiss 3 of your employees: +1 influence."),
        ActionKind.BUY_MAIN_DEPARTMENT: tr("Pay 1,500,000 Pinats: a main department without employees, "
                                           "+1 main-department point."),
        ActionKind.BUY_COUNSEL: tr("Pay 2,000,000 Pinats: a consultant on a counsel space."),
        ActionKind.BUY_SHARES: tr("Pay for a share certificate: its shares on the shares track."),
        ActionKind.USE_DEVELOPMENT: tr("Take employees from opponents (or the supply) into your offices."),
        ActionKind.USE_LEGAL_AND_PATENTS: tr("Dismiss your employees for as many influence points."),
    }[kind]


def action_unavailable(kind: ActionKind) -> str:
    """Why an action is not offered now (P19), in a line."""
    return {
        ActionKind.HIRE: tr("Your offices are full, or you have no department."),
        ActionKind.FOUND_WITH_OWN_EMPLOYEES: tr("This needs a free office and 2 of your employees."),
        ActionKind.FOUND_WITH_NEW_EMPLOYEES: tr("No division has a free office."),
        ActionKind.MOVE: tr("This needs one of your departments and a free office in another division."),
        ActionKind.MERGE: tr("This needs two of your departments (not main departments)."),
        ActionKind.RESIGN: tr("You head no division."),
        ActionKind.BRIBE: tr("This needs 50,000 Pinats and a privilege card in front of another player."),
        ActionKind.BUY_INFLUENCE: tr("This needs 3 of your employees."),
        ActionKind.BUY_MAIN_DEPARTMENT: tr("This costs 1,500,000 Pinats and needs a free office."),
        ActionKind.BUY_COUNSEL: tr("This costs 2,000,000 Pinats."),
        ActionKind.BUY_SHARES: tr("You cannot pay for any certificate left in the stock."),
        ActionKind.USE_DEVELOPMENT: tr("This needs the Development card face up in front of you and room "
                                       "in your offices."),
        ActionKind.USE_LEGAL_AND_PATENTS: tr("This needs the Legal & Patents card face up in front of you and "
                                             "employees to dismiss."),
    }[kind]


def phase_title(phase: Phase) -> str:
    return {
        Phase.DEAL: tr("Setup"),
        Phase.PLACEMENT: tr("Initial placement"),
        Phase.CHAIRMAN: tr("Director's meeting"),
        Phase.EXTRA_ACTION: tr("Director's meeting"),
        Phase.HEADS: tr("Director's meeting"),
        Phase.DRAW: tr("Director's meeting"),
        Phase.ORDER: tr("Director's meeting"),
        Phase.SERVICE: tr("Service phase"),
        Phase.OVER: tr("End of the game"),
    }[phase]


def meeting_steps() -> list[str]:
    """The seven steps of the director's meeting, as the rulebook numbers them."""
    return [
        tr("1 Chairman steps down"),
        tr("2 New Chairman"),
        tr("3 Division heads"),
        tr("4 Privilege cards"),
        tr("5 Influence"),
        tr("6 Motivation"),
        tr("7 Event deck"),
    ]


def skill_letter(which: int) -> str:
    """The letter of a skill on an archenemy card: I, S, M, C, K."""
    return (tr("I", "influence"), tr("S", "shares"), tr("M", "main departments"), tr("C", "corruption"),
            tr("K", "counsel"))[which]  # fmt: skip


def skills_legend(skills: tuple[int, ...]) -> str:
    """An archenemy card's skills in full, each with the letter its card shows: "I = influence, …"."""
    return ", ".join(fmt(tr("%1 = %2", "an archenemy skill: its letter and its name"), skill_letter(which),
                         skill(which)) for which in skills)  # fmt: skip


def archenemy_enemy(colour: int, player: int, names: list[str]) -> str:
    """Whose colour an archenemy card shows: a player's name, or "everyone" for his own colour."""
    return names[colour] if colour != player else tr("everyone")


def offer_label(amount: int) -> str:
    return fmt(tr("Offer %1"), pinats(amount))


def event_effect(card: EventCard) -> str:
    """What a revealed event card does, in a line (P8–P11), its sums in Pinats as everywhere else."""
    return {
        EventCard.BONUS_PAYMENT: tr("Everyone is paid for certificates, departments, board seats and the Chairman."),
        EventCard.DIRECTORS_MEETING: tr("The round ends: the director's meeting begins."),
        EventCard.MOTIVATION_DOWN_1: tr("Motivation goes down by 1."),
        EventCard.MOTIVATION_DOWN_2: tr("Motivation goes down by 2."),
        EventCard.MOTIVATION_UP_1: tr("Motivation goes up by 1."),
        EventCard.MORON_CARD: tr("The deck's arranger pays 100,000 Pinats to each other player."),
        EventCard.BOARD_SCANDAL: tr("The Chairman leaves with 200,000 Pinats; the Chairman card turns face down."),
        EventCard.BIRTHDAY: tr(
            "The Chairman and every division head except that of Communications pay 100,000 Pinats each."
        ),
        EventCard.SUMMER_PARTY: tr("Each board member pays 100,000 Pinats."),
        EventCard.COMPANY_OUTING: tr("Nothing happens."),
        EventCard.HIDDEN: "",
    }[card]
