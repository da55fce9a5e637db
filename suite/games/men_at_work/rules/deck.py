"""The instruction cards (M7, M8): each card's back says WHAT to add, its front HOW.

The cards are data (``deck.json``), so that the real list of the published game can replace ours
without touching code; the file is checked when it is read, and a card's id is its place in the list.
The instruction of a turn combines the back of the draw pile's top card with the front of the
discard pile's top card (M9), see ``instruction``.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Sequence
from pathlib import Path

import attrs

from suite.core.rng import Rng
from suite.games.men_at_work.constants import (
    DECK_SIZE,
    FOREMAN_HAND,
    GIRDER_RULES,
    RITA,
    RITA_POSITIONS,
    WORKER_RULES,
)
from suite.games.men_at_work.site.pieces import Colour, Kind

DECK_FILE = Path(__file__).with_name("deck.json")


class Pile(enum.Enum):
    """Where a Foreman card goes (M18): on the draw pile it changes WHAT, on the discard pile HOW."""

    DRAW = "draw"
    DISCARD = "discard"


@attrs.frozen
class Back:
    """WHAT to add: a girder of one of ``colours``, or a worker on a girder of one of his glove ``colours``."""

    what: Kind
    colours: tuple[Colour, Colour]


@attrs.frozen
class Front:
    """HOW to add it: the girder rule (M10) applies to a girder, the worker rule (M11) to a worker."""

    girder_rule: int
    worker_rule: int


@attrs.frozen
class Card:
    id: int
    back: Back
    front: Front


@attrs.frozen
class Instruction:
    """What the active player must do this turn: the kind the back asks for, its colours, and the rule
    of the front that applies to that kind."""

    what: Kind
    colours: tuple[Colour, ...]
    rule: int


def instruction(back: Back, front: Front) -> Instruction:
    rule = front.girder_rule if back.what is Kind.GIRDER else front.worker_rule
    return Instruction(what=back.what, colours=back.colours, rule=rule)


def _card(id: int, raw: dict[str, dict[str, object]]) -> Card:
    back, front = raw["back"], raw["front"]
    what = Kind(back["what"])
    colours = tuple(Colour(c) for c in back["colours"])  # type: ignore[attr-defined]
    girder_rule, worker_rule = front["girder_rule"], front["worker_rule"]
    if what not in (Kind.GIRDER, Kind.WORKER) or len(colours) != 2 or colours[0] == colours[1]:
        raise ValueError(f"card {id}: a back asks for a girder or a worker in two different colours")
    if not (isinstance(girder_rule, int) and 1 <= girder_rule <= GIRDER_RULES):
        raise ValueError(f"card {id}: no girder rule {girder_rule!r}")
    if not (isinstance(worker_rule, int) and 1 <= worker_rule <= WORKER_RULES):
        raise ValueError(f"card {id}: no worker rule {worker_rule!r}")
    return Card(id=id, back=Back(what, (colours[0], colours[1])), front=Front(girder_rule, worker_rule))


def load(path: Path = DECK_FILE) -> tuple[Card, ...]:
    """The cards of ``path``; a file that does not hold ``DECK_SIZE`` well-formed cards is refused."""
    cards = json.loads(path.read_text(encoding="utf-8"))["cards"]
    if len(cards) != DECK_SIZE:
        raise ValueError(f"{path.name} holds {len(cards)} cards, not {DECK_SIZE}")
    return tuple(_card(i, raw) for i, raw in enumerate(cards))


CARDS: tuple[Card, ...] = load()


def card(id: int) -> Card:
    return CARDS[id]


def shuffled(players: int, foreman: bool, rng: Rng) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """A setup's draw pile (top first, Boss Rita in it) and the Foreman hands (M7, M18).

    The Foreman cards are dealt before Rita is inserted, as the rulebook says, so she lies 7th to
    10th from the top of what is left."""
    cards = list(range(DECK_SIZE))
    rng.shuffle(cards)
    hands: tuple[tuple[int, ...], ...] = ()
    if foreman:
        hands = tuple(tuple(cards[p * FOREMAN_HAND : (p + 1) * FOREMAN_HAND]) for p in range(players))
        cards = cards[players * FOREMAN_HAND :]
    first, last = RITA_POSITIONS
    cards.insert(first - 1 + rng.randrange(last - first + 1), RITA)
    return tuple(cards), hands


def valid_setup(order: Sequence[int], hands: Sequence[Sequence[int]], players: int, foreman: bool) -> bool:
    """Whether a recorded shuffle could have come from ``shuffled``: every card once, Rita in place."""
    dealt = [c for hand in hands for c in hand]
    if foreman != bool(hands) or (foreman and (len(hands) != players or any(len(h) != FOREMAN_HAND for h in hands))):
        return False
    first, last = RITA_POSITIONS
    if RITA not in order or not first - 1 <= list(order).index(RITA) <= last - 1:
        return False
    return sorted([*dealt, *order]) == [*range(DECK_SIZE), RITA]
