"""Sweeps marked ``slow`` (hundreds of whole games) run only when asked for: ``pytest -m slow``.
A test that drives Qt collects Python's cycles on the GUI thread, as the app does
(``suite.ui.collector``)."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="a long sweep: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def gui_thread_collector(request: pytest.FixtureRequest) -> None:
    if "qtbot" in request.fixturenames:
        from suite.ui.collector import collect_on_gui_thread

        collect_on_gui_thread(request.getfixturevalue("qapp"))
