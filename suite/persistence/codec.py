"""cattrs converters for saves: plain JSON types only, and tagged unions for actions and events.

A tagged union writes ``{"type": "Bid", ...}`` so that a save says what each record is, and a
record of an unknown type fails to load with a clear error instead of being guessed.
"""

from __future__ import annotations

from typing import Any

import cattrs
from cattrs.preconf.json import make_converter as _json_converter
from cattrs.strategies import configure_tagged_union


def make_converter() -> cattrs.Converter:
    """A converter that forbids unknown keys, so a damaged or foreign record is refused, not half-read."""
    return _json_converter(forbid_extra_keys=True)


def register_union(converter: cattrs.Converter, union: Any) -> None:
    """Lets ``converter`` write and read ``union`` (attrs classes) tagged by class name."""
    configure_tagged_union(union, converter, tag_name="type")
