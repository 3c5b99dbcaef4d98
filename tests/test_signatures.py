"""`validate` checks each function call against its extension YAML: the
overload, the argument types, options and enumeration values, and the declared
output type against the one the overload's return program derives."""

from __future__ import annotations

import pytest
from conftest import CORPUS, corpus_files, needs_corpus
from substrait.proto import Type

import substrait_explain as se
from substrait_explain import api
from substrait_explain.plan import functions as fn
from substrait_explain.plan import typeexpr as te
from substrait_explain.tools import cli
from substrait_explain.tools.validate import ERROR, WARNING, call_checks

HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_comparison
  @  3: extension:io.substrait:functions_arithmetic_decimal
  @  4: extension:io.substrait:functions_datetime
  @  5: extension:io.substrait:functions_string
  @  6: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  2: gt:any_any
  #  3 @  1: sum:i64
  #  4 @  2: equal:any_any
  #  5 @  3: multiply:dec_dec
  #  6 @  4: extract:req_date
  #  7 @  5: concat:str
  #  8 @  2: coalesce:any
  #  9 @  6: count:any

=== Plan
"""
READ = "    Read[t => a:i64, b:i64, s:string, d:decimal<10,2>, e:decimal?<38,5>, day:date, n:i64?]\n"
ROOT = "Root[a, b, s, d, e, day, n]\n"


def project(*calls: str) -> str:
    names = ", ".join(f"c{i}" for i in range(len(calls)))  # the short form outputs its items
    return HEAD + f"Root[{names}]\n  Project[{', '.join(calls)}]\n" + READ


def found(text: str, **options) -> list[tuple[str, str, int | None, int | None]]:
    return [(d.severity, d.message, d.line, d.column) for d in se.validate(text, **options)]


# ---- the calls of the issue --------------------------------------------------------

@pytest.mark.parametrize("call, message", [
    ("add($0, $1):string", "add:i64_i64 returns i64 by its YAML (i64); the plan declares string"),
    ("gt($0, $1):i64", "gt:any_any returns boolean by its YAML (boolean); the plan declares i64"),
    ("equal($0, $2):boolean", "equal:any_any: no overload of equal in functions_comparison takes (i64, string)"),
])
def test_wrong_calls_are_errors_naming_the_function(call, message):
    assert [(s, m) for s, m, _, _ in found(project(call))] == [(ERROR, message)]


def test_sum_of_a_string_column_is_an_error():
    text = HEAD + "Root[a]\n  Aggregate[_ => sum($2)]\n" + READ
    [(severity, message, line, column)] = found(text)
    assert (severity, line, column) == (ERROR, 22, 22)  # the argument: `$2`
    assert message == "sum:i64: no overload of sum in functions_arithmetic takes (string)"


@pytest.mark.parametrize("call", [
    "add($0, $1):i64", "gt($0, $1):boolean", "equal($0, $1):boolean", "add($0, $6):i64?",
    "multiply($3, $3):decimal<21,4>", "multiply($3, $4):decimal?<38,6>", "extract(&YEAR, $5):i64",
    "concat($2, $2, $2):string", "coalesce($6, $0):i64?", "coalesce($0, $0):i64",
    "add($0, $1, options=[('overflow', ['ERROR', 'SILENT'])]):i64", "add($0, $1)",
])
def test_right_calls_are_clean(call):
    assert found(project(call)) == []


def column_of(text: str, token: str) -> int:
    """The 1-based column of ``token`` on the Project line."""
    line = next(line for line in text.splitlines() if line.startswith("  Project["))
    return line.index(token) + 1


def test_the_issue_s_mistakes_are_all_reported_in_one_run_each_at_its_token():
    text = project("add($0, $1):string", "gt($0, $1):i64", "equal($0, $2):boolean")
    assert [(line, column) for _, _, line, column in found(text)] == [
        (22, column_of(text, "string")), (22, column_of(text, "i64")), (22, column_of(text, "$2"))]


def test_a_diagnostic_points_at_the_offending_token():
    text = project("$0", "add($0, $1):string")
    [d] = se.validate(text)
    assert (d.line, d.column, d.end_column) == (22, 27, 33)  # the declared type: `string`
    assert d.render("q.txt").splitlines()[1:3] == [
        "    Project[$0, add($0, $1):string]", "                            ^"]
    [d] = se.validate(project("$0", "equal($0, $2)"))
    assert (d.column, d.end_column) == (25, 27)  # the argument that does not fit: `$2`
    # A warning about the declared type points at it too, the whole of it: here only its
    # nullability differs, or its parameters.
    [d] = se.validate(project("$0", "add($0, $1):i64?"))
    assert (d.severity, d.column, d.end_column) == (WARNING, 27, 31)
    [d] = se.validate(project("$0", "multiply($3, $3):decimal<20,4>"))
    assert (d.severity, d.column, d.end_column) == (WARNING, 32, 45)
    [d] = [d for d in se.validate(project("$0", "add($0, $1):struct<i64, func<(i64) -> i64>>")) if d.line == 22]
    assert (d.severity, d.column, d.end_column) == (ERROR, 27, 58)
    # Up to the comma after it, and a quoted name whole, its comma inside.
    text = project("multiply($3, $3):decimal<20,4>", "add($0, $1):\"x, y\"")
    found = se.validate(text.replace("=== Plan", "Types:\n  #  1 @  1: \"x, y\"\n\n=== Plan"))
    assert [d.source_line[d.column - 1:d.end_column - 1] for d in found] == ["decimal<20,4>", '"x, y"']
    [d] = se.validate(project("$0", "equal($0:a, $2:s)"))
    assert (d.column, d.end_column) == (27, 31)  # `$2:s`, its name included
    [d] = se.validate(project("$0", "coalesce($0, $2)"))  # a variadic argument that breaks its type
    assert (d.column, d.end_column) == (28, 30)
    # Declared without a signature, add has an overload of two arguments for each number type:
    # no one argument is the wrong one, so the diagnostic is at the call.
    unsigned = project("$0", "add($0, $2):i64").replace("#  1 @  1: add:i64_i64", "#  1 @  1: add")
    [d] = [d for d in se.validate(unsigned) if "overload" in d.message]
    assert (d.column, d.end_column) == (15, 18)
    [d] = se.validate(project("extract(&YEER, $5):i64"))
    assert d.column == 19 and d.hint == "did you mean 'YEAR'?"  # the enumeration argument


# ---- what the YAML says -----------------------------------------------------------

@pytest.mark.parametrize("call, severity, message, hint", [
    ("add($0, $1, options=[('overflo', ['ERROR'])]):i64", ERROR,
     "add:i64_i64 has no option 'overflo' (its options: overflow)", "did you mean 'overflow'?"),
    ("add($0, $1, options=[('overflow', ['ERORR'])]):i64", ERROR,
     "option overflow of add:i64_i64 has no value 'ERORR' (it takes SILENT, SATURATE, ERROR)",
     "did you mean 'ERROR'?"),
    ("extract(&CENTURY, $5):i64", ERROR,
     "argument component of extract:req_date has no value 'CENTURY' (it takes YEAR, ISO_YEAR, US_YEAR, UNIX_TIME)",
     None),
    ("add($0):i64", ERROR, "add:i64_i64: add takes 2 arguments in functions_arithmetic; the call gives 1",
     "the YAML has add(i64, i64) -> i64"),
    ("sum($0):i64?", ERROR, "sum is an aggregate function in functions_arithmetic; the plan calls it as a scalar "
                            "function", None),
    ("add($0, $2):i64", ERROR, "add:i64_i64: no overload of add in functions_arithmetic takes (i64, string)",
     "the YAML has add(i64, i64) -> i64"),
    ("multiply($3, $3):decimal<20,4>", WARNING, "multiply:dec_dec returns decimal<21, 4> by its YAML "
                                                "(DECIMAL<prec, scale>); the plan declares decimal<20, 4>", None),
    ("add($0, $1):i64?", WARNING, "add:i64_i64 returns i64 by its YAML (i64); the plan declares i64?", None),
    ("add($0, $6):i64", WARNING, "add:i64_i64 returns i64? by its YAML (i64); the plan declares i64", None),
    ("gt($3, $4):boolean?", WARNING,
     "gt:any_any: the YAML takes arguments of one type (any1, any1); the call gives decimal<10, 2>, "
     "decimal?<38, 5>", "cast the arguments to one type"),
])
def test_what_the_yaml_says_against_what_the_plan_says(call, severity, message, hint):
    [d] = se.validate(project(call))
    assert (d.severity, d.message, d.hint) == (severity, message, hint)


def test_a_partial_aggregate_outputs_its_intermediate_type_not_the_return_type():
    # sum:i64 returns i64? by its YAML; a phase that ends in an intermediate result
    # outputs the YAML's intermediate type instead: the return type is no measure of it.
    partial = HEAD + """Root[s, x]
  Aggregate[_ => sum($0, phase=&InitialToIntermediate):struct<i64?>]
