"""Python's cycle collector runs on the GUI thread only, between events.

Left automatic, the collector runs in whatever thread happens to allocate when a generation fills
up: the bot's worker or the autosave thread as often as the GUI thread, and in the middle of any Qt
call. A cycle can hold the last reference to a Qt object (a window built in Python, a lambda
connected to a signal); collected at the wrong moment, the object is destroyed where Qt cannot
unregister it, and the event loop later delivers a timer event to freed memory. The window tests
showed it: `tests/ui/test_shell.py` crashed inside ``QTimerInfoList::activateTimers`` in about half
of its runs, and never with automatic collection off.

So automatic collection is switched off once a window exists, and a timer on the GUI thread does
what the interpreter would have done: it collects the oldest generation whose count is over its
threshold. Only the window does this; the command line, the tournaments and the benchmarks of the
rules keep Python's own collector.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 25
"""How often the GUI thread looks at the collector's counts. Between two looks a bot thinking at full
speed allocates tens of thousands of objects, which a young-generation collection goes through in a
few milliseconds. Every 100 ms was too seldom for the Men at Work hard bot: one collection of what it
had piled up held the event loop 38 ms, and the longest stall while it thought reached 55-69 ms."""


class GuiThreadCollector(QObject):
    """Owned by the application; there is one per process (``collect_on_gui_thread``)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(CHECK_MS)

    def collect(self) -> None:
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return


_ATTRIBUTE = "_gui_thread_collector"


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Installs the collector for ``app`` once; later calls return the same one. It is kept on the
    application object: ``app.findChild`` would wrap each child of the application, its style among
    them, and PySide would then build the dozen Python enums of ``QStyle``, 5 ms of every start."""
    existing = getattr(app, _ATTRIBUTE, None)
    if existing is None:
        existing = GuiThreadCollector(app)
        setattr(app, _ATTRIBUTE, existing)
    return existing
