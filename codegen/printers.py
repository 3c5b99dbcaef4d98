"""Renders the printer tables: straight-line code that writes each Substrait
message's explicit form, generated from the proto descriptors and the spec.

The explicit form of a message is `(field=value, ...)`: its positional fields
first (``[[message]]`` args in relations.toml, while they are set), then every
other set field in field-number order.  A relation's `name=value` arguments
are the same with the relation's own order (``args``, then ``named``) and
aliases.  Instead of reflecting over descriptors at run time, each message
gets a function that tests each of its fields in turn; a field of a message
with a short form of its own (``[short_forms]``) is written by that method of
the print context, any other message by its own generated function.

Logic lives here: each function is built as lines of Python; the template
only places them.
"""

from __future__ import annotations

import json
import keyword
from typing import Any

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from substrait.proto import Rel

from codegen.tables import SpecError, all_messages, load_spec, relation_rows, render
from substrait_explain.text.layout import SECTIONED

FD = FieldDescriptor
_INTS = {FD.TYPE_INT32, FD.TYPE_INT64, FD.TYPE_UINT32, FD.TYPE_UINT64, FD.TYPE_SINT32, FD.TYPE_SINT64,
         FD.TYPE_FIXED32, FD.TYPE_FIXED64, FD.TYPE_SFIXED32, FD.TYPE_SFIXED64}


def function_name(full_name: str) -> str:
    """`substrait.Expression.Literal.Struct` -> `Expression_Literal_Struct`."""
    return full_name.removeprefix("substrait.").replace(".", "_")


def _access(field: FieldDescriptor, target: str = "m") -> str:
    """Python reading ``field`` of message ``target`` (a keyword needs getattr)."""
    if keyword.iskeyword(field.name):
        return f"getattr({target}, {json.dumps(field.name)})"
    return f"{target}.{field.name}"


def _is_set(field: FieldDescriptor) -> str:
    """Python telling whether ``field`` of ``m`` is set, as ListFields says."""
    if field.is_repeated:
        return _access(field)
    if field.has_presence:
        return f"has(m, {json.dumps(field.name)})"
    if field.type in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT):
        return f"is_set_float({_access(field)})"  # -0.0 is set: its bits are not zero
    return _access(field)  # zero, false and empty are the defaults


def _always_written(field: FieldDescriptor) -> bool:
    """A positional field without presence is written even at its default."""
    return not field.is_repeated and not field.has_presence


class _Context:
    """What the generated module needs besides its functions: one table of
    `&Spelling` texts per enum."""

    def __init__(self, short_forms: dict[str, str]) -> None:
        self.short_forms = short_forms
        self.enums: dict[str, str] = {}  # enum full name -> the variable holding its texts

    def enum_table(self, full_name: str) -> str:
        return self.enums.setdefault(full_name, f"_ENUM{len(self.enums)}")

    def value(self, field: FieldDescriptor, x: str) -> str:
        """Python writing the value ``x`` of (one element of) ``field``."""
        t = field.type
        if field.enum_type is not None:
            return f"enum_text({self.enum_table(field.enum_type.full_name)}, {x})"
        if t == FD.TYPE_MESSAGE:
            name = field.message_type.full_name
            method = self.short_forms.get(name)
            return f"c.{method}({x})" if method else f"{function_name(name)}({x}, c)"
        if t == FD.TYPE_BOOL:
            return f'("true" if {x} else "false")'
        if t == FD.TYPE_STRING:
            return f"quote_string({x})"
        if t == FD.TYPE_BYTES:
            return f"bytes_text({x})"
        if t == FD.TYPE_DOUBLE:
            return f"fp64_text({x})"
        if t == FD.TYPE_FLOAT:
            return f"fp32_text({x})"
        if t in _INTS:
            return f"str({x})"
        raise SpecError(f"no printer for field type {t} ({field.full_name})")

    def field_text(self, field: FieldDescriptor) -> str:
        """Python writing the whole of ``field`` of ``m``: a list for a repeated one."""
        if field.is_repeated:
            return f'"[" + ", ".join([{self.value(field, "x")} for x in {_access(field)}]) + "]"'
        return self.value(field, _access(field))


