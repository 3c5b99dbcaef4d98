"""The outline of a plan text: which section and which relation each line is part of.

Read from the text alone, as a reader sees it: `=== X` starts section X; in
`=== Plan` a relation line is `Name[` or `Name:Variant[` (after `%N: ` when it
is a subquery) indented two spaces a
level, its continuation lines start with `- `, its addendum lines
(`+ Enh:`, `+ Opt:`, `+ Ext:`) with `+ `, and other lines at the left margin
are plan fields.  Kept as parent links, not whole paths, so that deep
plans cost no more than their lines.
"""

from __future__ import annotations

import re

_RELATION = re.compile(r"(?:%\d+: )?([A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)?)\[")  # Read:Virtual[


class Outline:
    def __init__(self, lines: list[str]) -> None:
        self.section: list[str] = []  # per line
        self.owner: list[int] = []  # per line: the relation line it belongs to, or -1
        self.parent: dict[int, int] = {}  # relation line -> the relation line above it, or -1
        self.name: dict[int, str] = {}  # relation line -> relation name
        self.depth: dict[int, int] = {}  # relation line -> nesting level, 0 at the left margin
        section = ""
        open_at: list[int] = []  # open_at[depth]: the relation line open at that depth
        for i, line in enumerate(lines):
            if line.startswith("==="):
                section, open_at = (line[3:].split() or [""])[0], []
            owner = -1
            if section == "Plan":
                body = line.lstrip(" ")
                depth = (len(line) - len(body)) // 2
                continued = body.startswith(("- ", "+ "))
                match = None if continued else _RELATION.match(body)
                if match:
                    del open_at[depth:]
                    self.parent[i] = open_at[-1] if open_at else -1
                    self.name[i] = match.group(1)
                    self.depth[i] = depth
                    open_at.append(i)
                    owner = i
                elif continued and open_at:
                    owner = open_at[-1]
                elif depth == 0:
                    open_at = []  # a plan field line
            self.section.append(section)
            self.owner.append(owner)

    def path(self, line: int) -> str:
        """Where line ``line`` (0-based) is: `Root > Filter > Read`, or its section."""
        if line >= len(self.owner):
            return self.section[-1] if self.section else ""
        steps: list[str] = []
        at = self.owner[line]
        while at != -1:
            steps.append(self.name[at])
            at = self.parent[at]
        if not steps:
            return self.section[line]
        shortened = shorten_path(" > ".join(reversed(steps)))
        assert shortened is not None  # a path in, a path out
        return shortened


def shorten_path(path: str | None, keep: int = 4) -> str | None:
    """A path of a deep plan with its middle steps counted, not listed."""
    steps = path.split(" > ") if path else []
    if len(steps) <= 2 * keep + 1:
        return path
    return " > ".join(steps[:keep] + [f"({len(steps) - 2 * keep} more)"] + steps[-keep:])
