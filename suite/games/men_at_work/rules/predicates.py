"""Whether the pieces placed this turn meet the instruction (M10, M11) and the rules that always hold (M12).

The rules are judged on a settled site from its contacts (``contacts.py``): what each piece touches and
with which part (a worker's feet, arms or hard hat, a girder's end), and what it rests on. "Rests on"
is the physical fact of weight: the contact pushes the piece up (its normal is within RESTING_SLOPE of
straight down from the piece), so a girder lying across a worker's hands rests on his arm while a beam
merely leaning on his hard hat from the side does not rest on it.

A verdict carries an English sentence marked with ``N_`` for the UI to translate; it names the first
condition that failed, so that a player who tries again knows what to change.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Callable, Collection, Iterable

import attrs
import pymunk

from suite.core.i18n import N_
from suite.games.men_at_work.constants import (
    BALANCE_POINTS,
    BALANCE_SPAN,
    COMPLETE_OVERLAP,
    LEANING_SLOPE,
    PASS_OVER_REACH,
    RESTING_SLOPE,
    UPRIGHT_TOLERANCE,
)
from suite.games.men_at_work.site.contacts import Part, contacts, touching
from suite.games.men_at_work.site.fixtures import FALLEN_ON, Ground
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot

Owner = tuple[int | Ground, Part | None]
LOADS = (Kind.BRICK, Kind.BEAM)


@attrs.frozen
class Verdict:
    """Whether a rule is met, and if not why: ``reason`` is an ``N_``-marked sentence, empty when met."""

    ok: bool
    reason: str = ""


MET = Verdict(True)


def _fail(reason: str) -> Verdict:
    return Verdict(False, reason)


@attrs.frozen
class Placed:
    """The pieces placed in this try, by the role the instruction gives them (M10, M11).

    ``worker`` is the worker of a worker card or of girder rule 5; ``workers`` the further ones (worker
    rule 9's extra worker); ``support`` the new support of girder rules 7–9; ``bricks`` and ``beams`` the
    loads, on the worker's arm (worker rules 1–5, 7, 8) or on the girder (girder rule 11).
    """

    girder: int | None = None
    worker: int | None = None
    workers: tuple[int, ...] = ()
    support: int | None = None
    bricks: tuple[int, ...] = ()
    beams: tuple[int, ...] = ()

    @classmethod
    def of(cls, pieces: Iterable[tuple[int, Kind]]) -> Placed:
        """The roles of pieces listed in the order they were placed: the first girder, worker and support
        are the instruction's, later workers are extra workers, bricks and beams are loads."""
        by_kind: dict[Kind, list[int]] = {kind: [] for kind in Kind}
        for piece, kind in pieces:
            by_kind[kind].append(piece)
        girders, workers, supports = by_kind[Kind.GIRDER], by_kind[Kind.WORKER], by_kind[Kind.SUPPORT]
        return cls(
            girder=girders[0] if girders else None,
            worker=workers[0] if workers else None,
            workers=tuple(workers[1:]),
            support=supports[0] if supports else None,
            bricks=tuple(by_kind[Kind.BRICK]),
            beams=tuple(by_kind[Kind.BEAM]),
        )

    def all_workers(self) -> tuple[int, ...]:
        return (*(() if self.worker is None else (self.worker,)), *self.workers)


# -- facts about the site ------------------------------------------------------------------------


def rests_on(site: Site, id: int, slope: float = RESTING_SLOPE) -> frozenset[Owner]:
    """What piece ``id`` leans its weight on: the (piece or fixed thing, part) of each contact whose normal
    points down from it within ``slope`` of the vertical."""
    body = site.body(id)
    found: set[Owner] = set()
    lowest = -math.cos(slope)

    def visit(arbiter: pymunk.Arbiter) -> None:
        _mine, other = arbiter.shapes  # each_arbiter puts the body's own shape first, the normal points away
        if arbiter.normal.y <= lowest and arbiter.contact_point_set.points:
            found.add(site.owner(other))

    body.each_arbiter(visit)
    return frozenset(found)


def _rests_on_pieces(site: Site, id: int, slope: float = RESTING_SLOPE) -> frozenset[int]:
    return frozenset(owner for owner, _ in rests_on(site, id, slope) if isinstance(owner, int))


def _of_kind(site: Site, ids: Iterable[int | Ground], kind: Kind) -> frozenset[int]:
    return frozenset(id for id in ids if isinstance(id, int) and site.kind(id) is kind)


def _colour(site: Site, id: int) -> Colour | None:
    return site.piece(id).colour


def _points_with(site: Site, id: int, other: int) -> list[tuple[float, float]]:
    return [point for contact in contacts(site, id) if contact.b == other for point in contact.points]


def _span(points: list[tuple[float, float]]) -> float:
    """The longest distance between two contact points: how long a stretch two pieces touch along."""
    return max((math.dist(p, q) for p in points for q in points), default=0.0)


def stands_on(site: Site, worker: int) -> frozenset[int]:
    """The girders a worker touches with both feet (M12): points on either side of his middle line."""
    pose = site.piece(worker).pose
    cos, sin = math.cos(pose.angle), math.sin(pose.angle)
    sides: dict[int, set[bool]] = {}
    for contact in contacts(site, worker):
        if contact.a_part is not Part.FOOT or not isinstance(contact.b, int):
            continue
        for x, y in contact.points:
            across = (x - pose.x) * cos + (y - pose.y) * sin
            sides.setdefault(contact.b, set()).add(across > 0)
    return frozenset(g for g, seen in sides.items() if len(seen) == 2 and site.kind(g) is Kind.GIRDER)


def carried(site: Site, worker: int) -> frozenset[int]:
    """The bricks and beams a worker carries: resting on his arm, or on a load he carries (stacked loads)."""
    loads = [id for id in site.ids() if site.kind(id) in LOADS]
    below = {load: rests_on(site, load) for load in loads}
    found = {load for load in loads if (worker, Part.ARM) in below[load]}
    grew = True
    while grew:
        more = {load for load in loads if load not in found and any(on in found for on, _ in below[load])}
        found |= more
        grew = bool(more)
    return frozenset(found)


def held_up(site: Site, id: int) -> frozenset[int]:
    """The pieces whose weight rests on piece ``id``, directly or through others, even barely (``LEANING_SLOPE``):
    what may come down with it when it is taken away (the clean-up warns of them)."""
    below = {other: _rests_on_pieces(site, other, LEANING_SLOPE) for other in site.ids() if other != id}
    found: set[int] = set()
    reached = {id}
    while reached:
        reached = {other for other, under in below.items() if other not in found and under & reached}
        found |= reached
    return frozenset(found)


def is_upright(site: Site, worker: int) -> bool:
    """M12: the worker leans no more than UPRIGHT_TOLERANCE."""
    return abs(math.remainder(site.piece(worker).pose.angle, math.tau)) <= UPRIGHT_TOLERANCE


def _highest_of(site: Site, girders: Iterable[int]) -> int | None:
    return max(sorted(girders), key=site.top, default=None)


def foremans_girders(site: Site, glove_colours: Collection[Colour]) -> frozenset[int]:
    """The girders a worker may stand on in the Foreman variant (S19): the highest girder of each of his glove
    colours (the rulebook names one glove's colour). Only the highest of both colours together
    was allowed: a person's worker on the only white girder was refused for an orange one barely higher."""
    highest = (_highest_of(site, (g for g in _girders(site) if _colour(site, g) == colour)) for colour in glove_colours)
    return frozenset(girder for girder in highest if girder is not None)


def _girders(site: Site) -> frozenset[int]:
    return _of_kind(site, site.ids(), Kind.GIRDER)


# -- girder rules (M10) --------------------------------------------------------------------------


def girder_rule(n: int, site: Site, placed: Placed, highest_before: int | None = None) -> Verdict:
    """Girder rule ``n`` (1–12) for the girder placed this try. ``highest_before`` is the highest girder of
    the site before it was placed (rule 4); without it, the highest of the other girders now."""
    if placed.girder is None:
        raise ValueError("a girder rule needs the placed girder")
    if n == 4:
        return _touches_highest(site, placed.girder, highest_before)
    return _GIRDER_RULES[n](site, placed)


def _balancing(site: Site, placed: Placed) -> Verdict:
    """Rule 1, worded for the flat site (M20): it rests on girders only, on one or two of them, touching each at
    a single point (an edge or a corner: the contact spans at most BALANCE_SPAN), and at least one of its ends
    is in the air. A flat site has no girders to cross, so a girder balanced on a single point tips over until
    it finds a second one; resting on two points (a corner on a girder, an edge across a gap) keeps the printed
    card's spirit: a girder set down on points, never on a surface, overhanging."""
    girder = placed.girder
    assert girder is not None
    under = {owner for owner, _ in rests_on(site, girder)}
    if not under or len(under) > BALANCE_POINTS or any(_kind_of(site, owner) is not Kind.GIRDER for owner in under):
        return _fail(N_("The girder must rest on one or two other girders only."))
    if any(_span(_points_with(site, girder, other)) > BALANCE_SPAN for other in under if isinstance(other, int)):
        return _fail(N_("The girder must balance on single points."))
    if len(_ends_touching(site, girder)) > 1:
        return _fail(N_("One end of the girder at least must be in the air."))
    return MET


def _ends_touching(site: Site, girder: int) -> set[bool]:
    """Which ends of the girder touch something: False for its left end, True for its right (in its own frame)."""
    body = site.body(girder)
    return {
        body.world_to_local(point).x > 0
        for contact in contacts(site, girder)
        if contact.a_part is Part.END
        for point in contact.points
    }


def _kind_of(site: Site, owner: int | Ground) -> Kind | None:
    return site.kind(owner) if isinstance(owner, int) else None


def _touched_girders(site: Site, girder: int) -> frozenset[int]:
    return _of_kind(site, touching(site, girder), Kind.GIRDER)


def _same_colour(site: Site, girder: int) -> bool:
    colour = _colour(site, girder)
    return any(_colour(site, other) is colour for other in _touched_girders(site, girder))


def _other_colour(site: Site, girder: int) -> bool:
    colour = _colour(site, girder)
    return any(_colour(site, other) is not colour for other in _touched_girders(site, girder))


def _touch_same_colour(site: Site, placed: Placed) -> Verdict:
    assert placed.girder is not None
    if not _same_colour(site, placed.girder):
        return _fail(N_("The girder must touch a girder of its own colour."))
    return MET


def _touch_two_colours(site: Site, placed: Placed) -> Verdict:
    """Rule 3, worded for the flat site (M20): three colours in a chain, all different. The girder touches a
    girder of another colour, and a girder of a third colour touches the new girder or that one. A flat
    site's girder rests on the one or two highest things beneath it, rarely on girders of two other colours
    at once; linking a third colour through the girder it touches keeps the printed card's "all three
    different", and what it asks of the hand: to choose where the colours meet."""
    assert placed.girder is not None
    if not three_colours(site, placed.girder):
        return _fail(N_("The girder must touch a girder of another colour, and a third colour must touch one of them."))
    return MET


def three_colours(site: Site, girder: int) -> bool:
    """Girder rule 3 (M20): a girder of another colour touches ``girder``, and a third colour touches either."""
    return colour_chain(site, _colour(site, girder), _touched_girders(site, girder))


def colour_chain(site: Site, own: Colour | None, near: frozenset[int]) -> bool:
    """Whether a girder of colour ``own`` touching the girders ``near`` would make girder rule 3's chain: one
    of them of another colour, and a third colour among them or among the girders that one touches. The bots
    ask it of a pose before the girder is there."""
    for other in near:
        colour = _colour(site, other)
        if colour is not own and {_colour(site, g) for g in near | _touched_girders(site, other)} - {own, colour}:
            return True
    return False


def _touches_highest(site: Site, girder: int, highest_before: int | None) -> Verdict:
    highest = highest_before if highest_before is not None else _highest_of(site, _girders(site) - {girder})
    if highest is None or highest not in touching(site, girder):
        return _fail(N_("The girder must touch the highest girder."))
    return MET


def _with_worker(site: Site, placed: Placed) -> Verdict:
    """Rule 5: the worker placed after the girder stands on it (both feet, M12)."""
    if placed.worker is None or placed.girder not in stands_on(site, placed.worker):
        return _fail(N_("The worker must stand on the new girder."))
    return MET


def _strong_worker(site: Site, placed: Placed) -> Verdict:
    """Rule 6: rests on a worker's arm, and on no hard hat."""
    assert placed.girder is not None
    under = rests_on(site, placed.girder)
    if any(part is Part.HARD_HAT for _, part in under):
        return _fail(N_("A girder may not rest on a hard hat."))
    if not any(part is Part.ARM for _, part in under):
        return _fail(N_("The girder must rest on a worker's arm."))
    return MET


def support_rule(n: int, site: Site, support: int) -> Verdict:
    """What girder rules 7–9 ask of the new support alone, judged as soon as it is placed: the girder that follows
    cannot mend it, and a person placed his girder before hearing his support was wrong. Rules 7 and 8: it stands
    or lies on the table or on girders (S24); rule 9: on a girder, off the table."""
    if n in (7, 8) and _rests_on_pieces(site, support) - _girders(site):
        return _fail(N_("The new support must stand on the table or on a girder."))
    if n == 9 and not _of_kind(site, _rests_on_pieces(site, support), Kind.GIRDER):
        return _fail(N_("The new support must rest on a girder."))
    if n == 9 and touching(site, support) & FALLEN_ON:
        return _fail(N_("The new support must not touch the table."))
    return MET


def _new_support(site: Site, placed: Placed, colour_rule: Callable[[Site, int], bool], reason: str) -> Verdict:
    """Rules 7 and 8: the new support stands or lies on the table or on girders (S24), and the girder
    touches it and a girder of the colour the rule asks."""
    assert placed.girder is not None
    if placed.support is not None and not (standing := support_rule(7, site, placed.support)).ok:
        return standing
    if placed.support is None or placed.support not in touching(site, placed.girder):
        return _fail(N_("The girder must touch the new support."))
    if not colour_rule(site, placed.girder):
        return _fail(reason)
    return MET


def _support_same_colour(site: Site, placed: Placed) -> Verdict:
    return _new_support(site, placed, _same_colour, N_("The girder must touch a girder of its own colour."))


def _support_other_colour(site: Site, placed: Placed) -> Verdict:
    return _new_support(site, placed, _other_colour, N_("The girder must touch a girder of another colour."))


def _support_on_girder(site: Site, placed: Placed) -> Verdict:
    """Rule 9: the new support stands or lies on a girder, off the table; the girder touches any girder."""
    assert placed.girder is not None
    if placed.support is None:
        return _fail(N_("The new support must rest on a girder."))
    if not (standing := support_rule(9, site, placed.support)).ok:
        return standing
    if not _touched_girders(site, placed.girder):
        return _fail(N_("The girder must touch another girder."))
    return MET


def _touch_support(site: Site, placed: Placed) -> Verdict:
    """Rule 10, worded for the flat site (M20): it touches a support, or passes just over one (a support stands
    below it, under its length, its top at most ``PASS_OVER_REACH`` below the girder). On a flat site the top of a
    support is covered by the girder it carries, where in the box a girder crossing that one would touch the support
    beside it; passing just over a support keeps the card what it was, an easy placement by the supports. With no
    reach, a girder at the top of the tower passed over the start site's supports far below, and met the card on 96%
    of the sites: a hard bot won its awards by it."""
    girder = placed.girder
    assert girder is not None
    if _of_kind(site, touching(site, girder), Kind.SUPPORT) or supports_below(site, girder):
        return MET
    return _fail(N_("The girder must touch a support or pass just over one."))


def supports_below(site: Site, girder: int) -> frozenset[int]:
    """The supports just under a girder's length: their outline and the girder's overlap across, and their top is
    lower than the girder's bottom by at most ``PASS_OVER_REACH``."""
    left, right, bottom = _extent(site, girder)
    found = set()
    for support in _of_kind(site, site.ids(), Kind.SUPPORT):
        low, high, _ = _extent(site, support)
        if low < right and high > left and bottom - PASS_OVER_REACH <= site.top(support) <= bottom + 0.5:
            found.add(support)
    return frozenset(found)


def _extent(site: Site, id: int) -> tuple[float, float, float]:
    """The left, right and bottom of a piece's outline."""
    boxes = [shape.cache_bb() for shape in site.body(id).shapes]
    return min(b.left for b in boxes), max(b.right for b in boxes), min(b.bottom for b in boxes)


def _carry_brick(site: Site, placed: Placed) -> Verdict:
    """Rule 11: the brick placed with the girder lies on it (anywhere along it)."""
    if not placed.bricks or placed.girder not in _rests_on_pieces(site, placed.bricks[0]):
        return _fail(N_("The brick must lie on the girder."))
    return MET


def _highest_girder(site: Site, placed: Placed) -> Verdict:
    """Rule 12: the highest girder (top of its outline), not necessarily the highest piece."""
    if site.highest_girder() != placed.girder:
        return _fail(N_("The girder must be the highest girder of the site."))
    return MET


_GIRDER_RULES: dict[int, Callable[[Site, Placed], Verdict]] = {
    1: _balancing,
    2: _touch_same_colour,
    3: _touch_two_colours,
    5: _with_worker,
    6: _strong_worker,
    7: _support_same_colour,
    8: _support_other_colour,
    9: _support_on_girder,
    10: _touch_support,
    11: _carry_brick,
    12: _highest_girder,
}


# -- worker rules (M11) --------------------------------------------------------------------------


def worker_rule(n: int, site: Site, placed: Placed) -> Verdict:
    """Worker rule ``n`` (1–9) for the worker placed this try (and his loads, his extra worker)."""
    if placed.worker is None:
        raise ValueError("a worker rule needs the placed worker")
    if n in _LOADS:
        return _with_loads(site, placed, _LOADS[n])
    return _WORKER_RULES[n](site, placed)


_LOADS: dict[int, Counter[Kind]] = {
    1: Counter({Kind.BRICK: 1}),
    2: Counter({Kind.BRICK: 2}),
    3: Counter({Kind.BEAM: 1}),
    4: Counter({Kind.BEAM: 2}),
    5: Counter({Kind.BRICK: 1, Kind.BEAM: 1}),
    7: Counter({Kind.BEAM: 1}),
}
"""Rules 1–5 and 7: the loads the new worker must carry (rule 7's beam comes on his arm in the same move)."""


def _with_loads(site: Site, placed: Placed, wanted: Counter[Kind]) -> Verdict:
    assert placed.worker is not None
    on_arm = carried(site, placed.worker)
    loads = (*placed.bricks, *placed.beams)
    have = Counter(site.kind(load) for load in loads if load in on_arm)
    if have[Kind.BRICK] < wanted[Kind.BRICK]:
        return _fail(N_("The worker must carry the bricks on his arm."))
    if have[Kind.BEAM] < wanted[Kind.BEAM]:
        return _fail(N_("The worker must carry the beams on his arm."))
    return MET


def _near_end(site: Site, placed: Placed) -> Verdict:
    """Rule 6: he touches the girder he stands on within END_ZONE of one of its ends."""
    worker = placed.worker
    assert worker is not None
    under = stands_on(site, worker)
    if not any(contact.b in under and contact.b_part is Part.END for contact in contacts(site, worker)):
        return _fail(N_("The worker must stand at an end of the girder."))
    return MET


def _connect(site: Site, placed: Placed) -> Verdict:
    """Rule 8: the beam lies on his arm and touches a worker who was on the site before this turn."""
    worker = placed.worker
    if not placed.beams:
        return _fail(N_("The beam must connect the worker to another worker."))
    beam_contacts = contacts(site, placed.beams[0])
    if not any(c.b == worker and c.b_part is Part.ARM for c in beam_contacts):
        return _fail(N_("The beam must lie on the worker's arm."))
    new = set(placed.all_workers())
    if not any(c.b not in new and _of_kind(site, (c.b,), Kind.WORKER) for c in beam_contacts):
        return _fail(N_("The beam must connect the worker to another worker."))
    return MET


def _extra_worker(site: Site, placed: Placed) -> Verdict:
    """Rule 9: a second worker stands on the same girder."""
    assert placed.worker is not None
    if not placed.workers or not stands_on(site, placed.worker) & stands_on(site, placed.workers[0]):
        return _fail(N_("Both workers must stand on the same girder."))
    return MET


_WORKER_RULES: dict[int, Callable[[Site, Placed], Verdict]] = {6: _near_end, 8: _connect, 9: _extra_worker}


# -- what always holds (M12, M18 Foreman) ----------------------------------------------------------


def general(
    site: Site, placed: Placed, glove_colours: Collection[Colour] | None = None, foreman: bool = False
) -> Verdict:
    """M12 for the pieces placed this try. ``glove_colours``: the colours a worker's girder may have (None:
    any, as for girder rule 5's worker). ``foreman``: M18, a worker goes on the highest girder of a glove
    colour."""
    if placed.girder is not None:
        verdict = _girder_always(site, placed.girder)
        if not verdict.ok:
            return verdict
    for worker in placed.all_workers():
        verdict = standing(site, worker, glove_colours, foreman)
        if not verdict.ok:
            return verdict
    if placed.worker is not None:
        return _loads_on_arms(site, placed)
    return MET


def _girder_always(site: Site, girder: int) -> Verdict:
    if touching(site, girder) & FALLEN_ON:
        return _fail(N_("A girder may never touch the table."))
    under = rests_on(site, girder)
    if any(part is Part.HARD_HAT for _, part in under):
        return _fail(N_("A girder may not rest on a hard hat."))
    for other in _of_kind(site, (owner for owner, _ in under), Kind.GIRDER):
        if _span(_points_with(site, girder, other)) >= COMPLETE_OVERLAP:
            return _fail(N_("A girder may not lie completely on another girder."))
    return MET


def standing(site: Site, worker: int, glove_colours: Collection[Colour] | None, foreman: bool = False) -> Verdict:
    """M12 for a worker, as ``general``: upright, both feet on a girder (of a glove colour, the highest of one with
    the Foreman)."""
    if not is_upright(site, worker):
        return _fail(N_("The worker must stand upright."))
    under = stands_on(site, worker)
    if not under:
        return _fail(N_("The worker must stand with both feet on a girder."))
    if glove_colours is None:
        return MET
    if not any(_colour(site, girder) in glove_colours for girder in under):
        return _fail(N_("The worker must stand on a girder of one of his glove colours."))
    if foreman and not foremans_girders(site, glove_colours) & set(under):
        return _fail(N_("The worker must stand on the highest girder of one of his glove colours."))
    return MET


def _loads_on_arms(site: Site, placed: Placed) -> Verdict:
    """Bricks and beams go on workers' arms (stacking allowed): each rests on an arm or on such a load."""
    on_arms = frozenset().union(*(carried(site, worker) for worker in _of_kind(site, site.ids(), Kind.WORKER)))
    if any(load not in on_arms for load in (*placed.bricks, *placed.beams)):
        return _fail(N_("Bricks and beams must rest on a worker's arm."))
    return MET


# -- what an instruction needs on the site (M12) ---------------------------------------------------


class Need(enum.Flag):
    """What the site must already hold for a rule to be possible (M12: otherwise the next card is revealed)."""

    NOTHING = 0
    GIRDER = enum.auto()  # any girder (girder rules 1, 4, 9)
    SAME_COLOUR = enum.auto()  # a girder of the colour placed (girder rules 2, 7)
    OTHER_COLOUR = enum.auto()  # a girder of another colour (girder rule 8)
    TWO_OTHER_COLOURS = enum.auto()  # girders of two other colours (girder rule 3's chain)
    WORKER = enum.auto()  # a worker (girder rule 6, worker rule 8)
    SUPPORT = enum.auto()  # a support (girder rule 10; the Skyscraper starts without)


_GIRDER_NEEDS = {
    1: Need.GIRDER,
    2: Need.SAME_COLOUR,
    3: Need.TWO_OTHER_COLOURS,
    4: Need.GIRDER,
    6: Need.WORKER,
    7: Need.SAME_COLOUR,
    8: Need.OTHER_COLOUR,
    9: Need.GIRDER,
    10: Need.SUPPORT,
}


def needs(what: Kind, rule: int) -> Need:
    """What rule ``rule`` of a girder card or a worker card needs on the site. A worker always needs a girder
    of a glove colour, checked as SAME_COLOUR with the glove colours."""
    if what is Kind.GIRDER:
        return _GIRDER_NEEDS.get(rule, Need.NOTHING)
    return Need.SAME_COLOUR | (Need.WORKER if rule == 8 else Need.NOTHING)


def site_has(need: Need, snapshot: Snapshot, colours: Collection[Colour]) -> bool:
    """Whether the site holds what ``need`` asks, for at least one of ``colours`` (the card's colours the
    player may take, or a worker's glove colours)."""
    kinds = Counter(piece.kind for piece in snapshot.pieces)
    present = {piece.colour for piece in snapshot.pieces if piece.kind is Kind.GIRDER}
    if Need.WORKER in need and not kinds[Kind.WORKER]:
        return False
    if Need.SUPPORT in need and not kinds[Kind.SUPPORT]:
        return False
    if Need.GIRDER in need and not present:
        return False
    return any(_has_colours(need, colour, present) for colour in colours)


def _has_colours(need: Need, colour: Colour, present: set[Colour | None]) -> bool:
    others = present - {colour}
    return (
        (Need.SAME_COLOUR not in need or colour in present)
        and (Need.OTHER_COLOUR not in need or bool(others))
        and (Need.TWO_OTHER_COLOURS not in need or len(others) >= 2)
    )
