"""The board view shows the whole board without scroll bars whenever it can be scaled to fit; a
window too small for a table's smallest scale scrolls."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from suite.ui.board.board_view import BoardView


def shown(qtbot, min_scale: float, first: tuple[int, int], then: tuple[int, int]) -> BoardView:
    scene = QGraphicsScene(0, 0, 1600, 1000)
    view = BoardView(scene, min_scale=min_scale)
    scene.setParent(view)  # the view does not own its scene
    qtbot.addWidget(view)
    view.resize(*first)
    view.show()
    qtbot.waitExposed(view)
    view.resize(*then)
    qtbot.waitUntil(lambda: view.width() == then[0])
    return view


def test_a_board_that_fits_has_no_scroll_bars_even_after_a_smaller_first_layout(qtbot) -> None:
    view = shown(qtbot, 0.0, first=(300, 200), then=(1000, 640))
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
    assert abs(view.transform().m11() - min(998 / 1600, 638 / 1000)) < 1e-9
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(board), "the whole board is on screen"


def test_a_window_below_the_smallest_scale_scrolls(qtbot) -> None:
    view = shown(qtbot, 0.8, first=(1000, 640), then=(600, 400))
    assert view.transform().m11() == 0.8
    assert view.horizontalScrollBar().isVisible() and view.horizontalScrollBar().maximum() > 0
