"""The substrait-explain command, run as a user would."""

import errno
import json
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from substrait.proto import Plan

from substrait_explain import parse
from substrait_explain.tools import cli, messages
from substrait_explain.tools import validate as validation

TEXT = "=== Plan\nRoot[a]\n  Read[t => a:i64]\n"


def run(*args, stdin: bytes | None = None):
    return subprocess.run([sys.executable, "-m", "substrait_explain", *args], input=stdin,
                          capture_output=True)


def test_example_runs():
    done = run("example")
    assert done.returncode == 0
    assert done.stdout.decode().startswith("=== Version")
    assert "Aggregate[" in done.stdout.decode()


def test_convert_between_all_formats(tmp_path):
    source = tmp_path / "plan.txt"
    source.write_text(TEXT)
    as_json = run("convert", str(source), "-t", "json")
    assert as_json.returncode == 0
    assert json.loads(as_json.stdout)["relations"][0]["root"]["names"] == ["a"]
    binary = tmp_path / "plan.bin"
    assert run("convert", "-", "-t", "binary", "-o", str(binary), stdin=as_json.stdout).returncode == 0
    back = run("convert", str(binary))
    assert back.returncode == 0 and back.stdout.decode() == TEXT
    forced = run("convert", "-", "-f", "text", stdin=TEXT.encode())
    assert forced.stdout.decode() == TEXT


