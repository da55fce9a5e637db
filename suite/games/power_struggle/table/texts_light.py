"""The few words the launcher's cover writes, without loading the rules or the narration (the
launcher paints the cover while the suite starts). Same texts, same empty context, as the
narration's, so they share its translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def division_title(division: int) -> str:
    """Called as ``QCoreApplication.translate`` itself, so that the extraction reads the context and
    the text (a local alias would read as ``tr(text, disambiguation)``)."""
    return (
        QCoreApplication.translate("", "Development"),
        QCoreApplication.translate("", "Human Resources"),
        QCoreApplication.translate("", "Communications"),
        QCoreApplication.translate("", "Accounting"),
        QCoreApplication.translate("", "Legal & Patents"),
        QCoreApplication.translate("", "Controlling"),
    )[division]
