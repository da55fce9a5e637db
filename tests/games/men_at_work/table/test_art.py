"""The painted building site: outlines are the physics' shapes, pieces land where the site has them (girders in
their colours, hats on heads or wherever they fell), the view holds the whole site, and the cover's and the
rules page's sites stand as written."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import math
import subprocess
import sys

import attrs
import pymunk
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from suite.games.men_at_work.constants import CRANE_JIB_LENGTH, FLOOR_Y, TABLE_HALF_WIDTH
from suite.games.men_at_work.site.physics import Site, hat_seat, piece_shapes
from suite.games.men_at_work.site.pieces import Colour, Hat, Kind, Piece, Pose, Snapshot
from suite.games.men_at_work.table import art
from suite.games.men_at_work.table.cover import BOARD_SITE, COVER_SITE, board_picture, cover_art

SIZE = (1200, 800)
VIEW = QRectF(-220.0, -40.0, 440.0, 300.0)
"""The part of the cover's site the tests look at (mm, y up)."""


@pytest.fixture
def painted(qapp) -> tuple[QImage, QTransform]:
    """The cover's site painted, and the transform from site mm to the image's pixels."""
    return paint(COVER_SITE)


def paint(
    snapshot: Snapshot, view: QRectF = VIEW, transform: QTransform | None = None, **shown
) -> tuple[QImage, QTransform]:
    """The site painted as a window paints it: again while ``paint_site`` says some pieces were drawn from a
    nearby picture (it pre-paints a few at a time), which must settle within a few paintings."""
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    t = transform or art.site_transform(QRectF(0, 0, *SIZE), view)
    for _ in range(12):
        image.fill(QColor("white"))
        p = QPainter(image)
        p.setTransform(t)
        sharp = art.paint_site(p, snapshot, **shown)
        assert p.transform() == t, "paint_site leaves the caller's transform as it found it"
        p.end()
        if sharp:
            return image, t
    raise AssertionError("the pieces never came out sharp")


def pixel(image: QImage, t: QTransform, x: float, y: float) -> QColor:
    point = t.map(QPointF(x, y))
    return image.pixelColor(math.floor(point.x()), math.floor(point.y()))


def on_piece(pose: Pose, x: float, y: float) -> tuple[float, float]:
    """The site point at (x, y) in the frame of a piece at ``pose``."""
    point = art.pose_transform(pose).map(QPointF(x, y))
    return point.x(), point.y()


def distance(a: QColor, b: QColor) -> float:
    return math.dist(a.getRgb()[:3], b.getRgb()[:3])


# -- outlines --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(Kind))
def test_an_outline_is_the_union_of_the_piece_s_collision_shapes(kind: Kind) -> None:
    pose = Pose(31.0, 57.0, 0.37)
    body = pymunk.Body()
    body.position, body.angle = (pose.x, pose.y), pose.angle
    shapes = [shape for shape, _ in piece_shapes(kind, body)]
    drawn = art.pose_transform(pose).map(art.outline(kind))
    for shape in shapes:
        if isinstance(shape, pymunk.Poly):
            corners = [body.local_to_world(v) for v in shape.get_vertices()]
        else:
            corners = [body.local_to_world(shape.offset + pymunk.Vec2d(shape.radius, 0).rotated(a)) for a in range(6)]
        middle = sum(corners, pymunk.Vec2d(0, 0)) / len(corners)
        for corner in corners:
            assert drawn.contains(QPointF(*(corner + (middle - corner).normalized() * 0.05))), (kind, corner)
    boxes = [shape.cache_bb() for shape in shapes]
    bounds = drawn.boundingRect()
    assert bounds.left() == pytest.approx(min(b.left for b in boxes), abs=1e-3)
    assert bounds.right() == pytest.approx(max(b.right for b in boxes), abs=1e-3)
    assert bounds.top() == pytest.approx(min(b.bottom for b in boxes), abs=1e-3)
    assert bounds.bottom() == pytest.approx(max(b.top for b in boxes), abs=1e-3)


