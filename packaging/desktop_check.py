"""CI's check of the desktop's files (``.ci/run``): the desktop entry and the metainfo pass their
validators, and the save file type maps the extension to the app. The file type is installed with
``update-mime-database`` into a temporary data folder, which Qt's ``QMimeDatabase`` then reads
(``XDG_DATA_DIRS``), as a desktop would: ``x.ludotheque`` is ``application/x-ludotheque-save``, a kind
of JSON, and a save of an earlier version, named ``*.json``, is recognised by its content (the magic
of the file type; Qt's default match still says ``application/json`` for such a name, as the glob
comes first, so the app itself lists and opens those by name).

``python packaging/desktop_check.py``: one line per check, status 1 at the first failure."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.ludotheque.Ludotheque"
LINUX = ROOT / "packaging" / "linux"
MIME_TYPE = "application/x-ludotheque-save"
OLD_SAVE = ROOT / "tests" / "data" / "saves" / "buro-crazy-schema1.json"

QT_CHECK = """
import sys
from PySide6.QtCore import QMimeDatabase
database = QMimeDatabase()
new, old = sys.argv[1:3]
by_name = database.mimeTypeForFile(new, QMimeDatabase.MatchMode.MatchExtension)
by_content = database.mimeTypeForFile(old, QMimeDatabase.MatchMode.MatchContent)
print(by_name.name(), by_name.inherits("application/json"), by_content.name())
"""


def run(command: list[str], **options: object) -> str:
    done = subprocess.run(command, capture_output=True, text=True, **options)
    if done.returncode != 0:
        raise SystemExit(f"FAIL {' '.join(command[:2])}: {(done.stdout + done.stderr).strip()}")
    return done.stdout


def main() -> int:
    for tool in ("desktop-file-validate", "appstreamcli", "update-mime-database"):
        if shutil.which(tool) is None:
            print(f"FAIL {tool} is missing: packaging/system-packages.sh desktop-file-utils appstream shared-mime-info")
            return 1
    run(["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")])
    print(f"ok   desktop-file-validate {APP_ID}.desktop")
    run(["appstreamcli", "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")])
    print(f"ok   appstreamcli validate --no-net {APP_ID}.metainfo.xml")
    with tempfile.TemporaryDirectory(prefix="ludotheque-mime-") as data:
        packages = Path(data) / "mime" / "packages"
        packages.mkdir(parents=True)
        shutil.copy(LINUX / f"{APP_ID}.xml", packages)
        run(["update-mime-database", str(Path(data) / "mime")])
        new = Path(data) / "x.ludotheque"
        new.write_bytes(OLD_SAVE.read_bytes())
        old = Path(data) / "from-version-0.1.json"
        old.write_bytes(OLD_SAVE.read_bytes())
        system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
        env = dict(os.environ, XDG_DATA_DIRS=f"{data}:{system}", QT_QPA_PLATFORM="offscreen")
        by_name, json_kind, by_content = run([sys.executable, "-c", QT_CHECK, str(new), str(old)], env=env).split()
    if by_name != MIME_TYPE or json_kind != "True":
        print(f"FAIL x.ludotheque is {by_name} (a JSON: {json_kind}), not {MIME_TYPE}")
        return 1
    print(f"ok   x.ludotheque is {MIME_TYPE}, a sub-class of application/json")
    if by_content != MIME_TYPE:
        print(f"FAIL a save named *.json is {by_content}, not {MIME_TYPE}")
        return 1
    print(f"ok   a save of an earlier version (*.json) is {MIME_TYPE} by its content (magic)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
