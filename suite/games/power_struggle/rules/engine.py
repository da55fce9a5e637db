"""The rules of Power Struggle as pure functions (the contract of ``suite.core.game``).

``apply`` checks the action against the legal list of the step (or, when nobody has asked for that
list, tests the action alone), copies the state into a ``Draft``, lets the phase's handler act, runs
everything that follows without a decision (``flow.py``), and freezes the result.
"""

from __future__ import annotations

from collections.abc import Sequence

from suite.core.game import CHANCE, Chance, IllegalAction, Outcome
from suite.core.rng import Rng
from suite.games.power_struggle.constants import (
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    EVENTS_DRAWN,
    MISCELLANEOUS_EVENTS,
    REGULAR_EVENTS,
)
from suite.games.power_struggle.info import INFO
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules import flow, meeting, player_view, service_actions, setup
from suite.games.power_struggle.rules.actions import (
    CHOOSE_ACTION,
    CHOOSE_DIVISION,
    DIVISION_CHOSEN,
    DIVISION_PLACED,
    PASS,
    PICK_EVENT,
    PLACE_DEPARTMENT,
    PLACE_ON_BOARD,
    TO_BOARD,
    TO_COUNSEL,
    Action,
    ChooseAction,
    ChooseDivision,
    Deal,
    DrawEvents,
    Pass,
    PickEvent,
    PlaceDepartment,
    ToBoard,
)
from suite.games.power_struggle.rules.bribes import waiting_for
from suite.games.power_struggle.rules.draft import Draft
from suite.games.power_struggle.rules.event_cards import in_card_order, pickable, without
from suite.games.power_struggle.rules.events import (
    ActionChosen,
    ArchenemyDealt,
    BribeOffered,
    EventPlaced,
    EventRevealed,
    EventsDrawn,
    GameEnded,
    MoneyShown,
    Passed,
    PrivilegeUsed,
    VictoryAnnounced,
)
from suite.games.power_struggle.rules.scoring import announce, outcome
from suite.games.power_struggle.rules.state import Bribing, Options, Phase, State

_REVEALING = (ArchenemyDealt, EventsDrawn, EventRevealed, MoneyShown, BribeOffered, VictoryAnnounced, GameEnded)
"""Events that show someone something he did not know: the step that causes one cannot be taken back."""


