"""One window per person: a second start of the app brings the running window to the front.

Two windows could both open the same unfinished game and write its autosave in turn, each undoing
the other's moves. So the first start listens on a local socket (a named pipe on Windows) named
after the person's data folder; a later start connects, says "show yourself" and ends. A socket left
behind by an app that crashed answers nobody: it is removed, and the new start takes over.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCryptographicHash, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from suite.persistence.paths import AppPaths

SHOW = b"show\n"
"""The one message: the running app brings its window to the front."""
WAIT_MS = 1000
"""How long a second start waits for the running app to take the connection and the message. On
Linux and macOS the kernel takes both at once, even while the running app is busy; a named pipe
waits for the running app's event loop."""

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
    window."""

    activate = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server: QLocalServer | None = None
        self._callers: list[QLocalSocket] = []

    def claim(self) -> bool:
        """True when no other app runs on this data folder: this one now listens for later starts.
        False when one runs: it has been asked to show its window, and this start should end.

        If the socket cannot be made at all (a folder without write access), the app runs anyway:
        refusing to start would lose more than two windows could."""
        if self._hand_over():
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)  # nobody answered on it: left by an app that crashed
            if not server.listen(self.name):
                _logger.warning("cannot listen for other starts of the app: %s", server.errorString())
                return True
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    def _hand_over(self) -> bool:
        """Asks a running app to show its window; False if none answers."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(WAIT_MS):
            return False
        socket.write(SHOW)
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
        is ignored (the socket is open to this user only). The callers are kept in a list, not in
        each socket's own slot: a slot holding both a socket and this object makes a cycle that
        PySide6 may tear down in the wrong order."""
        for caller in list(self._callers):
            while caller.canReadLine():
                if bytes(caller.readLine().data()) == SHOW:
                    self.activate.emit()
            if caller.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                self._callers.remove(caller)
                caller.deleteLater()
