"""``make i18n``: extract every text into suite/translations/*.ts, then compile the .qm files.

English is the source language: English entries without plural forms are filled with their source
text; plural forms and every French entry are written by hand in the .ts files (Qt Linguist or a
text editor). Prints how many entries are still unfinished; the tests fail while any is.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "suite" / "translations"
TARGETS = {"en": "en_GB", "fr": "fr_FR"}
TOOLS = Path(sys.executable).parent


def sources() -> list[str]:
    """The explicit file list lupdate reads: every Python module of the suite."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "suite").rglob("*.py"))


def lupdate_command(lang: str, ts: Path) -> list[str]:
    """Extraction into ``ts``: the marker ``N_`` of Qt-free code counts as ``QT_TR_NOOP``."""
    return [
        str(TOOLS / "pyside6-lupdate"),
        "-tr-function-alias", "QT_TR_NOOP+=N_",
        "-source-language", "en_GB",
        "-target-language", TARGETS[lang],
        "-no-obsolete",
        "-locations", "none",
        *sources(),
        "-ts", str(ts),
    ]  # fmt: skip


def extract(lang: str) -> Path:
    ts = TRANSLATIONS / f"ludotheque_{lang}.ts"
    subprocess.run(lupdate_command(lang, ts), cwd=ROOT, check=True, capture_output=True)
    return ts


def fill_english(ts: Path) -> None:
    """English needs no translation but its plurals: copy each singular source into its entry."""
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or message.get("numerus") == "yes":
            continue
        if translation.get("type") == "unfinished":
            translation.text = message.findtext("source")
            del translation.attrib["type"]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    header = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>'
    text = ts.read_text(encoding="utf-8").replace("<?xml version='1.0' encoding='utf-8'?>", header, 1)
    ts.write_text(text + ("" if text.endswith("\n") else "\n"), encoding="utf-8")


def compile_qm(ts: Path, qm: Path) -> None:
    """Writes the .qm beside it, then puts it in place in one rename: a running app maps its .qm file
    into memory, and one rewritten in place under it crashes it (a bus error)."""
    fresh = qm.with_name(qm.name + ".new")
    subprocess.run([str(TOOLS / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True)
    fresh.replace(qm)


def unfinished(ts: Path) -> int:
    return sum(1 for t in ET.parse(ts).getroot().iter("translation") if t.get("type") == "unfinished")


def main() -> int:
    for lang in TARGETS:
        ts = extract(lang)
        if lang == "en":
            fill_english(ts)
        compile_qm(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)}: {unfinished(ts)} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
