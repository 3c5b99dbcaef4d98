"""The public functions: parse, format and load_plan."""

from __future__ import annotations

import json
import re

from google.protobuf import json_format
from google.protobuf.message import DecodeError
from substrait.proto import Plan

from substrait_explain import deep, legacy, nesting
from substrait_explain import nodes as n
from substrait_explain.builder import build_plan
from substrait_explain.colnames import annotator
from substrait_explain.errors import Error, LoadError, ParseError
from substrait_explain.printer import format_plan
from substrait_explain.syntax import parse_document, source_lines

FORMATS = ("text", "json", "binary")


def parse(text: str) -> Plan:
    """The Plan a text means.  Raises :class:`ParseError` on bad text."""
    return deep.run(_parse, text)


def _parse(text: str) -> Plan:
    doc, _ = parse_document(text)
    assert doc is not None  # without collect, a syntax error raises
    return build_document(doc, text)


def build_document(doc: n.Document, text: str) -> Plan:
    """The Plan ``doc``, parsed from ``text``, means; a :class:`ParseError`
    shows its line of ``text`` (the builder knows only line numbers)."""
    try:
        return build_plan(doc)
    except ParseError as e:
        if e.source_line is None:
            lines = source_lines(text)
            source = lines[e.line - 1] if 0 < e.line <= len(lines) else ""
            raise ParseError(e.message, e.line, e.column, source, e.hint) from None
        raise


def format(plan: Plan, width: int | None = None, *, names: bool = False) -> str:  # noqa: A001 (the public name the API promises)
    """``plan`` as text; ``parse(format(plan)) == plan``.

    One line per relation; ``width`` is accepted for the line wrapping to come and has no
    effect yet (None keeps one line per relation).  With ``names``, each relation line ends
    with its output column names as a `// a, b` comment.
    """
    return deep.run(format_plan, plan, annotator(plan) if names else None)


def strip_comment_lines(text: str) -> str:
    """``text`` without its leading ``#`` or ``//`` comment lines (and blank lines between them).

    Some producers put the SQL of a query or a header in front of the JSON, which
    makes it invalid JSON.
    """
    lines = text.splitlines(keepends=True)
    start = 0
    while start < len(lines) and (not lines[start].strip() or lines[start].lstrip().startswith(("#", "//"))):
        start += 1
    return "".join(lines[start:])


_SNIFF = 4096  # bytes enough to tell a format by


def detect_format(data: bytes | str) -> str:
    """'text', 'json' or 'binary', by looking at the start of the content.

    JSON starts with `{` and a text plan with `===` (after comment lines);
    anything else is binary if it holds control characters (binary plans
    start with field tags and lengths), else text, so that a text missing
    its header is told so.  A byte that is not UTF-8 does not make a text
    binary: reading it as text says where that byte is.
    """
    if isinstance(data, bytes):
        head = data[:_SNIFF]
        try:
            data = head.decode("utf-8")
        except UnicodeDecodeError as e:
            data = head[:e.start].decode("utf-8")
            if not data.strip():
                return "binary"
    body = strip_comment_lines(data[:_SNIFF]).lstrip()
    if body.startswith("{"):
        return "json"
    if body.startswith("===") or not body:
        return "text"
    return "binary" if any(ord(c) < 32 and c not in "\t\r\n" for c in body) else "text"


def load_plan(data: bytes | str, format: str | None = None, *, strict: bool = False) -> Plan:  # noqa: A002
    """A Plan from binary protobuf, protobuf JSON or text (detected when ``format`` is None).

    Plans from older Substrait versions are upgraded (see :mod:`legacy`).  With
    ``strict``, what the upgrade would only warn about (unknown fields, URIs
    with no standard URN) is a :class:`LoadError` instead.
    """
    plan, warnings = load_plan_with_warnings(data, format)
    if strict and warnings:
        raise LoadError("; ".join(warnings))
    return plan


