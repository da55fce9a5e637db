"""A turn on the building site: placements, the judgement after each, tries, accidents, awards, clean-up.

Every ``Place`` rebuilds the site from the state's snapshot, replays the recorded movement and lets the
site settle (M4, M13). Then, in this order (M14): a fall is an accident, which costs a certificate and
ends the turn; otherwise the next placement of the instruction follows; after the last one the rules of
the instruction decide. Met, the turn ends (with an Employee of the Month award if Boss Rita has come and
the player's piece is the highest, M16). Not met, the pieces of this try go back and he tries again, up to
MAX_ATTEMPTS tries (G7). The next player's turn begins with the clean-up (M15).
"""

from __future__ import annotations

from suite.games.men_at_work.constants import MAX_ATTEMPTS
from suite.games.men_at_work.rules import accidents, ending, reserve
from suite.games.men_at_work.rules.cards import reveal
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import (
    Accident,
    AwardGiven,
    CertificateLost,
    CleanedUp,
    Eliminated,
    End,
    GaveUp,
    InstructionMet,
    OutOfTries,
    PieceFell,
    PiecePlaced,
    TriedAgain,
    TurnBegan,
)
from suite.games.men_at_work.rules.judge import verdict
from suite.games.men_at_work.rules.state import Phase, Placed
from suite.games.men_at_work.rules.steps import Step, after, steps
from suite.games.men_at_work.site.physics import Settle, Site
from suite.games.men_at_work.site.placement import Move, perform


def place(t: Draft, site: Site, move: Move) -> tuple[int, ...]:
    """Performs one placement of the turn (or of the start site) and records its pieces; returns their ids."""
    highest_before = site.highest_girder()
    ids, settle = perform(site, move)
    t.todo = after(t.todo, Step(move.kind, move.load.kind if move.load else None))
    for piece in ids:
        kind = site.kind(piece)
        t.placed = (*t.placed, Placed(piece, kind))
        t.emit(PiecePlaced(player=t.active, piece=piece, kind=kind, colour=move.colour if piece == ids[0] else None))
    if t.phase is Phase.PLACE:
        _after_placement(t, site, settle, ids, highest_before)
    return ids


def _after_placement(t: Draft, site: Site, settle: Settle, ids: tuple[int, ...], highest_before: int | None) -> None:
    if _accident(t, site, settle, ids):
        return
    if t.todo:
        t.site = site.snapshot()
        return
    judged = verdict(site, t, highest_before)
    if judged.ok:
        t.emit(InstructionMet(t.active))
        _award(t, site)
        end_turn(t, site)
        return
    t.emit(TriedAgain(player=t.active, attempt=t.attempt, reason=judged.reason))
    if _take_back(t, site):
        return
    if t.attempt >= MAX_ATTEMPTS:
        t.emit(OutOfTries(t.active))
        lose_certificate(t)
        end_turn(t, site)
        return
    t.attempt += 1
    assert t.instruction is not None
    t.todo = steps(t.instruction)
    t.site = site.snapshot()


def give_up(t: Draft, site: Site) -> None:
    """G7: the pieces of this try go back (a fall while taking them is part of the same failure) and the turn
    ends with a certificate lost."""
    t.emit(GaveUp(t.active))
    removed = tuple(p.piece for p in t.placed)
    t.placed = ()
    if removed:
        site.remove(removed)
        _report(t, site, site.settle())
    lose_certificate(t)
    end_turn(t, site)


def _take_back(t: Draft, site: Site) -> bool:
    """M14: the pieces of a failed try return to the player's hand. Taking them may shake the site: a fall
    then is an accident (G9). Says whether there was one."""
    removed = tuple(p.piece for p in t.placed)
    t.placed = ()
    site.remove(removed)
    return _accident(t, site, site.settle())


def _report(t: Draft, site: Site, settle: Settle, placed: tuple[int, ...] = ()) -> bool:
    found = accidents.falls(site, settle, placed)
    for piece, kind, onto in found:
        t.emit(PieceFell(piece=piece, kind=kind, onto=onto))
    return bool(found)


def _accident(t: Draft, site: Site, settle: Settle, placed: tuple[int, ...] = ()) -> bool:
    """M14: a fall costs a certificate and ends the turn. Says whether there was one."""
    if not _report(t, site, settle, placed):
        return False
    t.emit(Accident(t.active))
    lose_certificate(t)
    end_turn(t, site)
    return True


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


def end_turn(t: Draft, site: Site) -> None:
    """The rescue hook goes to the next player still in the game, unless the game is over (M17)."""
    t.todo, t.placed, t.instruction, t.attempt = (), (), None, 1
    if ending.check(t):
        t.site = site.snapshot()
        return
    players = len(t.players)
    following = next(
        q % players for q in range(t.active + 1, t.active + players + 1) if t.players[q % players].certificates
    )
    begin_turn(t, following, site)


def begin_turn(t: Draft, player: int, site: Site) -> None:
    """M15 then M9: the clean-up (a fall during it is this player's accident and ends his turn at once), the
    construction stops if the reserve is exhausted (M17, G3), and the player reveals a card."""
    t.active = player
    t.turn += 1
    t.emit(TurnBegan(player))
    if _clean_up(t, site):
        return
    t.site = site.snapshot()
    if reserve.exhausted(t.site):
        ending.stop(t, End.STOPPED)
        return
    reveal(t)


def _clean_up(t: Draft, site: Site) -> bool:
    gone = accidents.fallen(site, t.options.skyscraper)
    if not gone:
        return False
    site.remove(gone)
    t.emit(CleanedUp(t.active, gone))
    return _accident(t, site, site.settle())
