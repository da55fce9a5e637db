"""An archenemy card's skills are told in words: the card shows a letter per skill ("I C K", in
French "I A Cs") and nothing said what they stood for. The player's area tells them in its tool tip,
each letter beside its skill's full name; the end screen, which has the room, writes them out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.power_struggle.constants import ARCHENEMY_SKILL_CARDS
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.end_screen import EndScreen
from suite.games.power_struggle.table.panels import PlayerPanel
from suite.games.power_struggle.table.texts import tr
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import RULES, random_game, service
from tests.ui.painted_text import recorded

NAMES = ["Ann", "Bob", "Cy", "Di"]
COLOURS = [QColor("#d55e00")] * 4


@pytest.fixture(params=["en", "fr"])
def language(request, qtbot):
    switcher = LanguageSwitcher(QCoreApplication.instance())
    switcher.use(request.param)
    yield request.param
    switcher.use("en")


def test_the_area_s_tool_tip_names_each_skill_beside_its_letter(language: str) -> None:
    view = RULES.view(service(4), 0)
    panel = PlayerPanel(0, Seat(NAMES[0], "red"), COLOURS[0], NAMES, COLOURS)
    panel.set_view(view, 0, active=False)
    recorded(1300, 970, lambda p: panel.paint(p, QStyleOptionGraphicsItem(), None))
    card = view.archenemies[0]
    tip = panel.tip_at(QPointF(panel.rect.right() - 30, panel.rect.center().y() - 10))
    enemy = texts.archenemy_enemy(card.colour, 0, NAMES)
    assert tip.startswith(fmt(tr("Archenemy: %1. Skills: %2."), enemy, "").split(".")[0] + "."), tip
    for which in ARCHENEMY_SKILL_CARDS[card.skills]:
        pair = fmt(tr("%1 = %2", "an archenemy skill: its letter and its name"), texts.skill_letter(which),
                   texts.skill(which))  # fmt: skip
        assert pair in tip, tip


def test_the_end_screen_writes_the_skills_out(language: str) -> None:
    _, states = random_game(2, 4)
    view = RULES.view(states[-1], None)
    screen = EndScreen(lambda: None, lambda: None)
    screen.show_result(view, [Seat(name, "red") for name in NAMES], COLOURS)
    painted = recorded(int(L.SCENE.width()), int(L.SCENE.height()),
                       lambda p: screen.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip
    words = " ".join(t.text for t in painted)
    for card in view.archenemies:
        for which in ARCHENEMY_SKILL_CARDS[card.skills]:
            assert all(word in words for word in texts.skill(which).split()), (texts.skill(which), words)
    letters = {texts.skill_letter(which) for which in range(5)}
    assert not any("-" in t.text and set(t.text.split(" · ")[-1].split("-")) <= letters for t in painted)
