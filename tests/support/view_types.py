"""Checking a view against its ``TypedDict`` (a game's ``view_type``): the code reads views
through those types, and only these checks keep the types and the views equal. Every
record's keys must be exactly its type's (recursively, through lists, ``dict[str, X]`` and
``X | None``; an optional key, ``NotRequired`` or of a ``total=False`` base, may be absent),
every ``int``, ``str``, ``bool`` or ``float`` value must be one, and a ``Literal`` value one
of its choices."""

from __future__ import annotations

import types
from functools import cache
from typing import (
    Any,
    Literal,
    NotRequired,
    Required,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

from expeditions.engine import view_keys

_SCALARS: tuple[type, ...] = (int, str, bool, float)


def view_errors(value: object, tp: Any, path: str = "view") -> list[str]:
    """What in ``value`` does not match the type ``tp`` (empty: it matches), each as
    ``<path>: <problem>``. ``Any`` (the engine's ``JSON``) matches anything."""
    if tp is Any or tp is object:
        return []
    if is_typeddict(tp):
        return _record_errors(value, tp, path)
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if value is None and type(None) in options:
            return []
        found = [view_errors(value, t, path) for t in options if t is not type(None)]
        return [] if any(not f for f in found) else found[0]
    if origin is Literal:
        choices = get_args(tp)
        return [] if value in choices else [f"{path}: {value!r} is not one of {choices}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {value!r} is not a list"]
        (item,) = get_args(tp)
        return [e for i, v in enumerate(value) for e in view_errors(v, item, f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {value!r} is not a dict"]
        _, item = get_args(tp)
        return [e for k, v in value.items() for e in view_errors(v, item, f"{path}.{k}")]
    if tp in _SCALARS:
        # ``bool`` is an ``int`` to Python, not to the types: keep them apart
        if isinstance(value, tp) and (tp is bool or not isinstance(value, bool)):
            return []
        return [f"{path}: {value!r} is not {tp.__name__}"]
    raise TypeError(f"{path}: the checker does not know the type {tp!r}")


def _record_errors(value: object, tp: Any, path: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {value!r} is not a record ({tp.__name__})"]
    keys = view_keys(tp)
    errors = [f"{path}: missing key {k!r}" for k in sorted(keys - _optional(tp) - value.keys())]
    errors += [f"{path}: extra key {k!r}" for k in sorted(value.keys() - keys)]
    hints = _hints(tp)
    for key in sorted(keys & value.keys()):
        errors += view_errors(value[key], hints[key], f"{path}.{key}")
    return errors


@cache
def _hints(tp: Any) -> dict[str, Any]:
    return get_type_hints(tp)  # without NotRequired[...] and Required[...] around the types


@cache
def _optional(tp: Any) -> frozenset[str]:
    """The keys a record of ``tp`` may leave out: its ``total=False`` ones and those marked
    ``NotRequired`` (which Python 3.11 lists as required when the annotations are strings,
    ``from __future__ import annotations``), less those marked ``Required``."""
    hints = get_type_hints(tp, include_extras=True)
    marked = {k for k, t in hints.items() if get_origin(t) is NotRequired}
    forced = {k for k, t in hints.items() if get_origin(t) is Required}
    optional: frozenset[str] = tp.__optional_keys__
    return (optional | marked) - forced
