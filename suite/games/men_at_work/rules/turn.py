"""A turn on the building site: the clean-up, placements, the judgement after each, tries, the site
inspector, accidents, awards.

Every ``Place`` rebuilds the site from the state's snapshot, replays the recorded movement and lets the
site settle (M4, M13). Then, in this order (M14): a fall is an accident, which costs a certificate and
ends the turn; otherwise the next placement of the instruction follows; after the last one the rules of
the instruction decide. Met, the turn ends (with an Employee of the Month award if Boss Rita has come and
the player's piece is the highest, M16). Not met, the pieces of this try go back and he tries again, as
often as it takes: there is no giving up, but he may call the site inspector (M19). After an accident
the next player's turn begins with the clean-up, his own actions with the rescue hook (M15).
"""

from __future__ import annotations

import math

import attrs

from suite.games.men_at_work.constants import AS_SHOWN_ANGLE, AS_SHOWN_MM, SUPPORT_TURNED
from suite.games.men_at_work.rules import accidents, ending, reserve
from suite.games.men_at_work.rules.actions import Clear
from suite.games.men_at_work.rules.cards import count_unbuilt, reveal
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import (
    Accident,
    AwardGiven,
    CertificateLost,
    CleanUpDue,
    Cleared,
    Eliminated,
    End,
    HatsBack,
    HatsStayOff,
    InspectorFound,
    InspectorFoundNothing,
    InstructionMet,
    PieceFell,
    PiecePlaced,
    TriedAgain,
    TurnBegan,
)
from suite.games.men_at_work.rules.judge import so_far, verdict
from suite.games.men_at_work.rules.state import Phase, Placed
from suite.games.men_at_work.rules.steps import Step, after, steps
from suite.games.men_at_work.site.physics import Settle, Site
from suite.games.men_at_work.site.pieces import Kind
from suite.games.men_at_work.site.placement import Move, hook, perform


def place(t: Draft, site: Site, move: Move) -> tuple[int, ...]:
    """Performs one placement of the turn (or of the start site) and records its pieces; returns their ids."""
    highest_before = site.highest_girder()
    shown, then, attempt = t.ghost, t.ghost_then, t.attempt
    ids, settle = perform(site, move)
    t.ghost, t.ghost_then = None, ()
    t.todo = after(t.todo, Step(move.kind, move.load.kind if move.load else None))
    for piece in ids:
        kind = site.kind(piece)
        t.placed = (*t.placed, Placed(piece, kind))
        held = piece == ids[0]
        t.emit(PiecePlaced(t.active, piece, kind, move.colour if held else None, move if held else None))
    if t.phase is Phase.PLACE:
        _after_placement(t, site, settle, highest_before)
        if then and _as_shown(move, shown) and t.todo and t.attempt == attempt and t.phase is Phase.PLACE:
            t.ghost, t.ghost_then = then[0], then[1:]  # the try goes on as the inspector saw it: his next placement
    return ids


def _as_shown(move: Move, shown: Move | None) -> bool:
    """Whether a piece was let go where the inspector's ghost showed it (M19), to within a hand's care: the
    placements he found after it still hold. A person saw the ghost of a new support, placed it, and was shown
    nothing for the girder; a bot called the inspector again, and the log said so twice."""
    if shown is None or (move.kind, move.colour, move.load) != (shown.kind, shown.colour, shown.load):
        return False
    let_go, ghost = move.path[-1], shown.path[-1]
    return (abs(let_go.x - ghost.x) <= AS_SHOWN_MM and abs(let_go.y - ghost.y) <= AS_SHOWN_MM
            and abs(math.remainder(let_go.angle - ghost.angle, math.tau)) <= AS_SHOWN_ANGLE)  # fmt: skip


