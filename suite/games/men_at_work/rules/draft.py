"""A mutable working copy of a state, for the length of one ``apply``.

A transition changes many fields step by step (a card revealed, a piece placed, a certificate lost, the
next turn begun), each step reading what the one before wrote; writing them on a draft and freezing it
once keeps each step a plain assignment and the state itself immutable.
"""

from __future__ import annotations

import attrs

from suite.games.men_at_work.rules.deck import Back, Instruction
from suite.games.men_at_work.rules.events import End, Event
from suite.games.men_at_work.rules.state import Options, Phase, Placed, Player, State
from suite.games.men_at_work.rules.steps import Step
from suite.games.men_at_work.site.pieces import Snapshot
from suite.games.men_at_work.site.placement import Move

_FIELDS = tuple(field.name for field in attrs.fields(State))


class Draft:
    """The fields of a ``State`` (see there); ``events`` collects what this transition did."""

    options: Options
    phase: Phase
    site: Snapshot
    players: tuple[Player, ...]
    active: int
    turn: int
    draw: tuple[int, ...]
    discard: tuple[int, ...]
    pile_top: Back | None
    rita: bool
    instruction: Instruction | None
    todo: tuple[Step, ...]
    placed: tuple[Placed, ...]
    attempt: int
    skipped: int
    foreman_played: bool
    builds: int
    eliminated: tuple[int, ...]
    cleanup: tuple[int, ...]
    ghost: Move | None
    ghost_then: tuple[Move, ...]
    end: End | None

    def __init__(self, s: State) -> None:
        for name in _FIELDS:
            setattr(self, name, getattr(s, name))
        self.events: list[Event] = []

    def freeze(self) -> State:
        values = {name: getattr(self, name) for name in _FIELDS}
        values["events"] = tuple(self.events)
        return State(**values)

    def set_player(self, p: int, **changes: object) -> None:
        players = list(self.players)
        players[p] = attrs.evolve(players[p], **changes)
        self.players = tuple(players)

    def emit(self, event: Event) -> None:
        self.events.append(event)
