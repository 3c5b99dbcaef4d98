"""`validate`: every syntax error of a text, and the reference checks on any plan."""

import re
import sys

import pytest
from conftest import CORPUS, corpus_files, needs_corpus
from substrait.proto import Plan

from substrait_explain import api
from substrait_explain.api import dump_plan, load_plan
from substrait_explain.tools.validate import ERROR, WARNING, Diagnostic, check_plan, has_errors, validate

EXTENSIONS = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: gt:any_any
  #  2 @  1: equal:any_any

"""


def plan_text(body: str, extensions: str = EXTENSIONS) -> str:
    return extensions + "=== Plan\n" + body


def messages(diagnostics, severity=None):
    return [(d.message, d.path) for d in diagnostics if severity is None or d.severity == severity]


def test_a_sound_plan_has_no_diagnostics():
    text = plan_text("Root[a, b]\n  Filter[gt($1, 100:i32)]\n    Read[t => a:i64, b:i32]\n")
    assert validate(text) == []


def test_a_plan_field_that_is_no_message_is_not_checked_as_one():
    # Plan fields are checked for the messages in them; a list of strings holds none (it crashed).
    text = "=== Plan\nexpected_type_urls=['type.googleapis.com/x.Y']\nRoot[a]\n  Read[t => a:i64]\n"
    assert validate(text) == []
    assert check_plan(api.parse(text)) == []


def test_every_syntax_error_with_line_column_and_caret():
    text = ("=== Plan\nRoot[a]\n  Filter[gt($0, 1]\n    Project[$0, add($0, 'x)]\n"
            "      Read[t => a:i64, b:i64\n")
    diagnostics = validate(text)
    assert [(d.severity, d.line, d.column) for d in diagnostics] == [(ERROR, 3, 12), (ERROR, 4, 25), (ERROR, 5, 29)]
    assert diagnostics[1].message == "unterminated string literal"
    assert diagnostics[0].render("q.txt").splitlines() == [
        "q.txt:3:12: error: '(' not closed before ']'",
        "    Filter[gt($0, 1]",
        "             ^",
        "  hint: close it with ')', or remove it",
    ]


def test_a_character_the_lexer_rejects_in_a_declaration_is_reported():
    # In a declaration the lexer skips the stray '"' and the parser's quick
    # first pass accepts what is left: the error is still the lexer's.
    text = '=== Extensions\nURNs:\n  @  1: "u\nFunctions:\n  # 10 @  1: gt\n\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n'
    assert [(d.line, d.column, d.message) for d in validate(text)] == [(3, 9, "unexpected character '\"'")]


def test_a_build_error_after_the_grammar_has_its_line_and_caret():
    diagnostics = validate("=== Plan\nRoot[a]\n  Read[t => a:i46]\n")
    assert len(diagnostics) == 1
    d = diagnostics[0]
    assert (d.line, d.column, d.source_line) == (3, 15, "  Read[t => a:i46]")
    assert d.render("q.txt").startswith("q.txt:3:15: error: unknown type 'i46'\n  ")


def test_every_misspelled_name_is_listed_not_only_the_first():
    text = ("=== Plan\nRoot[a]\n  Srot[($0, &AscNullsFirst)]\n    Projetc[$0]\n"
            "      Read[t => a:varchr<3>]\n")
    assert [(d.line, d.column, d.message, d.hint) for d in validate(text)] == [
        (3, 3, "unknown relation 'Srot'", "did you mean 'Sort'?"),
        (4, 5, "unknown relation 'Projetc'", "did you mean 'Project'?"),
        (5, 19, "unknown type 'varchr'", "did you mean 'varchar'?"),
    ]


def test_syntax_errors_and_the_other_lines_errors_are_all_said():
    # A line the grammar refuses leaves the others to be built and checked.
    text = plan_text("Root[a]\n  Srot[($0, &AscNullsFirst)]\n    Filter[gt($0 1)]\n      Project[$0]\n"
                     "        Read[t => a:varchr<3>]\n")
    assert [(d.line, d.column, d.message) for d in validate(text)] == [
        (10, 3, "unknown relation 'Srot'"),
        (11, 18, "unexpected '1'; expected one of ')', ','"),
        (13, 21, "unknown type 'varchr'"),
    ]
    # The errors the grammar's actions raise too: an indentation, a plan field's place.
    text = plan_text("Root[a]\n   Filter[gt($0, 1)]\n    Raed[t => a:i64]\n")
    assert [(d.line, d.message) for d in validate(text)] == [
        (10, "indentation of 3 spaces is not a multiple of 2"), (11, "unknown relation 'Raed'")]
    text = plan_text("Root[a]\n  x=1\n  Filter[gt($0, 1)]\n    Raed[t => a:i64]\n")
    assert [(d.line, d.message) for d in validate(text)] == [
        (10, "plan fields (name=value) are not indented"), (12, "unknown relation 'Raed'")]


@pytest.mark.parametrize("broken", [
    "      Read[t => a:i64, b:i64",  # the input of the Filter
    "      Read[t => a:i64, b:i64] $$",
    "      + Enh:Nothing[",  # an addendum of the Filter
    "        Read[t => a:i64",  # indented too far as well: an input all the same
])
def test_a_line_the_grammar_refuses_leaves_the_relations_above_it_unknown(broken):
    # The Filter's input is unknown (or it is incomplete): its reference, the Project's width and
    # the Root's names are not checked against what the broken line leaves.
    lines = ["Root[a, b, c]", "  Project[$0, $1, $5]", "    Filter[gt($3, 1)]", broken]
    if "Enh" in broken:
        lines.append("      Read[t => a:i64, b:i64]")
    said = validate(plan_text("\n".join(lines) + "\n"))
    assert [d.line for d in said] == [12], said
    assert said[0].message.startswith(("missing ']'", "unexpected '$$'"))


@pytest.mark.parametrize("lines, said", [
    # A relation's name alone, or with its arrow, as it is being typed: no plan field.
    (["Root[a]", "  Filter", "    Read[t => a:i64]"], 10),
    (["Root[a]", "  Filter => $0", "    Read[t => a:i64]"], 10),
    (["Root[a]", "  Filter[gt($0, 1)]", "    Rea"], 11),
    # A tab: the line's depth is not known.
    (["Root[a]", "\tFilter[gt($0, 1)]", "    Read[t => a:i64]"], 10),
    (["Root[a]", "  Filter[gt($0, 1)]", "\t  Read[t => a:i64]"], 11),
    # A subquery's label with a space before its colon, or alone.
    (["Root[a]", "  Filter[gt($0, %0)]", "    Read[t => a:i64]", "    %0 : Project[$0 $$]", "      Read[t => a:i64]"],
     12),
    (["Root[a]", "  Filter[gt($0, %0)]", "    Read[t => a:i64]", "    %0", "      Read[t => a:i64]"], 12),
    # Past what its parent takes: its relation is not known, nor so how many inputs the parent has.
    (["Root[a]", "  Filter[gt($0, 1)]", "    Read[t => a:i64]", "          Read[t => a:i64"], 12),
    (["Root[a]", "  Filter[gt($0, 1)]", "    Read[t => a:i64]", "    $$"], 12),
    (["Root[a]", "  Read[t => a:i64]", "  $$"], 11),
    # A plan relation whose line is broken: one all the same, of no kind known.
    (["Root[$$ a]", "  Read[t => a:i64]"], 9),
    # A section after the plan: the lines after it are not relations.
    (["Root[a]", "  Read[t => a:i64]", "", "=== Tables", "Table[t => a:i64]", "Table[u => b:i64]"], 12),
])
def test_a_line_the_grammar_refuses_is_its_only_error(lines, said):
    assert [d.line for d in validate(plan_text("\n".join(lines) + "\n"))] == [said]


def test_what_a_failed_line_leaves_whole_is_still_checked():
    # The plan's own warnings (an undeclared URN anchor) and the checks of relations no failed
    # line is under (a negative limit) are said beside the errors.
    head = EXTENSIONS.replace("#  2 @  1: equal:any_any", "#  2 @  9: equal:any_any")
    text = plan_text("Root[a]\n  Fetch[limit=-5]\n    Read[t => a:i64]\nRoot[b]\n  Filter[gt($0 1)]\n"
                     "    Read[u => b:i64]\n", head)
    assert [(d.line, d.severity, d.message.split(":")[0]) for d in validate(text)] == [
        (None, WARNING, "URN anchor 9 is not declared (used by equal"),
        (10, ERROR, "the Fetch's limit is -5"),
        (13, ERROR, "unexpected '1'; expected one of ')', ','"),
    ]
    # Not a failed line's own: `gte`, not declared, is built as anchor 0, which no
    # declaration has either.
    text = plan_text("Root[a]\n  Filter[gte($0, 1)]\n    Read[t => a:i64]\n")
    assert [d.message for d in validate(text)] == ["function 'gte' is not declared"]


def test_the_lines_under_a_line_that_failed_are_checked_on_their_own():
    # Built aside, whole in themselves: their references and calls are checked as in a sound
    # text; where in the plan they would stand is not known.
    sound = plan_text("Root[a, b, c]\n  Filter[gt($0, 1)]\n    Project[$0, add($0, 'x'), $7]\n"
                      "      Read[t => a:i64]\n", ARITHMETIC)
    below = [(d.line, d.column, d.message) for d in validate(sound)]
    assert [message for _, _, message in below] == [
        "emit $7 is out of range: the relation makes 2 columns",
        "no overload of add in functions_arithmetic takes (i64, string)"]
    said = validate(sound.replace("gt($0, 1)", "gt($0 1)"))
    assert [(d.line, d.column, d.message) for d in said] == [
        (14, 16, "unexpected '1'; expected one of ')', ','")] + below
    assert said[1].path == "… > Project"


def test_a_subquery_line_the_grammar_refuses_is_still_its_label():
    # %0 is there (its relation unknown): the Filter's `subquery(... %0)` is no unknown label.
    text = plan_text("Root[a]\n  Filter[gt(subquery(scalar=(%0)), 1)]\n    Read[t => a:i64]\n"
                     "    %0: Project[$0 $1]\n      Read[u => b:i64]\n")
    assert [(d.line, d.column) for d in validate(text)] == [(12, 20)]
    # A misplaced one is said, as when the line parses.
    text = text.replace("%0: Project", "%1: Project")
    parsing = validate(text.replace("$0 $1", "$0, $1"))
    assert [(d.line, d.column, d.message) for d in parsing] == [(10, 30, "no relation labelled %0 under this one")]
    said = validate(text)
    assert [d.line for d in said] == [10, 12] and said[0] == parsing[0]


def test_an_error_below_a_relation_does_not_echo_in_the_relations_above():
    # Project's short form needs its input's width, which the broken Read
    # cannot give: that is the Read's error, said once.
    text = "=== Plan\nRoot[a]\n  Project[$0, $0]\n    Read[t => a:i46]\n"
    assert [(d.line, d.message) for d in validate(text)] == [(4, "unknown type 'i46'")]
    # A Project that failed on its third expression outputs two: `$2` above it is not checked.
    text = plan_text("Root[a]\n  Filter[gt($2, 1)]\n    Project[$0, $0, (1)::i46]\n      Read[t => a:i64]\n")
    assert [(d.line, d.message) for d in validate(text)] == [(11, "unknown type 'i46'")]


ARITHMETIC = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: sum
  #  2 @  1: add
  #  3 @  1: multiply
  #  4 @  1: subtract
  #  5 @  2: gt

"""


