"""What happened before a save, told again after it (M4: the log of a saved game is not replayed).

A Men at Work save is loaded at its saved state without replaying its log, so the states before it are gone;
the save keeps what each move did (``GameModule.past_events``) and the log tells it again, word for word as at
play time, for every viewer and in every language. A save of format 1 did not keep it: it opens with what its
state tells. A damaged record of what happened is refused like any damaged game data.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from suite import __version__
from suite.core.frames import history, told
from suite.core.game import Bot
from suite.core.i18n import LANGUAGES, Catalog
from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.actions import Place
from suite.games.men_at_work.rules.state import Options
from suite.persistence.saves import SaveError, load_match, save_match

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "saves" / "men-at-work-schema2.json"
SEATS = (Seat("Zoé", "red"), Seat("Émile", "blue", "random"), Seat("Ana", "green", "hard"))
VIEWERS = (None, 0, 1, 2)
CATALOGS = {language: Catalog.load(language) for language in LANGUAGES}


def played(placements: int, seed: int = 11) -> Match:
    """A game with the Foreman cards (dealt face down to the others) played by random bots up to its
    ``placements``-th placement: seed 11 drops a girder, clears it and misses tries on the way."""
    match = Match(MODULE, Options(players=3, foreman=True), SEATS, seed)
    bot = MODULE.make_bot("random")
    return play_on(match, bot, lambda: sum(isinstance(action, Place) for action in match.log) >= placements)


def play_on(match: Match, bot: Bot, done: Callable[[], bool]) -> Match:
    """Plays ``bot`` for every seat (and the chance draws due) until ``done`` or the end of the game."""
    while not done() and not match.is_over():
        match.play_chance()
        match.apply(match.bot_action(bot))
    return match


def told_history(match: Match, viewer: int | None, language: str) -> list[tuple[int, list[str]]]:
    """What the log tells ``viewer`` of the match, move by move, as the window's log puts it."""
    tr = CATALOGS[language].tr
    names = [seat.name for seat in match.seats]
    return [(moment.cursor, told(MODULE.narration, moment, names, tr)) for moment in history(match, viewer)]


def every_history(match: Match) -> dict[tuple[str, int | None], list[tuple[int, list[str]]]]:
    return {(language, viewer): told_history(match, viewer, language) for language in LANGUAGES for viewer in VIEWERS}


@pytest.fixture(scope="module")
def match() -> Match:
    return played(4)


def test_a_resumed_game_tells_what_happened_before_its_save(match: Match, tmp_path: Path) -> None:
    before = every_history(match)
    loaded = load_match(save_match(match, tmp_path / "game.ludotheque"), REGISTRY).match
    assert not loaded.history_available(match.cursor - 1), "the log was not replayed (M4)"
    after = every_history(loaded)
    assert [cursor for cursor, _ in after["en", None]] == list(range(1, match.cursor + 1))
    assert after == before


def test_each_viewer_is_told_only_what_he_saw(match: Match, tmp_path: Path) -> None:
    """The save keeps the cards dealt to everyone; each seat is told his own, nobody the others'."""
    loaded = load_match(save_match(match, tmp_path / "game.ludotheque"), REGISTRY).match
    dealt = " ".join(told_history(loaded, 0, "en")[0][1])
    assert "Zoé receives two Foreman cards. Card 1: " in dealt
    assert "Émile receives two Foreman cards." in dealt and "Ana receives two Foreman cards." in dealt
    spectator = " ".join(told_history(loaded, None, "fr")[0][1])
    assert "Zoé reçoit deux cartes" in spectator and "Carte 1\u00a0:" not in spectator


def test_a_game_played_on_after_a_resume_keeps_its_whole_history(match: Match, tmp_path: Path) -> None:
    """Saved, resumed, played on, saved and resumed again: every move is told, those before either save too."""
    first = load_match(save_match(match, tmp_path / "first.ludotheque"), REGISTRY).match
    cursor = first.cursor
    play_on(first, MODULE.make_bot("random"), lambda: first.cursor >= cursor + 3)
    second = load_match(save_match(first, tmp_path / "second.ludotheque"), REGISTRY).match
    assert every_history(second) == every_history(first)
    assert every_history(second)["fr", 1][:cursor] == every_history(match)["fr", 1]


def test_a_save_keeps_what_the_log_tells_without_the_hand_s_paths(match: Match, tmp_path: Path) -> None:
    """The paths of the hand and the hook are the moves' own (in the log) and only the table animates them:
    kept in the events too, they would double the size of a save."""
    document = json.loads(save_match(match, tmp_path / "game.ludotheque").read_text(encoding="utf-8"))
    assert len(document["events"]) == len(document["log"]) == match.cursor
    kept = [event for events in document["events"] for event in events]
    assert {"PiecePlaced", "Cleared", "CardsDealt"} <= {event["type"] for event in kept}
    assert all(event.get("move") is None and not event.get("path") for event in kept)


