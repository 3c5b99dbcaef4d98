"""`convert` over many inputs, and `validate`, run in process."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, needs_corpus

from substrait_explain.tools import cli
from substrait_explain.tools.cli import main

TEXT = "=== Plan\nRoot[a]\n  Read[t => a:i64]\n"
BAD = "=== Plan\nRoot[a]\n  Read[t => a:i46]\n"


@pytest.fixture
def plans(tmp_path):
    """plans/one.txt, plans/sub/two.txt, plans/sub/deeper/three.json and a README that is not a plan."""
    root = tmp_path / "plans"
    (root / "sub" / "deeper").mkdir(parents=True)
    (root / "one.txt").write_text(TEXT)
    (root / "sub" / "two.txt").write_text(TEXT.replace("Root[a]", "Root[b]"))
    (root / "sub" / "deeper" / "three.json").write_text(
        json.dumps({"relations": [{"root": {"names": ["c"], "input": {"read": {
            "namedTable": {"names": ["t"]},
            "baseSchema": {"names": ["c"], "struct": {"types": [{"i64": {"nullability": "NULLABILITY_REQUIRED"}}],
                                                     "nullability": "NULLABILITY_REQUIRED"}}}}}}]}))
    (root / "README.md").write_text("# not a plan\n")
    return root


# What convert and validate say of the README of `plans`.
SKIPPED_README = ("note: skipped 1 file not named as plans (.md 1; first README.md): directories give their "
                  ".json, .bin, .pb, .txt, .yaml and .yml files; name others to read them")


def files_under(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


# ---- convert ----------------------------------------------------------------------

def test_one_input_without_output_still_goes_to_stdout(plans, capsysbinary):
    assert main(["convert", str(plans / "one.txt"), "-t", "json"]) == 0
    assert json.loads(capsysbinary.readouterr().out)["relations"][0]["root"]["names"] == ["a"]


def test_one_input_into_an_existing_directory(plans, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    assert main(["convert", str(plans / "one.txt"), "-t", "binary", "-o", str(out)]) == 0
    assert files_under(out) == ["one.bin"]


def test_a_directory_is_mirrored_into_the_output(plans, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["convert", str(plans), "-t", "json", "-o", str(out)]) == 0
    assert files_under(out) == ["one.json", "sub/deeper/three.json", "sub/two.json"]
    assert json.loads((out / "sub" / "two.json").read_text())["relations"][0]["root"]["names"] == ["b"]
    assert capsys.readouterr().err == f"substrait-explain convert: {SKIPPED_README}\n3 converted, 0 failed\n"


def test_files_and_globs_are_mirrored_below_the_directory_they_share(plans, tmp_path, capsys):
    out = tmp_path / "out"
    glob = str(plans / "**" / "*.json")  # quoted: expanded by convert, not the shell
    assert main(["convert", str(plans / "one.txt"), glob, "-o", str(out)]) == 0
    assert files_under(out) == ["one.txt", "sub/deeper/three.txt"]
    assert (out / "sub" / "deeper" / "three.txt").read_text().startswith("=== Plan\nRoot[c]")
    again = tmp_path / "again"
    assert main(["convert", glob, "-o", str(again)]) == 0  # one file: its name alone
    assert files_under(again) == ["three.txt"]


def test_directories_with_the_same_file_names_are_mirrored_side_by_side(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    for name in ("ca", "cb"):
        Path(name).mkdir()
        Path(name, "p.txt").write_text(TEXT.replace("Root[a]", f"Root[{name}]"))
    assert main(["convert", "ca", "cb", "-o", "out"]) == 0
    assert files_under(Path("out")) == ["ca/p.txt", "cb/p.txt"]
    assert "Root[cb]" in Path("out", "cb", "p.txt").read_text()
    assert main(["convert", "ca", "-o", "alone"]) == 0  # one directory: the paths inside it
    assert files_under(Path("alone")) == ["p.txt"]
    assert main(["convert", "ca/p.txt", "cb", "-o", "mixed"]) == 0
    assert files_under(Path("mixed")) == ["ca/p.txt", "cb/p.txt"]
    Path("empty").mkdir()
    monkeypatch.chdir("empty")
    capsys.readouterr()
    assert main(["convert", ".", "-o", "../none"]) == 1  # no plan files: said, not a crash
    assert capsys.readouterr().err == (".: error: no plan files (.json, .bin, .pb, .txt, .yaml, .yml) "
                                       "in this directory\n")


def test_the_output_directory_as_an_input_is_said_so(plans, capsys):
    """Its files are left out as a run's own output: converting a directory into itself (or a
    directory inside the output) says why nothing is read, not that it holds no plans."""
    said = ("error: this directory is the output directory (-o) or inside it, whose files are left out as a "
            "run's own output: write into another directory\n")
    for given, output in ((plans, plans), (plans / "sub", plans)):
        assert main(["convert", str(given), "-o", str(output)]) == 1
        assert capsys.readouterr().err.endswith(f"{given}: {said}")
    assert files_under(plans) == ["README.md", "one.txt", "sub/deeper/three.json", "sub/two.txt"]
    assert main(["convert", str(plans), "-o", str(plans / "out"), "-t", "json"]) == 0  # beneath the input: fine
    assert files_under(plans / "out") == ["one.json", "sub/deeper/three.json", "sub/two.json"]


def test_several_inputs_need_an_output_directory(plans, capsys):
    assert main(["convert", str(plans / "one.txt"), str(plans / "sub" / "two.txt")]) == 2
    assert "-o DIR" in capsys.readouterr().err
    assert main(["convert", str(plans)]) == 2  # a directory is several inputs too
    assert main(["convert", "-", str(plans), "-o", str(plans.parent / "out")]) == 2


def test_failures_are_reported_per_file_and_the_rest_converted(plans, tmp_path, capsys):
    (plans / "sub" / "bad.txt").write_text(BAD)
    out = tmp_path / "out"
    missing = str(tmp_path / "missing.json")
    nothing = str(tmp_path / "nothing" / "*.bin")
    assert main(["convert", str(plans), missing, nothing, "-t", "json", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{plans / 'sub' / 'bad.txt'}:3:15: error: unknown type 'i46'" in err
    assert f"{missing}: error: cannot read" in err
    assert f"{nothing}: error: no files match" in err
    assert err.endswith("3 converted, 3 failed\n")
    assert "Traceback" not in err
    # missing.json counts as an input: the outputs mirror the directory it shares with plans/.
    assert files_under(out) == ["plans/one.json", "plans/sub/deeper/three.json", "plans/sub/two.json"]


def test_inputs_sharing_a_stem_keep_their_whole_names(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    (source / "q1.txt").write_text(TEXT)
    (source / "q1.json").write_bytes(cli.dump_plan(cli.load_plan(TEXT), "json"))
    (source / "q2.txt").write_text(TEXT)
    out = tmp_path / "out"
    # q2.txt twice (as a file and in its directory) is converted once.
    assert main(["convert", str(source), str(source / "q2.txt"), "-o", str(out)]) == 0
    assert files_under(out) == ["q1.json.txt", "q1.txt.txt", "q2.txt"]


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal_for_long_runs(tmp_path, monkeypatch):
    source = tmp_path / "in"
    source.mkdir()
    for i in range(cli.PROGRESS_OVER + 1):
        (source / f"p{i:02}.txt").write_text(TEXT)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["convert", str(source), "-o", str(tmp_path / "out")]) == 0
    shown = terminal.getvalue()
    assert f"] {cli.PROGRESS_OVER + 1}/{cli.PROGRESS_OVER + 1} p20.txt" in shown
    assert shown.endswith(f"\r{cli.PROGRESS_OVER + 1} converted, 0 failed\n")

    not_a_terminal = io.StringIO()
    monkeypatch.setattr(sys, "stderr", not_a_terminal)
    assert main(["convert", str(source), "-o", str(tmp_path / "out2")]) == 0
    assert not_a_terminal.getvalue() == f"{cli.PROGRESS_OVER + 1} converted, 0 failed\n"


# ---- validate ---------------------------------------------------------------------

def test_validate_exit_codes(plans, tmp_path, capsys):
    assert main(["validate", str(plans / "one.txt")]) == 0
    assert capsys.readouterr() == ("", f"{plans / 'one.txt'}: ok\n")  # one good file says so
    warned = tmp_path / "warned.txt"
    warned.write_text("=== Plan\nRoot[a]\n  Read[t => a:i64, b:i64]\n")
    assert main(["validate", str(warned)]) == 0
    # On standard error, as every message about an input, pointing at the relation's line.
    assert capsys.readouterr() == (
        "", f"{warned}:2:1: warning: Root has 1 name for 2 columns [at Root]\n  Root[a]\n  ^\n")
    with pytest.raises(SystemExit) as usage:
        main(["validate"])
    assert usage.value.code == 2


def test_validate_reports_every_syntax_error_with_carets(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("=== Plan\nRoot[a]\n  Filter[$0 $1]\n    Project[$0, , $1]\n      Read[t => a:i64, b:i64]\n")
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().err.splitlines()
    assert out[0] == f"{bad}:3:13: error: unexpected '$1'; expected one of '=>', '+>', '|>', ']'"
    assert out[1:3] == ["    Filter[$0 $1]", "              ^"]
    assert out[3].startswith(f"{bad}:4:17: error: unexpected ','")


def test_validate_many_files_and_a_summary(plans, tmp_path, capsys):
    (plans / "bad.txt").write_text("=== Plan\nRoot[a]\n  Filter[$3]\n    Read[t => a:i64]\n")
    assert main(["validate", str(plans), str(tmp_path / "missing.txt")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines() == [
        f"substrait-explain validate: {SKIPPED_README}",
        f"{plans / 'bad.txt'}:3:10: error: $3 in condition is out of range: the input has 1 column "
        f"[at Root > Filter]",
        "    Filter[$3]",
        "           ^",
        f"{tmp_path / 'missing.txt'}: error: cannot read: No such file or directory",
        "5 checked: 2 with errors, 0 with warnings only",
    ]


def test_validate_reads_standard_input():
    done = subprocess.run([sys.executable, "-m", "substrait_explain", "validate", "-"],
                          input=BAD.encode(), capture_output=True)
    assert done.returncode == 1
    assert done.stderr.decode().startswith("<stdin>:3:15: error: unknown type 'i46'")


@needs_corpus
def test_validate_the_corpus_in_one_run(capsys):
    code = main(["validate", "--no-signatures", str(CORPUS)])  # (calls against their YAMLs: test_signatures)
    out = capsys.readouterr().err
    assert "internal error" not in out
    dangling = [line for line in out.splitlines() if "URN anchor 4294967295" in line]
    assert dangling and all(": warning: " in line for line in dangling)
    # Three plans of the corpus are wrong as their producers wrote them, and
    # nothing else is: two DataFusion unions of a 1-column Read and a 2-column
    # Project (a Project without emit adds its expression to its input's columns),
    # and ibis's TPC-H 17, whose subquery reads column 16 of a 16-column input.
    errors = {Path(line.split(": error: ")[0]).relative_to(CORPUS).as_posix()
              for line in out.splitlines() if ": error: " in line}
    assert errors == {"consumer-testing/relation/set/union_all-datafusion_plan.json",
                      "consumer-testing/relation/set/union_distinct-datafusion_plan.json",
                      "ibis-substrait/tpc_h17.json"}
    assert code == 1