def found(text: str) -> list[tuple[int | None, int | None, str]]:
    return [(d.line, d.column, d.message) for d in validate(text)]


def test_a_relation_whose_line_failed_has_unknown_columns_above_it():
    # The Project failed on its second expression: built in part, without its emit, it would
    # output the Read's columns first, and sum($1) would be of the string `name`.
    text = plan_text("Root[k, s]\n  Aggregate[$0 => $0, sum($1)]\n    Project:Exprs[$0, add($2:vv, 1)]\n"
                     "      Read[t => k:i64, name:string, v:i64, w:i64]\n", ARITHMETIC)
    assert found(text) == [(15, 27, "$2 is v, not vv")]


def test_a_read_whose_filter_failed_has_unknown_columns_above_it():
    # Without its emit (the line failed before it) the Read would output `n`, a string, as $1.
    text = plan_text("Root[x]\n  Project[multiply(subtract($0, $1), $1) => $2]\n"
                     "    Read[t, filter=gt($3, '2020-13-45':date) +> a:i64, n:string, p:i64, d:date |> $0, $2]\n",
                     ARITHMETIC)
    assert found(text) == [(15, 27, "'2020-13-45' is not a date")]
    # The names an expression gives its references are not checked against it either.
    named = text.replace("subtract($0, $1), $1)", "subtract($0:a, $1:p), $1:p)")
    assert found(named) == [(15, 27, "'2020-13-45' is not a date")]