""" + READ
    assert se.validate(partial) == []
    assert se.validate(partial.replace("InitialToIntermediate", "IntermediateToIntermediate")) == []
    [d] = se.validate(partial.replace("InitialToIntermediate", "IntermediateToResult"))
    assert (d.severity, d.message) == (ERROR, "sum:i64 returns i64? by its YAML (i64?); the plan declares struct<i64?>")


@pytest.mark.parametrize("call, count", [
    ("coalesce($0):i64", "coalesce takes 2 or more arguments in functions_comparison; the call gives 1"),
    ("concat():string", "concat takes 1 or more arguments in functions_string; the call gives 0"),
    ("add($0, $0, $0):i64", "add takes 2 arguments in functions_arithmetic; the call gives 3"),
])
def test_a_wrong_argument_count_says_how_many_a_variadic_function_takes(call, count):
    [d] = se.validate(project(call))
    assert d.severity == ERROR and d.message.endswith(count)


def test_argument_counts_name_each_overload_s_range():
    arg = fn.Argument("x", te.parse("i64").result, text="i64")

    def overload(args: int, variadic: fn.Variadic | None) -> fn.Overload:
        return fn.Overload("u", "f", "scalar", (arg,) * args, {}, variadic, "MIRROR", te.parse("i64"), "i64")

    of_kind = [overload(2, fn.Variadic(1, 3, True)), overload(1, None), overload(2, fn.Variadic(0, None, True))]
    problem = fn._no_overload("f", "f", "in u", of_kind[:2], of_kind[:2], [fn.Given()] * 9)
    assert problem.message == "f takes 1 or 2 to 4 arguments in u; the call gives 9"
    problem = fn._no_overload("f", "f", "in u", of_kind[1:2], of_kind[1:2], [])
    assert problem.message == "f takes 1 argument in u; the call gives 0"
    problem = fn._no_overload("f", "f", "in u", of_kind[2:], of_kind[2:], [])
    assert problem.message == "f takes 1 or more arguments in u; the call gives 0"


def test_a_function_the_file_does_not_have_gets_the_near_names_or_the_file_that_has_it():
    text = HEAD.replace("#  7 @  5: concat:str", "#  7 @  1: concat:str").replace("#  3 @  1: sum:i64",
                                                                                "#  3 @  1: substract")
    [d] = se.validate(text + "Root[c]\n" + "  Project[concat($2)]\n" + READ)
    assert (d.message, d.hint) == ("no function 'concat' in functions_arithmetic",
                                   "concat is defined in functions_string")
    [d] = se.validate(text + "Root[c]\n" + "  Project[substract($0, $0)]\n" + READ)
    assert (d.message, d.hint) == ("no function 'substract' in functions_arithmetic", "did you mean 'subtract'?")


def test_a_declared_signature_no_overload_has_is_a_warning_naming_the_right_one():
    text = HEAD.replace("add:i64_i64", "add:i32_i32") + "Root[c]\n" + "  Project[add($0, $1):i64]\n" + READ
    [d] = se.validate(text)
    assert (d.severity, d.message, d.hint) == (
        WARNING, "add:i32_i32 names no overload in functions_arithmetic; its arguments (i64, i64) are those of "
                 "add:i64_i64", "declare it as add:i64_i64")


def test_long_type_names_and_optional_enumerations_in_signatures_name_the_overload():
    for name in ("add:i64_i64", "add:opt_i64_i64"):
        text = HEAD.replace("add:i64_i64", name) + "Root[c]\n  Project[add($0, $1):i64]\n" + READ
        assert se.validate(text) == []
    text = HEAD.replace("equal:any_any", "equal:string_string") + ROOT + "  Filter[equal($2, $2):boolean]\n" + READ
    assert se.validate(text) == []  # `any` in the YAML takes any type in the name


def test_a_function_of_a_file_not_known_is_not_checked():
    text = HEAD.replace("extension:io.substrait:functions_string", "extension:example.com:mine")
    assert se.validate(text + "Root[c]\n" + "  Project[concat($0, $0, $0):date]\n" + READ) == []


# ---- types of relations ---------------------------------------------------------------

def test_conditions_are_boolean_and_set_inputs_of_one_type_per_column():
    [d] = se.validate(HEAD + ROOT + "  Filter[add($0, $1):i64]\n" + READ)
    assert (d.severity, d.message, d.path) == (ERROR, "the Filter condition is i64, not boolean", "Root > Filter")
    assert (d.column, d.end_column) == (3, 9)  # the relation's name
    text = HEAD + "Root[a]\n  Join[&Inner, $0 => $0]\n" + READ + READ
    assert [d.message for d in se.validate(text)] == ["the Join expression is i64, not boolean"]
    text = HEAD + "Root[a, b]\n  Set[&UnionAll]\n    Read[t => a:i64, b:string]\n    Read[u => a:i64, b:date]\n"
    assert [d.message for d in se.validate(text)] == ["Set input 1 has date in column $1 where input 0 has string"]
    text = HEAD + "Root[a, b]\n  Set[&UnionAll]\n    Read[t => a:i64, b:string]\n    Read[u => a:i64?, b:string]\n"
    assert se.validate(text) == []  # nullability may differ


def test_types_flow_through_relations_to_the_calls_above():
    text = HEAD + ("Root[a, n]\n  Filter[gt($1, $0):boolean]\n    Aggregate[$0 => $0, count($1)]\n"
                   "      Project[$0, add($0, $1):i64]\n" + READ.replace("    ", "        "))
    assert se.validate(text) == []  # $1 of the Filter is count's i64
    # The column is what the plan declares (string), and so gt's first argument.
    assert [d.message for d in se.validate(text.replace("count($1)", "count($1):string"))] == [
        "gt:any_any: no overload of gt in functions_comparison takes (string, i64)",
        "count:any returns i64 by its YAML (i64); the plan declares string"]


@pytest.mark.parametrize("expression, derived", [
    ("($2)::i64", "i64"), ("($2)::?i64?", "i64?"), ("cast($0, i32, failure_behavior=&ReturnNull)", "i32"),
    ("singular_or_list($0, [1, 2])", "boolean"), ("multi_or_list([$0, $1], [[1, 2]])", "boolean"),
    ("switch_expression($0, [(1, 'one')], else='many')", "string"),
    ("switch_expression($0, [(1, 'one')])", "string?"),  # no else: null when nothing matches
    ("if_then(gt($0, $1) -> $0, _ -> $1)", "i64"), ("if_then(gt($0, $1) -> $0)", "i64?"),
    ("if_then(gt($0, $1) -> $0, _ -> $6)", "i64?"),  # a nullable arm
    ("nested(struct=[$0, 's'])", "struct<i64, string>"), ("nested(nullable=true, list=[$0, 1])", "list?<i64>"),
    ("nested(map=[($2, $0)])", "map<string, i64>"), ("dynamic_parameter(type=i32, parameter_reference=1)", "i32"),
    ("1", "i64"), ("1:i8?", "i8?"), ("'x'", "string"), ("$4", "decimal?<38, 5>"),
    ("multiply($3, $3)", "decimal<21, 4>"),
])
def test_the_type_of_each_kind_of_expression_reaches_the_call_around_it(expression, derived):
    [d] = se.validate(project(f"coalesce({expression}, {expression}):date"))
    assert d.message == f"coalesce:any returns {derived} by its YAML (any1); the plan declares date"


def test_signatures_false_and_json_plans():
    text = project("add($0, $1):string")
    assert se.validate(text, signatures=False) == []
    plan = api.load_plan(text)
    assert [d.message for d in se.validate(plan)] == [d.message for d in se.validate(text)]
    assert [d.message for d in se.validate(api.dump_plan(plan, "json"))] == [d.message for d in se.validate(plan)]


def test_validate_is_a_function_of_the_package():
    assert callable(se.validate) and "validate" in se.__all__ and "Diagnostic" in se.__all__


# ---- extension files of one's own -------------------------------------------------------

MINE = """%YAML 1.2
---
urn: extension:example.com:mine
scalar_functions:
  - name: clamp
    impls:
      - args:
          - {name: x, value: "decimal<P,S>"}
          - {name: mode, options: [LOW, HIGH]}
        options:
          rounding: {values: [UP, DOWN]}
        return: |-
          p = min(P + 1, 38)
          decimal<p, S>
      - args:
          - {name: x, value: i32}
        nullability: DISCRETE
        return: i32?
  - name: pick
    impls:
      - args:
          - {name: x, value: any1}
        variadic: {min: 1, max: 2, parameterConsistency: INCONSISTENT}
        nullability: DECLARED_OUTPUT
        return: string
