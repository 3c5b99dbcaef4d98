"""A text is parsed a plan line at a time: the pieces must add up to the whole text.

Each plan line is parsed with the lines that follow it up to the next plan line (its
continuation lines, blank lines and comments), with positions those of the whole text.
"""

import re

import pytest

import substrait_explain as se
from substrait_explain.tools.validate import validate

TEXT = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: gt:any_any

=== Plan
Root[a, b]
  Set[&UnionAll]
    Filter[gt($0, 1) => $1, $0]
      Read:Virtual[
        - (1, 'one'),
        - (2, 'two')
        - => a:i64, b:string]
    Read[t.u => a:i64, b:string]
Root[c]
  Read[v => c:i64]
"""


def _every_line(text: str, extra: str) -> str:
    return "".join(line + extra for line in text.splitlines(keepends=True))


VARIANTS = {
    "comment lines between all lines": lambda t: _every_line(t, "  // a comment\n"),
    "blank lines between all lines": lambda t: _every_line(t, "\n   \n"),
    "comments at the ends of relation lines": lambda t: re.sub(r"\]\n", "]  // done\n", t),
    "CRLF line ends": lambda t: t.replace("\n", "\r\n"),
    "no final line feed": lambda t: t.rstrip("\n"),
    "spaces around the plan header": lambda t: t.replace("=== Plan\n", "  ===   Plan  \n"),
    "a comment before the plan header": lambda t: t.replace("=== Plan", "// === Plan?\n=== Plan"),
}


@pytest.mark.parametrize("change", VARIANTS.values(), ids=VARIANTS.keys())
def test_layout_does_not_change_the_plan(change):
    assert se.parse(change(TEXT)) == se.parse(TEXT)


def test_the_pieces_make_the_same_plan_as_its_format():
    plan = se.parse(TEXT)
    assert se.parse(se.format(plan)) == plan
    assert len(plan.relations) == 2
    assert len(plan.relations[0].root.input.set.inputs) == 2
    assert len(plan.relations[0].root.input.set.inputs[0].filter.input.read.virtual_table.expressions) == 2


def test_an_error_far_down_has_its_own_line():
    lines = TEXT.splitlines()
    branch = ["    Read[t.u => a:i64, b:string]"] * 3000
    broken = lines[:15] + branch + ["    Read[t.u => a:i46, b:string]"] + lines[15:]
    with pytest.raises(se.ParseError) as info:
        se.parse("\n".join(broken) + "\n")
    assert (info.value.line, info.value.column) == (3016, 19)
    assert info.value.message == "unknown type 'i46'"
    assert info.value.source_line == "    Read[t.u => a:i46, b:string]"


def test_an_error_on_a_continuation_line_points_into_it():
    text = TEXT.replace("- (2, 'two')", "- (2, 'two' 3)")
    with pytest.raises(se.ParseError) as info:
        se.parse(text)
    assert (info.value.line, info.value.column) == (13, 21)
    assert info.value.source_line == "        - (2, 'two' 3)"


def test_a_continuation_line_with_no_relation_above_is_an_error():
    with pytest.raises(se.ParseError) as info:
        se.parse("=== Plan\n  - $0]\nRoot[a]\n")
    assert (info.value.line, info.value.column) == (2, 3)


def test_validate_lists_syntax_errors_of_several_lines():
    text = TEXT.replace("=> $1, $0]", "=> $1, $0").replace("Read[v => c:i64]", "Read[v => c:i64")
    errors = [(d.line, d.message) for d in validate(text)]
    assert errors == [(10, "missing ']' before end of line"), (17, "missing ']' before end of line")]


def test_a_text_cut_anywhere_parses_or_says_where():
    for cut in range(0, len(TEXT), 7):
        try:
            se.parse(TEXT[:cut])
        except se.ParseError as e:
            assert 1 <= e.line <= TEXT[:cut].count("\n") + 1


def test_validate_lists_syntax_errors_of_the_head_and_the_plan():
    text = TEXT.replace("Functions:", "Functions").replace("Read[v => c:i64]", "Read[v => c:i64")
    assert [d.line for d in validate(text)] == [4, 17]
