"""The list of saved games tells how far each game has come in its own terms (a duel, a round and
service turn, a turn), in English and French, at every moment of a game."""

from __future__ import annotations

import pytest

from suite.core.i18n import Catalog
from suite.core.match import Match, Seat
from suite.games import REGISTRY


def progress_through(game: str, players: int, seed: int, lang: str, most: int) -> list[str]:
    """The progress told at each moment of a game among random bots, as an onlooker sees it, each text once."""
    module = REGISTRY.get(game)
    match = Match(module, module.default_options(players), [Seat(f"P{i}", "red") for i in range(players)], seed)
    tr = Catalog.load(lang).tr
    bot = module.make_bot("random")
    told: list[str] = []
    while not match.is_over() and match.cursor < most:
        text = module.narration.progress(match.rules.view(match.state, None), tr)
        if not told or told[-1] != text:
            told.append(text)
        if match.chance_step() is None:
            match.apply(match.bot_action(bot))
    return told


def test_buro_crazy_counts_the_duels_of_its_schedule() -> None:
    told = progress_through("buro-crazy", 4, 1, "en", 10_000)
    assert told[:3] == ["the piles are being dealt", "duel 1 of 15", "duel 2 of 15"]
    assert told[-1] == "duel 15 of 15"
    assert progress_through("buro-crazy", 4, 1, "fr", 60)[:2] == ["distribution des piles", "duel 1 sur 15"]


def test_power_struggle_counts_rounds_and_service_turns() -> None:
    told = progress_through("power-struggle", 4, 3, "en", 10_000)
    assert told[:4] == [
        "the initial placement",
        "round 1, Director's meeting",
        "round 1, service turn 1",
        "round 1, service turn 2",
    ]
    assert "round 2, Director's meeting" in told
    french = progress_through("power-struggle", 4, 3, "fr", 10_000)
    assert french[:3] == ["mise en place", "tour de jeu 1, comité de direction", "tour de jeu 1, tour de services 1"]
    assert "tour de jeu 2, comité de direction" in french


def test_men_at_work_counts_turns_and_says_when_boss_rita_has_come() -> None:
    told = progress_through("men-at-work", 2, 1, "en", 400)
    assert told[:3] == ["the start site is being built", "turn 1", "turn 2"]
    assert progress_through("men-at-work", 2, 1, "fr", 400)[:2] == ["construction du chantier de départ", "tour 1"]


@pytest.mark.parametrize("game", ["buro-crazy", "power-struggle", "men-at-work"])
def test_the_progress_never_goes_back(game: str) -> None:
    """Each new text is a later moment: the numbers it holds never decrease, read left to right."""
    told = progress_through(game, 3, 5, "en", 300)
    numbers = [tuple(int(word.strip(",")) for word in text.split() if word.strip(",").isdigit()) for text in told]
    counted = [n for n in numbers if n]
    assert len(counted) >= 2
    assert counted == sorted(counted)
