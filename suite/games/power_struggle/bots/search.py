"""The hard bot: the generic information-set MCTS of ``suite.core.bots`` over whole actions.

A tree over Power Struggle's small steps would spend the budget on the order of hires. Here the
search sees the game through ``Macro``, a view of the rules whose moves are *macro actions*: a
player's part of an action, as ``plan`` completes it (the best few actions he can begin), a
bribe's answer, or the whole ordering of the event deck. Each iteration deals a world consistent
with the bot's view, walks the tree of macro actions (every player choosing for himself), plays on
a few macro actions with the best plan of each player, and scores the position with the shared
evaluation (``value.rewards``). The macro actions of a position are worked out once per
decision: worlds differ only in what the bot cannot see, and the plans hardly depend on it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from suite.core.bots import Edge, ExplainedChoice, ISMCTSBot, SearchHooks, effective_budget
from suite.core.game import Budget, Chance, Why, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng
from suite.games.power_struggle.bots.deck import order_why, pick
from suite.games.power_struggle.bots.explain import aim, answer_why, outcome
from suite.games.power_struggle.bots.plan import (
    FOLLOW,
    Follower,
    answer,
    in_action,
    plans,
    single_steps,
)
from suite.games.power_struggle.bots.value import rewards
from suite.games.power_struggle.constants import NOBODY
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import ACCEPT, REFUSE, Action, PickEvent
from suite.games.power_struggle.rules.state import Bribing, Phase, State

Macro = tuple[Action, ...]

CANDIDATES = 4
"""The macro actions the search weighs for itself: its best plans by the one-ply judgement. The
others are expected to play their best plan (and everyone answers bribes as ``plan.answer`` does):
with a budget of a few hundred iterations, weighing their alternatives too would only add noise to
the comparison of the bot's own moves."""

WIDTH = 1
"""The beam that completes the candidates' actions inside the search."""

ROOT_WIDTH = 3
"""The beam for the bot's own decision, worked out once: the normal bot's, so that its choice is a candidate."""

PLAYOUT_MACROS = 8
"""Macro actions played beyond the tree before the evaluation: about two rounds of actions, so that
every move is judged after the others' replies and after what it prepares comes to pass. With 4 (one
round) the bot won 33.5% [27.3–40.3] as one seat against three normal bots (200 games), with 8 it won
63.5% [49.9–75.2] of the first 52 games of the same series."""

WORLDS = 8
"""The worlds consistent with the bot's view that one decision's search cycles through."""

ITERATIONS = 150
"""The default budget: a decision that searches then takes about 1.5 s (median) and 3.2 s at most
on one core of the development machine (playouts of ``PLAYOUT_MACROS``), within the 2 s median and
5 s maximum asked for. Doubling it instead of the playouts gained less (50.0% [36.4–63.6] in 48 games)."""


def _key(s: State) -> State:
    """A position as far as a player's choices go: the same whatever the world dealt, except for
    what it hides that no choice depends on (the archenemy cards, and the event deck outside its
    ordering)."""
    if s.phase is Phase.ORDER:
        return attrs.evolve(s, events=(), archenemies=())
    return attrs.evolve(s, events=(), archenemies=(), deck=(), drawn=())


class MacroRules:
    """The rules as the search sees them: the same game, moved by macro actions. Unlike the game's
    rules, which every thread shares, it keeps the current decision (its searcher, worlds and
    candidates): each hard bot has its own, and the game's rules it wraps stay memoryless."""

    def __init__(self, rules: PowerStruggleRules) -> None:
        self.rules = rules
        self._macros: dict[State, list[Macro]] = {}
        self.searcher = NOBODY
        self._worlds: list[State] = []
        self._dealt = 0

    def prepare(self, searcher: int, view: State, rng: Rng) -> State:
        """A new decision of ``searcher``: the macro actions of the last one no longer matter, and
        the worlds the search will cycle through are dealt; returns the first."""
        self._macros.clear()
        self.searcher = searcher
        self._worlds = [self.rules.determinize(view, rng) for _ in range(WORLDS)]
        self._dealt = 0
        return self._worlds[0]

    def to_move(self, s: State) -> int | Chance | None:
        return self.rules.to_move(s)

    def sample_chance(self, s: State, rng: Rng) -> Action:
        return self.rules.sample_chance(s, rng)

    def determinize(self, v: State, rng: Rng) -> State:
        """The next of the worlds dealt for this decision: every move is tried in the same few
        worlds, so that the luck of the deal does not decide between them."""
        world = self._worlds[self._dealt % len(self._worlds)]
        self._dealt += 1
        return world

    def apply(self, s: State, a: Macro | Action) -> State:
        if not isinstance(a, tuple):
            return self.rules.apply(s, a)
        for step in a:
            s = self.rules.apply(s, step)
        return s

    def legal_actions(self, s: State, width: int = WIDTH) -> list[Macro]:
        """The candidates in ``s``, best first; the first ``width`` asked for a position is kept for it."""
        key = _key(s)
        macros = self._macros.get(key)
        if macros is None:
            macros = self._macros[key] = self._candidates(s, width)
        return macros

    def _candidates(self, s: State, width: int) -> list[Macro]:
        rules = self.rules
        player = rules.to_move(s)
        assert isinstance(player, int)
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return [(legal[0],)]
        if s.phase is Phase.ORDER:
            return [_order(rules, s, player)]
        mine = player == self.searcher
        if isinstance(s.pending, Bribing) and s.pending.player != player:
            # An offer below the card's worth is refused outright, even the bot's own: searched, it
            # was sometimes sold for the least bribe. Above it, the bot weighs both answers.
            price = answer(rules, s, player)
            return [(ACCEPT,), (REFUSE,)] if mine and price == ACCEPT else [(price,)]
        options = plans(rules, s, player, width) if in_action(s) else single_steps(rules, s, player)
        options.sort(key=lambda plan: plan.value, reverse=True)
        return [plan.steps for plan in options[: CANDIDATES if mine else 1]]


