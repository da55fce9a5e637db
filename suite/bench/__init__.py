"""``make bench`` / ``python -m suite bench``: speed figures beside the budgets of the issues.

Benchmarks print figures; they assert nothing (these machines are shared and noisy). Each game
contributes its own module; this one prints the machine first so figures can be compared.
"""

from __future__ import annotations

import os
import platform
from pathlib import Path


def machine() -> str:
    """The CPU model, the cores, the OS and Python: enough to compare two runs."""
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text(errors="replace").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    system = f"{platform.system()} {platform.release()}"
    return f"{model}, {os.cpu_count()} cores, {system}, Python {platform.python_version()}"


def run_benchmarks(quick: bool = False) -> None:
    from suite.bench import buro_crazy, loading, men_at_work, men_at_work_window, power_struggle, shell

    print(f"machine: {machine()}")
    for module in (buro_crazy, power_struggle, men_at_work, loading, shell, men_at_work_window):
        for line in module.run(quick):
            print(line, flush=True)
