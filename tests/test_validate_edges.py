"""`validate` on the plans that said `ok` though they are not: more Root names than
columns with no struct among them, a plan with no relations; and error echoes of
lines too long to show whole."""

from __future__ import annotations

import pytest

from substrait_explain.base.errors import ParseError
from substrait_explain.tools.cli import main


def validated(tmp_path, capsys, text: str, name: str = "plan.txt") -> tuple[int, list[str]]:
    path = tmp_path / name
    path.write_text(text)
    code = main(["validate", str(path)])
    return code, [line.replace(str(path), name) for line in capsys.readouterr().err.splitlines()]


@pytest.mark.parametrize("read, columns", [
    ("Read[t => a:i64]", "1 column"),
    ("Read[t => a:i64, b:list<i64>]", "2 columns"),
    ("Read:Virtual[(1, 'x') => a:i64, b:string]", "2 columns"),  # its rows are structs, its columns are not
])
def test_more_root_names_than_columns_none_a_struct(tmp_path, capsys, read, columns):
    code, said = validated(tmp_path, capsys, f"=== Plan\nRoot[a, b, c]\n  {read}\n")
    assert code == 0  # a warning
    assert said[0] == f"plan.txt:2:1: warning: Root has 3 names for {columns} [at Root]"


@pytest.mark.parametrize("text", [
    "=== Plan\nRoot[a, x, y]\n  Read[t => a:nstruct<x: i64, y: i64>]\n",  # the struct's fields are named too
    "=== Plan\nRoot[a, b]\n  Read[t => a:i64]\n",  # no: one short of the struct below
])
def test_names_of_struct_fields_are_not_too_many(tmp_path, capsys, text):
    code, said = validated(tmp_path, capsys, text)
    if "struct" in text:
        assert (code, said) == (0, ["plan.txt: ok"])
    else:
        assert said[0] == "plan.txt:2:1: warning: Root has 2 names for 1 column [at Root]"


def test_a_struct_made_by_an_expression_takes_its_fields_names(tmp_path, capsys):
    text = "=== Plan\nRoot[s, x, y]\n  Project[nested(struct=[$0, $0])]\n    Read[t => a:i64]\n"
    code, said = validated(tmp_path, capsys, text)
    assert (code, said) == (0, ["plan.txt: ok"]), said
    code, said = validated(tmp_path, capsys, text.replace("Root[s, x, y]", "Root[s, x, y, z]"))
    assert said[0] == "plan.txt:2:1: warning: Root has 4 names for 1 column (3 with their struct fields) [at Root]"


def test_a_column_of_unknown_type_may_be_a_struct(tmp_path, capsys):
    # An extension's call without its output type: its column may be a struct; more names may be right.
    text = ("=== Extensions\nURNs:\n  @ 1: extension:example:mine\nFunctions:\n  # 1 @ 1: make_pair\n"
            "=== Plan\nRoot[p, x, y]\n  Project[make_pair($0)]\n    Read[t => a:i64]\n")
    code, said = validated(tmp_path, capsys, text)
    assert not any("Root has" in line for line in said), said


@pytest.mark.parametrize("text, name", [("=== Plan\n", "plan.txt"), ("{}", "plan.json")])
def test_a_plan_with_no_relations_is_an_error(tmp_path, capsys, text, name):
    code, said = validated(tmp_path, capsys, text, name)
    assert (code, said) == (1, [f"{name}: error: the plan has no relations"])


def test_the_echo_of_a_deeply_indented_line_shows_its_text(tmp_path, capsys):
    depth = 1500
    text = ("=== Plan\nRoot[a]\n" + "".join("  " * (i + 1) + "Filter[$0]\n" for i in range(depth))
            + "  " * (depth + 1) + "Raed[t => a:boolean]\n")
    code, said = validated(tmp_path, capsys, text)
    assert code == 1
    assert said == [f"plan.txt:{depth + 3}:{2 * depth + 3}: error: unknown relation 'Raed'",
                    "  …Raed[t => a:boolean]", "   ^", "  hint: did you mean 'Read'?"]


def test_a_long_line_is_shown_around_the_caret():
    line = "Project[" + ", ".join(f"add($0, {i})" for i in range(100)) + "]"
    column = line.index("add($0, 50)") + 1
    shown = str(ParseError("here", 7, column, line)).splitlines()
    assert len(shown[1]) < 200 and shown[1].startswith("  …") and shown[1].endswith("…")
    assert shown[1][shown[2].index("^"):].startswith("add($0, 50)")
    short = "Filter[$9]"
    assert str(ParseError("here", 1, 8, short)).splitlines()[1:] == ["  Filter[$9]", "         ^"]