def _order(rules: PowerStruggleRules, s: State, player: int) -> Macro:
    """Every pick of the event deck still to make, as the arranger would make them."""
    steps: list[Action] = []
    while s.phase is Phase.ORDER and rules.to_move(s) == player:
        legal = [a for a in rules.legal_actions(s) if isinstance(a, PickEvent)]
        step = pick(s, player, legal)
        steps.append(step)
        s = rules.apply(s, step)
    return tuple(steps)


ONLY_WAY = N_("Only one way to go from here.")
ONE_PLAN = N_("Playing for %1: one move stands out from the others here, no need to look further ahead.")
SEARCHED = N_(
    "Playing for %1. In %2 imagined games where everyone plays his best move, this line gives me %3% of the win; "
    "the next best of the %4 lines I compared, %5%."
)
"""The hard bot's reasons (``%1`` what its move does most for, ``explain.aim``; ``%2`` the search's games; ``%3``
and ``%5`` its share of the win after this line and after the next most searched; ``%4`` the lines compared);
see ``plan`` for going on."""


class HardBot(ExplainedChoice):
    """Information-set MCTS over macro actions (``MacroRules``); plays the first step of the macro
    action searched best and the rest of it without searching again."""

    budget = Budget(iterations=ITERATIONS)

    def __init__(self, rules: PowerStruggleRules) -> None:
        self.rules = rules
        self.macro_rules = MacroRules(self.rules)
        hooks = SearchHooks(rollout=self._rollout, evaluate=self._evaluate, depth=PLAYOUT_MACROS, exploration=0.5)
        self.search = ISMCTSBot(self.macro_rules, hooks, self.budget)
        self.follower = Follower()

    def _evaluate(self, s: State) -> Sequence[float]:
        return rewards(s, self.macro_rules.searcher)

    def _rollout(self, s: State, rng: Rng) -> Macro:
        return self.macro_rules.legal_actions(s)[0]

    def choose_explained(
        self,
        view: State,
        legal: Sequence[Action],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Action, Why]:
        if (step := self.follower.without_thinking(self.rules, view, legal)) is not None:
            return step, Why(FOLLOW, then=self.follower.planned)
        player = self.rules.to_move(view)
        assert isinstance(player, int)
        s = self.macro_rules.prepare(player, view, rng)
        macros = self.macro_rules.legal_actions(s, ROOT_WIDTH)
        if len(macros) == 1:
            chosen, edges = macros[0], []
        else:
            edges = self.search.search(view, rng, effective_budget(budget, self.budget), cancelled)
            chosen = edges[0].action
        why = self._why(s, legal, chosen, edges)
        self.follower.remember(self.rules, s, chosen)
        return chosen[0], attrs.evolve(why, then=tuple(chosen[1:]))


    def _why(self, s: State, legal: Sequence[Action], chosen: Macro, edges: list[Edge]) -> Why:
        """The reason for ``chosen``: a bribe's answer by what it brings against the other answer; else what the
        move plays for, with the search's figures when it searched (``edges``). The hint said "only one way to go"
        while ordering the event deck, where seven of the eight cards could go first."""
        player = self.macro_rules.searcher
        if len(legal) == 1:
            return Why(ONLY_WAY)
        if s.phase is Phase.ORDER:
            return order_why(s, player)
        if chosen[0] in (ACCEPT, REFUSE):
            return answer_why(self.rules, s, player, chosen[0])
        plays_for = aim(s, outcome(self.rules, s, chosen, player), player)
        if not edges:
            return Why(ONE_PLAN, (plays_for,))
        games = sum(edge.visits for edge in edges)
        runner_up = edges[1].share if len(edges) > 1 else 0.0
        return Why(SEARCHED, (plays_for, games, _percent(edges[0].share), len(edges), _percent(runner_up)))


def _percent(share: float) -> int:
    return round(100 * share)
