"""The registry of games: stable ids, no duplicates, and a clear message for an unknown id.

The id is written into every save, so a save naming a game this version lacks must fail with a
message that says which games exist.
"""

from __future__ import annotations

import subprocess
import sys

import attrs
import pytest

from suite.core.game import GameModule
from suite.core.registry import GameEntry, Registry, UnknownGame
from suite.games import BUILTIN_GAMES, REGISTRY
from suite.games.buro_crazy import MODULE as BURO_CRAZY


def _renamed(game_id: str) -> GameModule:
    return attrs.evolve(BURO_CRAZY, info=attrs.evolve(BURO_CRAZY.info, id=game_id))


def test_the_builtin_games_are_registered_in_order() -> None:
    assert REGISTRY.ids() == tuple(entry.info.id for entry in BUILTIN_GAMES)
    assert REGISTRY.entries() == BUILTIN_GAMES
    assert [module.info for module in REGISTRY] == [entry.info for entry in BUILTIN_GAMES]
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


def test_listing_the_games_loads_none_of_their_code() -> None:
    """The launcher lists every game from its entry; rules, bots and tables load on first use."""
    code = (
        "import sys; from suite.games import REGISTRY; [e.info.name for e in REGISTRY.entries()]; "
        "print([m for m in ('suite.games.buro_crazy.rules', 'suite.games.power_struggle.rules', 'numpy') "
        "if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_a_module_that_does_not_match_its_entry_is_refused() -> None:
    entry = GameEntry(attrs.evolve(BURO_CRAZY.info, minutes=1), "suite.games.buro_crazy", BURO_CRAZY.table)
    with pytest.raises(ValueError, match="does not match"):
        Registry([entry]).get("buro-crazy")
