"""The Men at Work table: the widget the shell's game page hosts (the ``GameTable`` contract).

A person builds with his own hand. He takes the piece the instruction names from the reserve (a button, or
the only one offered), presses on the site where it should appear, and drags: the piece follows the pointer
through the same force-limited grip the rules replay (``placement.Placing``), so it pushes what it meets and
never passes through it; the wheel or Q and E turn it. Letting go of the button lets go of the piece: the
settle runs live, and only then is the recorded ``Move`` handed to the controller as one ``Place``, which the
rules replay on the same snapshot to the same site. A right click or Esc before letting go puts the piece
back ("you may practise").

Bots' placements and clean-ups arrive as events that carry the hand's path: the table shows the hand bring
the piece down along it at the pace it was recorded, then the settle, then the verdict (what fell is
outlined in red), and only then moves the panels to the frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QHideEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from suite.core.frames import Frame, Transition, told
from suite.core.game import GameModule, Why
from suite.core.i18n import capital, fmt
from suite.core.match import Seat
from suite.games.men_at_work import narration
from suite.games.men_at_work.constants import MAX_PATH, PATH_RATE
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules import predicates
from suite.games.men_at_work.rules.actions import (
    CallInspector,
    Clear,
    GiveUp,
    Place,
    PlaceStep,
    PlayForeman,
    Proceed,
)
from suite.games.men_at_work.rules.deck import Pile, card, instruction
from suite.games.men_at_work.rules.state import Phase, State
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose
from suite.games.men_at_work.site.placement import Load, Move
from suite.games.men_at_work.table.end_banner import EndBanner
from suite.games.men_at_work.table.live import LiveSite, ghost_pieces, replay_hook, replay_move
from suite.games.men_at_work.table.panel import Choice, Panel
from suite.games.men_at_work.table.site_view import SiteView
from suite.games.men_at_work.table.texts import tr
from suite.ui.move_log import growth
from suite.ui.table import GameTable

FRAME_MS = 16
"""The clock of the live site: one tick of the hand (1/PATH_RATE s) per frame of the screen."""
TURN_STEP = math.radians(5.0)
"""How far one notch of the wheel, or Q and E, turns the held piece. A turns as Q does: on a French (AZERTY)
keyboard A and E sit where Q and E sit on a QWERTY one, and Q is a row lower, far from E."""
TURN_SLACK = math.radians(2.0)
"""How far the held piece may lag the hand's angle and still have made the person's turns: the hand's twist
closes the last of a gap ever more slowly."""
SNAP = 6.0
"""mm from the ghost's pose within which the hand lines the piece up with it exactly."""
SNAP_ANGLE = math.radians(6.0)
"""And the turn within which it does."""
NUDGE = 4.0
"""mm an arrow key moves the hand."""
INSPECTOR_PAUSE_MS = 60
"""Time for the "inspector is looking" words to be painted before the search holds the window."""
VERDICT_MS = 1100.0
"""How long a verdict (a met instruction, a try that missed, an award) stays before the game goes on."""
ACCIDENT_MS = 3000.0
"""How long an accident stays before the game goes on: what fell is outlined in red only from the verdict on,
and after a person's own accident the cover that passes the screen to the next person comes when the table is
idle. With VERDICT_MS (half of it at the fast pace) the person who caused the fall could barely see what fell."""
VERDICTS = (E.PieceFell, E.Accident, E.CertificateLost, E.Eliminated, E.TriedAgain, E.InstructionMet, E.AwardGiven,
            E.InspectorFound, E.InspectorFoundNothing, E.InspectorWithdrew, E.Cleared, E.GameEnded)
"""The events the panel's verdict box tells (the log tells them all)."""
FALLEN = QColor("#d62828")
"""The outline of what fell in an accident, and of what the clean-up must clear."""
NEXT = QColor("#1d6fd6")
"""The outline of the fallen piece the clean-up buttons serve."""
AT_RISK = QColor("#f08c00")
"""The outline of the site's pieces that rest on the one the clean-up buttons serve."""
CLICK_PIXELS = 4.0
CLICK_TICKS = 18
"""A press released within this many pixels and ticks (0.3 s) is a click: it takes the piece, not lets it go."""
WARN_AFTER = MAX_PATH - 10 * PATH_RATE
"""Ticks of holding after which the table warns that the hand is tiring (a path holds two minutes, G8)."""


