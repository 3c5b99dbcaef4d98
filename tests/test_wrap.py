"""Long lines wrap onto `- ` continuation lines; wrapping never changes what a text means."""

import sys

import pytest
from conftest import ROOT, needs_corpus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import message
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.text import wrap
from substrait_explain.tools.cli import main

sys.path.insert(0, str(ROOT / "benchmarks"))
import readability  # noqa: E402

HEAD = """\
=== Extensions
URNs:
  @  1: extension:io.substrait:functions_boolean
  @  2: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: and
  #  2 @  1: or
  #  3 @  2: gt
  #  4 @  2: lt

=== Plan
"""
FILTER = ("Root[a, b, c]\n"
          "  Filter[and(or(gt($0, 1), lt($1, 2)), gt($2, 3)) => $2, $1, $0]\n"
          "    Read[t => a:i64, b:i64, c:i64]\n")


def test_a_line_that_fits_stays_whole():
    text = HEAD + FILTER
    assert se.format(se.parse(text)) == text


def test_nested_calls_break_inside_their_arguments_filling_lines():
    plan = se.parse(HEAD + FILTER)
    assert se.format(plan, width=40) == HEAD + (
        "Root[a, b, c]\n"
        "  Filter[\n"
        "    - and(or(gt($0, 1), lt($1, 2)),\n"
        "      - gt($2, 3))\n"
        "    - => $2, $1, $0]\n"
        "    Read[t => a:i64, b:i64, c:i64]\n")
    assert se.format(plan, width=24) == HEAD + (
        "Root[a, b, c]\n"
        "  Filter[\n"
        "    - and(\n"
        "      - or(gt($0, 1),\n"
        "        - lt($1, 2)),\n"
        "      - gt($2, 3))\n"
        "    - => $2, $1, $0]\n"
        "    Read[t => a:i64,\n"
        "      - b:i64, c:i64]\n")


def test_plain_items_fill_lines_and_tuples_take_a_line_each():
    columns = ", ".join(f"column_{i}:i64" for i in range(8))
    rows = ", ".join(f"({i}, 'row {i}')" for i in range(3))
    text = f"=== Plan\nRoot[a]\n  Read:Virtual[{rows} => {columns}]\n"
    assert se.format(se.parse(text), width=50) == (
        "=== Plan\nRoot[a]\n"
        "  Read:Virtual[\n"
        "    - (0, 'row 0'),\n"
        "    - (1, 'row 1'),\n"
        "    - (2, 'row 2')\n"
        "    - => column_0:i64, column_1:i64, column_2:i64,\n"
        "    - column_3:i64, column_4:i64, column_5:i64,\n"
        "    - column_6:i64, column_7:i64]\n")


def test_a_tuple_among_plain_items_takes_a_line_of_its_own():
    assert wrap.wrap("Values[x, (1, 2), (3, 4), y, z]", "", 24) == [
        "Values[x,", "  - (1, 2),", "  - (3, 4),", "  - y, z]"]
    assert wrap.wrap("Rel[alpha, beta, (1, 2), gamma, (3, 4)]", "", 30) == [
        "Rel[alpha, beta,", "  - (1, 2),", "  - gamma,", "  - (3, 4)]"]
    assert wrap.wrap("Rel[alpha, beta, (1), gamma, (2)]", "", 24) == [  # tuples of one item too
        "Rel[alpha, beta,", "  - (1),", "  - gamma,", "  - (2)]"]


def test_a_line_indented_past_half_the_width_gets_half_the_width_after_its_indentation():
    call = "f(" + ", ".join(["aaaa"] * 7) + ")"  # 42 characters
    assert wrap.wrap(call, " " * 70, 100) == [" " * 70 + call]  # 112 columns: within 70 + 100 // 2
    assert wrap.wrap(call + ", " + "b" * 30, " " * 70, 100) == [
        " " * 70 + "f(aaaa, aaaa, aaaa, aaaa, aaaa, aaaa,",
        " " * 72 + "- aaaa), " + "b" * 30]


def test_an_empty_run_after_an_arrow_stays_with_its_arrow():
    assert wrap.wrap("Rel[alpha, f(beta, g(h, i)) =>]", "", 20) == ["Rel[alpha,", "  - f(beta, g(h, i))", "  - => ]"]


def test_strings_types_and_quoted_names_are_never_cut():
    text = ("=== Plan\nRoot[\"a, (b)\"]\n"
            "  Read[t => \"a, (b)\":struct<i64, string, decimal<10,2>>, s:string]\n")
    wrapped = se.format(se.parse(text), width=10)
    assert wrapped.splitlines()[1:] == ["Root[", '  - "a, (b)"]', "  Read[t",
                                        '    - => "a, (b)":struct<i64, string, decimal<10,2>>,', "    - s:string]"]
    assert se.parse(wrapped) == se.parse(text)