"""
MINE_HEAD = """=== Extensions
URNs:
  @  1: extension:example.com:mine
Functions:
  #  1 @  1: clamp
  #  2 @  1: pick

=== Plan
Root[x]
  Project[{call}]
    Read[t => a:decimal<10,2>, b:i32, c:i32?, s:string]
"""


@pytest.fixture
def mine(tmp_path):
    (tmp_path / "mine.yaml").write_text(MINE)
    return tmp_path


@pytest.mark.parametrize("call, messages", [
    ("clamp($0, &LOW):decimal<11,2>", []),
    ("clamp($0, &LOW, options=[('rounding', ['UP'])]):decimal<11,2>", []),
    ("clamp($0, &LOW):decimal<10,2>", ["clamp:dec_req returns decimal<11, 2> by its YAML (decimal<p, S>); the plan "
                                       "declares decimal<10, 2>"]),
    ("clamp($0, &MIDDLE):decimal<11,2>", ["argument mode of clamp:dec_req has no value 'MIDDLE' (it takes LOW, HIGH)"]),
    ("clamp($1):i32?", []),  # DISCRETE: the declared nullability, an argument of the declared one
    # DISCRETE: i32? is not i32
    ("clamp($2):i32?", ["no overload of clamp in extension:example.com:mine takes (i32?)"]),
    ("pick($1, $3):string", []),  # INCONSISTENT: each repeat its own type
    ("pick($2):string", []),  # DECLARED_OUTPUT: a nullable argument, a required result
    ("pick($1, $1, $1):string", ["pick takes 1 to 2 arguments in extension:example.com:mine; the call gives 3"]),
])
def test_a_yaml_of_one_s_own(mine, call, messages):
    text = MINE_HEAD.format(call=call)
    assert [d.message for d in se.validate(text, extensions=[mine])] == messages
    assert se.validate(text) == []  # without it, the URN is not known: nothing is said


@pytest.mark.parametrize("content, says", [
    (None, "no such file or folder"),
    ("urn: [", "cannot read it as YAML"),
    ("scalar_functions: []", "an extension file needs a `urn:`"),
    ("urn: x:y:z\nscalar_functions: [{impls: []}]", "a function with no name in scalar_functions"),
    ("urn: x:y:z\nscalar_functions: [{name: f, impls: [{args: 3, return: i64}]}]",
     "function f: an implementation that is not one"),
    ("urn: x:y:z\nscalar_functions: [{name: f, impls: [{args: [{value: 'list<'}], return: i64}]}]",
     "function f: argument arg0:"),
    ("urn: x:y:z\nscalar_functions: 7", "scalar_functions is not a list: 7"),
    ("urn: x:y:z\naggregate_functions: [{name: f, impls: 5}]", "function f: impls is not a list: 5"),
])
def test_an_extension_file_that_cannot_be_read_is_one_error(tmp_path, content, says):
    path = tmp_path / "mine.yaml"
    if content is not None:
        path.write_text(content)
    [d] = se.validate(project("$0"), extensions=[path])
    assert d.severity == ERROR and says in d.message and str(path) in d.message


def test_the_command_checks_signatures_unless_told_not_to(tmp_path, mine, capsys):
    plan = tmp_path / "plan.txt"
    plan.write_text(project("add($0, $1):string"))
    assert cli.main(["validate", str(plan)]) == 1
    assert "add:i64_i64 returns i64 by its YAML" in capsys.readouterr().err
    assert cli.main(["validate", "--no-signatures", str(plan)]) == 0
    capsys.readouterr()
    plan.write_text(MINE_HEAD.format(call="clamp($0, &LOW):decimal<10,2>"))
    assert cli.main(["validate", str(plan)]) == 0
    assert cli.main(["validate", "--extensions", str(mine), str(plan)]) == 0  # a warning
    assert "clamp:dec_req returns decimal<11, 2>" in capsys.readouterr().err
    assert cli.main(["validate", "--extensions", str(tmp_path / "none"), str(plan)]) == 2
    assert "--extensions" in capsys.readouterr().err


# ---- real plans --------------------------------------------------------------------------

_OTHER_KIND = {"string": Type(i64=Type.I64()), "i64": Type(string=Type.String()), "bool": Type(date=Type.Date())}


@needs_corpus
def test_another_kind_of_declared_output_type_in_a_real_plan_is_reported():
    """For every call of every corpus plan whose type the YAML derives, its
    declared output type changed to another kind is an error naming it."""
    tried = 0
    for path in corpus_files():
        plan = api.load_plan(path.read_bytes())
        calls = [c for c in call_checks(plan)
                 if c.urn is not None and c.resolution.result is not None and c.msg.HasField("output_type")]
        for check in calls[:3]:
            saved = type(check.msg.output_type)()
            saved.CopyFrom(check.msg.output_type)
            kind = check.resolution.result.kind
            check.msg.output_type.CopyFrom(_OTHER_KIND.get(kind, Type(string=Type.String())))
            errors = [d.message for d in se.validate(plan) if d.severity == ERROR]
            check.msg.output_type.CopyFrom(saved)
            name = check.declared.partition(":")[0]
            assert any(m.startswith(name + ":") and "the plan declares" in m for m in errors), \
                (path.name, check.declared, errors)
            tried += 1
    assert tried > 500


@needs_corpus
def test_what_the_corpus_gets_wrong_by_its_yamls():
    """The plans of the corpus with an error once calls are checked (the table
    of docs/VALIDATE.md, by producer, comes from benchmarks/validate_corpus.py)."""
    with_errors: dict[str, int] = {}
    for path in corpus_files():
        if any(d.severity == ERROR for d in se.validate(path.read_bytes())):
            top = path.relative_to(CORPUS).parts[0]
            with_errors[top] = with_errors.get(top, 0) + 1
    assert with_errors == {"consumer-testing": 11, "ibis-substrait": 18, "ibm-substrait-compliance": 12,
                           "substrait-cpp-textplan": 2, "substrait-go": 1}


def test_every_mistake_of_a_text_in_one_run_each_at_its_token():
    """Build errors of several lines, one hidden behind another on its line
    (an enumeration typo after an undeclared function), and the YAML checks of
    the lines that were built, in the text's order."""
    text = HEAD + ROOT + """  Fetch[limit=10]
    Filter[gt($0, 1):i64]
      Project[$0, addd($0, $1):i64, extract(&YEER, $5):i64, add($0, $1, options=[('overflow', ['ERORR'])]):i64]
        Sort[($0, &AscNullsFrist)]
          Read[t => a:i46, b:i64, s:string, d:decimal<10,2>, e:decimal?<38,5>, day:date, n:i64?]
"""
    project_line = text.splitlines()[23]
    assert [(line, column, message) for _, message, line, column in found(text)] == [
        (23, 22, "gt:any_any returns boolean by its YAML (boolean); the plan declares i64"),
        (24, project_line.index("addd") + 1, "function 'addd' is not declared"),
        (24, project_line.index("&YEER") + 1,
         "argument component of extract:req_date has no value 'YEER' (it takes YEAR, ISO_YEAR, US_YEAR, UNIX_TIME)"),
        (24, project_line.index("('overflow'") + 1,  # the option
         "option overflow of add:i64_i64 has no value 'ERORR' (it takes SILENT, SATURATE, ERROR)"),
        (25, 19, "unknown SortDirection value &AscNullsFrist"),
        (26, 23, "unknown type 'i46'"),
    ]


