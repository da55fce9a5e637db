"""Building Power Struggle positions for tests.

A game starts through the public rules (``new_state`` and a chosen ``Deal``); a position deep in
a game (a chosen company, chosen cards) is made by ``service``, which sets the fields of a real
dealt state and leaves the game in a service turn with the chosen player to act. Seats follow the
rulebook's examples: Blue, Yellow, Green and Red sit clockwise in that order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.power_struggle.constants import DIVISIONS, EVENT_DECK_SIZE, PRIVILEGE_CARDS, EventCard
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import Action, Deal
from suite.games.power_struggle.rules.state import Department, Options, Phase, PrivilegeCard, State

RULES = PowerStruggleRules()
BLUE, YELLOW, GREEN, RED, PURPLE = 0, 1, 2, 3, 4
NAMES = ("Blue", "Yellow", "Green", "Red", "Purple")

QUIET_DECK = (EventCard.COMPANY_OUTING,) * 4 + (EventCard.DIRECTORS_MEETING,)
"""A deck that does nothing for four turns, then ends the round."""


def dep(owner: int, employees: int = 3, main: bool = False) -> Department:
    return Department(owner=owner, employees=employees, main=main)


def dealt(
    players: int = 4,
    colours: Sequence[int] | None = None,
    skills: Sequence[int] | None = None,
    privileges: Sequence[int] | None = None,
    **options: Any,
) -> State:
    """A new game after the deal; by default everyone has his own colour, skill cards in order, and
    the privilege cards go round the table from seat 0 (so seat 2 holds Communications)."""
    deal = Deal(
        colours=tuple(colours if colours is not None else range(players)),
        skills=tuple(skills if skills is not None else range(players)),
        privileges=tuple(privileges if privileges is not None else (c % players for c in range(PRIVILEGE_CARDS))),
    )
    return RULES.apply(RULES.new_state(Options(players=players, **options), players), deal)


def service(
    players: int = 4,
    *,
    divisions: dict[int, Sequence[Department]] | None = None,
    cards: dict[int, PrivilegeCard] | None = None,
    actor: int = 0,
    deck: tuple[EventCard, ...] = QUIET_DECK,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> State:
    """A position in the first service turn with ``actor`` acting first (``acted`` players
    after him have acted already, if given). ``divisions`` maps a
    division to its departments from the top; ``cards`` sets privilege cards (the others stay as
    dealt, face down); any other State field may be given (the ledger follows the money given, the
    cards already revealed complete the deck)."""
    s = dealt(players, **(options or {}))
    company = [()] * DIVISIONS
    for division, offices in (divisions or {}).items():
        company[division] = tuple(offices)
    if "money" in fields:
        fields.setdefault("ledger", fields["money"])
    fields.setdefault("revealed", _revealed_before(deck))
    held = list(s.cards)
    for card, value in (cards or {}).items():
        held[card] = value
    return attrs.evolve(
        s,
        phase=Phase.SERVICE,
        divisions=tuple(company),
        cards=tuple(held),
        first_player=actor,
        acted=fields.pop("acted", 0),
        arranger=fields.pop("arranger", actor),
        turn=fields.pop("turn", 1),
        deck=deck,
        meetings=1,
        events=(),
        **fields,
    )


def _revealed_before(deck: tuple[EventCard, ...]) -> tuple[EventCard, ...]:
    """The cards this round has shown before ``deck``, so that the round's deck is a real one: 8
    cards, Bonus Payment before the Director's Meeting (P9)."""
    bonus = () if EventCard.BONUS_PAYMENT in deck else (EventCard.BONUS_PAYMENT,)
    return bonus + (EventCard.COMPANY_OUTING,) * (EVENT_DECK_SIZE - len(deck) - len(bonus))


def up(holder: int, bribed: bool = False) -> PrivilegeCard:
    return PrivilegeCard(holder, face_up=True, bribed=bribed)


def down(holder: int) -> PrivilegeCard:
    return PrivilegeCard(holder)


def play(s: State, *actions: Action) -> State:
    for action in actions:
        s = RULES.apply(s, action)
    return s


def finish_turn(s: State) -> State:
    """Every player still to act in this service turn takes his first legal choice."""
    turn = s.turn
    while s.turn == turn and RULES.to_move(s) is not None and s.phase is Phase.SERVICE:
        s = RULES.apply(s, RULES.legal_actions(s)[0])
    return s


def play_collecting(s: State, *actions: Action) -> tuple[State, list[Any]]:
    """Plays the actions and returns the final state with every event on the way."""
    events: list[Any] = []
    for action in actions:
        s = RULES.apply(s, action)
        events.extend(s.events)
    return s, events


def of_type(events: Iterable[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def random_action(s: State, rng: Rng) -> Action:
    if RULES.to_move(s) is CHANCE:
        return RULES.sample_chance(s, rng)
    legal = RULES.legal_actions(s)
    return legal[rng.randrange(len(legal))]


def random_game(seed: int, players: int, **options: Any) -> tuple[list[Action], list[State]]:
    """A whole seeded random game: its log and every state from the first to the last."""
    rng = Rng.derive(seed, players)
    s = RULES.new_state(Options(players=players, **options), players)
    log: list[Action] = []
    states = [s]
    while RULES.to_move(s) is not None:
        action = random_action(s, rng)
        s = RULES.apply(s, action)
        log.append(action)
        states.append(s)
    return log, states
