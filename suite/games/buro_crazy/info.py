"""What the launcher knows of Buro Crazy before loading its rules (see suite.core.registry)."""

from suite.core.game import GameInfo
from suite.core.i18n import N_

INFO = GameInfo(
    id="buro-crazy",
    name=N_("Buro Crazy"),
    min_players=3,
    max_players=5,
    rules_version=1,
    hidden_info=True,
    minutes=30,
)

TABLE = "suite.games.buro_crazy.table"
"""The import path of the Qt table."""
