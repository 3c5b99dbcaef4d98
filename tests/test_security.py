"""What input cannot make substrait-explain do: run code, import modules, or
write outside the output directory it was given.

The source scan checks the package as written; the behaviour tests feed it
hostile plans and file trees and look at what happened.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.tools.cli import main

TEXT = "=== Plan\nRoot[a]\n  Read[t => a:i64]\n"
SOURCES = sorted([*(ROOT / "substrait_explain").rglob("*.py"), *(ROOT / "generated").rglob("*.py")])


# --------------------------------------------------------------------------
# The source: no way from data to code


def _dotted(node: ast.AST) -> str:
    """`a.b.c` for a name or attribute chain, '' for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


_SAFE_LOADER_NAMES = {"yaml", "SafeLoader", "CSafeLoader", "__with_libyaml__"}


def _safe_loader(call: ast.Call) -> bool:
    """Whether a `yaml.load` call's Loader= can only be a safe loader (libyaml's or PyYAML's)."""
    loaders = [k.value for k in call.keywords if k.arg == "Loader"]
    if len(loaders) != 1:
        return False
    names = {n.id for n in ast.walk(loaders[0]) if isinstance(n, ast.Name)} | \
        {n.attr for n in ast.walk(loaders[0]) if isinstance(n, ast.Attribute)}
    return bool(names) and names <= _SAFE_LOADER_NAMES


def dangers(source: str) -> list[str]:
    """Every construct in ``source`` through which data could become code or a command."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"import {m}" for m in modules
                      if m.split(".")[0] in ("pickle", "cPickle", "marshal", "shelve", "dill", "cloudpickle",
                                             "subprocess", "pty", "code", "codeop", "runpy")]
        if not isinstance(node, ast.Call):
            continue
        name = _dotted(node.func)
        constant_args = all(isinstance(a, ast.Constant) for a in node.args)
        if name in ("eval", "exec", "compile", "__import__", "breakpoint", "execfile"):
            found.append(f"{name}()")
        elif name.startswith(("pickle.", "marshal.", "shelve.", "subprocess.")):
            found.append(f"{name}()")
        elif name.split(".")[-1] in ("import_module", "__import__") and not constant_args:
            found.append(f"{name}() of a computed name")
        elif name.startswith("yaml.") and name not in ("yaml.safe_load", "yaml.safe_load_all", "yaml.safe_dump") \
                and not (name == "yaml.load" and _safe_loader(node)):
            found.append(f"{name}()")
        elif name in ("os.system", "os.popen") or name.startswith(("os.exec", "os.spawn", "os.posix_spawn")):
            found.append(f"{name}()")
        found += [f"{name}(shell=...)" for k in node.keywords if k.arg == "shell"]
    return found


def test_the_scan_finds_what_it_looks_for():
    hostile = """