def _items_body(ctx: _Context, message: Descriptor, positional: tuple[str, ...], named: list[tuple[str, str]],
                skipped: dict[str, str | None], defaults: dict[str, int] | None = None) -> list[str]:
    """The lines that collect ``message``'s items into ``items``: the
    ``positional`` fields while they are set, then each field of ``named``
    ((text name, field), in order) that is set, then any positional field that
    was not written positionally.  ``skipped`` fields are left out, or left
    out when the Python expression given for them is true.  A field with one
    of the ``defaults`` is written when it differs (`_` for 0), or always in
    the verbose style."""
    fields = message.fields_by_name
    lines = ["items: list[str] = []"]
    counted = any(not _always_written(fields[p]) for p in positional[:-1])
    if counted:
        lines.append("k = 0  # how many positional fields are written")
    indent = ""
    for i, name in enumerate(positional):
        field = fields[name]
        if not _always_written(field):
            lines.append(f"{indent}if {_is_set(field)}:")
            indent += "    "
        if field.is_repeated and len(positional) == 1:
            lines.append(f"{indent}items.extend([{ctx.value(field, 'x')} for x in {_access(field)}])")
        else:
            lines.append(f"{indent}items.append({ctx.field_text(field)})")
        if counted:
            lines.append(f"{indent}k = {i + 1}")
    texts = dict((field, text) for text, field in named)
    order = [field for _, field in named]
    order += [f.name for f in sorted(message.fields, key=lambda f: f.number) if f.name not in order]
    for name in order:
        if name in skipped and skipped[name] is None:
            continue
        field = fields[name]
        tests = []
        if name in positional:
            index = positional.index(name)
            if not counted or all(_always_written(fields[p]) for p in positional[:index]):
                continue  # written positionally whenever it is set
            tests.append(f"k <= {index}")
        if skipped.get(name):
            tests.append(f"not {skipped[name]}")
        if defaults and name in defaults:
            value = _access(field)
            lines.append(f"if {value} != {defaults[name]} or c.verbose:")
            lines.append(f'    items.append({json.dumps(name + "=")} + ("_" if not {value} and not c.verbose else '
                         f"{ctx.value(field, value)}))")
            continue
        tests.append(_is_set(field))
        lines.append(f"if {' and '.join(tests)}:")
        lines.append(f"    items.append({json.dumps(texts.get(name, name) + '=')} + {ctx.field_text(field)})")
    lines.append("return items")
    return lines


def _explicit_body(ctx: _Context, message: Descriptor, positional: tuple[str, ...]) -> list[str]:
    fields = message.fields_by_name
    lines = []
    if len(positional) == 1 and fields[positional[0]].is_repeated:  # a bare list when nothing else is set
        listed = fields[positional[0]]
        others = [f for f in sorted(message.fields, key=lambda f: f.number) if f is not listed]
        listing = f'return "[" + ", ".join([{ctx.value(listed, "x")} for x in {_access(listed)}]) + "]"'
        if not others:
            return [listing]
        lines.append(f"if not ({' or '.join(_is_set(f) for f in others)}):")
        lines.append(f"    {listing}")
    lines.append(f'return "(" + ", ".join({function_name(message.full_name)}_items(m, c)) + ")"')
    return lines


# The fields a call's own syntax says: `name#anchor(arguments):output_type`.
CALL_FIELDS = ("function_reference", "arguments", "output_type")


def _function_forms(spec: dict, messages: dict[str, Descriptor]
                    ) -> tuple[dict[str, tuple[list[str], list[str] | None]], dict[str, int]]:
    """Each function message's inside and over fields (over None: no `over (...)`),
    checked to place every field once; and the defaults, as enum numbers."""
    forms: dict[str, tuple[list[str], list[str] | None]] = {}
    for entry in spec["function"]:
        name = entry["name"]
        if name not in messages:
            raise SpecError(f"relations.toml: function {name}: no such message is reachable from substrait.Plan")
        inside, over = list(entry.get("inside", [])), entry.get("over")
        placed = [*CALL_FIELDS, *inside, *(over or [])]
        fields = [f.name for f in messages[name].fields]
        for field in fields:
            if placed.count(field) != 1:
                raise SpecError(f"relations.toml: function {name}: field {field} must be placed once "
                                f"(inside, over, or one of {', '.join(CALL_FIELDS)})")
        for field in placed:
            if field not in fields:
                raise SpecError(f"relations.toml: function {name} has no field {field!r}")
        forms[name] = (inside, over)
    defaults = {}
    for field, value in spec["function_defaults"].items():
        descriptors = [messages[name].fields_by_name[field] for name in forms if field in messages[name].fields_by_name]
        if not descriptors or descriptors[0].enum_type is None:
            raise SpecError(f"relations.toml: function_defaults: {field} is no enum field of a function message")
        enum = descriptors[0].enum_type
        if value not in enum.values_by_name or any(d.enum_type is not enum for d in descriptors):
            raise SpecError(f"relations.toml: function_defaults: {field}: {value} is not a value of {enum.full_name}")
        defaults[field] = enum.values_by_name[value].number
    return forms, defaults


