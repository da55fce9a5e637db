"""Whether an instruction can be carried out at all (M12), so that an impossible card is skipped.

"If the site lacks a piece the rule needs, reveal the next card": a strong worker (girder rule 6) needs
a worker on the site, touching a support (rule 10) a support, and so on (``predicates.needs``). We extend
it to the reserve (G2): a card that needs a piece the reserve no longer has (a support, a brick, a second
worker, a girder in either of its colours) is skipped the same way. The colour fallback of M12 is ``colours``.
"""

from __future__ import annotations

from suite.games.men_at_work.rules.deck import Instruction
from suite.games.men_at_work.rules.predicates import needs, site_has
from suite.games.men_at_work.rules.reserve import girders_left, left
from suite.games.men_at_work.rules.steps import pieces, steps
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot


def colours(site: Snapshot, instruction: Instruction) -> tuple[Colour, ...]:
    """M12: the girder colours the player may take: those of the card the reserve still has (if one has run
    out, the other). For a worker card, the glove colours (the girder he stands on must have one)."""
    if instruction.what is not Kind.GIRDER:
        return instruction.colours
    stock = girders_left(site)
    return tuple(colour for colour in instruction.colours if stock[colour] > 0)


def possible(site: Snapshot, instruction: Instruction) -> bool:
    """Whether the reserve has the pieces and the site what the instruction's rule needs (M12, G2)."""
    wanted = pieces(steps(instruction))
    if any(count > left(site, kind) for kind, count in wanted.items()):
        return False
    return site_has(needs(instruction.what, instruction.rule), site, colours(site, instruction))
