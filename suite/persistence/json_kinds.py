"""JSON's own words for its values, for messages about damaged files.

A person reading "expected a string, found null" can find the value in the file; "found NoneType"
speaks of the program instead. Its own module, because both the cattrs converters and the settings
(read without cattrs, at start-up) need it, and the file helpers load the converters lazily.
"""

from __future__ import annotations

from typing import Any


def json_kind(value: Any) -> str:
    """What a JSON value is, in JSON's own words: a message about a damaged file speaks of what the
    file holds ("found null"), never of Python's types ("found NoneType")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value"
