"""The pictures of Men at Work's rules page: the cards and each rule's sign, painted by ``cards`` itself.

The rules page names a picture ``<img src="board:NAME" width=… height=…>`` and the rules dialog asks
``rules_picture`` for it at that size, so the page shows exactly the signs and cards the table paints, in
the interface's language, and a rule's picture cannot drift from its card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from suite.games.men_at_work.constants import GIRDER_RULES, WORKER_RULES
from suite.games.men_at_work.narration import colour_name
from suite.games.men_at_work.rules.deck import Back, Front
from suite.games.men_at_work.site.pieces import Colour, Kind
from suite.games.men_at_work.table import cards
from suite.games.men_at_work.table.texts import tr
from suite.ui.board.fonts import fitted

Painter = Callable[[QPainter, QRectF], None]

EXAMPLE_BACK = Back(Kind.GIRDER, (Colour.ORANGE, Colour.BLACK))
"""The rulebook's example: the draw pile asks for a black or an orange girder…"""
EXAMPLE_FRONT = Front(girder_rule=3, worker_rule=6)
"""… and the discard pile's card says how: girder rule 3 (its worker rule 6 does not apply)."""
WORKER_BACK = Back(Kind.WORKER, (Colour.PURPLE, Colour.WHITE))


def _rule(what: Kind, rule: int) -> tuple[float, Painter]:
    return cards.RULE_RATIO, lambda p, rect: cards.paint_rule(p, rect, what, rule)


def _colours(p: QPainter, rect: QRectF) -> None:
    """The four girder colours as short girders, each with its pattern and its name below it."""
    step = rect.width() / len(Colour)
    names = [colour_name(colour, tr) for colour in Colour]
    longest = max(names, key=len)
    p.setFont(fitted(longest, step * 0.9, rect.height() * 0.18, smallest=6))
    p.setPen(cards.INK)
    for i, (colour, name) in enumerate(zip(Colour, names, strict=True)):
        left = rect.left() + i * step
        cards.paint_swatch(p, QRectF(left + step * 0.08, rect.top() + rect.height() * 0.1, step * 0.84,
                                     rect.height() * 0.32), colour)  # fmt: skip
        label = QRectF(left, rect.top() + rect.height() * 0.5, step, rect.height() * 0.4)
        p.drawText(label, Qt.AlignmentFlag.AlignCenter, name)


PICTURES: dict[str, tuple[float, Painter]] = {
    **{f"girder-rule-{n}": _rule(Kind.GIRDER, n) for n in range(1, GIRDER_RULES + 1)},
    **{f"worker-rule-{n}": _rule(Kind.WORKER, n) for n in range(1, WORKER_RULES + 1)},
    "card-back-girder": (cards.CARD_RATIO, lambda p, rect: cards.paint_back(p, rect, EXAMPLE_BACK)),
    "card-back-worker": (cards.CARD_RATIO, lambda p, rect: cards.paint_back(p, rect, WORKER_BACK)),
    "card-front": (cards.CARD_RATIO, lambda p, rect: cards.paint_front(p, rect, EXAMPLE_FRONT)),
    "card-front-girder": (
        cards.CARD_RATIO,
        lambda p, rect: cards.paint_front(p, rect, EXAMPLE_FRONT, EXAMPLE_BACK.what),
    ),
    "card-hidden": (cards.CARD_RATIO, cards.paint_card_hidden),
    "rita": (cards.CARD_RATIO, cards.paint_rita),
    "girder-colours": (0.3, _colours),
}
"""Each picture's name, its height over its width, and how it is painted."""
NAMES: tuple[str, ...] = tuple(PICTURES)


def rules_picture(name: str, width: int, height: int) -> QPixmap:
    """Picture ``name`` on a transparent ``width`` × ``height`` pixmap, as large as fits with its own
    proportions and centred. An unknown name is a mistake in the page: KeyError."""
    ratio, paint = PICTURES[name]
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    fit_width = min(float(width), height / ratio)
    area = QRectF((width - fit_width) / 2, (height - fit_width * ratio) / 2, fit_width, fit_width * ratio)
    inset = max(1.0, fit_width * 0.01)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint(painter, area.adjusted(inset, inset, -inset, -inset))
    painter.end()
    return pixmap
