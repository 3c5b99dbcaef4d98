"""Deep and large plans: no RecursionError, and protobuf's binary limit said plainly."""

import json

import pytest

import substrait_explain as se
from substrait_explain.api import dump_plan

HEAD = "=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n  # 1 @ 1: add\n"


def chain(relation: str, depth: int) -> str:
    lines = ["=== Plan", "Root[a]"] + ["  " * (i + 1) + relation for i in range(depth)]
    return "\n".join(lines + ["  " * (depth + 1) + "Read[t => a:i64]"]) + "\n"


@pytest.mark.parametrize("relation", ["Filter[true => ...]", "Project[$0, add($0, 1)]"])
def test_a_thousand_nested_relations(relation):
    text = HEAD + chain(relation, 1000)
    plan = se.parse(text)
    assert se.parse(se.format(plan)) == plan


def test_expressions_nested_a_thousand_deep():
    expr = "$0"
    for _ in range(1000):
        expr = f"add({expr}, 1)"
    text = HEAD + "=== Plan\nRoot[a]\n  Project[" + expr + "]\n    Read[t => a:i64]\n"
    plan = se.parse(text)
    assert expr in se.format(plan, width=None)
    wrapped = se.format(plan)
    assert se.parse(wrapped) == plan
    # Nesting indents continuation lines only so far: the text stays linear in the depth.
    assert len(wrapped) < 20 * len(expr)


@pytest.mark.parametrize("as_text", [False, True])
def test_validate_takes_expressions_nested_thousands_deep(as_text):
    # Checking a plan derives its columns' types first, as deep as its expressions nest.
    expr = "$0"
    for _ in range(3000):
        expr = f"add({expr}, 1)"
    text = HEAD + "=== Plan\nRoot[a]\n  Project[" + expr + "]\n    Read[t => a:i64]\n"
    assert se.validate(text if as_text else se.parse(text)) == []


def test_nesting_past_the_large_stack_is_a_clear_error(monkeypatch):
    # What deep.run's large stack cannot follow either (tens of thousands deep: here its
    # recursion limit is lowered to reach that sooner) is refused, saying where and why.
    from substrait_explain.base import deep

    monkeypatch.setattr(deep, "_RECURSION_LIMIT", 3_000)
    expr = "$0"
    for _ in range(2_000):
        expr = f"add({expr}, 1)"
    text = HEAD + "=== Plan\nRoot[a]\n  Project[" + expr + "]\n    Read[t => a:i64]\n"
    with pytest.raises(se.ParseError, match="nested too deeply") as caught:
        se.parse(text)
    assert (caught.value.line, caught.value.column) == (8, 3)  # the Project's line
    assert "nest less" in str(caught.value)
    monkeypatch.setattr(deep, "_RECURSION_LIMIT", 1_000_000)
    plan = se.parse(text)
    monkeypatch.setattr(deep, "_RECURSION_LIMIT", 1_500)
    with pytest.raises(se.NestingError, match="nested too deeply"):
        se.format(plan)
    [d] = se.validate(plan)  # validate says what is wrong; it raises nothing
    assert d.severity == "error" and d.message.startswith("nested too deeply")


def test_binary_nesting_limit_is_named():
    plan = se.parse(HEAD + chain("Filter[true => ...]", 120))
    with pytest.raises(se.Error, match=r"nests \d+ messages deep; protobuf's binary reader stops at 100"):
        dump_plan(plan, "binary")
    data = plan.SerializeToString()  # what another tool might have written
    with pytest.raises(se.LoadError, match=r"nests about \d+ messages deep; .* stops at 100 levels"):
        se.load_plan(data, "binary")
    shallow = se.parse(HEAD + chain("Filter[true => ...]", 10))
    assert se.load_plan(dump_plan(shallow, "binary")) == shallow


def test_deep_plans_go_through_json():
    plan = se.parse(HEAD + chain("Filter[true => ...]", 1000))
    data = dump_plan(plan, "json")
    assert se.load_plan(data) == plan
    assert se.load_plan(data, "json") == plan


