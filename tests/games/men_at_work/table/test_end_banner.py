"""The end of the game at the Men at Work table: the banner that says who won leaves the site's pieces in sight,
the winning placement at the top of the tower first of all."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QFontInfo

from suite.core.frames import Frame
from suite.core.match import Seat
from suite.games import REGISTRY
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.rules.events import End, GameEnded
from suite.games.men_at_work.rules.state import Phase
from suite.games.men_at_work.site.pieces import Snapshot
from suite.games.men_at_work.table import art
from suite.games.men_at_work.table.end_banner import EndBanner
from suite.games.men_at_work.table.site_view import RULER_LABEL, SITE_MARGIN, SiteView
from suite.games.men_at_work.table.table import MenAtWorkTable
from suite.persistence.codec import converter_for

from ..positions import little_site, state

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Cy", "green", "easy")]
TALL_TOWER = Path(__file__).parents[3] / "data" / "sites" / "tall-tower.json"


def tall_tower() -> Snapshot:
    """34 pieces from a game among normal bots, the highest a worker near the middle."""
    raw = json.loads(TALL_TOWER.read_text(encoding="utf-8"))
    return converter_for(REGISTRY.get("men-at-work")).structure(raw, Snapshot)


@pytest.fixture
def table(qtbot) -> Iterator[MenAtWorkTable]:
    table = MenAtWorkTable(MODULE, SEATS)
    qtbot.addWidget(table)
    table.set_animation_speed(float("inf"))
    yield table
    table.close()


def pieces_on_screen(table: MenAtWorkTable) -> list[QRect]:
    """Each piece's bounding rectangle in the site view's pixels."""
    view = table.site_view
    return [view.transform().mapRect(art.pose_transform(piece.pose).mapRect(art.outline(piece.kind).boundingRect()))
            .toAlignedRect() for piece in view.snapshot.pieces]  # fmt: skip


@pytest.mark.parametrize("site", [tall_tower, little_site], ids=["tall tower", "little site"])
@pytest.mark.parametrize("size", [(1900, 1000), (1600, 1000), (1024, 700)], ids=str)
def test_the_end_banner_covers_none_of_the_site_s_pieces(qtbot, table: MenAtWorkTable, site, size) -> None:
    """It stood centred a sixth of the way down the view, over the top of the tower: the winning placement could
    not be seen. The whole site comes into view, zoomed in as it was, and so does Rita's height line."""
    table.resize(*size)
    table.show()
    over = attrs.evolve(state(site=site()), phase=Phase.OVER, end=End.STOPPED, rita=True)
    frame = Frame(cursor=9, viewer=None, view=MODULE.rules.view(over, None), events=(GameEnded(End.STOPPED, (0,)),),
                  to_move=None)  # fmt: skip
    table.site_view.zoom_by(3.0)  # the person looked closer at the last placement
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame)
    banner = table.banner.geometry()
    assert table.banner.isVisible() and table.site_view.rect().contains(banner)
    rects = pieces_on_screen(table)
    assert len(rects) == len(site().pieces)
    assert not [rect for rect in rects if rect.intersects(banner)], f"the banner at {banner} covers pieces"
    assert all(table.site_view.rect().contains(rect) for rect in rects), "every piece in view"
    assert table.site_view.ruler is not None
    line = table.site_view.transform().map(QPointF(0.0, table.site_view.ruler[0])).y()
    assert banner.bottom() < line - RULER_LABEL, "above Rita's height line and its label"


def test_where_every_spot_would_cover_a_piece_the_site_is_framed_below_the_banner(qtbot) -> None:
    """A view of the site's own shape (no room beside or above the tower) and too small for the banner to fit
    above the tower's margin: the site is framed in the room left under the banner, whole."""
    snapshot = tall_tower()
    area = art.site_area(snapshot, SITE_MARGIN, None, whole_table=False)
    view = SiteView()
    qtbot.addWidget(view)
    view.resize(round(420 * area.width() / area.height()), 420)
    view.show()
    view.show_site(snapshot)
    view.fit()
    banner = EndBanner(view, lambda: None, lambda: None)
    over = attrs.evolve(state(site=snapshot), phase=Phase.OVER, end=End.STOPPED)
    banner.show_result(MODULE.rules.view(over, None), [seat.name for seat in SEATS])
    assert view.room_above >= banner.height(), "no spot at the top of the view was clear of the tower"
    rects = [view.transform().mapRect(art.pose_transform(p.pose).mapRect(art.outline(p.kind).boundingRect()))
             .toAlignedRect() for p in snapshot.pieces]  # fmt: skip
    assert not [rect for rect in rects if rect.intersects(banner.geometry())]
    assert all(view.rect().contains(rect) for rect in rects), "every piece in view"
    banner.show_result(MODULE.rules.view(state(), None), None)
    assert view.room_above == 0 and not banner.isVisible(), "a game taken back from its end: the whole view again"


def test_the_end_banner_grows_with_the_window(qtbot, table: MenAtWorkTable) -> None:
    """At 1920×1080 the banner that says who won wrote in 11-pixel letters, the smallest text on the screen."""
    over = attrs.evolve(state(site=little_site()), phase=Phase.OVER, end=End.STOPPED, rita=True)
    frame = Frame(cursor=9, viewer=None, view=MODULE.rules.view(over, None), events=(GameEnded(End.STOPPED, (0,)),),
                  to_move=None)  # fmt: skip
    sizes = []
    for size in ((1024, 700), (1920, 1080)):
        table.resize(*size)
        table.show()
        with qtbot.waitSignal(table.animationsFinished, timeout=5000):
            table.show_frame(frame)
        banner = table.banner
        sizes.append((QFontInfo(banner.title.font()).pixelSize(), QFontInfo(banner.lines.font()).pixelSize(),
                      banner.width()))  # fmt: skip
    (title, lines, width), (big_title, big_lines, big_width) = sizes
    assert big_title >= 1.4 * title and big_lines >= 1.3 * lines and big_width > width