def test_the_art_and_the_cover_load_no_pymunk() -> None:
    """The launcher paints the cover while the suite starts: the physics engine would cost it tens of ms."""
    probe = "import sys, suite.games.men_at_work.table.cover; print('pymunk' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_piece_turns_counter_clockwise_like_the_physics() -> None:
    body = pymunk.Body()
    body.position, body.angle = (10.0, 20.0), 0.5
    mapped = art.pose_transform(Pose(10.0, 20.0, 0.5)).map(QPointF(75.0, 5.0))
    assert (mapped.x(), mapped.y()) == pytest.approx(tuple(body.local_to_world((75.0, 5.0))))


# -- painting ---------------------------------------------------------------------------------------------


def test_pieces_change_the_picture_where_they_are_and_nowhere_else(painted) -> None:
    image, t = painted
    empty, _ = paint(attrs.evolve(COVER_SITE, pieces=()))
    for piece in COVER_SITE.pieces:
        x, y = on_piece(piece.pose, 3.75 if piece.kind is Kind.GIRDER else 0.0, 0.0)
        assert pixel(image, t, x, y) != pixel(empty, t, x, y), piece
    for x, y in ((-200.0, 240.0), (180.0, 200.0), (-190.0, 120.0), (0.0, -20.0)):
        assert pixel(image, t, x, y) == pixel(empty, t, x, y), (x, y)


def test_each_girder_shows_its_own_colour(painted) -> None:
    image, t = painted
    for piece in COVER_SITE.pieces:
        if piece.kind is Kind.GIRDER:
            assert piece.colour is not None
            seen = pixel(image, t, *on_piece(piece.pose, 3.75, 0.0))
            nearest = min(Colour, key=lambda c: distance(seen, QColor(art.GIRDER_PAINT[c][1])))
            assert nearest is piece.colour, (piece, seen.name())


def yellow(colour: QColor) -> bool:
    """A hard hat's yellow: red and green high, blue low."""
    return colour.red() > 200 and colour.green() > 150 and colour.blue() < 110


def test_a_worker_without_a_hat_entry_wears_it_on_his_head(qapp) -> None:
    worker = Piece(1, Kind.WORKER, Pose(0.0, 18.0, 0.2))
    close = QRectF(-40.0, -10.0, 80.0, 60.0)
    image, t = paint(Snapshot(pieces=(worker,)), close)
    seat = hat_seat(worker.pose)
    assert yellow(pixel(image, t, seat.x, seat.y))


def test_a_knocked_off_hat_is_painted_where_it_fell_and_not_on_the_head(qapp) -> None:
    worker = Piece(1, Kind.WORKER, Pose(0.0, 18.0, 0.0))
    fallen = Pose(30.0, 1.0, math.pi)
    close = QRectF(-40.0, -10.0, 80.0, 60.0)
    image, t = paint(Snapshot(pieces=(worker,), hats=(Hat(1, fallen),)), close)
    seat = hat_seat(worker.pose)
    assert not yellow(pixel(image, t, seat.x, seat.y))
    assert yellow(pixel(image, t, fallen.x, fallen.y))


def test_marks_ghosts_and_held_pieces_are_painted(painted) -> None:
    image, t = painted
    brick = COVER_SITE.piece(13)
    ghost = Piece(50, Kind.GIRDER, Pose(-150.0, 200.0, 0.0), Colour.PURPLE)
    shown, _ = paint(COVER_SITE, marks={13: QColor("#d62828")}, ghost=[ghost], held=[19])
    edge = on_piece(brick.pose, 0.0, 4.0 + 0.4)
    assert distance(pixel(shown, t, *edge), QColor("#d62828")) < distance(pixel(image, t, *edge), QColor("#d62828"))
    assert pixel(shown, t, ghost.pose.x + 3.75, ghost.pose.y) != pixel(image, t, ghost.pose.x + 3.75, ghost.pose.y)
    top = COVER_SITE.piece(19).pose
    beside = on_piece(top, 0.0, 4.0 + 2.0)
    assert pixel(shown, t, *beside) != pixel(image, t, *beside), "a held piece glows"


def test_pieces_copied_from_pictures_match_pieces_painted_as_paths(painted) -> None:
    """A view turned by a hair is painted as paths; the upright view copies pre-painted pieces: both alike."""
    image, t = painted
    turned = QTransform(t.m11(), 1e-7, 0.0, 1e-7, t.m22(), 0.0, t.dx(), t.dy(), 1.0)
    paths, _ = paint(COVER_SITE, transform=turned)
    differences = [
        distance(image.pixelColor(x, y), paths.pixelColor(x, y))
        for x in range(0, SIZE[0], 3)
        for y in range(0, SIZE[1], 3)
    ]
    assert sum(differences) / len(differences) < 1.0
    assert sorted(differences)[int(len(differences) * 0.995)] < 40.0


