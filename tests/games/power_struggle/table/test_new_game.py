"""The New game dialog offers Power Struggle's options, and a widget for every option type a game
may declare: yes-or-no, whole and decimal numbers, choices."""

from __future__ import annotations

import attrs
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox

from suite.core.i18n import N_
from suite.games.power_struggle import MODULE
from suite.persistence.settings import GameSetup
from suite.ui.new_game import NewGameDialog


def test_power_struggle_offers_the_longer_game_and_open_money(qtbot) -> None:
    dialog = NewGameDialog(MODULE)
    qtbot.addWidget(dialog)
    assert set(dialog.variant_boxes) == {"longer_game", "open_money"}
    assert all(isinstance(box, QCheckBox) for box in dialog.variant_boxes.values())
    assert dialog.variant_labels["longer_game"][0].text() == "Longer game (5 victory points)"
    dialog.variant_boxes["longer_game"].setChecked(True)
    dialog.players.setValue(3)
    dialog._accept()
    match = dialog.match()
    assert match.options.longer_game and not match.options.open_money and match.options.players == 3


@attrs.frozen
class ManyOptions:
    players: int = 3
    pace: str = attrs.field(default="calm", metadata={"label": N_("Pace"),
                                                      "choices": (("calm", N_("calm")), ("brisk", N_("brisk")))})
    rounds: int = attrs.field(default=4, metadata={"label": N_("Rounds"), "range": (1, 9)})
    handicap: float = attrs.field(default=0.5, metadata={"label": N_("Handicap"), "range": (0.0, 2.0)})
    open_money: bool = attrs.field(default=False, metadata={"label": N_("Open money")})


def test_every_option_type_has_its_widget_and_reaches_the_match(qtbot) -> None:
    module = attrs.evolve(MODULE, options_type=ManyOptions)
    dialog = NewGameDialog(module, setup=GameSetup(players=3, seats=(), options={"rounds": 7, "open_money": True}))
    qtbot.addWidget(dialog)
    boxes = dialog.variant_boxes
    assert isinstance(boxes["pace"], QComboBox) and isinstance(boxes["rounds"], QSpinBox)
    assert isinstance(boxes["handicap"], QDoubleSpinBox) and isinstance(boxes["open_money"], QCheckBox)
    assert [boxes["pace"].itemText(i) for i in range(2)] == ["calm", "brisk"]
    assert boxes["rounds"].value() == 7 and boxes["open_money"].isChecked(), "the last setup is offered"
    boxes["pace"].setCurrentIndex(1)
    boxes["handicap"].setValue(1.5)
    assert dialog._variants() == {"pace": "brisk", "rounds": 7, "handicap": 1.5, "open_money": True}
    kept = dialog.setup().options
    assert kept == {"pace": "brisk", "rounds": 7, "open_money": True}, "yes-or-no, whole numbers and choices are kept"
    again = NewGameDialog(module, setup=GameSetup(players=3, seats=(), options=kept))
    qtbot.addWidget(again)
    assert again.variant_boxes["pace"].currentData() == "brisk"
