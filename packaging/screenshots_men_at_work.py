"""Screenshots of Men at Work in real windows, in French and English: a site in mid-game with a piece in the
person's hand, an accident (what fell outlined in red), the clean-up after one, and the end of a game.

Run by ``make screenshots`` under Xvfb. Each picture is a real position: a seeded game played by easy bots
up to the moment wanted, saved, and opened in the window from the file. The accident is a clumsy hand: the
piece due is swept sideways through the top of the tower (``sweep``); the rules say what falls.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from suite.core.game import IllegalAction
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules.actions import Place, PlaceStep
from suite.games.men_at_work.rules.state import Phase
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Kind, Pose
from suite.games.men_at_work.site.placement import Load, Move
from suite.games.men_at_work.table.table import MenAtWorkTable
from suite.persistence.paths import AppPaths
from suite.persistence.saves import save_match
from suite.persistence.settings import Settings, save_settings
from suite.ui.art import app_icon
from suite.ui.window import MainWindow

SIZE = (1440, 900)
NAMES = ("Camille", "Hugo", "Inès")
COLOURS = ("red", "blue", "green")
MODULE = REGISTRY.get("men-at-work")
GROWN = 20
"""Decisions played before a mid-game picture: the site has grown a storey or two."""


def wait(ms: int) -> None:
    """Lets the window live for ``ms`` (a loop of its own: quitting the application's would close it)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(ready: Callable[[], bool], ms: int) -> None:
    for _ in range(ms // 50):
        if ready():
            return
        wait(50)
    raise RuntimeError("the window never came to the picture's moment")


def played_until(seed: int, ready: Callable[[Match], bool]) -> Match:
    """A game from ``seed`` played by easy bots for every seat (the first one is a person's in the window) up to
    the moment ``ready``."""
    seats = [Seat(name, colour, "human" if i == 0 else "easy")
             for i, (name, colour) in enumerate(zip(NAMES, COLOURS, strict=True))]  # fmt: skip
    match = Match(MODULE, MODULE.options_type(players=len(seats)), seats, seed)
    bot = MODULE.make_bot("easy")
    while not ready(match):
        if match.chance_step() is None:
            if match.to_move() is None:
                raise RuntimeError(f"the game of seed {seed} ended before the picture's moment")
            match.apply(match.bot_action(bot))
    return match


def placing(seat: int) -> Callable[[Match], bool]:
    """Mid-game, ``seat`` about to start a try."""

    def ready(match: Match) -> bool:
        s = match.state
        return match.cursor >= GROWN and match.to_move() == seat and s.phase is Phase.PLACE and not s.placed

    return ready


def over(match: Match) -> bool:
    return match.to_move() is None


def sweep(match: Match) -> Place | None:
    """The piece due, swept sideways through the top of the tower, from the left or the right, at a few heights
    about its highest girder: the sweep that brings the most pieces down, leaving some to clear (None if none
    does: a knocked hard hat alone goes back on its head)."""
    s = match.state
    step = next(a for a in match.rules.legal_actions(s) if isinstance(a, PlaceStep))
    load = Load(step.load, 0.0) if step.load is not None else None
    site = Site.build(s.site)
    highest = site.highest_girder()
    top = site.piece(highest).pose if highest is not None else Pose(0.0, 40.0)
    best: tuple[int, Place] | None = None
    for side in (-1.0, 1.0):
        for dy in (0.0, -12.0, -25.0, 5.0):
            start = Pose(top.x + side * 170.0, top.y + dy)
            if not site.is_free(step.kind, start):
                continue
            path = tuple(Pose(start.x - side * 4.0 * n, start.y) for n in range(90))
            action = Place(Move(step.kind, step.colours[0] if step.colours else None, load, path))
            try:
                after = match.rules.apply(s, action)
            except IllegalAction:
                continue
            fell = sum(isinstance(e, E.PieceFell) and e.kind is not Kind.HAT for e in after.events)
            if fell and after.phase is Phase.CLEAN and (best is None or fell > best[0]):
                best = (fell, action)
    return best[1] if best is not None else None


def accident_ready(seat: int, seed: int) -> tuple[Match, Place]:
    """A game in mid-game at ``seat``'s try, from the first seed on from ``seed`` where a sweep brings pieces
    down, and that sweep."""
    for attempt in range(seed, seed + 20):
        match = played_until(attempt, placing(seat))
        action = sweep(match)
        if action is not None:
            return match, action
    raise RuntimeError("no sweep brings anything down")


def positions(folder: Path) -> dict[str, Path]:
    """The games of the pictures, each saved to a file (the window opens them as a person opens a save)."""
    mid, _ = accident_ready(0, 7)
    before_clean_up, action = accident_ready(2, 11)
    before_clean_up.apply(action)
    assert before_clean_up.to_move() == 0, "the next player clears the site: the person"
    games = {"mid": mid, "clean-up": before_clean_up, "end": played_until(5, over)}
    return {name: save_match(match, folder / f"{name}.ludotheque") for name, match in games.items()}


def shoot(out: Path, language: str, saves: dict[str, Path]) -> None:
    paths = AppPaths(root=Path(tempfile.mkdtemp()))
    save_settings(Settings(language=language), paths)
    window = MainWindow(paths)
    window.resize(*SIZE)
    window.show()
    wait(300)

    def save(name: str) -> None:
        window.grab().save(str(out / f"men-at-work-{name}-{language}.png"))

    def opened(name: str) -> MenAtWorkTable:
        window.open_file(saves[name])
        table = window.page.table
        assert isinstance(table, MenAtWorkTable)
        wait_for(lambda: table.player == 0 and not table.clock.isActive(), 20000)
        return table

    table = opened("mid")
    view = table.site_view
    site = table.live.site
    top = max(site.top(i) for i in site.ids())
    hand = [QPointF(-120.0, top + 55.0), QPointF(-90.0, top + 45.0), QPointF(-60.0, top + 35.0)]
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.transform().map(hand[0]).toPoint())  # fmt: skip
    for point in hand[1:]:
        wait(120)
        QTest.mouseMove(view, view.transform().map(point).toPoint())
    wait(500)
    if not table.holding:
        raise RuntimeError("the piece was not taken")
    save("held")
    QTest.mouseClick(view, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     view.transform().map(hand[-1]).toPoint())  # fmt: skip
    wait(200)

    action = sweep(window.page.match)
    assert action is not None, "the saved game was chosen for its sweep"
    window.page.controller.submit(action)
    wait_for(lambda: bool(view.marks) and table.script is None and table.settled is None, 30000)
    wait(300)
    save("accident")

    opened("clean-up")
    wait(300)
    save("clean-up")

    window.open_file(saves["end"])
    wait_for(lambda: window.page.table.banner.isVisible(), 20000)
    wait(300)
    save("end")
    window.close()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    app.setWindowIcon(app_icon())
    with tempfile.TemporaryDirectory() as folder:
        saves = positions(Path(folder))
        for language in ("en", "fr"):
            shoot(out, language, saves)
    print(f"Men at Work screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