def printer_rows(spec: dict) -> dict[str, Any]:
    """What the printer table template places: the functions and the tables."""
    messages = all_messages()
    short_forms = dict(spec["short_forms"])
    for name, method in short_forms.items():
        if name not in messages:
            raise SpecError(f"relations.toml: short_forms: no message {name} is reachable from substrait.Plan")
        if not method.isidentifier():
            raise SpecError(f"relations.toml: short_forms: {name}: {method!r} is not a method name")
    args = {m["name"]: tuple(m["args"]) for m in spec.get("message", [])}
    ctx = _Context(short_forms)
    functions = []
    for name in sorted(messages):
        message = messages[name]
        positional = args.get(name, ())
        base = function_name(name)
        functions.append({"name": f"{base}_items", "doc": f"{name}: its items, positional fields first.",
                          "params": "m: Any, c: Any", "returns": "list[str]",
                          "body": _items_body(ctx, message, positional, [], {})})
        functions.append({"name": base, "doc": f"{name}: its explicit form.", "params": "m: Any, c: Any",
                          "returns": "str", "body": _explicit_body(ctx, message, positional)})
    forms, defaults = _function_forms(spec, messages)
    for name, (inside, over) in forms.items():
        base = function_name(name)
        for where, fields in (("inside", inside), ("over", over or ())):
            if where == "over" and over is None:
                continue
            functions.append({"name": f"{base}_{where}", "params": "m: Any, c: Any", "returns": "list[str]",
                              "doc": f"{name}: the `name=value` items of a call written {where} "
                                     f"{'its parentheses' if where == 'inside' else '`over (...)`'}.",
                              "body": _items_body(ctx, messages[name], (), [(f, f) for f in fields],
                                                  {f.name: None for f in messages[name].fields if f.name not in fields},
                                                  defaults)})
    plan_rows = []
    for name, kept_out in (("substrait.Plan", SECTIONED), ("substrait.PlanRel", ("rel", "root"))):
        fn = f"{function_name(name)}_args"
        plan_rows.append({"name": name, "function": fn})
        functions.append({"name": fn, "params": "m: Any, c: Any", "returns": "list[str]",
                          "doc": f"{name}: its fields written as `name=value` lines of their own.",
                          "body": _items_body(ctx, messages[name], (), [], dict.fromkeys(kept_out))})
    rel_cases = {f.name: f.message_type for f in Rel.DESCRIPTOR.fields}
    relations = []
    for row in relation_rows(spec):
        message = rel_cases[row["case"]]
        skipped: dict[str, str | None] = {f: None for f in [*row["inputs"], *row["custom"], "common"]}
        if "extension_table" in message.fields_by_name:
            skipped["extension_table"] = "table"  # written as a `+ Ext:` line
        if "advanced_extension" in message.fields_by_name:
            skipped["advanced_extension"] = "addenda"  # written as `+ Enh:` / `+ Opt:` lines
        fn = f"relation_{row['case']}"
        relations.append({"case": row["case"], "function": fn})
        functions.append({"name": fn, "doc": f"{row['name']}: its `name=value` arguments, positional ones first.",
                          "params": "m: Any, c: Any, table: bool, addenda: bool", "returns": "list[str]",
                          "body": _items_body(ctx, message, tuple(row["args"]), list(row["named"]), skipped)})
    return {
        "functions": functions,
        "messages": [{"name": name, "function": function_name(name)} for name in sorted(messages)],
        "relations": relations,
        "short_forms": sorted(short_forms.items()),
        "plan_rows": plan_rows,
        "forms": [{"name": name, "inside": inside, "over": over, "function": function_name(name)}
                  for name, (inside, over) in forms.items()],
        "defaults": sorted(defaults.items()),
        "enums": [(var, name) for name, var in ctx.enums.items()],
    }


def generate() -> dict[str, str]:
    return {"printer_table.py": render("printer_table.py.j2", **printer_rows(load_spec()))}
