"""The end of the game over the site: who won and how, each player's awards and certificates, then New game
or Back to the games. The site stays visible around it, as the construction stood at the end: the banner covers
none of its pieces. Centred a sixth of the way down the view it covered the top of the tower, and the winning
placement could not be seen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from suite.games.men_at_work import narration
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.table.site_view import SiteView
from suite.games.men_at_work.table.texts import tr
from suite.ui.move_log import grown_font, growth

GAP = 16
WIDTH = 460
"""The banner's width at 1024×700, in pixels."""
TITLE_PIXELS = 18
"""The winner's line at 1024×700; it grows with the window (``grow``)."""
"""Pixels between the banner and the top of the view, and between the banner and the room the site is framed in."""


class EndBanner(QFrame):
    """Hidden until the frame shown is the game's end."""

    def __init__(self, parent: SiteView, on_new_game: Callable[[], None], on_back: Callable[[], None]) -> None:
        super().__init__(parent)
        self.site_view = parent
        self.setObjectName("endBanner")
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.lines = QLabel()
        self.lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lines.setWordWrap(True)
        self.new_game = QPushButton()
        self.new_game.clicked.connect(on_new_game)
        self.back = QPushButton()
        self.back.clicked.connect(on_back)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_game)
        buttons.addWidget(self.back)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.lines)
        layout.addLayout(buttons)
        self.view: State | None = None
        self.names: Sequence[str] = ()
        self.factor = 1.0
        self.hide()
        parent.installEventFilter(self)

    def grow(self, factor: float) -> None:
        """Its words grow with the window as the panel's and the log's do (``move_log.growth``): at 1920×1080
        the banner that says who won was the smallest text on the screen."""
        if factor == self.factor and self.styleSheet():  # a resize that leaves the factor: no restyling
            self._place()
            return
        self.factor = factor
        points = grown_font(factor).pointSizeF()
        body = f"font-size: {points:.1f}pt;" if points > 0 else ""
        self.setStyleSheet(
            "QFrame#endBanner { background: rgba(255, 249, 232, 235); border: 2px solid #8a6d3b; border-radius: 10px; }"
            f" QLabel {{ color: #2b2118; {body} }} QPushButton {{ {body} }}"
            f" QLabel#title {{ font-size: {TITLE_PIXELS * factor:.0f}px; font-weight: bold; }}"
        )
        self._place()

    def show_result(self, view: State, names: Sequence[str] | None) -> None:
        if names is None or view.phase is not Phase.OVER:
            self.view = None
            self.hide()
            self.site_view.keep_room_above(0)
            return
        self.view, self.names = view, names
        self.site_view.fit()  # the whole site, as the construction stood at the end: a zoomed view hid some
        self.grow(growth(self.window().size()))
        self.retranslate()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.new_game.setText(tr("New game"))
        self.back.setText(tr("Back to the games"))
        if self.view is None:
            return
        lines = narration.result(self.view, self.names, tr)
        self.title.setText(lines[-1] if lines else "")
        self.lines.setText("\n".join(lines[:-1]))
        self._place()

    def _place(self) -> None:
        """At the top of the view, on the side farther from the highest piece (as Rita's "highest piece" label
        is), or in the middle: the first of those spots that covers no piece of the whole site. When each would
        cover one, it stands in the middle and the site is framed in the room left under it."""
        view = self.site_view
        width = min(round(WIDTH * self.factor), view.width() - 40)
        self.setFixedWidth(width)
        self.adjustSize()
        pieces, ruler = view.covered()
        middle = (view.width() - width) // 2
        spots = [QRect(x, GAP, width, self.height() + GAP) for x in (GAP, middle, view.width() - width - GAP)]
        if pieces:
            highest = min(pieces, key=lambda rect: rect.top()).center().x()
            spots.sort(key=lambda spot: -abs(spot.center().x() - highest))
        covered = [*pieces, *([ruler] if ruler is not None else [])]
        clear = [spot for spot in spots if not any(QRectF(spot).intersects(rect) for rect in covered)]
        view.keep_room_above(0 if clear else self.height() + 2 * GAP)
        self.move(clear[0].topLeft() if clear else QPoint(middle, GAP))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keeps the banner clear of the site's pieces when the window is resized."""
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.grow(growth(self.window().size()))
        return False
