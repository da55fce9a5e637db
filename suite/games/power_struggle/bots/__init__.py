"""The Power Struggle bots by level (docs/bots-power-struggle.md says how each one thinks and how strong it is).

Every bot reads only its view, and fills what it may not see with ``rules.determinize`` (the
others' money as the table can count it, their archenemy cards, the event deck) before it thinks.
Steps with one choice are answered at once; the event deck is ordered by ``deck``; a bribe
is answered by comparing the price with what the card is worth to the bot (``plan.answer``);
every other decision is judged by the completed action it leads to (``plan``), and the steps
planned for the rest of the action are then played without thinking again (``Follower``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from suite.core.bots import ExplainedChoice
from suite.core.game import Bot, Budget, Why, never_cancelled
from suite.core.i18n import N_
from suite.core.rng import Rng
from suite.games.power_struggle.bots.deck import order_why, pick
from suite.games.power_struggle.bots.explain import aim, answer_why
from suite.games.power_struggle.bots.plan import (
    FOLLOW,
    Follower,
    Plan,
    answer,
    in_action,
    plans,
    single_steps,
)
from suite.games.power_struggle.bots.search import HardBot
from suite.games.power_struggle.rules import PowerStruggleRules
from suite.games.power_struggle.rules.actions import Action, PickEvent
from suite.games.power_struggle.rules.state import Bribing, Phase, State

AT_RANDOM = N_("An action picked at random, without weighing it.")
BEST_PLAN = N_("Playing for %1: of %2 moves I can make, this one leaves me best placed against the best of the others.")
"""The planning bots' reasons, in the words a player says to himself (``%1`` what the move does most for,
``explain.aim``; ``%2`` a count). It gave the lead it reckons too, in victory points, and a tester read that worth
(progress, money, cards counted in) as the score: "a lead of 2" beside a tie."""


class PlanningBot(ExplainedChoice):
    """Judges each decision by the best completed action it leads to (beam ``width``); ``noise``
    blurs the judgement and ``blunder`` is how often it begins an action at random."""

    width = 3
    noise = 0.0
    blunder = 0.0
    budget = Budget(iterations=1)

    def __init__(self, rules: PowerStruggleRules) -> None:
        self.rules = rules
        self.follower = Follower()

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
        rules = self.rules
        player = rules.to_move(view)
        assert isinstance(player, int)
        s = rules.determinize(view, rng)
        if view.phase is Phase.ORDER:
            return pick(s, player, [a for a in legal if isinstance(a, PickEvent)]), order_why(s, player)
        if isinstance(view.pending, Bribing) and view.pending.player != player:
            reply = answer(rules, s, player)
            return reply, answer_why(rules, s, player, reply)
        if self.blunder and view.pending is None and in_action(view) and rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))], Why(AT_RANDOM)
        options = plans(rules, s, player, self.width) if in_action(view) else single_steps(rules, s, player)
        best = self._best(options, rng)
        self.follower.remember(rules, s, best.steps)
        why = Why(BEST_PLAN, (aim(s, best.end, player), len(options)), then=best.steps[1:])
        return best.steps[0], why

    def _best(self, options: list[Plan], rng: Rng) -> Plan:
        if not self.noise:
            return max(options, key=lambda plan: plan.value)
        return max(options, key=lambda plan: plan.value + self.noise * (2 * rng.random() - 1))


class EasyBot(PlanningBot):
    """Greedy: each step keeps only the most promising partial action; its judgement is blurred
    by up to half a victory point, and one action in five is begun at random."""

    width = 1
    noise = 0.5
    blunder = 0.2


class NormalBot(PlanningBot):
    """One ply over completed actions: every action the bot can begin, completed by a beam of 3,
    judged by the shared evaluation; the best one is played."""

    width = 3


BOTS: dict[str, Callable[[PowerStruggleRules], Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
"""The levels the game module lists beside ``random``, each made with the rules it plays with (the
game module's, shared with the window and the other bots); ``suite.core.game.lazy_bots`` imports
this module only when a bot is made."""
