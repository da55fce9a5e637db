"""The actions of a service turn, A to G, each a sequence of small decisions (P17–P19).

For every kind of action: when it may be chosen (``available``: only when it can be completed,
P19), the record of its progress (``begin``), the legal choices at each step (``choices``) and
what a choice does (``step``, which says when the action is complete). Bribes (E) live in
``bribes.py``. Effects that the rules make immediate (a department closing when its last employee
leaves) happen at the step; what the rulebook describes as one move (a merge, a resignation)
happens at the last step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from suite.core.game import IllegalAction
from suite.games.power_struggle.constants import (
    CERTIFICATE_PRICES,
    CERTIFICATE_SIZES,
    CONSULTANT_PRICE,
    DEVELOPMENT,
    DEVELOPMENT_POACHED,
    DIVISIONS,
    FOUNDED_WITH_OWN_MAX,
    FOUNDED_WITH_OWN_MIN_EMPLOYEES,
    HIRED,
    INFLUENCE,
    INFLUENCE_DISMISSED,
    LEGAL_AND_PATENTS,
    LEGAL_DISMISSED,
    MAIN_DEPARTMENT_PRICE,
    MAIN_DEPARTMENTS,
    MAX_EMPLOYEES,
    MERGE_DISMISSED,
    NOBODY,
    SHARES,
    ActionKind,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules import bribes
from suite.games.power_struggle.rules.actions import (
    CHOOSE_DIVISION,
    CHOOSE_OFFICE,
    DIVISION_CHOSEN,
    DONE,
    SUPPLY,
    TO_BOARD,
    TO_COUNSEL,
    Action,
    ChooseDivision,
    ChooseOffice,
    ChooseSize,
    Done,
    Supply,
    ToBoard,
)
from suite.games.power_struggle.rules.draft import Draft, replaced
from suite.games.power_struggle.rules.events import (
    CertificateBought,
    DepartmentClosed,
    DepartmentsMerged,
    EmployeesDismissed,
    HeadLeft,
)
from suite.games.power_struggle.rules.privileges import hiring_extra, shares_extra, usable_side
from suite.games.power_struggle.rules.state import (
    Bribing,
    Buying,
    Department,
    Dismissing,
    FoundingWithNew,
    FoundingWithOwn,
    Hiring,
    Merging,
    Moving,
    Office,
    Pending,
    Poaching,
    Resigning,
)

K = ActionKind
FOUNDED_WITH_OWN_MAX_TAKEN = MAX_EMPLOYEES + 1
"""Employees taken for one new department at most: one of them becomes its head."""

_CHOICE_SIZE = tuple(ChooseSize(size) for size in CERTIFICATE_SIZES)
_SIZE_CHOSEN = {choice: choice.shares for choice in _CHOICE_SIZE}
"""The size each prebuilt ``ChooseSize`` names, looked up as ``DIVISION_CHOSEN`` (``actions.py``)."""


def _office(o: Office) -> ChooseOffice:
    return CHOOSE_OFFICE[o.division][o.row]


# -- when an action may be chosen -----------------------------------------------------------------


def certificate_for(x: Any, player: int, paid: int) -> int | None:
    """The certificate a player receives for the price of ``paid`` shares: Accounting adds shares,
    never beyond 7; when that size is sold out, the largest available size down to the one paid
    for (P13). None when none is left."""
    return _certificate(x, paid, shares_extra(x, player))


def _certificate(x: Any, paid: int, extra: int) -> int | None:
    for size in range(min(CERTIFICATE_SIZES[-1], paid + extra), paid - 1, -1):
        if x.stock[size - 1]:
            return size
    return None


def buyable_sizes(x: Any, player: int) -> list[int]:
    """The sizes the player can pay for and receive a certificate for."""
    return list(_sizes_for_sale(x, player))


def _sizes_for_sale(x: Any, player: int) -> Iterator[int]:
    """``buyable_sizes`` one at a time, smallest first: whether the player can buy shares at all
    stops at the first. Accounting's extra, which every size shares, is looked up once: this runs
    for every action offered."""
    money = x.money[player]
    extra = shares_extra(x, player)
    return (
        size
        for size in CERTIFICATE_SIZES
        if CERTIFICATE_PRICES[size - 1] <= money and _certificate(x, size, extra) is not None
    )


def _movable(o: Office, free: list[int]) -> bool:
    """A department can move when another division has a free office."""
    return any(d != o.division for d in free)


def _merge_candidates(x: Any, player: int) -> list[Office]:
    return [o for o in B.own_offices(x, player) if not B.at(x, o).main]


def _is_merge_candidate(x: Any, player: int, office: Office | None) -> bool:
    """Whether ``office`` is one of ``_merge_candidates(x, player)``: a department of his, not a main one."""
    dep = B.occupant(x, office)
    return dep is not None and dep.owner == player and not dep.main


class _Means(NamedTuple):
    """What the conditions of the actions read of a player, gathered in one pass over his departments."""

    free: list[int]
    own: list[tuple[int, Department]]
    employees: int
    room: int
    money: int


def _means(x: Any, player: int) -> _Means:
    free = B.divisions_with_free_office(x)
    own = [(division, dep) for division, offices in enumerate(x.divisions) for dep in offices if dep.owner == player]
    employees = sum(dep.employees for _, dep in own)
    return _Means(free, own, employees, MAX_EMPLOYEES * len(own) - employees, x.money[player])


def _legal_and_patents_usable(x: Any, player: int, m: _Means) -> bool:
    """Legal & Patents dismisses 1 or 2 of the player's employees, as its side says: he needs as many."""
    side = usable_side(x, LEGAL_AND_PATENTS, player)
    return side != NOBODY and m.employees >= LEGAL_DISMISSED[side]


