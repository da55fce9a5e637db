"""The words the Men at Work table shows, translated by Qt when they are painted.

``tr`` translates in the empty context, the one the narration's texts live in, so the site, the cards,
the move log and the status line name pieces and rules with the same words (the glossary's). It is
called with literal texts so that ``make i18n`` extracts them; nothing here caches a translation, which
is what lets ``retranslate`` simply repaint.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translates ``text`` (plurals with ``n`` and ``%n``) like the narration's ``tr`` does."""
    return QCoreApplication.translate("", text, disambiguation, n)
