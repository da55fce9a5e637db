"""Men at Work's budgets: how fast the physics of a 100-piece site runs, how fast such a site reloads, how long
the hard bot thinks and how long the site inspector takes to answer (M19)."""

from __future__ import annotations

import time
from collections.abc import Iterator

from suite.bench.timing import durations, summary
from suite.core.game import CHANCE, Budget
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.men_at_work.constants import GIRDER_HEIGHT, SUPPORT_HEIGHT, WORKER_HEIGHT
from suite.games.men_at_work.rules.actions import CallInspector
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose, Snapshot

GAME = "men-at-work"
COLUMNS = (-160.0, 0.0, 160.0)
LEVELS = 11
"""11 levels of 3 columns (a girder on two supports each) and a worker on top: 100 pieces, 550 mm tall."""


def tower() -> Snapshot:
    """A tall site of 100 pieces at rest: far more than a game builds, so a generous test of the physics."""
    site = Site()
    colours = tuple(Colour)
    storey = SUPPORT_HEIGHT + GIRDER_HEIGHT
    for level in range(LEVELS):
        base = level * storey
        for column in COLUMNS:
            site.add(Kind.SUPPORT, Pose(column - 50, base + SUPPORT_HEIGHT / 2))
            site.add(Kind.SUPPORT, Pose(column + 50, base + SUPPORT_HEIGHT / 2))
        for n, column in enumerate(COLUMNS):
            site.add(Kind.GIRDER, Pose(column, base + SUPPORT_HEIGHT + GIRDER_HEIGHT / 2), colours[(level + n) % 4])
    site.add(Kind.WORKER, Pose(0, LEVELS * storey + WORKER_HEIGHT / 2))
    site.settle(limit=20.0)
    return site.snapshot()


def awake_rate(snapshot: Snapshot, seconds: float) -> float:
    """Simulated seconds per wall second with every piece kept awake (the worst case: the whole site moving)."""
    site = Site.build(snapshot)
    chunk = 0.1
    start = time.perf_counter()
    for _ in range(round(seconds / chunk)):
        for _, body in site.bodies():
            body.activate()
        site.step(chunk)
    return seconds / (time.perf_counter() - start)


def decisions(kinds: list[str], seed: int, count: int) -> list[tuple[State, int]]:
    """The first ``count`` placements of a game among bots of these levels: (state, player to move)."""
    module = REGISTRY.get(GAME)
    rules = module.rules
    bots = [module.make_bot(kind) for kind in kinds]
    rng = Rng(seed)
    state = rules.new_state(module.default_options(len(kinds)), len(kinds))
    found: list[tuple[State, int]] = []
    while len(found) < count and (player := rules.to_move(state)) is not None:
        if player is CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        if state.phase is Phase.PLACE:
            found.append((state, player))
        view = rules.view(state, player)
        state = rules.apply(state, bots[player].choose(view, rules.legal_actions(view), rng, Budget()))
    return found


def hard_decisions(count: int) -> list[float]:
    """The hard bot's thinking time on the placements of a game among normal bots."""
    module = REGISTRY.get(GAME)
    hard = module.make_bot("hard")
    calls = []
    for state, player in decisions(["normal"] * 3, seed=11, count=count):
        view = module.rules.view(state, player)
        calls.append(lambda view=view: hard.choose(view, module.rules.legal_actions(view), Rng(7), Budget()))
    return durations(calls)


def inspector_answers(count: int) -> list[float]:
    """The site inspector's time on the placements of a game among normal bots (M19: at most 5 s)."""
    rules = REGISTRY.get(GAME).rules
    calls = [
        lambda state=state: rules.apply(state, CallInspector())
        for state, _ in decisions(["normal"] * 3, seed=11, count=count)
    ]
    return durations(calls)


def run(quick: bool) -> Iterator[str]:
    snapshot = tower()
    rate = awake_rate(snapshot, 2.0 if quick else 10.0)
    pieces = len(snapshot.pieces)
    yield f"{GAME}: {pieces}-piece site, all awake: {rate:,.1f} simulated seconds per second (budget: at least 10)"
    times = durations([lambda: Site.build(snapshot).snapshot()] * (10 if quick else 50))
    yield f"{GAME}: rebuild + snapshot of the {pieces}-piece site, ms: {summary(times, 1000, 1)} (budget: 20)"
    times = hard_decisions(6 if quick else 30)
    yield f"{GAME}: hard bot decision, s: {summary(times)} (budget: median 3.0, max 8.0)"
    times = inspector_answers(6 if quick else 30)
    yield f"{GAME}: site inspector's answer, s: {summary(times)} (budget: max 5.0)"
