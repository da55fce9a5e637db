"""What each seat may see: the draw pile's order and the others' Foreman cards are hidden (M9, M18)."""

from __future__ import annotations

import attrs

from suite.core.rng import Rng
from suite.games.men_at_work.constants import HIDDEN, RITA
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import PlayForeman
from suite.games.men_at_work.rules.deck import Pile
from suite.games.men_at_work.rules.events import CardsDealt, ForemanPlayed
from suite.games.men_at_work.rules.state import Phase

from ..positions import state

RULES = MODULE.rules


def _foreman_state():  # type: ignore[no-untyped-def]
    s = state(foreman=True)
    hands = ((s.draw[1], s.draw[2]), (s.draw[3], s.draw[4]), (s.draw[5], s.draw[6]))
    dealt = {c for hand in hands for c in hand}
    players = tuple(attrs.evolve(p, hand=hand) for p, hand in zip(s.players, hands, strict=True))
    events = tuple(CardsDealt(p, hand) for p, hand in enumerate(hands))
    return attrs.evolve(s, players=players, draw=tuple(c for c in s.draw if c not in dealt), events=events,
                        phase=Phase.FOREMAN)  # fmt: skip


def test_a_view_hides_the_draw_pile_but_its_top_back_and_the_others_hands() -> None:
    s = _foreman_state()
    seen = RULES.view(s, 1)
    assert seen.draw == (HIDDEN,) * len(s.draw) and seen.pile_top == s.pile_top
    assert seen.players[1].hand == s.players[1].hand
    assert seen.players[0].hand == (HIDDEN, HIDDEN) and seen.players[2].hand == (HIDDEN, HIDDEN)
    assert seen.events == (CardsDealt(0, (HIDDEN, HIDDEN)), s.events[1], CardsDealt(2, (HIDDEN, HIDDEN)))
    assert seen.discard == s.discard and seen.site == s.site
    spectator = RULES.view(s, None)
    assert all(p.hand == (HIDDEN, HIDDEN) for p in spectator.players)


def test_a_foreman_card_on_the_draw_pile_is_seen_by_its_player_only() -> None:
    s = _foreman_state()
    played = RULES.apply(s, PlayForeman(s.players[0].hand[0], Pile.DRAW))
    assert ForemanPlayed(player=0, card=HIDDEN, onto=Pile.DRAW) in RULES.view(played, 1).events
    assert ForemanPlayed(player=0, card=s.players[0].hand[0], onto=Pile.DRAW) in RULES.view(played, 0).events


def test_a_determinized_view_could_be_the_game() -> None:
    s = _foreman_state()
    for seat in (0, 1, 2, None):
        seen = RULES.view(s, seat)
        for seed in range(5):
            dealt = RULES.determinize(seen, Rng(seed))
            assert RULES.view(dealt, seat) == seen
            assert RITA in dealt.draw and dealt.draw[0] != RITA
            cards = [*dealt.draw, *dealt.discard, *(c for p in dealt.players for c in p.hand)]
            assert sorted(cards) == sorted([*s.draw, *s.discard, *(c for p in s.players for c in p.hand)])
