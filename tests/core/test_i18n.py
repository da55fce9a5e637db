"""Translation without Qt: placeholders, and the Linguist catalogue read as XML with its plurals.

French counts 0 and 1 as singular, English only 1; unfinished entries fall back to the English
source, as Qt does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from suite.core.i18n import N_, Catalog, fmt

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context>
    <name></name>
    <message>
        <source>Hello %1</source>
        <translation>{hello}</translation>
    </message>
    <message>
        <comment>a card</comment>
        <source>Ten</source>
        <translation>{ten}</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation type="unfinished">Pas fini</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>{one}</numerusform>
            <numerusform>{many}</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def _catalog(tmp_path: Path, lang: str) -> Catalog:
    words = {
        "fr": {"hello": "Bonjour %1", "ten": "Dix", "one": "%n point", "many": "%n points"},
        "en": {"hello": "Hi %1", "ten": "Ten!", "one": "%n point", "many": "%n points"},
    }[lang]
    (tmp_path / f"ludotheque_{lang}.ts").write_text(TS.format(lang=lang, **words), encoding="utf-8")
    return Catalog.load(lang, tmp_path)


def test_fmt_fills_numbered_placeholders() -> None:
    assert fmt("%1 bids %2 against %3", "Annie", 23, "Bertrand") == "Annie bids 23 against Bertrand"
    assert fmt("%2 before %1, %1 again", "a", "b") == "b before a, a again"
    assert fmt("no placeholder") == "no placeholder"


def test_fmt_elides_de_before_a_name_that_starts_with_a_vowel() -> None:
    assert fmt("Main de %1", "Alice") == "Main d’Alice"
    assert fmt("Le pion de %1 monte ; de %2 aussi.", "Émile", "Bruno") == "Le pion d’Émile monte ; de Bruno aussi."
    assert fmt("De %1 à %2", "Inès", "Hugo") == "D’Inès à Hugo"
    assert fmt("La cuisine est garnie de %1 points.", 8) == "La cuisine est garnie de 8 points."
    assert fmt("%1 bids against %2", "Alice", "Inès") == "Alice bids against Inès"


def test_the_marker_returns_its_text() -> None:
    assert N_("Buro Crazy") == "Buro Crazy"


@pytest.mark.parametrize(("n", "expected"), [(0, "0 point"), (1, "1 point"), (2, "2 points"), (152, "152 points")])
def test_french_plural_treats_0_and_1_as_singular(tmp_path: Path, n: int, expected: str) -> None:
    assert _catalog(tmp_path, "fr").tr("%n point(s)", n=n) == expected


@pytest.mark.parametrize(("n", "expected"), [(0, "0 points"), (1, "1 point"), (2, "2 points")])
def test_english_plural_treats_only_1_as_singular(tmp_path: Path, n: int, expected: str) -> None:
    assert _catalog(tmp_path, "en").tr("%n point(s)", n=n) == expected


def test_translation_disambiguation_and_fallbacks(tmp_path: Path) -> None:
    fr = _catalog(tmp_path, "fr")
    assert fmt(fr.tr("Hello %1"), "Annie") == "Bonjour Annie"
    assert fr.tr("Ten", "a card") == "Dix"
    assert fr.tr("Ten") == "Ten"  # without its disambiguation it is another message
    assert fr.tr("Unfinished") == "Unfinished"
    assert fr.tr("Never seen") == "Never seen"
    assert fr.tr("Never seen %n times", n=3) == "Never seen 3 times"


def test_a_missing_file_gives_the_source_texts(tmp_path: Path) -> None:
    catalog = Catalog.load("fr", tmp_path)
    assert catalog.tr("Hello %1") == "Hello %1"


def test_an_unknown_language_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="de"):
        Catalog.load("de", tmp_path)
