"""Value classes: what `@dataclass` gives errkb's plain values, at a fraction of its import cost.

Every hook call builds a dozen of these classes at import. `dataclasses` imports `inspect` (and
with it ast, dis, tokenize) and builds four or five methods per class from source: together about
a third of a hook call's CPU time, more than the work the call is made for. Here `__init__`
is a closure over the field names (keyword arguments and defaults as a dataclass has them);
equality, hashing, repr and immutability are shared functions. Type checkers see a dataclass (PEP 681).

    @valueclass                 frozen: assigning to a field raises AttributeError
    @mutable_valueclass         fields may be reassigned; unhashable, as a dataclass with eq is
    field(default_factory=f)    a default made fresh for each instance
    replace(value, **changes), asdict(value), fields(cls_or_value) -> the field names in order
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook imports this module)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    from typing_extensions import dataclass_transform  # typing's from 3.11; only the checker reads this

    T = TypeVar("T")
else:
    def dataclass_transform(**_options: object) -> object:
        return lambda function: function

_FIELDS = "__valueclass_fields__"


class _Factory:
    """A field's default made by calling `make` for each new instance."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def field(*, default_factory: Callable[[], T]) -> T:
    """A default made fresh for each instance (a dict or list must never be shared)."""
    return _Factory(default_factory)  # type: ignore[return-value]  # read back by the decorator


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def valueclass(cls: type[T]) -> type[T]:
    """A frozen value class: fields from the class's annotations, in order."""
    return _build(cls, frozen=True)


@dataclass_transform(frozen_default=False, field_specifiers=(field,))
def mutable_valueclass(cls: type[T]) -> type[T]:
    """A value class whose fields may be reassigned."""
    return _build(cls, frozen=False)


def fields(value: object) -> tuple[str, ...]:
    """The field names of a value class (or of one of its instances), in declaration order."""
    names: tuple[str, ...] = getattr(value, _FIELDS)
    return names


def replace(value: T, **changes: Any) -> T:
    """A copy of a value with some fields changed (an unknown name is a TypeError, as ever)."""
    current = {name: getattr(value, name) for name in fields(value)}
    return type(value)(**(current | changes))


def asdict(value: object) -> dict[str, Any]:
    """A value as a dict; value classes, lists, tuples and dicts inside it are converted too."""
    return {name: _plain(getattr(value, name)) for name in fields(value)}


def _plain(value: Any) -> Any:
    if hasattr(type(value), _FIELDS):
        return asdict(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_plain(item) for item in value)
    if isinstance(value, dict):
        return {_plain(key): _plain(item) for key, item in value.items()}
    return value


def _build(cls: type[T], frozen: bool) -> type[T]:
    inherited: tuple[str, ...] = getattr(cls, _FIELDS, ())
    own = tuple(name for name in cls.__dict__.get("__annotations__", {}) if name not in inherited)
    names = inherited + own
    defaults = {name: cls.__dict__[name] for name in own if name in cls.__dict__}
    for base in reversed(cls.__mro__[1:]):
        for name in getattr(base, "__valueclass_defaults__", {}):
            defaults.setdefault(name, base.__valueclass_defaults__[name])  # type: ignore[attr-defined]
    for name, default in defaults.items():
        if isinstance(default, _Factory) and name in cls.__dict__:
            delattr(cls, name)  # no shared mutable default left on the class
    setattr(cls, _FIELDS, names)
    cls.__valueclass_defaults__ = defaults  # type: ignore[attr-defined]
    setattr(cls, "__match_args__", names)  # noqa: B010 - the checker knows them from the annotations
    _define(cls, "__init__", _make_init(cls, names, defaults, frozen))
    _define(cls, "__repr__", _repr)
    _define(cls, "__eq__", _eq)
    if frozen:
        _define(cls, "__hash__", _hash)
        _define(cls, "__setattr__", _refuse_setattr)
        _define(cls, "__delattr__", _refuse_delattr)
    elif "__hash__" not in cls.__dict__:
        cls.__hash__ = None  # type: ignore[assignment]  # mutable and compared by value: unhashable
    return cls


