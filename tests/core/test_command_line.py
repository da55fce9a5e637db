"""The command line: what it refuses in one line, and how it ends when its reader goes away or the
person presses Ctrl-C. ``python -m suite`` opens the window only without arguments or with a save."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from suite import __main__ as entry
from suite import cli
from suite.ui import main as window

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The command lines the window was started with (it is not started for real)."""
    started: list[list[str]] = []
    monkeypatch.setattr(window, "main", lambda argv: started.append(list(argv)) or 0)
    return started


@pytest.mark.parametrize(
    "arguments", [["nosuchcommand"], ["--bogus"], ["-platform", "offscreen"], ["a.json", "b.json"]]
)
def test_anything_but_a_command_or_a_save_prints_the_usage(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], windows: list[list[str]], arguments: list[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["ludotheque", *arguments])
    assert entry.main() == cli.USAGE_ERROR
    assert windows == []
    error = capsys.readouterr().err
    usage = "usage: ludotheque [SAVE_FILE]\n       ludotheque [-h] [--version] {play,tournament,ladder,bench}"
    assert error.startswith(usage)
    assert error.splitlines()[-1].startswith("ludotheque: ")


@pytest.mark.parametrize("arguments", [[], ["game.json"], ["game.ludotheque"], ["Partie.LUDOTHEQUE"]])
def test_the_window_starts_alone_or_with_a_save_to_open(
    monkeypatch: pytest.MonkeyPatch, windows: list[list[str]], arguments: list[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["ludotheque", *arguments])
    assert entry.main() == 0
    assert windows == [["ludotheque", *arguments]]


PLAY = ["play", "buro-crazy", "--seats", "random,random,random"]
SERIES = ["tournament", "buro-crazy", "--seats", "random,random,random"]


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ([*PLAY, "--seed", "-1"], "--seed: a seed must be from 0"),
        ([*PLAY, "--seed", str(2**64)], "not 18,446,744,073,709,551,616"),
        ([*SERIES, "--seed", "1e3"], "must be a whole number"),
        ([*SERIES, "--workers", "0"], "--workers must be from 1"),
        ([*SERIES, "--workers", str((os.cpu_count() or 1) + 1)], "--workers must be from 1"),
        ([*SERIES, "--games", "0"], "--games must be from 1"),
        ([*SERIES, "--games", str(cli.MAX_GAMES + 1)], f"--games must be from 1 to {cli.MAX_GAMES:,}"),
    ],
)
def test_numbers_out_of_range_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], arguments: list[str], expected: str
) -> None:
    assert cli.main(arguments) == cli.USAGE_ERROR
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and expected in captured.err


def _command(*arguments: str, **options: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "suite", *arguments],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **options,  # type: ignore[call-overload]
    )


def test_a_reader_that_goes_away_ends_the_command_quietly() -> None:
    """``python -m suite play … | head -1``: the narration of a whole game, cut after its first line."""
    command = _command("play", "power-struggle", "--seats", "random,random,random,random,random", "--seed", "3")
    assert command.stdout is not None and command.stderr is not None
    assert command.stdout.readline()
    command.stdout.close()
    assert command.wait(120) == cli.OUTPUT_CLOSED
    assert command.stderr.read() == ""


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="Ctrl-C reaches the whole process group on POSIX")
def _wait_for_processes(group: int, count: int, seconds: float = 120.0) -> None:
    """Until process group ``group`` holds ``count`` processes. A fixed wait was too short on a busy machine:
    the Ctrl-C came while the command was still importing, which is not what the test is about."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        members = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            members += int(fields[2]) == group
        if members >= count:
            return
        time.sleep(0.2)
    raise AssertionError(f"process group {group} never reached {count} processes")


def test_ctrl_c_stops_a_tournament_which_prints_what_it_has() -> None:
    command = _command(
        "tournament", "buro-crazy", "--seats", "random,random,random", "--games", "1000000", "--workers", "2",
        start_new_session=True,
    )  # fmt: skip
    _wait_for_processes(command.pid, 3)  # the command and its two workers: the games are being played
    time.sleep(2)
    os.killpg(command.pid, signal.SIGINT)  # what a terminal does on Ctrl-C: every process of the command
    out, error = command.communicate(timeout=120)
    assert command.returncode == cli.INTERRUPTED
    assert error == ""
    assert out.startswith("buro-crazy: interrupted after ") and " of 1000000 games, seats random,random,random" in out
    assert out.splitlines()[1].startswith("random  ")


class _Terminal(io.StringIO):
    """Standard error as a terminal shows it."""

    def isatty(self) -> bool:
        return True


def test_a_series_counts_its_games_on_a_terminal_and_wipes_the_count(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli.main(["tournament", "buro-crazy", "--seats", "random,random,random", "--games", "3"]) == 0
    assert terminal.getvalue() == "".join(f"\r\033[K{done} of 3 games played" for done in (1, 2, 3)) + "\r\033[K"


def test_the_ladder_names_the_cell_it_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli.main(["ladder", "buro-crazy", "--games", "1", "--rows", "easy", "--columns", "random"]) == 0
    assert terminal.getvalue() == "\r\033[Keasy against random: 1 of 1 games played\r\033[K"


def test_a_series_written_to_a_file_gets_no_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["tournament", "buro-crazy", "--seats", "random,random,random", "--games", "2"]) == 0
    assert capsys.readouterr().err == ""
