"""The setup and the initial placement (P6, P7, P15, P20).

Everything but the deal is fixed: money, motivation, the certificates for the player count. The
deal is one chance action (archenemy colours as a permutation, skill cards, privilege cards). The
holder of the Communications card places first; the placement runs clockwise, then
counter-clockwise from his right-hand neighbour, then clockwise again.
"""

from __future__ import annotations

from suite.core.rng import Rng
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS_IN_PLAY,
    CERTIFICATE_STOCK,
    COMMUNICATIONS,
    DIVISIONS,
    HIDDEN,
    INITIAL_EMPLOYEES,
    INITIAL_PLACEMENTS,
    MOTIVATION_MAX,
    NOBODY,
    PRIVILEGE_CARDS,
    START_MONEY,
    TRACKS,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules.actions import Deal
from suite.games.power_struggle.rules.draft import Draft
from suite.games.power_struggle.rules.events import ArchenemyDealt, FirstPlayer, PrivilegeDealt
from suite.games.power_struggle.rules.state import Archenemy, Options, Phase, PrivilegeCard, State


def new_state(options: Options) -> State:
    n = options.players
    return State(
        options=options,
        phase=Phase.DEAL,
        divisions=((),) * DIVISIONS,
        heads=(NOBODY,) * DIVISIONS,
        chairman=NOBODY,
        board=(),
        consultants=((0,) * DIVISIONS,) * n,
        money=(START_MONEY,) * n,
        ledger=(START_MONEY,) * n,
        points=((0,) * TRACKS,) * n,
        certificates=((),) * n,
        stock=CERTIFICATE_STOCK[n],
        cards=(PrivilegeCard(NOBODY),) * PRIVILEGE_CARDS,
        motivation=MOTIVATION_MAX,
        archenemies=(Archenemy(HIDDEN, HIDDEN),) * n,
        shown=(False,) * n,
        kept=(False,) * n,
    )


def shares_of_privileges(players: int) -> tuple[int, int]:
    """How many privilege cards each player receives: the fewest, and how many players get one more."""
    return PRIVILEGE_CARDS // players, PRIVILEGE_CARDS % players


def valid_deal(deal: Deal, players: int) -> bool:
    skill_cards = ARCHENEMY_SKILL_CARDS_IN_PLAY[players]
    fewest, extra = shares_of_privileges(players)
    counts = sorted(deal.privileges.count(p) for p in range(players))
    return (
        sorted(deal.colours) == list(range(players))
        and len(deal.skills) == players
        and len(set(deal.skills)) == players
        and all(card in skill_cards for card in deal.skills)
        and len(deal.privileges) == PRIVILEGE_CARDS
        and all(0 <= p < players for p in deal.privileges)
        and counts == [fewest] * (players - extra) + [fewest + 1] * extra
    )


def random_deal(players: int, rng: Rng) -> Deal:
    """Colour cards shuffled, skill cards shuffled (only those in play, P20), privilege cards shuffled
    and dealt as evenly as possible, the players with one card more drawn at random."""
    colours = list(range(players))
    rng.shuffle(colours)
    skills = list(ARCHENEMY_SKILL_CARDS_IN_PLAY[players])
    rng.shuffle(skills)
    fewest, extra = shares_of_privileges(players)
    lucky = list(range(players))
    rng.shuffle(lucky)
    holders = [p for p in range(players) for _ in range(fewest)] + lucky[:extra]
    rng.shuffle(holders)
    return Deal(colours=tuple(colours), skills=tuple(skills[:players]), privileges=tuple(holders))


def deal(t: Draft, a: Deal) -> None:
    t.archenemies = tuple(Archenemy(colour, skills) for colour, skills in zip(a.colours, a.skills, strict=True))
    for player, card in enumerate(t.archenemies):
        t.events.append(ArchenemyDealt(player=player, colour=card.colour, skills=card.skills))
    t.cards = tuple(PrivilegeCard(holder) for holder in a.privileges)
    for card, holder in enumerate(a.privileges):
        t.events.append(PrivilegeDealt(card, holder))
    t.first_player = a.privileges[COMMUNICATIONS]
    t.events.append(FirstPlayer(t.first_player))
    t.phase = Phase.PLACEMENT


def placing(x: State | Draft) -> int:
    """Who places now: round 1 clockwise from the first player, round 2 counter-clockwise from his
    right-hand neighbour, round 3 clockwise again."""
    n = x.options.players
    lap, k = divmod(x.placed, n)
    if lap == 1:
        return (x.first_player - 1 - k) % n
    return (x.first_player + k) % n


def placements(x: State | Draft) -> int:
    return INITIAL_PLACEMENTS * x.options.players


def place_department(t: Draft, division: int) -> None:
    B.open_department(t, division, placing(t), INITIAL_EMPLOYEES)


def place_on_board(t: Draft) -> None:
    B.join_board(t, placing(t))