# ---- window functions, files not named, nullability not told ------------------------------

WINDOW = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: {first}
  #  2 @  1: {second}

=== Plan
Root[a, b, w]
  Project[$0, $1, {call}]
    Read[t => a:string, b:i64]
"""


@pytest.mark.parametrize("first, second, call, messages", [
    ("sum:i64", "row_number", "sum($1):i64? over (partitions=[$0])", []),  # an aggregate function over a window
    ("sum:i64", "row_number", "row_number():i64? over ()", []),
    ("sum:i64", "row_number", "sum($0):i64? over ()",
     [(ERROR, "sum:i64: no overload of sum in functions_arithmetic takes (string)")]),
    ("sum:i64", "row_number", "sum($1):string over ()",
     [(ERROR, "sum:i64 returns i64? by its YAML (i64?); the plan declares string")]),
    ("sum:i64", "row_number", "row_number($1):i64? over ()",
     [(ERROR, "row_number takes 0 arguments in functions_arithmetic; the call gives 1")]),
    ("add", "row_number", "add($1, $1):i64 over ()",
     [(ERROR, "add is a scalar function in functions_arithmetic; the plan calls it as a window function")]),
    ("sum:i64", "lead", "lead($1, 1:i32, $0):i64? over ()",
     [(ERROR, "no overload of lead in functions_arithmetic takes (i64, i32, string)")]),
])
def test_window_functions(first, second, call, messages):
    text = WINDOW.format(first=first, second=second, call=call)
    assert [(d.severity, d.message) for d in se.validate(text)] == messages


def test_the_functions_of_a_window_relation():
    text = WINDOW.format(first="sum:i64", second="row_number", call="$2").replace(
        "  Project[$0, $1, $2]", "  Window[window_functions=[sum($0):i64? over ()], partition_by=[$1]]")
    [d] = se.validate(text)
    assert d.message == "sum:i64: no overload of sum in functions_arithmetic takes (string)"
    assert (d.line, d.column) == (10, 32)  # the argument: `$0`


def test_a_plan_that_names_no_file_is_looked_up_by_name_in_every_file_with_warnings():
    plan = api.load_plan(project("add($0, $2):i64", "add($0, $1):string", "add($0, $1):i64"))
    for decl in plan.extensions:
        decl.extension_function.extension_urn_reference = 4294967295  # DataFusion's dangling anchor
    del plan.extension_urns[:]
    found = [(d.severity, d.message) for d in se.validate(plan)]
    assert found[1:] == [
        (WARNING, "add:i64_i64: no overload of add in any extension file takes (i64, string)"),
        (WARNING, "add:i64_i64 returns i64 by its YAML (i64); the plan declares string")]
    # A Substrait URN of no file of the release: the same
    text = project("add($0, $1):string").replace("io.substrait:functions_arithmetic\n", "io.substrait:functions_new\n")
    assert [(d.severity, d.message) for d in se.validate(text)] == [
        (WARNING, "add:i64_i64 returns i64 by its YAML (i64); the plan declares string")]
    # DuckDB's location of the folder, not of a file: the same
    plan = api.load_plan(project("add($0, $1):string"))
    plan.extension_urns[0].urn = "https://github.com/substrait-io/substrait/blob/main/extensions/"
    assert [(d.severity, d.message) for d in se.validate(plan) if "add" in d.message] == [
        (WARNING, "add:i64_i64 returns i64 by its YAML (i64); the plan declares string")]


def test_an_output_type_of_unspecified_nullability_is_not_compared_for_nullability():
    plan = api.load_plan(project("add($0, $6):i64"))
    [d] = se.validate(plan)
    assert d.message == "add:i64_i64 returns i64? by its YAML (i64); the plan declares i64"
    call = plan.relations[0].root.input.project.expressions[0].scalar_function
    call.output_type.i64.nullability = Type.NULLABILITY_UNSPECIFIED
    assert se.validate(plan) == []


@pytest.mark.parametrize("call, message", [
    ("coalesce(nested(list=[$0]), nested(list=[$0])):list<i64>", None),
    ("coalesce(nested(list=[$0]), nested(list=[$0])):list<i64?>",
     "coalesce:any returns list<i64> by its YAML (any1); the plan declares list<i64?>"),  # nested nullability
    ("concat($2, $2):string", None),
])
def test_nested_nullability_is_compared(call, message):
    assert [d.message for d in se.validate(project(call))] == ([message] if message else [])


def test_a_signature_may_list_a_variadic_argument_as_often_as_it_is_given():
    for name in ("concat:str", "concat:str_str", "concat:str_str_str"):
        text = HEAD.replace("concat:str", name) + "Root[c0]\n  Project[concat($2, $2, $2):string]\n" + READ
        assert se.validate(text) == [], name
    text = HEAD.replace("concat:str", "concat:i64_i64") + "Root[c0]\n  Project[concat($2, $2):string]\n" + READ
    assert [d.message for d in se.validate(text)] == [
        "concat:i64_i64 names no overload in functions_string; its arguments (string, string) are those of "
        "concat:str"]


TYPES = """%YAML 1.2
---
urn: extension:example.com:types
scalar_functions:
  - name: first
    impls: [{args: [{name: l, value: "list<any1>"}], return: "any1?"}]
  - name: padded
    impls: [{args: [{name: n, value: i32}], return: "varchar<integer_parameter(n)>"}]
  - name: pair
    impls: [{args: [{value: any1}, {value: any2}], return: "struct<any1, any2>"}]
  - name: at_zone
    impls: [{args: [{value: "precision_timestamp<P>"}], return: "precision_timestamp_tz<P>"}]
