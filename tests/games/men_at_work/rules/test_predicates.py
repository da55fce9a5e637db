"""The instruction rules (M10, M11) and the rules that always hold (M12), each met and broken on a small site.

Every site is built once per module: pieces are put down just where they rest (heights from the sizes of M2)
and the site settles, so each test reads a real physical outcome, not a pose written by hand.
"""

from __future__ import annotations

import math

import pytest

from suite.games.men_at_work.constants import STEP
from suite.games.men_at_work.rules.predicates import (
    Need,
    Placed,
    carried,
    general,
    girder_rule,
    held_up,
    needs,
    rests_on,
    site_has,
    stands_on,
    worker_rule,
)
from suite.games.men_at_work.site.outlines import Part
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Piece, Pose, Snapshot

ORANGE, PURPLE, BLACK, WHITE = Colour.ORANGE, Colour.PURPLE, Colour.BLACK, Colour.WHITE
UPRIGHT = math.pi / 2

# Heights of the middles of pieces resting on the table and on each other (M2 sizes).
SUPPORT_Y = 20.0  # a standing support on the table: 40 tall
GIRDER_Y = 45.0  # a girder on standing supports: 10 thick, top at 50
WORKER_Y = 68.0  # a worker on such a girder: 36 tall, soles 18 below his middle, hands (his top) at 86
HANDS = 86.0

Spec = tuple[str, Kind, float, float, float, Colour | None]
"""A piece of a test site: its name, kind, x, y, angle and colour (girders)."""


class Yard:
    """A settled site and its pieces by name."""

    def __init__(self, *pieces: Spec) -> None:
        self.site = Site()
        self.ids = {name: self.site.add(kind, Pose(x, y, angle), colour) for name, kind, x, y, angle, colour in pieces}
        settle = self.site.settle()
        assert settle.asleep, "a test site must come to rest"

    def __getitem__(self, name: str) -> int:
        return self.ids[name]


def support(name: str, x: float, y: float = SUPPORT_Y, angle: float = 0.0) -> Spec:
    return (name, Kind.SUPPORT, x, y, angle, None)


def girder(name: str, colour: Colour, x: float, y: float = GIRDER_Y, angle: float = 0.0) -> Spec:
    return (name, Kind.GIRDER, x, y, angle, colour)


def worker(name: str, x: float, y: float = WORKER_Y, angle: float = 0.0) -> Spec:
    return (name, Kind.WORKER, x, y, angle, None)


def brick(name: str, x: float, y: float) -> Spec:
    return (name, Kind.BRICK, x, y, 0.0, None)


def beam(name: str, x: float, y: float) -> Spec:
    return (name, Kind.BEAM, x, y, 0.0, None)


@pytest.fixture(scope="module")
def bridge() -> Yard:
    """An orange girder on two supports with three workers: one in the middle with a brick on his right hand,
    one at the left end with two bricks stacked on his right hand, one on the right with two beams and a brick
    stacked on his hands; a loose brick lies on the girder."""
    return Yard(
        support("s1", -60),
        support("s2", 60),
        girder("g", ORANGE, 0),
        worker("middle", 0),
        brick("on arm", 12, HANDS + 4),
        worker("end", -65),
        brick("low", -53, HANDS + 4),
        brick("high", -53, HANDS + 12),
        worker("loaded", 62),
        beam("beam 1", 62, HANDS + 2.5),
        beam("beam 2", 62, HANDS + 7.5),
        brick("top", 62, HANDS + 14),
        brick("loose", -30, 54),
    )


@pytest.fixture(scope="module")
def connected() -> Yard:
    """Two workers side by side on a girder, a beam across their hands."""
    return Yard(
        support("s1", -60),
        support("s2", 60),
        girder("g", ORANGE, 0),
        worker("old", -20),
        worker("new", 20),
        beam("beam", 0, HANDS + 2.5),
    )


@pytest.fixture(scope="module")
def apart() -> Yard:
    """Two orange and purple girders end to end with a 2 mm gap: a worker astride the gap, one on each girder."""
    return Yard(
        support("s1", -140),
        support("s2", -40),
        support("s3", 40),
        support("s4", 140),
        girder("left", ORANGE, -76),
        girder("right", PURPLE, 76),
        worker("astride", 0),
        worker("on left", -100),
        worker("on right", 100),
    )


