"""Placing pieces (M13): the hand's pull is limited, loads ride along, and a recorded move replays exactly."""

from __future__ import annotations

import itertools

import pytest

from suite.games.men_at_work.constants import (
    BRICK_HEIGHT,
    DESCENT_CLEARANCE,
    DESCENT_SPEED,
    GIRDER_HEIGHT,
    PATH_RATE,
    SUPPORT_HEIGHT,
    TABLE_HALF_WIDTH,
    WORKER_HEIGHT,
)
from suite.games.men_at_work.site.contacts import Part, contacts, touching
from suite.games.men_at_work.site.physics import Ground, Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Load, Move, Placing, descent_path, perform
from tests.games.men_at_work.site.test_physics import ON_SUPPORTS, STANDING, stacked

GIRDER_TOP = SUPPORT_HEIGHT + GIRDER_HEIGHT


@pytest.fixture(scope="module")
def snapshot() -> Snapshot:
    return stacked()


def two_supports_and_a_girder() -> Site:
    site = Site()
    site.add(Kind.SUPPORT, Pose(-60, STANDING))
    site.add(Kind.SUPPORT, Pose(60, STANDING))
    site.add(Kind.GIRDER, Pose(0, ON_SUPPORTS), Colour.ORANGE)
    assert site.settle().asleep
    return Site.build(site.snapshot())


def line(start: Pose, end: Pose, ticks: int) -> tuple[Pose, ...]:
    """A straight path of ``ticks`` targets after ``start``, ending at ``end``."""
    return tuple(
        Pose(start.x + (end.x - start.x) * n / ticks, start.y + (end.y - start.y) * n / ticks, start.angle)
        for n in range(ticks + 1)
    )


def test_the_same_move_on_the_same_site_gives_the_same_site(snapshot: Snapshot) -> None:
    worker = snapshot.piece(7).pose
    target = Pose(worker.x - 12, worker.y + WORKER_HEIGHT / 2 + 4.05)  # on his left hand
    path = descent_path(Kind.BRICK, target, Site.build(snapshot))
    move = Move(kind=Kind.BRICK, colour=None, load=None, path=path)
    first, second = Site.build(snapshot), Site.build(snapshot)
    assert perform(first, move) == perform(second, move)
    assert first.snapshot() == second.snapshot()
    brick = first.ids()[-1]
    assert {(c.b, c.b_part) for c in contacts(first, brick)} == {(7, Part.ARM)}


def test_a_descent_starts_above_its_column_and_comes_down_at_a_human_pace(snapshot: Snapshot) -> None:
    """S12: clear of what stands under the piece, not of the whole site: beside the site a support comes down
    from 60 mm above the table, not from above the site's highest piece."""
    site = Site.build(snapshot)
    target = Pose(-100, 20)
    path = descent_path(Kind.SUPPORT, target, site)
    assert path[0].y - SUPPORT_HEIGHT / 2 == pytest.approx(DESCENT_CLEARANCE)
    assert path[0].y < site.top(site.highest_piece() or 0)
    assert path[-1] == target
    steps = [before.y - after.y for before, after in itertools.pairwise(path)]
    assert all(0 <= step <= DESCENT_SPEED / PATH_RATE + 1e-9 for step in steps)


