"""A turn on the site (M3, M13–M16, M19, G9): met, tried again with no limit, accidents (a girder tipping onto a
worker, a hat that falls), the clean-up as the next player's actions and a fall during it, the site inspector,
Boss Rita's awards, elimination. Each test runs a few real placements."""

from __future__ import annotations

import functools
import json
import math
from pathlib import Path

import attrs

from suite.core.game import CHANCE, Budget
from suite.core.i18n import Catalog
from suite.core.rng import Rng
from suite.games.men_at_work import narration
from suite.games.men_at_work.constants import DECK_SIZE
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules import accidents, turn
from suite.games.men_at_work.rules.actions import CallInspector, Clear, GiveUp, Place, PlaceStep, PlayForeman, Proceed
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import (
    Accident,
    AwardGiven,
    CardRevealed,
    CertificateLost,
    CleanUpDue,
    Cleared,
    Eliminated,
    Fall,
    HatsBack,
    HatsStayOff,
    InspectorFoundNothing,
    InspectorWithdrew,
    InstructionMet,
    InstructionSkipped,
    PieceFell,
    TriedAgain,
    TurnBegan,
)
from suite.games.men_at_work.rules.state import Phase, Player
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.outlines import hat_seat
from suite.games.men_at_work.site.physics import Settle, Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Move
from suite.persistence.codec import converter_for

from ..positions import drop, ids, little_site, place, state

RULES = MODULE.rules
BLACK_WHITE = {Colour.BLACK, Colour.WHITE}


def _types(s) -> list[type]:  # type: ignore[no-untyped-def]
    return [type(e) for e in s.events]


def test_a_met_instruction_ends_the_turn_and_the_next_player_reveals() -> None:
    s = state(Kind.WORKER, 3, BLACK_WHITE)
    assert RULES.legal_actions(s) == (PlaceStep(Kind.WORKER), CallInspector())
    assert not RULES.is_legal(s, GiveUp()), "M14: no giving up"
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


def test_a_new_support_is_judged_before_its_girder_is_placed() -> None:
    """Girder rules 7–9: a person placed his girder before hearing that the support under it was wrong ("the new
    support must rest on a girder"). The support is judged as soon as it is placed, and goes back at once."""
    s = state(Kind.GIRDER, 9, site=little_site())
    missed = RULES.apply(s, place(s, Kind.SUPPORT, 200.0))
    assert TriedAgain(player=0, attempt=1, reason="The new support must rest on a girder.") in missed.events
    assert missed.attempt == 2 and missed.todo[0].kind is Kind.SUPPORT and missed.placed == ()
    assert len(ids(missed.site, Kind.SUPPORT)) == len(ids(s.site, Kind.SUPPORT)), "the support went back"
    s = state(Kind.GIRDER, 7, site=little_site())
    standing = RULES.apply(s, place(s, Kind.SUPPORT, 200.0))
    assert TriedAgain not in _types(standing) and standing.todo[0].kind is Kind.GIRDER, "on the table, as asked"


def test_a_worker_on_the_wrong_girder_is_judged_before_his_load() -> None:
    """A person placed a worker on the lower black girder, then two bricks on his arms, and only then heard that
    the Foreman wanted him on the highest girder of a glove colour. Where a worker card's worker stands, the loads
    after him cannot mend: he is judged as soon as he is placed, and goes back at once."""
    s = state(Kind.WORKER, 3, {Colour.ORANGE, Colour.PURPLE}, foreman=True)
    missed = RULES.apply(s, place(s, Kind.WORKER, -20.0))
    assert TriedAgain(player=0, attempt=1, reason="The worker must stand on a girder of one of his glove colours.") \
        in missed.events
    assert missed.attempt == 2 and missed.todo[0].kind is Kind.WORKER and missed.placed == ()
    assert len(ids(missed.site, Kind.WORKER)) == len(ids(s.site, Kind.WORKER)), "the worker went back"
    s = state(Kind.WORKER, 3, BLACK_WHITE, foreman=True)
    standing = RULES.apply(s, place(s, Kind.WORKER, -20.0))
    assert TriedAgain not in _types(standing) and standing.todo[0].kind is Kind.BEAM, "on the highest black girder"


