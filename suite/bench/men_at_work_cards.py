"""``python -m suite bench men-at-work-cards``: how often each Men at Work card front can be met (M20).

The sites are those of games among bots: the site at the start of every try of a few seeded games
among ``easy`` bots (the cheapest that build like players), each distinct site once, of which SITES
are kept, a third from the first third of each game's tries (early), a third from the middle, a
third from the end (late). On each site, every rule of a card front is given as the instruction (a
girder rule with a girder back, a worker rule with a worker back, the backs' colour pairs taken in
turn from site to site) and the site inspector is asked for a lawful placement (M19). A rule the
site cannot take by M12 (it lacks a piece the rule needs) is skipped there, as in play, and is left
out of its share. A front is drawn with a girder back or a worker back alike, so its share is the
mean of its two rules'; M20 asks each rule to reach one site in four.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator

import attrs

from suite.core.game import CHANCE, Budget
from suite.core.i18n import Catalog
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.men_at_work.constants import GIRDER_RULES, WORKER_RULES
from suite.games.men_at_work.narration import girder_rule_name, worker_rule_name
from suite.games.men_at_work.rules.deck import CARDS, Instruction
from suite.games.men_at_work.rules.feasible import possible
from suite.games.men_at_work.rules.search import inspect
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.rules.steps import steps
from suite.games.men_at_work.site.pieces import Kind

GAME = "men-at-work"
SITES = 54
"""M20: at least 50 sites; 54 splits evenly into early, middle and late."""
SEATS = ("easy", "easy", "easy")
MOST_ACTIONS = 400
"""A game is cut after this many decisions: enough for sites late in a game."""

STAGES = ("early", "middle", "late")


def game_sites(seed: int) -> list[State]:
    """The state at the start of every try of one seeded game among easy bots, in order, each site once
    (known by its pieces: a try that placed nothing lasting, a card the inspector discarded, leaves the
    same pieces, settled a hair apart; a jammed site where card after card is discarded would otherwise
    fill the sweep)."""
    module = REGISTRY.get(GAME)
    rules = module.rules
    bots = [module.make_bot(kind) for kind in SEATS]
    rng = Rng(seed)
    state = rules.new_state(module.default_options(len(SEATS)), len(SEATS))
    found: list[State] = []
    seen: set[frozenset[int]] = set()
    for _ in range(MOST_ACTIONS):
        player = rules.to_move(state)
        if player is None:
            break
        if player is CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        starting = state.phase is Phase.PLACE and not state.placed and state.instruction is not None
        pieces = frozenset(piece.id for piece in state.site.pieces)
        if starting and pieces not in seen:
            seen.add(pieces)
            found.append(state)
        view = rules.view(state, player)
        state = rules.apply(state, bots[player].choose(view, rules.legal_actions(view), rng, Budget()))
    return found


def sites(count: int = SITES) -> list[tuple[str, State]]:
    """``count`` sites of games among bots, a third each early, middle and late, tagged with their stage."""
    per_stage = count // len(STAGES)
    staged: dict[str, list[State]] = {stage: [] for stage in STAGES}
    for seed in itertools.count(1):
        tries = game_sites(seed)
        third = max(1, len(tries) // 3)
        for n, stage in enumerate(STAGES):
            staged[stage] += tries[n * third : (n + 1) * third]
        if all(len(found) >= per_stage for found in staged.values()):
            break
    return [(stage, _spread(staged[stage], per_stage)[i]) for stage in STAGES for i in range(per_stage)]


def _spread(states: list[State], count: int) -> list[State]:
    """``count`` states taken evenly through ``states``."""
    return [states[i * len(states) // count] for i in range(count)]


PAIRS = {
    what: sorted({card.back.colours for card in CARDS if card.back.what is what}, key=lambda p: [c.value for c in p])
    for what in (Kind.GIRDER, Kind.WORKER)
}
"""The colour pairs of each kind of back, in a fixed order."""


def rules_of_fronts() -> list[tuple[Kind, int]]:
    return [(Kind.GIRDER, rule) for rule in range(1, GIRDER_RULES + 1)] + [
        (Kind.WORKER, rule) for rule in range(1, WORKER_RULES + 1)
    ]


@attrs.frozen
class Share:
    """Of ``tried`` sites where the rule could be given, on ``met`` the inspector found a lawful placement."""

    met: int
    tried: int
    skipped: int

    def value(self) -> float:
        return self.met / self.tried if self.tried else 0.0


def sweep(
    staged: list[tuple[str, State]],
    shares: dict[tuple[Kind, int], Share],
    times: list[float],
    only: list[tuple[Kind, int]] | None = None,
) -> Iterator[str]:
    """Inspects every rule (or those ``only``) on each site in turn, adding to ``shares`` and ``times``
    (seconds per inspection); yields a line per site as it is done (rules met: +, not: -, skipped by M12: .),
    so a long sweep shows its progress and a cut one its figures."""
    rules = REGISTRY.get(GAME).rules
    for n, (stage, state) in enumerate(staged):
        marks = []
        for what, rule in only or rules_of_fronts():
            colours = PAIRS[what][n % len(PAIRS[what])]
            given = Instruction(what=what, colours=colours, rule=rule)
            share = shares.get((what, rule), Share(0, 0, 0))
            if not possible(state.site, given):
                shares[(what, rule)] = attrs.evolve(share, skipped=share.skipped + 1)
                marks.append(".")
                continue
            trying = attrs.evolve(state, instruction=given, todo=steps(given), placed=(), attempt=1, ghost=None)
            start = time.perf_counter()
            found = inspect(rules, trying, list(rules.place_steps(trying)))
            times.append(time.perf_counter() - start)
            shares[(what, rule)] = attrs.evolve(share, met=share.met + (found is not None), tried=share.tried + 1)
            marks.append("+" if found is not None else "-")
        if only:
            yield f"site {n + 1} ({stage}, {len(state.site.pieces)} pieces): {''.join(marks)}"
            continue
        girders, workers = "".join(marks[:GIRDER_RULES]), "".join(marks[GIRDER_RULES:])
        yield f"site {n + 1} ({stage}, {len(state.site.pieces)} pieces): girder rules {girders} worker rules {workers}"


def table(shares: dict[tuple[Kind, int], Share]) -> Iterator[str]:
    """The Markdown table of M20: each card front, its two rules' shares and the front's."""
    tr = Catalog.load("en").tr
    yield "| card | girder rule | share | worker rule | share | front |"
    yield "|---|---|---|---|---|---|"
    for card in CARDS:
        girder, worker = shares[(Kind.GIRDER, card.front.girder_rule)], shares[(Kind.WORKER, card.front.worker_rule)]
        front = (girder.value() + worker.value()) / 2
        yield (
            f"| {card.id} | {card.front.girder_rule} {girder_rule_name(card.front.girder_rule, tr)} | "
            f"{_cell(girder)} | {card.front.worker_rule} {worker_rule_name(card.front.worker_rule, tr)} | "
            f"{_cell(worker)} | {100 * front:.0f}% |"
        )


def _cell(share: Share) -> str:
    return f"{100 * share.value():.0f}% ({share.met}/{share.tried})"


def run(count: int = SITES) -> Iterator[str]:
    start = time.perf_counter()
    staged = sites(count)
    yield f"{GAME}: {len(staged)} sites of games among easy bots ({time.perf_counter() - start:.0f} s to collect)"
    shares: dict[tuple[Kind, int], Share] = {}
    times: list[float] = []
    yield from sweep(staged, shares, times)
    yield "| rule | share of sites | skipped (M12) |"
    yield "|---|---|---|"
    for what, rule in rules_of_fronts():
        share = shares[(what, rule)]
        yield f"| {what.value} {rule} | {_cell(share)} | {share.skipped} |"
    yield ""
    yield from table(shares)
    times.sort()
    yield ""
    yield f"inspector, s: median {times[len(times) // 2]:.2f}, max {times[-1]:.2f} over {len(times)} inspections"
