"""Every event, prompt and action of Men at Work in words, in English and in French."""

from __future__ import annotations

import attrs
import pytest

from suite.core.i18n import Catalog
from suite.games.men_at_work import narration
from suite.games.men_at_work.constants import HIDDEN
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules.actions import BuildSite, GiveUp, Place, PlayForeman, Proceed, Reshuffle, Shuffle
from suite.games.men_at_work.rules.deck import Instruction, Pile
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.rules.steps import build_steps
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Move

from .positions import state

NAMES = ["Zoé", "Émile", "Ana"]
SHOWN = Instruction(Kind.WORKER, (Colour.BLACK, Colour.WHITE), 6)
EVENTS = [
    E.CardsDealt(0, (3, 4)),
    E.CardsDealt(1, (HIDDEN, HIDDEN)),
    E.DeckShuffled(37),
    *(E.SiteReady(start) for start in ("beginner", "advanced", "expert", "random", "build")),
    E.SiteRejected(0, ("A girder may never touch the table.",)),
    E.TurnBegan(1),
    E.CleanedUp(1, (4, 5)),
    E.CardRevealed(1, 7),
    E.RitaArrived(1),
    E.Reshuffled(20),
    E.InstructionGiven(1, SHOWN),
    E.InstructionGiven(1, Instruction(Kind.GIRDER, (Colour.ORANGE, Colour.PURPLE), 9)),
    E.InstructionSkipped(1, SHOWN),
    E.ForemanPlayed(1, HIDDEN, Pile.DRAW),
    E.ForemanPlayed(1, 5, Pile.DISCARD),
    E.PiecePlaced(1, 9, Kind.GIRDER, Colour.BLACK),
    *(E.PiecePlaced(1, 9, kind) for kind in Kind),
    *(E.PieceFell(9, kind, fall) for kind in Kind for fall in E.Fall),
    E.Accident(1),
    E.CertificateLost(1, 0),
    E.Eliminated(1),
    E.TriedAgain(1, 2, "The worker must stand upright."),
    E.OutOfTries(1),
    E.GaveUp(1),
    E.InstructionMet(1),
    E.AwardGiven(1, 2),
    *(E.GameEnded(end, (0, 2)) for end in E.End),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_is_told(lang: str) -> None:
    tr = Catalog.load(lang).tr
    for event in EVENTS:
        line = narration.event(event, NAMES, tr)
        assert line and "%" not in line, event


def test_french_uses_the_glossary() -> None:
    tr = Catalog.load("fr").tr
    assert "certificat de sécurité" in narration.event(E.CertificateLost(1, 2), NAMES, tr)  # type: ignore[operator]
    assert "poutre noire" in narration.event(E.PiecePlaced(1, 9, Kind.GIRDER, Colour.BLACK), NAMES, tr)  # type: ignore[operator]
    assert "Chef Rita" in narration.event(E.RitaArrived(1), NAMES, tr)  # type: ignore[operator]
    assert "Près d'une extrémité" in narration.instruction_text(SHOWN, tr)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_prompts_results_and_actions(lang: str) -> None:
    tr = Catalog.load(lang).tr
    s = state(Kind.WORKER, 2)
    for phase in Phase:
        line = narration.prompt(_in(s, phase), NAMES, tr)
        assert line and "%" not in line
    assert len(narration.result(s, NAMES, tr)) == 4
    move = Move(Kind.GIRDER, Colour.WHITE, None, (Pose(0.0, 100.0),))
    actions = [Place(move), Place(Move(Kind.BRICK, None, None, move.path)), PlayForeman(1, Pile.DRAW),
               PlayForeman(1, Pile.DISCARD), Proceed(), GiveUp(), Shuffle((1,)), Reshuffle((1,)),
               BuildSite(Snapshot())]  # fmt: skip
    for action in actions:
        assert "%" not in narration.action(action, tr)


def _in(s: State, phase: Phase) -> State:
    return attrs.evolve(s, phase=phase, todo=build_steps(True) if phase is Phase.BUILD else s.todo)
