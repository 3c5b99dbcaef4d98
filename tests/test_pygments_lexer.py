"""The Pygments lexer: exact round trip, no error tokens, the right token types."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("pygments", reason="pygments is not installed (it is optional)")

from conftest import ROOT, SHARED  # noqa: E402
from pygments.lexers import get_lexer_by_name  # noqa: E402
from pygments.token import Comment, Error, Keyword, Name, Number, Operator, String, Whitespace  # noqa: E402
from pygments.util import ClassNotFound  # noqa: E402

import substrait_explain  # noqa: E402
from substrait_explain.text.pygments_lexer import SubstraitExplainLexer  # noqa: E402


def texts() -> dict[str, str]:
    """The suite's text fixtures, the examples, the seed examples and the formatted corpus."""
    paths = [*(p for p in (ROOT / "tests").rglob("*.txt") if "golden" not in p.parts),
             *(ROOT / "substrait_explain" / "examples").glob("*.txt"),
             *(SHARED / "seed-examples").glob("*.txt")]
    found = {str(p): p.read_text(encoding="utf-8") for p in sorted(paths)}
    for path in sorted(p for p in (SHARED / "corpus").rglob("*") if p.is_file()):
        try:
            found[f"format({path})"] = substrait_explain.format(substrait_explain.load_plan(path.read_bytes()))
        except substrait_explain.Error:
            continue
    return found


def lex(text: str) -> list[tuple[object, str]]:
    # Pygments strips leading and adds trailing newlines by default; turned off
    # so that the tokens must add up to the text exactly.
    return list(SubstraitExplainLexer(stripnl=False, ensurenl=False).get_tokens(text))


def test_every_text_round_trips_without_error_tokens():
    found = texts()
    assert found, "no texts to lex"
    failures = []
    for label, text in found.items():
        tokens = lex(text)
        if "".join(value for _, value in tokens) != text:
            failures.append(f"{label}: the tokens do not add up to the text")
        errors = [value for kind, value in tokens if kind in Error]
        if errors:
            failures.append(f"{label}: error tokens {errors[:5]}")
    assert not failures, "\n".join(failures)


SAMPLE = """\
// TPC-H, more or less
=== Version 0.106.0
  producer: 'me'

=== Extensions
URNs:
  @  1: https://example.com/functions.yaml
Functions:
  # 10 @  1: add:i64_i64

=== Plan
Root[total]
  Project[add#10@1($0, 42:i32), if_then(true -> 1.5, _ -> -2):fp64?, x'0aff']
    Join[&Inner, equal:i64_i64($1, %1) => ...]
      Fetch[count=10]
        Read[orders => o_id:i64, "o price":decimal?<15,2>, tags:list<string>, p:u!point#8@1]
"""

EXPECTED = [
    ("// TPC-H, more or less", Comment.Single),
    ("===", Keyword.Namespace),
    ("Version", Keyword.Namespace),
    ("0.106.0", Number),
    ("producer", Name.Attribute),
    ("'me'", String.Single),
    ("URNs", Keyword.Declaration),
    ("@  1", Name.Label),
    ("https://example.com/functions.yaml", Name.Namespace),  # not a comment
    ("add:i64_i64", Name.Function),
    ("Root", Name.Class),
    ("total", Name),
    ("add", Name.Function),
    ("#10", Name.Label),
    ("@1", Name.Label),
    ("$0", Name.Variable),
    ("42", Number.Integer),
    ("i32", Keyword.Type),
    ("true", Keyword.Constant),
    ("->", Operator),
    ("1.5", Number.Float),
    ("-2", Number.Integer),
    ("fp64", Keyword.Type),
    ("x'0aff'", String.Other),
    ("&Inner", Name.Constant),
    ("%1", Name.Label),
    ("=>", Operator),
    ("...", Operator),
    ("count", Name.Attribute),
    ("o_id", Name),
    ('"o price"', Name),
    ("decimal", Keyword.Type),
    ("15", Number.Integer),
    ("list", Keyword.Type),
    ("string", Keyword.Type),
    ("u!", Keyword.Type),
    ("point", Keyword.Type),
    ("#8", Name.Label),
]


@pytest.mark.parametrize(("value", "kind"), EXPECTED, ids=[value for value, _ in EXPECTED])
def test_token_types(value, kind):
    tokens = [(k, v) for k, v in lex(SAMPLE) if k not in Whitespace]
    assert (kind, value) in tokens, f"{value!r} is {[k for k, v in tokens if v == value]}"


def test_registered_with_pygments():
    try:
        lexer = get_lexer_by_name("substrait-explain")
    except ClassNotFound:
        pytest.skip('the "pygments.lexers" entry point is not registered (see pyproject.toml)')
    assert isinstance(lexer, SubstraitExplainLexer)


def test_pygments_is_not_a_runtime_dependency():
    code = "import sys, substrait_explain; assert 'pygments' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
