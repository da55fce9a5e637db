"""A person's hand at the Men at Work table, made of real mouse events (``QTest``): clicking the panel's
buttons, choosing the piece a placement needs, dragging it down a recorded path, and a whole decision made
the simple way (``decide``: the site inspector's placement, the first piece lifted, the instruction kept).

Two things a person does differently from these helpers are set by them instead:

- the angle: the wheel turns the held piece in steps of 5° (``table.TURN_STEP``), which cannot hit a
  recorded angle exactly, so ``table.angle`` is set to the path's angle before the press;
- the start: a descent starts 60 mm above the column it comes down, often above the part of the site the
  view shows; the piece is taken at the first pose of the path inside the view, which is as free as the
  ones above it (the path comes straight down through empty space). A path that ends beside the view (a
  new support beyond the site's margin) is brought into it as a person would, zooming out with the - key.

Mouse positions are whole pixels, so the poses the hand is given are the path's within half a pixel (about
half a millimetre in a window of 1280 × 800, a little more once zoomed out).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from suite.games.men_at_work.rules.actions import PlaceStep
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.placement import Move
from suite.games.men_at_work.table import table as table_module
from suite.games.men_at_work.table.table import MenAtWorkTable

STEP_MS = 30
"""Milliseconds between two mouse moves of a drag: about two ticks of the table's clock."""
ZOOMS_OUT = 6
"""How many times the - key may zoom out (0.8 each) to bring a path's end into view."""
HOLD_MS = 400
"""How long the hand stays at the path's last pose before letting go, as the recorded paths do."""


def pixel(table: MenAtWorkTable, x: float, y: float) -> QPoint:
    """Where the site point (x, y) mm is on the screen now."""
    return table.site_view.transform().map(QPointF(x, y)).toPoint()


def inside(table: MenAtWorkTable, x: float, y: float) -> bool:
    return table.site_view.rect().adjusted(4, 4, -4, -4).contains(pixel(table, x, y))


def buttons(table: MenAtWorkTable) -> list[QPushButton]:
    layout = table.panel.buttons
    found = [layout.itemAt(i).widget() for i in range(layout.count())]
    return [button for button in found if isinstance(button, QPushButton)]


def click(table: MenAtWorkTable, text: str) -> None:
    """Clicks the panel's button that reads ``text`` (its start is enough)."""
    shown = buttons(table)
    button = next((b for b in shown if b.text().startswith(text)), None)
    assert button is not None, f"no button {text!r} among {[b.text() for b in shown]}"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _offered(table: MenAtWorkTable, move: Move | None) -> bool:
    """Whether the buttons offer the piece ``move`` places (its kind and its load)."""
    load = move.load.kind if move is not None and move.load is not None else None
    return move is not None and any(
        isinstance(s, PlaceStep) and s.kind is move.kind and s.load is load for s in table.legal
    )


def choose_piece(table: MenAtWorkTable, move: Move) -> None:
    """Clicks the reserve button of the piece ``move`` places (its colour and its load), unless it is chosen."""
    load = move.load.kind if move.load is not None else None
    options = [(s, c) for s in table.legal if isinstance(s, PlaceStep) for c in (s.colours or (None,))]
    wanted = next((o for o in options if o[0].kind is move.kind and o[0].load is load and o[1] == move.colour), None)
    assert wanted is not None, f"the piece {move.kind}, {move.colour}, {load} is not among {options}"
    if table.choice != wanted:
        click(table, table_module._step_text(*wanted))
    assert table.choice == wanted, "the button chose the piece"


def drag_along(qtbot, table: MenAtWorkTable, move: Move) -> None:
    """Takes the piece at the first pose of ``move``'s path inside the view, moves the mouse down the rest of
    the path (about one pose per tick of the hand), holds it at the last pose, and lets go."""
    view = table.site_view
    path = move.path
    for _ in range(ZOOMS_OUT):
        if inside(table, path[-1].x, path[-1].y):
            break
        QTest.keyClick(view, Qt.Key.Key_Minus)
    start = next((i for i, pose in enumerate(path) if inside(table, pose.x, pose.y)), None)
    assert start is not None, f"the path {path[0]} .. {path[-1]} is nowhere in the view {view.shown}"
    first = path[start]
    table.angle = first.angle
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, first.x, first.y))
    assert table.holding, f"the piece could not be taken at {first} (the view showed {view.shown})"
    ticks = max(1, round(STEP_MS / table_module.FRAME_MS))
    for pose in path[start + ticks :: ticks]:
        QTest.mouseMove(view, pixel(table, pose.x, pose.y))
        qtbot.wait(STEP_MS)
    last = path[-1]
    QTest.mouseMove(view, pixel(table, last.x, last.y))
    qtbot.wait(HOLD_MS)
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, last.x, last.y))
    assert not table.holding and table.own is not None, "letting go of the button lets go of the piece"


def decide(qtbot, table: MenAtWorkTable) -> str:
    """The person's answer to the decision the table offers, and its name: "Keep the instruction" to a Foreman
    choice, the first "Put … back in the reserve" button in a clean-up, "Call the site inspector" when no ghost is
    shown, else the ghost's placement made by hand."""
    assert table.player is not None and buttons(table), "the person is asked and offered buttons"
    view: State = table.frame.view
    if view.phase is Phase.FOREMAN:
        click(table, "Keep the instruction")
        return "keep"
    if view.phase is Phase.CLEAN:
        click(table, "Put ")
        return "lift"
    assert view.phase is Phase.PLACE, f"no placement is asked for now ({view.phase})"
    if view.ghost is None:
        click(table, "Call the site inspector")
        return "inspector"
    assert list(table.site_view.ghost), "the window draws the inspector's ghost"
    # Under a heavy load the ghost read here once named the piece just placed while the buttons offered the next
    # one; the rules never leave such a ghost (the inspector's tests), so the table is given time to settle.
    qtbot.waitUntil(lambda: _offered(table, table.frame.view.ghost), timeout=5000)
    view = table.frame.view
    choose_piece(table, view.ghost)
    drag_along(qtbot, table, view.ghost)
    return "drag"
