# generated — do not edit. Regenerate with: python -m codegen
"""The printer tables: each Substrait message's explicit form, `(field=value, ...)`,
and each relation's `name=value` arguments, as straight-line code.

Rendered by codegen/printers.py from the proto descriptors and
codegen/relations.toml.  ``c`` is the print context: a message with a short
form of its own is written by its method (``SHORT_FORMS``).
"""

from typing import Any, Final  # Final: compiled, a module's constants are read without a dict lookup

from substrait_explain.generated.enum_names import ENUM_NAMES
from substrait_explain.generated.messages import has
from substrait_explain.text.lexical import quote_string
from substrait_explain.codec.values import bytes_text, enum_text, fp32_text, fp64_text, is_set_float

_ENUM0: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.AggregationPhase"].items()}
_ENUM1: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.AggregateFunction.AggregationInvocation"].items()}
_ENUM2: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.ComparisonJoinKey.SimpleComparisonType"].items()}
_ENUM3: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Expression.WindowFunction.BoundsType"].items()}
_ENUM4: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.DdlRel.DdlObject"].items()}
_ENUM5: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.DdlRel.DdlOp"].items()}
_ENUM6: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.ExecutionBehavior.VariableEvaluationMode"].items()}
_ENUM7: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Expression.Cast.FailureBehavior"].items()}
_ENUM8: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Expression.Subquery.SetComparison.ReductionOp"].items()}
_ENUM9: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Expression.Subquery.SetComparison.ComparisonOp"].items()}
_ENUM10: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Expression.Subquery.SetPredicate.PredicateOp"].items()}
_ENUM11: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.HashJoinRel.JoinType"].items()}
_ENUM12: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.HashJoinRel.BuildInput"].items()}
_ENUM13: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.JoinRel.JoinType"].items()}
_ENUM14: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.MergeJoinRel.JoinType"].items()}
_ENUM15: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.NestedLoopJoinRel.JoinType"].items()}
_ENUM16: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.RelCommon.Hint.ComputationType"].items()}
_ENUM17: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.SetRel.SetOp"].items()}
_ENUM18: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.SortField.SortDirection"].items()}
_ENUM19: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.FetchMode"].items()}
_ENUM20: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.Type.Nullability"].items()}
_ENUM21: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.WriteRel.WriteOp"].items()}
_ENUM22: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.WriteRel.OutputMode"].items()}
_ENUM23: Final = {number: "&" + text for number, text in ENUM_NAMES["substrait.WriteRel.CreateMode"].items()}


def google_protobuf_Any_items(m: Any, c: Any) -> list[str]:
    """google.protobuf.Any: its items, positional fields first."""
    items: list[str] = []
    if m.type_url:
        items.append("type_url=" + quote_string(m.type_url))
    if m.value:
        items.append("value=" + bytes_text(m.value))
    return items


def google_protobuf_Any(m: Any, c: Any) -> str:
    """google.protobuf.Any: its explicit form."""
    return "(" + ", ".join(google_protobuf_Any_items(m, c)) + ")"


def google_protobuf_Empty_items(m: Any, c: Any) -> list[str]:
    """google.protobuf.Empty: its items, positional fields first."""
    items: list[str] = []
    return items


def google_protobuf_Empty(m: Any, c: Any) -> str:
    """google.protobuf.Empty: its explicit form."""
    return "(" + ", ".join(google_protobuf_Empty_items(m, c)) + ")"


def AggregateFunction_items(m: Any, c: Any) -> list[str]:
    """substrait.AggregateFunction: its items, positional fields first."""
    items: list[str] = []
    if m.function_reference:
        items.append("function_reference=" + str(m.function_reference))
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if m.phase:
        items.append("phase=" + enum_text(_ENUM0, m.phase))
    if has(m, "output_type"):
        items.append("output_type=" + c.format_type_value(m.output_type))
    if m.invocation:
        items.append("invocation=" + enum_text(_ENUM1, m.invocation))
    if m.arguments:
        items.append("arguments=" + "[" + ", ".join([FunctionArgument(x, c) for x in m.arguments]) + "]")
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    return items


def AggregateFunction(m: Any, c: Any) -> str:
    """substrait.AggregateFunction: its explicit form."""
    return "(" + ", ".join(AggregateFunction_items(m, c)) + ")"


def AggregateRel_items(m: Any, c: Any) -> list[str]:
    """substrait.AggregateRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.groupings:
        items.append("groupings=" + "[" + ", ".join([AggregateRel_Grouping(x, c) for x in m.groupings]) + "]")
    if m.measures:
        items.append("measures=" + "[" + ", ".join([AggregateRel_Measure(x, c) for x in m.measures]) + "]")
    if m.grouping_expressions:
        items.append("grouping_expressions=" + "[" + ", ".join([c.format_expr(x) for x in m.grouping_expressions]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def AggregateRel(m: Any, c: Any) -> str:
    """substrait.AggregateRel: its explicit form."""
    return "(" + ", ".join(AggregateRel_items(m, c)) + ")"


def AggregateRel_Grouping_items(m: Any, c: Any) -> list[str]:
    """substrait.AggregateRel.Grouping: its items, positional fields first."""
    items: list[str] = []
    if m.expression_references:
        items.append("expression_references=" + "[" + ", ".join([str(x) for x in m.expression_references]) + "]")
    return items


def AggregateRel_Grouping(m: Any, c: Any) -> str:
    """substrait.AggregateRel.Grouping: its explicit form."""
    return "(" + ", ".join(AggregateRel_Grouping_items(m, c)) + ")"


def AggregateRel_Measure_items(m: Any, c: Any) -> list[str]:
    """substrait.AggregateRel.Measure: its items, positional fields first."""
    items: list[str] = []
    if has(m, "measure"):
        items.append("measure=" + c.format_function_value(m.measure))
    if has(m, "filter"):
        items.append("filter=" + c.format_expr(m.filter))
    return items


def AggregateRel_Measure(m: Any, c: Any) -> str:
    """substrait.AggregateRel.Measure: its explicit form."""
    return "(" + ", ".join(AggregateRel_Measure_items(m, c)) + ")"


def ComparisonJoinKey_items(m: Any, c: Any) -> list[str]:
    """substrait.ComparisonJoinKey: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "left"):
        items.append(c.format_reference_value(m.left))
        k = 1
        if has(m, "right"):
            items.append(c.format_reference_value(m.right))
            k = 2
            if has(m, "comparison"):
                items.append(ComparisonJoinKey_ComparisonType(m.comparison, c))
                k = 3
    if k <= 1 and has(m, "right"):
        items.append("right=" + c.format_reference_value(m.right))
    if k <= 2 and has(m, "comparison"):
        items.append("comparison=" + ComparisonJoinKey_ComparisonType(m.comparison, c))
    return items


def ComparisonJoinKey(m: Any, c: Any) -> str:
    """substrait.ComparisonJoinKey: its explicit form."""
    return "(" + ", ".join(ComparisonJoinKey_items(m, c)) + ")"


def ComparisonJoinKey_ComparisonType_items(m: Any, c: Any) -> list[str]:
    """substrait.ComparisonJoinKey.ComparisonType: its items, positional fields first."""
    items: list[str] = []
    if has(m, "simple"):
        items.append("simple=" + enum_text(_ENUM2, m.simple))
    if has(m, "custom_function_reference"):
        items.append("custom_function_reference=" + str(m.custom_function_reference))
    return items


def ComparisonJoinKey_ComparisonType(m: Any, c: Any) -> str:
    """substrait.ComparisonJoinKey.ComparisonType: its explicit form."""
    return "(" + ", ".join(ComparisonJoinKey_ComparisonType_items(m, c)) + ")"


def ConsistentPartitionWindowRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ConsistentPartitionWindowRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.window_functions:
        items.append("window_functions=" + "[" + ", ".join([c.format_function_value(x) for x in m.window_functions]) + "]")
    if m.partition_expressions:
        items.append("partition_expressions=" + "[" + ", ".join([c.format_expr(x) for x in m.partition_expressions]) + "]")
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ConsistentPartitionWindowRel(m: Any, c: Any) -> str:
    """substrait.ConsistentPartitionWindowRel: its explicit form."""
    return "(" + ", ".join(ConsistentPartitionWindowRel_items(m, c)) + ")"


def ConsistentPartitionWindowRel_WindowRelFunction_items(m: Any, c: Any) -> list[str]:
    """substrait.ConsistentPartitionWindowRel.WindowRelFunction: its items, positional fields first."""
    items: list[str] = []
    if m.function_reference:
        items.append("function_reference=" + str(m.function_reference))
    if has(m, "upper_bound"):
        items.append("upper_bound=" + c.format_bound_value(m.upper_bound))
    if has(m, "lower_bound"):
        items.append("lower_bound=" + c.format_bound_value(m.lower_bound))
    if m.phase:
        items.append("phase=" + enum_text(_ENUM0, m.phase))
    if has(m, "output_type"):
        items.append("output_type=" + c.format_type_value(m.output_type))
    if m.arguments:
        items.append("arguments=" + "[" + ", ".join([FunctionArgument(x, c) for x in m.arguments]) + "]")
    if m.invocation:
        items.append("invocation=" + enum_text(_ENUM1, m.invocation))
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    if m.bounds_type:
        items.append("bounds_type=" + enum_text(_ENUM3, m.bounds_type))
    return items


def ConsistentPartitionWindowRel_WindowRelFunction(m: Any, c: Any) -> str:
    """substrait.ConsistentPartitionWindowRel.WindowRelFunction: its explicit form."""
    return "(" + ", ".join(ConsistentPartitionWindowRel_WindowRelFunction_items(m, c)) + ")"


def CrossRel_items(m: Any, c: Any) -> list[str]:
    """substrait.CrossRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def CrossRel(m: Any, c: Any) -> str:
    """substrait.CrossRel: its explicit form."""
    return "(" + ", ".join(CrossRel_items(m, c)) + ")"


def DdlRel_items(m: Any, c: Any) -> list[str]:
    """substrait.DdlRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "named_object"):
        items.append("named_object=" + NamedObjectWrite(m.named_object, c))
    if has(m, "extension_object"):
        items.append("extension_object=" + ExtensionObject(m.extension_object, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if has(m, "table_defaults"):
        items.append("table_defaults=" + Expression_Literal_Struct(m.table_defaults, c))
    if m.object:
        items.append("object=" + enum_text(_ENUM4, m.object))
    if m.op:
        items.append("op=" + enum_text(_ENUM5, m.op))
    if has(m, "view_definition"):
        items.append("view_definition=" + c.format_subplan(m.view_definition))
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def DdlRel(m: Any, c: Any) -> str:
    """substrait.DdlRel: its explicit form."""
    return "(" + ", ".join(DdlRel_items(m, c)) + ")"


def DynamicParameter_items(m: Any, c: Any) -> list[str]:
    """substrait.DynamicParameter: its items, positional fields first."""
    items: list[str] = []
    if has(m, "type"):
        items.append("type=" + c.format_type_value(m.type))
    if m.parameter_reference:
        items.append("parameter_reference=" + str(m.parameter_reference))
    return items


def DynamicParameter(m: Any, c: Any) -> str:
    """substrait.DynamicParameter: its explicit form."""
    return "(" + ", ".join(DynamicParameter_items(m, c)) + ")"


def DynamicParameterBinding_items(m: Any, c: Any) -> list[str]:
    """substrait.DynamicParameterBinding: its items, positional fields first."""
    items: list[str] = []
    if m.parameter_anchor:
        items.append("parameter_anchor=" + str(m.parameter_anchor))
    if has(m, "value"):
        items.append("value=" + c.format_literal_value(m.value))
    return items


def DynamicParameterBinding(m: Any, c: Any) -> str:
    """substrait.DynamicParameterBinding: its explicit form."""
    return "(" + ", ".join(DynamicParameterBinding_items(m, c)) + ")"


def ExchangeRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.partition_count:
        items.append("partition_count=" + str(m.partition_count))
    if m.targets:
        items.append("targets=" + "[" + ", ".join([ExchangeRel_ExchangeTarget(x, c) for x in m.targets]) + "]")
    if has(m, "scatter_by_fields"):
        items.append("scatter_by_fields=" + ExchangeRel_ScatterFields(m.scatter_by_fields, c))
    if has(m, "single_target"):
        items.append("single_target=" + ExchangeRel_SingleBucketExpression(m.single_target, c))
    if has(m, "multi_target"):
        items.append("multi_target=" + ExchangeRel_MultiBucketExpression(m.multi_target, c))
    if has(m, "round_robin"):
        items.append("round_robin=" + ExchangeRel_RoundRobin(m.round_robin, c))
    if has(m, "broadcast"):
        items.append("broadcast=" + ExchangeRel_Broadcast(m.broadcast, c))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ExchangeRel(m: Any, c: Any) -> str:
    """substrait.ExchangeRel: its explicit form."""
    return "(" + ", ".join(ExchangeRel_items(m, c)) + ")"


def ExchangeRel_Broadcast_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.Broadcast: its items, positional fields first."""
    items: list[str] = []
    return items


def ExchangeRel_Broadcast(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.Broadcast: its explicit form."""
    return "(" + ", ".join(ExchangeRel_Broadcast_items(m, c)) + ")"


def ExchangeRel_ExchangeTarget_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.ExchangeTarget: its items, positional fields first."""
    items: list[str] = []
    if m.partition_id:
        items.append("partition_id=" + "[" + ", ".join([str(x) for x in m.partition_id]) + "]")
    if has(m, "uri"):
        items.append("uri=" + quote_string(m.uri))
    if has(m, "extended"):
        items.append("extended=" + c.format_any_value(m.extended))
    return items


def ExchangeRel_ExchangeTarget(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.ExchangeTarget: its explicit form."""
    return "(" + ", ".join(ExchangeRel_ExchangeTarget_items(m, c)) + ")"


def ExchangeRel_MultiBucketExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.MultiBucketExpression: its items, positional fields first."""
    items: list[str] = []
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    if m.constrained_to_count:
        items.append("constrained_to_count=" + ("true" if m.constrained_to_count else "false"))
    return items


def ExchangeRel_MultiBucketExpression(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.MultiBucketExpression: its explicit form."""
    return "(" + ", ".join(ExchangeRel_MultiBucketExpression_items(m, c)) + ")"


def ExchangeRel_RoundRobin_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.RoundRobin: its items, positional fields first."""
    items: list[str] = []
    if m.exact:
        items.append("exact=" + ("true" if m.exact else "false"))
    return items


def ExchangeRel_RoundRobin(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.RoundRobin: its explicit form."""
    return "(" + ", ".join(ExchangeRel_RoundRobin_items(m, c)) + ")"


def ExchangeRel_ScatterFields_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.ScatterFields: its items, positional fields first."""
    items: list[str] = []
    if m.fields:
        items.append("fields=" + "[" + ", ".join([c.format_reference_value(x) for x in m.fields]) + "]")
    return items


def ExchangeRel_ScatterFields(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.ScatterFields: its explicit form."""
    return "(" + ", ".join(ExchangeRel_ScatterFields_items(m, c)) + ")"


def ExchangeRel_SingleBucketExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.ExchangeRel.SingleBucketExpression: its items, positional fields first."""
    items: list[str] = []
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    return items


def ExchangeRel_SingleBucketExpression(m: Any, c: Any) -> str:
    """substrait.ExchangeRel.SingleBucketExpression: its explicit form."""
    return "(" + ", ".join(ExchangeRel_SingleBucketExpression_items(m, c)) + ")"


def ExecutionBehavior_items(m: Any, c: Any) -> list[str]:
    """substrait.ExecutionBehavior: its items, positional fields first."""
    items: list[str] = []
    if m.variable_eval_mode:
        items.append("variable_eval_mode=" + enum_text(_ENUM6, m.variable_eval_mode))
    return items


def ExecutionBehavior(m: Any, c: Any) -> str:
    """substrait.ExecutionBehavior: its explicit form."""
    return "(" + ", ".join(ExecutionBehavior_items(m, c)) + ")"


def ExpandRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ExpandRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.fields:
        items.append("fields=" + "[" + ", ".join([ExpandRel_ExpandField(x, c) for x in m.fields]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ExpandRel(m: Any, c: Any) -> str:
    """substrait.ExpandRel: its explicit form."""
    return "(" + ", ".join(ExpandRel_items(m, c)) + ")"


def ExpandRel_ExpandField_items(m: Any, c: Any) -> list[str]:
    """substrait.ExpandRel.ExpandField: its items, positional fields first."""
    items: list[str] = []
    if has(m, "switching_field"):
        items.append("switching_field=" + ExpandRel_SwitchingField(m.switching_field, c))
    if has(m, "consistent_field"):
        items.append("consistent_field=" + c.format_expr(m.consistent_field))
    return items


def ExpandRel_ExpandField(m: Any, c: Any) -> str:
    """substrait.ExpandRel.ExpandField: its explicit form."""
    return "(" + ", ".join(ExpandRel_ExpandField_items(m, c)) + ")"


def ExpandRel_SwitchingField_items(m: Any, c: Any) -> list[str]:
    """substrait.ExpandRel.SwitchingField: its items, positional fields first."""
    items: list[str] = []
    if m.duplicates:
        items.append("duplicates=" + "[" + ", ".join([c.format_expr(x) for x in m.duplicates]) + "]")
    return items


def ExpandRel_SwitchingField(m: Any, c: Any) -> str:
    """substrait.ExpandRel.SwitchingField: its explicit form."""
    return "(" + ", ".join(ExpandRel_SwitchingField_items(m, c)) + ")"


def Expression_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression: its items, positional fields first."""
    items: list[str] = []
    if has(m, "literal"):
        items.append("literal=" + c.format_literal_value(m.literal))
    if has(m, "selection"):
        items.append("selection=" + c.format_reference_value(m.selection))
    if has(m, "scalar_function"):
        items.append("scalar_function=" + c.format_function_value(m.scalar_function))
    if has(m, "window_function"):
        items.append("window_function=" + c.format_function_value(m.window_function))
    if has(m, "if_then"):
        items.append("if_then=" + Expression_IfThen(m.if_then, c))
    if has(m, "switch_expression"):
        items.append("switch_expression=" + Expression_SwitchExpression(m.switch_expression, c))
    if has(m, "singular_or_list"):
        items.append("singular_or_list=" + Expression_SingularOrList(m.singular_or_list, c))
    if has(m, "multi_or_list"):
        items.append("multi_or_list=" + Expression_MultiOrList(m.multi_or_list, c))
    if has(m, "cast"):
        items.append("cast=" + Expression_Cast(m.cast, c))
    if has(m, "subquery"):
        items.append("subquery=" + Expression_Subquery(m.subquery, c))
    if has(m, "nested"):
        items.append("nested=" + Expression_Nested(m.nested, c))
    if has(m, "dynamic_parameter"):
        items.append("dynamic_parameter=" + DynamicParameter(m.dynamic_parameter, c))
    if has(m, "lambda"):
        items.append("lambda=" + Expression_Lambda(getattr(m, "lambda"), c))
    if has(m, "lambda_invocation"):
        items.append("lambda_invocation=" + Expression_LambdaInvocation(m.lambda_invocation, c))
    if has(m, "execution_context_variable"):
        items.append("execution_context_variable=" + Expression_ExecutionContextVariable(m.execution_context_variable, c))
    if has(m, "detached_expression_ordinal"):
        items.append("detached_expression_ordinal=" + str(m.detached_expression_ordinal))
    return items


def Expression(m: Any, c: Any) -> str:
    """substrait.Expression: its explicit form."""
    return "(" + ", ".join(Expression_items(m, c)) + ")"


def Expression_Cast_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Cast: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "input"):
        items.append(c.format_expr(m.input))
        k = 1
        if has(m, "type"):
            items.append(c.format_type_value(m.type))
            k = 2
    if k <= 1 and has(m, "type"):
        items.append("type=" + c.format_type_value(m.type))
    if m.failure_behavior:
        items.append("failure_behavior=" + enum_text(_ENUM7, m.failure_behavior))
    return items


def Expression_Cast(m: Any, c: Any) -> str:
    """substrait.Expression.Cast: its explicit form."""
    return "(" + ", ".join(Expression_Cast_items(m, c)) + ")"


def Expression_ExecutionContextVariable_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ExecutionContextVariable: its items, positional fields first."""
    items: list[str] = []
    if has(m, "current_timestamp"):
        items.append("current_timestamp=" + Type_PrecisionTimestampTZ(m.current_timestamp, c))
    if has(m, "current_timezone"):
        items.append("current_timezone=" + Type_String(m.current_timezone, c))
    if has(m, "current_date"):
        items.append("current_date=" + Type_Date(m.current_date, c))
    return items


def Expression_ExecutionContextVariable(m: Any, c: Any) -> str:
    """substrait.Expression.ExecutionContextVariable: its explicit form."""
    return "(" + ", ".join(Expression_ExecutionContextVariable_items(m, c)) + ")"


def Expression_FieldReference_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.FieldReference: its items, positional fields first."""
    items: list[str] = []
    if has(m, "direct_reference"):
        items.append("direct_reference=" + Expression_ReferenceSegment(m.direct_reference, c))
    if has(m, "masked_reference"):
        items.append("masked_reference=" + c.format_mask_value(m.masked_reference))
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    if has(m, "root_reference"):
        items.append("root_reference=" + Expression_FieldReference_RootReference(m.root_reference, c))
    if has(m, "outer_reference"):
        items.append("outer_reference=" + Expression_FieldReference_OuterReference(m.outer_reference, c))
    if has(m, "lambda_parameter_reference"):
        items.append("lambda_parameter_reference=" + Expression_FieldReference_LambdaParameterReference(m.lambda_parameter_reference, c))
    return items


def Expression_FieldReference(m: Any, c: Any) -> str:
    """substrait.Expression.FieldReference: its explicit form."""
    return "(" + ", ".join(Expression_FieldReference_items(m, c)) + ")"


def Expression_FieldReference_LambdaParameterReference_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.FieldReference.LambdaParameterReference: its items, positional fields first."""
    items: list[str] = []
    if m.steps_out:
        items.append("steps_out=" + str(m.steps_out))
    return items


def Expression_FieldReference_LambdaParameterReference(m: Any, c: Any) -> str:
    """substrait.Expression.FieldReference.LambdaParameterReference: its explicit form."""
    return "(" + ", ".join(Expression_FieldReference_LambdaParameterReference_items(m, c)) + ")"


def Expression_FieldReference_OuterReference_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.FieldReference.OuterReference: its items, positional fields first."""
    items: list[str] = []
    if has(m, "steps_out"):
        items.append("steps_out=" + str(m.steps_out))
    if has(m, "rel_reference"):
        items.append("rel_reference=" + str(m.rel_reference))
    return items


def Expression_FieldReference_OuterReference(m: Any, c: Any) -> str:
    """substrait.Expression.FieldReference.OuterReference: its explicit form."""
    return "(" + ", ".join(Expression_FieldReference_OuterReference_items(m, c)) + ")"


def Expression_FieldReference_RootReference_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.FieldReference.RootReference: its items, positional fields first."""
    items: list[str] = []
    return items


def Expression_FieldReference_RootReference(m: Any, c: Any) -> str:
    """substrait.Expression.FieldReference.RootReference: its explicit form."""
    return "(" + ", ".join(Expression_FieldReference_RootReference_items(m, c)) + ")"


def Expression_IfThen_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.IfThen: its items, positional fields first."""
    items: list[str] = []
    if m.ifs:
        items.append("ifs=" + "[" + ", ".join([Expression_IfThen_IfClause(x, c) for x in m.ifs]) + "]")
    if has(m, "else"):
        items.append("else=" + c.format_expr(getattr(m, "else")))
    return items


def Expression_IfThen(m: Any, c: Any) -> str:
    """substrait.Expression.IfThen: its explicit form."""
    return "(" + ", ".join(Expression_IfThen_items(m, c)) + ")"


def Expression_IfThen_IfClause_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.IfThen.IfClause: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "if"):
        items.append(c.format_expr(getattr(m, "if")))
        k = 1
        if has(m, "then"):
            items.append(c.format_expr(m.then))
            k = 2
    if k <= 1 and has(m, "then"):
        items.append("then=" + c.format_expr(m.then))
    return items


