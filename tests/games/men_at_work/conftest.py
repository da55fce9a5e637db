"""The fifty-game sweep is marked ``slow``: it runs only when asked for (``pytest -m slow``)."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="a long sweep: run with -m slow")
    for item in items:
        if "slow" in item.keywords and HERE in Path(item.fspath).parents:
            item.add_marker(skip)
