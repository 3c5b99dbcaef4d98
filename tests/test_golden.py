"""Golden cases, in the style of a tree-sitter corpus.  Each file in
tests/golden/ holds cases

    === case name
    <text>
    ---
    <the expected protobuf JSON, written by hand>

In relations.txt the text is a whole plan and the JSON the whole
substrait.Plan.  In expressions.txt, literals.txt and types.txt the text is
one expression, literal or type: the test writes it into ``WRAPPER`` (a type
as the literal `null:<type>`) and compares the Expression, Literal or Type it
becomes.  Every text is canonical: format(width=None) gives it back exactly.  Lines
before the first case are a comment.
"""

import json
from pathlib import Path

import pytest
from google.protobuf import json_format, text_format, wrappers_pb2
from substrait.proto import Expression, Plan, Rel, Type

import substrait_explain as se

GOLDEN = Path(__file__).parent / "golden"

# The plan an expression, literal or type is written into, at the `%s`.
WRAPPER = """\
=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_comparison
  @  3: extension:io.substrait:functions_datetime
  @  4: extension:example:geometry
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  1: subtract:i64_i64
  #  3 @  1: subtract:fp64_fp64
  #  4 @  2: equal:any_any
  #  5 @  1: sum:i64
  #  6 @  1: row_number
  #  7 @  3: extract:req_date
Types:
  #  1 @  4: point

=== Plan
Root[x]
  Project[%s => _]
    Read[t => a:i64, b:string?, c:nstruct<x: i64, y: i64>]
"""


def _expression(plan: Plan) -> Expression:
    return plan.relations[0].root.input.project.expressions[0]


# file -> (the message its JSON is, the plan text for a case's text, the message to compare)
KINDS = {
    "relations.txt": (Plan, lambda text: text, lambda plan: plan),
    "expressions.txt": (Expression, lambda text: WRAPPER % text.strip(), _expression),
    "literals.txt": (Expression.Literal, lambda text: WRAPPER % text.strip(), lambda plan: _expression(plan).literal),
    "types.txt": (Type, lambda text: WRAPPER % f"null:{text.strip()}", lambda plan: _expression(plan).literal.null),
}


def load(file: str) -> list[tuple[str, str, str]]:
    """(case name, text, JSON) for every case of a golden file."""
    cases: list[tuple[str, list[str], list[str]]] = []
    in_text = False
    for line in (GOLDEN / file).read_text().splitlines():
        if not in_text and line.startswith("=== "):
            cases.append((line[4:].strip(), [], []))
            in_text = True
        elif in_text and line == "---":
            in_text = False
        elif cases:
            cases[-1][1 if in_text else 2].append(line)
    names = [name for name, _, _ in cases]
    assert len(set(names)) == len(names), f"{file}: two cases have the same name"
    return [(name, "\n".join(text).strip("\n") + "\n", "\n".join(js)) for name, text, js in cases]


def expected_message(file: str, js: str):
    return json_format.ParseDict(json.loads(js), KINDS[file][0]())


CASES = [pytest.param(file, text, js, id=f"{file[:-4]}: {name}")
         for file in KINDS for name, text, js in load(file)]


@pytest.fixture(autouse=True)
def registered_payload():
    """relations.txt writes google.protobuf.StringValue payloads as StringValue(value='...')."""
    se.register(wrappers_pb2.StringValue)
    yield
    se.unregister(wrappers_pb2.StringValue)


@pytest.mark.parametrize("file, text, js", CASES)
def test_golden(file, text, js):
    _, wrap, pick = KINDS[file]
    source = wrap(text)
    plan = se.parse(source)
    actual, expected = pick(plan), expected_message(file, js)
    assert text_format.MessageToString(actual) == text_format.MessageToString(expected)
    assert actual == expected
    assert se.format(plan, width=None) == source  # one line per relation: tests/test_wrap.py wraps


def _cases_in(root) -> set[tuple[str, str, str]]:
    """(message name, oneof, case) for every oneof set anywhere in ``root``."""
    found, stack = set(), [root]
    while stack:
        msg = stack.pop()
        for oneof in msg.DESCRIPTOR.oneofs:
            case = msg.WhichOneof(oneof.name)
            if case is not None:
                found.add((msg.DESCRIPTOR.full_name, oneof.name, case))
        for field, value in msg.ListFields():
            if field.message_type is not None:
                stack.extend(value if field.is_repeated else [value])
    return found


# Each oneof, and the golden files that must hold every one of its cases.
COVERAGE = [
    (Rel, "rel_type", ("relations.txt",)),
    (Expression, "rex_type", ("expressions.txt", "relations.txt")),
    (Expression.Literal, "literal_type", ("literals.txt",)),
    (Type, "kind", ("types.txt",)),
]


@pytest.mark.parametrize("message, oneof, files", COVERAGE, ids=lambda x: getattr(x, "__name__", str(x)))
def test_goldens_cover_every_case(message, oneof, files):
    name = message.DESCRIPTOR.full_name
    found = set()
    for file in files:
        for _, _, js in load(file):
            found |= _cases_in(expected_message(file, js))
    have = {case for msg, one, case in found if (msg, one) == (name, oneof)}
    missing = [f.name for f in message.DESCRIPTOR.oneofs_by_name[oneof].fields if f.name not in have]
    assert not missing, f"no golden case in {', '.join(files)} sets {name}.{oneof} to: {', '.join(missing)}"