def test_a_descent_over_the_highest_piece_starts_above_it(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    highest = site.highest_piece()
    assert highest is not None
    above = Pose(site.piece(highest).pose.x, site.top(highest) + 5.0)
    path = descent_path(Kind.BRICK, above, site)
    assert path[0].y - BRICK_HEIGHT / 2 >= site.top(highest) + DESCENT_CLEARANCE - 0.01


def test_a_held_piece_cannot_pass_through_a_girder() -> None:
    site = two_supports_and_a_girder()
    placing = Placing(site, Kind.BEAM, None, None, Pose(0, 150))
    for target in line(Pose(0, 150), Pose(0, -30), 90) + (Pose(0, -30),) * 30:
        placing.move_to(target)
    beam = site.piece(placing.piece)
    assert beam.pose.y > GIRDER_TOP
    settled = placing.release()
    assert site.piece(3).pose.y == pytest.approx(ON_SUPPORTS, abs=0.5)
    assert touching(site, placing.piece) == frozenset({3})
    assert settled.grounded == ()


def test_a_girder_pushed_off_the_edge_of_the_table_lands_on_the_floor() -> None:
    site = Site()
    girder = site.add(Kind.GIRDER, Pose(TABLE_HALF_WIDTH - 100, GIRDER_HEIGHT / 2), Colour.WHITE)
    assert site.settle().asleep
    site = Site.build(site.snapshot())
    start = Pose(100, SUPPORT_HEIGHT / 2 + 3)
    push = line(start, Pose(TABLE_HALF_WIDTH + 10, start.y), 150)
    lift = line(push[-1], Pose(TABLE_HALF_WIDTH - 50, 80), 30)
    ids, settled = perform(site, Move(kind=Kind.SUPPORT, colour=None, load=None, path=push + lift[1:]))
    assert (girder, Ground.FLOOR) in settled.grounded
    assert Ground.FLOOR in touching(site, girder)
    assert (ids[0], Ground.TABLE) in settled.grounded


def test_a_girder_carries_a_brick_onto_the_supports() -> None:
    site = Site()
    site.add(Kind.SUPPORT, Pose(-60, STANDING))
    site.add(Kind.SUPPORT, Pose(60, STANDING))
    assert site.settle().asleep
    site = Site.build(site.snapshot())
    path = descent_path(Kind.GIRDER, Pose(0, ON_SUPPORTS + 0.05), site, Load(Kind.BRICK, -30))
    (girder, brick), settled = perform(
        site, Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=Load(Kind.BRICK, -30), path=path)
    )
    assert settled.asleep and settled.landings == () and settled.grounded == ()
    assert touching(site, brick) == frozenset({girder})
    assert site.piece(brick).pose.x == pytest.approx(-30, abs=1)


def test_a_worker_carries_a_beam_onto_a_girder() -> None:
    site = two_supports_and_a_girder()
    target = Pose(0, GIRDER_TOP + WORKER_HEIGHT / 2 + 0.05)
    path = descent_path(Kind.WORKER, target, site, Load(Kind.BEAM, 0))
    (worker, beam), settled = perform(site, Move(kind=Kind.WORKER, colour=None, load=Load(Kind.BEAM, 0), path=path))
    assert settled.asleep and settled.landings == ()
    assert {(c.a_part, c.b, c.b_part) for c in contacts(site, beam)} == {(Part.BODY, worker, Part.ARM)}
    assert {(c.a_part, c.b) for c in contacts(site, worker)} >= {(Part.FOOT, 3), (Part.ARM, beam)}


def test_a_brick_dropped_onto_a_worker_lands_on_him(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    worker = snapshot.piece(7).pose
    start = Pose(worker.x - 12, worker.y + 100)
    _ids, settled = perform(site, Move(kind=Kind.BRICK, colour=None, load=None, path=(start, start)))
    assert any(landing.on == 7 and landing.drop > 50 for landing in settled.landings)


def test_a_piece_held_still_keeps_following_the_hand() -> None:
    site = Site()
    placing = Placing(site, Kind.GIRDER, Colour.PURPLE, None, Pose(0, 100))
    for _ in range(PATH_RATE):
        placing.move_to(Pose(0, 100))
    for target in line(Pose(0, 100), Pose(40, 150, 0.3), 60)[1:] + (Pose(40, 150, 0.3),) * 30:
        placing.move_to(target)
    held = site.piece(placing.piece).pose
    assert (held.x, held.y, held.angle) == pytest.approx((40, 150, 0.3), abs=0.5)
    assert len(placing.path) == 1 + PATH_RATE + 90


def test_a_held_piece_cannot_appear_inside_the_site(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    with pytest.raises(ValueError):
        Placing(site, Kind.GIRDER, Colour.WHITE, None, snapshot.piece(6).pose)
    with pytest.raises(ValueError):
        perform(site, Move(kind=Kind.BRICK, colour=None, load=None, path=()))
    assert site.snapshot() == Site.build(snapshot).snapshot()
