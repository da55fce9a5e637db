"""The Buro Crazy bots by level (docs/bots-buro-crazy.md says how each one thinks and how strong it is).

Each bot chooses a bid total and then bids it with the fewest cards of its hand: the rules' own
menu of bids (``BidMenu``), whose bids ``apply`` recognises without checking them again. A bot
only reads its view: a first bid it may not see is hidden there, and the bots that reason about it
treat the duel as simultaneous, which it is (B6).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np

from suite.core.bots import ExplainedChoice, RandomBot, effective_budget
from suite.core.game import BotFactory, Budget, Why, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng
from suite.games.buro_crazy.bots.duel import (
    candidate_totals,
    duel_utilities,
    regret_matching,
    sample,
    state_table,
    static_value,
)
from suite.games.buro_crazy.bots.explain import SolvedDuel, why
from suite.games.buro_crazy.bots.heuristic import NOTHING_SHARE, WORTH_FACTOR, climbing_worth, nearest_total, thumb_bids
from suite.games.buro_crazy.bots.reading import carelessness
from suite.games.buro_crazy.bots.response import (
    best_response,
    departure,
    expected_bids,
    sensible_bids,
    shown_spread,
    shown_weight,
    thumb_spread,
)
from suite.games.buro_crazy.bots.search import LOOKAHEAD_DEPTH, ROOT_GRID, Lookahead, generosity, table_calibration
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.buro_crazy.rules.engine import BuroRules
from suite.games.buro_crazy.rules.queries import bidder
from suite.games.buro_crazy.rules.state import BuroState


class _Level:
    """What every level starts from: the rules it plays with, given by whoever makes the bot (the
    shell shares its own rules between the GUI thread and the bot threads)."""

    def __init__(self, rules: BuroRules) -> None:
        self.rules = rules


EASY_SILLY_ZERO = 0.15
"""How often the easy bot bids nothing whatever the duel is worth."""

EASY_NOISE = (0.4, 1.3)
"""The easy bot bids the duel's worth times a factor drawn uniformly in this range."""


EASY_NOTHING = N_("Nothing this time, whatever the duel is worth.")
EASY_WORTH = N_("Climbing is worth about %1 here: a bid of about that, give or take, whatever the opponent does.")
"""The easy bot's reasons, in the words a player says to himself, like the hard bot's hint (``%1`` what
climbing is worth to it)."""


class EasyBot(_Level, ExplainedChoice):
    """Bids by the rule of thumb (``bots.heuristic``): what climbing is worth to it (piles,
    eligibility), with noise; ignores the opponent."""

    budget = Budget(iterations=1)

    def choose_explained(
        self,
        view: BuroState,
        legal: Sequence[Bid],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Bid, Why]:
        """The bid, and what the bot went by: the worth of climbing, or nothing at all."""
        player, _ = bidder(view)
        hand = view.hands[player]
        if rng.random() < NOTHING_SHARE:
            return self.rules.menu(view).for_total(0), Why(EASY_NOTHING)
        low, high = WORTH_FACTOR
        factor = low + (high - low) * rng.random()
        worth = climbing_worth(view)
        return self.rules.menu(view).for_total(nearest_total(hand, worth * factor)), Why(EASY_WORTH, (round(worth),))


class NormalBot(_Level, ExplainedChoice):
    """Solves the duel as a matrix game over bid totals, each pair valued by the outlook of the
    position it leads to (``bots.duel``), and samples its own side's mixed strategy; the budget's
    iterations are regret-matching iterations."""

    budget = Budget(iterations=300)

    def choose_explained(
        self,
        view: BuroState,
        legal: Sequence[Bid],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Bid, Why]:
        """The bid, and what the solved duel says of it (``bots.explain``, as the hard bot's hint)."""
        _, side = bidder(view)
        table = state_table(view)
        left, right = table.duellists
        totals = candidate_totals(view.hands[left]), candidate_totals(view.hands[right])
        values = duel_utilities(table, np.array(totals[0]), np.array(totals[1]), static_value())
        iterations = effective_budget(budget, self.budget).iterations or 1
        strategies = regret_matching(values[left, 0], values[right, 0], iterations)
        chosen = sample(strategies[side], rng)
        duel = SolvedDuel(side=side, totals=totals, strategies=strategies)
        return self.rules.menu(view).for_total(totals[side][chosen]), why(view, duel, chosen)


