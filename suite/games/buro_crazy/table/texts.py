"""The words the Buro Crazy table shows, translated by Qt at the moment they are painted.

``tr`` translates in the empty context, the one the narration's texts live in, so the table and
the move log say "kitchen", "roof" and "boss's suite" with the same words. It is called with
literal texts so that ``make i18n`` extracts them; nothing here caches a translation, which is what
lets ``retranslate`` simply repaint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from suite.core.i18n import fmt

if TYPE_CHECKING:
    from suite.core.match import Seat


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translates ``text`` (plurals with ``n`` and ``%n``) like the narration's ``tr`` does."""
    return QCoreApplication.translate("", text, disambiguation, n)


def level_title(level: int) -> str:
    """A floor's name as a label on the board."""
    return (
        tr("The steps"),
        tr("Ground floor"),
        tr("First floor"),
        tr("Second floor"),
        tr("Boss's suite"),
    )[level]


def seat_kind(seat: Seat) -> str:
    """"human player" or "bot (hard)": who plays this seat."""
    from suite.core.match import SEAT_KINDS  # the launcher's cover uses this module, not the matches

    if seat.is_human:
        return tr("human player")
    return fmt(tr("bot (%1)"), tr(SEAT_KINDS.get(seat.kind, seat.kind)))


def points(n: int) -> str:
    return tr("%n point(s)", "", n)


def cards(n: int) -> str:
    return tr("%n card(s)", "", n)
