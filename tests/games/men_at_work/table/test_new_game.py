"""The New game dialog offers Men at Work's variants, its start sites and the expert seats."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox

from suite.games.men_at_work import MODULE
from suite.games.men_at_work.rules.state import StartSite
from suite.ui.new_game import NewGameDialog


def test_men_at_work_offers_its_variants_start_sites_and_expert_seats(qtbot) -> None:
    dialog = NewGameDialog(MODULE)
    qtbot.addWidget(dialog)
    boxes = dialog.variant_boxes
    assert {"foreman", "crane", "skyscraper", "start_site"} <= set(boxes)
    start = boxes["start_site"]
    assert isinstance(start, QComboBox)
    assert [start.itemData(i) for i in range(start.count())] == list(StartSite)
    assert dialog.headers[-1].text() == "Expert (2 certificates)"
    dialog.players.setValue(3)
    start.setCurrentIndex(start.findData(StartSite.EXPERT))
    assert isinstance(boxes["crane"], QCheckBox)
    boxes["crane"].setChecked(True)
    flags = [row.flag for row in dialog.rows]
    assert all(isinstance(flag, QCheckBox) for flag in flags)
    flags[1].setChecked(True)
    flags[4].setChecked(True)  # a seat beyond the three players does not count
    dialog._accept()
    options = dialog.match().options
    assert options.start_site is StartSite.EXPERT and options.crane and options.expert_seats == (1,)
    assert options.players == 3
