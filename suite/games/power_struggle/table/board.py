"""The printed board and everything standing on it, painted from a view: the skill tracks and the
motivation track, the six divisions with their heads' offices, department offices and counsel
spaces, the board room with the Chairman's office, the event deck and the certificate stock.

One item paints it all from the last view shown (``set_view``), so whatever a show did in
between, the board ends on the truth. What a player may click on is a ``Target`` laid over it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
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
from suite.games.power_struggle.rules.state import Department, FoundingWithOwn, Phase, State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.buttons import FOCUS, Activatable
from suite.ui.board.fonts import font

NO_MEETING = -1
"""The meeting step of a service turn: no chips in the header, for they name the meeting's steps
and a player reads a highlighted one as the step under way."""
PRIVILEGES_FIRST = -2
"""The meeting's moment before its step 1: the Chairman's privilege and the bribed Communications card's extra
action (P14). It lit "1 Chairman steps down" while the Chairman used his card."""
TOP_LEFT = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
TOP_CENTRE = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
TRACK_NAMES: tuple[Callable[[], str], ...] = (
    lambda: tr("Influence"),
    lambda: tr("Shares"),
    lambda: tr("Main departments"),
    lambda: tr("Corruption"),
    lambda: tr("Motivation"),
)



CONSULTANT = (18.0, 22.0)
"""A consultant's pawn on a counsel space (width, height): at 20 × 26 from under the label its feet sat on the
space's border, and two pawns overlapped."""


def consultant_spots(counsel: QRectF, count: int) -> list[QRectF]:
    """Where ``count`` consultants stand on a counsel space: in a row under its label, inside its border, apart
    while the row has room (closer together beyond)."""
    width, height = CONSULTANT
    step = min(width + 3, (counsel.width() - 10 - width) / max(1, count - 1))
    top = counsel.bottom() - height - 3
    return [QRectF(counsel.x() + 5 + i * step, top, width, height) for i in range(count)]

