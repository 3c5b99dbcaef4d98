"""Old extension URIs become URNs by one rule, whatever the plan's format."""

from __future__ import annotations

import json

import pytest

import substrait_explain as se
from substrait_explain.plan import old_fields
from substrait_explain.plan.urns import STANDARD_EXTENSIONS, urn_for_uri

URIS = [
    ("https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml",
     "extension:io.substrait:functions_arithmetic"),
    ("https://example.com/functions_arithmetic.yaml", "extension:io.substrait:functions_arithmetic"),
    ("/functions_string.yaml", "extension:io.substrait:functions_string"),
    ("unsigned_integers.yaml", "extension:io.substrait:unsigned_integers"),
    ("file:///opt/substrait/extensions/functions_boolean.yaml", "extension:io.substrait:functions_boolean"),
    ("extension:io.substrait:functions_list", "extension:io.substrait:functions_list"),
    # Not files the Substrait repository ships: no URN is known, the text is kept.
    ("/functions_foo.yaml", "/functions_foo.yaml"),
    ("/extension_types.yaml", "/extension_types.yaml"),
    ("https://example.com/my_functions.yaml", "https://example.com/my_functions.yaml"),
    ("functions_arithmetic.yml", "functions_arithmetic.yml"),
]


def _varint(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _field(number: int, value: int | bytes) -> bytes:
    if isinstance(value, int):
        return _varint(number << 3) + _varint(value)
    return _varint(number << 3 | 2) + _varint(len(value)) + value


def _text(uri: str) -> str:
    return (f"=== Extensions\nURIs:\n  @ 1: \"{uri}\"\nFunctions:\n  # 1 @ 1: add\n\n"
            "=== Plan\nRoot[a]\n  Read[t => a:i64 => _]\n")


def _json(uri: str) -> str:
    return json.dumps({
        "extensionUris": [{"extensionUriAnchor": 1, "uri": uri}],
        "extensions": [{"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 1, "name": "add"}}],
        "relations": [{"root": {"names": ["a"], "input": {"read": {
            "baseSchema": {"names": ["a"], "struct": {"types": [{"i64": {"nullability": "NULLABILITY_REQUIRED"}}],
                                                      "nullability": "NULLABILITY_REQUIRED"}},
            "namedTable": {"names": ["t"]}}}}}],
    })


def _binary(uri: str) -> bytes:
    # Plan.extension_uris (field 1, removed from the protos): {anchor = 1, uri = 2}; then
    # Plan.extensions (field 2): extension_function (field 3) {uri reference = 1, anchor = 2, name = 3}.
    plan = se.load_plan(json.dumps({k: v for k, v in json.loads(_json(uri)).items()
                                    if k not in ("extensionUris", "extensions")}), "json")
    old = _field(1, _field(1, 1) + _field(2, uri.encode()))
    old += _field(2, _field(3, _field(1, 1) + _field(2, 1) + _field(3, b"add")))
    return plan.SerializeToString() + old


@pytest.mark.parametrize(("uri", "urn"), URIS)
def test_text_json_and_binary_agree(uri, urn):
    plans = {"text": se.load_plan(_text(uri), "text"), "json": se.load_plan(_json(uri), "json"),
             "binary": se.load_plan(_binary(uri), "binary")}
    for fmt, plan in plans.items():
        assert [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns] == [(1, urn)], fmt
        assert plan.extensions[0].extension_function.extension_urn_reference == 1, fmt
    # The same plan in today's fields; JSON and binary also keep the URI they were read with.
    today = {fmt: old_fields.for_writing(plan, old_fields.OldFields()) for fmt, plan in plans.items()}
    assert today["text"] == today["json"] == today["binary"]
    assert plans["json"] == plans["binary"]


def test_every_standard_file_has_its_urn():
    for stem in STANDARD_EXTENSIONS:
        assert urn_for_uri(f"/{stem}.yaml") == f"extension:io.substrait:{stem}"


def test_standard_files_are_those_substrait_ships():
    extensions = pytest.importorskip("substrait_extensions")
    from importlib.resources import files

    shipped = {p.name.removesuffix(".yaml") for p in (files(extensions) / "extensions").iterdir()
               if p.name.endswith(".yaml") and p.name != "simple_extensions_schema.yaml"}
    assert shipped == STANDARD_EXTENSIONS