@pytest.fixture(scope="module")
def storeys() -> Yard:
    """A purple girder on two supports standing on an orange girder: a worker on each girder."""
    return Yard(
        support("s1", -60),
        support("s2", 60),
        girder("low", ORANGE, 0),
        support("s3", -60, 70),
        support("s4", 60, 70),
        girder("high", PURPLE, 0, 95),
        worker("below", 0),
        worker("above", 0, 118),
    )


@pytest.fixture(scope="module")
def colours() -> Yard:
    """Orange and purple girders on supports; a black girder bridges their inner ends (70 mm on each); a second
    orange girder lies on the first one's outer end; a support stands on the black girder."""
    return Yard(
        support("s1", -120),
        support("s2", -40),
        support("s3", 40),
        support("s4", 120),
        girder("orange", ORANGE, -80),
        girder("purple", PURPLE, 80),
        girder("black", BLACK, 0, 55),
        girder("orange 2", ORANGE, -152, 55),
        support("on girder", 0, 80),
    )


@pytest.fixture(scope="module")
def balance() -> Yard:
    """A girder standing upright on a support, a second one balanced across its top end."""
    return Yard(
        support("s", 0),
        girder("upright", ORANGE, 0, 40 + 75, UPRIGHT),
        girder("balanced", PURPLE, 0, 190 + 5),
    )


@pytest.fixture(scope="module")
def strong() -> Yard:
    """A worker holding a purple girder across his hands, and another worker."""
    return Yard(
        support("s1", -120),
        support("s2", -20),
        girder("g", ORANGE, -70),
        worker("strong", -110),
        girder("held", PURPLE, -110, HANDS + 5),
        support("s3", 40),
        support("s4", 140),
        girder("g2", WHITE, 90),
        worker("hat", 90),
    )


def _on_a_hat(yard: Yard) -> tuple[Site, int]:
    """An upright black girder set on the hard hat of the worker "hat", caught the moment it touches: a hat
    rocks on its head (M3), so it would not stay."""
    site = Site.build(yard.site.snapshot())
    hat = site.hat(yard["hat"])
    on_hat = site.add(Kind.GIRDER, Pose(hat.x, hat.y + 1.0 + 75 - 0.05, UPRIGHT), BLACK)
    site.step(STEP)
    return site, on_hat


@pytest.fixture(scope="module")
def misplaced() -> Yard:
    """A girder leaning from the table onto a support, a girder almost wholly on another, a worker lying down."""
    angle = math.atan2(40, 90)
    corner = (-100.0, 0.0)  # the leaning girder's lower end on the table; its underside meets the support's corner
    cos, sin = math.cos(angle), math.sin(angle)
    middle = (corner[0] + 75 * cos - 5 * sin, corner[1] + 75 * sin + 5 * cos + 0.5)
    return Yard(
        support("s", 0),
        girder("leaning", ORANGE, *middle, angle),
        support("s1", 100),
        support("s2", 200),
        girder("under", PURPLE, 150),
        girder("stacked", WHITE, 155, 55),
        worker("lying", 150, 60 + 10.5, UPRIGHT),
    )


# -- facts ------------------------------------------------------------------------------------------


def test_a_girder_on_two_supports_rests_on_both_and_not_on_the_worker_above(bridge: Yard) -> None:
    under = {owner for owner, _ in rests_on(bridge.site, bridge["g"])}
    assert under == {bridge["s1"], bridge["s2"]}


def test_a_worker_stands_on_the_girder_with_both_feet(bridge: Yard) -> None:
    assert stands_on(bridge.site, bridge["middle"]) == {bridge["g"]}


def test_stacked_loads_count_as_carried(bridge: Yard) -> None:
    assert carried(bridge.site, bridge["end"]) == {bridge["low"], bridge["high"]}
    assert carried(bridge.site, bridge["loaded"]) == {bridge["beam 1"], bridge["beam 2"], bridge["top"]}
    assert bridge["loose"] not in carried(bridge.site, bridge["middle"])


def test_a_brick_that_tips_between_the_hands_onto_the_hat_is_still_carried() -> None:
    """S17, M12: a brick let go a millimetre off the worker's middle tips between his hands, one end on a hand and
    the other on his hard hat. It rests on his arm, and extra contacts are allowed: the rulebook forbids a hard hat
    under a girder, not under a brick. A tester saw such bricks counted for "With 2 bricks" and asked."""
    yard = Yard(support("s1", -60), support("s2", 60), girder("g", ORANGE, 0), worker("w", 0), brick("b", 1, HANDS + 8))
    under = rests_on(yard.site, yard["b"])
    assert {part for _, part in under} == {Part.ARM, Part.HARD_HAT}
    assert carried(yard.site, yard["w"]) == {yard["b"]}