def test_the_height_line_leaves_the_transform_and_labels_above_the_line(qapp) -> None:
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    t = art.site_transform(QRectF(0, 0, *SIZE), VIEW)
    p = QPainter(image)
    p.setTransform(t)
    art.paint_height_line(p, 120.0, VIEW, "120 mm")
    assert p.transform() == t
    p.end()
    line = t.map(QPointF(0.0, 120.0))
    assert image.pixelColor(round(line.x()), round(line.y())) != QColor("white")
    label = [image.pixelColor(x, y) for x in range(8, 60) for y in range(round(line.y()) - 20, round(line.y()) - 4)]
    assert any(colour.blue() > colour.red() + 40 for colour in label), "the label's ink sits above the line"


def test_the_height_line_s_label_stands_at_the_end_away_from_the_highest_piece(qapp) -> None:
    """At the left end, the label hid a tower standing at the left of the site: its top, the inspector's ghost
    on it and the piece the person lined up with that ghost."""
    t = art.site_transform(QRectF(0, 0, *SIZE), VIEW)
    line = t.map(QPointF(0.0, 120.0))

    def inked(highest: float) -> tuple[bool, bool]:
        image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        p = QPainter(image)
        p.setTransform(t)
        art.paint_height_line(p, 120.0, VIEW, "120 mm", clear_of=highest)
        p.end()

        def ink(xs: range) -> bool:
            return any(image.pixelColor(x, y).blue() > image.pixelColor(x, y).red() + 40
                       for x in xs for y in range(round(line.y()) - 20, round(line.y()) - 7))  # fmt: skip

        return ink(range(8, 60)), ink(range(SIZE[0] - 60, SIZE[0] - 8))

    assert inked(VIEW.left() + 10) == (False, True), "a tower at the left: the label at the right"
    assert inked(VIEW.right() - 10) == (True, False)


# -- the view -----------------------------------------------------------------------------------------------


def inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(inner)


@pytest.mark.parametrize("variant", [{}, {"crane": True}, {"box": True}])
def test_the_site_area_holds_the_table_every_piece_hat_and_fixture(variant: dict[str, bool]) -> None:
    fallen = Piece(40, Kind.BRICK, Pose(420.0, FLOOR_Y + 4.0, 0.3))
    snapshot = attrs.evolve(
        COVER_SITE, pieces=(*COVER_SITE.pieces, fallen), hats=(Hat(18, Pose(-250.0, 1.0, 2.0)),), **variant
    )
    area = art.site_area(snapshot, margin=10.0)
    for piece in snapshot.pieces:
        assert inside(area, art.pose_transform(piece.pose).mapRect(art.outline(piece.kind).boundingRect())), piece
    assert inside(area, art.pose_transform(snapshot.hats[0].pose).mapRect(art.outline(Kind.HAT).boundingRect()))
    assert area.left() <= -TABLE_HALF_WIDTH - 10.0 and area.right() >= 420.0
    if snapshot.crane:
        assert area.bottom() >= 278.0 and area.right() >= CRANE_JIB_LENGTH
    if snapshot.box:
        assert area.bottom() >= 90.0


def test_the_site_area_grows_to_a_shape_upwards_or_sideways_never_down() -> None:
    plain = art.site_area(COVER_SITE)
    tall = art.site_area(COVER_SITE, aspect=0.8)
    wide = art.site_area(COVER_SITE, aspect=4.0)
    assert tall.width() / tall.height() == pytest.approx(0.8)
    assert tall.top() == plain.top() and tall.left() == plain.left()
    assert wide.width() / wide.height() == pytest.approx(4.0)
    assert wide.top() == plain.top() and wide.center().x() == pytest.approx(plain.center().x())


def test_the_site_transform_fits_the_area_centred_with_y_up() -> None:
    area = QRectF(-100.0, 0.0, 200.0, 100.0)
    t = art.site_transform(QRectF(0, 0, 800, 800), area)
    assert t.map(QPointF(-100.0, 0.0)) == QPointF(0.0, 600.0)
    assert t.map(QPointF(100.0, 100.0)) == QPointF(800.0, 200.0)
    assert t.m11() == -t.m22() == 4.0


