"""The interface language: French or English, following the system unless the player chose.

Switching installs another QTranslator; Qt then sends every widget a LanguageChange event, and
each of our widgets re-reads its texts in ``changeEvent`` (``retranslate``), so the switch is live.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from suite.core.i18n import LANGUAGES, TRANSLATIONS_DIR


def system_language() -> str:
    """French if the system speaks it, English otherwise."""
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def current_language() -> str:
    """The language in use (the switcher sets Qt's default locale with it)."""
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


class LanguageSwitcher:
    """Owns the installed translator; ``use("fr")`` switches the whole application at once."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translator: QTranslator | None = None
        self.current = ""

    def use(self, lang: str | None) -> str:
        """Installs ``lang`` (None: the system's) and returns the language now in use."""
        lang = lang if lang in LANGUAGES else system_language()
        if lang == self.current:
            return lang
        translator = QTranslator(self._app)
        if not translator.load(str(TRANSLATIONS_DIR / f"ludotheque_{lang}.qm")):
            raise FileNotFoundError(f"the {lang} translation is missing from {TRANSLATIONS_DIR}")
        if self._translator is not None:
            self._app.removeTranslator(self._translator)
        self._app.installTranslator(translator)
        self._translator = translator
        self.current = lang
        QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English))
        return lang


def qt_tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """A ``tr`` for Qt-free narration code (core.i18n): texts marked there have an empty context."""
    return QCoreApplication.translate("", text, disambiguation or None, n)