CANCELLED_ITERATIONS = 30
"""Regret-matching iterations of the hard bot's root game once it is told to stop."""


class HardBot(_Level):
    """Solves the duel like the normal bot, but values each pair of totals by solving the next duel
    too (``bots.search``), with an outlook tuned by self-play (``TUNED``), and reads the table: how
    carelessly each player has bid so far (``bots.reading``). It expects a sensible opponent to bid
    half by the equilibrium, half by the rule of thumb (``bots.heuristic``: what climbing is worth to
    him); against that, mixed with careless bids as it reads him, it bids its best response
    (``bots.response``), and the faster the roof grows, the more the piles
    count (``search.generosity``). The budget's iterations are regret-matching iterations at the root
    (a third of them for the duel ahead); a time limit or a cancel request leaves the bids not yet
    searched to the outlook alone. Asked for a hint, it also says why (``choose_explained``): it is an
    ``ExplainingBot``."""

    budget = Budget(iterations=300)

    def choose(
        self,
        view: BuroState,
        legal: Sequence[Bid],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Bid:
        duel = self.solve(view, budget, cancelled)
        return self.rules.menu(view).for_total(duel.totals[duel.side][sample(duel.strategies[duel.side], rng)])

    def choose_explained(
        self,
        view: BuroState,
        legal: Sequence[Bid],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Bid, Why]:
        """``choose``'s very bid (the same solve, the same draw), with what the bot expects of the
        opponent and plays for (``bots.explain``)."""
        duel = self.solve(view, budget, cancelled)
        chosen = sample(duel.strategies[duel.side], rng)
        return self.rules.menu(view).for_total(duel.totals[duel.side][chosen]), why(view, duel, chosen)

    def solve(self, view: BuroState, budget: Budget, cancelled: Callable[[], bool] = never_cancelled) -> SolvedDuel:
        """The duel solved, with the opponent's strategy as the bot expects it (his equilibrium and
        the rule of thumb, mixed with careless bids as it reads him) and the bot's own as its answer
        to that."""
        budget = effective_budget(budget, self.budget)
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds

        def stop() -> bool:
            return cancelled() or (deadline is not None and time.perf_counter() >= deadline)

        iterations = budget.iterations or self.budget.iterations or 1
        player, side = bidder(view)
        table = state_table(view)
        left, right = table.duellists
        rival = (left, right)[1 - side]
        careless = carelessness(view.shown, rival)
        # The bot may also bid one point over the rival's whole hand: a sure win against any bid.
        sure = (C.value(view.hands[rival]) + 1,)
        grids = (ROOT_GRID + sure, ROOT_GRID) if side == 0 else (ROOT_GRID, ROOT_GRID + sure)
        totals = candidate_totals(view.hands[left], grids[0]), candidate_totals(view.hands[right], grids[1])
        calibration = table_calibration(generosity(view.duel, C.value(view.roof)))
        search = Lookahead(LOOKAHEAD_DEPTH, max(1, iterations // 3), calibration)
        values = search.root(table, np.array(totals[0], float), np.array(totals[1], float), stop)
        if stop():  # asked to answer now: a short solve of what was searched
            iterations = min(iterations, CANCELLED_ITERATIONS)
        equilibrium = regret_matching(values[left, 0], values[right, 0], iterations)
        thumb = thumb_spread(totals[1 - side], thumb_bids(view.hands[rival], climbing_worth(view, 1 - side)))
        shares = [bid.total / bid.hand for bid in view.shown if bid.player == rival and bid.hand > 0]
        shown = shown_spread(totals[1 - side], C.value(view.hands[rival]), shares) if shares else None
        weight = shown_weight(len(shares))
        sensible = sensible_bids(equilibrium[1 - side], thumb, shown, weight)
        expected = expected_bids(totals[1 - side], sensible, view.hands[rival], careless)
        mine = values[player, 0] if side == 0 else values[player, 0].T
        worth = mine @ expected
        own = best_response(worth, equilibrium[side], departure(careless, weight))
        strategies = (own, expected) if side == 0 else (expected, own)
        return SolvedDuel(side, totals, strategies, careless, worth, equilibrium[side])


BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}
