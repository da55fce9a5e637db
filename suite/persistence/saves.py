"""Saved matches: one JSON document per match (DESIGN §3), written atomically, checked on load.

The envelope says what the file is (format, versions, game, times) around the game's own data,
which the game's converter writes: options, seats, seed, the action log with its cursor, what each
move did (for a game whose log is not replayed) and the state. The state is the truth on load; a
game whose log replays exactly (everything but physics) must also replay to that very state, so a
damaged or edited log or state is caught.

Every problem with a file raises ``SaveError``: one sentence naming the file and what is wrong.
A file that cannot be loaded is renamed ``<name>.damaged``, never deleted. A file made by a newer
Ludothèque (``NewerSave``) is not damaged: it is left as it is, listed as such and opened nowhere.
The Saved games list applies every check that opening does but the replay of the log.

Autosaves are saves like the others, named ``autosave-*.ludotheque``: every match on screen writes
its own after each action, so nothing the player started is ever overwritten by another game.

Saves are named ``*.ludotheque`` (the file type ``application/x-ludotheque-save``, a kind of JSON that
the desktop opens with the app); those of earlier versions, ``*.json``, are still listed, continued
and opened.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs
import cattrs

from suite import __version__
from suite.core.game import CHANCE, GameModule, PastEvents
from suite.core.i18n import N_, Catalog
from suite.core.match import Events, Match, MatchRecord, Seat
from suite.core.registry import Registry, UnknownGame
from suite.persistence.codec import DATA_ERRORS, WrongType, converter_for, explain, make_converter
from suite.persistence.files import (
    FileProblem,
    keep_damaged,
    os_reason,
    parse_json,
    read_bytes,
    write_json,
)
from suite.persistence.json_kinds import json_kind
from suite.persistence.paths import AppPaths

FORMAT = "ludotheque-save"
SCHEMA_VERSION = 2

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _events_not_kept(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 to 2: the events of each move came in 2 (``Envelope.events``); a file of schema 1 did not
    keep them, so a game not replayed on load tells only what its saved state did."""
    if "events" in envelope:
        raise ValueError('a field "events", which save format 1 does not have')
    return {**envelope, "events": None}


MIGRATIONS: dict[int, Migration] = {1: _events_not_kept}
"""``MIGRATIONS[n]`` upgrades an envelope of schema version ``n`` to ``n + 1`` (the loader then sets
``schema_version``). A save is upgraded step by step from its own version to ``SCHEMA_VERSION``; the
file on disk stays as it was until the match is saved again, so an older Ludothèque can still
read it in the meantime. Golden saves of every version in ``tests/data/saves/`` keep the chain honest."""

AUTOSAVE_PREFIX = "autosave-"

SAVE_SUFFIX = ".ludotheque"
"""The extension of every save written now: the desktop's file type ``application/x-ludotheque-save``
(``packaging/linux/io.github.ludotheque.Ludotheque.xml``) maps it to the app."""
OLD_SAVE_SUFFIX = ".json"
"""The extension of the saves of versions up to 0.1; they are still listed and opened."""
SAVE_SUFFIXES = (SAVE_SUFFIX, OLD_SAVE_SUFFIX)

MAX_SAVE_BYTES = 8 * 1024 * 1024
"""The largest save read: some ten times the longest game of any of our games (a five-player Men at
Work of 100 placements writes 0.8 MiB), and small enough that the largest loads in well under a second."""

MAX_LOG = 20_000
"""The most moves a save's log may hold: thirty times the longest game we have seen (a five-player
Power Struggle of 700 actions). A log of millions of tiny moves fits in ``MAX_SAVE_BYTES`` and would
take seconds to read."""


class SaveError(FileProblem):
    """A save that cannot be read, written or deleted; see ``FileProblem`` for the message."""


class NewerSave(SaveError):
    """A save made by a newer Ludothèque (a newer save format, newer rules of a game, a game this
    version does not know). It is not damaged, so it is never renamed: the newer version still
    lists and opens it, and this one lists it as such and opens it nowhere."""


