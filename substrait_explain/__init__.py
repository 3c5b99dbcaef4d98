"""substrait-explain: Substrait plans as concise, human-readable text, and back.

>>> plan = parse(text)          # text -> substrait.proto.Plan
>>> text = format(plan)         # Plan -> text; parse(format(plan)) == plan
>>> plan = load_plan(data)      # binary, JSON or text, detected by content
>>> print(diff(plan_a, plan_b)) # what differs, by relation; '' when nothing does
>>> explain(plan)               # in a notebook: the plan drawn, folded by relation
"""

from substrait_explain.api import format, load_plan, parse
from substrait_explain.diff import diff
from substrait_explain.normalize import normalize
from substrait_explain.view import explain
from substrait_explain.errors import Error, FormatError, LoadError, ParseError
from substrait_explain.registry import register, unregister

__all__ = ["parse", "format", "load_plan", "diff", "normalize", "explain", "register", "unregister",
           "Error", "ParseError", "LoadError", "FormatError"]
