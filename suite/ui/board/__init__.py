"""Qt pieces every game's table is built from, whatever its game: the view that fits the board to
the window (``board_view``), animation steps and tweens (``tweens``), clickable items that the
keyboard reaches too (``buttons``), and fonts sized in scene pixels (``fonts``).

Nothing here knows a game; a table imports these, never the other way round.
"""
