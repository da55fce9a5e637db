"""Men at Work's events and result in words, for the command line and the table's log.

Texts are extracted by ``make i18n`` from the ``tr(...)`` calls below (module level, so their translation
context is empty) and translated by whichever ``tr`` the caller passes. Reasons a placement failed and
problems of a start site arrive as ``N_`` texts from the site's rules and are translated here too.

Everything here is told from a viewer's view (``rules.view``: the window and the command line narrate
frames), never from the full state: a view is a ``State`` whose hidden cards read ``HIDDEN``, which the
lines tell as hidden cards.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from suite.core.i18n import capital, fmt
from suite.games.men_at_work.constants import HIDDEN
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
from suite.games.men_at_work.rules.deck import Back, Instruction, Pile, card
from suite.games.men_at_work.rules.ending import winners
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.rules.steps import steps
from suite.games.men_at_work.site.pieces import Colour, Kind

Tr = Callable[..., str]


def a_piece(kind: Kind, tr: Tr) -> str:
    """A piece with its indefinite article (French nouns differ in gender)."""
    return {
        Kind.SUPPORT: tr("a support"),
        Kind.GIRDER: tr("a girder"),
        Kind.WORKER: tr("a worker"),
        Kind.BRICK: tr("a brick"),
        Kind.BEAM: tr("a beam"),
        Kind.HAT: tr("a hard hat"),
    }[kind]


def a_girder(colour: Colour, tr: Tr) -> str:
    return {
        Colour.ORANGE: tr("an orange girder"),
        Colour.PURPLE: tr("a purple girder"),
        Colour.BLACK: tr("a black girder"),
        Colour.WHITE: tr("a white girder"),
    }[colour]


def _fell(kind: Kind, tr: Tr) -> str:
    return {
        Kind.SUPPORT: tr("A support falls onto %1."),
        Kind.GIRDER: tr("A girder falls onto %1."),
        Kind.WORKER: tr("A worker falls onto %1."),
        Kind.BRICK: tr("A brick falls onto %1."),
        Kind.BEAM: tr("A beam falls onto %1."),
        Kind.HAT: tr("A hard hat falls onto %1."),
    }[kind]


def _some(kind: Kind, count: int, tr: Tr) -> str:
    """Two or more pieces of one kind, counted in words as a sentence counts them: "two bricks" ("2 briques" read
    like a figure from a table)."""
    number = _NUMBERS[count - 2](tr) if 2 <= count < 2 + len(_NUMBERS) else str(count)
    return fmt({
        Kind.SUPPORT: tr("%1 supports", "two or more"),
        Kind.GIRDER: tr("%1 girders", "two or more"),
        Kind.WORKER: tr("%1 workers", "two or more"),
        Kind.BRICK: tr("%1 bricks", "two or more"),
        Kind.BEAM: tr("%1 beams", "two or more"),
        Kind.HAT: tr("%1 hard hats", "two or more"),
    }[kind], number)  # fmt: skip


def in_words(said: str, count: int, tr: Tr) -> str:
    """A counted text whose figure (``%n``) came out as digits, with the figure in words from two to ten, as the
    sentences around it count: "(il en reste 2)" stood beside "Deux poutres tombent". The placeholders (%1) are
    left alone."""
    if not 2 <= count < 2 + len(_NUMBERS):
        return said
    return re.sub(rf"(?<![%\d]){count}(?!\d)", _NUMBERS[count - 2](tr), said, count=1)


_NUMBERS: tuple[Callable[[Tr], str], ...] = (
    lambda tr: tr("two"), lambda tr: tr("three"), lambda tr: tr("four"), lambda tr: tr("five"),
    lambda tr: tr("six"), lambda tr: tr("seven"), lambda tr: tr("eight"), lambda tr: tr("nine"), lambda tr: tr("ten"),
)  # fmt: skip
"""The numbers from two to ten in words, read when told (the language may change); larger ones stay figures."""


def run(events: Sequence[Any], names: Sequence[str], tr: Tr) -> tuple[int, str] | None:
    """Pieces that fall onto one place, one after the other, in one line ("2 bricks and a hard hat fall onto the
    table."), with how many events it tells; None when ``events`` does not begin with two such falls. An accident
    told every piece apart: "A brick falls onto the table. A brick falls onto the table. A hard hat falls…"."""
    first = events[0]
    if not isinstance(first, E.PieceFell):
        return None
    falls = list(itertools.takewhile(lambda e: isinstance(e, E.PieceFell) and e.onto is first.onto, events))
    if len(falls) < 2:
        return None
    counts = Counter(e.kind for e in falls)
    pieces = [a_piece(kind, tr) if count == 1 else _some(kind, count, tr) for kind, count in counts.items()]
    listed = pieces[0] if len(pieces) == 1 else fmt(tr("%1 and %2"), ", ".join(pieces[:-1]), pieces[-1])
    return len(falls), fmt(tr("%1 fall onto %2."), capital(listed), _fall_place(first.onto, tr))


def colour_name(colour: Colour, tr: Tr) -> str:
    """A girder's colour, apart from the players' colours: in French it agrees with "poutre"."""
    return {
        Colour.ORANGE: tr("orange", "girder"),
        Colour.PURPLE: tr("purple", "girder"),
        Colour.BLACK: tr("black", "girder"),
        Colour.WHITE: tr("white", "girder"),
    }[colour]


def girder_rule_name(rule: int, tr: Tr) -> str:
    return (
        tr("Balancing"),
        tr("Touch same colour"),
        tr("Touch 2 other colours"),
        tr("Touch the highest girder"),
        tr("With 1 worker"),
        tr("Strong worker"),
        tr("New support + touch same colour"),
        tr("New support + touch a different colour"),
        tr("New support on a girder + touch any colour"),
        tr("Touch a support"),
        tr("Carry 1 brick"),
        tr("Highest girder"),
    )[rule - 1]


def flat_site_wording(instruction: Instruction, tr: Tr) -> str | None:
    """How a card reworded for the flat site (M20: S14, S14b, S14c) is judged, for the cards whose printed name
    says less than the judge asks or allows: a girder on a beam above a support met "Touch a support", and the
    name alone made the verdict look wrong."""
    if instruction.what is not Kind.GIRDER:
        return None
    return {
        1: lambda: tr("On one or two girders only, touching each at an edge or a corner, one end in the air."),
        3: lambda: tr("Three different colours in a chain: it touches another colour, and a third colour touches "
                      "one of the two."),
        10: lambda: tr("Touching a support, or passing just over one (lying on the girder it carries)."),
    }.get(instruction.rule, lambda: None)()


def worker_rule_name(rule: int, tr: Tr) -> str:
    return (
        tr("With 1 brick"),
        tr("With 2 bricks"),
        tr("With 1 beam"),
        tr("With 2 beams"),
        tr("With 1 brick + 1 beam"),
        tr("Near an end"),
        tr("Carry 1 beam"),
        tr("Connect a worker with 1 beam"),
        tr("Extra worker"),
    )[rule - 1]


def back_text(back: Back, tr: Tr) -> str:
    """A card's back, what to add: ``a worker on a girder (purple or black)``."""
    first, second = (colour_name(c, tr) for c in back.colours)
    if back.what is Kind.GIRDER:
        return fmt(tr("a girder (%1 or %2)"), first, second)
    return fmt(tr("a worker on a girder (%1 or %2)"), first, second)


def instruction_text(instruction: Instruction, tr: Tr) -> str:
    """``a girder (black or white): Balancing``."""
    first, second = (colour_name(c, tr) for c in instruction.colours)
    if instruction.what is Kind.GIRDER:
        return fmt(tr("a girder (%1 or %2): %3"), first, second, rule_name(instruction, tr))
    return fmt(tr("a worker on a girder (%1 or %2): %3"), first, second, rule_name(instruction, tr))


def rule_name(instruction: Instruction, tr: Tr) -> str:
    """The instruction's rule alone (``Balancing``): the girder's or the worker's, as it asks for one."""
    if instruction.what is Kind.GIRDER:
        return girder_rule_name(instruction.rule, tr)
    return worker_rule_name(instruction.rule, tr)


def card_text(id: int, tr: Tr) -> str:
    """A card's front: the rule for a girder and the rule for a worker."""
    if id == HIDDEN:
        return tr("a hidden card")
    front = card(id).front
    return fmt(tr("girder: %1; worker: %2"), girder_rule_name(front.girder_rule, tr),
               worker_rule_name(front.worker_rule, tr))  # fmt: skip


def dealt_card_text(number: int, id: int, tr: Tr) -> str:
    """A Foreman card in the hand, numbered as the Foreman buttons number it and with both its faces in their
    words: "Card 1: a girder (black or white) on its back; on its front, girder: …; worker: …". The log named the
    fronts alone, and the cards could not be matched to the buttons, which say what the back adds."""
    return fmt(tr("Card %1: %2 on its back; on its front, %3."), number, back_text(card(id).back, tr),
               card_text(id, tr))  # fmt: skip


def _start_name(start: str, tr: Tr) -> str:
    return {
        "beginner": tr("the beginner site"),
        "advanced": tr("the advanced site"),
        "expert": tr("the expert site"),
        "random": tr("a random site"),
        "build": tr("the site built by hand"),
    }[start]


def _fall_place(where: E.Fall, tr: Tr) -> str:
    return {
        E.Fall.TABLE: tr("the table"),
        E.Fall.FLOOR: tr("the floor"),
        E.Fall.BOX_FLOOR: tr("the bottom of the box"),
        E.Fall.CRANE_BASE: tr("the crane's base"),
        E.Fall.WORKER: tr("a worker"),
    }[where]


def starts_paragraph(e: Any) -> bool:
    """The next player's turn begins a paragraph of the log: a move and the turn it handed on ran together, and a
    bot's reason, told after its move's paragraph, read as the next player's ("… Inès must add a worker…
    («Spots tried: 16…»)")."""
    return isinstance(e, E.TurnBegan)


def event(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    """One line for an event, or None for those the log need not tell."""
    line = _setup(e, names, tr)
    if line is None:
        line = _cards(e, names, tr)
    if line is None:
        line = _site(e, names, tr)
    return line


def _setup(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    if isinstance(e, E.DeckShuffled):
        return tr("The instruction cards are shuffled into a draw pile of %n cards, Boss Rita among them.", "", e.cards)
    if isinstance(e, E.CardsDealt):
        if HIDDEN in e.cards:
            return fmt(tr("%1 receives two Foreman cards."), names[e.player])
        told = " ".join(dealt_card_text(number, c, tr) for number, c in enumerate(e.cards, 1))
        return fmt(tr("%1 receives two Foreman cards. %2"), names[e.player], told)
    if isinstance(e, E.SiteReady):
        return fmt(tr("The building site stands: %1."), _start_name(e.start, tr))
    if isinstance(e, E.SiteRejected):
        problems = "; ".join(tr(problem) for problem in e.problems)
        return fmt(tr("%1's building site breaks the rules (%2); it is taken down."), names[e.player], problems)
    if isinstance(e, E.GameEnded):
        who = ", ".join(names[p] for p in e.winners)
        if e.end is E.End.AWARDS:
            return fmt(tr("%1 wins as the best worker."), who)
        if e.end is E.End.LAST_STANDING:
            return fmt(tr("%1 wins as the most careful worker."), who)
        return fmt(tr("The construction stops. Winner: %1."), who)
    return None


def _cards(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    if isinstance(e, E.TurnBegan):
        return fmt(tr("%1 takes the rescue hook."), names[e.player])
    if isinstance(e, E.CardRevealed):
        return fmt(tr("%1 reveals an instruction card (%2)."), names[e.player], card_text(e.card, tr))
    if isinstance(e, E.RitaArrived):
        return tr("Boss Rita arrives: from now on, the highest piece earns an Employee of the Month award.")
    if isinstance(e, E.Reshuffled):
        return tr("The discard pile is shuffled into a new draw pile of %n cards.", "", e.cards)
    if isinstance(e, E.InstructionGiven):
        return fmt(tr("%1 must add %2."), names[e.player], instruction_text(e.instruction, tr))
    if isinstance(e, E.InstructionSkipped):
        return fmt(tr("%1 cannot add %2 (the site or the reserve lacks a piece); next card."), names[e.player],
                   instruction_text(e.instruction, tr))  # fmt: skip
    if isinstance(e, E.ForemanPlayed):
        if e.onto is Pile.DRAW:
            return fmt(tr("%1 plays a Foreman card on the draw pile."), names[e.player])
        return fmt(tr("%1 plays a Foreman card on the discard pile (%2)."), names[e.player], card_text(e.card, tr))
    return None


def _site(e: Any, names: Sequence[str], tr: Tr) -> str | None:
    if isinstance(e, E.CleanedUp):
        n = len(e.pieces)
        return fmt(in_words(tr("%1 cleans up: %n fallen piece(s) go back to the reserve.", "", n), n, tr),
                   names[e.player])  # fmt: skip
    if isinstance(e, E.CleanUpDue):
        n = len(e.pieces)
        due = in_words(tr("%1 must first clear %n fallen piece(s) with the rescue hook.", "", n), n, tr)
        return fmt(due, names[e.player])
    if isinstance(e, E.Cleared):
        if e.kept:
            return fmt(tr("%1 leaves %2 on the site."), names[e.player], a_piece(e.kind, tr))
        return fmt(tr("%1 takes %2 back to the reserve."), names[e.player], a_piece(e.kind, tr))
    if isinstance(e, E.HatsBack):
        n = len(e.workers)
        return fmt(in_words(tr("%1 puts %n hard hat(s) back on.", "", n), n, tr), names[e.player])
    if isinstance(e, E.HatsStayOff):
        n = len(e.workers)
        said = tr("%1 cannot put %n hard hat(s) back on: something lies on the head. It stays where it lies until a "
                  "later clean-up.", "", n)  # fmt: skip
        return fmt(in_words(said, n, tr), names[e.player])
    if isinstance(e, E.InspectorFound):
        return fmt(tr("The site inspector shows %1 a way to do it; %1 keeps trying."), names[e.player])
    if isinstance(e, E.InspectorWithdrew):
        return fmt(tr("The site inspector has set aside a whole deck of cards: %1 must try the next one without him."),
                   names[e.player])  # fmt: skip
    if isinstance(e, E.InspectorFoundNothing):
        # The next card is told by its own event: taking back the try's pieces may cause an accident first, and
        # then the turn ends instead ("…and reveals the next one. … Accident!" read as a contradiction).
        if e.took_back:
            return fmt(tr("The site inspector finds no way to do it: %1 takes the pieces back and discards the card."),
                       names[e.player])  # fmt: skip
        return fmt(tr("The site inspector finds no way to do it: %1 discards the card."), names[e.player])
    if isinstance(e, E.PiecePlaced):
        if e.colour is not None:
            return fmt(tr("%1 places %2."), names[e.player], a_girder(e.colour, tr))
        return fmt(tr("%1 places %2."), names[e.player], a_piece(e.kind, tr))
    if isinstance(e, E.PieceFell):
        return fmt(_fell(e.kind, tr), _fall_place(e.onto, tr))
    if isinstance(e, E.Accident):
        return fmt(tr("Accident! %1's turn ends."), names[e.player])
    if isinstance(e, E.CertificateLost):
        if not e.left:  # French counts 0 as 1: "(il en reste 0)"
            return fmt(tr("%1 loses a safety certificate (none left)."), names[e.player])
        return fmt(in_words(tr("%1 loses a safety certificate (%n left).", "", e.left), e.left, tr), names[e.player])
    if isinstance(e, E.Eliminated):
        return fmt(tr("%1 has no safety certificate left and leaves the game."), names[e.player])
    if isinstance(e, E.TriedAgain):
        return fmt(tr("Not yet. %2 %1 takes the pieces back."), names[e.player], tr(e.reason))
    if isinstance(e, E.OutOfTries):
        return fmt(tr("%1 has failed %n times and stops.", "", 5), names[e.player])  # the old saves' five tries
    if isinstance(e, E.GaveUp):
        return fmt(tr("%1 gives up."), names[e.player])
    if isinstance(e, E.InstructionMet):
        return fmt(tr("%1 meets the instruction."), names[e.player])
    if isinstance(e, E.AwardGiven):
        return fmt(
            tr("%1 placed the highest piece: Employee of the Month (%n award(s))!", "", e.total), names[e.player]
        )
    return None


def goes_on(events: Sequence[Any], names: Sequence[str], tr: Tr) -> str | None:
    """"Bob tries again.", after the lines of a transition in which a try missed and no accident followed.

    Taking back a missed try's pieces can shake the site, and a fall then is an accident that ends the turn (G9):
    the line of the missed try (``TriedAgain``) cannot promise another one, and "takes the pieces back and tries
    again. A worker falls onto the table… Accident! Bob's turn ends." read as a contradiction.
    """
    for at, e in enumerate(events):
        if isinstance(e, E.TriedAgain) and not any(isinstance(later, E.Accident) for later in events[at + 1 :]):
            return fmt(tr("%1 tries again."), names[e.player])
    return None


def result(state: State, names: Sequence[str], tr: Tr) -> list[str]:
    players = zip(names, state.players, strict=True)
    lines = [_standing(name, player.awards, player.certificates, tr) for name, player in players]
    lines.append(fmt(tr("Winner: %1"), ", ".join(names[p] for p in winners(state))))
    return lines


def _standing(name: str, awards: int, certificates: int, tr: Tr) -> str:
    """A player's awards and certificates, each counted with its own plural."""
    return fmt(tr("%1: %2, %3."), name, tr("%n award(s)", "", awards), tr("%n safety certificate(s)", "", certificates))


def progress(state: State, tr: Tr) -> str:
    """The turn the game has come to, and whether Boss Rita has come, for the list of saved games."""
    if state.turn == 0:
        return tr("the start site is being built")
    if state.rita:
        return fmt(tr("turn %1, Boss Rita has come"), state.turn)
    return fmt(tr("turn %1"), state.turn)


def _still_to_place(state: State, tr: Tr) -> str:
    """The pieces an instruction begun still asks for (M10, M11): the line kept asking for the whole instruction
    once a part of it was placed, and "Extra worker" never said that a second worker was due."""
    kinds = tuple(step.kind for step in state.todo)
    asked = [step.kind for step in steps(state.instruction)] if state.instruction is not None else []
    if len(kinds) == 1 and asked.count(kinds[0]) == 2:
        return {Kind.WORKER: tr("a second worker"), Kind.BRICK: tr("a second brick"), Kind.BEAM: tr("a second beam")}[
            kinds[0]
        ]
    if kinds == (Kind.BRICK, Kind.BRICK):
        return tr("two bricks")
    if kinds == (Kind.BEAM, Kind.BEAM):
        return tr("two beams")
    return fmt(tr("%1 and %2"), *(a_piece(kind, tr) for kind in kinds)) if len(kinds) == 2 else a_piece(kinds[0], tr)


def prompt(state: State, names: Sequence[str], tr: Tr) -> str:
    """What the player to move must do now, for the status line."""
    name = names[state.active]
    if state.phase is Phase.OVER:
        return tr("The game is over.")
    if state.phase is Phase.BUILD:
        return fmt(tr("%1 builds the start site: place %2."), name, a_piece(state.todo[0].kind, tr))
    if state.phase is Phase.FOREMAN:
        return fmt(tr("%1: keep the instruction or play a Foreman card."), name)
    if state.phase is Phase.CLEAN:
        return fmt(tr("%1: clear the fallen pieces with the rescue hook."), name)
    if state.phase is Phase.PLACE and state.instruction is not None:
        if state.todo != steps(state.instruction):
            return fmt(tr("%1, try %2: now place %3."), name, state.attempt, _still_to_place(state, tr))
        if state.todo[0].kind is state.instruction.what:
            return fmt(tr("%1, try %2: add %3."), name, state.attempt, instruction_text(state.instruction, tr))
        # The whole instruction is on the panel: with it, the line ran past the status bar at 1024×700.
        first, then = a_piece(state.todo[0].kind, tr), a_piece(state.instruction.what, tr)
        return fmt(tr("%1, try %2: place %3, then %4."), name, state.attempt, first, then)
    return tr("The cards are being shuffled.")


def action(a: Any, tr: Tr) -> str:
    """An action in a few words (a hint)."""
    if isinstance(a, Place):
        move = a.move
        if move.colour is not None:
            return fmt(tr("place %1"), a_girder(move.colour, tr))
        return fmt(tr("place %1"), a_piece(move.kind, tr))
    if isinstance(a, PlayForeman):
        if a.onto is Pile.DRAW:
            return tr("play a Foreman card on the draw pile")
        return tr("play a Foreman card on the discard pile")
    if isinstance(a, Proceed):
        return tr("keep the instruction")
    if isinstance(a, GiveUp):
        return tr("give up")
    if isinstance(a, CallInspector):
        return tr("call the site inspector")
    if isinstance(a, Clear):
        return tr("leave the fallen support") if a.keep and not a.path else tr("clear a fallen piece")
    if isinstance(a, Shuffle | Reshuffle):
        return tr("shuffle the cards")
    assert isinstance(a, BuildSite)
    return tr("build a random site")
