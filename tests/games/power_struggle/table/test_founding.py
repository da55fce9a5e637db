"""Action B with own employees, built by clicking: the prompt counts the employees taken, the
division chosen shows on the board and in the summary, one Confirm ends the action, and the status
line under the table follows each step."""

from __future__ import annotations

import pytest

from suite.core.bots import random_move
from suite.core.match import Match
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.actions import ChooseAction, ChooseDivision, ChooseOffice, Done
from suite.games.power_struggle.rules.state import FoundingWithOwn, Options, Phase
from suite.games.power_struggle.table.table import PowerTable
from suite.games.power_struggle.table.texts import division
from suite.ui.game_page import GamePage
from tests.games.power_struggle.table.clicking import click
from tests.games.power_struggle.table.test_table import SEATS, open_page
from tests.ui.painted_text import painted_texts

FOUND = ChooseAction(ActionKind.FOUND_WITH_OWN_EMPLOYEES)


def _may_found(m: Match) -> bool:
    s = m.state
    return m.to_move() == 0 and s.phase is Phase.SERVICE and s.pending is None and FOUND in m.rules.legal_actions(s)


@pytest.fixture
def page(qtbot) -> GamePage:
    """Ann to act, with Action B with her own employees among her choices."""
    match, rng = Match(MODULE, Options(players=4), SEATS, 1), Rng(1)
    while not _may_found(match):
        match.apply(random_move(match.rules, match.state, rng))
    page = open_page(qtbot, match)
    qtbot.waitUntil(lambda: page.table._player is not None, timeout=10000)
    yield page
    page.controller.close()


def _click_step(qtbot, table: PowerTable, action: object) -> None:
    target = next(t for t in table._targets if t.action == action)
    click(qtbot, table, target)


def _employee(table: PowerTable) -> ChooseOffice:
    return next(a for a in table._legal if isinstance(a, ChooseOffice))


def test_the_prompt_counts_the_employees_and_the_division_shows(qtbot, page: GamePage) -> None:
    table = page.table
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.FOUND_WITH_OWN_EMPLOYEES])
    chosen = next(a for a in table._legal if isinstance(a, ChooseDivision))
    _click_step(qtbot, table, chosen)
    bar, name = table.scene.bar, division(chosen.division)
    assert "another" not in bar.prompt() and name in bar.prompt(), bar.prompt()
    assert name in bar.summary(), "the summary of the steps so far says where the department goes"
    assert "new" in [t.text for t in painted_texts(table.board)], "the board shows the department to be"
    _click_step(qtbot, table, _employee(table))
    assert "another" in bar.prompt() and name in bar.prompt(), bar.prompt()


def test_one_confirm_ends_the_action(qtbot, page: GamePage) -> None:
    """Done was a bar button reading "Confirm", then Confirm itself was asked for: now Confirm
    is Done, offered as soon as the department may open, and sends the whole action."""
    table, match = page.table, page.match
    before = match.cursor
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.FOUND_WITH_OWN_EMPLOYEES])
    _click_step(qtbot, table, next(a for a in table._legal if isinstance(a, ChooseDivision)))
    while Done() not in table._legal:
        assert not table.scene.bar.confirm.isVisible()
        _click_step(qtbot, table, _employee(table))
    bar = table.scene.bar
    assert bar.confirm.isVisible() and not any(b.text() == "Confirm" for b in bar.choices)
    steps = len(table._steps) + 1
    click(qtbot, table, bar.confirm)
    qtbot.waitUntil(lambda: match.cursor >= before + steps, timeout=5000)
    assert match.log[before + steps - 1] == Done()
    assert not isinstance(match.state_at(before + steps).pending, FoundingWithOwn)


def test_the_status_line_says_what_each_step_asks(qtbot, page: GamePage) -> None:
    """It kept the prompt of the moment ("choose your action") while the bar asked for the next step."""
    table = page.table
    assert page.status.text() == table.scene.bar.prompt() == "Ann: choose your action."
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.FOUND_WITH_OWN_EMPLOYEES])
    assert page.status.text() == table.scene.bar.prompt() == "Ann: choose the division of the new department."
    _click_step(qtbot, table, next(a for a in table._legal if isinstance(a, ChooseDivision)))
    assert page.status.text() == table.scene.bar.prompt()
    click(qtbot, table, table.scene.bar.cancel)
    assert page.status.text() == "Ann: choose your action."