def test_there_is_no_limit_of_tries() -> None:
    """M14: the tenth miss is a miss like the first."""
    s = state(Kind.GIRDER, 2, {Colour.ORANGE, Colour.PURPLE}, attempt=10)
    after = RULES.apply(s, place(s, Kind.GIRDER, -45.0, Colour.ORANGE))
    assert TriedAgain in _types(after) and CertificateLost not in _types(after)
    assert after.active == 0 and after.attempt == 11


def test_a_girder_tipping_off_its_perch_onto_a_worker_is_an_accident() -> None:
    """M14: the girder just placed is judged like any piece. It is let go on a perch of two supports beside the
    worker with its middle over him: it tips and falls onto his arms, which would otherwise meet "Strong worker"."""
    site = Site.build(little_site())
    y = 70.0
    for _ in range(2):
        site.add(Kind.SUPPORT, Pose(10.0, y + 20.0))
        y += 40.0
    site.settle()
    s = state(Kind.GIRDER, 6, BLACK_WHITE, site=site.snapshot())
    after = RULES.apply(s, Place(Move(Kind.GIRDER, Colour.BLACK, None, (Pose(-35.0, y + 5.05),))))
    girder = s.site.next_id()
    assert PieceFell(piece=girder, kind=Kind.GIRDER, onto=Fall.WORKER) in after.events
    assert Accident(0) in after.events and InstructionMet not in _types(after)


def test_a_hat_knocked_off_onto_the_table_is_an_accident_and_goes_back_on_at_the_clean_up() -> None:
    """M3: a knock throws the hat off the worker's head, onto a girder and down to the table."""
    site = Site.build(little_site())
    worker = ids(little_site(), Kind.WORKER)[0]
    site.watch()
    site.body(-worker).activate()
    site.body(-worker).velocity = (-200.0, 1000.0)
    t = Draft(state())
    turn._accident(t, site, site.settle())
    after = t.freeze()
    assert PieceFell(piece=worker, kind=Kind.HAT, onto=Fall.TABLE) in after.events and Accident(0) in after.events
    assert after.active == 1 and HatsBack(1, (worker,)) in after.events
    assert Site.build(after.site).wears_hat(worker)


def test_a_hat_whose_head_is_covered_stays_off_and_the_log_says_so() -> None:
    """M3: a worker came to rest head down on a brick, his hat on a girder; the clean-up could not put it back and
    said nothing, and the loose hat stayed there for the rest of the game with no word why."""
    site = Site.build(little_site())
    worker = ids(little_site(), Kind.WORKER)[0]
    seat = hat_seat(site.piece(worker).pose)
    site.body(-worker).position = (seat.x + 300.0, 4.0)  # knocked off, lying on the table far away
    site.add(Kind.BRICK, Pose(seat.x, seat.y, 0.0))
    assert accidents.hatless(site) == (worker,)
    t = Draft(state())
    turn._after_clean_up(t, site)
    after = t.freeze()
    assert HatsStayOff(0, (worker,)) in after.events and not any(isinstance(e, HatsBack) for e in after.events)
    tr = Catalog.load("en").tr
    line = narration.event(HatsStayOff(0, (worker,)), ["Ann", "Bob", "Cy"], tr)
    assert line == ("Ann cannot put a hard hat back on: something lies on its worker's head. It stays where it lies "
                    "until a later clean-up.")  # fmt: skip


