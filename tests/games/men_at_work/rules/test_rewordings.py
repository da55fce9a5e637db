"""The card fronts worded for the flat site (M20) are met on a site built for them, and the site inspector
(M19) finds the placement that meets them: the ghost it shows, played as shown, meets the instruction."""

from __future__ import annotations

import functools

from suite.games.men_at_work.constants import GIRDER_HEIGHT
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import CallInspector, Place
from suite.games.men_at_work.rules.events import Accident, InspectorFound, InstructionMet
from suite.games.men_at_work.rules.predicates import Placed, girder_rule, supports_below, three_colours
from suite.games.men_at_work.rules.state import State
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.contacts import touching
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot

from ..positions import ids, little_site, place, state

RULES = MODULE.rules


def _shown_and_met(s: State) -> State:
    """Calls the inspector, checks it shows a placement, plays it as shown; returns the state after."""
    shown = RULES.apply(s, CallInspector())
    assert shown.ghost is not None and InspectorFound(0, shown.ghost) in shown.events
    after = RULES.apply(shown, Place(shown.ghost))
    assert InstructionMet(0) in after.events
    return after


@functools.cache
def _step() -> Snapshot:
    """An orange girder on a support (top 50 mm) and, 120 mm to its right, a black girder on a purple one on
    two supports (top 60 mm): a girder can lean from the orange one onto the black one's corner."""
    site = Site()
    site.add(Kind.SUPPORT, Pose(-90.0, 20.0))
    site.add(Kind.GIRDER, Pose(-90.0, 45.05), Colour.ORANGE)
    site.add(Kind.SUPPORT, Pose(90.0, 20.0))
    site.add(Kind.SUPPORT, Pose(150.0, 20.0))
    site.add(Kind.GIRDER, Pose(120.0, 45.05), Colour.PURPLE)
    site.settle()
    site.add(Kind.GIRDER, Pose(120.0, 55.1), Colour.BLACK)
    site.settle()
    site.add(Kind.WORKER, Pose(-120.0, 68.05))
    assert site.settle().asleep
    return site.snapshot()


def test_balancing_on_two_points_is_met_by_a_girder_leaning_onto_a_corner() -> None:
    """Girder rule 1 (M20): on two girders, a point on each, its upper end in the air."""
    after = _shown_and_met(state(Kind.GIRDER, 1, site=_step()))
    site = Site.build(after.site)
    girder = max(piece.id for piece in after.site.pieces if piece.kind is Kind.GIRDER)
    assert girder_rule(1, site, Placed(girder=girder)).ok
    assert abs(site.piece(girder).pose.angle) > 0.05, "it leans"


def _bridged() -> Snapshot:
    """Three supports, and orange and purple girders bridging them: every support's top covered by its girder."""
    site = Site()
    for x in (-65.0, 0.0, 65.0):
        site.add(Kind.SUPPORT, Pose(x, 20.0))
    for x, colour in ((-32.5, Colour.ORANGE), (32.5, Colour.PURPLE)):
        target = resting(site, Kind.GIRDER, x)
        assert target is not None
        site.add(Kind.GIRDER, target.pose, colour)
        site.settle()
    return site.snapshot()


def test_touch_a_support_is_met_by_a_girder_passing_just_over_one() -> None:
    """Girder rule 10 (M20) on a site whose supports are all covered by the girders they carry: the new girder lies
    on one of those, over its support."""
    after = _shown_and_met(state(Kind.GIRDER, 10, site=_bridged()))
    site = Site.build(after.site)
    girder = max(piece.id for piece in after.site.pieces if piece.kind is Kind.GIRDER)
    assert supports_below(site, girder)


def test_a_girder_beside_the_supports_does_not_pass_over_one() -> None:
    site = Site.build(little_site())
    far = site.add(Kind.GIRDER, Pose(230.0, 200.0), Colour.WHITE)
    assert not supports_below(site, far)
    assert "support" in girder_rule(10, site, Placed(girder=far)).reason


def test_a_girder_high_above_a_support_does_not_pass_just_over_it() -> None:
    """A hard bot met "Touch a support" with a girder at the top of the tower, six storeys above the start site's
    supports, and won its awards by it: the card was met on 53 of 54 sites. Only a support whose top is at most
    ``PASS_OVER_REACH`` below the girder counts: one girder's thickness, and a little more."""
    site = Site.build(little_site())
    near = next(iter(supports_below(site, max(ids(little_site(), Kind.GIRDER), key=lambda g: -site.top(g)))), None)
    assert near is not None, "the little site's lowest girder lies on a support"
    x = site.piece(near).pose.x
    on_its_girder = site.top(near) + GIRDER_HEIGHT  # the girder the support carries, and this one on it
    just_over = site.add(Kind.GIRDER, Pose(x, on_its_girder + GIRDER_HEIGHT / 2), Colour.WHITE)
    high = site.add(Kind.GIRDER, Pose(x, on_its_girder + 4 * GIRDER_HEIGHT + GIRDER_HEIGHT / 2), Colour.WHITE)
    assert near in supports_below(site, just_over) and not supports_below(site, high)
    assert "just over" in girder_rule(10, site, Placed(girder=high)).reason


def test_touch_two_other_colours_is_met_by_a_chain_of_three_colours() -> None:
    """Girder rule 3 (M20): a girder of another colour touches the new one, a third colour touches either."""
    after = _shown_and_met(state(Kind.GIRDER, 3, colours={Colour.ORANGE, Colour.PURPLE}, site=little_site()))
    site = Site.build(after.site)
    girder = max(piece.id for piece in after.site.pieces if piece.kind is Kind.GIRDER)
    assert three_colours(site, girder)


def test_connect_a_worker_is_met_by_a_beam_from_hand_to_hand() -> None:
    """Worker rule 8: the inspector puts the new worker near the one on the site, then lays the beam across
    their hands (its middle between them: over the new worker's arms it would not reach the other)."""
    before = state(Kind.WORKER, 8, colours={Colour.BLACK, Colour.WHITE}, site=little_site())
    shown = RULES.apply(before, CallInspector())
    assert shown.ghost is not None and shown.ghost.kind is Kind.WORKER
    assert [move.kind for move in shown.ghost_then] == [Kind.BEAM], "the beam found too, shown once he stands"
    placed = RULES.apply(shown, Place(shown.ghost))
    assert not any(isinstance(event, Accident) for event in placed.events)
    assert placed.ghost == shown.ghost_then[0] and placed.ghost_then == (), "placed as shown: the beam's ghost"
    assert InstructionMet(0) in RULES.apply(placed, Place(placed.ghost)).events, "and it holds"
    elsewhere = RULES.apply(shown, place(shown, Kind.WORKER, 40.0))
    assert elsewhere.ghost is None, "placed elsewhere: the beam's ghost would not fit"
    after = _shown_and_met(placed)
    site = Site.build(after.site)
    beam = next(piece.id for piece in after.site.pieces if piece.kind is Kind.BEAM)
    workers = {piece.id for piece in after.site.pieces if piece.kind is Kind.WORKER}
    assert len(touching(site, beam) & workers) == 2
