"""The decisions of Power Struggle, each a small step with a short legal list, and the draws of chance.

A compound action is a sequence of these: ``ChooseAction(HIRE)`` then ``ChooseOffice`` for each
employee; ``ChooseAction(BRIBE)``, ``ChooseCard``, ``ChooseAmount``, then the target's ``Accept``
or ``Refuse``. What a step means follows from the action in progress (``State.pending``). Chance
actions carry their outcome, so the log alone replays a game.
"""

from __future__ import annotations

import attrs

from suite.games.power_struggle.constants import DIVISIONS, OFFICES_PER_DIVISION, ActionKind, EventCard


@attrs.frozen
class Deal:
    """Chance, at the setup: each player's archenemy colour (a player) and skill card, and the
    holder of each privilege card (dealt face down, as evenly as possible)."""

    colours: tuple[int, ...]
    skills: tuple[int, ...]
    privileges: tuple[int, ...]


@attrs.frozen
class DrawEvents:
    """Chance, at a meeting: six distinct miscellaneous cards, by their place in ``MISCELLANEOUS_EVENTS``."""

    cards: tuple[int, ...]


@attrs.frozen
class PlaceDepartment:
    """Initial placement: a department head with 3 employees in the first free office of a division."""

    division: int


@attrs.frozen
class PlaceOnBoard:
    """Initial placement: a board member in the first free seat."""


@attrs.frozen
class ChooseAction:
    kind: ActionKind


@attrs.frozen
class ChooseDivision:
    division: int


@attrs.frozen
class ChooseOffice:
    division: int
    row: int


@attrs.frozen
class ChooseSize:
    """The certificate paid for, by its number of shares."""

    shares: int


@attrs.frozen
class ChooseCard:
    """The privilege card a bribe is for (its holder is the target)."""

    card: int


@attrs.frozen
class ChooseAmount:
    amount: int


@attrs.frozen
class Accept:
    pass


@attrs.frozen
class Refuse:
    pass


@attrs.frozen
class ToBoard:
    """A leaving division head joins the board (with his department heads, when resigning)."""


@attrs.frozen
class ToCounsel:
    """A leaving division head becomes an external consultant."""


@attrs.frozen
class Supply:
    """Development: take the employee from the supply rather than from an opponent."""


@attrs.frozen
class Done:
    """Ends an open choice: no more employees to take or move, no second department, no second offer."""


@attrs.frozen
class Pass:
    """Declines the Chairman's privilege or the extra action; the only choice of a player who can do nothing."""


@attrs.frozen
class PickEvent:
    """The arranger puts a card of this kind next in the event deck."""

    card: EventCard


Action = (
    Deal
    | DrawEvents
    | PlaceDepartment
    | PlaceOnBoard
    | ChooseAction
    | ChooseDivision
    | ChooseOffice
    | ChooseSize
    | ChooseCard
    | ChooseAmount
    | Accept
    | Refuse
    | ToBoard
    | ToCounsel
    | Supply
    | Done
    | Pass
    | PickEvent
)

# The actions legal lists are made of, built once: legal lists share them instead of allocating.
CHOOSE_DIVISION = tuple(ChooseDivision(d) for d in range(DIVISIONS))
CHOOSE_OFFICE = tuple(tuple(ChooseOffice(d, r) for r in range(OFFICES_PER_DIVISION)) for d in range(DIVISIONS))
PLACE_DEPARTMENT = tuple(PlaceDepartment(d) for d in range(DIVISIONS))
CHOOSE_ACTION = {kind: ChooseAction(kind) for kind in ActionKind}
DIVISION_CHOSEN = {choice: choice.division for choice in CHOOSE_DIVISION}
DIVISION_PLACED = {choice: choice.division for choice in PLACE_DEPARTMENT}
"""The divisions the prebuilt choices name. A direct test of legality looks an action up here rather
than read its field: a lookup compares by equality, as ``in`` does in a legal list, so both judge
every action alike (a division off the board is simply not found)."""
PICK_EVENT = {card: PickEvent(card) for card in EventCard}
ACCEPT, REFUSE, TO_BOARD, TO_COUNSEL, SUPPLY, DONE, PASS, PLACE_ON_BOARD = (
    Accept(), Refuse(), ToBoard(), ToCounsel(), Supply(), Done(), Pass(), PlaceOnBoard(),
)  # fmt: skip