@attrs.frozen
class Envelope:
    """A save file as written; ``options``, ``log`` and ``state`` are left to the game's converter."""

    format: str
    schema_version: int
    app_version: str
    game_id: str
    rules_version: int
    created: datetime
    updated: datetime
    options: Any
    seats: tuple[Seat, ...]
    seed: int
    log: list[Any]
    events: list[Any] | None
    """What each move of ``log`` did (null where not known), for a game whose log is not replayed on load
    (``GameModule.past_events``), so that its log can tell what happened before; null for the others."""
    cursor: int
    state: Any


@attrs.frozen(eq=False)
class LoadedSave:
    """A match read back, with the times the player sees in the list of saves."""

    match: Match
    path: Path
    created: datetime
    updated: datetime


@attrs.frozen
class SaveSummary:
    """One line of the Saved games list, read without rebuilding the match. A file that cannot be
    loaded is listed too, with its ``problem``, so the player sees it instead of it vanishing."""

    path: Path
    is_autosave: bool
    problem: SaveError | None = None
    game_id: str = ""
    game_name: str = ""
    created: datetime | None = None
    updated: datetime | None = None
    seats: tuple[Seat, ...] = ()
    view: Any = None
    """The position saved as an onlooker sees it, from which the list tells how far the game has come."""
    over: bool = False

    @property
    def newer(self) -> bool:
        """Whether the file was made by a newer Ludothèque (listed, never opened)."""
        return isinstance(self.problem, NewerSave)


@attrs.frozen(eq=False)
class _Contents:
    """A save read and checked, all but the replay of its log; ``match`` is new, at no move yet."""

    envelope: Envelope
    module: GameModule
    match: Match
    log: list[Any]
    events: list[Events | None] | None
    state: Any


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _write_time(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _read_time(text: Any, _: type) -> datetime:
    if not isinstance(text, str):
        raise WrongType(f"expected a date, found {json_kind(text)}")
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"the date {text!r} has no time zone")
    return moment.astimezone(UTC)


def _envelope_converter() -> cattrs.Converter:
    converter = make_converter()
    converter.register_unstructure_hook(datetime, _write_time)
    converter.register_structure_hook(datetime, _read_time)
    return converter


_ENVELOPE = _envelope_converter()


def save_match(match: Match | MatchRecord, path: Path, created: datetime | None = None) -> Path:
    """Writes ``match`` to ``path`` atomically: the previous file stays whole until the new one is.

    ``created`` is when the match was first saved (now, if never); ``updated`` is always now.
    """
    module = match.module
    converter = converter_for(module)
    now = _utc_now()
    envelope = Envelope(
        format=FORMAT,
        schema_version=SCHEMA_VERSION,
        app_version=__version__,
        game_id=module.info.id,
        rules_version=match.rules_version,
        created=created if created is not None else now,
        updated=now,
        options=converter.unstructure(match.options, module.options_type),
        seats=match.seats,
        seed=match.seed,
        log=converter.unstructure(list(match.log), list[module.action_type]),
        events=_write_events(module, match.log_events),
        cursor=match.cursor,
        state=converter.unstructure(match.state, module.state_type),
    )
    try:
        write_json(path, _ENVELOPE.unstructure(envelope))
    except OSError as exc:
        raise SaveError(path, N_('The file "%1" cannot be written (%2)'), os_reason(exc)) from None
    except ValueError as exc:  # text JSON cannot hold: NaN, a lone surrogate
        raise SaveError(path, N_('The file "%1" cannot be written (%2)'), explain(exc)) from None
    return path


def _write_events(module: GameModule, events: tuple[Events | None, ...] | None) -> list[Any] | None:
    """What a save keeps of each move's events (``PastEvents.kept``), as the game's converter writes them."""
    past = module.past_events
    if past is None or events is None:
        return None
    kept = [None if told is None else past.kept(told) for told in events]
    return converter_for(module).unstructure(kept, list[past.type | None])


def load_match(path: Path, registry: Registry, set_aside: bool = True) -> LoadedSave:
    """Reads a save back into a ``Match``; raises ``SaveError``. A damaged file of the app's own folder
    is renamed (``set_aside``) so that the list stops offering it; a file opened from anywhere else
    is the player's own and is never changed. A newer version's file (``NewerSave``) stays as it is."""
    data = read_bytes(path, SaveError, MAX_SAVE_BYTES)
    try:
        contents = _read(path, data, registry)
        match = _restore(path, contents)
    except NewerSave:
        raise
    except SaveError as problem:
        raise (keep_damaged(problem) if set_aside else problem) from None
    return LoadedSave(match, path, contents.envelope.created, contents.envelope.updated)


