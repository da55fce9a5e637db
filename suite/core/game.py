"""The contract every game implements, after OpenSpiel's State API and boardgame.io's playerView.

Rules are plain functions over immutable ``attrs`` states: ``apply`` returns a new state and never
changes its input, every random draw is a chance action recorded in the match's log, and ``view``
removes what a seat may not know. The shell, the bots, the saves and the tests only ever talk to a
game through this module.
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

import attrs

from suite.core.i18n import fmt
from suite.core.rng import Rng

S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


class Chance(enum.Enum):
    """The pseudo-player who shuffles, deals and draws lots."""

    CHANCE = "chance"


CHANCE = Chance.CHANCE


class IllegalAction(ValueError):
    """Raised by ``apply`` for a move the rules forbid; ``reason`` says why, in English, for logs."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@attrs.frozen
class GameInfo:
    """What the shell shows of a game before one is started."""

    id: str
    name: str
    min_players: int
    max_players: int
    rules_version: int
    hidden_info: bool
    minutes: int
    exact_replay: bool = True
    """Whether replaying the log always rebuilds the state (not so for a physics world across machines)."""
    oldest_rules_version: int | None = None
    """The oldest rules version whose saved positions these rules still play on (their states are the
    same values; only some transition changed). Such a save opens at its position, without replaying
    its moves under rules they were not played by, so its moves before that point cannot be undone.
    None: only this very version."""

    def continues(self, rules_version: int) -> bool:
        """Whether a position saved under ``rules_version`` (older than ours) can be played on."""
        return self.oldest_rules_version is not None and self.oldest_rules_version <= rules_version


@attrs.frozen
class Outcome:
    """How a finished game ended.

    ``scores`` are the game's own points; ``ranking`` gives each player's place (1 is first, equal
    places share a number); ``winners`` are the players in first place (several on a shared win).
    """

    scores: tuple[float, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]


class Rules(Protocol[S, A, V]):
    """The pure functions of a game. ``to_move`` returns a player, ``CHANCE``, or None at the end."""

    info: GameInfo

    def new_state(self, options: Any, seats: int) -> S: ...
    def to_move(self, s: S) -> int | Chance | None: ...
    def legal_actions(self, s: S) -> Sequence[A]: ...
    def is_legal(self, s: S, a: A) -> bool: ...
    def sample_chance(self, s: S, rng: Rng) -> A: ...
    def apply(self, s: S, a: A) -> S: ...
    def undoable(self, before: S, a: A, after: S | None = None) -> bool:
        """Whether a person may take ``a`` back: it revealed nothing and drew no chance. ``after`` is the
        state ``a`` led to when it is known: a game whose moves are judged by physics can only tell from
        the result whether a move revealed something (a placement that ended the turn revealed a card)."""
        ...

    def within_decision(self, s: S) -> bool:
        """Whether the player to move in ``s`` is in the middle of one decision made in several steps (an
        action, then its targets): Undo takes its earlier steps back with the last one, rather than leave
        it half made. A game whose every step is a decision of its own says False."""
        ...

    def outcome(self, s: S) -> Outcome: ...
    def view(self, s: S, player: int | None) -> V: ...
    def determinize(self, v: V, rng: Rng) -> S: ...


@runtime_checkable
class ContinuousRules(Rules[S, A, V], Protocol):
    """A game whose moves are points of a continuous space (a Men at Work placement): its
    ``legal_actions`` lists only the kinds of move due now, so it adds a check of one concrete move
    and a sampler of random moves (for random bots, tests and searches)."""

    def validate(self, s: S, a: A) -> None:
        """Raises ``IllegalAction`` with the reason if ``a`` may not be played in ``s``."""
        ...

    def sample_actions(self, s: S, rng: Rng, k: int) -> Sequence[A]:
        """``k`` random legal moves for the player to move."""
        ...


@attrs.frozen
class Budget:
    """How long a bot may think: iterations make tests repeatable, seconds suit a person waiting."""

    iterations: int | None = None
    seconds: float | None = None


def never_cancelled() -> bool:
    return False


