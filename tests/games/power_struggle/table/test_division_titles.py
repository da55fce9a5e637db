"""The divisions' names are written in one lettering: each fitted alone, "Communications" (and in French
"Développement" and "Communication") came out smaller and not bold beside the others' bold titles."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPainter

from suite.core.match import Seat
from suite.games.power_struggle import narration
from suite.games.power_struggle.constants import DIVISIONS
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.scene import PowerScene
from suite.ui.language import LanguageSwitcher, qt_tr
from tests.games.power_struggle.positions import RULES, service
from tests.ui.painted_text import recorded

SEATS = [Seat(name, "red") for name in ("Alice", "Bruno", "Chloé", "Dev")]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_division_s_name_is_painted_in_the_same_lettering(qapp, language: str) -> None:
    switcher = LanguageSwitcher(qapp)
    try:
        switcher.use(language)
        scene = PowerScene(SEATS, [QColor("#d55e00"), QColor("#0072b2"), QColor("#009e73"), QColor("#f0e442")],
                           lambda: None, lambda: None)  # fmt: skip
        scene.sync(RULES.view(service(4), 0), 0, None)
        size = L.SCENE.size().toSize()

        def paint(p: QPainter) -> None:
            scene.render(p, L.SCENE, L.SCENE)

        lines = recorded(size.width(), size.height(), paint)
        names = [narration.division_name(d, qt_tr) for d in range(DIVISIONS)]
        titles = [line for line in lines if any(line.text and line.text in name for name in names)
                  and any(L.title_rect(d).contains(line.left + 1, line.baseline - 2) for d in range(DIVISIONS))]
    finally:
        switcher.use("en")
    assert len({line.text for line in titles}) >= DIVISIONS - 1, [line.text for line in titles]
    letterings = {(round(line.pixels, 1), line.bold) for line in titles}
    assert len(letterings) == 1, [(line.text, line.pixels, line.bold) for line in titles]