def test_a_call_to_an_undeclared_function_is_not_typed_as_the_one_of_anchor_0():
    # The builder goes on past the undeclared `foo` with anchor 0, which `add` has here.
    extensions = ARITHMETIC.replace("#  2 @  1: add", "#  0 @  1: add")
    text = plan_text("Root[a, b, c]\n  Project[foo($0, 'x'), add($0, foo($0))]\n    Read[t => a:i64]\n", extensions)
    assert {message for _, _, message in found(text)} == {"function 'foo' is not declared"}


@pytest.mark.parametrize("line, said", [
    ("Project:Exprs[$0, $1]", "cannot tell how many columns the Project's input has, which Project:Exprs needs"),
    ("Filter[gt(a, 1)]", "'a' is not an expression, and the columns here are not known by name"),
])
def test_what_a_line_cannot_tell_of_its_input_is_said_only_where_no_line_under_it_failed(line, said):
    broken = plan_text(f"Root[a, b]\n  {line}\n    Filter[gt($1:c, 1) => $0, $1]\n      Read[t => a:i64, b:i64]\n")
    assert found(broken) == [(11, 15, "$1 is b, not c")]
    # Over a relation whose columns are not known (no error below), it is the line's own error.
    unknown = plan_text(f"Root[a, b]\n  {line}\n    ExtensionLeaf[_]\n")
    assert found(unknown) == [(10, 3 if line.startswith("Project") else 13, said)]


def test_a_call_an_error_cut_short_is_not_checked():
    # `gt(a, 1)` is built up to `a`, which the failed line below leaves unknown: a call of one argument.
    text = plan_text("Root[a]\n  Filter[gt(a, 1)]\n    Raed[t => a:i64]\n")
    assert found(text) == [(11, 5, "unknown relation 'Raed'")]


