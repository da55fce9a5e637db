"""The building site seen from the side, drawn from the live physics world at the screen's frame rate.

The view frames the site itself (it follows a growing tower, and ``fit`` brings it back); the wheel with Ctrl
zooms about the mouse, dragging with the middle button pans (with the left one too while there is no piece to
take: while one is chosen, the left button takes it). The pointer's position is handed to the table in site
millimetres, so the hand works the same at any zoom.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import attrs
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QWidget

from suite.games.men_at_work.constants import FLOOR_Y
from suite.games.men_at_work.site.pieces import Piece, Snapshot
from suite.games.men_at_work.table import art
from suite.games.men_at_work.table.texts import tr

ZOOM_STEP = 1.15
"""How much one notch of Ctrl+wheel zooms."""
ZOOM_RANGE = (0.25, 8.0)
"""How far the person may zoom out and in, relative to the fitted site."""
SITE_MARGIN = 90.0
"""mm of room the view leaves around the site: where the next pieces will be brought in."""
FOLLOW = 0.2
"""The share of the way to the fitted frame the view moves at each frame: a growing tower is followed smoothly."""
NOTE_MS = 2500
"""How long a note beside the pointer (``note_at``) stays, unless the next press takes it away sooner."""
NOTE_OFFSET = 14
RULER_LABEL = 32.0
"""Pixels above Rita's height line that its label may take (a 13 pt label on its plate, 4 px above the line)."""
"""Pixels between the pointer and the note's corner: the note is read beside the pointer, not under it."""


