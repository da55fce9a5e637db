"""The in-app rules of Power Struggle say what the game does: the page put the bribed Communications card's extra
action "at the end of the meeting", where the game (P14) plays it at its start, after the Chairman's privilege."""

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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_puts_the_extra_action_where_the_game_plays_it(lang: str) -> None:
    page = re.sub(r"\s+", " ", html.unescape(rules_file("power-struggle", lang).read_text(encoding="utf-8")))
    text = re.sub(r"<[^>]+>", "", page)
    said, wrong = EXTRA_ACTION[lang]
    assert said in text and wrong not in text
