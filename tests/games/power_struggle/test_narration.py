"""Every event, prompt, decision and result of random games can be told, in English and French."""

from __future__ import annotations

import pytest

from suite.core.game import CHANCE
from suite.core.i18n import Catalog
from suite.games.power_struggle import MODULE
from suite.games.power_struggle import narration as N
from suite.games.power_struggle.constants import HIDDEN, ActionKind, EventCard
from suite.games.power_struggle.rules.events import BribeOffered, CertificateBought, DepartmentsMerged, PinatsPaid
from tests.games.power_struggle.positions import NAMES, RULES, random_game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_random_games_can_be_told(lang: str) -> None:
    tr = Catalog.load(lang).tr
    for seed, players in ((1, 3), (2, 4), (3, 5)):
        log, states = random_game(seed, players)
        names = NAMES[:players]
        for s, action in zip(states, log, strict=False):
            assert N.prompt(s, names, tr)
            if RULES.to_move(s) is not CHANCE:
                assert all(N.action(a, tr) for a in RULES.legal_actions(s))
            assert N.action(action, tr)
        for s in states:
            for viewer in (0, None):
                for e in RULES.view(s, viewer).events:
                    N.event(e, names, tr)
        assert N.prompt(states[-1], names, tr) == tr("The game is over.")
        lines = N.result(states[-1], names, tr)
        assert len(lines) == players + 1


def test_hidden_amounts_are_told_as_secret() -> None:
    tr = Catalog.load("en").tr
    assert N.event(BribeOffered(player=0, target=1, card=2, amount=HIDDEN), list(NAMES), tr) == (
        "Blue offers Yellow a bribe of a secret amount for the Communications card."
    )
    assert (
        N.event(PinatsPaid(payer=0, payee=1, amount=350_000, bribe=True), list(NAMES), tr)
        == "Blue pays 350,000 Pinats to Yellow."
    )


def test_every_name_has_words() -> None:
    tr = Catalog.load("en").tr
    assert all(N.action_name(kind, tr) for kind in ActionKind)
    assert all(N.event_card_name(card, tr) for card in EventCard)
    assert MODULE.narration is N


@pytest.mark.parametrize(("lang", "text"), [("en", "1,150,000 Pinats"), ("fr", "1\u202f150\u202f000 Pinats")])
def test_amounts_group_their_digits_as_the_language_does(lang: str, text: str) -> None:
    assert N.pinats(1_150_000, Catalog.load(lang).tr) == text


@pytest.mark.parametrize(
    ("lang", "merged", "bought"),
    [
        ("en", "5 employees stay, 1 dismissed", "pays for 1 share and receives a certificate of 2 shares"),
        ("fr", "5 employés restent, 1 licencié", "paie le prix de 1 action et reçoit un certificat de 2 actions"),
    ],
)
def test_counts_take_their_plural_in_both_languages(lang: str, merged: str, bought: str) -> None:
    tr = Catalog.load(lang).tr
    assert merged in N.event(DepartmentsMerged(player=0, to_division=1, to_row=0, employees=5, dismissed=1), NAMES, tr)  # type: ignore[operator]
    assert bought in N.event(CertificateBought(player=0, paid=1, shares=2), NAMES, tr)  # type: ignore[operator]
