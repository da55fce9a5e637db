"""The bribe is called by one name: its button said "Bribe a player" ("Soudoyer un joueur") where the bar
that confirms it, the log and the glossary say "bribe other players" ("soudoyer d'autres joueurs")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from suite.core.i18n import Catalog
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.narration import action_name
from suite.games.power_struggle.table import texts
from suite.ui.language import LanguageSwitcher


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bribe_button_says_what_the_log_says(qtbot, language: str) -> None:
    switcher = LanguageSwitcher(QCoreApplication.instance())
    switcher.use(language)
    try:
        title = texts.action_title(ActionKind.BRIBE)
    finally:
        switcher.use("en")
    letter, words = title.split(maxsplit=1)
    assert letter == "E" and words.lower() == action_name(ActionKind.BRIBE, Catalog.load(language).tr).lower()
