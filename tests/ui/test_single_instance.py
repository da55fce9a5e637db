"""One window per data folder: a second start hands over to the running app, which brings its window
to the front; a socket left by an app that crashed does not stop the next start."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDir

from suite.persistence.paths import AppPaths
from suite.ui.single_instance import SingleInstance, server_name
from suite.ui.window import MainWindow

SECOND_START = """
import sys
from pathlib import Path
from suite.persistence.paths import AppPaths
from suite.ui.main import start
print("handed over" if start([], AppPaths(root=Path(sys.argv[1]))) is None else "started")
"""


def test_the_name_follows_the_data_folder(tmp_path: Path) -> None:
    assert server_name(AppPaths(root=tmp_path)) == server_name(AppPaths(root=tmp_path))
    assert server_name(AppPaths(root=tmp_path / "a")) != server_name(AppPaths(root=tmp_path / "b"))
    assert server_name(AppPaths(root=tmp_path)) != server_name(AppPaths())


def test_a_second_claim_hands_over_and_the_first_is_asked_to_show_itself(qtbot, paths: AppPaths) -> None:
    first = SingleInstance(server_name(paths))
    assert first.claim()
    first.listen()
    with qtbot.waitSignal(first.activate, timeout=5000):
        assert not SingleInstance(server_name(paths)).claim()


def test_apps_on_other_data_folders_do_not_meet(qtbot, tmp_path: Path) -> None:
    one = SingleInstance(server_name(AppPaths(root=tmp_path / "one")))
    other = SingleInstance(server_name(AppPaths(root=tmp_path / "other")))
    assert one.claim() and other.claim()


@pytest.mark.skipif(os.name != "posix", reason="a crashed app leaves a socket file only on POSIX systems")
def test_a_socket_left_by_a_crashed_app_is_taken_over(qtbot, paths: AppPaths) -> None:
    name = server_name(paths)
    left = Path(QDir.tempPath()) / name
    crashed = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    crashed.bind(str(left))
    crashed.close()  # the file stays, and nobody listens on it any more
    assert left.exists()
    first = SingleInstance(name)
    assert first.claim()
    first.listen()
    with qtbot.waitSignal(first.activate, timeout=5000):
        assert not SingleInstance(name).claim()


def test_starting_the_app_again_brings_the_running_one_to_the_front(qtbot, paths: AppPaths) -> None:
    running = SingleInstance(server_name(paths))
    assert running.claim()
    running.listen()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with qtbot.waitSignal(running.activate, timeout=20000):
        done = subprocess.run(
            [sys.executable, "-c", SECOND_START, str(paths.root)], env=env, capture_output=True, text=True, check=True
        )
    assert done.stdout.strip() == "handed over"
    assert not paths.saves_dir.exists(), "the second start wrote nothing"


def test_the_window_comes_back_from_the_taskbar(qtbot, paths: AppPaths) -> None:
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=2000)
    window.bring_to_front()
    assert window.isVisible() and not window.isMinimized()


FIRST_CLAIM = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from suite.persistence.paths import AppPaths
from suite.ui.single_instance import SingleInstance, server_name
app = QCoreApplication([])
claimed = SingleInstance(server_name(AppPaths(root=Path(sys.argv[1])))).claim()
print(claimed, "PySide6.QtNetwork" in sys.modules)
"""


@pytest.mark.skipif(os.name != "posix", reason="without file locks (Windows) the socket alone decides")
def test_the_first_start_claims_without_loading_qt_s_network_module(tmp_path: Path) -> None:
    """The claim is a file lock: the network module (tens of milliseconds) waits until the window is up."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", FIRST_CLAIM, str(tmp_path)], env=env, capture_output=True,
                          text=True, check=True)  # fmt: skip
    assert done.stdout.split() == ["True", "False"]


PATIENT_START = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from suite.persistence.paths import AppPaths
from suite.ui import single_instance
single_instance.WAIT_MS = 5000
app = QCoreApplication([])
print("claiming", flush=True)
claimed = single_instance.SingleInstance(single_instance.server_name(AppPaths(root=Path(sys.argv[1])))).claim()
print("started" if claimed else "handed over")
"""


@pytest.mark.skipif(os.name != "posix", reason="without file locks (Windows) the socket alone decides")
def test_a_second_start_waits_for_a_first_that_does_not_listen_yet(qtbot, paths: AppPaths) -> None:
    """Two starts a moment apart (a double click): the first holds the lock and listens only once its
    window is up; the second keeps trying meanwhile, and hands over instead of running too."""
    running = SingleInstance(server_name(paths))
    assert running.claim()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    second = subprocess.Popen([sys.executable, "-c", PATIENT_START, str(paths.root)], env=env,
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert second.stdout is not None and second.stdout.readline().strip() == "claiming"
    qtbot.wait(500)  # the second start is trying meanwhile: nobody listens yet
    with qtbot.waitSignal(running.activate, timeout=20000):
        running.listen()
    out, _ = second.communicate(timeout=20)
    assert out.strip() == "handed over"


def test_a_second_claim_with_a_file_hands_the_file_over(qtbot, paths: AppPaths, tmp_path: Path) -> None:
    first = SingleInstance(server_name(paths))
    assert first.claim()
    first.listen()
    odd = tmp_path / "une partie été\nà finir #1.ludotheque"
    opened: list[str] = []
    first.openFile.connect(opened.append)
    with qtbot.waitSignals([first.activate, first.openFile], timeout=5000):
        assert not SingleInstance(server_name(paths)).claim(odd)
    assert opened == [str(odd)]


SECOND_START_WITH_FILE = """
import sys
from pathlib import Path
from suite.persistence.paths import AppPaths
from suite.ui.main import start
print("handed over" if start(["ludotheque", sys.argv[2]], AppPaths(root=Path(sys.argv[1]))) is None else "started")
"""


def test_a_second_start_with_a_save_makes_the_running_window_open_it(
    qtbot, paths: AppPaths, tmp_path: Path
) -> None:
    from suite.core.match import Match, Seat
    from suite.games import REGISTRY
    from suite.persistence.saves import save_match

    module = REGISTRY.get("buro-crazy")
    seats = [Seat(f"Bot {i}", colour, "random") for i, colour in enumerate(("red", "blue", "green"))]
    match = Match(module, module.default_options(3), seats, 5)
    match.play_chance()
    elsewhere = tmp_path / "shared" / "from a friend.ludotheque"
    elsewhere.parent.mkdir()
    save_match(match, elsewhere)
    window = MainWindow(paths)
    qtbot.addWidget(window)
    running = SingleInstance(server_name(paths))
    assert running.claim()
    running.openFile.connect(window.open_file_from_elsewhere)
    running.listen()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with qtbot.waitSignal(running.openFile, timeout=20000):
        command = [sys.executable, "-c", SECOND_START_WITH_FILE, str(paths.root), elsewhere.name]
        done = subprocess.run(command, cwd=elsewhere.parent, env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "handed over"
    qtbot.waitUntil(lambda: window.page is not None, timeout=5000)
    assert window.save_path == elsewhere
    assert window.page.match.log == match.log
    window.close()
