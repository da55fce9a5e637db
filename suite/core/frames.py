"""Frames: the one door through which a match reaches a person.

A frame is one moment of a match as one viewer may know it: the rules' ``view`` of the state at a
log position, with the events of the transition that led there as that viewer saw them (a view
carries its own, filtered ``events``). The window's controller emits frames, the table animates
them, the log and the status line put them into words; the command line narrates the same frames
for a spectator. Nothing else of a state is shown, so what a viewer may not know (a sealed bid, a
bribe, the event deck) cannot reach the screen by another road.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

from suite.core.game import Chance, Narration, Rules


@attrs.frozen
class Frame:
    """One moment of a match for one viewer.

    ``cursor`` is the log position shown; ``viewer`` the seat it is shown to (None: a spectator,
    as behind the pass-the-screen cover); ``view`` is ``rules.view(state, viewer)``; ``events`` are
    that view's events, to animate and narrate, or empty when the moment is shown without its
    transition (a game opened, an undo, a screen uncovered); ``to_move`` is who acts next.
    """

    cursor: int
    viewer: int | None
    view: Any
    events: tuple[Any, ...]
    to_move: int | Chance | None

    @property
    def is_over(self) -> bool:
        return self.to_move is None


@attrs.frozen
class Transition:
    """One move of a match told again (after a game is opened, an undo or a change of language): its
    log position and what it did, as the viewer saw it."""

    cursor: int
    events: tuple[Any, ...]


def frame_at(rules: Rules[Any, Any, Any], state: Any, cursor: int, viewer: int | None, animate: bool) -> Frame:
    """The frame of ``state`` (the match's state at ``cursor``) for ``viewer``; with ``animate``,
    it carries the events of the transition that led to it."""
    view = rules.view(state, viewer)
    events = tuple(view.events) if animate and cursor > 0 else ()
    return Frame(cursor=cursor, viewer=viewer, view=view, events=events, to_move=rules.to_move(view))


def told(narration: Narration, moment: Frame | Transition, names: Sequence[str], tr: Callable[..., str]) -> list[str]:
    """The transition of a frame (or one told again) in words, one line per event worth telling."""
    return [line for lines in paragraphs(narration, moment, names, tr) for line in lines]


def paragraphs(
    narration: Narration, moment: Frame | Transition, names: Sequence[str], tr: Callable[..., str]
) -> list[list[str]]:
    """The lines of ``told``, in paragraphs: one per transition, and a new one at each event the
    game's narration says ``starts_paragraph`` (told or not: a service turn's start is told by the
    event card that follows it). A narration without that method tells a transition as one paragraph."""
    starts = getattr(narration, "starts_paragraph", None)
    told_so_far: list[list[str]] = [[]]
    events, at = moment.events, 0
    while at < len(events):
        if starts is not None and starts(events[at]) and told_so_far[-1]:
            told_so_far.append([])
        count, line = _next_line(narration, events[at:], names, tr)
        if line:
            told_so_far[-1].append(line)
        at += count
    return [lines for lines in told_so_far if lines]


def continues(narration: Narration, before: Any) -> bool:
    """Whether a move made from the position ``before`` (a viewer's view of it) carries on the action told just
    before it (a step of it: an office chosen, a bribe answered), so that the log tells the two as one: the game's
    narration says so with its optional ``continues``; without it, never."""
    said = getattr(narration, "continues", None)
    return said is not None and said(before)


def ending(narration: Narration, view: Any, names: Sequence[str], tr: Callable[..., str]) -> str | None:
    """The log's last line for a game over at ``view``, when the game's narration has the optional ``ending`` (its
    last events do not say who won); without it, None."""
    said = getattr(narration, "ending", None)
    return None if said is None else said(view, names, tr)


def _next_line(
    narration: Narration, events: Sequence[Any], names: Sequence[str], tr: Callable[..., str]
) -> tuple[int, str | None]:
    """The line for the first of ``events`` and how many events it tells: a run of them, when the narration's
    optional ``run`` tells those together, else the first alone."""
    run = getattr(narration, "run", None)
    together = run(events, names, tr) if run is not None else None
    return together if together is not None else (1, narration.event(events[0], names, tr))


def history(match: Any, viewer: int | None) -> Iterator[Transition]:
    """Every move up to the match's cursor whose events are known, as ``viewer`` saw it (what the log
    tells again after a game is opened, an undo or a change of language). A move whose state is known
    is seen through ``rules.view``, as its frame showed it; one known only from a save that kept its
    events (a game not replayed on load) through the game's ``PastEvents.seen``, the same filter."""
    for cursor in range(1, match.cursor + 1):
        if match.history_available(cursor):
            yield Transition(cursor, frame_at(match.rules, match.state_at(cursor), cursor, viewer, animate=True).events)
        elif match.events_known(cursor):
            yield Transition(cursor, match.module.past_events.seen(match.events_at(cursor), viewer))