def _after_placement(t: Draft, site: Site, settle: Settle, highest_before: int | None) -> None:
    if _accident(t, site, settle):
        return
    judged = so_far(site, t) if t.todo else verdict(site, t, highest_before)
    if t.todo and judged.ok:
        t.site = site.snapshot()
        return
    if judged.ok:
        t.emit(InstructionMet(t.active))
        _award(t, site)
        end_turn(t, site)
        return
    t.emit(TriedAgain(player=t.active, attempt=t.attempt, reason=judged.reason))
    if _take_back(t, site):
        return
    t.attempt += 1
    assert t.instruction is not None
    t.todo = steps(t.instruction)
    t.site = site.snapshot()


def inspected(t: Draft, site: Site, found: tuple[Move, ...]) -> None:
    """M19: the inspector's answer. A placement found is shown (``ghost``, the ones after it kept for when it is
    placed as shown) and the player keeps trying; none found, the pieces of this try go back (a fall then is his
    accident, as for a failed try), the card is discarded without penalty and the next one revealed."""
    if found:
        t.ghost, t.ghost_then = found[0], found[1:]
        t.emit(InspectorFound(t.active, found[0]))
        return
    t.emit(InspectorFoundNothing(t.active, took_back=bool(t.placed)))
    if t.placed and _take_back(t, site):
        return
    t.site = site.snapshot()
    t.todo, t.placed, t.instruction, t.attempt = (), (), None, 1
    count_unbuilt(t)
    if t.phase is not Phase.OVER:
        reveal(t)


def _take_back(t: Draft, site: Site) -> bool:
    """M14: the pieces of a failed try return to the player's hand. Taking them may shake the site: a fall
    then is an accident (G9). Says whether there was one."""
    removed = tuple(p.piece for p in t.placed)
    t.placed = ()
    site.remove(removed)
    return _accident(t, site, site.settle())


def _accident(t: Draft, site: Site, settle: Settle) -> bool:
    """M14: a fall costs a certificate and ends the turn. Says whether there was one."""
    found = accidents.falls(site, settle)
    if not found:
        return False
    for piece, kind, onto in found:
        t.emit(PieceFell(piece=piece, kind=kind, onto=onto))
    t.emit(Accident(t.active))
    lose_certificate(t)
    end_turn(t, site, fell=_supports_fallen(t, site, settle))
    return True


def _supports_fallen(t: Draft, site: Site, settle: Settle) -> frozenset[int]:
    """M15: the supports that fell in this accident, about which the cleaner decides: those that newly touched the
    table or the floor, or turned over (``SUPPORT_TURNED``), but for those placed in this try. ``accidents.fallen``
    lists a support only if it leans or lies off the table: one knocked flat was never offered."""
    before = {piece.id: piece.pose.angle for piece in t.site.pieces}
    placed = {p.piece for p in t.placed}
    grounded = {piece for piece, _ in settle.grounded}

    def turned(piece: int) -> bool:
        angle = site.piece(piece).pose.angle
        return abs(math.remainder(angle - before.get(piece, angle), math.tau)) > SUPPORT_TURNED

    supports = (piece for piece in site.ids() if site.kind(piece) is Kind.SUPPORT and piece not in placed)
    return frozenset(piece for piece in supports if piece in grounded or turned(piece))


def lose_certificate(t: Draft) -> None:
    player = t.players[t.active]
    left = player.certificates - 1
    t.set_player(t.active, certificates=left)
    t.emit(CertificateLost(t.active, left))
    if left == 0:
        t.eliminated = (*t.eliminated, t.active)
        t.emit(Eliminated(t.active))


def _award(t: Draft, site: Site) -> None:
    """M16: once Boss Rita has come, a player whose piece is the highest of the site at the end of his turn
    is Employee of the Month."""
    if t.rita and site.highest_piece() in {p.piece for p in t.placed}:
        total = t.players[t.active].awards + 1
        t.set_player(t.active, awards=total)
        t.emit(AwardGiven(t.active, total))


