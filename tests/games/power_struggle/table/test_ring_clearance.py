"""The ring around what may be picked keeps clear of the texts beside it: around privilege cards it
covered the "reserve: 14" line above them, around share certificates the stock's title, around the
board's seats the board room's title. Every text of the table outside a target stays out of every
target's ring, in English and French, in areas of three, four and five players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from suite.core.match import Seat
from suite.games.power_struggle.constants import CERTIFICATE_SIZES, PRIVILEGE_CARDS
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.scene import PowerScene
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import RULES, down, service
from tests.ui.painted_text import recorded

NAMES = ("Alice", "Bruno", "Chloé", "Dev", "Émile")


def _targets(scene: PowerScene) -> list[QRectF]:
    """Every place that can be picked: each privilege card, each pile of the stock, the board."""
    view = scene.panels[0].view
    assert view is not None
    cards = [scene.panels[view.cards[card].holder].card_rect(card) for card in range(PRIVILEGE_CARDS)]
    return [r for r in cards if r is not None] + [L.stock_rect(size) for size in CERTIFICATE_SIZES] + [L.BOARD_TARGET]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("all_cards_to_one", [False, True])
def test_no_ring_covers_a_text_beside_its_target(qtbot, language: str, players: int, all_cards_to_one: bool) -> None:
    cards = {card: down(1) for card in range(PRIVILEGE_CARDS)} if all_cards_to_one else None
    view = RULES.view(service(players, cards=cards), 0)
    seats = [Seat(name, "red") for name in NAMES[:players]]
    scene = PowerScene(seats, [QColor("#d55e00")] * players, lambda: None, lambda: None)
    scene.sync(view, 0, None)
    targets = _targets(scene)
    switcher = LanguageSwitcher(QCoreApplication.instance())
    switcher.use(language)
    try:
        texts = recorded(int(L.SCENE.width()), int(L.SCENE.height()), lambda p: scene.render(p, L.SCENE, L.SCENE))
    finally:
        switcher.use("en")
    beside = [t for t in texts if not any(r.contains(t.ink.center()) for r in targets)]
    assert any(t.text.startswith(("reserve", "réserve")) for t in beside)
    for target in targets:
        ring = target.adjusted(-L.RING_REACH, -L.RING_REACH, L.RING_REACH, L.RING_REACH)
        covered = [t.text for t in beside if t.ink.intersects(ring)]
        assert not covered, f"the ring around {target} covers {covered}"


@pytest.mark.parametrize("players", [4, 5])
def test_the_place_of_an_event_in_an_area_stays_inside_it(qtbot, players: int) -> None:
    """An event told in a player's area (a pass, a payment, a bribe) was ringed around the area: the ring spread
    over the foot of the area above, where five players' areas lay their privilege cards."""
    view = RULES.view(service(players, cards={card: down(1) for card in range(PRIVILEGE_CARDS)}), 0)
    scene = PowerScene([Seat(name, "red") for name in NAMES[:players]], [QColor("#d55e00")] * players,
                       lambda: None, lambda: None)  # fmt: skip
    scene.sync(view, 0, None)
    area = scene.panels[2].rect
    spot = scene.spot(E.Passed(2), [], view)
    assert spot == area
    image = QImage(int(L.SCENE.width()), int(L.SCENE.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.caption.show_line("", spot)
    scene.caption.paint(painter, None, None)
    painter.end()
    columns = range(max(0, int(area.left()) - 12), min(image.width(), int(area.right()) + 12))
    inked = [(x, y) for y in range(image.height()) for x in columns
             if image.pixelColor(x, y).alpha() and not area.adjusted(-1, -1, 1, 1).contains(x, y)]  # fmt: skip
    assert not inked, f"the ring reaches outside the area, at {inked[:3]}"
