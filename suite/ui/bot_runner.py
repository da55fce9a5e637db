"""Bots think on a worker thread so the window stays responsive.

Each request carries a ticket; a result whose ticket is no longer the current one (the player
undid, loaded another game, quit) is dropped. Cancelling sets the bot's ``cancelled`` flag, and
the search stops at its next check. Pure-Python bots share the GIL with the window, but Python
hands it over every few milliseconds, so the event loop keeps running (measured by ``make bench``).

A hint asks for the reason too (``explain``): a bot that can give one (``ExplainingBot``) is asked
for its explained choice, which is the very move it would play.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from suite.core.bots import Explaining
from suite.core.game import Bot, Budget, ExplainingBot, IllegalAction
from suite.core.match import Match, bot_decision


def _after(rules: Any, state: Any, begun: Sequence[Any]) -> Any:
    """The state after the steps a person has begun, while they leave him to choose again; otherwise
    (his decision is complete, or a step is refused) the state he began from."""
    player, after = rules.to_move(state), state
    try:
        for step in begun:
            after = rules.apply(after, step)
    except IllegalAction:  # the table offered a step the full state refuses: answer from the start
        return state
    return after if rules.to_move(after) == player else state


class BotRunner(QObject):
    """Runs one bot decision at a time; emits ``finished(ticket, action)`` on the GUI thread, or
    ``explained(ticket, action, why)`` when asked to explain (``why`` None from a bot that cannot), or,
    asked to play it too, ``played(ticket, action, why, after)`` with the state the action leads to,
    worked out on the worker: applying a move can take seconds (Men at Work's site inspector runs a
    search), and on the GUI thread that would freeze the window."""

    finished = Signal(int, object)
    explained = Signal(int, object, object)
    played = Signal(int, object, object, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._cancel = threading.Event()
        self._ticket = 0
        self._future: Future[Any] | None = None

    @property
    def busy(self) -> bool:
        return self._future is not None and not self._future.done()

    def think(
        self,
        match: Match,
        bot: Bot,
        budget: Budget = Budget(),  # noqa: B008
        explain: bool = False,
        play: bool = False,
        begun: Sequence[Any] = (),
    ) -> int:
        """Starts a decision for the player to move of ``match`` (read now, on this thread: the
        worker only sees an immutable state and the view derived from it), after the steps he has
        ``begun`` (a hint asked in the middle of a decision built on the board)."""
        self.cancel()
        self._ticket += 1
        ticket = self._ticket
        cancel = threading.Event()
        self._cancel = cancel
        rules, match_state, seed, cursor = match.rules, match.state, match.seed, match.cursor
        explaining = Explaining(bot) if explain and isinstance(bot, ExplainingBot) else None

        def work() -> None:
            try:
                state = _after(rules, match_state, begun)
                action = bot_decision(rules, state, seed, cursor, explaining or bot, budget, cancel.is_set)
                after = rules.apply(state, action) if play and not cancel.is_set() else None
            except Exception as error:  # a bot bug must not take the window down
                if not cancel.is_set():
                    self.failed.emit(ticket, f"{type(error).__name__}: {error}")
                return
            if cancel.is_set():
                return
            if play:
                self.played.emit(ticket, action, explaining.why if explaining is not None else None, after)
            elif explain:
                self.explained.emit(ticket, action, explaining.why if explaining is not None else None)
            else:
                self.finished.emit(ticket, action)

        self._future = self._pool.submit(work)
        return ticket

    def is_current(self, ticket: int) -> bool:
        return ticket == self._ticket and not self._cancel.is_set()

    def cancel(self) -> None:
        """Drops the decision in progress, if any; its result will never be delivered."""
        self._cancel.set()

    def shutdown(self) -> None:
        """Cancels and waits for the worker (the search stops at its next check)."""
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)