class PowerStruggleRules:
    """Power Struggle for 3 to 5 players, rulings P1–P24 (docs/rulings-power-struggle.md).

    Holds nothing but constants: the window and the bots' threads share one, so whatever a call
    works out about a state is kept in that state, never here."""

    info = INFO

    def new_state(self, options: Options, seats: int) -> State:
        if options.players != seats:
            raise ValueError(f"the options are for {options.players} players, the table has {seats} seats")
        return setup.new_state(options)

    def to_move(self, s: State) -> int | Chance | None:
        phase = s.phase
        if phase is Phase.SERVICE or phase is Phase.EXTRA_ACTION:
            p = s.pending
            if p is None:
                return s.actor if phase is Phase.SERVICE else s.cards[COMMUNICATIONS].holder
            if isinstance(p, Bribing):
                target = waiting_for(p)
                if target is not None:
                    return target
            return p.player
        if phase is Phase.PLACEMENT:
            return setup.placing(s)
        if phase is Phase.ORDER:
            return s.arranger
        if phase is Phase.HEADS:
            return s.heads[s.meeting_division]
        if phase is Phase.CHAIRMAN:
            return s.cards[CHAIRMAN_CARD].holder
        if phase is Phase.OVER:
            return None
        return CHANCE

    def legal_actions(self, s: State) -> Sequence[Action]:
        """A tuple, so nobody can change it; made once per state and kept in it (``State._legal``):
        ``apply`` checks an action against the list of the state it is applied to."""
        legal = s._legal
        if legal is None:
            legal = tuple(self._legal(s))
            object.__setattr__(s, "_legal", legal)
        return legal

    def _legal(self, s: State) -> Sequence[Action]:
        phase = s.phase
        if phase is Phase.SERVICE or phase is Phase.EXTRA_ACTION:
            if s.pending is not None:
                return service_actions.choices(s, s.pending)
            player = self.to_move(s)
            assert isinstance(player, int)
            kinds = [CHOOSE_ACTION[kind] for kind in service_actions.available(s, player)]
            return [*kinds, PASS] if phase is Phase.EXTRA_ACTION or not kinds else kinds
        if phase is Phase.PLACEMENT:
            return [*(PLACE_DEPARTMENT[d] for d in B.divisions_with_free_office(s)), PLACE_ON_BOARD]
        if phase is Phase.ORDER:
            return [PICK_EVENT[card] for card in pickable(s.drawn, s.deck)]
        if phase is Phase.HEADS:
            return [TO_BOARD, TO_COUNSEL]
        if phase is Phase.CHAIRMAN:
            return [*(CHOOSE_DIVISION[d] for d in B.divisions_with_free_office(s)), PASS]
        return []

    def is_legal(self, s: State, a: Action) -> bool:
        try:
            self._check(s, a)
        except IllegalAction:
            return False
        return True

    def _check(self, s: State, a: Action) -> int | Chance:
        """Raises ``IllegalAction`` unless ``a`` may be taken now; returns who takes it (``apply``
        needs it too)."""
        mover = self.to_move(s)
        if mover is None:
            raise IllegalAction("the game is over")
        if mover is CHANCE:
            if s.phase is Phase.DEAL:
                if not isinstance(a, Deal) or not setup.valid_deal(a, s.players):
                    raise IllegalAction("deal a colour and a skill card to each, and the privileges evenly")
            elif not isinstance(a, DrawEvents) or not _valid_draw(a):
                raise IllegalAction(f"{EVENTS_DRAWN} different miscellaneous event cards are to be drawn")
            return mover
        legal = s._legal
        if not (a in legal if legal is not None else self._allows(s, a, mover)):
            raise IllegalAction(f"{a!r} is not a legal choice for player {mover} now ({s.phase})")
        return mover

    def _allows(self, s: State, a: Action, mover: int) -> bool:
        """Whether ``a`` is in ``_legal(s)``, answered without making the list: loading a save
        replays its whole log, and the lists of those states are never asked for. Each phase
        follows the same branch of ``_legal`` (the rules' tests compare the two over many games)."""
        phase = s.phase
        if phase is Phase.SERVICE or phase is Phase.EXTRA_ACTION:
            if s.pending is not None:
                return service_actions.allows(s, s.pending, a)
            if type(a) is ChooseAction:
                return service_actions.can_choose(s, mover, a.kind)
            return a == PASS and (phase is Phase.EXTRA_ACTION or not service_actions.available(s, mover))
        if phase is Phase.PLACEMENT:
            return a == PLACE_ON_BOARD or B.has_free_office(s, DIVISION_PLACED.get(a))
        if phase is Phase.ORDER:
            return type(a) is PickEvent and a.card in pickable(s.drawn, s.deck)
        if phase is Phase.HEADS:
            return a in (TO_BOARD, TO_COUNSEL)
        return phase is Phase.CHAIRMAN and (a == PASS or B.has_free_office(s, DIVISION_CHOSEN.get(a)))

    def apply(self, s: State, a: Action) -> State:
        mover = self._check(s, a)
        t = Draft(s)
        phase = s.phase
        if phase is Phase.SERVICE or phase is Phase.EXTRA_ACTION:
            _act(t, s, a, mover)
        elif phase is Phase.PLACEMENT:
            if isinstance(a, PlaceDepartment):
                setup.place_department(t, a.division)
            else:
                setup.place_on_board(t)
            t.placed += 1
            if t.placed == setup.placements(t):
                flow.begin_meeting(t)
        elif phase is Phase.ORDER:
            assert isinstance(a, PickEvent)
            _pick(t, a)
        elif phase is Phase.HEADS:
            meeting.replace_head(t, isinstance(a, ToBoard))
            flow.continue_heads(t, t.meeting_division + 1)
        elif phase is Phase.CHAIRMAN:
            if isinstance(a, ChooseDivision):
                meeting.use_chairman_privilege(t, a.division)
            else:
                t.events.append(Passed(s.cards[CHAIRMAN_CARD].holder))
            flow.after_chairman(t)
        elif phase is Phase.DEAL:
            assert isinstance(a, Deal)
            setup.deal(t, a)
        else:
            assert isinstance(a, DrawEvents)
            t.drawn = in_card_order([*REGULAR_EVENTS, *(MISCELLANEOUS_EVENTS[i] for i in a.cards)])
            t.deck = ()
            t.revealed = ()
            t.events.append(EventsDrawn(t.arranger, t.drawn))
            t.phase = Phase.ORDER
        if t.scored:
            announce(t)
        return t.freeze()

    def within_decision(self, s: State) -> bool:
        """An action under way (chosen, its targets not all given) or an event deck being ordered card by
        card: the table sends each as several steps after one Confirm."""
        return s.pending is not None or (s.phase is Phase.ORDER and bool(s.deck))

    def undoable(self, before: State, a: Action, after: State | None = None) -> bool:
        """A player's step may be taken back unless it showed somebody something: an event card, a
        bribe's amount, someone's money or archenemy cards. Chance is never taken back."""
        if self.to_move(before) is CHANCE:
            return False
        return not any(isinstance(e, _REVEALING) for e in self.apply(before, a).events)

    def sample_chance(self, s: State, rng: Rng) -> Action:
        if self.to_move(s) is not CHANCE:
            raise IllegalAction("chance does not act now")
        if s.phase is Phase.DEAL:
            return setup.random_deal(s.players, rng)
        cards = list(range(len(MISCELLANEOUS_EVENTS)))
        rng.shuffle(cards)
        return DrawEvents(tuple(cards[:EVENTS_DRAWN]))

    def outcome(self, s: State) -> Outcome:
        return outcome(s)

    def view(self, s: State, player: int | None) -> State:
        return player_view.view(s, player)

    def determinize(self, v: State, rng: Rng) -> State:
        return player_view.determinize(v, rng)