# -- girder rules (M10) -----------------------------------------------------------------------------


def test_rule_1_balancing(balance: Yard, colours: Yard) -> None:
    assert girder_rule(1, balance.site, Placed(girder=balance["balanced"])).ok
    assert not girder_rule(1, balance.site, Placed(girder=balance["upright"])).ok  # on a support
    assert girder_rule(1, colours.site, Placed(girder=colours["black"])).ok  # M20: on the corners of two girders
    assert not girder_rule(1, colours.site, Placed(girder=colours["orange 2"])).ok  # along 80 mm, end down


def test_rule_2_touch_same_colour(colours: Yard) -> None:
    assert girder_rule(2, colours.site, Placed(girder=colours["orange 2"])).ok
    assert not girder_rule(2, colours.site, Placed(girder=colours["black"])).ok


def test_rule_3_touch_two_other_colours(colours: Yard) -> None:
    """M20: three colours in a chain, all different: the girder touches a girder of another colour, and a
    third colour touches either of them."""
    assert girder_rule(3, colours.site, Placed(girder=colours["black"])).ok  # orange and purple, directly
    assert girder_rule(3, colours.site, Placed(girder=colours["purple"])).ok  # black, which touches orange
    assert not girder_rule(3, colours.site, Placed(girder=colours["orange 2"])).ok  # orange only


def test_rule_3_fails_with_two_colours_only() -> None:
    """A white girder on a purple one: purple touches nothing else, so no third colour joins the chain."""
    pair = Yard(
        support("s1", -60),
        support("s2", 60),
        girder("purple", PURPLE, 0),
        girder("white", WHITE, 40, GIRDER_Y + 10),
    )
    verdict = girder_rule(3, pair.site, Placed(girder=pair["white"]))
    assert not verdict.ok and "third colour" in verdict.reason


def test_rule_4_touch_the_highest(colours: Yard) -> None:
    highest = colours["black"]
    assert girder_rule(4, colours.site, Placed(girder=colours["orange"]), highest_before=highest).ok
    assert not girder_rule(4, colours.site, Placed(girder=colours["orange 2"]), highest_before=highest).ok


def test_rule_4_without_the_former_highest_takes_the_highest_other_girder(storeys: Yard, balance: Yard) -> None:
    assert not girder_rule(4, storeys.site, Placed(girder=storeys["low"])).ok  # the purple one, out of reach
    assert girder_rule(4, balance.site, Placed(girder=balance["balanced"])).ok  # the upright one, under it


def test_rule_5_with_a_worker(storeys: Yard) -> None:
    assert girder_rule(5, storeys.site, Placed(girder=storeys["low"], worker=storeys["below"])).ok
    assert not girder_rule(5, storeys.site, Placed(girder=storeys["low"], worker=storeys["above"])).ok


def _placed_on_a_hat(yard: Yard) -> tuple[Site, Placed]:
    site, on_hat = _on_a_hat(yard)
    return site, Placed(girder=on_hat)


def test_rule_6_strong_worker(strong: Yard) -> None:
    assert girder_rule(6, strong.site, Placed(girder=strong["held"])).ok
    assert "arm" in girder_rule(6, strong.site, Placed(girder=strong["g"])).reason
    assert "hard hat" in girder_rule(6, *_placed_on_a_hat(strong)).reason


def test_rule_7_new_support_and_same_colour(colours: Yard) -> None:
    assert girder_rule(7, colours.site, Placed(girder=colours["orange"], support=colours["s1"])).ok
    assert not girder_rule(7, colours.site, Placed(girder=colours["purple"], support=colours["s3"])).ok
    verdict = girder_rule(7, colours.site, Placed(girder=colours["orange 2"], support=colours["s1"]))
    assert not verdict.ok and "support" in verdict.reason


def test_rule_8_new_support_and_another_colour(colours: Yard) -> None:
    assert girder_rule(8, colours.site, Placed(girder=colours["purple"], support=colours["s3"])).ok
    assert not girder_rule(8, colours.site, Placed(girder=colours["black"], support=colours["s3"])).ok


