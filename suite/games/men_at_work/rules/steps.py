"""The placements an instruction asks for, in order (M10, M11), and the pieces they take from the reserve.

Most instructions are one placement. Some need a new support first (girder rules 7–9), a worker after
the girder (girder rule 5), bricks or beams on the new worker's arms (worker rules 1–5, 8), a second
worker (worker rule 9), or a load carried with the piece in one placement (girder rule 11: a brick on
the girder; worker rule 7: a beam on the worker's arm). Bricks and beams that follow a worker may go
in any order (G6): the rulebook lists them together.
"""

from __future__ import annotations

from collections import Counter

import attrs

from suite.games.men_at_work.rules.deck import Instruction
from suite.games.men_at_work.site.pieces import Kind


@attrs.frozen
class Step:
    """One placement: a piece of ``kind``, carrying ``load`` (placed together with it) if any."""

    kind: Kind
    load: Kind | None = None


GIRDER = Step(Kind.GIRDER)
WORKER = Step(Kind.WORKER)
SUPPORT = Step(Kind.SUPPORT)
BRICK = Step(Kind.BRICK)
BEAM = Step(Kind.BEAM)

_GIRDER_STEPS: dict[int, tuple[Step, ...]] = {
    5: (GIRDER, WORKER),  # M10: with 1 worker, placed on the new girder
    7: (SUPPORT, GIRDER),  # M10: new support + touch same colour
    8: (SUPPORT, GIRDER),  # M10: new support + touch a different colour
    9: (SUPPORT, GIRDER),  # M10: new support on a girder + touch any girder
    11: (Step(Kind.GIRDER, Kind.BRICK),),  # M10: carry 1 brick
}
_WORKER_STEPS: dict[int, tuple[Step, ...]] = {
    1: (WORKER, BRICK),
    2: (WORKER, BRICK, BRICK),
    3: (WORKER, BEAM),
    4: (WORKER, BEAM, BEAM),
    5: (WORKER, BRICK, BEAM),
    7: (Step(Kind.WORKER, Kind.BEAM),),  # M11: carry 1 beam
    8: (WORKER, BEAM),  # M11: the beam connects him to a worker already on the site
    9: (WORKER, WORKER),  # M11: a second worker on the same girder
}

LOOSE = (Kind.BRICK, Kind.BEAM)
"""Pieces that go on a worker's arms; when several follow each other, any of them may come next."""


def steps(instruction: Instruction) -> tuple[Step, ...]:
    table = _GIRDER_STEPS if instruction.what is Kind.GIRDER else _WORKER_STEPS
    return table.get(instruction.rule, (Step(instruction.what),))


def build_steps(supports: bool) -> tuple[Step, ...]:
    """A start site built by hand (M5): 3 supports (none in the box, M18), a girder of each colour, a worker."""
    return (*((SUPPORT,) * 3 if supports else ()), *((GIRDER,) * 4), WORKER)


def next_steps(todo: tuple[Step, ...]) -> tuple[Step, ...]:
    """The steps the next placement may be: the first one, or any of the bricks and beams that lead."""
    if not todo:
        return ()
    if todo[0].kind not in LOOSE:
        return (todo[0],)
    leading = []
    for step in todo:
        if step.kind not in LOOSE:
            break
        if step not in leading:
            leading.append(step)
    return tuple(leading)


def after(todo: tuple[Step, ...], done: Step) -> tuple[Step, ...]:
    """``todo`` without the first occurrence of ``done``."""
    i = todo.index(done)
    return todo[:i] + todo[i + 1 :]


def pieces(todo: tuple[Step, ...]) -> Counter[Kind]:
    """How many pieces of each kind the steps take from the reserve, loads included."""
    counts: Counter[Kind] = Counter(step.kind for step in todo)
    counts.update(step.load for step in todo if step.load is not None)
    return counts
