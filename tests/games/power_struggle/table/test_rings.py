"""The ring of a line shown on the board goes around where what the line tells stands on the board
the line is drawn over, the board of the move's end: an employee moved into a new department in
office 4 was ringed there after a closure above had moved that department up to office 3, and the
ring lay on an empty office (or on someone else's department)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from suite.core.frames import Frame
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.actions import ChooseAction, ChooseDivision, ChooseOffice
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.table import PowerTable
from suite.games.power_struggle.table.whereabouts import Whereabouts, office_now, seat_now
from tests.games.power_struggle.positions import BLUE, RULES, YELLOW, dep, service
from tests.games.power_struggle.table.test_table import SEATS

DEVELOPMENT = 0


def _rings(qtbot, s, events) -> dict[type, QRectF | None]:
    """The ring drawn with each line of a move that ends in ``s``, by the kind of event told."""
    table = PowerTable(MODULE, SEATS)
    qtbot.addWidget(table)
    shown: list[tuple[str, QRectF | None]] = []
    table.scene.caption.show_line = lambda text, spot: shown.append((text, spot))
    view = RULES.view(s, None)
    table.show_frame(Frame(cursor=3, viewer=None, view=view, events=tuple(events), to_move=RULES.to_move(view)))
    qtbot.waitUntil(lambda: not table.sequencer.running, timeout=5000)
    told = [e for e in events if not isinstance(e, E.ActionChosen)]
    return {type(e): spot for e, (_, spot) in zip(told, [line for line in shown if line[0]], strict=True)}


def test_an_employee_moved_into_a_department_that_then_moved_up_is_ringed_where_it_stands(qtbot) -> None:
    """Blue founds a department with new employees in Development's fourth office and moves into it
    the only employee of his department in the second: that one closes, the rows below move up."""
    s = service(4, divisions={DEVELOPMENT: [dep(BLUE, 3), dep(BLUE, 1), dep(YELLOW, 2)]}, actor=BLUE)
    for action in (ChooseAction(ActionKind.FOUND_WITH_NEW_EMPLOYEES), ChooseDivision(DEVELOPMENT)):
        s = RULES.apply(s, action)
    s = RULES.apply(s, ChooseOffice(DEVELOPMENT, 1))
    assert [type(e) for e in s.events] == [E.EmployeeMoved, E.DepartmentClosed, E.RowsMovedUp]
    assert s.divisions[DEVELOPMENT][2].owner == BLUE, "the new department now stands in the third office"
    rings = _rings(qtbot, s, s.events)
    assert rings[E.EmployeeMoved] == L.office_rect(DEVELOPMENT, 2), "around the new department, moved up"
    assert rings[E.RowsMovedUp] == L.office_rect(DEVELOPMENT, 1), "around the first department that moved up"
    assert rings[E.DepartmentClosed] is None, "not around Yellow's department, which took the closed one's office"


def test_a_department_closed_in_the_last_office_is_ringed_in_its_empty_office(qtbot) -> None:
    s = service(4, divisions={DEVELOPMENT: [dep(BLUE, 3)]}, actor=BLUE)
    rings = _rings(qtbot, s, (E.EmployeesDismissed(DEVELOPMENT, 1, 1), E.DepartmentClosed(YELLOW, DEVELOPMENT, 1)))
    assert rings[E.DepartmentClosed] == rings[E.EmployeesDismissed] == L.office_rect(DEVELOPMENT, 1)


def test_offices_and_seats_are_followed_through_the_rest_of_the_move() -> None:
    moved = [E.RowsMovedUp(DEVELOPMENT, 0), E.DepartmentMoved(BLUE, DEVELOPMENT, 0, 3, 2)]
    assert office_now(moved, DEVELOPMENT, 0) == Whereabouts(3, 2), "a department moved away is followed"
    assert office_now(moved, DEVELOPMENT, 2) == Whereabouts(DEVELOPMENT, 1)
    merged = [E.RowsMovedUp(DEVELOPMENT, 1), E.DepartmentsMerged(BLUE, DEVELOPMENT, 0, 6, 0)]
    assert office_now(merged, DEVELOPMENT, 1) == Whereabouts(DEVELOPMENT, 1, gone=True)
    assert seat_now([E.LeftBoard(YELLOW), E.JoinedBoard(BLUE, 4)], 4) == 3
    assert seat_now([E.ChairmanElected(YELLOW, 0)], 0) is None


def test_a_member_pushed_off_the_board_is_not_ringed_where_another_now_sits(qtbot) -> None:
    """The leftmost member's ring went around seat 0, where the next member sat once everyone moved left."""
    s = service(4, board=(BLUE, YELLOW, BLUE, YELLOW, BLUE), actor=BLUE)
    rings = _rings(qtbot, s, (E.LeftBoard(YELLOW), E.JoinedBoard(BLUE, 4)))
    assert rings[E.LeftBoard] is None
    assert rings[E.JoinedBoard] == L.seat_rect(4)
