"""Each player's area beside the board: name, colour and who plays the seat, money, victory
points, share certificates, privilege cards, managers in reserve, and archenemy cards (the
viewer's own face up, everyone else's face down until shown).

Money: the viewer's own exactly; another player's as the viewer can count it (the ledger of public
payments and of the bribes between the two of them, D11, never below 0; other bribes are not
counted) unless the rules show it (open money, a player who could not pay, the end).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum, auto
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS,
    HIDDEN,
    MANAGERS_PER_COLOUR,
    PRIVILEGE_CARDS,
    TRACKS,
)
from suite.games.power_struggle.narration import card_name
from suite.games.power_struggle.rules.scoring import target, track_points, victory_points
from suite.games.power_struggle.rules.state import Phase, State
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.fonts import font


def known_points(s: State, player: int) -> int:
    """Victory points as the view can tell: an archenemy point only where the cards are known."""
    if s.archenemies[player].colour == HIDDEN:
        return track_points(s, player) + s.kept[player]
    return victory_points(s, player)


def managers_in_reserve(s: State, player: int) -> int:
    """The player's pawns not on the board nor marking a track (never below 0: P6 lets more stand in)."""
    used = TRACKS + sum(1 for h in s.heads if h == player) + (s.chairman == player)
    used += sum(1 for b in s.board if b == player) + sum(s.consultants[player])
    used += sum((2 if dep.main else 1) for offices in s.divisions for dep in offices if dep.owner == player)
    return max(0, MANAGERS_PER_COLOUR - used)


def privilege_slots(s: State, player: int) -> list[int]:
    """The cards in front of ``player``, in card order: their places in his area."""
    return [card for card in range(PRIVILEGE_CARDS) if s.cards[card].holder == player]


CARD_LETTERING = ((16.0, True), (15.0, True), (16.0, False), (L.TEXT_MIN, False))
"""The fonts of the names on a player's privilege cards, largest first."""


class CardPlaces(NamedTuple):
    rects: list[QRectF]
    """Each card's place, in the order of the cards asked about."""
    lettering: QFont
    """The one font of every name in the area."""
    two_rows: bool
    """Whether the cards take the reserve's line too (``L.privilege_two_rows``)."""


def card_places(panel: QRectF, cards: list[int]) -> CardPlaces:
    """Where each of ``cards`` lies in the area ``panel`` and the one font of their names: the
    largest at which every name has room on its card side by side (with seven cards, the French
    names are set smaller rather than the cards overlapping over "Contrôle"); in a five-player area,
    where one row holds four French names, more cards lie in two rows, the first ones in the upper;
    only if none of that gives them room do they overlap, evenly."""
    names = [texts.card_short(card) for card in cards]
    row = L.privilege_row(panel)
    letterings = [font(pixels, bold) for pixels, bold in CARD_LETTERING]
    for lettering in letterings:
        needs = _needs(names, lettering)
        if _fit(needs, row.width()) == len(needs):
            return CardPlaces(L.privilege_rects(row, needs), lettering, two_rows=False)
    rows = L.privilege_two_rows(panel)
    if rows is not None:
        for lettering in letterings:
            places = _in_two_rows(*rows, _needs(names, lettering))
            if places is not None:
                return CardPlaces(places, lettering, two_rows=True)
    return CardPlaces(L.privilege_rects(row, _needs(names, letterings[-1])), letterings[-1], two_rows=False)


def _needs(names: list[str], lettering: QFont) -> list[float]:
    """The width each name's card needs in ``lettering``, its margins and band included."""
    metrics = QFontMetrics(lettering)
    return [metrics.horizontalAdvance(name) + L.CARD_NAME_MARGINS for name in names]


def _in_two_rows(upper: QRectF, lower: QRectF, needs: list[float]) -> list[QRectF] | None:
    """The cards' places with as many of the first as have room in the upper row, the others in the
    lower; None if the others have none there."""
    first = _fit(needs, upper.width())
    if _fit(needs[first:], lower.width()) < len(needs) - first:
        return None
    return L.privilege_rects(upper, needs[:first]) + L.privilege_rects(lower, needs[first:])


def _fit(needs: list[float], width: float) -> int:
    """How many of the first cards, each as wide as it needs, lie side by side within ``width``."""
    used = -L.CARD_GAP
    for count, need in enumerate(needs):
        used += need + L.CARD_GAP
        if used > width:
            return count
    return len(needs)


def _told(p: QPainter, line: QRectF, text: str, colour: QColor) -> None:
    """One line of an area's name column, as large as it fits."""
    p.setPen(colour)
    p.setFont(P.fit(text, line, 16))
    p.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


