"""The live site the window shows: a recorded placement or clean-up replayed tick by tick ends where the rules'
own replay ends, so what the window showed is what the rules judged (M4, M13, M15)."""

from __future__ import annotations

import math

import attrs

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


def test_a_beam_on_a_worker_s_arms_stays_there_when_he_is_dragged_sideways() -> None:
    """G25: the hand followed the pointer at once, and a drag's first jump threw the beam off the worker's arms at
    every pace a person drags. The careful hand keeps it on, and ends where the pointer is."""
    for step, ticks in ((30.0, 15), (10.0, 30), (5.0, 60)):
        live = LiveSite(little_site())
        assert live.take(Kind.WORKER, None, Load(Kind.BEAM, 0.0), Pose(0.0, 250.0))
        worker, beam = live.held()
        for n in range(1, ticks + 1):
            live.hold_at(Pose(step * n, 250.0))
        for _ in range(60):
            live.hold_at(Pose(step * ticks, 250.0))
        carrier, load = live.site.piece(worker).pose, live.site.piece(beam).pose
        assert abs(load.x - carrier.x) < 1.0 and 19.0 < load.y - carrier.y < 22.0, (step, carrier, load)
        assert live.placing is not None and live.placing.path[-1] == Pose(step * ticks, 250.0), "the hand got there"


def test_a_piece_without_a_load_follows_the_pointer_at_once() -> None:
    live = LiveSite(little_site())
    assert live.take(Kind.GIRDER, Colour.BLACK, None, Pose(0.0, 200.0))
    live.hold_at(Pose(30.0, 200.0))
    assert live.placing is not None and live.placing.path[-1] == Pose(30.0, 200.0)


def test_a_piece_cannot_be_taken_inside_the_site() -> None:
    live = LiveSite(little_site())
    assert not live.take(Kind.GIRDER, Colour.BLACK, None, Pose(0.0, 20.0)), "inside a support"


def test_a_ghost_shows_the_piece_and_its_load_at_the_last_target() -> None:
    move = Move(Kind.GIRDER, Colour.WHITE, Load(Kind.BRICK, 10.0), (Pose(0.0, 200.0), Pose(5.0, 150.0, 0.1)))
    (girder, brick) = ghost_pieces(move)
    assert girder == (Kind.GIRDER, Colour.WHITE, Pose(5.0, 150.0, 0.1))
    assert brick[0] is Kind.BRICK and brick[2].y > 150.0


def test_a_piece_let_go_just_above_a_worker_s_arms_is_set_down_on_them() -> None:
    """G24: a brick let go two pixels above a worker's arms (5 mm at 1024×700) fell onto him, an accident, where
    the rulebook's player sets it down. The person's hand lowers it onto the arms first; the rules replay the
    same descent. Higher than SET_DOWN_REACH it is let go where it is."""
    from suite.games.men_at_work.constants import SET_DOWN_REACH
    from suite.games.men_at_work.rules.actions import Place
    from suite.games.men_at_work.rules.events import Accident
    from suite.games.men_at_work.rules.state import Placed
    from suite.games.men_at_work.rules.steps import Step
    from suite.games.men_at_work.site.candidates import resting

    first = state(Kind.WORKER, 1)
    worker = next(piece for piece in first.site.pieces if piece.kind is Kind.WORKER)
    s = attrs.evolve(first, todo=(Step(Kind.BRICK),), placed=(Placed(worker.id, Kind.WORKER),))  # the try's worker
    rest = resting(Site.build(s.site), Kind.BRICK, worker.pose.x, 0.0)
    assert rest is not None
    for gap, set_down in ((5.0, False), (5.0, True), (SET_DOWN_REACH + 8.0, True)):
        live = LiveSite(s.site)
        assert live.take(Kind.BRICK, None, None, Pose(rest.pose.x, rest.pose.y + gap, 0.0))
        if set_down:
            live.set_down()
        move = live.let_go()
        lowered = move.path[0].y - move.path[-1].y
        fell = any(isinstance(e, Accident) for e in MODULE.rules.apply(s, Place(move)).events)
        if not set_down:
            assert fell and lowered == 0, "let go 5 mm above his arms, the brick falls onto the worker"
        elif gap <= SET_DOWN_REACH:
            assert not fell and 0 < lowered <= gap + 1, (lowered, gap)
        else:
            assert lowered <= SET_DOWN_REACH, "higher up, the hand does not reach down"
