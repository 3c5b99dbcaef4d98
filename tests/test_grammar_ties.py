"""The line splitter and the Pygments lexer restate parts of the grammar:
each is checked against the ANTLR lexer and parser generated from the `.g4`
files, on the suite's texts, the formatted corpus and fuzzed texts.

- The splitter (`syntax._split`) cuts a document into plan lines with regular
  expressions, so that each is parsed alone: it must cut exactly where the
  grammar's `document` rule, run over the whole text, starts each `planLine`.
- The Pygments lexer must give each token the grammar's lexer makes for
  strings, bytes, numbers, references, comments, constants and arrows one
  highlighting class over exactly its span.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from antlr4 import CommonTokenStream, InputStream
from antlr4.error.ErrorListener import ErrorListener
from conftest import CORPUS, SEED_EXAMPLES
from hypothesis import HealthCheck, assume, given, settings
from test_fuzz import grammar_text

import substrait_explain as se
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as Parser
from substrait_explain.text.syntax import _split

ROOT = Path(__file__).resolve().parents[1]


def _texts() -> list[tuple[str, str]]:
    paths = [*(p for p in (ROOT / "tests").rglob("*.txt") if "golden" not in p.parts),
             *(ROOT / "substrait_explain" / "examples").glob("*.txt"), *SEED_EXAMPLES.glob("*.txt")]
    found = [(str(p), p.read_text(encoding="utf-8")) for p in sorted(paths)]
    for path in sorted(p for p in CORPUS.rglob("*") if p.suffix in (".json", ".bin")) if CORPUS.is_dir() else []:
        try:
            found.append((f"format({path.name})", se.format(se.load_plan(path.read_bytes()))))
        except se.Error:
            continue
    return found


TEXTS = _texts()


class _Raise(ErrorListener):
    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802
        raise ValueError(f"{line}:{column}: {msg}")


def _antlr_document(text: str):
    """The whole text parsed by the grammar's `document` rule, or None when it has a syntax error."""
    lexer = Lexer(InputStream(text))
    parser = Parser(CommonTokenStream(lexer))
    for recognizer in (lexer, parser):
        recognizer.removeErrorListeners()
        recognizer.addErrorListener(_Raise())
    try:
        return parser.document()
    except (ValueError, RecursionError):
        return None


def check_splitter(text: str) -> bool:
    """Whether the grammar accepts ``text``; if it does, the splitter must agree with it."""
    tree = _antlr_document(text)
    if tree is None or tree.head().IDENT().getText() != "Plan":
        return False  # the grammar takes any section name there; the parser then asks for `=== Plan`
    starts = [line.start for line in tree.planLine()]
    head_end, pieces = _split(text)
    assert [number for number, _ in pieces] == [t.line for t in starts]
    if starts:
        assert head_end == text.rfind("\n", 0, starts[0].start) + 1
    else:
        assert not text[head_end:].strip(" \t\r\n")
    return True


def test_the_texts_are_there():
    assert len(TEXTS) > 5


@pytest.mark.parametrize(("label", "text"), TEXTS, ids=[label for label, _ in TEXTS])
def test_splitter_agrees_with_the_grammar(label, text):
    assert check_splitter(text), f"{label} is not a text of the grammar"


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(grammar_text())
def test_splitter_agrees_on_fuzzed_texts(text):
    assume(check_splitter(text))


# ---- the Pygments lexer ---------------------------------------------------------

pygments_lexer = pytest.importorskip("substrait_explain.text.pygments_lexer")
from pygments.token import Comment, Keyword, Name, Number, Operator, String  # noqa: E402

# Grammar token -> the highlighting classes its whole span may get.  `true`,
# `false` and `null` are also field names (`literal(null=string?)`).
CLASSES = {
    "STRING": (String,), "BYTES": (String,), "FLOAT": (Number,), "VERSION_NUM": (Number,),
    "FIELD_REF": (Name.Variable,), "SUBPLAN_REF": (Name.Label,), "COMMENT": (Comment,),
    "COMMENT_LINE": (Comment,), "BOOLEAN": (Keyword.Constant, Name.Attribute),
    "NULL": (Keyword.Constant, Name.Attribute), "ARROW": (Operator,), "THIN_ARROW": (Operator,),
    "ELLIPSIS": (Operator,), "PLUS_ARROW": (Operator,), "PIPE_ARROW": (Operator,), "DOUBLE_COLON": (Operator,),
    "PLUS": (Operator,),
}
_TYPES = {getattr(Lexer, name): name for name in CLASSES}


def _pygments_spans(text: str) -> list[tuple[int, int, object]]:
    lexer = pygments_lexer.SubstraitExplainLexer(stripnl=False, ensurenl=False)
    return [(start, start + len(value), kind) for start, kind, value in lexer.get_tokens_unprocessed(text)]


def _version_values(text: str) -> list[tuple[int, int]]:
    """The spans of the version fields' values (`producer: x`), where the grammar's tokens
    are only text: the builder takes the characters, trimmed."""
    tree = _antlr_document(text)
    section = tree.head().versionSection() if tree is not None else None
    spans = []
    for field in section.versionField() if section is not None else []:
        tokens = [field.getChild(i).symbol for i in range(2, field.getChildCount())]
        if tokens:
            spans.append((tokens[0].start, tokens[-1].stop + 1))
    return spans


def check_highlighting(text: str, keywords: bool = True) -> list[str]:
    """Where the Pygments lexer disagrees with the grammar's; ``keywords``:
    check `true`, `false` and `null` too, whose class depends on where they
    stand (the Pygments lexer guesses it, right in texts the formatter writes)."""
    lexer = Lexer(InputStream(text))
    lexer.removeErrorListeners()
    spans = _pygments_spans(text)
    values = _version_values(text)
    problems = []
    for token in lexer.getAllTokens():
        name = _TYPES.get(token.type)
        if name is None or not keywords and name in ("BOOLEAN", "NULL"):
            continue
        if any(s <= token.start and token.stop < e for s, e in values):
            continue  # a version value is the text of the rest of its line, whatever its tokens
        start, stop = token.start, token.stop + 1
        if name == "COMMENT_LINE":  # the newlines and indentation before the comment are not part of it
            start = text.index("//", start)
        covering = [(s, e, k) for s, e, k in spans if s < stop and e > start]
        if not covering or covering[0][0] != start or covering[-1][1] != stop or \
                not all(any(k in c for c in CLASSES[name]) for _, _, k in covering):
            problems.append(f"{name} {text[start:stop]!r} at {start}: {[(text[s:e], k) for s, e, k in covering]}")
    return problems


@pytest.mark.parametrize(("label", "text"), TEXTS, ids=[label for label, _ in TEXTS])
def test_highlighting_agrees_with_the_grammar(label, text):
    assert check_highlighting(text) == []


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(grammar_text())
def test_highlighting_agrees_on_fuzzed_texts(text):
    tree = _antlr_document(text)
    assume(tree is not None and tree.head().IDENT().getText() == "Plan")
    assert check_highlighting(text, keywords=False) == []


def test_nested_field_references_are_one_token():
    assert check_highlighting("=== Plan\nRoot[a]\n  Project[$0.1.2]\n    Read[t => a:i64]\n") == []


def test_a_bytes_literal_after_a_section_mark_is_not_a_section_name():
    # Found by the fuzz test above: `=== x''` highlighted `x` as a section name.
    text = "\n=== Aggregate 0.0.0\nAggregate :\n\nAggregate : === x''\n=== Plan"
    assert check_highlighting(text, keywords=False) == []
