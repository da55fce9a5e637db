"""The cards in play (M7–M9, M12, M18): WHAT and HOW, Boss Rita, the reshuffle, skipping, the colour
fallback, Foreman cards. Revealing needs no physics: the states are built directly."""

from __future__ import annotations

import attrs

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.men_at_work.constants import GIRDERS_PER_COLOUR, NOTHING_TO_BUILD, RITA, SUPPORTS
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules import cards
from suite.games.men_at_work.rules.actions import PlaceStep, PlayForeman, Proceed
from suite.games.men_at_work.rules.deck import CARDS, Pile, card, instruction
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import End, InspectorWithdrew, InstructionSkipped, Reshuffled, RitaArrived
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot

from ..positions import find_card, little_site, lying_far, state

RULES = MODULE.rules


def _revealed(s: State) -> Draft:
    t = Draft(s)
    cards.reveal(t)
    return t


def _without(site: Snapshot, kind: Kind) -> Snapshot:
    return attrs.evolve(site, pieces=tuple(p for p in site.pieces if p.kind is not kind))


def test_the_back_of_the_draw_pile_says_what_and_the_front_of_the_discard_says_how() -> None:
    s = state()
    t = _revealed(s)
    assert t.discard[0] == s.draw[0]
    assert t.instruction == instruction(card(s.draw[1]).back, card(s.draw[0]).front)
    assert t.pile_top == card(s.draw[1]).back and t.phase is Phase.PLACE


def test_rita_is_set_aside_when_she_comes_to_the_top_and_the_next_card_says_what() -> None:
    s = state()
    s = attrs.evolve(s, draw=(s.draw[0], RITA, *(c for c in s.draw[1:] if c != RITA)))
    t = _revealed(s)
    assert t.rita and RitaArrived(0) in t.events
    assert RITA not in t.draw and RITA not in t.discard
    assert t.pile_top == card(s.draw[2]).back


def test_the_last_card_stays_on_the_discard_and_the_rest_becomes_the_draw_pile() -> None:
    s = state()
    last, rest = s.draw[0], [c for c in s.draw[1:] if c != RITA]
    s = attrs.evolve(s, draw=(last,), discard=tuple(rest), rita=True)
    t = _revealed(s)
    assert t.phase is Phase.RESHUFFLE and t.draw == () and t.discard[0] == last
    waiting = t.freeze()
    shuffle = RULES.sample_chance(waiting, Rng(3))
    assert sorted(shuffle.order) == sorted(rest)
    after = RULES.apply(waiting, shuffle)
    assert after.discard == (last,) and after.draw == shuffle.order
    assert Reshuffled(len(rest)) in after.events
    assert after.instruction == instruction(card(shuffle.order[0]).back, card(last).front)
    assert not RULES.is_legal(waiting, attrs.evolve(shuffle, order=shuffle.order[1:]))


def test_a_card_the_site_cannot_take_is_skipped() -> None:
    """M12: a strong worker (girder rule 6) needs a worker on the site."""
    s = state(site=_without(little_site(), Kind.WORKER))
    strong = find_card(Kind.GIRDER, 6)
    girder_back = next(c.id for c in CARDS if c.back.what is Kind.GIRDER and c.id != strong)
    rest = [c for c in s.draw if c not in (strong, girder_back)]
    s = attrs.evolve(s, draw=(strong, girder_back, *rest))
    t = _revealed(s)
    assert isinstance(t.events[1], InstructionSkipped) and t.events[1].instruction.rule == 6
    assert t.discard[:2] == (girder_back, strong)
    assert t.instruction is not None and t.skipped == 1, "G4 counts the skip until the turn ends"


def test_a_card_the_reserve_cannot_serve_is_skipped() -> None:
    """G2: girder rule 7 needs a new support; here all eight are on the site."""
    site = lying_far(little_site(), *[(Kind.SUPPORT, None)] * (SUPPORTS - 3))
    s = state(site=site)
    support = find_card(Kind.GIRDER, 7)
    girder_back = next(c.id for c in CARDS if c.back.what is Kind.GIRDER and c.id != support)
    s = attrs.evolve(s, draw=(support, girder_back, *[c for c in s.draw if c not in (support, girder_back)]))
    t = _revealed(s)
    assert isinstance(t.events[1], InstructionSkipped)