def _muted(p: QPainter, line: QRectF, text: str) -> None:
    _told(p, line, text, P.MUTED)


def _card_tip(card: int, s: State) -> str:
    """A privilege card's full name and the side it lies on (the tab's colour says it, and nothing said what)."""
    state = s.cards[card]
    if not state.face_up:
        return fmt(tr("%1, face down until the next meeting"), card_name(card, tr))
    if state.bribed:
        return fmt(tr("%1, bribed side up"), card_name(card, tr))
    return fmt(tr("%1, director side up"), card_name(card, tr))


class IdentityLine(Enum):
    """The lines under a player's name."""

    SEAT = auto()
    """Who plays the seat: "human player", "bot (hard)"."""
    ANNOUNCED = auto()
    """The gold flag of a victory announced."""
    GOAL = auto()
    RESERVE = auto()


def identity_lines(s: State, player: int, compact: bool, cards_in_two_rows: bool) -> list[IdentityLine]:
    """The lines under ``player``'s name, top down: who plays the seat, the announced victory, the goal
    and the reserve. A compact area has two lines, one fewer when the cards take the reserve's, and
    leaves out who plays the seat; when lines run short the goal, the same in every area, gives way
    first, then the reserve to an announcement. The announcement has a line of its own: on the seat's,
    it hid "human player" (a tester read the flag as lying over it)."""
    lines = [] if compact else [IdentityLine.SEAT]
    if s.shown[player] and s.phase is not Phase.OVER:
        lines.append(IdentityLine.ANNOUNCED)
    lines += [IdentityLine.GOAL, IdentityLine.RESERVE]
    room = (2 if compact else 3) - cards_in_two_rows
    if len(lines) > room:
        lines.remove(IdentityLine.GOAL)
    return lines[:room]


def _flag(line: QRectF) -> tuple[QRectF, QFont]:
    """The announcement's flag on ``line``, as wide as its words, and their lettering."""
    announced = tr("victory announced")
    lettering = P.fit(announced, line.adjusted(6, 0, -6, 0), 16, bold=True)
    width = 12 + QFontMetrics(lettering).horizontalAdvance(announced)
    return QRectF(line.x(), line.y() + 1, width, line.height() - 2), lettering