def test_a_subquery_is_checked_at_its_lines():
    # The plan holds a copy of a subquery's relation: what is known of its lines is known of the copy.
    text = plan_text("Root[a]\n  Filter[gt(subquery(scalar=(%0)), 1)]\n    Read[t => a:i64]\n"
                     "    %0: Filter[gt($3, 1)]\n      Read[u => b:i64]\n")
    assert found(text) == [(12, 19, "$3 in condition is out of range: the input has 1 column")]
    # A line of it that failed leaves it incomplete: `add` was built without its arguments.
    broken = plan_text("Root[a]\n  Filter[gt(subquery(scalar=(%0)), 1)]\n    Read[t => a:i64]\n"
                       "    %0: Project:Exprs[add($0:zz, 1)]\n      Read[u => b:i64]\n", ARITHMETIC)
    assert found(broken) == [(16, 27, "$0 is b, not zz")]


def test_diagnostics_come_in_the_order_of_the_text():
    # The checks are made relation by relation, then call by call: the call's is said first
    # here, above the condition's.
    text = plan_text("Root[a, b]\n  Project[$0, add($0, 'x')]\n    Filter[$0]\n      Read[t => a:i64]\n", ARITHMETIC)
    assert found(text) == [(14, 15, "no overload of add in functions_arithmetic takes (i64, string)"),
                           (15, 5, "the Filter condition is i64, not boolean")]


def test_reference_errors_of_a_text_point_at_their_reference():
    text = plan_text("Root[a]\n  Filter[gt($3, 1)]\n    Read[t => a:i64]\n")
    [d] = validate(text)
    assert (d.line, d.column, d.end_column, d.source_line) == (10, 13, 15, "  Filter[gt($3, 1)]")
    assert d.render("q.txt").splitlines() == [
        "q.txt:10:13: error: $3 in condition is out of range: the input has 1 column [at Root > Filter]",
        "    Filter[gt($3, 1)]",
        "              ^",
    ]
    # Each reference out of range is reported where it is, its name included.
    both = plan_text("Root[a]\n  Filter[gt($3, $12:b)]\n    Read[t => a:i64]\n")
    assert [(d.message.split()[0], d.column, d.end_column) for d in validate(both)] == [("$3", 13, 15),
                                                                                        ("$12", 17, 22)]
    # The same plan as JSON has no lines to point at.
    [d] = validate(dump_plan(api.parse(text), "json"))
    assert (d.line, d.column, d.message) == (None, None, "$3 in condition is out of range: the input has 1 column")


SIGNED = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  1: sum:opt_fp64
  #  3 @  1: concat:varchar