def test_rule_9_new_support_on_a_girder(colours: Yard) -> None:
    on_girder = colours["on girder"]
    assert girder_rule(9, colours.site, Placed(girder=colours["orange 2"], support=on_girder)).ok
    verdict = girder_rule(9, colours.site, Placed(girder=colours["orange 2"], support=colours["s1"]))
    assert not verdict.ok and "rest on a girder" in verdict.reason


def test_rule_9_needs_the_girder_to_touch_a_girder(storeys: Yard) -> None:
    verdict = girder_rule(9, storeys.site, Placed(girder=storeys["high"], support=storeys["s3"]))
    assert not verdict.ok and "another girder" in verdict.reason


def test_rule_10_touch_a_support(colours: Yard) -> None:
    assert girder_rule(10, colours.site, Placed(girder=colours["orange"])).ok
    assert girder_rule(10, colours.site, Placed(girder=colours["orange 2"])).ok  # M20: it passes over a support


def test_rule_11_carry_a_brick(bridge: Yard) -> None:
    assert girder_rule(11, bridge.site, Placed(girder=bridge["g"], bricks=(bridge["loose"],))).ok
    assert not girder_rule(11, bridge.site, Placed(girder=bridge["g"], bricks=(bridge["on arm"],))).ok


def test_rule_12_highest_girder(storeys: Yard, balance: Yard) -> None:
    assert girder_rule(12, storeys.site, Placed(girder=storeys["high"])).ok
    assert not girder_rule(12, storeys.site, Placed(girder=storeys["low"])).ok
    assert girder_rule(12, balance.site, Placed(girder=balance["balanced"])).ok


# -- worker rules (M11) -----------------------------------------------------------------------------


def test_worker_rule_1_with_a_brick(bridge: Yard) -> None:
    assert worker_rule(1, bridge.site, Placed(worker=bridge["middle"], bricks=(bridge["on arm"],))).ok
    assert not worker_rule(1, bridge.site, Placed(worker=bridge["middle"], bricks=(bridge["loose"],))).ok


def test_worker_rule_2_with_two_bricks(bridge: Yard) -> None:
    assert worker_rule(2, bridge.site, Placed(worker=bridge["end"], bricks=(bridge["low"], bridge["high"]))).ok
    both = (bridge["on arm"], bridge["loose"])
    assert not worker_rule(2, bridge.site, Placed(worker=bridge["middle"], bricks=both)).ok


def test_worker_rule_3_with_a_beam(bridge: Yard) -> None:
    assert worker_rule(3, bridge.site, Placed(worker=bridge["loaded"], beams=(bridge["beam 1"],))).ok
    assert not worker_rule(3, bridge.site, Placed(worker=bridge["middle"], beams=(bridge["beam 1"],))).ok


def test_worker_rule_4_with_two_beams(bridge: Yard) -> None:
    beams = (bridge["beam 1"], bridge["beam 2"])
    assert worker_rule(4, bridge.site, Placed(worker=bridge["loaded"], beams=beams)).ok
    assert not worker_rule(4, bridge.site, Placed(worker=bridge["loaded"], beams=beams[:1])).ok


def test_worker_rule_5_with_a_brick_and_a_beam(bridge: Yard) -> None:
    loaded, beams = bridge["loaded"], (bridge["beam 1"],)
    assert worker_rule(5, bridge.site, Placed(worker=loaded, bricks=(bridge["top"],), beams=beams)).ok
    verdict = worker_rule(5, bridge.site, Placed(worker=loaded, bricks=(bridge["loose"],), beams=beams))
    assert not verdict.ok and "bricks" in verdict.reason


def test_worker_rule_6_near_an_end(bridge: Yard) -> None:
    assert worker_rule(6, bridge.site, Placed(worker=bridge["end"])).ok
    assert not worker_rule(6, bridge.site, Placed(worker=bridge["middle"])).ok


def test_worker_rule_7_carry_a_beam(bridge: Yard) -> None:
    assert worker_rule(7, bridge.site, Placed(worker=bridge["loaded"], beams=(bridge["beam 1"],))).ok
    assert not worker_rule(7, bridge.site, Placed(worker=bridge["end"], beams=(bridge["beam 1"],))).ok


