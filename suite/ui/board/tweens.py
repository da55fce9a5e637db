"""Small animation tools: a step-by-step runner that never blocks the event loop, and tweens for
graphics items (which are not QObjects, so they are moved from a QVariantAnimation's values).

A show is a list of steps. A step is a function run when the step starts (it may change the scene
at once) that returns the animation to wait for, or None to go straight on. Building each step only
when it starts lets it use what the previous steps left on the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QSequentialAnimationGroup,
    QVariantAnimation,
)
from PySide6.QtWidgets import QGraphicsItem

Step = Callable[[], QAbstractAnimation | None]


class Sequencer(QObject):
    """Runs steps one after the other; ``finish_now`` drops whatever is left without running it."""

    def __init__(self, parent: QObject | None = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self.speed = speed
        self._steps: list[Step] = []
        self._current: QAbstractAnimation | None = None
        self._on_done: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        return self._on_done is not None

    def ms(self, base: float) -> int:
        """A duration in milliseconds at the current speed (never 0, so every animation really runs)."""
        return max(1, round(base / self.speed))

    def run(self, steps: Sequence[Step], on_done: Callable[[], None]) -> None:
        self._steps = list(steps)
        self._on_done = on_done
        self._next()

    def finish_now(self) -> None:
        """Stops the running animation where it is; the caller then shows the final position."""
        self._steps = []
        self._on_done = None
        current, self._current = self._current, None
        if current is not None:
            current.finished.disconnect(self._next)
            current.stop()
            current.deleteLater()

    def _next(self) -> None:
        if self._current is not None:
            self._current.finished.disconnect(self._next)
            self._current.deleteLater()
            self._current = None
        while self._steps:
            animation = self._steps.pop(0)()
            if animation is not None:
                self._current = animation
                animation.finished.connect(self._next)
                animation.start()
                return
        done, self._on_done = self._on_done, None
        if done is not None:
            done()

    # -- building animations -----------------------------------------------------------------------

    def tween(self, base_ms: float, apply: Callable[[float], None],
              easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QVariantAnimation:
        """Calls ``apply(t)`` with t going from 0 to 1."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.ms(base_ms))
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(lambda value: apply(float(value)))
        return animation

    def pause(self, base_ms: float) -> QPauseAnimation:
        return QPauseAnimation(self.ms(base_ms), self)

    def call(self, action: Callable[[], None]) -> QPauseAnimation:
        """Runs ``action`` once, when this point of a group is reached (never if the show is cut short)."""
        animation = QPauseAnimation(1, self)
        animation.finished.connect(action)
        return animation

    def together(self, *animations: QAbstractAnimation) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup(self)
        for animation in animations:
            group.addAnimation(animation)
        return group

    def in_turn(self, *animations: QAbstractAnimation) -> QSequentialAnimationGroup:
        group = QSequentialAnimationGroup(self)
        for animation in animations:
            group.addAnimation(animation)
        return group

    def fly(self, item: QGraphicsItem, start: QPointF, end: QPointF, base_ms: float, arc: float = 60.0,
            end_scale: float = 1.0, easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QVariantAnimation:
        """Moves ``item`` along an arc (a card tossed, a figure climbing), optionally shrinking it."""
        start_scale = item.scale()

        def apply(t: float) -> None:
            lift = math.sin(math.pi * t) * arc
            item.setPos(start + (end - start) * t - QPointF(0, lift))
            item.setScale(start_scale + (end_scale - start_scale) * t)

        return self.tween(base_ms, apply, easing)

    def fade(self, item: QGraphicsItem, start: float, end: float, base_ms: float) -> QVariantAnimation:
        return self.tween(base_ms, lambda t: item.setOpacity(start + (end - start) * t))
