"""The desktop's files (``packaging/linux``) agree with the app: one application id, the version's
release entry, the save file type's extension; and they pass the freedesktop validators when those
are installed (CI installs them)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from suite import __version__
from suite.persistence.saves import SAVE_SUFFIX
from suite.ui.art import ICON_SIZES
from suite.ui.main import APP_ID

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.xml"
MIME_TYPE = "application/x-ludotheque-save"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_the_desktop_entry_names_the_app_its_icon_and_its_file_type() -> None:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "ludotheque %f"
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    for key in ("Name", "Comment"):
        assert entry[key] and entry[f"{key}[fr]"] and entry[key] != entry["Comment[fr]"]


def test_the_metainfo_has_this_version_both_languages_and_real_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert __version__ in [release.get("version") for release in root.iter("release")]
    for tag in ("summary", "description/p"):
        assert {element.get(XML_LANG) for element in root.findall(tag)} >= {None, "fr"}
    images = [image.text for image in root.iter("image")]
    assert images
    for url in images:
        prefix = "https://raw.githubusercontent.com/ludotheque/ludotheque/main/"
        assert url.startswith(prefix) and (ROOT / url.removeprefix(prefix)).is_file(), url
    assert root.find("content_rating").get("type") == "oars-1.1"


def test_the_file_type_is_a_json_whose_extension_saves_are_written_with() -> None:
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = ET.parse(MIME).getroot().find("m:mime-type", namespace)
    assert kind.get("type") == MIME_TYPE
    assert kind.find("m:sub-class-of", namespace).get("type") == "application/json"
    assert [glob.get("pattern") for glob in kind.findall("m:glob", namespace)] == [f"*{SAVE_SUFFIX}"]


def test_the_icon_is_an_svg_with_a_png_for_every_size() -> None:
    from PySide6.QtGui import QImage

    icons = ROOT / "suite" / "resources" / "icons"
    assert ET.parse(icons / f"{APP_ID}.svg").getroot().tag == "{http://www.w3.org/2000/svg}svg"
    for size in ICON_SIZES:
        image = QImage(str(icons / f"{size}.png"))
        assert (image.width(), image.height()) == (size, size)


def test_the_window_icon_is_the_app_s(qtbot) -> None:
    from suite.ui.art import app_icon

    sizes = {(size.width(), size.height()) for size in app_icon().availableSizes()}
    assert sizes == {(size, size) for size in ICON_SIZES}


@pytest.mark.parametrize(
    ("tool", "arguments", "path"),
    [("desktop-file-validate", [], DESKTOP), ("appstreamcli", ["validate", "--no-net"], METAINFO)],
)
def test_the_validators_accept_the_files(tool: str, arguments: list[str], path: Path) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (CI installs it)")
    done = subprocess.run([tool, *arguments, str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
