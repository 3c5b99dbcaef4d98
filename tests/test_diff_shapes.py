"""diff sees a change of tree shape even when every line stays the same, and
normalize gives plans that mean the same the same encoding: unused declarations
and URNs sorted, type variation uses renumbered with their declarations."""

from __future__ import annotations

import substrait_explain as se

# Two trees of the same lines: R3 is the outer Set's second input, or the inner Set's third.
NESTED = """=== Plan
Root[a]
  Set[&UnionAll]
    Set[&UnionAll]
      Read[r1 => a:i64]
      Read[r2 => a:i64]
    Read[r3 => a:i64]
"""
MOVED = """=== Plan
Root[a]
  Set[&UnionAll]
    Set[&UnionAll]
      Read[r1 => a:i64]
      Read[r2 => a:i64]
      Read[r3 => a:i64]
"""


def test_a_relation_moved_under_another_input_is_a_difference():
    a, b = se.parse(NESTED), se.parse(MOVED)
    assert a != b
    changed = se.diff(a, b)
    assert changed.splitlines()[2].startswith("@@ ")
    assert "-    Read[r3 => a:i64]" in changed and "+      Read[r3 => a:i64]" in changed
    assert se.diff(a, b, exact=True) != ""
    assert se.diff(a, se.parse(NESTED)) == ""


def declaring(urns: list[str], functions: list[tuple[int, int, str]]) -> str:
    lines = ["=== Extensions", "URNs:"] + [f"  @ {i}: {u}" for i, u in enumerate(urns, 1)]
    lines += ["Functions:"] + [f"  # {a} @ {u}: {name}" for a, u, name in functions]
    return "\n".join(lines) + "\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n"


URNS = [f"extension:example:u{c}" for c in "qwertyuiop"]


def test_unused_declarations_and_urns_are_sorted():
    # Nothing is used: the order of the declarations is all that differs.
    functions = [(i + 1, i + 1, f"f_{c}") for i, c in enumerate("qwertyuiop")]
    a = se.parse(declaring(URNS, functions))
    b = se.parse(declaring(URNS[::-1], [(11 - a, 11 - u, n) for a, u, n in functions][::-1]))
    assert se.normalize(a) == se.normalize(b)
    normal = se.normalize(a)
    names = [d.extension_function.name for d in normal.extensions]
    assert names == sorted(names)
    assert [u.urn for u in normal.extension_urns] == sorted(URNS)
    assert [d.extension_function.function_anchor for d in normal.extensions] == list(range(1, 11))


def test_urns_no_declaration_uses_are_sorted():
    a = se.parse(declaring(URNS, []))
    b = se.parse(declaring(URNS[::-1], []))
    assert [u.urn for u in se.normalize(a).extension_urns] == sorted(URNS)
    assert se.normalize(a) == se.normalize(b)


VARIATIONS = """=== Extensions
URNs:
  @ 1: extension:example:variations
Type Variations:
  # {first} @ 1: v_first
  # {second} @ 1: v_second
=== Plan
Root[a, b]
  Read[t => a:i64^{a}, b:string^{b}]
"""


def test_type_variation_uses_are_renumbered_with_their_declarations():
    a = se.parse(VARIATIONS.format(first=7, second=9, a=9, b=7))
    b = se.parse(VARIATIONS.format(first=3, second=4, a=4, b=3))
    assert se.normalize(a) == se.normalize(b)
    assert se.diff(a, b) == ""
    normal = se.normalize(a)
    # Numbered from 1 in the order of first use: v_second (a's type) first.
    declared = {d.extension_type_variation.name: d.extension_type_variation.type_variation_anchor
                for d in normal.extensions}
    assert declared == {"v_second": 1, "v_first": 2}
    types = normal.relations[0].root.input.read.base_schema.struct.types
    assert [types[0].i64.type_variation_reference, types[1].string.type_variation_reference] == [1, 2]
