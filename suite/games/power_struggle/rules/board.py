"""The offices, the board room and the counsel track, and the general rules of offices (P1–P3, P18).

Queries take a ``State`` or a ``Draft`` (they share field names); changes take a ``Draft``. A
division is the tuple of its occupied offices from the top, so "the first free office from the
top" is simply the next row, and an office that empties closes the gap at once.
"""

from __future__ import annotations

from typing import Any

from suite.games.power_struggle.constants import (
    BOARD_SEATS,
    COUNSEL_SPACES_FOR_POINT,
    DIVISIONS,
    MAIN_DEPARTMENT_HEADS,
    MAX_EMPLOYEES,
    NOBODY,
    OFFICES_PER_DIVISION,
)
from suite.games.power_struggle.rules.actions import CHOOSE_OFFICE, Action
from suite.games.power_struggle.rules.draft import Draft, replaced
from suite.games.power_struggle.rules.events import (
    ConsultantHired,
    DepartmentClosed,
    DepartmentMoved,
    DepartmentOpened,
    EmployeeMoved,
    EmployeesDismissed,
    EmployeesHired,
    EmployeesPlaced,
    EmployeeTaken,
    JoinedBoard,
    LeftBoard,
    RowsMovedUp,
)
from suite.games.power_struggle.rules.state import Department, Office

OFFICES = tuple(tuple(Office(d, r) for r in range(OFFICES_PER_DIVISION)) for d in range(DIVISIONS))
"""Every office, built once: queries hand these out rather than allocate new ones."""
OFFICE_CHOSEN: dict[Action, Office] = {CHOOSE_OFFICE[o.division][o.row]: o for offices in OFFICES for o in offices}
"""The office each ``ChooseOffice`` of the board names, looked up as ``DIVISION_CHOSEN`` (``actions.py``)."""

# -- queries ---------------------------------------------------------------------------------------


def free_offices(x: Any, division: int) -> int:
    return OFFICES_PER_DIVISION - len(x.divisions[division])


def divisions_with_free_office(x: Any) -> list[int]:
    return [d for d in range(DIVISIONS) if len(x.divisions[d]) < OFFICES_PER_DIVISION]


def has_free_office(x: Any, division: int | None) -> bool:
    """Whether ``division`` is one of ``divisions_with_free_office``; None (no division chosen) is not."""
    return division is not None and len(x.divisions[division]) < OFFICES_PER_DIVISION


def own_offices(x: Any, player: int) -> list[Office]:
    """The player's departments and main departments, division by division, top first."""
    return [
        OFFICES[d][r] for d, offices in enumerate(x.divisions) for r, dep in enumerate(offices) if dep.owner == player
    ]


def at(x: Any, office: Office) -> Department:
    return x.divisions[office.division][office.row]


def occupant(x: Any, office: Office | None) -> Department | None:
    """The department in ``office``; None for a free office, or for no office at all (an action
    that chose none), so that a legality test can ask about any action."""
    if office is None:
        return None
    offices = x.divisions[office.division]
    return offices[office.row] if office.row < len(offices) else None


def employees_of(x: Any, player: int) -> int:
    return sum(dep.employees for offices in x.divisions for dep in offices if dep.owner == player)


def room_of(x: Any, player: int) -> int:
    """How many more employees the player's offices can take."""
    return sum(MAX_EMPLOYEES - dep.employees for offices in x.divisions for dep in offices if dep.owner == player)


def offices_with_room(x: Any, player: int) -> list[Office]:
    return [
        OFFICES[d][r]
        for d, offices in enumerate(x.divisions)
        for r, dep in enumerate(offices)
        if dep.owner == player and dep.employees < MAX_EMPLOYEES
    ]


def has_room(x: Any, office: Office | None, player: int) -> bool:
    """Whether ``office`` is one of ``offices_with_room(x, player)``, without making the list."""
    dep = occupant(x, office)
    return dep is not None and dep.owner == player and dep.employees < MAX_EMPLOYEES


def has_employees(x: Any, office: Office | None, player: int) -> bool:
    """Whether ``office`` is one of ``offices_with_employees(x, player)``, without making the list."""
    dep = occupant(x, office)
    return dep is not None and dep.owner == player and dep.employees > 0


def offices_with_employees(x: Any, player: int) -> list[Office]:
    return [
        OFFICES[d][r]
        for d, offices in enumerate(x.divisions)
        for r, dep in enumerate(offices)
        if dep.owner == player and dep.employees
    ]


def departments(x: Any, player: int) -> int:
    """Departments (not main departments) the player owns."""
    return sum(1 for offices in x.divisions for dep in offices if dep.owner == player and not dep.main)


def main_departments(x: Any, player: int) -> int:
    return sum(1 for offices in x.divisions for dep in offices if dep.owner == player and dep.main)


