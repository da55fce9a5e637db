"""Renders the app's icon (``suite/resources/icons/io.github.ludotheque.Ludotheque.svg``) into the PNGs
beside it, one per size the desktop asks for (``<size>.png``). Run after changing the SVG; the PNGs
are committed, so that neither the bundle nor the window needs Qt's SVG module to show the icon.

``python packaging/icons.py [--check]``: with ``--check``, only says whether every PNG exists with its size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "suite" / "resources" / "icons"
APP_ID = "io.github.ludotheque.Ludotheque"
SVG = ICONS / f"{APP_ID}.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render() -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not a valid SVG")
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = ICONS / f"{size}.png"
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
        written.append(path)
    return written


def main() -> int:
    if "--check" in sys.argv[1:]:
        missing = [size for size in SIZES if not (ICONS / f"{size}.png").is_file()]
        print("icons: all present" if not missing else f"icons missing: {missing}")
        return 1 if missing else 0
    for path in render():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