# -- the pictures ---------------------------------------------------------------------------------------------


def largest_move(before: Snapshot, after: Snapshot) -> float:
    moved = [
        math.dist((a.pose.x, a.pose.y), (b.pose.x, b.pose.y)) for a, b in zip(before.pieces, after.pieces, strict=True)
    ]
    hats = {hat.worker: hat.pose for hat in after.hats}
    for worker in (piece for piece in before.pieces if piece.kind is Kind.WORKER):
        was = next((hat.pose for hat in before.hats if hat.worker == worker.id), hat_seat(worker.pose))
        moved.append(math.dist((was.x, was.y), (hats[worker.id].x, hats[worker.id].y)))
    return max(moved)


@pytest.mark.parametrize("snapshot", [COVER_SITE, BOARD_SITE], ids=["cover", "rules page"])
def test_the_pictures_sites_stand_as_written(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    for _, body in site.everything():
        body.activate()
    assert site.settle().asleep
    assert largest_move(snapshot, site.snapshot()) < 1.0


def test_the_cover_and_the_rules_picture_are_painted_at_their_size(qapp) -> None:
    cover = cover_art(320, 200)
    board = board_picture(720, 480)
    assert (cover.width(), cover.height()) == (320, 200)
    assert (board.width(), board.height()) == (720, 480)
    colours = {board.toImage().pixelColor(x, y).name() for x in range(0, 720, 24) for y in range(0, 480, 24)}
    assert len(colours) > 12, "a picture, not a flat fill"


def test_the_held_piece_is_painted_over_a_ghost(qapp) -> None:
    """A hint's ghost where the person holds his piece was drawn over it, veiling the piece in his hand."""
    held = COVER_SITE.piece(19)
    ghost = Piece(-1, Kind.GIRDER, held.pose, Colour.PURPLE)
    alone, t = paint(COVER_SITE, held=[19])
    veiled, _ = paint(COVER_SITE, held=[19], ghost=[ghost])
    assert pixel(veiled, t, held.pose.x, held.pose.y) == pixel(alone, t, held.pose.x, held.pose.y)


def test_the_ghost_s_edge_shows_over_the_held_piece(qapp) -> None:
    """Held over his ghost, a worker hid all of it: the person could not line him up. The ghost's edge is drawn
    again over the piece in the hand (a ghost a little lower, its top edge across the held girder)."""
    held = COVER_SITE.piece(19)
    ghost = Piece(-1, Kind.GIRDER, Pose(held.pose.x, held.pose.y - 3.0, held.pose.angle), Colour.PURPLE)
    alone, t = paint(COVER_SITE, held=[19])
    lined, _ = paint(COVER_SITE, held=[19], ghost=[ghost])
    x, y = on_piece(ghost.pose, 0.0, 5.0)  # the ghost's top edge, inside the held girder
    assert distance(pixel(lined, t, x, y), pixel(alone, t, x, y)) > 40


@pytest.mark.parametrize("colour", list(Colour), ids=lambda colour: colour.value)
@pytest.mark.parametrize("view", [QRectF(-150.0, 100.0, 300.0, 200.0), QRectF(-450.0, 0.0, 900.0, 600.0)],
                         ids=["close", "far"])  # fmt: skip
def test_a_ghost_of_every_colour_stands_out_from_the_wall(qapp, colour: Colour, view: QRectF) -> None:
    """A white girder's ghost was its own near-white at a third of its strength inside thin dashes: on the pale
    wall it changed the picture under it by 17 close up and 41 from afar (RGB distance, on average)."""
    ghost = Piece(-1, Kind.GIRDER, Pose(0.0, 200.0, 0.1), colour)
    bare, t = paint(Snapshot(), view)
    shown, _ = paint(Snapshot(), view, ghost=[ghost])
    area = t.map(art.pose_transform(ghost.pose).map(art.outline(Kind.GIRDER)))
    box = area.boundingRect().toAlignedRect()
    changes = [
        distance(shown.pixelColor(x, y), bare.pixelColor(x, y))
        for x in range(box.left(), box.right() + 1)
        for y in range(box.top(), box.bottom() + 1)
        if area.contains(QPointF(x + 0.5, y + 0.5))
    ]
    assert sum(changes) / len(changes) >= 60.0
