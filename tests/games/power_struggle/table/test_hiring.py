"""Hiring at the table: the prompt says how many new employees are left to place, as dismissing
does, and a click on a full office says why it is refused (it did nothing)."""

from __future__ import annotations

from suite.core.match import Match
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import MAX_EMPLOYEES, ActionKind
from suite.games.power_struggle.rules.actions import ChooseOffice
from suite.games.power_struggle.rules.state import Hiring
from tests.games.power_struggle.positions import BLUE, dep, service
from tests.games.power_struggle.table.clicking import click
from tests.games.power_struggle.table.test_table import SEATS, open_page

FULL, ROOMY = 2, 3


def test_hiring_counts_down_and_a_full_office_says_why(qtbot) -> None:
    s = service(4, divisions={FULL: [dep(BLUE, MAX_EMPLOYEES)], ROOMY: [dep(BLUE, 1)]}, actor=BLUE)
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table._player == BLUE and bool(table.scene.bar.focusables()), timeout=10000)
    bar = table.scene.bar
    click(qtbot, table, bar.action_buttons[ActionKind.HIRE])
    pending = table._preview.pending
    assert isinstance(pending, Hiring) and pending.left > 1
    assert bar.prompt() == f"{SEATS[BLUE].name}: choose an office for the next new employee ({pending.left} to go)."
    (full,) = table._refused
    assert full.rect == table._target_rect(table._preview, ChooseOffice(FULL, 0))
    click(qtbot, table, full)
    assert bar.message() == "This office already has 6 employees, the most an office may hold."
    (roomy,) = [target for target in table._targets if target.action == ChooseOffice(ROOMY, 0)]
    click(qtbot, table, roomy)
    assert bar.prompt() == f"{SEATS[BLUE].name}: choose an office for the next new employee ({pending.left - 1} to go)."
    assert bar.message() == "", "the reason goes with the next step"
    page.controller.close()
