"""Pictures of Men at Work for outside the table: the launcher's cover and the rules page's site.

Both are the table's own painting (``art.paint_site``) of a site in the middle of a game, so the pictures
always look like the game being played. The sites are written out here as the physics left them, not
built by the rules: the launcher paints the cover while the suite starts and must not wait for the rules
or a settle. A test rebuilds each site and lets it settle to check that it stands as written.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from suite.games.men_at_work.site.pieces import Colour, Hat, Kind, Piece, Pose, Snapshot
from suite.games.men_at_work.table.art import paint_site, site_transform
from suite.games.men_at_work.table.texts import tr
from suite.ui.board.banner import paint_title

COVER_SITE = Snapshot(
    pieces=(
        Piece(1, Kind.SUPPORT, Pose(-100.00, 19.92, 0.0)),
        Piece(2, Kind.SUPPORT, Pose(0.00, 19.92, -0.0001)),
        Piece(3, Kind.SUPPORT, Pose(100.00, 19.92, 0.0)),
        Piece(4, Kind.GIRDER, Pose(-76.00, 44.89, -0.0002), Colour.ORANGE),
        Piece(5, Kind.GIRDER, Pose(76.00, 44.89, -0.0003), Colour.PURPLE),
        Piece(6, Kind.GIRDER, Pose(0.01, 54.82, -0.0001), Colour.BLACK),
        Piece(7, Kind.GIRDER, Pose(55.01, 64.72, -0.0001), Colour.WHITE),
        Piece(8, Kind.WORKER, Pose(60.23, 88.49, 0.0963)),
        Piece(9, Kind.BEAM, Pose(58.25, 108.89, 0.0980)),
        Piece(10, Kind.SUPPORT, Pose(-47.04, 80.69, 0.0994)),
        Piece(11, Kind.GIRDER, Pose(-8.86, 109.65, 0.1001), Colour.PURPLE),
        Piece(12, Kind.WORKER, Pose(-39.98, 129.64, 0.0978)),
        Piece(13, Kind.BRICK, Pose(-140.00, 53.88, -0.0001)),
        Piece(14, Kind.BRICK, Pose(141.00, 53.85, 0.0)),
        Piece(15, Kind.BEAM, Pose(-35.20, 150.72, 0.0883)),
        Piece(16, Kind.SUPPORT, Pose(38.03, 139.46, 0.0987)),
        Piece(17, Kind.GIRDER, Pose(5.13, 161.71, 0.0883), Colour.ORANGE),
        Piece(18, Kind.WORKER, Pose(13.47, 185.54, 0.0884)),
        Piece(19, Kind.BRICK, Pose(2.64, 206.64, 0.0867)),
    ),
    issued=19,
)
"""The rulebook's beginner start site grown by eleven placements: a leaning tower three workers high, each
holding up the level above on a beam or a brick, every hat on its head."""

BOARD_SITE = Snapshot(
    pieces=(
        Piece(1, Kind.SUPPORT, Pose(-110.00, 19.92, 0.0001)),
        Piece(2, Kind.SUPPORT, Pose(-30.01, 19.92, 0.0004)),
        Piece(3, Kind.SUPPORT, Pose(60.02, 19.92, -0.0007)),
        Piece(4, Kind.GIRDER, Pose(-70.01, 44.89, -0.0012), Colour.ORANGE),
        Piece(5, Kind.GIRDER, Pose(60.25, 114.84, 1.5676), Colour.PURPLE),
        Piece(6, Kind.GIRDER, Pose(60.50, 194.74, -0.0040), Colour.BLACK),
        Piece(7, Kind.GIRDER, Pose(-30.00, 54.76, -0.0012), Colour.WHITE),
        Piece(8, Kind.WORKER, Pose(14.96, 77.61, -0.0012)),
        Piece(9, Kind.WORKER, Pose(62.53, 217.72, -0.0032)),
        Piece(10, Kind.BEAM, Pose(62.34, 238.19, -0.0068)),
        Piece(11, Kind.SUPPORT, Pose(-200.00, 9.97, math.pi / 2)),
        Piece(12, Kind.BRICK, Pose(-235.00, 3.97, 0.0)),
    ),
    issued=12,
    hats=(Hat(9, Pose(-152.00, 0.94, math.pi)),),
)
"""The rulebook's expert start site a few turns on: a worker carrying a beam on the girder that balances on
an upright one, his hard hat knocked off onto the table, a support and a brick lying beside the site."""

COVER_VIEW = QRectF(-330.0, -45.0, 560.0, 350.0)
"""The part of the site the cover shows (mm, y up): the tower right of the middle, room for the game's name
top left."""
BOARD_VIEW = QRectF(-275.0, -45.0, 470.0, 312.0)
"""The part of the site the rules page shows: the site and what lies beside it, close enough to see the hat."""


SHARPENING = 30
"""Paintings at most until every piece is pre-painted as it stands (a painting does a few, ``art.FRESH_TIME``):
a picture is painted once and kept, so it is painted sharp."""


def _fitted(view: QRectF, width: int, height: int) -> QRectF:
    """``view`` grown to the picture's shape: wider on both sides, or taller, mostly upwards (the table stays
    near the bottom edge)."""
    area = QRectF(view)
    if width / height > area.width() / area.height():
        grow = area.height() * width / height - area.width()
        area.adjust(-grow / 2, 0.0, grow / 2, 0.0)
    else:
        grow = area.width() * height / width - area.height()
        area.adjust(0.0, -grow * 0.2, 0.0, grow * 0.8)
    return area


def _paint(snapshot: Snapshot, area: QRectF, width: int, height: int) -> tuple[QPixmap, QPainter]:
    """A picture of ``snapshot`` showing ``area``, and its painter, still open for what goes on top."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("#efe2c9"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(site_transform(QRectF(0, 0, width, height), area))
    for _ in range(SHARPENING):
        if paint_site(painter, snapshot):
            break
    painter.resetTransform()
    return pixmap, painter


def cover_art(width: int, height: int) -> QPixmap:
    """The launcher's picture: the leaning tower on the table in warm light, under the game's name."""
    pixmap, painter = _paint(COVER_SITE, _fitted(COVER_VIEW, width, height), width, height)
    paint_title(painter, tr("Men at Work"), width, height)
    painter.end()
    return pixmap


def board_picture(width: int, height: int) -> QPixmap:
    """The rules page's picture: a site in the middle of a game on its table."""
    pixmap, painter = _paint(BOARD_SITE, _fitted(BOARD_VIEW, width, height), width, height)
    painter.end()
    return pixmap
