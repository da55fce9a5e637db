"""The launcher's cover of Power Struggle: the company's six divisions with departments, heads and
the board room, painted with the table's own pieces.

The launcher paints it while the suite starts, so it loads no rules: the position is written out
here (a seeded game of four in its second round, the one the rules page shows); a test checks it
against that game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table.texts_light import division_title
from suite.ui.board.banner import paint_title
from suite.ui.board.fonts import fitted

SAMPLE_COLOURS = ("red", "blue", "green", "yellow")
SAMPLE_DIVISIONS: tuple[tuple[tuple[int, int, bool], ...], ...] = (
    ((2, 1, False), (0, 3, True)),
    ((3, 1, False),),
    ((3, 2, True), (3, 4, False)),
    ((1, 5, True),),
    ((2, 3, True), (1, 3, False), (1, 3, False)),
    ((1, 2, False),),
)
"""Each division's departments, top first: (owner, employees, main department)."""
SAMPLE_HEADS = (0, 1, 3, 1, 2, -1)
SOURCE = QRectF(L.COMPANY_LEFT - 6, L.DIVISION_TOP - 6, L.COMPANY_RIGHT - L.COMPANY_LEFT + 8, 420)
"""The part of the company the cover shows: titles, heads and the top offices."""


def _colour(owner: int) -> QColor:
    return P.player_colour(SAMPLE_COLOURS[owner], owner)


def _paint(p: QPainter) -> None:
    p.fillRect(SOURCE, QColor("#d9cfba"))
    fits = (fitted(division_title(d), L.title_rect(d).width() - 10, 16, True) for d in range(len(SAMPLE_DIVISIONS)))
    titles = min(fits, key=lambda lettering: lettering.pixelSize())  # one lettering: fitted each alone, they differed
    for division, offices in enumerate(SAMPLE_DIVISIONS):
        column = L.division_rect(division)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ece3cd"))
        p.drawRoundedRect(column, 8, 8)
        band = QColor(P.DIVISION_COLOURS[division])
        title = L.title_rect(division)
        p.setBrush(band)
        p.drawRoundedRect(title, 8, 8)
        name = division_title(division)
        p.setPen(P.ink_on(band))
        p.setFont(titles)
        p.drawText(title, Qt.AlignmentFlag.AlignCenter, name)
        head = L.head_rect(division)
        p.setBrush(QColor("#ddd0b2"))
        p.setPen(QPen(band.darker(130), 2))
        p.drawRoundedRect(head, 6, 6)
        owner = SAMPLE_HEADS[division]
        if owner >= 0:
            P.manager(p, QRectF(head.center().x() - 17, head.y() + 10, 34, 46), _colour(owner), owner)
        for row in range(4):
            r = L.office_rect(division, row)
            p.setBrush(QColor("#f7f1e2"))
            p.setPen(QPen(QColor("#c9bb9c"), 1))
            p.drawRoundedRect(r, 5, 5)
            if row < len(offices):
                owner, employees, main = offices[row]
                colour = _colour(owner)
                tint = QColor(colour)
                tint.setAlpha(70)
                p.setBrush(tint)
                p.setPen(QPen(colour, 2.5 if main else 1.5))
                p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 5, 5)
                for i in range(2 if main else 1):
                    P.manager(p, QRectF(r.x() + 6 + i * 22, r.y() + 8, 28, 40), colour, owner)
                left = r.x() + (56 if main else 40)
                for i in range(employees):
                    line, column_ = divmod(i, 3)
                    P.employee(p, QPointF(left + 10 + column_ * 21, r.y() + 17 + line * 22), 8.5)


def cover_art(width: int, height: int) -> QPixmap:
    """The divisions cropped to fill the launcher's card, under the game's name."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("#d9cfba"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = max(width / SOURCE.width(), height / SOURCE.height())
    painter.translate(width / 2, height / 2)
    painter.scale(scale, scale)
    painter.translate(-SOURCE.center())
    _paint(painter)
    painter.resetTransform()
    paint_title(painter, QCoreApplication.translate("", "Power Struggle"), width, height)
    painter.end()
    return pixmap