def test_worker_rule_8_connect_with_a_beam(connected: Yard, bridge: Yard) -> None:
    assert worker_rule(8, connected.site, Placed(worker=connected["new"], beams=(connected["beam"],))).ok
    verdict = worker_rule(8, bridge.site, Placed(worker=bridge["loaded"], beams=(bridge["beam 1"],)))
    assert not verdict.ok and "another worker" in verdict.reason
    verdict = worker_rule(8, bridge.site, Placed(worker=bridge["middle"], beams=(bridge["beam 1"],)))
    assert not verdict.ok and "arm" in verdict.reason


def test_worker_rule_8_the_other_worker_was_there_before(connected: Yard) -> None:
    both = Placed(worker=connected["new"], workers=(connected["old"],), beams=(connected["beam"],))
    assert not worker_rule(8, connected.site, both).ok


def test_worker_rule_9_extra_worker(connected: Yard, apart: Yard) -> None:
    assert worker_rule(9, connected.site, Placed(worker=connected["new"], workers=(connected["old"],))).ok
    assert not worker_rule(9, apart.site, Placed(worker=apart["on left"], workers=(apart["on right"],))).ok


# -- what always holds (M12, M18) -------------------------------------------------------------------


def test_girders_never_touch_the_table(misplaced: Yard, colours: Yard) -> None:
    assert "table" in general(misplaced.site, Placed(girder=misplaced["leaning"])).reason
    assert general(colours.site, Placed(girder=colours["black"])).ok


def test_girders_never_rest_on_a_hard_hat(strong: Yard) -> None:
    assert "hard hat" in general(*_placed_on_a_hat(strong)).reason
    assert general(strong.site, Placed(girder=strong["held"])).ok


def test_girders_never_lie_completely_on_another(misplaced: Yard, colours: Yard) -> None:
    assert "completely" in general(misplaced.site, Placed(girder=misplaced["stacked"])).reason
    assert general(colours.site, Placed(girder=colours["orange 2"])).ok  # 80 mm of 150


def test_workers_stand_upright(misplaced: Yard, bridge: Yard) -> None:
    assert "upright" in general(misplaced.site, Placed(worker=misplaced["lying"])).reason
    assert general(bridge.site, Placed(worker=bridge["middle"], bricks=(bridge["on arm"],))).ok


def test_workers_stand_with_both_feet_on_one_girder(apart: Yard) -> None:
    assert "both feet" in general(apart.site, Placed(worker=apart["astride"])).reason
    assert general(apart.site, Placed(worker=apart["on left"])).ok


def test_workers_stand_on_a_girder_of_a_glove_colour(apart: Yard) -> None:
    placed = Placed(worker=apart["on left"])
    assert general(apart.site, placed, glove_colours=(ORANGE, WHITE)).ok
    assert "glove" in general(apart.site, placed, glove_colours=(PURPLE, BLACK)).reason


def test_extra_workers_follow_the_same_rules(apart: Yard) -> None:
    placed = Placed(worker=apart["on left"], workers=(apart["astride"],))
    assert not general(apart.site, placed).ok


def test_bricks_and_beams_rest_on_workers_arms(bridge: Yard) -> None:
    assert general(bridge.site, Placed(worker=bridge["loaded"], bricks=(bridge["top"],), beams=(bridge["beam 2"],))).ok
    verdict = general(bridge.site, Placed(worker=bridge["middle"], bricks=(bridge["loose"],)))
    assert not verdict.ok and "arm" in verdict.reason


def test_a_brick_carried_by_a_girder_is_judged_by_rule_11(bridge: Yard) -> None:
    assert general(bridge.site, Placed(girder=bridge["g"], bricks=(bridge["loose"],))).ok


def test_foreman_workers_go_on_the_highest_girder_of_a_glove_colour(storeys: Yard) -> None:
    """S19: the highest girder of either glove colour. Only the highest of both colours together was allowed: a
    person's worker on the only white girder was refused for an orange one barely higher."""
    gloves = (ORANGE, PURPLE)
    assert general(storeys.site, Placed(worker=storeys["above"]), gloves, foreman=True).ok
    assert general(storeys.site, Placed(worker=storeys["below"]), gloves, foreman=True).ok, "the highest orange"
    assert general(storeys.site, Placed(worker=storeys["below"]), (ORANGE, WHITE), foreman=True).ok
    one_colour = Yard(support("s1", -60), support("s2", 60), girder("low", ORANGE, 0), support("s3", -60, 70),
                      support("s4", 60, 70), girder("high", ORANGE, 0, 95), worker("below", 0))  # fmt: skip
    assert general(one_colour.site, Placed(worker=one_colour["below"]), gloves, foreman=False).ok
    verdict = general(one_colour.site, Placed(worker=one_colour["below"]), gloves, foreman=True)
    assert "highest girder of one of his glove colours" in verdict.reason