"""


@pytest.mark.parametrize("call, warned", [
    ("add($0)", "add:i64_i64 takes 2 arguments by its signature; a call gives 1"),
    ("add($0, $0)", None),
    ("sum($1)", None),  # `opt`, an optional enumeration argument of older plans, may be left out
    ("concat($2, $2, $2)", None),  # more than the signature lists: a variadic function's repeats
    ("concat()", "concat:varchar takes 1 argument by its signature; a call gives 0"),
])
def test_argument_counts_against_the_signature_when_calls_are_not_checked_against_yamls(call, warned):
    text = plan_text(f"Root[a, b, c, d]\n  Project[{call}]\n    Read[t => a:i64, b:fp64, c:string]\n", SIGNED)
    diagnostics = [(d.severity, d.message, d.line, d.column) for d in validate(text, signatures=False)]
    assert diagnostics == ([] if warned is None else [(WARNING, warned, 11, 3)])


def test_undeclared_anchors_are_errors_even_when_written_as_underscore():
    text = plan_text("Root[a, b]\n  Project[_#9($0):i64, $0 => $2]\n    Read[t => a:i64, b:i32^3, c:u!_#4]\n")
    assert messages(validate(text), ERROR) == [
        ("function anchor #9 is not declared", "Root > Project"),
        ("type variation anchor ^3 is not declared", "Root > Project > Read"),
        ("type anchor #4 is not declared", "Root > Project > Read"),
    ]


def test_one_report_per_relation_for_repeated_problems():
    text = plan_text("Root[a]\n  Filter[and:bool(_#9($0), _#9($0))]\n    Read[t => a:i64]\n",
                     EXTENSIONS.replace("equal:any_any", "and:bool"))
    # (`and` is not a function of functions_comparison: the YAML checks are left out here)
    assert messages(validate(text, signatures=False), ERROR) == [("function anchor #9 is not declared",
                                                                  "Root > Filter")]


def test_field_references_past_the_input():
    text = plan_text("Root[a, b]\n  Filter[gt($5, 100:i32) => $0, $7]\n    Read[t => a:i64, b:i32]\n")
    assert messages(validate(text)) == [
        ("$5 in condition is out of range: the input has 2 columns", "Root > Filter"),
        ("emit $7 is out of range: the relation makes 2 columns", "Root > Filter"),
    ]
    # Each at its `$N`, the emit's too (named or not).
    assert [(d.line, d.column, d.end_column) for d in validate(text)] == [(10, 13, 15), (10, 33, 35)]
    named = plan_text("Root[a, b]\n  Read[t +> a:i64, b:i32 |> x=$0, y=$9]\n")
    assert [(d.message, d.column, d.end_column) for d in validate(named)] == [
        ("emit $9 is out of range: the relation makes 2 columns", 37, 39)]
    # An Aggregate's outputs refer to its input: its emit is its third part.
    grouped = plan_text("Root[a, b]\n  Aggregate[$3 => $3, count($1) => $1, $3]\n"
                        "    Read[t => a:i64, b:i64, c:i64, d:i64]\n",
                        "=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_aggregate_generic\n"
                        "Functions:\n  #  1 @  1: count:any\n\n")
    assert [(d.message, d.column) for d in validate(grouped)] == [
        ("emit $3 is out of range: the relation makes 2 columns", 40)]
    plan = load_plan(text)
    before = plan.SerializeToString()
    assert len(check_plan(plan)) == 2
    assert plan.SerializeToString() == before  # the emit, set aside to measure, is back


def test_a_read_projection_refers_to_the_table():
    text = "=== Plan\nRoot[a]\n  Read[t, projection=(select=(struct_items=[(field=5)])) => a:i64, b:i64]\n"
    assert messages(validate(text)) == [("$5 in projection is out of range: the table has 2 columns", "Root > Read")]


def test_project_refers_to_its_input_and_emits_input_plus_computed():
    ok = plan_text("Root[a, b, c]\n  Project[$1, $0, gt($1, $0)]\n    Read[t => a:i64, b:i64]\n")
    assert validate(ok) == []
    bad = plan_text("Root[a, b]\n  Project[$1, gt($2, $0)]\n    Read[t => a:i64, b:i64]\n")
    assert messages(validate(bad)) == [
        ("$2 in expressions[0] is out of range: the input has 2 columns", "Root > Project")]


def test_join_expressions_see_both_inputs_and_keys_their_own_side():
    join = ("Root[a, b, c]\n  Join[&Inner, equal($0, $COL)]\n    Read[l => a:i64, b:i64]\n"
            "    Read[r => c:i64]\n")
    assert validate(plan_text(join.replace("$COL", "$2"))) == []
    assert messages(validate(plan_text(join.replace("$COL", "$3")))) == [
        ("$3 in expression is out of range: the input has 3 columns", "Root > Join")]
    hash_join = ("Root[a, b, c]\n  HashJoin[&Inner, keys=[($1, $RIGHT, (simple=&Eq))]]\n"
                 "    Read[l => a:i64, b:i64]\n    Read[r => c:i64]\n")
    assert validate(plan_text(hash_join.replace("$RIGHT", "$0"))) == []
    assert messages(validate(plan_text(hash_join.replace("$RIGHT", "$1")))) == [
        ("$1 in keys[0] is out of range: the right input has 1 column", "Root > HashJoin")]


def test_paths_name_the_input_and_the_subquery():
    text = plan_text("Root[a]\n  Filter[subquery(scalar=(%0))]\n    Read[t => a:i64]\n"
                     "    %0: Filter[gt($3, 1)]\n      Read[u => b:i64]\n")
    assert messages(validate(text)) == [
        ("the Filter condition is i64?, not boolean", "Root > Filter"),  # the scalar subquery's column
        ("$3 in condition is out of range: the input has 1 column", "Root > Filter.condition > Filter")]
    text = plan_text("Root[a]\n  Set[&UnionAll]\n    Read[t => a:i64]\n    Filter[$2]\n      Read[u => a:i64]\n")
    assert ("$2 in condition is out of range: the input has 1 column", "Root > Set.inputs[1] > Filter") \
        in messages(validate(text))


def test_set_inputs_of_different_widths_are_an_error():
    text = plan_text("Root[a]\n  Set[&UnionAll]\n    Read[t => a:i64]\n    Read[u => a:i64, b:i64]\n")
    assert messages(validate(text), ERROR) == [("Set inputs have different widths: 1, 2", "Root > Set")]


@pytest.mark.parametrize("inputs", [("ExtensionLeaf[_]", "Read[u => a:i64]"), ("Read[u => a:i64]", "ExtensionLeaf[_]")])
def test_a_set_input_of_unknown_columns_leaves_the_column_types_unchecked(inputs):
    text = plan_text("Root[a]\n  Set[&UnionAll]\n" + "".join(f"    {i}\n" for i in inputs))
    assert [d.message for d in validate(text)] == []


def test_virtual_table_rows_against_their_schema():
    rows = "Root[a, b]\n  Read:Virtual[{rows} => a:i64, b:string?]\n"
    assert validate(plan_text(rows.format(rows="(1, 'x'), (2, null:string?)"))) == []
    # A null in a required column, twice: one error, for the first row that has it.
    found = validate(plan_text(rows.format(rows="(null:i64?, 'x'), (null:i64?, 'y')")))
    assert messages(found) == [("virtual table row 0 has a null in column $0, which the schema declares required",
                                "Root > Read")]
    assert found[0].severity == ERROR
    [kind] = validate(plan_text(rows.format(rows="(1, 'x'), (2:i8, 'y')")))
    assert (kind.severity, kind.message, kind.hint) == (
        WARNING, "virtual table row 1 has i8 in column $0, which the schema declares i64", "cast the value to i64")
    [width] = validate(plan_text(rows.format(rows="(1, 'x', true)")))
    assert (width.severity, width.message) == (ERROR, "virtual table row 0 has 3 fields for the schema's 2 columns")


def test_a_read_without_a_schema_is_an_error_naming_the_declared_table_it_may_mean():
    text = "=== Tables\nTable[tpch.orders => id:i64, amount:i64]\n\n=== Plan\nRoot[id, amount]\n  Read[orders]\n"
    [d] = validate(text)
    assert (d.severity, d.line, d.column, d.message) == (
        ERROR, 6, 3, "the Read of orders has no schema (base_schema), which Substrait requires of every Read")
    assert d.hint == ("did you mean 'tpch.orders'? Else declare orders under '=== Tables' "
                      "(Table[orders => a:i64, b:string]) or write its columns: Read[orders => a:i64, b:string]")
    assert validate(text.replace("Read[orders]", "Read[tpch.orders]")) == []
    # `Read[t]` of a table not declared is how the text writes a Read without a schema: it reads back.
    plan = api.parse(text)
    assert not plan.relations[0].root.input.read.HasField("base_schema")
    assert api.parse(api.format(plan)) == plan
    [d] = validate(dump_plan(plan, "json"))
    assert (d.line, d.hint) == (None, "set its base_schema: the names and types of the columns it reads")


@pytest.mark.parametrize("declared, hint", [
    ("", "declare orders under '=== Tables'"),
    ("=== Tables\nTable[warehouse.sales.orders => id:i64]\nTable[warehouse.sales.order_lines => id:i64]\n\n",
     "did you mean 'warehouse.sales.orders'? Else declare orders"),  # its last name, too far to spell alike
])
def test_the_hint_for_a_read_without_a_schema(declared, hint):
    [d] = validate(declared + "=== Plan\nRoot[id]\n  Read[orders]\n")
    assert d.hint.startswith(hint)


def test_root_with_fewer_names_than_columns_is_a_warning():
    diagnostics = validate(plan_text("Root[a]\n  Read[t => a:i64, b:i64]\n"))
    assert messages(diagnostics, WARNING) == [("Root has 1 name for 2 columns", "Root")]
    assert not has_errors(diagnostics)
    # More names than columns can be right: names count the fields of structs too.
    assert validate(plan_text("Root[s, x, y]\n  Read[t => s:nstruct<x: i64, y: i64>]\n")) == []


def test_undeclared_urn_references_are_one_warning():
    text = plan_text("Root[a]\n  Filter[gt($0, equal($0, 1))]\n    Read[t => a:i64]\n",
                     EXTENSIONS.replace("@  1: gt", "@  7: gt").replace("@  1: equal", "@  7: equal"))
    diagnostics = validate(text, signatures=False)  # (gt of an i64 and a boolean: the YAML checks left out)
    assert messages(diagnostics) == [("URN anchor 7 is not declared (used by gt:any_any, equal:any_any)",
                                      "Extensions")]
    assert diagnostics[0].severity == WARNING
    assert diagnostics[0].render("q.txt") == \
        "q.txt: warning: URN anchor 7 is not declared (used by gt:any_any, equal:any_any) [at Extensions]"


def test_json_and_binary_plans_get_the_same_checks():
    text = plan_text("Root[a, b]\n  Filter[gt($5, 100:i32)]\n    Read[t => a:i64, b:i32]\n")
    plan = load_plan(text)
    expected = messages(validate(text))
    assert expected
    assert messages(validate(dump_plan(plan, "json"))) == expected
    assert messages(validate(dump_plan(plan, "binary"), "binary")) == expected
    assert messages(check_plan(plan)) == expected


def test_several_plan_relations_are_told_apart():
    text = plan_text("Root[a]\n  Read[t => a:i64]\nRoot[a]\n  Filter[$1]\n    Read[t => a:i64]\n")
    assert messages(validate(text)) == [
        ("$1 in condition is out of range: the input has 1 column", "relations[1] Root > Filter")]


def test_inputs_that_do_not_load_are_one_error():
    assert validate(b'{"relations": [') == [
        Diagnostic(ERROR, "not valid JSON: Expecting value at line 1 column 16")]
    assert [d.severity for d in validate(b"\x08\xff\xff")] == [ERROR]


@pytest.mark.skipif(not hasattr(api, "load_plan_with_warnings"),
                    reason="api.load_plan_with_warnings (upgrade warnings) is not there yet")
def test_unknown_fields_in_a_binary_plan_are_warnings():
    plan = load_plan("=== Plan\nRoot[a]\n  Read[t => a:i64]\n")
    data = plan.SerializeToString() + b"\x98\x06\x01"  # field 99, varint 1
    diagnostics = validate(data, "binary")
    assert [d.severity for d in diagnostics] == [WARNING]
    assert "unknown field(s) 99" in diagnostics[0].message


def chain(depth: int, field: int) -> Plan:
    """Root > Project x depth > Read[a:i64], each Project computing $field."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.append("a")
    rel = root.input
    for _ in range(depth):
        ref = rel.project.expressions.add().selection
        ref.root_reference.SetInParent()
        ref.direct_reference.struct_field.field = field
        rel = rel.project.input
    rel.read.base_schema.names.append("a")
    rel.read.base_schema.struct.types.add().i64.nullability = 2  # NULLABILITY_REQUIRED
    return plan


