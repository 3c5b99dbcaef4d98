"""Plans as YAML: protobuf's JSON mapping written as YAML, both ways, by the API and every command."""

import math
import struct

import pytest
import yaml
from conftest import CORPUS, corpus_files, needs_corpus
from google.protobuf import json_format
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.api import dump_plan, load_plan
from substrait_explain.tools.cli import main

TEXT = "=== Plan\nRoot[a]\n  Read[t => a:i64]\n"
# Strings that YAML 1.1 or 1.2 would read as something else if written bare.
TRICKY = ["yes", "no", "on", "off", "y", "n", "true", "null", "~", "", "09", "010", "0x1F", "0o17", "1e5",
          "1_000", "1:20", ".inf", "-.nan", "2023-01-01", "2001-12-14t21:59:43.10-05:00", "12:30:00", "=",
          "<<", "- a", "a: b", "# c", "'q'", '"dq"', "[x]", "{y}", "&a", "*b", "!t", "|", ">", "%d", "@e", "`f",
          "line\nbreak", "tab\there", " lead", "trail ", "\u2028", "\x85", "\x00\x07", "é ☃ 𝄞", "\ufeff"]


def tricky_plan() -> Plan:
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(TRICKY)
    read = root.input.read
    read.named_table.names.extend(TRICKY)
    read.base_schema.names.extend(TRICKY)
    for _ in TRICKY:
        read.base_schema.struct.types.add().i64.SetInParent()
    read.common.hint.alias = "\n".join(TRICKY)
    return plan


def literal_plan() -> Plan:
    """Literals whose values are hard to carry through text: 64-bit extremes, float bit patterns, bytes."""
    plan = se.parse("=== Plan\nRoot[a]\n  Project[1 => $0]\n    Read[t => a:i64]\n")
    project = plan.relations[0].root.input.project
    del project.expressions[:]
    fp32 = [struct.unpack("<f", struct.pack("<I", bits))[0] for bits in (1, 0x7F7FFFFE, 0x3E99999A, 0x80000000)]
    values = [("i64", -(2 ** 63)), ("i64", 2 ** 63 - 1), ("fp64", 5e-324), ("fp64", -0.0), ("fp64", math.inf),
              ("fp64", 0.1), ("binary", bytes(range(256))), ("string", "\r\n")] + [("fp32", v) for v in fp32]
    for kind, value in values:
        setattr(project.expressions.add().literal, kind, value)
    project.common.emit.output_mapping.extend(range(1, len(values) + 1))
    return plan


def payload_plan() -> Plan:
    """An advanced extension holding a payload protobuf knows (a substrait.Type, as Velox writes):
    its JSON mapping is an object with an "@type" key, which protobuf gives as an OrderedDict."""
    plan = se.parse(TEXT)
    read = plan.relations[0].root.input.read
    read.advanced_extension.optimization.add().Pack(read.base_schema.struct.types[0])
    return plan


@pytest.mark.parametrize("plan", [tricky_plan(), literal_plan(), se.parse(TEXT), payload_plan()],
                         ids=["names", "literals", "small", "payload"])
def test_a_plan_goes_to_yaml_and_back_exactly(plan):
    data = dump_plan(plan, "yaml")
    assert load_plan(data, "yaml") == plan
    assert load_plan(data.decode(), "yaml") == plan  # a str as well as bytes


def test_the_mapping_is_protobufs_json_mapping():
    plan = literal_plan()
    assert yaml.safe_load(dump_plan(plan, "yaml")) == json_format.MessageToDict(plan)
    assert dump_plan(se.parse(TEXT), "yaml").decode() == """\
relations:
- root:
    input:
      read:
        common:
          direct: {}
        baseSchema:
          names:
          - a
          struct:
            types:
            - i64:
                nullability: NULLABILITY_REQUIRED
            nullability: NULLABILITY_REQUIRED
        namedTable:
          names:
          - t
    names:
    - a
"""


