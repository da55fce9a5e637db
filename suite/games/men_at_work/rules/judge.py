"""Whether the pieces of a try meet the instruction: M12's rules that always hold, then the card's rule.

The site's rules (``predicates.py``) judge a settled site; this module tells them which pieces were placed
in which role, which glove colours apply (a worker card's; none for girder rule 5's worker) and whether the
Foreman variant's "highest girder of a glove colour" applies (M18: to the worker a worker card places).
"""

from __future__ import annotations

from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.predicates import (
    MET,
    Placed,
    Verdict,
    general,
    girder_rule,
    support_rule,
    worker_rule,
)
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Kind


def verdict(site: Site, t: Draft, highest_before: int | None) -> Verdict:
    """``highest_before``: the highest girder before this placement (girder rule 4)."""
    instruction = t.instruction
    assert instruction is not None
    placed = Placed.of((p.piece, p.kind) for p in t.placed)
    worker_card = instruction.what is Kind.WORKER
    gloves = instruction.colours if worker_card else None
    always = general(site, placed, gloves, foreman=worker_card and t.options.foreman)
    if not always.ok:
        return always
    if worker_card:
        return worker_rule(instruction.rule, site, placed)
    return girder_rule(instruction.rule, site, placed, highest_before)


def so_far(site: Site, t: Draft) -> Verdict:
    """The pieces of a try not yet finished: a new support (girder rules 7–9) is judged as soon as it is placed;
    anything else waits for the whole try."""
    instruction = t.instruction
    support = Placed.of((p.piece, p.kind) for p in t.placed).support
    if instruction is None or instruction.what is not Kind.GIRDER or support is None:
        return MET
    return support_rule(instruction.rule, site, support)