def _read(path: Path, data: bytes, registry: Registry) -> _Contents:
    """Every check of a save but the replay of its log, which ``load_match`` adds: the Saved games list
    makes the same, so a file it shows as fine opens, unless its log does not lead to its position."""
    envelope = _read_envelope(path, data)
    module = _game(path, envelope, registry)
    options, log, state = _game_data(path, envelope, module)
    events = _events(path, envelope, module)
    match = _new_match(path, envelope, module, options)
    _check_state(path, module, len(envelope.seats), state)
    return _Contents(envelope, module, match, log, events, state)


def _read_envelope(path: Path, data: bytes) -> Envelope:
    raw = parse_json(path, data, SaveError, MAX_SAVE_BYTES)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(path, N_('The file "%1" is not a Ludothèque save'))
    raw = _migrate(path, raw)
    try:
        return _ENVELOPE.structure(raw, Envelope)
    except DATA_ERRORS as exc:
        raise SaveError(path, N_('The save "%1" has a damaged header (%2)'), explain(exc)) from None


def _migrate(path: Path, raw: dict[str, Any]) -> dict[str, Any]:
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, N_('The save "%1" does not say which version of the format it uses'))
    if version > SCHEMA_VERSION:
        raise NewerSave(
            path,
            N_('The save "%1" was made by a newer version of Ludothèque (save format %2; this one reads up to %3)'),
            version,
            SCHEMA_VERSION,
        )
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(path, N_('The save "%1" uses save format %2, which no Ludothèque ever wrote'), version)
        try:
            raw = step(raw)
        except DATA_ERRORS as exc:
            raise SaveError(
                path, N_('The save "%1" cannot be upgraded from save format %2 (%3)'), version, explain(exc)
            ) from None
        version += 1
        raw = {**raw, "schema_version": version}
    return raw


def _game(path: Path, envelope: Envelope, registry: Registry) -> GameModule:
    try:
        module = registry.get(envelope.game_id)
    except UnknownGame:
        unknown = N_('The save "%1" was made by a newer version of Ludothèque (a game this one does not know: %2)')
        raise NewerSave(path, unknown, envelope.game_id) from None
    ours = module.info.rules_version
    if envelope.rules_version > ours:
        raise NewerSave(
            path,
            N_('The save "%1" was made by a newer version of Ludothèque (rules version %2; this one plays version %3)'),
            envelope.rules_version,
            ours,
        )
    if envelope.rules_version < ours and not module.info.continues(envelope.rules_version):
        raise SaveError(
            path,
            N_('The save "%1" follows older rules of this game (version %2) that this Ludothèque no longer plays'),
            envelope.rules_version,
        )
    return module


def _game_data(path: Path, envelope: Envelope, module: GameModule) -> tuple[Any, list[Any], Any]:
    if len(envelope.log) > MAX_LOG:
        raise SaveError(path, N_('The save "%1" has %2 moves, more than any game takes'), len(envelope.log))
    options = _structure(path, module, envelope.options, module.options_type, "options")
    log = _structure(path, module, envelope.log, list[module.action_type], "log")
    state = _structure(path, module, envelope.state, module.state_type, "state")
    _check_cursor(path, envelope)
    return options, log, state


def _structure(path: Path, module: GameModule, value: Any, type_: Any, field: str) -> Any:
    """``value`` read with the game's own converter; ``field`` names it in the error message."""
    try:
        return converter_for(module).structure(value, type_)
    except DATA_ERRORS as exc:
        raise _damaged_data(path, explain(exc, f"$.{field}")) from None


def _damaged_data(path: Path, problem: str) -> SaveError:
    """A save whose game data is damaged; ``problem`` says how, in English (technical details)."""
    return SaveError(path, N_('The save "%1" has damaged game data (%2)'), problem)


def _events(path: Path, envelope: Envelope, module: GameModule) -> list[Events | None] | None:
    """The events kept of each move, one entry per move of the log, each of which the log can tell
    (None for a game that keeps none, and in a file of a version that did not keep them)."""
    if envelope.events is None:
        return None
    past = module.past_events
    if past is None:
        raise _damaged_data(path, "events kept of a game that keeps none")
    events = _structure(path, module, envelope.events, list[past.type | None], "events")
    if len(events) != len(envelope.log):
        raise _damaged_data(path, f"the events of {len(events)} moves for a log of {len(envelope.log)}")
    _check_told(path, module, past, envelope.seats, events)
    return events