_CONDITIONS: dict[ActionKind, Callable[[Any, int, _Means], bool]] = {
    K.HIRE: lambda x, player, m: m.room > 0,
    K.FOUND_WITH_OWN_EMPLOYEES: lambda x, player, m: bool(m.free) and m.employees >= FOUNDED_WITH_OWN_MIN_EMPLOYEES,
    K.FOUND_WITH_NEW_EMPLOYEES: lambda x, player, m: bool(m.free),
    K.MOVE: lambda x, player, m: any(division != d for division, _ in m.own for d in m.free),
    K.MERGE: lambda x, player, m: sum(1 for _, dep in m.own if not dep.main) >= 2,
    K.RESIGN: lambda x, player, m: player in x.heads,
    K.BRIBE: lambda x, player, m: bribes.can_bribe(x, player),
    K.BUY_INFLUENCE: lambda x, player, m: m.employees >= INFLUENCE_DISMISSED,
    K.BUY_MAIN_DEPARTMENT: lambda x, player, m: bool(m.free) and m.money >= MAIN_DEPARTMENT_PRICE,
    K.BUY_COUNSEL: lambda x, player, m: m.money >= CONSULTANT_PRICE,
    K.BUY_SHARES: lambda x, player, m: next(_sizes_for_sale(x, player), None) is not None,
    K.USE_DEVELOPMENT: lambda x, player, m: m.room > 0 and usable_side(x, DEVELOPMENT, player) != NOBODY,
    K.USE_LEGAL_AND_PATENTS: _legal_and_patents_usable,
}
"""When each kind of action can be carried through (P19), in the rulebook's order: ``available``
tests them all, ``can_choose`` the one chosen."""


def available(x: Any, player: int) -> list[ActionKind]:
    """The kinds of action the player can carry through now, in the rulebook's order (P19); one
    pass over the player's departments, since this runs at every action offered."""
    m = _means(x, player)
    return [kind for kind, can in _CONDITIONS.items() if can(x, player, m)]


def can_choose(x: Any, player: int, kind: ActionKind) -> bool:
    """Whether ``kind`` is one of ``available(x, player)``, testing its condition alone."""
    can = _CONDITIONS.get(kind)
    return can is not None and can(x, player, _means(x, player))


