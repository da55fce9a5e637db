"""A match: one game being played, the only object the shell (and the CLI) drives.

It holds the options, the seats, the seed, the action log with a cursor and the current state.
Chance actions are drawn from ``Rng.derive(seed, position)``: the same position always draws the
same outcome, so replaying the log rebuilds the game exactly and undoing never re-rolls the dice.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from suite.core.frames import Frame, frame_at
from suite.core.game import CHANCE, Bot, Budget, GameModule, IllegalAction, Outcome, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng

HUMAN = "human"

Events = tuple[Any, ...]
"""What one move did, as the rules record it in the state it led to (``state.events``)."""

SEAT_KINDS: dict[str, str] = {
    HUMAN: N_("human"),
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}
"""Every seat kind with its name for people (bot levels a game lacks are simply not offered)."""

MAX_NAME_LENGTH = 40
"""The longest seat name (and colour name) a match takes: room for any name a person types (the New
game dialog takes 24 characters) and for a default name in any language. A name of a million
characters took minutes to lay out in the window."""

SEED_LIMIT = 2**64
"""Seeds run from 0 to one below this: ``Rng`` mixes a seed as 64 bits, so a larger one would deal like a smaller."""


@attrs.frozen
class Seat:
    """Who sits at one place: ``kind`` is ``"human"`` or a bot level of the game (``"hard"``...)."""

    name: str
    colour: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@attrs.frozen
class MatchRecord:
    """A match frozen at one moment: everything a save holds (see ``suite.persistence.saves``)."""

    module: GameModule
    options: Any
    seats: tuple[Seat, ...]
    seed: int
    log: tuple[Any, ...]
    cursor: int
    state: Any
    rules_version: int
    log_events: tuple[Events | None, ...] | None


def check_seats(module: GameModule, seats: Sequence[Seat]) -> None:
    """Raises ``ValueError`` unless every seat is one the shell can serve: a person or a bot level of
    this game, with a name and a colour of at most ``MAX_NAME_LENGTH`` characters and no control
    character (a name is shown on one line). A seat of an unknown kind would fail only when its turn
    comes, in the middle of a game."""
    kinds = (HUMAN, *module.bots)
    for number, seat in enumerate(seats, start=1):
        if seat.kind not in kinds:
            raise ValueError(f'seat {number} is of an unknown kind "{seat.kind[:MAX_NAME_LENGTH]}"')
        for what, text in (("name", seat.name), ("colour", seat.colour)):
            if len(text) > MAX_NAME_LENGTH:
                raise ValueError(f"the {what} of seat {number} is longer than {MAX_NAME_LENGTH} characters")
            if any(unicodedata.category(character) == "Cc" for character in text):
                raise ValueError(f"the {what} of seat {number} holds a control character")


class Match:
    """The log of one game and the states it went through."""

    def __init__(self, module: GameModule, options: Any, seats: Sequence[Seat], seed: int) -> None:
        rules = module.rules
        if not rules.info.min_players <= len(seats) <= rules.info.max_players:
            raise ValueError(
                f"{rules.info.id} is played by {rules.info.min_players} to {rules.info.max_players} players, "
                f"not {len(seats)}"
            )
        check_seats(module, seats)
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"the seed {seed} is not between 0 and 2^64 - 1")
        self.module = module
        self.options = options
        self.seats = tuple(seats)
        self.seed = seed
        self.log: list[Any] = []
        self._states: list[Any] = [rules.new_state(options, len(seats))]
        self._past: tuple[Events | None, ...] = ()
        """After ``resume`` without replay: the saved events of the moves whose states are not known, by the
        position each led to (None where the save did not keep them)."""
        self.cursor = 0
        self.replayed = True
        """False after ``restore`` when the log was not replayed, or did not lead to the saved state: the states
        before it are lost (what each move did may still be known, ``events_known``)."""
        self.rules_version = module.info.rules_version
        """The rules the log was played under: older than ours only for a game resumed from an older
        version's save whose log these rules no longer replay (its position plays on)."""

    @property
    def rules(self) -> Any:
        return self.module.rules

    @property
    def state(self) -> Any:
        return self._states[self.cursor]

    def to_move(self) -> Any:
        return self.rules.to_move(self.state)

    def is_over(self) -> bool:
        return self.to_move() is None

    def outcome(self) -> Outcome:
        return self.rules.outcome(self.state)

    def view(self, player: int | None) -> Any:
        return self.rules.view(self.state, player)

    def frame(self, viewer: int | None, animate: bool) -> Frame:
        """The current moment as ``viewer`` may know it (with the last transition's events if ``animate``)."""
        return frame_at(self.rules, self.state, self.cursor, viewer, animate)

    def record(self) -> MatchRecord:
        """What a save writes of the match now, as a value a worker thread can write while the match moves on."""
        return MatchRecord(
            module=self.module,
            options=self.options,
            seats=self.seats,
            seed=self.seed,
            log=tuple(self.log),
            cursor=self.cursor,
            state=self.state,
            rules_version=self.rules_version,
            log_events=self.log_events,
        )

    def apply(self, action: Any, after: Any = None) -> Any:
        """Plays ``action`` for the player to move; raises ``IllegalAction`` and changes nothing if illegal.
        ``after``, if given, is what ``rules.apply`` gives for this very state and action, already worked
        out elsewhere (the window's bot thread), so it is not computed twice.

        Anything after the cursor (moves undone earlier) is dropped, as in every editor's undo.
        """
        if self.to_move() is None:
            raise IllegalAction("the game is over")
        new_state = self.rules.apply(self.state, action) if after is None else after
        del self.log[self.cursor :]
        del self._states[self.cursor + 1 :]
        self.log.append(action)
        self._states.append(new_state)
        self.cursor += 1
        return new_state

    def chance_step(self) -> Any:
        """Draws and applies one chance action if one is due; returns it (or None)."""
        if self.to_move() is not CHANCE:
            return None
        action = self.rules.sample_chance(self.state, Rng.derive(self.seed, self.cursor))
        self.apply(action)
        return action

    def play_chance(self) -> list[Any]:
        """Draws and applies every chance action now due; returns them."""
        drawn = []
        while (action := self.chance_step()) is not None:
            drawn.append(action)
        return drawn

    def bot_action(
        self, bot: Bot, budget: Budget = Budget(), cancelled: Callable[[], bool] = never_cancelled  # noqa: B008
    ) -> Any:
        """What ``bot`` plays for the player to move (see ``bot_decision``)."""
        return bot_decision(self.rules, self.state, self.seed, self.cursor, bot, budget, cancelled)

    def rewind(self, cursor: int) -> None:
        """Moves the cursor back (undo) or forward again (redo) within the log."""
        if not 0 <= cursor < len(self._states):
            raise IndexError(f"no position {cursor} in a log of {len(self.log)} actions")
        self.cursor = cursor

    def state_at(self, cursor: int) -> Any:
        return self._states[cursor]

    @classmethod
    def restore(
        cls,
        module: GameModule,
        options: Any,
        seats: Sequence[Seat],
        seed: int,
        log: Sequence[Any],
        cursor: int,
        state: Any,
    ) -> Match:
        """Rebuilds a saved match (see ``resume``)."""
        return cls(module, options, seats, seed).resume(log, cursor, state)

    def resume(
        self,
        log: Sequence[Any],
        cursor: int,
        state: Any,
        rules_version: int | None = None,
        events: Sequence[Events | None] | None = None,
    ) -> Match:
        """Puts this new match at a saved position and returns it. The saved state is the truth; the
        log is replayed for undo and history, and kept only if it leads to that very state;
        ``replayed`` tells which. A damaged log is not an error here: the caller decides.

        A game whose replay is not exact (``GameInfo.exact_replay``: a physics world) is not replayed
        at all: it might lead elsewhere on another machine, and it would simulate every placement of
        the game again (seconds for a long game of Men at Work).

        ``rules_version`` is the version the log was played under (ours if None). An older version's
        log that no longer leads to the position is kept as the game's record without its history, and
        the match keeps saying which rules it was played under, so that the next load does not take
        that log for damage.

        ``events`` are what each move of the log did (``log_events``, None where not known), kept by a
        save of a game that is not replayed: the log tells them again, though their states are gone."""
        if self.log:
            raise ValueError("only a new match can be put at a saved position")
        if not 0 <= cursor <= len(log):
            raise IndexError(f"cursor {cursor} outside a log of {len(log)} actions")
        self.replayed = self.module.info.exact_replay and _replays(self, log, cursor, state)
        if self.replayed:
            self.rewind(cursor)
        else:
            if rules_version is not None:
                self.rules_version = rules_version
            self.log = list(log[:cursor])
            self._states = [None] * cursor + [state]
            self._past = (None, *events[:cursor]) if events is not None else ()
            self.cursor = cursor
        return self

    def history_available(self, cursor: int) -> bool:
        """Whether the state at ``cursor`` is known (after a restore without replay, only the last one is)."""
        return 0 <= cursor < len(self._states) and self._states[cursor] is not None

    def events_known(self, cursor: int) -> bool:
        """Whether what the move that led to ``cursor`` did is known: from its state, or from the save the
        match was resumed from (not from a save of a version that did not keep it)."""
        return self.history_available(cursor) or (0 < cursor < len(self._past) and self._past[cursor] is not None)

    def events_at(self, cursor: int) -> Events | None:
        """Every event of the move that led to ``cursor``, as the rules made them (hidden cards and all;
        ``rules.view`` filters them for a viewer), or None if not known."""
        if self.history_available(cursor):
            return tuple(self._states[cursor].events)
        return self._past[cursor] if self.events_known(cursor) else None

    @property
    def log_events(self) -> tuple[Events | None, ...] | None:
        """What each move of the log did, for a game whose saves keep it (``GameModule.past_events``):
        its log is not replayed on load, so its states before the saved one are never known again."""
        if self.module.past_events is None:
            return None
        return tuple(self.events_at(cursor) for cursor in range(1, len(self.log) + 1))


