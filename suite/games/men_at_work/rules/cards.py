"""The instruction cards in play: revealing, Boss Rita, the reshuffle, skipping, Foreman cards (M7–M9, M12, M18).

At the start of a turn the active player turns the draw pile's top card onto the discard pile; the back of
the draw pile's new top card says WHAT, the front of the discard pile's top card HOW. Nothing in this is a
decision, and the deck's order was drawn by chance at the setup, so revealing happens inside ``apply``;
only the reshuffle is a chance action of its own (M9).
"""

from __future__ import annotations

from suite.games.men_at_work.constants import INSPECTOR_WITHDRAWS, NOTHING_TO_BUILD, RITA
from suite.games.men_at_work.rules.deck import Instruction, Pile, card, instruction
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.ending import stop
from suite.games.men_at_work.rules.events import (
    CardRevealed,
    End,
    ForemanPlayed,
    InspectorWithdrew,
    InstructionGiven,
    InstructionSkipped,
    Reshuffled,
    RitaArrived,
)
from suite.games.men_at_work.rules.feasible import possible
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.rules.steps import steps


def set_draw(t: Draft, draw: tuple[int, ...]) -> None:
    """The draw pile, with the back of its top card, which everybody sees (M9; Rita's shows nothing, G1)."""
    t.draw = draw
    t.pile_top = card(draw[0]).back if draw and draw[0] != RITA else None


def reveal(t: Draft) -> None:
    """M9, M12: reveal cards until an instruction can be carried out, or the draw pile runs out."""
    while t.phase is not Phase.OVER:
        revealed = t.draw[0]
        set_draw(t, t.draw[1:])
        t.discard = (revealed, *t.discard)
        t.emit(CardRevealed(t.active, revealed))
        _rita_on_top(t)
        if not t.draw:
            t.phase = Phase.RESHUFFLE
            return
        if read_instruction(t):
            return


def _rita_on_top(t: Draft) -> None:
    """G1: Boss Rita's card shows no instruction on its back, so she is set aside as soon as she comes to the
    top of the draw pile, during the reveal of the card above her, and the awards begin this turn (M16)."""
    if t.draw and t.draw[0] == RITA:
        set_draw(t, t.draw[1:])
        t.rita = True
        t.emit(RitaArrived(t.active))


def reshuffle(t: Draft, order: tuple[int, ...]) -> None:
    """M9: the last card revealed stays on the discard pile; the others become the new draw pile."""
    t.discard = t.discard[:1]
    set_draw(t, order)
    t.emit(Reshuffled(len(order)))
    if not read_instruction(t):
        reveal(t)


def valid_reshuffle(s: State, order: tuple[int, ...]) -> bool:
    return sorted(order) == sorted(s.discard[1:])


def current(s: State | Draft) -> Instruction:
    """The instruction the two piles show now."""
    assert s.pile_top is not None
    return instruction(s.pile_top, card(s.discard[0]).front)


def read_instruction(t: Draft) -> bool:
    """Sets the instruction the piles show if it can be carried out; otherwise says it is skipped (M12) and
    returns False, so the next card is revealed."""
    shown = current(t)
    if possible(t.site, shown):
        give(t, shown)
        return True
    t.emit(InstructionSkipped(t.active, shown))
    count_unbuilt(t)
    return False


def count_unbuilt(t: Draft) -> None:
    """G4: a card skipped or set aside by the inspector builds nothing. When a whole deck of them has come in a
    row within one turn, the inspector withdraws: the player must try the next card the site and reserve allow,
    as the rulebook has everyone keep trying (M14), and a fall then is his accident. The construction stopped
    there before, on sites of tilted pieces where a try would fall but one could still be made (a game among
    normal bots stopped with 19 girders and 10 workers in the reserve). When another deck passes with no card
    the site and reserve allow, nothing can be built any more and the construction stops (M17)."""
    t.skipped += 1
    if t.skipped == INSPECTOR_WITHDRAWS:
        t.emit(InspectorWithdrew(t.active))
    if t.skipped >= NOTHING_TO_BUILD:
        stop(t, End.STOPPED)


def inspector_present(s: State | Draft) -> bool:
    """Whether the inspector may still be called this turn (G4)."""
    return s.skipped < INSPECTOR_WITHDRAWS


def give(t: Draft, shown: Instruction, foreman: bool = True) -> None:
    """The instruction of the turn; the Foreman variant first lets the player change it (M18) if he can."""
    t.instruction = shown
    t.todo = steps(shown)
    t.placed = ()
    t.emit(InstructionGiven(t.active, shown))
    offer = foreman and t.options.foreman and not t.foreman_played  # G14: one a turn, even after the inspector
    t.phase = Phase.FOREMAN if offer and foreman_choices(t) else Phase.PLACE


def foreman_choices(s: State | Draft) -> list[tuple[int, Pile]]:
    """M18: the active player's Foreman cards that give an instruction the site and the reserve allow, and
    where each may go. Works on a view too: the player sees his own hand and both piles' tops."""
    back, front = s.pile_top, card(s.discard[0]).front
    assert back is not None
    choices = []
    for held in s.players[s.active].hand:
        played = card(held)
        if possible(s.site, instruction(played.back, front)):
            choices.append((held, Pile.DRAW))
        if possible(s.site, instruction(back, played.front)):
            choices.append((held, Pile.DISCARD))
    return choices


def play_foreman(t: Draft, held: int, onto: Pile) -> None:
    """M18: one card per turn, not replaced; on the draw pile it will be revealed next turn."""
    t.set_player(t.active, hand=tuple(c for c in t.players[t.active].hand if c != held))
    t.foreman_played = True
    if onto is Pile.DRAW:
        set_draw(t, (held, *t.draw))
    else:
        t.discard = (held, *t.discard)
    t.emit(ForemanPlayed(player=t.active, card=held, onto=onto))
    give(t, current(t), foreman=False)
