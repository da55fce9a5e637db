"""Files live in the platform's folders, or all in one folder a test chooses."""

from __future__ import annotations

from pathlib import Path

from platformdirs import PlatformDirs

from suite.persistence.paths import AppPaths


def test_an_injected_root_holds_everything(tmp_path: Path) -> None:
    paths = AppPaths(root=tmp_path)
    assert paths.saves_dir == tmp_path / "saves"
    assert paths.settings_file == tmp_path / "settings.json"
    assert paths.stats_file == tmp_path / "stats.json"


def test_the_default_follows_platformdirs() -> None:
    dirs = PlatformDirs("Ludotheque", appauthor=False)
    paths = AppPaths()
    assert paths.saves_dir == dirs.user_data_path / "saves"
    assert paths.settings_file == dirs.user_config_path / "settings.json"
    assert paths.stats_file == dirs.user_data_path / "stats.json"


def test_looking_creates_no_folder(tmp_path: Path) -> None:
    paths = AppPaths(root=tmp_path / "home")
    assert paths.saves_dir.name == "saves"
    assert not (tmp_path / "home").exists()
