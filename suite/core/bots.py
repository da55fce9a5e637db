"""Bots that work for any game: a uniform random player and information-set MCTS.

The search is single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): every iteration deals a
full state consistent with the bot's view (``rules.determinize``), walks one tree whose edges are
actions, and counts, for each edge, how often it was available, so that actions that exist only in
some deals are not judged on the deals where they could not be played. A game plugs in what it
knows through ``SearchHooks``: which actions are worth considering, how a playout moves, and what
a position is worth when the playout stops early.
"""

from __future__ import annotations

import abc
import math
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any

import attrs

from suite.core.game import CHANCE, Budget, ContinuousRules, ExplainingBot, Rules, Why, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng

Rewards = Sequence[float]
"""One reward per player, each in [0, 1]."""


def default_budget(bot: object) -> Budget:
    """The budget a bot thinks with unless told otherwise: its ``budget`` attribute, if it has one.

    Budgets are per level (a hard bot thinks longer); a bot says its own so that the tournament and
    the shell need no table of their own.
    """
    return getattr(bot, "budget", Budget())


def effective_budget(budget: Budget, own: Budget) -> Budget:
    """The caller's budget, or the bot's own when the caller set no limit (``Budget()``): the shell
    asks for a move and the level decides how long to think."""
    return budget if budget.iterations is not None or budget.seconds is not None else own


class ExplainedChoice(abc.ABC):
    """A bot whose every choice comes with its reason: ``choose`` is ``choose_explained`` without the
    reason, so the two can never differ (``suite.core.game.ExplainingBot``)."""

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        return self.choose_explained(view, legal, rng, budget, cancelled)[0]

    @abc.abstractmethod
    def choose_explained(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Any, Why]:
        """The move, and why the bot chose it."""


AT_RANDOM = N_("Any move will do: pick one at random.")
"""The random bot's reason for every move, when the log shows the bots' reasons."""


class Explaining:
    """Stands in for an explaining bot in ``match.bot_decision`` (which gives a bot its seat's view and the match's
    random numbers) and keeps the reason it gave: what a hint asks (``ui.bot_runner``)."""

    def __init__(self, bot: ExplainingBot) -> None:
        self.bot = bot
        self.why: Why | None = None

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        action, self.why = self.bot.choose_explained(view, legal, rng, budget, cancelled)
        return action


