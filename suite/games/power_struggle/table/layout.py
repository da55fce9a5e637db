"""Where everything lies on the Power Struggle table, in scene pixels (the view scales the scene).

The skill tracks and the motivation track run along the top as on the box's board, with the event
deck and the certificate stock at their right. The company fills the left below them: the six
divisions with their heads' offices, department offices and counsel spaces. The right column holds
the board room with the Chairman's office, then the players' areas; the action bar runs along the
bottom.

The scene is shaped like the table's room in the smallest window (1024×700, about 820×610) and every text is at
least ``TEXT_MIN`` scene pixels, so that the view, never below ``MIN_SCALE``, draws none under
7 points there and none under 9 points at 1440×900.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from suite.games.power_struggle.constants import BOARD_SEATS, CERTIFICATE_SIZES, DIVISIONS, OFFICES_PER_DIVISION

SCENE = QRectF(0, 0, 1300, 970)
TEXT_MIN = 15.0
"""The smallest text on the table, in scene pixels: ``fitted`` and ``wrapped`` stop there."""
MIN_SCALE = (7 * 96 / 72) / TEXT_MIN
"""The view's smallest scale: 7 points on screen for the smallest text; a smaller window scrolls."""
HEADER = QRectF(8, 4, 1284, 32)

# -- the skill tracks and the motivation track -----------------------------------------------------
TRACKS_TOP = 42.0
TRACK_HEIGHT = 32.0
BOX_LEFT = 174.0
BOX_WIDTH = 28.5
TRACK_LABEL = QRectF(10, 0, BOX_LEFT - 10, TRACK_HEIGHT)
"""Room for the tracks' full names in one bold lettering ("Services généraux", "Main departments"),
the 25 boxes of the shares track still ending left of the event deck."""


def track_row(track: int) -> float:
    """The top of a track's row; the motivation track is row 4."""
    return TRACKS_TOP + track * (TRACK_HEIGHT + 3)


def track_box(track: int, value: int) -> QRectF:
    return QRectF(BOX_LEFT + value * BOX_WIDTH, track_row(track), BOX_WIDTH - 2, TRACK_HEIGHT)


# -- the event deck and the certificate stock, right of the tracks --------------------------------
TOP_RIGHT = 894.0
DECK_AREA = QRectF(TOP_RIGHT, 42, 1292 - TOP_RIGHT, 110)
STOCK_LEFT = 600.0
"""The certificate stock runs under the event deck and on to the left, under the shares track, past
the end of the corruption track: seven piles side by side in the deck's width left their prices
("1,200k 1,600k") touching."""
STOCK_AREA = QRectF(STOCK_LEFT, 156, 1292 - STOCK_LEFT, 66)
STOCK_PILE_WIDTH = 72.0
RING_REACH = 6.0
"""How far the ring around a target reaches beyond its place (``paint.glow`` at its widest, hovered
or focused): the titles and lines beside targets keep this far off, else the ring covers them."""
STOCK_TILE = 22.0
"""The height of a pile's tile; its price stands under it."""


def stock_rect(size: int) -> QRectF:
    """The pile of certificates of ``size`` shares: its tile, its count beside, its price under;
    a ring's reach under the area's title."""
    index = CERTIFICATE_SIZES.index(size)
    slot = (STOCK_AREA.width() - 12) / len(CERTIFICATE_SIZES)
    width = min(slot - 2, STOCK_PILE_WIDTH)
    x = STOCK_AREA.x() + 8 + index * slot + (slot - 2 - width) / 2
    return QRectF(x, STOCK_AREA.y() + 22, width, STOCK_TILE + 18)


# -- the company ------------------------------------------------------------------------------------
COMPANY_LEFT = 10.0
DIVISION_WIDTH = 136.0
DIVISION_GAP = 4.0
DIVISION_TOP = 226.0
DIVISION_TITLE = 38.0
HEAD_HEIGHT = 50.0
OFFICE_HEIGHT = 56.0
OFFICES_TOP = DIVISION_TOP + DIVISION_TITLE + HEAD_HEIGHT + 6
COUNSEL_TOP = OFFICES_TOP + OFFICES_PER_DIVISION * OFFICE_HEIGHT + 2
COUNSEL_HEIGHT = 44.0


def division_rect(division: int) -> QRectF:
    """A division's whole column, title to counsel space."""
    x = COMPANY_LEFT + division * (DIVISION_WIDTH + DIVISION_GAP)
    return QRectF(x, DIVISION_TOP, DIVISION_WIDTH, COUNSEL_TOP + COUNSEL_HEIGHT + 4 - DIVISION_TOP)


def title_rect(division: int) -> QRectF:
    r = division_rect(division)
    return QRectF(r.x(), r.y(), r.width(), DIVISION_TITLE)


def head_rect(division: int) -> QRectF:
    r = division_rect(division)
    return QRectF(r.x() + 4, r.y() + DIVISION_TITLE + 2, r.width() - 8, HEAD_HEIGHT)


