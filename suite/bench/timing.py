"""Small helpers to time things the same way in every benchmark."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable


def rate(work: Callable[[int], object], seconds: float, rounds: int = 5) -> tuple[float, float]:
    """How many calls of ``work(i)`` run per second: ``(best, median)`` over ``rounds`` rounds of
    ``seconds / rounds`` each, after a warm-up round that fills the caches. The best round is the
    figure to compare, as ``timeit`` advises: on a shared machine a slower round measures the
    neighbours, not the code. Each call gets a new ``i``, so no two calls repeat a game."""
    count = 0

    def one_round(length: float) -> float:
        nonlocal count
        calls = 0
        start = time.perf_counter()
        while (elapsed := time.perf_counter() - start) < length:
            work(count)
            count += 1
            calls += 1
        return calls / elapsed

    one_round(seconds / rounds)
    rates = [one_round(seconds / rounds) for _ in range(rounds)]
    return max(rates), statistics.median(rates)


def per_second(rates: tuple[float, float], digits: int = 0) -> str:
    """``N per second (best of the rounds; median M)``, as ``rate`` measured it."""
    best, median = rates
    return f"{best:,.{digits}f} per second (best round; median {median:,.{digits}f})"


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
