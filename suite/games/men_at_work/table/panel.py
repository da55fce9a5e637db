"""The column beside the site: the revealed instruction as two cards, the players with their certificates and
Employee of the Month awards, and the buttons of the decision at hand; and the reserve, shown above the log.

Everything here is drawn from the frame's view; the buttons only call back into the table, which turns a
choice into an action. Texts are read again on a change of language (``retranslate``).
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QPointF, QRectF, QSize, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.men_at_work import narration
from suite.games.men_at_work.constants import AWARDS_TO_WIN, CERTIFICATES, FOREMAN_HAND, HIDDEN
from suite.games.men_at_work.rules import reserve
from suite.games.men_at_work.rules.deck import Back, card
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot
from suite.games.men_at_work.table import art, cards
from suite.games.men_at_work.table.texts import tr
from suite.ui.board.colours import PLAYER_COLOURS
from suite.ui.board.fonts import fitted, font
from suite.ui.move_log import grown_font

Text = Callable[[], str]
Choice = tuple[Text, Callable[[], None], bool] | tuple[Text, Callable[[], None], bool, Text]
"""A button of the decision at hand: its text, what it does, whether it is the main one, and maybe a tooltip."""
PANEL_WIDTH = 300
"""The column's width at 1024×700; it grows with the window (``Panel.grow``)."""
BUTTON_HEIGHT = 30
VERDICT_LINES = 4
"""The verdict box is never lower than this many lines: a box that grew and shrank with each text (one line, two,
four) moved the players below it at every step of a turn. Four, since the words for a piece in the hand (with how
Esc puts it back) take four at 1024×700, and taking a piece made the column jump."""
VERDICT_MARGINS = 12
"""The box's padding and border, top and bottom (its style sheet's), in pixels."""
STEP = 15
"""The distance between two certificates, or two award stars, in a player's row."""
CARD_STEP = 13
"""A Foreman card's place in a player's row."""
CARD_RATIO = 1.4
"""Height over width of an instruction card."""


class Grown(QWidget):
    """A painted part of the panel, drawn at 1024×700 sizes and scaled by ``factor`` as the window grows: its
    painter works in the sizes of the smallest window, ``width()`` and ``height()`` divided by the factor."""

    HEIGHT = 0.0
    """Its height at the smallest window (0: the layout decides)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0

    def grow(self, factor: float) -> None:
        self.factor = factor
        self.size_for(factor)
        self.updateGeometry()
        self.update()

    def size_for(self, factor: float) -> None:
        """Sets the sizes that follow the factor (its minimum or fixed height)."""

    def sizeHint(self) -> QSize:
        return QSize(round(PANEL_WIDTH * self.factor), round(self.HEIGHT * self.factor))

    def painter(self) -> tuple[QPainter, float, float]:
        """A painter scaled by the factor, and the width and height it sees."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(self.factor, self.factor)
        return p, self.width() / self.factor, self.height() / self.factor


class CardsView(Grown):
    """The instruction: the back of the draw pile's top card (what) beside the front of the discard's (how)."""

    HEIGHT = 170

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.back: Back | None = None
        self.front_card: int | None = None
        self.what: Kind | None = None
        self.rita = False
        self.size_for(1.0)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def size_for(self, factor: float) -> None:
        self.setMinimumHeight(round(150 * factor))

    def show_view(self, view: State) -> None:
        self.back = view.pile_top
        self.front_card = view.discard[0] if view.discard and view.discard[0] != HIDDEN else None
        cleaning = view.phase is Phase.CLEAN  # the discard is the last player's card: nothing of it applies now
        self.what = view.instruction.what if view.instruction is not None and not cleaning else None
        self.rita = view.rita
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p, whole_width, whole_height = self.painter()
        height = whole_height - 22
        width = min(height / CARD_RATIO, (whole_width - 24) / 2)
        left = (whole_width - 2 * width - 12) / 2
        draw_rect = QRectF(left, 2, width, width * CARD_RATIO)
        discard_rect = QRectF(left + width + 12, 2, width, width * CARD_RATIO)
        if self.back is not None:
            cards.paint_back(p, draw_rect, self.back)
        else:
            cards.paint_card_hidden(p, draw_rect)
        if self.front_card is not None:
            cards.paint_front(p, discard_rect, card(self.front_card).front, self.what)
        p.setPen(QColor("#4a3b2a"))
        p.setFont(font(11))
        below = draw_rect.bottom() + 2
        p.drawText(QRectF(draw_rect.x(), below, width, 18), Qt.AlignmentFlag.AlignCenter, tr("What"))
        p.drawText(QRectF(discard_rect.x(), below, width, 18), Qt.AlignmentFlag.AlignCenter, tr("How"))
        p.end()


