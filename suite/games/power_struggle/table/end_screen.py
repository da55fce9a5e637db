"""The end of the game (P22, P23, D14): each player's skills track by track with the victory
points they give, the archenemy cards turned over, money for the tie-break, and the winner; then
New game or Back to the launcher.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import capital, fmt
from suite.core.match import Seat
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS,
    COUNSEL,
    COUNSEL_SPACES_FOR_POINT,
    GOLD_BOX,
    GREEN_BOX,
    TRACKS,
)
from suite.games.power_struggle.rules.scoring import beats_archenemy, outcome, victory_points
from suite.games.power_struggle.rules.state import Phase, State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.buttons import Activatable, ButtonItem
from suite.ui.board.fonts import font

SHEET = QRectF(24, 60, 1252, 700)
ROW_HEIGHT = 90.0
COLUMNS = (236.0, 358.0, 480.0, 602.0, 724.0, 846.0, 1018.0, 1168.0)
"""Left edges: name, the four tracks, counsel, archenemy, money; victory points at the far right."""


class EndScreen(QGraphicsItem):
    """Shown over the board once the game is over."""

    def __init__(self, on_new_game: Callable[[], None], on_back: Callable[[], None]) -> None:
        super().__init__()
        self.view: State | None = None
        self.seats: tuple[Seat, ...] = ()
        self.colours: list[QColor] = []
        self.setZValue(80)
        self.setVisible(False)
        self.new_game = ButtonItem(QRectF(SHEET.center().x() - 250, SHEET.bottom() - 62, 230, 44),
                                   lambda: tr("New game"), on_new_game, QColor("#2e7d32"), parent=self)  # fmt: skip
        self.back = ButtonItem(QRectF(SHEET.center().x() + 20, SHEET.bottom() - 62, 230, 44),
                               lambda: tr("Back to the games"), on_back, QColor("#3f6e8c"), parent=self)  # fmt: skip

    def boundingRect(self) -> QRectF:
        return L.SCENE

    def show_result(self, view: State | None, seats: Sequence[Seat], colours: list[QColor]) -> None:
        over = view is not None and view.phase is Phase.OVER
        self.view = view if over else None
        self.seats = tuple(seats)
        self.colours = colours
        self.setVisible(over)
        self.update()

    def focusables(self) -> list[Activatable]:
        return [self.new_game, self.back] if self.isVisible() else []

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.view
        if s is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(L.SCENE, QColor(18, 20, 30, 150))  # the board dimmed: its edges stuck out around the sheet
        p.setBrush(QColor(252, 249, 240))  # opaque: the board showed through the results
        p.setPen(QPen(QColor("#a48f67"), 3))
        p.drawRoundedRect(SHEET, 14, 14)
        winners = outcome(s).winners
        names = [seat.name for seat in self.seats]
        if len(winners) == 1:
            title = fmt(tr("%1 wins Power Struggle!"), names[winners[0]])
        else:
            title = fmt(tr("Shared win: %1."), ", ".join(names[w] for w in winners))
        p.setPen(P.INK)
        p.setFont(P.fit(title, SHEET.adjusted(30, 0, -30, 0), 34, bold=True))
        p.drawText(QRectF(SHEET.x() + 30, SHEET.y() + 18, SHEET.width() - 60, 50), Qt.AlignmentFlag.AlignCenter, title)
        headers = [tr("Player"), *(capital(texts.skill(t)) for t in range(TRACKS)),
                   capital(texts.skill(COUNSEL)), tr("Archenemy"),
                   tr("Money"), tr("Victory points")]  # fmt: skip
        lefts = [SHEET.x() + 30, *COLUMNS]
        p.setPen(P.MUTED)
        for left, right, header in zip(lefts, [*lefts[1:], SHEET.right() - 10], headers, strict=True):
            rect = QRectF(left, SHEET.y() + 80, right - left - 8, 46)
            p.setFont(P.fit(header, rect, 17, bold=True, wrap=True))
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
            p.drawText(rect, flags, header)
        points = [victory_points(s, q) for q in range(s.players)]
        money_decides = points.count(max(points)) > 1
        for player in range(s.players):
            self._row(p, s, player, player in winners, money_decides)

    def _row(self, p: QPainter, s: State, player: int, winner: bool, money_decides: bool) -> None:
        top = SHEET.y() + 130 + player * ROW_HEIGHT * 0.96
        row = QRectF(SHEET.x() + 20, top, SHEET.width() - 40, ROW_HEIGHT - 8)
        p.setBrush(QColor("#fff1c4") if winner else QColor("#f4efe3"))
        p.setPen(QPen(P.GOLD_BOX if winner else QColor("#d8cfbb"), 2.5 if winner else 1))
        p.drawRoundedRect(row, 8, 8)
        colour = self.colours[player]
        P.manager(p, QRectF(row.x() + 10, row.y() + 14, 36, 54), colour, player)
        p.setPen(P.INK)
        name = QRectF(row.x() + 52, row.y(), COLUMNS[0] - row.x() - 58, row.height())
        p.setFont(P.fit(self.seats[player].name, name, 19, bold=True))
        p.drawText(name, Qt.AlignmentFlag.AlignVCenter, self.seats[player].name)
        for track in range(TRACKS):
            value = s.points[player][track]
            scored = value >= GREEN_BOX[track]
            text = f"{value}/{GREEN_BOX[track]}" + (" ★" if value >= GOLD_BOX[track] else "")
            self._cell(p, COLUMNS[track], row, text, scored)
        spaces = sum(1 for pawns in s.consultants[player] if pawns)
        self._cell(p, COLUMNS[4], row, f"{spaces}/{COUNSEL_SPACES_FOR_POINT}", spaces >= COUNSEL_SPACES_FOR_POINT)
        card = s.archenemies[player]
        beaten = s.kept[player] or beats_archenemy(s, player)
        enemy = texts.archenemy_enemy(card.colour, player, [seat.name for seat in self.seats])
        skills = ", ".join(texts.skill(which) for which in ARCHENEMY_SKILL_CARDS[card.skills])
        self._archenemy_cell(p, row, fmt(tr("%1 · %2"), enemy, skills), beaten)
        p.setPen(P.INK)
        money = texts.pinats(s.money[player])
        cell = QRectF(COLUMNS[6], row.y(), COLUMNS[7] - COLUMNS[6] - 8, row.height())
        p.setFont(P.fit(money, cell, 18, bold=money_decides and winner))
        p.drawText(cell, Qt.AlignmentFlag.AlignVCenter, money)
        badge = QRectF(COLUMNS[7] + 14, row.y() + 16, 52, 52)
        p.setBrush(P.GREEN_BOX)
        p.setPen(QPen(P.INK, 1.5))
        p.drawEllipse(badge)
        p.setFont(font(26, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(victory_points(s, player)))

    def _archenemy_cell(self, p: QPainter, row: QRectF, text: str, beaten: bool) -> None:
        """The archenemy's colour and skills in words, wrapped over the row's height: the skill
        letters of the cards ("I-C-K") had no legend anywhere on the screen."""
        cell = QRectF(COLUMNS[5], row.y() + 6, COLUMNS[6] - COLUMNS[5] - 8, row.height() - 12)
        p.setBrush(P.GREEN_BOX if beaten else QColor("#ffffff"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(cell, 6, 6)
        p.setPen(P.INK)
        label = text + ("  ✓" if beaten else "")
        inner = cell.adjusted(4, 2, -4, -2)
        p.setFont(P.fit(label, inner, 18, bold=beaten, wrap=True))
        p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)

    def _cell(self, p: QPainter, left: float, row: QRectF, text: str, scored: bool, width: float = 114) -> None:
        """A skill: its value against the green box, green with a tick when it scores a point."""
        cell = QRectF(left, row.y() + 18, width, row.height() - 36)
        p.setBrush(P.GREEN_BOX if scored else QColor("#ffffff"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(cell, 6, 6)
        p.setPen(P.INK)
        label = text + ("  ✓" if scored else "")
        p.setFont(P.fit(label, cell.adjusted(4, 0, -4, 0), 18, bold=scored))
        p.drawText(cell, Qt.AlignmentFlag.AlignCenter, label)