def test_deep_plans_are_checked_with_a_short_path():
    (d,) = messages(check_plan(chain(30, 1)), ERROR)
    assert d == ("$1 in expressions[0] is out of range: the input has 1 column",
                 "Root > Project > Project > Project > (23 more) > Project > Project > Project > Project")


def test_plans_deeper_than_the_recursion_limit_do_not_crash():
    assert not has_errors(check_plan(chain(sys.getrecursionlimit() + 100, 0)))


# What the corpus's producers get wrong without breaking a consumer: a warning each.
CORPUS_WARNINGS = re.compile(
    r"URN anchor \d+ is not declared \(used by .*\)"  # DataFusion's reference to no URN
    r"|Root has \d+ names? for \d+ columns?"
    r"|extension URI .* is not a standard Substrait extension file; .*"
    r"|count:any takes 1 argument by its signature; a call gives 0"  # count(*) declared as count(x)
    r"|nonexistent_function:i32_i32 takes 2 arguments by its signature; a call gives 1")


@needs_corpus
def test_the_corpus_s_references_validate_to_known_warnings_and_three_errors():
    # (its function calls against their YAMLs: test_signatures)
    dangling = 0
    errors = []
    for path in corpus_files():
        for d in validate(path.read_bytes(), signatures=False):
            if d.severity == ERROR:
                errors.append((path.relative_to(CORPUS).as_posix(), d.message))
                continue
            assert d.severity == WARNING and CORPUS_WARNINGS.fullmatch(d.message), f"{path}: {d.message}"
            dangling += "4294967295" in d.message
    assert dangling, "the corpus has DataFusion plans with URN reference 4294967295"
    # Plans their producers got wrong (see test_cli_batch.test_validate_the_corpus_in_one_run).
    assert sorted(errors) == [
        ("consumer-testing/relation/set/union_all-datafusion_plan.json", "Set inputs have different widths: 1, 2"),
        ("consumer-testing/relation/set/union_distinct-datafusion_plan.json",
         "Set inputs have different widths: 1, 2"),
        ("ibis-substrait/tpc_h17.json", "$16 in condition is out of range: the input has 16 columns"),
    ]


