"""The course of a round: the meeting's steps in order, the service turns, the end (P9, P14, P23).

Each function runs what needs no decision and stops where a player (or chance) must act, leaving
``phase`` (and ``pending``) to say who and what.
"""

from __future__ import annotations

from suite.games.power_struggle.constants import CHAIRMAN_CARD, COMMUNICATIONS, NOBODY, EventCard
from suite.games.power_struggle.rules import meeting
from suite.games.power_struggle.rules.draft import Draft
from suite.games.power_struggle.rules.event_cards import reveal
from suite.games.power_struggle.rules.events import GameEnded, MeetingStarted, ServiceTurnStarted
from suite.games.power_struggle.rules.privileges import user
from suite.games.power_struggle.rules.scoring import announce
from suite.games.power_struggle.rules.state import Phase


def begin_meeting(t: Draft) -> None:
    """After the initial placement or the Director's Meeting card: first the Chairman's privilege
    if his card lies face up (P14), the rest of the deck is set aside."""
    t.meetings += 1
    t.deck = ()
    t.events.append(MeetingStarted(t.meetings))
    if user(t, CHAIRMAN_CARD)[0] != NOBODY:
        t.phase = Phase.CHAIRMAN
        return
    after_chairman(t)


def after_chairman(t: Draft) -> None:
    """P14 (2): the face-up bribed Communications card gives its holder an extra action."""
    holder, side = user(t, COMMUNICATIONS)
    if holder != NOBODY and side == 1:
        t.phase = Phase.EXTRA_ACTION
        return
    meeting_steps(t)


def meeting_steps(t: Draft) -> None:
    """Steps 1 to 3; step 3 may stop for a leaving head's owner to choose."""
    meeting.dismiss_chairman(t)
    meeting.elect_chairman(t)
    t.phase = Phase.HEADS
    continue_heads(t, 0)


def continue_heads(t: Draft, division: int) -> None:
    """Step 3 from ``division``, then steps 4 to 6 and the draw of the events (step 7)."""
    if not meeting.appoint_heads(t, division):
        return
    meeting.deal_privileges(t)
    meeting.score_influence(t)
    meeting.reset_motivation(t)
    t.arranger = t.heads[COMMUNICATIONS]
    t.phase = Phase.DRAW


def start_service(t: Draft) -> None:
    """The deck is ordered: its arranger is the first player for the whole service phase."""
    t.first_player = t.arranger
    t.turn = 0
    next_turn(t)


def next_turn(t: Draft) -> None:
    """A service turn: the event, then every player's action; the Director's Meeting card ends the
    phase at once, without actions."""
    t.turn += 1
    t.acted = 0
    t.events.append(ServiceTurnStarted(t.turn, t.first_player))
    if reveal(t) is EventCard.DIRECTORS_MEETING:
        begin_meeting(t)
    else:
        t.phase = Phase.SERVICE


def action_done(t: Draft) -> None:
    """A player's action is complete: announcements, then the next player, the next turn or the end."""
    t.pending = None
    if t.scored:
        announce(t)
    if t.phase is Phase.EXTRA_ACTION:
        meeting_steps(t)
        return
    t.acted += 1
    if t.acted < t.players:
        return
    if t.ending:
        end_game(t)
    else:
        next_turn(t)


def end_game(t: Draft) -> None:
    """P23: at the end of the service turn in which someone reached the victory points; every
    player shows his archenemy cards."""
    t.phase = Phase.OVER
    t.shown = (True,) * t.players
    t.events.append(GameEnded())