def Expression_IfThen_IfClause(m: Any, c: Any) -> str:
    """substrait.Expression.IfThen.IfClause: its explicit form."""
    return "(" + ", ".join(Expression_IfThen_IfClause_items(m, c)) + ")"


def Expression_Lambda_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Lambda: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "parameters"):
        items.append(Type_Struct(m.parameters, c))
        k = 1
        if has(m, "body"):
            items.append(c.format_expr(m.body))
            k = 2
    if k <= 1 and has(m, "body"):
        items.append("body=" + c.format_expr(m.body))
    return items


def Expression_Lambda(m: Any, c: Any) -> str:
    """substrait.Expression.Lambda: its explicit form."""
    return "(" + ", ".join(Expression_Lambda_items(m, c)) + ")"


def Expression_LambdaInvocation_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.LambdaInvocation: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "lambda"):
        items.append(Expression_Lambda(getattr(m, "lambda"), c))
        k = 1
        if has(m, "arguments"):
            items.append(Expression_Nested_Struct(m.arguments, c))
            k = 2
    if k <= 1 and has(m, "arguments"):
        items.append("arguments=" + Expression_Nested_Struct(m.arguments, c))
    return items


def Expression_LambdaInvocation(m: Any, c: Any) -> str:
    """substrait.Expression.LambdaInvocation: its explicit form."""
    return "(" + ", ".join(Expression_LambdaInvocation_items(m, c)) + ")"


def Expression_Literal_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal: its items, positional fields first."""
    items: list[str] = []
    if has(m, "boolean"):
        items.append("boolean=" + ("true" if m.boolean else "false"))
    if has(m, "i8"):
        items.append("i8=" + str(m.i8))
    if has(m, "i16"):
        items.append("i16=" + str(m.i16))
    if has(m, "i32"):
        items.append("i32=" + str(m.i32))
    if has(m, "i64"):
        items.append("i64=" + str(m.i64))
    if has(m, "fp32"):
        items.append("fp32=" + fp32_text(m.fp32))
    if has(m, "fp64"):
        items.append("fp64=" + fp64_text(m.fp64))
    if has(m, "string"):
        items.append("string=" + quote_string(m.string))
    if has(m, "binary"):
        items.append("binary=" + bytes_text(m.binary))
    if has(m, "date"):
        items.append("date=" + str(m.date))
    if has(m, "interval_year_to_month"):
        items.append("interval_year_to_month=" + Expression_Literal_IntervalYearToMonth(m.interval_year_to_month, c))
    if has(m, "interval_day_to_second"):
        items.append("interval_day_to_second=" + Expression_Literal_IntervalDayToSecond(m.interval_day_to_second, c))
    if has(m, "fixed_char"):
        items.append("fixed_char=" + quote_string(m.fixed_char))
    if has(m, "var_char"):
        items.append("var_char=" + Expression_Literal_VarChar(m.var_char, c))
    if has(m, "fixed_binary"):
        items.append("fixed_binary=" + bytes_text(m.fixed_binary))
    if has(m, "decimal"):
        items.append("decimal=" + Expression_Literal_Decimal(m.decimal, c))
    if has(m, "struct"):
        items.append("struct=" + Expression_Literal_Struct(m.struct, c))
    if has(m, "map"):
        items.append("map=" + Expression_Literal_Map(m.map, c))
    if has(m, "uuid"):
        items.append("uuid=" + bytes_text(m.uuid))
    if has(m, "null"):
        items.append("null=" + c.format_type_value(m.null))
    if has(m, "list"):
        items.append("list=" + Expression_Literal_List(m.list, c))
    if has(m, "empty_list"):
        items.append("empty_list=" + Type_List(m.empty_list, c))
    if has(m, "empty_map"):
        items.append("empty_map=" + Type_Map(m.empty_map, c))
    if has(m, "user_defined"):
        items.append("user_defined=" + Expression_Literal_UserDefined(m.user_defined, c))
    if has(m, "precision_timestamp"):
        items.append("precision_timestamp=" + Expression_Literal_PrecisionTimestamp(m.precision_timestamp, c))
    if has(m, "precision_timestamp_tz"):
        items.append("precision_timestamp_tz=" + Expression_Literal_PrecisionTimestamp(m.precision_timestamp_tz, c))
    if has(m, "interval_compound"):
        items.append("interval_compound=" + Expression_Literal_IntervalCompound(m.interval_compound, c))
    if has(m, "precision_time"):
        items.append("precision_time=" + Expression_Literal_PrecisionTime(m.precision_time, c))
    if m.nullable:
        items.append("nullable=" + ("true" if m.nullable else "false"))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    return items


def Expression_Literal(m: Any, c: Any) -> str:
    """substrait.Expression.Literal: its explicit form."""
    return "(" + ", ".join(Expression_Literal_items(m, c)) + ")"


def Expression_Literal_Decimal_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.Decimal: its items, positional fields first."""
    items: list[str] = []
    if m.value:
        items.append("value=" + bytes_text(m.value))
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.scale:
        items.append("scale=" + str(m.scale))
    return items


def Expression_Literal_Decimal(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.Decimal: its explicit form."""
    return "(" + ", ".join(Expression_Literal_Decimal_items(m, c)) + ")"


def Expression_Literal_IntervalCompound_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.IntervalCompound: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "interval_year_to_month"):
        items.append(Expression_Literal_IntervalYearToMonth(m.interval_year_to_month, c))
        k = 1
        if has(m, "interval_day_to_second"):
            items.append(Expression_Literal_IntervalDayToSecond(m.interval_day_to_second, c))
            k = 2
    if k <= 1 and has(m, "interval_day_to_second"):
        items.append("interval_day_to_second=" + Expression_Literal_IntervalDayToSecond(m.interval_day_to_second, c))
    return items


def Expression_Literal_IntervalCompound(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.IntervalCompound: its explicit form."""
    return "(" + ", ".join(Expression_Literal_IntervalCompound_items(m, c)) + ")"


def Expression_Literal_IntervalDayToSecond_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.IntervalDayToSecond: its items, positional fields first."""
    items: list[str] = []
    items.append(str(m.days))
    items.append(str(m.seconds))
    items.append(str(m.subseconds))
    items.append(str(m.precision))
    return items


def Expression_Literal_IntervalDayToSecond(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.IntervalDayToSecond: its explicit form."""
    return "(" + ", ".join(Expression_Literal_IntervalDayToSecond_items(m, c)) + ")"


def Expression_Literal_IntervalYearToMonth_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.IntervalYearToMonth: its items, positional fields first."""
    items: list[str] = []
    items.append(str(m.years))
    items.append(str(m.months))
    return items


def Expression_Literal_IntervalYearToMonth(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.IntervalYearToMonth: its explicit form."""
    return "(" + ", ".join(Expression_Literal_IntervalYearToMonth_items(m, c)) + ")"


def Expression_Literal_List_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.List: its items, positional fields first."""
    items: list[str] = []
    if m.values:
        items.extend([c.format_literal_value(x) for x in m.values])
    return items


def Expression_Literal_List(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.List: its explicit form."""
    return "[" + ", ".join([c.format_literal_value(x) for x in m.values]) + "]"


def Expression_Literal_Map_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.Map: its items, positional fields first."""
    items: list[str] = []
    if m.key_values:
        items.extend([Expression_Literal_Map_KeyValue(x, c) for x in m.key_values])
    return items


def Expression_Literal_Map(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.Map: its explicit form."""
    return "[" + ", ".join([Expression_Literal_Map_KeyValue(x, c) for x in m.key_values]) + "]"


def Expression_Literal_Map_KeyValue_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.Map.KeyValue: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "key"):
        items.append(c.format_literal_value(m.key))
        k = 1
        if has(m, "value"):
            items.append(c.format_literal_value(m.value))
            k = 2
    if k <= 1 and has(m, "value"):
        items.append("value=" + c.format_literal_value(m.value))
    return items


