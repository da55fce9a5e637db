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
    standing,
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
    """The pieces of a try not yet finished, judged as soon as the pieces still to come cannot mend them: a new
    support (girder rules 7–9) by what it stands on, and a worker card's worker by where he stands (upright, on a
    girder of a glove colour, with the Foreman on the highest of one: M18). A person placed a worker on the lower
    black girder, then two bricks on his arms, and only then heard that he had to stand on the highest; the bricks
    and beams that follow a worker cannot move him to another girder. Anything else waits for the whole try."""
    instruction = t.instruction
    if instruction is None:
        return MET
    placed = Placed.of((p.piece, p.kind) for p in t.placed)
    if instruction.what is Kind.WORKER and placed.worker is not None:
        return standing(site, placed.worker, instruction.colours, foreman=t.options.foreman)
    if instruction.what is not Kind.GIRDER or placed.support is None:
        return MET
    return support_rule(instruction.rule, site, placed.support)