def test_a_piece_that_falls_to_the_table_is_an_accident_and_the_next_player_cleans_up() -> None:
    s = state(Kind.GIRDER, 12, BLACK_WHITE)
    after = RULES.apply(s, drop(s, Kind.GIRDER, 200.0, 100.0, Colour.BLACK))
    fallen = s.site.next_id()
    assert PieceFell(piece=fallen, kind=Kind.GIRDER, onto=Fall.TABLE) in after.events
    assert Accident(0) in after.events and CertificateLost(0, 2) in after.events
    assert CleanUpDue(1, (fallen,)) in after.events and after.active == 1 and after.phase is Phase.CLEAN
    assert RULES.legal_actions(after) == (Clear(fallen),)
    cleaned = RULES.apply(after, Clear(fallen))
    assert Cleared(player=1, piece=fallen, kind=Kind.GIRDER, kept=False) in cleaned.events
    assert fallen not in [p.id for p in cleaned.site.pieces] and CardRevealed in _types(cleaned)
    assert cleaned.active == 1 and cleaned.phase is Phase.PLACE


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
    """M15: player 1 lifts the fallen worker off; the beam he held falls onto the table: player 1's accident,
    and player 2 clears the beam."""
    site = _propped_beam()
    worker, beam = ids(site, Kind.WORKER)[-1], ids(site, Kind.BEAM)[0]
    t = Draft(state(site=site))
    turn.begin_turn(t, 1, Site.build(site), fell=frozenset())
    s = t.freeze()
    assert s.events == (TurnBegan(1), CleanUpDue(1, (worker,))) and s.phase is Phase.CLEAN
    after = RULES.apply(s, Clear(worker))
    assert after.events[:5] == (
        Cleared(player=1, piece=worker, kind=Kind.WORKER, kept=False),
        PieceFell(piece=beam, kind=Kind.BEAM, onto=Fall.TABLE),
        Accident(1),
        CertificateLost(1, 2),
        TurnBegan(2),
    )
    assert after.active == 2 and after.cleanup == (beam,), "player 2 clears the beam"


def test_a_fallen_support_may_stay_where_it_lies() -> None:
    """M15: one that fell off the table to the floor; the cleaner leaves it there."""
    site = Site.build(little_site())
    support = site.add(Kind.SUPPORT, Pose(400.0, -730.0, math.pi / 2))
    site.settle()
    t = Draft(state(site=site.snapshot()))
    turn.begin_turn(t, 1, Site.build(site.snapshot()), fell=frozenset())
    s = t.freeze()
    assert s.cleanup == (support,) and Clear(support, keep=True) in RULES.legal_actions(s)
    after = RULES.apply(s, Clear(support, keep=True))
    assert Cleared(player=1, piece=support, kind=Kind.SUPPORT, kept=True) in after.events
    assert support in ids(after.site, Kind.SUPPORT) and after.phase is Phase.PLACE


def test_a_support_left_where_it_lies_is_not_cleared_again_at_the_next_turn() -> None:
    """M15: a clean-up follows an accident only. A support the cleaner had left where it lay was listed again at
    the start of every turn after, with no accident in between, until a person took it away and the site it
    propped fell on him."""
    site = Site.build(little_site())
    support = site.add(Kind.SUPPORT, Pose(400.0, -730.0, math.pi / 2))
    site.settle()
    t = Draft(state(site=site.snapshot()))
    turn.begin_turn(t, 1, Site.build(site.snapshot()), fell=frozenset())
    left = RULES.apply(t.freeze(), Clear(support, keep=True))
    t = Draft(left)
    turn.end_turn(t, Site.build(left.site))
    s = t.freeze()
    assert s.active == 2 and s.cleanup == () and CleanUpDue not in _types(s), "no accident, no clean-up"
    assert support in ids(s.site, Kind.SUPPORT)


def test_a_support_knocked_flat_in_an_accident_is_offered_at_the_clean_up() -> None:
    """M15: "if supports have fallen, decide…". A support the accident laid flat on the table was never offered: the
    clean-up listed only supports that lean, not knowing how a flat one got there. The accident knows."""
    site = Site.build(little_site())
    standing = site.add(Kind.SUPPORT, Pose(400.0, 20.0))
    site.settle()
    t = Draft(state(site=site.snapshot()))
    before = site.snapshot()
    lying = tuple(attrs.evolve(piece, pose=Pose(400.0, 10.0, math.pi / 2)) if piece.id == standing else piece
                  for piece in before.pieces)  # fmt: skip
    knocked = Site.build(attrs.evolve(before, pieces=lying))
    knocked.settle()
    no_falls = Settle(seconds=1.0, asleep=True, landings=(), grounded=())
    fell = turn._supports_fallen(t, knocked, no_falls)
    assert fell == {standing}
    assert standing not in accidents.fallen(knocked, False), "lying flat, it looks laid there"
    turn.begin_turn(t, 1, knocked, fell)
    assert standing in t.cleanup and Clear(standing, keep=True) in RULES.legal_actions(t.freeze())


