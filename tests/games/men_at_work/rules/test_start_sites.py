"""Start sites (M5, M18): the check, the three example sites, random sites; each stands still (M4)."""

from __future__ import annotations

import math

import attrs
import pytest

from suite.core.rng import Rng
from suite.games.men_at_work.constants import (
    BOX_INNER_WIDTH,
    BOX_INSERT_WIDTH,
    CRANE_BASE_WIDTH,
    CRANE_MAST_WIDTH,
    GIRDER_LENGTH,
    STILL,
)
from suite.games.men_at_work.rules.start_sites import example_site, random_site, start_site_problems
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot

NAMES = ("beginner", "advanced", "expert")
SEEDS = range(20)
INSERT_BRIDGED = BOX_INNER_WIDTH - 2 * BOX_INSERT_WIDTH <= GIRDER_LENGTH - 20
"""Whether a girder can lie across the box's insert with 10 mm on each ledge, which the Skyscraper sites need."""
needs_a_bridgeable_insert = pytest.mark.skipif(
    not INSERT_BRIDGED, reason="the box insert's ledges are too far apart for a girder to bridge them"
)


def at_rest_after(snapshot: Snapshot, seconds: float = 2.0) -> float:
    """Rebuild the site, wake every piece, run the physics; the farthest any piece's middle moved (mm)."""
    site = Site.build(snapshot)
    for _, body in site.bodies():
        body.activate()
    site.step(seconds)
    return max(
        math.dist((a.pose.x, a.pose.y), (b.pose.x, b.pose.y))
        for a, b in zip(snapshot.pieces, site.pieces(), strict=True)
    )


@pytest.fixture(scope="module")
def examples() -> dict[tuple[str, bool], Snapshot]:
    return {(name, crane): example_site(name, crane=crane) for name in NAMES for crane in (False, True)}


@pytest.fixture(scope="module")
def randoms() -> dict[int, Snapshot]:
    return {seed: random_site(Rng(seed)) for seed in SEEDS}


def _settled(*pieces: tuple[Kind, float, float, float, Colour | None], box: bool = False) -> Snapshot:
    site = Site(box=box)
    for kind, x, y, angle, colour in pieces:
        site.add(kind, Pose(x, y, angle), colour)
    site.settle()
    return site.snapshot()


def _without(snapshot: Snapshot, kind: Kind) -> Snapshot:
    """The snapshot without its last piece of ``kind``."""
    last = max(piece.id for piece in snapshot.pieces if piece.kind is kind)
    return attrs.evolve(snapshot, pieces=tuple(piece for piece in snapshot.pieces if piece.id != last))


# -- the check (M5) ---------------------------------------------------------------------------------


def test_every_example_site_passes_the_check(examples: dict[tuple[str, bool], Snapshot]) -> None:
    for key, snapshot in examples.items():
        assert start_site_problems(snapshot) == [], key


def test_a_start_site_has_three_supports(examples: dict[tuple[str, bool], Snapshot]) -> None:
    problems = start_site_problems(_without(examples["beginner", False], Kind.SUPPORT))
    assert "A start site has 3 supports." in problems


def test_a_start_site_has_one_girder_of_each_colour(examples: dict[tuple[str, bool], Snapshot]) -> None:
    beginner = examples["beginner", False]
    white = next(piece for piece in beginner.pieces if piece.colour is Colour.WHITE)
    recoloured = tuple(attrs.evolve(p, colour=Colour.BLACK) if p is white else p for p in beginner.pieces)
    assert "A start site has one girder of each colour." in start_site_problems(
        attrs.evolve(beginner, pieces=recoloured)
    )


def test_a_start_site_has_one_worker_and_no_loads(examples: dict[tuple[str, bool], Snapshot]) -> None:
    beginner = examples["beginner", False]
    assert "A start site has one worker." in start_site_problems(_without(beginner, Kind.WORKER))
    site = Site.build(beginner)
    worker = next(piece for piece in beginner.pieces if piece.kind is Kind.WORKER)
    site.add(Kind.BRICK, Pose(worker.pose.x + 12, worker.pose.y + 18 + 4.05))
    site.settle()
    assert start_site_problems(site.snapshot()) == ["A start site has no bricks or beams."]


def test_girders_never_touch_the_table_and_supports_stand_on_it() -> None:
    angle = math.atan2(40, 90)
    leaning = (-33.6, 35.7, angle)  # from the table onto the first support's corner
    snapshot = _settled(
        (Kind.SUPPORT, 0, 20.05, 0, None),
        (Kind.SUPPORT, 100, 20.05, 0, None),
        (Kind.SUPPORT, 200, 20.05, 0, None),
        (Kind.GIRDER, *leaning, Colour.ORANGE),
        (Kind.GIRDER, 150, 45.05, 0, Colour.PURPLE),
        (Kind.SUPPORT, 150, 70.1, 0, None),
        (Kind.GIRDER, 150, 95.15, 0, Colour.BLACK),
        (Kind.GIRDER, 230, 105.2, 0, Colour.WHITE),
        (Kind.WORKER, 150, 118.2, 0, None),
    )
    problems = start_site_problems(snapshot)
    assert "No girder may touch the table." in problems
    assert "The supports stand or lie on the table." in problems
    assert "A start site has 3 supports." in problems