def test_when_a_colour_has_run_out_the_other_is_used() -> None:
    """M12; and with both colours gone the card is skipped (G2)."""
    all_orange = lying_far(little_site(), *[(Kind.GIRDER, Colour.ORANGE)] * (GIRDERS_PER_COLOUR - 1))
    s = state(Kind.GIRDER, 12, {Colour.ORANGE, Colour.PURPLE}, site=all_orange)
    assert RULES.legal_actions(s)[0] == PlaceStep(kind=Kind.GIRDER, colours=(Colour.PURPLE,))
    both = lying_far(all_orange, *[(Kind.GIRDER, Colour.PURPLE)] * (GIRDERS_PER_COLOUR - 1))
    shown = attrs.evolve(s, site=both).instruction
    assert shown is not None and not cards.possible(both, shown)


def test_when_no_card_can_be_played_the_construction_stops() -> None:
    """G4: with every girder and every worker on the site, each card is skipped in turn, across the reshuffles:
    after a deck the inspector withdraws, after a second one the construction stops (it would stop at the next
    turn anyway, G3; this is the reveal's own guard)."""
    girders = [(Kind.GIRDER, colour) for colour in Colour for _ in range(GIRDERS_PER_COLOUR - 1)]
    site = lying_far(little_site(), *girders, *[(Kind.WORKER, None)] * 15)
    t = _revealed(state(site=site))
    assert t.phase is Phase.RESHUFFLE
    s = t.freeze()
    events = list(s.events)
    while RULES.to_move(s) is CHANCE:
        s = RULES.apply(s, RULES.sample_chance(s, Rng(1)))
        events += s.events
    assert s.phase is Phase.OVER and s.end is End.STOPPED
    assert sum(isinstance(e, InstructionSkipped) for e in events) == NOTHING_TO_BUILD
    assert [e for e in events if isinstance(e, InspectorWithdrew)] == [InspectorWithdrew(0)]


def test_a_foreman_card_changes_what_on_the_draw_pile_and_how_on_the_discard() -> None:
    s = state(Kind.GIRDER, 12, foreman=True)
    hand = (find_card(Kind.GIRDER, 10), find_card(Kind.WORKER, 3))
    s = attrs.evolve(s, phase=Phase.FOREMAN, players=(attrs.evolve(s.players[0], hand=hand), *s.players[1:]))
    legal = RULES.legal_actions(s)
    assert legal[0] == Proceed() and PlayForeman(hand[0], Pile.DISCARD) in legal
    on_discard = RULES.apply(s, PlayForeman(hand[0], Pile.DISCARD))
    assert on_discard.instruction == instruction(card(s.draw[0]).back, card(hand[0]).front)
    assert on_discard.players[0].hand == (hand[1],) and on_discard.phase is Phase.PLACE
    on_draw = RULES.apply(s, PlayForeman(hand[1], Pile.DRAW))
    assert on_draw.draw[0] == hand[1] and on_draw.pile_top == card(hand[1]).back
    assert on_draw.instruction == instruction(card(hand[1]).back, card(s.discard[0]).front)
    assert RULES.apply(s, Proceed()).phase is Phase.PLACE and RULES.undoable(s, Proceed())
    assert not RULES.undoable(s, PlayForeman(hand[0], Pile.DISCARD))


def test_one_foreman_card_a_turn_even_after_the_inspector_sets_a_card_aside() -> None:
    """G14: a person played a card on the draw pile, the inspector set the card aside, the next one was
    revealed, and the Foreman choice came back: he played his second card in the same turn."""
    s = state(Kind.GIRDER, 12, foreman=True)
    hand = (find_card(Kind.GIRDER, 10), find_card(Kind.GIRDER, 12))
    s = attrs.evolve(s, phase=Phase.FOREMAN, players=(attrs.evolve(s.players[0], hand=hand), *s.players[1:]))
    played = RULES.apply(s, PlayForeman(hand[0], Pile.DISCARD))
    assert played.foreman_played and played.players[0].hand == (hand[1],)
    for before, offered in ((played, False), (attrs.evolve(played, foreman_played=False), True)):
        t = Draft(before)
        cards.give(t, cards.current(t))  # the next card, as after the inspector's
        assert (t.phase is Phase.FOREMAN) is offered
