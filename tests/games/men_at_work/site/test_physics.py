"""The building site's physics: rebuilt sites stay put (M4), contacts name the parts that touch, heights."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from suite.games import REGISTRY
from suite.games.men_at_work.constants import GIRDER_HEIGHT, STEP, SUPPORT_HEIGHT, WORKER_HAT, WORKER_HEIGHT
from suite.games.men_at_work.site.contacts import Part, contacts, touching
from suite.games.men_at_work.site.physics import Ground, Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Hooking
from suite.persistence.codec import converter_for

STANDING = SUPPORT_HEIGHT / 2
ON_SUPPORTS = SUPPORT_HEIGHT + GIRDER_HEIGHT / 2
SHELF = WORKER_HEIGHT / 2  # the worker's arm shelf is the top of his outline


def stacked() -> Snapshot:
    """Supports, a girder on them, supports on that girder, a second girder, a worker on it, a brick on his arm."""
    site = Site()
    site.add(Kind.SUPPORT, Pose(-60, STANDING))
    site.add(Kind.SUPPORT, Pose(60, STANDING))
    site.add(Kind.GIRDER, Pose(0, ON_SUPPORTS), Colour.ORANGE)
    upper = SUPPORT_HEIGHT + GIRDER_HEIGHT
    site.add(Kind.SUPPORT, Pose(-40, upper + STANDING))
    site.add(Kind.SUPPORT, Pose(40, upper + STANDING))
    site.add(Kind.GIRDER, Pose(0, upper + ON_SUPPORTS), Colour.PURPLE)
    floor = 2 * upper
    site.add(Kind.WORKER, Pose(-10, floor + WORKER_HEIGHT / 2))
    site.add(Kind.BRICK, Pose(2, floor + WORKER_HEIGHT + 4))
    settled = site.settle()
    assert settled.asleep
    return site.snapshot()


def worker_near_an_end() -> tuple[Site, int, int]:
    """A girder on two supports and a worker standing with one foot within END_ZONE of its right end."""
    site = Site()
    site.add(Kind.SUPPORT, Pose(-60, STANDING))
    site.add(Kind.SUPPORT, Pose(60, STANDING))
    girder = site.add(Kind.GIRDER, Pose(0, ON_SUPPORTS), Colour.WHITE)
    worker = site.add(Kind.WORKER, Pose(58, SUPPORT_HEIGHT + GIRDER_HEIGHT + WORKER_HEIGHT / 2))
    assert site.settle().asleep
    return site, girder, worker


def largest_move(before: Snapshot, after: Snapshot) -> float:
    """How far the piece that moved most moved (mm); both snapshots must hold the same pieces."""
    assert [piece.id for piece in before.pieces] == [piece.id for piece in after.pieces]
    return max(
        math.dist((a.pose.x, a.pose.y), (b.pose.x, b.pose.y)) for a, b in zip(before.pieces, after.pieces, strict=True)
    )


@pytest.fixture(scope="module")
def snapshot() -> Snapshot:
    return stacked()


def test_the_stacked_site_stands_as_built(snapshot: Snapshot) -> None:
    worker = snapshot.piece(7)
    assert worker.pose.y == pytest.approx(2 * (SUPPORT_HEIGHT + GIRDER_HEIGHT) + WORKER_HEIGHT / 2, abs=0.5)
    assert abs(worker.pose.angle) < 0.01
    assert snapshot.piece(8).pose.y > worker.pose.y + SHELF


def test_a_snapshot_rebuilds_where_it_was(snapshot: Snapshot) -> None:
    rebuilt = Site.build(snapshot)
    assert rebuilt.asleep()
    assert largest_move(snapshot, rebuilt.snapshot()) <= 0.5
    assert rebuilt.snapshot() == Site.build(snapshot).snapshot()


def test_a_rebuilt_site_woken_and_left_alone_for_ten_seconds_stays_put(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    for _, body in site.bodies():
        body.activate()
    site.step(10.0)
    assert largest_move(snapshot, site.snapshot()) <= 0.5


def test_a_rebuilt_site_still_has_its_contacts(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    assert touching(site, 1) == frozenset({Ground.TABLE, 3})
    assert touching(site, 7) == frozenset({6, 8})


def test_contacts_name_feet_and_arms(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    worker = {(c.a_part, c.b, c.b_part) for c in contacts(site, 7)}
    assert worker == {(Part.FOOT, 6, Part.BODY), (Part.ARM, 8, Part.BODY)}
    brick = {(c.a_part, c.b, c.b_part) for c in contacts(site, 8)}
    assert brick == {(Part.BODY, 7, Part.ARM)}
    assert all(contact.a == 8 and contact.points for contact in contacts(site, 8))


def test_a_foot_near_the_end_of_a_girder_touches_its_end() -> None:
    site, girder, worker = worker_near_an_end()
    parts = {(c.a_part, c.b_part) for c in contacts(site, worker) if c.b == girder}
    assert parts == {(Part.FOOT, Part.END), (Part.FOOT, Part.BODY)}


def test_a_brick_poked_between_the_hands_touches_the_hard_hat() -> None:
    site = Site()
    worker = site.add(Kind.WORKER, Pose(0, WORKER_HEIGHT / 2))
    assert site.settle().asleep
    hat_top = site.piece(worker).pose.y + WORKER_HAT[2]
    half = math.sqrt(2) / 2  # a 14 × 8 brick turned 45° has its lowest corner 11·½√2 below and 3·½√2 left of its middle
    brick = site.add(Kind.BRICK, Pose(3 * half, hat_top + 11 * half - 0.05, math.pi / 4))
    site.step(STEP)
    assert (Part.BODY, -worker, Part.HARD_HAT) in {(c.a_part, c.b, c.b_part) for c in contacts(site, brick)}


def test_a_hat_tipped_on_its_head_comes_to_rest() -> None:
    """A hat knocked askew settles on the head's flat top and the site sleeps: on a round head it rolled
    back and forth for ever (no rolling friction), keeping every settle awake to its time limit."""
    site = Site()
    worker = site.add(Kind.WORKER, Pose(0, WORKER_HEIGHT / 2))
    assert site.settle().asleep
    hat = site.body(-worker)
    hat.activate()
    hat.angular_velocity = 3.0
    settled = site.settle()
    assert settled.asleep and settled.seconds < 2.0
    assert site.wears_hat(worker)


def test_highest_piece_and_highest_girder(snapshot: Snapshot) -> None:
    site = Site.build(snapshot)
    assert site.highest_piece() == 8
    assert site.highest_girder() == 6
    assert site.top(8) == pytest.approx(snapshot.piece(8).pose.y + 4, abs=0.01)
    assert Site().highest_piece() is None and Site().highest_girder() is None


def test_a_support_knocked_over_reaches_the_table() -> None:
    site = Site()
    site.add(Kind.SUPPORT, Pose(-60, STANDING))
    site.add(Kind.SUPPORT, Pose(60, STANDING))
    site.add(Kind.GIRDER, Pose(0, ON_SUPPORTS), Colour.BLACK)
    upper = site.add(Kind.SUPPORT, Pose(65, SUPPORT_HEIGHT + GIRDER_HEIGHT + STANDING))
    assert site.settle().asleep
    site = Site.build(site.snapshot())
    site.body(upper).apply_impulse_at_local_point((site.body(upper).mass * 400.0, 0.0), (0.0, 15.0))
    settled = site.settle()
    assert (upper, Ground.TABLE) in settled.grounded
    assert site.kind(upper) is Kind.SUPPORT
    assert any(landing.piece == upper and landing.on is Ground.TABLE for landing in settled.landings)


def test_removed_ids_are_never_given_again() -> None:
    site = Site()
    first = site.add(Kind.BRICK, Pose(0, 4))
    second = site.add(Kind.BRICK, Pose(30, 4))
    site.remove([second])
    snapshot = site.snapshot()
    assert snapshot.next_id() == second + 1
    rebuilt = Site.build(snapshot)
    assert rebuilt.add(Kind.BEAM, Pose(-40, 2.5)) == second + 1
    assert rebuilt.ids() == (first, second + 1)


def test_fixtures_of_the_variants() -> None:
    crane = Site(crane=True)
    crane.add(Kind.BRICK, Pose(25, 30))
    assert Ground.CRANE_BASE in {ground for _, ground in crane.settle().grounded}
    assert not crane.is_free(Kind.GIRDER, Pose(0, 100))
    box = Site(box=True)
    inside = box.add(Kind.BRICK, Pose(0, 30))
    outside = box.add(Kind.BRICK, Pose(250, 30))
    grounded = dict(box.settle().grounded)
    assert grounded == {inside: Ground.BOX_FLOOR, outside: Ground.TABLE}



def test_a_tall_tower_rebuilt_and_woken_stands_as_it_stood() -> None:
    """M4: the contacts of a rebuilt site bear its pieces before it sleeps. This site (34 pieces, from a game
    among normal bots) stood in the live world after its last placement. After a fixed 8 steps of learning its
    contacts, its lower contacts bore part of the weight: rebuilt and woken (by a piece set on it, or by the
    clean-up's hook anywhere on the site) it came down, 5 m of movement in all, on the player who touched it."""
    text = (Path(__file__).parents[3] / "data" / "sites" / "tall-tower.json").read_text(encoding="utf-8")
    snapshot = converter_for(REGISTRY.get("men-at-work")).structure(json.loads(text), Snapshot)
    site = Site.build(snapshot)
    for _, body in site.everything():
        body.activate()
    settled = site.settle()
    assert settled.asleep and not settled.grounded
    assert largest_move(snapshot, site.snapshot()) <= 3.0


def test_lifting_a_lone_fallen_piece_wakes_nothing_else(snapshot: Snapshot) -> None:
    """M15: the hook lifting a worker alone at the far end of the table leaves the rest of the site asleep. The
    whole site slept as one group, so this woke the tower too, and what a rebuilt tower does when woken (it is
    not the live one, see above) was the cleaner's accident."""
    site = Site.build(snapshot)
    lone = site.add(Kind.WORKER, Pose(250, WORKER_HEIGHT / 2))
    site.settle()
    site = Site.build(site.snapshot())
    hooking = Hooking(site, lone)
    for target in hooking.lift_poses():
        hooking.move_to(target)
    assert all(body.is_sleeping for id, body in site.everything() if abs(id) != lone)
