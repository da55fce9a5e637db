"""The save converters accept only the JSON type a field declares."""

from __future__ import annotations

from typing import Any

import attrs
import cattrs
import pytest

from suite.persistence.codec import DATA_ERRORS, explain, make_converter, register_union


@attrs.frozen
class Move:
    to: tuple[int, int]
    label: str = ""


@attrs.frozen
class Pass:
    pass


@attrs.frozen
class Record:
    count: int
    share: float
    done: bool
    names: tuple[str, ...]
    moves: list[Move | Pass]
    spare: int | None = None


@attrs.frozen
class Point:
    """A record of numbers only, which the converter reads on its fast path."""

    x: float
    y: float
    turn: float = 0.0


CONVERTER = make_converter()
register_union(CONVERTER, Move | Pass)

GOOD = {"count": 2, "share": 1, "done": False, "names": ["a"], "moves": [{"to": [1, 2], "type": "Move"}]}


def test_a_good_record_round_trips() -> None:
    record = CONVERTER.structure(GOOD, Record)
    assert record == Record(2, 1.0, False, ("a",), [Move((1, 2))])
    assert CONVERTER.structure(CONVERTER.unstructure(record), Record) == record


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("count", 1.5, "expected an integer, found a decimal number @ $.count"),
        ("count", "2", "expected an integer, found a string @ $.count"),
        ("count", True, "expected an integer, found true or false @ $.count"),
        ("share", "0.5", "expected a number, found a string @ $.share"),
        ("done", 1, "expected true or false, found an integer @ $.done"),
        ("names", "ab", "expected a list, found a string @ $.names"),
        ("names", {"a": 1}, "expected a list, found an object @ $.names"),
        ("names", [1], "expected a string, found an integer @ $.names[0]"),
        ("spare", 2.5, "$.spare"),
        ("moves", [{"to": [1, 2, 3], "type": "Move"}], "$.moves[0].to"),
        ("moves", [{"to": "12", "type": "Move"}], "expected a list, found a string @ $.moves[0].to"),
        ("moves", [{"type": "Jump"}], 'unknown kind of record "Jump" @ $.moves[0]'),
        ("moves", [{"to": [1, 2]}], 'no "type" given @ $.moves[0]'),
        ("moves", [["Move"]], "expected an object, found a list @ $.moves[0]"),
        ("moves", [{"type": "Pass", "extra": 1}], "extra fields found (extra) @ $.moves[0]"),
    ],
)
def test_a_value_of_another_type_is_refused(field: str, value: Any, expected: str) -> None:
    with pytest.raises(cattrs.BaseValidationError) as caught:
        CONVERTER.structure({**GOOD, field: value}, Record)
    assert expected in explain(caught.value)


def test_structuring_leaves_its_input_alone() -> None:
    data = {"to": [1, 2], "type": "Move"}
    CONVERTER.structure(data, Move | Pass)
    assert data == {"to": [1, 2], "type": "Move"}


def test_unknown_keys_can_be_allowed() -> None:
    assert make_converter(forbid_extra_keys=False).structure({"to": [0, 1], "x": 1}, Move) == Move((0, 1))


def test_a_record_of_numbers_reads_integers_as_numbers() -> None:
    assert CONVERTER.structure({"x": 1, "y": -2.5}, Point) == Point(1.0, -2.5)
    assert type(CONVERTER.structure({"x": 1, "y": 2}, Point).x) is float


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({"x": 1.0, "y": "2"}, "expected a number, found a string @ $.y"),
        ({"x": 1.0, "y": True}, "expected a number, found true or false @ $.y"),
        ({"x": 1.0}, "required field missing @ $.y"),
        ({"x": 1.0, "y": 2.0, "z": 3.0}, "extra fields found (z)"),
        ({"x": 10**400, "y": 0.0}, "a number too large to be written again @ $.x"),
        ({"x": float("inf"), "y": 0.0}, "a number too large to be written again @ $.x"),
        ([1.0, 2.0], "expected an object, found a list"),
    ],
)
def test_a_record_of_numbers_says_what_is_wrong(value: Any, expected: str) -> None:
    with pytest.raises(DATA_ERRORS) as caught:
        CONVERTER.structure(value, Point)
    assert expected in explain(caught.value)