def office_rect(division: int, row: int) -> QRectF:
    r = division_rect(division)
    return QRectF(r.x() + 4, OFFICES_TOP + row * OFFICE_HEIGHT, r.width() - 8, OFFICE_HEIGHT - 4)


def counsel_rect(division: int) -> QRectF:
    r = division_rect(division)
    return QRectF(r.x() + 4, COUNSEL_TOP, r.width() - 8, COUNSEL_HEIGHT)


COMPANY_RIGHT = COMPANY_LEFT + DIVISIONS * (DIVISION_WIDTH + DIVISION_GAP) - DIVISION_GAP
ARRANGER_STRIP = QRectF(COMPANY_LEFT, COUNSEL_TOP + COUNSEL_HEIGHT + 8, COMPANY_RIGHT - COMPANY_LEFT, 50)
"""The arranger's own deck, in order, under the company (only in his view)."""

# -- the right column ------------------------------------------------------------------------------
RIGHT = COMPANY_RIGHT + 8
RIGHT_WIDTH = 1292.0 - RIGHT
BOARD_ROOM = QRectF(RIGHT, DIVISION_TOP, RIGHT_WIDTH, 100)
SEATS_TOP = DIVISION_TOP + 24
"""The board's seats and the Chairman's office, a ring's reach under the room's title."""
CHAIRMAN_OFFICE = QRectF(RIGHT + 8, SEATS_TOP, 94, 72)
SEAT_WIDTH = 60.0


def seat_rect(seat: int) -> QRectF:
    return QRectF(RIGHT + 112 + seat * (SEAT_WIDTH + 4), SEATS_TOP, SEAT_WIDTH, 72)


BOARD_TARGET = QRectF(RIGHT + 108, SEATS_TOP - 1, BOARD_SEATS * (SEAT_WIDTH + 4) + 4, 74)
PANELS_TOP = BOARD_ROOM.bottom() + 6
PANEL_HEIGHT = 106.0
BAR_TOP = 774.0


def panel_rect(player: int, players: int = 4) -> QRectF:
    """A player's area; five players' are lower (``COMPACT_PANEL``)."""
    height = min(PANEL_HEIGHT, (BAR_TOP - 6 - PANELS_TOP - (players - 1) * 4) / players)
    return QRectF(RIGHT, PANELS_TOP + player * (height + 4), RIGHT_WIDTH, height)


COMPACT_PANEL = 100.0
"""A player's area lower than this leaves out who plays the seat and puts its cards beside the points."""


IDENTITY_WIDTH = 172.0
"""The column of a player's name, goal and reserve, right of his pawn and points."""
MONEY_LEFT = 48.0 + IDENTITY_WIDTH + 8.0
"""Where a player's money and share certificates begin, from his area's left: 8 beyond the name column. At 4
beyond it, the French goal ("sur 4 points de victoire", as wide as the column at the smallest lettering) ran
into the certificates; at 10, "argent estimé" ran into "ennemi juré" at the area's right."""
CARD_SIZE = (74.0, 22.0)
CARD_GAP = 4.0
CARD_NAME_MARGINS = 14.0
"""What a privilege card needs beside its name: the division's band at its left, a margin each side."""
ARCHENEMY_COLUMN = 90.0
"""The archenemy cards at the right of a player's area, with their margins."""


def identity_line(panel: QRectF, row: int) -> QRectF:
    """Line ``row`` under a player's name (who plays the seat, the goal, the reserve), closer set in a
    compact area: the last ends a ring's reach above the privilege cards, whose ring covered it. In a full
    area it ends 7.5 above them (5 before): at 1024×700 the lettering, scaled down and hinted, is a pixel or two
    taller than its line, and the cards hid the foot of "reserve: 4"."""
    if panel.height() < COMPACT_PANEL:
        return QRectF(panel.x() + 48, panel.y() + 23 + 17.0 * row, IDENTITY_WIDTH, 17.0)
    return QRectF(panel.x() + 48, panel.y() + 22 + 17.5 * row, IDENTITY_WIDTH, 17.5)


def privilege_row(panel: QRectF) -> QRectF:
    """Where the privilege cards lie in a player's area: along its foot; in a compact area from the
    points badge to the archenemy cards (the share certificates stand higher there)."""
    h = CARD_SIZE[1]
    if panel.height() < COMPACT_PANEL:
        return QRectF(panel.x() + 48, panel.bottom() - h - 1, panel.width() - 48 - ARCHENEMY_COLUMN, h)
    return QRectF(panel.x() + 12, panel.bottom() - h - 2, panel.width() - 20, h)  # the last card clear of the edge


