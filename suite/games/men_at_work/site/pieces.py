"""The pieces of the building site as plain records: what a save stores and what the physics is built from.

A `Snapshot` is the truth about a site (M4): physics is never replayed across machines, the poses are
stored. Ids are handed out once per game and never reused, so a log line "girder 12 fell" stays true.
"""

from __future__ import annotations

import enum

import attrs


class Kind(enum.Enum):
    """The five kinds of pieces of the reserve (M2, M6), and the hard hat each worker wears (M3).

    A hat is no piece of the reserve: it comes and goes with its worker, and a snapshot keeps it in
    ``Snapshot.hats``. It is a kind so that a hat's fall is told like any piece's."""

    SUPPORT = "support"
    GIRDER = "girder"
    WORKER = "worker"
    BRICK = "brick"
    BEAM = "beam"
    HAT = "hat"


class Colour(enum.Enum):
    """The four girder colours (M2); a worker's glove colours on a card name girder colours too (M8)."""

    ORANGE = "orange"
    PURPLE = "purple"
    BLACK = "black"
    WHITE = "white"


@attrs.frozen
class Pose:
    """Where a piece is: the middle of its outline (mm, y up) and its angle (radians, counter-clockwise)."""

    x: float
    y: float
    angle: float = 0.0


@attrs.frozen
class Piece:
    """One piece on the site. Only girders have a colour."""

    id: int
    kind: Kind
    pose: Pose
    colour: Colour | None = None


@attrs.frozen
class Hat:
    """Where worker ``worker``'s hard hat is (M3): on his head or wherever a knock sent it."""

    worker: int
    pose: Pose


@attrs.frozen
class Snapshot:
    """A whole site at rest: the pieces sorted by id, and the variant fixtures present (M18).

    ``issued`` counts the ids handed out so far, so that an id freed by a removed piece is never given
    again within the game; a snapshot written by hand may leave it 0.

    ``hats`` holds the pose of each worker's hard hat (M3), sorted by worker. A worker without an entry
    wears his hat where it sits on his head: so a site written before hats were bodies of their own,
    or by hand, loads with every hat on its head.
    """

    pieces: tuple[Piece, ...] = ()
    crane: bool = False
    box: bool = False
    issued: int = 0
    hats: tuple[Hat, ...] = ()

    def next_id(self) -> int:
        """The id the next new piece gets: above every id present and every id ever issued (ids start at 1)."""
        highest = max((piece.id for piece in self.pieces), default=0)
        return max(highest, self.issued) + 1

    def piece(self, id: int) -> Piece:
        """The piece with this id; KeyError if it is not on the site."""
        for piece in self.pieces:
            if piece.id == id:
                return piece
        raise KeyError(id)
