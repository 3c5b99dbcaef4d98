"""The `diff` and `view` commands: plans compared, and shown as a page.

`diff` exits as diff(1) does: 0 the plans are the same, 1 they differ, 2
trouble (an input that cannot be read or is not a plan, a usage error).
`view` exits 0, or 1 on bad input, as `convert` does, and 2 on a usage error.
"""

from __future__ import annotations

import sys
from pathlib import Path

from substrait_explain.api import FORMATS
from substrait_explain.tools.diagram import KINDS, draw
from substrait_explain.tools.messages import Failed, Warnings, cannot, error, read_plan, source_of, usage_error

# ---- diff -------------------------------------------------------------------------

def add_diff_command(sub) -> None:
    diff = sub.add_parser(
        "diff", help="compare two plans: a unified diff of their texts, by relation",
        description="Compare two plans (any formats) as a unified diff of their texts; each hunk is "
                    "headed by the relation path of its first change. Anchor numbers, declaration order "
                    "and URIs versus URNs are no difference unless --exact. Exit 0 when the plans are "
                    "the same, 1 when they differ, 2 on trouble.")
    diff.add_argument("a", metavar="A", help="the first plan file (- for standard input)")
    diff.add_argument("b", metavar="B", help="the second plan file")
    diff.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                      help="input format of both (default: YAML for .yaml and .yml files, else detected from "
                           "each content)")
    diff.add_argument("--exact", action="store_true",
                      help="compare the plans as encoded: anchors, declaration order and URIs count")
    diff.add_argument("-U", "--unified", type=int, default=3, metavar="N",
                      help="lines of context around each change (default: 3)")
    diff.add_argument("-q", "--quiet", action="store_true", help="no warnings about the inputs")
    diff.add_argument("--no-names", dest="names", action="store_false",
                      help="compare the texts without column names beside the numbers")
    diff.set_defaults(run=cmd_diff)


def cmd_diff(args) -> int:
    from substrait_explain.tools.diff import diff

    if args.a == "-" and args.b == "-":
        return usage_error("diff", "standard input (-) can be read only once")
    if args.unified < 0:
        return usage_error("diff", "-U takes a number of lines, 0 or more")
    warnings = Warnings(quiet=args.quiet)
    try:
        a, b = read_plan(args.a, args.from_format, warnings), read_plan(args.b, args.from_format, warnings)
    except Failed as e:
        print(e, file=sys.stderr)
        return 2
    text = diff(a, b, exact=args.exact, context=args.unified, labels=(source_of(args.a), source_of(args.b)),
                names=args.names)
    sys.stdout.write(text)
    return 1 if text else 0


# ---- view -------------------------------------------------------------------------

def add_view_command(sub) -> None:
    view = sub.add_parser(
        "view", help="write a plan as one self-contained HTML page, or as a Mermaid or Graphviz diagram",
        description="Write PLAN as one HTML file that needs nothing else (no network, no server): the "
                    "text highlighted, each relation foldable, its column names on hover, and the "
                    "relation tree drawn. With --to mermaid or --to dot, write the relation tree as a "
                    "Mermaid flowchart or a Graphviz DOT graph instead (for pull requests and READMEs).")
    view.add_argument("plan", metavar="PLAN", help="the plan file (- for standard input)")
    view.add_argument("-o", "--output", metavar="FILE",
                      help="the file to write (default: standard output)")
    view.add_argument("--to", dest="to", choices=("html", *KINDS), default="html",
                      help="html (default): the page; mermaid: a Mermaid flowchart; dot: a Graphviz DOT graph "
                           "(render it with `dot -Tsvg`)")
    view.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                      help="input format (default: YAML for .yaml and .yml files, else detected from the content)")
    view.add_argument("--title", help="the page's title (default: the plan's file name)")
    view.add_argument("-q", "--quiet", action="store_true", help="no warnings about the input")
    view.add_argument("--no-names", dest="names", action="store_false",
                      help="show the text without column names beside the numbers (a checkbox shows them)")
    view.set_defaults(run=cmd_view)


def cmd_view(args) -> int:
    from substrait_explain.tools.view import page

    try:
        plan = read_plan(args.plan, args.from_format, Warnings(quiet=args.quiet))
    except Failed as e:
        print(e, file=sys.stderr)
        return 1
    if args.to == "html":
        document = page(plan, args.title or ("plan" if args.plan == "-" else Path(args.plan).name), args.names)
    else:
        document = draw(plan, args.to)
    data = document.encode("utf-8")
    if args.output in (None, "-"):
        sys.stdout.buffer.write(data)
        return 0
    try:
        Path(args.output).write_bytes(data)
    except OSError as e:
        print(error(source_of(args.output), cannot("cannot write", e)), file=sys.stderr)
        return 1
    return 0