# -- roles and needs --------------------------------------------------------------------------------


def test_placed_gives_roles_in_the_order_of_placement() -> None:
    placed = Placed.of([(7, Kind.SUPPORT), (8, Kind.GIRDER), (9, Kind.WORKER), (10, Kind.WORKER), (11, Kind.BRICK)])
    assert placed == Placed(girder=8, worker=9, workers=(10,), support=7, bricks=(11,))
    assert placed.all_workers() == (9, 10)


def _snapshot(*kinds: tuple[Kind, Colour | None]) -> Snapshot:
    return Snapshot(
        tuple(Piece(id=i, kind=kind, pose=Pose(0, 0), colour=colour) for i, (kind, colour) in enumerate(kinds, 1))
    )


def test_needs_of_the_rules() -> None:
    assert needs(Kind.GIRDER, 6) is Need.WORKER
    assert needs(Kind.GIRDER, 10) is Need.SUPPORT
    assert needs(Kind.GIRDER, 11) is Need.NOTHING
    assert needs(Kind.WORKER, 8) == Need.SAME_COLOUR | Need.WORKER
    assert needs(Kind.WORKER, 9) is Need.SAME_COLOUR


def test_site_has_what_the_rule_needs() -> None:
    box_site = _snapshot((Kind.GIRDER, ORANGE), (Kind.GIRDER, PURPLE))
    assert not site_has(needs(Kind.GIRDER, 10), box_site, (BLACK,))
    assert not site_has(needs(Kind.GIRDER, 6), box_site, (BLACK,))
    assert site_has(needs(Kind.GIRDER, 6), _snapshot((Kind.GIRDER, ORANGE), (Kind.WORKER, None)), (BLACK,))
    assert site_has(needs(Kind.GIRDER, 2), box_site, (BLACK, ORANGE))
    assert not site_has(needs(Kind.GIRDER, 2), box_site, (BLACK, WHITE))
    assert site_has(needs(Kind.GIRDER, 3), box_site, (BLACK,))
    assert not site_has(needs(Kind.GIRDER, 3), box_site, (ORANGE,))
    assert not site_has(needs(Kind.GIRDER, 8), _snapshot((Kind.GIRDER, ORANGE)), (ORANGE,))
    assert not site_has(needs(Kind.GIRDER, 1), _snapshot(), (ORANGE,))
    assert site_has(needs(Kind.WORKER, 1), box_site, (PURPLE, WHITE))
    assert not site_has(needs(Kind.WORKER, 8), box_site, (PURPLE, WHITE))


def test_a_new_support_stands_on_the_table_or_on_a_girder(connected: Yard) -> None:
    """S24: the hint put the new support of "New support + touch a different colour" on a beam across two
    workers' hands, and the game accepted it; the card allows the table or a girder."""
    site = Site.build(connected.site.snapshot())
    on_beam = site.add(Kind.SUPPORT, Pose(0.0, HANDS + 5 + 20.5))
    assert site.settle().asleep
    assert connected["beam"] in {owner for owner, _ in rests_on(site, on_beam)}, "it stands on the beam"
    verdict = girder_rule(8, site, Placed(girder=connected["g"], support=on_beam))
    assert not verdict.ok and verdict.reason == "The new support must stand on the table or on a girder."


def test_held_up_is_what_rests_on_a_piece_directly_or_through_others() -> None:
    """The little site stands on its middle support: every girder and the worker rest on it, through one another;
    the outer supports carry nothing, and the worker on top carries nothing either."""
    from tests.games.men_at_work.positions import little_site

    site = Site.build(little_site())
    others = {id for id in site.ids() if site.kind(id) is not Kind.SUPPORT}
    assert held_up(site, 2) == others
    assert held_up(site, 1) == held_up(site, 3) == frozenset()
    worker = next(id for id in site.ids() if site.kind(id) is Kind.WORKER)
    assert held_up(site, worker) == frozenset()
