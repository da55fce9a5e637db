"""Positions built directly, so that a test runs the one step it is about (physics costs time).

``little_site`` is a start site of the rulebook's kind built here with the physics (three supports,
a girder of each colour, a worker), independent of the example sites; ``state`` puts it into a game
at the first player's placement, with whatever fields a test changes.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from suite.games.men_at_work.constants import CERTIFICATES, RITA
from suite.games.men_at_work.rules.actions import Place
from suite.games.men_at_work.rules.deck import CARDS, Instruction, card, instruction
from suite.games.men_at_work.rules.state import Options, Phase, Player, State
from suite.games.men_at_work.rules.steps import steps
from suite.games.men_at_work.site.candidates import resting
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose, Snapshot
from suite.games.men_at_work.site.placement import Load, Move, descent_path


@functools.cache
def little_site(crane: bool = False) -> Snapshot:
    """Supports at -65, 0 and 65; orange and purple girders bridging them, black and white on those;
    a worker on the black girder. Settled."""
    site = Site(crane=crane)
    for x in (-65.0, 0.0, 65.0):
        site.add(Kind.SUPPORT, Pose(x, 20.0))
    for x, colour in ((-32.5, Colour.ORANGE), (32.5, Colour.PURPLE), (-40.0, Colour.BLACK), (40.0, Colour.WHITE)):
        target = resting(site, Kind.GIRDER, x)
        assert target is not None
        site.add(Kind.GIRDER, target.pose, colour)
        site.settle()
    target = resting(site, Kind.WORKER, -60.0)
    assert target is not None
    site.add(Kind.WORKER, target.pose)
    site.settle()
    return site.snapshot()


def girder(site: Snapshot, colour: Colour) -> int:
    return next(p.id for p in site.pieces if p.colour is colour)


def ids(site: Snapshot, kind: Kind) -> list[int]:
    return [p.id for p in site.pieces if p.kind is kind]


def find_card(what: Kind, rule: int) -> int:
    """A card whose front gives ``rule`` to a ``what`` (its back does not matter)."""
    field = "girder_rule" if what is Kind.GIRDER else "worker_rule"
    return next(c.id for c in CARDS if getattr(c.front, field) == rule)


def find_back(what: Kind, colours: set[Colour] | None = None) -> int:
    return next(c.id for c in CARDS if c.back.what is what and (colours is None or set(c.back.colours) == colours))


def state(
    what: Kind = Kind.GIRDER,
    rule: int = 12,
    colours: set[Colour] | None = None,
    players: int = 3,
    site: Snapshot | None = None,
    **changes: Any,
) -> State:
    """Player 0 about to place for an instruction of ``what`` with ``rule``: the draw pile's top card has a
    back of that kind (and colours), the discard pile's top card that rule."""
    how = find_card(what, rule)
    top = next(c.id for c in CARDS if c.id != how and c.back.what is what and
               (colours is None or set(c.back.colours) == colours))  # fmt: skip
    rest = [c.id for c in CARDS if c.id not in (how, top)]
    shown = instruction(card(top).back, card(how).front)
    options = Options(
        players=players, **{k: changes.pop(k) for k in ("foreman", "crane", "skyscraper") if k in changes}
    )
    s = State(
        options=options,
        phase=Phase.PLACE,
        site=site if site is not None else little_site(),
        players=tuple(Player(certificates=CERTIFICATES) for _ in range(players)),
        turn=1,
        draw=(top, *rest[:8], RITA, *rest[8:]),
        discard=(how,),
        pile_top=card(top).back,
        instruction=shown,
        todo=steps(shown),
    )
    return attrs.evolve(s, **changes)


def place(s: State, kind: Kind, x: float, colour: Colour | None = None, angle: float = 0.0,
          load: Load | None = None) -> Place:  # fmt: skip
    """A careful placement of a ``kind`` piece laid level on whatever is highest at ``x``."""
    site = Site.build(s.site)
    target = resting(site, kind, x, angle)
    assert target is not None, f"nothing to rest a {kind.value} on at {x}"
    return Place(Move(kind=kind, colour=colour, load=load, path=descent_path(kind, target.pose, site, load)))


def drop(s: State, kind: Kind, x: float, y: float, colour: Colour | None = None) -> Place:
    """A piece let go in the air at (x, y): it falls."""
    return Place(Move(kind=kind, colour=colour, load=None, path=(Pose(x, y),)))


def shown(s: State) -> Instruction:
    assert s.instruction is not None
    return s.instruction


def lying_far(site: Snapshot, *pieces: tuple[Kind, Colour | None]) -> Snapshot:
    """``site`` with more pieces lying far away: what reads only which pieces are on the site (the reserve, whether
    a card can be carried out) sees them, the physics never touches them."""
    first = site.next_id()
    extra = tuple(
        Piece(id=first + i, kind=kind, pose=Pose(1000.0 + 30 * i, 5.0), colour=colour)
        for i, (kind, colour) in enumerate(pieces)
    )
    return attrs.evolve(site, pieces=site.pieces + extra)

