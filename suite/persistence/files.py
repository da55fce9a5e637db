"""Reading and writing the suite's own JSON files without ever losing one.

Every file (saves, settings, statistics) is written whole to a temporary file beside it and then
renamed over the old one, so a crash or a full disk leaves either the old or the new version,
never half of one. A file that cannot be used is renamed ``<name>.damaged`` rather than deleted:
the player (or a bug report) may still need what is in it.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import os
import re
import stat
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

import attrs

from suite.core.i18n import N_, Translate, fmt

MAX_BYTES = 32 * 1024 * 1024
"""No file of the suite comes near this (a long saved game is a few hundred KiB); anything larger
is not ours, and is not read whole into memory."""

_SHOWN_CHARS = 160
_LINE_WIDTH = 100

_logger = logging.getLogger(__name__)


def _untranslated(text: str, disambiguation: str = "", n: int = -1) -> str:
    return text


class FileProblem(Exception):
    """A file that cannot be used, told in one sentence that names the file.

    ``problem`` is an ``N_`` text whose ``%1`` is the file's name and ``%2``… the ``details``, so
    the shell can translate it whole; ``str()`` gives the English sentence for logs and the CLI.
    ``kept_as`` is where a damaged file was moved, when it was.
    """

    def __init__(self, path: Path, problem: str, *details: object, kept_as: Path | None = None) -> None:
        super().__init__(path, problem, *details)
        self.path = path
        self.problem = problem
        self.details = tuple(_shorten(str(d)) for d in details)
        self.kept_as = kept_as

    def describe(self, tr: Translate = _untranslated) -> str:
        sentence = fmt(tr(self.problem), self.path.name, *self.details)
        if self.kept_as is None:
            return sentence + "."
        return fmt(tr(N_('%1; it was kept as "%2".')), sentence, self.kept_as.name)

    def __str__(self) -> str:
        return self.describe()


E = TypeVar("E", bound=FileProblem)
T = TypeVar("T")


@attrs.frozen
class Loaded(Generic[T]):
    """A value read from a file the player never has to fix: ``problem`` says why it is the default."""

    value: T
    problem: FileProblem | None = None


def _shorten(text: str) -> str:
    """Details may come from a damaged file: keep the sentence readable whatever they hold."""
    return text if len(text) <= _SHOWN_CHARS else text[: _SHOWN_CHARS - 1] + "…"


def os_reason(exc: OSError) -> str:
    """The system's own words ("Permission denied", "No space left on device")."""
    return exc.strerror or type(exc).__name__


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
"""Opening a named pipe for reading waits for a writer, forever if none comes; without blocking it
opens at once, and is then refused for not being a regular file."""


def read_bytes(path: Path, error: type[E], limit: int | None = None) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (one more than allowed, to tell that it is
    too large; ``MAX_BYTES`` by default). A folder, a device or a pipe named like one of our files is
    refused without reading from it: a pipe or a terminal would block the app, a device never ends."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        raise error(path, N_('The file "%1" does not exist')) from None
    except OSError as exc:
        raise error(path, N_('The file "%1" cannot be read (%2)'), os_reason(exc)) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise error(path, N_('The file "%1" is not a regular file (a folder, a device or a pipe)'))
    with os.fdopen(fd, "rb") as file:
        try:
            return file.read((MAX_BYTES if limit is None else limit) + 1)
        except OSError as exc:
            raise error(path, N_('The file "%1" cannot be read (%2)'), os_reason(exc)) from None


class _Unwritable(ValueError):
    """A value JSON text can hold but ours could never write back: a lone surrogate. (A number too
    large, which reads as infinity, is refused where a record reads it: ``codec``.)"""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")
"""A surrogate written as an escape: the only way JSON text can hold a lone one."""


def _check_unicode(text: str, value: Any) -> None:
    """Refuses a lone surrogate (``"\\ud800"``), which no UTF-8 file can hold. Escaped surrogates are
    rare (our files write every character as itself), so only a text that has one is checked whole."""
    if _SURROGATE_ESCAPE.search(text) is None:
        return
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise _Unwritable("a text holds half of a character (a lone surrogate)") from None


def parse_json(path: Path, data: bytes, error: type[E], limit: int | None = None) -> Any:
    """The JSON value in ``data``, or ``error`` saying in words why there is none. Text that could not be
    written back (a lone surrogate) is refused too: a file we accept, we can save again."""
    most = MAX_BYTES if limit is None else limit
    if len(data) > most:
        raise error(path, N_('The file "%1" is larger than %2 MiB, too large to be one of ours'), f"{most / 2**20:g}")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(path, N_('The file "%1" is not UTF-8 text (byte %2)'), exc.start) from None
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
        _check_unicode(text, value)
    except _Unwritable as exc:
        raise error(path, N_('The file "%1" holds a value that cannot be written again (%2)'), exc) from None
    except json.JSONDecodeError as exc:
        raise error(path, N_('The file "%1" is not valid JSON (line %2, column %3)'), exc.lineno, exc.colno) from None
    except (ValueError, RecursionError) as exc:
        raise error(path, N_('The file "%1" is not valid JSON (%2)'), exc) from None
    return value


