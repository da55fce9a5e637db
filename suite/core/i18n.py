"""Translation without Qt, for the rules, the bots and the command line.

The Qt shell translates with ``QCoreApplication.translate`` from the compiled ``.qm`` files. Code
that must not load Qt marks its texts for extraction and translates them from the same source: the
Linguist ``.ts`` files, read here as XML from ``suite/translations``. ``make i18n`` extracts with
``-tr-function-alias QT_TR_NOOP+=N_``; plain ``tr("...")`` and ``tr("%n ...", "", n)`` calls are
extracted as they are, plurals included. Texts use Qt's placeholders: ``%1``…``%9`` and ``%n``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib.resources.abc import Traversable

from suite.core.package_data import data

LANGUAGES = ("en", "fr")
TRANSLATIONS_DIR = data("translations")
"""``suite/translations``, through ``importlib.resources``."""

Translate = Callable[..., str]
"""``tr(text, disambiguation="", n=-1) -> str``: what narration code receives."""

_PLACEHOLDER = re.compile(r"%(\d)")


def N_(text: str) -> str:
    """Marks a text for extraction; it is translated where it is shown."""
    return text


_ELIDED_DE = re.compile(r"\b([Dd])e %([1-9])")
_VOWEL_START = re.compile(r"[aeiouyàâäéèêëîïôöùûüœæ]", re.IGNORECASE)


def capital(text: str) -> str:
    """``text`` with a capital first letter, for a heading, a button or a sentence made of a phrase."""
    return text[:1].upper() + text[1:]


def fmt(text: str, *args: object) -> str:
    """Replaces Qt's ``%1``…``%9`` placeholders, as ``QString.arg`` would. French elides "de" before a
    name that starts with a vowel ("la main d’Inès", not "de Inès"); no English text puts "de"
    before a placeholder, so the rule can stand for every language."""
    values = [str(arg) for arg in args]

    def elide(m: re.Match[str]) -> str:
        value = values[int(m.group(2)) - 1]
        return f"{m.group(1)}’%{m.group(2)}" if _VOWEL_START.match(value) else m.group(0)

    return _PLACEHOLDER.sub(lambda m: values[int(m.group(1)) - 1], _ELIDED_DE.sub(elide, text))


def _plural_index(lang: str, n: int) -> int:
    """Which numerus form Qt uses: French treats 0 and 1 as singular, English only 1."""
    if lang == "fr":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


class Catalog:
    """The translations of one language, read from ``suite/translations/ludotheque_<lang>.ts``."""

    def __init__(self, lang: str, messages: dict[tuple[str, str], list[str]]) -> None:
        self.lang = lang
        self._messages = messages

    @classmethod
    def load(cls, lang: str, directory: Traversable = TRANSLATIONS_DIR) -> Catalog:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        path = directory / f"ludotheque_{lang}.ts"
        messages: dict[tuple[str, str], list[str]] = {}
        if path.is_file():
            import xml.etree.ElementTree as ET  # here: the window imports this module, and never reads a .ts

            with path.open("rb") as source:
                root = ET.parse(source).getroot()
            for context in root.iter("context"):
                for message in context.iter("message"):
                    translation = message.find("translation")
                    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                        continue
                    forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
                    if any(forms):
                        messages[(message.findtext("comment") or "", message.findtext("source") or "")] = forms
        return cls(lang, messages)

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """Translates ``text``; with ``n >= 0`` picks the plural form and fills ``%n``."""
        forms = self._messages.get((disambiguation, text))
        if forms is None:
            result = text
        elif n >= 0 and len(forms) > 1:
            result = forms[min(_plural_index(self.lang, n), len(forms) - 1)]
        else:
            result = forms[0]
        return result.replace("%n", str(n)) if n >= 0 else result