@pytest.mark.parametrize("old", ["old+new = uris\n  @ 1: /functions_arithmetic.yaml", "old = fetch"])
@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_deep_plans_with_old_fields_go_through_json_and_yaml(old, fmt):
    """Writing a plan's old fields takes its own removed fields out of the messages holding
    them, each of which may hold the whole plan below it: more than protobuf's reader takes
    (100 levels), which then failed with "internal error", or (a list's extend) cut the
    plan short without a word."""
    text = HEAD + f"Old Fields:\n  {old}\n\n" + chain("Filter[true => ...]", 120).replace(
        "Root[a]\n", "Root[a]\n  Fetch[limit=3 => ...]\n").replace("\n  ", "\n    ").replace(
        "\n    Fetch", "\n  Fetch")
    plan = se.parse(text)
    back = se.load_plan(dump_plan(plan, fmt), fmt)
    assert se.format(back) == se.format(plan)


def test_a_measure_like_a_deep_grouping_call_is_compared_by_its_bytes():
    """An Aggregate's output call equal to a grouping call reads as that key: the printer tells
    by the bytes the measure would have as a call, put together without protobuf's reader (which
    stops at 100 levels: before, a deep argument failed with "internal error")."""
    deep = "$0"
    for _ in range(40):
        deep = f"add({deep}, 1)"
    text = HEAD + f"=== Plan\nRoot[k, s]\n  Aggregate[add($0, 1) => add($0, 1), add({deep}, 1)]\n" \
        "    Read[t => a:i64]\n"
    text = text.replace("  # 1 @ 1: add\n", "  # 1 @ 1: add\n  # 2 @ 1: sum\n").replace(
        f"add({deep}, 1)]", f"sum({deep})]")
    plan = se.parse(text)
    assert se.parse(se.format(plan)) == plan
    # A measure that is the grouping call is still told from the others by its bytes.
    key = plan.relations[0].root.input.aggregate.grouping_expressions[0]
    from substrait_explain.codec.relations import measure_call
    measure = plan.relations[0].root.input.aggregate.measures[0].measure
    measure.Clear()
    measure.function_reference = key.scalar_function.function_reference
    measure.output_type.i64.nullability = key.scalar_function.output_type.i64.nullability = 1
    measure.arguments.extend(key.scalar_function.arguments)
    measure.options.add(name="overflow", preference=["SILENT"])
    key.scalar_function.options.add(name="overflow", preference=["SILENT"])
    assert measure_call(measure) == key.SerializeToString()


def test_json_nesting_past_the_limit_is_refused_saying_where():
    from substrait_explain.plan.nesting import JSON_LIMIT
    head = '{"relations": '
    deep_json = head + "[" * (JSON_LIMIT + 1) + "]" * (JSON_LIMIT + 1) + "}"
    # The object is level 1: level JSON_LIMIT + 1 is the JSON_LIMIT-th bracket.
    where = rf"\(level {JSON_LIMIT + 1} opens at line 1 column {len(head) + JSON_LIMIT}\)$"
    with pytest.raises(se.LoadError, match=rf"JSON nests {JSON_LIMIT + 2} levels deep; at most {JSON_LIMIT} are read "
                       + where):
        se.load_plan(deep_json)
    # On a later line, its column counts from that line's start (1-based), after a space.
    with pytest.raises(se.LoadError, match=rf"opens at line 3 column {JSON_LIMIT + 1}\)$"):
        se.load_plan('{\n"relations":\n ' + "[" * (JSON_LIMIT + 1) + "]" * (JSON_LIMIT + 1) + "}")


@pytest.mark.parametrize("depth", [2_000, 50_000])
def test_deep_json_that_is_no_plan_fails_cleanly(depth):
    with pytest.raises(se.LoadError, match="not a Substrait plan"):
        se.load_plan('{"relations": [' + '{"root": ' * depth + "1" + "}" * depth + "]}")


