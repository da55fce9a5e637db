"""One writer at a time for a file that several copies of the app update in place (the statistics).

A read-modify-write of ``stats.json`` by two copies at once loses one of the two results: each reads
the same counts and the second write replaces the first. An exclusive lock on a file beside it
(``flock`` on POSIX, ``msvcrt.locking`` on Windows) makes them take turns. The system releases the
lock when its holder ends, even by a crash, so a lock is never left behind; the lock file itself stays,
empty, for the next writer.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

WAIT_SECONDS = 5.0
"""How long a writer waits for its turn: a statistics update takes milliseconds, so a lock held this
long is held by a copy of the app that hangs, and the writer gives up rather than hang too."""

_POLL_SECONDS = 0.01


class LockTimeout(OSError):
    """Another writer kept the lock for ``WAIT_SECONDS``."""

    def __init__(self) -> None:
        super().__init__(errno.EAGAIN, "another copy of Ludothèque is writing it")


if os.name == "nt":
    import msvcrt

    def _try_lock(file: BinaryIO) -> bool:
        file.seek(0)
        try:
            msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(file: BinaryIO) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(file: BinaryIO) -> bool:
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(file: BinaryIO) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)


@contextlib.contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Holds the lock of the file ``path`` (created if need be) for the ``with`` block. Raises
    ``OSError`` if the file cannot be opened, ``LockTimeout`` if another writer keeps it too long."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+b") as file:
        deadline = time.monotonic() + WAIT_SECONDS
        while not _try_lock(file):
            if time.monotonic() > deadline:
                raise LockTimeout
            time.sleep(_POLL_SECONDS)
        try:
            yield
        finally:
            _unlock(file)
