"""The site view frames what the person acts on: a hard hat knocked onto the floor made the view take in the
floor, and during the clean-up the site shrank to a third of its size, the worker to hook 20 px tall. The hat
goes back on its worker at the clean-up's end; a worker on the floor counts once he is the next piece to clear.
A hint's ghost is framed only where the site's frame does not hold it."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt

from suite.games.men_at_work.constants import FLOOR_Y
from suite.games.men_at_work.site.pieces import Hat, Kind, Pose, Snapshot
from suite.games.men_at_work.table import art
from suite.games.men_at_work.table.site_view import SITE_MARGIN, SiteView
from tests.games.men_at_work.positions import little_site


def _view(qtbot, snapshot, ghost=(), to_clear: tuple[int, ...] = ()) -> SiteView:
    view = SiteView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show_site(snapshot)
    view.ghost = ghost
    view.to_clear = to_clear
    view.fit()
    return view


def _framed(qtbot, snapshot, ghost=(), to_clear: tuple[int, ...] = ()) -> float:
    return _view(qtbot, snapshot, ghost, to_clear).fitted().height()


def test_a_hat_on_the_floor_leaves_the_frame_on_the_site(qtbot) -> None:
    site = little_site()
    worker = next(piece for piece in site.pieces if piece.kind is Kind.WORKER)
    on_the_floor = attrs.evolve(site, hats=(Hat(worker.id, Pose(400.0, FLOOR_Y + 10.0)),))
    assert _framed(qtbot, on_the_floor) == _framed(qtbot, site)
    last = attrs.evolve(site.pieces[-1], pose=Pose(400.0, FLOOR_Y + 10.0))
    fallen = attrs.evolve(site, pieces=(*site.pieces[:-1], last))
    without = attrs.evolve(site, pieces=site.pieces[:-1])
    assert _framed(qtbot, fallen) == _framed(qtbot, without), "a piece on the floor left there is not framed"
    assert _framed(qtbot, fallen, to_clear=(last.id,)) > 2 * _framed(qtbot, site), "a piece to clear is framed"


def test_every_piece_to_clear_is_framed_with_a_margin(qtbot) -> None:
    """The view framed only the next piece to clear (outlined in blue): another one, outlined in red, lay cut by the
    view's left edge. Every piece to clear is framed, with the site's margin around it."""
    site = little_site()
    *kept, left, right = site.pieces
    left = attrs.evolve(left, pose=Pose(-520.0, FLOOR_Y + 10.0))
    right = attrs.evolve(right, pose=Pose(380.0, FLOOR_Y + 10.0))
    view = _view(qtbot, attrs.evolve(site, pieces=(*kept, left, right)), to_clear=(right.id, left.id))
    shown = view.fitted().adjusted(SITE_MARGIN - 1.0, 0.0, 1.0 - SITE_MARGIN, 0.0)
    for bounds in art.piece_bounds(Snapshot(pieces=(left, right))):
        assert shown.contains(bounds), (shown, bounds)


def test_a_hint_s_ghost_moves_the_frame_only_when_it_reaches_beyond_it(qtbot) -> None:
    """The hint's ghost over the tower zoomed the whole site out a little: the table top dropped 9 px and the
    spot under the pointer moved. A ghost beyond the frame (the inspector may point there) is still framed."""
    site = little_site()
    top = max(site.pieces, key=lambda piece: piece.pose.y)
    near = attrs.evolve(top, id=99, pose=Pose(top.pose.x, top.pose.y + 30.0))
    far = attrs.evolve(top, id=99, pose=Pose(top.pose.x, top.pose.y + 600.0))
    assert _framed(qtbot, site, (near,)) == _framed(qtbot, site)
    assert _framed(qtbot, site, (far,)) > _framed(qtbot, site) + 300.0


def test_a_view_moved_by_the_person_offers_the_whole_site_back(qtbot) -> None:
    """A tester panned by pressing beside a fallen piece and saw half the site for the rest of the game: F was the
    only way back, and nothing on screen said so. A "Whole site" button shows while the view is moved or zoomed,
    and brings the whole site back."""
    view = SiteView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    view.show_site(little_site())
    view.fit()
    framed = QRectF(view.shown)
    assert not view.whole.isVisible(), "nothing to bring back"
    view.pan_by(QPointF(-200.0, 50.0))
    assert view.whole.isVisible() and view.whole.text() == "Whole site"
    assert view.whole.geometry().right() <= view.width() and view.whole.geometry().top() >= 0
    qtbot.mouseClick(view.whole, Qt.MouseButton.LeftButton)
    assert view.shown == framed and not view.whole.isVisible()
    view.zoom_by(1.25)
    assert view.whole.isVisible(), "a zoom hides part of the site too"