def division_majority(x: Any, division: int) -> int:
    """Who appoints the division's new head (meeting step 3): most department heads (a main
    department counts 2, P2), then most employees in the division, then the highest office. With no
    department at all, NOBODY (the division's privilege card then decides)."""
    best, best_key = NOBODY, None
    heads: dict[int, int] = {}
    employees: dict[int, int] = {}
    top: dict[int, int] = {}
    for row, dep in enumerate(x.divisions[division]):
        heads[dep.owner] = heads.get(dep.owner, 0) + (MAIN_DEPARTMENT_HEADS if dep.main else 1)
        employees[dep.owner] = employees.get(dep.owner, 0) + dep.employees
        top.setdefault(dep.owner, row)
    for player in heads:
        key = (heads[player], employees[player], -top[player])
        if best_key is None or key > best_key:
            best, best_key = player, key
    return best


def shifted(office: Office, division: int, row: int) -> Office:
    """Where ``office`` stands after the office (``division``, ``row``) emptied and the rows below moved up."""
    if office.division == division and office.row > row:
        return OFFICES[division][office.row - 1]
    return office


# -- changes ---------------------------------------------------------------------------------------


def set_department(t: Draft, division: int, row: int, dep: Department) -> None:
    t.divisions = replaced(t.divisions, division, replaced(t.divisions[division], row, dep))


def open_department(t: Draft, division: int, owner: int, employees: int, main: bool = False) -> Office:
    """A new department in the first free office from the top (P18)."""
    row = len(t.divisions[division])
    t.divisions = replaced(
        t.divisions, division, (*t.divisions[division], Department(owner=owner, employees=employees, main=main))
    )
    t.events.append(DepartmentOpened(player=owner, division=division, row=row, employees=employees, main=main))
    return OFFICES[division][row]


def vacate(t: Draft, office: Office) -> Department:
    """Takes the occupant out of its office; the offices below move up at once (P18)."""
    offices = t.divisions[office.division]
    dep = offices[office.row]
    t.divisions = replaced(t.divisions, office.division, (*offices[: office.row], *offices[office.row + 1 :]))
    if office.row < len(offices) - 1:
        t.events.append(RowsMovedUp(office.division, office.row))
    return dep


def set_employees(t: Draft, office: Office, employees: int) -> None:
    dep = at(t, office)
    set_department(t, office.division, office.row, Department(owner=dep.owner, employees=employees, main=dep.main))


def _close_if_empty(t: Draft, office: Office) -> bool:
    """A department without employees closes and its head returns to the reserve; a main
    department stays open (P18). Returns whether it closed."""
    dep = at(t, office)
    if dep.employees or dep.main:
        return False
    t.events.append(DepartmentClosed(player=dep.owner, division=office.division, row=office.row))
    vacate(t, office)
    return True


def hire_into(t: Draft, office: Office, count: int) -> None:
    """Employees from the supply."""
    set_employees(t, office, at(t, office).employees + count)
    t.events.append(EmployeesHired(division=office.division, row=office.row, count=count))


def dismiss_from(t: Draft, office: Office, count: int) -> bool:
    """Employees back to the supply; returns whether the department closed."""
    set_employees(t, office, at(t, office).employees - count)
    t.events.append(EmployeesDismissed(division=office.division, row=office.row, count=count))
    return _close_if_empty(t, office)


def take_from(t: Draft, office: Office) -> bool:
    """One employee leaves to be placed later in the action; returns whether the department closed."""
    set_employees(t, office, at(t, office).employees - 1)
    t.events.append(EmployeeTaken(office.division, office.row))
    return _close_if_empty(t, office)


def place_into(t: Draft, office: Office, count: int) -> None:
    set_employees(t, office, at(t, office).employees + count)
    t.events.append(EmployeesPlaced(division=office.division, row=office.row, count=count))


def move_employee(t: Draft, source: Office, target: Office) -> Office:
    """One employee from ``source`` to ``target``; returns where ``target`` stands afterwards (the
    source may close and the rows below it move up)."""
    set_employees(t, target, at(t, target).employees + 1)
    set_employees(t, source, at(t, source).employees - 1)
    t.events.append(
        EmployeeMoved(division=source.division, row=source.row, to_division=target.division, to_row=target.row)
    )
    if _close_if_empty(t, source):
        return shifted(target, source.division, source.row)
    return target


def join_board(t: Draft, player: int) -> None:
    """The first free seat from the left; on a full board everyone moves left and the leftmost
    member returns to his owner's reserve (P3)."""
    if len(t.board) == BOARD_SEATS:
        t.events.append(LeftBoard(t.board[0]))
        t.board = t.board[1:]
    t.board = (*t.board, player)
    t.events.append(JoinedBoard(player, len(t.board) - 1))


def hire_consultant(t: Draft, player: int, division: int) -> None:
    row = t.consultants[player]
    t.consultants = replaced(t.consultants, player, replaced(row, division, row[division] + 1))
    point = not row[division] and sum(1 for pawns in row if pawns) + 1 == COUNSEL_SPACES_FOR_POINT
    t.events.append(ConsultantHired(player, division, point))
    t.scored = True


def move_department(t: Draft, source: Office, division: int) -> Office:
    """The whole department (head(s) and employees) to the first free office of another division."""
    dep = vacate(t, source)
    row = len(t.divisions[division])
    t.divisions = replaced(t.divisions, division, (*t.divisions[division], dep))
    t.events.append(
        DepartmentMoved(player=dep.owner, division=source.division, row=source.row, to_division=division, to_row=row)
    )
    return OFFICES[division][row]
