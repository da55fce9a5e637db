"""cattrs converters for saves: plain JSON types only, and tagged unions for actions and events.

A tagged union writes ``{"type": "Bid", ...}`` so that a save says what each record is, and a
record of an unknown type fails to load with a clear error instead of being guessed.

cattrs converts loosely by default: ``1.5`` becomes the int ``1``, ``"x"`` the bool ``True``, and
the string ``"12"`` the tuple ``(1, 2)``. A damaged save must be refused rather than bent into a
plausible state, so these converters accept only the JSON type a field declares: an int is still a
valid float, but a record must be an object and a list or tuple an array. JSON object keys are
always strings, so saved types key their mappings by ``str``.
"""

from __future__ import annotations

import json
import math
from collections.abc import MutableSequence, Sequence
from typing import Any, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import homogenous_tuple_structure_factory, list_structure_factory
from cattrs.dispatch import StructureHook
from cattrs.errors import ForbiddenExtraKeysError
from cattrs.gen import AttributeOverride, make_dict_structure_fn, make_dict_unstructure_fn, override
from cattrs.preconf.json import make_converter as _json_converter
from cattrs.strategies import configure_tagged_union
from cattrs.v import format_exception

from suite.core.game import GameModule, SavedField, SaveTypes
from suite.persistence.json_kinds import json_kind


def make_converter(forbid_extra_keys: bool = True) -> cattrs.Converter:
    """A strict JSON converter; by default it also refuses unknown keys, so a damaged or foreign
    record is refused, not half-read (settings allow them, so that a newer version's file still loads)."""
    converter = _json_converter(forbid_extra_keys=forbid_extra_keys)
    converter.register_structure_hook(int, _structure_int)
    converter.register_structure_hook(float, _structure_float)
    converter.register_structure_hook(str, _structure_str)
    converter.register_structure_hook(bool, _structure_bool)
    converter.register_structure_hook_factory(_is_typed_array, _array_hook)
    converter.register_structure_hook_factory(attrs.has, _record_hook)
    return converter


_TAG = "type"

DATA_ERRORS: tuple[type[Exception], ...] = (
    cattrs.BaseValidationError,
    cattrs.StructureHandlerNotFoundError,
    ValueError,  # IllegalAction too
    TypeError,
    KeyError,  # UnknownGame too
    IndexError,
    AttributeError,
    ArithmeticError,
    RecursionError,
)
"""What structuring, or game code handed the result, may raise on data from a damaged file: a
loader reports each of these as a damaged file, never as a crash."""


class WrongType(TypeError):
    """A JSON value of another type than the field declares."""


UNUSABLE = "a value the game cannot use"
"""What an error raised by code handed odd data says in a message: its own words ("'NoneType' object is
not subscriptable") speak of Python, which the person reading the message need not know."""


def explain(exc: BaseException, path: str = "$") -> str:
    """What went wrong in a few words, without a traceback: cattrs says which field (``path`` names
    the value that was structured), our checks and validators say why. Messages name what the file
    holds in JSON's words, never Python's types."""
    if isinstance(exc, cattrs.BaseValidationError):
        return "; ".join(cattrs.transform_error(exc, path, format_exception=_field_problem)[:3])
    return _own_words(exc)


def _own_words(exc: BaseException) -> str:
    """The message of a check of ours (a ``ValueError``, as attrs' validators and the rules raise): its
    first argument, since attrs adds the attribute and the allowed values after it; a key looked up
    and not found, by name."""
    if isinstance(exc, ValueError | WrongType) and exc.args and isinstance(exc.args[0], str) and exc.args[0]:
        return exc.args[0]
    if isinstance(exc, KeyError) and exc.args:
        return f"{exc.args[0]!r} is missing"
    return UNUSABLE


def _field_problem(exc: BaseException, type_: Any) -> str:
    """Our own and the validators' messages say more than cattrs' generic "invalid value"; cattrs' own
    words are kept only where they name no Python type."""
    if isinstance(exc, ValueError | WrongType) and str(exc):
        return str(exc) if isinstance(exc, WrongType) else _own_words(exc)
    if isinstance(exc, KeyError | ForbiddenExtraKeysError):
        return format_exception(exc, type_)
    if isinstance(exc, AttributeError) and str(exc).endswith("object has no attribute 'items'"):
        return "expected an object"
    return UNUSABLE


_GAME_CONVERTERS: dict[str, tuple[GameModule, cattrs.Converter]] = {}


def converter_for(module: GameModule) -> cattrs.Converter:
    """The strict converter of a game's saves, built once from what its module declares."""
    known = _GAME_CONVERTERS.get(module.info.id)
    if known is not None and known[0] is module:
        return known[1]
    converter = game_converter(module.saves)
    _GAME_CONVERTERS[module.info.id] = (module, converter)
    return converter


def game_converter(saves: SaveTypes) -> cattrs.Converter:
    """A strict converter for the declared ``saves``: every union tagged (and allowed to be absent
    where a field says ``| None``), every special field written as declared."""
    converter = make_converter()
    for union in saves.unions:
        register_union(converter, union)
        _register_optional(converter, union)
    by_record: dict[type, dict[str, AttributeOverride]] = {}
    for (record, name), field in saves.fields.items():
        by_record.setdefault(record, {})[name] = _saved_field(converter, field)
    for record, overrides in by_record.items():
        register_record(converter, record, **overrides)
    return converter


def _register_optional(converter: cattrs.Converter, union: Any) -> None:
    optional = union | None
    converter.register_unstructure_hook_func(
        lambda t: t == optional, lambda value: None if value is None else converter.unstructure(value, union)
    )
    converter.register_structure_hook_func(
        lambda t: t == optional, lambda value, _: None if value is None else converter.structure(value, union)
    )


