"""Men at Work's own figures in a tournament: how each bot level's turns end, before and after Boss Rita,
and how its games end and how long they last.

A turn ends with the instruction met or in an accident, during the placement or during the clean-up
(M15). A card the site inspector finds impossible (M19) does not end a turn: the next card is revealed;
those are counted apart. Boss Rita's arrival splits the game in two: before her, building safely is all
that counts; after her, the bots reach for height (M16) and take more risks. Each game is also counted
once for every seat of a level: how it ended (M17; a stop, whether the reserve ran out or no card could be
carried out, G3 and G4) and how many turns it lasted. Awards (M16) are counted per level too: at a table of
three, the hard bot won fewer games than the normal ones while meeting its instructions as often, and only the
awards could say whether it lost the race for the highest piece. Certificates lost are counted
from the players' tallies, apart from the accidents, so the share lost to accidents (issue 15's figure) is
measured rather than assumed.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping

from suite.games.men_at_work.rules import reserve
from suite.games.men_at_work.rules.events import (
    Accident,
    AwardGiven,
    End,
    GameEnded,
    InspectorFoundNothing,
    InstructionMet,
    RitaArrived,
)
from suite.games.men_at_work.rules.state import Phase, State

ENDINGS = {InstructionMet: "met", Accident: "accident", InspectorFoundNothing: "impossible"}


class TurnTally:
    """Counts each player's turns by how they ended and whether Boss Rita had come, and each game's end and
    length once per seat (``GameModule.tally``)."""

    def count(self, before: State, after: State) -> list[tuple[int, str]]:
        rita = before.rita
        found = []
        for event in after.events:
            if isinstance(event, RitaArrived):
                rita = True
            ending = ENDINGS.get(type(event))
            if ending is not None:
                found.append((event.player, f"{ending} {'after' if rita else 'before'}"))
                if isinstance(event, Accident) and before.phase is Phase.CLEAN and event.player == before.active:
                    found.append((event.player, "accident cleaning"))
            if isinstance(event, Accident):
                found.append((event.player, "lost to an accident"))
            if isinstance(event, AwardGiven):
                found.append((event.player, "award"))
            if isinstance(event, GameEnded):
                why = ("reserve" if reserve.exhausted(after.site) else "cards") if event.end is End.STOPPED else None
                for seat in range(len(after.players)):
                    found += [(seat, f"end {event.end.value}"), (seat, f"length {after.turn}")]
                    found += [(seat, f"stopped by {why}")] if why else []
        for seat, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
            found += [(seat, "certificate lost")] * max(0, was.certificates - now.certificates)
        return found

    def describe(self, counts: Mapping[str, int]) -> str:
        parts = []
        for when in ("before", "after"):
            turns = sum(counts.get(f"{ending} {when}", 0) for ending in ("met", "accident"))
            accidents, met = counts.get(f"accident {when}", 0), counts.get(f"met {when}", 0)
            shares = f"accidents {_share(accidents, turns)}, instruction met {_share(met, turns)}"
            impossible = counts.get(f"impossible {when}", 0)
            parts.append(f"{when} Boss Rita: {turns} turns, {shares}, cards the inspector discarded {impossible}")
        accidents = sum(counts.get(f"accident {when}", 0) for when in ("before", "after"))
        parts.append(f"accidents while cleaning up {counts.get('accident cleaning', 0)} of {accidents}")
        lost = counts.get("certificate lost", 0)
        parts.append(f"certificates lost {lost}, to accidents {_share(counts.get('lost to an accident', 0), lost)}")
        games = sum(counts.get(f"end {end.value}", 0) for end in End)
        ends = ", ".join(f"{end.value} {_share(counts.get(f'end {end.value}', 0), games)}" for end in End)
        if counts.get(f"end {End.STOPPED.value}", 0):
            ends += (f" (the reserve ran out {counts.get('stopped by reserve', 0)},"
                     f" no card could be carried out {counts.get('stopped by cards', 0)})")  # fmt: skip
        lengths = [int(key.split()[1]) for key, n in counts.items() if key.startswith("length ") for _ in range(n)]
        median = f"{statistics.median(lengths):g}" if lengths else "–"
        parts.append(f"games (once per seat) {games}: {ends}; median turns {median}")
        awards = counts.get("award", 0)
        parts.append(f"awards {awards}, {awards / games:.2f} a game per seat" if games else f"awards {awards}")
        return "; ".join(parts)


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"