class Bot(Protocol):
    """A player that is not a person. It only ever receives its own seat's view."""

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any: ...


@attrs.frozen
class Why:
    """Why a bot chose its move, in a line a person can read beside a hint: an English text marked
    with ``N_`` where it is written, and its ``%1``-style arguments. Bots run without Qt, so the
    text is translated only where it is shown (``told``), in the language of that moment."""

    text: str
    args: tuple[str | int | Why, ...] = ()
    """The values of the placeholders; a ``Why`` among them is a phrase of its own (a division's name, what
    the bot plays for), told in the same language as the line it stands in."""
    then: tuple[Any, ...] = ()
    """The steps the bot means to take after this one within the same decision (a Power Struggle action and
    its targets): a hint that named only "merge into a main department" left the person to guess which
    offices. The window tells them with the game's narration."""

    def told(self, tr: Callable[..., str]) -> str:
        """The reason in the language of ``tr`` (``suite.core.i18n.Translate``)."""
        return fmt(tr(self.text), *(arg.told(tr) if isinstance(arg, Why) else arg for arg in self.args))


@runtime_checkable
class ExplainingBot(Bot, Protocol):
    """A bot that can say why it chooses what it chooses: what it expects to happen. The hint asks
    it when a bot offers it; ``choose_explained`` must choose exactly what ``choose`` would."""

    def choose_explained(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Any, Why]: ...


ADVISING_LEVEL = "hard"
"""The level the Hint asks where a game names no adviser of its own."""

BotFactory = Callable[[Rules[Any, Any, Any]], Bot]
"""Makes a bot that plays with the given rules (bots never build a rules object of their own)."""


def lazy_bots(path: str, levels: Sequence[str]) -> dict[str, BotFactory]:
    """Factories for the bot levels of the module at ``path`` (which defines ``BOTS``), importing it
    only when a bot is made: bots may need numpy and searches that a launcher never loads."""

    def level(name: str) -> BotFactory:
        def make(rules: Rules[Any, Any, Any]) -> Bot:
            return importlib.import_module(path).BOTS[name](rules)

        return make

    return {name: level(name) for name in levels}


class Narration(Protocol):
    """Puts a game's events and its result into words, in the language of ``tr`` (see core.i18n).

    Pure Python, so the command line narrates without Qt; the Qt log passes a Qt-backed ``tr``.

    Optional: ``starts_paragraph(event) -> bool``, whether an event begins a new paragraph of the
    log within its transition (a director's meeting, a service turn); without it each transition
    is one paragraph (``suite.core.frames.paragraphs``). And ``run(events, names, tr) -> (count, line) | None``:
    one line for the first ``count`` of ``events`` told together (Men at Work's falls onto one place), or None to
    tell the first event alone. And ``ending(state, names, tr) -> str``: the log's last line once the game is over,
    for a game whose events do not name the winner (Buro Crazy's last move deals the piles; who wins follows from
    the whole state).
    """

    def event(self, event: Any, names: Sequence[str], tr: Callable[..., str]) -> str | None: ...
    def result(self, state: Any, names: Sequence[str], tr: Callable[..., str]) -> list[str]: ...
    def prompt(self, state: Any, names: Sequence[str], tr: Callable[..., str]) -> str:
        """What the player to move must do now, for the status line."""
        ...

    def action(self, action: Any, tr: Callable[..., str]) -> str:
        """An action in a few words (a hint: "bid 23 (20+2+1)")."""
        ...

    def progress(self, state: Any, tr: Callable[..., str]) -> str:
        """How far an unfinished game has come, in the game's own terms ("duel 5 of 15"), for the
        list of saved games: a count of small steps means nothing to a player."""
        ...


class Tally(Protocol):
    """A game's own figures for a series of bot games (the share of turns that end in an accident, say),
    counted per seat from each transition and put into one line per bot level."""

    def count(self, before: Any, after: Any) -> Sequence[tuple[int, str]]:
        """(player, what) for each thing worth counting that the step from ``before`` to ``after`` did."""
        ...

    def describe(self, counts: Mapping[str, int]) -> str:
        """One line for one level's totals."""
        ...


