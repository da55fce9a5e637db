"""The setup (M5–M7, M18): certificates, the shuffled deck with Boss Rita, the Foreman hands, the start site.

The start site is one of the rulebook's example sites (ready at once), a random valid one (a chance
action), or built by the first player by hand: 3 supports (none in the box), one girder of each colour
and a worker, checked against M5 when the last piece is down (G11).
"""

from __future__ import annotations

import attrs

from suite.games.men_at_work.constants import BUILD_ATTEMPTS, CERTIFICATES, EXPERT_CERTIFICATES
from suite.games.men_at_work.rules import start_sites
from suite.games.men_at_work.rules.actions import Shuffle
from suite.games.men_at_work.rules.cards import set_draw
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import CardsDealt, DeckShuffled, SiteReady, SiteRejected
from suite.games.men_at_work.rules.state import EXAMPLES, Options, Phase, Player, StartSite, State
from suite.games.men_at_work.rules.steps import build_steps
from suite.games.men_at_work.rules.turn import begin_turn
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot


def new_state(options: Options) -> State:
    players = tuple(
        Player(certificates=EXPERT_CERTIFICATES if p in options.expert_seats else CERTIFICATES)
        for p in range(options.players)
    )
    if options.start_site in EXAMPLES:
        site = example(options.start_site, options)
    else:
        site = Snapshot(crane=options.crane, box=options.skyscraper)
    return State(options=options, phase=Phase.DEAL, site=site, players=players)


def example(start: StartSite, options: Options) -> Snapshot:
    return start_sites.example_site(start.value, crane=options.crane, box=options.skyscraper)


def deal(t: Draft, a: Shuffle) -> None:
    """M7, M18: the draw pile and the hands; then the start site is drawn, built, or already standing."""
    set_draw(t, a.order)
    t.emit(DeckShuffled(len(a.order)))
    for p, hand in enumerate(a.hands):
        t.set_player(p, hand=hand)
        t.emit(CardsDealt(p, hand))
    start = t.options.start_site
    if start is StartSite.RANDOM:
        t.phase = Phase.SITE
    elif start is StartSite.BUILD:
        _start_building(t)
    else:
        t.emit(SiteReady(start.value))
        begin_turn(t, 0, Site.build(t.site))


def site_built(t: Draft, site: Snapshot) -> None:
    """The random start site (a chance action) stands: the first turn begins."""
    t.site = site
    t.emit(SiteReady(StartSite.RANDOM.value))
    begin_turn(t, 0, Site.build(site))


def _start_building(t: Draft) -> None:
    t.phase = Phase.BUILD
    t.active = 0
    t.site = Snapshot(crane=t.options.crane, box=t.options.skyscraper, issued=t.site.issued)
    t.todo = build_steps(supports=not t.options.skyscraper)
    t.placed = ()


def build_colours(site: Snapshot) -> tuple[Colour, ...]:
    """The girder colours still missing from a start site built by hand (one of each, M5)."""
    present = {piece.colour for piece in site.pieces if piece.kind is Kind.GIRDER}
    return tuple(colour for colour in Colour if colour not in present)


def building_placed(t: Draft, site: Site) -> None:
    """After each piece of a hand-built start site: when the last is down, M5 decides (G11). Falls are no
    accidents while building; a site that breaks M5 is taken down to be built again, and after
    BUILD_ATTEMPTS such sites the beginner example is used."""
    snapshot = site.snapshot()
    if t.todo:
        t.site = snapshot
        return
    problems = tuple(start_sites.start_site_problems(snapshot))
    if not problems:
        t.placed = ()
        t.site = snapshot
        t.emit(SiteReady(StartSite.BUILD.value))
        begin_turn(t, 0, site)
        return
    t.emit(SiteRejected(t.active, problems))
    t.builds += 1
    t.site = snapshot
    if t.builds >= BUILD_ATTEMPTS:
        use_beginner_site(t)
    else:
        _start_building(t)


def use_beginner_site(t: Draft) -> None:
    """G11: the beginner example site, when building by hand fails or the builder gives up."""
    t.placed, t.todo = (), ()
    issued = t.site.next_id() - 1
    beginner = example(StartSite.BEGINNER, t.options)
    pieces = tuple(attrs.evolve(piece, id=issued + i) for i, piece in enumerate(beginner.pieces, 1))
    t.site = Snapshot(pieces=pieces, crane=beginner.crane, box=beginner.box, issued=issued + len(pieces))
    t.emit(SiteReady(StartSite.BEGINNER.value))
    begin_turn(t, 0, Site.build(t.site))