def key_help() -> list[tuple[str, str]]:
    """Every key the table answers, for the keyboard shortcuts dialog."""
    return [
        (tr("Press and drag on the site"), tr("Take the chosen piece there and move it; release to let go")),
        (tr("Click on the site"), tr("Take the chosen piece there; click again to let go")),
        (tr("Wheel, Q, E"), tr("Turn the held piece")),
        (tr("Arrows"), tr("Move the held piece; without one, move the view")),
        (tr("Space"), tr("Take the chosen piece above the site, or let go of the held one")),
        (tr("Right click, Esc"), tr("Put the held piece back in the reserve")),
        (tr("Ctrl+wheel, +, -"), tr("Zoom the site")),
        (tr("F"), tr("Fit the whole site in view")),
        (tr("I"), tr("Call the site inspector")),
        (tr("Middle button drag"), tr("Move the view (the left button too when there is no piece to take)")),
    ]


def _pause(events: Sequence[Any]) -> float:
    """ms the verdict of a transition stays on the site before the table is idle, at the normal pace."""
    if any(isinstance(e, E.Accident) for e in events):
        return ACCIDENT_MS
    if any(isinstance(e, (E.TriedAgain, E.InstructionMet, E.AwardGiven)) for e in events):
        return VERDICT_MS
    return 0.0


def _verdict(frame: Frame, names: Sequence[str]) -> str:
    """What the panel's verdict box says of a frame's transition."""
    verdicts = [e for e in frame.events if isinstance(e, VERDICTS)]
    lines = told(narration, Transition(frame.cursor, tuple(verdicts)), names, tr)
    if (going_on := narration.goes_on(frame.events, names, tr)) is not None:
        lines.append(going_on)  # "Bob tries again.": only when no accident followed the missed try
    return " ".join(lines)


def _ghost(move: Move | None) -> list[Piece]:
    if move is None:
        return []
    return [Piece(-1 - i, kind, pose, colour) for i, (kind, colour, pose) in enumerate(ghost_pieces(move))]


def _step_text(step: PlaceStep, colour: Colour | None) -> str:
    piece = narration.a_girder(colour, tr) if colour is not None else narration.a_piece(step.kind, tr)
    if step.load is not None:
        return fmt(tr("Take %1 carrying %2"), piece, narration.a_piece(step.load, tr))
    return fmt(tr("Take %1"), piece)


def _clear_text(action: Clear, kind: Kind) -> str:
    piece = narration.a_piece(kind, tr)
    return capital(fmt(tr("leave %1 where it lies") if action.keep else tr("put %1 back in the reserve"), piece))


def _how_to_place() -> str:
    """What a person does to place the piece chosen, said while no piece is in the hand."""
    return tr("Press on the site where the piece should appear, drag it there and let go.")