@attrs.frozen
class SavedField:
    """A state field that a save writes otherwise than memory keeps it: under the key ``key``, as a
    value of ``saved_type`` (made of the game's records), turned into that by ``save`` and back by
    ``load``. Buro Crazy keeps the last transition's events as cheap notes and saves the records."""

    key: str
    saved_type: Any
    save: Callable[[Any], Any]
    load: Callable[[Any], Any]


@attrs.frozen
class SaveTypes:
    """What a game declares of its saves; ``suite.persistence`` builds the converter from it, so no
    game imports the save code.

    ``unions`` are the unions of attrs records a save tags by class name (actions, events, anything
    else that is one of several kinds; each may also be absent where a field allows None);
    ``fields`` maps ``(record class, field name)`` to the fields written otherwise.

    ``check_state``, if any, looks at a state read from a save before anything plays on from it and
    raises ``ValueError`` saying what is wrong. The converter checks each value's type; this checks
    what the rules take for granted, where breaking it does worse than raise: a Men at Work site with
    two pieces of one id, or a coordinate of 1e300, crashes the process inside the physics engine.
    A save whose state it refuses is damaged."""

    unions: tuple[Any, ...]
    fields: Mapping[tuple[type, str], SavedField] = attrs.field(factory=dict)
    check_state: Callable[[Any], None] | None = None


@attrs.frozen
class PastEvents:
    """What a game whose log is not replayed (``GameInfo.exact_replay`` False) declares so that a match
    opened again still tells what happened before its saved position. The states before that position
    are not rebuilt, so a save keeps the events of every move instead, and the log tells them again as
    it told them at play time (``suite.core.frames.history``).

    ``type`` is one move's events as the game's converter writes them (``tuple[Event, ...]``).
    ``kept`` is what a save keeps of them: all the log tells, without what only the table's animation
    uses (Men at Work's hand paths, already in the moves themselves, would double the file).
    ``seen`` gives them as a viewer saw them: what ``rules.view`` does to a state's events."""

    type: Any
    kept: Callable[[tuple[Any, ...]], tuple[Any, ...]]
    seen: Callable[[tuple[Any, ...], int | None], tuple[Any, ...]]


@attrs.frozen
class GameModule:
    """Everything the shell needs to host one game.

    ``saves`` declares the unions and special fields of its saved options, actions and state (the
    converter is built by ``suite.persistence.codec.converter_for``); ``narration``
    puts its events into words; ``table`` is the import path of the Qt table, loaded only by the
    shell so that nothing else pulls in Qt (None while a game has no table yet: the command line
    plays it, the launcher does not list it); ``tally``, if any, adds the game's own figures to a
    tournament's report; ``past_events`` is declared by a game whose log is not replayed, whose saves
    keep what each move did.
    """

    info: GameInfo
    rules: Rules[Any, Any, Any]
    saves: SaveTypes
    action_type: Any
    state_type: type
    options_type: type
    bots: Mapping[str, BotFactory]
    narration: Narration
    table: str | None
    tally: Tally | None = None
    past_events: PastEvents | None = None
    adviser: BotFactory | None = None
    """The bot the Hint asks, where it is not the ``hard`` level itself (``make_adviser``)."""
    private: Callable[[Any], bool] = lambda options: True
    """Whether a player holds what the others may not see, under these options: only then do several
    people at one screen pass it behind a cover. Men at Work shows everyone everything but the Foreman
    variant's hands, and its cover said "for Alice's eyes only" over a table that hid nothing."""

    def default_options(self, players: int) -> Any:
        return self.options_type(players=players)

    def make_bot(self, level: str) -> Bot:
        """A bot of ``level`` that plays with this game's rules."""
        return self.bots[level](self.rules)

    @property
    def advises(self) -> bool:
        """Whether the Hint has a bot to ask (``make_adviser``)."""
        return self.adviser is not None or ADVISING_LEVEL in self.bots

    def make_adviser(self) -> Bot:
        """The bot the Hint asks: the game's ``adviser``, else its strongest level."""
        return (self.adviser or self.bots[ADVISING_LEVEL])(self.rules)
