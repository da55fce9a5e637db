"""Accidents and what the clean-up must clear, judged from what the physics saw (M3, M14, M15, M18).

The site reports which pieces newly touched a fixed thing they can only reach by falling (the table,
the floor beyond its edge, the box floor, the crane base) and which came down onto another piece, how far
and how fast. The game turns these facts into falls: any piece but a support that reaches one of those
fixed things, a hard hat included (M3), and any piece but a support that meets a worker faster than a
hand sets a piece down (SET_DOWN_SPEED), is an accident. A support falling is never one (the rulebook:
"if only a support falls, you have caused no accident"). The pieces just placed are judged like all
others (M14): a girder that tips off its perch onto a worker falls onto him.
"""

from __future__ import annotations

import math

from suite.games.men_at_work.constants import FALLEN_SUPPORT_TILT, SET_DOWN_SPEED
from suite.games.men_at_work.rules.events import Fall
from suite.games.men_at_work.site.contacts import touching
from suite.games.men_at_work.site.fixtures import Ground
from suite.games.men_at_work.site.physics import Settle, Site
from suite.games.men_at_work.site.pieces import Kind

FALLS = {
    Ground.TABLE: Fall.TABLE,
    Ground.FLOOR: Fall.FLOOR,
    Ground.BOX_FLOOR: Fall.BOX_FLOOR,
    Ground.CRANE_BASE: Fall.CRANE_BASE,
}

Falling = tuple[int, Kind, Fall]
"""A fall that makes an accident: the piece (a hat goes by its worker's id), its kind and where it fell."""


def falls(site: Site, settle: Settle) -> tuple[Falling, ...]:
    """The falls that make an accident, in the order they happened.

    A piece falls onto the first fixed thing it touched, or the worker it met, unless it reached the floor: a
    worker that came down on the table's edge and tumbled off it lies on the floor, and was told as fallen onto
    the table while his hat, which went straight down, fell onto the floor.
    """
    floored = {piece for piece, ground in settle.grounded if ground is Ground.FLOOR}
    found: list[tuple[int, Fall]] = []
    for piece, ground in settle.grounded:
        if site.has(piece) and ground in FALLS and site.kind(piece) is not Kind.SUPPORT:
            found.append((piece, Fall.FLOOR if piece in floored else FALLS[ground]))
    for landing in settle.landings:
        piece, on = landing.piece, landing.on
        if not site.has(piece) or site.kind(piece) is Kind.SUPPORT or landing.speed < SET_DOWN_SPEED:
            continue
        if isinstance(on, int) and site.has(on) and abs(on) != abs(piece) and site.kind(on) in _WORKER:
            found.append((piece, Fall.WORKER))
    unique: dict[int, Falling] = {}
    for piece, fall in found:
        unique.setdefault(piece, (abs(piece), site.kind(piece), fall))
    return tuple(unique.values())


_WORKER = (Kind.WORKER, Kind.HAT)
"""A piece that meets a hat on a worker's head meets the worker."""

_OFF_THE_SITE = frozenset({Ground.TABLE, Ground.FLOOR, Ground.BOX_FLOOR, Ground.CRANE_BASE})


def fallen(site: Site, box: bool, fell: frozenset[int] = frozenset()) -> tuple[int, ...]:
    """M15: the pieces the clean-up must clear, the highest first (a brick on a fallen worker before him).

    Every piece but a support that touches the table, the floor or the crane base, and every piece but a support
    that no longer stands on the site: one that no chain of touching pieces links to something standing on the
    ground (a support on the table, a crane). A support is listed (the cleaner decides whether it stays) if it fell
    off the table, or lies on the table tilted more than FALLEN_SUPPORT_TILT from standing or lying (it leans on
    something). In the Skyscraper (M18) girders on the box floor are listed, workers, bricks and beams that fell
    into the box stay, and so do supports there (as on a table).

    A fallen heap's pieces may rest on one another and on a hat: a girder lying on a beam that lay on a fallen
    worker's hat was left out, since each of the two touched the other and the hat (a body of its own, M3), and the
    cleaner who lifted the girder under them was charged with its fall. A hat counts as its worker here.

    ``fell`` are supports known to have fallen in the accident (``turn._supports_fallen``): they are listed too, a
    support knocked flat on the table included.
    """
    contacts = {piece: frozenset(_worn(other) for other in touching(site, piece)) for piece in site.ids()}
    out = {piece for piece, touched in contacts.items() if _down(site, piece, touched & _OFF_THE_SITE, box)}
    standing = {piece for piece, touched in contacts.items() if piece not in out and any(
        isinstance(other, Ground) for other in touched)}  # fmt: skip
    reached = list(standing)
    while reached:
        for other in contacts[reached.pop()]:
            if isinstance(other, int) and other in contacts and other not in out and other not in standing:
                standing.add(other)
                reached.append(other)
    out |= {piece for piece, touched in contacts.items()
            if piece not in standing and touched and site.kind(piece) is not Kind.SUPPORT}  # fmt: skip
    out |= {piece for piece in fell if site.has(piece)}
    return tuple(sorted(out, key=lambda piece: -site.top(piece)))


def _worn(other: int | Ground) -> int | Ground:
    """A hat (minus its worker's id inside a site) as its worker: whoever touches it touches him."""
    return abs(other) if isinstance(other, int) else other


def _down(site: Site, piece: int, grounds: frozenset[object], box: bool) -> bool:
    """Whether a piece touching these fixed things has fallen off the site (see ``fallen``)."""
    kind = site.kind(piece)
    if kind is Kind.SUPPORT:
        if Ground.FLOOR in grounds or (box and Ground.TABLE in grounds):
            return True
        angle = site.piece(piece).pose.angle
        tilt = abs(math.remainder(angle, math.pi / 2))
        return bool(grounds) and tilt > FALLEN_SUPPORT_TILT
    if box and kind is not Kind.GIRDER:
        return bool(grounds - {Ground.BOX_FLOOR})
    return bool(grounds)


def hatless(site: Site) -> tuple[int, ...]:
    """M3: the workers still on the site whose hat is off their head; the clean-up puts it back on."""
    return tuple(worker for worker in site.ids() if site.kind(worker) is Kind.WORKER and not site.wears_hat(worker))