class MenAtWorkTable(GameTable):
    """The site on the left, the instruction, players and decision on the right (the reserve above the log)."""

    def __init__(self, module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(module, seats, parent)
        self.rules = module.rules
        self.names = [seat.name for seat in self.seats]
        self.site_view = SiteView()
        self.panel = Panel(self.seats)
        self.banner = EndBanner(self.site_view, self.newGameRequested.emit, self.backRequested.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.site_view, 1)
        layout.addWidget(self.panel)
        self.live: LiveSite | None = None
        self.clock = QTimer(self)
        self.clock.setInterval(FRAME_MS)
        self.clock.setTimerType(Qt.TimerType.PreciseTimer)
        self.clock.timeout.connect(self._tick)
        self.speed = 1.0
        self.player: int | None = None
        self.legal: list[Any] = []
        self.choice: tuple[PlaceStep, Colour | None] | None = None
        self.guide: Move | None = None
        """The placement the ghost shows (the inspector's or the hint's), for the hand to copy."""
        self.pointer = QPointF(0.0, 200.0)
        self.angle = 0.0
        self.unmade = 0.0
        """The turns the person gave the held piece (wheel, Q, E) that it has not made yet."""
        self.holding = False
        self.carried: QPointF | None = None
        """Where a click took the piece: it is carried without the button held, and the next click lets go."""
        self.hooked: int | None = None
        self.inspecting = False
        """The person called the inspector and the busy pointer shows until its answer is on the table."""
        self.own: Move | tuple[int, tuple[Pose, ...]] | None = None
        """The person's own placement or clean-up, already shown live: its frame needs no replay."""
        self.script: Iterator[None] | None = None
        self.after_script: Callable[[], None] | None = None
        self.settled: Callable[[], None] | None = None
        self._incoming: Frame | None = None
        self._generation = 0
        self.past_verdict = ""
        """The verdict of a frame that went on to a new instruction: it stays while the frame is shown, and gives way
        to how to place when the next decision comes. It stayed under the next instruction ("Inès meets the
        instruction.") as the person's own turn began."""
        self.site_view.pressed.connect(self._pressed)
        self.site_view.moved.connect(self._moved)
        self.site_view.released.connect(self._released)
        self.site_view.turned.connect(self._turn)

    def beside_log(self) -> QWidget:
        return self.panel.stock

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The panel grows with the window as the log does (``growth``)."""
        super().resizeEvent(event)
        self.panel.grow(growth(self.window().size()))

    # -- frames ------------------------------------------------------------------------------------

    def show_frame(self, frame: Frame) -> None:
        self._done_inspecting()
        self._finish_script()
        self._drop_input()
        self._generation += 1
        before = self.frame.view.site if self.frame is not None else None
        self.frame = frame
        self._incoming = frame
        names = self.names
        said = _verdict(frame, names)
        script = self._motion(frame, before) if frame.events and before is not None else None
        marks = {e.piece: FALLEN for e in frame.events if isinstance(e, E.PieceFell) and e.kind is not Kind.HAT}
        self.site_view.marks = {}
        pause = _pause(frame.events) / self.speed if math.isfinite(self.speed) else 0.0
        generation = self._generation

        def verdict() -> None:
            if generation != self._generation:
                return
            self._sync(frame.view)
            self.site_view.marks = marks
            if frame.to_move is None or frame.to_move != frame.viewer:
                self.panel.set_choices([])  # the frozen buttons stay for the viewer's own next decision (a new try)
            self.panel.say(said)
            if said and pause:  # what the last moment asked gives way to its verdict while it is shown
                self.promptChanged.emit(lambda: _verdict(frame, names))
            self.past_verdict = said if any(isinstance(e, E.InstructionGiven) for e in frame.events) else ""
            QTimer.singleShot(round(pause), self, lambda: self._shown(generation))

        if script is None:
            verdict()
            return
        moving = next(e for e in frame.events if (isinstance(e, E.PiecePlaced) and e.move is not None)
                      or isinstance(e, E.Cleared))  # fmt: skip
        self.promptChanged.emit(lambda: narration.event(moving, names, tr) or "")  # blank while a bot's piece came
        self._run(script, verdict)

    def _motion(self, frame: Frame, before: Any) -> Iterator[None] | None:
        """The hand or the hook of this transition, replayed on the site as it stood before it."""
        for e in frame.events:
            if isinstance(e, E.PiecePlaced) and e.move is not None:
                if self.own == e.move:
                    self.own = None
                    return None
                self.live = LiveSite(before)
                return replay_move(self.live, e.move)
            if isinstance(e, E.Cleared):
                if self.own == (e.piece, e.path):
                    self.own = None
                    return None
                self.live = LiveSite(before)
                return replay_hook(self.live, e.piece, e.path, e.kept)
        return None

    def _shown(self, generation: int) -> None:
        if generation != self._generation or self._incoming is None:
            return
        frame, self._incoming = self._incoming, None
        self.panel.show_view(frame.view, frame.viewer)
        self.banner.show_result(frame.view, self.names if frame.is_over else None)
        self.animationsFinished.emit()

    def _sync(self, view: State) -> None:
        """The site as the frame says it is (the truth, M4), with the inspector's ghost and Rita's ruler."""
        self.live = LiveSite(view.site)
        self._paint_live()
        ghost = _ghost(view.ghost)
        if ghost and ghost != list(self.site_view.ghost):
            self.site_view.unzoom()  # the inspector's way must be seen: a zoomed view may leave it outside
        self.site_view.ghost = ghost
        self.site_view.to_clear = view.cleanup
        self.guide = view.ghost
        highest = self.live.site.highest_piece()
        if view.rita and highest is not None:
            top = self.live.site.piece(highest).pose
            self.site_view.ruler = (self.live.site.top(highest), tr("highest piece"), top.x)
        else:
            self.site_view.ruler = None
        self._follow()

    # -- the clock: the hand, the settle, the replays --------------------------------------------

    def _run(self, script: Iterator[None], then: Callable[[], None]) -> None:
        self.script, self.after_script = script, then
        if not math.isfinite(self.speed):
            self._finish_script()
            return
        self.clock.start()

    def _finish_script(self) -> None:
        """Plays what is left of a replay at once (a new frame came, or the pace is instant)."""
        script, then = self.script, self.after_script
        self.script = self.after_script = None
        if script is not None:
            for _ in script:
                pass
        if then is not None:
            then()

    def _tick(self) -> None:
        if self.script is not None:
            for _ in range(max(1, round(self.speed))):
                if next(self.script, StopIteration) is StopIteration:
                    then, self.script, self.after_script = self.after_script, None, None
                    if then is not None:
                        then()
                    break
        elif self.holding:
            self._hold()
        elif self.hooked is not None:
            self.live.drag_to(Pose(self.pointer.x(), self.pointer.y(), self.live.hook_pose().angle))
        elif self.settled is not None and not self.live.settle_tick():
            done, self.settled = self.settled, None
            done()
        self._paint_live()
        if not self.holding and self.hooked is None:
            self.site_view.follow()  # a view that moved under the hand would move the piece the person holds
        busy = self.script is not None or self.holding or self.hooked is not None or self.settled is not None
        if not busy and not self.site_view.following():
            self.clock.stop()

    def _paint_live(self) -> None:
        if self.live is not None:
            self.site_view.show_site(self.live.snapshot(), self.live.held())

    def _follow(self) -> None:
        self.site_view.follow()
        if not self.clock.isActive():
            self.clock.start()

    # -- input -------------------------------------------------------------------------------------

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        if self.frame is None:
            return
        self.player, self.legal = player, list(legal)
        if player is None:
            self._drop_input()
            return
        view: State = self.frame.view
        if view.phase in (Phase.PLACE, Phase.BUILD):
            self.angle = 0.0  # a new piece comes level: it came at the last piece's angle, another player's too
            self._offer_pieces(view)
        elif view.phase is Phase.FOREMAN:
            self._offer_foreman()
        elif view.phase is Phase.CLEAN:
            self._offer_clean_up(view)
        self.site_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _offer_pieces(self, view: State, inspector_hinted: bool = False) -> None:
        """The pieces the instruction allows, the chosen one marked, and the site inspector; marked instead when a
        hint names him (the hint said "call the site inspector" with the piece's button still marked)."""
        steps = [a for a in self.legal if isinstance(a, PlaceStep)]
        options = [(step, colour) for step in steps for colour in (step.colours or (None,))]
        if self.choice not in options:
            self.choice = options[0] if options else None
        inspector_hinted = inspector_hinted and CallInspector() in self.legal
        choices = [(lambda o=o: _step_text(*o), lambda o=o: self._choose(o), o == self.choice and not inspector_hinted)
                   for o in options]  # fmt: skip
        if CallInspector() in self.legal:
            choices.append((lambda: tr("Call the site inspector"), self._inspect, inspector_hinted))
        if GiveUp() in self.legal:
            choices.append((lambda: tr("Use the beginner site"), lambda: self._choose_action(GiveUp()), False))
        self.panel.set_choices(choices)
        said = self.panel.verdict.text()
        self.panel.say(_how_to_place() if not said or said == self.past_verdict else said)

    def _choose(self, option: tuple[PlaceStep, Colour | None]) -> None:
        if self.holding:
            self.put_back()
            self._say_put_back()
        self.choice = option
        self._offer_pieces(self.frame.view)

    def _offer_foreman(self, hinted: Any = None) -> None:
        """"Keep the instruction" first and chosen, or the choice a hint names: the hint only said "play a Foreman
        card on the draw pile", and the person was left to guess which of his cards."""
        hinted = hinted if hinted in self.legal else Proceed()
        choices: list[Choice] = [
            (lambda: tr("Keep the instruction"), lambda: self._choose_action(Proceed()), hinted == Proceed())
        ]
        for a in self.legal:
            if isinstance(a, PlayForeman):
                choices.append((lambda a=a: self._foreman_text(a), lambda a=a: self._choose_action(a), a == hinted,
                                lambda a=a: narration.card_text(a.card, tr)))  # fmt: skip
        self.panel.set_choices(choices)

    def _foreman_text(self, action: PlayForeman) -> str:
        """"Card 2 on the draw pile: a worker on a girder (purple or black): Extra worker": the number of the card in
        the hand the panel shows, and the instruction it would give. The cards' small print cannot be read in the
        panel, and "Card 1 on the draw pile (what)" alone turned a girder's turn into a worker's by surprise."""
        view: State = self.frame.view
        hand = view.players[self.player].hand if self.player is not None else ()
        number = hand.index(action.card) + 1 if action.card in hand else 1
        played = card(action.card)
        if action.onto is Pile.DRAW:
            becomes = instruction(played.back, card(view.discard[0]).front)
            text = fmt(tr("Card %1 on the draw pile: %2"), number, narration.instruction_text(becomes, tr))
        else:  # what to add stays, said just above: only the new rule, which kept three lines to one at 1024×700
            becomes = instruction(view.pile_top, played.front)
            text = fmt(tr("Card %1 on the discard pile: %2"), number, narration.rule_name(becomes, tr))
        if narration.instruction_text(becomes, tr) == narration.instruction_text(view.instruction, tr):
            return fmt(tr("%1 (the same instruction)"), text)  # the card would be spent for nothing
        return text

    def _offer_clean_up(self, view: State) -> None:
        """The buttons serve the next piece to clear, the highest (outlined in blue; the others in red): ten
        identical "Lift a girder" buttons would not say which girder. Any fallen piece may be dragged."""
        following = view.cleanup[0]
        at_risk = self._mark_clean_up(view, following)
        choices: list[Choice] = []
        for a in self.legal:
            if isinstance(a, Clear) and a.piece == following:
                kind = view.site.piece(a.piece).kind
                choices.append((lambda a=a, kind=kind: _clear_text(a, kind), lambda a=a: self._clear(a), False))
        self.panel.set_choices(choices)
        # What a player does: the pieces lie on the floor, and "drag a fallen piece off the site with the rescue
        # hook, or…" (51 words) read as a riddle. A lone fallen piece is the next one, outlined in blue only:
        # "each piece outlined in red" sent a tester looking for red.
        if len(view.cleanup) == 1:
            click = tr("Click the fallen piece, outlined in blue, to put it back in the reserve, or use the button.")
        else:
            click = tr("Click each fallen piece, outlined in red (the next one in blue), to put it back in the "
                       "reserve, or use the button for the blue one.")  # fmt: skip
        how = click + " " + tr("To leave a support, or a girder you set back on the site, hold Shift as you let go.")
        careful = tr("Careful: %n piece(s) of the site (outlined in orange) rest on the one outlined in blue, and may "
                     "fall as it comes off.", "", at_risk)
        self.panel.say(f"{careful} {how}" if at_risk else how)

    def _mark_clean_up(self, view: State, following: int) -> int:
        """Outlines what the clean-up must clear in red, the piece its buttons serve in blue, and in orange the
        site's pieces that rest on that one; returns how many rest on it. A piece lifted from under others brings
        them down, the cleaner's accident, and testers who pressed "lift" had nothing on screen to warn them."""
        at_risk = predicates.held_up(Site.build(view.site), following) - set(view.cleanup)
        marks = {piece: AT_RISK for piece in at_risk}
        marks.update((piece, NEXT if piece == following else FALLEN) for piece in view.cleanup)
        self.site_view.marks = marks
        self.site_view.update()
        return len(at_risk)

    def _drop_input(self) -> None:
        if self.holding:
            self.put_back()
        self.player = None
        self.legal = []
        self.panel.freeze()

    def _choose_action(self, action: Any) -> None:
        if self.player is None:
            return
        self._drop_input()
        self.actionChosen.emit(action)

    def _inspect(self) -> None:
        """The inspector's search takes up to a few seconds, in which the window cannot repaint: say so first,
        and let the words and the busy pointer reach the screen before the search starts."""
        if CallInspector() not in self.legal:
            return
        if self.holding:
            self.put_back()
        self.panel.say(tr("The site inspector is looking for a way to do it…"))
        self.promptChanged.emit(lambda: tr("The site inspector is looking for a way to do it…"))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        self.inspecting = True
        player = self.player
        QTimer.singleShot(INSPECTOR_PAUSE_MS, self, lambda: self._call_inspector(player))

    def _call_inspector(self, player: int | None) -> None:
        if player is not None and self.player == player:
            self._choose_action(CallInspector())
        else:
            self._done_inspecting()

    def _done_inspecting(self) -> None:
        if self.inspecting:
            self.inspecting = False
            QGuiApplication.restoreOverrideCursor()

    def _clear(self, action: Clear) -> None:
        if self.player is not None and action in self.legal:
            self._choose_action(action)

    # -- the hand ----------------------------------------------------------------------------------

    def _pressed(self, at: QPointF, button: Any) -> None:
        if button == Qt.MouseButton.RightButton:
            if self.holding:
                self.put_back()
                self._say_put_back()
            return
        self.pointer = at
        phase = self.frame.view.phase if self.frame is not None and self.player is not None else None
        if self.holding and self.carried is not None:
            return  # a piece carried after a click is let go when this press is released
        if phase in (Phase.PLACE, Phase.BUILD) and self.choice is not None and not self.holding and self._idle():
            self.take(at)
        elif phase is Phase.CLEAN and self._idle() and (piece := self._fallen_at(at)) is not None:
            self.live.hook(piece)
            self.hooked = piece
            self.clock.start()
        elif phase is Phase.CLEAN and self.live is not None and self.live.site.piece_at(at.x(), at.y()) is not None:
            self.site_view.note_at(tr("The hook takes only the fallen pieces, outlined in red."), at)
        else:
            self.site_view.start_panning(at)

    def _moved(self, at: QPointF) -> None:
        self.pointer = at

    def _released(self, at: QPointF, button: Any) -> None:
        self.pointer = at
        if self.holding and button == Qt.MouseButton.LeftButton:
            if self.carried is None and self._just_a_click(at):
                self.carried = at
                self.panel.say(tr("The piece is in your hand: move it, turn it and click again to let go; Esc puts "
                                  "it back."))
                return
            self.let_go()
        elif self.hooked is not None:
            self._unhook(keep=bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier))

    def _just_a_click(self, at: QPointF) -> bool:
        """A press and release on the spot, at once: the person clicked to take the piece, not to let it go."""
        assert self.live is not None and self.live.placing is not None
        start = self.live.placing.path[0]
        still = math.hypot(at.x() - start.x, at.y() - start.y) * self.site_view.scale() < CLICK_PIXELS
        return still and len(self.live.placing.path) < CLICK_TICKS

    def _idle(self) -> bool:
        return self.script is None and self.settled is None and self.hooked is None and self.live is not None

    def take(self, at: QPointF) -> bool:
        """The hand takes the chosen piece and it appears at ``at`` (mm), if there is room for it there."""
        assert self.choice is not None and self.live is not None
        step, colour = self.choice
        load = Load(step.load, self._load_offset(step)) if step.load is not None else None
        if not self.live.take(step.kind, colour, load, Pose(at.x(), at.y(), self.angle)):
            self.site_view.note_at(tr("No room here: press higher up."), at)
            return False
        self.holding = True
        self.carried = None
        self.unmade = 0.0
        self.panel.reserve.show_site(self.live.snapshot())
        self.panel.say(tr("Drag the piece, turn it with the wheel (or Q and E) and release the button to set it "
                          "down; Esc puts it back."))  # no word on the screen told of Esc
        self._paint_live()
        self.clock.start()
        return True

    def _load_offset(self, step: PlaceStep) -> float:
        """Where along the piece its load lies as the hand takes it: where the ghost has it, when the ghost places
        this kind of piece with this load (a person cannot slide a brick along a girder in his hand, so a ghost
        with its brick off the middle could not be copied), else in the middle."""
        guide = self.guide
        if guide is None or guide.load is None or guide.kind is not step.kind or guide.load.kind is not step.load:
            return 0.0
        return guide.load.offset

    def _hold(self) -> None:
        assert self.live is not None and self.live.placing is not None
        self.live.hold_at(self._snapped(Pose(self.pointer.x(), self.pointer.y(), self.angle)))
        self._give_up_blocked_turns()
        ticks = len(self.live.placing.path)
        if ticks == WARN_AFTER:
            self.panel.say(tr("Your hand is tiring: let go within ten seconds or the piece goes back."))
        if ticks >= MAX_PATH:
            self.put_back()
            self.panel.say(tr("You held the piece for two minutes: it went back to the reserve. Take it again."))

    def _give_up_blocked_turns(self) -> None:
        """The person's turns that the held piece has stopped short of (something holds it) are given up: kept in
        the hand, they were made all at once the moment the piece came free, long after he had seen nothing
        happen. Only his turns: a piece tilted by what it leans on still comes back to the angle he holds it at."""
        assert self.live is not None
        lag, turning = self.live.twist()
        if abs(lag) <= TURN_SLACK:
            self.unmade = 0.0
        elif not turning and lag * self.unmade > 0.0:
            self.angle -= math.copysign(min(abs(lag), abs(self.unmade)), self.unmade)
            self.unmade = 0.0

    def _snapped(self, target: Pose) -> Pose:
        """Close to the ghost (the inspector's or the hint's) the hand settles on it exactly, as a hand lines a
        piece up with a mark: a mouse cannot be placed to the tenth of a millimetre."""
        ghost = self.site_view.ghost[0] if self.site_view.ghost else None
        if ghost is None or self.live is None or self.live.placing is None or ghost.kind is not self.live.placing.kind:
            return target
        near = math.hypot(target.x - ghost.pose.x, target.y - ghost.pose.y) <= SNAP
        if near and abs(target.angle - ghost.pose.angle) <= SNAP_ANGLE:
            return ghost.pose
        return target

    def let_go(self) -> None:
        """The hand sets the piece down if it is just above something (G24), unless lined up with a ghost, and opens:
        the settle is shown live, then the placement goes to the rules. The ghost goes: painted over the pieces, it
        hid the piece just let go as it settled onto its mark, and the piece seemed gone."""
        assert self.live is not None and self.live.placing is not None
        self.holding = False
        self.carried = None
        piece = self.live.placing.piece
        move = self._copied_ghost()
        if move is None:
            self.live.set_down()
            move = self.live.let_go()
        self.own = move
        player = self.player
        self.panel.freeze()
        self.panel.say(tr("The piece is let go: the site settles."))
        if player is not None:
            self._tell_own(E.PiecePlaced(player, piece, move.kind, move.colour))
        self.site_view.ghost = ()

        def settled() -> None:
            if player is not None and self.player == player:
                self._choose_action(Place(move))

        self.settled = settled
        self.clock.start()

    def _copied_ghost(self) -> Move | None:
        """G24: a piece let go lined up with the ghost is placed as the ghost shows: the ghost's own placement, the
        path the search judged, on the site as it was when the piece was taken. Only its last pose was copied
        before, and the rules replayed the person's path to it, from above or the side, at his pace: a tester
        who copied a hint's support and then the inspector's girder lost a certificate, and 7 copies in 120
        (seed 1) ended otherwise than their ghost. The hand's own path is dropped; the site shows the ghost's."""
        assert self.live is not None and self.live.placing is not None
        ghost, guide, placing = self.site_view.ghost, self.guide, self.live.placing
        if not ghost or guide is None or placing.path[-1] != ghost[0].pose:
            return None
        if (guide.kind, guide.colour, guide.load) != (placing.kind, placing.colour, placing.load):
            return None
        replayed = LiveSite(self.live.base)
        if not replayed.take(guide.kind, guide.colour, guide.load, guide.path[0]):
            return None
        assert replayed.placing is not None
        for target in guide.path[1:]:
            replayed.placing.move_to(target)  # the path as recorded, as the rules replay it (no care added)
        self.live = replayed
        return replayed.let_go()

    def put_back(self) -> None:
        """The held piece goes back to the reserve; the site is as it was ("you may practise"). The next piece
        taken comes level: it came at the angle this one was turned to, and four presses of E made 40° of 20°."""
        self.holding = False
        self.carried = None
        self.angle = 0.0
        if self.live is not None:
            self.live.put_back()
            self._paint_live()
        if self.frame is not None:
            self.panel.reserve.show_view(self.frame.view)

    def _say_put_back(self) -> None:
        """The words of the held piece ("drag it, turn it…") no longer apply once it is back in the reserve."""
        self.panel.say(_how_to_place())

    def _turn(self, notches: int) -> None:
        self.angle += notches * TURN_STEP
        if self.holding:
            self.unmade += notches * TURN_STEP

    def _fallen_at(self, at: QPointF) -> int | None:
        """The fallen piece to clear under the pointer, or, beside every piece, the nearest within 60 mm. A press on
        a piece of the site picks none: the nearest fallen one was hooked from under the girder pressed on, and
        the girder riding on it fell (the cleaner's accident)."""
        view: State = self.frame.view
        if self.live is None:
            return None
        under = self.live.site.piece_at(at.x(), at.y())
        if under is not None:
            return under if under in view.cleanup else None
        best: tuple[float, int] | None = None
        for piece in view.cleanup:
            if not self.live.site.has(piece):
                continue
            pose = self.live.site.piece(piece).pose
            distance = math.hypot(pose.x - at.x(), pose.y - at.y())
            if best is None or distance < best[0]:
                best = (distance, piece)
        return best[1] if best is not None and best[0] < 60.0 else None

    def _unhook(self, keep: bool) -> None:
        assert self.live is not None and self.hooked is not None
        piece, path = self.hooked, self.live.hooking.path if self.live.hooking is not None else ()
        self.hooked = None
        action = Clear(piece, path, keep)
        if not self.rules.is_legal(self.frame.view, action):
            action = Clear(piece, path, False)
            keep = False
        self.own = (piece, path)
        if self.player is not None:
            self._tell_own(E.Cleared(self.player, piece, self.live.site.piece(piece).kind, keep))
        if keep:
            self.live.release_hook(keep=True)
            script: Iterator[None] = iter(())
        else:
            script = self.live.lift()

        def then() -> None:
            self.settled = lambda: self._choose_action(action)
            self.clock.start()

        self._run(script, then)

    def _tell_own(self, done: E.PiecePlaced | E.Cleared) -> None:
        """The status line tells the person's own move from the moment he makes it, as it tells a bot's while its
        piece comes: it went on asking for the move through the settle and the verdict ("Bob, try 1: now place a
        brick." beside "Bob meets the instruction.")."""
        names = self.names
        self.promptChanged.emit(lambda: narration.event(done, names, tr) or "")

    def hideEvent(self, event: QHideEvent) -> None:
        """A table put away while the inspector searched gives the pointer back."""
        self._done_inspecting()
        super().hideEvent(event)

    # -- keys --------------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key()):
            super().keyPressEvent(event)

    def handle_key(self, key: int) -> bool:
        """The table's keys (the site view forwards its own); says whether the key was used."""
        keys = Qt.Key
        moves = {keys.Key_Left: (-NUDGE, 0.0), keys.Key_Right: (NUDGE, 0.0), keys.Key_Up: (0.0, NUDGE),
                 keys.Key_Down: (0.0, -NUDGE)}  # fmt: skip
        if key in moves:
            dx, dy = moves[key]
            if self.holding:
                self.pointer += QPointF(dx, dy)
            else:
                self.site_view.pan_by(QPointF(dx * 5, dy * 5))
        elif key in (keys.Key_Q, keys.Key_A, keys.Key_E):
            self._turn(-1 if key == keys.Key_E else 1)
        elif key in (keys.Key_Escape,):
            if self.holding:
                self.put_back()
                self._say_put_back()
        elif key in (keys.Key_F,):
            self.site_view.fit()
        elif key in (keys.Key_Plus, keys.Key_Equal, keys.Key_Minus):
            self.site_view.zoom_by(1.25 if key != keys.Key_Minus else 0.8)
        elif key == keys.Key_I:
            self._inspect()
        elif key == keys.Key_Space:
            self._space()
        else:
            return False
        return True

    def _space(self) -> None:
        """Takes the chosen piece above the middle of the site, or lets go of the held one."""
        if self.holding:
            self.let_go()
            return
        if self.player is None or self.choice is None or not self._idle():
            return
        above = max((self.live.site.top(i) for i in self.live.site.ids()), default=0.0) + 60.0
        self.pointer = QPointF(self.pointer.x() if abs(self.pointer.x()) < 300 else 0.0, above)
        self.take(self.pointer)

    # -- the shell's other hooks -------------------------------------------------------------------

    def takes_hint(self) -> bool:
        """No hint once the person's move is made: the piece let go and settling, the hook's piece lifted."""
        return self.player is not None and self.script is None and self.settled is None

    def show_hint(self, action: Any, why: Why | None = None) -> None:
        """Where the hard bot would place the piece, as a ghost, with its reason. A hint that comes once the
        person's move is made (the piece let go and settling, the hook's piece lifted) is for a moment gone: its
        ghost stayed on the site as if the move were still to make."""
        if not self.takes_hint():
            return
        # the reason is the bot's own, in its first person: quoted, "I" says who speaks (it read as the player)
        reason = " " + fmt(tr("The hard bot says: “%1”"), why.told(tr)) if why is not None else ""
        if isinstance(action, Place):
            self.site_view.ghost = _ghost(action.move)
            self.guide = action.move
            self.site_view.unzoom()
            self._follow()
            self._choose_hinted(action.move)
            self.site_view.update()
        elif isinstance(action, Clear) and self.frame is not None:  # the hinted piece in blue, the rest in red
            self._mark_clean_up(self.frame.view, action.piece)
        elif isinstance(action, PlayForeman | Proceed):
            self._offer_foreman(hinted=action)
        elif isinstance(action, CallInspector):
            self._offer_pieces(self.frame.view, inspector_hinted=True)
        told = self._foreman_text(action) if isinstance(action, PlayForeman) else narration.action(action, tr)
        self.panel.say(fmt(tr("Hint: %1."), told) + reason)

    def _choose_hinted(self, move: Move) -> None:
        """Chooses the piece the hint places (its colour, its load), and shows it chosen: the buttons went on
        naming the piece chosen before, and a person who pressed it again took another piece than the ghost's."""
        load = move.load.kind if move.load is not None else None
        for step in self.legal:
            fits = isinstance(step, PlaceStep) and step.kind is move.kind and step.load is load
            if fits and (move.colour in step.colours or not step.colours):
                self.choice = (step, move.colour)
                self._offer_pieces(self.frame.view)
                return

    def set_thinking(self, player: int | None) -> None:
        self.panel.players.thinking = player
        self.panel.players.update()

    def set_animation_speed(self, factor: float) -> None:
        self.speed = factor

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.site_view.retranslate()
        if self.frame is not None:
            self.panel.show_view(self.frame.view, self.frame.viewer)
            self._sync_ruler_label()
        self.banner.retranslate()
        self.update()

    def _sync_ruler_label(self) -> None:
        if self.site_view.ruler is not None:
            self.site_view.ruler = (self.site_view.ruler[0], tr("highest piece"), self.site_view.ruler[2])
            self.site_view.update()
