"""Qt pieces every game's table is built from, whatever its game: the view that fits the board to
the window (``board_view``), animation steps and tweens (``tweens``), clickable items that the
keyboard reaches too (``buttons``), fonts sized in scene pixels (``fonts``), and the players'
colours (``colours``, which the New game dialog offers too).

Nothing here knows a game; a table imports these, never the other way round.
"""
