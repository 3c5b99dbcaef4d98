"""The substrait-explain command, run as a user would."""

import json
import subprocess
import sys

import pytest

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
    assert err.startswith(f"{bad}:3:15: unknown type 'i46'")
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
    assert run("convert", "x", "-t", "yaml").returncode == 2


def test_unknown_binary_fields_warn_and_fail_under_strict(tmp_path):
    from substrait.proto import Plan

    plan = Plan()
    plan.relations.add().root.names.append("a")
    data = plan.SerializeToString() + b"\xb8\x3e\x01"  # field 999, varint: not in the protos
    path = tmp_path / "plan.bin"
    path.write_bytes(data)
    done = run("convert", str(path))
    assert done.returncode == 0
    assert "warning" in done.stderr.decode() and "999" in done.stderr.decode()
    strict = run("convert", str(path), "--strict")
    assert strict.returncode == 1
    assert "999" in strict.stderr.decode() and "Traceback" not in strict.stderr.decode()
