"""The widget a table paints its board in: the whole scene, scaled to fit, proportions kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class BoardView(QGraphicsView):
    """Shows the whole scene, scaled to the widget with its proportions kept, never below
    ``min_scale``: a table whose texts are sized for that scale stays readable in any window, and a
    window too small for it scrolls instead, the last resort.

    It takes no keyboard focus: the table around it does, so that its keys reach the table's own
    handler (Tab over its clickable items) instead of scrolling the view."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None, min_scale: float = 0.0) -> None:
        super().__init__(scene, parent)
        self.min_scale = min_scale
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMinimumSize(480, 300)

    def fit_scale(self) -> float:
        """The scale at which the whole scene fits the widget, a pixel to spare on each side so that
        rounding never calls for a scroll bar."""
        scene = self.sceneRect()
        return min((self.width() - 2) / scene.width(), (self.height() - 2) / scene.height())

    def fit(self) -> None:
        """Scales the scene to the widget. While it fits, the scroll bars are switched off: shown once
        (a first layout smaller than the board), each would take the room that lets the scene fit,
        and they would stay for good around a board that fits the widget."""
        fits = self.fit_scale() >= self.min_scale
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        scale = max(self.fit_scale(), self.min_scale)
        self.resetTransform()
        self.scale(scale, scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
