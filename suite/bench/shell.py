"""The window's budgets: start-up beside a bare PySide6 window, event-loop stalls while the hard
bot thinks, and resident memory with a game open. Each runs in a fresh process so that one
measurement does not warm up the next; without a display they use Qt's offscreen platform."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QWidget
from PySide6.QtCore import QTimer
app = QApplication([])
w = QWidget(); w.resize(1400, 900); w.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""

LAUNCHER = """
from suite.persistence.paths import AppPaths
from suite.ui.main import start
from PySide6.QtCore import QTimer
app, window = start([], AppPaths())
QTimer.singleShot(0, app.quit)
app.exec()
"""
"""What ``ludotheque`` does up to the launcher shown (``suite.ui.main.start`` itself), in the folders
the environment names (``_start``). PySide6 is imported by ``start``, after the pure modules, as in
the app: this script's own import of it comes after."""

STALLS = """
import json, tempfile, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.ui.bot_runner import BotRunner
from suite.ui.collector import collect_on_gui_thread
app = QApplication([])
collect_on_gui_thread(app)
module = REGISTRY.get(GAME)
match = Match(module, module.options_type(players=4), [Seat(str(i), "red", "hard") for i in range(4)], 3)
match.play_chance()
runner = BotRunner()
hard = module.make_bot("hard")
gaps, last = [], [time.perf_counter()]
def tick():
    now = time.perf_counter(); gaps.append(now - last[0]); last[0] = now
timer = QTimer(); timer.timeout.connect(tick); timer.start(5)
decisions = [0]
def answered(ticket, action):
    decisions[0] += 1
    match.apply(action); match.play_chance()
    if decisions[0] >= DECISIONS or match.is_over():
        app.quit()
    else:
        runner.think(match, hard)
runner.finished.connect(answered)
runner.think(match, hard)
app.exec()
runner.shutdown()
print(json.dumps({"max_gap_ms": max(gaps) * 1000, "decisions": decisions[0], "ticks": len(gaps)}))
"""

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
w.show()
module = REGISTRY.get(GAME)
seats = [Seat("You", "red", "human")] + [Seat(f"Bot {i}", c, "hard") for i, c in enumerate(("blue", "green", "yellow"))]
w.open_match(Match(module, module.options_type(players=4), seats, 8), None)
def report():
    rss = next(l for l in open("/proc/self/status") if l.startswith("VmRSS")).split()[1]
    print(int(rss) // 1024)
    w.close(); app.quit()
QTimer.singleShot(SECONDS, report)
app.exec()
"""

LONG_RUN = """
import gc, tempfile
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui import controller
from suite.ui.collector import collect_on_gui_thread
from suite.ui.window import MainWindow
controller.MIN_THINKING_MS = 0
paths = AppPaths(root=Path(tempfile.mkdtemp()))
save_settings(Settings(language="en", animation_speed="instant"), paths)
app = QApplication([])
collect_on_gui_thread(app)
w = MainWindow(paths)
w.show()
module = REGISTRY.get("buro-crazy")
colours = ("red", "blue", "green", "yellow")
def rss():
    return int(next(l for l in open("/proc/self/status") if l.startswith("VmRSS")).split()[1]) / 1024
played, marks = [0], []
def start():
    seats = [Seat(f"Bot {i}", c, "random") for i, c in enumerate(colours)]
    w.open_match(Match(module, module.options_type(players=4), seats, played[0]), None)
    w.page.gameFinished.connect(lambda _: QTimer.singleShot(0, done))
def done():
    w.back_to_launcher()
    played[0] += 1
    if played[0] in (WARM, GAMES):
        QTimer.singleShot(50, measure)
    else:
        QTimer.singleShot(0, start)
def measure():
    gc.collect()
    marks.append(rss())
    if played[0] >= GAMES:
        print(f"{marks[-1] - marks[0]:.1f} {GAMES - WARM}")
        app.quit()
    else:
        start()
QTimer.singleShot(0, start)
app.exec()
"""
"""Whole Buro Crazy games among random bots on the real game page, one after another, animations
instant: resident memory after the first few games (caches warm) and after the last one."""


WINDOW_GAMES = {"buro-crazy": 150, "power-struggle": 200}
"""The games with a table, and the resident memory each may take with a game open (their issues' budgets)."""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _run(script: str) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", script], env=_env(), capture_output=True, text=True, check=True)
    return time.perf_counter() - start, done.stdout.strip()


def _compiled() -> None:
    """Writes the suite's bytecode first, as installing the app does: PySide6's own modules are compiled,
    so a start that compiled ours from source would not be measured like for like."""
    import compileall

    compileall.compile_dir(Path(__file__).resolve().parents[1], quiet=1)


def startup(repeats: int) -> tuple[float, float, float]:
    """Median seconds from process start to a shown window: bare PySide6, then the launcher from the
    source tree; and the seconds of its first start (``bundle_startup`` says how the cache is used)."""
    _compiled()
    return _timed([sys.executable, "-c", LAUNCHER], repeats)


BUNDLE_RATIO = 1.5
"""The bundle's budget: its launcher shown in at most this many times a bare PySide6 window (issue 17)."""


def bundle_program() -> Path:
    """Where ``make bundle`` leaves the bundle's program (``packaging/bundle.sh``)."""
    return Path(__file__).resolve().parents[2] / "build" / "bundle" / "dist" / "ludotheque" / "ludotheque"


def _start(command: list[str], cache: str) -> float:
    """Seconds from starting the app to its launcher shown (and the process ended: it quits once
    shown), in a fresh home whose cache folder is ``cache``."""
    import tempfile

    with tempfile.TemporaryDirectory() as home:
        env = _env() | {"XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config",
                        "XDG_CACHE_HOME": cache, "LUDOTHEQUE_QUIT_WHEN_SHOWN": "1"}  # fmt: skip
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=True)
        return time.perf_counter() - start


def _timed(command: list[str], repeats: int) -> tuple[float, float, float]:
    """The bare window's median, the app's median and the app's first start, in one run.

    Every start has fresh data and settings folders; the cache folder is one for the whole
    measurement. The first start finds it empty and paints the launcher's covers into it, as the
    first start of a newly installed build does (``suite.ui.covers``); the starts timed against the
    budget, like every later start a person makes, read them back."""
    import tempfile

    with tempfile.TemporaryDirectory() as cache:
        first = _start(command, cache)
        bare, app = [], []
        for _ in range(repeats):
            bare.append(_run(BARE_WINDOW)[0])
            app.append(_start(command, cache))
    return statistics.median(bare), statistics.median(app), first


def bundle_startup(repeats: int) -> tuple[float, float, float] | None:
    """Median seconds from process start to a shown window: bare PySide6 (this Python), then the
    bundle's launcher; and the seconds of the bundle's first start. None when no bundle is built."""
    program = bundle_program()
    if not program.is_file():
        return None
    return _timed([str(program)], repeats)


def run(quick: bool) -> list[str]:
    import json

    bare, launcher, first = startup(3 if quick else 7)
    lines = [
        f"window: start to launcher shown: {launcher:.2f} s; bare PySide6 window {bare:.2f} s; "
        f"ratio {launcher / bare:.2f} (budget: at most 2); its first start, painting the covers: {first:.2f} s"
    ]
    bundled = bundle_startup(3 if quick else 7)
    if bundled is None:
        lines.append("bundle: not built, start-up not measured (make bundle builds it)")
    else:
        bare, launcher, first = bundled
        lines.append(
            f"bundle: start to launcher shown: {launcher:.2f} s; bare PySide6 window {bare:.2f} s; "
            f"ratio {launcher / bare:.2f} (budget: at most {BUNDLE_RATIO}); "
            f"its first start, painting the covers: {first:.2f} s"
        )
    for game, memory_budget in WINDOW_GAMES.items():
        script = STALLS.replace("GAME", repr(game)).replace("DECISIONS", "3" if quick else "12")
        stalls = json.loads(_run(script)[1])
        lines.append(
            f"window, {game}: longest event-loop gap while the hard bot thinks: {stalls['max_gap_ms']:.0f} ms "
            f"over {stalls['decisions']} decisions (budget: 50 ms)"
        )
        _, out = _run(MEMORY.replace("GAME", repr(game)).replace("SECONDS", "3000" if quick else "8000"))
        lines.append(f"window, {game}: resident memory with a game open: {out} MiB (budget: {memory_budget} MiB)")
    _, out = _run(LONG_RUN.replace("GAMES", "25" if quick else "105").replace("WARM", "5"))
    growth, games = out.split()
    lines.append(f"window: memory growth over {games} games played one after another: {growth} MiB (budget: 5 MiB)")
    return lines