def test_bad_input_exits_1_with_file_line_and_column(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("=== Plan\nRoot[a]\n  Read[t => a:i46]\n")
    done = run("convert", str(bad))
    assert done.returncode == 1
    err = done.stderr.decode()
    assert err.startswith(f"{bad}:3:15: error: unknown type 'i46'")
    assert "Traceback" not in err


@pytest.mark.parametrize("data", [b"\x08\xff\xff", b'{"relations": [', b"{}{"])
def test_garbage_exits_1_without_traceback(data):
    done = run("convert", "-", stdin=data)
    assert done.returncode == 1
    assert done.stderr.decode().startswith("<stdin>:")
    assert "Traceback" not in done.stderr.decode()


def test_missing_file_and_usage_errors():
    missing = run("convert", "/nonexistent/plan.json")
    assert missing.returncode == 1 and "cannot read" in missing.stderr.decode()
    assert run("convert").returncode == 2
    assert run("convert", "x", "-t", "toml").returncode == 2


# ---- unknown fields in binary plans ----------------------------------------------

LOST = "binary and text output keep them (not JSON, YAML or the Rust crate's spelling)"
# TEXT with the unknown fields of the fixture below
KEPT = TEXT.replace("=== Plan", "=== Extensions\nUnknown Fields:\n  '': 101 = 1\n"
                                  "  'relations[0].root.input.read': 99 = 5\n\n=== Plan")


@pytest.fixture
def unknown_fields(tmp_path):
    """plan.bin: TEXT's plan with unknown fields 101 on the Plan and 99 on the Read."""
    plan = parse(TEXT)
    plan.relations[0].root.input.read.MergeFromString(b"\x98\x06\x05")  # field 99, varint 5
    path = tmp_path / "plan.bin"
    path.write_bytes(plan.SerializeToString() + b"\xa8\x06\x01")  # field 101, varint 1
    return path


def unknown_fields_warnings(path, severity="warning", strict=""):
    return [f"{path}: {severity}: plan: substrait.Plan has unknown field(s) 101; {LOST}{strict}",
            f"{path}: {severity}: relations[0].root.input.read: substrait.ReadRel has unknown field(s) 99; "
            f"{LOST}{strict}"]


def test_convert_warns_about_unknown_fields_on_stderr(unknown_fields):
    done = run("convert", str(unknown_fields))
    assert done.returncode == 0
    assert done.stdout.decode() == KEPT
    assert done.stderr.decode().splitlines() == unknown_fields_warnings(unknown_fields)


def test_the_unknown_fields_warning_is_true(unknown_fields, tmp_path):
    for to in ("binary", "json", "text"):
        output = tmp_path / f"out.{to}"
        assert run("convert", str(unknown_fields), "-t", to, "-o", str(output)).returncode == 0
        again = run("convert", str(output))
        assert again.returncode == 0 and again.stdout.decode() == (TEXT if to == "json" else KEPT), to
        kept = again.stderr.decode().splitlines()
        assert kept == (unknown_fields_warnings(output) if to == "binary" else []), to
    assert run("convert", str(tmp_path / "out.text"), "-t", "binary").stdout == unknown_fields.read_bytes()


def test_text_to_json_or_yaml_warns_that_its_unknown_fields_are_left_out(tmp_path, unknown_fields):
    """load_plan warned of a binary plan's unknown fields; a text says them itself, so its
    conversion warns of what JSON and YAML cannot hold; the crate's spelling cannot either."""
    (tmp_path / "plan.txt").write_text(KEPT)
    said = "has no place for the plan's unknown fields: they are left out; binary output keeps them"
    for to, where in (("json", "JSON"), ("yaml", "YAML"), ("text", "the Rust crate's spelling")):
        done = run("convert", str(tmp_path / "plan.txt"), "-t", to, *(["--compat", "rust"] if to == "text" else []))
        assert done.returncode == 0 and b"101" not in done.stdout
        assert done.stderr.decode() == f"{tmp_path / 'plan.txt'}: warning: {where} {said}\n"
    (tmp_path / "plain.txt").write_text(TEXT)
    assert run("convert", str(tmp_path / "plain.txt"), "-t", "json").stderr == b""
    assert run("convert", str(tmp_path / "plain.txt"), "--compat", "rust").stderr == b""
    assert run("convert", str(tmp_path / "plan.txt"), "-t", "binary").stderr == b""
    assert run("convert", str(tmp_path / "plan.txt")).stderr == b""
    # a binary plan's were warned of as it was read: JSON's loss is said there, the crate's here
    assert len(run("convert", str(unknown_fields), "-t", "json").stderr.splitlines()) == 2
    rust = run("convert", str(unknown_fields), "--compat", "rust").stderr.decode().splitlines()
    assert rust[2:] == [f"{unknown_fields}: warning: the Rust crate's spelling {said}"]
    strict = run("convert", str(tmp_path / "plan.txt"), "-t", "json", "--strict")
    assert strict.returncode == 1 and strict.stdout == b""
    assert strict.stderr.decode() == f"{tmp_path / 'plan.txt'}: error: JSON {said} (an error under --strict)\n"


def test_strict_convert_fails_on_unknown_fields(unknown_fields, tmp_path):
    done = run("convert", str(unknown_fields), "--strict")
    assert done.returncode == 1 and done.stdout == b""
    strict = " (an error under --strict)"
    assert done.stderr.decode() == (f"{unknown_fields}: error: plan: substrait.Plan has unknown field(s) 101; {LOST}; "
                                    "relations[0].root.input.read: substrait.ReadRel has unknown field(s) 99; "
                                    f"{LOST}{strict}\n")
    (tmp_path / "good.txt").write_text(TEXT)  # many inputs: the others are still converted
    done = run("convert", str(unknown_fields), str(tmp_path / "good.txt"), "--strict", "-o", str(tmp_path / "out"))
    assert done.returncode == 1
    assert done.stderr.decode().endswith(f"{strict}\n1 converted, 1 failed\n")
    assert (tmp_path / "out" / "good.txt").exists() and not (tmp_path / "out" / "plan.txt").exists()


def test_validate_warns_about_unknown_fields_and_fails_under_strict(unknown_fields):
    done = run("validate", str(unknown_fields))
    assert done.returncode == 0
    # validate reports on standard error, warnings and errors alike, as convert does.
    assert done.stdout == b""
    assert done.stderr.decode().splitlines() == unknown_fields_warnings(unknown_fields)
    strict = run("validate", str(unknown_fields), "--strict")
    assert strict.returncode == 1
    assert strict.stderr.decode().splitlines() == unknown_fields_warnings(
        unknown_fields, "error", " (an error under --strict)")


# ---- bad input: a message, never a traceback ---------------------------------------

def one_line_error(done, code=1, stream="stderr") -> str:
    message = getattr(done, stream).decode()
    assert done.returncode == code, message
    assert "Traceback" not in done.stderr.decode()
    assert len(message.splitlines()) == 1, message
    return message.rstrip("\n")


NOT_UTF8 = TEXT.encode().replace(b"a:i64", b"a:\xffi64")


def test_text_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes(NOT_UTF8)
    where = f"byte 0xff at offset {NOT_UTF8.index(0xff)} (line 3)"
    assert one_line_error(run("convert", str(path), "-f", "text")).startswith(f"{path}: error: not UTF-8 text: {where}")
    assert one_line_error(run("validate", str(path), "-f", "json")).startswith(
        f"{path}: error: not UTF-8 text: {where}")
    # Detected as text:
    assert one_line_error(run("convert", str(path))).startswith(f"{path}: error: not UTF-8 text: {where}")


def test_empty_input(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    for source, done in ((path, run("convert", str(path))), ("<stdin>", run("convert", "-", stdin=b""))):
        err = done.stderr.decode()
        assert done.returncode == 1 and "Traceback" not in err
        assert err.startswith(f"{source}:1:1: ") and "=== Plan" in err  # the hint: how a plan starts


def test_a_directory_where_a_file_is_expected(tmp_path):
    folder = tmp_path / "plan.json"  # a directory, whatever its name
    folder.mkdir()
    assert "need -o DIR" in one_line_error(run("convert", str(folder)), code=2)
    assert one_line_error(run("convert", str(folder), "-o", str(tmp_path / "out"))) == (
        f"{folder}: error: no plan files (.json, .bin, .pb, .txt, .yaml, .yml) in this directory")
    plan = tmp_path / "plan.txt"
    plan.write_text(TEXT)
    assert run("convert", str(plan), "-o", str(folder)).returncode == 0  # -o a directory: written into it
    assert (folder / "plan.txt").read_text() == TEXT


def test_output_paths_that_cannot_be_written(tmp_path):
    plan = tmp_path / "plan.txt"
    plan.write_text(TEXT)
    missing = tmp_path / "missing" / "out.txt"
    assert one_line_error(run("convert", str(plan), "-o", str(missing))) == (
        f"{missing}: error: cannot write: No such file or directory (create its directory first)")
    a_file = tmp_path / "file.txt"
    a_file.write_text("")
    assert one_line_error(run("convert", str(plan), str(plan), "-o", str(a_file)), code=2) == (
        f"substrait-explain convert: error: -o {a_file} is a file: several inputs need a directory, "
        f"new or existing")
    assert one_line_error(run("convert", str(plan), "-o", str(a_file / "out.txt"))) == (
        f"{a_file / 'out.txt'}: error: cannot write: Not a directory (a directory in its path is a file)")
    assert one_line_error(run("convert", str(plan), str(plan), "-o", str(a_file / "out"))) == (
        f"{a_file / 'out'}: error: cannot create the output directory: Not a directory "
        f"(a directory in its path is a file)")


def test_an_unreadable_file(tmp_path, monkeypatch, capsys):
    plan = tmp_path / "plan.txt"
    plan.write_text(TEXT)
    plan.chmod(0)
    real = Path.read_bytes

    def as_if_unreadable(path):  # as the OS says it, even to root, who can read it anyway
        if path == plan:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(Path, "read_bytes", as_if_unreadable)
    assert cli.main(["convert", str(plan)]) == 1
    assert capsys.readouterr().err == f"{plan}: error: cannot read: Permission denied\n"
    assert cli.main(["validate", str(plan)]) == 1
    assert capsys.readouterr().err == f"{plan}: error: cannot read: Permission denied\n"


def test_a_plan_nested_too_deeply(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"relations": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert one_line_error(run("convert", str(path))).startswith(f"{path}: error: JSON nests 100001 levels deep")


def test_a_payload_json_cannot_write_is_one_line(tmp_path):
    plan = Plan()
    plan.relations.add().root.input.extension_leaf.detail.type_url = "type.googleapis.com/unknown.Payload"
    path = tmp_path / "plan.bin"
    path.write_bytes(plan.SerializeToString())
    # JSON names a payload's type, which protobuf must know (api.dump_plan could say so plainly).
    assert f"{path}: " in one_line_error(run("convert", str(path), "-f", "binary", "-t", "json"))


def test_json_and_yaml_output_warn_of_nans_they_change(tmp_path):
    """JSON writes every NaN as "NaN": one of another sign or payload reads back changed."""
    path = tmp_path / "plan.txt"
    path.write_text("=== Plan\nparameter_bindings=[(value='-nan':fp64), (value='nan':fp64), "
                    "(value='nan(0x7fffff)':fp32)]\n")
    said = "writes every NaN as NaN: 2 values with another sign or payload lose it; binary output and text keep them"
    for to in ("json", "yaml"):
        done = run("convert", str(path), "-t", to)
        assert done.returncode == 0 and b"NaN" in done.stdout
        assert done.stderr.decode() == f"{path}: warning: {to.upper()} {said}\n"
        strict = run("convert", str(path), "-t", to, "--strict")
        assert strict.returncode == 1 and strict.stdout == b""
        assert strict.stderr.decode() == f"{path}: error: {to.upper()} {said} (an error under --strict)\n"
    for to in ("binary", "text"):
        done = run("convert", str(path), "-t", to, "--strict")
        assert done.returncode == 0 and done.stderr == b""
    path.write_text("=== Plan\nparameter_bindings=[(value='nan':fp64), (value='-nan':fp32)]\n")
    assert run("convert", str(path), "-t", "json").stderr.decode() == (
        f"{path}: warning: JSON writes every NaN as NaN: 1 value with another sign or payload loses it; "
        f"binary output and text keep them\n")
    path.write_text("=== Plan\nparameter_bindings=[(value='nan':fp64)]\n")
    assert run("convert", str(path), "-t", "json", "--strict").stderr == b""


def test_a_closed_pipe_on_stdout_ends_quietly(tmp_path):
    plan = parse(TEXT)
    for _ in range(14):  # 2**14 relations: far more text than a pipe holds
        plan.relations.extend(list(plan.relations))
    path = tmp_path / "big.bin"
    path.write_bytes(plan.SerializeToString())
    process = subprocess.Popen([sys.executable, "-m", "substrait_explain", "convert", str(path)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.readline() == b"=== Plan\n"  # as `| head -1` does
    process.stdout.close()
    assert process.wait(timeout=120) == 0
    assert process.stderr.read() == b""


def test_interrupted(monkeypatch, capsys, tmp_path):
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(messages, "load_plan_with_warnings", interrupt)
    monkeypatch.setattr(validation, "validate", interrupt)  # (cli.py imports it when validating)
    plan = tmp_path / "plan.txt"
    plan.write_text(TEXT)
    for args in (["convert", str(plan)], ["convert", str(plan), str(plan), "-o", str(tmp_path / "out")],
                 ["validate", str(plan)]):
        assert cli.main(args) == 130
        assert capsys.readouterr().err == "substrait-explain: interrupted\n"


def test_version():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.decode() == f"substrait-explain {metadata.version('substrait-explain')}\n"


# ---- what the bytes are ------------------------------------------------------------

@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("to", ["text", "json"])
def test_text_and_json_with_a_byte_order_mark_or_in_utf16(tmp_path, encoding, to):
    # Editors on Windows save UTF-8 with a byte order mark, PowerShell's `>` UTF-16.
    content = TEXT if to == "text" else cli.dump_plan(parse(TEXT), "json").decode()
    path = tmp_path / "plan"
    path.write_bytes(content.encode(encoding))
    done = run("convert", str(path))
    assert (done.returncode, done.stdout.decode(), done.stderr) == (0, TEXT, b"")
    assert run("validate", str(path)).stderr.decode() == f"{path}: ok\n"


def test_bytes_of_no_format_are_told_the_same_way_by_every_command(tmp_path):
    from substrait_explain.tools.spark import explain_one

    path = tmp_path / "noise"
    path.write_bytes(bytes(range(255, 0, -7)))
    said = ("neither UTF-8 text nor a binary plan: byte 0xff at offset 0 (line 1) invalid start byte; "
            "read as binary, not a binary Substrait plan: no field tag at byte 0")
    advice = "  hint: if it is a plan, name its format (-f text, -f json or -f binary) to be told what is wrong with it"
    for command in ("convert", "validate"):
        done = run(command, str(path))
        assert done.returncode == 1
        assert done.stderr.decode().splitlines() == [f"{path}: error: {said}", advice]
    # spark has no -f: its row says what the bytes are not, and nothing of -f.
    assert explain_one(str(path), path.read_bytes())["error"] == said


def test_utf16_text_without_its_header_is_told_what_a_text_lacks(tmp_path):
    path = tmp_path / "plan.txt"
    path.write_bytes("Root[a]\n  Read[t => a:i64]\n".encode("utf-16-le"))  # no byte order mark either
    done = run("convert", str(path))
    assert done.returncode == 1
    assert done.stderr.decode().startswith(f"{path}:1:1: error: unexpected 'Root'; expected one of '===', end of line")


@pytest.mark.parametrize("plans, seconds, head", [
    (1, 2.0, "1 plan explained into out (text) in 2.0 s, 0.5 plans/s on local[*]"),
    (3, 0.5, "3 plans explained into out (text) in 0.5 s, 6.0 plans/s on local[*]"),
    (1200, 3.0, "1200 plans explained into out (text) in 3.0 s, 400 plans/s on local[*]"),
])
def test_the_spark_summary_says_its_counts_as_a_person_would(plans, seconds, head):
    from substrait_explain.tools.spark_cli import render_summary

    summary = {"plans": plans, "seconds": seconds, "output": "out", "output_format": "text", "master": "local[*]",
               "status": {"lossless": plans, "differs": 0, "error": 0}, "formats": {}, "producers": {},
               "relations": {}, "top_functions": [], "failing": [], "summary_file": "s", "report_file": "r"}
    assert render_summary(summary).splitlines()[0] == head


def test_example_help_says_what_it_does():
    done = run("example", "--help")
    assert b"TPC-H Q1, to standard output" in done.stdout and b"the format to write it in" in done.stdout
