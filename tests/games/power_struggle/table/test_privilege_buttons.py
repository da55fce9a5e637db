"""The "G" buttons of the action bar, one per privilege card that gives an action: shown, greyed, to players who
did not hold the card, they offered what only its holder can do. Only the holder of the card face up sees its
button (greyed, with the reason, when he cannot take the action now), and the other buttons keep their places."""

from __future__ import annotations

from suite.core.match import Match
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import DEVELOPMENT, LEGAL_AND_PATENTS, PRIVILEGE_ACTIONS, ActionKind
from suite.games.power_struggle.table import layout as L
from tests.games.power_struggle.positions import BLUE, RED, dep, down, service, up
from tests.games.power_struggle.table.test_table import SEATS, open_page


def test_only_the_holder_of_a_privilege_card_sees_its_button(qtbot) -> None:
    s = service(4, divisions={DEVELOPMENT: [dep(BLUE, 2)]}, cards={DEVELOPMENT: down(BLUE),
                LEGAL_AND_PATENTS: up(RED)}, actor=BLUE)  # fmt: skip
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table._player == BLUE and bool(table.scene.bar.focusables()), timeout=10000)
    buttons = table.scene.bar.action_buttons
    assert not buttons[ActionKind.USE_LEGAL_AND_PATENTS].isVisible(), "Red holds the card"
    assert not buttons[ActionKind.USE_DEVELOPMENT].isVisible(), "Blue's card lies face down until the meeting"
    assert all(button.isVisible() for kind, button in buttons.items() if kind not in PRIVILEGE_ACTIONS)
    assert [button.rect for button in buttons.values()] == [L.action_button(i) for i in range(len(buttons))]
    page.controller.close()


def test_the_holder_sees_his_card_s_button(qtbot) -> None:
    s = service(4, divisions={DEVELOPMENT: [dep(BLUE, 2)]}, cards={LEGAL_AND_PATENTS: up(BLUE, bribed=True)},
                actor=BLUE)  # fmt: skip
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table._player == BLUE and bool(table.scene.bar.focusables()), timeout=10000)
    legal = table.scene.bar.action_buttons[ActionKind.USE_LEGAL_AND_PATENTS]
    assert legal.isVisible() and legal.enabled, "Blue holds it face up, with the 2 employees its bribed side asks"
    page.controller.close()
