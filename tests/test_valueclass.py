"""errkb's value classes behave as the dataclasses they replaced: what a caller notices is the
same (construction, defaults, equality, hashing, immutability, replace, asdict, pickling)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from errkb.model import Entry, Event, NewEntry
from errkb.valueclass import asdict, field, fields, mutable_valueclass, replace, valueclass


@valueclass
class Point:
    x: int
    y: int = 0
    tags: dict[str, str] = field(default_factory=dict)


@mutable_valueclass
class Counter:
    count: int = 0
    seen: list[str] = field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class PointDC:
    x: int
    y: int = 0
    tags: dict[str, str] = dataclasses.field(default_factory=dict)


def test_construction_defaults_and_fresh_factories() -> None:
    a, b = Point(1), Point(x=1, y=0)
    assert a == b and a.tags == {} and a.tags is not b.tags
    assert fields(Point) == ("x", "y", "tags") == fields(a)
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, z=3)  # type: ignore[call-arg]


def test_frozen_values_refuse_assignment_and_are_hashable() -> None:
    point = Point(1, 2)
    with pytest.raises(AttributeError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del point.y  # type: ignore[misc]
    with pytest.raises(TypeError):
        hash(Point(1, 2))  # a dict inside: unhashable, as a frozen dataclass holding one
    assert {Event("tool_failed", command="ls"), Event("tool_failed", command="ls")} == {Event("tool_failed", command="ls")}


def test_mutable_values_can_change_and_are_not_hashable() -> None:
    counter = Counter()
    counter.count += 1
    counter.seen.append("a")
    assert counter == Counter(1, ["a"]) and Counter().seen == []
    with pytest.raises(TypeError):
        hash(counter)


def test_equality_needs_the_same_class() -> None:
    assert Point(1) != PointDC(1) and Point(1) != (1, 0, {})


def test_replace_asdict_pickle_copy() -> None:
    entry = Entry("E-0001", 1, "[tool] boom", meta={"sig": "n4:abc"}, fix="do it")
    changed = replace(entry, fix="other")
    assert changed.fix == "other" and entry.fix == "do it" and changed.meta == entry.meta
    with pytest.raises(TypeError):
        replace(entry, nonsense=1)
    assert asdict(NewEntry("t", "s", "c", extra_meta=(("a", "b"),))) == dataclasses.asdict(
        dataclasses.make_dataclass("N", [(f, object) for f in fields(NewEntry)])(
            *(getattr(NewEntry("t", "s", "c", extra_meta=(("a", "b"),)), f) for f in fields(NewEntry))))
    for value in (entry, Point(1, 2, {"k": "v"}), Counter(3, ["x"])):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value and copy.copy(value) == value


@given(st.integers(), st.integers(), st.dictionaries(st.text(max_size=3), st.text(max_size=3), max_size=3))
def test_the_same_as_a_frozen_dataclass(x: int, y: int, tags: dict[str, str]) -> None:
    ours, theirs = Point(x, y, tags), PointDC(x, y, tags)
    assert asdict(ours) == dataclasses.asdict(theirs)
    assert repr(ours).replace("Point(", "") == repr(theirs).replace("PointDC(", "")
    assert (ours == Point(x, y, dict(tags))) and (theirs == PointDC(x, y, dict(tags)))


def test_the_first_instances_and_the_later_ones_are_made_alike() -> None:
    @valueclass
    class Pair:
        a: str
        b: list[str] = field(default_factory=list)

    made = [Pair(str(n), b=[str(n)]) if n % 2 else Pair(a=str(n)) for n in range(200)]
    assert [(p.a, p.b) for p in made[:4]] == [("0", []), ("1", ["1"]), ("2", []), ("3", ["3"])]
    assert [(p.a, p.b) for p in made[150:152]] == [("150", []), ("151", ["151"])]
    assert made[0].b is not made[2].b and made[150].b is not made[152].b
    for bad in (lambda: Pair(), lambda: Pair("x", [], "y"), lambda: Pair("x", a="y"), lambda: Pair("x", c=1)):
        with pytest.raises(TypeError):
            bad()  # type: ignore[call-arg, misc]
