"""Where everything lies on the Power Struggle table, in scene pixels (the view scales the scene).

The company fills the left: the skill tracks along its top as on the box's board, the six
divisions below with their heads' offices, department offices and counsel spaces. The right
column holds the board room, the event deck and the certificate stock, then the players' areas;
the action bar runs along the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from suite.games.power_struggle.constants import BOARD_SEATS, CERTIFICATE_SIZES, DIVISIONS, OFFICES_PER_DIVISION

SCENE = QRectF(0, 0, 1600, 1000)
HEADER = QRectF(10, 6, 1580, 38)

# -- the skill tracks and the motivation track -----------------------------------------------------
TRACKS_TOP = 52.0
TRACK_HEIGHT = 30.0
TRACK_LABEL = QRectF(16, 0, 126, TRACK_HEIGHT)
BOX_LEFT = 146.0
BOX_WIDTH = 34.0


def track_row(track: int) -> float:
    """The top of a track's row; the motivation track is row 4."""
    return TRACKS_TOP + track * (TRACK_HEIGHT + 2)


def track_box(track: int, value: int) -> QRectF:
    return QRectF(BOX_LEFT + value * BOX_WIDTH, track_row(track), BOX_WIDTH - 2, TRACK_HEIGHT)


# -- the company ------------------------------------------------------------------------------------
COMPANY_LEFT = 16.0
DIVISION_WIDTH = 162.0
DIVISION_GAP = 4.0
DIVISION_TOP = 218.0
DIVISION_TITLE = 30.0
HEAD_HEIGHT = 62.0
OFFICE_HEIGHT = 70.0
OFFICES_TOP = DIVISION_TOP + DIVISION_TITLE + HEAD_HEIGHT + 8
COUNSEL_TOP = OFFICES_TOP + OFFICES_PER_DIVISION * OFFICE_HEIGHT + 6
COUNSEL_HEIGHT = 50.0


def division_rect(division: int) -> QRectF:
    """A division's whole column, title to counsel space."""
    x = COMPANY_LEFT + division * (DIVISION_WIDTH + DIVISION_GAP)
    return QRectF(x, DIVISION_TOP, DIVISION_WIDTH, COUNSEL_TOP + COUNSEL_HEIGHT - DIVISION_TOP)


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


COMPANY_RIGHT = COMPANY_LEFT + DIVISIONS * (DIVISION_WIDTH + DIVISION_GAP)

# -- the right column ------------------------------------------------------------------------------
RIGHT = 1018.0
RIGHT_WIDTH = 1590.0 - RIGHT
BOARD_ROOM = QRectF(RIGHT, 52, RIGHT_WIDTH, 128)
CHAIRMAN_OFFICE = QRectF(RIGHT + 10, 80, 104, 90)
SEAT_WIDTH = 86.0


def seat_rect(seat: int) -> QRectF:
    return QRectF(RIGHT + 130 + seat * (SEAT_WIDTH + 6), 80, SEAT_WIDTH, 90)


BOARD_TARGET = QRectF(RIGHT + 124, 74, BOARD_SEATS * (SEAT_WIDTH + 6) + 6, 102)
DECK_AREA = QRectF(RIGHT, 188, 266, 132)
STOCK_AREA = QRectF(RIGHT + 274, 188, RIGHT_WIDTH - 274, 132)


def stock_rect(size: int) -> QRectF:
    """The pile of certificates of ``size`` shares."""
    index = CERTIFICATE_SIZES.index(size)
    width = (STOCK_AREA.width() - 16) / len(CERTIFICATE_SIZES)
    return QRectF(STOCK_AREA.x() + 8 + index * width, STOCK_AREA.y() + 28, width - 4, 96)


PANELS_TOP = 328.0
PANEL_HEIGHT = 94.0


def panel_rect(player: int) -> QRectF:
    return QRectF(RIGHT, PANELS_TOP + player * (PANEL_HEIGHT + 4), RIGHT_WIDTH, PANEL_HEIGHT)


CARD_SIZE = (32.0, 46.0)
CARDS_LEFT = 300.0
CARDS_WIDTH = 180.0


def privilege_rect(panel: QRectF, slot: int, cards: int) -> QRectF:
    """A privilege card's place in a player's area: side by side, overlapping when he holds many."""
    w, h = CARD_SIZE
    step = min(w + 4, (CARDS_WIDTH - w) / max(1, cards - 1))
    return QRectF(panel.x() + CARDS_LEFT + slot * step, panel.y() + 26, w, h)


# -- the action bar --------------------------------------------------------------------------------
BAR = QRectF(10, 834, 1580, 160)
PROMPT = QRectF(24, 838, 1300, 30)
BUTTON_HEIGHT = 34.0
BUTTONS_TOP = 874.0


def action_button(index: int) -> QRectF:
    """The buttons of the 13 forms of action, in two rows."""
    row, column = divmod(index, 7)
    width = 178.0
    return QRectF(24 + column * (width + 6), BUTTONS_TOP + row * (BUTTON_HEIGHT + 8), width, BUTTON_HEIGHT)


def choice_button(index: int) -> QRectF:
    width = 170.0
    return QRectF(24 + index * (width + 8), BUTTONS_TOP, width, BUTTON_HEIGHT)


CONFIRM = QRectF(1360, 874, 214, 40)
CANCEL = QRectF(1360, 922, 214, 40)
SUMMARY = QRectF(24, 962, 1320, 28)


def centre(r: QRectF) -> QPointF:
    return r.center()


# -- the deck being ordered -----------------------------------------------------------------------
ORDER_SHEET = QRectF(120, 250, 800, 420)
ORDER_CARD = (84.0, 118.0)


def hand_slot(index: int) -> QPointF:
    """Where the arranger's card ``index`` lies in his hand, on the sheet."""
    return QPointF(ORDER_SHEET.x() + 30 + index * (ORDER_CARD[0] + 10), ORDER_SHEET.y() + 70)


def deck_slot(position: int) -> QRectF:
    """Deck position ``position`` (0 is the next card)."""
    w, h = ORDER_CARD
    return QRectF(ORDER_SHEET.x() + 30 + position * (w + 10), ORDER_SHEET.y() + 250, w, h)