def begin(x: Any, player: int, kind: ActionKind) -> Pending:
    """The progress record of an action just chosen."""
    if kind is K.HIRE:
        return Hiring(player, min(HIRED + hiring_extra(x, player), B.room_of(x, player)))
    if kind is K.FOUND_WITH_OWN_EMPLOYEES:
        return FoundingWithOwn(player)
    if kind is K.FOUND_WITH_NEW_EMPLOYEES:
        return FoundingWithNew(player)
    if kind is K.MOVE:
        return Moving(player)
    if kind is K.MERGE:
        return Merging(player)
    if kind is K.RESIGN:
        return Resigning(player)
    if kind is K.BRIBE:
        return Bribing(player)
    if kind is K.BUY_INFLUENCE:
        return Dismissing(player=player, left=INFLUENCE_DISMISSED, influence=1)
    if kind is K.USE_LEGAL_AND_PATENTS:
        side = usable_side(x, LEGAL_AND_PATENTS, player)
        return Dismissing(player=player, left=LEGAL_DISMISSED[side], influence=LEGAL_DISMISSED[side])
    if kind is K.USE_DEVELOPMENT:
        wanted = DEVELOPMENT_POACHED[usable_side(x, DEVELOPMENT, player)]
        return Poaching(player, min(wanted, B.room_of(x, player)))
    return Buying(player, kind)


# -- the choices at each step ---------------------------------------------------------------------


def choices(x: Any, p: Pending) -> list[Action]:
    """The legal choices of the step the action ``p`` has reached."""
    if isinstance(p, Hiring):
        return [_office(o) for o in B.offices_with_room(x, p.player)]
    if isinstance(p, Dismissing):
        return [_office(o) for o in B.offices_with_employees(x, p.player)]
    if isinstance(p, FoundingWithOwn):
        return _founding_with_own_choices(x, p)
    if isinstance(p, FoundingWithNew):
        if p.office is None:
            return [CHOOSE_DIVISION[d] for d in B.divisions_with_free_office(x)]
        sources = []
        if B.at(x, p.office).employees < MAX_EMPLOYEES:
            sources = [_office(o) for o in B.offices_with_employees(x, p.player) if o != p.office]
        return [*sources, DONE]
    if isinstance(p, Moving):
        return _moving_choices(x, p)
    if isinstance(p, Merging):
        return _merging_choices(x, p)
    if isinstance(p, Resigning):
        if p.division == NOBODY:
            return [CHOOSE_DIVISION[d] for d in range(DIVISIONS) if x.heads[d] == p.player]
        return [TO_BOARD, TO_COUNSEL]
    if isinstance(p, Bribing):
        return bribes.choices(x, p)
    if isinstance(p, Poaching):
        if p.holding:
            return [_office(o) for o in B.offices_with_room(x, p.player)]
        victims = [
            _office(B.OFFICES[d][r])
            for d, offices in enumerate(x.divisions)
            for r, dep in enumerate(offices)
            if _may_rob(p, dep)
        ]
        return [*victims, SUPPLY]
    return _buying_choices(x, p)


def _founding_with_own_choices(x: Any, p: FoundingWithOwn) -> list[Action]:
    free = [CHOOSE_DIVISION[d] for d in range(DIVISIONS) if _room_to_found(x, p, d)]
    if not p.divisions:
        return free
    taken = p.taken[-1]
    result: list[Action] = []
    if taken < FOUNDED_WITH_OWN_MAX_TAKEN:
        result = [_office(o) for o in B.offices_with_employees(x, p.player)]
    if taken >= FOUNDED_WITH_OWN_MIN_EMPLOYEES:
        if _may_found_another(x, p):
            result += free
        result.append(DONE)
    return result


def _room_to_found(x: Any, p: FoundingWithOwn, division: int | None) -> bool:
    """Whether ``division`` keeps a free office for one more new department: those chosen already
    in this action take theirs when the action is done."""
    return division is not None and B.free_offices(x, division) > p.divisions.count(division)