def test_a_girder_pushed_back_that_still_touches_the_table_goes_without_an_accident() -> None:
    """M15: a girder fallen with one end on the table and the other on a support, nudged with Shift held (push it
    back onto the site) but not off the table: it is taken away. Its own touch of the table, made again as the
    hook nudged it, was judged a fall: "takes a girder back to the reserve. A girder falls onto the table.
    Accident!", and the girder stayed where it lay, to cost the next cleaner a certificate too."""
    site = Site.build(little_site())
    site.add(Kind.SUPPORT, Pose(200.0, 20.0))
    site.settle()
    leaning = site.add(Kind.GIRDER, Pose(160.0, 22.0, math.atan2(40.0, 150.0)), Colour.ORANGE)
    site.settle()
    t = Draft(state(site=site.snapshot()))
    turn.begin_turn(t, 1, Site.build(site.snapshot()), fell=frozenset())
    s = t.freeze()
    assert s.cleanup == (leaning,)
    pose = Site.build(s.site).piece(leaning).pose
    nudge = tuple(Pose(pose.x + 0.1 * n, pose.y + 0.05 * n, pose.angle) for n in range(1, 21))
    after = RULES.apply(s, Clear(leaning, nudge, keep=True))
    assert Cleared(player=1, piece=leaning, kind=Kind.GIRDER, kept=False, path=nudge) in after.events
    assert Accident not in _types(after) and after.players[1].certificates == s.players[1].certificates
    assert leaning not in [p.id for p in after.site.pieces] and after.phase is Phase.PLACE


def test_the_inspector_finds_nothing_on_a_site_that_makes_the_card_impossible() -> None:
    """M19: "Connect a worker with 1 beam" where the only black or white girder is 300 mm from the only worker:
    the card is discarded without penalty and the next card revealed, the same player to place."""
    s = state(Kind.WORKER, 8, BLACK_WHITE, site=_far_apart())
    after = RULES.apply(s, CallInspector())
    assert InspectorFoundNothing(0) in after.events and CertificateLost not in _types(after)
    assert after.active == 0 and after.discard[1:] == s.discard and after.phase is Phase.PLACE


def test_the_inspector_finding_nothing_after_a_first_piece_says_the_pieces_go_back() -> None:
    """M19: the worker of "Connect a worker with 1 beam" stands on the black girder; the inspector then finds no
    way to connect him. His worker goes back, and the event says so: the log said only that the card was
    discarded, and a bot's piece vanished from the site unexplained."""
    s = state(Kind.WORKER, 8, BLACK_WHITE, site=_far_apart())
    s = RULES.apply(s, place(s, Kind.WORKER, 150.0))
    assert s.placed and s.phase is Phase.PLACE
    after = RULES.apply(s, CallInspector())
    assert InspectorFoundNothing(0, took_back=True) in after.events
    assert len(ids(after.site, Kind.WORKER)) == 1, "the worker of the try went back"
    untouched = RULES.apply(state(Kind.WORKER, 8, BLACK_WHITE, site=_far_apart()), CallInspector())
    assert InspectorFoundNothing(0, took_back=False) in untouched.events


def test_after_a_deck_of_cards_set_aside_the_player_must_try_without_the_inspector() -> None:
    """G4: the card the inspector sets aside builds nothing, like a skipped one. Before, giving a card wiped the
    count, so a site where every card passed ``possible`` but none could be met dealt cards for ever (a game
    among three hard bots ran for more than 20 minutes in the inspector). Then a whole deck of them stopped the
    construction, on sites where a try could still be made (one among normal bots stopped with 19 girders and
    10 workers in the reserve): now the inspector withdraws, and the player must try the next card."""
    s = attrs.evolve(state(Kind.WORKER, 8, BLACK_WHITE, site=_far_apart()), skipped=DECK_SIZE - 1)
    after = RULES.apply(s, CallInspector())
    assert InspectorFoundNothing(0) in after.events and InspectorWithdrew(0) in after.events
    while RULES.to_move(after) is CHANCE:
        after = RULES.apply(after, RULES.sample_chance(after, Rng(1)))
    assert after.phase is not Phase.OVER and RULES.to_move(after) == 0
    assert CallInspector() not in RULES.legal_actions(after), "the inspector has withdrawn for this turn"
    view = RULES.view(after, 0)
    for level in ("easy", "hard"):
        action = MODULE.make_bot(level).choose(view, RULES.legal_actions(view), Rng(2), Budget())
        assert isinstance(action, Place | PlayForeman | Proceed), level


