"""The state of a game of Men at Work: the site's snapshot, the cards, the players' certificates and
awards, and the instruction in progress.

A state is a value (``apply`` builds a new one). The site is stored as a ``Snapshot`` (the poses of its
pieces), never as a physics world: a world is rebuilt from it for every placement (M4), and the
snapshot is what a save keeps (DESIGN §3). The reserve is not stored: it is whatever of the box's
pieces is not on the site (``reserve.py``). In a view, the draw pile's cards and the other players'
Foreman cards read ``HIDDEN``; the back of the draw pile's top card stays public (``pile_top``).
"""

from __future__ import annotations

import enum

import attrs

from suite.core.i18n import N_
from suite.games.men_at_work.constants import MAX_PLAYERS, MIN_PLAYERS
from suite.games.men_at_work.rules.deck import Back, Instruction
from suite.games.men_at_work.rules.events import End, Event
from suite.games.men_at_work.rules.steps import Step
from suite.games.men_at_work.site.pieces import Kind, Snapshot
from suite.games.men_at_work.site.placement import Move


class StartSite(enum.Enum):
    """Where the game starts (M5): one of the rulebook's example sites, a random one, or built by hand."""

    BEGINNER = "beginner"
    ADVANCED = "advanced"
    EXPERT = "expert"
    RANDOM = "random"
    BUILD = "build"


EXAMPLES = (StartSite.BEGINNER, StartSite.ADVANCED, StartSite.EXPERT)


def _player_count(instance: object, attribute: attrs.Attribute[int], players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Men at Work is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")


def _expert_seats(instance: Options, attribute: attrs.Attribute[tuple[int, ...]], seats: tuple[int, ...]) -> None:
    if list(seats) != sorted(set(seats)) or any(not 0 <= seat < instance.players for seat in seats):
        raise ValueError(f"expert seats must be distinct seats of the {instance.players} players, in order")


@attrs.frozen
class Options:
    """The player count, the variants (M18), the start site (M5) and the seats that play as experts (M6)."""

    players: int = attrs.field(default=3, validator=_player_count)
    foreman: bool = attrs.field(default=False, metadata={"label": N_("Foreman (two instruction cards in hand)")})
    crane: bool = attrs.field(default=False, metadata={"label": N_("Crane")})
    skyscraper: bool = attrs.field(default=False, metadata={"label": N_("Skyscraper (build in the box)")})
    start_site: StartSite = attrs.field(
        default=StartSite.BEGINNER,
        metadata={
            "label": N_("Start site"),
            "choices": (
                (StartSite.BEGINNER, N_("Beginner")),
                (StartSite.ADVANCED, N_("Advanced")),
                (StartSite.EXPERT, N_("Expert")),
                (StartSite.RANDOM, N_("Random")),
                (StartSite.BUILD, N_("Built by the first player")),
            ),
        },
    )
    expert_seats: tuple[int, ...] = attrs.field(
        default=(), validator=_expert_seats, metadata={"seat_label": N_("Expert (2 certificates)")}
    )


class Phase(enum.Enum):
    """Where the game stands; each phase but ``OVER`` waits for one player's decision or for chance."""

    DEAL = "deal"  # chance: the shuffled deck with Rita, and the Foreman hands
    SITE = "site"  # chance: a random start site
    BUILD = "build"  # the first player builds the start site by hand
    RESHUFFLE = "reshuffle"  # chance: the discard pile becomes the draw pile (M9)
    CLEAN = "clean"  # the active player clears the site after an accident (M15)
    FOREMAN = "foreman"  # the active player may play a Foreman card
    PLACE = "place"  # the active player places the pieces of the instruction
    OVER = "over"


@attrs.frozen
class Player:
    certificates: int
    awards: int = 0
    hand: tuple[int, ...] = ()
    """Foreman cards (M18); HIDDEN ids in another player's view."""


@attrs.frozen
class Placed:
    """A piece placed in the current try (or while building the start site)."""

    piece: int
    kind: Kind


@attrs.frozen
class State:
    """``active`` holds the rescue hook. ``draw`` and ``discard`` are top first. ``todo`` are the placements of the
    current try still to do and ``placed`` the pieces it placed so far; ``attempt`` counts the tries (M14);
    ``skipped`` the cards that built nothing in a row this turn, skipped or set aside by the inspector (M12, M19,
    G4); ``foreman_played`` whether the active player has played a Foreman card this turn (M18, G14: one a
    turn, also after the inspector set a card aside); ``builds`` the start sites built by hand and rejected
    (G11). ``eliminated`` lists the players without certificates in the order they left (M17). ``cleanup``
    lists the fallen pieces the active player has still to clear (M15), the highest first; ``ghost`` is the
    placement the site inspector found for the current try (M19), until a piece is placed; ``ghost_then`` the
    placements it found after that one to the end of the try, each shown in turn while the pieces before it are
    placed as shown."""

    options: Options
    phase: Phase
    site: Snapshot
    players: tuple[Player, ...]
    active: int = 0
    turn: int = 0
    draw: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    pile_top: Back | None = None
    rita: bool = False
    instruction: Instruction | None = None
    todo: tuple[Step, ...] = ()
    placed: tuple[Placed, ...] = ()
    attempt: int = 1
    skipped: int = 0
    foreman_played: bool = False
    builds: int = 0
    eliminated: tuple[int, ...] = ()
    cleanup: tuple[int, ...] = ()
    ghost: Move | None = None
    ghost_then: tuple[Move, ...] = ()
    end: End | None = None
    events: tuple[Event, ...] = ()

    def in_game(self, player: int) -> bool:
        return self.players[player].certificates > 0
