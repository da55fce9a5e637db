"""The director's meeting: the Chairman's privilege, the extra action, and the seven steps (P14).

The steps run by themselves except where a player must decide: a division head replaced by
another player's goes to the board or the counsel track as his owner chooses (step 3), and the
Communications head orders the event deck (step 7, in ``event_cards.py``). ``flow.py`` strings the
steps together; here is what each one does.
"""

from __future__ import annotations

from typing import Any

from suite.games.power_struggle.constants import (
    BOARD_MEMBER_INFLUENCE,
    CHAIRMAN_CARD,
    CHAIRMAN_INFLUENCE,
    DIVISIONS,
    INFLUENCE,
    MAIN_DEPARTMENTS,
    MOTIVATION_MAX,
    NOBODY,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules.draft import Draft, replaced
from suite.games.power_struggle.rules.events import (
    ChairmanDismissed,
    ChairmanElected,
    HeadAppointed,
    HeadLeft,
    MotivationChanged,
    PrivilegeUsed,
)
from suite.games.power_struggle.rules.privileges import deal_at_meeting, user


def use_chairman_privilege(t: Draft, division: int) -> None:
    """P14 (1): director side, a department with 1 employee; bribed side, a main department
    without employees and 1 main-department point; in the first free office of ``division``."""
    holder, side = user(t, CHAIRMAN_CARD)
    t.events.append(PrivilegeUsed(holder, CHAIRMAN_CARD))
    if side:
        B.open_department(t, division, holder, 0, main=True)
        t.score(holder, MAIN_DEPARTMENTS, 1)
    else:
        B.open_department(t, division, holder, 1)


def dismiss_chairman(t: Draft) -> None:
    """Step 1: the Chairman returns to his owner's reserve (none after a board scandal or at the first meeting)."""
    if t.chairman != NOBODY:
        t.events.append(ChairmanDismissed(t.chairman))
        t.chairman = NOBODY


def elect_chairman(t: Draft) -> None:
    """Step 2: the player with most board members moves his leftmost one to the Chairman's office
    (ties: the leftmost member's owner); the others close up. With an empty board, the Chairman
    card's holder (face up or down) sends a manager from his reserve."""
    if not t.board:
        t.chairman = t.cards[CHAIRMAN_CARD].holder
        t.events.append(ChairmanElected(t.chairman, NOBODY))
        return
    counts = {p: t.board.count(p) for p in t.board}
    best = max(counts.values())
    player = next(p for p in t.board if counts[p] == best)
    seat = t.board.index(player)
    t.board = (*t.board[:seat], *t.board[seat + 1 :])
    t.chairman = player
    t.events.append(ChairmanElected(player, seat))


def appointee(x: Any, division: int) -> int:
    """Step 3: the majority of department heads, or with none the division card's holder."""
    player = B.division_majority(x, division)
    return player if player != NOBODY else x.cards[division].holder


def appoint_heads(t: Draft, division: int) -> bool:
    """Step 3 from ``division`` on, left to right. Stops (False) at a head that another player's
    replaces, whose owner must choose board or counsel (``meeting_division`` says which)."""
    for d in range(division, DIVISIONS):
        new, old = appointee(t, d), t.heads[d]
        if old == NOBODY:
            _appoint(t, d, new)
        elif old != new:
            t.meeting_division = d
            return False
    return True


def replace_head(t: Draft, to_board: bool) -> None:
    """Step 3, case C: the old head leaves for the board or the counsel track, the new one takes his office."""
    division = t.meeting_division
    old = t.heads[division]
    t.events.append(HeadLeft(player=old, division=division, to_board=to_board, resigned=False))
    if to_board:
        B.join_board(t, old)
    else:
        B.hire_consultant(t, old, division)
    _appoint(t, division, appointee(t, division))


def _appoint(t: Draft, division: int, player: int) -> None:
    """``player`` heads ``division``; by its card when the division has no department (``appointee``)."""
    t.heads = replaced(t.heads, division, player)
    t.events.append(HeadAppointed(player, division, by_card=not t.divisions[division]))


def deal_privileges(t: Draft) -> None:
    """Step 4: each division head takes his division's card, the Chairman his; face up, director side."""
    for division in range(DIVISIONS):
        deal_at_meeting(t, division, t.heads[division])
    deal_at_meeting(t, CHAIRMAN_CARD, t.chairman)


def score_influence(t: Draft) -> None:
    """Step 5: 2 influence for the Chairman, 1 per board member."""
    for player in range(t.players):
        points = CHAIRMAN_INFLUENCE * (t.chairman == player) + BOARD_MEMBER_INFLUENCE * t.board.count(player)
        if points:
            t.score(player, INFLUENCE, points)


def reset_motivation(t: Draft) -> None:
    """Step 6: back to 6."""
    change = MOTIVATION_MAX - t.motivation
    t.motivation = MOTIVATION_MAX
    t.events.append(MotivationChanged(MOTIVATION_MAX, change))
