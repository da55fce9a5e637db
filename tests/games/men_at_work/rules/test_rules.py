"""The contract's checks on a placement (DESIGN §2, G8): what may be placed now, in which colour, with
which load, along which path; and what may be taken back."""

from __future__ import annotations

import inspect
import math

import attrs
import pytest

from suite.core.game import CHANCE, ContinuousRules, IllegalAction
from suite.core.rng import Rng
from suite.games.men_at_work.constants import MAX_PATH
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import CallInspector, Place, PlaceStep, Proceed
from suite.games.men_at_work.rules.state import Phase
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.site.placement import Load, Move

from ..positions import place, state

RULES = MODULE.rules


def test_the_legal_list_names_the_placement_expected_and_the_site_inspector() -> None:
    carry = state(Kind.GIRDER, 11, {Colour.BLACK, Colour.WHITE})
    assert RULES.legal_actions(carry) == (
        PlaceStep(kind=Kind.GIRDER, colours=(Colour.BLACK, Colour.WHITE), load=Kind.BRICK),
        CallInspector(),
    )
    loads = attrs.evolve(state(Kind.WORKER, 5), todo=state(Kind.WORKER, 5).todo[1:])
    assert RULES.legal_actions(loads)[:2] == (PlaceStep(Kind.BRICK), PlaceStep(Kind.BEAM)), "G6: either first"
    support = state(Kind.GIRDER, 7)
    assert RULES.legal_actions(support)[0] == PlaceStep(Kind.SUPPORT)


def test_a_placement_of_another_piece_colour_or_load_is_refused() -> None:
    s = state(Kind.GIRDER, 12, {Colour.BLACK, Colour.WHITE})
    good = place(s, Kind.GIRDER, -60.0, Colour.BLACK)
    assert RULES.is_legal(s, good)
    path = good.move.path
    for move in (
        Move(kind=Kind.GIRDER, colour=Colour.ORANGE, load=None, path=path),
        Move(kind=Kind.GIRDER, colour=None, load=None, path=path),
        Move(kind=Kind.WORKER, colour=None, load=None, path=path),
        Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=Load(Kind.BRICK, 0.0), path=path),
        Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=None, path=()),
        Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=None, path=(path[0],) * (MAX_PATH + 1)),
        Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=None, path=(Pose(math.nan, 200.0),)),
        Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=None, path=(Pose(0.0, 1e9),)),
    ):
        assert not RULES.is_legal(s, Place(move))
        with pytest.raises(IllegalAction):
            RULES.apply(s, Place(move))
    assert not RULES.is_legal(s, Proceed())


def test_a_held_piece_may_not_appear_inside_the_site() -> None:
    s = state(Kind.GIRDER, 12, {Colour.BLACK, Colour.WHITE})
    inside = s.site.pieces[3].pose
    with pytest.raises(IllegalAction, match="inside the site"):
        RULES.apply(s, Place(Move(kind=Kind.GIRDER, colour=Colour.BLACK, load=None, path=(inside,))))


def test_who_acts_and_what_can_be_taken_back() -> None:
    s = state()
    assert RULES.to_move(s) == 0
    assert RULES.to_move(attrs.evolve(s, phase=Phase.RESHUFFLE)) is CHANCE
    assert RULES.to_move(attrs.evolve(s, phase=Phase.OVER)) is None
    assert RULES.legal_actions(attrs.evolve(s, phase=Phase.OVER)) == ()
    assert not RULES.undoable(s, place(s, Kind.GIRDER, -60.0, next(iter(s.instruction.colours))))  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        RULES.sample_chance(s, Rng(1))


def test_sampled_actions_are_legal_and_the_same_for_the_same_seed() -> None:
    for what, rule in ((Kind.GIRDER, 11), (Kind.GIRDER, 7), (Kind.WORKER, 7), (Kind.WORKER, 9)):
        s = state(what, rule)
        sampled = RULES.sample_actions(s, Rng(5), 3)
        assert len(sampled) == 3 and all(RULES.is_legal(s, a) for a in sampled)
        assert sampled == RULES.sample_actions(s, Rng(5), 3)


def test_the_rules_declare_their_continuous_actions() -> None:
    """DESIGN §2: placements are continuous, so the rules are ``ContinuousRules``, with its very signatures
    (the protocol's runtime check looks at the names only)."""
    assert isinstance(MODULE.rules, ContinuousRules)
    for name in ("validate", "sample_actions"):
        declared = [p for p in inspect.signature(getattr(ContinuousRules, name)).parameters if p != "self"]
        assert list(inspect.signature(getattr(RULES, name)).parameters) == declared
