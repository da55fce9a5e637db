"""One window per person: a second start of the app brings the running window to the front, and
hands it the save it was started with (``ludotheque game.ludotheque``, a double-click in the file
manager), which the running window then opens.

Two windows could both open the same unfinished game and write its autosave in turn, each undoing
the other's moves. So the first start takes a lock named after the person's data folder, and once
its window is up it listens on a local socket of the same name; a later start finds the lock taken,
connects, says "show yourself" and ends. The lock goes with the process that held it, so an app
that crashed never stops the next start, and the socket it left behind is removed.

The lock is a file lock (``fcntl``), taken in microseconds: the network module Qt's sockets need
costs a start-up tens of milliseconds, so only a second start, or the first one after its window is
shown, loads it. Where there are no such locks (Windows), the socket alone decides, before the window.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import IO, TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCryptographicHash, QDir, QObject, QThread, QUrl, Signal

from suite.persistence.paths import AppPaths

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

SHOW = b"show\n"
"""The running app brings its window to the front."""
OPEN = b"open "
"""``open <file URL>\n``: the running app brings its window to the front and opens that save. The
path is sent as an encoded ``file:`` URL, absolute (the second start may run in another folder) and
on one line whatever characters the name holds."""
WAIT_MS = 1000
"""How long a second start waits for the running app to take the connection and the message. On
Linux and macOS the kernel takes both at once, even while the running app is busy; a named pipe
waits for the running app's event loop. A second start that finds the lock taken also waits this
long for the running app to begin listening (it listens a moment after its window is shown)."""
LISTEN_AFTER_MS = 300
"""The first start listens this long after its window is shown, once the launcher is on screen."""
RETRY_MS = 25

_logger = logging.getLogger(__name__)


def server_name(paths: AppPaths) -> str:
    """Named after the data folder the saves live in, so two apps meet exactly when they would write
    the same files: a test with a temporary folder never reaches a real app. Hashed, because a
    socket's name must be short and plain. (Qt's hash, as ``hashlib`` would load OpenSSL into a start
    that has a time budget.)"""
    folder = str(paths.data_dir.expanduser().absolute()).encode("utf-8")
    digest = QCryptographicHash.hash(folder, QCryptographicHash.Algorithm.Sha256)
    return "ludotheque-" + bytes(digest.toHex().data()).decode("ascii")[:16]


class SingleInstance(QObject):
    """The app's claim on its data folder. ``activate()`` is emitted when a later start asks for the
    window, ``openFile(path)`` when it asks the window to open a save."""

    activate = Signal()
    openFile = Signal(str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server: QLocalServer | None = None
        self._callers: list[QLocalSocket] = []
        self._lock: IO[str] | None = None

    def claim(self, file: Path | None = None) -> bool:
        """True when no other app runs on this data folder: this one may start, and should
        ``listen`` once its window is up. False when one runs: it has been asked to show its window
        (and to open ``file``, if given), and this start should end.

        If the running app does not answer (it hangs), or the lock cannot be made at all (a folder
        without write access), this one runs anyway: refusing to start would lose more than two
        windows could."""
        message = SHOW if file is None else _open_message(file)
        first = self._take_lock()
        if first is None:
            return not self._hand_over(message, patient=False)
        return first or not self._hand_over(message, patient=True)

    def _take_lock(self) -> bool | None:
        """True if this app now holds the data folder's lock, False if another does, None where no
        lock can be had."""
        if fcntl is None:
            return None
        try:
            handle = open(Path(QDir.tempPath()) / f"{self.name}.lock", "a")  # noqa: SIM115 held for the app's life
        except OSError as exc:
            _logger.warning("cannot make the lock of the data folder: %s", exc)
            return None
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._lock = handle
        return True

    def listen(self) -> None:
        """Answers later starts from now on. A socket file left by an app that crashed is removed
        (holding the lock, this app knows nobody else listens on it)."""
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                _logger.warning("cannot listen for other starts of the app: %s", server.errorString())
                return
        server.newConnection.connect(self._accept)
        self._server = server

    def _hand_over(self, message: bytes, patient: bool) -> bool:
        """Asks a running app to show its window (``message``); False if none answers. ``patient`` when the lock
        says an app runs: it may not listen yet, so the connection is tried again for a while."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        waited = 0
        socket.connectToServer(self.name)
        while not socket.waitForConnected(WAIT_MS):
            if not patient or waited >= WAIT_MS:
                return False
            QThread.msleep(RETRY_MS)
            waited += RETRY_MS
            socket.connectToServer(self.name)
        socket.write(message)
        socket.waitForBytesWritten(WAIT_MS)
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(WAIT_MS)
        return True

    def _accept(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            caller = self._server.nextPendingConnection()
            caller.readyRead.connect(self._read)
            caller.disconnected.connect(self._read)
            self._callers.append(caller)
        self._read()

    def _read(self) -> None:
        """Reads what every later start said and lets go of those that hung up. Anything but ``SHOW``
        and ``OPEN`` is ignored (the socket is open to this user only). The callers are kept in a list, not in
        each socket's own slot: a slot holding both a socket and this object makes a cycle that
        PySide6 may tear down in the wrong order."""
        for caller in list(self._callers):
            while caller.canReadLine():
                line = bytes(caller.readLine().data())
                if line == SHOW:
                    self.activate.emit()
                elif line.startswith(OPEN) and line.endswith(b"\n"):
                    path = QUrl.fromEncoded(QByteArray(line[len(OPEN) : -1])).toLocalFile()
                    if path:
                        self.activate.emit()
                        self.openFile.emit(path)
            if caller.state() == caller.LocalSocketState.UnconnectedState:
                self._callers.remove(caller)
                caller.deleteLater()


def _open_message(file: Path) -> bytes:
    url = QUrl.fromLocalFile(str(file.expanduser().absolute()))
    return OPEN + bytes(url.toEncoded().data()) + b"\n"
