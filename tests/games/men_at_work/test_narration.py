"""Every event, prompt and action of Men at Work in words, in English and in French."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from suite.core.frames import Transition, paragraphs
from suite.core.i18n import Catalog, fmt
from suite.games.men_at_work import narration
from suite.games.men_at_work.constants import HIDDEN
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules.actions import (
    BuildSite,
    CallInspector,
    Clear,
    GiveUp,
    Place,
    PlayForeman,
    Proceed,
    Reshuffle,
    Shuffle,
)
from suite.games.men_at_work.rules.deck import Instruction, Pile, card
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.rules.steps import build_steps
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
from suite.games.men_at_work.site.placement import Move

from .positions import state
from .rules.test_games import play

NAMES = ["Zoé", "Émile", "Ana"]
SHOWN = Instruction(what=Kind.WORKER, colours=(Colour.BLACK, Colour.WHITE), rule=6)
EVENTS = [
    E.CardsDealt(0, (3, 4)),
    E.CardsDealt(1, (HIDDEN, HIDDEN)),
    E.DeckShuffled(37),
    *(E.SiteReady(start) for start in ("beginner", "advanced", "expert", "random", "build")),
    E.SiteRejected(0, ("A girder may never touch the table.",)),
    E.TurnBegan(1),
    E.CleanedUp(1, (4, 5)),
    E.CleanUpDue(1, (4, 5)),
    E.Cleared(player=1, piece=4, kind=Kind.WORKER, kept=False),
    E.Cleared(player=1, piece=5, kind=Kind.SUPPORT, kept=True),
    E.HatsBack(1, (6,)),
    E.HatsStayOff(1, (6, 7)),
    E.InspectorFound(1, Move(kind=Kind.GIRDER, colour=Colour.WHITE, load=None, path=(Pose(0.0, 100.0),))),
    E.InspectorFoundNothing(1),
    E.CardRevealed(1, 7),
    E.RitaArrived(1),
    E.Reshuffled(20),
    E.InstructionGiven(1, SHOWN),
    E.InstructionGiven(1, Instruction(what=Kind.GIRDER, colours=(Colour.ORANGE, Colour.PURPLE), rule=9)),
    E.InstructionSkipped(1, SHOWN),
    E.ForemanPlayed(player=1, card=HIDDEN, onto=Pile.DRAW),
    E.ForemanPlayed(player=1, card=5, onto=Pile.DISCARD),
    E.PiecePlaced(player=1, piece=9, kind=Kind.GIRDER, colour=Colour.BLACK),
    *(E.PiecePlaced(player=1, piece=9, kind=kind) for kind in Kind),
    *(E.PieceFell(piece=9, kind=kind, onto=fall) for kind in Kind for fall in E.Fall),
    E.Accident(1),
    E.CertificateLost(1, 0),
    E.Eliminated(1),
    E.TriedAgain(player=1, attempt=2, reason="The worker must stand upright."),
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
    assert "poutre noire" in narration.event(
        E.PiecePlaced(player=1, piece=9, kind=Kind.GIRDER, colour=Colour.BLACK), NAMES, tr
    )  # type: ignore[operator]
    assert "Chef Rita" in narration.event(E.RitaArrived(1), NAMES, tr)  # type: ignore[operator]
    assert "Près d’une extrémité" in narration.instruction_text(SHOWN, tr)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_prompts_results_and_actions(lang: str) -> None:
    tr = Catalog.load(lang).tr
    s = state(Kind.WORKER, 2)
    for phase in Phase:
        line = narration.prompt(_in(s, phase), NAMES, tr)
        assert line and "%" not in line
    assert len(narration.result(s, NAMES, tr)) == 4
    move = Move(kind=Kind.GIRDER, colour=Colour.WHITE, load=None, path=(Pose(0.0, 100.0),))
    actions = [Place(move), Place(Move(kind=Kind.BRICK, colour=None, load=None, path=move.path)),
               PlayForeman(1, Pile.DRAW), PlayForeman(1, Pile.DISCARD), Proceed(), GiveUp(), Shuffle((1,)),
               Reshuffle((1,)), BuildSite(Snapshot()), CallInspector(), Clear(4), Clear(5, keep=True)]  # fmt: skip
    for action in actions:
        assert "%" not in narration.action(action, tr)


def _in(s: State, phase: Phase) -> State:
    return attrs.evolve(s, phase=phase, todo=build_steps(True) if phase is Phase.BUILD else s.todo)


def _secrets(e: E.Event, viewer: int | None, tr: narration.Tr) -> tuple[str, list[str]]:
    """What the full event ``e`` holds that ``viewer`` may not see, by kind, as words that the viewer's
    line may not contain; no words when the viewer may see all of it (G5)."""
    if isinstance(e, E.CardsDealt) and viewer != e.player:
        return "foreman hand", [narration.card_text(c, tr) for c in e.cards]
    if isinstance(e, E.ForemanPlayed) and e.onto is Pile.DRAW and viewer != e.player:
        return "foreman card on the draw pile", [narration.card_text(e.card, tr)]
    return "", []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seeded_games_are_told_from_every_view(lang: str) -> None:
    """Each seat and a spectator are told from their view alone (``rules.view``, as the window and the
    command line do): prompts as for the full state, every event of the view told without the Foreman
    cards hidden from it, and the same result."""
    tr = Catalog.load(lang).tr
    rules = MODULE.rules
    checked: Counter[str] = Counter()
    for seed, players in ((1, 2), (6, 3), (7, 4)):
        match = play(players, seed, foreman=True)
        names = [*NAMES, "Jules", "Lou"][:players]
        states = [match.state_at(cursor) for cursor in range(match.cursor + 1)]
        for s in states:
            for viewer in (*range(players), None):
                v = rules.view(s, viewer)
                assert narration.prompt(v, names, tr) == narration.prompt(s, names, tr)
                for full, seen in zip(s.events, v.events, strict=True):
                    line = narration.event(seen, names, tr)
                    assert line and "%" not in line, seen
                    kind, secrets = _secrets(full, viewer, tr)
                    assert not [secret for secret in secrets if secret in line], (viewer, full, line)
                    checked[kind] += bool(secrets)
        for viewer in (*range(players), None):
            assert narration.result(rules.view(states[-1], viewer), names, tr) == narration.result(
                states[-1], names, tr
            )
    assert all(checked[kind] for kind in ("foreman hand", "foreman card on the draw pile")), checked


def test_a_missed_try_goes_on_only_when_its_pieces_taken_back_made_nothing_fall() -> None:
    """G9: taking the pieces back can make a piece fall, an accident that ends the turn. The missed try's own line
    promises nothing; the try going on is said apart, and only when no accident follows."""
    tr = Catalog.load("en").tr
    missed = E.TriedAgain(player=1, attempt=2, reason="The worker must stand upright.")
    assert "again" not in narration.event(missed, NAMES, tr)  # type: ignore[operator]
    assert narration.goes_on([missed], NAMES, tr) == f"{NAMES[1]} tries again."
    fell = E.PieceFell(piece=9, kind=Kind.WORKER, onto=E.Fall.TABLE)
    assert narration.goes_on([missed, fell, E.Accident(1), E.CertificateLost(1, 2)], NAMES, tr) is None
    assert narration.goes_on([E.InstructionMet(1)], NAMES, tr) is None


def test_the_inspector_finding_nothing_does_not_promise_the_next_card() -> None:
    """Taking back the try's pieces after the inspector found nothing may cause an accident, and then the turn
    ends: "…discards the card and reveals the next one. … Accident!" read as a contradiction. The next card is
    told by its own event."""
    tr = Catalog.load("en").tr
    assert narration.event(E.InspectorFoundNothing(1), NAMES, tr) == (
        "The site inspector finds no way to do it: Émile discards the card."
    )
    assert narration.event(E.InspectorFoundNothing(1, took_back=True), NAMES, tr) == (
        "The site inspector finds no way to do it: Émile takes the pieces back and discards the card."
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_for_a_piece_placed_first_names_the_pieces_only(lang: str) -> None:
    """"Player 1, try 1: place a beam, to add a worker on a girder (purple or white): Connect a worker with
    1 beam" ran past the status bar at 1024×700; the panel above shows the whole instruction."""
    tr = Catalog.load(lang).tr
    found = []
    for seed, players in ((1, 2), (6, 3), (7, 4)):
        match = play(players, seed)
        for cursor in range(match.cursor + 1):
            s = match.state_at(cursor)
            if s.phase is Phase.PLACE and s.instruction and s.todo and s.todo[0].kind is not s.instruction.what:
                line = narration.prompt(s, [*NAMES, "Jules"], tr)
                named = (narration.a_piece(s.todo[0].kind, tr), tr("two bricks"), tr("two beams"),
                         tr("a second worker"), tr("a second brick"), tr("a second beam"))  # fmt: skip
                assert any(piece in line for piece in named), line
                assert narration.instruction_text(s.instruction, tr) not in line and len(line) <= 60, line
                found.append(line)
    assert found, "seeded games ask for a piece before the instruction's own"