_UNTRANSLATED = Catalog("en", {}).tr
"""The English texts as written: enough to try telling each event."""


def _check_told(
    path: Path, module: GameModule, past: PastEvents, seats: tuple[Seat, ...], events: list[Events | None]
) -> None:
    """The log can tell every event kept, as every seat and a spectator see it: the window tells them when
    the game opens, and an event naming a seat or a card that is not there must not fail there. Each
    different event is told once (most look the same to everyone): a few milliseconds for a long game."""
    names = [seat.name for seat in seats]
    viewers = (None, *range(len(seats)))
    for number, told in enumerate(events, start=1):
        try:
            for event in {event for viewer in viewers for event in past.seen(told or (), viewer)}:
                module.narration.event(event, names, _UNTRANSLATED)
        except DATA_ERRORS as exc:
            raise _damaged_data(path, f"the events of move {number} cannot be told: {explain(exc)}") from None


def _check_cursor(path: Path, envelope: Envelope) -> None:
    if not 0 <= envelope.cursor <= len(envelope.log):
        raise SaveError(
            path, N_('The save "%1" stands at move %2 of a game of %3 moves'), envelope.cursor, len(envelope.log)
        )


def _new_match(path: Path, envelope: Envelope, module: GameModule, options: Any) -> Match:
    """The seats, the seed and the options make a match (``Match`` checks them)."""
    try:
        return Match(module, options, envelope.seats, envelope.seed)
    except DATA_ERRORS as exc:
        raise SaveError(path, N_('The save "%1" holds a game that cannot be set up (%2)'), explain(exc)) from None


def _check_state(path: Path, module: GameModule, seats: int, state: Any) -> None:
    """The rules can go on from the state: a save that loads is one that plays (the first move after
    it does not fail, nor crash the process inside a physics engine)."""
    rules = module.rules
    try:
        if module.saves.check_state is not None:
            module.saves.check_state(state)
        mover = rules.to_move(state)
        if mover is None:
            rules.outcome(state)
        elif mover is not CHANCE:
            if not 0 <= mover < seats:
                raise ValueError(f"player {mover + 1} is to move at a table of {seats}")
            rules.legal_actions(state)
    except DATA_ERRORS as exc:
        problem = N_('The save "%1" holds a position the game cannot go on from (%2)')
        raise SaveError(path, problem, explain(exc)) from None


def _restore(path: Path, contents: _Contents) -> Match:
    played_under = contents.envelope.rules_version
    try:
        match = contents.match.resume(
            contents.log, contents.envelope.cursor, contents.state, played_under, contents.events
        )
    except DATA_ERRORS as exc:
        raise SaveError(path, N_('The save "%1" holds a game that cannot be set up (%2)'), explain(exc)) from None
    same_rules = played_under == contents.module.info.rules_version
    if same_rules and contents.module.info.exact_replay and not match.replayed:
        raise SaveError(path, N_('The save "%1" has moves that do not lead to its position'))
    return match


def save_name(stem: str) -> str:
    """The file name of a save called ``stem``: ``stem.ludotheque``."""
    return f"{stem}{SAVE_SUFFIX}"


def with_save_suffix(path: Path) -> Path:
    """``path`` as a save's name: unchanged if it already ends in a save's extension (either one),
    else with ``.ludotheque`` added, as a file dialog's chosen name may lack it."""
    return path if path.suffix.lower() in SAVE_SUFFIXES else path.with_name(save_name(path.name))


def is_autosave(path: Path) -> bool:
    """An autosave's name: ``autosave-*.ludotheque``, or ``autosave-*.json`` of earlier versions."""
    return path.name.startswith(AUTOSAVE_PREFIX) and path.suffix in SAVE_SUFFIXES


def save_files(folder: Path, prefix: str = "") -> list[Path]:
    """The saves in ``folder`` whose names start with ``prefix``, of either extension."""
    return [path for suffix in SAVE_SUFFIXES for path in folder.glob(f"{prefix}*{suffix}")]


