"""Men at Work's own figures in a tournament: how each bot level's turns end, before and after Boss Rita.

A turn ends with the instruction met or in an accident (during the placement or the clean-up). A card
the site inspector finds impossible (M19) does not end a turn: the next card is revealed; they are
counted apart. Boss Rita's arrival splits the game in two: before her, building safely is all that
counts; after her, the bots reach for height (M16) and take more risks.
"""

from __future__ import annotations

from collections.abc import Mapping

from suite.games.men_at_work.rules.events import Accident, InspectorFoundNothing, InstructionMet, RitaArrived
from suite.games.men_at_work.rules.state import State

ENDINGS = {InstructionMet: "met", Accident: "accident", InspectorFoundNothing: "impossible"}


class TurnTally:
    """Counts each player's turns by how they ended and whether Boss Rita had come (``GameModule.tally``)."""

    def count(self, before: State, after: State) -> list[tuple[int, str]]:
        rita = before.rita
        found = []
        for event in after.events:
            if isinstance(event, RitaArrived):
                rita = True
            ending = ENDINGS.get(type(event))
            if ending is not None:
                found.append((event.player, f"{ending} {'after' if rita else 'before'}"))
        return found

    def describe(self, counts: Mapping[str, int]) -> str:
        parts = []
        for when in ("before", "after"):
            turns = sum(counts.get(f"{ending} {when}", 0) for ending in ("met", "accident"))
            accidents, met = counts.get(f"accident {when}", 0), counts.get(f"met {when}", 0)
            shares = f"accidents {_share(accidents, turns)}, instruction met {_share(met, turns)}"
            impossible = counts.get(f"impossible {when}", 0)
            parts.append(f"{when} Boss Rita: {turns} turns, {shares}, cards the inspector discarded {impossible}")
        return "; ".join(parts)


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"
