"""Starts the real app the way ``ludotheque`` does, on whatever display Qt is given (``make
window-check`` gives it Xvfb through the xcb platform), and saves a picture of the launcher.

The point is the system libraries: if one that Qt's xcb plugin needs is missing, Qt cannot start a
window and this fails. So it insists on the ``xcb`` platform (no silent fall-back to offscreen),
waits for the window to be exposed, and fails with a non-zero status if no window is shown, the
picture is empty, or nothing happens within ``TIMEOUT_MS``.

Usage: ``python packaging/window_check.py OUT.png`` (a fresh, empty data folder is used).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QImage

from suite.persistence.paths import AppPaths
from suite.ui.main import start

TIMEOUT_MS = 30_000
SETTLE_MS = 500
"""How long the shown window is given to paint before the picture is taken."""


def _blank(image: QImage) -> bool:
    """True if every pixel of a coarse grid is the same colour: no launcher was painted."""
    step = max(1, min(image.width(), image.height()) // 40)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    return len(colours) <= 1


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    out = Path(argv[1])
    started = start([argv[0]], AppPaths(root=Path(tempfile.mkdtemp(prefix="ludotheque-check-"))))
    if started is None:
        print("window check: another Ludothèque answered instead of this one", file=sys.stderr)
        return 1
    app, window = started
    if QGuiApplication.platformName() != "xcb":
        print(f"window check: Qt runs on {QGuiApplication.platformName()!r}, not on xcb", file=sys.stderr)
        return 1
    outcome: list[str] = []

    def shoot() -> None:
        handle = window.windowHandle()
        if not window.isVisible() or handle is None or not handle.isExposed():
            outcome.append("the window was never shown")
        else:
            image = window.grab().toImage()
            out.parent.mkdir(parents=True, exist_ok=True)
            if image.isNull() or _blank(image):
                outcome.append("the window shows nothing")
            elif not image.save(str(out)):
                outcome.append(f"the picture cannot be written to {out}")
        window.close()
        app.exit(1 if outcome else 0)

    def when_exposed() -> None:
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            QTimer.singleShot(SETTLE_MS, shoot)
        else:
            QTimer.singleShot(50, when_exposed)

    QTimer.singleShot(0, when_exposed)
    QTimer.singleShot(TIMEOUT_MS, shoot)
    status = app.exec()
    if status:
        print(f"window check: {outcome[0] if outcome else 'failed'}", file=sys.stderr)
    else:
        print(f"window check: the launcher on {QGuiApplication.platformName()}, {window.width()}×{window.height()}, "
              f"saved in {out}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
