"""Layering (DESIGN §1): nothing below the UI loads Qt.

The rules, the bots, the saves and the command line run in bot worker processes, in the tests of
rules and on machines without a display; they must never import PySide6. The modules are found on
disk (so a new module or a new game is checked without editing this file) and imported in a fresh
interpreter, since the test process itself may have loaded Qt for the UI tests.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import suite

SUITE = Path(suite.__file__).resolve().parent

CHECK = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
    if "PySide6" in sys.modules:
        print(name)
        sys.exit(1)
"""


def _modules(folder: Path, skip_views: bool = False) -> list[str]:
    """The dotted names of the modules under ``folder`` (packages by their ``__init__``)."""
    names = []
    for path in sorted(folder.rglob("*.py")):
        relative = path.relative_to(SUITE.parent).with_suffix("")
        parts = list(relative.parts)
        if skip_views and any(part.startswith("view") for part in parts[3:]):
            continue
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def _qt_free_modules() -> list[str]:
    names = _modules(SUITE / "core") + _modules(SUITE / "persistence")
    if (SUITE / "cli.py").exists():
        names.append("suite.cli")
    names.append("suite.games")
    for game in sorted(p for p in (SUITE / "games").iterdir() if (p / "__init__.py").exists()):
        names += _modules(game, skip_views=True)
    return names


def test_the_module_list_covers_every_layer() -> None:
    names = _qt_free_modules()
    assert "suite.core.game" in names and "suite.core.match" in names
    assert "suite.games.buro_crazy.rules" in names
    assert not any(".view" in name or name.startswith("suite.ui") for name in names)


def test_no_qt_below_the_ui() -> None:
    names = _qt_free_modules()
    result = subprocess.run(
        [sys.executable, "-c", CHECK, *names],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=SUITE.parent,
    )
    assert result.returncode == 0, f"{result.stdout.strip() or result.stderr.strip()} loads PySide6 (or failed)"
