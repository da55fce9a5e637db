"""The live site the window shows: a recorded placement or clean-up replayed tick by tick ends where the rules'
own replay ends, so what the window showed is what the rules judged (M4, M13, M15)."""

from __future__ import annotations

import math

from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.events import PiecePlaced
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Load, Move, hook, perform
from suite.games.men_at_work.table.live import LiveSite, ghost_pieces, replay_hook, replay_move

from ..positions import little_site, place, state


def far(a: Snapshot, b: Snapshot) -> float:
    poses = {piece.id: piece.pose for piece in b.pieces}
    assert {piece.id for piece in a.pieces} == set(poses)
    return max(math.hypot(p.pose.x - poses[p.id].x, p.pose.y - poses[p.id].y) for p in a.pieces)


def test_a_replayed_placement_ends_where_the_rules_replay_ends() -> None:
    s = state(Kind.GIRDER, 12, {Colour.ORANGE, Colour.PURPLE})
    move = place(s, Kind.GIRDER, -45.0, Colour.ORANGE).move
    live = LiveSite(s.site)
    ticks = sum(1 for _ in replay_move(live, move))
    assert ticks >= len(move.path), "one tick per target of the path, then the settle"
    site = Site.build(s.site)
    perform(site, move)
    assert far(live.snapshot(), site.snapshot()) <= 0.5


def test_the_event_of_a_placement_carries_its_move() -> None:
    s = state(Kind.GIRDER, 12, {Colour.ORANGE, Colour.PURPLE})
    action = place(s, Kind.GIRDER, -45.0, Colour.ORANGE)
    after = MODULE.rules.apply(s, action)
    placed = [e for e in after.events if isinstance(e, PiecePlaced)]
    assert placed and placed[0].move == action.move


def test_a_replayed_clean_up_ends_where_the_rules_hook_ends() -> None:
    """M15: a support lying on the table beside the site, dragged 40 mm out and lifted off."""
    site = Site.build(little_site())
    support = site.add(Kind.SUPPORT, Pose(200.0, 10.5, math.pi / 2))
    site.settle()
    snapshot = site.snapshot()
    start = site.piece(support).pose
    path = tuple(Pose(start.x + n * 2.0, start.y + 5.0, start.angle) for n in range(1, 21))
    live = LiveSite(snapshot)
    for _ in replay_hook(live, support, path, keep=False):
        pass
    rules_site = Site.build(snapshot)
    hook(rules_site, support, path, keep=False)
    assert not live.site.has(support) and not rules_site.has(support)
    assert far(live.snapshot(), rules_site.snapshot()) <= 0.5


def test_a_piece_put_back_leaves_the_site_as_it_was() -> None:
    snapshot = little_site()
    live = LiveSite(snapshot)
    assert live.take(Kind.GIRDER, Colour.BLACK, None, Pose(0.0, 200.0))
    for n in range(30):
        live.hold_at(Pose(0.0, 200.0 - 3 * n))
    live.put_back()
    assert live.snapshot() == Site.build(snapshot).snapshot() and live.held() == ()


def test_a_piece_cannot_be_taken_inside_the_site() -> None:
    live = LiveSite(little_site())
    assert not live.take(Kind.GIRDER, Colour.BLACK, None, Pose(0.0, 20.0)), "inside a support"


def test_a_ghost_shows_the_piece_and_its_load_at_the_last_target() -> None:
    move = Move(Kind.GIRDER, Colour.WHITE, Load(Kind.BRICK, 10.0), (Pose(0.0, 200.0), Pose(5.0, 150.0, 0.1)))
    (girder, brick) = ghost_pieces(move)
    assert girder == (Kind.GIRDER, Colour.WHITE, Pose(5.0, 150.0, 0.1))
    assert brick[0] is Kind.BRICK and brick[2].y > 150.0