def privilege_two_rows(panel: QRectF) -> tuple[QRectF, QRectF] | None:
    """A compact area's cards in two lower rows, when more lie there than one row holds (five of
    the French names, only one area at a time): the upper row in the name column, on the reserve's
    line, the lower along the foot as before. Other areas hold all seven cards in one row."""
    if panel.height() >= COMPACT_PANEL:
        return None
    lower = privilege_row(panel).adjusted(0, 3, 0, 0)
    upper = QRectF(lower.x(), lower.y() - lower.height() - 1, IDENTITY_WIDTH - 4, lower.height())  # rings off the texts
    return upper, lower


def privilege_rects(row: QRectF, needs: Sequence[float]) -> list[QRectF]:
    """The cards' places in ``row``, left to right, given the width each name needs with its
    margins: all as wide as ``CARD_SIZE`` or the widest name when they fit so, else each as wide as
    its own name with the room left shared out, and only past that overlapping, evenly."""
    w = CARD_SIZE[0]
    count = len(needs)
    widest = max(w, *needs) if needs else w
    if count * widest + (count - 1) * CARD_GAP <= row.width():
        widths = [widest] * count
    else:
        spare = max(0.0, (row.width() - (count - 1) * CARD_GAP - sum(needs)) / count)
        widths = [need + spare for need in needs]
    laid = sum(widths[:-1]) + (count - 1) * CARD_GAP
    squeeze = min(1.0, (row.width() - widths[-1]) / laid) if count > 1 else 1.0
    rects, x = [], row.x()
    for width in widths:
        rects.append(QRectF(x, row.y(), width, row.height()))
        x += (width + CARD_GAP) * squeeze
    return rects


# -- the action bar --------------------------------------------------------------------------------
BAR = QRectF(8, BAR_TOP, 1284, 192)
PROMPT = QRectF(22, BAR_TOP + 3, 1256, 30)
BUTTON_HEIGHT = 42.0
BUTTONS_TOP = BAR_TOP + 36
ACTION_COLUMNS = 7


def action_button(index: int) -> QRectF:
    """The buttons of the 13 forms of action, in two rows."""
    row, column = divmod(index, ACTION_COLUMNS)
    width = (PROMPT.width() - (ACTION_COLUMNS - 1) * 6) / ACTION_COLUMNS
    return QRectF(PROMPT.x() + column * (width + 6), BUTTONS_TOP + row * (BUTTON_HEIGHT + 6), width, BUTTON_HEIGHT)


def choice_button(index: int) -> QRectF:
    width = 160.0
    return QRectF(PROMPT.x() + index * (width + 8), BUTTONS_TOP, width, BUTTON_HEIGHT)


CONFIRM = QRectF(1100, BUTTONS_TOP, 178, BUTTON_HEIGHT)
CANCEL = QRectF(1100, BUTTONS_TOP + BUTTON_HEIGHT + 6, 178, BUTTON_HEIGHT)
PROMPT_BESIDE = QRectF(22, PROMPT.y(), CONFIRM.x() - 34, BUTTONS_TOP + BUTTON_HEIGHT - PROMPT.y())
"""A prompt too long for one line (a Confirm title of many steps), over lines left of Confirm
where no button lies under the prompt."""
_UNDER_TWO_ROWS = BUTTONS_TOP + 2 * BUTTON_HEIGHT + 10
_UNDER_ONE_ROW = BUTTONS_TOP + BUTTON_HEIGHT + 6
SUMMARY = QRectF(22, _UNDER_TWO_ROWS, 1256, BAR.bottom() - 2 - _UNDER_TWO_ROWS)
"""The message and summary under two rows of action buttons."""
SUMMARY_BESIDE = QRectF(22, _UNDER_ONE_ROW, CONFIRM.x() - 34, BAR.bottom() - 2 - _UNDER_ONE_ROW)
"""The same under a row of choices, left of Confirm and Cancel."""
_UNDER_PROMPT = PROMPT.bottom() + 4
SUMMARY_UNDER_PROMPT = QRectF(22, _UNDER_PROMPT, CONFIRM.x() - 34, BAR.bottom() - 2 - _UNDER_PROMPT)
"""The same right under a one-line prompt when no button lies left of Confirm (a Confirm of many
steps): the room of a row of choices holds the effect's first lines too."""


def centre(r: QRectF) -> QPointF:
    return r.center()


# -- the deck being ordered -----------------------------------------------------------------------
ORDER_SHEET = QRectF(10, 232, 1016, 412)
ORDER_CARD = (116.0, 124.0)


def hand_slot(index: int) -> QPointF:
    """Where the arranger's card ``index`` lies in his hand, on the sheet."""
    return QPointF(ORDER_SHEET.x() + 16 + index * (ORDER_CARD[0] + 8), ORDER_SHEET.y() + 100)


def deck_slot(position: int) -> QRectF:
    """Deck position ``position`` (0 is the next card)."""
    w, h = ORDER_CARD
    return QRectF(ORDER_SHEET.x() + 16 + position * (w + 8), ORDER_SHEET.y() + 276, w, h)
