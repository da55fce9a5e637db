"""The bundle (``make bundle``), when one is built: it runs its self-test and prints its version, and
its tarball holds the program, the desktop's files and install.sh. Skipped when no bundle is built
(``.ci/run`` builds one and runs it on a virtual display too)."""

from __future__ import annotations

import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from suite import __version__
from suite.bench.shell import bundle_program

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = bundle_program()
APP_ID = "io.github.ludotheque.Ludotheque"

pytestmark = pytest.mark.skipif(not PROGRAM.is_file(), reason="no bundle built (make bundle)")


def test_the_bundle_prints_its_version() -> None:
    done = subprocess.run([str(PROGRAM), "--version"], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == f"Ludothèque {__version__}"


def test_the_bundle_passes_its_self_test(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run([str(PROGRAM), "--self-test"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "all checks passed"


def test_the_tarball_holds_the_program_and_the_desktop_files() -> None:
    tarball = ROOT / "dist" / f"ludotheque-{__version__}-linux-x86_64.tar.gz"
    if not tarball.is_file():
        pytest.skip("no tarball packed")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    top = f"ludotheque-{__version__}"
    for name in ("ludotheque", "install.sh", f"share/applications/{APP_ID}.desktop",
                 f"share/metainfo/{APP_ID}.metainfo.xml", f"share/mime/packages/{APP_ID}.xml",
                 f"share/icons/hicolor/16x16/apps/{APP_ID}.png", f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 "_internal/PySide6/Qt/translations/qtbase_fr.qm",
                 "_internal/suite/translations/ludotheque_fr.qm"):  # fmt: skip
        assert f"{top}/{name}" in names, name
