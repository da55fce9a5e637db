"""What the launcher knows of Power Struggle before loading its rules (see suite.core.registry)."""

from suite.core.game import GameInfo
from suite.core.i18n import N_

INFO = GameInfo(
    id="power-struggle",
    name=N_("Power Struggle"),
    min_players=3,
    max_players=5,
    rules_version=5,
    oldest_rules_version=1,
    hidden_info=True,
    minutes=120,
)
"""Version 2 adds what the briber and the target of a bribe reckon of each other's money (D11,
``State.reckoned``): a save of version 1 opens at its position, with nothing reckoned (its log would
replay to a position that remembers its bribes), and plays on. Version 3 tells whose employee a refused bribe
costs (``RefusalPaid``, before the dismissal) and names a privilege used at a meeting (``PrivilegeUsed``): a save
of version 2 whose last move was one of those opens at its position without its history (the replay's last
events differ from the saved ones); any other replays whole. Version 4 tells a division head appointed by the
holder of the division's card (``HeadAppointed.by_card``), the two offices a merge merged
(``DepartmentsMerged.merged``) and a refused bribe that cost nothing, its refuser having no employee to lose
(``RefusalPaid.lost``): a save of version 3 whose last move was one of those opens at its position, as
above. Version 5 tells the shares Accounting adds to a certificate (``CertificateBought.accounting``), so that
the log says why a bonus was cut short by a sold-out size; a save of version 4 whose last move bought a
certificate with Accounting's help opens at its position, as above."""

TABLE = "suite.games.power_struggle.table"
"""The table's package, imported lazily by the shell (the launcher lists the game)."""
