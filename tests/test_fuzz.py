"""Any input either parses or raises the package's own errors: never another
exception, never a hang.  `SUBSTRAIT_EXPLAIN_FUZZ=N` runs N examples per test
instead of the bounded default."""

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import substrait_explain as se

EXAMPLES = int(os.environ.get("SUBSTRAIT_EXPLAIN_FUZZ", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

EXAMPLE = (Path(se.__file__).parent / "examples" / "tpch_q01.txt").read_text()
SMALL = ("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n"
         "  # 1 @ 1: add\n=== Plan\nRoot[a, \"b c\"]\n  Filter[add($0, 1:i32) => ...]\n"
         "    Project[$0, cast($1, i64), 'x':varchar<3>]\n      Read[t.u => a:i64, b:string?]\n")
SEEDS = [EXAMPLE, SMALL]


def check_text(text: str) -> None:
    try:
        se.parse(text)
    except se.ParseError as e:
        lines = text.splitlines() or [""]
        assert 1 <= e.line <= len(lines) + 1, (e.line, len(lines))
        assert 1 <= e.column, e.column
        assert e.message


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        op = draw(st.sampled_from(["delete", "insert", "duplicate", "indent", "drop_line", "dup_line"]))
        at = draw(st.integers(0, max(len(text) - 1, 0)))
        if op == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 3)):]
        elif op == "insert":
            text = text[:at] + draw(st.sampled_from(list("[](),:=>$&#@?'\"<>\t -_.%^") + ["\n", "=>", "//"])) + text[at:]
        elif op == "duplicate":
            text = text[:at] + text[at:at + 5] + text[at:]
        elif op == "indent":
            i = draw(st.integers(0, len(lines) - 1))
            lines[i] = draw(st.sampled_from([" ", "  ", "    ", "\t"])) + lines[i]
            text = "\n".join(lines)
        elif op == "drop_line" and len(lines) > 1:
            del lines[draw(st.integers(0, len(lines) - 1))]
            text = "\n".join(lines)
        elif op == "dup_line":
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
    return text


@FUZZ
@given(mutated())
def test_mutated_texts(text):
    check_text(text)


@FUZZ
@given(st.text(alphabet=st.sampled_from(list("=== PlanRootRead[](),:$0123&#@?'\"<>\n  _.%^xyz")), max_size=80))
def test_random_texts(text):
    check_text("=== Plan\n" + text)


@FUZZ
@given(st.binary(max_size=200))
def test_random_bytes(data):
    try:
        se.load_plan(data)
    except se.Error:
        pass


@FUZZ
@given(st.integers(0, 2000), st.sampled_from(["binary", "json"]))
def test_truncated_plans(cut, fmt):
    plan = se.parse(EXAMPLE)
    data = plan.SerializeToString() if fmt == "binary" else json.dumps(
        json.loads(__import__("google.protobuf.json_format", fromlist=["x"]).MessageToJson(plan))).encode()
    try:
        se.load_plan(data[:cut])
    except se.Error:
        pass


@FUZZ
@given(st.recursive(st.one_of(st.integers(), st.text(max_size=5), st.booleans(), st.none()),
                    lambda inner: st.one_of(st.lists(inner, max_size=3),
                                            st.dictionaries(st.sampled_from(
                                                ["relations", "root", "input", "read", "rel", "extensionUris",
                                                 "extensions", "names", "fetch", "count", "x"]), inner, max_size=3)),
                    max_leaves=12))
def test_random_json(obj):
    try:
        se.load_plan(json.dumps({"relations": obj} if not isinstance(obj, dict) else obj))
    except se.Error:
        pass
