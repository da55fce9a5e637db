"""Accidents and the clean-up, judged from what the physics saw (M14, M15, M18).

The site reports which pieces newly touched a fixed thing they can only reach by falling (the table,
the floor beyond its edge, the box floor, the crane base) and which came down onto another piece. The
game turns these facts into falls: any piece but a support that reaches one of those fixed things, and
any piece but a support that falls onto a worker, is an accident. A support falling is never one (the
rulebook: "if only a support falls, you have caused no accident"), nor are the pieces the hand has
just put down landing where it put them (G9): that is placing, not falling.
"""

from __future__ import annotations

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


def falls(site: Site, settle: Settle, placed: tuple[int, ...] = ()) -> tuple[tuple[int, Kind, Fall], ...]:
    """The falls that make an accident, each as (piece, kind, where it fell), in the order they happened."""
    found: list[tuple[int, Kind, Fall]] = []
    present = set(site.ids())
    for piece, ground in settle.grounded:
        if piece in present and ground in FALLS and site.kind(piece) is not Kind.SUPPORT:
            found.append((piece, site.kind(piece), FALLS[ground]))
    for landing in settle.landings:
        piece, on = landing.piece, landing.on
        if piece in placed or piece not in present or site.kind(piece) is Kind.SUPPORT:
            continue
        if isinstance(on, int) and on in present and site.kind(on) is Kind.WORKER:
            found.append((piece, site.kind(piece), Fall.WORKER))
    unique: dict[int, tuple[int, Kind, Fall]] = {}
    for fall in found:
        unique.setdefault(fall[0], fall)
    return tuple(unique.values())


_OFF_THE_SITE = frozenset({Ground.TABLE, Ground.FLOOR, Ground.BOX_FLOOR, Ground.CRANE_BASE})


def fallen(site: Site, box: bool) -> tuple[int, ...]:
    """M15: the pieces the clean-up takes back to the reserve.

    Every piece but a support that touches the table, the floor or the crane base, and every piece that
    touches nothing but such pieces and the ground (a brick on a fallen worker). Supports stay where they
    lie, unless they fell off the table (G10). In the Skyscraper (M18), girders on the box floor go back too
    (supports there stay, as on the table), while workers, bricks and beams that fell into the box stay.
    """
    out: set[int] = set()
    contacts = {piece: touching(site, piece) for piece in site.ids()}
    for piece, touched in contacts.items():
        kind = site.kind(piece)
        grounds = touched & _OFF_THE_SITE
        if kind is Kind.SUPPORT:
            gone = Ground.FLOOR in grounds or (box and bool(grounds & {Ground.TABLE}))
        elif box and kind is not Kind.GIRDER:
            gone = bool(grounds - {Ground.BOX_FLOOR})
        else:
            gone = bool(grounds)
        if gone:
            out.add(piece)
    changed = True
    while changed:
        changed = False
        for piece, touched in contacts.items():
            if piece in out or site.kind(piece) is Kind.SUPPORT or not touched:
                continue
            if all(other in out or other in _OFF_THE_SITE for other in touched) and touched & out:
                out.add(piece)
                changed = True
    return tuple(sorted(out))
