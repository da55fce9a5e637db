"""The printed board and everything standing on it, painted from a view: the skill tracks and the
motivation track, the six divisions with their heads' offices, department offices and counsel
spaces, the board room with the Chairman's office, the event deck and the certificate stock.

One item paints it all from the last view shown (``set_view``), so whatever a show did in
between, the board ends on the truth. What a player may click on is a ``Target`` laid over it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import fmt
from suite.games.power_struggle import narration
from suite.games.power_struggle.constants import (
    BOARD_SEATS,
    CERTIFICATE_PRICES,
    CERTIFICATE_SIZES,
    COUNSEL,
    DIVISIONS,
    GOLD_BOX,
    GREEN_BOX,
    MOTIVATION_MAX,
    NOBODY,
    OFFICES_PER_DIVISION,
    TRACKS,
    EventCard,
)
from suite.games.power_struggle.rules.state import Department, Phase, State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.buttons import FOCUS, Activatable
from suite.ui.board.fonts import fitted, font, wrapped

TOP_LEFT = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
TOP_CENTRE = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
TRACK_NAMES: tuple[Callable[[], str], ...] = (
    lambda: tr("Influence"),
    lambda: tr("Shares"),
    lambda: tr("Main depts."),
    lambda: tr("Corruption"),
    lambda: tr("Motivation"),
)


class BoardItem(QGraphicsItem):
    """The board with its pieces, as the last view shown has them."""

    def __init__(self, colours: Sequence[QColor], names: Sequence[str]) -> None:
        super().__init__()
        self.colours = list(colours)
        self.names = list(names)
        self.view: State | None = None
        self.viewer: int | None = None
        self.to_move: int | None = None
        self.meeting_step = -1
        """The meeting step (0–6) being shown, -1 outside a meeting's show."""

    def boundingRect(self) -> QRectF:
        return L.SCENE

    def set_view(self, view: State, viewer: int | None, to_move: int | None) -> None:
        self.view, self.viewer, self.to_move = view, viewer, to_move
        self.update()

    def set_meeting_step(self, step: int) -> None:
        self.meeting_step = step
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.view
        if s is None:
            return
        self._header(p, s)
        self._tracks(p, s)
        for division in range(DIVISIONS):
            self._division(p, s, division)
        self._board_room(p, s)
        self._deck(p, s)
        self._stock(p, s)

    # -- the header: round, phase, whose turn ---------------------------------------------------

    def _header(self, p: QPainter, s: State) -> None:
        r = L.HEADER
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#3c3a36"))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(QColor("#ffffff"))
        parts = [texts.phase_title(s.phase)]
        if s.meetings:
            parts.insert(0, fmt(tr("Round %1"), s.meetings))
        if s.phase is Phase.SERVICE:
            parts.append(fmt(tr("service turn %1"), s.turn))
        if isinstance(self.to_move, int):
            parts.append(fmt(tr("%1 to play"), self.names[self.to_move]))
        text = " · ".join(parts)
        left = QRectF(r.x() + 14, r.y(), 620, r.height())
        p.setFont(fitted(text, left.width(), 20, bold=True))
        p.drawText(left, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        in_meeting = s.phase in (Phase.CHAIRMAN, Phase.EXTRA_ACTION, Phase.HEADS, Phase.DRAW, Phase.ORDER)
        if not in_meeting and self.meeting_step < 0:
            return
        current = self.meeting_step if self.meeting_step >= 0 else _meeting_step_of(s.phase)
        steps = texts.meeting_steps()
        width = (r.width() - 650) / len(steps)
        for i, step in enumerate(steps):
            chip = QRectF(r.x() + 640 + i * width, r.y() + 5, width - 6, r.height() - 10)
            done = i < current
            p.setBrush(P.HIGHLIGHT if i == current else QColor("#5e5a52") if not done else QColor("#4b6b48"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, 6, 6)
            p.setPen(P.INK if i == current else QColor("#f0ece2"))
            p.setFont(fitted(step, chip.width() - 8, 14, bold=i == current, smallest=7))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, step)

    # -- the tracks -------------------------------------------------------------------------------

    def _tracks(self, p: QPainter, s: State) -> None:
        for track in range(TRACKS + 1):
            top = L.track_row(track)
            label = L.TRACK_LABEL.translated(0, top)
            p.setPen(P.INK)
            name = TRACK_NAMES[track]()
            p.setFont(fitted(name, label.width() - 6, 16, bold=True))
            p.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
            last = MOTIVATION_MAX if track == TRACKS else GOLD_BOX[track]
            for value in range(last + 1):
                box = L.track_box(track, value)
                if track < TRACKS and value == GREEN_BOX[track]:
                    fill = P.GREEN_BOX
                elif track < TRACKS and value == GOLD_BOX[track]:
                    fill = P.GOLD_BOX
                else:
                    fill = P.PAPER
                p.setBrush(fill)
                p.setPen(QPen(QColor("#b8ab92"), 1))
                p.drawRoundedRect(box, 4, 4)
                p.setPen(P.MUTED)
                p.setFont(font(10))
                p.drawText(box.adjusted(2, 1, -2, -1), TOP_LEFT, str(value))
            if track == TRACKS:
                box = L.track_box(track, s.motivation)
                p.setBrush(QColor("#ffffff"))
                p.setPen(QPen(P.INK, 2))
                p.drawEllipse(box.center() + QPointF(3, 3), 9, 9)
                continue
            by_value: dict[int, list[int]] = {}
            for player in range(s.players):
                by_value.setdefault(min(s.points[player][track], GOLD_BOX[track]), []).append(player)
            for value, players in by_value.items():
                box = L.track_box(track, value)
                for i, player in enumerate(players):
                    row, column = divmod(i, 3)
                    centre = QPointF(box.x() + 7 + column * 9.5, box.y() + 12 + row * 11)
                    p.setBrush(self.colours[player])
                    p.setPen(QPen(self.colours[player].darker(170), 1))
                    p.drawEllipse(centre, 5.5, 5.5)

    # -- the company --------------------------------------------------------------------------

    def _division(self, p: QPainter, s: State, division: int) -> None:
        column = L.division_rect(division)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ece3cd"))
        p.drawRoundedRect(column.adjusted(0, 0, 0, 0), 8, 8)
        band = QColor(P.DIVISION_COLOURS[division])
        title = L.title_rect(division)
        p.setBrush(band)
        p.drawRoundedRect(title, 8, 8)
        name = texts.division(division)
        p.setPen(P.ink_on(band))
        p.setFont(fitted(name, title.width() - 10, 16, bold=True))
        p.drawText(title, Qt.AlignmentFlag.AlignCenter, name)
        head = L.head_rect(division)
        p.setBrush(QColor("#ddd0b2"))
        p.setPen(QPen(band.darker(130), 2))
        p.drawRoundedRect(head, 6, 6)
        owner = s.heads[division]
        p.setPen(P.MUTED)
        p.setFont(font(11))
        p.drawText(head.adjusted(6, 2, -4, -2), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                   tr("division head"))  # fmt: skip
        if owner != NOBODY:
            P.manager(p, QRectF(head.center().x() - 17, head.y() + 14, 34, 44), self.colours[owner], owner)
        offices = s.divisions[division]
        for row in range(OFFICES_PER_DIVISION):
            r = L.office_rect(division, row)
            p.setBrush(QColor("#f7f1e2"))
            p.setPen(QPen(QColor("#c9bb9c"), 1))
            p.drawRoundedRect(r, 5, 5)
            if row < len(offices):
                self._department(p, r, offices[row])
        counsel = L.counsel_rect(division)
        p.setBrush(QColor("#d6e0e8"))
        p.setPen(QPen(QColor("#8aa0b3"), 1))
        p.drawRoundedRect(counsel, 6, 6)
        p.setPen(P.MUTED)
        p.setFont(font(10))
        p.drawText(counsel.adjusted(5, 1, -4, -1), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                   tr("counsel"))  # fmt: skip
        x = counsel.x() + 6
        for player in range(s.players):
            for _ in range(s.consultants[player][division]):
                P.manager(p, QRectF(x, counsel.y() + 14, 22, 32), self.colours[player], player)
                x += 17

    def _department(self, p: QPainter, r: QRectF, dep: Department) -> None:
        colour = self.colours[dep.owner]
        tint = QColor(colour)
        tint.setAlpha(70)
        p.setBrush(tint)
        p.setPen(QPen(colour, 2.5 if dep.main else 1.5))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 5, 5)
        heads = 2 if dep.main else 1
        for i in range(heads):
            P.manager(p, QRectF(r.x() + 6 + i * 22, r.y() + 8, 28, 40), colour, dep.owner)
        if dep.main:
            p.setPen(QPen(P.INK, 1))
            p.setBrush(P.GOLD_BOX)
            star = QRectF(r.x() + 6, r.bottom() - 18, 50, 14)
            p.drawRoundedRect(star, 4, 4)
            p.setFont(font(9, bold=True))
            p.drawText(star, Qt.AlignmentFlag.AlignCenter, tr("MAIN"))
        left = r.x() + (56 if dep.main else 40)
        for i in range(dep.employees):
            row, column = divmod(i, 3)
            P.employee(p, QPointF(left + 10 + column * 21, r.y() + 17 + row * 22), 8.5)

    # -- the board room -----------------------------------------------------------------------

    def _board_room(self, p: QPainter, s: State) -> None:
        room = L.BOARD_ROOM
        p.setBrush(QColor("#e4d6b8"))
        p.setPen(QPen(QColor("#a48f67"), 1.5))
        p.drawRoundedRect(room, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(15, bold=True))
        p.drawText(room.adjusted(10, 4, -10, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                   tr("Board room"))  # fmt: skip
        chair = L.CHAIRMAN_OFFICE
        p.setBrush(QColor("#c9a24e"))
        p.setPen(QPen(QColor("#7c5f22"), 2))
        p.drawRoundedRect(chair, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(12, bold=True))
        p.drawText(chair.adjusted(4, 2, -4, 0), TOP_CENTRE, tr("Chairman"))
        if s.chairman != NOBODY:
            P.manager(p, QRectF(chair.center().x() - 20, chair.y() + 24, 40, 58), self.colours[s.chairman], s.chairman)
        for seat in range(BOARD_SEATS):
            r = L.seat_rect(seat)
            p.setBrush(QColor("#f3ead6"))
            p.setPen(QPen(QColor("#a48f67"), 1))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(P.MUTED)
            p.setFont(font(11))
            p.drawText(r.adjusted(4, 2, -4, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, str(seat + 1))
            if seat < len(s.board):
                owner = s.board[seat]
                P.manager(p, QRectF(r.center().x() - 19, r.y() + 20, 38, 56), self.colours[owner], owner)

    # -- the event deck -----------------------------------------------------------------------

    def _deck(self, p: QPainter, s: State) -> None:
        area = L.DECK_AREA
        p.setBrush(QColor("#e9e2d3"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(area, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(13, bold=True))
        p.drawText(area.adjusted(8, 3, -8, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, tr("Event deck"))
        left = len(s.deck)
        stack = QRectF(area.x() + 10, area.y() + 26, 62, 90)
        if left:
            for i in range(min(left, 4)):
                P.event_card(p, stack.translated(i * 2, -i * 2), EventCard.HIDDEN, "")
        p.setPen(P.INK)
        p.setFont(font(12))
        p.drawText(QRectF(stack.x(), stack.bottom() + 1, 80, 14), Qt.AlignmentFlag.AlignLeft,
                   tr("%n card(s)", "", left))  # fmt: skip
        if s.revealed:
            current = s.revealed[-1]
            face = QRectF(area.x() + 86, area.y() + 22, 100, 104)
            P.event_card(p, face, current, "")
            title = QRectF(face.x() + 4, face.y() + 4, face.width() - 8, 34)
            p.setPen(P.INK)
            name = narration.event_card_name(current, tr)
            p.setFont(wrapped(name, title, 13, bold=True, smallest=7))
            p.drawText(title, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
            effect = texts.event_effect(current)
            body = QRectF(face.x() + 5, face.y() + 40, face.width() - 10, face.height() - 44)
            p.setPen(P.MUTED)
            p.setFont(wrapped(effect, body, 11, smallest=6))
            p.drawText(body, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       effect)  # fmt: skip
            for i, card in enumerate(s.revealed[:-1][-5:]):
                small = QRectF(area.x() + 192 + (i % 3) * 23, area.y() + 24 + (i // 3) * 50, 21, 46)
                P.event_card(p, small, card, "")
        if self.viewer is not None and self.viewer == s.arranger and s.deck and EventCard.HIDDEN not in s.deck:
            self._arranger_order(p, s)

    def _arranger_order(self, p: QPainter, s: State) -> None:
        """The arranger may look at his deck at any time (P9): the cards still to come, in order,
        in a strip under the company, painted only in his own view."""
        text = tr("Your deck, next card first: ") + ", ".join(narration.event_card_name(card, tr) for card in s.deck)
        r = QRectF(L.COMPANY_LEFT, L.COUNSEL_TOP + L.COUNSEL_HEIGHT + 8, L.COMPANY_RIGHT - L.COMPANY_LEFT, 24)
        p.setBrush(QColor("#fff6d8"))
        p.setPen(QPen(QColor("#c9a24e"), 1))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(P.INK)
        p.setFont(fitted(text, r.width() - 12, 14, smallest=8))
        p.drawText(r.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    # -- the certificate stock ----------------------------------------------------------------

    def _stock(self, p: QPainter, s: State) -> None:
        area = L.STOCK_AREA
        p.setBrush(QColor("#e9e2d3"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(area, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(13, bold=True))
        p.drawText(area.adjusted(8, 3, -8, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                   tr("Share certificates"))  # fmt: skip
        for size in CERTIFICATE_SIZES:
            r = L.stock_rect(size)
            count = s.stock[size - 1]
            for i in range(min(count, 3)):
                tile = QRectF(r.x() + i * 2, r.y() + 18 - i * 2, r.width() - 6, 40)
                p.setBrush(QColor("#d8ecd2") if count else QColor("#ddd"))
                p.setPen(QPen(QColor("#5d7d55"), 1))
                p.drawRoundedRect(tile, 4, 4)
            p.setPen(P.INK if count else P.MUTED)
            p.setFont(font(18, bold=True))
            p.drawText(QRectF(r.x(), r.y() + 14, r.width() - 4, 40), Qt.AlignmentFlag.AlignCenter, str(size))
            p.setFont(font(10))
            p.drawText(QRectF(r.x() - 2, r.y(), r.width(), 16), Qt.AlignmentFlag.AlignCenter, f"×{count}")
            price = texts.thousands(CERTIFICATE_PRICES[size - 1])
            p.setFont(fitted(price, r.width(), 11, smallest=7))
            p.drawText(QRectF(r.x() - 2, r.y() + 62, r.width(), 16), Qt.AlignmentFlag.AlignCenter, price)


def _meeting_step_of(phase: Phase) -> int:
    """The meeting step a phase waits in: the Chairman's privilege and the extra action come
    before step 1, a replaced head's choice is step 3, the deck step 7."""
    return {Phase.CHAIRMAN: 0, Phase.EXTRA_ACTION: 0, Phase.HEADS: 2, Phase.DRAW: 6, Phase.ORDER: 6}.get(phase, -1)


def skill_value(s: State, player: int, which: int) -> int:
    """A player's value in a skill, for the end screen: points on a track, consultants for counsel."""
    if which == COUNSEL:
        return sum(s.consultants[player])
    return s.points[player][which]


class Target(Activatable):
    """A place on the board a person may click now: it glows while the pointer is over it or the
    keyboard focus is on it, and always shows a thinner frame so that every legal target is seen."""

    def __init__(self, rect: QRectF, action: object, tip: str, on_click: Callable[[], None]) -> None:
        super().__init__(on_click)
        self.rect = rect
        self.action = action
        """The step this target chooses (the hint finds it by it)."""
        self.hinted = False
        self.setToolTip(tip)
        self.setZValue(30)
        self.set_enabled(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def set_hinted(self, hinted: bool) -> None:
        self.hinted = hinted
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(P.HIGHLIGHT)
        fill.setAlpha(90 if self.hovered or self.focused else 35)
        p.setBrush(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(self.rect, 6, 6)
        P.glow(p, self.rect, FOCUS if self.focused else P.HIGHLIGHT, 4.0 if self.hovered or self.focused else 2.5)
        if self.hinted:
            P.glow(p, self.rect.adjusted(-4, -4, 4, 4), QColor("#1f7ae0"), 4.0)

