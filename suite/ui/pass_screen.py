"""The cover that hides the game page (table, log, status line) while the screen passes to the next person."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

from suite.core.i18n import fmt
from suite.ui.move_log import growth
from suite.ui.retranslate import Retranslating

ARMING_MS = 700
"""How long the cover's button stays closed once the cover is up: an Enter pressed twice, or a click
doubled, on the last screen landed on the new cover, showed the next person's game to the one who had
just played, and went on to submit that person's move before she sat down. The button shows it: greyed
while closed (``QPushButton#primary:disabled`` in ``art.STYLE``), in its colour once open; in its colour
throughout, a click that did nothing looked like a button that did not work."""

LIFTING_MS = 400
"""How long, once the cover is lifted, the page beneath ignores keys and presses: an Enter pressed twice on the
cover's button (80 ms apart) lifted it, and the second pressed the table's Confirm, a bid of nothing the person had
not seen. Too short for a person who has only just seen her game to mean a move."""
_SWALLOWED = (
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
)

MESSAGE_POINTS = 22
"""The name of the player the screen passes to, at 1024×700."""
DETAIL_POINTS = 12
"""The line under it and the button, at 1024×700; both grow with the window (``PassScreen._grow``)."""


class PassScreen(Retranslating, QWidget):
    """Covers its parent completely; ``confirmed(player)`` when that person is in front of it."""

    confirmed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._player = -1
        self._name = ""
        self._factor = 0.0
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setAutoDefault(True)  # Enter presses it too, not only Space: it has the focus
        self.button.clicked.connect(self._confirm)
        layout.addWidget(self.message)
        layout.addWidget(self.detail)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the cover holds the keys while its button is closed
        self._arming = QTimer(self)
        self._arming.setSingleShot(True)
        self._arming.setInterval(ARMING_MS)
        self._arming.timeout.connect(self._arm)
        self._lifted = QElapsedTimer()
        parent.installEventFilter(self)
        self._grow()
        self.hide()

    def _grow(self) -> None:
        """Its words grow with the window as the log's do (``growth``): at 1920×1080 the line under the name and
        the button were as small as at 1024×700."""
        factor = growth(self.window().size())
        if factor == self._factor:  # every resize of the table comes here: restyle only when the size changes
            return
        self._factor = factor
        self.message.setStyleSheet(f"color: #f6efe1; font-size: {MESSAGE_POINTS * factor:.1f}pt; font-weight: 600;")
        self.detail.setStyleSheet(f"color: #d8cbb0; font-size: {DETAIL_POINTS * factor:.1f}pt;")
        self.button.setStyleSheet(f"font-size: {DETAIL_POINTS * factor:.1f}pt; padding: {8 * factor:.0f}px;")

    def cover_for(self, player: int, name: str) -> None:
        self._player, self._name = player, name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setEnabled(False)
        self.setFocus()
        self._arming.start()

    def _arm(self) -> None:
        self.button.setEnabled(True)
        if self.isVisible():
            self.button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys pressed while the button is closed end here, not on the table hidden beneath."""
        event.accept()

    def _confirm(self) -> None:
        self.hide()
        self._lifted.start()
        QApplication.instance().installEventFilter(self)  # until ``LIFTING_MS`` has passed (``_doubled``)
        self.confirmed.emit(self._player)

    def lifting(self) -> bool:
        """Whether the cover was lifted less than ``LIFTING_MS`` ago: the page still ignores keys and presses."""
        return self._lifted.isValid() and self._lifted.elapsed() < LIFTING_MS

    def _doubled(self, watched: QObject, event: QEvent) -> bool:
        """Whether ``event`` is a key or a press on the page within ``LIFTING_MS`` of lifting the cover: the
        second of a doubled Enter or click, meant for the cover."""
        if event.type() not in _SWALLOWED or not self._lifted.isValid():
            return False
        if not self.lifting():
            self._lifted.invalidate()
            QApplication.instance().removeEventFilter(self)
            return False
        page = self.parentWidget()
        return isinstance(watched, QWidget) and (watched is page or page.isAncestorOf(watched))

    def retranslate(self) -> None:
        self.message.setText(fmt(self.tr("Pass the screen to %1"), self._name))
        self.detail.setText(fmt(self.tr("The others look away: what follows is for %1's eyes only."), self._name))
        self.button.setText(fmt(self.tr("I am %1: show my game"), self._name))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 38, 29, 250))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
            self._grow()
        return self._doubled(watched, event)