class PlayerPanel(QGraphicsItem):
    """One player's area, painted from the last view shown."""

    def __init__(self, player: int, seat: Seat, colour: QColor, names: list[str], colours: list[QColor]) -> None:
        super().__init__()
        self.player = player
        self.seat = seat
        self.colour = colour
        self.names = names
        self.colours = colours
        self.rect = L.panel_rect(player, len(names))
        self.view: State | None = None
        self.viewer: int | None = None
        self.active = False
        self.thinking = -1
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_view(self, view: State, viewer: int | None, active: bool) -> None:
        self.view, self.viewer, self.active = view, viewer, active
        self.update()

    def set_thinking(self, phase: int) -> None:
        """-1 hides the thinking dots; 0–3 shows that many."""
        self.thinking = phase
        self.update()

    def card_rect(self, card: int) -> QRectF | None:
        if self.view is None or self.view.cards[card].holder != self.player:
            return None
        slots = privilege_slots(self.view, self.player)
        return card_places(self.rect, slots).rects[slots.index(card)]

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.view
        if s is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.setBrush(QColor("#fbf7ee") if self.player != self.viewer else QColor("#fff8dc"))
        p.setPen(QPen(P.HIGHLIGHT if self.active else QColor("#b8ab92"), 4 if self.active else 1.2))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(QRectF(r.x(), r.y(), 8, r.height()), 4, 4)
        P.manager(p, QRectF(r.x() + 14, r.y() + 5, 28, 40), self.colour, self.player)
        slots = privilege_slots(s, self.player)
        places = card_places(self.rect, slots)
        self._identity(p, s, places.two_rows)
        self._money(p, s)
        self._cards(p, s, slots, places)
        self._archenemy(p, s)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        tip = self.tip_at(event.pos())
        if tip != self.toolTip():
            self.setToolTip(tip)
        super().hoverMoveEvent(event)

    def tip_at(self, point: QPointF) -> str:
        """The tool tip of the part of the area under ``point``: a privilege card's full name and side, a share
        certificate's size, what the archenemy cards' letters mean (or that they are hidden), what another's money
        estimate counts. The whole area had one tip, the archenemy's and the money's together, wherever the pointer
        was, and the cards had none of their own."""
        s = self.view
        if s is None:
            return ""
        slots = privilege_slots(s, self.player)
        for card, place in zip(slots, card_places(self.rect, slots).rects, strict=True):
            if place.contains(point):
                return _card_tip(card, s)
        for size, tile in reversed(self.certificate_tiles(s)):  # the later tiles lie on top
            if tile.contains(point):
                return tr("a certificate of %n share(s)", "", size)
        if self._archenemy_rect().contains(point):
            return self._archenemy_tip(s)
        if self._money_box().contains(point):
            return self._money_tip(s)
        return ""

    def _money_box(self) -> QRectF:
        """The money's label and amount."""
        return QRectF(self.rect.x() + L.MONEY_LEFT, self.rect.y() + 2, 118, 44)

    def certificate_tiles(self, s: State) -> list[tuple[int, QRectF]]:
        """Each share certificate's size and tile, left to right, under the money (lower in a compact area, over
        the privilege cards' row), closer set as they grow in number."""
        r = self.rect
        certificates = s.certificates[self.player]
        step = min(21.0, (116 - 19) / max(1, len(certificates) - 1))
        compact = r.height() < L.COMPACT_PANEL
        top, height = (42, 18) if compact else (50, 24)
        x = r.x() + L.MONEY_LEFT
        return [(size, QRectF(x + i * step, r.y() + top, 19, height)) for i, size in enumerate(certificates)]

    def _archenemy_rect(self) -> QRectF:
        """The two archenemy cards, side by side at the right of the area."""
        r = self.rect
        return QRectF(r.right() - 84, r.y() + 22, 76, min(56.0, r.height() - 28))

    def _archenemy_tip(self, s: State) -> str:
        """The meaning of the archenemy cards' letters, for the viewer's own or once shown; that they are hidden
        otherwise."""
        card = s.archenemies[self.player]
        if card.colour == HIDDEN or not (self.player == self.viewer or s.shown[self.player]):
            return tr("Archenemy cards, face down: only their owner knows them until a victory is announced.")
        return fmt(tr("Archenemy: %1. Skills: %2."), texts.archenemy_enemy(card.colour, self.player, self.names),
                   texts.skills_legend(ARCHENEMY_SKILL_CARDS[card.skills]))  # fmt: skip

    def _money_tip(self, s: State) -> str:
        """What "money (est.) ≈" means, for another player's money: it read as a sum, and after bribes
        between others it can be far from his money."""
        if s.money[self.player] != HIDDEN:
            return ""
        return tr("≈ The money you can count: the open payments, and the bribes between the two of you. "
                  "Other bribes stay secret.")  # fmt: skip

    def _identity(self, p: QPainter, s: State, cards_in_two_rows: bool) -> None:
        """Name and points, then the lines ``identity_lines`` gives room to."""
        r = self.rect
        column = QRectF(r.x() + 48, r.y(), L.IDENTITY_WIDTH, r.height())
        p.setPen(P.INK)
        name = self.seat.name + ("" if self.thinking < 0 else "  " + "●" * (self.thinking + 1))
        line = QRectF(column.x(), r.y() + 1, column.width(), 24)
        p.setFont(P.fit(self.seat.name + "  ●●●●", line, 18, bold=True))
        p.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        self._points(p, s)
        reserve = fmt(tr("reserve: %1"), managers_in_reserve(s, self.player))
        painters: dict[IdentityLine, Callable[[QRectF], None]] = {
            IdentityLine.SEAT: lambda line: _muted(p, line, texts.seat_kind(self.seat)),
            IdentityLine.ANNOUNCED: lambda line: self._announced(p, line),
            IdentityLine.GOAL: lambda line: _told(p, line, fmt(tr("of %1 victory points"), target(s)), P.INK),
            IdentityLine.RESERVE: lambda line: _muted(p, line, reserve),
        }
        for row, which in enumerate(identity_lines(s, self.player, r.height() < L.COMPACT_PANEL, cards_in_two_rows)):
            painters[which](L.identity_line(r, row))

    def announcement_flag(self) -> QRectF | None:
        """Where the gold flag of an announced victory lies, if the area shows one."""
        s = self.view
        if s is None:
            return None
        two_rows = card_places(self.rect, privilege_slots(s, self.player)).two_rows
        lines = identity_lines(s, self.player, self.rect.height() < L.COMPACT_PANEL, two_rows)
        if IdentityLine.ANNOUNCED not in lines:
            return None
        return _flag(L.identity_line(self.rect, lines.index(IdentityLine.ANNOUNCED)))[0]

    def _points(self, p: QPainter, s: State) -> None:
        """The victory points the table knows, in the green badge under the pawn."""
        badge = QRectF(self.rect.x() + 13, self.rect.y() + 46, 30, 30)
        p.setBrush(P.GREEN_BOX)
        p.setPen(QPen(P.INK, 1))
        p.drawEllipse(badge)
        p.setFont(font(17, bold=True))
        p.setPen(P.INK)
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(known_points(s, self.player)))

    def _announced(self, p: QPainter, line: QRectF) -> None:
        """The gold flag of a victory announced and not yet checked."""
        flag, lettering = _flag(line)
        p.setFont(lettering)
        p.setBrush(P.GOLD_BOX)
        p.setPen(QPen(P.INK, 1))
        p.drawRoundedRect(flag, 4, 4)
        p.drawText(flag, Qt.AlignmentFlag.AlignCenter, tr("victory announced"))

    def _money(self, p: QPainter, s: State) -> None:
        money = s.money[self.player]
        box = self._money_box()
        p.setPen(P.MUTED)
        p.setFont(font(L.TEXT_MIN))
        # "counted" said nothing to a player; "estimated money" ran under "archenemy" at its right
        label = tr("money") if money != HIDDEN else tr("money (est.)")
        p.drawText(box, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, label)
        amount = f"{(money if money != HIDDEN else max(0, s.ledger[self.player])):,}".replace(
            ",", tr(",", "digit group separator in amounts")
        )
        if money == HIDDEN:
            amount = "≈ " + amount
        p.setPen(P.INK)
        line = box.adjusted(0, 18, 0, 0)
        p.setFont(P.fit(amount, line, 18, bold=money != HIDDEN))
        p.drawText(line, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, amount)
        for size, tile in self.certificate_tiles(s):
            p.setBrush(QColor("#d8ecd2"))
            p.setPen(QPen(QColor("#5d7d55"), 1))
            p.drawRoundedRect(tile, 3, 3)
            p.setPen(P.INK)
            p.setFont(font(L.TEXT_MIN, bold=True))
            p.drawText(tile, Qt.AlignmentFlag.AlignCenter, str(size))

    def _cards(self, p: QPainter, s: State, slots: list[int], places: CardPlaces) -> None:
        for card, r in zip(slots, places.rects, strict=True):
            state = s.cards[card]
            P.privilege_chip(p, r, card, texts.card_short(card), places.lettering, state.face_up, state.bribed)

    def _archenemy(self, p: QPainter, s: State) -> None:
        """The two archenemy cards at the right of the area: faces only for the viewer's own, or
        once shown (an announcement, the end). The skill card has room for a letter per skill only
        ("I C K"): their tool tip gives their meaning, each skill in full beside its letter (``_archenemy_tip``)."""
        r = self.rect
        card = s.archenemies[self.player]
        cards = self._archenemy_rect()
        height = cards.height()
        colour_card = QRectF(cards.x(), cards.y(), 36, height)
        skill_card = QRectF(cards.right() - 36, cards.y(), 36, height)
        p.setPen(P.MUTED)
        label = QRectF(r.right() - 150, r.y() + 2, 144, 19)
        p.setFont(P.fit(tr("archenemy"), label, 16))
        p.drawText(label, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight, tr("archenemy"))
        if card.colour == HIDDEN:
            for back in (colour_card, skill_card):
                p.setBrush(QColor("#5a4a6b"))
                p.setPen(QPen(P.INK, 1))
                p.drawRoundedRect(back, 5, 5)
                p.setPen(QPen(QColor("#a996be"), 1))
                p.drawRoundedRect(back.adjusted(4, 4, -4, -4), 3, 3)
            return
        p.setBrush(QColor("#f6f0e1"))
        p.setPen(QPen(P.INK, 1))
        p.drawRoundedRect(colour_card, 5, 5)
        P.manager(p, colour_card.adjusted(6, 10, -6, -8), self.colours[card.colour], card.colour)
        p.setBrush(QColor("#f6f0e1"))
        p.setPen(QPen(P.INK, 1))
        p.drawRoundedRect(skill_card, 5, 5)
        p.setFont(font(L.TEXT_MIN, bold=True))
        for i, which in enumerate(ARCHENEMY_SKILL_CARDS[card.skills]):
            p.drawText(QRectF(skill_card.x(), skill_card.y() + 1 + i * (height - 2) / 3, skill_card.width(), 18),
                       Qt.AlignmentFlag.AlignCenter, texts.skill_letter(which))  # fmt: skip
