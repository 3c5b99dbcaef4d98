"""What a fresh process pays for (issue 28): a process that formats and parses text
imports neither `dataclasses` nor `json` (the package itself not even `pathlib`), and only one
that parses imports the parser and compiles the lexer."""

import os
import site
import subprocess
import sys
from pathlib import Path

import substrait_explain as se

CODE = """
import sys
import substrait_explain as se
from substrait_explain.generated import fast_lexer
from substrait.proto import Plan

def loaded():
    return sorted(m for m in ("dataclasses", "inspect", "json", "google.protobuf.json_format",
                              "substrait_explain.codec.builder", "substrait_explain.text.syntax") if m in sys.modules)

plan = Plan()
plan.relations.add().root.names.append("a")
text = se.format(plan)
print(loaded(), fast_lexer._modes.cache_info().currsize)
se.parse(text)
se.parse(text)
made = fast_lexer._modes.cache_info()
print(loaded(), made.misses, made.hits > 0)
"""


def test_formatting_and_parsing_text_import_no_more_than_they_need():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True).stdout
    parser = "['substrait_explain.codec.builder', 'substrait_explain.text.syntax']"
    assert out.splitlines() == ["[] 0", f"{parser} 1 True"]  # the lexer's patterns compiled once, when first needed


def test_importing_the_package_imports_no_pathlib():
    # pathlib and what it imports (urllib.parse, ipaddress, fnmatch) take some 5 ms of a fresh
    # process. Without site (-S), as a process where nothing else imported them: an editable
    # install's finder, which site runs, imports pathlib itself.
    root = str(Path(se.__file__).resolve().parent.parent)
    code = ("import sys\nsys.path[:0] = sys.argv[1:]\nimport substrait_explain\n"
            "print(sorted(m for m in ('pathlib', 'importlib.util', 'urllib.parse') if m in sys.modules))")
    env = {k: v for k, v in os.environ.items() if k != "SUBSTRAIT_EXPLAIN_PURE"}  # (the pure switch uses pathlib)
    out = subprocess.run([sys.executable, "-S", "-c", code, root, *site.getsitepackages()], capture_output=True,
                         text=True, check=True, env=env).stdout
    assert out.strip() == "[]"


def test_importing_leaves_the_cycle_collector_as_the_caller_had_it():
    # The package turns the collector off while it imports (it makes little garbage then): a
    # process that had it on must find it on again, and one that had it off, off.
    code = "import gc, sys\nif sys.argv[1] == 'off': gc.disable()\nimport substrait_explain\nprint(gc.isenabled())"
    states = [subprocess.run([sys.executable, "-c", code, state], capture_output=True, text=True,
                             check=True).stdout.strip() for state in ("on", "off")]
    assert states == ["True", "False"]


def test_importing_leaves_the_packages_objects_in_the_collectors_oldest_generation():
    # Else the collector passes over the ten thousand of them twice more (about 2 ms of a fresh
    # process's first format). A caller that froze objects keeps them frozen: the package then
    # leaves every generation as the import made it.
    code = """
import gc, sys
from substrait.proto import Plan
if sys.argv[1] == "frozen":
    kept = [[]]
    gc.freeze()
import substrait_explain.codec.printer as printer
from substrait_explain.generated import messages
young = {id(o) for g in (0, 1) for o in gc.get_objects(generation=g)}
ours = [vars(printer), printer._Row, vars(messages), messages.Message, messages.KINDS["substrait.Rel"]]
print(sum(id(o) in young for o in ours), gc.get_freeze_count() > 0)
"""
    outs = [subprocess.run([sys.executable, "-c", code, state], capture_output=True, text=True,
                           check=True).stdout.split() for state in ("plain", "frozen")]
    assert outs[0] == ["0", "False"]
    assert outs[1][1] == "True" and outs[1][0] != "0"  # frozen objects stay frozen; ours stay young


def test_importing_compiles_no_more_than_wrappings_patterns():
    # Compiling a regular expression costs 0.05 to 0.5 ms of every process's start: lexical.py's
    # checks are string methods, and a pattern only parsing or a rare value needs is compiled
    # when first used (re's cache). What is left is wrapping's five, which the first long line uses.
    code = ("import re\nimport substrait.proto\ncompiled = []\noriginal = re.compile\n"
            "re.compile = lambda p, flags=0: compiled.append(p) or original(p, flags)\n"
            "import substrait_explain\nprint(len(compiled))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert int(out) <= 5


def test_a_command_imports_only_what_it_uses(tmp_path):
    # Every command builds the whole argument parser, so each command's module is imported by
    # all of them: validation, the extension catalog (YAML), the version's importlib.metadata and
    # the engines' drivers' helpers are imported where used, and `convert` starts some 30 ms sooner.
    text, binary = tmp_path / "plan.txt", tmp_path / "plan.bin"
    text.write_text("=== Plan\nRoot[a]\n  Read[t => a:i64]\n")
    heavy = ("importlib.metadata", "substrait_explain.plan.functions", "substrait_explain.tools.validate",
             "tempfile", "substrait_explain.plan.protojson")
    code = ("import sys\nfrom substrait_explain.tools.cli import main\n"
            f"status = main(['convert', {str(text)!r}, '-t', 'binary', '-o', {str(binary)!r}])\n"
            f"print(status, sorted(m for m in {heavy!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["0 []"]
    assert se.load_plan(binary.read_bytes()) == se.parse(text.read_text())
