"""Buro Crazy in words, as the log, the status line and the memo tell it, in English and French."""

from __future__ import annotations

import attrs
import pytest

from suite.core.game import Why
from suite.core.i18n import Catalog
from suite.games.buro_crazy import MODULE, narration
from suite.games.buro_crazy.bots.explain import FINAL, WILD_LET_GO
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.buro_crazy.rules.state import SCHEDULE, empty_board
from suite.games.buro_crazy.table.captions import captions

NAMES = ["Ann", "Bea", "Hugo"]
TWENTY = (0, 0, 0, 0, 1)
NOTHING = (0, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("lang", "level", "told"),
    [
        ("fr", 0, "Duel sur les marches\u00a0: Ann mise 20"),
        ("fr", 1, "Duel au rez-de-chaussée\u00a0: Ann mise 20"),
        ("fr", 2, "Duel au 1er étage\u00a0: Ann mise 20"),
        ("fr", 3, "Duel en finale\u00a0: Ann mise 20"),
        ("en", 1, "Duel on the ground floor: Ann bids 20"),
    ],
)
def test_a_duel_is_placed_with_the_right_preposition(lang: str, level: int, told: str) -> None:
    """French read "Duel sur le rez-de-chaussée" and "le duel sur le 1er étage": one is on the steps,
    but at a floor."""
    line = narration.event(E.BidsRevealed(level, 0, 0, 1, TWENTY, NOTHING), NAMES, Catalog.load(lang).tr)
    assert line is not None and line.startswith(told)


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("en", "Duel on the steps: Ann bids 20, Bea bids nothing."),
        ("fr", "Duel sur les marches\u00a0: Ann mise 20, Bea ne mise rien."),
    ],
)
def test_an_empty_bid_is_revealed_as_nothing(lang: str, told: str) -> None:
    """It read "Bea bids 0 (0)"."""
    assert narration.event(E.BidsRevealed(0, 0, 0, 1, TWENTY, NOTHING), NAMES, Catalog.load(lang).tr) == told


@pytest.mark.parametrize(
    ("lang", "cards", "told"),
    [("en", NOTHING, "bid nothing"), ("fr", NOTHING, "ne rien miser"), ("en", TWENTY, "bid 20")],
)
def test_an_empty_bid_is_hinted_as_nothing(lang: str, cards: tuple[int, ...], told: str) -> None:
    """The hint read "the hard bot would bid 0 (0)", "choisirait de miser 0 (0)"."""
    assert narration.action(Bid(cards), Catalog.load(lang).tr) == told


@pytest.mark.parametrize(
    ("lang", "cards", "told"),
    [("en", (0, 1, 1, 0, 0), "bid 7 (5+2)"), ("fr", (0, 1, 0, 0, 0), "miser 2")],
)
def test_a_bid_names_its_cards_only_when_there_are_several(lang: str, cards: tuple[int, ...], told: str) -> None:
    """The hint read "Conseil du robot difficile : miser 2 (2)."."""
    assert narration.action(Bid(cards), Catalog.load(lang).tr) == told


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("en", "Bea loses the final and, having bid nothing, puts nothing on the roof."),
        ("fr", "Bea perd la finale et, n’ayant rien misé, ne pose rien sur le toit."),
    ],
)
def test_a_final_lost_without_a_bid_puts_nothing_on_the_roof(lang: str, told: str) -> None:
    """It read "Bea perd la finale et pose aussi 0 point sur le toit."."""
    assert narration.event(E.CardsToRoof(1, NOTHING, "final"), NAMES, Catalog.load(lang).tr) == told


def test_the_french_prompt_says_at_which_floor() -> None:
    """Ann and Bea meet in the left office of the first floor."""
    board = [list(row) for row in empty_board()]
    board[2][0:2] = [0, 1]
    state = MODULE.rules.new_state(MODULE.default_options(3), 3)
    state = attrs.evolve(state, board=tuple(map(tuple, board)), duel=SCHEDULE.index((2, 0)))
    prompt = narration.prompt(state, NAMES, Catalog.load("fr").tr)
    assert prompt == "Ann\u00a0: choisissez votre mise contre Bea pour le duel au 1er étage."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Ann: choose your bid against Bea for the duel in the final."),
    ("fr", "Ann\u00a0: choisissez votre mise contre Bea pour le duel en finale."),
])  # fmt: skip
def test_the_prompt_names_the_final_as_the_duel_sign_does(lang: str, said: str) -> None:
    """The sign read "The final, for the boss's suite" and the prompt beside it "the duel on the second floor"."""
    board = [list(row) for row in empty_board()]
    board[3][0:2] = [0, 1]
    state = MODULE.rules.new_state(MODULE.default_options(3), 3)
    state = attrs.evolve(state, board=tuple(map(tuple, board)), duel=len(SCHEDULE) - 1)
    assert narration.prompt(state, NAMES, Catalog.load(lang).tr) == said


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("en", "The kitchen cannot pay 9: Bea gets nothing."),
        ("fr", "La cuisine ne peut pas payer 9\u00a0: Bea ne reçoit rien."),
    ],
)
def test_a_kitchen_that_pays_nothing_is_said_so(lang: str, told: str) -> None:
    """It read "Bea takes 0 points from the kitchen. The kitchen had no more." """
    assert narration.event(E.KitchenPaid(1, 9, NOTHING), NAMES, Catalog.load(lang).tr) == told


