"""Random but plausible actions: what the random seat plays and what bots' playouts start from.

A uniform draw over all hand movements would almost never build anything, so a sampled placement aims
where the instruction points: a girder onto a girder (of the asked colour where it matters), a worker onto
a girder of a glove colour, a brick or a beam onto the new worker's arms. It lays the piece level on the
highest surface there (``candidates.resting``) and brings it down at a human pace
(``placement.descent_path``). Only the physics then says what really happens.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from suite.core.rng import Rng
from suite.games.men_at_work.constants import (
    BEAM_LENGTH,
    GIRDER_LENGTH,
    TABLE_HALF_WIDTH,
    WORKER_SHELF,
)
from suite.games.men_at_work.rules.actions import Action, CallInspector, Clear, Place, PlaceStep, PlayForeman, Proceed
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose
from suite.games.men_at_work.site.placement import Load, Move, descent_path

TRIES = 12
"""Candidate spots a sample looks at before it settles for anywhere the piece can rest."""
TILT = 0.03
"""radians: the most a sampled piece is turned from the level of what it aims at (a hand is not exact)."""
PATIENCE = 3
"""Tries a random player makes before he may call the site inspector (M19) ..."""
INSPECT = 0.2
"""... which he then does this often."""
PROCEED = 0.7
"""How often a random player keeps the revealed instruction when he could play a Foreman card."""


def sample(s: State, legal: Sequence[Action | PlaceStep], rng: Rng, k: int) -> list[Action]:
    """``k`` actions for the player to move in ``s`` (a state or a view: only public facts are used), among
    the ``legal`` ones (the rules' ``legal_actions``: the discrete actions and the placements due)."""
    if s.phase is Phase.FOREMAN:
        foreman = [a for a in legal if isinstance(a, PlayForeman)]
        return [Proceed() if not foreman or rng.random() < PROCEED else rng.choice(foreman) for _ in range(k)]
    if s.phase is Phase.CLEAN:
        clears = [a for a in legal if isinstance(a, Clear)]
        return [rng.choice(clears) for _ in range(k)]
    steps = [a for a in legal if isinstance(a, PlaceStep)]
    if not steps:
        raise ValueError(f"no player acts now ({s.phase.value})")
    site = Site.build(s.site)
    actions: list[Action] = []
    for _ in range(k):
        doubts = s.phase is Phase.PLACE and s.ghost is None and s.attempt > PATIENCE and rng.random() < INSPECT
        actions.append(CallInspector() if doubts else Place(_move(s, site, rng.choice(steps), rng)))
    return actions


def _move(s: State, site: Site, step: PlaceStep, rng: Rng) -> Move:
    colour = rng.choice(step.colours) if step.kind is Kind.GIRDER else None
    load = _load(step, rng)
    target = _target(s, site, step.kind, colour, rng)
    return Move(kind=step.kind, colour=colour, load=load, path=descent_path(step.kind, target, site, load))


def _load(step: PlaceStep, rng: Rng) -> Load | None:
    """Girder rule 11: a brick anywhere on the girder; worker rule 7: a beam across his hands."""
    if step.load is None:
        return None
    if step.kind is Kind.GIRDER:
        return Load(step.load, _spread(rng, GIRDER_LENGTH / 2 - 10))
    return Load(step.load, _spread(rng, 2.0))


def _spread(rng: Rng, half: float) -> float:
    return (2 * rng.random() - 1) * half


def _target(s: State, site: Site, kind: Kind, colour: Colour | None, rng: Rng) -> Pose:
    """A resting pose near one of the spots the instruction points at, else anywhere on the site."""
    spots = _spots(s, site, kind, colour)
    for _ in range(TRIES):
        x, angle = rng.choice(spots) if spots else (_spread(rng, TABLE_HALF_WIDTH * 0.6), 0.0)
        found = resting(site, kind, x, angle + _spread(rng, TILT))
        if found is not None and found.balanced():
            return found.pose
    for _ in range(TRIES):
        found = resting(site, kind, _spread(rng, TABLE_HALF_WIDTH * 0.8))
        if found is not None:
            return found.pose
    return Pose(0.0, _roof(site) + 100.0)


def _roof(site: Site) -> float:
    highest = site.highest_piece()
    return site.top(highest) if highest is not None else 0.0


def _spots(s: State, site: Site, kind: Kind, colour: Colour | None) -> list[tuple[float, float]]:
    """(x, angle) where the piece would do what is asked; the angle is that of what it lands on."""
    pieces = site.pieces()
    placed = [site.piece(p.piece) for p in s.placed if p.piece in site.ids()]
    girders = [p for p in pieces if p.kind is Kind.GIRDER]
    if s.phase is Phase.BUILD:
        return _build_spots(kind, pieces)
    if kind is Kind.WORKER:
        return _worker_spots(s, site, girders, placed)
    if kind in (Kind.BRICK, Kind.BEAM):
        workers = [p for p in placed if p.kind is Kind.WORKER] or [p for p in pieces if p.kind is Kind.WORKER]
        side = 0.0 if kind is Kind.BEAM else (WORKER_SHELF[0] + WORKER_SHELF[1]) / 2
        return [(w.pose.x + sign * side, w.pose.angle) for w in workers for sign in (-1, 1)]
    if kind is Kind.SUPPORT:
        on_girders = _along(girders, GIRDER_LENGTH / 2 - 10)
        rule = s.instruction.rule if s.instruction else 0
        if rule == 9:
            return on_girders
        beside = [(g.pose.x + sign * (GIRDER_LENGTH / 2 + 15), 0.0) for g in girders for sign in (-1, 1)]
        return on_girders + beside + [(x, math.pi / 2) for x, _ in beside]
    return _girder_spots(s, pieces, girders, placed, colour)


def _along(pieces: list[Piece], reach: float, step: float = 10.0) -> list[tuple[float, float]]:
    spots = []
    for piece in pieces:
        cos = math.cos(piece.pose.angle)
        count = int(reach // step)
        spots += [(piece.pose.x + i * step * cos, piece.pose.angle) for i in range(-count, count + 1)]
    return spots


def _worker_spots(s: State, site: Site, girders: list[Piece], placed: list[Piece]) -> list[tuple[float, float]]:
    """On a girder of a glove colour (the highest such, in the Foreman variant), on the new girder (girder
    rule 5), or next to the first worker (worker rule 9); near an end for worker rule 6."""
    instruction = s.instruction
    assert instruction is not None
    new_girders = [p for p in placed if p.kind is Kind.GIRDER]
    new_workers = [p for p in placed if p.kind is Kind.WORKER]
    if new_girders:
        return _along(new_girders, GIRDER_LENGTH / 2 - 12)
    if new_workers:
        return [(w.pose.x + d, w.pose.angle) for w in new_workers for d in (-40, -25, 25, 40)]
    gloved = [g for g in girders if g.colour in instruction.colours]
    if s.options.foreman and gloved:
        top = max(gloved, key=lambda g: site.top(g.id))
        gloved = [top]
    if instruction.rule == 6:
        return [spot for spot in _along(gloved, GIRDER_LENGTH / 2 - 11) if _near_end(spot, gloved)]
    return _along(gloved, GIRDER_LENGTH / 2 - 12)


def _near_end(spot: tuple[float, float], girders: list[Piece]) -> bool:
    return any(
        abs(abs(spot[0] - g.pose.x) - (GIRDER_LENGTH / 2 - 11) * abs(math.cos(g.pose.angle))) < 6 for g in girders
    )


def _girder_spots(
    s: State, pieces: list[Piece], girders: list[Piece], placed: list[Piece], colour: Colour | None
) -> list[tuple[float, float]]:
    """Over the new support (girder rules 7–9), on a worker's hands (rule 6), by a support (rule 10), on the
    highest girders (rules 4, 12), by a girder of the same colour (2) or of another (3, 8), or on any girder."""
    assert s.instruction is not None
    rule = s.instruction.rule
    supports = [p for p in placed if p.kind is Kind.SUPPORT]
    if supports:
        return [(p.pose.x + d, 0.0) for p in supports for d in (-50, -25, 0, 25, 50)]
    if rule == 6:
        return [(p.pose.x, p.pose.angle) for p in pieces if p.kind is Kind.WORKER]
    if rule == 10:
        return [(p.pose.x + d, 0.0) for p in pieces if p.kind is Kind.SUPPORT for d in (-60, -30, 0, 30, 60)]
    if rule in (4, 12) and girders:
        highest = sorted(girders, key=lambda g: g.pose.y)[-2:]
        return _along(highest, GIRDER_LENGTH / 2)
    if rule in (2, 7):
        girders = [g for g in girders if g.colour is colour] or girders
    elif rule in (3, 8):
        girders = [g for g in girders if g.colour is not colour] or girders
    return _along(girders, GIRDER_LENGTH / 2)


def _build_spots(kind: Kind, pieces: tuple[Piece, ...]) -> list[tuple[float, float]]:
    """A start site of the rulebook's kind: supports in a row, girders bridging them, a worker on a girder."""
    girders = [p for p in pieces if p.kind is Kind.GIRDER]
    if kind is Kind.SUPPORT:
        done = sum(1 for p in pieces if p.kind is Kind.SUPPORT)
        return [((-65.0, 0.0, 65.0)[done], 0.0)]
    if kind is Kind.GIRDER:
        return [((-32.5, 32.5)[len(girders) % 2], 0.0)]
    return _along(girders, GIRDER_LENGTH / 2 - BEAM_LENGTH / 2)
