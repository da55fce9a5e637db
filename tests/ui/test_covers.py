"""The launcher's covers: painted once, read back by later starts, painted again when their file is
damaged, the build changes, or (in the source tree) the code that paints them changes."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPixmap

from suite import __version__
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.ui import covers
from suite.ui.covers import Covers, cover_folder

BURO = next(entry for entry in REGISTRY.entries() if entry.info.id == "buro-crazy")


def _pixels(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_a_cover_is_kept_and_read_back_as_painted(qtbot, tmp_path: Path) -> None:
    painted = Covers(tmp_path).cover(BURO, 320, 200, "en")
    assert [file.name for file in tmp_path.iterdir()] == ["buro-crazy-en-320x200.png"]
    assert _pixels(Covers(tmp_path).cover(BURO, 320, 200, "en")) == _pixels(painted)


def test_a_kept_cover_is_read_rather_than_painted(qtbot, tmp_path: Path) -> None:
    kept = QPixmap(320, 200)
    kept.fill(QColor("red"))
    kept.save(str(tmp_path / "buro-crazy-fr-320x200.png"))
    assert _pixels(Covers(tmp_path).cover(BURO, 320, 200, "fr")) == _pixels(kept)


def test_a_damaged_cover_is_painted_again(qtbot, tmp_path: Path) -> None:
    (tmp_path / "buro-crazy-en-320x200.png").write_bytes(b"not a picture")
    cover = Covers(tmp_path).cover(BURO, 320, 200, "en")
    assert not cover.isNull() and _pixels(cover) == _pixels(Covers().cover(BURO, 320, 200, "en"))
    assert not QPixmap(str(tmp_path / "buro-crazy-en-320x200.png")).isNull()


def test_the_source_tree_keeps_covers_until_their_painting_code_changes(tmp_path: Path, monkeypatch) -> None:
    tree = tmp_path / "suite"
    art = tree / "games" / "buro_crazy" / "table" / "art.py"
    art.parent.mkdir(parents=True)
    art.write_text("")
    monkeypatch.setattr(covers, "SUITE", tree)
    paths = AppPaths(root=tmp_path / "home")
    before = cover_folder(paths)
    assert before.parent == tmp_path / "home" / "covers" and before.name.startswith(__version__)
    assert cover_folder(paths) == before
    later = art.stat().st_mtime_ns + 1_000_000_000
    os.utime(art, ns=(later, later))
    assert cover_folder(paths) != before


def test_a_new_build_keeps_its_covers_apart_and_drops_the_old_ones(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    folder = cover_folder(AppPaths(root=tmp_path))
    assert folder.parent == tmp_path / "covers" and folder.name.startswith(__version__)
    old = tmp_path / "covers" / "0.0.1-1"
    old.mkdir(parents=True)
    (old / "buro-crazy-en-320x200.png").write_bytes(b"")
    Covers(folder).cover(BURO, 320, 200, "en")
    assert [path.name for path in (tmp_path / "covers").iterdir()] == [folder.name]