def test_the_count_of_cards_that_built_nothing_ends_with_the_turn() -> None:
    s = attrs.evolve(state(Kind.WORKER, 3, BLACK_WHITE), skipped=DECK_SIZE - 2)
    s = RULES.apply(s, place(s, Kind.WORKER, -20.0))
    s = RULES.apply(s, place(s, Kind.BEAM, -20.0))
    assert TurnBegan(1) in s.events and s.phase is not Phase.OVER
    assert s.skipped == sum(isinstance(e, InstructionSkipped) for e in s.events)


@functools.cache
def _far_apart() -> Snapshot:
    """Two girders on supports 300 mm apart: an orange one with a worker on it, and a black one."""
    site = Site()
    for x, colour in ((-150.0, Colour.ORANGE), (150.0, Colour.BLACK)):
        site.add(Kind.SUPPORT, Pose(x, 20.0))
        site.add(Kind.GIRDER, Pose(x, 45.05), colour)
    site.settle()
    site.add(Kind.WORKER, Pose(-150.0, 50.0 + 18.05))
    site.settle()
    return site.snapshot()


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


def test_a_placement_that_revealed_nothing_can_be_taken_back() -> None:
    """G23: the missed try went back and revealed nothing, so Undo may take it back; the first placement of a
    two-piece try too; a met instruction ended the turn and revealed a card: final."""
    missed = state(Kind.GIRDER, 2, {Colour.ORANGE, Colour.PURPLE})
    a = place(missed, Kind.GIRDER, -45.0, Colour.ORANGE)
    assert RULES.undoable(missed, a, RULES.apply(missed, a))
    assert not RULES.undoable(missed, a), "without the result nobody can tell"
    s = state(Kind.WORKER, 3, BLACK_WHITE)
    worker = place(s, Kind.WORKER, -20.0)
    middle = RULES.apply(s, worker)
    assert RULES.undoable(s, worker, middle)
    beam = place(middle, Kind.BEAM, -20.0)
    assert not RULES.undoable(middle, beam, RULES.apply(middle, beam))


def _floor_heap() -> Snapshot:
    """A site from a person's game (French, 1024×700): after a clean-up's fall, a heap lies on the floor beyond the
    table: girders 26 and 32, workers 19 and 29 with their hats off, and beam 30 on 29's hat, girder 32 on the beam
    and on girder 26."""
    text = (Path(__file__).parents[3] / "data" / "sites" / "clean-up-floor-heap.json").read_text(encoding="utf-8")
    return converter_for(MODULE).structure(json.loads(text), Snapshot)


def test_pieces_resting_on_a_fallen_heap_are_listed_for_the_clean_up() -> None:
    """M15, G10: girder 32 and beam 30 each touched the other and a fallen worker's hat, so neither was listed,
    though both lay in the heap on the floor."""
    listed = accidents.fallen(Site.build(_floor_heap()), box=False)
    assert {32, 30} <= set(listed) and {26, 29, 19} <= set(listed)
    assert not {1, 2, 3, 4, 5, 6, 7} & set(listed), "the site standing on the table stays"


def test_lifting_a_piece_out_of_a_fallen_heap_is_no_accident_for_what_was_already_down() -> None:
    """M15: the person lifted girder 26 out of the heap; girder 32, lying on it, dropped to the floor, and he lost
    his last certificate for a fall that had happened before his turn."""
    s = state(site=_floor_heap(), phase=Phase.CLEAN, cleanup=accidents.fallen(Site.build(_floor_heap()), box=False),
              instruction=None, todo=())  # fmt: skip
    for piece in (26, 29):
        after = RULES.apply(s, Clear(piece))
        assert not [e for e in after.events if isinstance(e, Accident)], piece
