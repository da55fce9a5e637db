"""Persistence runs in the CLI and in bot workers: it must never load Qt."""

from __future__ import annotations

import subprocess
import sys


def test_persistence_does_not_import_qt() -> None:
    code = (
        "import sys\n"
        "import suite.persistence.saves, suite.persistence.settings, suite.persistence.stats\n"
        "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide6' in m)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
