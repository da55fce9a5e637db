"""Privilege cards: who may use which side, and the bonuses that depend on motivation (P12–P15).

A card is usable only face up, by its holder, on the side facing him: the director side when dealt
at a meeting, the bribed side when bought with a bribe. Face down, it waits for the next meeting.
"""

from __future__ import annotations

from typing import Any

from suite.games.power_struggle.constants import (
    ACCOUNTING,
    ACCOUNTING_EXTRA,
    CONTROLLING,
    CONTROLLING_EXTRA,
    HUMAN_RESOURCES,
    HUMAN_RESOURCES_EXTRA,
    NOBODY,
)
from suite.games.power_struggle.rules.draft import Draft


def usable_side(x: Any, card: int, player: int) -> int:
    """0 for the director side, 1 for the bribed side, NOBODY if the player cannot use the card now."""
    held = x.cards[card]
    if held.holder != player or not held.face_up:
        return NOBODY
    return 1 if held.bribed else 0


def user(x: Any, card: int) -> tuple[int, int]:
    """Who may use the card now and on which side; (NOBODY, NOBODY) if it lies face down."""
    held = x.cards[card]
    if not held.face_up:
        return NOBODY, NOBODY
    return held.holder, 1 if held.bribed else 0


def hiring_extra(x: Any, player: int) -> int:
    """Human Resources: extra employees on hiring or founding with new employees."""
    side = usable_side(x, HUMAN_RESOURCES, player)
    return HUMAN_RESOURCES_EXTRA[side][x.motivation] if side != NOBODY else 0


def shares_extra(x: Any, player: int) -> int:
    """Accounting: extra shares on the certificate bought."""
    side = usable_side(x, ACCOUNTING, player)
    return ACCOUNTING_EXTRA[side][x.motivation] if side != NOBODY else 0


def bonus_extra(x: Any, player: int) -> int:
    """Controlling: extra Pinats per department and main department at a bonus payment."""
    side = usable_side(x, CONTROLLING, player)
    return CONTROLLING_EXTRA[side][x.motivation] if side != NOBODY else 0


def deal_at_meeting(t: Draft, card: int, player: int) -> None:
    """Meeting step 4: face up, director side towards the new holder (P15)."""
    t.give_card(card, player, face_up=True, bribed=False)


def bought(t: Draft, card: int, player: int) -> None:
    """A bribe accepted: a face-up card turns its bribed side to the briber; a face-down card stays
    face down (P15)."""
    face_up = t.cards[card].face_up
    t.give_card(card, player, face_up=face_up, bribed=face_up)
