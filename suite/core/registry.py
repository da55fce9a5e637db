"""The games the suite knows, by stable id (the id is written into every save)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from suite.core.game import GameModule


class UnknownGame(KeyError):
    def __init__(self, game_id: str, known: Iterable[str]) -> None:
        super().__init__(game_id)
        self.game_id = game_id
        self.known = tuple(known)

    def __str__(self) -> str:
        return f"unknown game {self.game_id!r}; known games: {', '.join(self.known)}"


class Registry:
    """An ordered, duplicate-free collection of game modules."""

    def __init__(self, modules: Iterable[GameModule]) -> None:
        self._modules: dict[str, GameModule] = {}
        for module in modules:
            if module.info.id in self._modules:
                raise ValueError(f"two games share the id {module.info.id!r}")
            self._modules[module.info.id] = module

    def __iter__(self) -> Iterator[GameModule]:
        return iter(self._modules.values())

    def __len__(self) -> int:
        return len(self._modules)

    def ids(self) -> tuple[str, ...]:
        return tuple(self._modules)

    def get(self, game_id: str) -> GameModule:
        try:
            return self._modules[game_id]
        except KeyError:
            raise UnknownGame(game_id, self._modules) from None
