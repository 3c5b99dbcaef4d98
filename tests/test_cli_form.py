"""Every command speaks in one form (tools/messages.py), and says what it did not do:
errors with `error:`, their caret and hint; usage errors naming the subcommand; a
warning many files share said once with a count; --quiet; compact JSON for deep plans;
nothing created when nothing matches; truncated binary plans that say where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import substrait_explain as se
from substrait_explain.api import dump_plan
from substrait_explain.tools.cli import DEEP_JSON, main

TEXT = "=== Plan\nRoot[a]\n  Filter[$0]\n    Read[t => a:boolean]\n"
BAD = "=== Plan\nRoot[a]\n  Fetsh[$0]\n    Read[t => a:boolean]\n"
BAD_LINES = ["3:3: error: unknown relation 'Fetsh'", "    Fetsh[$0]", "    ^", "  hint: did you mean 'Fetch'?"]
# A plan of an older Substrait naming its functions' file by a URI no standard URN has: a warning.
NONSTANDARD = json.dumps({
    "extensionUris": [{"extensionUriAnchor": 1, "uri": "https://example.com/my_functions.yaml"}],
    "extensions": [{"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 1, "name": "f"}}],
    "relations": [{"root": {"names": ["a"], "input": {"read": {
        "namedTable": {"names": ["t"]},
        "baseSchema": {"names": ["a"], "struct": {"types": [{"bool": {"nullability": "NULLABILITY_REQUIRED"}}],
                                                 "nullability": "NULLABILITY_REQUIRED"}}}}}}]})


@pytest.fixture
def bad(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(BAD)
    return path


@pytest.mark.parametrize("command, code", [(["convert"], 1), (["validate"], 1), (["view"], 1),
                                           (["diff", "{good}"], 2)])
def test_every_command_says_a_text_error_alike(tmp_path, bad, capsys, command, code):
    good = tmp_path / "good.txt"
    good.write_text(TEXT)
    args = [a.format(good=good) for a in command] + [str(bad)]
    assert main(args) == code
    assert capsys.readouterr().err.splitlines() == [f"{bad}:{BAD_LINES[0]}", *BAD_LINES[1:]]


@pytest.mark.parametrize("command", [["convert"], ["validate"], ["view"], ["diff", "{missing}"]])
def test_every_command_says_a_missing_file_alike(tmp_path, capsys, command):
    missing = tmp_path / "missing.txt"
    good = tmp_path / "good.txt"
    good.write_text(TEXT)
    args = [a.format(missing=missing) for a in command] + ([str(good)] if command[0] == "diff" else [str(missing)])
    assert main(args) in (1, 2)
    assert capsys.readouterr().err == f"{missing}: error: cannot read: No such file or directory\n"


@pytest.mark.parametrize("args, said", [
    (["convert", "-t", "json", "--names", "{good}"], "--names annotates text"),
    (["convert", "--compact", "{good}"], "--compact writes JSON on one line"),
    (["convert", "{good}", "{good}"], "several inputs"),
    (["validate", "-", "-"], "standard input (-) can be read only once"),
    (["diff", "-", "-"], "standard input (-) can be read only once"),
    (["diff", "-U", "-1", "{good}", "{good}"], "-U takes a number of lines"),
])
def test_usage_errors_name_their_command(tmp_path, capsys, args, said):
    good = tmp_path / "good.txt"
    good.write_text(TEXT)
    assert main([a.format(good=good) for a in args]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"substrait-explain {args[0]}: error: ") and said in err


@pytest.mark.parametrize("command", ["convert", "validate", "diff", "view", "spark", "example"])
def test_an_unknown_argument_is_a_usage_error_of_the_subcommand(capsys, command):
    with pytest.raises(SystemExit) as done:
        main([command, "--bogus"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: substrait-explain {command} ")
    assert err.splitlines()[-1] in (f"substrait-explain {command}: error: unrecognized arguments: --bogus",
                                    f"substrait-explain {command}: error: the following arguments are required: "
                                    + err.splitlines()[-1].rpartition("required: ")[2])


# ---- warnings ---------------------------------------------------------------------

def test_a_warning_many_files_share_is_one_line_with_a_count(tmp_path, capsys):
    plans = tmp_path / "plans"
    plans.mkdir()
    for i in range(5):
        (plans / f"p{i}.json").write_text(NONSTANDARD)
    assert main(["convert", str(plans), "-o", str(tmp_path / "out")]) == 0
    err = capsys.readouterr().err.splitlines()
    warnings = [line for line in err if ": warning: " in line]
    assert len(warnings) == 1, err
    assert warnings[0].startswith(f"{plans / 'p0.json'}: warning: ")
    assert "https://example.com/my_functions.yaml" in warnings[0]
    assert warnings[0].endswith(" (and 4 more inputs with the same warning)")
    assert err[-1] == "5 converted, 0 failed"


def test_quiet_says_only_what_failed(tmp_path, capsys):
    plans = tmp_path / "plans"
    plans.mkdir()
    for i in range(3):
        (plans / f"p{i}.json").write_text(NONSTANDARD)
    (plans / "notes.md").write_text("# not a plan\n")
    assert main(["convert", "-q", str(plans), "-o", str(tmp_path / "out")]) == 0
    assert capsys.readouterr().err == ""
    assert main(["convert", "--quiet", str(plans / "p0.json")]) == 0
    assert capsys.readouterr().err == ""
    (plans / "p1.json").write_text("{")
    assert main(["convert", "-q", str(plans), "-o", str(tmp_path / "out2")]) == 1
    assert capsys.readouterr().err.startswith(f"{plans / 'p1.json'}: error: not valid JSON")


def test_one_input_still_warns_at_once(tmp_path, capsys):
    path = tmp_path / "p.json"
    path.write_text(NONSTANDARD)
    assert main(["convert", str(path)]) == 0
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: warning: ") and "more inputs" not in err


# ---- what a directory gives -----------------------------------------------------

def test_convert_says_what_it_skipped(tmp_path, capsys):
    plans = tmp_path / "plans"
    (plans / ".hidden").mkdir(parents=True)
    (plans / "q1.txt").write_text(TEXT)
    (plans / "SOURCES.md").write_text("# where these come from\n")
    (plans / "q2.splan").write_text(TEXT)
    (plans / "_SUCCESS").write_text("")
    (plans / ".hidden" / "q3.txt").write_text(TEXT)  # inside a hidden directory: not even counted
    out = tmp_path / "out"
    assert main(["convert", str(plans), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.rglob("*")) == ["q1.txt"]
    assert capsys.readouterr().err.splitlines() == [
        "substrait-explain convert: note: skipped 3 files not named as plans (.md 1, .splan 1, hidden 1; "
        "first SOURCES.md): directories give their .json, .bin, .pb, .txt, .yaml and .yml files; "
        "name others to read them"]
    # Named, a file is read whatever its name.
    assert main(["convert", str(plans / "q2.splan")]) == 0
    assert capsys.readouterr().out.startswith("=== Plan")


def test_nothing_matched_creates_no_output_directory(tmp_path, capsys):
    out = tmp_path / "newdir"
    assert main(["convert", str(tmp_path / "*.zzz"), "-o", str(out)]) == 1
    assert capsys.readouterr().err == f"{tmp_path / '*.zzz'}: error: no files match\n"
    assert not out.exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["convert", str(empty), "-o", str(out)]) == 1
    assert "no plan files" in capsys.readouterr().err
    assert not out.exists()


# ---- JSON of deep plans -------------------------------------------------------------

def deep_plan(depth: int):
    text = "=== Plan\nRoot[a]\n" + "".join("  " * (i + 1) + "Filter[$0]\n" for i in range(depth))
    return se.parse(text + "  " * (depth + 1) + "Read[t => a:boolean]\n")


def test_compact_json_is_one_line_and_grows_with_the_depth(tmp_path, capsysbinary):
    sizes = {}
    for depth in (50, 100):
        path = tmp_path / f"deep{depth}.txt"
        path.write_bytes(dump_plan(deep_plan(depth), "text"))
        assert main(["convert", str(path), "-t", "json", "--compact"]) == 0
        out = capsysbinary.readouterr().out
        assert out.count(b"\n") == 1 and b"  " not in out
        assert se.load_plan(out) == deep_plan(depth)
        sizes[depth] = len(out)
    assert sizes[100] < 2.2 * sizes[50]  # linear, not quadratic


def test_indented_json_of_a_deep_plan_says_compact_exists(tmp_path, capsysbinary):
    path = tmp_path / "deep.txt"
    path.write_bytes(dump_plan(deep_plan(DEEP_JSON), "text"))
    assert main(["convert", str(path), "-t", "json"]) == 0
    err = capsysbinary.readouterr().err.decode()
    assert err.startswith(f"{path}: warning: the plan nests ") and "--compact writes it on one line" in err
    shallow = tmp_path / "shallow.txt"
    shallow.write_text(TEXT)
    assert main(["convert", str(shallow), "-t", "json"]) == 0
    assert capsysbinary.readouterr().err == b""


# ---- binary input -----------------------------------------------------------------------

def test_a_truncated_binary_plan_says_where(tmp_path, capsys):
    data = dump_plan(se.parse(TEXT), "binary")
    path = tmp_path / "cut.bin"
    path.write_bytes(data[:-5])
    assert main(["convert", "-f", "binary", str(path)]) == 1
    assert capsys.readouterr().err == (
        f"{path}: error: not a binary Substrait plan: field 3 (relations) at byte 0 runs past the end of its "
        f"message by 5 bytes (the data may be cut short)\n")


def test_a_binary_plan_broken_inside_names_the_path(tmp_path, capsys):
    plan = se.parse(TEXT)
    data = bytearray(dump_plan(plan, "binary"))
    # The Read's NamedTable says its names take one byte more than they do: still within the plan.
    names = data.index(b"\n\x01t")
    data[names + 1] = 2
    path = tmp_path / "broken.bin"
    path.write_bytes(bytes(data))
    assert main(["convert", "-f", "binary", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: error: not a binary Substrait plan: ")
    assert err.endswith(": field 1 (names) at byte 37 runs past the end of its message by 1 byte in "
                        "relations[].root.input.filter.input.read.named_table\n"), err


def test_an_empty_binary_input_is_no_plan(tmp_path, capsys):
    path = tmp_path / "empty.bin"
    path.write_bytes(b"")
    for command in (["convert", "-f", "binary"], ["validate", "-f", "binary"]):
        assert main([*command, str(path)]) == 1
        assert capsys.readouterr().err == f"{path}: error: no plan: the input is empty\n"


def test_width_zero_is_one_line_per_relation():
    plan = deep_plan(1)
    long = se.parse("=== Plan\nRoot[" + ", ".join(f"column_{i}" for i in range(30)) + "]\n  Read[t => "
                    + ", ".join(f"column_{i}:i64" for i in range(30)) + "]\n")
    assert se.format(long, width=0) == se.format(long, width=None)
    # A line each: the table declared once, the blank line and header between, Root, the Read.
    assert se.format(long, width=0).splitlines()[1:] == [se.format(long, width=0).splitlines()[1], "", "=== Plan",
                                                           "Root[" + ", ".join(f"column_{i}" for i in range(30)) + "]",
                                                           "  Read[t]"]
    assert se.format(plan, width=0) == se.format(plan)
    with pytest.raises(se.Error, match="not a number of columns"):
        se.format(plan, width=-1)


def test_the_message_module_is_how_new_commands_read_plans(tmp_path):
    from substrait_explain.tools import messages

    path = tmp_path / "bad.txt"
    path.write_text(BAD)
    with pytest.raises(messages.Failed) as failed:
        messages.read_plan(str(path))
    assert str(failed.value).splitlines() == [f"{path}:{BAD_LINES[0]}", *BAD_LINES[1:]]
    assert Path(path).exists()
