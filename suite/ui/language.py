"""The interface language: French or English, following the system unless the player chose.

Switching installs other QTranslators; Qt then sends every widget a LanguageChange event, and
each of our widgets re-reads its texts in ``changeEvent`` (``retranslate``), so the switch is live.
Qt's own translation (``qtbase_<lang>.qm``, shipped with PySide6) is switched with ours: the
standard buttons Qt makes (OK, Cancel, Close, Yes, No) speak the same language as the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from suite.core.i18n import LANGUAGES, TRANSLATIONS_DIR
from suite.core.package_data import on_disk


def system_language() -> str:
    """French if the system speaks it, English otherwise."""
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def current_language() -> str:
    """The language in use (the switcher sets Qt's default locale with it)."""
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


TRANSLATOR_NAME = "ludotheque"
"""The object name of the translators a switcher installs, so that the next one finds them all."""


class LanguageSwitcher:
    """Installs the translators; ``use("fr")`` switches the whole application at once."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self.current = ""

    def use(self, lang: str | None) -> str:
        """Installs ``lang`` (None: the system's) and returns the language now in use.

        Ours must load; Qt's own is used when PySide6 ships it (without it Qt's buttons stay English,
        which is no reason not to start). Every translator a switcher installed before is removed,
        also one left by an earlier window of the same application, so two never mix."""
        lang = lang if lang in LANGUAGES else system_language()
        if lang == self.current:
            return lang
        ours = QTranslator(self._app)
        if not ours.load(str(on_disk(TRANSLATIONS_DIR / f"ludotheque_{lang}.qm"))):
            raise FileNotFoundError(f"the {lang} translation is missing from {TRANSLATIONS_DIR}")
        qt = QTranslator(self._app)
        installed = [ours]
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            installed.insert(0, qt)  # installed first, so that ours is asked first
        else:
            qt.deleteLater()
        for old in self._app.findChildren(QTranslator, TRANSLATOR_NAME):
            self._app.removeTranslator(old)
            old.deleteLater()
        QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English))
        for translator in installed:
            translator.setObjectName(TRANSLATOR_NAME)
            self._app.installTranslator(translator)
        self.current = lang
        return lang


def qt_tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """A ``tr`` for Qt-free narration code (core.i18n): texts marked there have an empty context."""
    return QCoreApplication.translate("", text, disambiguation or None, n)
