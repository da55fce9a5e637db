"""The in-app rules of Power Struggle explain every privilege card, in both languages: a player at the
window met the Chairman's privilege and the bribed Communications card's extra action with nothing in
the rules to say what they do."""

from __future__ import annotations

import html
import re

import pytest

from suite.core.i18n import Catalog
from suite.games.power_struggle.constants import PRIVILEGE_CARDS
from suite.games.power_struggle.narration import card_name
from suite.ui.rules_dialog import rules_file

SECTION = {"en": "The privilege cards", "fr": "Les cartes de privilège"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_privilege_card_has_its_two_sides_explained(lang: str) -> None:
    page = html.unescape(rules_file("power-struggle", lang).read_text(encoding="utf-8"))
    section = page.split(f"<h2>{SECTION[lang]}</h2>")[1].split("<h2>")[0]
    rows = re.findall(r"<tr><td><b>(.+?)</b></td>(.+?)</tr>", section, re.DOTALL)
    tr = Catalog.load(lang).tr
    assert sorted(name for name, _ in rows) == sorted(card_name(card, tr) for card in range(PRIVILEGE_CARDS))
    for name, sides in rows:
        cells = re.findall(r"<td( colspan=\"2\")?>(.+?)</td>", sides, re.DOTALL)
        assert sum(2 if wide else 1 for wide, _ in cells) == 2, name
        assert all(len(text.split()) >= 8 for _, text in cells), name


@pytest.mark.parametrize(
    ("lang", "birthday", "summer_party"),
    [
        ("en", "Birthday costs the Chairman and every division head but Communications'",
         "Summer Party every board member"),
        ("fr", "l’anniversaire coûte 100 000 au PDG et à chaque directeur sauf celui de la Communication",
         "le gala d’été 100 000 à chaque membre du conseil"),
    ],
)
def test_the_birthday_and_the_summer_party_name_who_pays(lang: str, birthday: str, summer_party: str) -> None:
    """The page said both cost "the heads and board members": the Birthday is the Chairman's and the
    heads' but Communications', the Summer Party the board's alone (the rulebook's event cards)."""
    page = " ".join(html.unescape(rules_file("power-struggle", lang).read_text(encoding="utf-8")).split())
    assert birthday in page and summer_party in page
