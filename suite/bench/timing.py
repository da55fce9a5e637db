"""Small helpers to time things the same way in every benchmark."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable


def rate(work: Callable[[int], object], seconds: float) -> float:
    """How many calls of ``work(i)`` run per second, calling it for about ``seconds``."""
    count = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work(count)
        count += 1
    return count / elapsed


def durations(calls: Iterable[Callable[[], object]]) -> list[float]:
    """The wall time of each call, in seconds."""
    times = []
    for call in calls:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return times


def summary(times: list[float], unit: float = 1.0, digits: int = 3) -> str:
    """``median m, max M`` in the given unit (1 for seconds, 1000 for milliseconds)."""
    return f"median {statistics.median(times) * unit:.{digits}f}, max {max(times) * unit:.{digits}f}"
