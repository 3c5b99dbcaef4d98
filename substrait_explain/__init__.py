"""substrait-explain: Substrait plans as concise, human-readable text, and back.

>>> plan = parse(text)          # text -> substrait.proto.Plan
>>> text = format(plan)         # Plan -> text; parse(format(plan)) == plan
>>> plan = load_plan(data)      # binary, JSON or text, detected by content
"""

from substrait_explain.api import format, load_plan, load_plan_with_warnings, parse
from substrait_explain.errors import Error, FormatError, LoadError, ParseError
from substrait_explain.registry import register, unregister

__all__ = ["parse", "format", "load_plan", "load_plan_with_warnings", "register", "unregister",
           "Error", "ParseError", "LoadError", "FormatError"]
