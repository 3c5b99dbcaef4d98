"""Renders the relation and enum tables from the relation spec and the protos.

Logic lives here; the Jinja templates only loop over what this module hands
them.  Every field of every relation message must be named exactly once in
``relations.toml`` (as input, positional arg, named arg, custom field or the
common field), and a relation's custom fields must be exactly those its output
style owns; anything else stops the generator, naming the field.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import jinja2
from google.protobuf.descriptor import Descriptor, EnumDescriptor
from substrait.proto import Plan, Rel

from codegen import HEADER

SPEC = Path(__file__).with_name("relations.toml")
TEMPLATES = Path(__file__).with_name("templates")


class SpecError(SystemExit):
    pass


def load_spec() -> dict:
    return tomllib.loads(SPEC.read_text())


def relation_rows(spec: dict) -> list[dict]:
    rel_cases = {f.name: f.message_type for f in Rel.DESCRIPTOR.fields}
    styles = spec["styles"]
    rows, seen_cases = [], set()
    for entry in spec["relation"]:
        name, case = entry["name"], entry["rel"]
        if case not in rel_cases:
            raise SpecError(f"relations.toml: {name}: Rel has no case {case!r}")
        seen_cases.add(case)
        message = rel_cases[case]
        output = entry.get("output", "emit")
        if output not in styles:
            raise SpecError(f"relations.toml: {name}: output must be one of {', '.join(styles)}")
        roles = {
            "inputs": entry.get("inputs", []),
            "args": entry.get("args", []),
            "named": entry.get("named", []),
            "custom": entry.get("custom", []),
            "common": [] if output == "none" else ["common"],
        }
        _check_fields(name, message, roles)
        if sorted(roles["custom"]) != sorted(styles[output]):
            raise SpecError(f"relations.toml: {name}: custom must be exactly the fields output {output!r} "
                            f"handles, {styles[output]}, not {roles['custom']}")
        aliases = entry.get("aliases", {})
        rows.append({
            "name": name,
            "case": case,
            "message": message.full_name,
            "inputs": roles["inputs"],
            "args": roles["args"],
            "named": [(aliases.get(f, f), f) for f in roles["named"]],
            "custom": roles["custom"],
            "output": output,
            "optional_inputs": bool(entry.get("optional_inputs", False)),
            "variants": entry.get("variants", []),
        })
    missing = sorted(set(rel_cases) - seen_cases)
    if missing:
        raise SpecError(f"relations.toml: no relation for Rel case(s) {', '.join(missing)}")
    return rows


def _check_fields(name: str, message: Descriptor, roles: dict[str, list[str]]) -> None:
    fields = {f.name for f in message.fields}
    placed: dict[str, str] = {}
    for role, names in roles.items():
        for field in names:
            if field not in fields:
                raise SpecError(f"relations.toml: {name}: {message.full_name} has no field {field!r}")
            if field in placed:
                raise SpecError(f"relations.toml: {name}: field {field!r} is both {placed[field]} and {role}")
            placed[field] = role
    for field in sorted(fields - placed.keys()):
        raise SpecError(
            f"relations.toml: {name}: field {message.full_name}.{field} is not handled; "
            "name it under inputs, args, named or custom"
        )


def message_rows(spec: dict) -> list[dict]:
    rows = []
    for entry in spec.get("message", []):
        descriptor = _find_message(entry["name"])
        fields = {f.name for f in descriptor.fields}
        for field in entry["args"]:
            if field not in fields:
                raise SpecError(f"relations.toml: {entry['name']} has no field {field!r}")
        rows.append({"name": entry["name"], "args": entry["args"]})
    return rows


def all_messages() -> dict[str, Descriptor]:
    found: dict[str, Descriptor] = {}
    stack = [Plan.DESCRIPTOR]
    while stack:
        d = stack.pop()
        if d.full_name in found:
            continue
        found[d.full_name] = d
        stack.extend(f.message_type for f in d.fields if f.message_type is not None)
    return found


def _find_message(full_name: str) -> Descriptor:
    try:
        return all_messages()[full_name]
    except KeyError:
        raise SpecError(f"relations.toml: no message {full_name} is reachable from substrait.Plan") from None


def _camel(words: str) -> str:
    return "".join(w.capitalize() for w in words.lower().split("_") if w)


def enum_spellings(enum: EnumDescriptor) -> list[tuple[int, str]]:
    """`JOIN_TYPE_LEFT_SEMI` -> `LeftSemi`: the enum's own prefix dropped, CamelCase."""
    prefix = re.sub(r"(?<!^)(?=[A-Z])", "_", enum.name).upper() + "_"
    names = [v.name for v in enum.values]
    if not all(n.startswith(prefix) and len(n) > len(prefix) for n in names):
        prefix = ""
    spelled = [(v.number, _camel(v.name[len(prefix):])) for v in enum.values]
    if len({s for _, s in spelled}) != len(spelled):
        raise SpecError(f"enum {enum.full_name}: two values spell the same")
    return spelled


def enum_rows() -> list[dict]:
    enums: dict[str, EnumDescriptor] = {}
    for message in all_messages().values():
        for field in message.fields:
            if field.enum_type is not None:
                enums[field.enum_type.full_name] = field.enum_type
    return [{"name": name, "values": enum_spellings(enums[name])} for name in sorted(enums)]


def render(template: str, **context) -> str:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return HEADER + env.get_template(template).render(**context)


def generate() -> dict[str, str]:
    spec = load_spec()
    return {
        "relation_table.py": render(
            "relation_table.py.j2", relations=relation_rows(spec), messages=message_rows(spec),
            styles=list(spec["styles"]),
        ),
        "enum_names.py": render("enum_names.py.j2", enums=enum_rows()),
    }


def generate_docs() -> str:
    spec = load_spec()
    text = render("tables.md.j2", relations=relation_rows(spec), messages=message_rows(spec), enums=enum_rows())
    # Markdown, so the header is an HTML comment rather than a Python one.
    return "<!-- " + HEADER.strip().lstrip("# ") + " -->\n" + text[len(HEADER):]