def _may_found_another(x: Any, p: FoundingWithOwn) -> bool:
    """Another new department may be chosen while fewer than two are, if the player still has the
    employees one needs on the board."""
    return len(p.divisions) < FOUNDED_WITH_OWN_MAX and B.employees_of(x, p.player) >= FOUNDED_WITH_OWN_MIN_EMPLOYEES


def _second_movers(x: Any, p: Moving, free: list[int]) -> list[Office]:
    """Departments (not main departments) that may follow the first one moved."""
    return [o for o in _merge_candidates(x, p.player) if o != p.moved and _movable(o, free)]


def _may_follow(x: Any, p: Moving, office: Office | None, free: list[int]) -> bool:
    """Whether ``office`` is one of ``_second_movers(x, p, free)``."""
    return office != p.moved and _is_merge_candidate(x, p.player, office) and _movable(office, free)


def _moving_choices(x: Any, p: Moving) -> list[Action]:
    free = B.divisions_with_free_office(x)
    if p.source is not None:
        return [CHOOSE_DIVISION[d] for d in free if d != p.source.division]
    if p.moved is None:
        return [_office(o) for o in B.own_offices(x, p.player) if _movable(o, free)]
    return [*(_office(o) for o in _second_movers(x, p, free)), DONE]


def _merging_choices(x: Any, p: Merging) -> list[Action]:
    candidates = _merge_candidates(x, p.player)
    if p.first is None:  # any of them first, any other second: a person picks the two in either order
        return [_office(o) for o in candidates] if len(candidates) >= 2 else []
    if p.second is None:
        return [_office(o) for o in candidates if o != p.first]
    first, second = p.first, p.second
    divisions = [CHOOSE_DIVISION[d] for d in range(DIVISIONS) if _room_for_merged(x, first, second, d)]
    return [_office(first), _office(second), *divisions]


def _room_for_merged(x: Any, first: Office, second: Office, division: int | None) -> bool:
    """The merged department may go to any division with an office free once both have left theirs."""
    if division is None:
        return False
    return B.free_offices(x, division) + (first.division == division) + (second.division == division) > 0


def _may_rob(p: Poaching, dep: Department | None) -> bool:
    """Development takes an employee from an opponent's department, one per opponent (P12)."""
    return dep is not None and dep.owner != p.player and dep.employees > 0 and dep.owner not in p.robbed


def _buying_choices(x: Any, p: Buying) -> list[Action]:
    if p.kind is K.BUY_MAIN_DEPARTMENT:
        return [CHOOSE_DIVISION[d] for d in B.divisions_with_free_office(x)]
    if p.kind is K.BUY_COUNSEL:
        return list(CHOOSE_DIVISION)
    return [_CHOICE_SIZE[size - 1] for size in buyable_sizes(x, p.player)]


# -- whether one choice is legal ------------------------------------------------------------------


def allows(x: Any, p: Pending, a: Action) -> bool:
    """Whether ``a`` is among ``choices(x, p)``, answered without making the list: loading a save
    replays every step of its log, on states whose lists nobody asks for. Each test follows the
    same branch of ``choices`` (the rules' tests compare the two over many games)."""
    if isinstance(p, Hiring):
        return B.has_room(x, B.OFFICE_CHOSEN.get(a), p.player)
    if isinstance(p, Dismissing):
        return B.has_employees(x, B.OFFICE_CHOSEN.get(a), p.player)
    if isinstance(p, FoundingWithOwn):
        return _founding_with_own_allows(x, p, a)
    if isinstance(p, FoundingWithNew):
        return _founding_with_new_allows(x, p, a)
    if isinstance(p, Moving):
        return _moving_allows(x, p, a)
    if isinstance(p, Merging):
        return _merging_allows(x, p, a)
    if isinstance(p, Resigning):
        if p.division == NOBODY:
            division = DIVISION_CHOSEN.get(a)
            return division is not None and x.heads[division] == p.player
        return a in (TO_BOARD, TO_COUNSEL)
    if isinstance(p, Bribing):
        return bribes.allows(x, p, a)
    if isinstance(p, Poaching):
        if p.holding:
            return B.has_room(x, B.OFFICE_CHOSEN.get(a), p.player)
        return a == SUPPLY or _may_rob(p, B.occupant(x, B.OFFICE_CHOSEN.get(a)))
    return _buying_allows(x, p, a)


