"""What the launcher knows of Buro Crazy before loading its rules (see suite.core.registry)."""

from suite.core.game import GameInfo
from suite.core.i18n import N_

INFO = GameInfo(
    id="buro-crazy",
    name=N_("Buro Crazy"),
    min_players=3,
    max_players=5,
    rules_version=3,
    hidden_info=True,
    minutes=30,
    oldest_rules_version=1,
)
"""Version 2 is ruling B15 (a kitchen reset takes what it can from the supply): a version 1 game that
went through such a reset no longer replays, but its position plays on. Version 3 adds the table's
memory of the bids shown (``BuroState.shown``): a save of an earlier version holds none, so it opens at
its position with an empty record (its log would replay to a position that remembers its bids) and
plays on; an earlier Ludothèque calls a version 3 save newer instead of damaged."""

TABLE = "suite.games.buro_crazy.table"
"""The import path of the Qt table."""