def test_what_a_save_keeps_of_a_move_is_told_as_the_move_was(match: Match) -> None:
    """``PastEvents``: ``seen`` filters a move's events as ``rules.view`` does, and what ``kept`` leaves out is
    nothing the log tells, for every move of the game and every viewer."""
    past, rules = MODULE.past_events, MODULE.rules
    assert past is not None
    tr, names = CATALOGS["en"].tr, [seat.name for seat in SEATS]
    for cursor in range(1, match.cursor + 1):
        state = match.state_at(cursor)
        for viewer in VIEWERS:
            seen = rules.view(state, viewer).events
            assert past.seen(state.events, viewer) == seen
            kept = past.seen(past.kept(state.events), viewer)
            assert [MODULE.narration.event(e, names, tr) for e in kept] == [
                MODULE.narration.event(e, names, tr) for e in seen
            ]


def format_1(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` as Ludothèque wrote it before saves kept what each move did."""
    return {**{key: value for key, value in document.items() if key != "events"}, "schema_version": 1}


def test_a_save_of_format_1_opens_with_what_it_has(match: Match, tmp_path: Path) -> None:
    """Its state tells the last move; nothing tells the ones before, and saved again it says so (null)."""
    path = save_match(match, tmp_path / "new.ludotheque")
    old = tmp_path / "old.json"
    old.write_text(json.dumps(format_1(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")
    loaded = load_match(old, REGISTRY).match
    assert loaded.state == match.state and loaded.cursor == match.cursor
    known = [loaded.events_known(cursor) for cursor in range(1, match.cursor + 1)]
    assert known == [False] * (match.cursor - 1) + [True], "the state tells what its own move did"
    for language in LANGUAGES:
        for viewer in VIEWERS:
            assert told_history(loaded, viewer, language) == told_history(match, viewer, language)[-1:]
    again = save_match(loaded, tmp_path / "again.ludotheque")
    assert json.loads(again.read_text(encoding="utf-8"))["events"][:-1] == [None] * (match.cursor - 1)
    assert every_history(load_match(again, REGISTRY).match) == every_history(loaded)


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    """A copy: a failing load would rename the file it reads."""
    return Path(shutil.copy(GOLDEN, tmp_path / GOLDEN.name))


def test_the_format_2_golden_save_tells_its_whole_game(golden: Path, tmp_path: Path) -> None:
    loaded = load_match(golden, REGISTRY)
    match = loaded.match
    assert (loaded.created, loaded.updated) == (
        datetime(2025, 11, 20, 18, 30, tzinfo=UTC),
        datetime(2025, 11, 20, 18, 45, 10, 250000, tzinfo=UTC),
    )
    assert match.cursor == 8 and all(match.events_known(cursor) for cursor in range(1, 9))
    lines = [" ".join(lines) for _, lines in told_history(match, 0, "en") if lines]  # as the window's entries
    assert lines[0].startswith("The instruction cards are shuffled into a draw pile of 31 cards")
    assert "Émile receives two Foreman cards." in lines[0]
    assert lines[1:3] == [
        "Zoé places a black girder. A girder falls onto the table. Accident! Zoé's turn ends. "
        "Zoé loses a safety certificate (two left). Émile takes the rescue hook. "
        "Émile must first clear a fallen piece with the rescue hook.",
        "Émile takes a girder back to the reserve. Émile reveals an instruction card (girder: Highest girder; "
        "worker: Carry 1 beam). Émile must add a worker on a girder (orange or purple): Carry 1 beam.",
    ]
    again = save_match(match, tmp_path / "again.ludotheque", created=loaded.created)
    expected = json.loads(GOLDEN.read_text(encoding="utf-8").replace('"0.1.0"', json.dumps(__version__)))
    expected["state"]["foreman_played"] = False  # kept since G14's fix; a save without it loads with it false
    expected["state"]["ghost_then"] = []  # kept since G20's placements after the ghost; a save without it has none
    assert json.loads(again.read_text(encoding="utf-8")) | {"updated": expected["updated"]} == expected


def edited(path: Path, edit: Callable[[dict[str, Any]], None]) -> Path:
    document = json.loads(path.read_text(encoding="utf-8"))
    edit(document)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


DAMAGE: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "a move's events missing": (
        lambda d: d["events"].pop(),
        "has damaged game data (the events of 7 moves for a log of 8)",
    ),
    "events not a list": (
        lambda d: d.update(events={}),
        "has a damaged header (expected a list, found an object @ $.events)",
    ),
    "an unknown event": (
        lambda d: d["events"][0][0].update(type="Earthquake"),
        'has damaged game data (unknown kind of record "Earthquake" @ $.events[0][0])',
    ),
    "an event of a seat not at the table": (
        lambda d: d["events"][2][2].update(player=5),
        "has damaged game data (the events of move 3 cannot be told: a value the game cannot use)",
    ),
    "a card that is not in the box": (
        lambda d: d["events"][3][1].update(card=99),
        "has damaged game data (the events of move 4 cannot be told: a value the game cannot use)",
    ),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_damaged_events_are_damaged_game_data(golden: Path, kind: str) -> None:
    """Events the log could not tell would fail in the window when the game opens: the file is refused and
    set aside before, as with any damaged game data."""
    edit, expected = DAMAGE[kind]
    path = edited(golden, edit)
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    assert str(caught.value) == f'The save "{path.name}" {expected}; it was kept as "{path.name}.damaged".'
    assert caught.value.kept_as is not None