def _valid_draw(a: DrawEvents) -> bool:
    return len(a.cards) == EVENTS_DRAWN == len(set(a.cards)) and all(
        0 <= card < len(MISCELLANEOUS_EVENTS) for card in a.cards
    )


def _act(t: Draft, s: State, a: Action, player: int | Chance) -> None:
    """A step of a service-turn action (or of the extra action at a meeting)."""
    assert isinstance(player, int)
    if s.pending is not None:
        if service_actions.step(t, s.pending, a):
            flow.action_done(t)
    elif isinstance(a, Pass):
        t.events.append(Passed(player))
        flow.action_done(t)
    else:
        assert isinstance(a, ChooseAction)
        if s.phase is Phase.EXTRA_ACTION:
            t.events.append(PrivilegeUsed(player, COMMUNICATIONS))
        t.events.append(ActionChosen(player, a.kind))
        t.pending = service_actions.begin(t, player, a.kind)


def _pick(t: Draft, a: PickEvent) -> None:
    """Meeting step 7: the arranger puts one card next; the last one goes in by itself, and the
    service phase begins."""
    t.deck = (*t.deck, a.card)
    t.drawn = without(t.drawn, a.card)
    t.events.append(EventPlaced(player=t.arranger, position=len(t.deck), card=a.card))
    if len(t.drawn) == 1:
        t.deck = (*t.deck, t.drawn[0])
        t.events.append(EventPlaced(player=t.arranger, position=len(t.deck), card=t.drawn[0]))
        t.drawn = ()
        flow.start_service(t)