# ---- duplicate anchors ---------------------------------------------------------

DUPLICATES = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
  @  1: extension:io.substrait:functions_boolean
Functions:
  #  1 @  1: gt:any_any
  #  1 @  1: lt:any_any
  #  2 @  1: equal:any_any
Types:
  #  1 @  1: point
  #  1 @  1: line
Type Variations:
  #  4 @  1: v
  #  4 @  1: w

=== Plan
Root[a]
  Filter[gt($0, 1) => $0]
    Read[t => a:i64]
"""


def test_duplicate_anchors_of_every_kind_are_errors_naming_both_lines():
    diagnostics = validate(DUPLICATES, signatures=False)  # (about anchors, not what they name)
    assert [(d.severity, d.line, d.column, d.message, d.hint) for d in diagnostics] == [
        (ERROR, 4, 3, "URN anchor @1 is declared twice: on line 3 as "
                      "'extension:io.substrait:functions_comparison' and here as "
                      "'extension:io.substrait:functions_boolean'", "give one of them an anchor of its own, e.g. @2"),
        (ERROR, 7, 3, "function anchor #1 is declared twice: on line 6 as 'gt:any_any' and here as 'lt:any_any'",
         "give one of them an anchor of its own, e.g. #3"),
        (ERROR, 11, 3, "type anchor #1 is declared twice: on line 10 as 'point' and here as 'line'",
         "give one of them an anchor of its own, e.g. #2"),
        (ERROR, 14, 3, "type variation anchor #4 is declared twice: on line 13 as 'v' and here as 'w'",
         "give one of them an anchor of its own, e.g. #1"),
    ]
    # JSON and binary plans have no lines: the declarations are named by what they declare.
    [_, function, *_] = validate(dump_plan(api.parse(DUPLICATES), "json"), signatures=False)
    assert (function.line, function.message) == (
        None, "function anchor #1 is declared twice: as 'gt:any_any' and as 'lt:any_any'")


def test_a_plan_with_duplicate_anchors_still_round_trips():
    # Wrong as it is, such a plan must survive a trip through the text unchanged.
    plan = api.parse(DUPLICATES)
    assert [d.extension_function.name for d in plan.extensions[:3]] == ["gt:any_any", "lt:any_any", "equal:any_any"]
    assert api.parse(api.format(plan)) == plan


def test_calling_a_function_whose_anchor_another_line_took_names_both_lines():
    text = DUPLICATES.replace("Filter[gt(", "Filter[lt(")
    with pytest.raises(api.ParseError) as e:
        api.parse(text)
    assert (e.value.line, e.value.message, e.value.hint) == (
        18, "function 'lt' is declared on line 7 with an anchor that line 6 already declares, as 'gt:any_any'",
        "give it an anchor of its own on line 7, e.g. #3")


def test_the_hint_for_an_undeclared_function_proposes_a_free_anchor_and_a_declared_urn():
    text = DUPLICATES.replace("Filter[gt(", "Filter[like(").replace("@  1:", "@  5:")
    with pytest.raises(api.ParseError) as e:
        api.parse(text)
    assert e.value.hint == "declare it under 'Functions:' in '=== Extensions', e.g. `# 3 @ 5: like`"


@pytest.mark.parametrize(("kind", "emit", "wrong"), [
    ("&RightSemi", "$1", True),  # 6 in HashJoin: the right side only, one column
    ("&RightSemi", "$0", False),
    ("&LeftSingle", "$1", False),  # 9 in HashJoin: both sides
])
def test_physical_joins_are_checked_by_their_own_type_numbers(kind, emit, wrong):
    text = plan_text(f"""Root[x]
  HashJoin[{kind}, keys=[($0, $0, (simple=&Eq))] => {emit}]
    Read[t => a:i64]
    Read[u => b:i64]
