"""What a transition did, for the table to animate and the log to put into words.

Every card moved, piece placed or fallen, certificate lost and award given is one small record; the
rules never format text. Cards a viewer may not know read ``HIDDEN`` in that viewer's view.
"""

from __future__ import annotations

import enum

import attrs

from suite.games.men_at_work.rules.deck import Instruction, Pile
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.site.placement import Move


class Fall(enum.Enum):
    """Where a fallen piece came to rest: what makes its fall an accident (M14, M18)."""

    TABLE = "table"
    FLOOR = "floor"
    BOX_FLOOR = "box floor"
    CRANE_BASE = "crane base"
    WORKER = "worker"


class End(enum.Enum):
    """How the game ended (M17)."""

    AWARDS = "awards"  # a player reached the awards that win
    LAST_STANDING = "last standing"  # one player kept a certificate
    STOPPED = "stopped"  # the reserve ran out (or no card could be played, G4)


@attrs.frozen
class CardsDealt:
    """Foreman (M18): a player's two cards."""

    player: int
    cards: tuple[int, ...]


@attrs.frozen
class DeckShuffled:
    cards: int


@attrs.frozen
class SiteReady:
    """The start site stands; ``start`` names it (an example, random or built by hand)."""

    start: str


@attrs.frozen
class SiteRejected:
    """A start site built by hand breaks M5; ``problems`` are N_ texts. It is taken down to be built again."""

    player: int
    problems: tuple[str, ...]


@attrs.frozen
class TurnBegan:
    player: int


@attrs.frozen
class CleanedUp:
    """The fallen pieces went back to the reserve all at once: the clean-up of saves made before M15 was a
    player's action."""

    player: int
    pieces: tuple[int, ...]


@attrs.frozen
class CleanUpDue:
    """M15: after an accident, the player must first clear these fallen pieces from the site."""

    player: int
    pieces: tuple[int, ...]


@attrs.frozen
class Cleared:
    """M15: the hook took ``piece`` to the reserve, or (``kept``) left it on the site."""

    player: int
    piece: int
    kind: Kind
    kept: bool
    path: tuple[Pose, ...] = ()
    """The hook's path, so that a window can show the hook drag the piece before it lets go or lifts it."""


@attrs.frozen
class HatsBack:
    """M3, M15: the clean-up put these workers' hard hats back on their heads."""

    player: int
    workers: tuple[int, ...]


@attrs.frozen
class HatsStayOff:
    """M3, M15: these workers' hard hats could not go back on, their heads being under another piece (a worker lying
    head down on a brick); each stays where it lies until a later clean-up finds the head free. It went unsaid, and a
    loose hat stayed on the site for the rest of a game with no word why."""

    player: int
    workers: tuple[int, ...]


@attrs.frozen
class InspectorFound:
    """M19: the inspector shows a lawful placement (a ghost the window draws); the player keeps trying."""

    player: int
    move: Move


@attrs.frozen
class InspectorWithdrew:
    """G4: a whole deck of cards built nothing this turn; the player must try the next card without the inspector."""

    player: int


@attrs.frozen
class InspectorFoundNothing:
    """M19: no lawful placement: the card is discarded without penalty and the next one revealed. ``took_back``:
    pieces of the try were on the site and went back (the log said nothing of them, and a bot's piece vanished)."""

    player: int
    took_back: bool = False


@attrs.frozen
class CardRevealed:
    player: int
    card: int


@attrs.frozen
class RitaArrived:
    player: int


@attrs.frozen
class Reshuffled:
    cards: int


@attrs.frozen
class InstructionGiven:
    player: int
    instruction: Instruction


@attrs.frozen
class InstructionSkipped:
    """M12: the site or the reserve lacks a piece the instruction needs; the next card is revealed."""

    player: int
    instruction: Instruction


@attrs.frozen
class ForemanPlayed:
    player: int
    card: int
    onto: Pile


@attrs.frozen
class PiecePlaced:
    """A piece let go on the site. The held piece's event carries the hand's ``move``, so that a window can show
    the hand bring it down along its recorded path (a load's event has none: it rode on the held piece)."""

    player: int
    piece: int
    kind: Kind
    colour: Colour | None = None
    move: Move | None = None


@attrs.frozen
class PieceFell:
    """A fall that makes an accident (M14); a hard hat's (``kind`` HAT) names its worker as ``piece`` (M3)."""

    piece: int
    kind: Kind
    onto: Fall


@attrs.frozen
class Accident:
    player: int


@attrs.frozen
class CertificateLost:
    player: int
    left: int


@attrs.frozen
class Eliminated:
    player: int


@attrs.frozen
class TriedAgain:
    """M14: the placed pieces did not meet the instruction (``reason``, an N_ text); they went back."""

    player: int
    attempt: int
    reason: str


@attrs.frozen
class OutOfTries:
    """The fifth try failed: a limit of saves made before M14 dropped it."""

    player: int


@attrs.frozen
class GaveUp:
    """A player gave up his turn: saves made before M19 allowed it."""

    player: int


@attrs.frozen
class InstructionMet:
    player: int


@attrs.frozen
class AwardGiven:
    """M16: Employee of the Month, for the highest piece of the site."""

    player: int
    total: int


@attrs.frozen
class GameEnded:
    end: End
    winners: tuple[int, ...]


Event = (
    CardsDealt
    | DeckShuffled
    | SiteReady
    | SiteRejected
    | TurnBegan
    | CleanedUp
    | CleanUpDue
    | Cleared
    | HatsBack
    | HatsStayOff
    | InspectorFound
    | InspectorFoundNothing
    | InspectorWithdrew
    | CardRevealed
    | RitaArrived
    | Reshuffled
    | InstructionGiven
    | InstructionSkipped
    | ForemanPlayed
    | PiecePlaced
    | PieceFell
    | Accident
    | CertificateLost
    | Eliminated
    | TriedAgain
    | OutOfTries
    | GaveUp
    | InstructionMet
    | AwardGiven
    | GameEnded
)


def for_the_record(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """What a save keeps of a move's events: all the log tells, without the hand's and the hook's paths,
    which only the table's animation uses and the move itself holds (kept, they would double a save)."""
    return tuple(_without_path(e) for e in events)


def _without_path(e: Event) -> Event:
    if isinstance(e, PiecePlaced) and e.move is not None:
        return attrs.evolve(e, move=None)
    if isinstance(e, Cleared) and e.path:
        return attrs.evolve(e, path=())
    return e
