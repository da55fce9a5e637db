"""``ludotheque --version`` and ``ludotheque --self-test``: what a person runs to check an install."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from suite import __version__, self_test

ROOT = Path(__file__).resolve().parents[1]


def _run(*arguments: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "suite", *arguments], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip


def test_version_prints_the_version() -> None:
    done = _run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"Ludothèque {__version__}"


def test_the_self_test_passes_with_one_line_per_check() -> None:
    done = _run("--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"Ludothèque {__version__} self-test"
    assert lines[-1] == "all checks passed"
    checks = lines[1:-1]
    assert all(line.startswith("ok   ") for line in checks)
    for game in ("buro-crazy", "power-struggle", "men-at-work"):
        assert any(line.startswith(f"ok   play {game}: ") for line in checks)
    assert any("switch to French: '&Oui'" in line for line in checks)
    assert any("switch to English: '&Yes'" in line for line in checks)
    assert "Traceback" not in done.stderr


def test_a_failing_check_gives_one_line_and_status_1(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> str:
        raise FileNotFoundError("the fr translation is missing from somewhere\nsecond line")

    monkeypatch.setattr(self_test, "checks", lambda folder: iter([("fine", lambda: "yes"), ("broken", broken)]))
    printed: list[str] = []
    assert self_test.run(printed.append) == 1
    assert printed[1:] == ["ok   fine: yes", "FAIL broken: the fr translation is missing from somewhere"]
