"""A turn on the site (M13–M16, G7, G9, G10): met, tried again, out of tries, given up, accidents, the
clean-up and a fall during it, Boss Rita's awards, elimination. Each test runs a few real placements."""

from __future__ import annotations

import functools

import attrs

from suite.games.men_at_work.constants import MAX_ATTEMPTS
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules import turn
from suite.games.men_at_work.rules.actions import GiveUp, PlaceStep
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import (
    Accident,
    AwardGiven,
    CertificateLost,
    CleanedUp,
    Eliminated,
    Fall,
    GaveUp,
    InstructionMet,
    OutOfTries,
    PieceFell,
    TriedAgain,
    TurnBegan,
)
from suite.games.men_at_work.rules.state import Phase, Player
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot

from ..positions import drop, ids, little_site, place, state

RULES = MODULE.rules
BLACK_WHITE = {Colour.BLACK, Colour.WHITE}


def _types(s) -> list[type]:  # type: ignore[no-untyped-def]
    return [type(e) for e in s.events]


def test_a_met_instruction_ends_the_turn_and_the_next_player_reveals() -> None:
    s = state(Kind.WORKER, 3, BLACK_WHITE)
    assert RULES.legal_actions(s) == (PlaceStep(Kind.WORKER), GiveUp())
    s = RULES.apply(s, place(s, Kind.WORKER, -20.0))
    assert s.phase is Phase.PLACE and s.active == 0 and s.todo[0].kind is Kind.BEAM
    s = RULES.apply(s, place(s, Kind.BEAM, -20.0))
    assert InstructionMet(0) in s.events and TurnBegan(1) in s.events
    assert s.active == 1 and s.attempt == 1 and s.instruction is not None
    assert len(ids(s.site, Kind.WORKER)) == 2 and len(ids(s.site, Kind.BEAM)) == 1
    assert AwardGiven not in _types(s), "no award before Boss Rita comes"


def test_a_try_that_misses_goes_back_and_the_player_tries_again() -> None:
    """M14: the orange girder lands on black and white ones, not on orange: it goes back to the reserve."""
    s = state(Kind.GIRDER, 2, {Colour.ORANGE, Colour.PURPLE})
    after = RULES.apply(s, place(s, Kind.GIRDER, -45.0, Colour.ORANGE))
    assert TriedAgain(player=0, attempt=1, reason="The girder must touch a girder of its own colour.") in after.events
    assert after.active == 0 and after.attempt == 2 and after.placed == ()
    assert [p.id for p in after.site.pieces] == [p.id for p in s.site.pieces]
    assert after.todo == s.todo


def test_the_last_failed_try_costs_a_certificate() -> None:
    """G7."""
    s = state(Kind.GIRDER, 2, {Colour.ORANGE, Colour.PURPLE}, attempt=MAX_ATTEMPTS)
    after = RULES.apply(s, place(s, Kind.GIRDER, -45.0, Colour.ORANGE))
    assert _types(after)[:4] == [type(after.events[0]), TriedAgain, OutOfTries, CertificateLost]
    assert after.players[0].certificates == 2 and after.active == 1


def test_giving_up_takes_this_try_back_and_costs_a_certificate() -> None:
    s = state(Kind.WORKER, 3, BLACK_WHITE)
    s = RULES.apply(s, place(s, Kind.WORKER, -20.0))
    after = RULES.apply(s, GiveUp())
    assert GaveUp(0) in after.events and CertificateLost(0, 2) in after.events
    assert len(ids(after.site, Kind.WORKER)) == 1 and after.active == 1
    assert not RULES.undoable(s, GiveUp())


def test_a_piece_that_falls_to_the_table_is_an_accident_and_the_next_player_cleans_up() -> None:
    s = state(Kind.GIRDER, 12, BLACK_WHITE)
    after = RULES.apply(s, drop(s, Kind.GIRDER, 200.0, 100.0, Colour.BLACK))
    fallen = s.site.next_id()
    assert PieceFell(piece=fallen, kind=Kind.GIRDER, onto=Fall.TABLE) in after.events
    assert Accident(0) in after.events and CertificateLost(0, 2) in after.events
    assert CleanedUp(1, (fallen,)) in after.events and after.active == 1
    assert fallen not in [p.id for p in after.site.pieces]


@functools.cache
def _propped_beam() -> Snapshot:
    """A worker who fell on the table beside the site, a beam lying across his arms and a support: removing
    him drops the beam onto the table."""
    site = Site.build(little_site())
    site.add(Kind.SUPPORT, Pose(225.0, 20.0))
    site.add(Kind.WORKER, Pose(200.0, 18.0))
    site.settle()
    target = resting(site, Kind.BEAM, 212.0)
    assert target is not None
    site.add(Kind.BEAM, target.pose)
    site.settle()
    return site.snapshot()


def test_a_fall_during_the_clean_up_is_that_players_accident() -> None:
    """M15: the fallen worker goes back; the beam he held falls onto the table: player 1's accident."""
    site = _propped_beam()
    worker, beam = ids(site, Kind.WORKER)[-1], ids(site, Kind.BEAM)[0]
    t = Draft(state(site=site))
    turn.begin_turn(t, 1, Site.build(site))
    after = t.freeze()
    assert after.events[:5] == (
        TurnBegan(1),
        CleanedUp(1, (worker,)),
        PieceFell(piece=beam, kind=Kind.BEAM, onto=Fall.TABLE),
        Accident(1),
        CertificateLost(1, 2),
    )
    assert after.active == 2 and CleanedUp(2, (beam,)) in after.events, "player 2 cleans the beam up"


def test_rita_gives_an_award_for_the_highest_piece() -> None:
    """M16: a girder laid across the worker's arms (girder rule 6) is the highest piece."""
    s = state(Kind.GIRDER, 6, BLACK_WHITE, rita=True)
    after = RULES.apply(s, place(s, Kind.GIRDER, -60.0, Colour.BLACK))
    assert InstructionMet(0) in after.events and AwardGiven(0, 1) in after.events
    assert after.players[0].awards == 1


def test_no_award_when_another_piece_stands_higher() -> None:
    site = Site.build(little_site())
    for y in (20.0, 60.0, 100.0, 140.0):
        site.add(Kind.SUPPORT, Pose(250.0, y))
    s = state(Kind.GIRDER, 6, BLACK_WHITE, rita=True, site=site.snapshot())
    after = RULES.apply(s, place(s, Kind.GIRDER, -60.0, Colour.BLACK))
    assert InstructionMet(0) in after.events and AwardGiven not in _types(after)


def test_the_last_certificate_lost_leaves_the_game_and_the_turn_order_skips_him() -> None:
    s = state(Kind.GIRDER, 12, BLACK_WHITE)
    s = attrs.evolve(s, players=(Player(1), Player(3), Player(3)))
    after = RULES.apply(s, drop(s, Kind.GIRDER, 200.0, 100.0, Colour.BLACK))
    assert Eliminated(0) in after.events and after.eliminated == (0,)
    assert after.active == 1
    t = Draft(after)
    turn.end_turn(t, Site.build(after.site))
    t.active = 2
    turn.end_turn(t, Site.build(after.site))
    assert t.active == 1, "player 0 is out"
