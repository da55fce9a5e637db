"""The setup (M5–M7, M18, G11): certificates and expert seats, the deal, the three kinds of start site."""

from __future__ import annotations

import attrs
import pytest

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.men_at_work.constants import BUILD_ATTEMPTS, RITA
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import BuildSite, GiveUp, PlaceStep, Shuffle
from suite.games.men_at_work.rules.events import CardsDealt, SiteReady, SiteRejected
from suite.games.men_at_work.rules.state import Options, Phase, StartSite
from suite.games.men_at_work.site.pieces import Colour, Kind

from ..positions import drop

RULES = MODULE.rules


def _dealt(options: Options, seed: int = 1):  # type: ignore[no-untyped-def]
    s = RULES.new_state(options, options.players)
    assert s.phase is Phase.DEAL and RULES.to_move(s) is CHANCE
    return RULES.apply(s, RULES.sample_chance(s, Rng(seed)))


def test_every_player_has_three_certificates_and_an_expert_two() -> None:
    s = RULES.new_state(Options(players=4, expert_seats=(1, 3)), 4)
    assert [p.certificates for p in s.players] == [3, 2, 3, 2]
    with pytest.raises(ValueError):
        Options(players=2, expert_seats=(2,))
    with pytest.raises(ValueError):
        Options(players=6)
    with pytest.raises(ValueError):
        RULES.new_state(Options(players=3), 4)


@pytest.mark.parametrize("start", [StartSite.BEGINNER, StartSite.ADVANCED, StartSite.EXPERT])
def test_an_example_site_stands_and_the_first_player_reveals(start: StartSite) -> None:
    s = _dealt(Options(players=2, start_site=start))
    assert SiteReady(start.value) in s.events
    assert s.active == 0 and s.phase is Phase.PLACE and s.instruction is not None
    assert len(s.discard) == 1 and RITA in s.draw


def test_foreman_hands_are_dealt() -> None:
    s = _dealt(Options(players=3, foreman=True))
    assert all(len(p.hand) == 2 for p in s.players)
    assert sum(isinstance(e, CardsDealt) for e in s.events) == 3
    assert not RULES.is_legal(RULES.new_state(Options(players=3, foreman=True), 3), Shuffle(s.draw))


def test_a_random_site_is_drawn_by_chance() -> None:
    s = _dealt(Options(players=2, start_site=StartSite.RANDOM, crane=True))
    assert s.phase is Phase.SITE and RULES.to_move(s) is CHANCE
    built = RULES.sample_chance(s, Rng(4))
    assert isinstance(built, BuildSite) and built.site.crane
    after = RULES.apply(s, built)
    assert SiteReady("random") in after.events and after.phase in (Phase.PLACE, Phase.OVER)


def test_building_the_site_by_hand_asks_for_supports_then_one_girder_of_each_colour_then_a_worker() -> None:
    s = _dealt(Options(players=2, start_site=StartSite.BUILD))
    assert s.phase is Phase.BUILD and s.active == 0 and s.site.pieces == ()
    assert RULES.legal_actions(s) == (PlaceStep(Kind.SUPPORT), GiveUp())
    for _ in range(3):
        s = RULES.apply(s, RULES.sample_actions(s, Rng(2), 1)[0])
    assert RULES.legal_actions(s)[0] == PlaceStep(kind=Kind.GIRDER, colours=tuple(Colour))
    s = RULES.apply(s, RULES.sample_actions(s, Rng(3), 1)[0])
    assert len(RULES.legal_actions(s)[0].colours) == 3
    sky = _dealt(Options(players=2, start_site=StartSite.BUILD, skyscraper=True))
    assert RULES.legal_actions(sky)[0] == PlaceStep(kind=Kind.GIRDER, colours=tuple(Colour)), "no supports in the box"


def test_a_bad_site_is_taken_down_and_after_three_the_beginner_site_is_used() -> None:
    s = _dealt(Options(players=2, start_site=StartSite.BUILD))
    for attempt in range(1, BUILD_ATTEMPTS + 1):
        for step in range(8):
            kind = RULES.legal_actions(s)[0].kind
            colour = RULES.legal_actions(s)[0].colours[0] if kind is Kind.GIRDER else None
            s = RULES.apply(s, drop(s, kind, -250.0 + 60 * step, 60.0, colour))
        assert any(isinstance(e, SiteRejected) for e in s.events)
        assert s.builds == attempt or SiteReady("beginner") in s.events
    assert s.phase is Phase.PLACE and SiteReady("beginner") in s.events


def test_giving_up_the_build_uses_the_beginner_site() -> None:
    s = _dealt(Options(players=2, start_site=StartSite.BUILD))
    s = RULES.apply(s, RULES.sample_actions(s, Rng(2), 1)[0])
    after = RULES.apply(s, GiveUp())
    assert SiteReady("beginner") in after.events and after.phase is Phase.PLACE
    assert min(p.id for p in after.site.pieces) > max(p.id for p in s.site.pieces), "ids are never reused"
    assert attrs.evolve(after, events=()) != attrs.evolve(s, events=())
