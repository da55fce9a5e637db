"""The rules of Men at Work as pure functions (the contract of ``suite.core.game``).

Placements are continuous actions (DESIGN §2), so the rules are ``ContinuousRules``: ``legal_actions``
lists the discrete actions and a ``PlaceStep`` for each placement that may come next, ``validate`` checks
a ``Place`` against them, and ``sample_actions`` makes plausible ones. ``apply`` rebuilds the physics site
from the state's snapshot, acts on a ``Draft`` and freezes it; the site itself is never kept (M4).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from suite.core.game import CHANCE, Chance, IllegalAction, Outcome
from suite.core.rng import Rng
from suite.games.men_at_work.constants import FLOOR_HALF_WIDTH, FLOOR_Y, GIRDER_LENGTH, HIGHEST_HAND, MAX_PATH
from suite.games.men_at_work.info import INFO
from suite.games.men_at_work.rules import cards, deck, ending, player_view, sampling, search, setup, start_sites, turn
from suite.games.men_at_work.rules.actions import (
    Action,
    BuildSite,
    CallInspector,
    Clear,
    GiveUp,
    Place,
    PlaceStep,
    PlayForeman,
    Proceed,
    Reshuffle,
    Shuffle,
)
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.events import Accident, CardRevealed, InstructionMet
from suite.games.men_at_work.rules.feasible import colours
from suite.games.men_at_work.rules.state import Options, Phase, State
from suite.games.men_at_work.rules.steps import next_steps
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.site.placement import Move

_CHANCE_PHASES = (Phase.DEAL, Phase.SITE, Phase.RESHUFFLE)


class MenAtWorkRules:
    """Men at Work for 2 to 5 players, rulings M1–M20 and G1–G19 (docs/rulings-men-at-work.md).

    It keeps no memory of earlier calls: the GUI thread and the bot threads share one rules object, so
    every answer depends on its arguments alone."""

    info = INFO

    def new_state(self, options: Options, seats: int) -> State:
        if options.players != seats:
            raise ValueError(f"the options are for {options.players} players, the table has {seats} seats")
        return setup.new_state(options)

    def to_move(self, s: State) -> int | Chance | None:
        if s.phase is Phase.OVER:
            return None
        if s.phase in _CHANCE_PHASES:
            return CHANCE
        return s.active

    def place_steps(self, s: State) -> tuple[PlaceStep, ...]:
        """The placements that may come next, with the girder colours allowed (M12's fallback included)."""
        found = []
        for step in next_steps(s.todo):
            allowed: tuple[Colour, ...] = ()
            if step.kind is Kind.GIRDER:
                if s.phase is Phase.BUILD:
                    allowed = setup.build_colours(s.site)
                else:
                    assert s.instruction is not None
                    allowed = colours(s.site, s.instruction)
            found.append(PlaceStep(kind=step.kind, colours=allowed, load=step.load))
        return tuple(found)

    def legal_actions(self, s: State) -> Sequence[Action | PlaceStep]:
        """The discrete actions legal now, and a ``PlaceStep`` for each kind of ``Place`` that is (works on a view)."""
        if s.phase is Phase.FOREMAN:
            return (Proceed(), *(PlayForeman(card, onto) for card, onto in cards.foreman_choices(s)))
        if s.phase is Phase.PLACE:
            return (*self.place_steps(s), *((CallInspector(),) if cards.inspector_present(s) else ()))
        if s.phase is Phase.BUILD:
            return (*self.place_steps(s), GiveUp())
        if s.phase is Phase.CLEAN:
            return tuple(_clear_choices(s))
        return ()

    def validate(self, s: State, a: Action) -> None:
        """Raises ``IllegalAction`` unless ``a`` may be played now. A placement's start is checked against the
        site itself by ``apply`` (the held piece may not appear inside it)."""
        mover = self.to_move(s)
        if mover is None:
            raise IllegalAction("the game is over")
        if mover is CHANCE:
            self._validate_chance(s, a)
        elif isinstance(a, Place):
            self._validate_place(s, a.move)
        elif isinstance(a, Clear):
            _validate_clear(s, a)
        elif isinstance(a, PlaceStep) or a not in self.legal_actions(s):
            raise IllegalAction(f"{a!r} is not a legal action for player {mover} now ({s.phase.value})")

    def _validate_chance(self, s: State, a: Action) -> None:
        if s.phase is Phase.DEAL:
            ok = isinstance(a, Shuffle) and deck.valid_setup(a.order, a.hands, s.options.players, s.options.foreman)
        elif s.phase is Phase.SITE:
            ok = isinstance(a, BuildSite) and _valid_start(a, s.options)
        else:
            ok = isinstance(a, Reshuffle) and cards.valid_reshuffle(s, a.order)
        if not ok:
            raise IllegalAction(f"{type(a).__name__} is not the chance action due now ({s.phase.value})")

    def _validate_place(self, s: State, move: Move) -> None:
        load = move.load.kind if move.load else None
        step = next((p for p in self.place_steps(s) if p.kind is move.kind and p.load is load), None)
        if step is None:
            raise IllegalAction(f"no {move.kind.value} is to be placed now")
        colour_ok = move.colour in step.colours if move.kind is Kind.GIRDER else move.colour is None
        if not colour_ok:
            raise IllegalAction(f"a {move.kind.value} of colour {move.colour} is not allowed now")
        if move.load is not None and not (
            math.isfinite(move.load.offset) and abs(move.load.offset) <= GIRDER_LENGTH / 2
        ):
            raise IllegalAction("a load lies on the piece that carries it")
        if not move.path:
            raise IllegalAction(f"a placement records 1 to {MAX_PATH} poses of the hand")
        _validate_path(move.path)

    def is_legal(self, s: State, a: Action) -> bool:
        try:
            self.validate(s, a)
        except IllegalAction:
            return False
        return True

    def sample_chance(self, s: State, rng: Rng) -> Action:
        if s.phase is Phase.DEAL:
            order, hands = deck.shuffled(s.options.players, s.options.foreman, rng)
            return Shuffle(order, hands)
        if s.phase is Phase.SITE:
            return BuildSite(start_sites.random_site(rng, crane=s.options.crane, box=s.options.skyscraper))
        if s.phase is Phase.RESHUFFLE:
            order = list(s.discard[1:])
            rng.shuffle(order)
            return Reshuffle(tuple(order))
        raise IllegalAction("chance does not act now")

    def sample_actions(self, s: State, rng: Rng, k: int) -> Sequence[Action]:
        """``k`` random but plausible actions for the player to move (a random seat, bots' playouts)."""
        return sampling.sample(s, self.legal_actions(s), rng, k)

    def apply(self, s: State, a: Action) -> State:
        self.validate(s, a)
        t = Draft(s)
        if isinstance(a, Shuffle):
            setup.deal(t, a)
        elif isinstance(a, BuildSite):
            setup.site_built(t, a.site)
        elif isinstance(a, Reshuffle):
            cards.reshuffle(t, a.order)
        elif isinstance(a, Proceed):
            t.phase = Phase.PLACE
        elif isinstance(a, PlayForeman):
            cards.play_foreman(t, a.card, a.onto)
        elif isinstance(a, GiveUp):
            setup.use_beginner_site(t)
        elif isinstance(a, CallInspector):
            turn.inspected(t, Site.build(s.site), search.inspect_try(self, s, list(self.place_steps(s))))
        elif isinstance(a, Clear):
            turn.clear(t, Site.build(s.site), a)
        else:
            assert isinstance(a, Place)
            _place(t, s, a.move)
        return t.freeze()

    def within_decision(self, s: State) -> bool:
        """Each placement is a decision of its own, the pieces of one try included (G23): Undo takes back the
        last one, and the one before it at a second press."""
        return False

    def undoable(self, before: State, a: Action, after: State | None = None) -> bool:
        """Keeping the revealed instruction may be taken back, and so may a placement that revealed nothing
        (G23): one of a try still under way, or a try that missed and went back, so the player may try it
        again. A placement that ended the turn (met, or an accident) led to a card revealed; a Foreman card
        shows a card; chance and the inspector's answer are never taken back."""
        if isinstance(a, Proceed):
            return True
        if not isinstance(a, Place) or after is None:
            return False
        return before.phase is Phase.PLACE and after.phase is Phase.PLACE and after.turn == before.turn and not any(
            isinstance(e, (CardRevealed, Accident, InstructionMet)) for e in after.events
        )

    def outcome(self, s: State) -> Outcome:
        return ending.outcome(s)

    def view(self, s: State, player: int | None) -> State:
        return player_view.view(s, player)

    def determinize(self, v: State, rng: Rng) -> State:
        return player_view.determinize(v, rng)


def _place(t: Draft, s: State, move: Move) -> None:
    site = Site.build(s.site)
    try:
        turn.place(t, site, move)
    except ValueError as error:  # the held piece would appear inside the site
        raise IllegalAction(str(error)) from None
    if s.phase is Phase.BUILD:
        setup.building_placed(t, site)


def _clear_choices(s: State) -> list[Clear]:
    """M15: each fallen piece may be lifted off to the reserve (the highest first is wise); a fallen support may
    also be left where it lies. Dragging a piece first, or pushing a girder back, takes a path (``Clear``)."""
    supports = {piece.id for piece in s.site.pieces if piece.kind is Kind.SUPPORT}
    found = []
    for piece in s.cleanup:
        found.append(Clear(piece))
        if piece in supports:
            found.append(Clear(piece, keep=True))
    return found


def _validate_clear(s: State, a: Clear) -> None:
    if a.piece not in s.cleanup:
        raise IllegalAction(f"piece {a.piece} is not one to clear now")
    kind = s.site.piece(a.piece).kind
    if a.keep and not (kind is Kind.SUPPORT or (kind is Kind.GIRDER and a.path)):
        raise IllegalAction("only a support may stay where it fell, and a girder only pushed back onto the site")
    _validate_path(a.path)


def _validate_path(path: tuple[Pose, ...]) -> None:
    """G8: a path of the hand (or the hook) is at most MAX_PATH poses, every one a number within the room."""
    if len(path) > MAX_PATH:
        raise IllegalAction(f"a path records at most {MAX_PATH} poses of the hand")
    for pose in path:
        if not all(math.isfinite(v) for v in (pose.x, pose.y, pose.angle)):
            raise IllegalAction("the hand's path has a pose that is not a number")
        if abs(pose.x) > FLOOR_HALF_WIDTH or not FLOOR_Y < pose.y < HIGHEST_HAND:
            raise IllegalAction("the hand's path leaves the room")


def _valid_start(a: BuildSite, options: Options) -> bool:
    site = a.site
    return site.crane == options.crane and site.box == options.skyscraper and not start_sites.start_site_problems(site)
