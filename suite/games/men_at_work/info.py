"""What the launcher knows of Men at Work before loading its rules (see suite.core.registry)."""

from suite.core.game import GameInfo
from suite.core.i18n import N_

INFO = GameInfo(
    id="men-at-work",
    name=N_("Men at Work"),
    min_players=2,
    max_players=5,
    rules_version=1,
    hidden_info=True,
    minutes=30,
    exact_replay=False,
)
"""``exact_replay`` is False: a physics world does not replay portably across machines, so a save's
snapshot of the site is the truth (M4, DESIGN §3)."""

TABLE = "suite.games.men_at_work.table"
"""The table's package, imported lazily by the shell (the launcher lists the game)."""