def Expression_Literal_Map_KeyValue(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.Map.KeyValue: its explicit form."""
    return "(" + ", ".join(Expression_Literal_Map_KeyValue_items(m, c)) + ")"


def Expression_Literal_PrecisionTime_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.PrecisionTime: its items, positional fields first."""
    items: list[str] = []
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.value:
        items.append("value=" + str(m.value))
    return items


def Expression_Literal_PrecisionTime(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.PrecisionTime: its explicit form."""
    return "(" + ", ".join(Expression_Literal_PrecisionTime_items(m, c)) + ")"


def Expression_Literal_PrecisionTimestamp_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.PrecisionTimestamp: its items, positional fields first."""
    items: list[str] = []
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.value:
        items.append("value=" + str(m.value))
    return items


def Expression_Literal_PrecisionTimestamp(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.PrecisionTimestamp: its explicit form."""
    return "(" + ", ".join(Expression_Literal_PrecisionTimestamp_items(m, c)) + ")"


def Expression_Literal_Struct_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.Struct: its items, positional fields first."""
    items: list[str] = []
    if m.fields:
        items.extend([c.format_literal_value(x) for x in m.fields])
    return items


def Expression_Literal_Struct(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.Struct: its explicit form."""
    return "[" + ", ".join([c.format_literal_value(x) for x in m.fields]) + "]"


def Expression_Literal_UserDefined_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.UserDefined: its items, positional fields first."""
    items: list[str] = []
    if has(m, "type_reference"):
        items.append("type_reference=" + str(m.type_reference))
    if has(m, "value"):
        items.append("value=" + c.format_any_value(m.value))
    if m.type_parameters:
        items.append("type_parameters=" + "[" + ", ".join([Type_Parameter(x, c) for x in m.type_parameters]) + "]")
    if has(m, "struct"):
        items.append("struct=" + Expression_Literal_Struct(m.struct, c))
    if has(m, "type_alias_reference"):
        items.append("type_alias_reference=" + str(m.type_alias_reference))
    return items


def Expression_Literal_UserDefined(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.UserDefined: its explicit form."""
    return "(" + ", ".join(Expression_Literal_UserDefined_items(m, c)) + ")"


def Expression_Literal_VarChar_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Literal.VarChar: its items, positional fields first."""
    items: list[str] = []
    if m.value:
        items.append("value=" + quote_string(m.value))
    if m.length:
        items.append("length=" + str(m.length))
    return items


def Expression_Literal_VarChar(m: Any, c: Any) -> str:
    """substrait.Expression.Literal.VarChar: its explicit form."""
    return "(" + ", ".join(Expression_Literal_VarChar_items(m, c)) + ")"


def Expression_MaskExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression: its items, positional fields first."""
    items: list[str] = []
    if has(m, "select"):
        items.append("select=" + c.format_select_value(m.select))
    if m.maintain_singular_struct:
        items.append("maintain_singular_struct=" + ("true" if m.maintain_singular_struct else "false"))
    return items


def Expression_MaskExpression(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_items(m, c)) + ")"


def Expression_MaskExpression_ListSelect_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.ListSelect: its items, positional fields first."""
    items: list[str] = []
    if m.selection:
        items.append("selection=" + "[" + ", ".join([Expression_MaskExpression_ListSelect_ListSelectItem(x, c) for x in m.selection]) + "]")
    if has(m, "child"):
        items.append("child=" + Expression_MaskExpression_Select(m.child, c))
    return items


def Expression_MaskExpression_ListSelect(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.ListSelect: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_ListSelect_items(m, c)) + ")"


def Expression_MaskExpression_ListSelect_ListSelectItem_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem: its items, positional fields first."""
    items: list[str] = []
    if has(m, "item"):
        items.append("item=" + Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(m.item, c))
    if has(m, "slice"):
        items.append("slice=" + Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(m.slice, c))
    return items


def Expression_MaskExpression_ListSelect_ListSelectItem(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_ListSelect_ListSelectItem_items(m, c)) + ")"


def Expression_MaskExpression_ListSelect_ListSelectItem_ListElement_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement: its items, positional fields first."""
    items: list[str] = []
    if m.field:
        items.append("field=" + str(m.field))
    return items


def Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_ListSelect_ListSelectItem_ListElement_items(m, c)) + ")"


def Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice: its items, positional fields first."""
    items: list[str] = []
    if m.start:
        items.append("start=" + str(m.start))
    if m.end:
        items.append("end=" + str(m.end))
    return items


def Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice_items(m, c)) + ")"


def Expression_MaskExpression_MapSelect_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.MapSelect: its items, positional fields first."""
    items: list[str] = []
    if has(m, "key"):
        items.append("key=" + Expression_MaskExpression_MapSelect_MapKey(m.key, c))
    if has(m, "expression"):
        items.append("expression=" + Expression_MaskExpression_MapSelect_MapKeyExpression(m.expression, c))
    if has(m, "child"):
        items.append("child=" + Expression_MaskExpression_Select(m.child, c))
    return items


def Expression_MaskExpression_MapSelect(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.MapSelect: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_MapSelect_items(m, c)) + ")"


def Expression_MaskExpression_MapSelect_MapKey_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.MapSelect.MapKey: its items, positional fields first."""
    items: list[str] = []
    if m.map_key:
        items.append("map_key=" + quote_string(m.map_key))
    return items


def Expression_MaskExpression_MapSelect_MapKey(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.MapSelect.MapKey: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_MapSelect_MapKey_items(m, c)) + ")"


def Expression_MaskExpression_MapSelect_MapKeyExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.MapSelect.MapKeyExpression: its items, positional fields first."""
    items: list[str] = []
    if m.map_key_expression:
        items.append("map_key_expression=" + quote_string(m.map_key_expression))
    return items


def Expression_MaskExpression_MapSelect_MapKeyExpression(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.MapSelect.MapKeyExpression: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_MapSelect_MapKeyExpression_items(m, c)) + ")"


def Expression_MaskExpression_Select_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.Select: its items, positional fields first."""
    items: list[str] = []
    if has(m, "struct"):
        items.append("struct=" + c.format_select_value(m.struct))
    if has(m, "list"):
        items.append("list=" + Expression_MaskExpression_ListSelect(m.list, c))
    if has(m, "map"):
        items.append("map=" + Expression_MaskExpression_MapSelect(m.map, c))
    return items


def Expression_MaskExpression_Select(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.Select: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_Select_items(m, c)) + ")"


def Expression_MaskExpression_StructItem_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.StructItem: its items, positional fields first."""
    items: list[str] = []
    if m.field:
        items.append("field=" + str(m.field))
    if has(m, "child"):
        items.append("child=" + Expression_MaskExpression_Select(m.child, c))
    return items


def Expression_MaskExpression_StructItem(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.StructItem: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_StructItem_items(m, c)) + ")"


def Expression_MaskExpression_StructSelect_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MaskExpression.StructSelect: its items, positional fields first."""
    items: list[str] = []
    if m.struct_items:
        items.append("struct_items=" + "[" + ", ".join([Expression_MaskExpression_StructItem(x, c) for x in m.struct_items]) + "]")
    return items


def Expression_MaskExpression_StructSelect(m: Any, c: Any) -> str:
    """substrait.Expression.MaskExpression.StructSelect: its explicit form."""
    return "(" + ", ".join(Expression_MaskExpression_StructSelect_items(m, c)) + ")"


def Expression_MultiOrList_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MultiOrList: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if m.value:
        items.append("[" + ", ".join([c.format_expr(x) for x in m.value]) + "]")
        k = 1
        if m.options:
            items.append("[" + ", ".join([Expression_MultiOrList_Record(x, c) for x in m.options]) + "]")
            k = 2
    if k <= 1 and m.options:
        items.append("options=" + "[" + ", ".join([Expression_MultiOrList_Record(x, c) for x in m.options]) + "]")
    return items


def Expression_MultiOrList(m: Any, c: Any) -> str:
    """substrait.Expression.MultiOrList: its explicit form."""
    return "(" + ", ".join(Expression_MultiOrList_items(m, c)) + ")"


def Expression_MultiOrList_Record_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.MultiOrList.Record: its items, positional fields first."""
    items: list[str] = []
    if m.fields:
        items.extend([c.format_expr(x) for x in m.fields])
    return items


def Expression_MultiOrList_Record(m: Any, c: Any) -> str:
    """substrait.Expression.MultiOrList.Record: its explicit form."""
    return "[" + ", ".join([c.format_expr(x) for x in m.fields]) + "]"


def Expression_Nested_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Nested: its items, positional fields first."""
    items: list[str] = []
    if m.nullable:
        items.append("nullable=" + ("true" if m.nullable else "false"))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if has(m, "struct"):
        items.append("struct=" + Expression_Nested_Struct(m.struct, c))
    if has(m, "list"):
        items.append("list=" + Expression_Nested_List(m.list, c))
    if has(m, "map"):
        items.append("map=" + Expression_Nested_Map(m.map, c))
    return items


def Expression_Nested(m: Any, c: Any) -> str:
    """substrait.Expression.Nested: its explicit form."""
    return "(" + ", ".join(Expression_Nested_items(m, c)) + ")"


def Expression_Nested_List_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Nested.List: its items, positional fields first."""
    items: list[str] = []
    if m.values:
        items.extend([c.format_expr(x) for x in m.values])
    return items


def Expression_Nested_List(m: Any, c: Any) -> str:
    """substrait.Expression.Nested.List: its explicit form."""
    return "[" + ", ".join([c.format_expr(x) for x in m.values]) + "]"


def Expression_Nested_Map_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Nested.Map: its items, positional fields first."""
    items: list[str] = []
    if m.key_values:
        items.extend([Expression_Nested_Map_KeyValue(x, c) for x in m.key_values])
    return items


def Expression_Nested_Map(m: Any, c: Any) -> str:
    """substrait.Expression.Nested.Map: its explicit form."""
    return "[" + ", ".join([Expression_Nested_Map_KeyValue(x, c) for x in m.key_values]) + "]"


def Expression_Nested_Map_KeyValue_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Nested.Map.KeyValue: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "key"):
        items.append(c.format_expr(m.key))
        k = 1
        if has(m, "value"):
            items.append(c.format_expr(m.value))
            k = 2
    if k <= 1 and has(m, "value"):
        items.append("value=" + c.format_expr(m.value))
    return items


def Expression_Nested_Map_KeyValue(m: Any, c: Any) -> str:
    """substrait.Expression.Nested.Map.KeyValue: its explicit form."""
    return "(" + ", ".join(Expression_Nested_Map_KeyValue_items(m, c)) + ")"


def Expression_Nested_Struct_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Nested.Struct: its items, positional fields first."""
    items: list[str] = []
    if m.fields:
        items.extend([c.format_expr(x) for x in m.fields])
    return items


def Expression_Nested_Struct(m: Any, c: Any) -> str:
    """substrait.Expression.Nested.Struct: its explicit form."""
    return "[" + ", ".join([c.format_expr(x) for x in m.fields]) + "]"


def Expression_ReferenceSegment_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ReferenceSegment: its items, positional fields first."""
    items: list[str] = []
    if has(m, "map_key"):
        items.append("map_key=" + Expression_ReferenceSegment_MapKey(m.map_key, c))
    if has(m, "struct_field"):
        items.append("struct_field=" + Expression_ReferenceSegment_StructField(m.struct_field, c))
    if has(m, "list_element"):
        items.append("list_element=" + Expression_ReferenceSegment_ListElement(m.list_element, c))
    return items


def Expression_ReferenceSegment(m: Any, c: Any) -> str:
    """substrait.Expression.ReferenceSegment: its explicit form."""
    return "(" + ", ".join(Expression_ReferenceSegment_items(m, c)) + ")"


def Expression_ReferenceSegment_ListElement_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ReferenceSegment.ListElement: its items, positional fields first."""
    items: list[str] = []
    if m.offset:
        items.append("offset=" + str(m.offset))
    if has(m, "child"):
        items.append("child=" + Expression_ReferenceSegment(m.child, c))
    return items


def Expression_ReferenceSegment_ListElement(m: Any, c: Any) -> str:
    """substrait.Expression.ReferenceSegment.ListElement: its explicit form."""
    return "(" + ", ".join(Expression_ReferenceSegment_ListElement_items(m, c)) + ")"


def Expression_ReferenceSegment_MapKey_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ReferenceSegment.MapKey: its items, positional fields first."""
    items: list[str] = []
    if has(m, "map_key"):
        items.append("map_key=" + c.format_literal_value(m.map_key))
    if has(m, "child"):
        items.append("child=" + Expression_ReferenceSegment(m.child, c))
    return items


def Expression_ReferenceSegment_MapKey(m: Any, c: Any) -> str:
    """substrait.Expression.ReferenceSegment.MapKey: its explicit form."""
    return "(" + ", ".join(Expression_ReferenceSegment_MapKey_items(m, c)) + ")"


def Expression_ReferenceSegment_StructField_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ReferenceSegment.StructField: its items, positional fields first."""
    items: list[str] = []
    if m.field:
        items.append("field=" + str(m.field))
    if has(m, "child"):
        items.append("child=" + Expression_ReferenceSegment(m.child, c))
    return items


def Expression_ReferenceSegment_StructField(m: Any, c: Any) -> str:
    """substrait.Expression.ReferenceSegment.StructField: its explicit form."""
    return "(" + ", ".join(Expression_ReferenceSegment_StructField_items(m, c)) + ")"


def Expression_ScalarFunction_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ScalarFunction: its items, positional fields first."""
    items: list[str] = []
    if m.function_reference:
        items.append("function_reference=" + str(m.function_reference))
    if has(m, "output_type"):
        items.append("output_type=" + c.format_type_value(m.output_type))
    if m.arguments:
        items.append("arguments=" + "[" + ", ".join([FunctionArgument(x, c) for x in m.arguments]) + "]")
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    return items


def Expression_ScalarFunction(m: Any, c: Any) -> str:
    """substrait.Expression.ScalarFunction: its explicit form."""
    return "(" + ", ".join(Expression_ScalarFunction_items(m, c)) + ")"


def Expression_SingularOrList_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.SingularOrList: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "value"):
        items.append(c.format_expr(m.value))
        k = 1
        if m.options:
            items.append("[" + ", ".join([c.format_expr(x) for x in m.options]) + "]")
            k = 2
    if k <= 1 and m.options:
        items.append("options=" + "[" + ", ".join([c.format_expr(x) for x in m.options]) + "]")
    return items


def Expression_SingularOrList(m: Any, c: Any) -> str:
    """substrait.Expression.SingularOrList: its explicit form."""
    return "(" + ", ".join(Expression_SingularOrList_items(m, c)) + ")"


def Expression_Subquery_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Subquery: its items, positional fields first."""
    items: list[str] = []
    if has(m, "scalar"):
        items.append("scalar=" + Expression_Subquery_Scalar(m.scalar, c))
    if has(m, "in_predicate"):
        items.append("in_predicate=" + Expression_Subquery_InPredicate(m.in_predicate, c))
    if has(m, "set_predicate"):
        items.append("set_predicate=" + Expression_Subquery_SetPredicate(m.set_predicate, c))
    if has(m, "set_comparison"):
        items.append("set_comparison=" + Expression_Subquery_SetComparison(m.set_comparison, c))
    return items


def Expression_Subquery(m: Any, c: Any) -> str:
    """substrait.Expression.Subquery: its explicit form."""
    return "(" + ", ".join(Expression_Subquery_items(m, c)) + ")"


def Expression_Subquery_InPredicate_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Subquery.InPredicate: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if m.needles:
        items.append("[" + ", ".join([c.format_expr(x) for x in m.needles]) + "]")
        k = 1
        if has(m, "haystack"):
            items.append(c.format_subplan(m.haystack))
            k = 2
    if k <= 1 and has(m, "haystack"):
        items.append("haystack=" + c.format_subplan(m.haystack))
    return items


def Expression_Subquery_InPredicate(m: Any, c: Any) -> str:
    """substrait.Expression.Subquery.InPredicate: its explicit form."""
    return "(" + ", ".join(Expression_Subquery_InPredicate_items(m, c)) + ")"


def Expression_Subquery_Scalar_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Subquery.Scalar: its items, positional fields first."""
    items: list[str] = []
    if has(m, "input"):
        items.append(c.format_subplan(m.input))
    return items


def Expression_Subquery_Scalar(m: Any, c: Any) -> str:
    """substrait.Expression.Subquery.Scalar: its explicit form."""
    return "(" + ", ".join(Expression_Subquery_Scalar_items(m, c)) + ")"


def Expression_Subquery_SetComparison_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Subquery.SetComparison: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    items.append(enum_text(_ENUM8, m.reduction_op))
    k = 1
    items.append(enum_text(_ENUM9, m.comparison_op))
    k = 2
    if has(m, "left"):
        items.append(c.format_expr(m.left))
        k = 3
        if has(m, "right"):
            items.append(c.format_subplan(m.right))
            k = 4
    if k <= 3 and has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    return items


def Expression_Subquery_SetComparison(m: Any, c: Any) -> str:
    """substrait.Expression.Subquery.SetComparison: its explicit form."""
    return "(" + ", ".join(Expression_Subquery_SetComparison_items(m, c)) + ")"


def Expression_Subquery_SetPredicate_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.Subquery.SetPredicate: its items, positional fields first."""
    items: list[str] = []
    items.append(enum_text(_ENUM10, m.predicate_op))
    if has(m, "tuples"):
        items.append(c.format_subplan(m.tuples))
    return items


def Expression_Subquery_SetPredicate(m: Any, c: Any) -> str:
    """substrait.Expression.Subquery.SetPredicate: its explicit form."""
    return "(" + ", ".join(Expression_Subquery_SetPredicate_items(m, c)) + ")"


def Expression_SwitchExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.SwitchExpression: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "match"):
        items.append(c.format_expr(m.match))
        k = 1
        if m.ifs:
            items.append("[" + ", ".join([Expression_SwitchExpression_IfValue(x, c) for x in m.ifs]) + "]")
            k = 2
    if k <= 1 and m.ifs:
        items.append("ifs=" + "[" + ", ".join([Expression_SwitchExpression_IfValue(x, c) for x in m.ifs]) + "]")
    if has(m, "else"):
        items.append("else=" + c.format_expr(getattr(m, "else")))
    return items


def Expression_SwitchExpression(m: Any, c: Any) -> str:
    """substrait.Expression.SwitchExpression: its explicit form."""
    return "(" + ", ".join(Expression_SwitchExpression_items(m, c)) + ")"


def Expression_SwitchExpression_IfValue_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.SwitchExpression.IfValue: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "if"):
        items.append(c.format_literal_value(getattr(m, "if")))
        k = 1
        if has(m, "then"):
            items.append(c.format_expr(m.then))
            k = 2
    if k <= 1 and has(m, "then"):
        items.append("then=" + c.format_expr(m.then))
    return items


def Expression_SwitchExpression_IfValue(m: Any, c: Any) -> str:
    """substrait.Expression.SwitchExpression.IfValue: its explicit form."""
    return "(" + ", ".join(Expression_SwitchExpression_IfValue_items(m, c)) + ")"


def Expression_WindowFunction_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction: its items, positional fields first."""
    items: list[str] = []
    if m.function_reference:
        items.append("function_reference=" + str(m.function_reference))
    if m.partitions:
        items.append("partitions=" + "[" + ", ".join([c.format_expr(x) for x in m.partitions]) + "]")
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if has(m, "upper_bound"):
        items.append("upper_bound=" + c.format_bound_value(m.upper_bound))
    if has(m, "lower_bound"):
        items.append("lower_bound=" + c.format_bound_value(m.lower_bound))
    if m.phase:
        items.append("phase=" + enum_text(_ENUM0, m.phase))
    if has(m, "output_type"):
        items.append("output_type=" + c.format_type_value(m.output_type))
    if m.arguments:
        items.append("arguments=" + "[" + ", ".join([FunctionArgument(x, c) for x in m.arguments]) + "]")
    if m.invocation:
        items.append("invocation=" + enum_text(_ENUM1, m.invocation))
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    if m.bounds_type:
        items.append("bounds_type=" + enum_text(_ENUM3, m.bounds_type))
    return items


def Expression_WindowFunction(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_items(m, c)) + ")"


def Expression_WindowFunction_Bound_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction.Bound: its items, positional fields first."""
    items: list[str] = []
    if has(m, "preceding"):
        items.append("preceding=" + Expression_WindowFunction_Bound_Preceding(m.preceding, c))
    if has(m, "following"):
        items.append("following=" + Expression_WindowFunction_Bound_Following(m.following, c))
    if has(m, "current_row"):
        items.append("current_row=" + Expression_WindowFunction_Bound_CurrentRow(m.current_row, c))
    if has(m, "unbounded"):
        items.append("unbounded=" + Expression_WindowFunction_Bound_Unbounded(m.unbounded, c))
    return items


def Expression_WindowFunction_Bound(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction.Bound: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_Bound_items(m, c)) + ")"


def Expression_WindowFunction_Bound_CurrentRow_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction.Bound.CurrentRow: its items, positional fields first."""
    items: list[str] = []
    return items


def Expression_WindowFunction_Bound_CurrentRow(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction.Bound.CurrentRow: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_Bound_CurrentRow_items(m, c)) + ")"


def Expression_WindowFunction_Bound_Following_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction.Bound.Following: its items, positional fields first."""
    items: list[str] = []
    items.append(str(m.offset))
    if has(m, "offset_expr"):
        items.append("offset_expr=" + c.format_expr(m.offset_expr))
    return items


def Expression_WindowFunction_Bound_Following(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction.Bound.Following: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_Bound_Following_items(m, c)) + ")"


def Expression_WindowFunction_Bound_Preceding_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction.Bound.Preceding: its items, positional fields first."""
    items: list[str] = []
    items.append(str(m.offset))
    if has(m, "offset_expr"):
        items.append("offset_expr=" + c.format_expr(m.offset_expr))
    return items


def Expression_WindowFunction_Bound_Preceding(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction.Bound.Preceding: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_Bound_Preceding_items(m, c)) + ")"


def Expression_WindowFunction_Bound_Unbounded_items(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction.Bound.Unbounded: its items, positional fields first."""
    items: list[str] = []
    return items


def Expression_WindowFunction_Bound_Unbounded(m: Any, c: Any) -> str:
    """substrait.Expression.WindowFunction.Bound.Unbounded: its explicit form."""
    return "(" + ", ".join(Expression_WindowFunction_Bound_Unbounded_items(m, c)) + ")"


def ExtensionLeafRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ExtensionLeafRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "detail"):
        items.append("detail=" + c.format_any_value(m.detail))
    return items


def ExtensionLeafRel(m: Any, c: Any) -> str:
    """substrait.ExtensionLeafRel: its explicit form."""
    return "(" + ", ".join(ExtensionLeafRel_items(m, c)) + ")"


def ExtensionMultiRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ExtensionMultiRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if m.inputs:
        items.append("inputs=" + "[" + ", ".join([c.format_subplan(x) for x in m.inputs]) + "]")
    if has(m, "detail"):
        items.append("detail=" + c.format_any_value(m.detail))
    return items


def ExtensionMultiRel(m: Any, c: Any) -> str:
    """substrait.ExtensionMultiRel: its explicit form."""
    return "(" + ", ".join(ExtensionMultiRel_items(m, c)) + ")"


def ExtensionObject_items(m: Any, c: Any) -> list[str]:
    """substrait.ExtensionObject: its items, positional fields first."""
    items: list[str] = []
    if has(m, "detail"):
        items.append("detail=" + c.format_any_value(m.detail))
    return items


def ExtensionObject(m: Any, c: Any) -> str:
    """substrait.ExtensionObject: its explicit form."""
    return "(" + ", ".join(ExtensionObject_items(m, c)) + ")"


def ExtensionSingleRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ExtensionSingleRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if has(m, "detail"):
        items.append("detail=" + c.format_any_value(m.detail))
    return items


def ExtensionSingleRel(m: Any, c: Any) -> str:
    """substrait.ExtensionSingleRel: its explicit form."""
    return "(" + ", ".join(ExtensionSingleRel_items(m, c)) + ")"


def FetchRel_items(m: Any, c: Any) -> list[str]:
    """substrait.FetchRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if has(m, "offset_expr"):
        items.append("offset_expr=" + c.format_expr(m.offset_expr))
    if has(m, "count_expr"):
        items.append("count_expr=" + c.format_expr(m.count_expr))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def FetchRel(m: Any, c: Any) -> str:
    """substrait.FetchRel: its explicit form."""
    return "(" + ", ".join(FetchRel_items(m, c)) + ")"


def FilterRel_items(m: Any, c: Any) -> list[str]:
    """substrait.FilterRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if has(m, "condition"):
        items.append("condition=" + c.format_expr(m.condition))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def FilterRel(m: Any, c: Any) -> str:
    """substrait.FilterRel: its explicit form."""
    return "(" + ", ".join(FilterRel_items(m, c)) + ")"


def FunctionArgument_items(m: Any, c: Any) -> list[str]:
    """substrait.FunctionArgument: its items, positional fields first."""
    items: list[str] = []
    if has(m, "enum"):
        items.append("enum=" + quote_string(m.enum))
    if has(m, "type"):
        items.append("type=" + c.format_type_value(m.type))
    if has(m, "value"):
        items.append("value=" + c.format_expr(m.value))
    return items


def FunctionArgument(m: Any, c: Any) -> str:
    """substrait.FunctionArgument: its explicit form."""
    return "(" + ", ".join(FunctionArgument_items(m, c)) + ")"


def FunctionOption_items(m: Any, c: Any) -> list[str]:
    """substrait.FunctionOption: its items, positional fields first."""
    items: list[str] = []
    items.append(quote_string(m.name))
    if m.preference:
        items.append("[" + ", ".join([quote_string(x) for x in m.preference]) + "]")
    return items


def FunctionOption(m: Any, c: Any) -> str:
    """substrait.FunctionOption: its explicit form."""
    return "(" + ", ".join(FunctionOption_items(m, c)) + ")"


def HashJoinRel_items(m: Any, c: Any) -> list[str]:
    """substrait.HashJoinRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if m.type:
        items.append("type=" + enum_text(_ENUM11, m.type))
    if m.keys:
        items.append("keys=" + "[" + ", ".join([c.format_join_key_value(x) for x in m.keys]) + "]")
    if m.build_input:
        items.append("build_input=" + enum_text(_ENUM12, m.build_input))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    if has(m, "residual_expression"):
        items.append("residual_expression=" + c.format_expr(m.residual_expression))
    return items


def HashJoinRel(m: Any, c: Any) -> str:
    """substrait.HashJoinRel: its explicit form."""
    return "(" + ", ".join(HashJoinRel_items(m, c)) + ")"


def JoinRel_items(m: Any, c: Any) -> list[str]:
    """substrait.JoinRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if m.type:
        items.append("type=" + enum_text(_ENUM13, m.type))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def JoinRel(m: Any, c: Any) -> str:
    """substrait.JoinRel: its explicit form."""
    return "(" + ", ".join(JoinRel_items(m, c)) + ")"


def LateralJoinRel_items(m: Any, c: Any) -> list[str]:
    """substrait.LateralJoinRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if m.type:
        items.append("type=" + enum_text(_ENUM13, m.type))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def LateralJoinRel(m: Any, c: Any) -> str:
    """substrait.LateralJoinRel: its explicit form."""
    return "(" + ", ".join(LateralJoinRel_items(m, c)) + ")"


def MergeJoinRel_items(m: Any, c: Any) -> list[str]:
    """substrait.MergeJoinRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if m.type:
        items.append("type=" + enum_text(_ENUM14, m.type))
    if m.keys:
        items.append("keys=" + "[" + ", ".join([c.format_join_key_value(x) for x in m.keys]) + "]")
    if has(m, "residual_expression"):
        items.append("residual_expression=" + c.format_expr(m.residual_expression))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def MergeJoinRel(m: Any, c: Any) -> str:
    """substrait.MergeJoinRel: its explicit form."""
    return "(" + ", ".join(MergeJoinRel_items(m, c)) + ")"


def NamedObjectWrite_items(m: Any, c: Any) -> list[str]:
    """substrait.NamedObjectWrite: its items, positional fields first."""
    items: list[str] = []
    if m.names:
        items.append("names=" + "[" + ", ".join([quote_string(x) for x in m.names]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def NamedObjectWrite(m: Any, c: Any) -> str:
    """substrait.NamedObjectWrite: its explicit form."""
    return "(" + ", ".join(NamedObjectWrite_items(m, c)) + ")"


def NamedStruct_items(m: Any, c: Any) -> list[str]:
    """substrait.NamedStruct: its items, positional fields first."""
    items: list[str] = []
    if m.names:
        items.append("names=" + "[" + ", ".join([quote_string(x) for x in m.names]) + "]")
    if has(m, "struct"):
        items.append("struct=" + Type_Struct(m.struct, c))
    return items


def NamedStruct(m: Any, c: Any) -> str:
    """substrait.NamedStruct: its explicit form."""
    return "(" + ", ".join(NamedStruct_items(m, c)) + ")"


def NamedTable_items(m: Any, c: Any) -> list[str]:
    """substrait.NamedTable: its items, positional fields first."""
    items: list[str] = []
    if m.names:
        items.append("names=" + "[" + ", ".join([quote_string(x) for x in m.names]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def NamedTable(m: Any, c: Any) -> str:
    """substrait.NamedTable: its explicit form."""
    return "(" + ", ".join(NamedTable_items(m, c)) + ")"


def NestedLoopJoinRel_items(m: Any, c: Any) -> list[str]:
    """substrait.NestedLoopJoinRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "left"):
        items.append("left=" + c.format_subplan(m.left))
    if has(m, "right"):
        items.append("right=" + c.format_subplan(m.right))
    if has(m, "expression"):
        items.append("expression=" + c.format_expr(m.expression))
    if m.type:
        items.append("type=" + enum_text(_ENUM15, m.type))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def NestedLoopJoinRel(m: Any, c: Any) -> str:
    """substrait.NestedLoopJoinRel: its explicit form."""
    return "(" + ", ".join(NestedLoopJoinRel_items(m, c)) + ")"


def Plan_items(m: Any, c: Any) -> list[str]:
    """substrait.Plan: its items, positional fields first."""
    items: list[str] = []
    if m.extensions:
        items.append("extensions=" + "[" + ", ".join([extensions_SimpleExtensionDeclaration(x, c) for x in m.extensions]) + "]")
    if m.relations:
        items.append("relations=" + "[" + ", ".join([PlanRel(x, c) for x in m.relations]) + "]")
    if has(m, "advanced_extensions"):
        items.append("advanced_extensions=" + extensions_AdvancedExtension(m.advanced_extensions, c))
    if m.expected_type_urls:
        items.append("expected_type_urls=" + "[" + ", ".join([quote_string(x) for x in m.expected_type_urls]) + "]")
    if has(m, "version"):
        items.append("version=" + Version(m.version, c))
    if m.parameter_bindings:
        items.append("parameter_bindings=" + "[" + ", ".join([DynamicParameterBinding(x, c) for x in m.parameter_bindings]) + "]")
    if m.extension_urns:
        items.append("extension_urns=" + "[" + ", ".join([extensions_SimpleExtensionURN(x, c) for x in m.extension_urns]) + "]")
    if m.type_aliases:
        items.append("type_aliases=" + "[" + ", ".join([TypeAlias(x, c) for x in m.type_aliases]) + "]")
    if has(m, "execution_behavior"):
        items.append("execution_behavior=" + ExecutionBehavior(m.execution_behavior, c))
    return items


def Plan(m: Any, c: Any) -> str:
    """substrait.Plan: its explicit form."""
    return "(" + ", ".join(Plan_items(m, c)) + ")"


def PlanRel_items(m: Any, c: Any) -> list[str]:
    """substrait.PlanRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "rel"):
        items.append("rel=" + c.format_subplan(m.rel))
    if has(m, "root"):
        items.append("root=" + RelRoot(m.root, c))
    if m.detached_expressions:
        items.append("detached_expressions=" + "[" + ", ".join([c.format_expr(x) for x in m.detached_expressions]) + "]")
    return items


def PlanRel(m: Any, c: Any) -> str:
    """substrait.PlanRel: its explicit form."""
    return "(" + ", ".join(PlanRel_items(m, c)) + ")"


def ProjectRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ProjectRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.expressions:
        items.append("expressions=" + "[" + ", ".join([c.format_expr(x) for x in m.expressions]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ProjectRel(m: Any, c: Any) -> str:
    """substrait.ProjectRel: its explicit form."""
    return "(" + ", ".join(ProjectRel_items(m, c)) + ")"


def ReadRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "base_schema"):
        items.append("base_schema=" + NamedStruct(m.base_schema, c))
    if has(m, "filter"):
        items.append("filter=" + c.format_expr(m.filter))
    if has(m, "projection"):
        items.append("projection=" + c.format_mask_value(m.projection))
    if has(m, "virtual_table"):
        items.append("virtual_table=" + ReadRel_VirtualTable(m.virtual_table, c))
    if has(m, "local_files"):
        items.append("local_files=" + ReadRel_LocalFiles(m.local_files, c))
    if has(m, "named_table"):
        items.append("named_table=" + ReadRel_NamedTable(m.named_table, c))
    if has(m, "extension_table"):
        items.append("extension_table=" + ReadRel_ExtensionTable(m.extension_table, c))
    if has(m, "iceberg_table"):
        items.append("iceberg_table=" + ReadRel_IcebergTable(m.iceberg_table, c))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    if has(m, "best_effort_filter"):
        items.append("best_effort_filter=" + c.format_expr(m.best_effort_filter))
    return items


def ReadRel(m: Any, c: Any) -> str:
    """substrait.ReadRel: its explicit form."""
    return "(" + ", ".join(ReadRel_items(m, c)) + ")"


def ReadRel_ExtensionTable_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.ExtensionTable: its items, positional fields first."""
    items: list[str] = []
    if has(m, "detail"):
        items.append("detail=" + c.format_any_value(m.detail))
    return items


def ReadRel_ExtensionTable(m: Any, c: Any) -> str:
    """substrait.ReadRel.ExtensionTable: its explicit form."""
    return "(" + ", ".join(ReadRel_ExtensionTable_items(m, c)) + ")"


def ReadRel_IcebergTable_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.IcebergTable: its items, positional fields first."""
    items: list[str] = []
    if has(m, "direct"):
        items.append("direct=" + ReadRel_IcebergTable_MetadataFileRead(m.direct, c))
    return items


def ReadRel_IcebergTable(m: Any, c: Any) -> str:
    """substrait.ReadRel.IcebergTable: its explicit form."""
    return "(" + ", ".join(ReadRel_IcebergTable_items(m, c)) + ")"


def ReadRel_IcebergTable_MetadataFileRead_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.IcebergTable.MetadataFileRead: its items, positional fields first."""
    items: list[str] = []
    if m.metadata_uri:
        items.append("metadata_uri=" + quote_string(m.metadata_uri))
    if has(m, "snapshot_id"):
        items.append("snapshot_id=" + quote_string(m.snapshot_id))
    if has(m, "snapshot_timestamp"):
        items.append("snapshot_timestamp=" + str(m.snapshot_timestamp))
    return items


def ReadRel_IcebergTable_MetadataFileRead(m: Any, c: Any) -> str:
    """substrait.ReadRel.IcebergTable.MetadataFileRead: its explicit form."""
    return "(" + ", ".join(ReadRel_IcebergTable_MetadataFileRead_items(m, c)) + ")"


def ReadRel_LocalFiles_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles: its items, positional fields first."""
    items: list[str] = []
    if m.items:
        items.append("items=" + "[" + ", ".join([ReadRel_LocalFiles_FileOrFiles(x, c) for x in m.items]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ReadRel_LocalFiles(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles: its items, positional fields first."""
    items: list[str] = []
    if has(m, "uri_path"):
        items.append("uri_path=" + quote_string(m.uri_path))
    if has(m, "uri_path_glob"):
        items.append("uri_path_glob=" + quote_string(m.uri_path_glob))
    if has(m, "uri_file"):
        items.append("uri_file=" + quote_string(m.uri_file))
    if has(m, "uri_folder"):
        items.append("uri_folder=" + quote_string(m.uri_folder))
    if m.partition_index:
        items.append("partition_index=" + str(m.partition_index))
    if m.start:
        items.append("start=" + str(m.start))
    if m.length:
        items.append("length=" + str(m.length))
    if has(m, "parquet"):
        items.append("parquet=" + ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(m.parquet, c))
    if has(m, "arrow"):
        items.append("arrow=" + ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(m.arrow, c))
    if has(m, "orc"):
        items.append("orc=" + ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(m.orc, c))
    if has(m, "extension"):
        items.append("extension=" + c.format_any_value(m.extension))
    if has(m, "dwrf"):
        items.append("dwrf=" + ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(m.dwrf, c))
    if has(m, "text"):
        items.append("text=" + ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(m.text, c))
    return items


def ReadRel_LocalFiles_FileOrFiles(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions: its items, positional fields first."""
    items: list[str] = []
    return items


def ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions: its items, positional fields first."""
    items: list[str] = []
    if m.field_delimiter:
        items.append("field_delimiter=" + quote_string(m.field_delimiter))
    if m.max_line_size:
        items.append("max_line_size=" + str(m.max_line_size))
    if m.quote:
        items.append("quote=" + quote_string(m.quote))
    if m.header_lines_to_skip:
        items.append("header_lines_to_skip=" + str(m.header_lines_to_skip))
    if m.escape:
        items.append("escape=" + quote_string(m.escape))
    if has(m, "value_treated_as_null"):
        items.append("value_treated_as_null=" + quote_string(m.value_treated_as_null))
    return items


def ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions: its items, positional fields first."""
    items: list[str] = []
    return items


def ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_OrcReadOptions_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions: its items, positional fields first."""
    items: list[str] = []
    return items


def ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_OrcReadOptions_items(m, c)) + ")"


def ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions: its items, positional fields first."""
    items: list[str] = []
    return items


def ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(m: Any, c: Any) -> str:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions: its explicit form."""
    return "(" + ", ".join(ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions_items(m, c)) + ")"


def ReadRel_NamedTable_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.NamedTable: its items, positional fields first."""
    items: list[str] = []
    if m.names:
        items.append("names=" + "[" + ", ".join([quote_string(x) for x in m.names]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def ReadRel_NamedTable(m: Any, c: Any) -> str:
    """substrait.ReadRel.NamedTable: its explicit form."""
    return "(" + ", ".join(ReadRel_NamedTable_items(m, c)) + ")"


def ReadRel_VirtualTable_items(m: Any, c: Any) -> list[str]:
    """substrait.ReadRel.VirtualTable: its items, positional fields first."""
    items: list[str] = []
    if m.expressions:
        items.append("expressions=" + "[" + ", ".join([Expression_Nested_Struct(x, c) for x in m.expressions]) + "]")
    return items


def ReadRel_VirtualTable(m: Any, c: Any) -> str:
    """substrait.ReadRel.VirtualTable: its explicit form."""
    return "(" + ", ".join(ReadRel_VirtualTable_items(m, c)) + ")"


def ReferenceRel_items(m: Any, c: Any) -> list[str]:
    """substrait.ReferenceRel: its items, positional fields first."""
    items: list[str] = []
    if m.subtree_ordinal:
        items.append("subtree_ordinal=" + str(m.subtree_ordinal))
    return items


def ReferenceRel(m: Any, c: Any) -> str:
    """substrait.ReferenceRel: its explicit form."""
    return "(" + ", ".join(ReferenceRel_items(m, c)) + ")"


def Rel_items(m: Any, c: Any) -> list[str]:
    """substrait.Rel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "read"):
        items.append("read=" + ReadRel(m.read, c))
    if has(m, "filter"):
        items.append("filter=" + FilterRel(m.filter, c))
    if has(m, "fetch"):
        items.append("fetch=" + FetchRel(m.fetch, c))
    if has(m, "aggregate"):
        items.append("aggregate=" + AggregateRel(m.aggregate, c))
    if has(m, "sort"):
        items.append("sort=" + SortRel(m.sort, c))
    if has(m, "join"):
        items.append("join=" + JoinRel(m.join, c))
    if has(m, "project"):
        items.append("project=" + ProjectRel(m.project, c))
    if has(m, "set"):
        items.append("set=" + SetRel(m.set, c))
    if has(m, "extension_single"):
        items.append("extension_single=" + ExtensionSingleRel(m.extension_single, c))
    if has(m, "extension_multi"):
        items.append("extension_multi=" + ExtensionMultiRel(m.extension_multi, c))
    if has(m, "extension_leaf"):
        items.append("extension_leaf=" + ExtensionLeafRel(m.extension_leaf, c))
    if has(m, "cross"):
        items.append("cross=" + CrossRel(m.cross, c))
    if has(m, "hash_join"):
        items.append("hash_join=" + HashJoinRel(m.hash_join, c))
    if has(m, "merge_join"):
        items.append("merge_join=" + MergeJoinRel(m.merge_join, c))
    if has(m, "exchange"):
        items.append("exchange=" + ExchangeRel(m.exchange, c))
    if has(m, "expand"):
        items.append("expand=" + ExpandRel(m.expand, c))
    if has(m, "window"):
        items.append("window=" + ConsistentPartitionWindowRel(m.window, c))
    if has(m, "nested_loop_join"):
        items.append("nested_loop_join=" + NestedLoopJoinRel(m.nested_loop_join, c))
    if has(m, "write"):
        items.append("write=" + WriteRel(m.write, c))
    if has(m, "ddl"):
        items.append("ddl=" + DdlRel(m.ddl, c))
    if has(m, "reference"):
        items.append("reference=" + ReferenceRel(m.reference, c))
    if has(m, "update"):
        items.append("update=" + UpdateRel(m.update, c))
    if has(m, "top_n"):
        items.append("top_n=" + TopNRel(m.top_n, c))
    if has(m, "lateral_join"):
        items.append("lateral_join=" + LateralJoinRel(m.lateral_join, c))
    return items


def Rel(m: Any, c: Any) -> str:
    """substrait.Rel: its explicit form."""
    return "(" + ", ".join(Rel_items(m, c)) + ")"


def RelCommon_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon: its items, positional fields first."""
    items: list[str] = []
    if has(m, "direct"):
        items.append("direct=" + RelCommon_Direct(m.direct, c))
    if has(m, "emit"):
        items.append("emit=" + RelCommon_Emit(m.emit, c))
    if has(m, "hint"):
        items.append("hint=" + RelCommon_Hint(m.hint, c))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    if has(m, "rel_anchor"):
        items.append("rel_anchor=" + str(m.rel_anchor))
    return items


def RelCommon(m: Any, c: Any) -> str:
    """substrait.RelCommon: its explicit form."""
    return "(" + ", ".join(RelCommon_items(m, c)) + ")"


def RelCommon_Direct_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Direct: its items, positional fields first."""
    items: list[str] = []
    return items


def RelCommon_Direct(m: Any, c: Any) -> str:
    """substrait.RelCommon.Direct: its explicit form."""
    return "(" + ", ".join(RelCommon_Direct_items(m, c)) + ")"


def RelCommon_Emit_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Emit: its items, positional fields first."""
    items: list[str] = []
    if m.output_mapping:
        items.append("output_mapping=" + "[" + ", ".join([str(x) for x in m.output_mapping]) + "]")
    return items


def RelCommon_Emit(m: Any, c: Any) -> str:
    """substrait.RelCommon.Emit: its explicit form."""
    return "(" + ", ".join(RelCommon_Emit_items(m, c)) + ")"


def RelCommon_Hint_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Hint: its items, positional fields first."""
    items: list[str] = []
    if has(m, "stats"):
        items.append("stats=" + RelCommon_Hint_Stats(m.stats, c))
    if has(m, "constraint"):
        items.append("constraint=" + RelCommon_Hint_RuntimeConstraint(m.constraint, c))
    if m.alias:
        items.append("alias=" + quote_string(m.alias))
    if m.output_names:
        items.append("output_names=" + "[" + ", ".join([quote_string(x) for x in m.output_names]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    if m.saved_computations:
        items.append("saved_computations=" + "[" + ", ".join([RelCommon_Hint_SavedComputation(x, c) for x in m.saved_computations]) + "]")
    if m.loaded_computations:
        items.append("loaded_computations=" + "[" + ", ".join([RelCommon_Hint_LoadedComputation(x, c) for x in m.loaded_computations]) + "]")
    return items


def RelCommon_Hint(m: Any, c: Any) -> str:
    """substrait.RelCommon.Hint: its explicit form."""
    return "(" + ", ".join(RelCommon_Hint_items(m, c)) + ")"


def RelCommon_Hint_LoadedComputation_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Hint.LoadedComputation: its items, positional fields first."""
    items: list[str] = []
    if m.computation_id_reference:
        items.append("computation_id_reference=" + str(m.computation_id_reference))
    if m.type:
        items.append("type=" + enum_text(_ENUM16, m.type))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def RelCommon_Hint_LoadedComputation(m: Any, c: Any) -> str:
    """substrait.RelCommon.Hint.LoadedComputation: its explicit form."""
    return "(" + ", ".join(RelCommon_Hint_LoadedComputation_items(m, c)) + ")"


def RelCommon_Hint_RuntimeConstraint_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Hint.RuntimeConstraint: its items, positional fields first."""
    items: list[str] = []
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def RelCommon_Hint_RuntimeConstraint(m: Any, c: Any) -> str:
    """substrait.RelCommon.Hint.RuntimeConstraint: its explicit form."""
    return "(" + ", ".join(RelCommon_Hint_RuntimeConstraint_items(m, c)) + ")"


def RelCommon_Hint_SavedComputation_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Hint.SavedComputation: its items, positional fields first."""
    items: list[str] = []
    if m.computation_id:
        items.append("computation_id=" + str(m.computation_id))
    if m.type:
        items.append("type=" + enum_text(_ENUM16, m.type))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def RelCommon_Hint_SavedComputation(m: Any, c: Any) -> str:
    """substrait.RelCommon.Hint.SavedComputation: its explicit form."""
    return "(" + ", ".join(RelCommon_Hint_SavedComputation_items(m, c)) + ")"


def RelCommon_Hint_Stats_items(m: Any, c: Any) -> list[str]:
    """substrait.RelCommon.Hint.Stats: its items, positional fields first."""
    items: list[str] = []
    if is_set_float(m.row_count):
        items.append("row_count=" + fp64_text(m.row_count))
    if is_set_float(m.record_size):
        items.append("record_size=" + fp64_text(m.record_size))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def RelCommon_Hint_Stats(m: Any, c: Any) -> str:
    """substrait.RelCommon.Hint.Stats: its explicit form."""
    return "(" + ", ".join(RelCommon_Hint_Stats_items(m, c)) + ")"


def RelRoot_items(m: Any, c: Any) -> list[str]:
    """substrait.RelRoot: its items, positional fields first."""
    items: list[str] = []
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.names:
        items.append("names=" + "[" + ", ".join([quote_string(x) for x in m.names]) + "]")
    return items


def RelRoot(m: Any, c: Any) -> str:
    """substrait.RelRoot: its explicit form."""
    return "(" + ", ".join(RelRoot_items(m, c)) + ")"


def SetRel_items(m: Any, c: Any) -> list[str]:
    """substrait.SetRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if m.inputs:
        items.append("inputs=" + "[" + ", ".join([c.format_subplan(x) for x in m.inputs]) + "]")
    if m.op:
        items.append("op=" + enum_text(_ENUM17, m.op))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def SetRel(m: Any, c: Any) -> str:
    """substrait.SetRel: its explicit form."""
    return "(" + ", ".join(SetRel_items(m, c)) + ")"


def SortField_items(m: Any, c: Any) -> list[str]:
    """substrait.SortField: its items, positional fields first."""
    items: list[str] = []
    k = 0  # how many positional fields are written
    if has(m, "expr"):
        items.append(c.format_expr(m.expr))
        k = 1
        if has(m, "direction"):
            items.append(enum_text(_ENUM18, m.direction))
            k = 2
    if k <= 1 and has(m, "direction"):
        items.append("direction=" + enum_text(_ENUM18, m.direction))
    if has(m, "comparison_function_reference"):
        items.append("comparison_function_reference=" + str(m.comparison_function_reference))
    return items


def SortField(m: Any, c: Any) -> str:
    """substrait.SortField: its explicit form."""
    return "(" + ", ".join(SortField_items(m, c)) + ")"


def SortRel_items(m: Any, c: Any) -> list[str]:
    """substrait.SortRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def SortRel(m: Any, c: Any) -> str:
    """substrait.SortRel: its explicit form."""
    return "(" + ", ".join(SortRel_items(m, c)) + ")"


def TopNRel_items(m: Any, c: Any) -> list[str]:
    """substrait.TopNRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if has(m, "offset"):
        items.append("offset=" + c.format_expr(m.offset))
    if has(m, "count"):
        items.append("count=" + c.format_expr(m.count))
    if m.mode:
        items.append("mode=" + enum_text(_ENUM19, m.mode))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def TopNRel(m: Any, c: Any) -> str:
    """substrait.TopNRel: its explicit form."""
    return "(" + ", ".join(TopNRel_items(m, c)) + ")"


def Type_items(m: Any, c: Any) -> list[str]:
    """substrait.Type: its items, positional fields first."""
    items: list[str] = []
    if has(m, "bool"):
        items.append("bool=" + Type_Boolean(m.bool, c))
    if has(m, "i8"):
        items.append("i8=" + Type_I8(m.i8, c))
    if has(m, "i16"):
        items.append("i16=" + Type_I16(m.i16, c))
    if has(m, "i32"):
        items.append("i32=" + Type_I32(m.i32, c))
    if has(m, "i64"):
        items.append("i64=" + Type_I64(m.i64, c))
    if has(m, "fp32"):
        items.append("fp32=" + Type_FP32(m.fp32, c))
    if has(m, "fp64"):
        items.append("fp64=" + Type_FP64(m.fp64, c))
    if has(m, "string"):
        items.append("string=" + Type_String(m.string, c))
    if has(m, "binary"):
        items.append("binary=" + Type_Binary(m.binary, c))
    if has(m, "date"):
        items.append("date=" + Type_Date(m.date, c))
    if has(m, "interval_year"):
        items.append("interval_year=" + Type_IntervalYear(m.interval_year, c))
    if has(m, "interval_day"):
        items.append("interval_day=" + Type_IntervalDay(m.interval_day, c))
    if has(m, "fixed_char"):
        items.append("fixed_char=" + Type_FixedChar(m.fixed_char, c))
    if has(m, "varchar"):
        items.append("varchar=" + Type_VarChar(m.varchar, c))
    if has(m, "fixed_binary"):
        items.append("fixed_binary=" + Type_FixedBinary(m.fixed_binary, c))
    if has(m, "decimal"):
        items.append("decimal=" + Type_Decimal(m.decimal, c))
    if has(m, "struct"):
        items.append("struct=" + Type_Struct(m.struct, c))
    if has(m, "list"):
        items.append("list=" + Type_List(m.list, c))
    if has(m, "map"):
        items.append("map=" + Type_Map(m.map, c))
    if has(m, "user_defined"):
        items.append("user_defined=" + Type_UserDefined(m.user_defined, c))
    if has(m, "uuid"):
        items.append("uuid=" + Type_UUID(m.uuid, c))
    if has(m, "precision_timestamp"):
        items.append("precision_timestamp=" + Type_PrecisionTimestamp(m.precision_timestamp, c))
    if has(m, "precision_timestamp_tz"):
        items.append("precision_timestamp_tz=" + Type_PrecisionTimestampTZ(m.precision_timestamp_tz, c))
    if has(m, "interval_compound"):
        items.append("interval_compound=" + Type_IntervalCompound(m.interval_compound, c))
    if has(m, "precision_time"):
        items.append("precision_time=" + Type_PrecisionTime(m.precision_time, c))
    if has(m, "alias"):
        items.append("alias=" + Type_TypeAliasReference(m.alias, c))
    if has(m, "func"):
        items.append("func=" + Type_Func(m.func, c))
    if has(m, "unbound"):
        items.append("unbound=" + Type_Unbound(m.unbound, c))
    return items


def Type(m: Any, c: Any) -> str:
    """substrait.Type: its explicit form."""
    return "(" + ", ".join(Type_items(m, c)) + ")"


def Type_Binary_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Binary: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Binary(m: Any, c: Any) -> str:
    """substrait.Type.Binary: its explicit form."""
    return "(" + ", ".join(Type_Binary_items(m, c)) + ")"


def Type_Boolean_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Boolean: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Boolean(m: Any, c: Any) -> str:
    """substrait.Type.Boolean: its explicit form."""
    return "(" + ", ".join(Type_Boolean_items(m, c)) + ")"


def Type_Date_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Date: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Date(m: Any, c: Any) -> str:
    """substrait.Type.Date: its explicit form."""
    return "(" + ", ".join(Type_Date_items(m, c)) + ")"


def Type_Decimal_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Decimal: its items, positional fields first."""
    items: list[str] = []
    if m.scale:
        items.append("scale=" + str(m.scale))
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Decimal(m: Any, c: Any) -> str:
    """substrait.Type.Decimal: its explicit form."""
    return "(" + ", ".join(Type_Decimal_items(m, c)) + ")"


def Type_FP32_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.FP32: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_FP32(m: Any, c: Any) -> str:
    """substrait.Type.FP32: its explicit form."""
    return "(" + ", ".join(Type_FP32_items(m, c)) + ")"


def Type_FP64_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.FP64: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_FP64(m: Any, c: Any) -> str:
    """substrait.Type.FP64: its explicit form."""
    return "(" + ", ".join(Type_FP64_items(m, c)) + ")"


def Type_FixedBinary_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.FixedBinary: its items, positional fields first."""
    items: list[str] = []
    if m.length:
        items.append("length=" + str(m.length))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_FixedBinary(m: Any, c: Any) -> str:
    """substrait.Type.FixedBinary: its explicit form."""
    return "(" + ", ".join(Type_FixedBinary_items(m, c)) + ")"


def Type_FixedChar_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.FixedChar: its items, positional fields first."""
    items: list[str] = []
    if m.length:
        items.append("length=" + str(m.length))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_FixedChar(m: Any, c: Any) -> str:
    """substrait.Type.FixedChar: its explicit form."""
    return "(" + ", ".join(Type_FixedChar_items(m, c)) + ")"


def Type_Func_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Func: its items, positional fields first."""
    items: list[str] = []
    if m.parameter_types:
        items.append("parameter_types=" + "[" + ", ".join([c.format_type_value(x) for x in m.parameter_types]) + "]")
    if has(m, "return_type"):
        items.append("return_type=" + c.format_type_value(m.return_type))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Func(m: Any, c: Any) -> str:
    """substrait.Type.Func: its explicit form."""
    return "(" + ", ".join(Type_Func_items(m, c)) + ")"


def Type_I16_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.I16: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_I16(m: Any, c: Any) -> str:
    """substrait.Type.I16: its explicit form."""
    return "(" + ", ".join(Type_I16_items(m, c)) + ")"


def Type_I32_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.I32: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_I32(m: Any, c: Any) -> str:
    """substrait.Type.I32: its explicit form."""
    return "(" + ", ".join(Type_I32_items(m, c)) + ")"


def Type_I64_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.I64: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_I64(m: Any, c: Any) -> str:
    """substrait.Type.I64: its explicit form."""
    return "(" + ", ".join(Type_I64_items(m, c)) + ")"


def Type_I8_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.I8: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_I8(m: Any, c: Any) -> str:
    """substrait.Type.I8: its explicit form."""
    return "(" + ", ".join(Type_I8_items(m, c)) + ")"


def Type_IntervalCompound_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.IntervalCompound: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    if m.precision:
        items.append("precision=" + str(m.precision))
    return items


def Type_IntervalCompound(m: Any, c: Any) -> str:
    """substrait.Type.IntervalCompound: its explicit form."""
    return "(" + ", ".join(Type_IntervalCompound_items(m, c)) + ")"


def Type_IntervalDay_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.IntervalDay: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    if has(m, "precision"):
        items.append("precision=" + str(m.precision))
    return items


def Type_IntervalDay(m: Any, c: Any) -> str:
    """substrait.Type.IntervalDay: its explicit form."""
    return "(" + ", ".join(Type_IntervalDay_items(m, c)) + ")"


def Type_IntervalYear_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.IntervalYear: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_IntervalYear(m: Any, c: Any) -> str:
    """substrait.Type.IntervalYear: its explicit form."""
    return "(" + ", ".join(Type_IntervalYear_items(m, c)) + ")"


def Type_List_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.List: its items, positional fields first."""
    items: list[str] = []
    if has(m, "type"):
        items.append("type=" + c.format_type_value(m.type))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_List(m: Any, c: Any) -> str:
    """substrait.Type.List: its explicit form."""
    return "(" + ", ".join(Type_List_items(m, c)) + ")"


def Type_Map_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Map: its items, positional fields first."""
    items: list[str] = []
    if has(m, "key"):
        items.append("key=" + c.format_type_value(m.key))
    if has(m, "value"):
        items.append("value=" + c.format_type_value(m.value))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Map(m: Any, c: Any) -> str:
    """substrait.Type.Map: its explicit form."""
    return "(" + ", ".join(Type_Map_items(m, c)) + ")"


def Type_Parameter_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Parameter: its items, positional fields first."""
    items: list[str] = []
    if has(m, "null"):
        items.append("null=" + google_protobuf_Empty(m.null, c))
    if has(m, "data_type"):
        items.append("data_type=" + c.format_type_value(m.data_type))
    if has(m, "boolean"):
        items.append("boolean=" + ("true" if m.boolean else "false"))
    if has(m, "integer"):
        items.append("integer=" + str(m.integer))
    if has(m, "enum"):
        items.append("enum=" + quote_string(m.enum))
    if has(m, "string"):
        items.append("string=" + quote_string(m.string))
    return items


def Type_Parameter(m: Any, c: Any) -> str:
    """substrait.Type.Parameter: its explicit form."""
    return "(" + ", ".join(Type_Parameter_items(m, c)) + ")"


def Type_PrecisionTime_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.PrecisionTime: its items, positional fields first."""
    items: list[str] = []
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_PrecisionTime(m: Any, c: Any) -> str:
    """substrait.Type.PrecisionTime: its explicit form."""
    return "(" + ", ".join(Type_PrecisionTime_items(m, c)) + ")"


def Type_PrecisionTimestamp_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.PrecisionTimestamp: its items, positional fields first."""
    items: list[str] = []
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_PrecisionTimestamp(m: Any, c: Any) -> str:
    """substrait.Type.PrecisionTimestamp: its explicit form."""
    return "(" + ", ".join(Type_PrecisionTimestamp_items(m, c)) + ")"


def Type_PrecisionTimestampTZ_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.PrecisionTimestampTZ: its items, positional fields first."""
    items: list[str] = []
    if m.precision:
        items.append("precision=" + str(m.precision))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_PrecisionTimestampTZ(m: Any, c: Any) -> str:
    """substrait.Type.PrecisionTimestampTZ: its explicit form."""
    return "(" + ", ".join(Type_PrecisionTimestampTZ_items(m, c)) + ")"


def Type_String_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.String: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_String(m: Any, c: Any) -> str:
    """substrait.Type.String: its explicit form."""
    return "(" + ", ".join(Type_String_items(m, c)) + ")"


def Type_Struct_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Struct: its items, positional fields first."""
    items: list[str] = []
    if m.types:
        items.append("types=" + "[" + ", ".join([c.format_type_value(x) for x in m.types]) + "]")
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_Struct(m: Any, c: Any) -> str:
    """substrait.Type.Struct: its explicit form."""
    return "(" + ", ".join(Type_Struct_items(m, c)) + ")"


def Type_TypeAliasReference_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.TypeAliasReference: its items, positional fields first."""
    items: list[str] = []
    if m.type_alias_reference:
        items.append("type_alias_reference=" + str(m.type_alias_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_TypeAliasReference(m: Any, c: Any) -> str:
    """substrait.Type.TypeAliasReference: its explicit form."""
    return "(" + ", ".join(Type_TypeAliasReference_items(m, c)) + ")"


def Type_UUID_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.UUID: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_UUID(m: Any, c: Any) -> str:
    """substrait.Type.UUID: its explicit form."""
    return "(" + ", ".join(Type_UUID_items(m, c)) + ")"


def Type_Unbound_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.Unbound: its items, positional fields first."""
    items: list[str] = []
    return items


def Type_Unbound(m: Any, c: Any) -> str:
    """substrait.Type.Unbound: its explicit form."""
    return "(" + ", ".join(Type_Unbound_items(m, c)) + ")"


def Type_UserDefined_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.UserDefined: its items, positional fields first."""
    items: list[str] = []
    if m.type_reference:
        items.append("type_reference=" + str(m.type_reference))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    if m.type_parameters:
        items.append("type_parameters=" + "[" + ", ".join([Type_Parameter(x, c) for x in m.type_parameters]) + "]")
    return items


def Type_UserDefined(m: Any, c: Any) -> str:
    """substrait.Type.UserDefined: its explicit form."""
    return "(" + ", ".join(Type_UserDefined_items(m, c)) + ")"


def Type_VarChar_items(m: Any, c: Any) -> list[str]:
    """substrait.Type.VarChar: its items, positional fields first."""
    items: list[str] = []
    if m.length:
        items.append("length=" + str(m.length))
    if m.type_variation_reference:
        items.append("type_variation_reference=" + str(m.type_variation_reference))
    if m.nullability:
        items.append("nullability=" + enum_text(_ENUM20, m.nullability))
    return items


def Type_VarChar(m: Any, c: Any) -> str:
    """substrait.Type.VarChar: its explicit form."""
    return "(" + ", ".join(Type_VarChar_items(m, c)) + ")"


def TypeAlias_items(m: Any, c: Any) -> list[str]:
    """substrait.TypeAlias: its items, positional fields first."""
    items: list[str] = []
    if m.type_alias_anchor:
        items.append("type_alias_anchor=" + str(m.type_alias_anchor))
    if has(m, "type"):
        items.append("type=" + c.format_type_value(m.type))
    return items


def TypeAlias(m: Any, c: Any) -> str:
    """substrait.TypeAlias: its explicit form."""
    return "(" + ", ".join(TypeAlias_items(m, c)) + ")"


def UpdateRel_items(m: Any, c: Any) -> list[str]:
    """substrait.UpdateRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "named_table"):
        items.append("named_table=" + NamedTable(m.named_table, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if has(m, "condition"):
        items.append("condition=" + c.format_expr(m.condition))
    if m.transformations:
        items.append("transformations=" + "[" + ", ".join([UpdateRel_TransformExpression(x, c) for x in m.transformations]) + "]")
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    return items


def UpdateRel(m: Any, c: Any) -> str:
    """substrait.UpdateRel: its explicit form."""
    return "(" + ", ".join(UpdateRel_items(m, c)) + ")"


def UpdateRel_TransformExpression_items(m: Any, c: Any) -> list[str]:
    """substrait.UpdateRel.TransformExpression: its items, positional fields first."""
    items: list[str] = []
    if has(m, "transformation"):
        items.append("transformation=" + c.format_expr(m.transformation))
    if m.column_target:
        items.append("column_target=" + str(m.column_target))
    return items


def UpdateRel_TransformExpression(m: Any, c: Any) -> str:
    """substrait.UpdateRel.TransformExpression: its explicit form."""
    return "(" + ", ".join(UpdateRel_TransformExpression_items(m, c)) + ")"


def Version_items(m: Any, c: Any) -> list[str]:
    """substrait.Version: its items, positional fields first."""
    items: list[str] = []
    if m.major_number:
        items.append("major_number=" + str(m.major_number))
    if m.minor_number:
        items.append("minor_number=" + str(m.minor_number))
    if m.patch_number:
        items.append("patch_number=" + str(m.patch_number))
    if m.git_hash:
        items.append("git_hash=" + quote_string(m.git_hash))
    if m.producer:
        items.append("producer=" + quote_string(m.producer))
    return items


def Version(m: Any, c: Any) -> str:
    """substrait.Version: its explicit form."""
    return "(" + ", ".join(Version_items(m, c)) + ")"


def WriteRel_items(m: Any, c: Any) -> list[str]:
    """substrait.WriteRel: its items, positional fields first."""
    items: list[str] = []
    if has(m, "named_table"):
        items.append("named_table=" + NamedObjectWrite(m.named_table, c))
    if has(m, "extension_table"):
        items.append("extension_table=" + ExtensionObject(m.extension_table, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if m.op:
        items.append("op=" + enum_text(_ENUM21, m.op))
    if has(m, "input"):
        items.append("input=" + c.format_subplan(m.input))
    if m.output:
        items.append("output=" + enum_text(_ENUM22, m.output))
    if has(m, "common"):
        items.append("common=" + RelCommon(m.common, c))
    if m.create_mode:
        items.append("create_mode=" + enum_text(_ENUM23, m.create_mode))
    if has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def WriteRel(m: Any, c: Any) -> str:
    """substrait.WriteRel: its explicit form."""
    return "(" + ", ".join(WriteRel_items(m, c)) + ")"


def extensions_AdvancedExtension_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.AdvancedExtension: its items, positional fields first."""
    items: list[str] = []
    if m.optimization:
        items.append("optimization=" + "[" + ", ".join([c.format_any_value(x) for x in m.optimization]) + "]")
    if has(m, "enhancement"):
        items.append("enhancement=" + c.format_any_value(m.enhancement))
    return items


def extensions_AdvancedExtension(m: Any, c: Any) -> str:
    """substrait.extensions.AdvancedExtension: its explicit form."""
    return "(" + ", ".join(extensions_AdvancedExtension_items(m, c)) + ")"


def extensions_SimpleExtensionDeclaration_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.SimpleExtensionDeclaration: its items, positional fields first."""
    items: list[str] = []
    if has(m, "extension_type"):
        items.append("extension_type=" + extensions_SimpleExtensionDeclaration_ExtensionType(m.extension_type, c))
    if has(m, "extension_type_variation"):
        items.append("extension_type_variation=" + extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(m.extension_type_variation, c))
    if has(m, "extension_function"):
        items.append("extension_function=" + extensions_SimpleExtensionDeclaration_ExtensionFunction(m.extension_function, c))
    return items


def extensions_SimpleExtensionDeclaration(m: Any, c: Any) -> str:
    """substrait.extensions.SimpleExtensionDeclaration: its explicit form."""
    return "(" + ", ".join(extensions_SimpleExtensionDeclaration_items(m, c)) + ")"


def extensions_SimpleExtensionDeclaration_ExtensionFunction_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction: its items, positional fields first."""
    items: list[str] = []
    if m.function_anchor:
        items.append("function_anchor=" + str(m.function_anchor))
    if m.name:
        items.append("name=" + quote_string(m.name))
    if m.extension_urn_reference:
        items.append("extension_urn_reference=" + str(m.extension_urn_reference))
    return items


def extensions_SimpleExtensionDeclaration_ExtensionFunction(m: Any, c: Any) -> str:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction: its explicit form."""
    return "(" + ", ".join(extensions_SimpleExtensionDeclaration_ExtensionFunction_items(m, c)) + ")"


def extensions_SimpleExtensionDeclaration_ExtensionType_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionType: its items, positional fields first."""
    items: list[str] = []
    if m.type_anchor:
        items.append("type_anchor=" + str(m.type_anchor))
    if m.name:
        items.append("name=" + quote_string(m.name))
    if m.extension_urn_reference:
        items.append("extension_urn_reference=" + str(m.extension_urn_reference))
    return items


def extensions_SimpleExtensionDeclaration_ExtensionType(m: Any, c: Any) -> str:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionType: its explicit form."""
    return "(" + ", ".join(extensions_SimpleExtensionDeclaration_ExtensionType_items(m, c)) + ")"


def extensions_SimpleExtensionDeclaration_ExtensionTypeVariation_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation: its items, positional fields first."""
    items: list[str] = []
    if m.type_variation_anchor:
        items.append("type_variation_anchor=" + str(m.type_variation_anchor))
    if m.name:
        items.append("name=" + quote_string(m.name))
    if m.extension_urn_reference:
        items.append("extension_urn_reference=" + str(m.extension_urn_reference))
    return items


def extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(m: Any, c: Any) -> str:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation: its explicit form."""
    return "(" + ", ".join(extensions_SimpleExtensionDeclaration_ExtensionTypeVariation_items(m, c)) + ")"


def extensions_SimpleExtensionURN_items(m: Any, c: Any) -> list[str]:
    """substrait.extensions.SimpleExtensionURN: its items, positional fields first."""
    items: list[str] = []
    if m.extension_urn_anchor:
        items.append("extension_urn_anchor=" + str(m.extension_urn_anchor))
    if m.urn:
        items.append("urn=" + quote_string(m.urn))
    return items


def extensions_SimpleExtensionURN(m: Any, c: Any) -> str:
    """substrait.extensions.SimpleExtensionURN: its explicit form."""
    return "(" + ", ".join(extensions_SimpleExtensionURN_items(m, c)) + ")"


def Expression_ScalarFunction_inside(m: Any, c: Any) -> list[str]:
    """substrait.Expression.ScalarFunction: the `name=value` items of a call written inside its parentheses."""
    items: list[str] = []
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    return items


def AggregateFunction_inside(m: Any, c: Any) -> list[str]:
    """substrait.AggregateFunction: the `name=value` items of a call written inside its parentheses."""
    items: list[str] = []
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    if m.phase != 3 or c.verbose:
        items.append("phase=" + ("_" if not m.phase and not c.verbose else enum_text(_ENUM0, m.phase)))
    if m.invocation != 1 or c.verbose:
        items.append("invocation=" + ("_" if not m.invocation and not c.verbose else enum_text(_ENUM1, m.invocation)))
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    return items


def Expression_WindowFunction_inside(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction: the `name=value` items of a call written inside its parentheses."""
    items: list[str] = []
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    if m.phase != 3 or c.verbose:
        items.append("phase=" + ("_" if not m.phase and not c.verbose else enum_text(_ENUM0, m.phase)))
    if m.invocation != 1 or c.verbose:
        items.append("invocation=" + ("_" if not m.invocation and not c.verbose else enum_text(_ENUM1, m.invocation)))
    return items


def Expression_WindowFunction_over(m: Any, c: Any) -> list[str]:
    """substrait.Expression.WindowFunction: the `name=value` items of a call written over `over (...)`."""
    items: list[str] = []
    if m.partitions:
        items.append("partitions=" + "[" + ", ".join([c.format_expr(x) for x in m.partitions]) + "]")
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if m.bounds_type:
        items.append("bounds_type=" + enum_text(_ENUM3, m.bounds_type))
    if has(m, "lower_bound"):
        items.append("lower_bound=" + c.format_bound_value(m.lower_bound))
    if has(m, "upper_bound"):
        items.append("upper_bound=" + c.format_bound_value(m.upper_bound))
    return items


def ConsistentPartitionWindowRel_WindowRelFunction_inside(m: Any, c: Any) -> list[str]:
    """substrait.ConsistentPartitionWindowRel.WindowRelFunction: the `name=value` items of a call written inside its parentheses."""
    items: list[str] = []
    if m.options:
        items.append("options=" + "[" + ", ".join([FunctionOption(x, c) for x in m.options]) + "]")
    if m.phase != 3 or c.verbose:
        items.append("phase=" + ("_" if not m.phase and not c.verbose else enum_text(_ENUM0, m.phase)))
    if m.invocation != 1 or c.verbose:
        items.append("invocation=" + ("_" if not m.invocation and not c.verbose else enum_text(_ENUM1, m.invocation)))
    return items


def ConsistentPartitionWindowRel_WindowRelFunction_over(m: Any, c: Any) -> list[str]:
    """substrait.ConsistentPartitionWindowRel.WindowRelFunction: the `name=value` items of a call written over `over (...)`."""
    items: list[str] = []
    if m.bounds_type:
        items.append("bounds_type=" + enum_text(_ENUM3, m.bounds_type))
    if has(m, "lower_bound"):
        items.append("lower_bound=" + c.format_bound_value(m.lower_bound))
    if has(m, "upper_bound"):
        items.append("upper_bound=" + c.format_bound_value(m.upper_bound))
    return items


def Plan_args(m: Any, c: Any) -> list[str]:
    """substrait.Plan: its fields written as `name=value` lines of their own."""
    items: list[str] = []
    if has(m, "advanced_extensions"):
        items.append("advanced_extensions=" + extensions_AdvancedExtension(m.advanced_extensions, c))
    if m.expected_type_urls:
        items.append("expected_type_urls=" + "[" + ", ".join([quote_string(x) for x in m.expected_type_urls]) + "]")
    if m.parameter_bindings:
        items.append("parameter_bindings=" + "[" + ", ".join([DynamicParameterBinding(x, c) for x in m.parameter_bindings]) + "]")
    if m.type_aliases:
        items.append("type_aliases=" + "[" + ", ".join([TypeAlias(x, c) for x in m.type_aliases]) + "]")
    if has(m, "execution_behavior"):
        items.append("execution_behavior=" + ExecutionBehavior(m.execution_behavior, c))
    return items


def PlanRel_args(m: Any, c: Any) -> list[str]:
    """substrait.PlanRel: its fields written as `name=value` lines of their own."""
    items: list[str] = []
    if m.detached_expressions:
        items.append("detached_expressions=" + "[" + ", ".join([c.format_expr(x) for x in m.detached_expressions]) + "]")
    return items


def relation_read(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Read: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if has(m, "filter"):
        items.append("filter=" + c.format_expr(m.filter))
    if has(m, "best_effort_filter"):
        items.append("best_effort_filter=" + c.format_expr(m.best_effort_filter))
    if has(m, "projection"):
        items.append("projection=" + c.format_mask_value(m.projection))
    if has(m, "virtual_table"):
        items.append("virtual_table=" + ReadRel_VirtualTable(m.virtual_table, c))
    if has(m, "local_files"):
        items.append("local_files=" + ReadRel_LocalFiles(m.local_files, c))
    if not table and has(m, "extension_table"):
        items.append("extension_table=" + ReadRel_ExtensionTable(m.extension_table, c))
    if has(m, "iceberg_table"):
        items.append("iceberg_table=" + ReadRel_IcebergTable(m.iceberg_table, c))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_filter(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Filter: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if has(m, "condition"):
        items.append(c.format_expr(m.condition))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_fetch(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Fetch: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if has(m, "count_expr"):
        items.append("limit=" + c.format_expr(m.count_expr))
    if has(m, "offset_expr"):
        items.append("offset=" + c.format_expr(m.offset_expr))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_aggregate(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Aggregate: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_sort(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Sort: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if m.sorts:
        items.extend([SortField(x, c) for x in m.sorts])
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_join(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Join: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM13, m.type))
    if has(m, "expression"):
        items.append(c.format_expr(m.expression))
    if has(m, "post_join_filter"):
        items.append("post_filter=" + c.format_expr(m.post_join_filter))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_lateral_join(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """LateralJoin: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM13, m.type))
    if has(m, "expression"):
        items.append(c.format_expr(m.expression))
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_project(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Project: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_set(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Set: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM17, m.op))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_extension_single(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """ExtensionSingle: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    return items


def relation_extension_multi(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """ExtensionMulti: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    return items


def relation_extension_leaf(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """ExtensionLeaf: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    return items


def relation_cross(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Cross: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_reference(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Reference: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(str(m.subtree_ordinal))
    return items


def relation_write(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Write: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM21, m.op))
    if has(m, "named_table"):
        items.append("named_table=" + NamedObjectWrite(m.named_table, c))
    if not table and has(m, "extension_table"):
        items.append("extension_table=" + ExtensionObject(m.extension_table, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if m.create_mode:
        items.append("create_mode=" + enum_text(_ENUM23, m.create_mode))
    if m.output:
        items.append("output=" + enum_text(_ENUM22, m.output))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_ddl(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Ddl: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM4, m.object))
    items.append(enum_text(_ENUM5, m.op))
    if has(m, "named_object"):
        items.append("named_object=" + NamedObjectWrite(m.named_object, c))
    if has(m, "extension_object"):
        items.append("extension_object=" + ExtensionObject(m.extension_object, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if has(m, "table_defaults"):
        items.append("table_defaults=" + Expression_Literal_Struct(m.table_defaults, c))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_update(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Update: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if has(m, "named_table"):
        items.append("named_table=" + NamedTable(m.named_table, c))
    if has(m, "table_schema"):
        items.append("table_schema=" + NamedStruct(m.table_schema, c))
    if has(m, "condition"):
        items.append("condition=" + c.format_expr(m.condition))
    if m.transformations:
        items.append("transformations=" + "[" + ", ".join([UpdateRel_TransformExpression(x, c) for x in m.transformations]) + "]")
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_hash_join(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """HashJoin: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM11, m.type))
    if m.keys:
        items.append("keys=" + "[" + ", ".join([c.format_join_key_value(x) for x in m.keys]) + "]")
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if m.build_input:
        items.append("build_input=" + enum_text(_ENUM12, m.build_input))
    if has(m, "residual_expression"):
        items.append("residual_expression=" + c.format_expr(m.residual_expression))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_merge_join(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """MergeJoin: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM14, m.type))
    if m.keys:
        items.append("keys=" + "[" + ", ".join([c.format_join_key_value(x) for x in m.keys]) + "]")
    if has(m, "post_join_filter"):
        items.append("post_join_filter=" + c.format_expr(m.post_join_filter))
    if has(m, "residual_expression"):
        items.append("residual_expression=" + c.format_expr(m.residual_expression))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_nested_loop_join(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """NestedLoopJoin: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    items.append(enum_text(_ENUM15, m.type))
    if has(m, "expression"):
        items.append(c.format_expr(m.expression))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_window(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Window: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if m.window_functions:
        items.append("window_functions=" + "[" + ", ".join([c.format_function_value(x) for x in m.window_functions]) + "]")
    if m.partition_expressions:
        items.append("partition_by=" + "[" + ", ".join([c.format_expr(x) for x in m.partition_expressions]) + "]")
    if m.sorts:
        items.append("sorts=" + "[" + ", ".join([SortField(x, c) for x in m.sorts]) + "]")
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_exchange(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Exchange: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if m.partition_count:
        items.append("partition_count=" + str(m.partition_count))
    if m.targets:
        items.append("targets=" + "[" + ", ".join([ExchangeRel_ExchangeTarget(x, c) for x in m.targets]) + "]")
    if has(m, "scatter_by_fields"):
        items.append("scatter_by_fields=" + ExchangeRel_ScatterFields(m.scatter_by_fields, c))
    if has(m, "single_target"):
        items.append("single_target=" + ExchangeRel_SingleBucketExpression(m.single_target, c))
    if has(m, "multi_target"):
        items.append("multi_target=" + ExchangeRel_MultiBucketExpression(m.multi_target, c))
    if has(m, "round_robin"):
        items.append("round_robin=" + ExchangeRel_RoundRobin(m.round_robin, c))
    if has(m, "broadcast"):
        items.append("broadcast=" + ExchangeRel_Broadcast(m.broadcast, c))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_expand(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """Expand: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if m.fields:
        items.append("fields=" + "[" + ", ".join([ExpandRel_ExpandField(x, c) for x in m.fields]) + "]")
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


def relation_top_n(m: Any, c: Any, table: bool, addenda: bool) -> list[str]:
    """TopN: its `name=value` arguments, positional ones first."""
    items: list[str] = []
    if m.sorts:
        items.extend([SortField(x, c) for x in m.sorts])
    if has(m, "count"):
        items.append("limit=" + c.format_expr(m.count))
    if has(m, "offset"):
        items.append("offset=" + c.format_expr(m.offset))
    if m.mode:
        items.append("mode=" + enum_text(_ENUM19, m.mode))
    if not addenda and has(m, "advanced_extension"):
        items.append("advanced_extension=" + extensions_AdvancedExtension(m.advanced_extension, c))
    return items


# Message full name -> the function writing its explicit form, and its items.
EXPLICIT: Final = {
    "google.protobuf.Any": google_protobuf_Any,
    "google.protobuf.Empty": google_protobuf_Empty,
    "substrait.AggregateFunction": AggregateFunction,
    "substrait.AggregateRel": AggregateRel,
    "substrait.AggregateRel.Grouping": AggregateRel_Grouping,
    "substrait.AggregateRel.Measure": AggregateRel_Measure,
    "substrait.ComparisonJoinKey": ComparisonJoinKey,
    "substrait.ComparisonJoinKey.ComparisonType": ComparisonJoinKey_ComparisonType,
    "substrait.ConsistentPartitionWindowRel": ConsistentPartitionWindowRel,
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": ConsistentPartitionWindowRel_WindowRelFunction,
    "substrait.CrossRel": CrossRel,
    "substrait.DdlRel": DdlRel,
    "substrait.DynamicParameter": DynamicParameter,
    "substrait.DynamicParameterBinding": DynamicParameterBinding,
    "substrait.ExchangeRel": ExchangeRel,
    "substrait.ExchangeRel.Broadcast": ExchangeRel_Broadcast,
    "substrait.ExchangeRel.ExchangeTarget": ExchangeRel_ExchangeTarget,
    "substrait.ExchangeRel.MultiBucketExpression": ExchangeRel_MultiBucketExpression,
    "substrait.ExchangeRel.RoundRobin": ExchangeRel_RoundRobin,
    "substrait.ExchangeRel.ScatterFields": ExchangeRel_ScatterFields,
    "substrait.ExchangeRel.SingleBucketExpression": ExchangeRel_SingleBucketExpression,
    "substrait.ExecutionBehavior": ExecutionBehavior,
    "substrait.ExpandRel": ExpandRel,
    "substrait.ExpandRel.ExpandField": ExpandRel_ExpandField,
    "substrait.ExpandRel.SwitchingField": ExpandRel_SwitchingField,
    "substrait.Expression": Expression,
    "substrait.Expression.Cast": Expression_Cast,
    "substrait.Expression.ExecutionContextVariable": Expression_ExecutionContextVariable,
    "substrait.Expression.FieldReference": Expression_FieldReference,
    "substrait.Expression.FieldReference.LambdaParameterReference": Expression_FieldReference_LambdaParameterReference,
    "substrait.Expression.FieldReference.OuterReference": Expression_FieldReference_OuterReference,
    "substrait.Expression.FieldReference.RootReference": Expression_FieldReference_RootReference,
    "substrait.Expression.IfThen": Expression_IfThen,
    "substrait.Expression.IfThen.IfClause": Expression_IfThen_IfClause,
    "substrait.Expression.Lambda": Expression_Lambda,
    "substrait.Expression.LambdaInvocation": Expression_LambdaInvocation,
    "substrait.Expression.Literal": Expression_Literal,
    "substrait.Expression.Literal.Decimal": Expression_Literal_Decimal,
    "substrait.Expression.Literal.IntervalCompound": Expression_Literal_IntervalCompound,
    "substrait.Expression.Literal.IntervalDayToSecond": Expression_Literal_IntervalDayToSecond,
    "substrait.Expression.Literal.IntervalYearToMonth": Expression_Literal_IntervalYearToMonth,
    "substrait.Expression.Literal.List": Expression_Literal_List,
    "substrait.Expression.Literal.Map": Expression_Literal_Map,
    "substrait.Expression.Literal.Map.KeyValue": Expression_Literal_Map_KeyValue,
    "substrait.Expression.Literal.PrecisionTime": Expression_Literal_PrecisionTime,
    "substrait.Expression.Literal.PrecisionTimestamp": Expression_Literal_PrecisionTimestamp,
    "substrait.Expression.Literal.Struct": Expression_Literal_Struct,
    "substrait.Expression.Literal.UserDefined": Expression_Literal_UserDefined,
    "substrait.Expression.Literal.VarChar": Expression_Literal_VarChar,
    "substrait.Expression.MaskExpression": Expression_MaskExpression,
    "substrait.Expression.MaskExpression.ListSelect": Expression_MaskExpression_ListSelect,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem": Expression_MaskExpression_ListSelect_ListSelectItem,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement": Expression_MaskExpression_ListSelect_ListSelectItem_ListElement,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice": Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice,
    "substrait.Expression.MaskExpression.MapSelect": Expression_MaskExpression_MapSelect,
    "substrait.Expression.MaskExpression.MapSelect.MapKey": Expression_MaskExpression_MapSelect_MapKey,
    "substrait.Expression.MaskExpression.MapSelect.MapKeyExpression": Expression_MaskExpression_MapSelect_MapKeyExpression,
    "substrait.Expression.MaskExpression.Select": Expression_MaskExpression_Select,
    "substrait.Expression.MaskExpression.StructItem": Expression_MaskExpression_StructItem,
    "substrait.Expression.MaskExpression.StructSelect": Expression_MaskExpression_StructSelect,
    "substrait.Expression.MultiOrList": Expression_MultiOrList,
    "substrait.Expression.MultiOrList.Record": Expression_MultiOrList_Record,
    "substrait.Expression.Nested": Expression_Nested,
    "substrait.Expression.Nested.List": Expression_Nested_List,
    "substrait.Expression.Nested.Map": Expression_Nested_Map,
    "substrait.Expression.Nested.Map.KeyValue": Expression_Nested_Map_KeyValue,
    "substrait.Expression.Nested.Struct": Expression_Nested_Struct,
    "substrait.Expression.ReferenceSegment": Expression_ReferenceSegment,
    "substrait.Expression.ReferenceSegment.ListElement": Expression_ReferenceSegment_ListElement,
    "substrait.Expression.ReferenceSegment.MapKey": Expression_ReferenceSegment_MapKey,
    "substrait.Expression.ReferenceSegment.StructField": Expression_ReferenceSegment_StructField,
    "substrait.Expression.ScalarFunction": Expression_ScalarFunction,
    "substrait.Expression.SingularOrList": Expression_SingularOrList,
    "substrait.Expression.Subquery": Expression_Subquery,
    "substrait.Expression.Subquery.InPredicate": Expression_Subquery_InPredicate,
    "substrait.Expression.Subquery.Scalar": Expression_Subquery_Scalar,
    "substrait.Expression.Subquery.SetComparison": Expression_Subquery_SetComparison,
    "substrait.Expression.Subquery.SetPredicate": Expression_Subquery_SetPredicate,
    "substrait.Expression.SwitchExpression": Expression_SwitchExpression,
    "substrait.Expression.SwitchExpression.IfValue": Expression_SwitchExpression_IfValue,
    "substrait.Expression.WindowFunction": Expression_WindowFunction,
    "substrait.Expression.WindowFunction.Bound": Expression_WindowFunction_Bound,
    "substrait.Expression.WindowFunction.Bound.CurrentRow": Expression_WindowFunction_Bound_CurrentRow,
    "substrait.Expression.WindowFunction.Bound.Following": Expression_WindowFunction_Bound_Following,
    "substrait.Expression.WindowFunction.Bound.Preceding": Expression_WindowFunction_Bound_Preceding,
    "substrait.Expression.WindowFunction.Bound.Unbounded": Expression_WindowFunction_Bound_Unbounded,
    "substrait.ExtensionLeafRel": ExtensionLeafRel,
    "substrait.ExtensionMultiRel": ExtensionMultiRel,
    "substrait.ExtensionObject": ExtensionObject,
    "substrait.ExtensionSingleRel": ExtensionSingleRel,
    "substrait.FetchRel": FetchRel,
    "substrait.FilterRel": FilterRel,
    "substrait.FunctionArgument": FunctionArgument,
    "substrait.FunctionOption": FunctionOption,
    "substrait.HashJoinRel": HashJoinRel,
    "substrait.JoinRel": JoinRel,
    "substrait.LateralJoinRel": LateralJoinRel,
    "substrait.MergeJoinRel": MergeJoinRel,
    "substrait.NamedObjectWrite": NamedObjectWrite,
    "substrait.NamedStruct": NamedStruct,
    "substrait.NamedTable": NamedTable,
    "substrait.NestedLoopJoinRel": NestedLoopJoinRel,
    "substrait.Plan": Plan,
    "substrait.PlanRel": PlanRel,
    "substrait.ProjectRel": ProjectRel,
    "substrait.ReadRel": ReadRel,
    "substrait.ReadRel.ExtensionTable": ReadRel_ExtensionTable,
    "substrait.ReadRel.IcebergTable": ReadRel_IcebergTable,
    "substrait.ReadRel.IcebergTable.MetadataFileRead": ReadRel_IcebergTable_MetadataFileRead,
    "substrait.ReadRel.LocalFiles": ReadRel_LocalFiles,
    "substrait.ReadRel.LocalFiles.FileOrFiles": ReadRel_LocalFiles_FileOrFiles,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions": ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions": ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions": ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions": ReadRel_LocalFiles_FileOrFiles_OrcReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions": ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions,
    "substrait.ReadRel.NamedTable": ReadRel_NamedTable,
    "substrait.ReadRel.VirtualTable": ReadRel_VirtualTable,
    "substrait.ReferenceRel": ReferenceRel,
    "substrait.Rel": Rel,
    "substrait.RelCommon": RelCommon,
    "substrait.RelCommon.Direct": RelCommon_Direct,
    "substrait.RelCommon.Emit": RelCommon_Emit,
    "substrait.RelCommon.Hint": RelCommon_Hint,
    "substrait.RelCommon.Hint.LoadedComputation": RelCommon_Hint_LoadedComputation,
    "substrait.RelCommon.Hint.RuntimeConstraint": RelCommon_Hint_RuntimeConstraint,
    "substrait.RelCommon.Hint.SavedComputation": RelCommon_Hint_SavedComputation,
    "substrait.RelCommon.Hint.Stats": RelCommon_Hint_Stats,
    "substrait.RelRoot": RelRoot,
    "substrait.SetRel": SetRel,
    "substrait.SortField": SortField,
    "substrait.SortRel": SortRel,
    "substrait.TopNRel": TopNRel,
    "substrait.Type": Type,
    "substrait.Type.Binary": Type_Binary,
    "substrait.Type.Boolean": Type_Boolean,
    "substrait.Type.Date": Type_Date,
    "substrait.Type.Decimal": Type_Decimal,
    "substrait.Type.FP32": Type_FP32,
    "substrait.Type.FP64": Type_FP64,
    "substrait.Type.FixedBinary": Type_FixedBinary,
    "substrait.Type.FixedChar": Type_FixedChar,
    "substrait.Type.Func": Type_Func,
    "substrait.Type.I16": Type_I16,
    "substrait.Type.I32": Type_I32,
    "substrait.Type.I64": Type_I64,
    "substrait.Type.I8": Type_I8,
    "substrait.Type.IntervalCompound": Type_IntervalCompound,
    "substrait.Type.IntervalDay": Type_IntervalDay,
    "substrait.Type.IntervalYear": Type_IntervalYear,
    "substrait.Type.List": Type_List,
    "substrait.Type.Map": Type_Map,
    "substrait.Type.Parameter": Type_Parameter,
    "substrait.Type.PrecisionTime": Type_PrecisionTime,
    "substrait.Type.PrecisionTimestamp": Type_PrecisionTimestamp,
    "substrait.Type.PrecisionTimestampTZ": Type_PrecisionTimestampTZ,
    "substrait.Type.String": Type_String,
    "substrait.Type.Struct": Type_Struct,
    "substrait.Type.TypeAliasReference": Type_TypeAliasReference,
    "substrait.Type.UUID": Type_UUID,
    "substrait.Type.Unbound": Type_Unbound,
    "substrait.Type.UserDefined": Type_UserDefined,
    "substrait.Type.VarChar": Type_VarChar,
    "substrait.TypeAlias": TypeAlias,
    "substrait.UpdateRel": UpdateRel,
    "substrait.UpdateRel.TransformExpression": UpdateRel_TransformExpression,
    "substrait.Version": Version,
    "substrait.WriteRel": WriteRel,
    "substrait.extensions.AdvancedExtension": extensions_AdvancedExtension,
    "substrait.extensions.SimpleExtensionDeclaration": extensions_SimpleExtensionDeclaration,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction": extensions_SimpleExtensionDeclaration_ExtensionFunction,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionType": extensions_SimpleExtensionDeclaration_ExtensionType,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation": extensions_SimpleExtensionDeclaration_ExtensionTypeVariation,
    "substrait.extensions.SimpleExtensionURN": extensions_SimpleExtensionURN,
}
ITEMS: Final = {
    "google.protobuf.Any": google_protobuf_Any_items,
    "google.protobuf.Empty": google_protobuf_Empty_items,
    "substrait.AggregateFunction": AggregateFunction_items,
    "substrait.AggregateRel": AggregateRel_items,
    "substrait.AggregateRel.Grouping": AggregateRel_Grouping_items,
    "substrait.AggregateRel.Measure": AggregateRel_Measure_items,
    "substrait.ComparisonJoinKey": ComparisonJoinKey_items,
    "substrait.ComparisonJoinKey.ComparisonType": ComparisonJoinKey_ComparisonType_items,
    "substrait.ConsistentPartitionWindowRel": ConsistentPartitionWindowRel_items,
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": ConsistentPartitionWindowRel_WindowRelFunction_items,
    "substrait.CrossRel": CrossRel_items,
    "substrait.DdlRel": DdlRel_items,
    "substrait.DynamicParameter": DynamicParameter_items,
    "substrait.DynamicParameterBinding": DynamicParameterBinding_items,
    "substrait.ExchangeRel": ExchangeRel_items,
    "substrait.ExchangeRel.Broadcast": ExchangeRel_Broadcast_items,
    "substrait.ExchangeRel.ExchangeTarget": ExchangeRel_ExchangeTarget_items,
    "substrait.ExchangeRel.MultiBucketExpression": ExchangeRel_MultiBucketExpression_items,
    "substrait.ExchangeRel.RoundRobin": ExchangeRel_RoundRobin_items,
    "substrait.ExchangeRel.ScatterFields": ExchangeRel_ScatterFields_items,
    "substrait.ExchangeRel.SingleBucketExpression": ExchangeRel_SingleBucketExpression_items,
    "substrait.ExecutionBehavior": ExecutionBehavior_items,
    "substrait.ExpandRel": ExpandRel_items,
    "substrait.ExpandRel.ExpandField": ExpandRel_ExpandField_items,
    "substrait.ExpandRel.SwitchingField": ExpandRel_SwitchingField_items,
    "substrait.Expression": Expression_items,
    "substrait.Expression.Cast": Expression_Cast_items,
    "substrait.Expression.ExecutionContextVariable": Expression_ExecutionContextVariable_items,
    "substrait.Expression.FieldReference": Expression_FieldReference_items,
    "substrait.Expression.FieldReference.LambdaParameterReference": Expression_FieldReference_LambdaParameterReference_items,
    "substrait.Expression.FieldReference.OuterReference": Expression_FieldReference_OuterReference_items,
    "substrait.Expression.FieldReference.RootReference": Expression_FieldReference_RootReference_items,
    "substrait.Expression.IfThen": Expression_IfThen_items,
    "substrait.Expression.IfThen.IfClause": Expression_IfThen_IfClause_items,
    "substrait.Expression.Lambda": Expression_Lambda_items,
    "substrait.Expression.LambdaInvocation": Expression_LambdaInvocation_items,
    "substrait.Expression.Literal": Expression_Literal_items,
    "substrait.Expression.Literal.Decimal": Expression_Literal_Decimal_items,
    "substrait.Expression.Literal.IntervalCompound": Expression_Literal_IntervalCompound_items,
    "substrait.Expression.Literal.IntervalDayToSecond": Expression_Literal_IntervalDayToSecond_items,
    "substrait.Expression.Literal.IntervalYearToMonth": Expression_Literal_IntervalYearToMonth_items,
    "substrait.Expression.Literal.List": Expression_Literal_List_items,
    "substrait.Expression.Literal.Map": Expression_Literal_Map_items,
    "substrait.Expression.Literal.Map.KeyValue": Expression_Literal_Map_KeyValue_items,
    "substrait.Expression.Literal.PrecisionTime": Expression_Literal_PrecisionTime_items,
    "substrait.Expression.Literal.PrecisionTimestamp": Expression_Literal_PrecisionTimestamp_items,
    "substrait.Expression.Literal.Struct": Expression_Literal_Struct_items,
    "substrait.Expression.Literal.UserDefined": Expression_Literal_UserDefined_items,
    "substrait.Expression.Literal.VarChar": Expression_Literal_VarChar_items,
    "substrait.Expression.MaskExpression": Expression_MaskExpression_items,
    "substrait.Expression.MaskExpression.ListSelect": Expression_MaskExpression_ListSelect_items,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem": Expression_MaskExpression_ListSelect_ListSelectItem_items,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement": Expression_MaskExpression_ListSelect_ListSelectItem_ListElement_items,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice": Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice_items,
    "substrait.Expression.MaskExpression.MapSelect": Expression_MaskExpression_MapSelect_items,
    "substrait.Expression.MaskExpression.MapSelect.MapKey": Expression_MaskExpression_MapSelect_MapKey_items,
    "substrait.Expression.MaskExpression.MapSelect.MapKeyExpression": Expression_MaskExpression_MapSelect_MapKeyExpression_items,
    "substrait.Expression.MaskExpression.Select": Expression_MaskExpression_Select_items,
    "substrait.Expression.MaskExpression.StructItem": Expression_MaskExpression_StructItem_items,
    "substrait.Expression.MaskExpression.StructSelect": Expression_MaskExpression_StructSelect_items,
    "substrait.Expression.MultiOrList": Expression_MultiOrList_items,
    "substrait.Expression.MultiOrList.Record": Expression_MultiOrList_Record_items,
    "substrait.Expression.Nested": Expression_Nested_items,
    "substrait.Expression.Nested.List": Expression_Nested_List_items,
    "substrait.Expression.Nested.Map": Expression_Nested_Map_items,
    "substrait.Expression.Nested.Map.KeyValue": Expression_Nested_Map_KeyValue_items,
    "substrait.Expression.Nested.Struct": Expression_Nested_Struct_items,
    "substrait.Expression.ReferenceSegment": Expression_ReferenceSegment_items,
    "substrait.Expression.ReferenceSegment.ListElement": Expression_ReferenceSegment_ListElement_items,
    "substrait.Expression.ReferenceSegment.MapKey": Expression_ReferenceSegment_MapKey_items,
    "substrait.Expression.ReferenceSegment.StructField": Expression_ReferenceSegment_StructField_items,
    "substrait.Expression.ScalarFunction": Expression_ScalarFunction_items,
    "substrait.Expression.SingularOrList": Expression_SingularOrList_items,
    "substrait.Expression.Subquery": Expression_Subquery_items,
    "substrait.Expression.Subquery.InPredicate": Expression_Subquery_InPredicate_items,
    "substrait.Expression.Subquery.Scalar": Expression_Subquery_Scalar_items,
    "substrait.Expression.Subquery.SetComparison": Expression_Subquery_SetComparison_items,
    "substrait.Expression.Subquery.SetPredicate": Expression_Subquery_SetPredicate_items,
    "substrait.Expression.SwitchExpression": Expression_SwitchExpression_items,
    "substrait.Expression.SwitchExpression.IfValue": Expression_SwitchExpression_IfValue_items,
    "substrait.Expression.WindowFunction": Expression_WindowFunction_items,
    "substrait.Expression.WindowFunction.Bound": Expression_WindowFunction_Bound_items,
    "substrait.Expression.WindowFunction.Bound.CurrentRow": Expression_WindowFunction_Bound_CurrentRow_items,
    "substrait.Expression.WindowFunction.Bound.Following": Expression_WindowFunction_Bound_Following_items,
    "substrait.Expression.WindowFunction.Bound.Preceding": Expression_WindowFunction_Bound_Preceding_items,
    "substrait.Expression.WindowFunction.Bound.Unbounded": Expression_WindowFunction_Bound_Unbounded_items,
    "substrait.ExtensionLeafRel": ExtensionLeafRel_items,
    "substrait.ExtensionMultiRel": ExtensionMultiRel_items,
    "substrait.ExtensionObject": ExtensionObject_items,
    "substrait.ExtensionSingleRel": ExtensionSingleRel_items,
    "substrait.FetchRel": FetchRel_items,
    "substrait.FilterRel": FilterRel_items,
    "substrait.FunctionArgument": FunctionArgument_items,
    "substrait.FunctionOption": FunctionOption_items,
    "substrait.HashJoinRel": HashJoinRel_items,
    "substrait.JoinRel": JoinRel_items,
    "substrait.LateralJoinRel": LateralJoinRel_items,
    "substrait.MergeJoinRel": MergeJoinRel_items,
    "substrait.NamedObjectWrite": NamedObjectWrite_items,
    "substrait.NamedStruct": NamedStruct_items,
    "substrait.NamedTable": NamedTable_items,
    "substrait.NestedLoopJoinRel": NestedLoopJoinRel_items,
    "substrait.Plan": Plan_items,
    "substrait.PlanRel": PlanRel_items,
    "substrait.ProjectRel": ProjectRel_items,
    "substrait.ReadRel": ReadRel_items,
    "substrait.ReadRel.ExtensionTable": ReadRel_ExtensionTable_items,
    "substrait.ReadRel.IcebergTable": ReadRel_IcebergTable_items,
    "substrait.ReadRel.IcebergTable.MetadataFileRead": ReadRel_IcebergTable_MetadataFileRead_items,
    "substrait.ReadRel.LocalFiles": ReadRel_LocalFiles_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles": ReadRel_LocalFiles_FileOrFiles_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions": ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions": ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions": ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions": ReadRel_LocalFiles_FileOrFiles_OrcReadOptions_items,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions": ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions_items,
    "substrait.ReadRel.NamedTable": ReadRel_NamedTable_items,
    "substrait.ReadRel.VirtualTable": ReadRel_VirtualTable_items,
    "substrait.ReferenceRel": ReferenceRel_items,
    "substrait.Rel": Rel_items,
    "substrait.RelCommon": RelCommon_items,
    "substrait.RelCommon.Direct": RelCommon_Direct_items,
    "substrait.RelCommon.Emit": RelCommon_Emit_items,
    "substrait.RelCommon.Hint": RelCommon_Hint_items,
    "substrait.RelCommon.Hint.LoadedComputation": RelCommon_Hint_LoadedComputation_items,
    "substrait.RelCommon.Hint.RuntimeConstraint": RelCommon_Hint_RuntimeConstraint_items,
    "substrait.RelCommon.Hint.SavedComputation": RelCommon_Hint_SavedComputation_items,
    "substrait.RelCommon.Hint.Stats": RelCommon_Hint_Stats_items,
    "substrait.RelRoot": RelRoot_items,
    "substrait.SetRel": SetRel_items,
    "substrait.SortField": SortField_items,
    "substrait.SortRel": SortRel_items,
    "substrait.TopNRel": TopNRel_items,
    "substrait.Type": Type_items,
    "substrait.Type.Binary": Type_Binary_items,
    "substrait.Type.Boolean": Type_Boolean_items,
    "substrait.Type.Date": Type_Date_items,
    "substrait.Type.Decimal": Type_Decimal_items,
    "substrait.Type.FP32": Type_FP32_items,
    "substrait.Type.FP64": Type_FP64_items,
    "substrait.Type.FixedBinary": Type_FixedBinary_items,
    "substrait.Type.FixedChar": Type_FixedChar_items,
    "substrait.Type.Func": Type_Func_items,
    "substrait.Type.I16": Type_I16_items,
    "substrait.Type.I32": Type_I32_items,
    "substrait.Type.I64": Type_I64_items,
    "substrait.Type.I8": Type_I8_items,
    "substrait.Type.IntervalCompound": Type_IntervalCompound_items,
    "substrait.Type.IntervalDay": Type_IntervalDay_items,
    "substrait.Type.IntervalYear": Type_IntervalYear_items,
    "substrait.Type.List": Type_List_items,
    "substrait.Type.Map": Type_Map_items,
    "substrait.Type.Parameter": Type_Parameter_items,
    "substrait.Type.PrecisionTime": Type_PrecisionTime_items,
    "substrait.Type.PrecisionTimestamp": Type_PrecisionTimestamp_items,
    "substrait.Type.PrecisionTimestampTZ": Type_PrecisionTimestampTZ_items,
    "substrait.Type.String": Type_String_items,
    "substrait.Type.Struct": Type_Struct_items,
    "substrait.Type.TypeAliasReference": Type_TypeAliasReference_items,
    "substrait.Type.UUID": Type_UUID_items,
    "substrait.Type.Unbound": Type_Unbound_items,
    "substrait.Type.UserDefined": Type_UserDefined_items,
    "substrait.Type.VarChar": Type_VarChar_items,
    "substrait.TypeAlias": TypeAlias_items,
    "substrait.UpdateRel": UpdateRel_items,
    "substrait.UpdateRel.TransformExpression": UpdateRel_TransformExpression_items,
    "substrait.Version": Version_items,
    "substrait.WriteRel": WriteRel_items,
    "substrait.extensions.AdvancedExtension": extensions_AdvancedExtension_items,
    "substrait.extensions.SimpleExtensionDeclaration": extensions_SimpleExtensionDeclaration_items,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction": extensions_SimpleExtensionDeclaration_ExtensionFunction_items,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionType": extensions_SimpleExtensionDeclaration_ExtensionType_items,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation": extensions_SimpleExtensionDeclaration_ExtensionTypeVariation_items,
    "substrait.extensions.SimpleExtensionURN": extensions_SimpleExtensionURN_items,
}
# Rel case -> the `name=value` arguments of the relation.
RELATION_ARGS: Final = {
    "read": relation_read,
    "filter": relation_filter,
    "fetch": relation_fetch,
    "aggregate": relation_aggregate,
    "sort": relation_sort,
    "join": relation_join,
    "lateral_join": relation_lateral_join,
    "project": relation_project,
    "set": relation_set,
    "extension_single": relation_extension_single,
    "extension_multi": relation_extension_multi,
    "extension_leaf": relation_extension_leaf,
    "cross": relation_cross,
    "reference": relation_reference,
    "write": relation_write,
    "ddl": relation_ddl,
    "update": relation_update,
    "hash_join": relation_hash_join,
    "merge_join": relation_merge_join,
    "nested_loop_join": relation_nested_loop_join,
    "window": relation_window,
    "exchange": relation_exchange,
    "expand": relation_expand,
    "top_n": relation_top_n,
}
# Plan and PlanRel -> their fields written as lines of their own.
PLAN_ARGS: Final = {
    "substrait.Plan": Plan_args,
    "substrait.PlanRel": PlanRel_args,
}
# Function message -> the fields written inside a call's parentheses and in
# `over (...)` (None: it takes none), and the functions writing them.
FUNCTION_FORMS: Final = {
    "substrait.Expression.ScalarFunction": (("options", ), None),
    "substrait.AggregateFunction": (("options", "phase", "invocation", "sorts", ), None),
    "substrait.Expression.WindowFunction": (("options", "phase", "invocation", ), ("partitions", "sorts", "bounds_type", "lower_bound", "upper_bound", )),
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": (("options", "phase", "invocation", ), ("bounds_type", "lower_bound", "upper_bound", )),
}
FUNCTION_ITEMS: Final = {
    "substrait.Expression.ScalarFunction": (Expression_ScalarFunction_inside, None),
    "substrait.AggregateFunction": (AggregateFunction_inside, None),
    "substrait.Expression.WindowFunction": (Expression_WindowFunction_inside, Expression_WindowFunction_over),
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": (ConsistentPartitionWindowRel_WindowRelFunction_inside, ConsistentPartitionWindowRel_WindowRelFunction_over),
}
# What a call leaves unsaid, field -> enum number.
FUNCTION_DEFAULTS: Final = {
    "invocation": 1,
    "phase": 3,
}
# Messages with a short form of their own -> the print context's method writing it.
SHORT_FORMS: Final = {
    "google.protobuf.Any": "format_any_value",
    "substrait.AggregateFunction": "format_function_value",
    "substrait.ComparisonJoinKey": "format_join_key_value",
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": "format_function_value",
    "substrait.Expression": "format_expr",
    "substrait.Expression.FieldReference": "format_reference_value",
    "substrait.Expression.Literal": "format_literal_value",
    "substrait.Expression.MaskExpression": "format_mask_value",
    "substrait.Expression.MaskExpression.StructSelect": "format_select_value",
    "substrait.Expression.ScalarFunction": "format_function_value",
    "substrait.Expression.WindowFunction": "format_function_value",
    "substrait.Expression.WindowFunction.Bound": "format_bound_value",
    "substrait.Rel": "format_subplan",
    "substrait.Type": "format_type_value",
}
