"""The rules page's picture of the board, painted with the table's own items so that it looks like
the game being played.

The position is a seeded game played at random by the rules up to its second round (a few
milliseconds, made once): a real position, not a drawing that could drift from the rules. The rules
page may load the rules; the launcher's cover (``art.py``) may not.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from suite.core.bots import random_move
from suite.core.match import Seat
from suite.core.rng import Rng
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.state import Options, Phase, State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.paint import player_colour
from suite.games.power_struggle.table.scene import PowerScene

SAMPLE_SEED = 14
SAMPLE_SEATS = (Seat("Ada", "red"), Seat("Bruno", "blue"), Seat("Chloé", "green"), Seat("Dev", "yellow"))
SAMPLE_TURN = 3
"""The sample stops at this service turn of the second round."""


@cache
def sample_view() -> State:
    """A position in the second round of a seeded game of four, as a spectator sees it."""
    rules = PowerStruggleRules()
    s = rules.new_state(Options(players=len(SAMPLE_SEATS)), len(SAMPLE_SEATS))
    rng = Rng(SAMPLE_SEED)
    while not (s.meetings >= 2 and s.phase is Phase.SERVICE and s.turn >= SAMPLE_TURN):
        s = rules.apply(s, random_move(rules, s, rng))
    return rules.view(s, None)


def _scene() -> PowerScene:
    colours = [player_colour(seat.colour, i) for i, seat in enumerate(SAMPLE_SEATS)]
    scene = PowerScene(SAMPLE_SEATS, colours, lambda: None, lambda: None)
    scene.sync(sample_view(), None, None)
    return scene


def _render(source: QRectF, width: int, height: int, mode: Qt.AspectRatioMode) -> QPixmap:
    pixmap = QPixmap(width, height)
    scene = _scene()
    pixmap.fill(scene.backgroundBrush().color())
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(pixmap.rect()), source, mode)
    painter.end()
    return pixmap


def board_picture(width: int, height: int) -> QPixmap:
    """The whole board in the middle of a game: tracks, divisions, board room, deck and players."""
    return _render(QRectF(0, 0, L.SCENE.width(), L.BAR.y()), width, height, Qt.AspectRatioMode.KeepAspectRatio)