@pytest.mark.parametrize(
    ("what", "rule", "left", "said"),
    [
        (Kind.WORKER, 9, (Kind.WORKER,), "Zoé, try 1: now place a second worker."),
        (Kind.WORKER, 3, (Kind.BEAM,), "Zoé, try 1: now place a beam."),
        (Kind.WORKER, 8, (Kind.BEAM,), "Zoé, try 1: now place a beam."),
        (Kind.WORKER, 2, (Kind.BRICK, Kind.BRICK), "Zoé, try 1: now place two bricks."),
        (Kind.WORKER, 2, (Kind.BRICK,), "Zoé, try 1: now place a second brick."),
        (Kind.WORKER, 4, (Kind.BEAM,), "Zoé, try 1: now place a second beam."),
        (Kind.WORKER, 5, (Kind.BRICK, Kind.BEAM), "Zoé, try 1: now place a brick and a beam."),
        (Kind.GIRDER, 7, (Kind.GIRDER,), "Zoé, try 1: now place a girder."),
        (Kind.GIRDER, 7, (Kind.SUPPORT, Kind.GIRDER), "Zoé, try 1: place a support, then a girder."),
    ],
)
def test_the_prompt_says_what_is_still_to_place(what: Kind, rule: int, left: tuple[Kind, ...], said: str) -> None:
    """Once a part of an instruction was placed the line asked again for the whole of it ("Extra worker" never
    said a second worker was due), or for "a beam, then a worker" when the worker already stood there."""
    from suite.games.men_at_work.rules.steps import Step

    s = state(what, rule, todo=tuple(Step(kind) for kind in left))
    assert narration.prompt(s, NAMES, Catalog.load("en").tr) == said
    assert "%" not in narration.prompt(s, NAMES, Catalog.load("fr").tr)