class HandView(Grown):
    """The viewer's Foreman cards (M18), each as both its sides: its back would change what to add (played on
    the draw pile), its front how (on the discard pile). Only the viewer's own hand is ever shown.

    Drawn to fit the column, a card's small print cannot be read: the side under the pointer shows as a tooltip,
    drawn larger than the instruction cards above, with what playing it would change."""

    HEIGHT = 78
    ZOOM_WIDTH = 130
    """A side's width in its tooltip, at the smallest window (the instruction cards above are 105 wide)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand: tuple[int, ...] = ()
        self.setMouseTracking(True)
        self.size_for(1.0)

    def size_for(self, factor: float) -> None:
        self.setFixedHeight(round(self.HEIGHT * factor))

    def show_hand(self, hand: tuple[int, ...]) -> None:
        self.hand = tuple(c for c in hand if c != HIDDEN)
        self.setVisible(bool(self.hand))
        self.update()

    def sides(self) -> list[tuple[int, int, QRectF, QRectF]]:
        """(number in the hand, card, its back's place, its front's place), in the sizes of the smallest window."""
        height = self.height() / self.factor - 4
        width = height / CARD_RATIO
        x, places = 0.0, []
        for number, held in enumerate(self.hand, 1):
            x += 16
            places.append((number, held, QRectF(x, 2, width, height), QRectF(x + width + 3, 2, width, height)))
            x += 2 * width + 12
        return places

    def paintEvent(self, event: QPaintEvent) -> None:
        p, _, _ = self.painter()
        for number, held, back, front in self.sides():
            p.setPen(QColor("#4a3b2a"))
            p.setFont(font(13, bold=True))
            p.drawText(QRectF(back.left() - 16, 2, 14, back.height()), Qt.AlignmentFlag.AlignCenter, str(number))
            cards.paint_back(p, back, card(held).back)
            cards.paint_front(p, front, card(held).front)
        p.end()

    def zoom(self, at: QPointF) -> str | None:
        """The tooltip of the side at ``at`` (in the widget's pixels): the side drawn large, and in words what it
        would change; None between the cards."""
        at = at / self.factor
        for number, held, back, front in self.sides():
            if back.contains(at) or front.contains(at):
                return self._zoomed(number, held, back.contains(at))
        return None

    def _zoomed(self, number: int, held: int, is_back: bool) -> str:
        width = self.ZOOM_WIDTH * self.factor
        size = QSizeF(width, width * CARD_RATIO)
        ratio = self.devicePixelRatioF()
        image = QPixmap((size * ratio).toSize())
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = QRectF(QPointF(0, 0), size)
        if is_back:
            cards.paint_back(p, side, card(held).back)
            what = narration.back_text(card(held).back, tr)
            words = fmt(tr("Card %1, its back. Played on the draw pile, it changes what to add: %2."), number, what)
        else:
            cards.paint_front(p, side, card(held).front)
            how = narration.card_text(held, tr)
            words = fmt(tr("Card %1, its front. Played on the discard pile, it changes how: %2."), number, how)
        p.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        source = "data:image/png;base64," + bytes(data.toBase64().data()).decode("ascii")
        return (f'<table><tr><td><img src="{source}" width="{round(size.width())}" height="{round(size.height())}">'
                f'</td><td width="{round(1.2 * width)}" style="padding-left: 8px">{html.escape(words)}</td></tr>'
                "</table>")  # fmt: skip

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            shown = self.zoom(QPointF(event.pos()))
            if shown is not None:
                QToolTip.showText(event.globalPos(), shown, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class ReserveView(Grown):
    """What is left in the reserve (M6), each kind of piece drawn small beside its count: the girders by colour
    in one row, supports, workers, bricks and beams in the other; a piece's name is its tooltip. Listed by name in
    four rows, the reserve took the height the column lacked at 1024×700, and read as a form beside the site."""

    ROW = 26
    HEIGHT = 2 * ROW + 4
    COLUMNS = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: list[tuple[str, int, tuple[Kind, Colour | None]]] = []
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)  # as wide as the log
        self.size_for(1.0)

    def size_for(self, factor: float) -> None:
        self.setMinimumHeight(round(self.HEIGHT * factor))

    def show_view(self, view: State) -> None:
        self.show_site(view.site)

    def show_site(self, site: Snapshot) -> None:
        """The reserve beside ``site``: the frame's, or the live one while a piece is in the hand, which has
        left the reserve (it was counted in it until the verdict)."""
        girders = reserve.girders_left(site)
        self.counts = [(girder_plural(colour), girders[colour], (Kind.GIRDER, colour)) for colour in Colour] + [
            (tr("Supports"), reserve.left(site, Kind.SUPPORT), (Kind.SUPPORT, None)),
            (tr("Workers"), reserve.left(site, Kind.WORKER), (Kind.WORKER, None)),
            (tr("Bricks"), reserve.left(site, Kind.BRICK), (Kind.BRICK, None)),
            (tr("Beams"), reserve.left(site, Kind.BEAM), (Kind.BEAM, None)),
        ]
        self.update()

    def cell(self, index: int) -> QRectF:
        """Where count ``index`` is drawn, in the sizes of the smallest window (``painter``)."""
        width = (self.width() / self.factor - 8) / self.COLUMNS
        return QRectF(4 + (index % self.COLUMNS) * width, 2 + (index // self.COLUMNS) * self.ROW, width, self.ROW)

    def event(self, event: QEvent) -> bool:
        """A piece's name and count under the pointer."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            at = QPointF(event.pos()) / self.factor
            hovered = [f"{name}: {left}" for i, (name, left, _) in enumerate(self.counts) if self.cell(i).contains(at)]
            if hovered:
                QToolTip.showText(event.globalPos(), hovered[0], self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p, _, _ = self.painter()
        for i, (_, left, (kind, colour)) in enumerate(self.counts):
            cell = self.cell(i)
            drawn = min(cell.width() * 0.55, cell.width() - 30)  # a narrow log leaves its count room
            icon = QRectF(cell.left() + 2, cell.top() + 3, drawn, cell.height() - 6)
            p.setOpacity(1.0 if left else 0.35)  # none left: the piece fades, its 0 stays
            art.paint_icon(p, icon, kind, colour)
            p.setOpacity(1.0)
            p.setFont(font(13, bold=True))
            p.setPen(QColor("#2b2118") if left else QColor("#a09080"))
            count = QRectF(icon.right() + 5, cell.top(), cell.right() - icon.right() - 5, cell.height())
            p.drawText(count, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(left))
        p.end()


def girder_plural(colour: Colour) -> str:
    """The girders of one colour, as the reserve's tooltip names them (in French the colour agrees)."""
    return {
        Colour.ORANGE: tr("Orange girders"),
        Colour.PURPLE: tr("Purple girders"),
        Colour.BLACK: tr("Black girders"),
        Colour.WHITE: tr("White girders"),
    }[colour]


class PlayersView(Grown):
    """Each player: the rescue hook on the active one, his Foreman cards face down (their number is no secret at
    the table, only their faces: G5), his certificates, his awards out of those that win. A row's tooltip says it
    in words. When a name does not fit beside the pictures, every row puts its pictures on a line of their own
    under the name (``two_lines``)."""

    ROW = 26.0
    """A row's height: at 30, five players with the Foreman's hand pushed the reserve below the fold at 1920×1080."""
    TWO_LINE_ROW = 42.0
    """A row's height with the name on a line of its own: the name's line, then the pictures' (17 high)."""
    NAME_PIXELS = 12
    """The name's lettering, which a row's layout must give room to."""

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = tuple(seats)
        self.view: State | None = None
        self.thinking: int | None = None
        self.row = self.ROW
        """The height of a row now: ``ROW``, or ``TWO_LINE_ROW`` when a name needs the row's whole width."""
        self.HEIGHT = self.row * len(seats) + 6
        self.size_for(1.0)

    @property
    def two_lines(self) -> bool:
        return self.row != self.ROW

    def size_for(self, factor: float) -> None:
        self.setMinimumHeight(round(self.HEIGHT * factor))

    def show_view(self, view: State) -> None:
        self.view = view
        self._lay_out()
        self.update()

    def grow(self, factor: float) -> None:
        super().grow(factor)
        self._lay_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        """One line a row while every name fits beside the most pictures a row can have in this game (both Foreman
        cards, every certificate): at 1024×700 the Foreman's cards left a name 37 px, and the active player's bold
        "Player 1" read "Playe…". Decided for the whole game, not for the cards held now: the column does not jump
        as cards are played. Otherwise two lines, the name's and the pictures'."""
        if self.view is None:
            return
        cards = FOREMAN_HAND if self.view.options.foreman else 0
        room = self._columns(QRectF(2, 0, self.width() / self.factor - 4, self.ROW), cards)[3]
        metrics = QFontMetrics(font(self.NAME_PIXELS, bold=True))
        fits = all(metrics.horizontalAdvance(seat.name) <= room for seat in self.seats)
        row = self.ROW if fits else self.TWO_LINE_ROW
        if row != self.row:
            self.row = row
            self.HEIGHT = row * len(self.seats) + 6
            self.size_for(self.factor)
            self.updateGeometry()
            self.update()

    def _columns(self, row: QRectF, cards: int) -> tuple[float, float, float, float]:
        """Where a row's Foreman cards, certificates and stars begin, right to left, and the room its name has
        beside them on one line."""
        stars = row.right() - 8 - AWARDS_TO_WIN[len(self.seats)] * STEP
        sheets = stars - 6 - CERTIFICATES * STEP
        hand = sheets - 4 - cards * CARD_STEP
        return hand, sheets, stars, max(hand - 4 - (row.x() + 26), 20)

    def name_room(self, i: int) -> float:
        """The width player ``i``'s name has: the row's, on a line of its own, else what his pictures leave."""
        assert self.view is not None
        row = QRectF(2, 0, self.width() / self.factor - 4, self.row - 4)
        if self.two_lines:
            return row.right() - 8 - (row.x() + 26)
        return self._columns(row, len(self.view.players[i].hand))[3]

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.view is None:
            return
        p, width, _ = self.painter()
        target = AWARDS_TO_WIN[len(self.seats)]
        for i, (seat, player) in enumerate(zip(self.seats, self.view.players, strict=True)):
            row = QRectF(2, 3 + i * self.row, width - 4, self.row - 4)
            active = i == self.view.active and player.certificates > 0
            p.setPen(QPen(QColor("#8a6d3b"), 2) if active else Qt.PenStyle.NoPen)
            p.setBrush(QColor("#f6ecd4") if active else QColor("#efe7d6"))
            p.drawRoundedRect(row, 5, 5)
            named = QRectF(row.x(), row.y(), row.width(), self.ROW - 6) if self.two_lines else row
            pictures = row.bottom() - 11 if self.two_lines else row.center().y()
            p.setPen(QPen(QColor("#3a3a3a"), 1))
            p.setBrush(QColor(PLAYER_COLOURS.get(seat.colour, "#888888")))
            p.drawEllipse(QRectF(row.x() + 6, named.center().y() - 7, 14, 14))
            if self.thinking == i:
                self._thinking_dots(p, QPointF(row.x() + 13, named.center().y()))
            hand, sheets, _, _ = self._columns(row, len(player.hand))
            room = self.name_room(i)
            p.setPen(QColor("#2b2118") if player.certificates else QColor("#9a8f80"))
            lettering, name = self.lettering(i, room, active)
            p.setFont(lettering)
            p.drawText(QRectF(row.x() + 26, named.y(), room, named.height()), Qt.AlignmentFlag.AlignVCenter, name)
            self._hand(p, QPointF(hand, pictures), len(player.hand))
            self._certificates(p, QPointF(sheets, pictures), player.certificates)
            self._awards(p, QPointF(row.right() - 8, pictures), player.awards, target)
        p.end()

    def lettering(self, i: int, room: float, bold: bool = False) -> tuple[QFont, str]:
        """Player ``i``'s name as his row draws it in ``room``: cut only when the name itself does not fit. A
        thinking bot's mark is drawn in his colour's disc and takes no room from it: written " …" after the name
        it was cut first, and a short name read as cut ("Inès…"); given room of its own beside the Foreman cards
        at 1024×700, it cut the name to "I…"."""
        name = self.seats[i].name
        lettering = fitted(name, room, self.NAME_PIXELS, bold=bold)
        return lettering, QFontMetrics(lettering).elidedText(name, Qt.TextElideMode.ElideRight, round(room))

    def _thinking_dots(self, p: QPainter, centre: QPointF) -> None:
        """Three small white dots across a thinking bot's colour disc: no letter, and no room taken from his name."""
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffffff"))
        for n in (-1, 0, 1):
            p.drawEllipse(QPointF(centre.x() + n * 4, centre.y()), 1.4, 1.4)

    def row_at(self, at: QPointF) -> int | None:
        """The player whose row is at ``at``, in the sizes of the smallest window (``painter``)."""
        row = int((at.y() - 3) // self.row)
        return row if self.view is not None and 0 <= row < len(self.seats) and at.y() >= 3 else None

    def said(self, i: int) -> str:
        """Player ``i``'s row in words: the tooltip names what the small pictures count."""
        assert self.view is not None
        player = self.view.players[i]
        parts = [tr("%n safety certificate(s)", "", player.certificates),
                 fmt(tr("%n of %1 Employee of the Month award(s)", "", player.awards), AWARDS_TO_WIN[len(self.seats)])]
        if player.hand:
            parts.append(tr("%n Foreman card(s) in hand", "", len(player.hand)))
        return fmt(tr("%1: %2"), self.seats[i].name, ", ".join(parts))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            row = self.row_at(QPointF(event.pos()) / self.factor)
            if row is not None:
                QToolTip.showText(event.globalPos(), self.said(row), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _hand(self, p: QPainter, at: QPointF, count: int) -> None:
        """The Foreman cards, face down as the rules window shows them (``cards.paint_card_hidden``): plain blue
        tiles, they matched no card a player had seen."""
        for n in range(count):
            cards.paint_card_hidden(p, QRectF(at.x() + n * CARD_STEP, at.y() - 8, 11, 11 * CARD_RATIO))

    def _certificates(self, p: QPainter, at: QPointF, count: int) -> None:
        """Small white certificates with a red seal, one per certificate still held."""
        for n in range(count):
            sheet = QRectF(at.x() + n * STEP, at.y() - 9, 12, 17)
            p.setPen(QPen(QColor("#6b6355"), 1))
            p.setBrush(QColor("#fffdf6"))
            p.drawRect(sheet)
            p.setBrush(QColor("#c0392b"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(QRectF(sheet.center().x() - 2.5, sheet.bottom() - 7, 5, 5))

    def _awards(self, p: QPainter, right: QPointF, awards: int, target: int) -> None:
        """Stars from the right: gold for each award won, outlines up to what wins."""
        for n in range(target):
            centre = QPointF(right.x() - 7 - (target - 1 - n) * STEP, right.y())
            p.setPen(QPen(QColor("#9a7a10"), 1))
            p.setBrush(QColor("#f2c230") if n < awards else Qt.BrushStyle.NoBrush)
            p.drawPolygon(_star(centre, 6.5))


def _star(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


class ChoiceButton(QPushButton):
    """A decision button whose words wrap to the panel's width: a QPushButton asks for its whole text on one
    line, and a long choice ("Prendre une poutre violette portant une brique") made the panel's content wider
    than its fixed column, cutting off the stars, the counts and the verdict on the right."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)

    def text(self) -> str:  # type: ignore[override]
        return self.label.text()

    def setText(self, text: str) -> None:  # type: ignore[override]
        self.label.setText(text)

    def set_main(self) -> None:
        """The chosen piece, or the choice a press of Enter makes: bold, on the highlighted face of the panel's
        style sheet (``main``). Bold alone hardly told the chosen piece from the others."""
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.setProperty("main", True)


class Panel(QWidget):
    """The whole column; ``set_choices`` fills the button list with the decision at hand.

    The instruction cards stay on top, out of the scrolling part: at 1024×700, with five players and the
    Foreman's hand, scrolling a long verdict into sight took the instruction itself out of sight. Below them
    comes only what the decision needs (the hand, the buttons, the verdict), so that it rarely needs scrolling at
    all. The players and the reserve stand above the log (``stock``): below the Foreman's four buttons the players'
    rows ended under the fold at 1024×700, and who holds what is looked up at any moment."""

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        self.cards = CardsView()
        self.instruction = QLabel()
        self.instruction.setWordWrap(True)
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.judged = QLabel()
        self.judged.setWordWrap(True)
        self.judged.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.judged.setObjectName("judged")
        self.rita = QLabel()
        self.rita.setWordWrap(True)
        self.rita.setObjectName("rita")
        self.reserve_title = QLabel()
        self.reserve = ReserveView()
        self.players = PlayersView(seats)
        self.hand_title = QLabel()
        self.hand = HandView()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.verdict.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(4)
        content = QWidget()
        scroll = self.scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.verticalScrollBar().rangeChanged.connect(self._show_verdict)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 0, 0)
        for widget in (self.cards, self.instruction, self.judged, self.rita):
            outer.addWidget(widget)
        outer.addWidget(scroll, 1)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 6, 6)
        for widget in (self.hand_title, self.hand):
            layout.addWidget(widget)
        layout.addLayout(self.buttons)
        layout.addWidget(self.verdict)
        layout.addStretch(1)
        self.stock = QWidget()
        """The players, then the reserve with its title, shown above the log (``MenAtWorkTable.beside_log``): at the
        foot of the column they ended below the fold whenever the decision took room (the Foreman's hand, a hint, a
        verdict)."""
        stock_layout = QVBoxLayout(self.stock)
        stock_layout.setContentsMargins(0, 0, 0, 4)
        stock_layout.addWidget(self.players)
        stock_layout.addWidget(self.reserve_title)
        stock_layout.addWidget(self.reserve)
        self.factor = 0.0
        self.grow(1.0)

    def grow(self, factor: float) -> None:
        """Grows the column, its words and its drawings by ``factor`` (``move_log.growth``), as the log beside the
        site grows with the window: at 1920×1080 the panel kept its 1024×700 sizes, small print beside the rest."""
        if factor == self.factor:
            return
        self.factor = factor
        self.setFixedWidth(round(PANEL_WIDTH * factor))
        for view in (self.cards, self.hand, self.reserve, self.players):
            view.grow(factor)
        for i in range(self.buttons.count()):
            self.buttons.itemAt(i).widget().setMinimumHeight(round(BUTTON_HEIGHT * factor))
        lettering = grown_font(factor)
        points = lettering.pointSizeF()
        size = f"{points:.1f}pt" if points > 0 else f"{lettering.pixelSize()}px"
        self.verdict.setMinimumHeight(VERDICT_LINES * QFontMetrics(lettering).lineSpacing() + VERDICT_MARGINS)
        sheet = (
            f"QLabel {{ color: #2b2118; font-size: {size}; }} QLabel#verdict {{ background: #fff7e0;"
            " border: 1px solid #d9c48f; border-radius: 5px; padding: 4px; }"
            " QLabel#rita { color: #7a3b00; font-weight: bold; } QLabel#judged { color: #5b4a3a; font-style: italic; }"
            ' ChoiceButton[main="true"] { background: #ffe9bf; border: 2px solid #c8782a; }'
        )
        for widget in (self, self.stock):
            widget.setStyleSheet(sheet)

    def show_view(self, view: State, viewer: int | None) -> None:
        self.cards.show_view(view)
        self.hand.show_hand(view.players[viewer].hand if viewer is not None else ())
        self.hand_title.setText(tr("Your Foreman cards"))
        self.hand_title.setVisible(self.hand.isVisible())
        self.reserve.show_view(view)
        self.players.show_view(view)
        judged = None
        if view.phase is Phase.CLEAN:
            self.instruction.setText(tr("The clean-up first: the next instruction card comes after it."))
        else:
            self.instruction.setText(
                narration.instruction_text(view.instruction, tr) if view.instruction is not None else ""
            )
            judged = narration.flat_site_wording(view.instruction, tr) if view.instruction is not None else None
        self.judged.setText(judged or "")
        self.judged.setVisible(judged is not None)
        self.rita.setText(tr("Boss Rita has come: the highest piece earns Employee of the Month.") if view.rita else "")
        self.rita.setVisible(view.rita)
        self.reserve_title.setText(tr("Reserve"))

    def set_choices(self, choices: Sequence[Choice]) -> None:
        """Buttons for the decision at hand: (text, what it does, whether it is the main one[, its tooltip])."""
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        for text, act, main, *tip in choices:
            button = ChoiceButton(text())
            if tip:
                button.setToolTip(tip[0]())
                button.setProperty("tip_of", tip[0])
            button.setProperty("text_of", text)
            button.clicked.connect(lambda _checked=False, act=act: act())  # ``act`` takes no argument
            button.setMinimumHeight(round(BUTTON_HEIGHT * self.factor))
            if main:
                button.set_main()
            self.buttons.addWidget(button)

    def freeze(self) -> None:
        """The buttons stay where they are but do nothing: taken away as the piece was let go, they took the
        verdict box up the column in the middle of the settle. The frame's verdict takes them away with it."""
        for i in range(self.buttons.count()):
            self.buttons.itemAt(i).widget().setEnabled(False)

    def button_texts(self) -> list[str]:
        return [self.buttons.itemAt(i).widget().text() for i in range(self.buttons.count())]

    def press(self, text: str) -> None:
        """Presses the button showing ``text`` (keyboard shortcuts and tests)."""
        for i in range(self.buttons.count()):
            button = self.buttons.itemAt(i).widget()
            if isinstance(button, QPushButton) and button.text() == text:
                button.click()
                return
        raise KeyError(text)

    def retranslate(self) -> None:
        for i in range(self.buttons.count()):
            button = self.buttons.itemAt(i).widget()
            text_of = button.property("text_of") if button is not None else None
            if callable(text_of):
                button.setText(text_of())
            tip_of = button.property("tip_of") if button is not None else None
            if callable(tip_of):
                button.setToolTip(tip_of())
        self.reserve_title.setText(tr("Reserve"))

    def say(self, text: str) -> None:
        """Shows ``text`` in the verdict box, scrolled into sight: at 1024×700 the box sits below the fold."""
        self.verdict.setText(text)
        self.verdict.setVisible(bool(text))
        if text:
            QTimer.singleShot(0, self, self._show_verdict)

    def _show_verdict(self) -> None:
        """Once the words have their lines, and again whenever the column grows (new buttons laid out after the
        words): the box's place is known only once the layout has settled."""
        if self.verdict.text():
            self.scroll.ensureWidgetVisible(self.verdict, 0, 6)

