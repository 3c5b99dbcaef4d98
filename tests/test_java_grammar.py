"""The grammar is not Python-only: its Java target parses every text the same way.

The Java parser is generated from ``grammar/`` with the same ANTLR 4.13.2 tool
as ``generated/``, compiled with ``javac`` and run once over every input by the
driver ``tests/java/ParseTrees.java``.  Each input must parse without syntax
errors, and Java's ``toStringTree`` must equal Python's: the same tokens and
the same rule nesting, so a consumer in either language sees the same tree.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from antlr4 import CommonTokenStream, InputStream
from antlr4.error.ErrorListener import ErrorListener
from conftest import CORPUS, SEED_EXAMPLES

import substrait_explain
from codegen import antlr  # importable from the checkout: tests/conftest.py puts it on sys.path
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "tests" / "java" / "ParseTrees.java"


@functools.cache
def fixture_texts() -> dict[str, str]:
    """Every text fixture of the suite, the packaged examples and the seed examples."""
    paths = sorted(p for p in (ROOT / "tests").rglob("*.txt") if "golden" not in p.parts) + \
        sorted((ROOT / "substrait_explain" / "examples").glob("*.txt"))
    if SEED_EXAMPLES.is_dir():
        paths += sorted(SEED_EXAMPLES.glob("*.txt"))
    return {str(p): p.read_text(encoding="utf-8") for p in paths}


@functools.cache
def corpus_texts() -> dict[str, str]:
    """What the formatter writes for every corpus plan it handles."""
    texts = {}
    if CORPUS.is_dir():
        for path in sorted(p for p in CORPUS.rglob("*") if p.is_file()):
            try:
                texts[f"format({path.relative_to(CORPUS)})"] = substrait_explain.format(
                    substrait_explain.load_plan(path.read_bytes()))
            except substrait_explain.Error:
                continue  # not a plan, or one the library rejects: not this test's subject
    return texts


class _Count(ErrorListener):
    def __init__(self) -> None:
        self.count = 0

    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802 (ANTLR's name)
        self.count += 1


def python_tree(text: str) -> tuple[int, str]:
    """(syntax errors, toStringTree), with the parser built as substrait_explain.text.syntax builds it."""
    errors = _Count()
    lexer = SubstraitExplainLexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(errors)
    parser = SubstraitExplainParser(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser.addErrorListener(errors)
    tree = parser.document()
    return errors.count, tree.toStringTree(recog=parser)


@pytest.fixture(scope="module")
def java_trees(tmp_path_factory) -> dict[str, tuple[int, str]]:
    """(syntax errors, toStringTree) from the Java parser for every input, in one JVM run."""
    missing = [tool for tool in ("java", "javac") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{' and '.join(missing)} not found: the Java target cannot be built")
    tmp = tmp_path_factory.mktemp("java")
    src, classes, inputs = tmp / "src", tmp / "classes", tmp / "inputs"
    try:
        antlr.run_tool("Java", src, "-no-listener", "-no-visitor")
    except SystemExit as e:  # codegen reports its failures this way
        pytest.fail(str(e))
    classpath = str(antlr.tool_jar())  # the tool's jar bundles the Java runtime too
    run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", classpath, "-d", str(classes),
         *map(str, sorted(src.glob("*.java"))), str(DRIVER)])

    texts = {**fixture_texts(), **corpus_texts()}
    inputs.mkdir()
    files = []
    for i, text in enumerate(texts.values()):
        files.append(inputs / f"{i}.txt")
        files[-1].write_text(text, encoding="utf-8")
    (tmp / "inputs.list").write_text("\n".join(map(str, files)), encoding="utf-8")
    out = run(["java", "-cp", os.pathsep.join([str(classes), classpath]),
               "ParseTrees", f"@{tmp / 'inputs.list'}"])
    # Trees are one line each: toStringTree escapes \n, \r and \t in token text.
    lines = out.split("\n")[:-1]
    assert len(lines) == len(texts), f"the driver printed {len(lines)} trees for {len(texts)} inputs"
    trees = {}
    for label, line in zip(texts, lines, strict=True):
        count, tree = line.split("\t", 1)
        trees[label] = int(count), tree
    return trees


def run(cmd: list[str]) -> str:
    done = subprocess.run(cmd, capture_output=True, encoding="utf-8")
    if done.returncode != 0:
        pytest.fail(f"{' '.join(cmd[:2])}... failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def compare(texts: dict[str, str], java_trees: dict[str, tuple[int, str]]) -> None:
    failures = []
    for label, text in texts.items():
        java_errors, java = java_trees[label]
        python_errors, python = python_tree(text)
        if java_errors or python_errors:
            failures.append(f"{label}: syntax errors: Java {java_errors}, Python {python_errors}")
        elif java != python:
            at = next(i for i, (a, b) in enumerate(zip(java + "\0", python + "\0", strict=False)) if a != b)
            start = max(0, at - 60)
            failures.append(f"{label}: trees differ at {at}:\n  Java:   ...{java[start:at + 60]}"
                            f"\n  Python: ...{python[start:at + 60]}")
    assert not failures, f"{len(failures)} of {len(texts)} texts:\n" + "\n".join(failures)


def test_fixtures_parse_the_same_in_java(java_trees):
    texts = fixture_texts()
    assert texts, "no text fixtures found"
    compare(texts, java_trees)


def test_formatted_corpus_parses_the_same_in_java(java_trees):
    if not CORPUS.is_dir():
        pytest.skip(f"no plan corpus at {CORPUS}")
    texts = corpus_texts()
    assert texts, "the formatter handled no corpus plan"
    compare(texts, java_trees)
