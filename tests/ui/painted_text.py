"""Every line of text a view paints, with its size on screen: a paint device that records text.

Qt hands each line a painter draws to the paint engine's ``drawTextItem`` with the line's font,
while the engine follows the painter's transform (the view's scale times the items' own). This
device keeps both and draws nothing else, so a test can read what a person would see on screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPaintDevice, QPaintEngine, QPaintEngineState, QPainter, QTextItem
from PySide6.QtWidgets import QGraphicsView

DPI = 96
"""The logical resolution the device reports (Qt's on every desktop platform): 9 pt is 12 px."""


@attrs.frozen
class PaintedText:
    text: str
    pixels: float
    """The font's height on screen, in pixels: its pixel size times the painter's vertical scale."""
    width: float
    """The line's width, in the painter's units."""
    left: float
    baseline: float
    """Where the line begins and its baseline lies, in the painter's units: whether it stays in its box."""
    ink: QRectF = attrs.field(factory=QRectF)
    """What the line's letters cover, in the painter's units: whether something drawn over it hides it."""
    bold: bool = False

    @property
    def points(self) -> float:
        return self.pixels * 72 / DPI


class _Recorder(QPaintEngine):
    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.texts: list[PaintedText] = []
        self.scale = 1.0

    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def updateState(self, state: QPaintEngineState) -> None:
        if state.state() & QPaintEngine.DirtyFlag.DirtyTransform:
            t = state.transform()
            self.scale = math.hypot(t.m21(), t.m22())

    def drawTextItem(self, p: QPointF, item: QTextItem) -> None:
        font = item.font()
        pixels = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * DPI / 72
        ink = QFontMetricsF(font).tightBoundingRect(item.text()).translated(p)
        self.texts.append(PaintedText(item.text(), pixels * self.scale, item.width(), p.x(), p.y(), ink, font.bold()))

    def drawPixmap(self, r: QRectF, pm: object, sr: QRectF) -> None:
        """Pictures hold no text to read."""

    def drawPolygon(self, *args: object) -> None:
        """Shapes hold no text either (nor do paths, rectangles, ellipses or lines)."""

    drawPath = drawRects = drawEllipse = drawLines = drawPoints = drawImage = drawTiledPixmap = drawPolygon


class _Device(QPaintDevice):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _Recorder()
        self.size = (width, height)

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        width, height = self.size
        return {
            m.PdmWidth: width,
            m.PdmHeight: height,
            m.PdmWidthMM: round(width * 25.4 / DPI),
            m.PdmHeightMM: round(height * 25.4 / DPI),
            m.PdmDpiX: DPI,
            m.PdmDpiY: DPI,
            m.PdmPhysicalDpiX: DPI,
            m.PdmPhysicalDpiY: DPI,
            m.PdmDepth: 32,
            m.PdmNumColors: 1 << 24,
            m.PdmDevicePixelRatio: 1,
            m.PdmDevicePixelRatioScaled: round(QPaintDevice.devicePixelRatioFScale()),
        }.get(metric, 0)


def recorded(width: int, height: int, paint: Callable[[QPainter], None]) -> list[PaintedText]:
    """The lines ``paint`` draws with a painter on a ``width`` × ``height`` device."""
    device = _Device(width, height)
    painter = QPainter(device)
    paint(painter)
    painter.end()
    return device.engine.texts


def painted_texts(view: QGraphicsView) -> list[PaintedText]:
    """What ``view`` shows of its scene now, line by line, at the view's own scale."""
    viewport = view.viewport().rect()
    return recorded(viewport.width(), viewport.height(), lambda p: view.render(p, QRectF(viewport), viewport))