class SiteView(QWidget):
    """Paints ``snapshot`` (the live site) and reports the pointer in site millimetres.

    Signals: pressed / moved / released (QPointF in mm, the mouse button), turned (wheel notches without Ctrl).
    """

    pressed = Signal(QPointF, object)
    moved = Signal(QPointF)
    released = Signal(QPointF, object)
    turned = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(360, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.snapshot = Snapshot()
        self.marks: Mapping[int, QColor] = {}
        self.to_clear: Collection[int] = ()
        """The fallen pieces the clean-up must clear: framed with the site's margin even where they lie on the floor
        (framed alone, the next one left another cut by the view's edge)."""
        self.ghost: Sequence[Piece] = ()
        self.held: Collection[int] = ()
        self.ruler: tuple[float, str, float] | None = None
        """Boss Rita's height line: its height, its label and the x of the highest piece, which the label avoids."""
        self.room_above = 0
        """Pixels at the top of the view the site is not framed in: the end-of-game banner stands there."""
        self.shown = QRectF(-320.0, -60.0, 640.0, 400.0)
        """The site rectangle (mm, y up: ``top`` is the lowest y) the view shows now."""
        self.zoom = 1.0
        self.pan = QPointF(0.0, 0.0)
        self._panning: QPointF | None = None
        self._second_click = False
        """A double-click's second press came: its release is swallowed too (``mouseDoubleClickEvent``)."""
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setStyleSheet("QLabel#note { color: #2b2118; background: #fff7e0; border: 1px solid #d9c48f;"
                                " border-radius: 5px; padding: 3px 6px; }")  # fmt: skip
        self.note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.note.hide()
        self._note_clock = QTimer(self)
        self._note_clock.setSingleShot(True)
        self._note_clock.setInterval(NOTE_MS)
        self._note_clock.timeout.connect(self.note.hide)
        self.whole = QToolButton(self)
        """Back to the whole site, shown once the person has moved or zoomed the view: a tester who panned by
        pressing beside a fallen piece saw half the site for the rest of the game, and F was not to be found."""
        self.whole.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.whole.clicked.connect(self.fit)
        self.whole.hide()
        self.retranslate()

    # -- what is shown ---------------------------------------------------------------------------

    def show_site(self, snapshot: Snapshot, held: Collection[int] = ()) -> None:
        self.snapshot, self.held = snapshot, held
        self.update()

    def fitted(self) -> QRectF:
        """The frame that shows the whole site with its margin, zoomed and panned as the person asked."""
        centre = self._area().center() + self.pan
        area = self._area()
        width, height = area.width() / self.zoom, area.height() / self.zoom
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def _area(self, room_above: int | None = None) -> QRectF:
        """The whole site in the widget's shape, the table at the bottom, room above for the tower. The held
        piece does not count (the view would slide away under the pointer as the piece is lifted) and the
        ghost counts only where it reaches beyond the site's frame (the inspector may point there): counted
        always, a hint's ghost over the tower zoomed the whole site out a little, and the spot under the pointer
        moved. A hat knocked onto the floor does not count either: it goes back on its worker at the clean-up,
        and framing the floor for it showed the site at a third of its size while the person hooked the pieces.
        A piece on the floor counts only while it is to be cleared (``to_clear``): one that lay cut by the view's
        edge could not be seen whole, let alone hooked.
        The site fills the view below ``room_above`` pixels (by default the view's own)."""
        pieces = tuple(piece for piece in self.snapshot.pieces if piece.id not in self.held
                       and (piece.pose.y > FLOOR_Y / 2 or piece.id in self.to_clear))  # fmt: skip
        hats = tuple(hat for hat in self.snapshot.hats if hat.pose.y > FLOOR_Y / 2)
        framed = attrs.evolve(self.snapshot, pieces=pieces, hats=hats)
        below = max(1, self.height() - (self.room_above if room_above is None else room_above))
        area = art.site_area(framed, SITE_MARGIN, self.width() / below, whole_table=False)
        ghost = art.piece_bounds(Snapshot(pieces=tuple(self.ghost)))
        if not all(area.contains(rect) for rect in ghost):
            framed = attrs.evolve(framed, pieces=pieces + tuple(self.ghost))
            area = art.site_area(framed, SITE_MARGIN, self.width() / below, whole_table=False)
        area.setHeight(area.height() * max(below, self.height()) / below)  # y up: the room is added above
        return area

    def covered(self) -> tuple[list[QRectF], QRectF | None]:
        """The pixels each piece and hat covers, and those Rita's height line and its label take across the view
        (None without them), when the whole site is framed as ``fit`` frames it in the whole view."""
        to_screen = art.site_transform(QRectF(self.rect()), self._area(0))
        pieces = [to_screen.mapRect(rect) for rect in art.piece_bounds(self.snapshot)]
        if self.ruler is None:
            return pieces, None
        line = to_screen.map(QPointF(0.0, self.ruler[0])).y()
        return pieces, QRectF(0.0, line - RULER_LABEL, self.width(), RULER_LABEL + 1.0)

    def keep_room_above(self, pixels: int) -> None:
        """Frames the whole site, at once, below the top ``pixels`` of the view (0: in the whole view)."""
        if pixels != self.room_above:
            self.room_above = pixels
            self.fit()

    def follow(self) -> None:
        """One frame's step of the view towards the fitted frame (a tower that grows pulls the view up)."""
        target = self.fitted()
        shown = self.shown
        self.shown = QRectF(
            shown.x() + (target.x() - shown.x()) * FOLLOW,
            shown.y() + (target.y() - shown.y()) * FOLLOW,
            shown.width() + (target.width() - shown.width()) * FOLLOW,
            shown.height() + (target.height() - shown.height()) * FOLLOW,
        )

    def following(self) -> bool:
        """Whether the view is still on its way to the fitted frame (more than half a millimetre off)."""
        target, shown = self.fitted(), self.shown
        return max(abs(target.x() - shown.x()), abs(target.y() - shown.y()), abs(target.width() - shown.width()),
                   abs(target.height() - shown.height())) > 0.5  # fmt: skip

    def unzoom(self) -> None:
        """Forgets the person's zoom and pan; the view then glides (``follow``) to the whole site."""
        self.zoom, self.pan = 1.0, QPointF(0.0, 0.0)
        self._moved()

    def _moved(self) -> None:
        """The "Whole site" button shows while the person's zoom or pan keeps part of the site out of the frame."""
        self.whole.setVisible(self.zoom != 1.0 or not self.pan.isNull())
        self.whole.adjustSize()
        self.whole.move(self.width() - self.whole.width() - 8, 8)

    def retranslate(self) -> None:
        self.whole.setText(tr("Whole site"))
        self.whole.setToolTip(tr("Fit the whole site in view (F)"))
        self._moved()

    def fit(self) -> None:
        """Back to the whole site ("fit the site") at once."""
        self.unzoom()
        self.shown = self.fitted()
        self.update()

    def transform(self) -> QTransform:
        return art.site_transform(QRectF(self.rect()), self.shown)

    def to_site(self, point: QPointF) -> QPointF:
        inverted, _ = self.transform().inverted()
        return inverted.map(point)

    def scale(self) -> float:
        """Pixels per millimetre now."""
        return abs(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new shape of the widget: the site is framed again at once (no gliding into a resized window)."""
        super().resizeEvent(event)
        self.shown = self.fitted()
        self._moved()

    # -- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#dfe9ef"))
        p.save()
        p.setTransform(self.transform())
        sharp = art.paint_site(p, self.snapshot, self.marks, self.ghost, self.held)
        if self.ruler is not None:
            art.paint_height_line(p, self.ruler[0], self.shown, self.ruler[1], self.ruler[2])
        p.restore()
        p.end()
        if not sharp:
            QTimer.singleShot(0, self, self.update)  # some pieces were drawn soft: the next paints sharpen them

    def note_at(self, text: str, at: QPointF) -> None:
        """Shows ``text`` for a moment beside the site point ``at`` (mm), inside the view: the answer to a press
        is read where the person pressed. In the panel's box it could be scrolled out of sight."""
        self.note.setText(text)
        self.note.adjustSize()
        corner = self.transform().map(at).toPoint() + QPoint(NOTE_OFFSET, -NOTE_OFFSET - self.note.height())
        right, bottom = self.width() - self.note.width(), self.height() - self.note.height()
        self.note.move(max(0, min(corner.x(), right)), max(0, min(corner.y(), bottom)))
        self.note.show()
        self.note.raise_()
        self._note_clock.start()

    # -- the pointer -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.note.hide()  # a new press is answered afresh
        if event.button() == Qt.MouseButton.MiddleButton:
            self._panning = event.position()
            return
        self.pressed.emit(self.to_site(event.position()), event.button())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The second press of a double-click, and its release, do nothing: a click in the sky takes the chosen
        piece into the hand and the next click lets it go, so a double-click took a worker and dropped it there
        at once, onto the floor, an accident."""
        self._second_click = True

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None:
            self.drag_view(event.position())
            return
        self.moved.emit(self.to_site(event.position()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._second_click:
            self._second_click = False
            return
        if self._panning is not None:
            self._panning = None
            return
        self.released.emit(self.to_site(event.position()), event.button())

    def start_panning(self, at: QPointF) -> None:
        """The background was pressed with nothing to take: the drag pans the view."""
        self._panning = self.transform().map(at)

    def drag_view(self, position: QPointF) -> None:
        assert self._panning is not None
        scale = self.scale() or 1.0
        delta = position - self._panning
        self._panning = position
        self.pan_by(QPointF(-delta.x() / scale, delta.y() / scale))

    def pan_by(self, millimetres: QPointF) -> None:
        self.pan += millimetres
        self.shown.translate(millimetres)
        self._moved()
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        notches = round(event.angleDelta().y() / 120) or (1 if event.angleDelta().y() > 0 else -1)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier or not self.held:
            self.zoom_by(ZOOM_STEP**notches, self.to_site(event.position()))
        else:
            self.turned.emit(notches)
        event.accept()

    def zoom_by(self, factor: float, about: QPointF | None = None) -> None:
        """Zooms by ``factor`` keeping the point ``about`` (mm) where it is on the screen."""
        zoom = min(max(self.zoom * factor, ZOOM_RANGE[0]), ZOOM_RANGE[1])
        factor = zoom / self.zoom
        self.zoom = zoom
        about = about if about is not None else self.shown.center()
        shown = self.shown
        self.shown = QRectF(
            about.x() - (about.x() - shown.x()) / factor,
            about.y() - (about.y() - shown.y()) / factor,
            shown.width() / factor,
            shown.height() / factor,
        )
        self.pan = self.shown.center() - self._area().center()
        self._moved()
        self.update()
