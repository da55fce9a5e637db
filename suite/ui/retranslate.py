"""Live language switching for every widget of the shell.

Installing a translator makes Qt send each widget a LanguageChange event; a widget that mixes
this in re-reads its texts in ``retranslate`` then, so no restart is needed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class; the widget defines ``retranslate()``."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