def test_yaml_as_other_tools_write_it():
    # Field names in either spelling, numbers bare or quoted, YAML 1.1 look-alikes meaning strings
    # (YAML 1.2's core schema, as serde_yaml reads them), comments and flow style.
    data = """# a plan written by hand
relations:
- root:
    names: [yes, 'no', on, Off, 2023-01-01, 1:20, 0b11]
    input:
      fetch:
        count: '10'
        offset: 0x10
        input: {read: {named_table: {names: [t]}, baseSchema: {names: [a, b, c, d, e, f, g],
          struct: {types: [{i64: {}}, {i64: {}}, {i64: {}}, {i64: {}}, {i64: {}}, {i64: {}}, {i64: {}}]}}}}
"""
    plan = load_plan(data, "yaml")
    root = plan.relations[0].root
    assert list(root.names) == ["yes", "no", "on", "Off", "2023-01-01", "1:20", "0b11"]
    fetch = root.input.fetch  # the removed `count` and `offset`, read in today's terms
    assert (fetch.count_expr.literal.i64, fetch.offset_expr.literal.i64) == (10, 16)
    assert list(root.input.fetch.input.read.named_table.names) == ["t"]


@pytest.mark.parametrize("data, message", [
    # libyaml and PyYAML's own parser word the problem differently; both say where.
    ("relations:\n- root: [\n", r"not valid YAML: .+ at line 3 column 1$"),
    ("relations:\n  a: b\n c: d\n", r"not valid YAML: .+ at line 3 column 2$"),
    ("- a\n- b\n", r"a YAML plan is a mapping of the plan's fields"),
    ("relations: 3\n", r"not a Substrait plan"),
    ("relation: []\n", r'not a Substrait plan: Message type "substrait.Plan" has no field named "relation"'),
    # A str may hold what no UTF-8 text can: libyaml's parser is given UTF-8.
    ("version:\n  producer: a\ud800\n", r"not valid YAML: .+ at line 2 column 14$"),
])
def test_bad_yaml_says_what_and_where(data, message):
    with pytest.raises(se.LoadError, match=message):
        load_plan(data, "yaml")


def test_every_command_reads_yaml_files_by_their_name(tmp_path, capsys):
    plan = se.parse(TEXT)
    for name in ("plan.yaml", "plan.yml", "PLAN.YAML"):
        path = tmp_path / name
        path.write_bytes(dump_plan(plan, "yaml"))
        assert main(["convert", str(path)]) == 0
        assert capsys.readouterr().out == TEXT
        assert main(["validate", str(path)]) == 0
        assert capsys.readouterr().err == f"{path}: ok\n"
        assert main(["diff", str(path), str(tmp_path / "plan.yaml")]) == 0
        assert main(["view", str(path), "-o", str(tmp_path / "plan.html")]) == 0
    # Standard input and other names say so with -f.
    other = tmp_path / "plan.data"
    other.write_bytes(dump_plan(plan, "yaml"))
    assert main(["convert", str(other), "-f", "yaml", "-t", "text"]) == 0
    assert capsys.readouterr().out == TEXT
    assert main(["convert", str(other)]) == 1  # detected from the content: a text without its header
    # -t yaml writes YAML; a directory's .yaml and .yml files are plan files.
    assert main(["convert", str(tmp_path / "plan.yml"), "-t", "yaml", "-o", str(tmp_path / "out.yaml")]) == 0
    assert load_plan((tmp_path / "out.yaml").read_bytes(), "yaml") == plan
    capsys.readouterr()
    assert main(["convert", str(tmp_path), "-o", str(tmp_path / "texts")]) == 0
    written = sorted(p.name for p in (tmp_path / "texts").iterdir())
    assert written == ["out.txt", "plan.yaml.txt", "plan.yml.txt"]  # as for every suffix, .YAML is not scanned


YAML_HINT = "this looks like a YAML plan: give its format (format='yaml', convert -f yaml) or name its file .yaml"


