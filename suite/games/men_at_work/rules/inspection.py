"""The inspection of a state read from a save, before the rules or the physics engine see it (DESIGN §3, M4).

A saved state is the truth on load: Men at Work does not replay its log (physics does not replay
portably). So nothing else checks it, and the rules and pymunk trust what they are given: two bodies
under one id, or a coordinate of 1e300, corrupt pymunk's memory and abort the process, or keep it
stepping forever; a player or a card that is not there fails the first move. The game's own states
never hold such things, so a state that does was edited or damaged, and its save is refused
(``MODULE.saves.check_state``).
"""

from __future__ import annotations

import math
from collections import Counter

from suite.games.men_at_work.constants import (
    DECK_SIZE,
    FLOOR_HALF_WIDTH,
    FLOOR_Y,
    GIRDERS_PER_COLOUR,
    HIGHEST_HAND,
    RITA,
)
from suite.games.men_at_work.rules.reserve import IN_THE_BOX
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose, Snapshot

MOST_IDS = 1_000_000
"""Piece ids run from 1 to this: a game hands out a few hundred (each piece placed gets a new one)."""


def check_state(state: State) -> None:
    """Raises ``ValueError`` naming the first thing in ``state`` the rules could not go on from: its
    site (``check_site``), its players, its cards, or the instruction its phase needs."""
    options = state.options
    if len(state.players) != options.players:
        raise ValueError(f"the state has {len(state.players)} players; its options say {options.players}")
    if not 0 <= state.active < options.players:
        raise ValueError(f"player {state.active + 1} is active at a table of {options.players}")
    if any(not 0 <= player < options.players for player in state.eliminated):
        raise ValueError("a player who left the game is not at the table")
    if (state.site.crane, state.site.box) != (options.crane, options.skyscraper):
        raise ValueError("the site's crane and box are not those of the options")
    if state.phase in (Phase.FOREMAN, Phase.PLACE) and state.instruction is None:
        raise ValueError(f"the phase {state.phase.value} has no instruction")
    _check_cards(state)
    check_site(state.site)
    on_site = {piece.id for piece in state.site.pieces}
    for placed in state.placed:
        if placed.piece not in on_site:
            raise ValueError(f"piece {placed.piece}, placed in this try, is not on the site")
    for fallen in state.cleanup:
        if fallen not in on_site:
            raise ValueError(f"piece {fallen}, to be cleared away, is not on the site")


def _check_cards(state: State) -> None:
    """Every card at most once, in the draw pile, the discard pile or a hand, and one of the deck's or Rita."""
    cards = [*state.draw, *state.discard, *(card for player in state.players for card in player.hand)]
    known = {*range(DECK_SIZE), RITA}
    unknown = next((card for card in cards if card not in known), None)
    if unknown is not None:
        raise ValueError(f"the card {unknown} is not in the deck")
    twice = next((card for card, count in Counter(cards).items() if count > 1), None)
    if twice is not None:
        raise ValueError(f"the card {twice} is in play twice")


def check_site(site: Snapshot) -> None:
    """Raises ``ValueError`` naming the first thing wrong: a piece id used twice or out of range, a
    pose that is not a finite number inside the room (between the floor and the highest a hand goes,
    no farther out than the floor reaches), a girder without a colour or another piece with one,
    more pieces of a kind (girders of a colour) than the box holds (M2), or a hard hat (M3) of no
    worker on the site, of a worker with two, or outside the room."""
    if not 0 <= site.issued <= MOST_IDS:
        raise ValueError(f"the site has handed out {site.issued} ids, not 0 to {MOST_IDS}")
    seen: set[int] = set()
    for piece in site.pieces:
        if not 1 <= piece.id <= MOST_IDS:
            raise ValueError(f"a piece of the site has the id {piece.id}, not 1 to {MOST_IDS}")
        if piece.id in seen:
            raise ValueError(f"two pieces of the site have the id {piece.id}")
        seen.add(piece.id)
        _check_piece(piece)
    _check_counts(site)
    workers = {piece.id for piece in site.pieces if piece.kind is Kind.WORKER}
    hatted: set[int] = set()
    for hat in site.hats:
        if hat.worker not in workers:
            raise ValueError(f"a hard hat belongs to {hat.worker}, which is no worker on the site")
        if hat.worker in hatted:
            raise ValueError(f"worker {hat.worker} has two hard hats")
        hatted.add(hat.worker)
        _check_pose(f"the hard hat of worker {hat.worker}", hat.pose)


def _check_pose(what: str, pose: Pose) -> None:
    if not all(math.isfinite(value) for value in (pose.x, pose.y, pose.angle)):
        raise ValueError(f"{what} has a position that is not a number")
    if abs(pose.x) > FLOOR_HALF_WIDTH or not FLOOR_Y <= pose.y <= HIGHEST_HAND or abs(pose.angle) > math.tau:
        raise ValueError(f"{what} lies outside the room (at {pose.x:g}, {pose.y:g}, turned {pose.angle:g})")


def _check_piece(piece: Piece) -> None:
    _check_pose(f"piece {piece.id}", piece.pose)
    if piece.kind is not Kind.GIRDER and piece.kind not in IN_THE_BOX:
        raise ValueError(f"piece {piece.id} is a {piece.kind.value}, which is no piece of the box")
    if (piece.colour is not None) != (piece.kind is Kind.GIRDER):
        colour = "no colour" if piece.colour is None else f"the colour {piece.colour.value}"
        raise ValueError(f"piece {piece.id} is a {piece.kind.value} of {colour}")


def _check_counts(site: Snapshot) -> None:
    kinds = Counter(piece.kind for piece in site.pieces)
    for kind, most in IN_THE_BOX.items():
        if kinds[kind] > most:
            raise ValueError(f"the site has {kinds[kind]} pieces of kind {kind.value}; the box holds {most}")
    colours = Counter(piece.colour for piece in site.pieces if piece.kind is Kind.GIRDER)
    for colour in Colour:
        if colours[colour] > GIRDERS_PER_COLOUR:
            count = colours[colour]
            raise ValueError(f"the site has {count} {colour.value} girders; the box holds {GIRDERS_PER_COLOUR}")
