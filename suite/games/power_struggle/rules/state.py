"""The state of a game of Power Struggle: the company, the players' belongings, the round's deck,
and the compound action in progress.

A state is a value (``apply`` builds a new one). The company is a tuple per division of its
occupied department offices, top first: offices fill from the top and close up at once (P18), so
the free offices of a division are always the ones after its last occupant. In a view, what the
viewer may not know is replaced by ``HIDDEN`` values (see ``player_view.py``).
"""

from __future__ import annotations

import enum

import attrs

from suite.core.i18n import N_
from suite.games.power_struggle.constants import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOBODY,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules.actions import Action
from suite.games.power_struggle.rules.events import Event


def _player_count(instance: object, attribute: attrs.Attribute[int], players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Power Struggle is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")


@attrs.frozen
class Options:
    """The player count and the variants; each field with a ``label`` is a box in the new-game dialog."""

    players: int = attrs.field(default=4, validator=_player_count)
    longer_game: bool = attrs.field(default=False, metadata={"label": N_("Longer game (5 victory points)")})
    open_money: bool = attrs.field(default=False, metadata={"label": N_("Open money")})


class Phase(enum.StrEnum):
    """Where the game stands; each phase but ``OVER`` waits for one player's decision or for chance."""

    DEAL = "deal"  # chance: archenemies and privilege cards
    PLACEMENT = "placement"  # the snake initial placement
    CHAIRMAN = "chairman"  # the Chairman card's holder may use it (P14)
    EXTRA_ACTION = "extra_action"  # the bribed Communications card's holder may act (P14)
    HEADS = "heads"  # a replaced division head's owner chooses board or counsel
    DRAW = "draw"  # chance: the six miscellaneous event cards
    ORDER = "order"  # the Communications head orders the event deck
    SERVICE = "service"  # the actions of a service turn
    OVER = "over"


@attrs.frozen
class Department:
    """What stands in a department office: a department (1 head) or a main department (2 heads)."""

    owner: int
    employees: int
    main: bool = False


@attrs.frozen
class Office:
    """A department office by its division and row (0 is the top)."""

    division: int
    row: int


@attrs.frozen
class PrivilegeCard:
    """Who holds a privilege card and how it lies: face down it cannot be used; ``bribed`` says
    which side faces its holder (P15)."""

    holder: int
    face_up: bool = False
    bribed: bool = False


@attrs.frozen
class Archenemy:
    """A player's two archenemy cards: the colour (a player) and the skill card (an index into
    ``ARCHENEMY_SKILL_CARDS``); both ``HIDDEN`` in a view that may not see them."""

    colour: int
    skills: int


# -- the compound action in progress --------------------------------------------------------------


@attrs.frozen
class Hiring:
    """A: employees from the supply still to place in the player's offices."""

    player: int
    left: int


@attrs.frozen
class FoundingWithOwn:
    """B with own employees: the divisions of the new departments and the employees taken for each
    so far (taken off the board already; the departments appear when the action is done)."""

    player: int
    divisions: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()


@attrs.frozen
class FoundingWithNew:
    """B with new employees: the new department, once placed, receives the player's own employees."""

    player: int
    office: Office | None = None


@attrs.frozen
class Moving:
    """C, move: ``source`` is the department chosen to move; ``moved`` where the first one moved to,
    once it has. One action moves 1 or 2 departments, or 1 main department (RULES)."""

    player: int
    source: Office | None = None
    moved: Office | None = None


@attrs.frozen
class Merging:
    """C, merge: the two departments chosen, then where the main department goes."""

    player: int
    first: Office | None = None
    second: Office | None = None


@attrs.frozen
class Resigning:
    """D: the division whose head resigns, then board or counsel."""

    player: int
    division: int = NOBODY


@attrs.frozen
class Offer:
    """One bribe: ``amount`` is ``HIDDEN`` to everyone but the two players (P16); ``accepted`` is
    None while the target has not answered."""

    card: int
    target: int
    amount: int
    accepted: bool | None = None


@attrs.frozen
class Bribing:
    """E: the offers made; ``card`` the card of the offer being prepared; ``losers`` the players who
    still lose an employee once the offers are over (P17)."""

    player: int
    offers: tuple[Offer, ...] = ()
    card: int = NOBODY
    losers: tuple[int, ...] = ()


@attrs.frozen
class Dismissing:
    """F influence or G Legal & Patents: own employees still to dismiss, then influence scored."""

    player: int
    left: int
    influence: int


@attrs.frozen
class Buying:
    """F: a main department or a consultant (a division to choose) or shares (a size to choose)."""

    player: int
    kind: ActionKind


@attrs.frozen
class Poaching:
    """G Development: employees still to take, the opponents already robbed, and whether one is in
    hand waiting for an office (and whether it came from the supply)."""

    player: int
    left: int
    robbed: tuple[int, ...] = ()
    holding: bool = False
    from_supply: bool = False


Pending = (
    Hiring | FoundingWithOwn | FoundingWithNew | Moving | Merging | Resigning | Bribing | Dismissing | Buying | Poaching
)


# -- the state --------------------------------------------------------------------------------------


@attrs.frozen
class State:
    """One position. Per-player tuples are indexed by seat, clockwise from seat 0.

    ``points[p]`` holds the four tracks (influence, shares, main departments, corruption);
    ``consultants[p]`` the consultant pawns per counsel space; ``ledger`` each player's money as the
    table can count it (every public payment, no bribe; set to the true amount whenever a player
    must show his money): what another player may reckon (P7). ``reckoned[v][q]`` is what ``v`` knows
    ``q`` holds beyond the ledger, from the bribes between them since ``q`` last showed his money
    (D11); empty until the first bribe, and in a position saved under rules version 1. ``deck`` is the event deck, next
    card first; during the ordering it holds the cards placed so far and ``drawn`` those still in
    the arranger's hand. ``turn`` counts the service turns of the phase; ``acted`` the players who
    have acted in this one, from ``first_player`` on.
    """

    options: Options
    phase: Phase
    divisions: tuple[tuple[Department, ...], ...]
    heads: tuple[int, ...]
    chairman: int
    board: tuple[int, ...]
    consultants: tuple[tuple[int, ...], ...]
    money: tuple[int, ...]
    ledger: tuple[int, ...]
    points: tuple[tuple[int, ...], ...]
    certificates: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    cards: tuple[PrivilegeCard, ...]
    motivation: int
    archenemies: tuple[Archenemy, ...]
    shown: tuple[bool, ...]
    kept: tuple[bool, ...]
    placed: int = 0
    meetings: int = 0
    meeting_division: int = 0
    arranger: int = NOBODY
    drawn: tuple[EventCard, ...] = ()
    deck: tuple[EventCard, ...] = ()
    revealed: tuple[EventCard, ...] = ()
    first_player: int = NOBODY
    turn: int = 0
    acted: int = 0
    ending: bool = False
    pending: Pending | None = None
    events: tuple[Event, ...] = ()
    reckoned: tuple[tuple[int, ...], ...] = ()
    _legal: tuple[Action, ...] | None = attrs.field(default=None, init=False, eq=False, repr=False)
    """The legal list, once ``PowerStruggleRules.legal_actions`` has made it: what the state
    implies, kept in it, since bots and ``apply`` ask for the same state's list many times. Not a
    field of the position (no equality, hash, repr or save sees it); ``attrs.evolve`` starts a new
    state without it. Threads that make it at once make the same tuple."""

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def actor(self) -> int:
        """Whose action it is in the current service turn."""
        return (self.first_player + self.acted) % self.options.players