@pytest.mark.parametrize("start", ["relations:\n", "# made by hand\n\n---\nextensionUrns:\n",
                                   "version: {minorNumber: 75}\n"])
def test_yaml_whose_format_was_left_to_detection_is_said_to_look_like_yaml(start, tmp_path, capsys):
    """YAML starts as a text may, and detection reads it as one: the error says what it looks like."""
    data = start + "parameterBindings: []\n"
    for given in (data, data.encode(), "\ufeff" + data, ("\ufeff" + data).encode()):
        with pytest.raises(se.ParseError) as e:
            load_plan(given)
        assert e.value.hint == YAML_HINT and e.value.line == 1
    assert load_plan(data, "yaml") == load_plan(dump_plan(load_plan(data, "yaml"), "yaml"), "yaml")
    (tmp_path / "plan.txt").write_text(data)
    assert main(["convert", str(tmp_path / "plan.txt")]) == 1
    assert capsys.readouterr().err.endswith(f"hint: {YAML_HINT}\n")


@pytest.mark.parametrize("text", ["Root[a]\n", "nothing: here\n", "relations\n", "=== Plan\nrelations: x\n"])
def test_a_text_that_is_no_yaml_plan_keeps_its_own_hint(text):
    with pytest.raises(se.ParseError) as e:
        load_plan(text)
    assert e.value.hint != YAML_HINT


@needs_corpus
def test_every_corpus_plan_goes_to_yaml_and_back_exactly_by_the_api():
    files = corpus_files()
    assert files, f"no plans in {CORPUS}"
    differ = [str(p) for p in files
              if load_plan(dump_plan(plan := load_plan(p.read_bytes()), "yaml"), "yaml") != plan]
    assert differ == []


@needs_corpus
def test_every_corpus_plan_goes_to_yaml_and_back_exactly_by_the_command_line(tmp_path, capsys):
    files = corpus_files()
    assert main(["convert", str(CORPUS), "-t", "yaml", "-o", str(tmp_path / "yaml")]) == 0
    assert main(["convert", str(tmp_path / "yaml"), "-t", "binary", "-o", str(tmp_path / "back")]) == 0
    capsys.readouterr()
    yamls = sorted((tmp_path / "yaml").rglob("*.yaml"))
    backs = sorted((tmp_path / "back").rglob("*.bin"))
    assert len(yamls) == len(backs) == len(files)
    differ = []
    for source in files:
        relative = source.relative_to(CORPUS)
        # Outputs mirror the inputs; a stem shared by q1.json and q1.bin keeps the whole name.
        candidates = [relative.with_suffix(".yaml"), relative.with_name(relative.name + ".yaml")]
        found = next(tmp_path / "yaml" / c for c in candidates if (tmp_path / "yaml" / c).is_file())
        back = (tmp_path / "back" / found.relative_to(tmp_path / "yaml")).with_suffix(".bin")
        expected = load_plan(source.read_bytes())
        if load_plan(found.read_bytes(), "yaml") != expected or load_plan(back.read_bytes(), "binary") != expected:
            differ.append(str(relative))
    assert differ == []


def test_yaml_tags_make_no_objects():
    for data in ("relations: !!python/object/apply:os.system ['true']\n", "!!set {a}\n",
                 "relations: !!binary aGk=\n"):
        with pytest.raises(se.LoadError, match="not valid YAML|not a Substrait plan|a YAML plan is a mapping"):
            load_plan(data, "yaml")


def test_removed_fields_go_to_yaml_and_back_as_json_keeps_them():
    data = ('{"extensionUris": [{"extensionUriAnchor": 1, "uri": "https://example.com/my_functions.yaml"}], '
            '"extensions": [{"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 1, "name": "f"}}]}')
    plan = load_plan(data)
    written = dump_plan(plan, "yaml")
    assert b"extensionUris:" in written and b"extensionUriReference: 1" in written
    back = load_plan(written, "yaml")
    assert back == plan and dump_plan(back, "json") == dump_plan(plan, "json")
