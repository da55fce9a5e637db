"""Fonts for painted tables: sized in scene pixels and shrunk to fit, whatever the language.

A table's scene is scaled to its widget, so a font sized for the screen's DPI would grow and shrink
against the art around it; these sizes are scene pixels and scale with the board.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter

READABLE = 12.0
"""The smallest text a table may show on screen, in pixels: 9 points at the usual 96 dots per inch.
A table sizes its scene's texts and its view's smallest scale so that none is drawn smaller."""


def on_screen(painter: QPainter, pixels: float) -> float:
    """How many screen pixels ``pixels`` of the item being painted take, at the painter's current
    scale (the view's, a layer's, the item's own)."""
    t = painter.worldTransform()
    return pixels * math.hypot(t.m21(), t.m22())


def font(pixels: float, bold: bool = False) -> QFont:
    """Sizes in scene pixels, so text scales with the board instead of following the screen's DPI."""
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted(text: str, width: float, pixels: float, bold: bool = False, smallest: float = 9) -> QFont:
    """The font of ``pixels`` or a smaller one, so that ``text`` fits ``width`` on one line: French
    runs a third longer than English, and a label must never be cut."""
    size = pixels
    while size > smallest and QFontMetrics(font(size, bold)).horizontalAdvance(text) > width:
        size -= 1
    return font(size, bold)


def wrapped(text: str, rect: QRectF, pixels: float, bold: bool = False, smallest: float = 9) -> QFont:
    """Like ``fitted`` for a text wrapped over several lines inside ``rect``."""
    size = pixels
    while size > smallest:
        bounds = QFontMetrics(font(size, bold)).boundingRect(rect.toRect(), int(Qt.TextFlag.TextWordWrap), text)
        if bounds.height() <= rect.height() and bounds.width() <= rect.width():
            break
        size -= 1
    return font(size, bold)
