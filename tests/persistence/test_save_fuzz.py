"""Whatever bytes a save file holds, loading gives a match or a SaveError, the bytes survive, and the
Saved games list calls the file fine only if it opens (or only its log fails to replay)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.saves import NewerSave, SaveError, list_saves, load_match

from .conftest import GOLDEN, golden_dict

GOLDEN_BYTES = GOLDEN.read_bytes()

FUZZ = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=20,
)


def _load_keeps_the_bytes(folder: Path, content: bytes) -> None:
    """The property every test below checks, for one file content."""
    with tempfile.TemporaryDirectory(dir=folder) as name:
        root = Path(name)
        path = root / "saves" / "game.json"
        path.parent.mkdir()
        path.write_bytes(content)
        (listed,) = list_saves(AppPaths(root=root), REGISTRY)
        assert listed.path == path
        try:
            load_match(path, REGISTRY)
        except NewerSave as problem:
            assert listed.newer and path.name in str(problem)
            assert problem.kept_as is None and path.read_bytes() == content
        except SaveError as problem:
            assert path.name in str(problem)
            assert problem.kept_as is not None and problem.kept_as.read_bytes() == content
            assert not path.exists()
            assert listed.problem is not None or "do not lead to its position" in str(problem), (
                "the list makes every check opening makes, but the replay"
            )
        else:
            assert listed.problem is None
            assert path.read_bytes() == content


def _replace_at(document: Any, route: list[int], value: Any) -> Any:
    """``document`` with the value reached by following ``route`` (indices into keys or items) replaced."""
    if not route or not isinstance(document, dict | list) or not document:
        return value
    keys = list(document) if isinstance(document, dict) else list(range(len(document)))
    key = keys[route[0] % len(keys)]
    copy = dict(document) if isinstance(document, dict) else list(document)
    copy[key] = _replace_at(document[key], route[1:], value)
    return copy


@FUZZ
@given(content=st.binary(max_size=400))
def test_random_bytes(tmp_path: Path, content: bytes) -> None:
    _load_keeps_the_bytes(tmp_path, content)


@FUZZ
@given(value=json_values)
def test_random_json_values(tmp_path: Path, value: Any) -> None:
    _load_keeps_the_bytes(tmp_path, json.dumps(value).encode())


@FUZZ
@given(route=st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=5), value=json_values)
def test_the_golden_save_with_one_value_replaced(tmp_path: Path, route: list[int], value: Any) -> None:
    _load_keeps_the_bytes(tmp_path, json.dumps(_replace_at(golden_dict(), route, value)).encode())


@FUZZ
@given(length=st.integers(min_value=0, max_value=len(GOLDEN_BYTES)))
def test_truncations_of_the_golden_save(tmp_path: Path, length: int) -> None:
    _load_keeps_the_bytes(tmp_path, GOLDEN_BYTES[:length])


@FUZZ
@given(position=st.integers(min_value=0, max_value=len(GOLDEN_BYTES) - 1), byte=st.integers(0, 255))
def test_single_byte_changes_to_the_golden_save(tmp_path: Path, position: int, byte: int) -> None:
    _load_keeps_the_bytes(tmp_path, GOLDEN_BYTES[:position] + bytes([byte]) + GOLDEN_BYTES[position + 1 :])
