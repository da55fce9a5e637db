"""The few words the launcher's cover writes, without loading the rules or the narration (the
launcher paints the cover while the suite starts). Same texts, same empty context, as the
narration's, so they share its translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def division_title(division: int) -> str:
    tr = QCoreApplication.translate
    return (
        tr("", "Development"),
        tr("", "Human Resources"),
        tr("", "Communications"),
        tr("", "Accounting"),
        tr("", "Legal & Patents"),
        tr("", "Controlling"),
    )[division]
