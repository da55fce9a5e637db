"""The GameController owns a match while it is on screen: turns, bots, undo, hints, autosave.

The table and the page only show what it emits and hand it what the person chose; nothing else
changes the game. What it emits of the game is frames (``suite.core.frames``): the rules' view of
each moment for the seat being served, with that view's events, never the state itself. It emits
one frame at a time and waits for the table to have shown it before the next step, so bot moves
appear at human speed and every widget moves to a moment together.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from enum import Enum, auto
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from shiboken6 import Shiboken

from suite.core.frames import Frame, frame_at
from suite.core.game import Budget, IllegalAction, Why
from suite.core.match import Match
from suite.ui.bot_runner import BotRunner

MIN_THINKING_MS = 600
"""A bot that answers at once still "thinks" this long, so a person can follow the game."""
UNDO_GRACE_MS = 2000
"""A bot's answer that would make a person's decision final (it reveals something, as a second bid
turns both bids over) waits at least this long after that decision, so that a person who misclicked
can still take it back, as one takes back a card before the other player has turned his over."""

LOOK_MS = 1500
"""With several people at one screen, the table shows what a person's move did this long before the cover for the
next one comes down: it came at once, and a player whose worker knocked the site over never saw what fell. The move
is told, and then shown, in the public view, as while bots play: the next person may already be looking, and the
mover's own view showed him the mover's sealed bid, money, archenemy and Foreman cards."""


class NoUndo(Enum):
    """Why Undo cannot take anything back now (``GameController.why_no_undo``)."""

    NOBODY_AT_SCREEN = auto()
    """Several people share the screen, and none has taken it yet."""
    PASSED_ON = auto()
    """The screen is covered for the next person: the move before the cover is his predecessor's,
    and whoever stands at the cover may be the next person already."""
    NOTHING_YET = auto()
    """The person at the screen has made no decision yet."""
    BEFORE_OPENING = auto()
    """His decisions came before the game was opened, and the positions between are not known (a
    game saved under older rules, or a physics game, which is not replayed)."""
    FINAL = auto()
    """Since his last decision, chance drew or a move revealed something (a bot's included)."""
    ANOTHER_PERSON = auto()
    """Another person at the same screen decided after him."""


class GameController(QObject):
    """Drives one match for the game page.

    Signals:
        frameReady(frame): the table must show this frame (``suite.core.frames.Frame``), animating
            its events, then call ``table_idle``.
        humanToAct(player, legal): a person must choose now (after any pass-the-screen cover).
        passScreen(player): cover the table until ``player`` confirms he is in front of it.
        thinking(player): a bot is thinking (None: nobody is).
        finished(outcome): the game is over.
        hintStarted(): the strongest bot has been asked for a hint (shown at once: it may think a while).
        hintReady(action, why): what it would play for the person to act, and why (a
            ``suite.core.game.Why``, or None from a bot that cannot say).
        hintFailed(): the bot asked for a hint failed (a bug): no hint is coming.
        problem(message): something went wrong that the person should read (one sentence).
        changed(): after every applied or undone action, and when another person takes the screen
            (the page refreshes undo).
    """

    frameReady = Signal(object)
    humanToAct = Signal(int, object)
    passScreen = Signal(int)
    thinking = Signal(object)
    finished = Signal(object)
    hintStarted = Signal()
    hintReady = Signal(object, object)
    hintFailed = Signal()
    problem = Signal(str)
    changed = Signal()

    def __init__(
        self,
        match: Match,
        autosave: Callable[[Match], None],
        parent: QObject | None = None,
        min_thinking_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self._autosave = autosave
        self._min_thinking_ms = MIN_THINKING_MS if min_thinking_ms is None else min_thinking_ms
        self._bots = {i: match.module.make_bot(s.kind) for i, s in enumerate(match.seats) if not s.is_human}
        self._runner = BotRunner(self)
        self._runner.played.connect(self._bot_answered)
        self._runner.failed.connect(self._bot_failed)
        self._hint_runner = BotRunner(self)
        self._hint_runner.explained.connect(self._hint_answered)
        self._hint_runner.failed.connect(self._hint_failed)
        self._thinking_since = 0.0
        self._waiting_for_table = False
        self._covered = False
        self._looking: int | None = None
        """The log position whose outcome the person who played it is looking at before the cover (``LOOK_MS``)."""
        self._look_due = False
        """Whether a person's move is to be looked at before the next cover (not a bot's)."""
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self._screen_passed = len(humans) > 1 and match.module.private(match.options)
        """Whether several people pass the screen behind a cover: where nobody holds anything private they
        share it as one person would."""
        self.viewer: int | None = None if self._screen_passed else humans[0] if humans else None
        """Whose view the screen shows: with several people at one screen, nobody's until one of
        them confirms he is in front of it (a game continued opens on the cover)."""
        self._at_screen: int | None = self.viewer
        """The person last served: the one in front of the screen, until the cover for the next one
        (Undo takes nothing back behind it) is lifted by that next one."""
        self._decided_at = 0.0
        self._closed = False
        self.explain_bots = False
        """Whether each bot says why it plays its move (the setting ``bot_reasons``), kept in ``reasons``."""
        self.reasons: dict[int, tuple[int, Why]] = {}
        """Which bot played the move that led to a log position and why, by that position: the log shows
        them after the moves (``GamePage``). Only moves played on this screen with the setting on have
        one; a reason is a bot's thought, not part of the game, so saves do not keep them."""
        self.frame: Frame = self._frame(animate=False)
        """The last frame emitted: the moment the screen shows or is about to show."""

    # -- the flow of the game -------------------------------------------------------------------

    def start(self) -> None:
        """Shows the position as it is (a new or a loaded game) and carries on from there."""
        self._show(animate=False)

    def table_idle(self) -> None:
        """The table finished animating the last transition: the next step may come."""
        if self._waiting_for_table and not self._closed:
            self._waiting_for_table = False
            self._next()

    def _frame(self, animate: bool) -> Frame:
        match = self.match
        return frame_at(match.rules, match.state, match.cursor, self.viewer, animate)

    def _emit(self, animate: bool) -> Frame:
        self.frame = self._frame(animate)
        self.frameReady.emit(self.frame)
        return self.frame

    def _show(self, animate: bool) -> None:
        """Emits the current moment and waits for the table before the next step."""
        self._waiting_for_table = True
        self._emit(animate)

    def _next(self) -> None:
        match = self.match
        if match.chance_step() is not None:
            self._applied()
            return
        player = self.frame.to_move
        if player is None:
            self.thinking.emit(None)
            self.finished.emit(match.outcome())
            return
        if match.seats[player].is_human:
            self.thinking.emit(None)
            if self._screen_passed and player != self.viewer and player != self._at_screen:
                if self._look_due and LOOK_MS > 0:  # a person just played: his move's outcome first
                    self._look_due = False
                    self._look(match.cursor)
                    return
                self._looking = None
                self._covered = True
                self.viewer = None
                self._emit(animate=False)
                self.passScreen.emit(player)
                self.changed.emit()  # no Hint behind the cover
                return
            self._serve(player)
            return
        if self._screen_passed and self.viewer is not None:
            # The person who just played has seen what his move did; while the bots play, the next person
            # may already be looking: the screen shows the public view (his money, archenemy and event
            # order stayed on screen under a header naming the next player).
            self.viewer = None
            self._show(animate=False)
            return
        self.thinking.emit(player)
        self._thinking_since = time.monotonic()
        self._runner.think(match, self._bots[player], explain=self.explain_bots, play=True)

    def _look(self, cursor: int) -> None:
        """Leaves the outcome of the person's move on the screen for ``LOOK_MS``, then passes the screen on
        (``_next``). It is in the public view already: ``submit`` told the move in it, someone else acting next."""
        self._looking = cursor
        self.changed.emit()  # no Hint meanwhile: it would be the next person's
        QTimer.singleShot(LOOK_MS, lambda: self._looked_at(cursor))

    def _looked_at(self, cursor: int) -> None:
        if not Shiboken.isValid(self) or self._closed or self._looking != cursor or self.match.cursor != cursor:
            return  # the page went, or Undo took the move back meanwhile
        self._next()

    def _serve(self, player: int) -> None:
        """Hands the person at ``player`` the moves of his own view. When the screen showed another
        view (a screen just uncovered), his own is shown first and his moves come once the table has
        shown it (``table_idle`` comes back here): handed over at once, they were wiped by the table
        settling on the new frame, and the person had nothing to click."""
        if player != self._at_screen:
            self._at_screen = player
            self.changed.emit()  # what Undo would take back, or why it cannot, is now this person's
        if self.viewer != player:
            self.viewer = player
            self._show(animate=False)
            return
        self.humanToAct.emit(player, self.match.rules.legal_actions(self.frame.view))

    def uncover(self, player: int) -> None:
        """The person at seat ``player`` confirmed he is in front of the screen."""
        if not self._covered or self.match.to_move() != player:
            return
        self._covered = False
        self.changed.emit()  # Hint is his now
        self._serve(player)

    def submit(self, action: Any) -> None:
        """A person chose ``action``; an illegal one is refused with a message and changes nothing."""
        player = self.match.to_move()
        if self._closed or not isinstance(player, int) or not self.match.seats[player].is_human:
            return
        try:
            self.match.apply(action)
        except IllegalAction as error:
            self.problem.emit(error.reason)
            return
        self._hint_runner.cancel()
        self._decided_at = time.monotonic()
        self._look_due = self._screen_passed
        if self._screen_passed and self.match.to_move() != player:
            # Told in the public view: the next person may already be at the screen, and the mover's own view
            # showed his money and archenemy cards there while the move was told.
            self.viewer = None
        self._applied()

    def _bot_answered(self, ticket: int, action: Any, why: Why | None, after: Any) -> None:
        """A bot's move, with its reason when it was asked for one (None: not asked, or it cannot say) and
        the state it leads to (worked out on the bot's thread)."""
        if not self._runner.is_current(ticket) or self._closed:
            return
        now = time.monotonic()
        delay_ms = self._min_thinking_ms - (now - self._thinking_since) * 1000
        if self.undo_target() is not None and not self.match.rules.undoable(self.match.state, action):
            delay_ms = max(delay_ms, UNDO_GRACE_MS - (now - self._decided_at) * 1000)
        QTimer.singleShot(max(0, int(delay_ms)), lambda: self._play_bot(ticket, action, why, after))

    def _play_bot(self, ticket: int, action: Any, why: Why | None, after: Any) -> None:
        if not Shiboken.isValid(self) or not self._runner.is_current(ticket) or self._closed:
            return  # the page (and this controller with it) went while the answer waited
        player = self.match.to_move()
        self.thinking.emit(None)  # its move is made: while it is shown, its seat said "thinking…" still
        self._look_due = False  # the bots' moves are told on the screen: the person's outcome is behind them
        self.match.apply(action, after)
        self._applied((player, why) if why is not None and isinstance(player, int) else None)

    def _bot_failed(self, ticket: int, message: str) -> None:
        if self._runner.is_current(ticket):
            self.thinking.emit(None)
            self.problem.emit(message)

    def _applied(self, reason: tuple[int, Why] | None = None) -> None:
        """After an action: the reasons of moves since undone go, the bot's reason for this one (its seat
        and why, if it gave one) is kept, the game is autosaved and the new moment shown."""
        cursor = self.match.cursor
        self.reasons = {position: kept for position, kept in self.reasons.items() if position < cursor}
        if reason is not None:
            self.reasons[cursor] = reason
        self._autosave(self.match)
        self.changed.emit()
        self._show(animate=True)

    # -- undo and hints -------------------------------------------------------------------------

    def undo_target(self) -> int | None:
        """Where Undo goes back to (``_undo``), or None if it cannot now."""
        found = self._undo()
        return found if isinstance(found, int) else None

    def why_no_undo(self) -> NoUndo | None:
        """Why Undo cannot go back now, or None if it can: the menu says it (greyed alone, it left
        people guessing)."""
        found = self._undo()
        return found if isinstance(found, NoUndo) else None

    def _undo(self) -> int | NoUndo:
        """Where Undo goes back to: before the last decision of the person in front of the screen,
        taking back the bot moves made since, as long as none of those steps revealed anything to
        anyone (the rules' ``undoable``). Chance, reveals and another person's decision are final:
        Undo never takes back someone else's sealed bid. Nor does it behind the cover that passes the
        screen on: the one who presses it there may be the next person, and a move handed over is
        made, as at a table where the next player has already been told it is his turn. When it
        cannot, why."""
        match, rules = self.match, self.match.rules
        person = self._at_screen
        if person is None:
            return NoUndo.NOBODY_AT_SCREEN
        if self._covered:
            return NoUndo.PASSED_ON
        for cursor in range(match.cursor - 1, -1, -1):
            if not match.history_available(cursor):
                return NoUndo.BEFORE_OPENING
            before = match.state_at(cursor)
            mover = rules.to_move(before)
            if not isinstance(mover, int) or not rules.undoable(before, match.log[cursor], _after(match, cursor)):
                return self._out_of_reach(cursor, NoUndo.FINAL)
            if match.seats[mover].is_human:
                if mover == person:
                    return self._start_of_run(cursor)
                return self._out_of_reach(cursor, NoUndo.ANOTHER_PERSON)
        return NoUndo.NOTHING_YET

    def _out_of_reach(self, cursor: int, why: NoUndo) -> NoUndo:
        """``why`` the person's moves before log position ``cursor`` cannot be taken back; a person who
        made none has simply nothing to undo yet (told "since your last move", he had none)."""
        return why if self._decided_before(cursor) else NoUndo.NOTHING_YET

    def _decided_before(self, cursor: int) -> bool:
        """Whether the person at the screen made a decision before log position ``cursor`` (the deal
        that opens a game is final too, but before any move there is nothing to take back)."""
        match = self.match
        return any(match.history_available(c) and match.rules.to_move(match.state_at(c)) == self._at_screen
                   for c in range(cursor))  # fmt: skip

    def _start_of_run(self, cursor: int) -> int:
        """The first step of the person's decision that ends at ``cursor``: a decision the table sends
        as several steps (an action with its targets, the whole event deck) is taken back whole, not
        left half made with nothing to finish or cancel it with (the rules' ``within_decision``).
        Only within one decision: two of Men at Work's placements in a row went back together, the
        last of a missed try with the one before it, and the first could no longer be tried again."""
        match, rules = self.match, self.match.rules
        while cursor > 0 and match.history_available(cursor - 1) and rules.within_decision(match.state_at(cursor)):
            before = match.state_at(cursor - 1)
            undoable = rules.undoable(before, match.log[cursor - 1], _after(match, cursor - 1))
            if rules.to_move(before) != self._at_screen or not undoable:
                break
            cursor -= 1
        return cursor

    def undo(self) -> None:
        """Takes the person's last decision back. With several people at one screen the public view is
        shown first; the decision goes back to the person who undid it, who is at the screen, without a
        cover (asked to pass the screen to himself, he was told nothing true)."""
        target = self.undo_target()
        if target is None:
            return
        self._runner.cancel()
        self._hint_runner.cancel()
        self.thinking.emit(None)
        self.match.rewind(target)
        self._autosave(self.match)
        self.changed.emit()
        self.viewer = None if self._screen_passed else self._at_screen
        self._covered = False
        self._looking, self._look_due = None, False
        self._show(animate=False)

    def can_hint(self) -> bool:
        """Whether Hint can answer now: a person is to act, in front of the screen. Behind the cover
        the advice, worked out from that person's hidden cards, showed in the status line to whoever
        was still there; so it would while the last person looks at his move's outcome (``LOOK_MS``)."""
        player = self.match.to_move()
        return (isinstance(player, int) and self.match.seats[player].is_human and not self._covered
                and self._looking is None and self.match.module.advises)  # fmt: skip

    def hint(self, begun: Sequence[Any] = ()) -> None:
        """Asks the strongest bot what it would play for the person to act, and why (answered by
        hintReady), after the steps the person has ``begun`` on the board; hintStarted says at once
        that it is thinking."""
        if not self.can_hint():
            return
        bot = self.match.module.make_adviser()
        self._hint_runner.think(self.match, bot, Budget(), explain=True, begun=begun)
        self.hintStarted.emit()

    def _hint_answered(self, ticket: int, action: Any, why: Why | None) -> None:
        if self._hint_runner.is_current(ticket) and not self._closed:
            self.hintReady.emit(action, why)

    def _hint_failed(self, ticket: int, message: str) -> None:
        """A hint the bot could not work out: said, rather than "thinking…" for ever (Men at Work's start site
        built by the first player had no instruction for the hard bot's look ahead, and the hint never came).
        The error goes to the log of errors, for a report: the person is told no hint is coming."""
        if self._hint_runner.is_current(ticket) and not self._closed:
            print(f"hint failed: {message}", file=sys.stderr)
            self.hintFailed.emit()

    def close(self) -> None:
        """Stops every bot (waiting for the worker threads) and saves the position one last time."""
        if self._closed:
            return
        self._closed = True
        self._runner.shutdown()
        self._hint_runner.shutdown()
        self._autosave(self.match)


def _after(match: Any, cursor: int) -> Any:
    """The state the action at ``cursor`` of the log led to, if it is known."""
    return match.state_at(cursor + 1) if match.history_available(cursor + 1) else None
