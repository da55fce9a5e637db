"""Every number of Buro Crazy, with the ruling that fixes it (see docs/rulings-buro-crazy.md).

Card counts are tuples in the order of ``VALUES``: ``(ones, twos, fives, tens, twenties)``.
"""

VALUES: tuple[int, ...] = (1, 2, 5, 10, 20)
"""B1: the five card values."""

BOX: tuple[int, ...] = (30, 30, 30, 30, 30)
"""B1: 150 cards in the box, 30 of each value."""

HAND: tuple[int, ...] = (4, 4, 4, 4, 4)
"""B2: each player's starting hand, 152 points."""

FIGURES_PER_PLAYER: dict[int, int] = {3: 5, 4: 4, 5: 3}
"""B5: figures per player by player count."""

STEPS_SPACES = 16
"""B5: spaces on the steps, 8 double spaces."""

LEVELS = 5
"""Steps, ground floor, first floor, second floor, boss's suite."""

KITCHEN_SETS: tuple[tuple[int, ...], ...] = (
    (2, 4, 2, 2, 2),  # 80, laid out at the start (steps duels)
    (2, 4, 2, 2, 1),  # 60, before the ground-floor duels
    (2, 4, 2, 2, 0),  # 40, before the first-floor duels
    (2, 4, 2, 0, 0),  # 20, before the final
)
"""B4: the kitchen's cards before the duels of each level."""

BYE_PAYMENT = 10
"""B11: what the figure without an opponent on the steps puts on the roof."""

ZERO_BIDS_BEFORE_LOT = 3
"""B10: at this many 0 against 0 in a row, the duel is decided by lot."""

PILES = 9
"""B16: the roof is dealt into this many piles."""

PILES_BOSS = 3
PILES_CHALLENGER = 2
PILES_SEMI_FINALIST = 1
"""B17: piles received by the boss's owner, the challenger and each semi-finalist."""