def _define(cls: type, name: str, function: Any) -> None:
    """Set a method unless the class wrote its own (a hand-written __str__ or __eq__ wins)."""
    if name not in cls.__dict__ or (name == "__hash__" and cls.__dict__[name] is None):
        setattr(cls, name, function)


# Instances a class makes through the general __init__ before it gets one compiled for it.
COMPILE_AFTER = 64


def _make_init(cls: type, names: tuple[str, ...], defaults: dict[str, Any], frozen: bool) -> Any:
    """The class's __init__, taking fields by position or keyword with the class's defaults, as a
    dataclass's does. It starts as a closure: compiling one from source costs about a millisecond
    per class at import, on every hook call, for classes a call may never use. A class that makes
    more than COMPILE_AFTER instances (reading a whole KB) then gets the compiled one, five times
    faster per instance."""
    for position, name in enumerate(names):
        if name not in defaults and any(other in defaults for other in names[:position]):
            raise TypeError(f"{cls.__name__}: field {name!r} without a default follows one with a default")
    count = len(names)
    known = frozenset(names)
    missing = object()
    made = [0]

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        made[0] += 1
        if made[0] > COMPILE_AFTER and cls.__dict__.get("__init__") is __init__:
            compiled = _compiled_init(cls, names, defaults, frozen)
            cls.__init__ = compiled  # type: ignore[misc]
            compiled(self, *args, **kwargs)
            return
        if len(args) > count:
            raise TypeError(f"{cls.__name__}() takes {count} arguments but {len(args)} were given")
        values = dict(zip(names, args, strict=False))  # the rest come by keyword or default
        for name in kwargs:
            if name not in known or name in values:
                problem = "an unexpected" if name not in known else "a second value for"
                raise TypeError(f"{cls.__name__}() got {problem} argument {name!r}")
        for name in names[len(args):]:
            value = kwargs.get(name, missing)
            if value is missing:
                value = defaults.get(name, missing)
                if value is missing:
                    raise TypeError(f"{cls.__name__}() missing required argument {name!r}")
                if isinstance(value, _Factory):
                    value = value.make()
            values[name] = value
        if frozen:
            object.__setattr__(self, "__dict__", values)
        else:
            self.__dict__.update(values)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _compiled_init(cls: type, names: tuple[str, ...], defaults: dict[str, Any], frozen: bool) -> Any:
    """The same __init__ compiled from source for this class's fields, as dataclasses builds it."""
    scope: dict[str, Any] = {"_set": object.__setattr__, "_Factory": _Factory}
    params, body = [], []
    for name in names:
        if name not in defaults:
            params.append(name)
        elif isinstance(defaults[name], _Factory):
            scope[f"_make_{name}"] = defaults[name].make
            params.append(f"{name}=_Factory")
            body.append(f"    if {name} is _Factory: {name} = _make_{name}()")
        else:
            scope[f"_default_{name}"] = defaults[name]
            params.append(f"{name}=_default_{name}")
        body.append(f"    _set(self, {name!r}, {name})" if frozen else f"    self.{name} = {name}")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(compile(source, f"<valueclass {cls.__qualname__}>", "exec"), scope)  # noqa: S102 - our own text
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _values(self: object) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in getattr(self, _FIELDS))


def _repr(self: object) -> str:
    inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in getattr(self, _FIELDS))
    return f"{type(self).__qualname__}({inner})"


def _eq(self: object, other: object) -> object:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _values(self) == _values(other)


def _hash(self: object) -> int:
    return hash(_values(self))


def _refuse_setattr(self: object, name: str, value: object) -> None:
    raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is frozen")


def _refuse_delattr(self: object, name: str) -> None:
    raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is frozen")
