"""The Power Struggle table: the widget the shell's game page hosts (the ``GameTable`` contract).

It shows frames and animates their events one line at a time, and lets the person build his
decision by pointing at the board: each step's legal targets glow, each step is tried on the
person's own view with the rules (a view is a state the rules run on for the viewer's own
decisions), so the board shows its effect and the bar spells out its cost before anything is
sent. Cancel drops the steps taken; Confirm hands them to the controller one by one, each as the
controller asks for the next. The table never changes the game itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from suite.core.frames import Frame
from suite.core.game import GameModule, Why
from suite.core.i18n import capital, fmt
from suite.core.match import Seat
from suite.games.power_struggle import narration
from suite.games.power_struggle.constants import (
    INFLUENCE,
    MAX_EMPLOYEES,
    NOBODY,
    OFFICES_PER_DIVISION,
    PRIVILEGE_ACTIONS,
    ActionKind,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.actions import (
    DONE,
    ChooseAction,
    ChooseAmount,
    ChooseCard,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    PickEvent,
    PlaceDepartment,
    PlaceOnBoard,
    ToBoard,
    ToCounsel,
)
from suite.games.power_struggle.rules.privileges import usable_side
from suite.games.power_struggle.rules.state import (
    Bribing,
    Buying,
    FoundingWithOwn,
    Hiring,
    Merging,
    Moving,
    Office,
    Phase,
    Resigning,
    State,
)
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.board import NO_MEETING, Picked, Refused, Target
from suite.games.power_struggle.table.paint import player_colour
from suite.games.power_struggle.table.scene import PowerScene, meeting_step
from suite.games.power_struggle.table.texts import next_deck_card, tr
from suite.ui.board.board_view import BoardView
from suite.ui.board.buttons import Activatable
from suite.ui.board.tweens import Sequencer, Step
from suite.ui.table import GameTable

animation_speed = 1.0
"""The table's own pace, which the player's setting multiplies; tests raise it."""
LINE_MS = 900.0
"""How long one line of a move stays on the board at the normal pace."""
BUSY_LINE_MS = 350.0
"""The pace when a transition tells many lines (a bonus payment pays everyone)."""
TURNING = (E.ServiceTurnStarted, E.EventRevealed)
"""The events from which the header and the event card tell the new moment, when a move's own events come first."""
_REVEALING = (E.EventRevealed, E.BribeOffered, E.VictoryAnnounced, E.MoneyShown, E.GameEnded, E.EventsDrawn)


def key_help() -> list[tuple[str, str]]:
    """Every key the table answers, for the keyboard shortcuts dialog."""
    return [
        (tr("Tab, Shift+Tab"), tr("Move the focus frame over the targets and buttons")),
        (tr("Space"), tr("Press the target or button the focus frame is on")),
        (tr("Enter"), tr("Confirm, when the bar shows Confirm; otherwise press what the focus frame is on")),
        (tr("Esc"), tr("Cancel the decision being built")),
        (tr("Backspace"), tr("Take back the last step, or the last event card placed on the deck")),
        (tr("A to G"), tr("Choose the form of action of that letter; where several share it, move the focus "
                          "frame from one to the next")),
    ]


