"""The physics builds its shapes from ``outlines`` exactly (the table draws the same numbers), and ``outlines``
stays free of pymunk, so the launcher's cover can be painted without loading it."""

from __future__ import annotations

import subprocess
import sys

import pymunk
import pytest

from suite.games.men_at_work.site import contacts, fixtures, outlines, physics
from suite.games.men_at_work.site.outlines import Box, Circle, Ground, Part, piece_parts
from suite.games.men_at_work.site.physics import Site, piece_shapes
from suite.games.men_at_work.site.pieces import Kind


def described(shape: pymunk.Shape) -> Box | Circle:
    """A pymunk shape in ``outlines``' terms: a circle's radius and centre, a polygon's corners in pymunk's order."""
    if isinstance(shape, pymunk.Circle):
        return Circle(shape.radius, tuple(shape.offset))
    assert isinstance(shape, pymunk.Poly)
    (left, bottom), (right, _), (_, top), _ = shape.get_vertices()
    box = Box(left, bottom, right, top)
    assert [tuple(v) for v in shape.get_vertices()] == box.corners(), "a box, its corners in the outline's order"
    return box


@pytest.mark.parametrize("kind", list(Kind))
def test_a_piece_s_shapes_are_its_outlines_in_order(kind: Kind) -> None:
    built = piece_shapes(kind, pymunk.Body())
    assert [(described(shape), part) for shape, part in built] == list(piece_parts(kind))


@pytest.mark.parametrize("box", [False, True])
def test_the_fixtures_are_their_rectangles_in_order(box: bool) -> None:
    body = pymunk.Body(body_type=pymunk.Body.STATIC)
    for built, parts in (
        (fixtures.table(body, box), outlines.table_parts(box)),
        (fixtures.crane(body, box), outlines.crane_parts(box)),
        (fixtures.box(body), outlines.box_parts()),
    ):
        assert [(described(shape), ground) for shape, ground in built] == list(parts)


def test_a_site_s_fixed_things_are_the_outlines_rectangles() -> None:
    site = Site(crane=True, box=True)
    found = sorted((site.owner(shape)[0].value, described(shape)) for shape in site.space.static_body.shapes)
    parts = outlines.table_parts(True) + outlines.crane_parts(True) + outlines.box_parts()
    assert found == sorted((ground.value, rect) for rect, ground in parts)


def test_the_old_names_still_import_from_the_physics_modules() -> None:
    assert contacts.Part is physics.Part is Part
    assert fixtures.Ground is physics.Ground is Ground
    assert physics.SIZES is outlines.SIZES and physics.hat_seat is outlines.hat_seat


def test_the_outlines_load_no_pymunk() -> None:
    probe = "import sys, suite.games.men_at_work.site.outlines; print('pymunk' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
