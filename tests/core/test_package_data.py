"""The translations and the rules pages are package data: ``importlib.resources`` finds them, so the
source tree, a wheel and the bundle read them alike."""

from __future__ import annotations

from importlib.resources import files

from suite.core.i18n import TRANSLATIONS_DIR, Catalog
from suite.core.package_data import data, on_disk


def test_translations_and_rules_are_inside_the_package() -> None:
    root = files("suite")
    for lang in ("en", "fr"):
        assert (root / "translations" / f"ludotheque_{lang}.ts").is_file()
        assert (root / "translations" / f"ludotheque_{lang}.qm").is_file()
        for game in ("buro-crazy", "power-struggle"):
            assert (root / "resources" / "rules" / f"{game}.{lang}.html").is_file()


def test_the_catalog_reads_the_package_translations() -> None:
    assert data("translations") == TRANSLATIONS_DIR
    french = Catalog.load("fr")
    assert french._messages, "the French catalogue is empty"


def test_on_disk_gives_a_real_file() -> None:
    path = on_disk(data("translations", "ludotheque_fr.qm"))
    assert path.is_file() and path.stat().st_size > 0


def test_the_wheel_takes_no_files_from_outside_the_package() -> None:
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = project["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["suite"]
    assert "force-include" not in wheel
