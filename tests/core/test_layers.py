"""Layering (DESIGN §1): nothing below the UI loads Qt.

The rules, the bots, the saves and the command line run in bot worker processes, in the tests of
rules and on machines without a display; they must never import PySide6. The modules are found on
disk (so a new module or a new game is checked without editing this file) and imported in a fresh
interpreter, since the test process itself may have loaded Qt for the UI tests.
"""

from __future__ import annotations

import ast
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


def _is_qt_layer(relative: Path) -> bool:
    """Qt lives in the shell (``suite/ui``) and in each game's ``table/`` package, nowhere else."""
    parts = relative.parts
    return parts[:2] == ("suite", "ui") or (parts[:2] == ("suite", "games") and "table" in parts[3:-1])


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SUITE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _qt_free_modules() -> list[str]:
    """Every module of the suite outside the Qt layers, found by path."""
    return sorted(
        _module_name(path)
        for path in SUITE.rglob("*.py")
        if not _is_qt_layer(path.relative_to(SUITE.parent)) and path.name != "__main__.py"
    )


def test_the_module_list_covers_every_layer() -> None:
    names = _qt_free_modules()
    assert {"suite.core.game", "suite.core.match", "suite.cli", "suite.persistence.saves"} <= set(names)
    assert {"suite.games.buro_crazy.rules.engine", "suite.games.buro_crazy.narration"} <= set(names)
    assert not any(name.split(".")[3:4] == ["table"] or name.startswith("suite.ui") for name in names)


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


def _imports(path: Path, known: set[str]) -> set[str]:
    """The suite modules ``path`` imports anywhere in it (in functions and under TYPE_CHECKING too);
    ``from package import module`` counts as importing the module."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                found.add(submodule if submodule in known else node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found & known


def _graph() -> dict[str, set[str]]:
    paths = {_module_name(path): path for path in SUITE.rglob("*.py")}
    known = set(paths)
    return {name: _imports(path, known) - {name} for name, path in paths.items()}


def test_games_never_import_the_save_code() -> None:
    """A game declares its save types; ``suite.persistence`` builds the converter (DESIGN §1)."""
    offenders = sorted(
        f"{name} imports {target}"
        for name, targets in _graph().items()
        if name.startswith("suite.games.")
        for target in targets
        if target.startswith("suite.persistence")
    )
    assert not offenders, offenders


def test_no_import_cycles() -> None:
    """Arrows point one way, even for imports made late or only for type checking."""
    graph = _graph()
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            cycle = [*path[path.index(name) :], name]
            raise AssertionError(" -> ".join(cycle))
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*path, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