def to_json(value: Any, indent: str = "") -> str:
    """Indented JSON in which whatever fits on one line stays on one line, so that a save reads
    well in a diff (``json.dumps(indent=2)`` would put every card count on a line of its own)."""
    flat = json.dumps(value, ensure_ascii=False, allow_nan=False)
    if len(indent) + len(flat) <= _LINE_WIDTH or not isinstance(value, dict | list | tuple) or not value:
        return flat
    inner = indent + "  "
    if isinstance(value, dict):
        items = (f"{inner}{_json_key(key)}: {to_json(item, inner)}" for key, item in value.items())
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    return "[\n" + ",\n".join(inner + to_json(item, inner) for item in value) + f"\n{indent}]"


def _json_key(key: Any) -> str:
    """An object key as ``json.dumps`` writes it: non-string keys become their JSON text, quoted."""
    return json.dumps(key if isinstance(key, str) else json.dumps(key), ensure_ascii=False)


def write_atomic(path: Path, data: bytes) -> None:
    """Replaces ``path`` with ``data`` all at once; on any failure the previous file is untouched."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Makes the rename itself durable (POSIX); Windows has no way to open a folder for this."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


_TEMPORARY = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
"""The name ``write_atomic`` gives its temporary file: ``.<name>.<8 random characters>.tmp``."""


def remove_temporaries(folders: Iterable[Path]) -> None:
    """Removes the temporary files that writes cut short by a crash or a power cut left in ``folders``
    (each a few hundred KiB, and nothing else ever removes them). Call it when no write of ours can be
    under way: at start-up, once this app holds its data folder. A file that will not go stays."""
    for folder in folders:
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for path in entries:
            if _TEMPORARY.fullmatch(path.name):
                with contextlib.suppress(OSError):
                    if path.is_file():
                        path.unlink()


def write_json(path: Path, value: Any) -> None:
    write_atomic(path, to_json(value).encode("utf-8"))


def keep_damaged(problem: E) -> E:
    """Moves ``problem.path`` out of the way as ``<name>.damaged`` (``.damaged.1``… if taken) and
    records where in ``problem.kept_as``; if even that fails the file stays where it is."""
    path = problem.path
    for n in itertools.count():
        target = path.with_name(f"{path.name}.damaged" + (f".{n}" if n else ""))
        if target.exists():
            continue
        try:
            path.rename(target)
        except FileExistsError:
            continue
        except OSError:
            break
        problem.kept_as = target
        break
    return problem


class Codec(Protocol):
    """What turns a file's JSON into a record and back: a cattrs converter, or something lighter."""

    def structure(self, obj: Any, cl: Any) -> Any: ...
    def unstructure(self, obj: Any) -> Any: ...


def _data_errors() -> tuple[type[Exception], ...]:
    """The errors of damaged data, looked up only when one happens: the codec module loads cattrs, which the
    launcher does not need to start (settings are read without it)."""
    from suite.persistence.codec import DATA_ERRORS

    return DATA_ERRORS


def load_or_default(path: Path, converter: Codec, type_: type[T], default: Callable[[], T]) -> Loaded[T]:
    """Reads a file the player never edits by hand (settings, statistics). A missing file gives the
    default quietly; a damaged one gives the default too, is kept as ``.damaged`` and is reported in
    ``problem`` (and the log) rather than raised: the suite must start whatever is on disk."""
    if not path.exists():
        return Loaded(default())
    try:
        data = read_bytes(path, FileProblem)
    except FileProblem as problem:
        _logger.warning("%s", problem)
        return Loaded(default(), problem)
    try:
        raw = parse_json(path, data, FileProblem)
        try:
            value = converter.structure(raw, type_)
        except _data_errors() as exc:
            from suite.persistence.codec import explain

            raise FileProblem(path, N_('The file "%1" holds damaged values (%2)'), explain(exc)) from None
    except FileProblem as problem:
        keep_damaged(problem)
        _logger.warning("%s", problem)
        return Loaded(default(), problem)
    return Loaded(value)


def store(path: Path, converter: Codec, value: Any) -> None:
    """Writes ``value`` atomically; raises ``FileProblem`` if the disk refuses."""
    try:
        write_json(path, converter.unstructure(value))
    except OSError as exc:
        raise FileProblem(path, N_('The file "%1" cannot be written (%2)'), os_reason(exc)) from None