class RandomBot:
    """Plays uniformly among the legal actions: the baseline every other bot must beat. Given the rules
    of a game of continuous actions (whose legal list says only what kind of move is due), it plays one
    of the rules' own random samples instead (DESIGN §2)."""

    budget = Budget(iterations=1)

    def __init__(self, rules: Rules[Any, Any, Any]) -> None:
        self.rules = rules

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        if isinstance(self.rules, ContinuousRules):
            return self.rules.sample_actions(view, rng, 1)[0]
        return legal[rng.randrange(len(legal))]

    def choose_explained(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> tuple[Any, Why]:
        """``choose``'s move, and the whole of its reasoning: none."""
        return self.choose(view, legal, rng, budget, cancelled), Why(AT_RANDOM)



def random_move(rules: Rules[Any, Any, Any], state: Any, rng: Rng) -> Any:
    """A random move for whoever acts, chance included. A game of continuous actions (a Men at Work
    placement) lists only what kind of move is due, so it samples its own moves (DESIGN §2)."""
    if rules.to_move(state) is CHANCE:
        return rules.sample_chance(state, rng)
    return RandomBot(rules).choose(state, rules.legal_actions(state), rng, Budget())


def winners_share(rules: Rules[Any, Any, Any], state: Any) -> Rewards:
    """A finished game's reward: the winners share one point (1/k each on a k-way shared win)."""
    outcome = rules.outcome(state)
    players = len(outcome.scores)
    return [1.0 / len(outcome.winners) if p in outcome.winners else 0.0 for p in range(players)]


@attrs.frozen
class SearchHooks:
    """What a game tells the search; every hook is optional.

    ``actions``: the actions worth trying in a state (an abstraction of the legal list), each one
    legal; by default the whole legal list. ``rollout``: the playout policy, by default uniform
    over ``actions``. ``evaluate``: one reward per player in [0, 1] for a state where a playout
    stops, by default the winners' share, which is only defined at the end of the game, so a
    ``depth`` limit needs an ``evaluate``. ``depth``: how many decisions a playout makes at most.
    ``exploration``: the UCB1 constant.
    """

    actions: Callable[[Any], Sequence[Any]] | None = None
    rollout: Callable[[Any, Rng], Any] | None = None
    evaluate: Callable[[Any], Rewards] | None = None
    depth: int | None = None
    exploration: float = 0.7

    def __attrs_post_init__(self) -> None:
        if self.depth is not None and self.evaluate is None:
            raise ValueError("a playout depth limit needs an evaluate hook for the positions it stops at")


class _Node:
    """One tree node: the edges out of it, each with its visits, summed reward and availability."""

    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0


@attrs.frozen
class Edge:
    """One move at the root of a search: how many imagined games began with it, and the mover's mean share of them."""

    action: Any
    visits: int
    share: float


class ISMCTSBot:
    """Single-observer information-set MCTS over ``rules.determinize``.

    Chance actions are edges of the tree too (drawn, never chosen), so that what follows a draw is
    only compared with what follows the same draw. The move played is the root's most visited edge.
    """

    def __init__(self, rules: Rules[Any, Any, Any], hooks: SearchHooks | None = None, budget: Budget | None = None):
        self.rules = rules
        self.hooks = hooks or SearchHooks()
        self.budget = budget or Budget(iterations=1000)
        self._actions = self.hooks.actions or rules.legal_actions
        self._evaluate = self.hooks.evaluate or (lambda s: winners_share(rules, s))

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: Rng,
        budget: Budget,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        edges = self.search(view, rng, budget, cancelled)
        if not edges:
            return legal[rng.randrange(len(legal))]
        return edges[0].action

    def search(
        self, view: Any, rng: Rng, budget: Budget, cancelled: Callable[[], bool] = never_cancelled
    ) -> list[Edge]:
        """The root's edges after the search, most visited first: what a bot that wants to say why it
        chose a move reads (how often its move won the imagined games, and the next best's)."""
        root = _Node()
        for _ in _iterations(effective_budget(budget, self.budget), cancelled):
            self._iterate(root, self.rules.determinize(view, rng), rng)
        edges = [Edge(action, node.visits, node.reward / max(node.visits, 1)) for action, node in root.children.items()]
        return sorted(edges, key=lambda edge: edge.visits, reverse=True)

    def _iterate(self, root: _Node, state: Any, rng: Rng) -> None:
        rules = self.rules
        path: list[tuple[_Node, int]] = []
        node = root
        expanded = False
        while not expanded and (mover := rules.to_move(state)) is not None:
            if mover is CHANCE:
                action = rules.sample_chance(state, rng)
                expanded = action not in node.children
                node = node.children.setdefault(action, _Node())
            else:
                action, expanded = self._select(node, self._actions(state), rng)
                node = node.children[action]
                path.append((node, mover))
            state = rules.apply(state, action)
        rewards = self._playout(state, rng)
        for child, mover in path:
            child.visits += 1
            child.reward += rewards[mover]

    def _select(self, node: _Node, actions: Sequence[Any], rng: Rng) -> tuple[Any, bool]:
        """UCB1 over the edges available in this deal; an untried available action first."""
        children = node.children
        untried = [a for a in actions if a not in children]
        for a in actions:
            if a in children:
                children[a].available += 1
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = children[action] = _Node()
            child.available = 1
            return action, True
        c = self.hooks.exploration
        best, best_score = actions[0], -math.inf
        for a in actions:
            child = children[a]
            score = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, False

    def _playout(self, state: Any, rng: Rng) -> Rewards:
        rules = self.rules
        policy = self.hooks.rollout
        steps = 0
        depth = self.hooks.depth
        while (mover := rules.to_move(state)) is not None:
            if mover is CHANCE:
                state = rules.apply(state, rules.sample_chance(state, rng))
                continue
            if depth is not None and steps >= depth:
                return self._evaluate(state)
            if policy is not None:
                action = policy(state, rng)
            else:
                actions = self._actions(state)
                action = actions[rng.randrange(len(actions))]
            state = rules.apply(state, action)
            steps += 1
        return self._evaluate(state)


def _iterations(budget: Budget, cancelled: Callable[[], bool]) -> Iterator[int]:
    """Counts search iterations until the budget is spent or the caller cancels.

    Without any limit the search would never stop, so an empty budget means a single iteration.
    ``cancelled`` is asked before every iteration: one iteration is short, so a cancel is prompt.
    """
    limit = budget.iterations
    deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
    if limit is None and deadline is None:
        limit = 1
    done = 0
    while (limit is None or done < limit) and not cancelled():
        if deadline is not None and done and time.perf_counter() >= deadline:
            return
        yield done
        done += 1
