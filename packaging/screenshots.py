"""Screenshots of real windows: the launcher and a game in progress, in French and in English.

Run by ``make screenshots`` under Xvfb. Plays a seeded game between one person and bots up to a
point where the person must bid, so the picture shows a real position.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.art import app_icon
from suite.ui.window import MainWindow

SIZE = (1440, 900)
HUMAN_DUELS = 3
"""How many of the person's duels to play (with the hard bot's choices) before the picture."""


def wait(app: QApplication, ms: int) -> None:
    QTimer.singleShot(ms, app.quit)
    app.exec()


def shoot(out: Path, language: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setWindowIcon(app_icon())
    paths = AppPaths(root=Path(tempfile.mkdtemp()))
    save_settings(Settings(language=language), paths)
    window = MainWindow(paths)
    window.resize(*SIZE)
    window.show()
    wait(app, 600)
    window.grab().save(str(out / f"launcher-{language}.png"))

    module = REGISTRY.get("buro-crazy")
    names = ("Camille", "Bot Hugo", "Bot Inès", "Bot Jules")
    seats = [Seat(names[0], "red", "human")] + [
        Seat(name, colour, "normal") for name, colour in zip(names[1:], ("blue", "green", "yellow"), strict=True)
    ]
    window.open_match(Match(module, module.options_type(players=4), seats, 2026), None)
    controller = window.page.controller
    hard = module.bots["hard"]()
    asked = []
    controller.humanToAct.connect(lambda player, legal: asked.append(player))
    played = 0
    for _ in range(600):
        wait(app, 100)
        if controller.match.is_over():
            break
        if asked:
            asked.clear()
            if played == HUMAN_DUELS:
                break
            controller.submit(controller.match.bot_action(hard))
            played += 1
    wait(app, 800)
    window.grab().save(str(out / f"game-{language}.png"))
    window.close()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for language in ("en", "fr"):
        shoot(out, language)
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
