"""The player's preferences, in ``settings.json``: few, and never a reason for the suite not to start.

They are read before the window shows, so they are read by hand rather than through cattrs, which
would add its import time to every start.
"""

from __future__ import annotations

from typing import Any

import attrs
from attrs.validators import in_, optional

from suite.core.i18n import LANGUAGES
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


class _SettingsCodec:
    """Settings to and from JSON. Unknown keys are ignored: a setting added by a newer Ludothèque must
    not reset the others; a known one of the wrong type makes the file damaged."""

    def structure(self, obj: Any, cl: type[Settings]) -> Settings:
        if not isinstance(obj, dict):
            raise TypeError(f"the settings are a {type(obj).__name__}, not an object")
        values = {}
        for field in attrs.fields(Settings):
            value = obj.get(field.name)
            if value is not None and not isinstance(value, str):
                raise TypeError(f"expected a string, found {type(value).__name__} @ $.{field.name}")
            values[field.name] = value
        return cl(**values)

    def unstructure(self, obj: Settings) -> dict[str, Any]:
        return attrs.asdict(obj)


_CONVERTER = _SettingsCodec()


def load_settings(paths: AppPaths) -> Loaded[Settings]:
    return load_or_default(paths.settings_file, _CONVERTER, Settings, Settings)


def save_settings(settings: Settings, paths: AppPaths) -> None:
    store(paths.settings_file, _CONVERTER, settings)
