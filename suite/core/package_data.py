"""The files the suite ships beside its code (translations, rules pages, icons), found through
``importlib.resources``: the same call finds them in the source tree, an installed wheel and the
PyInstaller bundle. They live inside the ``suite`` package (``suite/translations``,
``suite/resources``), the only place every one of those installs keeps them."""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path

_kept = ExitStack()
atexit.register(_kept.close)


def data(*parts: str) -> Traversable:
    """``data("translations", "ludotheque_fr.ts")``: a file or folder of the package's data."""
    return files("suite").joinpath(*parts)


def on_disk(resource: Traversable) -> Path:
    """A real path to ``resource``, for APIs that want a file name (Qt's translators and icons).
    Where the package is a plain folder this is the file itself; from a zip it is a temporary copy
    kept until the app ends."""
    if isinstance(resource, Path):
        return resource
    return _kept.enter_context(as_file(resource))