class PowerTable(GameTable):
    """The board, the players' areas and the action bar, in one scaled scene."""

    def __init__(self, module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None,
                 speed: float | None = None) -> None:
        super().__init__(module, seats, parent)
        self.rules = module.rules
        colours = [player_colour(seat.colour, i) for i, seat in enumerate(self.seats)]
        self.scene = PowerScene(self.seats, colours, self.newGameRequested.emit, self.backRequested.emit)
        self.names = self.scene.names
        self.board = BoardView(self.scene, self, min_scale=L.MIN_SCALE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.sequencer = Sequencer(self, animation_speed if speed is None else speed)
        self._incoming: Frame | None = None
        self._generation = 0
        self._quiet = 0
        """Frames still to come of the person's own confirmed steps: shown without a show."""
        self._queue: list[Any] = []
        self._player: int | None = None
        self._base: State | None = None
        self._base_legal: list[Any] = []
        self._preview: State | None = None
        self._legal: list[Any] = []
        self._steps: list[Any] = []
        self._effects: list[Any] = []
        """What the steps so far did: their events, and lines worded ahead (``narration.effects``)."""
        self._complete = False
        self._targets: list[Target] = []
        self._refused: list[Refused] = []
        self._picked: list[Picked] = []
        self._focused: Activatable | None = None
        self._hint_focus: Activatable | None = None
        """The event card a hint framed, while the deck is being ordered."""
        self._thinking: int | None = None
        self._thinking_phase = 0
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(350)
        self._thinking_timer.timeout.connect(self._think)
        self.scene.deck_order.on_change = self._deck_changed

    def set_animation_speed(self, factor: float) -> None:
        self.sequencer.speed = animation_speed * factor

    # -- the contract ------------------------------------------------------------------------------

    def show_frame(self, frame: Frame) -> None:
        self._finish_show()
        self._generation += 1
        self._incoming = frame  # first: the bar then waits with this frame's prompt, not the last step's
        self._drop_input()
        events = frame.events  # the rings lie on the board and panels just synced to the move's end
        turning = next((i for i, e in enumerate(events) if isinstance(e, TURNING)), 0)
        before = self.frame.view if turning and self.frame is not None else None
        self.scene.sync(frame.view, frame.viewer, None, moment=before)  # nobody is to play until the move is told
        lines = [(e, line, self.scene.spot(e, events[index + 1 :], frame.view))
                 for index, e in enumerate(events) if (line := narration.event(e, self.names, tr))]  # fmt: skip
        quiet = self._quiet > 0
        self._quiet = max(0, self._quiet - 1)
        if not quiet and lines:
            self.scene.bar.set_texts(lambda: "", lambda: "")
        if quiet or not lines:
            self._settle()
            generation = self._generation
            QTimer.singleShot(0, self, lambda: self._shown_at_once(generation))
            return
        self.sequencer.run(self._steps_of(lines, frame.view if before is not None else None), self._show_done)

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        if self.frame is None:
            return
        if player is None:
            self._drop_input()
            return
        if self._queue:
            if self._queue[0] in legal:
                action = self._queue.pop(0)
                self.promptChanged.emit(nothing_asked)
                QTimer.singleShot(0, self, lambda: self.actionChosen.emit(action))
                return
            self._queue = []
            self._quiet = 0
        self._player = player
        self._base = self.frame.view
        self._base_legal = list(legal)
        self._restart()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def begun(self) -> list[Any]:
        if self._player is None or self._complete:
            return []
        if self.scene.deck_order.isVisible():
            return [PickEvent(card) for card in self.scene.deck_order.order]
        return list(self._steps)

    def show_hint(self, action: Any, why: Why | None = None) -> None:
        """The suggested step glows blue on the board (an action's button takes the focus frame)
        and the bar says it, with the steps the bot means to follow it with and its reason."""
        for target in self._targets:
            target.set_hinted(target.action == action)
        if isinstance(action, ChooseAction):
            self._set_focus(self.scene.bar.action_buttons[action.kind])
        if isinstance(action, PickEvent):
            self._hint_focus = next((card for card in self.scene.deck_order.hand if card.card is action.card), None)
            self._set_focus(self._hint_focus)
        line = fmt(tr("Hint: %1"), narration.action(action, tr))
        if why is not None and why.then:  # the rest of the action, which the person builds step by step
            rest = ", ".join(narration.action(step, tr) for step in [*why.then, *self._last_card(action, why.then)])
            line = fmt(tr("Hint: %1, then %2"), narration.action(action, tr), rest)
        if why is not None:  # the reason is the bot's own, in its first person: quoted, "I" and "me" say who speaks
            line += ". " + fmt(tr("The hard bot says: “%1”"), why.told(tr))
        self.scene.bar.say(line)

    def _last_card(self, action: Any, then: tuple[Any, ...]) -> list[PickEvent]:
        """The event card the deck takes by itself once the others are placed: a hint for the order
        named seven of the eight cards, the search having no pick to make for the last one."""
        if not isinstance(action, PickEvent):
            return []
        left = [item.card for item in self.scene.deck_order.hand]
        for step in (action, *then):
            if isinstance(step, PickEvent) and step.card in left:
                left.remove(step.card)
        return [PickEvent(left[0])] if len(left) == 1 else []

    def ideal_width(self, height: int) -> int:
        """The board's width at ``height``, its proportions kept: the page gives the log the rest."""
        scene = self.scene.sceneRect()
        return round(height * scene.width() / scene.height())

    def set_thinking(self, player: int | None) -> None:
        if self._thinking is not None:
            self.scene.panels[self._thinking].set_thinking(-1)
        self._thinking = player
        self._thinking_phase = 0
        if player is None:
            self._thinking_timer.stop()
            return
        self.scene.panels[player].set_thinking(0)
        self._thinking_timer.start()

    def retranslate(self) -> None:
        """Every text is read when painted (targets' tips are made again)."""
        if self._player is not None and self._preview is not None:
            self._offer()
        self.scene.update()

    # -- shows -------------------------------------------------------------------------------------

    def _steps_of(self, lines: list[tuple[Any, str, QRectF | None]], turned: State | None = None) -> list[Step]:
        """A step per line of the move: its event, its words, and the ring around where it happened
        (``PowerScene.spot``, on the board of the move's end, which the frame shows). With ``turned``, the header
        and the event card tell the moment before the move until the line of the new turn (``TURNING``): they
        showed "service turn 4" and its event while the bar still told the last move of turn 3."""
        pace = LINE_MS if len(lines) <= 6 else BUSY_LINE_MS
        steps: list[Step] = []
        in_meeting = False
        for e, line, spot in lines:
            step = meeting_step(e)
            in_meeting = step != NO_MEETING and (in_meeting or step is not None)
            if step is None and in_meeting and isinstance(e, E.Scored) and e.track == INFLUENCE:
                step = 4
            if step is None and in_meeting and isinstance(e, E.MotivationChanged):
                step = 5

            def show(line: str = line, spot: QRectF | None = spot, step: int | None = step, e: Any = e) -> Any:
                self.scene.caption.show_line(line, spot)
                if turned is not None and isinstance(e, TURNING):
                    self.scene.board.set_moment(turned)
                if step is not None:
                    self.scene.board.set_meeting_step(step)
                return self.sequencer.pause(pace)

            steps.append(show)
        return steps

    def _show_done(self) -> None:
        self._settle()
        self._waiting_prompt()
        self.animationsFinished.emit()

    def _finish_show(self) -> None:
        if self.sequencer.running:
            self.sequencer.finish_now()
        self._settle()

    def _settle(self) -> None:
        self.scene.caption.show_line("", None)
        self.scene.board.set_meeting_step(None)
        frame, self._incoming = self._incoming, None
        if frame is not None:
            self.scene.sync(frame.view, frame.viewer, _mover(frame))
            self.frame = frame

    def _shown_at_once(self, generation: int) -> None:
        """A frame with nothing to animate is in place at once (the controller may ask for a
        decision on it straight away); the page still hears of it from the event loop."""
        if generation == self._generation and not self.sequencer.running:
            self.animationsFinished.emit()

    def _think(self) -> None:
        if self._thinking is not None:
            self._thinking_phase = (self._thinking_phase + 1) % 4
            self.scene.panels[self._thinking].set_thinking(self._thinking_phase)

    # -- building a decision ---------------------------------------------------------------------

    def _restart(self) -> None:
        """Back to the moment the controller asked (Cancel)."""
        self._preview = self._base
        self._legal = list(self._base_legal)
        self._steps = []
        self._effects = []
        self._complete = False
        self.scene.deck_order.stop()
        if self._base is not None and self.frame is not None:
            self.scene.sync(self._base, self.frame.viewer, self._player)
            if self._base.phase is Phase.ORDER:
                self.scene.deck_order.start(self._base.drawn)
        self.scene.bar.say("")
        self._offer()

    def _step_back(self) -> None:
        """Takes the last step back: the decision is built again from the start without it."""
        steps = self._steps[:-1]
        self._restart()
        for action in steps:
            self._step(action)

    def _step(self, action: Any) -> None:
        """One step, tried on the person's view: the board shows its effect, and the next step's
        choices are offered until the decision is complete."""
        before = self._preview
        assert before is not None and self._player is not None
        self._steps.append(action)
        try:
            after = self.rules.apply(before, action)
        except Exception:  # a step the view cannot tell the outcome of: the controller will
            self._complete = True
            self._offer()
            return
        self._effects += _planned(before, action)
        self._effects += [e for e in after.events if not isinstance(e, E.ActionChosen | E.RowsMovedUp)]
        self._preview = after
        mover = self.rules.to_move(after)
        revealing = any(isinstance(e, _REVEALING) for e in after.events)
        if after.pending is None or mover != self._player or revealing or after.phase is Phase.OVER:
            self._complete = True
        else:
            self._legal = list(self.rules.legal_actions(after))
        self.scene.sync(after, self.frame.viewer if self.frame else None, self._player, moment=self._base, preview=True)
        self.scene.bar.say("")
        self._offer()

    def _deck_changed(self) -> None:
        """A card went onto the deck or back to the hand: Confirm and Cancel follow. The hint's frame
        around the card it named goes: it stayed on that card through the picks made instead, as if
        it were still the card to play next."""
        if self._focused is not None and self._focused is self._hint_focus:
            self._set_focus(None)
        self._hint_focus = None
        if self._player is not None and self._preview is not None:
            self._offer()

    def _confirm(self) -> None:
        if self.scene.deck_order.isVisible():
            if not self.scene.deck_order.complete:
                return
            self._steps = [PickEvent(card) for card in self.scene.deck_order.order[:-1]]
        steps, self._steps = list(self._steps), []
        self._drop_input()
        self.promptChanged.emit(nothing_asked)
        self._quiet = len(steps) - 1
        self._queue = steps[1:]
        self.actionChosen.emit(steps[0])

    def _drop_input(self) -> None:
        self._clear_targets()
        self._set_focus(None)
        self.scene.bar.clear()
        self.scene.deck_order.stop()
        self.scene.bar.say("")
        self._player = None
        self._waiting_prompt()

    def _waiting_prompt(self) -> None:
        frame = self._incoming or self.frame
        if frame is None:
            return
        view, names = frame.view, self.names
        self.scene.bar.set_texts(lambda: narration.prompt(view, names, tr), lambda: "")

    def _offer(self) -> None:
        """Lays out what may be chosen at this step, and has the status line say what the bar asks
        (in short for a complete decision: the bar's Confirm title lists every step)."""
        self._offer_step()
        if not self._complete:
            self.promptChanged.emit(self.scene.bar.prompt)
            return
        name = self.names[self._player]
        self.promptChanged.emit(lambda: fmt(tr("%1: confirm your decision or cancel it."), name))

    def _offer_step(self) -> None:
        """Targets on the board and the bar's buttons and texts for the step the decision is at."""
        self._clear_targets()
        bar = self.scene.bar
        bar.clear()
        s, player = self._preview, self._player
        assert s is not None and player is not None
        for office in _picked(s):
            picked = Picked(L.office_rect(office.division, office.row))
            self.scene.addItem(picked)
            self._picked.append(picked)
        names, effects = self.names, narration.effects(self._effects, self.names, tr)
        ordering = self.scene.deck_order.isVisible()  # the sheet keeps its cards once it is put away
        cancel = self._restart if self._steps or (ordering and self.scene.deck_order.deck) else None
        if self._complete:
            chosen = narration.decision(self._steps, tr, self._base.pending if self._base else None)
            begun = self._steps and isinstance(self._steps[0], ChooseAction)
            if not begun and self._base is not None and (what := narration.under_way(self._base, tr)):
                chosen = [what, *chosen]
            bar.set_texts(lambda: fmt(tr("Confirm: %1"), " › ".join(chosen)),
                          lambda: fmt(tr("Effect: %1"), " ".join(effects)) if effects else "")  # fmt: skip
            bar.offer_confirm(self._confirm, self._restart)
            return
        bar.set_texts(lambda: narration.prompt(s, names, tr), lambda: _summary(s, player, names, effects))
        if s.phase is Phase.ORDER:
            order = self.scene.deck_order
            if order.complete:
                bar.set_texts(lambda: tr("The deck is in order: confirm it, or take cards back."), lambda: "")
            else:
                arranger, placed = names[s.arranger], len(order.order)
                bar.set_texts(lambda: next_deck_card(arranger, placed), lambda: "")
            bar.offer_confirm(self._confirm if order.complete else None, cancel)
            return
        kinds = [a.kind for a in self._legal if isinstance(a, ChooseAction)]
        if kinds:
            bar.offer_actions(kinds, lambda kind: self._step(ChooseAction(kind)), _unheld(s, player))
        amounts = [a.amount for a in self._legal if isinstance(a, ChooseAmount)]
        if amounts:
            bar.offer_amount(min(amounts), max(amounts), lambda amount: self._step(ChooseAmount(amount)))
        finish = self._finish if DONE in self._legal and not isinstance(s.pending, Bribing) else None
        buttons: list[tuple[Callable[[], str], Callable[[], None]]] = []
        for action in self._legal:
            if isinstance(action, ChooseAction | ChooseAmount) or (finish and action == DONE):
                continue
            rect = self._target_rect(s, action)
            if rect is not None:
                target = Target(rect, action, narration.action(action, tr), lambda action=action: self._step(action))
                self.scene.addItem(target)
                self._targets.append(target)
            if rect is None or isinstance(action, ToBoard | ToCounsel):
                buttons.append((self._button_text(s, action), lambda action=action: self._step(action)))
        if buttons and not amounts:
            bar.offer_choices(buttons)
        bar.offer_confirm(finish, cancel)
        self._refuse_full_offices(s, player)

    def _refuse_full_offices(self, s: State, player: int) -> None:
        """While hiring, a click on one of the person's full offices says why it is no target: it
        did nothing, and the person was left to guess."""
        if not isinstance(s.pending, Hiring):
            return
        why = fmt(tr("This office already has %1 employees, the most an office may hold."), MAX_EMPLOYEES)
        for division, row in _full_offices(s, player):
            refused = Refused(L.office_rect(division, row), why, self.scene.bar.say)
            self.scene.addItem(refused)
            self._refused.append(refused)

    def _clear_targets(self) -> None:
        for item in [*self._targets, *self._refused, *self._picked]:
            self.scene.removeItem(item)
        self._targets, self._refused, self._picked = [], [], []

    def _finish(self) -> None:
        """Confirm while the action may still go on (another employee, a second department): its
        last step, Done, and the whole decision sent at once. Done was a button of its own that read
        "Confirm", and Confirm itself was asked for after it."""
        self._step(DONE)
        if self._complete:
            self._confirm()

    @staticmethod
    def _button_text(s: State, action: Any) -> Callable[[], str]:
        """A bar button's words: the step in a few words, "Done" said as what it means here (the
        only Done left on a button is a briber's, who may stop after his first offer)."""
        return lambda: capital(narration.step(s.pending, action, tr))

    def _target_rect(self, s: State, action: Any) -> QRectF | None:
        """Where on the board a step is chosen, or None for a button of the bar."""
        if isinstance(action, ChooseOffice):
            return L.office_rect(action.division, action.row)
        if isinstance(action, PlaceDepartment):
            return L.office_rect(action.division, len(s.divisions[action.division]))
        if isinstance(action, ChooseDivision):
            p = s.pending
            if isinstance(p, Resigning):
                return L.head_rect(action.division)
            if isinstance(p, Buying) and p.kind is ActionKind.BUY_COUNSEL:
                return L.counsel_rect(action.division)
            row = len(s.divisions[action.division])
            if isinstance(p, FoundingWithOwn):  # past the departments already planned there
                row += p.divisions.count(action.division)
            return L.office_rect(action.division, min(row, OFFICES_PER_DIVISION - 1))
        if isinstance(action, PlaceOnBoard | ToBoard):
            return L.BOARD_TARGET
        if isinstance(action, ToCounsel):
            division = s.pending.division if isinstance(s.pending, Resigning) else s.meeting_division
            return L.counsel_rect(division)
        if isinstance(action, ChooseCard):
            holder = s.cards[action.card].holder
            return self.scene.panels[holder].card_rect(action.card) if holder != NOBODY else None
        if isinstance(action, ChooseSize):
            return L.stock_rect(action.shares)
        return None

    # -- keys ----------------------------------------------------------------------------------------

    def _focusables(self) -> list[Activatable]:
        end = self.scene.end_screen.focusables()
        if end:
            return end
        return [*self._targets, *self.scene.deck_order.focusables(), *self.scene.bar.focusables()]

    def _set_focus(self, item: Activatable | None) -> None:
        if self._focused is not None and self._focused.scene() is not None:
            self._focused.set_focused(False)
        self._focused = item
        if item is not None:
            item.set_focused(True)

    def focusNextPrevChild(self, forward: bool) -> bool:
        items = self._focusables()
        index = items.index(self._focused) if self._focused in items else -1 if forward else len(items)
        index += 1 if forward else -1
        if 0 <= index < len(items):
            self._set_focus(items[index])
            return True
        self._set_focus(None)
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses Confirm whenever the bar shows it, wherever the focus frame is, as a dialog's default
        button; Space presses what the frame is on. Backspace takes one step back where Esc cancels the whole
        decision."""
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._confirmable():
            self.scene.bar.confirm.activate()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focused is not None:
            self._focused.activate()
        elif key == Qt.Key.Key_Escape and self._player is not None:
            self._restart()
        elif key == Qt.Key.Key_Backspace and self.scene.deck_order.isVisible():
            self.scene.deck_order.remove()
            self._offer()
        elif key == Qt.Key.Key_Backspace and self._player is not None and self._steps:
            self._step_back()
        elif not self._choose_by_letter(event.text().upper()):
            super().keyPressEvent(event)

    def _choose_by_letter(self, letter: str) -> bool:
        """The letters of the player aid on the action buttons are keys too: a person pressed "A" and
        nothing happened. One action of that letter is chosen at once; several take the focus in turn."""
        if len(letter) != 1 or not "A" <= letter <= "G" or self._player is None:
            return False
        bar = self.scene.bar
        kinds = [kind for kind, button in bar.action_buttons.items() if button.isVisible() and button.enabled
                 and texts.action_title(kind).startswith(letter)]  # fmt: skip
        if len(kinds) == 1:
            bar.action_buttons[kinds[0]].activate()
        elif kinds:
            buttons = [bar.action_buttons[kind] for kind in kinds]
            at = buttons.index(self._focused) + 1 if self._focused in buttons else 0
            self._set_focus(buttons[at % len(buttons)])
        return bool(kinds)

    def _confirmable(self) -> bool:
        """Whether Enter presses Confirm: whenever the bar shows it. For an action that may end here or go on,
        Enter used to press the target the focus frame was on: a person who pressed Enter to confirm added a step
        (another employee moved, a department chosen) and was asked again."""
        return self._player is not None and self.scene.bar.confirm.isVisible()


def nothing_asked() -> str:
    """The status line while the person's confirmed steps go to the game: nothing is asked."""
    return ""


def _full_offices(s: State, player: int) -> list[tuple[int, int]]:
    """The division and row of each of ``player``'s offices that can take no more employees."""
    return [(division, row) for division, offices in enumerate(s.divisions) for row, office in enumerate(offices)
            if office.owner == player and office.employees >= MAX_EMPLOYEES]  # fmt: skip


def _unheld(s: State, player: int) -> list[ActionKind]:
    """The forms of action G whose privilege card ``player`` cannot use (another holds it, or it lies face down)."""
    return [kind for kind, card in PRIVILEGE_ACTIONS.items() if usable_side(s, card, player) == NOBODY]


def _picked(s: State) -> list[Office]:
    """The departments the decision has picked so far and still holds: a merge's first, the one to move."""
    p = s.pending
    if isinstance(p, Merging):
        return [o for o in (p.first, p.second) if o is not None]
    if isinstance(p, Moving) and p.source is not None:
        return [p.source]
    return []


def _mover(frame: Frame) -> int | None:
    return frame.to_move if isinstance(frame.to_move, int) else None


def _planned(s: State, action: Any) -> list[str]:
    """What a step does that no event tells yet: the division chosen for a department founded with
    own employees (it opens when the action is done), for the summary of the steps so far."""
    if isinstance(s.pending, FoundingWithOwn) and isinstance(action, ChooseDivision):
        return [fmt(tr("A new department in %1."), texts.division(action.division))]
    return []


def _summary(s: State, player: int, names: list[str], effects: list[str]) -> str:
    """Under the prompt: the bribe the person must answer (only he and the briber see its
    amount), else what his steps so far did."""
    p = s.pending
    if isinstance(p, Bribing) and p.offers and p.offers[-1].accepted is None and p.offers[-1].target == player:
        offer = p.offers[-1]
        if B.employees_of(s, player):
            text = tr("%1 offers you %2 for your %3 card. If you refuse, you lose an employee of their choice.")
        else:  # P17: threatened with a loss he could not suffer, a tester with no employee read the offer wrong
            text = tr("%1 offers you %2 for your %3 card. You have no employee left: refusing costs you nothing.")
        return fmt(text, names[p.player], narration.pinats(offer.amount, tr), narration.card_name(offer.card, tr))
    return fmt(tr("So far: %1"), " ".join(effects)) if effects else ""