def new_autosave_path(paths: AppPaths, game_id: str) -> Path:
    """A file of its own for a match put on screen for the first time:
    ``autosave-<game>-<UTC date>-<time>.ludotheque``, numbered if taken. Every match has its own
    autosave, so starting a game never overwrites another one. Autosaves written before this scheme
    (``autosave-<game>.json``, one per game, and ``autosave-*.json`` before the file type) are listed
    and continued like the others."""
    return _fresh_path(paths, f"{AUTOSAVE_PREFIX}{game_id}")


def autosave(match: Match | MatchRecord, path: Path) -> Path:
    """Saves ``match`` to its own autosave ``path``. The file belongs to this one match, so when it
    is rewritten its ``created`` time is kept: the list of saves shows when the game began. A
    previous file that cannot be read is simply replaced (it was this match's, one move ago)."""
    return save_match(match, path, created=_created(path))


def _created(path: Path) -> datetime | None:
    if not path.exists():
        return None
    try:
        return _read_envelope(path, read_bytes(path, SaveError, MAX_SAVE_BYTES)).created
    except SaveError:
        return None


def autosave_to_continue(paths: AppPaths, registry: Registry) -> Path | None:
    """What Continue opens: the autosave of an unfinished game updated last. A finished game is never
    continued (its final count is over, and its result is in the statistics). When no unfinished game
    can be read but an autosave cannot be read at all, that one: opening it tells the player what is
    wrong and sets the file aside, instead of Continue doing nothing. A newer version's autosave is
    never opened."""
    autosaves = _summaries(paths, registry, AUTOSAVE_PREFIX)
    unfinished = [s.path for s in autosaves if s.problem is None and not s.over]
    unreadable = [s.path for s in autosaves if s.problem is not None and not s.newer]
    return next(iter(unfinished + unreadable), None)


def list_saves(paths: AppPaths, registry: Registry) -> list[SaveSummary]:
    """Every save, the most recently updated first, then the unreadable ones by name. Nothing is
    renamed here: a damaged file is set aside only when the player tries to open it. A file is
    listed as fine only if it passes every check opening makes, but the replay of its log: one whose
    log turns out not to lead to its position is refused when opened, and set aside then."""
    return _summaries(paths, registry)


def _summaries(paths: AppPaths, registry: Registry, prefix: str = "") -> list[SaveSummary]:
    summaries = [_summarise(path, registry) for path in save_files(paths.saves_dir, prefix)]
    readable = sorted((s for s in summaries if s.updated is not None), key=lambda s: s.updated, reverse=True)
    unreadable = sorted((s for s in summaries if s.updated is None), key=lambda s: s.path.name)
    return readable + unreadable


def _summarise(path: Path, registry: Registry) -> SaveSummary:
    """What the list shows of a save, after the checks opening makes (``_read``) but the replay."""
    autosaved = is_autosave(path)
    try:
        contents = _read(path, read_bytes(path, SaveError, MAX_SAVE_BYTES), registry)
    except SaveError as problem:
        return SaveSummary(path, autosaved, problem)
    envelope = contents.envelope
    return SaveSummary(
        path,
        autosaved,
        game_id=envelope.game_id,
        game_name=contents.module.info.name,
        created=envelope.created,
        updated=envelope.updated,
        seats=envelope.seats,
        view=contents.module.rules.view(contents.state, None),
        over=contents.module.rules.to_move(contents.state) is None,
    )


def new_save_path(paths: AppPaths, game_id: str) -> Path:
    """A fresh file name for the Save command: the game and the time, numbered if already taken."""
    return _fresh_path(paths, game_id)


def _fresh_path(paths: AppPaths, prefix: str) -> Path:
    """``<prefix>-<UTC date>-<time>.ludotheque`` in the saves folder, ``-2``, ``-3``… if already taken."""
    stem = f"{prefix}-{_utc_now():%Y%m%d-%H%M%S}"
    path = paths.saves_dir / save_name(stem)
    number = 2
    while path.exists():
        path = paths.saves_dir / save_name(f"{stem}-{number}")
        number += 1
    return path


def delete_save(path: Path) -> None:
    """Deletes a save the player chose to delete, or the autosave of a finished game once its page
    closes (a file already gone is fine)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(path, N_('The file "%1" cannot be deleted (%2)'), os_reason(exc)) from None
