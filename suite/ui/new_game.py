"""The New game dialog: how many players, who sits where (a person or a bot of some level), the
names and colours, the game's variants, and an optional seed to replay a deal.

A game's variants are the fields of its options class that carry a ``label`` (an ``N_`` text) in
their attrs metadata: booleans become check boxes, integers spin boxes and floats decimal spin
boxes (``range`` metadata), and a field with ``choices`` metadata (``(value, N_ label)`` pairs, any
value type) a drop-down list. A field with ``seat_label`` metadata holds seat numbers: each seat row gets a
check box under that heading (Men at Work's expert seats).

A seat left without a name is "Player 2" for a person and a first name for a bot, one that reads
the same in French and English: a match keeps its names for good (saves, log, statistics), and a
bot's must not stay in the language the game was started in.

It opens on the setup it was last accepted with for the same game (``GameSetup``, kept in the
settings), as far as that setup still fits the game: a bot level or variant it no longer has is
left at its default.
"""

from __future__ import annotations

import enum
import secrets
from typing import Any

import attrs
from PySide6.QtGui import QColor, QIntValidator, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from suite.core.game import GameModule
from suite.core.i18n import fmt
from suite.core.match import HUMAN, SEAT_KINDS, Match, Seat
from suite.persistence.settings import GameSetup, SeatSetup
from suite.ui.board.colours import OFFERED, PLAYER_COLOURS
from suite.ui.language import qt_tr
from suite.ui.retranslate import Retranslating

BOT_NAMES = ("Ada", "Hugo", "Inès", "Jules", "Léa")
"""The name of a bot seat left unnamed, by row: names, not words, so no language owns them."""


VariantBox = QCheckBox | QSpinBox | QDoubleSpinBox | QComboBox
"""The widget of one variant, by the type its options field declares."""


def _value(box: VariantBox) -> Any:
    """The value a variant's widget shows."""
    if isinstance(box, QCheckBox):
        return box.isChecked()
    if isinstance(box, QComboBox):
        return box.currentData()
    return box.value()


def _kept(value: Any) -> Any:
    """A variant's value as the settings keep it: a choice by its word (``StartSite.ADVANCED`` as "advanced")."""
    return value.value if isinstance(value, enum.Enum) else value


def _swatch(hex_colour: str) -> QPixmap:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(hex_colour))
    return pixmap


class _SeatRow:
    """The widgets of one seat."""

    def __init__(self, grid: QGridLayout, row: int, module: GameModule, flagged: bool) -> None:
        """``flagged``: the game has a per-seat option (a check box at the end of the row)."""
        self.number = QLabel()
        self.kind = QComboBox()
        for kind in (HUMAN, *[k for k in ("easy", "normal", "hard") if k in module.bots]):
            self.kind.addItem("", kind)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.colour = QComboBox()
        for name in OFFERED:
            self.colour.addItem(_swatch(PLAYER_COLOURS[name]), "", name)
        self.colour.setCurrentIndex(row)
        self.kind.setCurrentIndex(0 if row == 0 else min(2, self.kind.count() - 1))
        self.flag = QCheckBox() if flagged else None
        for column, widget in enumerate(self.widgets()):
            grid.addWidget(widget, row + 1, column)
        self.row = row

    def widgets(self) -> list[QWidget]:
        return [self.number, self.kind, self.name, self.colour, *([self.flag] if self.flag is not None else [])]

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def retranslate(self, colour_words: dict[str, str], bot: str) -> None:
        """``bot``: "bot (%1)", a level's name then says it is a bot's ("normal" alone did not)."""
        self.number.setText(str(self.row + 1))
        for i in range(self.kind.count()):
            kind = self.kind.itemData(i)
            name = qt_tr(SEAT_KINDS[kind])
            self.kind.setItemText(i, name if kind == HUMAN else fmt(bot, name))
        for i, name in enumerate(OFFERED):
            self.colour.setItemText(i, colour_words[name])

    def seat(self, default_name: str) -> Seat:
        return Seat(self.name.text().strip() or default_name, self.colour.currentData(), self.kind.currentData())

    def setup(self) -> SeatSetup:
        flagged = self.flag is not None and self.flag.isChecked()
        return SeatSetup(self.kind.currentData(), self.name.text().strip(), self.colour.currentData(), flagged)

    def offer(self, setup: SeatSetup) -> None:
        """Shows a remembered seat; a kind or colour this dialog does not offer leaves the default."""
        self.name.setText(setup.name)
        if self.flag is not None:
            self.flag.setChecked(setup.flagged)
        for box, value in ((self.kind, setup.kind), (self.colour, setup.colour)):
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)


