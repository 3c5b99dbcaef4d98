"""The public functions: parse, format, load_plan and dump_plan."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from google.protobuf.message import DecodeError
from substrait.proto import Plan

from substrait_explain.base import deep
from substrait_explain.base.errors import Error, LoadError, ParseError, UnknownFormat
from substrait_explain.codec.colnames import annotator
from substrait_explain.codec.printer import format_plan
from substrait_explain.codec.styles import check_style, simplify
from substrait_explain.plan import legacy, nesting, unknown, wire
from substrait_explain.plan import old_fields as removed
from substrait_explain.text import nodes as n
from substrait_explain.text.wrap import DEFAULT_WIDTH

if TYPE_CHECKING:
    from substrait_explain.codec.builder import Recorder

FORMATS = ("text", "json", "binary", "yaml")
# What a file's name says of its format, where its content would not: YAML starts like a text.
FORMAT_OF_SUFFIX = {".yaml": "yaml", ".yml": "yaml"}


def parse(text: str) -> Plan:
    """The Plan a text means (a byte order mark before it is no part of it, as in a
    file).  Raises :class:`ParseError` on bad text."""
    if not isinstance(text, str):
        raise TypeError(f"parse takes a plan's text as a str, not {type(text).__name__}: "
                        f"load_plan takes bytes (or a file's path) in any format")
    return deep.run(_parse, text.removeprefix("\ufeff"))


def _parse(text: str) -> Plan:
    # The parser's modules are imported when first needed: a process that only formats
    # through this API (a Spark task writing text) does not pay for them at its start.
    from substrait_explain.text.syntax import parse_document

    doc, _ = parse_document(text)
    assert doc is not None  # without collect, a syntax error raises
    return build_document(doc, text)


def build_document(doc: n.Document, text: str, recorder: Recorder | None = None) -> Plan:
    """The Plan ``doc``, parsed from ``text``, means; a :class:`ParseError`,
    raised or recorded (see :func:`build_plan`), shows its line of ``text``
    (the builder knows only line numbers)."""
    from substrait_explain.codec.builder import build_plan
    from substrait_explain.text.syntax import source_lines

    try:
        return build_plan(doc, recorder)
    except ParseError as e:
        if e.source_line is None:
            raise _with_source(e, source_lines(text)) from None
        raise
    finally:
        if recorder is not None and recorder.errors:
            lines = source_lines(text)
            recorder.errors = [_with_source(e, lines) if e.source_line is None else e for e in recorder.errors]


def _with_source(e: ParseError, lines: list[str]) -> ParseError:
    source = lines[e.line - 1] if 0 < e.line <= len(lines) else ""
    return ParseError(e.message, e.line, e.column, source, e.hint)


def format(plan: Plan, width: int | None = DEFAULT_WIDTH, *,  # noqa: A001 (the public name the API promises)
           style: str = "full", names: bool = False, compat: str | None = None) -> str:
    """``plan`` as text in ``style`` (see :mod:`styles`): ``parse(format(plan)) == plan`` for
    `full` and `verbose`, ``simplify(plan)`` for `simple`.

    Relation lines longer than ``width`` columns continue on `- ` lines;
    with ``width=0`` (or None) each relation stays on one line, as ``--width 0`` does.  With ``names``, each
    relation line ends with its output column names as a `// a, b` comment
    (those of the plan shown).

    ``compat="rust"`` writes the Rust substrait-explain's spelling (see
    :mod:`codec.rust`), one line per relation, in the `full` or `simple` style;
    a plan the crate cannot say raises :class:`FormatError`, naming the
    construct and where it is.
    """
    _check_width(width)
    check_style(style)
    _check_compat(compat, style, names)
    return deep.run(_text, plan, width or None, style, names, compat)


def _text(plan: Plan, width: int | None, style: str, names: bool, compat: str | None = None) -> str:
    if (style == "simple" or compat is not None) and not unknown.read_here(plan) and unknown.holds_any(plan):
        # Read as load_plan reads it, as format_plan does for the other styles (it finds out for free)
        plan = removed.loaded_copy(plan)
    if style == "simple":
        plan = simplify(plan)  # before naming: the names view names the columns of the plan it shows
    if compat is not None:
        from substrait_explain.codec import rust  # imported when asked for: a cost at start otherwise

        return rust.format_plan(plan)
    return format_plan(plan, annotator(plan) if names else None, width, style == "verbose", names)


COMPATS = ("rust",)


def _check_compat(compat: str | None, style: str, names: bool) -> None:
    if compat is None:
        return
    if compat not in COMPATS:
        raise Error(f"unknown compat {compat!r}: use 'rust' (the Rust substrait-explain's spelling) or None")
    if style == "verbose":
        raise Error("the Rust substrait-explain's spelling has no verbose style: use style 'full' or 'simple'")
    if names:
        raise Error("the names view is not in the Rust substrait-explain's spelling: leave names off")


def _check_width(width: int | None) -> None:
    if width is not None and (not isinstance(width, int) or isinstance(width, bool) or width < 0):
        raise Error(f"width {width!r} is not a number of columns: give one, or 0 for no wrapping")


def strip_comment_lines(text: str) -> str:
    """``text`` without its leading ``#`` or ``//`` comment lines (and blank lines between them).

    Some producers put the SQL of a query or a header in front of the JSON, which
    makes it invalid JSON.
    """
    if text.startswith("{"):  # (most: no lines to split)
        return text
    lines = text.splitlines(keepends=True)
    start = 0
    while start < len(lines) and (not lines[start].strip() or lines[start].lstrip().startswith(("#", "//"))):
        start += 1
    return "".join(lines[start:])


_SNIFF = 4096  # bytes enough to tell a format by


def detect_format(data: bytes | str) -> str:
    """'text', 'json' or 'binary', by looking at the start of the content.

    JSON starts with `{` and a text plan with `===` (after comment lines);
    anything else is binary if it holds control characters or bytes that are
    not UTF-8 (binary plans start with field tags and lengths), else text, so
    that a text missing its header is told so.  Text may be UTF-8, with or
    without a byte order mark, or UTF-16.
    """
    return _detect(data)[0]


def _detect(data: bytes | str) -> tuple[str, bool]:
    """:func:`detect_format`, and whether the content says so (a `===` or `{`)
    rather than the format being the likelier guess."""
    if isinstance(data, bytes):
        head = data[:_SNIFF]
        encoding = _utf16(head)
        if encoding is not None:
            data = head.decode(encoding, errors="ignore")  # the sniff may cut a character in two
        else:
            try:
                data = head.decode("utf-8-sig")
            except UnicodeDecodeError as e:
                data = head[:e.start].decode("utf-8-sig")
                body = strip_comment_lines(data).lstrip()
                # Before a byte that is not UTF-8, only a text's own start makes it text.
                if body.startswith("{"):
                    return "json", True
                return ("text", True) if body.startswith("===") else ("binary", False)
    body = strip_comment_lines(data[:_SNIFF].removeprefix("\ufeff")).lstrip()
    if body.startswith("{"):
        return "json", True
    if body.startswith("===") or not body:
        return "text", True
    return ("binary" if any(ord(c) < 32 and c not in "\t\r\n" for c in body) else "text"), False


def _utf16(head: bytes) -> str | None:
    """The codec of a UTF-16 text: one with a byte order mark, or one whose
    start is ASCII characters, each a byte and a zero (no binary plan is)."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    start = head[:64]
    start = start[:len(start) // 2 * 2]
    if len(start) < 4:
        return None
    even, odd = start[0::2], start[1::2]
    if not any(odd) and all(_ascii_text(b) for b in even):
        return "utf-16-le"
    if not any(even) and all(_ascii_text(b) for b in odd):
        return "utf-16-be"
    return None


def _ascii_text(byte: int) -> bool:
    return 32 <= byte < 127 or byte in (9, 10, 13)


def load_plan(data: bytes | str | os.PathLike[str], format: str | None = None, *,  # noqa: A002
              strict: bool = False) -> Plan:
    """A Plan from binary protobuf, protobuf JSON or text (detected when ``format`` is None),
    or YAML (``format="yaml"``: protobuf's JSON mapping written as YAML); ``data`` is the
    plan's content, or the path of a file holding it (whose name says YAML: ``plan.yaml``).

    Plans from older Substrait versions are upgraded (see :mod:`legacy`).  With
    ``strict``, what the upgrade would only warn about (unknown fields, URIs
    with no standard URN) is a :class:`LoadError` instead.
    """
    plan, warnings = load_plan_with_warnings(data, format)
    if strict and warnings:
        raise LoadError("; ".join(warnings))
    return plan


def load_plan_with_warnings(data: bytes | str | os.PathLike[str],
                            format: str | None = None) -> tuple[Plan, list[str]]:  # noqa: A002
    """:func:`load_plan`, and what upgrading an older plan warned about (unknown
    fields kept, extension URIs with no standard URN); text gives none."""
    if isinstance(data, os.PathLike):
        format = format or format_of_path(data)
        with open(data, "rb") as f:
            data = f.read()
    elif isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    elif not isinstance(data, (bytes, str)):
        raise TypeError(f"load_plan takes a plan's content (bytes or str) or a file's path, not {type(data).__name__}")
    if format is None:
        fmt, sure = _detect(data)
        if not sure:
            try:
                return _load_guessed(data, fmt) if isinstance(data, bytes) else (parse(data), [])
            except ParseError as e:
                raise _looks_like_yaml(e, data) from None
    else:
        fmt = format
    if fmt not in FORMATS:
        raise Error(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    if fmt == "text":
        return parse(decode_text(data)), []
    if fmt == "json":
        return deep.run(_load_json, decode_text(data))
    if fmt == "yaml":
        return deep.run(_load_yaml, decode_text(data))
    return _load_binary(data)


# A YAML plan's first key: a field of Plan, either spelling (YAML starts as a text may: detection
# reads it as one). A pattern, compiled when first used (re's cache): only an error needs it.
_YAML_START = r"(?:[ \t]*(?:#[^\n]*)?\r?\n)*(?:---[ \t]*\r?\n)?([A-Za-z_]\w*)[ \t]*:(?:[ \t]|\r?\n)"


def _looks_like_yaml(e: ParseError, data: bytes | str) -> ParseError:
    """``e``, with a hint to name the format when ``data``, read as a text, starts as a YAML plan."""
    if not looks_like_yaml(data):
        return e
    return ParseError(e.message, e.line, e.column, e.source_line, YAML_HINT, e.source)


def looks_like_yaml(data: bytes | str) -> bool:
    """Whether ``data``, which detection reads as a text, starts as a YAML plan does."""
    head = data[:_SNIFF].decode("utf-8", "replace") if isinstance(data, bytes) else data[:_SNIFF]
    start = re.match(_YAML_START, head.removeprefix("\ufeff"))
    return start is not None and start.group(1) in _PLAN_KEYS


YAML_HINT = "this looks like a YAML plan: give its format (format='yaml', convert -f yaml) or name its file .yaml"


_PLAN_KEYS = frozenset(key for field in Plan.DESCRIPTOR.fields for key in (field.name, field.camelcase_name))


def format_of_path(path: str | os.PathLike[str]) -> str | None:
    """The format a file's name says (``plan.yaml``: 'yaml'), or None: detect it from the content."""
    return FORMAT_OF_SUFFIX.get(os.path.splitext(path)[1].lower())


def _load_guessed(data: bytes, fmt: str) -> tuple[Plan, list[str]]:
    """Bytes whose start says neither `===` nor `{`: read as the likelier
    format; if that fails because they are neither UTF-8 text nor a binary
    plan, say both, the same way whichever was tried first."""
    try:
        text = _decode_bytes(data)
    except UnicodeDecodeError as e:
        try:
            return _load_binary(data)
        except LoadError as not_binary:
            where = _not_utf8(data, e) if e.encoding.startswith("utf-8") else _not_text(data, e)
            raise UnknownFormat(f"{UnknownFormat.PREFIX}: {where}; read as binary, {not_binary}") from None
    if fmt == "binary":
        return _load_binary(data)
    return parse(text), []


def _load_binary(data: bytes | str) -> tuple[Plan, list[str]]:
    try:
        raw = data.encode("utf-8") if isinstance(data, str) else data
    except UnicodeEncodeError as e:
        assert isinstance(data, str)  # only a str is encoded
        raise LoadError(f"not a binary plan: a str holding U+{ord(data[e.start]):04X}, a lone surrogate; "
                        f"pass binary plans as bytes") from None
    if not raw:
        # Protobuf reads no bytes as a plan with nothing in it; no producer writes that.
        raise LoadError("no plan: the input is empty")
    plan = Plan()
    # A mark of unknown fields is this package's (a loaded plan written with SerializeToString()):
    # the walk below says it again. So is the note of its old fields, read as the plan is.
    data, note = removed.cut_note(unknown.unmarked(raw))
    try:
        plan.ParseFromString(data)
    except (DecodeError, RuntimeError) as e:
        depth = nesting.wire_depth(raw)
        if depth > nesting.BINARY_LIMIT:
            raise LoadError(f"binary plan nests about {depth} messages deep; protobuf's binary reader stops at "
                            f"{nesting.BINARY_LIMIT} levels: write the plan as text or JSON instead") from None
        where = wire.problem(raw, Plan.DESCRIPTOR)
        raise LoadError(f"not a binary Substrait plan: {where or e}") from None
    return removed.in_todays_terms(plan, note)


def decode_text(data: bytes | str) -> str:
    """A text or JSON plan as a str: UTF-8 or UTF-16, a byte order mark dropped."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        return _decode_bytes(data)
    except UnicodeDecodeError as e:
        raise LoadError(f"not {_not_text(data, e)}: save the file as UTF-8") from None


def _decode_bytes(data: bytes) -> str:
    return data.decode(_utf16(data[:_SNIFF]) or "utf-8-sig")


def _not_text(data: bytes, e: UnicodeDecodeError) -> str:
    """Why ``data`` is not text, after "not"."""
    if e.encoding.startswith("utf-16"):
        return f"UTF-16 text: bytes {e.start} to {e.end} {e.reason}"
    return f"UTF-8 text: {_not_utf8(data, e)}"


def _not_utf8(data: bytes, e: UnicodeDecodeError) -> str:
    line = data.count(b"\n", 0, e.start) + 1
    return f"byte 0x{data[e.start]:02x} at offset {e.start} (line {line}) {e.reason}"


def _load_json(text: str) -> tuple[Plan, list[str]]:
    import json  # here, as json_format below: a process that reads no JSON does not import them

    text = strip_comment_lines(text)
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as e:
        where = f"at line {e.lineno} column {e.colno}"
        raise LoadError(f"not valid JSON: {e.msg} {where}{_comma_hint(text, e.pos)}") from None
    except RecursionError:
        # deep.run retries on a larger stack; the decoder recurses in C, so
        # past a sane depth that stack could overflow: refuse such input first.
        depth, past = nesting.json_depth(text)
        if past is not None:
            line = text.count("\n", 0, past) + 1
            column = past - text.rfind("\n", 0, past)
            raise LoadError(f"JSON nests {depth} levels deep; at most {nesting.JSON_LIMIT} are read (level "
                            f"{nesting.JSON_LIMIT + 1} opens at line {line} column {column})") from None
        raise
    if not isinstance(obj, dict):
        raise LoadError("a JSON plan is an object: {...}")
    if _lone_surrogate(text, obj):
        raise LoadError("JSON holds a lone surrogate (an escape like \\ud800 without its pair), "
                        "which no plan can hold: fix the string, or write the character itself")
    return _from_mapping(obj)


def _comma_hint(text: str, pos: int) -> str:
    """A hint when JSON's error at ``pos`` is a comma before a closing bracket."""
    if text[pos:pos + 1] in ("}", "]") and text[:pos].rstrip().endswith(","):
        return ("; a comma before } or ] (protobuf's C++ reader takes one, as Arrow's plans have) JSON does not "
                "allow: remove it")
    return ""


def _load_yaml(text: str) -> tuple[Plan, list[str]]:
    from substrait_explain.plan import yaml_mapping  # as rust: only plans in YAML need it

    obj = yaml_mapping.read(text)
    if not isinstance(obj, dict):
        raise LoadError("a YAML plan is a mapping of the plan's fields (relations:, extensions:, ...)")
    return _from_mapping(obj)


def _from_mapping(obj: dict) -> tuple[Plan, list[str]]:
    """The plan protobuf's JSON mapping ``obj`` holds (read from JSON or YAML)."""
    from substrait_explain.plan.protojson import json_format

    use = legacy.OldUse()
    warnings = legacy.upgrade_json(obj, use)
    try:
        plan = json_format.ParseDict(obj, Plan(), max_recursion_depth=nesting.MESSAGE_LIMIT)
    except json_format.ParseError as e:
        if "Message too deep" in str(e):
            raise LoadError(f"{nesting.too_deep()}; {nesting.TOO_DEEP_HINT}") from None
        raise LoadError(_not_a_plan(obj, ' '.join(str(e).split()))) from None  # (protobuf's, on one line)
    except OverflowError as e:  # an integer past any float, in a float field: protobuf's reader says no more
        raise LoadError(f"not a Substrait plan: a number too large for a float field ({e})") from None
    old, kept = removed.of_load(plan, use)
    return removed.attach(plan, old), warnings + kept


def _not_a_plan(obj: dict, problem: str) -> str:
    """What protobuf's ``problem`` with the JSON mapping ``obj`` means, and what to do."""
    top = "has no field named" in problem and 'at "Plan".' in problem  # a field of the plan itself
    other = _other_message(obj) if top else None
    if other is not None:
        message = f"not a Substrait plan: its fields ({', '.join(obj)}) are those of a {other}"
        if other == "substrait.Rel":
            message += '; a plan holds a relation as {"relations": [{"root": {"input": ...}}]}'
        return message
    message = f"not a Substrait plan: {_shorten(_cause(problem))}"
    if "Invalid enum value" in message or "has no field named" in message:
        message += ("; if the plan is from a newer Substrait than this package reads, upgrade"
                    " substrait-explain; an enum value may also be written as its number")
    if "has no field named" in message and not top:  # (a misspelt field of the plan is no producer's)
        message += ("; a field a producer added to its own copy of the protos (as Gluten does) only a binary"
                    " plan carries, as an unknown field: read its binary plan instead")
    if "Can not find message descriptor by type_url" in message:
        message += ("; protobuf's JSON reads a payload only by its message: import the module protobuf generated"
                    " for it first (from Python), or read the binary plan, which keeps any payload as its bytes")
    return message


def _cause(problem: str) -> str:
    """Protobuf's ``problem`` without its "Failed to parse X field: " before the cause, one per
    level (a deep plan's filled the message before the cause came), and its dots after, one per
    level too, when the cause names its place itself ("at Plan.relations[0]...")."""
    cause = re.sub(r"^(Failed to parse \w+ field: )+", "", problem).rstrip(".")
    return cause if re.search(r' at "?Plan\b', cause) else problem


# What producers' JSON files hold besides whole plans (Velox a relation, Gluten a table's files,
# substrait-java an expression): the first whose fields are all of a JSON object's names it.
_NOT_PLANS = ("Rel", "Expression", "ExtendedExpression", "ReadRel.LocalFiles", "ReadRel.ExtensionTable",
              "NamedStruct", "Type")


def _other_message(obj: dict) -> str | None:
    for name in _NOT_PLANS:
        desc = Plan.DESCRIPTOR.file.pool.FindMessageTypeByName(f"substrait.{name}")
        if all(key in desc.fields_by_camelcase_name or key in desc.fields_by_name for key in obj):
            return desc.full_name
    return None


# An escape of half a surrogate pair; json.loads joins whole pairs, leaves halves.
_SURROGATE_ESCAPE = r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}"  # compiled when first used (by re's cache)


def _lone_surrogate(text: str, obj: dict) -> bool:
    """Whether the JSON holds a lone surrogate, which protobuf fails on
    without saying so.  Only texts with a surrogate escape are walked."""
    import json

    try:
        text.encode("utf-8")
        if not re.search(_SURROGATE_ESCAPE, text):
            return False
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def _shorten(message: str, limit: int = 400) -> str:
    """``message`` cut to ``limit`` characters: protobuf's quote whole values."""
    return message if len(message) <= limit else message[:limit] + " ..."


def dump_plan(plan: Plan, format: str, width: int | None = DEFAULT_WIDTH, *,  # noqa: A002
              style: str = "full", names: bool = False, compact: bool = False,
              compat: str | None = None, old_fields: str | None = None) -> bytes:
    """``plan`` written in ``format``; ``width``, ``style``, ``names`` and ``compat`` as for
    :func:`format` (text only).  With ``compact``, JSON is one line without indentation: the
    indentation of a deeply nested plan grows with the square of its depth.  JSON and YAML
    write every NaN as ``"NaN"``, which reads back as the usual quiet NaN: another NaN's sign and
    payload are lost (:func:`protojson.changed_nans` counts them; ``convert`` warns).

    Removed fields the plan was read with are written again, as they were read.
    ``old_fields`` asks for more, for a consumer that reads only those (DuckDB 1.1.3
    does): ``"duckdb"``, or ``[old=|old+new=]kind,kind...`` (see docs/FORMAT.md,
    "Old fields"); the text then declares them.
    """
    if old_fields is not None:
        plan = deep.run(removed.with_old_fields, plan, removed.asked(old_fields))
    if format == "text":
        _check_width(width)
        check_style(style)
        _check_compat(compat, style, names)
        return deep.run(_text, plan, width or None, style, names, compat).encode("utf-8")
    if format in ("json", "yaml"):
        from substrait_explain.plan.protojson import json_format

        try:
            if format == "json":
                return (deep.run(removed.to_json, plan, None if compact else 2) + "\n").encode("utf-8")
            from substrait_explain.plan import yaml_mapping

            return deep.run(yaml_mapping.write, deep.run(removed.to_dict, plan)).encode("utf-8")
        except TypeError as e:
            if "type_url" not in str(e):  # not an Any payload whose message class protobuf does not know
                raise
            raise Error(f"{format.upper()} cannot hold this plan: {e}; register the payload's message class "
                        f"(substrait_explain.register), or write text or binary") from None
        except json_format.SerializeToJsonError as e:  # a payload's value JSON has no place for (a Struct's NaN)
            raise Error(f"{format.upper()} cannot hold this plan: {e}; write text or binary") from None
    if format == "binary":
        out = deep.run(removed.for_writing, plan)
        # What is written, not the plan: its old arguments hold expressions without today's
        # FunctionArgument around them, and protobuf does not read the bytes of unknown fields.
        depth = nesting.message_depth(out)
        if depth > nesting.BINARY_LIMIT:
            raise Error(f"plan nests {depth} messages deep; protobuf's binary reader stops at "
                        f"{nesting.BINARY_LIMIT} levels, so nobody could read it back: write text or JSON instead")
        return unknown.unmarked(out.SerializeToString())
    raise Error(f"unknown format {format!r}: use one of {', '.join(FORMATS)}")