def test_a_missed_try_says_why_in_a_sentence_of_its_own() -> None:
    """"Not yet (The girder must touch a support.): Ann takes the pieces back." read ".):"."""
    told = narration.event(E.TriedAgain(player=0, attempt=2, reason="The worker must stand upright."), NAMES,
                           Catalog.load("en").tr)  # fmt: skip
    assert told == "Not yet. The worker must stand upright. Zoé takes the pieces back."


def test_the_next_player_s_turn_begins_a_paragraph_of_the_log() -> None:
    """A move and the turn it handed on ran together in one entry, and a bot's reason, told after its move's first
    paragraph, read as the next player's."""
    moved = Move(Kind.WORKER, None, None, (Pose(0.0, 100.0),))
    events = (E.PiecePlaced(1, 7, Kind.WORKER, None, moved), E.InstructionMet(1), E.TurnBegan(2),
              E.InstructionGiven(2, Instruction(Kind.GIRDER, (Colour.BLACK, Colour.WHITE), 12)))
    told = paragraphs(narration, Transition(5, events), ["Ann", "Bob", "Cy"], Catalog.load("en").tr)
    assert told == [["Bob places a worker.", "Bob meets the instruction."],
                    ["Cy takes the rescue hook.", told[1][1]]] and told[1][1].startswith("Cy must add")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["Two bricks and a hard hat fall onto the table.", "A worker falls onto the floor.",
                "A beam falls onto the table.", "Accident! Bob's turn ends."]),
        ("fr", ["Deux briques et un casque tombent sur la table.", "Un ouvrier tombe sur le sol.",
                "Un madrier tombe sur la table.", "Accident\u00a0! Le tour de Bob se termine."]),
    ],
)  # fmt: skip
def test_pieces_falling_onto_one_place_are_told_in_one_line(lang: str, said: list[str]) -> None:
    """An accident told each piece apart: "A brick falls onto the table. A brick falls onto the table. A hard hat
    falls onto the table." Falls onto one place, one after the other, are one line; a fall elsewhere is its own."""
    table, floor = E.Fall.TABLE, E.Fall.FLOOR
    events = (E.PieceFell(4, Kind.BRICK, table), E.PieceFell(5, Kind.HAT, table), E.PieceFell(6, Kind.BRICK, table),
              E.PieceFell(7, Kind.WORKER, floor), E.PieceFell(8, Kind.BEAM, table), E.Accident(1))  # fmt: skip
    told = paragraphs(narration, Transition(5, events), ["Ann", "Bob", "Cy"], Catalog.load(lang).tr)
    assert told == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Ten beams, three workers and 11 bricks fall onto the table."),
    ("fr", "Dix madriers, trois ouvriers et 11 briques tombent sur la table."),
])  # fmt: skip
def test_numbers_of_pieces_fallen_are_words_up_to_ten(lang: str, said: str) -> None:
    """A tester read "2 briques" as a figure from a table: a sentence counts small numbers in words."""
    falls = [E.PieceFell(i, Kind.BEAM, E.Fall.TABLE) for i in range(10)]
    falls += [E.PieceFell(20 + i, Kind.WORKER, E.Fall.TABLE) for i in range(3)]
    falls += [E.PieceFell(30 + i, Kind.BRICK, E.Fall.TABLE) for i in range(11)]
    told = paragraphs(narration, Transition(5, tuple(falls)), ["Ann", "Bob", "Cy"], Catalog.load(lang).tr)
    assert told == [[said]]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Bob loses a safety certificate (none left).", "Bob loses a safety certificate (one left).",
            "Bob loses a safety certificate (two left).", "Bob must first clear a fallen piece with the rescue hook.",
            "Bob puts a hard hat back on."]),
    ("fr", ["Bob perd un certificat de sécurité (il n’en reste plus).", "Bob perd un certificat de sécurité (il en "
            "reste un).", "Bob perd un certificat de sécurité (il en reste deux).",
            "Bob doit d’abord dégager une pièce tombée avec le crochet de sauvetage.",
            "Bob remet un casque en place."]),
])  # fmt: skip
def test_one_and_none_are_said_in_words(lang: str, said: list[str]) -> None:
    """A tester read "(il en reste 0)", "dégager 1 pièce tombée" and "remet 1 casque en place": French counts 0 as
    one, and a sentence says one and none in words; and "(il en reste 2)" beside "Deux poutres tombent": two to ten
    too (``in_words``)."""
    tr = Catalog.load(lang).tr
    events = (E.CertificateLost(1, 0), E.CertificateLost(1, 1), E.CertificateLost(1, 2), E.CleanUpDue(1, (4,)),
              E.HatsBack(1, (5,)))  # fmt: skip
    assert [narration.event(e, ["Ann", "Bob", "Cy"], tr) for e in events] == said