def _founding_with_own_allows(x: Any, p: FoundingWithOwn, a: Action) -> bool:
    division = DIVISION_CHOSEN.get(a)
    if not p.divisions:
        return _room_to_found(x, p, division)
    taken = p.taken[-1]
    if a == DONE:
        return taken >= FOUNDED_WITH_OWN_MIN_EMPLOYEES
    if division is not None:
        return taken >= FOUNDED_WITH_OWN_MIN_EMPLOYEES and _may_found_another(x, p) and _room_to_found(x, p, division)
    return taken < FOUNDED_WITH_OWN_MAX_TAKEN and B.has_employees(x, B.OFFICE_CHOSEN.get(a), p.player)


def _founding_with_new_allows(x: Any, p: FoundingWithNew, a: Action) -> bool:
    if p.office is None:
        return B.has_free_office(x, DIVISION_CHOSEN.get(a))
    if a == DONE:
        return True
    source = B.OFFICE_CHOSEN.get(a)
    return source != p.office and B.at(x, p.office).employees < MAX_EMPLOYEES and B.has_employees(x, source, p.player)


def _moving_allows(x: Any, p: Moving, a: Action) -> bool:
    free = B.divisions_with_free_office(x)
    if p.source is not None:
        division = DIVISION_CHOSEN.get(a)
        return division is not None and division != p.source.division and division in free
    if p.moved is not None:
        return a == DONE or _may_follow(x, p, B.OFFICE_CHOSEN.get(a), free)
    office = B.OFFICE_CHOSEN.get(a)
    dep = B.occupant(x, office)
    return dep is not None and dep.owner == p.player and _movable(office, free)


def _merging_allows(x: Any, p: Merging, a: Action) -> bool:
    """Two of his departments (not main ones), in either order; then where the main department goes."""
    first, second = p.first, p.second
    if first is not None and second is not None:
        return a in (_office(first), _office(second)) or _room_for_merged(x, first, second, DIVISION_CHOSEN.get(a))
    office = B.OFFICE_CHOSEN.get(a)
    if office is None or not _is_merge_candidate(x, p.player, office):
        return False
    if first is None:
        return len(_merge_candidates(x, p.player)) >= 2
    return office != first


def _buying_allows(x: Any, p: Buying, a: Action) -> bool:
    if p.kind is K.BUY_MAIN_DEPARTMENT:
        return B.has_free_office(x, DIVISION_CHOSEN.get(a))
    if p.kind is K.BUY_COUNSEL:
        return a in DIVISION_CHOSEN
    return _SIZE_CHOSEN.get(a) in _sizes_for_sale(x, p.player)


# -- what a choice does -----------------------------------------------------------------------------


def step(t: Draft, p: Pending, a: Action) -> bool:
    """Applies a legal choice to the action in progress; True when the action is complete."""
    if isinstance(p, Hiring):
        B.hire_into(t, _at(a), 1)
        left = p.left - 1
        t.pending = Hiring(p.player, left)
        return left == 0
    if isinstance(p, Dismissing):
        B.dismiss_from(t, _at(a), 1)
        if p.left > 1:
            t.pending = Dismissing(player=p.player, left=p.left - 1, influence=p.influence)
            return False
        t.score(p.player, INFLUENCE, p.influence)
        return True
    if isinstance(p, FoundingWithOwn):
        return _found_with_own(t, p, a)
    if isinstance(p, FoundingWithNew):
        return _found_with_new(t, p, a)
    if isinstance(p, Moving):
        return _move(t, p, a)
    if isinstance(p, Merging):
        return _merge(t, p, a)
    if isinstance(p, Resigning):
        if isinstance(a, ChooseDivision):
            t.pending = Resigning(p.player, a.division)
            return False
        resign(t, p.player, p.division, isinstance(a, ToBoard))
        return True
    if isinstance(p, Bribing):
        return bribes.step(t, p, a)
    if isinstance(p, Poaching):
        return _poach(t, p, a)
    return _buy(t, p, a)