def test_the_printer_recursion_counts_towards_the_recursion_limit():
    """Deep input is retried on a thread with a large stack only when RecursionError says it
    is deep (base/deep.py).  The printer's recursion must raise it in the compiled build too:
    a cycle of compiled functions calling each other directly would not count, and would
    overflow the C stack instead (benchmarks/README.md, *The compiled build*)."""
    from substrait_explain.codec.printer import format_plan

    expr = "$0"
    for _ in range(3000):
        expr = f"add({expr}, 1)"
    text = HEAD + "=== Plan\nRoot[a]\n  Project[" + expr + "]\n    Read[t => a:i64]\n"
    plan = se.parse(text)
    with pytest.raises(RecursionError):
        format_plan(plan, names=True)


@pytest.mark.parametrize("limit", [1_000, 3_000])
def test_the_generated_parser_recursion_counts_towards_the_recursion_limit(limit):
    """The same for the generated parser, whose rules call each other directly when compiled:
    it counts its depth and stops at the recursion limit.  Accepting every rule, nothing but
    the parser itself recurses."""
    import sys

    from substrait_explain.generated import fast_lexer, fast_parser

    parser = fast_parser.Parser({name: (lambda children: True) for name in fast_parser.ACTIONS})
    expr = "$0"
    for _ in range(limit):
        expr = f"add({expr}, 1)"
    tokens = fast_lexer.tokenize("Project[" + expr + "]", 1)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        with pytest.raises(RecursionError):
            parser.parse(tokens, "planLineAlone")
        sys.setrecursionlimit(limit * 20)  # as on base/deep.py's thread
        assert parser.parse(tokens, "planLineAlone") is True
    finally:
        sys.setrecursionlimit(old)


# ---- the message limit: protobuf's C code recurses once per level (plan/nesting.py) ----

def relations_json(depth: int) -> str:
    return ('{"relations": [{"root": {"input": ' + '{"filter": {"input": ' * depth + '{"read": {}}'
            + "}}" * depth + "}}]}")


