"""Screenshots of Power Struggle in real windows, in French and English, at two window sizes:
the board mid-game, a bribe being answered, the event deck being ordered, a director's meeting
being shown, and the end screen.

Run by ``make screenshots`` under Xvfb. Each picture is a real position: a seeded game played at
random by the rules up to the moment wanted, then opened in the window.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from suite.core.bots import random_move
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.actions import ChooseAction, ChooseAmount, ChooseCard
from suite.games.power_struggle.rules.service_actions import available
from suite.games.power_struggle.rules.state import Phase
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.art import app_icon
from suite.ui.pass_screen import ARMING_MS
from suite.ui.window import MainWindow

SIZES = ((1440, 900), (1024, 700))
NAMES = ("Camille", "Hugo", "Inès", "Jules")
COLOURS = ("red", "blue", "green", "yellow")


def wait(app: QApplication, ms: int) -> None:
    QTimer.singleShot(ms, app.quit)
    app.exec()


def seats(people: int) -> list[Seat]:
    return [Seat(name, colour, "human" if i < people else "easy")
            for i, (name, colour) in enumerate(zip(NAMES, COLOURS, strict=True))]  # fmt: skip


def played_until(people: int, seed: int, ready: Callable[[Match], bool]) -> Match:
    """The first seeded game from ``seed`` on that reaches the moment ``ready``."""
    module = REGISTRY.get("power-struggle")
    for attempt in range(seed, seed + 100):
        match = Match(module, module.options_type(players=len(NAMES)), seats(people), attempt)
        rng = Rng(attempt)
        while not ready(match) and match.to_move() is not None:
            match.apply(random_move(match.rules, match.state, rng))
        if ready(match):
            return match
    raise RuntimeError("no seeded game reached the picture's moment")


def mid_game(m: Match) -> bool:
    return m.state.meetings >= 3 and m.to_move() == 0 and m.state.phase is Phase.SERVICE and m.state.pending is None


def ready_to_bribe(m: Match) -> bool:
    s = m.state
    return (m.to_move() == 0 and s.phase is Phase.SERVICE and s.pending is None and s.meetings >= 2
            and ActionKind.BRIBE in available(s, 0) and s.money[0] >= 300_000
            and any(card.holder == 1 for card in s.cards))  # fmt: skip


def ordering(m: Match) -> bool:
    return m.state.phase is Phase.ORDER and m.state.arranger == 0 and m.state.meetings >= 2


def before_meeting(m: Match) -> bool:
    s = m.state
    return s.meetings >= 2 and s.phase is Phase.SERVICE and s.pending is None and s.acted == s.players - 1 \
        and len(s.deck) >= 1 and s.deck[0].value == "directors_meeting"


def over(m: Match) -> bool:
    return m.to_move() is None


def shoot(app: QApplication, out: Path, language: str, size: tuple[int, int]) -> None:
    paths = AppPaths(root=Path(tempfile.mkdtemp()))
    save_settings(Settings(language=language), paths)
    window = MainWindow(paths)
    window.resize(*size)
    window.show()
    wait(app, 300)
    tag = f"{language}-{size[0]}x{size[1]}"

    def save(name: str) -> None:
        window.grab().save(str(out / f"power-struggle-{name}-{tag}.png"))

    window.open_match(played_until(1, 31, mid_game), None)
    wait(app, 900)
    table = window.page.table
    table.show_hint(table._legal[0])
    wait(app, 200)
    save("board")

    match = played_until(2, 17, ready_to_bribe)
    rules = match.rules
    card = next(c for c in range(7) if match.state.cards[c].holder == 1)
    for action in (ChooseAction(ActionKind.BRIBE), ChooseCard(card), ChooseAmount(300_000)):
        match.apply(action)
    assert rules.to_move(match.state) == 1
    window.open_match(match, None)
    wait(app, ARMING_MS + 200)  # the cover's button opens a moment after the cover
    window.page.cover.button.click()
    wait(app, 900)
    save("bribe")

    window.open_match(played_until(1, 23, ordering), None)
    wait(app, 900)
    order = window.page.table.scene.deck_order
    for card in ("bonus_payment",):
        order.place_next(next(item.card for item in order.hand if item.card.value == card))
    order.place_next(order.hand[-1].card)
    wait(app, 300)
    save("deck")

    match = played_until(0, 29, before_meeting)
    window.open_match(match, None)
    board = window.page.table.scene.board
    for _ in range(600):
        wait(app, 50)
        if (board.meeting_step or 0) >= 2:  # None until the meeting is told
            break
    wait(app, 300)
    save("meeting")

    window.open_match(played_until(0, 13, over), None)
    wait(app, 900)
    save("end")
    window.close()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    app.setWindowIcon(app_icon())
    for language in ("en", "fr"):
        for size in SIZES:
            shoot(app, out, language, size)
    print(f"Power Struggle screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