def _saved_field(converter: cattrs.Converter, field: SavedField) -> AttributeOverride:
    return override(
        rename=field.key,
        unstruct_hook=lambda value: converter.unstructure(field.save(value), field.saved_type),
        struct_hook=lambda value, _: field.load(converter.structure(value, field.saved_type)),
    )


def register_union(converter: cattrs.Converter, union: Any) -> None:
    """Lets ``converter`` write and read ``union`` (attrs classes) tagged by class name; a record
    whose tag is missing or unknown is refused with words that say so."""
    configure_tagged_union(union, converter, tag_name=_TAG)
    tagged = converter.get_structure_hook(union)
    known = {member.__name__ for member in get_args(union)}

    def structure(value: Any, _: type) -> Any:
        if not isinstance(value, dict):
            _refuse(value, "an object")
        tag = value.get(_TAG)
        if not isinstance(tag, str) or tag not in known:
            raise ValueError(f"unknown kind of record {json.dumps(tag)}" if tag is not None else f'no "{_TAG}" given')
        return tagged(value, union)

    converter.register_structure_hook(union, structure)


def _refuse(value: Any, expected: str) -> None:
    raise WrongType(f"expected {expected}, found {json_kind(value)}")


def _structure_int(value: Any, type_: type) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        _refuse(value, "an integer")
    return value if type_ is int else _member(type_, value)


def _structure_float(value: Any, _: type) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool):
        _refuse(value, "a number")
    try:
        number = float(value)
    except OverflowError:  # an integer of hundreds of digits
        number = math.inf
    if not math.isfinite(number):  # 1e400 is valid JSON, and reads as infinity
        raise ValueError("a number too large to be written again")
    return number


def _structure_str(value: Any, type_: type) -> str:
    if not isinstance(value, str):
        _refuse(value, "a string")
    return value if type_ is str else _member(type_, value)


def _member(enum_type: Any, value: Any) -> Any:
    """A string or int enum (an ``ActionKind``) comes here by its base class: read it as a member,
    so that the rules' identity checks hold after a save is loaded."""
    try:
        return enum_type(value)
    except ValueError:
        allowed = ", ".join(repr(member.value) for member in enum_type)
        raise WrongType(f"{value!r} is not one of {allowed}") from None


def _structure_bool(value: Any, _: type) -> bool:
    if not isinstance(value, bool):
        _refuse(value, "true or false")
    return value


def register_record(converter: cattrs.Converter, type_: Any, **fields: AttributeOverride) -> None:
    """Lets ``converter`` write and read the attrs class ``type_`` with some of its ``fields`` written
    otherwise (``cattrs.gen.override``: renamed, with their own hooks), under the same checks as
    every other record."""
    converter.register_unstructure_hook(type_, make_dict_unstructure_fn(type_, converter, **fields))
    converter.register_structure_hook(type_, _object_only(make_dict_structure_fn(type_, converter, **fields)))


def _record_hook(type_: Any, converter: cattrs.Converter) -> StructureHook:
    checked = _object_only(converter.gen_structure_attrs_fromdict(type_))
    attrs.resolve_types(type_)
    fields = attrs.fields(type_)
    if not fields or any(field.type is not float or field.alias != field.name for field in fields):
        return checked
    return _numbers_first(type_, fields, checked)


def _numbers_first(type_: Any, fields: tuple[attrs.Attribute[Any], ...], checked: StructureHook) -> StructureHook:
    """A record of numbers only (a Men at Work pose; a long game saves a hundred thousand) read
    straight when it is what it should be, an object of finite numbers under the record's own keys,
    and by ``checked``, which says what is wrong, otherwise. cattrs' own hook calls the float hook
    for every field, and took two thirds of the time of loading such a save."""
    names = frozenset(field.name for field in fields)
    required = frozenset(field.name for field in fields if field.default is attrs.NOTHING)
    isfinite = math.isfinite

    def structure(value: Any, _: type) -> Any:
        if type(value) is dict and required <= value.keys() <= names:
            try:
                numbers = {name: float(number) for name, number in value.items() if type(number) in (float, int)}
            except OverflowError:  # an integer of hundreds of digits: ``checked`` says where
                return checked(value, type_)
            if len(numbers) == len(value) and isfinite(sum(numbers.values())):  # only if each number is
                return type_(**numbers)
        return checked(value, type_)

    return structure


def _object_only(inner: StructureHook) -> StructureHook:
    """cattrs' own hook for an attrs class, behind a check that the value is a JSON object (it only
    looks keys up, so from a string or a list it would quietly build a record of defaults)."""

    def structure(value: Any, type_: type) -> Any:
        if not isinstance(value, dict):
            _refuse(value, "an object")
        return inner(value, type_)

    return structure


def _is_typed_array(type_: Any) -> bool:
    return get_origin(type_) in (list, tuple, Sequence, MutableSequence)


def _array_hook(type_: Any, converter: cattrs.Converter) -> StructureHook:
    """cattrs' own list and tuple hooks, behind a check that the value is a JSON array (a string or
    an object is iterable too, and would otherwise be read character by character or key by key)."""
    origin, args = get_origin(type_), get_args(type_)
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        inner = converter.gen_structure_hetero_tuple(type_)
    elif origin in (list, MutableSequence):
        inner = list_structure_factory(type_, converter)
    else:
        inner = homogenous_tuple_structure_factory(type_, converter)

    def structure(value: Any, _: type) -> Any:
        if not isinstance(value, list | tuple):
            _refuse(value, "a list")
        return inner(value, type_)

    return structure
