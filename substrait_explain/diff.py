"""Two plans compared: a unified diff of their texts, each hunk headed by
the relation path of its first change (`@@ -4,3 +4,3 @@ Root > Aggregate > Join`).

Both plans are normalized first (:mod:`normalize`), so that anchor numbers,
declaration order and URIs against URNs make no difference; ``exact`` compares
the plans as they are encoded.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from substrait.proto import Plan

from substrait_explain import deep
from substrait_explain.api import load_plan
from substrait_explain.normalize import normalize
from substrait_explain.printer import format_plan
from substrait_explain.validate import _shorten as shorten_path

_RELATION = re.compile(r"(?:%\d+: )?([A-Za-z_][A-Za-z0-9_]*)\[")


def diff(a: Plan | bytes | str, b: Plan | bytes | str, *, exact: bool = False, context: int = 3,
         labels: tuple[str, str] = ("a", "b")) -> str:
    """The differences from plan ``a`` to plan ``b`` as a unified diff of their
    texts; '' when there are none.  Plans may be given as data in any format."""
    texts = []
    for plan in (a, b):
        if not isinstance(plan, Plan):
            plan = load_plan(plan)
        texts.append(deep.run(format_plan, plan if exact else normalize(plan)))
    return unified(texts[0], texts[1], labels, context)


def unified(old: str, new: str, labels: tuple[str, str] = ("a", "b"), context: int = 3) -> str:
    """A unified diff of two plan texts with relation paths in the hunk headers."""
    a, b = old.splitlines(), new.splitlines()
    if a == b:
        return ""
    where_a, where_b = _Places(a), _Places(b)
    out = [f"--- {labels[0]}", f"+++ {labels[1]}"]
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(context):
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


def _range(start: int, stop: int) -> str:
    """A hunk's line range as unified diffs write it (1-based; empty ranges name the line before)."""
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start + 1 if length else start},{length}"


class _Places:
    """Which section or relation each line of a plan text belongs to.  Kept as
    parent links, not whole paths, so that deep plans cost no more than their lines."""

    def __init__(self, lines: list[str]) -> None:
        self.section: list[str] = []  # per line
        self.owner: list[int] = []  # per line: its relation line, or -1
        self.parent: dict[int, int] = {}  # relation line -> the relation line above it, or -1
        self.name: dict[int, str] = {}
        section, open_at = "", []  # open_at[depth]: the relation line open at that depth
        for i, line in enumerate(lines):
            if line.startswith("==="):
                section, open_at = (line[3:].split() or [""])[0], []
            owner = -1
            if section == "Plan":
                body = line.lstrip(" ")
                depth = (len(line) - len(body)) // 2
                match = None if body.startswith("- ") else _RELATION.match(body)
                if match:
                    del open_at[depth:]
                    self.parent[i] = open_at[-1] if open_at else -1
                    self.name[i] = match.group(1)
                    open_at.append(i)
                    owner = i
                elif body.startswith("- ") and open_at:
                    owner = open_at[-1]
                elif depth == 0:
                    open_at = []  # a plan field line
            self.section.append(section)
            self.owner.append(owner)

    def path(self, line: int) -> str:
        if line >= len(self.owner):
            return self.section[-1] if self.section else ""
        steps, at = [], self.owner[line]
        while at != -1:
            steps.append(self.name[at])
            at = self.parent[at]
        return shorten_path(" > ".join(reversed(steps))) if steps else self.section[line]
