"""The colours a seat can play with, as every table draws them and the New game dialog shows them.

One list for both, so the name and the swatch a person picks are what the table paints. They are
the Okabe–Ito set, which stays distinguishable for the common colour-vision deficiencies; tables
add a shape mark per seat so that nobody has to rely on colour alone.
"""

from __future__ import annotations

PLAYER_COLOURS: dict[str, str] = {
    "red": "#d55e00",
    "blue": "#0072b2",
    "green": "#009e73",
    "yellow": "#f0e442",
    "purple": "#a5569a",
    "orange": "#e69f00",
    "black": "#3a3a3a",
    "white": "#f4f4f4",
    "sky": "#56b4e9",
    "pink": "#cc79a7",
}
"""Every colour name a seat may carry (saves and the command line use these names) and its paint."""

OFFERED: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")
"""The colours the New game dialog offers, in its order: five seats, five colours far apart."""