import pickle, subprocess
from marshal import loads
eval(x); exec(x); compile(x, "f", "exec"); __import__(name)
importlib.import_module(name); yaml.load(x); yaml.unsafe_load(x); os.system(x); os.popen(x)
pickle.loads(x); run(x, shell=True)
"""
    assert len(dangers(hostile)) == 14
    harmless = 're.compile(r"x"); importlib.import_module("json"); yaml.safe_load(x); getattr(m, f.name)'
    assert dangers(harmless) == []
    assert dangers("yaml.load(x, Loader=yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader)") == []
    assert len(dangers("yaml.load(x, Loader=yaml.Loader); yaml.load(x, Loader=loader); yaml.load(x)")) == 3


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_source_file_turns_data_into_code(path):
    assert dangers(path.read_text(encoding="utf-8")) == []


# The modules that read YAML, with a safe loader: the extension files validate checks calls
# against (those substrait-extensions ships and those a user names), never a file a plan names;
# and plans written as YAML (protobuf's JSON mapping).
READS_YAML = {ROOT / "substrait_explain" / "plan" / name for name in ("functions.py", "yaml_mapping.py")}


def test_the_package_reads_yaml_in_two_places_and_fetches_no_url():
    # Extension URIs and URNs in a plan are names to compare, never files to load.
    for path in SOURCES:
        imported = {alias.name.split(".")[0] for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(node, ast.Import | ast.ImportFrom)
                    for alias in (node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")])}
        assert not imported & {"requests", "socket", "http", "ftplib"}, path
        assert "yaml" not in imported or path in READS_YAML, path
        if "yaml" in imported:
            text = path.read_text(encoding="utf-8")
            assert "SafeLoader" in text and not re.search(r"FullLoader|UnsafeLoader|yaml\.Loader\b|full_load|"
                                                          r"unsafe_load", text), path
        assert "urllib.request" not in path.read_text(encoding="utf-8"), path


def test_an_extension_file_a_plan_names_is_not_read(tmp_path):
    from substrait_explain.tools.validate import validate

    evil = tmp_path / "functions_evil.yaml"
    evil.write_text("urn: extension:evil:x\nscalar_functions: [{name: f, impls: [{args: [], return: i64}]}]\n")
    text = (f"=== Extensions\nURIs:\n  @  1: {evil.as_uri()}\nFunctions:\n  #  1 @  1: f\n\n"
            "=== Plan\nRoot[x]\n  Project[f():string]\n    Read[t => a:i64]\n")
    assert [d.message for d in validate(text) if "f()" in d.message or "returns" in d.message] == []
    # The same file given on purpose is read, and a plan naming its URN is checked against it.
    text = text.replace("URIs:", "URNs:").replace(evil.as_uri(), "extension:evil:x")
    assert validate(text) == []
    assert any("returns i64" in d.message for d in validate(text, extensions=[evil]))


# --------------------------------------------------------------------------
# Behaviour: type URLs and names in a plan import nothing


@pytest.fixture
def trap(tmp_path, monkeypatch):
    """A module `trap_payload` on sys.path that leaves a file behind if it is ever imported."""
    marker = tmp_path / "imported"
    (tmp_path / "trap_payload.py").write_text(f"open({str(marker)!r}, 'w').close()\nclass Boom: pass\n")
    (tmp_path / "trap_payload_pb2.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield marker
    assert "trap_payload" not in sys.modules and "trap_payload_pb2" not in sys.modules


TRAP_URLS = ["type.googleapis.com/trap_payload.Boom", "type.googleapis.com/trap_payload_pb2.Boom",
             "trap_payload.Boom", "type.googleapis.com/os.system"]


def trap_plan() -> Plan:
    plan = Plan()
    leaf = plan.relations.add().root.input.extension_leaf
    leaf.detail.type_url = TRAP_URLS[0]
    leaf.detail.value = b"\x0a\x01x"
    for url in TRAP_URLS[1:]:
        plan.advanced_extensions.optimization.add(type_url=url, value=b"\x08\x01")
    return plan


def test_type_urls_are_looked_up_never_imported(trap):
    plan = trap_plan()
    text = se.format(plan)
    assert "type_url='type.googleapis.com/trap_payload.Boom'" in text
    assert se.parse(text) == plan
    assert se.load_plan(plan.SerializeToString()) == plan
    assert not trap.exists()


def test_the_command_imports_nothing_a_plan_names(trap, tmp_path):
    binary = tmp_path / "plan.bin"
    binary.write_bytes(trap_plan().SerializeToString())
    as_json = tmp_path / "plan.json"
    as_json.write_text('{"relations": [{"root": {"input": {"extensionLeaf": {"detail": '
                       '{"@type": "type.googleapis.com/trap_payload.Boom", "x": 1}}}}}]}')
    env = {"PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)]), "PATH": ""}
    for args in (["convert", str(binary)], ["convert", str(binary), "-t", "json"], ["validate", str(binary)],
                 ["convert", str(as_json)], ["validate", str(as_json)]):
        done = subprocess.run([sys.executable, "-m", "substrait_explain", *args], capture_output=True, text=True,
                              env=env, cwd=ROOT)
        assert "Traceback" not in done.stderr, args
        assert not trap.exists(), args
    subprocess.run([sys.executable, "-c", "import trap_payload"], env=env, check=True)
    assert trap.exists()  # the trap works


def test_spark_rows_import_nothing_a_plan_names(trap):
    from substrait_explain.tools.spark import explain_one

    row = explain_one("trap", trap_plan().SerializeToString())
    assert row["status"] == "lossless"
    assert not trap.exists()


def test_a_payload_call_in_text_needs_a_registration(trap):
    with pytest.raises(se.ParseError, match="no extension payload is registered as 'Boom'"):
        se.parse("=== Plan\nRoot[a]\n  ExtensionLeaf[Boom(x=1)]\n")
    assert not trap.exists()


@pytest.mark.parametrize("line, name", [
    ("Fetch[__class__=1]", "__class__"), ("Fetch[limit=1, __dict__=2]", "__dict__"), ("Fetch[Clear=1]", "Clear"),
    ("Fetch[DESCRIPTOR=1]", "DESCRIPTOR"), ("Filter[__import__('os')]", "__import__"), ("Filter[eval('1')]", "eval"),
    ("Filter[SetInParent()]", "SetInParent"), ("Project[$0, getattr($0, '__class__')]", "getattr"),
])
def test_python_names_in_text_are_only_names(line, name):
    text = f"=== Plan\nRoot[a]\n  {line}\n    Read[t => a:i64]\n"
    with pytest.raises(se.Error, match=f"'{name}'"):
        se.parse(text)


# --------------------------------------------------------------------------
# Behaviour: convert writes inside its output directory, whatever the inputs


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """work/ (the current directory) with plans/; outside/ beside it, with a plan and a file to protect."""
    work, outside = tmp_path / "work", tmp_path / "outside"
    (work / "plans" / "sub").mkdir(parents=True)
    outside.mkdir()
    (work / "plans" / "one.txt").write_text(TEXT)
    (work / "plans" / "sub" / "two.txt").write_text(TEXT.replace("Root[a]", "Root[b]"))
    (outside / "far.txt").write_text(TEXT.replace("Root[a]", "Root[far]"))
    (outside / "keep.dat").write_text("precious\n")
    monkeypatch.chdir(work)
    return work


def written(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def outside_untouched(tree: Path) -> bool:
    outside = tree.parent / "outside"
    return written(outside) == ["far.txt", "keep.dat"] and (outside / "keep.dat").read_text() == "precious\n"


@pytest.mark.parametrize("inputs, outputs", [
    # Mirrored below the directory the inputs share: tmp_path, the parent of work/ and outside/.
    (["../outside/far.txt", "plans/one.txt"], ["outside/far.txt", "work/plans/one.txt"]),  # `..` in an input path
    (["plans/../../outside/far.txt", "plans/one.txt"], ["outside/far.txt", "work/plans/one.txt"]),
    (["{outside}/far.txt", "plans/one.txt"], ["outside/far.txt", "work/plans/one.txt"]),  # an absolute path
    (["../outside/*.txt"], ["far.txt"]),  # globs reaching out of the current directory
    (["{outside}/*.txt"], ["far.txt"]),
    (["../*/far.txt"], ["far.txt"]),
    (["{outside}"], ["far.txt"]),  # directories outside it
    ([".."], ["outside/far.txt", "work/plans/one.txt", "work/plans/sub/two.txt"]),
])
def test_inputs_from_anywhere_are_written_inside_the_output(tree, capsys, inputs, outputs):
    inputs = [i.format(outside=tree.parent / "outside") for i in inputs]
    assert main(["convert", *inputs, "-o", "out"]) == 0
    assert written(tree / "out") == outputs
    assert outside_untouched(tree)


def test_a_linked_file_in_an_input_directory_is_read_and_mirrored(tree, capsys):
    (tree / "plans" / "link.txt").symlink_to(tree.parent / "outside" / "far.txt")
    assert main(["convert", "plans", "-o", "out"]) == 0
    assert written(tree / "out") == ["link.txt", "one.txt", "sub/two.txt"]
    assert "Root[far]" in (tree / "out" / "link.txt").read_text()
    assert outside_untouched(tree)


def test_linked_directories_and_link_loops_are_reported_not_followed(tree, capsys):
    plans = tree / "plans"
    (plans / "elsewhere").symlink_to(tree.parent / "outside")
    (plans / "sub" / "loop").symlink_to(plans)  # a link to a parent
    (plans / "a.json").symlink_to(plans / "b.json")  # two links to each other
    (plans / "b.json").symlink_to(plans / "a.json")
    (plans / "gone.bin").symlink_to(tree / "nothing.bin")
    assert main(["convert", "plans", "-o", "out"]) == 1
    err = capsys.readouterr().err
    assert "plans/elsewhere: error: a symbolic link to a directory, not followed" in err
    assert "plans/sub/loop: error: a symbolic link to a directory, not followed" in err
    assert "plans/a.json: error: cannot read: Too many levels of symbolic links" in err
    assert "plans/gone.bin: error: cannot read: No such file or directory" in err
    assert err.endswith("2 converted, 5 failed\n")
    assert written(tree / "out") == ["one.txt", "sub/two.txt"]


def test_a_recursive_glob_through_link_loops_ends(tree):
    for name in ("a", "b", "c"):  # glob.glob would walk 3**40 paths
        (tree / "plans" / name).symlink_to(tree / "plans")
    done = subprocess.run([sys.executable, "-m", "substrait_explain", "convert", "plans/**/*.txt", "-o", "out"],
                          capture_output=True, text=True, timeout=120, cwd=tree,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert written(tree / "out") == ["one.txt", "sub/two.txt"]


@pytest.mark.parametrize("link, to, output", [
    ("sub", "outside", "sub/two.txt"),  # a directory of the output is a link out
    ("one.txt", "outside/keep.dat", "one.txt"),  # an output file is a link out
    ("one.txt", "outside/new.txt", "one.txt"),  # a link to a file that does not exist yet
])
def test_links_already_in_the_output_directory_are_not_written_through(tree, capsys, link, to, output):
    out = tree / "out"
    out.mkdir()
    (out / link).symlink_to(tree.parent / to)
    assert main(["convert", "plans", "-o", "out"]) == 1
    err = capsys.readouterr().err
    target = (out / output).resolve()
    assert (f"its output {out / output} leads through a symbolic link to {target}, outside {out}: "
            f"remove the link, or choose another -o") in err
    assert err.endswith("1 converted, 1 failed\n")
    assert outside_untouched(tree)


def test_a_link_loop_in_the_output_directory(tree, capsys):
    out = tree / "out"
    out.mkdir()
    (out / "one.txt").symlink_to(out / "one.txt")
    assert main(["convert", "plans", "-o", "out"]) == 1
    assert "is a loop of symbolic links" in capsys.readouterr().err
    assert written(out) == ["sub/two.txt"]


def test_one_input_into_a_directory_checks_links_too(tree, capsys):
    out = tree / "out"
    out.mkdir()
    (out / "one.txt").symlink_to(tree.parent / "outside" / "keep.dat")
    assert main(["convert", "plans/one.txt", "-o", "out"]) == 1
    assert "leads through a symbolic link to" in capsys.readouterr().err
    assert outside_untouched(tree)


def test_two_inputs_with_one_output_name_do_not_overwrite_each_other(tree, capsys):
    # q.json and q.bin share a stem, so they keep their whole names (q.json.txt,
    # q.bin.txt): the first is then the very name of q.json.txt's output.
    (tree / "q").mkdir()
    (tree / "q" / "q.json").write_bytes(se.api.dump_plan(se.parse(TEXT), "json"))
    (tree / "q" / "q.bin").write_bytes(se.api.dump_plan(se.parse(TEXT), "binary"))
    (tree / "q" / "q.json.txt").write_text(TEXT.replace("Root[a]", "Root[other]"))
    assert main(["convert", "q", "-o", "out"]) == 1
    err = capsys.readouterr().err
    assert ("q/q.json.txt: error: not converted: its output "
            f"{tree / 'out' / 'q.json.txt'} is already the output of q/q.json: "
            "convert the two in separate runs, with different -o") in err
    assert written(tree / "out") == ["q.bin.txt", "q.json.txt"]
    assert "Root[a]" in (tree / "out" / "q.json.txt").read_text()


def test_the_output_directory_inside_an_input_directory_is_not_read_again(tree, capsys):
    for _ in range(2):
        assert main(["convert", "plans", "-o", "plans/out"]) == 0
    assert written(tree / "plans" / "out") == ["one.txt", "sub/two.txt"]


ODD_NAMES = ["with space.txt", "ünïcødé.txt", "-dash.txt", "back\\slash.txt", "star*.txt", "br[ack]et.txt",
             "new\nline.txt", "tab\t.txt", b"latin1-\xe9.txt"]


@pytest.mark.parametrize("name", ODD_NAMES, ids=repr)
def test_odd_file_names_stay_inside_and_are_shown_on_one_line(tree, capsys, name):
    name = os.fsdecode(name)
    (tree / "plans" / name).write_text(TEXT)
    (tree / "plans" / "sub" / name).write_text(TEXT.replace("i64", "i46"))  # a failure, to see its message
    assert main(["convert", "plans", "-o", "out"]) == 1
    assert sorted(written(tree / "out")) == sorted(["one.txt", name, "sub/two.txt"])
    err = capsys.readouterr().err.splitlines()
    message = next(line for line in err if "unknown type 'i46'" in line)
    assert message.startswith("plans/sub/") and message.endswith(":3:15: error: unknown type 'i46'")
    assert ("\n" in name) == ("\\n" in message)


def test_a_file_named_like_a_glob_is_that_file(tree, capsys):
    (tree / "plans" / "q[1].txt").write_text(TEXT)
    assert main(["convert", "plans/q[1].txt", "plans/one.txt", "-o", "out"]) == 0
    assert written(tree / "out") == ["one.txt", "q[1].txt"]