def test_no_width_keeps_one_line_per_relation():
    plan = se.parse(HEAD + FILTER)
    assert se.format(plan, width=None) == se.format(plan, width=10**6) == HEAD + FILTER


@pytest.mark.parametrize("width", [-1, 2.5, "80"])  # 0 is one line per relation (test_api_forms.py)
def test_a_width_is_a_positive_number_of_columns(width):
    with pytest.raises(se.Error, match="not a number of columns"):
        se.format(se.parse(HEAD + FILTER), width=width)


def test_cli_width(tmp_path, capsys):
    path = tmp_path / "plan.txt"
    path.write_text(HEAD + FILTER)
    assert main(["convert", str(path), "--width", "40"]) == 0
    assert capsys.readouterr().out == se.format(se.parse(HEAD + FILTER), width=40)
    assert main(["convert", str(path), "--width", "0"]) == 0
    assert capsys.readouterr().out == HEAD + FILTER
    with pytest.raises(SystemExit):
        main(["convert", str(path), "--width", "-3"])
    assert "not a width" in capsys.readouterr().err


def test_a_comment_may_end_a_wrapped_relation_s_first_line():
    wrapped = se.format(se.parse(HEAD + FILTER), width=24)
    annotated = wrapped.replace("  Filter[\n", "  Filter[  // a, b, c\n")
    assert annotated != wrapped
    assert se.parse(annotated) == se.parse(wrapped)


def test_the_names_view_ends_each_relation_s_last_line_or_wraps_under_it():
    plan = se.parse(HEAD + FILTER)
    named = se.format(plan, width=30, names=True)
    assert named == HEAD + (
        "Root[a, b, c]\n"
        "  Filter[\n"
        "    - and(\n"
        "      - or(gt($0:a, 1),\n"
        "        - lt($1:b, 2)),\n"
        "      - gt($2:c, 3))\n"
        "    - => $2, $1, $0]\n"  # the Root names its columns a, b, c: nothing new to say
        "    Read[t => a:i64, b:i64,\n"
        "      - c:i64]\n")
    assert se.parse(named) == plan
    project = se.parse(HEAD + "Root[x]\n  Project[$2, $1, $0, gt($0, 1)]\n    Read[t => a:i64, b:i64, c:i64]\n")
    text = se.format(project, width=40, names=True)
    lines = text.split("=== Plan\n")[1].splitlines()
    # Past the width, the comment has a line of its own.
    assert lines[1:3] == ["  Project[$2, $1, $0, gt($0:a, 1)]", "  // c, b, a, ?"]
    assert se.parse(text) == project


def test_a_names_comment_past_the_width_goes_on_comment_lines_filled_to_it():
    project = se.parse(HEAD + "Root[x]\n  Project[$2, $1, $0, gt($0, 1)]\n    Read[t => a:i64, b:i64, c:i64]\n")
    # Each cut line ends with its comma, and fills the width exactly when its names allow.
    assert "      - 1)]\n  // c, b, a,\n  // ?\n    Read[" in se.format(project, width=13, names=True)
    assert "      - 1)]\n  // c, b,\n  // a, ?\n    Read[" in se.format(project, width=12, names=True)
    assert se.parse(se.format(project, width=12, names=True)) == project


def test_a_line_ended_inside_brackets_says_which_bracket_is_not_closed():
    # The '(' left open is shown, even when continuation lines came between.
    text = HEAD + "Root[a]\n  Filter[and(\n    - gt($0, 1),\n    Read[t => a:i64]\n"
    with pytest.raises(se.ParseError) as e:
        se.parse(text)
    assert (e.value.line, e.value.column) == (13, len("  Filter[and("))
    assert e.value.message == "'(' not closed before end of line"
    text = HEAD + "Root[a]\n  Filter[and(gt($0, 1), lt($1, 2)),\n    Read[t => a:i64]\n"
    with pytest.raises(se.ParseError) as e:
        se.parse(text)
    assert (e.value.line, e.value.column) == (13, len("  Filter[and(gt($0, 1), lt($1, 2)),") + 1)
    assert e.value.message == "missing ']' before end of line"


# ---- every plan, every width --------------------------------------------------

WIDTHS = (1, 20, 37, 60, 100)


