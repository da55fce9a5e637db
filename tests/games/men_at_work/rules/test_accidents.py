"""What counts as an accident (M14): a girder pushed off the edge of the table is one; a support that
falls over alone is not."""

from __future__ import annotations

from suite.games.men_at_work.constants import SUPPORT_HEIGHT, TABLE_HALF_WIDTH
from suite.games.men_at_work.rules.accidents import falls
from suite.games.men_at_work.rules.events import Fall
from suite.games.men_at_work.site.fixtures import Ground
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.site.placement import Move, perform
from tests.games.men_at_work.site.test_physics import ON_SUPPORTS, STANDING
from tests.games.men_at_work.site.test_placement import line


def _edge_site() -> tuple[Site, int, int]:
    """A girder on two supports, its right end reaching past the table's edge; a lone support on the left."""
    site = Site()
    site.add(Kind.SUPPORT, Pose(TABLE_HALF_WIDTH - 110, STANDING))
    site.add(Kind.SUPPORT, Pose(TABLE_HALF_WIDTH - 20, STANDING))
    girder = site.add(Kind.GIRDER, Pose(TABLE_HALF_WIDTH - 50, ON_SUPPORTS), Colour.ORANGE)
    lone = site.add(Kind.SUPPORT, Pose(-150, STANDING))
    assert site.settle().asleep
    return Site.build(site.snapshot()), girder, lone


def test_a_girder_pushed_off_the_edge_of_the_table_is_an_accident() -> None:
    site, girder, _ = _edge_site()
    start = Pose(TABLE_HALF_WIDTH - 220, ON_SUPPORTS)
    push = line(start, Pose(TABLE_HALF_WIDTH + 60, ON_SUPPORTS), 160)
    _, settled = perform(site, Move(kind=Kind.BEAM, colour=None, load=None, path=push))
    assert (girder, Kind.GIRDER, Fall.FLOOR) in falls(site, settled)


def test_a_support_that_falls_over_alone_is_no_accident() -> None:
    site, _, lone = _edge_site()
    start = Pose(-230, SUPPORT_HEIGHT - 5)
    push = line(start, Pose(-140, SUPPORT_HEIGHT - 5), 60)
    held, settled = perform(
        site, Move(kind=Kind.BEAM, colour=None, load=None, path=push + line(push[-1], Pose(-140, 120), 20)[1:])
    )
    assert abs(site.piece(lone).pose.angle) > 1.0  # knocked over
    assert not [fall for fall in falls(site, settled) if fall[0] != held[0]]


def test_a_worker_that_tumbles_off_the_table_s_edge_falls_onto_the_floor() -> None:
    """He comes down on the edge of the table, then off it: he lies on the floor, like his hat, and the log said
    he fell onto the table (the first fixed thing he touched)."""
    site = Site()
    worker = site.add(Kind.WORKER, Pose(TABLE_HALF_WIDTH, 60.0))
    settled = site.settle()
    touched = [ground for piece, ground in settled.grounded if piece == worker]
    assert touched[:1] == [Ground.TABLE] and Ground.FLOOR in touched, "the table's edge first, then the floor"
    told = {kind: onto for piece, kind, onto in falls(site, settled) if piece == worker}
    assert told == {Kind.WORKER: Fall.FLOOR, Kind.HAT: Fall.FLOOR}