def test_the_memo_says_the_kitchen_paid_nothing() -> None:
    """It read "Bea should get 9 from the kitchen, but it only had 0." """
    events = [E.BidsRevealed(0, 0, 0, 1, TWENTY, (1, 0, 2, 0, 0)), E.KitchenPaid(1, 9, NOTHING),
              E.DuelWon(0, 0, 0, 1)]  # fmt: skip
    caption = captions(events, NAMES)[0]()
    assert caption == "Ann wins 20 to 11 and climbs. Bea should get 9 from the kitchen, but it cannot pay it."


@pytest.mark.parametrize(("lang", "told"), [
    ("en", "The figures take their places on the steps: Ann, an empty space, Bea."),
    ("fr", "Les pions prennent place sur les marches\u00a0: Ann, une place vide, Bea."),
])  # fmt: skip
def test_an_empty_space_on_the_steps_is_named(lang: str, told: str) -> None:
    """The line ended "…, Player 1, —.": the dash said nothing of the space left empty."""
    assert narration.event(E.FiguresPlaced((0, -1, 1)), NAMES, Catalog.load(lang).tr) == told


def test_a_loser_who_bid_nothing_takes_no_bid_back() -> None:
    """The memo read "Hugo takes the bid back and gets the difference, 7, from the kitchen" for a Hugo who had
    bid nothing."""
    events = [E.BidsRevealed(0, 0, 0, 1, TWENTY, NOTHING), E.KitchenPaid(1, 20, TWENTY), E.DuelWon(0, 0, 0, 1)]
    caption = captions(events, NAMES)[0]()
    assert caption == ("Ann wins 20 to nothing and climbs. Bea bid nothing and gets the difference, 20, from the "
                       "kitchen.")


@pytest.mark.parametrize(
    ("paid", "english"),
    [
        (NOTHING, "The kitchen cannot pay 1: Bea gets nothing."),
        ((0, 0, 1, 0, 0), "Bea takes 5 points of the 6 owed from the kitchen: it could pay no more."),
    ],
)
def test_a_kitchen_that_pays_less_than_owed_is_not_called_empty(paid: tuple[int, ...], english: str) -> None:
    """With 40 in two 10s and a 20 and no change in the supply, the kitchen owed 1 gives nothing (B8); the
    log said "The kitchen is empty" and the memo "but it is empty" while the board showed 40."""
    owed = 1 if paid == NOTHING else 6
    kitchen = E.KitchenPaid(1, owed, paid)
    assert narration.event(kitchen, NAMES, Catalog.load("en").tr) == english
    french = narration.event(kitchen, NAMES, Catalog.load("fr").tr)
    assert "vide" not in french and "pas plus" not in french
    events = [E.BidsRevealed(0, 0, 0, 1, TWENTY, (0, 0, 0, 1, 0)), kitchen, E.DuelWon(0, 0, 0, 1)]
    memo = captions(events, NAMES)[0]()
    assert "empty" not in memo and "only had" not in memo and "can" in memo


@pytest.mark.parametrize(
    ("english", "french"),
    [
        (
            Why(WILD_LET_GO, (92, 17)),
            "L’adversaire a misé n’importe comment jusqu’ici et peut miser jusqu’à 92\u00a0: "
            "autant lui faire payer le prix fort\u00a0; cette mise gagne dans 17\u00a0% des cas.",
        ),
        (
            Why(FINAL, (41,)),
            "Une fois sur deux, l’adversaire mise 41 ou plus\u00a0; en finale la mise perdante va aussi sur le "
            "toit\u00a0: cette mise risque peu.",
        ),
        ("In the final the loser's bid goes on the roof too.", "En finale, la mise perdante va aussi sur le toit."),
        ("winner", "victoire"),
        ("discarded", "écartées"),
    ],
)
def test_french_words_fit_any_player_and_agree(english: Why | str, french: str) -> None:
    """A player may be anyone: the hint said "laissez-le trop payer" and "le perdant paie aussi sa
    mise", the final count "gagnant" beside Ann; the two piles set aside are "écartées"."""
    tr = Catalog.load("fr").tr
    assert (english.told(tr) if isinstance(english, Why) else tr(english)) == french
