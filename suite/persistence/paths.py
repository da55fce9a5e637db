"""Where the suite keeps its files: the platform's usual folders, or one folder chosen by a test.

``platformdirs`` gives ``~/.local/share/Ludotheque``, ``~/.config/Ludotheque`` and
``~/.cache/Ludotheque`` on Linux, ``~/Library/Application Support/Ludotheque`` on macOS and
``%LOCALAPPDATA%\\Ludotheque`` on Windows.
Folders are created by the first write into them, so merely looking never litters a home folder.
"""

from __future__ import annotations

from pathlib import Path

import attrs
from platformdirs import PlatformDirs

APP_NAME = "Ludotheque"
"""Without the accent: some file systems and shells still stumble on non-ASCII folder names."""


@attrs.frozen
class AppPaths:
    """The suite's files; with ``root`` set, all of them live directly in that folder."""

    root: Path | None = None

    @property
    def data_dir(self) -> Path:
        return self.root if self.root is not None else PlatformDirs(APP_NAME, appauthor=False).user_data_path

    @property
    def config_dir(self) -> Path:
        return self.root if self.root is not None else PlatformDirs(APP_NAME, appauthor=False).user_config_path

    @property
    def cache_dir(self) -> Path:
        """What the suite can always make again (the launcher's covers): ``~/.cache/Ludotheque``."""
        return self.root if self.root is not None else PlatformDirs(APP_NAME, appauthor=False).user_cache_path

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def stats_file(self) -> Path:
        return self.data_dir / "stats.json"
