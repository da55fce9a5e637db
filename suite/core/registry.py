"""The games the suite knows, by stable id (the id is written into every save).

A game is registered by a light ``GameEntry`` (its info, where its code is, where its table is),
and its code is imported on first use: the launcher shows every game without loading any rules,
and a command that plays one game loads only that one.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator

import attrs

from suite.core.game import GameInfo, GameModule


class UnknownGame(KeyError):
    def __init__(self, game_id: str, known: Iterable[str]) -> None:
        super().__init__(game_id)
        self.game_id = game_id
        self.known = tuple(known)

    def __str__(self) -> str:
        return f"unknown game {self.game_id!r}; known games: {', '.join(self.known)}"


@attrs.frozen
class GameEntry:
    """A game before its code is loaded: ``package`` holds its ``MODULE``; ``table`` is the import
    path of its Qt table (None: no table yet)."""

    info: GameInfo
    package: str
    table: str | None

    @classmethod
    def of(cls, module: GameModule) -> GameEntry:
        """The entry of a module already in hand (tests build registries of such)."""
        return cls(module.info, package="", table=module.table)


class Registry:
    """An ordered, duplicate-free collection of games, loaded on demand."""

    def __init__(self, games: Iterable[GameEntry | GameModule]) -> None:
        self._entries: dict[str, GameEntry] = {}
        self._modules: dict[str, GameModule] = {}
        for game in games:
            entry = game if isinstance(game, GameEntry) else GameEntry.of(game)
            if entry.info.id in self._entries:
                raise ValueError(f"two games share the id {entry.info.id!r}")
            self._entries[entry.info.id] = entry
            if isinstance(game, GameModule):
                self._modules[entry.info.id] = game

    def entries(self) -> tuple[GameEntry, ...]:
        """Every game, without loading any."""
        return tuple(self._entries.values())

    def __iter__(self) -> Iterator[GameModule]:
        """Every game's module (this loads them all)."""
        return (self.get(game_id) for game_id in self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def ids(self) -> tuple[str, ...]:
        return tuple(self._entries)

    def get(self, game_id: str) -> GameModule:
        entry = self._entries.get(game_id)
        if entry is None:
            raise UnknownGame(game_id, self._entries)
        if game_id not in self._modules:
            module = importlib.import_module(entry.package).MODULE
            if module.info != entry.info or module.table != entry.table:
                raise ValueError(f"{entry.package}.MODULE does not match its registry entry")
            self._modules[game_id] = module
        return self._modules[game_id]