def load_plan_with_warnings(data: bytes | str, format: str | None = None) -> tuple[Plan, list[str]]:  # noqa: A002
    """:func:`load_plan`, and what upgrading an older plan warned about (unknown
    fields kept, extension URIs with no standard URN); text gives none."""
    fmt = format or detect_format(data)
    if fmt not in FORMATS:
        raise Error(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    if fmt == "text":
        return parse(_decode(data)), []
    if fmt == "json":
        return deep.run(_load_json, _decode(data))
    try:
        raw = data.encode("utf-8") if isinstance(data, str) else data
    except UnicodeEncodeError as e:
        assert isinstance(data, str)  # only a str is encoded
        raise LoadError(f"not a binary plan: a str holding U+{ord(data[e.start]):04X}, a lone surrogate; "
                        f"pass binary plans as bytes") from None
    plan = Plan()
    try:
        plan.ParseFromString(raw)
    except (DecodeError, RuntimeError) as e:
        depth = nesting.wire_depth(raw)
        if depth > nesting.BINARY_LIMIT:
            raise LoadError(f"binary plan nests about {depth} messages deep; protobuf's binary reader stops at "
                            f"{nesting.BINARY_LIMIT} levels: write the plan as text or JSON instead") from None
        raise LoadError(f"not a binary Substrait plan: {e}") from None
    return plan, legacy.upgrade_binary(plan)


def _decode(data: bytes | str) -> str:
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise LoadError(f"not UTF-8 text: byte 0x{data[e.start]:02x} at offset {e.start} (line {line}) "
                        f"{e.reason}: save the file as UTF-8, or give -f binary for a binary plan"
                        ) from None


def _load_json(text: str) -> tuple[Plan, list[str]]:
    text = strip_comment_lines(text)
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as e:
        raise LoadError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        # deep.run retries on a larger stack; the decoder recurses in C, so
        # past a sane depth that stack could overflow: refuse such input first.
        depth = nesting.json_depth(text)
        if depth > nesting.JSON_LIMIT:
            raise LoadError(f"JSON nests {depth} levels deep; at most {nesting.JSON_LIMIT} are read") from None
        raise
    if not isinstance(obj, dict):
        raise LoadError("a JSON plan is an object: {...}")
    if _lone_surrogate(text, obj):
        raise LoadError("JSON holds a lone surrogate (an escape like \\ud800 without its pair), "
                        "which no plan can hold: fix the string, or write the character itself")
    warnings = legacy.upgrade_json(obj)
    try:
        return json_format.ParseDict(obj, Plan(), max_recursion_depth=nesting.JSON_LIMIT), warnings
    except json_format.ParseError as e:
        message = f"not a Substrait plan: {_shorten(' '.join(str(e).split()))}"  # one line
        if "Invalid enum value" in message or "has no field named" in message:
            message += ("; if the plan is from a newer Substrait than this package reads, upgrade"
                        " substrait-explain; an enum value may also be written as its number")
        raise LoadError(message) from None


# An escape of half a surrogate pair; json.loads joins whole pairs, leaves halves.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _lone_surrogate(text: str, obj: dict) -> bool:
    """Whether the JSON holds a lone surrogate, which protobuf fails on
    without saying so.  Only texts with a surrogate escape are walked."""
    try:
        text.encode("utf-8")
        if not _SURROGATE_ESCAPE.search(text):
            return False
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def _shorten(message: str, limit: int = 400) -> str:
    """``message`` cut to ``limit`` characters: protobuf's quote whole values."""
    return message if len(message) <= limit else message[:limit] + " ..."


def dump_plan(plan: Plan, format: str, *, names: bool = False) -> bytes:  # noqa: A002
    """``plan`` written in ``format``; ``names`` as for :func:`format` (text only)."""
    if format == "text":
        return deep.run(format_plan, plan, annotator(plan) if names else None).encode("utf-8")
    if format == "json":
        try:
            return (deep.run(json_format.MessageToJson, plan) + "\n").encode("utf-8")
        except TypeError as e:  # an Any payload whose message class protobuf does not know
            raise Error(f"JSON cannot hold this plan: {e}; register the payload's message class "
                        f"(substrait_explain.register), or write text or binary") from None
    if format == "binary":
        depth = nesting.message_depth(plan)
        if depth > nesting.BINARY_LIMIT:
            raise Error(f"plan nests {depth} messages deep; protobuf's binary reader stops at "
                        f"{nesting.BINARY_LIMIT} levels, so nobody could read it back: write text or JSON instead")
        return plan.SerializeToString()
    raise Error(f"unknown format {format!r}: use one of {', '.join(FORMATS)}")
