"""Two plans compared: a unified diff of their texts, each hunk headed by
the relation path of its first change (`@@ -4,3 +4,3 @@ Root > Aggregate > Join`).

Both plans are normalized first (:mod:`normalize`), so that anchor numbers,
declaration order and URIs against URNs make no difference; ``exact`` compares
the plans as they are encoded.
"""

from __future__ import annotations

from collections.abc import Iterator
from difflib import SequenceMatcher

from substrait.proto import Plan

from substrait_explain.api import load_plan
from substrait_explain.base import deep
from substrait_explain.codec.colnames import annotator
from substrait_explain.codec.printer import format_plan
from substrait_explain.plan.normalize import normalize
from substrait_explain.text.outline import Outline
from substrait_explain.text.wrap import DEFAULT_WIDTH


def diff(a: Plan | bytes | str, b: Plan | bytes | str, *, exact: bool = False, context: int = 3,
         labels: tuple[str, str] = ("a", "b"), names: bool = True) -> str:
    """The differences from plan ``a`` to plan ``b`` as a unified diff of their
    texts (the names view unless ``names=False``); '' when there are none.  Plans
    may be given as data in any format."""
    texts = []
    for plan in (a, b):
        if not isinstance(plan, Plan):
            plan = load_plan(plan)
        shown = plan if exact else normalize(plan)
        texts.append(deep.run(format_plan, shown, annotator(shown) if names else None, DEFAULT_WIDTH, False, names))
    return unified(texts[0], texts[1], labels, context)


def unified(old: str, new: str, labels: tuple[str, str] = ("a", "b"), context: int = 3) -> str:
    """A unified diff of two plan texts with relation paths in the hunk headers."""
    # Lines end at \n only, as in the format: not at the other breaks splitlines knows.
    a, b = old.removesuffix("\n").split("\n"), new.removesuffix("\n").split("\n")
    if a == b:
        return ""
    where_a, where_b = Outline(a), Outline(b)
    out = [f"--- {labels[0]}", f"+++ {labels[1]}"]
    for group in _hunks(a, b, context):
        first = next(op for op in group if op[0] != "equal")
        path = where_b.path(first[3]) if first[0] == "insert" else where_a.path(first[1])
        out.append(f"@@ -{_range(group[0][1], group[-1][2])} +{_range(group[0][3], group[-1][4])} @@ {path}")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out.extend(" " + line for line in a[i1:i2])
                continue
            out.extend("-" + line for line in a[i1:i2])
            out.extend("+" + line for line in b[j1:j2])
    return "\n".join(out) + "\n"


_ORDER = {"": 0, "Version": 1, "Extensions": 2, "Plan": 3}  # the sections, as the printer writes them


def _hunks(a: list[str], b: list[str], context: int) -> Iterator[list[tuple[str, int, int, int, int]]]:
    """difflib's grouped opcodes, section by section (`=== Version`, `=== Extensions`,
    `=== Plan`), so that no hunk spans two sections and each has one heading."""
    parts_a, parts_b = _sections(a), _sections(b)
    at_a = at_b = 0  # where a section missing from one side would be
    for name in sorted({*parts_a, *parts_b}, key=lambda n: _ORDER.get(n, len(_ORDER))):
        start_a, end_a = parts_a.get(name, (at_a, at_a))
        start_b, end_b = parts_b.get(name, (at_b, at_b))
        matcher = SequenceMatcher(None, a[start_a:end_a], b[start_b:end_b])
        for group in matcher.get_grouped_opcodes(context):
            yield [(tag, i1 + start_a, i2 + start_a, j1 + start_b, j2 + start_b) for tag, i1, i2, j1, j2 in group]
        at_a, at_b = end_a, end_b


def _sections(lines: list[str]) -> dict[str, tuple[int, int]]:
    """Each section's name and line range, in order; lines before the first `===` are section ''."""
    starts = [i for i, line in enumerate(lines) if line.startswith("===")]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    ends = starts[1:] + [len(lines)]
    return {(lines[s][3:].split() or [""])[0] if lines[s].startswith("===") else "": (s, e)
            for s, e in zip(starts, ends, strict=True)}


def _range(start: int, stop: int) -> str:
    """A hunk's line range as unified diffs write it (1-based; empty ranges name the line before)."""
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start + 1 if length else start},{length}"
