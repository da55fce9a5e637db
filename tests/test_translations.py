"""The translations are complete and compiled: every text of the code is in both .ts files, no
French entry is unfinished, and each .qm is exactly what lrelease makes of its .ts today."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "suite" / "translations"
TOOLS = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "packaging"))
import i18n  # noqa: E402  (packaging/i18n.py: the extraction command that make i18n runs)


def messages(ts: Path) -> dict[str, ET.Element]:
    return {m.findtext("source") or "": m for m in ET.parse(ts).getroot().iter("message")}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_unfinished_entry(lang: str) -> None:
    ts = TRANSLATIONS / f"ludotheque_{lang}.ts"
    unfinished = [s for s, m in messages(ts).items() if m.find("translation").get("type") == "unfinished"]
    assert unfinished == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_plural_entries_have_two_forms(lang: str) -> None:
    for source, message in messages(TRANSLATIONS / f"ludotheque_{lang}.ts").items():
        if message.get("numerus") == "yes":
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 2 and all(forms), source


def test_french_uses_one_apostrophe() -> None:
    """The typographic apostrophe throughout: "l'inspecteur" beside "l’inspecteur" on one screen looked careless."""
    for source, message in messages(TRANSLATIONS / "ludotheque_fr.ts").items():
        forms = [message.findtext("translation") or ""] + [f.text or "" for f in message.iter("numerusform")]
        assert not any("'" in form for form in forms), source


def test_french_guillemets_hold_to_their_words() -> None:
    """A no-break space inside « »: with a plain one, "»" was wrapped alone onto the next line of a log entry."""
    for source, message in messages(TRANSLATIONS / "ludotheque_fr.ts").items():
        forms = [message.findtext("translation") or ""] + [f.text or "" for f in message.iter("numerusform")]
        assert not any("« " in form or " »" in form for form in forms), source


def test_french_double_punctuation_holds_to_its_word() -> None:
    """A no-break space before ":", ";", "?" and "!": with a plain one, "Duel 2 :" could end a line and its colon
    begin the next, and 152 older texts had one where the newer had the no-break space."""
    for source, message in messages(TRANSLATIONS / "ludotheque_fr.ts").items():
        forms = [message.findtext("translation") or ""] + [f.text or "" for f in message.iter("numerusform")]
        assert not any(re.search(r" [:;?!]", form) for form in forms), source


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_text_of_the_code_is_in_the_ts(lang: str, tmp_path: Path) -> None:
    """Extracting again finds nothing that the committed .ts lacks (run `make i18n` if it does)."""
    fresh = tmp_path / f"ludotheque_{lang}.ts"
    shutil.copy(TRANSLATIONS / fresh.name, fresh)
    command = i18n.lupdate_command(lang, fresh)
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    assert set(messages(fresh)) == set(messages(TRANSLATIONS / fresh.name))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_qm_is_up_to_date(lang: str, tmp_path: Path) -> None:
    qm = tmp_path / "fresh.qm"
    i18n.compile_qm(TRANSLATIONS / f"ludotheque_{lang}.ts", qm)
    assert qm.read_bytes() == (TRANSLATIONS / f"ludotheque_{lang}.qm").read_bytes(), "run `make i18n`"


def test_french_rules_pages_use_one_apostrophe() -> None:
    """The in-app rules too: the same screen showed "l'un" and "d’influence"."""
    for page in sorted((ROOT / "suite" / "resources" / "rules").glob("*.fr.html")):
        assert "'" not in page.read_text(encoding="utf-8"), page.name


def test_french_rules_pages_hold_double_punctuation_to_its_word() -> None:
    """The in-app rules as the texts: 102 of their colons, semicolons and question marks followed a plain space."""
    for page in sorted((ROOT / "suite" / "resources" / "rules").glob("*.fr.html")):
        text = re.sub(r"<[^>]*>", "", page.read_text(encoding="utf-8"))
        assert not re.search(r" [:;?!»]|« ", text), page.name


def test_english_says_what_the_code_says() -> None:
    """An English entry other than a plural is its source: a source reworded in place once kept the old
    English translation, so the window went on showing the old words."""
    for source, message in messages(TRANSLATIONS / "ludotheque_en.ts").items():
        if message.get("numerus") != "yes":
            assert message.findtext("translation") in ("", source), source


def test_no_text_calls_the_game_list_a_launcher() -> None:
    """The menu said "Back to launcher", Buro Crazy's final count too, where Men at Work and Power Struggle
    said "Back to the games": one name for the page, and not the developers' word for it."""
    assert not [source for source in messages(TRANSLATIONS / "ludotheque_en.ts") if "launcher" in source.lower()]
    fr = {s: m.findtext("translation") for s, m in messages(TRANSLATIONS / "ludotheque_fr.ts").items()}
    assert fr["&Back to the games"].replace("&", "") == fr["Back to the games"]


def test_power_struggle_s_supply_is_the_general_reserve_in_french() -> None:
    """The log said "1 employé de la réserve rejoint le bureau" while the player's panel beside it counted his
    own "réserve : 13" of managers, unchanged: the supply of employees is the "réserve générale"."""
    for source, message in messages(TRANSLATIONS / "ludotheque_fr.ts").items():
        if "employee" in source and "supply" in source:
            forms = [message.findtext("translation") or ""] + [n.text or "" for n in message.iter("numerusform")]
            assert all("réserve générale" in form for form in forms if form.strip()), source