def test_json_plans_are_read_to_the_message_limit_and_no_deeper():
    from substrait_explain.plan.nesting import MESSAGE_LIMIT, message_depth

    # Two messages a Filter, and five more: the plan's own three, the Read's two.
    within = se.load_plan(relations_json((MESSAGE_LIMIT - 5) // 2))
    assert message_depth(within) == MESSAGE_LIMIT - 1  # one more Filter is two levels more
    # Deep as it is, protobuf writes it, and the text reads back the same: on this stack.
    assert within.SerializeToString()
    assert se.parse(se.format(within, width=None)) == within
    with pytest.raises(se.LoadError, match=rf"^the plan nests more than {MESSAGE_LIMIT} messages deep; .* nest less"):
        se.load_plan(relations_json((MESSAGE_LIMIT - 5) // 2 + 1))


def test_yaml_plans_are_held_to_the_message_limit(monkeypatch):
    from substrait_explain.plan import nesting
    from substrait_explain.plan.yaml_mapping import write

    text = write(json.loads(relations_json(4)))  # 13 messages deep
    monkeypatch.setattr(nesting, "MESSAGE_LIMIT", 12)
    with pytest.raises(se.LoadError, match="the plan nests more than 12 messages deep"):
        se.load_plan(text, "yaml")
    monkeypatch.setattr(nesting, "MESSAGE_LIMIT", 13)
    assert se.load_plan(text, "yaml") == se.load_plan(relations_json(4))


def _message_limit_error(text: str) -> se.ParseError:
    with pytest.raises(se.ParseError, match=r"the plan nests (at least )?\d+ messages deep") as caught:
        se.parse(text)
    assert "nest less" in str(caught.value)
    return caught.value


def test_a_field_reference_past_the_message_limit_is_refused_at_it():
    from substrait_explain.plan.nesting import MESSAGE_LIMIT

    steps = MESSAGE_LIMIT // 2
    text = "=== Plan\nRoot[x]\n  Project[$0, $0" + ".0" * steps + "]\n    Read[t => a:i64]\n"
    e = _message_limit_error(text)
    assert (e.line, e.column) == (3, 15)
    assert f"at least {2 * (steps + 1)} messages" in str(e)
    shorter = text.replace(".0" * steps, ".0" * (steps - 10))
    assert se.parse(se.format(se.parse(shorter), width=None)) == se.parse(shorter)


def test_a_chain_of_relations_past_the_message_limit_is_refused_at_its_line(monkeypatch):
    from substrait_explain.plan import nesting

    monkeypatch.setattr(nesting, "MESSAGE_LIMIT", 200)
    e = _message_limit_error(HEAD + chain("Filter[true => ...]", 120))
    assert (e.line, e.column) == (7 + 100, 201)  # the 100th Filter: 101 lines on its path, two messages each
    # Nine levels beside the Filters': the plan's three, the Read's and its schema's six.
    assert nesting.message_depth(se.parse(HEAD + chain("Filter[true => ...]", 95))) == 199
    e = _message_limit_error(HEAD + chain("Filter[true => ...]", 96))  # found by walking the plan
    assert (e.line, e.column) == (7 + 97, 195) and "nests 201 messages" in str(e.message)


def test_expressions_past_the_message_limit_are_refused_at_their_relation():
    # Parsed on deep.run's large stack, where the recursion limit bounds nothing: the plan is walked.
    expr = "$0"
    for _ in range(3400):  # three messages a call
        expr = f"add({expr}, 1)"
    text = HEAD + "=== Plan\nRoot[a]\n  Project[$0]\n    Filter[" + expr + " => ...]\n      Read[t => a:i64]\n"
    e = _message_limit_error(text)
    assert (e.line, e.column) == (9, 5)
    [d] = se.validate(text)
    assert d.severity == "error" and "messages deep" in d.message and d.line == 9


def test_subqueries_in_subqueries_add_up_to_the_message_limit(monkeypatch):
    # Parsed on the main stack: each line's calls nest no deeper than the parser recursed,
    # but a subquery's relation sits inside a call of the line above, so the lines add up.
    from substrait_explain.plan import nesting

    lines = ["=== Plan", "Root[a]"]
    for k in range(7):
        calls = "add(" * 300 + (f"%{k + 1}" if k < 6 else "$0") + ", 1)" * 300
        lines.append("  " * (k + 1) + (f"%{k}: " if k else "") + f"Project[{calls}]")
        lines.append("  " * (k + 2) + "Read[t => a:i64]")
    text = HEAD + "\n".join(lines) + "\n"
    depth = nesting.message_depth(se.parse(text))
    assert depth > 6000
    monkeypatch.setattr(nesting, "MESSAGE_LIMIT", 6000)
    e = _message_limit_error(text)
    assert f"nests {depth} messages" in str(e.message)
    assert (e.line, e.column) == (8, 3)  # the relation the subqueries are in


def _old_args_chain(levels: int) -> bytes:
    """A binary plan whose Project computes `levels` calls one inside another, each with its
    argument in the removed `args` field (2 of ScalarFunction): protobuf reads each call's old
    arguments on its own, so no reader's depth limit stops the chain."""
    from substrait.proto import Expression

    from substrait_explain.plan import wire

    def delimited(number: int, data: bytes) -> bytes:
        return wire.varint(number << 3 | 2) + wire.varint(len(data)) + data

    data = Expression(literal=Expression.Literal(i64=1)).SerializeToString()
    scalar = Expression.DESCRIPTOR.fields_by_name["scalar_function"].number
    for _ in range(levels):
        data = delimited(scalar, wire.varint(1 << 3) + wire.varint(1) + delimited(2, data))
    plan = se.parse(HEAD + "=== Plan\nRoot[a]\n  Project[1]\n    Read[t => a:i64]\n")
    project = plan.relations[0].root.input.project
    project.ClearField("expressions")
    project.expressions.add().MergeFromString(data)
    return plan.SerializeToString()


def test_old_arguments_in_old_arguments_load_as_far_as_they_can_be_written():
    # Each call's old arguments copy the call inside it with its arguments both ways: the
    # bytes double at each level.  Before, a chain of 30 ran out of memory and one of 330
    # (2.7 KB) crashed the process, walked by recursion.
    plan = se.load_plan(_old_args_chain(12))
    assert se.load_plan(se.dump_plan(plan, "binary")) == plan
    assert "add(add(add(" in se.format(plan)
    for levels in (30, 330):
        with pytest.raises(se.NestingError, match=r"old arguments .* nest too deeply to write: .* past 32 MB"):
            se.load_plan(_old_args_chain(levels))
    expr = "$0"
    for _ in range(30):
        expr = f"add({expr}, 1)"
    with pytest.raises(se.NestingError, match="old arguments"):
        se.parse(HEAD + "Old Fields:\n  old = args\n=== Plan\nRoot[a]\n  Project[" + expr + "]\n    Read[t => a:i64]\n")


def test_old_arguments_past_the_message_limit_are_refused_as_they_are_read():
    # Three messages a call: 3400 calls pass the limit before any old field is written.
    from substrait_explain.plan.nesting import MESSAGE_LIMIT

    with pytest.raises(se.LoadError, match=rf"^the plan nests more than {MESSAGE_LIMIT} messages deep; .*nest less"):
        se.load_plan(_old_args_chain(3400), "binary")


# Protobuf's reader stops at 100 levels, and MergeFrom, a list's extend or append and a message
# made with a list of messages all go through it (extend cutting the rest short without a word).
# Plans from text, JSON or YAML nest deeper: nothing the package does with one may read it.

def nest(levels: int, shape: str = "add({}, 1)", inner: str = "$0") -> str:
    for _ in range(levels):
        inner = shape.format(inner)
    return inner


def test_deep_old_grouping_expressions_are_written_as_json():
    g = nest(60)
    text = HEAD + "Old Fields:\n  old+new = grouping\n" \
        f"=== Plan\nRoot[k]\n  Aggregate[{g} => {g}]\n    Read[t => a:i64]\n"
    plan = se.parse(text)
    for fmt in ("json", "yaml"):
        assert se.format(se.load_plan(dump_plan(plan, fmt), fmt)) == se.format(plan)


def test_deep_old_values_are_written():
    rows = nest(60, "[(struct={})]", "[1]")
    text = HEAD + "Old Fields:\n  old = values\n=== Plan\nRoot[a]\n" \
        f"  Read[virtual_table=(expressions=[(fields=[literal(struct={rows})])]) => a:i64]\n"
    plan = se.parse(text)
    assert se.parse(se.format(plan)) == plan
    assert se.format(se.load_plan(dump_plan(plan, "json"))) == se.format(plan)


def test_old_fields_asked_for_a_deep_plan_are_written_on_the_large_stack():
    deep_list = nest(600, "[(list={})]", "[1]")
    g = f"add(literal(list={deep_list}), '2023-01-01T12:00:00':timestamp)"
    plan = se.parse(HEAD + f"=== Plan\nRoot[k]\n  Aggregate[{g} => {g}]\n    Read[t => a:i64]\n")
    written = dump_plan(plan, "text", old_fields="grouping,time").decode()
    assert "  old+new = grouping, time\n" in written
    assert se.format(se.parse(written)) == written


def test_yaml_past_libyamls_thousand_levels_is_read():
    plan = se.parse(HEAD + chain("Filter[true => ...]", 500))  # about 1,000 levels of YAML
    assert se.load_plan(dump_plan(plan, "yaml"), "yaml") == plan


def test_a_deep_type_parameter_is_derived_whole():
    from substrait_explain.plan.nesting import message_depth
    from substrait_explain.plan.schema import Schemas

    deep_type = nest(60, "list<{}>", "i64")
    text = HEAD.replace("Functions:", "Types:\n  # 1 @ 1: point\nFunctions:") + "=== Plan\nRoot[a]\n" \
        "  Project[literal(user_defined=(type_reference=1, " \
        f"type_parameters=[(data_type={deep_type})], struct=[1.0]))]\n" \
        "    Read[t => a:i64]\n"
    plan = se.parse(text)
    project = plan.relations[0].root.input
    literal = project.project.expressions[0].literal.user_defined.type_parameters[0]
    derived = Schemas(plan).output(project)[-1].type.user_defined.type_parameters[0]
    assert message_depth(derived) == message_depth(literal) > 100


def test_a_payloads_deep_unknown_field_keeps_its_bytes():
    """A registered payload is written by its fields only when that loses nothing: an unknown
    field deeper than protobuf's DiscardUnknownFields goes (64 levels) counts too."""
    from google.protobuf.any_pb2 import Any
    from substrait.proto import Type

    cast = se.parse(HEAD + f"=== Plan\nRoot[a]\n  Project[($0)::{nest(40, 'list<{}>', 'i64')}]\n"
                    "    Read[t => a:i64]\n").relations[0].root.input.project.expressions[0].cast.type
    innermost = cast
    while innermost.WhichOneof("kind") == "list":
        innermost = innermost.list.type
    innermost.i64.MergeFromString(bytes([0xC8, 0x06, 7]))  # unknown field 105 = 7, 82 levels down
    payload = Any()
    payload.Pack(cast)
    plan = se.parse(HEAD + "=== Plan\nRoot[a]\n  ExtensionLeaf[(type_url='x') => a:i64]\n")
    plan.relations[0].root.input.extension_leaf.detail.CopyFrom(payload)
    se.register(Type, "Ty")
    try:
        assert se.parse(se.format(plan)) == plan
    finally:
        se.unregister(Type)


def test_a_binary_plan_with_deep_old_arguments_is_written_back_as_binary():
    """Its depth is that of what is written (old arguments without today's FunctionArgument
    around them), not of the plan as read (before: 'nests 108 messages deep', for bytes just read)."""
    from substrait.proto import Expression

    from substrait_explain.plan import wire

    literal = Expression.Literal(i64=1).SerializeToString()
    for _ in range(49):
        literal = wire.length_delimited(30, wire.length_delimited(1, literal))  # list (30) of values (1)
    arg = wire.length_delimited(1, literal)  # Expression.literal
    call = wire.length_delimited(3, wire.varint(8) + wire.varint(1) + wire.length_delimited(2, arg))  # args (2)
    plan = se.parse(HEAD + "=== Plan\nRoot[a]\n  Project[1]\n    Read[t => a:i64]\n")
    project = plan.relations[0].root.input.project
    project.expressions[0].Clear()
    project.expressions[0].MergeFromString(call)
    data = plan.SerializeToString()
    assert dump_plan(se.load_plan(data), "binary") == data


def test_a_type_error_that_is_no_unknown_payload_is_not_said_to_be_one(monkeypatch):
    from substrait_explain.plan import old_fields

    def broken(plan, indent):
        raise TypeError("something else")

    monkeypatch.setattr(old_fields, "to_json", broken)
    with pytest.raises(TypeError, match="something else"):
        dump_plan(se.parse(HEAD + chain("Filter[true => ...]", 1)), "json")


def _field(number: int, data: bytes) -> bytes:
    from substrait_explain.plan import wire

    return wire.length_delimited(number, data)


def test_an_old_grouping_expression_past_protobufs_reader_loads_and_is_written_back():
    """A binary plan's old inline grouping expression, 121 levels deep: protobuf reads the plan (the
    grouping's field is unknown to it), and the load moves it into the shared list by copying it (a
    list's extend reads it again, and protobuf's reader stopped there with a DecodeError)."""
    expr = _field(1, b"\x38\x05")  # Expression{literal: {i64: 5}}
    for _ in range(120):
        expr = _field(11, _field(2, expr))  # Expression{cast: {input: ...}}
    plan = se.parse("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_aggregate_generic\n"
                    "Functions:\n  # 1 @ 1: count\n\n=== Plan\nRoot[a, n]\n  Aggregate[$0 => $0, count()]\n"
                    "    Read[t => a:i64]\n")
    aggregate = plan.relations[0].root.input.aggregate
    aggregate.ClearField("grouping_expressions")
    aggregate.groupings[0].ClearField("expression_references")
    aggregate.groupings[0].MergeFromString(_field(1, expr))  # grouping_expressions, removed
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    assert len(loaded.relations[0].root.input.aggregate.grouping_expressions) == 1
    text = se.format(loaded)
    assert text.count("cast") == 240 and "Old Fields:\n  old = grouping\n" in text
    assert dump_plan(se.parse(text), "binary") == data