def test_the_worker_stands_upright_on_a_girder() -> None:
    snapshot = _settled(
        (Kind.SUPPORT, -100, 20.05, 0, None),
        (Kind.SUPPORT, 0, 20.05, 0, None),
        (Kind.SUPPORT, 100, 20.05, 0, None),
        (Kind.GIRDER, -76, 45.05, 0, Colour.ORANGE),
        (Kind.GIRDER, 76, 45.05, 0, Colour.PURPLE),
        (Kind.GIRDER, -40, 55.1, 0, Colour.BLACK),
        (Kind.GIRDER, 40, 65.15, 0, Colour.WHITE),
        (Kind.WORKER, -90, 60.6 + 10.5, math.pi / 2, None),  # lying on the black girder
    )
    assert start_site_problems(snapshot) == ["The worker stands upright with both feet on a girder."]


def test_a_start_site_stands_still(examples: dict[tuple[str, bool], Snapshot]) -> None:
    beginner = examples["beginner", False]
    right = max((piece for piece in beginner.pieces if piece.kind is Kind.SUPPORT), key=lambda piece: piece.pose.x)
    away = attrs.evolve(right, pose=attrs.evolve(right.pose, x=right.pose.x + 150))  # the purple girder loses it
    moved = tuple(away if piece is right else piece for piece in beginner.pieces)
    assert start_site_problems(attrs.evolve(beginner, pieces=moved)) == ["The site does not stand still."]


def test_a_site_in_the_box_has_no_supports() -> None:
    snapshot = _settled((Kind.SUPPORT, 0, 20.05, 0, None), box=True)
    assert "A site in the box has no supports." in start_site_problems(snapshot)


# -- example sites ----------------------------------------------------------------------------------


def test_example_sites_stand_still(examples: dict[tuple[str, bool], Snapshot]) -> None:
    for key, snapshot in examples.items():
        assert at_rest_after(snapshot) <= STILL, key


def test_example_sites_are_three_different_layouts(examples: dict[tuple[str, bool], Snapshot]) -> None:
    layouts = {
        tuple((p.kind, round(p.pose.x), round(p.pose.y)) for p in examples[name, False].pieces) for name in NAMES
    }
    assert len(layouts) == 3


def test_example_sites_are_settled_snapshots(examples: dict[tuple[str, bool], Snapshot]) -> None:
    beginner = examples["beginner", False]
    assert [p.kind for p in beginner.pieces].count(Kind.GIRDER) == 4
    assert beginner.issued == len(beginner.pieces) and beginner.next_id() == len(beginner.pieces) + 1
    assert example_site("beginner") == beginner  # the same every time


def test_with_the_crane_the_site_stands_clear_of_it(examples: dict[tuple[str, bool], Snapshot]) -> None:
    for name in NAMES:
        snapshot = examples[name, True]
        assert snapshot.crane and not snapshot.box
        site = Site.build(snapshot)
        for piece in snapshot.pieces:
            right = max(shape.cache_bb().right for shape in site.body(piece.id).shapes)
            assert right < -CRANE_MAST_WIDTH / 2, (name, piece)
            if piece.kind is Kind.SUPPORT:
                assert right < -CRANE_BASE_WIDTH / 2, (name, piece)


@needs_a_bridgeable_insert
def test_skyscraper_example_sites_are_valid_and_still() -> None:
    for name in NAMES:
        snapshot = example_site(name, box=True)
        assert snapshot.box and not any(p.kind is Kind.SUPPORT for p in snapshot.pieces)
        assert start_site_problems(snapshot) == [], name
        assert at_rest_after(snapshot) <= STILL, name


# -- random sites -----------------------------------------------------------------------------------


def test_random_sites_are_valid(randoms: dict[int, Snapshot]) -> None:
    for seed, snapshot in randoms.items():
        assert start_site_problems(snapshot) == [], seed


def test_random_sites_differ_and_repeat_for_a_seed(randoms: dict[int, Snapshot]) -> None:
    assert len({snapshot for snapshot in randoms.values()}) == len(SEEDS)
    assert random_site(Rng(3)) == randoms[3]


def test_random_sites_stand_still(randoms: dict[int, Snapshot]) -> None:
    for seed in range(5):
        assert at_rest_after(randoms[seed]) <= STILL, seed


def test_random_sites_with_the_crane_are_valid() -> None:
    for seed in range(3):
        snapshot = random_site(Rng(seed), crane=True)
        assert snapshot.crane and start_site_problems(snapshot) == [], seed


@needs_a_bridgeable_insert
def test_random_sites_in_the_box_are_valid() -> None:
    for seed in range(3):
        snapshot = random_site(Rng(seed), box=True)
        assert snapshot.box and start_site_problems(snapshot) == [], seed
