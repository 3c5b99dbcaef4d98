"""Bad input never stops the language server: any text, half-typed or junk,
gets diagnostics or nothing from every request, never an exception or a hang.

The texts are the ones the fuzz tests of the parser draw (test_fuzz.py): walks
over the grammar, fragments spliced into real texts, mutations of real texts,
and random characters.  Each goes through every request in process, at
positions all over the text; then a server over stdio takes a stream of them
as edits and still answers.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pygls", reason="the language server needs pip install 'substrait-explain[lsp]'")

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from lsp_client import Client, at  # noqa: E402
from test_fuzz import FUZZ, SMALL, UNUSUAL, _time_limit, grammar_text, mutated, spliced_text  # noqa: E402

from substrait_explain.tools.lsp import completion, navigation, structure  # noqa: E402
from substrait_explain.tools.lsp.analysis import Analysis  # noqa: E402
from substrait_explain.tools.lsp.diagnostics import diagnostics  # noqa: E402

CHARACTERS = st.lists(st.sampled_from(list("=== PlanRootRead[](),:$0123&#@?'\"<>\n  _.%^xyz") + UNUSUAL),
                      max_size=80).map("".join)
ANY_TEXT = st.one_of(grammar_text(), spliced_text(), mutated(), CHARACTERS, st.text(max_size=200))


def every_request(text: str) -> None:
    """Every request the server answers, on ``text``, at a spread of positions."""
    found = diagnostics(text)
    lines = text.split("\n")
    for d in found:  # each range lies within the text
        for end in (d.range.start, d.range.end):
            assert 0 <= end.line < len(lines) and 0 <= end.character <= len(lines[end.line]) * 2
    a = Analysis.of(text)
    structure.symbols(a)
    structure.folding_ranges(a)
    structure.semantic_tokens(a.lines, a.units)
    try:
        structure.formatted(text)
    except structure.Refused:
        pass
    step = max(1, len(text) // 25)
    for offset in range(0, len(text) + 1, step):
        line = text.count("\n", 0, offset)
        column = offset - (text.rfind("\n", 0, offset) + 1)
        navigation.hover(a, line, column)
        navigation.definition(a, line, column, "file:///x")
        navigation.references(a, line, column, "file:///x", True)
        completion.complete(a, line, column)


@FUZZ
@given(ANY_TEXT)
def test_any_text_gets_answers_or_nothing(text):
    with _time_limit("the language server's requests", text):
        every_request(text)


def test_a_stream_of_junk_edits_leaves_the_server_answering():
    texts = [SMALL, "", "\x00\x01\x02", "=== Plan\nRoot[", "\ud800 lone", "=== Plan\n" + "  " * 500 + "Read[",
             "=== Plan\nRoot[a]\n" + "".join("  " * i + "Filter[true]\n" for i in range(1, 300)),
             "Root[" * 2000, "\n" * 5000, SMALL.replace("\n", "\r\n"), SMALL]
    client = Client()
    try:
        client.start()
        uri = "file:///fuzz.substrait"
        client.open(uri, "")
        for version, text in enumerate(texts, start=2):
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [{"text": text}]})
            for method in ("textDocument/hover", "textDocument/completion", "textDocument/definition"):
                assert "result" in client.request(method, at(uri, 3, 4))
            assert "result" in client.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
        published = client.diagnostics(uri)
        while published["version"] != len(texts) + 1:
            published = client.diagnostics(uri)
        # The last text's own diagnostics: nothing of the junk before it stayed.
        assert [d["message"] for d in published["diagnostics"]] == [d.message for d in diagnostics(SMALL)]
        assert client.stop() == 0
    finally:
        client.close()


def test_requests_on_a_deep_plan_answer():
    """The columns a hover names are derived on the large stack, as the plan is built."""
    expr = "$0"
    for _ in range(1000):
        expr = f"add({expr}, 1)"
    text = ("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n"
            f"  # 1 @ 1: add\n\n=== Plan\nRoot[a]\n  Project[{expr}]\n    Read[t => a:i64]\n")
    line = text.split("\n").index(f"  Project[{expr}]")
    hover = navigation.hover(Analysis.of(text), line, text.split("\n")[line].index("$0") + 1)
    assert "column `a`: `i64`" in hover.contents.value