"""
TYPES_HEAD = """=== Extensions
URNs:
  @  1: extension:example.com:types
Functions:
  #  1 @  1: {name}

=== Plan
Root[x]
  Project[{call}]
    Read[t => a:list<i64>, b:i32, c:i64?, d:precision_timestamp<3>]
"""


@pytest.mark.parametrize("name, call, message", [
    ("first", "first($0):i64?", None),
    ("first", "first($0):string?", "first:list returns i64? by its YAML (any1?); the plan declares string?"),
    ("first", "first($1):i64?", "no overload of first in extension:example.com:types takes (i32)"),
    ("padded", "padded(5:i32):varchar<5>", None),
    ("padded", "padded(5:i32):varchar<6>",
     "padded:i32 returns varchar<5> by its YAML (varchar<integer_parameter(n)>); the plan declares varchar<6>"),
    ("padded", "padded($1):varchar<6>", None),  # not a constant: the length is not known
    ("pair", "pair($1, $2):struct?<i32, i64>", None),
    ("pair", "pair($1, $2):struct?<i64, i32>",
     "pair:any_any returns struct?<i32, i64> by its YAML (struct<any1, any2>); the plan declares struct?<i64, i32>"),
    ("at_zone", "at_zone($3):precision_timestamp_tz<3>", None),
    ("at_zone", "at_zone($3):precision_timestamp<3>", "at_zone:pts returns precision_timestamp_tz<3> by its YAML "
                                                      "(precision_timestamp_tz<P>); the plan declares "
                                                      "precision_timestamp<3>"),
])
def test_type_parameters_of_a_yaml_of_one_s_own(tmp_path, name, call, message):
    (tmp_path / "types.yaml").write_text(TYPES)
    text = TYPES_HEAD.format(name=name, call=call)
    if name == "pair":
        text = text.replace("Root[x]", "Root[x, i, j]")  # a struct's fields are named too
    found = se.validate(text, extensions=[tmp_path / "types.yaml"])
    assert [d.message for d in found] == ([message] if message else [])


@pytest.mark.parametrize("relation, condition", [
    ("Join[&Inner, equal($0, $7), post_join_filter=$1]", "Join post join filter"),
    ("NestedLoopJoin[&Inner, $1]", "NestedLoopJoin expression"),
    ("HashJoin[&Inner, keys=[($0, $0, (simple=&Eq))], residual_expression=$1]", "HashJoin residual expression"),
    ("HashJoin[&Inner, keys=[($0, $0, (simple=&Eq))], post_join_filter=$1]", "HashJoin post join filter"),
    ("MergeJoin[&Inner, keys=[($0, $0, (simple=&Eq))], residual_expression=$1]", "MergeJoin residual expression"),
    ("MergeJoin[&Inner, keys=[($0, $0, (simple=&Eq))], post_join_filter=$1]", "MergeJoin post join filter"),
])
def test_conditions_of_joins_are_boolean(relation, condition):
    text = HEAD + "Root[a]\n  " + relation + "\n" + READ + READ
    def conditions(text: str) -> list[str]:
        return [d.message for d in se.validate(text) if "boolean" in d.message]

    assert conditions(text) == [f"the {condition} is i64, not boolean"]
    assert conditions(text.replace("=$1]", "=equal($0, $1)]").replace(", $1]", ", equal($0, $1)]")) == []


def test_a_measure_s_filter_is_boolean():
    text = HEAD + "Root[a, b]\n  Aggregate[_ => count($0), sum($0, filter={filter})]\n" + READ
    assert [d.message for d in se.validate(text.format(filter="$1"))] == ["the filter of measure 1 is i64, not boolean"]
    assert se.validate(text.format(filter="gt($0, $1):boolean")) == []


def test_the_hint_lists_the_yaml_s_overloads_as_it_writes_them():
    [d] = se.validate(project("coalesce($0):i64"))
    assert d.hint == "the YAML has coalesce(any1...) -> any1"  # a variadic argument
    [d] = se.validate(project("add($0, $2):i64"))
    assert d.hint == "the YAML has add(i64, i64) -> i64"  # the overload the signature names
    text = HEAD.replace("multiply:dec_dec", "multiply") + "Root[c0]\n  Project[multiply($3, $2)]\n" + READ
    [d] = se.validate(text)
    assert d.hint == ("the YAML has multiply(decimal<P1,S1>, decimal<P2,S2>) -> DECIMAL<prec, scale>")
    text = HEAD.replace("add:i64_i64", "add") + "Root[c0]\n  Project[add($0, $2)]\n" + READ
    [d] = se.validate(text)
    assert d.hint.startswith("the YAML has add(i8, i8) -> i8; add(i16, i16) -> i16; ") and \
        d.hint.endswith("; and 2 more")


def test_a_file_of_a_standard_urn_takes_its_place(tmp_path):
    (tmp_path / "arithmetic.yaml").write_text(
        "urn: extension:io.substrait:functions_arithmetic\n"
        "scalar_functions: [{name: add, impls: [{args: [{value: string}, {value: string}], return: string}]}]\n")
    text = HEAD.replace("add:i64_i64", "add") + "Root[c0, c1]\n  Project[add($0, $1):i64, add($2, $2):string]\n" + READ
    assert [d.message for d in se.validate(text)] == [
        "no overload of add in functions_arithmetic takes (string, string)"]
    assert [d.message for d in se.validate(text, extensions=[tmp_path])] == [
        "no overload of add in functions_arithmetic takes (i64, i64)"]
    text = HEAD + "Root[a]\n  Aggregate[_ => sum($0)]\n" + READ  # the file's other functions are gone
    assert [d.message for d in se.validate(text, extensions=[tmp_path])] == [
        "no function 'sum' in functions_arithmetic"]


def test_an_option_of_an_overload_with_none():
    text = HEAD + "Root[c0]\n  Project[gt($0, $1, options=[('overflow', ['ERROR'])]):boolean]\n" + READ
    [d] = se.validate(text)
    assert d.message == "gt:any_any has no option 'overflow' (its options: none)"


def test_arguments_that_fit_an_overload_of_another_file_get_that_file_in_the_hint():
    text = HEAD.replace("add:i64_i64", "add") + "Root[c0, c1]\n  Project[add($3, $3), add($0, $2)]\n" + READ
    first, second = se.validate(text)
    assert first.message == "no overload of add in functions_arithmetic takes (decimal<10, 2>, decimal<10, 2>)"
    assert first.hint == ("add(decimal<P1,S1>, decimal<P2,S2>) -> DECIMAL<prec, scale> is in "
                          "functions_arithmetic_decimal; declare add with that URN")
    assert second.hint.startswith("the YAML has add(i8, i8) -> i8")  # no file has (i64, string)


def test_a_call_without_an_output_type_gives_its_derived_type_to_the_relations_above():
    text = HEAD + ("Root[a]\n  Filter[gt($0, 's')]\n    Aggregate[_ => count($0)]\n" + READ.replace("    ", "      "))
    assert [d.message for d in se.validate(text)] == [
        "gt:any_any: no overload of gt in functions_comparison takes (i64, string)"]  # count's column: i64
    text = HEAD + "Root[a]\n  Filter[$0]\n    Project[add($0, $1)]\n" + READ.replace("    ", "      ")
    assert [d.message for d in se.validate(text)] == ["the Filter condition is i64, not boolean"]
    # The inner product is decimal<21,4>; the outer one decimal<38,6> (43 digits, capped at 38)
    text = HEAD + ("Root[a, b]\n  Project[$0, multiply($0, $0):decimal<38,6>]\n    Project[multiply($3, $3)]\n"
                   + READ.replace("    ", "      "))
    assert se.validate(text) == []
    assert [d.message for d in se.validate(text.replace("decimal<38,6>", "decimal<21,4>"))] == [
        "multiply:dec_dec returns decimal<38, 6> by its YAML (DECIMAL<prec, scale>); the plan declares "
        "decimal<21, 4>"]


def test_a_scalar_subquery_has_the_type_of_its_column_nullable():
    text = HEAD + ("Root[a, b]\n  Project[$0, coalesce(%0, $0):{type}]\n" + READ
                   + "    %0: Aggregate[_ => count($0):i64]\n" + READ.replace("    ", "      "))
    assert se.validate(text.format(type="i64?")) == []
    assert [d.message for d in se.validate(text.format(type="i64"))] == [
        "coalesce:any returns i64? by its YAML (any1); the plan declares i64"]


@pytest.mark.parametrize("t", [
    "i64", "boolean?", "decimal<10, 2>", "varchar?<5>", "fixedchar<3>", "fixedbinary<4>", "precision_timestamp<6>",
    "interval_day<6>", "list<i64?>", "map<string, list<i32>>", "struct?<i64, string>", "func<(i32, i64) -> boolean>",
])
def test_derived_types_as_type_messages(t):
    from substrait_explain.plan import exprtypes
    parsed = te.evaluate(te.parse(t), {})
    message = exprtypes.to_type(parsed)
    assert message is not None
    assert exprtypes.Typer(api.load_plan(project("$0")), fn.standard()).of_type(message) == parsed


def test_types_without_a_type_message():
    from substrait_explain.plan import exprtypes
    from substrait_explain.plan.typeexpr import T
    assert exprtypes.to_type(T("u!point")) is None  # a user-defined type needs its anchor
    assert exprtypes.to_type(T("varchar")) is None  # a length not known
    assert exprtypes.to_type(T("decimal")) is None
    assert exprtypes.to_type(T("list", (T("u!point"),))) is None


def test_an_option_s_problem_points_at_that_option():
    options = "('overflow', ['ERROR']), ('overflo', ['ERROR']), ('overflow', ['ERORR'])"
    text = project(f"add($0, $1, options=[{options}]):i64")
    line = text.splitlines()[21]
    assert [(d.column, d.end_column) for d in se.validate(text)] == [
        (line.index("('overflo'") + 1, line.index("('overflo'") + 2),
        (line.index("('overflow', ['ERORR'])") + 1, line.index("('overflow', ['ERORR'])") + 2)]


def test_a_call_is_reported_against_the_overload_its_signature_names_unless_another_fits_exactly():
    [d] = se.validate(project("extract(&YEAR, &YEAR, $5):i64"))  # extract:req_date; req_req_date takes no YEAR
    assert d.message == "extract:req_date: no overload of extract in functions_datetime takes (YEAR, YEAR, date)"
    assert d.hint == "the YAML has extract(<YEAR|ISO_YEAR|US_YEAR|UNIX_TIME>, date) -> i64"
    [d] = se.validate(project("extract(&MONTH, &ONE, $5):i64"))  # fits extract:req_req_date exactly
    assert d.severity == WARNING and d.hint == "declare it as extract:req_req_date"


def test_a_window_function_called_as_a_scalar_one():
    text = WINDOW.format(first="sum:i64", second="row_number", call="row_number():i64?")
    [d] = se.validate(text)
    assert d.message == ("row_number is a window function in functions_arithmetic; the plan calls it as a scalar "
                         "function")


def test_nullability_is_not_compared_when_an_argument_s_type_is_not_known():
    assert se.validate(project("add($0, ^$0):i64?")) == []  # ^$0: a column of a query around this one
    assert [d.message for d in se.validate(project("add($0, ^$0):string"))] == [
        "add:i64_i64 returns i64 by its YAML (i64); the plan declares string"]


def test_a_signature_listing_more_arguments_than_a_function_without_variadics_takes():
    text = HEAD.replace("add:i64_i64", "add:i64_i64_i64") + "Root[c]\n  Project[add($0, $1):i64]\n" + READ
    [d] = se.validate(text)
    assert (d.severity, d.hint) == (WARNING, "declare it as add:i64_i64")
