"""Mistakes a round trip cannot see, each pinned where it would show: validate
reporting a type with no kind, the names view seeing through casts within casts,
wrapping that leaves a line of exactly the width alone, and a page that never lets
a plan's names become markup."""

from __future__ import annotations

import html
import re

import pytest
from substrait.proto import Type

import substrait_explain as se
from substrait_explain.api import dump_plan
from substrait_explain.tools.cli import main
from substrait_explain.tools.view import page

TEXT = "=== Plan\nRoot[a]\n  Read[t => a:i64]\n"


def test_validate_reports_a_type_with_no_kind(tmp_path, capsys):
    plan = se.parse(TEXT)
    plan.relations[0].root.input.read.base_schema.struct.types[0].CopyFrom(Type())
    path = tmp_path / "plan.bin"
    path.write_bytes(dump_plan(plan, "binary"))
    assert main(["validate", str(path)]) == 1
    assert capsys.readouterr().err == f"{path}: error: a type with no kind set in base_schema [at Root > Read]\n"


@pytest.mark.parametrize("casts", [1, 2, 3])
def test_the_names_view_sees_through_casts_within_casts(casts):
    expression = "$0"
    for _ in range(casts):
        expression = f"({expression})::i32"
    plan = se.parse(f"=== Plan\nRoot[a]\n  Project[{expression}]\n    Read[t => price:i64]\n")
    # The column read under every cast is named where it is read.
    named = expression.replace("$0", "$0:price")
    assert se.format(plan, names=True).splitlines()[-2] == f"  Project[{named}]  // a"


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_a_line_of_exactly_the_width_stays_whole(depth):
    values = ", ".join(f"{1000 + i}:i32" for i in range(12))
    lines = ["=== Plan", "Root[a]", f"  Project[{values}]"]
    lines += ["  " * (i + 2) + "Filter[true]" for i in range(depth)]
    lines.append("  " * (depth + 2) + "Read[t => a:i64]")
    plan = se.parse("\n".join(lines) + "\n")
    longest = max(se.format(plan, width=0).splitlines(), key=len)
    width = len(longest)
    assert longest in se.format(plan, width=width).splitlines()  # exactly the width: whole
    assert longest not in se.format(plan, width=width - 1).splitlines()  # one past: cut


HOSTILE = '"><script>alert(1)</script><b x=\'y'


def test_the_page_never_turns_a_name_into_markup():
    plan = se.parse("=== Plan\nRoot[a]\n  Project[$0, ($0)::i32]\n    Read[t => a:i64]\n")
    root = plan.relations[0].root
    root.names[0] = HOSTILE
    read = root.input.project.input.read
    read.base_schema.names[0] = HOSTILE
    read.named_table.names[0] = HOSTILE
    document = page(plan, title=HOSTILE)
    # Every attribute value holds no markup and no quote that could end it.
    for attribute in re.findall(r'\s[\w-]+="([^"]*)"', document):
        assert "<" not in attribute and ">" not in attribute and "'" not in attribute, attribute
    assert "<script>alert" not in document
    assert html.escape(HOSTILE) in document
