"""The player's preferences, in ``settings.json``: few, and never a reason for the suite not to start."""

from __future__ import annotations

import attrs
from attrs.validators import in_, optional

from suite.core.i18n import LANGUAGES
from suite.persistence.codec import make_converter
from suite.persistence.files import Loaded, load_or_default, store
from suite.persistence.paths import AppPaths


def _hex(instance: object, attribute: attrs.Attribute[str | None], value: str) -> None:
    bytes.fromhex(value)  # raises ValueError for anything that is not hex digits


@attrs.frozen
class Settings:
    """``language`` None follows the system; ``window_geometry`` is Qt's ``saveGeometry()`` as hex,
    kept opaque here so that this module needs no Qt."""

    language: str | None = attrs.field(default=None, validator=optional(in_(LANGUAGES)))
    window_geometry: str | None = attrs.field(default=None, validator=optional(_hex))


_CONVERTER = make_converter(forbid_extra_keys=False)
"""Unknown keys are ignored: a setting added by a newer Ludothèque must not reset the others."""


def load_settings(paths: AppPaths) -> Loaded[Settings]:
    return load_or_default(paths.settings_file, _CONVERTER, Settings, Settings)


def save_settings(settings: Settings, paths: AppPaths) -> None:
    store(paths.settings_file, _CONVERTER, settings)
