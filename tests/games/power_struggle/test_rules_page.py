"""The in-app rules of Power Struggle say what the game does: the page put the bribed Communications card's extra
action "at the end of the meeting", where the game (P14) plays it at its start, after the Chairman's privilege; its
bribe left out that a player who refused and then accepted the second offer loses no employee (P17), and more that
the game applies (P15, P17, D8)."""

from __future__ import annotations

import html
import re

import pytest

from suite.ui.rules_dialog import rules_file

EXTRA_ACTION = {
    "en": ("At the start of the meeting, after the Chairman's privilege, take one extra action", "At the end of the "
           "meeting, after the Chairman"),
    "fr": ("Au début du comité, après le privilège du PDG, faites une action de plus", "À la fin du comité, après le "
           "privilège"),
}  # fmt: skip


BRIBE = {
    "en": (
        "a player who refused your first offer and accepted your second loses none",  # P17, the tester's report
        "one at most even after refusing both offers",  # P17
        "it scores you no more corruption",  # P17: the first offer only
        "a face-down card stays face down",  # P15
        "more money for the same card, or any amount for another card",  # D8
    ),
    "fr": (
        "celui qui a refusé votre première offre puis accepté la seconde n’en perd aucun",
        "un seul même s’il a refusé les deux offres",
        "elle ne vous fait pas marquer de corruption",
        "une carte face cachée le reste",
        "plus d’argent pour la même carte, ou la somme de votre choix pour une autre carte",
    ),
}
"""What the bribe's paragraph says of what the game does, each with its ruling."""


def _page(lang: str) -> str:
    """The rules page, every run of spaces one space."""
    return re.sub(r"\s+", " ", html.unescape(rules_file("power-struggle", lang).read_text(encoding="utf-8")))


def _words(page: str) -> str:
    return re.sub(r"<[^>]+>", "", page).strip()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bribe_says_who_loses_an_employee_and_what_each_offer_does(lang: str) -> None:
    bribe = next(_words(item) for item in _page(lang).split("<li>") if _words(item).startswith("E "))
    missing = [said for said in BRIBE[lang] if said not in bribe]
    assert not missing, bribe


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_puts_the_extra_action_where_the_game_plays_it(lang: str) -> None:
    text = _words(_page(lang))
    said, wrong = EXTRA_ACTION[lang]
    assert said in text and wrong not in text