def cut_point(content: str) -> bool:
    """Whether ``content``, a line without its indentation, `- ` and `=> `,
    has a place the grammar lets a line be cut, other than at its end:
    a `(` or `[` opening, or a `,` between items (strings, quoted names and
    type parameters are not looked into)."""
    body = content.rstrip(",)]").rstrip("[(")  # a line ending in `(` is cut there already
    i, angles = 0, 0
    while i < len(body):
        c = body[i]
        if c in "'\"":
            i = body.index(c, i + 1)
            while body[i - 1] == "\\" and body[i - 2] != "\\":
                i = body.index(c, i + 1)
        elif c == "<":
            angles += 1
        elif c == ">" and body[i - 1] != "-":
            angles -= 1
        elif not angles and (c in "([" or c == "," and body[i + 1:i + 2] == " " or body.startswith(" => ", i)):
            return True
        i += 1
    return False


def check_wrapped(text: str, width: int) -> None:
    """Every line too long for ``width`` has no cut point left (unless its
    nesting is past the indentation cap)."""
    lines = text.split("=== Plan\n", 1)[1].splitlines()
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        limit = max(width, indent + width // 2)
        content = line.lstrip(" ")
        if len(line) <= limit:
            continue
        content = content.removeprefix("- ").removeprefix("=> ")
        assert indent >= 2 * wrap.MAX_NESTING or not cut_point(content), (width, line)


@pytest.fixture(scope="module")
def real_plans():
    return [plan for _, plan in readability.load_plans(readability.plan_files())]


@needs_corpus
@pytest.mark.parametrize("width", WIDTHS)
def test_corpus_and_producer_plans_round_trip_at_every_width(real_plans, width):
    for plan in real_plans:
        text = se.format(plan, width=width)
        assert se.parse(text) == plan
        if width >= 60:
            check_wrapped(text, width)


@needs_corpus
@pytest.mark.parametrize("width", (20, 60))
def test_the_names_view_of_corpus_and_producer_plans_wraps_and_round_trips(real_plans, width):
    for plan in real_plans:
        named = se.format(plan, width=width, names=True).splitlines()
        # A comment ends a relation's last line where it fits, else has lines of its own,
        # wrapped at its commas (a name longer than the width stays whole).
        assert all(len(line) <= width for line in named if "  // " in line and not line.lstrip().startswith("//"))
        assert all(len(line) <= width or ", " not in line.split("// ", 1)[1]
                   for line in named if line.lstrip().startswith("//"))
        assert se.parse("\n".join(named) + "\n") == plan


@needs_corpus
def test_a_huge_width_is_no_wrapping(real_plans):
    for plan in real_plans[::5]:
        assert se.format(plan, width=10**6) == se.format(plan, width=None)


def test_producer_fixtures_round_trip_at_every_width():
    files = sorted((ROOT / "tests" / "fixtures" / "producers").glob("*"))
    assert files
    for _, plan in readability.load_plans(files):
        for width in WIDTHS:
            assert se.parse(se.format(plan, width=width)) == plan


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(message(Plan.DESCRIPTOR, 10), st.sampled_from(WIDTHS))
def test_drawn_plans_round_trip_at_every_width(plan, width):
    text = se.format(plan, width=width)
    assert se.parse(text) == plan, text
    assert se.format(plan, width=None) == se.format(se.parse(text), width=None)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(message(Plan.DESCRIPTOR, 10), st.sampled_from(WIDTHS))
def test_drawn_plans_round_trip_with_names_at_every_width(plan, width):
    # Drawn plans hold placeholders too: a join missing an input has names no one can tell.
    text = se.format(plan, width=width, names=True)
    assert se.parse(text) == plan, text


def _wrapped_from_text(plan: Plan, width: int) -> str:
    """The plan's one-line text with each line wrapped by reading it back: what the printer's
    wrapping, from the items it wrote the line from, must give too.  Its head is the printer's
    at ``width`` (`Old Fields:` lines go on as lines of their own, not by wrapping)."""
    text = se.format(plan, width=None)
    # The `Table[...]` lines of `=== Tables` wrap as relation lines do.
    marker = "=== Tables\n" if "=== Tables\n" in text else "=== Plan\n"
    start = text.index(marker) + len(marker)
    lines = []
    for line in text[start:].splitlines():
        content = line.lstrip(" ")
        lines += wrap.wrap(content, line[:len(line) - len(content)], width)
    head = se.format(plan, width=width)
    return head[:head.index(marker) + len(marker)] + "".join(line + "\n" for line in lines)


@needs_corpus
@pytest.mark.parametrize("width", WIDTHS)
def test_wrapping_from_the_printer_s_items_is_wrapping_the_text(real_plans, width):
    for plan in real_plans:
        assert se.format(plan, width=width) == _wrapped_from_text(plan, width)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(message(Plan.DESCRIPTOR, 10), st.sampled_from(WIDTHS))
def test_drawn_plans_wrap_from_items_as_from_text(plan, width):
    assert se.format(plan, width=width) == _wrapped_from_text(plan, width)