""")
    found = messages(validate(text), ERROR)
    assert bool(found) == wrong, found


@pytest.mark.parametrize("fetch, said", [
    ("limit='100'", "the Fetch's limit is string, not an integer"),
    ("limit=100.5", "the Fetch's limit is fp64, not an integer"),
    ("limit=-5", "the Fetch's limit is -5: a number of rows is not negative"),
    ("limit=5, offset=-1:i32", "the Fetch's offset is -1: a number of rows is not negative"),
    ("limit=5, offset=2", None), ("limit=null:i64?", None), ("limit=5:i32", None), ("offset=0", None),
])
def test_a_fetch_counts_rows_in_non_negative_integers(fetch, said):
    text = plan_text(f"Root[a]\n  Fetch[{fetch}]\n    Read[t => a:i64]\n")
    assert messages(validate(text), ERROR) == ([] if said is None else [(said, "Root > Fetch")])
    # Without the calls' checks, a type is not derived; a negative literal is still one
    negative = said is not None and "negative" in said
    assert messages(validate(text, signatures=False), ERROR) == ([(said, "Root > Fetch")] if negative else [])


@pytest.mark.parametrize("where, shown", [
    ("Read[t => a:decimal<40,2>]", "a decimal of precision 40 and scale 2 in base_schema"),
    ("Read[t => a:decimal<10,11>]", "a decimal of precision 10 and scale 11 in base_schema"),
    ("Read[t => a:decimal<0,0>]", "a decimal of precision 0 and scale 0 in base_schema"),
    ("Project[1.5:decimal<39,1>]\n    Read[t => a:i64]", "a decimal of precision 39 and scale 1 in expressions[0]"),
    ("Read[t => a:decimal<38,38>, b:decimal<1,0>]", None),
])
def test_a_decimals_precision_and_scale_are_within_the_spec(where, shown):
    found = [d for d in validate(plan_text(f"Root[a]\n  {where}\n")) if "decimal" in d.message]
    assert [d.message for d in found] == ([] if shown is None else [shown])
    assert all(d.severity == ERROR and d.hint.startswith("a decimal's precision is 1 to 38") for d in found)


def test_validate_takes_a_path_and_says_yaml_read_as_a_text_looks_like_yaml(tmp_path):
    plan = load_plan(plan_text("Root[a]\n  Read[t => a:i64]\n"))
    (tmp_path / "plan.yaml").write_bytes(dump_plan(plan, "yaml"))
    (tmp_path / "plan.txt").write_bytes(dump_plan(plan, "yaml"))
    assert validate(tmp_path / "plan.yaml") == []
    found = validate(tmp_path / "plan.txt")  # YAML's first key read as a text: its one error, and why
    assert [(d.line, d.column, d.hint) for d in found] == [(1, 1, api.YAML_HINT)]


def test_a_schema_names_each_column_and_each_struct_field():
    plan = load_plan(plan_text("Root[a, b, x, y]\n  Read[t => a:i64, b:struct<i64, string>]\n"))
    assert messages(validate(plan), WARNING) == [("a schema of 2 names for 4 (its columns and their struct fields, "
                                                  "depth first) in base_schema", "Root > Read")]  # b's fields unnamed
    schema = plan.relations[0].root.input.read.base_schema
    schema.names.extend(["x", "y"])
    assert messages(validate(plan)) == []
    for names, said in ((["a", "b", "x", "y", "z"], "a schema of 5 names for 4"), (["a"], "a schema of 1 name for 4")):
        del schema.names[:]
        schema.names.extend(names)
        assert messages(validate(plan)) == [
            (f"{said} (its columns and their struct fields, depth first) in base_schema", "Root > Read")]
    schema.ClearField("struct")  # names alone, as DataFusion writes a Read's: how many, not what
    assert [m for m in messages(validate(plan)) if "a schema of" in m[0]] == []