def _at(a: Action) -> Office:
    if not isinstance(a, ChooseOffice):
        raise IllegalAction("an office is to be chosen")
    return B.OFFICES[a.division][a.row]


def _found_with_own(t: Draft, p: FoundingWithOwn, a: Action) -> bool:
    """B with own employees: take employees one by one (a department left empty closes at once),
    then each new department opens with one employee turned into its head (RULES)."""
    if isinstance(a, ChooseDivision):
        t.pending = FoundingWithOwn(player=p.player, divisions=(*p.divisions, a.division), taken=(*p.taken, 0))
        return False
    if isinstance(a, ChooseOffice):
        B.take_from(t, _at(a))
        t.pending = FoundingWithOwn(
            player=p.player, divisions=p.divisions, taken=replaced(p.taken, -1, p.taken[-1] + 1)
        )
        return False
    for division, taken in zip(p.divisions, p.taken, strict=True):
        B.open_department(t, division, p.player, taken - 1)
    return True


def _found_with_new(t: Draft, p: FoundingWithNew, a: Action) -> bool:
    """B with new employees: 1 head and 1 employee (plus Human Resources' extra), then own
    employees moved in one by one."""
    if isinstance(a, ChooseDivision):
        office = B.open_department(t, a.division, p.player, 1 + hiring_extra(t, p.player))
        t.pending = FoundingWithNew(p.player, office)
        return not _can_fill(t, p.player, office)
    if isinstance(a, Done):
        return True
    assert p.office is not None
    office = B.move_employee(t, _at(a), p.office)
    t.pending = FoundingWithNew(p.player, office)
    return not _can_fill(t, p.player, office)


def _can_fill(t: Draft, player: int, office: Office) -> bool:
    """Whether any own employee could still move into ``office``."""
    if B.at(t, office).employees >= MAX_EMPLOYEES:
        return False
    return any(o != office for o in B.offices_with_employees(t, player))


def _move(t: Draft, p: Moving, a: Action) -> bool:
    """C, move: one or two departments, or one main department, each to another division."""
    if isinstance(a, ChooseOffice):
        t.pending = Moving(player=p.player, source=_at(a), moved=p.moved)
        return False
    if isinstance(a, Done):
        return True
    assert isinstance(a, ChooseDivision) and p.source is not None
    was_main = B.at(t, p.source).main
    moved = B.move_department(t, p.source, a.division)
    if p.moved is not None or was_main:
        return True
    t.pending = Moving(player=p.player, source=None, moved=moved)
    return not _second_movers(t, t.pending, B.divisions_with_free_office(t))


def _merge(t: Draft, p: Merging, a: Action) -> bool:
    """C, merge: both heads stay, 2 employees are dismissed and any beyond 6 too; +1 main
    department point (RULES)."""
    if p.first is None:
        t.pending = Merging(p.player, _at(a))
        return False
    if p.second is None:
        t.pending = Merging(player=p.player, first=p.first, second=_at(a))
        return False
    first, second = p.first, p.second
    total = B.at(t, first).employees + B.at(t, second).employees - MERGE_DISMISSED
    employees = min(total, MAX_EMPLOYEES)
    merged = Department(p.player, employees, main=True)
    if isinstance(a, ChooseOffice) and _at(a) == first:
        B.vacate(t, second)
        target = B.shifted(first, second.division, second.row)
        B.set_department(t, target.division, target.row, merged)
    elif isinstance(a, ChooseOffice):
        B.vacate(t, first)
        target = B.shifted(second, first.division, first.row)
        B.set_department(t, target.division, target.row, merged)
    else:
        assert isinstance(a, ChooseDivision)
        for office in sorted((first, second), key=lambda o: (o.division, o.row), reverse=True):  # lower one first
            B.vacate(t, office)
        target = Office(a.division, len(t.divisions[a.division]))
        t.divisions = replaced(t.divisions, a.division, (*t.divisions[a.division], merged))
    dismissed = total + MERGE_DISMISSED - employees
    t.events.append(
        DepartmentsMerged(
            player=p.player, to_division=target.division, to_row=target.row, employees=employees, dismissed=dismissed,
            merged=tuple((office.division, office.row) for office in (first, second)),
        )
    )
    t.score(p.player, MAIN_DEPARTMENTS, 1)
    return True


