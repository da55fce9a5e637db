"""The player's preferences, in ``settings.json``: few, and never a reason for the suite not to start.

They are read before the window shows, so they are read by hand rather than through cattrs, which
would add its import time to every start. A field added later has a default, so a file written
before it still loads.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

import attrs
from attrs.validators import in_, optional

from suite.core.i18n import LANGUAGES
from suite.persistence.files import Loaded, load_or_default, store
from suite.persistence.json_kinds import json_kind
from suite.persistence.paths import AppPaths

ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": math.inf}
"""Each animation speed the player can choose, as a factor on a table's own pace (``GameTable``)."""

T = TypeVar("T")


def _hex(instance: object, attribute: attrs.Attribute[str | None], value: str) -> None:
    bytes.fromhex(value)  # raises ValueError for anything that is not hex digits


@attrs.frozen
class SeatSetup:
    """One seat as the New game dialog was accepted with: ``name`` as typed ("" leaves the seat its
    default name, in the language of the next game); ``flagged`` its per-seat option (Men at Work's
    expert seat), which the dialog forgot while it kept the names, kinds and colours."""

    kind: str
    name: str
    colour: str
    flagged: bool = False


@attrs.frozen
class GameSetup:
    """The last New game of one game, offered again the next time: ``options`` are its variants (a choice by its
    word)."""

    players: int
    seats: tuple[SeatSetup, ...]
    options: Mapping[str, bool | int | str] = attrs.field(factory=dict)


@attrs.frozen
class Settings:
    """``language`` None follows the system; ``window_geometry`` is Qt's ``saveGeometry()`` as hex,
    kept opaque here so that this module needs no Qt; ``last_setups`` by game id."""

    language: str | None = attrs.field(default=None, validator=optional(in_(LANGUAGES)))
    window_geometry: str | None = attrs.field(default=None, validator=optional(_hex))
    animation_speed: str = attrs.field(default="normal", validator=in_(ANIMATION_SPEEDS))
    bot_reasons: bool = False
    """Whether the log tells, after each bot's move, why the bot played it (off: most people want the
    moves alone; on, the log teaches how the bots think)."""
    last_setups: Mapping[str, GameSetup] = attrs.field(factory=dict)
    saved_as: Mapping[str, str] = attrs.field(factory=dict)
    """The player's own save of each game, by the file name of the game's autosave: a game continued
    from its autosave is saved there again, where Save made a new file each time (three saves of one
    game in the list after three evenings)."""


def _type_error(expected: str, value: Any, where: str) -> ValueError:
    """A value of the wrong JSON type, said in JSON's words and with where it is."""
    return ValueError(f"expected {expected}, found {json_kind(value)} @ {where}")


def _choice(value: Any, name: str, choices: Iterable[str]) -> str:
    """A setting that takes one of a few words: the message names the setting and the value."""
    text = _string(value, f"$.{name}")
    if text not in choices:
        raise ValueError(f'{name}: "{text}" is not one of {", ".join(choices)}')
    return text


def _hex_text(value: Any, name: str) -> str:
    text = _string(value, f"$.{name}")
    try:
        bytes.fromhex(text)
    except ValueError:
        raise ValueError(f'{name}: "{text}" is not hexadecimal') from None
    return text


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise _type_error("a string", value, where)
    return value


def _boolean(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _type_error("true or false", value, where)
    return value


def _integer(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _type_error("an integer", value, where)
    return value


def _option(value: Any, where: str) -> bool | int | str:
    if not isinstance(value, int | str):
        raise _type_error("a boolean, an integer or a word", value, where)
    return value


def _object(value: Any, where: str, item: Callable[[Any, str], T]) -> dict[str, T]:
    if not isinstance(value, dict):
        raise _type_error("an object", value, where)
    return {key: item(entry, f"{where}.{key}") for key, entry in value.items()}


def _seat(value: Any, where: str) -> SeatSetup:
    if not isinstance(value, dict):
        raise _type_error("an object", value, where)
    words = {name: _string(value.get(name, ""), f"{where}.{name}") for name in ("kind", "name", "colour")}
    return SeatSetup(**words, flagged=_boolean(value.get("flagged", False), f"{where}.flagged"))


def _setup(value: Any, where: str) -> GameSetup:
    if not isinstance(value, dict):
        raise _type_error("an object", value, where)
    seats = value.get("seats", [])
    if not isinstance(seats, list):
        raise _type_error("a list", seats, f"{where}.seats")
    return GameSetup(
        players=_integer(value.get("players"), f"{where}.players"),
        seats=tuple(_seat(seat, f"{where}.seats[{i}]") for i, seat in enumerate(seats)),
        options=_object(value.get("options", {}), f"{where}.options", _option),
    )


class _SettingsCodec:
    """Settings to and from JSON. Unknown keys are ignored: a setting added by a newer Ludothèque must
    not reset the others; a missing one takes its default; a known one of the wrong type makes the
    file damaged. Every message names the setting and the value, so that a person can find it."""

    def structure(self, obj: Any, cl: type[Settings]) -> Settings:
        if not isinstance(obj, dict):
            raise ValueError(f"the settings are {json_kind(obj)}, not an object")
        values: dict[str, Any] = {}
        if obj.get("language") is not None:
            values["language"] = _choice(obj["language"], "language", LANGUAGES)
        if obj.get("animation_speed") is not None:
            values["animation_speed"] = _choice(obj["animation_speed"], "animation_speed", ANIMATION_SPEEDS)
        if obj.get("bot_reasons") is not None:
            values["bot_reasons"] = _boolean(obj["bot_reasons"], "$.bot_reasons")
        if obj.get("window_geometry") is not None:
            values["window_geometry"] = _hex_text(obj["window_geometry"], "window_geometry")
        if obj.get("last_setups") is not None:
            values["last_setups"] = _object(obj["last_setups"], "$.last_setups", _setup)
        if obj.get("saved_as") is not None:
            values["saved_as"] = _object(obj["saved_as"], "$.saved_as", _string)
        return cl(**values)

    def unstructure(self, obj: Settings) -> dict[str, Any]:
        return attrs.asdict(obj)


_CONVERTER = _SettingsCodec()


def load_settings(paths: AppPaths) -> Loaded[Settings]:
    return load_or_default(paths.settings_file, _CONVERTER, Settings, Settings)


def save_settings(settings: Settings, paths: AppPaths) -> None:
    store(paths.settings_file, _CONVERTER, settings)