class BoardItem(QGraphicsItem):
    """The board with its pieces, as the last view shown has them."""

    def __init__(self, colours: Sequence[QColor], names: Sequence[str]) -> None:
        super().__init__()
        self.colours = list(colours)
        self.names = list(names)
        self.view: State | None = None
        self.viewer: int | None = None
        self.to_move: int | None = None
        self.moment: State | None = None
        """The position the header and the event deck tell: the view's, but for a decision's preview, whose board
        shows the outcome while the header still tells the moment it is decided in, and while a move's last lines
        are told before a new service turn."""
        self.meeting_step: int | None = None
        """The meeting step (0–6) a show is telling, ``NO_MEETING`` once it tells a service turn, or
        None outside a show: then the view's phase says it."""

    def boundingRect(self) -> QRectF:
        return L.SCENE

    def set_view(self, view: State, viewer: int | None, to_move: int | None, moment: State | None = None) -> None:
        self.view, self.viewer, self.to_move = view, viewer, to_move
        self.moment = moment if moment is not None else view
        self.update()

    def set_moment(self, moment: State) -> None:
        """The header and the event card go on to ``moment`` (a show reaches a new service turn)."""
        self.moment = moment
        self.update()

    def set_meeting_step(self, step: int | None) -> None:
        self.meeting_step = step
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.view
        if s is None:
            return
        self._header(p, s)
        self._tracks(p, s)
        titles = division_lettering()
        for division in range(DIVISIONS):
            self._division(p, s, division, titles)
        self._board_room(p, s)
        self._deck(p, self.moment or s)
        self._stock(p, s)

    # -- the header: round, phase, whose turn ---------------------------------------------------

    def header_text(self) -> str:
        """Round, phase, service turn and who is to play."""
        s = self.moment
        if s is None:
            return ""
        parts = [texts.phase_title(s.phase)]
        if s.meetings:
            parts.insert(0, fmt(tr("Round %1"), s.meetings))
        if s.phase is Phase.SERVICE:
            parts.append(fmt(tr("service turn %1"), s.turn))
        if isinstance(self.to_move, int):
            parts.append(fmt(tr("%1 to play"), self.names[self.to_move]))
        return " · ".join(parts)

    def _header(self, p: QPainter, s: State) -> None:
        r = L.HEADER
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#3c3a36"))
        p.drawRoundedRect(r, 8, 8)
        text = self.header_text()
        s = self.moment or s
        right = r.right() - 6
        current = _meeting_step_of(s.phase) if self.meeting_step is None else self.meeting_step
        if current != NO_MEETING:
            right = self._meeting_steps(p, current)
        left = QRectF(r.x() + 12, r.y(), right - r.x() - 20, r.height())
        p.setPen(QColor("#ffffff"))
        p.setFont(P.fit(text, left, 19, bold=True))
        p.drawText(left, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def _meeting_steps(self, p: QPainter, current: int) -> float:
        """The meeting's seven steps at the header's right: a chip with its number for each, the
        step under way spelt out, and before them, while the privileges are used, a chip saying so.
        Returns where the chips begin."""
        r = L.HEADER
        steps = texts.meeting_steps()
        if current == PRIVILEGES_FIRST:
            steps.insert(0, tr("Privileges first"))
            current = 0
        bold = font(16, bold=True)
        widths = [QFontMetrics(bold).horizontalAdvance(step if i == current else step.split(" ", 1)[0]) + 18
                  for i, step in enumerate(steps)]  # fmt: skip
        x = r.right() - 6 - sum(w + 4 for w in widths)
        start = x
        for i, (step, width) in enumerate(zip(steps, widths, strict=True)):
            chip = QRectF(x, r.y() + 4, width, r.height() - 8)
            p.setBrush(P.HIGHLIGHT if i == current else QColor("#4b6b48") if i < current else QColor("#5e5a52"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, 6, 6)
            p.setPen(P.INK if i == current else QColor("#f0ece2"))
            p.setFont(bold)
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, step if i == current else step.split(" ", 1)[0])
            x += width + 4
        return start

    # -- the tracks -------------------------------------------------------------------------------

    def _tracks(self, p: QPainter, s: State) -> None:
        """The tracks' names share one lettering, the largest in which the longest has room: fitted
        each on its own, the French "Serv. généraux" came out smaller and thinner than the others."""
        room = L.TRACK_LABEL.adjusted(0, 0, -4, 0)
        lettering = P.fit_all([(name(), room) for name in TRACK_NAMES], 17, bold=True)
        for track in range(TRACKS + 1):
            top = L.track_row(track)
            label = L.TRACK_LABEL.translated(0, top)
            p.setPen(P.INK)
            name = TRACK_NAMES[track]()
            p.setFont(lettering)
            p.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
            last = MOTIVATION_MAX if track == TRACKS else GOLD_BOX[track]
            p.setFont(font(L.TEXT_MIN))
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
                p.setPen(P.INK if fill != P.PAPER else P.MUTED)
                p.drawText(box.adjusted(3, 0, -1, 0), TOP_LEFT, str(value))
            if track == TRACKS:
                box = L.track_box(track, s.motivation)
                p.setBrush(QColor("#ffffff"))
                p.setPen(QPen(P.INK, 2))
                p.drawEllipse(QPointF(box.center().x(), box.bottom() - 8), 6.5, 6.5)
                continue
            by_value: dict[int, list[int]] = {}
            for player in range(s.players):
                by_value.setdefault(min(s.points[player][track], GOLD_BOX[track]), []).append(player)
            for value, players in by_value.items():
                box = L.track_box(track, value)
                step = min(7.0, (box.width() - 9) / max(1, len(players) - 1))
                for i, player in enumerate(players):
                    centre = QPointF(box.x() + 5 + i * step, box.bottom() - 7)
                    p.setBrush(self.colours[player])
                    p.setPen(QPen(self.colours[player].darker(170), 1))
                    p.drawEllipse(centre, 4.5, 4.5)

    # -- the company --------------------------------------------------------------------------

    def _division(self, p: QPainter, s: State, division: int, lettering: QFont) -> None:
        """A division's column; ``lettering`` is the one font every division's title fits in: each fitted alone,
        "Communications" came out smaller and not bold beside the others."""
        column = L.division_rect(division)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ece3cd"))
        p.drawRoundedRect(column, 8, 8)
        band = QColor(P.DIVISION_COLOURS[division])
        title = L.title_rect(division)
        p.setBrush(band)
        p.drawRoundedRect(title, 8, 8)
        name = texts.division(division)
        p.setPen(P.ink_on(band))
        p.setFont(lettering)
        p.drawText(_title_inner(division), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        head = L.head_rect(division)
        p.setBrush(QColor("#ddd0b2"))
        p.setPen(QPen(band.darker(130), 2))
        p.drawRoundedRect(head, 6, 6)
        owner = s.heads[division]
        p.setPen(P.MUTED)
        p.setFont(font(L.TEXT_MIN))
        p.drawText(head.adjusted(6, 0, -4, 0), TOP_LEFT, tr("division head"))
        if owner != NOBODY:
            P.manager(p, QRectF(head.center().x() - 13, head.y() + 18, 26, 33), self.colours[owner], owner)
        offices = s.divisions[division]
        for row in range(OFFICES_PER_DIVISION):
            r = L.office_rect(division, row)
            p.setBrush(QColor("#f7f1e2"))
            p.setPen(QPen(QColor("#c9bb9c"), 1))
            p.drawRoundedRect(r, 5, 5)
            if row < len(offices):
                self._department(p, r, offices[row])
        self._planned(p, s, division)
        counsel = L.counsel_rect(division)
        p.setBrush(QColor("#d6e0e8"))
        p.setPen(QPen(QColor("#8aa0b3"), 1))
        p.drawRoundedRect(counsel, 6, 6)
        p.setPen(P.MUTED)
        p.setFont(font(L.TEXT_MIN))
        p.drawText(counsel.adjusted(6, 0, -4, 0), TOP_LEFT, tr("counsel"))
        owners = [player for player in range(s.players) for _ in range(s.consultants[player][division])]
        for player, spot in zip(owners, consultant_spots(counsel, len(owners)), strict=True):
            P.manager(p, spot, self.colours[player], player)

    def _department(self, p: QPainter, r: QRectF, dep: Department) -> None:
        colour = self.colours[dep.owner]
        tint = QColor(colour)
        tint.setAlpha(70)
        p.setBrush(tint)
        p.setPen(QPen(colour, 3 if dep.main else 1.5))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 5, 5)
        heads = 2 if dep.main else 1
        for i in range(heads):
            P.manager(p, QRectF(r.x() + 5 + i * 19, r.y() + 5, 25, 34), colour, dep.owner)
        if dep.main:
            P.star(p, QPointF(r.x() + 27, r.bottom() - 9), 7, P.GOLD_BOX)
        left = r.x() + (50 if dep.main else 32)
        for i in range(dep.employees):
            row, column = divmod(i, 3)
            P.employee(p, QPointF(left + 11 + column * 19, r.y() + 15 + row * 21), 8)

    def _planned(self, p: QPainter, s: State, division: int) -> None:
        """The departments being founded with own employees in ``division``, at the offices they will
        take: they open only when the action is done, so until then the board shows each dashed, in
        its player's colour, with the employees taken for it so far."""
        founding = s.pending
        if not isinstance(founding, FoundingWithOwn):
            return
        colour = self.colours[founding.player]
        row = len(s.divisions[division])
        for chosen, taken in zip(founding.divisions, founding.taken, strict=True):
            if chosen != division or row >= OFFICES_PER_DIVISION:
                continue
            r = L.office_rect(division, row).adjusted(2, 2, -2, -2)
            tint = QColor(colour)
            tint.setAlpha(35)
            p.setBrush(tint)
            p.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r, 5, 5)
            label = r.adjusted(5, 0, -3, 0)
            p.setPen(P.INK)
            new = tr("new", "a department being founded, on its office")
            p.setFont(P.fit(new, label, 16, bold=True))
            p.drawText(label, TOP_LEFT, new)
            step = min(19.0, (r.width() - 24) / max(1, taken - 1))
            for i in range(taken):
                P.employee(p, QPointF(r.x() + 12 + i * step, r.y() + 32), 8)
            row += 1

    # -- the board room -----------------------------------------------------------------------

    def _board_room(self, p: QPainter, s: State) -> None:
        room = L.BOARD_ROOM
        p.setBrush(QColor("#e4d6b8"))
        p.setPen(QPen(QColor("#a48f67"), 1.5))
        p.drawRoundedRect(room, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(16, bold=True))
        p.drawText(room.adjusted(10, 1, -10, 0), TOP_LEFT, tr("Board room"))
        chair = L.CHAIRMAN_OFFICE
        p.setBrush(QColor("#c9a24e"))
        p.setPen(QPen(QColor("#7c5f22"), 2))
        p.drawRoundedRect(chair, 8, 8)
        p.setPen(P.INK)
        label = chair.adjusted(3, 1, -3, 0)
        p.setFont(P.fit(tr("Chairman"), label, 16, bold=True))
        p.drawText(label, TOP_CENTRE, tr("Chairman"))
        if s.chairman != NOBODY:
            P.manager(p, QRectF(chair.center().x() - 16, chair.y() + 25, 32, 47), self.colours[s.chairman], s.chairman)
        for seat in range(BOARD_SEATS):
            r = L.seat_rect(seat)
            p.setBrush(QColor("#f3ead6"))
            p.setPen(QPen(QColor("#a48f67"), 1))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(P.MUTED)
            p.setFont(font(L.TEXT_MIN))
            p.drawText(r.adjusted(5, 1, -4, 0), TOP_LEFT, str(seat + 1))
            if seat < len(s.board):
                owner = s.board[seat]
                P.manager(p, QRectF(r.center().x() - 16, r.y() + 25, 32, 47), self.colours[owner], owner)

    # -- the event deck -----------------------------------------------------------------------

    def _deck(self, p: QPainter, s: State) -> None:
        area = L.DECK_AREA
        p.setBrush(QColor("#e9e2d3"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(area, 8, 8)
        p.setPen(P.INK)
        title_rect = area.adjusted(8, 1, -8, 0)
        p.setFont(font(16, bold=True))
        p.drawText(title_rect, TOP_LEFT, tr("Event deck"))
        left = len(s.deck)
        stack = QRectF(area.x() + 10, area.y() + 24, 46, 64)
        if left:
            for i in range(min(left, 4)):
                P.event_card(p, stack.translated(i * 2, -i * 2), EventCard.HIDDEN, "")
        p.setPen(P.INK)
        count = tr("%n card(s)", "", left)
        count_rect = QRectF(area.x() + 4, stack.bottom() + 2, 66, 20)
        p.setFont(P.fit(count, count_rect, 16))
        p.drawText(count_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, count)
        if s.revealed:
            current = s.revealed[-1]
            face = QRectF(area.x() + 72, area.y() + 22, 118, area.height() - 28)
            P.event_card(p, face, current, "")
            name = narration.event_card_name(current, tr)
            title = face.adjusted(4, 3, -4, -3)
            p.setPen(P.INK)
            p.setFont(P.fit(name, title, 18, bold=True, wrap=True))
            p.drawText(title, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
            effect = texts.event_effect(current)
            body = QRectF(face.right() + 8, face.y() - 2, area.right() - face.right() - 14, face.height() + 4)
            p.setPen(QColor("#4b4338"))
            p.setFont(P.fit(effect, body, 16, wrap=True))
            p.drawText(body, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                       effect)  # fmt: skip
        if self.viewer is not None and self.viewer == s.arranger and s.deck and EventCard.HIDDEN not in s.deck:
            self._arranger_order(p, s)

    def _arranger_order(self, p: QPainter, s: State) -> None:
        """The arranger may look at his deck at any time (P9): the cards still to come, in order,
        in a strip under the company, painted only in his own view."""
        text = tr("Your deck, next card first: ") + ", ".join(narration.event_card_name(card, tr) for card in s.deck)
        r = L.ARRANGER_STRIP
        p.setBrush(QColor("#fff6d8"))
        p.setPen(QPen(QColor("#c9a24e"), 1))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(P.INK)
        inner = r.adjusted(8, 2, -8, -2)
        p.setFont(P.fit(text, inner, 17, wrap=True))
        p.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)

    # -- the certificate stock ----------------------------------------------------------------

    def _stock(self, p: QPainter, s: State) -> None:
        area = L.STOCK_AREA
        p.setBrush(QColor("#e9e2d3"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(area, 8, 8)
        p.setPen(P.INK)
        p.setFont(font(16, bold=True))
        p.drawText(area.adjusted(8, 0, -8, 0), TOP_LEFT, tr("Share certificates"))
        for size in CERTIFICATE_SIZES:
            r = L.stock_rect(size)
            count = s.stock[size - 1]
            tile = QRectF(r.x() + (r.width() - 50) / 2, r.y(), 24, L.STOCK_TILE)  # the tile and its count, centred
            for i in reversed(range(min(count, 3))):
                p.setBrush(QColor("#d8ecd2"))
                p.setPen(QPen(QColor("#5d7d55"), 1))
                p.drawRoundedRect(tile.translated(i * 1.5, -i * 1.5), 4, 4)
            if not count:
                p.setBrush(QColor("#ddd"))
                p.setPen(QPen(QColor("#a9a9a9"), 1, Qt.PenStyle.DashLine))
                p.drawRoundedRect(tile, 4, 4)
            p.setPen(P.INK if count else P.MUTED)
            p.setFont(font(17, bold=True))
            p.drawText(tile, Qt.AlignmentFlag.AlignCenter, str(size))
            p.setFont(font(L.TEXT_MIN))
            p.drawText(QRectF(tile.right() + 3, tile.y(), r.right() - tile.right() - 3, tile.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"×{count}")  # fmt: skip
            price = texts.thousands(CERTIFICATE_PRICES[size - 1])
            price_rect = QRectF(r.x() - 2, r.y() + L.STOCK_TILE, r.width() + 4, 18)
            p.setFont(font(L.TEXT_MIN))
            p.drawText(price_rect, Qt.AlignmentFlag.AlignCenter, price)


def _meeting_step_of(phase: Phase) -> int:
    """The meeting step a phase waits in: the Chairman's privilege and the extra action come
    before step 1, a replaced head's choice is step 3, the deck step 7; ``NO_MEETING`` outside."""
    return {Phase.CHAIRMAN: PRIVILEGES_FIRST, Phase.EXTRA_ACTION: PRIVILEGES_FIRST, Phase.HEADS: 2, Phase.DRAW: 6,
            Phase.ORDER: 6}.get(phase, NO_MEETING)  # fmt: skip


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
        """The place with the hint's glow around it, its dark edge included."""
        return self.rect.adjusted(-10, -10, 10, 10)

    def shape(self) -> QPainterPath:
        """The place itself takes the pointer, not its glow: offices lie 4 pixels apart."""
        path = QPainterPath()
        path.addRect(self.rect)
        return path

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
        P.glow(p, self.rect, P.HIGHLIGHT, 4.0 if self.hovered or self.focused else 2.5)
        if self.hinted:
            P.glow(p, self.rect.adjusted(-4, -4, 4, 4), QColor("#1f7ae0"), 4.0)
        if self.focused:  # a ring of its own inside: the same amber as every target's, thicker, was hard to tell
            P.glow(p, self.rect.adjusted(FOCUS_RING, FOCUS_RING, -FOCUS_RING, -FOCUS_RING), FOCUS, 2.5)


PICKED = QColor("#2f7d4a")
FOCUS_RING = 6.0
"""How far inside a board target the keyboard focus ring lies: outside, it ran over the neighbouring offices."""


class Picked(QGraphicsItem):
    """A department already picked in the decision being built (the first of a merge, the one to move):
    it keeps a mark of its own while the person picks the next step. It lost its glow once picked, and
    nothing said which one had been."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.setZValue(29)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(PICKED, 4))
        p.drawRoundedRect(self.rect.adjusted(-1, -1, 1, 1), 6, 6)
        tick = QRectF(self.rect.right() - 20, self.rect.top() - 2, 22, 22)
        p.setBrush(PICKED)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(tick)
        p.setPen(QColor("#ffffff"))
        p.setFont(font(15, bold=True))
        p.drawText(tick, Qt.AlignmentFlag.AlignCenter, "✓")


class Refused(Activatable):
    """A place on the board a person may expect to click but may not now (a full office while
    hiring): nothing is drawn, but a click says why instead of doing nothing."""

    def __init__(self, rect: QRectF, why: str, say: Callable[[str], None]) -> None:
        super().__init__(lambda: say(why))
        self.rect = rect
        self.setToolTip(why)
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the place looks as it is."""


def division_lettering() -> QFont:
    """The one font every division's name fits its title band in, in the language of the moment."""
    return P.fit_all([(texts.division(d), _title_inner(d)) for d in range(DIVISIONS)], 17, bold=True, wrap=True)


def _title_inner(division: int) -> QRectF:
    """Where a division's name is written in its title band."""
    return L.title_rect(division).adjusted(4, 1, -4, -1)
