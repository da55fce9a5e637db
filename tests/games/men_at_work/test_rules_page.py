"""The in-app rules of Men at Work say how the window works as it does: a person dragged the background to
move the view, as they said, took the chosen piece instead and dropped it on his tower; he also pressed on
the reserve and dragged, as they said, and nothing came."""

from __future__ import annotations

import html
import re

import pytest

from suite.ui.rules_dialog import rules_file

SAID = {
    "en": ("press its button beside the site (Take a purple girder", "middle button"),
    "fr": ("appuyez sur son bouton à côté du chantier (Prendre une poutre violette", "bouton du milieu"),
}
"""The rules said to click the piece in the reserve, which does nothing: its button beside the site takes it."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_says_how_to_take_a_piece_and_move_the_view(lang: str) -> None:
    page = re.sub(r"\s+", " ", html.unescape(rules_file("men-at-work", lang).read_text(encoding="utf-8")))
    text = re.sub(r"<[^>]+>", "", page)
    for words in SAID[lang]:
        assert words in text, words
    assert "dragging the background moves the site" not in text and "faire glisser le fond déplace" not in text
