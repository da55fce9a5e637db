"""What each player may know, and full states consistent with it (for bots).

The site, the certificates, the awards, the discard pile and the reserve are on the table for all to
see. Hidden: the order of the draw pile (only its top card's back shows, ``pile_top``, and whether Boss
Rita is still in it) and the other players' Foreman cards (M18), also in the events that dealt them and
in a Foreman card played face down onto the draw pile.
"""

from __future__ import annotations

import attrs

from suite.core.rng import Rng
from suite.games.men_at_work.constants import DECK_SIZE, HIDDEN, RITA
from suite.games.men_at_work.rules.deck import Pile, card
from suite.games.men_at_work.rules.events import CardsDealt, Event, ForemanPlayed
from suite.games.men_at_work.rules.state import Phase, State


def view(s: State, player: int | None) -> State:
    """All that ``player`` may know (``None``: a spectator, who knows only what is public)."""
    players = tuple(
        p if q == player else attrs.evolve(p, hand=(HIDDEN,) * len(p.hand)) for q, p in enumerate(s.players)
    )
    draw = s.draw if s.phase is Phase.OVER else (HIDDEN,) * len(s.draw)
    return attrs.evolve(s, players=players, draw=draw, events=seen(s.events, player))


def seen(events: tuple[Event, ...], player: int | None) -> tuple[Event, ...]:
    """``events`` as ``player`` saw them: also those of a move a save kept without its state."""
    return tuple(_seen(e, player) for e in events)


def _seen(e: Event, player: int | None) -> Event:
    if isinstance(e, CardsDealt) and e.player != player:
        return CardsDealt(e.player, (HIDDEN,) * len(e.cards))
    if isinstance(e, ForemanPlayed) and e.onto is Pile.DRAW and e.player != player:
        return ForemanPlayed(player=e.player, card=HIDDEN, onto=e.onto)
    return e


def determinize(v: State, rng: Rng) -> State:
    """A full state that ``v`` could be a view of: the unseen cards dealt at random to the hidden places,
    the draw pile's top card with the back everybody sees, and Boss Rita (if still to come) below it."""
    known = {*v.discard, *v.draw, *(c for p in v.players for c in p.hand)}
    pool = sorted(set(range(DECK_SIZE)) - known)
    rng.shuffle(pool)
    draw = _draw_pile(v, pool, rng) if HIDDEN in v.draw else list(v.draw)
    players = tuple(attrs.evolve(p, hand=tuple(pool.pop() if c == HIDDEN else c for c in p.hand)) for p in v.players)
    return attrs.evolve(v, players=players, draw=tuple(draw))


def _draw_pile(v: State, pool: list[int], rng: Rng) -> list[int]:
    """The hidden draw pile, taking its cards from the end of ``pool``: a card whose back is ``pile_top``
    first, Rita anywhere below it if she has not come yet."""
    size = len(v.draw) - (0 if v.rita else 1)
    top = next(i for i in range(len(pool) - 1, -1, -1) if card(pool[i]).back == v.pile_top)
    draw = [pool.pop(top)]
    draw += [pool.pop() for _ in range(size - 1)]
    if not v.rita:
        draw.insert(1 + rng.randrange(len(draw)), RITA)
    return draw
