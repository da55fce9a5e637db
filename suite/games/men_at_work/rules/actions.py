"""What a player (or chance) does in Men at Work: a tagged union of small frozen records.

A placement is continuous (DESIGN §2): ``Place`` carries the whole recorded hand movement
(``placement.Move``), which the rules replay on the site rebuilt from the state's snapshot. So
``legal_actions`` cannot list placements; it lists ``PlaceStep`` descriptions of the placement
expected now, next to the discrete actions, and ``Rules.validate`` checks a ``Place`` against them.
"""

from __future__ import annotations

import attrs

from suite.games.men_at_work.rules.deck import Pile
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot
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
    """While building the start site by hand, the builder stops and the beginner site is used (G11). During a
    turn there is no giving up (M14): a player who thinks the instruction cannot be met calls the inspector.
    (Saves from before M19 may hold a GiveUp of a turn in their history.)"""


@attrs.frozen
class CallInspector:
    """M19: the site inspector looks for a lawful placement of the current instruction on the site as it stands."""


@attrs.frozen
class Clear:
    """M15: the rescue hook takes fallen piece ``piece`` along ``path`` (the hook's targets, PATH_RATE a second)
    and lifts it off to the reserve, or (``keep``) lets go of it there: a fallen support left where it lies (an
    empty path) or moved, a girder pushed back onto the site by its end."""

    piece: int
    path: tuple[Pose, ...] = ()
    keep: bool = False


Action = Shuffle | BuildSite | Reshuffle | PlayForeman | Proceed | Place | GiveUp | CallInspector | Clear


@attrs.frozen
class PlaceStep:
    """A ``legal_actions`` entry, not an action: a ``Place`` of a ``kind`` piece is expected now, in one of
    ``colours`` (girders only; empty otherwise), carrying ``load`` if the instruction says so."""

    kind: Kind
    colours: tuple[Colour, ...] = ()
    load: Kind | None = None
