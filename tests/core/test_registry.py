"""The registry of games: stable ids, no duplicates, and a clear message for an unknown id.

The id is written into every save, so a save naming a game this version lacks must fail with a
message that says which games exist.
"""

from __future__ import annotations

import attrs
import pytest

from suite.core.game import GameModule
from suite.core.registry import Registry, UnknownGame
from suite.games import BUILTIN_GAMES, REGISTRY
from suite.games.buro_crazy import MODULE as BURO_CRAZY


def _renamed(game_id: str) -> GameModule:
    return attrs.evolve(BURO_CRAZY, info=attrs.evolve(BURO_CRAZY.info, id=game_id))


def test_the_builtin_games_are_registered_in_order() -> None:
    assert REGISTRY.ids() == tuple(m.info.id for m in BUILTIN_GAMES)
    assert list(REGISTRY) == list(BUILTIN_GAMES)
    assert len(REGISTRY) == len(BUILTIN_GAMES)
    assert "buro-crazy" in REGISTRY.ids()
    assert REGISTRY.get("buro-crazy") is BURO_CRAZY


def test_every_game_describes_itself() -> None:
    for module in REGISTRY:
        info = module.info
        assert info.id and info.id == info.id.lower() and " " not in info.id
        assert 1 <= info.min_players <= info.max_players
        assert module.rules.info == info
        assert module.default_options(info.min_players) is not None


def test_two_games_may_not_share_an_id() -> None:
    with pytest.raises(ValueError, match="buro-crazy"):
        Registry([BURO_CRAZY, _renamed("buro-crazy")])


def test_an_unknown_id_names_the_known_games() -> None:
    registry = Registry([BURO_CRAZY, _renamed("other-game")])
    with pytest.raises(UnknownGame) as raised:
        registry.get("chess")
    message = str(raised.value)
    assert "'chess'" in message and "buro-crazy" in message and "other-game" in message
    assert raised.value.known == ("buro-crazy", "other-game")
    assert isinstance(raised.value, KeyError)


def test_an_empty_registry_still_explains() -> None:
    with pytest.raises(UnknownGame, match="unknown game 'x'"):
        Registry([]).get("x")