def end_turn(t: Draft, site: Site, fell: frozenset[int] | None = None) -> None:
    """The rescue hook goes to the next player still in the game, unless the game is over (M17); after an
    accident (``fell``: the supports that fell in it) he cleans up first (M15)."""
    t.todo, t.placed, t.instruction, t.attempt, t.ghost, t.ghost_then, t.cleanup = (), (), None, 1, None, (), ()
    t.skipped, t.foreman_played = 0, False
    if ending.check(t):
        t.site = site.snapshot()
        return
    players = len(t.players)
    following = next(
        q % players for q in range(t.active + 1, t.active + players + 1) if t.players[q % players].certificates
    )
    begin_turn(t, following, site, fell)


def begin_turn(t: Draft, player: int, site: Site, fell: frozenset[int] | None = None) -> None:
    """M15 then M9: the player takes the rescue hook; after an accident, if pieces have fallen he clears them
    first, one action at a time (``clear``); then his turn goes on (``_after_clean_up``). ``fell`` are the supports
    that fell in the accident (None: the turn before ended without one). Only after an accident
    (the rulebook): a support that fell alone, which is none, or one a cleaner left where it lay, was listed again
    at every turn's start, and a person had to clear it on turn after turn until he took it away and the site
    it propped fell on him."""
    t.active = player
    t.turn += 1
    t.emit(TurnBegan(player))
    t.cleanup = accidents.fallen(site, t.options.skyscraper, fell) if fell is not None else ()
    if t.cleanup:
        t.phase = Phase.CLEAN
        t.site = site.snapshot()
        t.emit(CleanUpDue(player, t.cleanup))
        return
    _after_clean_up(t, site)


def clear(t: Draft, site: Site, a: Clear) -> None:
    """M15: one piece cleared with the rescue hook, through the physics world; a fall meanwhile is the
    cleaner's accident and ends his turn. A girder pushed back that still touches the table is taken away.
    The piece on the hook is the fallen one being cleared: its own touch of the table is no new fall. A girder
    nudged with one end on the table touched it again as the hook moved it, and that was judged an accident that
    left it lying there for the next cleaner to pay for too. Nor is the move of a fallen piece still to clear (a
    hat included): lifting a girder out of a heap on the floor let the girder lying on it drop to the floor, and
    the cleaner was charged with a fall that had happened before his turn."""
    kind = site.kind(a.piece)
    down = {*t.cleanup, a.piece}
    settle = hook(site, a.piece, a.path, a.keep)
    kept = a.keep and (kind is Kind.SUPPORT or a.piece not in accidents.fallen(site, t.options.skyscraper))
    t.emit(Cleared(player=t.active, piece=a.piece, kind=kind, kept=kept, path=a.path))
    t.cleanup = tuple(piece for piece in t.cleanup if piece != a.piece and site.has(piece))
    others = tuple((piece, ground) for piece, ground in settle.grounded if abs(piece) not in down)
    landings = tuple(landing for landing in settle.landings if abs(landing.piece) not in down)
    if _accident(t, site, attrs.evolve(settle, grounded=others, landings=landings)):
        return
    if a.keep and not kept:
        site.remove((a.piece,))
        if _accident(t, site, site.settle()):
            return
    if t.cleanup:
        t.site = site.snapshot()
        return
    _after_clean_up(t, site)


def _after_clean_up(t: Draft, site: Site) -> None:
    """The hats knocked off go back on their workers (M3), which may shake the site (the cleaner's accident); one
    whose worker's head lies under another piece stays off, and the log says so (``HatsStayOff``);
    the construction stops if the reserve is exhausted (M17, G3); then the player reveals a card (M9)."""
    t.cleanup = ()
    hatless = accidents.hatless(site)
    workers = tuple(worker for worker in hatless if site.put_hat_on(worker))
    if workers:
        t.emit(HatsBack(t.active, workers))
    if len(workers) < len(hatless):
        t.emit(HatsStayOff(t.active, tuple(worker for worker in hatless if worker not in workers)))
    if workers and _accident(t, site, site.settle()):
        return
    t.site = site.snapshot()
    if reserve.exhausted(t.site):
        ending.stop(t, End.STOPPED)
        return
    reveal(t)
