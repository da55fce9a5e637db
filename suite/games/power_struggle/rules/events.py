"""What a transition did, for the table to animate and the log to put into words.

Every move of a pawn, an employee, a certificate, a card or Pinats, and every score, is one small
record. The rules never format text. Offices are given as (division, row) at the moment of the
event; ``RowsMovedUp`` follows whenever an office empties above others (P18). Amounts and cards a
viewer may not know read ``HIDDEN`` in that viewer's view.
"""

from __future__ import annotations

import attrs

from suite.games.power_struggle.constants import ActionKind, EventCard


@attrs.frozen
class ArchenemyDealt:
    player: int
    colour: int
    skills: int


@attrs.frozen
class PrivilegeDealt:
    """A privilege card dealt face down at the setup."""

    card: int
    player: int


@attrs.frozen
class FirstPlayer:
    player: int


@attrs.frozen
class ActionChosen:
    player: int
    kind: ActionKind


@attrs.frozen
class Passed:
    """A player declines the Chairman's privilege or the extra action, or can do nothing at all."""

    player: int


@attrs.frozen
class DepartmentOpened:
    """A department (or main department) appears in an office with its head(s) and employees."""

    player: int
    division: int
    row: int
    employees: int
    main: bool


@attrs.frozen
class DepartmentClosed:
    """The department in this office has no employee left: its head returns to the reserve, or joins
    the board when his division head resigns to the board."""

    player: int
    division: int
    row: int
    to_board: bool = False


@attrs.frozen
class DepartmentMoved:
    player: int
    division: int
    row: int
    to_division: int
    to_row: int


@attrs.frozen
class DepartmentsMerged:
    """Two departments became the main department now in (``to_division``, ``to_row``). ``merged`` are their
    offices as (division, row) when the player chose them, before either left (the log did not say which two
    departments were merged); empty in a save of rules version 3 or older."""

    player: int
    to_division: int
    to_row: int
    employees: int
    dismissed: int
    merged: tuple[tuple[int, int], ...] = ()


@attrs.frozen
class RowsMovedUp:
    """Every office below ``row`` in ``division`` moved up by one."""

    division: int
    row: int


@attrs.frozen
class EmployeesHired:
    """Employees from the supply enter an office."""

    division: int
    row: int
    count: int


@attrs.frozen
class EmployeesDismissed:
    """Employees leave an office for the supply."""

    division: int
    row: int
    count: int


@attrs.frozen
class EmployeeMoved:
    division: int
    row: int
    to_division: int
    to_row: int


@attrs.frozen
class EmployeeTaken:
    """An employee leaves an office to be placed elsewhere in the same action (founding, poaching)."""

    division: int
    row: int


@attrs.frozen
class EmployeesPlaced:
    """Employees held by the active player (taken earlier in the action) enter an office."""

    division: int
    row: int
    count: int


@attrs.frozen
class JoinedBoard:
    """A manager takes seat ``seat`` (0 is the left) of the board room."""

    player: int
    seat: int


@attrs.frozen
class LeftBoard:
    """The leftmost board member is pushed out to his owner's reserve; everyone moves left."""

    player: int


@attrs.frozen
class ChairmanElected:
    """The board member in ``seat`` (or, with ``seat`` -1, a manager from the reserve) becomes Chairman."""

    player: int
    seat: int


@attrs.frozen
class ChairmanDismissed:
    player: int


@attrs.frozen
class HeadAppointed:
    """``by_card``: the division had no department, so the holder of its privilege card appointed the head (P14
    step 3); told like a majority's appointment, it gave no reason for a head who had nothing in the division."""

    player: int
    division: int
    by_card: bool = False


@attrs.frozen
class HeadLeft:
    """A division head leaves his office for the board or the counsel track (the records that
    follow say where); ``resigned`` when by action D, not by a meeting."""

    player: int
    division: int
    to_board: bool
    resigned: bool


@attrs.frozen
class ConsultantHired:
    """``point``: this consultant puts the player's consultants on enough counsel spaces for its victory point
    (P21), which the log did not tell (a track's green box is told as its point)."""

    player: int
    division: int
    point: bool = False


