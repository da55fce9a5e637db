"""Men at Work's window budgets: the frame time while a person holds a piece over a 100-piece site, resident
memory with a game open, and the longest stall of the event loop while the hard bot thinks.

Each runs in a fresh process, as the shell's window figures do (``suite.bench.shell``), so that one does not
warm up or fill the next; without a display they use Qt's offscreen platform.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

GAME = "men-at-work"

HELD = """
import json, math, time
import attrs
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication
from suite.bench.men_at_work import tower
from suite.core.frames import frame_at
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.men_at_work.table import create_table
from suite.ui.collector import collect_on_gui_thread
app = QApplication([])
collect_on_gui_thread(app)
module = REGISTRY.get(GAME)
seats = [Seat("You", "red"), Seat("Bob", "blue", "hard"), Seat("Cy", "green", "hard")]
match = Match(module, module.options_type(players=3), seats, 3)
match.play_chance()
state = attrs.evolve(match.state, site=tower())
table = create_table(module, seats)
table.resize(1280, 800)
table.show()
frame = frame_at(module.rules, state, 0, 0, animate=False)
table.show_frame(frame)
app.processEvents()
table.enable_input(0, module.rules.legal_actions(frame.view))
table.site_view.fit()
site = table.live.site
top = max(site.top(i) for i in site.ids())
assert table.take(QPointF(-150.0, top + 80.0)), "the piece appears above the tower"
table.clock.stop()
ticks, paints = [], []
for n in range(TICKS):
    turn = 2 * math.pi * n / 150
    table.site_view.moved.emit(QPointF(150.0 * math.cos(turn + math.pi), top + 45.0 - 40.0 * n / TICKS))
    start = time.perf_counter()
    table._tick()
    middle = time.perf_counter()
    table.site_view.repaint()
    end = time.perf_counter()
    ticks.append(middle - start)
    paints.append(end - middle)
print(json.dumps({"pieces": len(state.site.pieces), "ticks": ticks, "paints": paints, "held": table.holding}))
"""
"""A person holds a piece above the tower of ``suite.bench.men_at_work`` and moves it in arcs over it, lower
and lower until it pushes the top of the tower: each frame is one tick of the hand (the physics) and one
repaint of the site, as the table's clock does them."""

MEMORY = """
import tempfile
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.ui.collector import collect_on_gui_thread
from suite.ui.window import MainWindow
app = QApplication([])
collect_on_gui_thread(app)
w = MainWindow(AppPaths(root=Path(tempfile.mkdtemp())))
w.resize(1280, 800)
w.show()
module = REGISTRY.get(GAME)
seats = [Seat("You", "red", "human"), Seat("Bob", "blue", "hard"), Seat("Cy", "green", "hard")]
w.open_match(Match(module, module.options_type(players=3), seats, 8), None)
def report():
    rss = next(l for l in open("/proc/self/status") if l.startswith("VmRSS")).split()[1]
    print(int(rss) // 1024)
    w.close(); app.quit()
QTimer.singleShot(SECONDS, report)
app.exec()
"""
"""The window with a game open (a person and two hard bots) after a few seconds, as ``suite.bench.shell``
measures the other games."""

STALLS = """
import json, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.ui import controller as controller_module
from suite.ui.collector import collect_on_gui_thread
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
controller_module.MIN_THINKING_MS = 0
app = QApplication([])
collect_on_gui_thread(app)
module = REGISTRY.get(GAME)
seats = [Seat(name, colour, "hard") for name, colour in (("Ann", "red"), ("Bob", "blue"), ("Cy", "green"))]
match = Match(module, module.options_type(players=3), seats, 3)
page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
page.resize(1280, 800)
page.show()
page.table.set_animation_speed(SPEED)
controller = page.controller
thinking, since, decisions = [False], [0.0], [0]
while_thinking, otherwise, last = [], [], [time.perf_counter()]
def started(player):
    if player is not None:
        thinking[0], since[0] = True, time.perf_counter()
def answered(ticket, action, why, after):
    thinking[0] = False
    decisions[0] += 1
    if decisions[0] >= DECISIONS:
        QTimer.singleShot(0, app.quit)
controller.thinking.connect(started)
controller._runner.played.connect(answered)
page.gameFinished.connect(lambda _: app.quit())
def tick():
    now = time.perf_counter()
    (while_thinking if thinking[0] and last[0] >= since[0] else otherwise).append(now - last[0])
    last[0] = now
timer = QTimer()
timer.timeout.connect(tick)
timer.start(5)
page.start()
app.exec()
page.close()
print(json.dumps({"thinking_ms": max(while_thinking, default=0) * 1000, "other_ms": max(otherwise, default=0) * 1000,
                  "decisions": decisions[0]}))
"""
"""A game among three hard bots on the real game page, its replays at the app's normal pace. A 5 ms timer
notes each gap of the event loop; a gap counts as "while the hard bot thinks" when the decision was under
way all through it (from the ``thinking`` signal to the bot's answer arriving). The other gaps are the rest
of the game on the GUI thread: the rules replaying each placement (``apply``) and the table's ticks."""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _script(script: str, **values: object) -> str:
    """Runs ``script`` in a fresh Python with each NAME of ``values`` replaced by its repr; returns its output."""
    for name, value in {"GAME": GAME, **values}.items():
        script = script.replace(name, repr(value))
    done = subprocess.run([sys.executable, "-c", script], env=_env(), capture_output=True, text=True, check=True)
    return done.stdout.strip()


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def held_piece(ticks: int) -> tuple[int, list[float], list[float]]:
    """The pieces of the site, and the seconds of each tick of the hand and of each repaint of the site."""
    found = json.loads(_script(HELD, TICKS=ticks))
    if not found["held"]:
        raise RuntimeError("the piece left the hand before the measurement ended")
    return found["pieces"], found["ticks"], found["paints"]


def run(quick: bool) -> list[str]:
    pieces, ticks, paints = held_piece(150 if quick else 300)
    frames = [tick + paint for tick, paint in zip(ticks, paints, strict=True)]
    ms = 1000
    lines = [
        f"window, {GAME}: a piece held over the {pieces}-piece site, {len(frames)} frames (tick + repaint), ms: "
        f"median {percentile(frames, 0.5) * ms:.1f}, 99th percentile {percentile(frames, 0.99) * ms:.1f}, "
        f"max {max(frames) * ms:.1f} (budget: median 16, 99th percentile 33); the tick alone: median "
        f"{percentile(ticks, 0.5) * ms:.1f}, the repaint alone: median {percentile(paints, 0.5) * ms:.1f}"
    ]
    memory = _script(MEMORY, SECONDS=3000 if quick else 8000)
    lines.append(f"window, {GAME}: resident memory with a game open: {memory} MiB (budget: 200 MiB)")
    stalls = json.loads(_script(STALLS, DECISIONS=3 if quick else 12, SPEED=1.0))
    lines.append(
        f"window, {GAME}: longest event-loop gap while the hard bot thinks: {stalls['thinking_ms']:.0f} ms over "
        f"{stalls['decisions']} decisions (budget: 50 ms); the longest gap otherwise (placements replayed by the "
        f"rules, the table's ticks): {stalls['other_ms']:.0f} ms"
    )
    return lines