def _replays(match: Match, log: Sequence[Any], cursor: int, state: Any) -> bool:
    """Plays ``log`` on the new ``match``; whether it leads to ``state`` at ``cursor``."""
    try:
        for action in log:
            match.apply(action)
    except (IllegalAction, IndexError, ValueError, TypeError, KeyError):
        return False
    return match.state_at(cursor) == state


def bot_decision(
    rules: Any,
    state: Any,
    seed: int,
    cursor: int,
    bot: Bot,
    budget: Budget = Budget(),  # noqa: B008
    cancelled: Callable[[], bool] = never_cancelled,
) -> Any:
    """What ``bot`` plays for the player to move in ``state``, seeing only that player's view.

    Its randomness is derived from the match's seed and the log position, so a replayed match (or
    the same position asked twice, as a hint and then for real) gets the same answer. A function of
    immutable values, so a worker thread can run it while the match moves on.
    """
    player = rules.to_move(state)
    if not isinstance(player, int):
        raise IllegalAction("no player is to move")
    view = rules.view(state, player)
    return bot.choose(view, rules.legal_actions(view), Rng.derive(seed, 1, cursor), budget, cancelled)


def replay(module: GameModule, options: Any, seats: int, log: Sequence[Any]) -> Any:
    """The state a log leads to, from a new game."""
    rules = module.rules
    state = rules.new_state(options, seats)
    for action in log:
        state = rules.apply(state, action)
    return state
