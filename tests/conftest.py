"""Sweeps marked ``slow`` (hundreds of whole games) run only when asked for: ``pytest -m slow``.
A test that drives Qt collects Python's cycles on the GUI thread, as the app does
(``suite.ui.collector``), and ends with every mouse button up: QTest keeps the buttons' state for
the whole process (a ``mouseDClick`` leaves the left one down), and a Men at Work test that left its
buttons down made the Power Struggle and shell tests after it time out, their clicks lost."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.mouse_state import release_every_button


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="a long sweep: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def like_the_app(request: pytest.FixtureRequest) -> Iterator[None]:
    if "qtbot" not in request.fixturenames:
        yield
        return
    from suite.ui.collector import collect_on_gui_thread

    collect_on_gui_thread(request.getfixturevalue("qapp"))
    yield
    release_every_button()


@pytest.fixture(autouse=True)
def leaving(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The answers to the window's question whether to leave an action begun on the board, first in first
    out; asked with none left, the answer is "leave". In the app the question is a modal box, which would hold a
    test (and its window's closing) for ever."""
    answers: list[bool] = []
    if "qtbot" in request.fixturenames:
        from suite.ui.window import MainWindow

        monkeypatch.setattr(MainWindow, "_ask_to_leave", lambda self: answers.pop(0) if answers else True)
    return answers
