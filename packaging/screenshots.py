"""Screenshots of real windows: the launcher and a game in progress, in French and in English, at
the smallest window we support (1024×700), the usual one (1440×900) and a full HD screen.

Run by ``make screenshots`` under Xvfb. Plays a seeded game between one person and bots up to a
point where the person must bid, asks for a hint (its cards then lie in the bid area, with the hard
bot's reason), so the picture shows a real position.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.art import app_icon
from suite.ui.window import MainWindow

SIZES = ((1440, 900, ""), (1024, 700, "-1024x700"), (1920, 1080, "-1920x1080"))
"""Window sizes and the suffix of their pictures' names (none for the usual size)."""
HUMAN_DUELS = 3
"""How many of the person's duels to play (with the hard bot's choices) before the picture."""


def wait(ms: int) -> None:
    """Lets the window live for ``ms`` (a loop of its own: quitting the application's would close it)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(out: Path, language: str, width: int, height: int, suffix: str) -> None:
    paths = AppPaths(root=Path(tempfile.mkdtemp()))
    save_settings(Settings(language=language), paths)
    window = MainWindow(paths)
    window.resize(width, height)
    window.show()
    wait(600)
    window.grab().save(str(out / f"launcher-{language}{suffix}.png"))

    module = REGISTRY.get("buro-crazy")
    names = ("Camille", "Hugo", "Inès", "Jules")
    seats = [Seat(names[0], "red", "human")] + [
        Seat(name, colour, "normal") for name, colour in zip(names[1:], ("blue", "green", "yellow"), strict=True)
    ]
    window.open_match(Match(module, module.options_type(players=4), seats, 2026), None)
    controller = window.page.controller
    hard = module.make_bot("hard")
    asked = []
    controller.humanToAct.connect(lambda player, legal: asked.append(player))
    played = 0
    for _ in range(600):
        wait(100)
        if controller.match.is_over():
            break
        if asked:
            asked.clear()
            if played == HUMAN_DUELS:
                break
            controller.submit(controller.match.bot_action(hard))
            played += 1
    hinted = []
    controller.hintReady.connect(lambda action, why: hinted.append(action))
    controller.hint()
    for _ in range(200):
        wait(100)
        if hinted:
            break
    wait(400)
    window.grab().save(str(out / f"game-{language}{suffix}.png"))
    window.close()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    app.setWindowIcon(app_icon())
    for width, height, suffix in SIZES:
        for language in ("en", "fr"):
            shoot(out, language, width, height, suffix)
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