class NewGameDialog(Retranslating, QDialog):
    """Asks for the seats of a new match; ``match()`` builds it once accepted."""

    def __init__(self, module: GameModule, parent: QWidget | None = None, *, setup: GameSetup | None = None) -> None:
        """``setup``: the one this game's dialog was last accepted with, offered again."""
        super().__init__(parent)
        self.module = module
        info = module.info
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(min(max(4, info.min_players), info.max_players))
        self.players_label = QLabel()
        form.addRow(self.players_label, self.players)
        layout.addLayout(form)
        grid = QGridLayout()
        self.seat_option = next((f for f in attrs.fields(module.options_type) if "seat_label" in f.metadata), None)
        """A per-seat option (Men at Work's expert seats): a check box per seat, the checked seats its value."""
        self.headers = [QLabel() for _ in range(4 if self.seat_option is None else 5)]
        for column, header in enumerate(self.headers):
            grid.addWidget(header, 0, column)
        self.rows = [_SeatRow(grid, row, module, self.seat_option is not None) for row in range(info.max_players)]
        for row in self.rows:
            row.kind.currentIndexChanged.connect(lambda _index, row=row: self._show_default_name(row))
        layout.addLayout(grid)
        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_label = QLabel()
        seed_form.addRow(self.seed_label, self.seed)
        self.variant_boxes: dict[str, VariantBox] = {}
        self.variant_labels: dict[str, tuple[QLabel, str]] = {}
        self.variant_choices: dict[str, tuple[tuple[Any, str], ...]] = {}
        for field in attrs.fields(module.options_type):
            if field.name == "players" or "label" not in field.metadata:
                continue
            box: VariantBox
            if "choices" in field.metadata:
                box = QComboBox()
                self.variant_choices[field.name] = tuple(field.metadata["choices"])
                for value, _text in self.variant_choices[field.name]:
                    box.addItem("", value)
                box.setCurrentIndex(max(0, box.findData(field.default)))
            elif field.type in (bool, "bool"):
                box = QCheckBox()
                box.setChecked(bool(field.default))
            elif field.type in (float, "float"):
                box = QDoubleSpinBox()
                box.setRange(*field.metadata.get("range", (0.0, 99.0)))
                box.setValue(float(field.default))
            else:
                box = QSpinBox()
                box.setRange(*field.metadata.get("range", (0, 99)))
                box.setValue(int(field.default))
            label = QLabel()
            self.variant_boxes[field.name] = box
            self.variant_labels[field.name] = (label, field.metadata["label"])
            seed_form.addRow(label, box)
        layout.addLayout(seed_form)
        self.error = QLabel()
        self.error.setStyleSheet("color: #a3281d;")
        self.error.hide()  # an empty line held a band of the dialog above its buttons
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.players.valueChanged.connect(self._change_seat_count)
        if setup is not None:
            self._offer(setup)
        self._show_rows()
        self.retranslate()

    def _offer(self, setup: GameSetup) -> None:
        if self.players.minimum() <= setup.players <= self.players.maximum():
            self.players.setValue(setup.players)
        for row, seat in zip(self.rows, setup.seats, strict=False):
            row.offer(seat)
        for name, value in setup.options.items():
            box = self.variant_boxes.get(name)
            if isinstance(box, QComboBox):
                kept = [i for i in range(box.count()) if _kept(box.itemData(i)) == value]
                if kept:
                    box.setCurrentIndex(kept[0])
            elif isinstance(box, QCheckBox) and isinstance(value, bool):
                box.setChecked(value)
            elif isinstance(box, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
                box.setValue(value)
            elif isinstance(box, QDoubleSpinBox) and isinstance(value, int | float) and not isinstance(value, bool):
                box.setValue(float(value))

    def setup(self) -> GameSetup:
        """What the dialog shows now, to be offered the next time (the variants the settings can
        keep: yes-or-no, whole numbers and choices, such as Men at Work's start site, which the dialog forgot)."""
        kept = {name: _kept(value) for name, value in self._variants().items()}
        return GameSetup(
            players=self.players.value(),
            seats=tuple(row.setup() for row in self.rows[: self.players.value()]),
            options={name: value for name, value in kept.items() if isinstance(value, bool | int | str)},
        )

    def _show_rows(self) -> None:
        for row in self.rows:
            row.set_visible(row.row < self.players.value())

    def _change_seat_count(self) -> None:
        """Shows the seats now asked for and fits the dialog's height to them: a window only grows
        by itself, so seats taken away left an empty gap above the buttons. Not before the dialog is
        shown: its width was then Qt's placeholder, and a setup offered again with another number of
        players opened it squashed to half its width."""
        self._show_rows()
        if self.isVisible():
            self.layout().activate()
            self.resize(self.width(), self.sizeHint().height())

    def _show_default_name(self, row: _SeatRow) -> None:
        row.name.setPlaceholderText(self._default_name(row))

    def _default_name(self, row: _SeatRow) -> str:
        return fmt(self.tr("Player %1"), row.row + 1) if row.kind.currentData() == HUMAN else BOT_NAMES[row.row]

    def _seats(self) -> list[Seat]:
        return [row.seat(self._default_name(row)) for row in self.rows[: self.players.value()]]

    def _accept(self) -> None:
        seats = self._seats()
        if len({seat.colour for seat in seats}) < len(seats):
            self._complain(self.tr("Each player needs a colour of their own."))
            return
        if len({seat.name for seat in seats}) < len(seats):
            self._complain(self.tr("Each player needs a name of their own."))
            return
        self.accept()

    def _complain(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def match(self) -> Match:
        seats = self._seats()
        text = self.seed.text().strip()
        seed = int(text) if text else secrets.randbelow(2_000_000_000)
        options = attrs.evolve(self.module.default_options(len(seats)), **self._variants())
        return Match(self.module, options, seats, seed)

    def _variants(self) -> dict[str, Any]:
        values = {name: _value(box) for name, box in self.variant_boxes.items()}
        if self.seat_option is not None:
            checked = [row.row for row in self.rows[: self.players.value()] if row.flag and row.flag.isChecked()]
            values[self.seat_option.name] = tuple(checked)
        return values

    def retranslate(self) -> None:
        self.setWindowTitle(fmt(self.tr("New game of %1"), qt_tr(self.module.info.name)))
        self.players_label.setText(self.tr("Players"))
        texts = [self.tr("Seat"), self.tr("Player"), self.tr("Name"), self.tr("Colour")]
        if self.seat_option is not None:
            texts.append(qt_tr(self.seat_option.metadata["seat_label"]))
        for header, text in zip(self.headers, texts, strict=True):
            header.setText(text)
        colour_words = {
            "red": self.tr("vermilion"), "blue": self.tr("blue"), "green": self.tr("green"),
            "yellow": self.tr("yellow"), "purple": self.tr("purple"),
        }  # fmt: skip
        for row in self.rows:
            row.retranslate(colour_words, self.tr("bot (%1)"))
            self._show_default_name(row)
        for label, text in self.variant_labels.values():
            label.setText(qt_tr(text))
        for name, choices in self.variant_choices.items():
            box = self.variant_boxes[name]
            for i, (_value, text) in enumerate(choices):
                box.setItemText(i, qt_tr(text))
        self.seed_label.setText(self.tr("Seed (optional)"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and seats deal the same game again"))