def test_a_winner_is_named_in_french_whoever_she_is() -> None:
    """"Inès gagne le titre de meilleur ouvrier": the French ends named a winner in the masculine."""
    tr = Catalog.load("fr").tr
    said = [narration.event(E.GameEnded(end, (0,)), ["Inès"], tr) for end in (E.End.AWARDS, E.End.LAST_STANDING)]
    assert said == ["Inès gagne la partie avec ses titres d’Ouvrier du mois.",
                    "Inès gagne la partie\u00a0: personne d’autre n’a gardé de certificat de sécurité."]  # fmt: skip


def test_in_words_leaves_placeholders_and_large_counts_alone() -> None:
    tr = Catalog.load("en").tr
    assert narration.in_words("%1 must first clear 2 fallen pieces (%2).", 2, tr) == (
        "%1 must first clear two fallen pieces (%2)."
    )
    assert narration.in_words("%1 cleans up: 12 fallen pieces.", 12, tr) == "%1 cleans up: 12 fallen pieces."


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dealt_foreman_cards_are_told_by_their_backs_and_fronts(lang: str) -> None:
    """"Alice receives two Foreman cards: girder: Strong worker; worker: With 2 beams / …" named the fronts alone;
    the Foreman buttons and the hand's zoom say what a card's back adds, and the cards could not be matched. Each
    card is told numbered as the buttons number it, its back in the buttons' words, then its front; another
    player's cards stay hidden."""
    tr = Catalog.load(lang).tr
    line = narration.event(E.CardsDealt(0, (3, 4)), NAMES, tr)
    assert line is not None
    for number, id in enumerate((3, 4), 1):
        back, front = narration.back_text(card(id).back, tr), narration.card_text(id, tr)
        assert narration.dealt_card_text(number, id, tr) in line
        assert line.index(back) < line.index(front), line
    assert narration.event(E.CardsDealt(1, (HIDDEN, HIDDEN)), NAMES, tr) == fmt(
        tr("%1 receives two Foreman cards."), NAMES[1]
    )
