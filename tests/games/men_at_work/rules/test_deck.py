"""The instruction cards (M7, M8): the deck's data, the shuffle with Boss Rita, the Foreman hands."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from suite.core.rng import Rng
from suite.games.men_at_work.constants import DECK_SIZE, RITA
from suite.games.men_at_work.rules import deck
from suite.games.men_at_work.rules.deck import CARDS, Back, Front, Instruction, instruction
from suite.games.men_at_work.site.pieces import Colour, Kind

RULEBOOK_FRONTS = {
    (1, 3), (2, 2), (3, 1), (3, 3), (3, 6), (4, 5), (5, 2), (5, 4), (5, 5), (5, 9),
    (6, 4), (6, 6), (7, 1), (8, 8), (8, 9), (9, 4), (10, 6), (11, 8), (12, 7),
}  # fmt: skip


def test_the_deck_holds_36_cards_with_the_backs_and_fronts_of_m8() -> None:
    assert len(CARDS) == DECK_SIZE == 36
    assert [c.id for c in CARDS] == list(range(36))
    backs = Counter((c.back.what, frozenset(c.back.colours)) for c in CARDS)
    assert sum(n for (what, _), n in backs.items() if what is Kind.GIRDER) == 18
    assert sum(n for (what, _), n in backs.items() if what is Kind.WORKER) == 18
    assert len(backs) == 12 and set(backs.values()) == {3}, "each colour pair 3 times per type"
    fronts = [(c.front.girder_rule, c.front.worker_rule) for c in CARDS]
    assert len(set(fronts)) == 36 and set(fronts) >= RULEBOOK_FRONTS
    assert {g for g, _ in fronts} == set(range(1, 13)) and {w for _, w in fronts} == set(range(1, 10))


def test_a_damaged_deck_file_is_refused(tmp_path: Path) -> None:
    raw = json.loads(deck.DECK_FILE.read_text(encoding="utf-8"))
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"cards": raw["cards"][:35]}), encoding="utf-8")
    with pytest.raises(ValueError, match="35 cards"):
        deck.load(path)
    raw["cards"][3]["front"]["girder_rule"] = 13
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ValueError, match="card 3"):
        deck.load(path)


def test_what_comes_from_the_back_and_how_from_the_front() -> None:
    front = Front(girder_rule=7, worker_rule=4)
    girder = instruction(Back(Kind.GIRDER, (Colour.BLACK, Colour.WHITE)), front)
    worker = instruction(Back(Kind.WORKER, (Colour.ORANGE, Colour.PURPLE)), front)
    assert girder == Instruction(what=Kind.GIRDER, colours=(Colour.BLACK, Colour.WHITE), rule=7)
    assert worker == Instruction(what=Kind.WORKER, colours=(Colour.ORANGE, Colour.PURPLE), rule=4)


@pytest.mark.parametrize("seed", range(40))
def test_rita_lies_7th_to_10th_from_the_top(seed: int) -> None:
    order, hands = deck.shuffled(3, foreman=False, rng=Rng(seed))
    assert hands == ()
    assert 7 <= order.index(RITA) + 1 <= 10
    assert sorted(order) == [*range(36), RITA]
    assert deck.valid_setup(order, hands, 3, foreman=False)


def test_foreman_hands_are_dealt_before_rita_goes_in() -> None:
    order, hands = deck.shuffled(5, foreman=True, rng=Rng(4))
    assert len(hands) == 5 and all(len(hand) == 2 for hand in hands)
    assert len(order) == 36 - 10 + 1 and 7 <= order.index(RITA) + 1 <= 10
    assert deck.valid_setup(order, hands, 5, foreman=True)
    assert not deck.valid_setup(order, hands, 5, foreman=False)
    assert not deck.valid_setup(order, hands[:4], 5, foreman=True)


def test_a_setup_with_rita_out_of_place_or_a_card_twice_is_not_valid() -> None:
    order, _ = deck.shuffled(2, foreman=False, rng=Rng(1))
    cards = [c for c in order if c != RITA]
    assert not deck.valid_setup((RITA, *cards), (), 2, foreman=False)
    assert not deck.valid_setup((*cards[:6], RITA, *cards[6:-1], cards[0]), (), 2, foreman=False)