def resign(t: Draft, player: int, division: int, to_board: bool) -> None:
    """D: the head goes to the board with his department heads of the division, or to the counsel
    track while they return to the reserve; his employees there are dismissed, his departments
    close and his main departments stay empty; the division's card turns face down (P15)."""
    t.heads = replaced(t.heads, division, NOBODY)
    t.events.append(HeadLeft(player=player, division=division, to_board=to_board, resigned=True))
    if to_board:
        B.join_board(t, player)
    else:
        B.hire_consultant(t, player, division)
    row = 0
    while row < len(t.divisions[division]):
        dep = t.divisions[division][row]
        if dep.owner != player:
            row += 1
            continue
        if dep.employees:
            B.set_employees(t, B.OFFICES[division][row], 0)
            t.events.append(EmployeesDismissed(division=division, row=row, count=dep.employees))
        if dep.main:
            row += 1
            continue
        t.events.append(DepartmentClosed(player=player, division=division, row=row, to_board=to_board))
        B.vacate(t, B.OFFICES[division][row])
        if to_board:
            B.join_board(t, player)
    t.turn_down(division)


def _poach(t: Draft, p: Poaching, a: Action) -> bool:
    """G Development: an employee from an opponent (one per opponent) or the supply, into one of
    the player's offices (P12)."""
    if not p.holding:
        if isinstance(a, Supply):
            t.pending = Poaching(player=p.player, left=p.left, robbed=p.robbed, holding=True, from_supply=True)
        else:
            office = _at(a)
            victim = B.at(t, office).owner
            B.take_from(t, office)
            t.pending = Poaching(player=p.player, left=p.left, robbed=(*p.robbed, victim), holding=True)
        return False
    if p.from_supply:
        B.hire_into(t, _at(a), 1)
    else:
        B.place_into(t, _at(a), 1)
    t.pending = Poaching(player=p.player, left=p.left - 1, robbed=p.robbed)
    return p.left == 1


def _buy(t: Draft, p: Buying, a: Action) -> bool:
    """F: a main department (+1 point) or a consultant for their price, or a share certificate."""
    if p.kind is K.BUY_MAIN_DEPARTMENT:
        assert isinstance(a, ChooseDivision)
        t.pay(p.player, MAIN_DEPARTMENT_PRICE)
        B.open_department(t, a.division, p.player, 0, main=True)
        t.score(p.player, MAIN_DEPARTMENTS, 1)
    elif p.kind is K.BUY_COUNSEL:
        assert isinstance(a, ChooseDivision)
        t.pay(p.player, CONSULTANT_PRICE)
        B.hire_consultant(t, p.player, a.division)
    else:
        assert isinstance(a, ChooseSize)
        size = certificate_for(t, p.player, a.shares)
        assert size is not None
        t.pay(p.player, CERTIFICATE_PRICES[a.shares - 1])
        t.stock = replaced(t.stock, size - 1, t.stock[size - 1] - 1)
        t.certificates = replaced(t.certificates, p.player, (*t.certificates[p.player], size))
        t.events.append(
            CertificateBought(player=p.player, paid=a.shares, shares=size, accounting=shares_extra(t, p.player))
        )
        t.score(p.player, SHARES, size)
    return True
