"""The art of the suite itself: the window icon (drawn as an SVG, shipped as PNGs) and the colours
of the launcher, painted in code, crisp at every size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QIcon, QPainterPath

FELT = QColor("#2f5d46")
WOOD = QColor("#8a5a34")
PAPER = QColor("#f6efe1")
INK = QColor("#2b2118")

STATUS_POINTS = 12
"""The status line's size at 1024×700; it grows with the window (``GamePage.resizeEvent``)."""

STYLE = """
QMainWindow, QDialog { background: #efe6d4; }
QWidget#launcher { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2f5d46, stop:1 #234535); }
QLabel#title { color: #f6efe1; font-size: 30pt; font-weight: 600; }
QLabel#subtitle { color: #d8cbb0; font-size: 12pt; }
QFrame#gameCard { background: #f6efe1; border-radius: 14px; border: 2px solid #c9b48f; }
QFrame#gameCard QLabel#cover { qproperty-alignment: AlignCenter; }
QFrame#gameCard QLabel#gameName { font-size: 17pt; font-weight: 600; color: #2b2118; }
QFrame#gameCard QLabel#gameFacts { color: #5b4a3a; }
QPushButton { padding: 6px 14px; border-radius: 6px; border: 1px solid #8a5a34; background: #fbf6ec; color: #2b2118; }
QPushButton:hover { background: #fff3d6; }
QPushButton:focus { border: 2px solid #c8782a; }
QPushButton:disabled { color: #9b8f80; border-color: #c9bba5; }
QPushButton#primary { background: #c8782a; color: white; border: 1px solid #9c5a1c; font-weight: 600; }
QPushButton#primary:hover { background: #d88a3a; }
QPushButton#primary:disabled { background: #cfc4b2; color: #7d7263; border: 1px solid #a89a84; }
QPushButton#side, QPushButton#sidePrimary { text-align: left; padding: 10px 16px; font-size: 12pt; }
QPushButton#side { background: rgba(246,239,225,0.92); }
QPushButton#sidePrimary { background: #c8782a; color: white; border: 1px solid #9c5a1c; font-weight: 600; }
QPushButton#sidePrimary:hover { background: #d88a3a; }
QPushButton#sidePrimary:disabled { background: rgba(246,239,225,0.5); color: #7d7263; font-weight: normal; }
QListWidget#log { background: #fbf6ec; alternate-background-color: #f3ead8; border: 1px solid #c9b48f; }
QListWidget#log::item { padding: 3px 4px; }
QLabel#note { color: #5b4a3a; font-style: italic; }
""" + f"QLabel#status {{ font-size: {STATUS_POINTS}pt; padding: 4px 8px; }}\n"


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The icon's PNGs (``suite/resources/icons/<size>.png``, rendered from the SVG beside them by
``packaging/icons.py``): the same pictures the desktop shows in its menus."""


def app_icon() -> QIcon:
    """The suite's icon, a meeple in front of a card on the green of a games table, from the package
    data (``importlib.resources``), so the window shows the icon the desktop entry names."""
    from suite.core.package_data import data, on_disk

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(on_disk(data("resources", "icons", f"{size}.png"))), QSize(size, size))
    return icon


def meeple_path(r: QRectF) -> QPainterPath:
    """The familiar wooden figure, fitted in ``r``."""
    w, h, x, y = r.width(), r.height(), r.x(), r.y()
    path = QPainterPath()
    path.addEllipse(QRectF(x + w * 0.33, y, w * 0.34, h * 0.3))
    body = QPainterPath()
    body.moveTo(x + w * 0.38, y + h * 0.27)
    body.lineTo(x + w * 0.05, y + h * 0.42)
    body.quadTo(x, y + h * 0.55, x + w * 0.12, y + h * 0.56)
    body.lineTo(x + w * 0.3, y + h * 0.52)
    body.lineTo(x + w * 0.12, y + h)
    body.lineTo(x + w * 0.42, y + h)
    body.lineTo(x + w * 0.5, y + h * 0.78)
    body.lineTo(x + w * 0.58, y + h)
    body.lineTo(x + w * 0.88, y + h)
    body.lineTo(x + w * 0.7, y + h * 0.52)
    body.lineTo(x + w * 0.88, y + h * 0.56)
    body.quadTo(x + w, y + h * 0.55, x + w * 0.95, y + h * 0.42)
    body.lineTo(x + w * 0.62, y + h * 0.27)
    body.closeSubpath()
    return path.united(body)