@attrs.frozen
class PrivilegeTaken:
    """A privilege card goes to ``player``: at a meeting face up on the director side, by a bribe
    bribed side up (or still face down)."""

    card: int
    player: int
    face_up: bool
    bribed: bool


@attrs.frozen
class PrivilegeTurnedDown:
    card: int


@attrs.frozen
class PinatsPaid:
    """Money moves; ``payer`` or ``payee`` -1 is the bank. A bribe's amount is ``HIDDEN`` in the
    views of the other players."""

    payer: int
    payee: int
    amount: int
    bribe: bool = False


@attrs.frozen
class MoneyShown:
    """A player had to pay more than he had and shows his money (P7)."""

    player: int
    amount: int


@attrs.frozen
class Scored:
    """``gained`` points on ``track``, now at ``total``; ``lost`` those beyond the gold box (P4)."""

    player: int
    track: int
    gained: int
    total: int
    lost: int = 0


@attrs.frozen
class CertificateBought:
    """``paid`` shares' price bought a certificate of ``shares``; ``accounting`` is the shares Accounting adds.
    When fewer come, the larger certificates were sold out (P13), which the log says: the bonus went missing
    without a word."""

    player: int
    paid: int
    shares: int
    accounting: int = 0


@attrs.frozen
class MotivationChanged:
    """The motivation track now at ``motivation``, ``change`` the change made (0 for a card that found the track
    at its end)."""

    motivation: int
    change: int


@attrs.frozen
class EventsDrawn:
    """The arranger takes the regular cards and draws six more; ``HIDDEN`` for the others."""

    player: int
    cards: tuple[EventCard, ...]


@attrs.frozen
class EventPlaced:
    """The arranger puts a card at ``position`` of the deck; ``HIDDEN`` for the others."""

    player: int
    position: int
    card: EventCard


@attrs.frozen
class EventRevealed:
    turn: int
    card: EventCard


@attrs.frozen
class MeetingStarted:
    number: int


@attrs.frozen
class ServiceTurnStarted:
    turn: int
    first_player: int


@attrs.frozen
class BribeOffered:
    """``amount`` is ``HIDDEN`` for all but the two players."""

    player: int
    target: int
    card: int
    amount: int


@attrs.frozen
class BribeAnswered:
    player: int
    target: int
    card: int
    accepted: bool


@attrs.frozen
class PrivilegeUsed:
    """P14: at a meeting, the holder of the face-up Chairman card uses its privilege, or the holder of the bribed
    Communications card takes his extra action. Told only by what they did, they read as ordinary actions."""

    player: int
    card: int


@attrs.frozen
class RefusalPaid:
    """P17: ``player`` refused the bribe and loses an employee; the dismissal from the office he chooses follows.
    Told alone, that dismissal said neither whose employee it was nor why he went. ``lost`` False: he had no
    employee left to lose, so the refusal cost him nothing, and no dismissal follows (nothing at all was told)."""

    player: int
    lost: bool = True


@attrs.frozen
class VictoryAnnounced:
    """A player reaches the victory points: he shows his archenemy cards; ``kept`` if he beats his
    archenemy now, which then counts for good (P22)."""

    player: int
    points: int
    colour: int
    skills: int
    kept: bool


@attrs.frozen
class GameEnded:
    pass


Event = (
    ArchenemyDealt
    | PrivilegeDealt
    | FirstPlayer
    | ActionChosen
    | Passed
    | DepartmentOpened
    | DepartmentClosed
    | DepartmentMoved
    | DepartmentsMerged
    | RowsMovedUp
    | EmployeesHired
    | EmployeesDismissed
    | EmployeeMoved
    | EmployeeTaken
    | EmployeesPlaced
    | JoinedBoard
    | LeftBoard
    | ChairmanElected
    | ChairmanDismissed
    | HeadAppointed
    | HeadLeft
    | ConsultantHired
    | PrivilegeTaken
    | PrivilegeTurnedDown
    | PinatsPaid
    | MoneyShown
    | Scored
    | CertificateBought
    | MotivationChanged
    | EventsDrawn
    | EventPlaced
    | EventRevealed
    | MeetingStarted
    | ServiceTurnStarted
    | BribeOffered
    | BribeAnswered
    | RefusalPaid
    | PrivilegeUsed
    | VictoryAnnounced
    | GameEnded
)
