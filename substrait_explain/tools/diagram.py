"""A plan as a diagram for pull requests and READMEs: a Mermaid flowchart or a
Graphviz DOT graph, one node per relation (:mod:`boxes`, as the page draws
them), an edge from each input to the relation that reads it, and each
subquery in a group of its own.  Inputs are drawn below what reads them.

Labels are escaped for each language, so that no table or column name
(quotes, brackets, `<`, `;`, line breaks) can break the diagram.
"""

from __future__ import annotations

import re

from substrait.proto import Plan

from substrait_explain.tools.boxes import Box, boxes

KINDS = ("mermaid", "dot")


def draw(plan: Plan, kind: str) -> str:
    """``plan`` as a diagram of ``kind``: 'mermaid' or 'dot'."""
    return {"mermaid": mermaid, "dot": dot}[kind](plan)


def _groups(found: list[Box]) -> tuple[dict[int, int], dict[int, list[int]]]:
    """Each box's group (the line of the subquery it is in, -1 for none), and
    each group's subgroups: the nesting of subqueries."""
    group: dict[int, int] = {}
    inner: dict[int, list[int]] = {-1: []}
    for box in found:  # parents come first
        outer = group.get(box.parent, -1)
        if box.subquery:
            group[box.line] = box.line
            inner.setdefault(outer, []).append(box.line)
            inner[box.line] = []
        else:
            group[box.line] = outer
    return group, inner


def _nested(found: list[Box], open_group, close_group, node) -> list[str]:
    """The diagram's node lines, each subquery's nodes inside its group, groups
    nested as the subqueries are; walked without recursion (plans nest deep)."""
    group, inner = _groups(found)
    members: dict[int, list[Box]] = {}
    for box in found:
        members.setdefault(group[box.line], []).append(box)
    by_line = {box.line: box for box in found}
    out: list[str] = []
    stack: list[tuple[int, int]] = [(-1, 0)]  # (group, depth); a negative depth closes the group
    while stack:
        at, depth = stack.pop()
        if depth < 0:
            out.append(close_group(-depth - 1))
            continue
        if at != -1:
            out.append(open_group(by_line[at], depth))
            stack.append((at, -depth - 1))
        out += [node(box, depth + (at != -1)) for box in members.get(at, [])]
        stack += [(sub, depth + (at != -1)) for sub in reversed(inner.get(at, []))]
    return out


# ---- Mermaid ---------------------------------------------------------------------

# Characters that mean something to Mermaid or to HTML in a quoted label, as HTML's named
# entities: Mermaid's own `#35;` codes are not decoded by every release (11.17 shows them).
_MERMAID_ENTITIES = {'"': "&quot;", "#": "&num;", "$": "&dollar;", "%": "&percnt;", "&": "&amp;", "<": "&lt;",
                     ">": "&gt;", ";": "&semi;", "\\": "&bsol;\u200b", "`": "&grave;", "[": "&lsqb;", "]": "&rsqb;",
                     "{": "&lcub;", "}": "&rcub;", "|": "&verbar;"}
_FORMULA = re.compile("(?<=&dollar;)(?=&dollar;)")


def mermaid_text(text: str) -> str:
    """``text`` for the inside of a quoted Mermaid label, shown as it is:
    characters Mermaid or HTML would read as markup written as entities; a
    zero-width space after a backslash (Mermaid reads `\\n` as a line break)
    and between the two of `$$` (a formula); control characters as spaces."""
    out = "".join(_MERMAID_ENTITIES.get(c, c) if c.isprintable() else " " for c in text)
    return _FORMULA.sub("\u200b", out)


def _mermaid_label(box: Box) -> str:
    text = mermaid_text(box.kind) if not box.subquery else mermaid_text(f"{box.kind} (subquery)")
    return f'"{text}<br>{mermaid_text(box.summary)}"' if box.summary else f'"{text}"'


def mermaid(plan: Plan) -> str:
    """``plan`` as a Mermaid flowchart (`flowchart BT`: inputs below)."""
    drawn = boxes(plan).boxes
    out = ["flowchart BT"]
    out += _nested(drawn,
                   lambda box, depth: f'{"  " * (depth + 1)}subgraph q{box.line} ["subquery"]',
                   lambda depth: f"{'  ' * (depth + 1)}end",
                   lambda box, depth: f"{'  ' * (depth + 1)}r{box.line}[{_mermaid_label(box)}]")
    out += [f"  r{box.line} {'-.->' if box.subquery else '-->'} r{box.parent}" for box in drawn if box.parent != -1]
    colours: dict[str, list[str]] = {}
    for box in drawn:
        colours.setdefault(box.colour, []).append(f"r{box.line}")
    for i, (colour, nodes) in enumerate(sorted(colours.items())):
        out.append(f"  classDef k{i} fill:{colour},stroke:#666")
        out.append(f"  class {','.join(nodes)} k{i}")
    return "\n".join(out) + "\n"


# ---- Graphviz DOT ----------------------------------------------------------------

def dot_text(text: str) -> str:
    """``text`` for the inside of a quoted DOT string used as a label: quotes and
    backslashes escaped (a backslash starts DOT's `\\n`, `\\N`, ...), `&` as
    `&amp;` (Graphviz reads entities in labels), line breaks as DOT's `\\n`,
    other control characters as spaces."""
    out = []
    for c in text:
        if c in '"\\':
            out.append("\\" + c)
        elif c == "&":
            out.append("&amp;")
        elif c in "\n\r\x85\u2028\u2029":
            out.append("\\n")
        elif not c.isprintable():
            out.append(" ")
        else:
            out.append(c)
    return "".join(out)


def _dot_label(box: Box) -> str:
    kind = f"{box.kind} (subquery)" if box.subquery else box.kind
    return dot_text(kind) + (f"\\n{dot_text(box.summary)}" if box.summary else "")


def dot(plan: Plan) -> str:
    """``plan`` as a Graphviz DOT digraph (`rankdir=BT`: inputs below)."""
    drawn = boxes(plan).boxes
    out = ["digraph plan {", "  rankdir=BT;",
           '  node [shape=box, style="rounded,filled", fontname="monospace", fontsize=10];',
           "  edge [arrowsize=0.7];"]
    out += _nested(drawn,
                   lambda box, depth: f'{"  " * (depth + 1)}subgraph cluster_q{box.line} {{ label="subquery"; '
                                      f"style=dashed;",
                   lambda depth: f"{'  ' * (depth + 1)}}}",
                   lambda box, depth: f'{"  " * (depth + 1)}r{box.line} [label="{_dot_label(box)}", '
                                      f'fillcolor="{box.colour}", tooltip="{dot_text(box.whole)}"];')
    out += [f"  r{box.line} -> r{box.parent}{' [style=dashed]' if box.subquery else ''};"
            for box in drawn if box.parent != -1]
    out.append("}")
    return "\n".join(out) + "\n"
