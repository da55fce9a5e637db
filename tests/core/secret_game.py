"""A two-move test game with a planted secret, to show that the frame tests catch a leak.

Chance deals each player a secret number (an event names it); then each player in turn names a
guess of the other's. A player's view hides the other's number, in the state and in the events;
the narration says the number whenever the event it is given carries one. So a shell that narrated
raw events or showed raw states would put another player's number on the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from suite.core.game import CHANCE, Chance, GameInfo, GameModule, IllegalAction, Outcome, SaveTypes
from suite.core.rng import Rng

HIDDEN = -1

INFO = GameInfo(id="secret", name="Secret", min_players=2, max_players=2, rules_version=1, hidden_info=True, minutes=1)


@attrs.frozen
class Options:
    players: int = 2


@attrs.frozen
class Deal:
    numbers: tuple[int, int]


@attrs.frozen
class Guess:
    number: int


Action = Deal | Guess


@attrs.frozen
class Dealt:
    player: int
    number: int


@attrs.frozen
class Guessed:
    player: int
    number: int


@attrs.frozen
class State:
    numbers: tuple[int, ...] = ()
    guesses: tuple[int, ...] = ()
    events: tuple[Dealt | Guessed, ...] = ()


class SecretRules:
    info = INFO

    def new_state(self, options: Options, seats: int) -> State:
        return State()

    def to_move(self, s: State) -> int | Chance | None:
        if not s.numbers:
            return CHANCE
        return len(s.guesses) if len(s.guesses) < 2 else None

    def legal_actions(self, s: State) -> Sequence[Guess]:
        return tuple(Guess(n) for n in (1000, 5000, 9999)) if isinstance(self.to_move(s), int) else ()

    def is_legal(self, s: State, a: Action) -> bool:
        return isinstance(a, Deal) == (self.to_move(s) is CHANCE)

    def sample_chance(self, s: State, rng: Rng) -> Deal:
        return Deal((1000 + rng.randrange(9000), 1000 + rng.randrange(9000)))

    def apply(self, s: State, a: Action) -> State:
        if not self.is_legal(s, a):
            raise IllegalAction("not now")
        if isinstance(a, Deal):
            return State(numbers=a.numbers, events=tuple(Dealt(p, n) for p, n in enumerate(a.numbers)))
        player = len(s.guesses)
        return State(numbers=s.numbers, guesses=(*s.guesses, a.number), events=(Guessed(player, a.number),))

    def within_decision(self, s: State) -> bool:
        return False

    def undoable(self, before: State, a: Action, after: State | None = None) -> bool:
        return isinstance(a, Guess)

    def outcome(self, s: State) -> Outcome:
        errors = [abs(g - s.numbers[1 - p]) for p, g in enumerate(s.guesses)]
        ranking = tuple(1 + sum(e < mine for e in errors) for mine in errors)
        return Outcome(scores=tuple(-float(e) for e in errors), ranking=ranking, winners=tuple(
            p for p, r in enumerate(ranking) if r == 1))  # fmt: skip

    def view(self, s: State, player: int | None) -> State:
        over = len(s.guesses) == 2
        numbers = tuple(n if over or p == player else HIDDEN for p, n in enumerate(s.numbers))
        events = tuple(
            Dealt(e.player, HIDDEN) if isinstance(e, Dealt) and e.player != player and not over else e
            for e in s.events
        )
        return State(numbers=numbers, guesses=s.guesses, events=events)

    def determinize(self, v: State, rng: Rng) -> State:
        return State(numbers=tuple(1000 + rng.randrange(9000) if n == HIDDEN else n for n in v.numbers),
                     guesses=v.guesses, events=v.events)  # fmt: skip


class Narration:
    """Says each number the event carries: only what the view lets through may reach a line."""

    @staticmethod
    def event(e: Any, names: Sequence[str], tr: Callable[..., str]) -> str | None:
        if isinstance(e, Dealt):
            said = "a number" if e.number == HIDDEN else str(e.number)
            return f"{names[e.player]} is dealt {said}."
        return f"{names[e.player]} guesses {e.number}."

    @staticmethod
    def result(s: State, names: Sequence[str], tr: Callable[..., str]) -> list[str]:
        return [f"The numbers were {s.numbers}."]

    @staticmethod
    def prompt(s: State, names: Sequence[str], tr: Callable[..., str]) -> str:
        return f"{names[len(s.guesses)]}: guess the other's number (yours is {s.numbers[len(s.guesses)]})."

    @staticmethod
    def action(a: Any, tr: Callable[..., str]) -> str:
        return f"guess {a.number}"


def secrets_hidden_from(state: State, viewer: int | None) -> set[str]:
    """The numbers ``viewer`` may not know in ``state``, as they would be written."""
    over = len(state.guesses) == 2
    return set() if over else {str(n) for p, n in enumerate(state.numbers) if p != viewer}


def _random_bot(rules: Any) -> Any:
    from suite.core.bots import RandomBot

    return RandomBot(rules)


MODULE = GameModule(
    info=INFO,
    rules=SecretRules(),
    saves=SaveTypes(unions=(Action, Dealt | Guessed)),
    action_type=Action,
    state_type=State,
    options_type=Options,
    bots={"random": _random_bot},
    narration=Narration(),
    table=None,
)
