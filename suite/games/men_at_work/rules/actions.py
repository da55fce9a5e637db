"""What a player (or chance) does in Men at Work: a tagged union of small frozen records.

A placement is continuous (DESIGN §2): ``Place`` carries the whole recorded hand movement
(``placement.Move``), which the rules replay on the site rebuilt from the state's snapshot. So
``legal_actions`` cannot list placements; it lists ``PlaceStep`` descriptions of the placement
expected now, next to the discrete actions, and ``Rules.validate`` checks a ``Place`` against them.
"""

from __future__ import annotations

import attrs

from suite.games.men_at_work.rules.deck import Pile
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot
from suite.games.men_at_work.site.placement import Move


@attrs.frozen
class Shuffle:
    """Chance, at the setup: the draw pile top first with Boss Rita in it (M7), and the Foreman hands (M18)."""

    order: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...] = ()


@attrs.frozen
class BuildSite:
    """Chance, at the setup: a random valid start site (M5)."""

    site: Snapshot


@attrs.frozen
class Reshuffle:
    """Chance: the discard pile but its top card, shuffled into a new draw pile, top first (M9)."""

    order: tuple[int, ...]


@attrs.frozen
class PlayForeman:
    """Foreman (M18): a card from the player's hand onto the draw pile or the discard pile."""

    card: int
    onto: Pile


@attrs.frozen
class Proceed:
    """Foreman (M18): keep the revealed instruction and start placing."""


@attrs.frozen
class Place:
    """One placement step, replayed from its recorded movement."""

    move: Move


@attrs.frozen
class GiveUp:
    """The player stops trying (G7): this try's pieces go back and the turn ends with a certificate lost.
    While building the start site by hand, the beginner site is used instead (G11)."""


Action = Shuffle | BuildSite | Reshuffle | PlayForeman | Proceed | Place | GiveUp


@attrs.frozen
class PlaceStep:
    """A ``legal_actions`` entry, not an action: a ``Place`` of a ``kind`` piece is expected now, in one of
    ``colours`` (girders only; empty otherwise), carrying ``load`` if the instruction says so."""

    kind: Kind
    colours: tuple[Colour, ...] = ()
    load: Kind | None = None
