"""Plans as YAML: protobuf's JSON mapping of a plan, written as YAML, as the
Rust crate and substrait-validator read and write plans.

The mapping is the JSON one, so a plan goes to YAML and back exactly.  Scalars
are read by YAML 1.2's core schema, as the crate's serde_yaml reads them:
`yes`, `on`, `1:20` or `2023-01-01` stay strings, as in JSON, where YAML 1.1 would
make them booleans, numbers or dates.  Writing quotes every string that either
version would read as something else.
"""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from typing import Any

import yaml

from substrait_explain.base.errors import LoadError

# YAML 1.2 core schema: the scalars that are not strings, and the characters they start with.
_INT = r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+"
_FLOAT = r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
_CORE = [
    ("null", r"~|null|Null|NULL|", ["~", "n", "N", ""]),
    ("bool", r"true|True|TRUE|false|False|FALSE", list("tTfF")),
    ("int", _INT, list("-+0123456789")),
    ("float", _FLOAT, list("-+.0123456789")),
]


def _core_int(loader: Any, node: Any) -> int:
    text = loader.construct_scalar(node)
    sign, digits = (-1, text[1:]) if text.startswith("-") else (1, text.lstrip("+"))
    base = {"0o": 8, "0x": 16}.get(digits[:2], 10)
    return sign * int(digits[2:] if base != 10 else digits, base)


def _core_float(loader: Any, node: Any) -> float:
    text = loader.construct_scalar(node).lower()
    if text.endswith((".inf", ".nan")):
        return float(text.replace(".", ""))
    return float(text)


def _core_resolvers(cls: Any) -> Any:
    for kind, pattern, first in _CORE:
        cls.add_implicit_resolver(f"tag:yaml.org,2002:{kind}", re.compile(f"^(?:{pattern})$"), first)
    return cls


def _core_loader(base: Any) -> Any:
    loader = _core_resolvers(type("CoreLoader", (base,), {"yaml_implicit_resolvers": {}}))
    loader.add_constructor("tag:yaml.org,2002:int", _core_int)
    loader.add_constructor("tag:yaml.org,2002:float", _core_float)
    return loader


# Loaders of the core schema: libyaml's parser where PyYAML has it, which stops at 1,000 levels
# of nesting, and PyYAML's own, which reads deeper plans (to the package's limit, see
# plan/nesting.py) on the stack deep.run gives it.  And a dumper that quotes every string the
# core schema or YAML 1.1 would read as something else.
_Loader: Any = _core_loader(yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader)
_DeepLoader: Any = _core_loader(yaml.SafeLoader)
_Dumper: Any = _core_resolvers(
    type("CoreDumper", (yaml.CSafeDumper if yaml.__with_libyaml__ else yaml.SafeDumper,), {}))
# Protobuf maps an Any whose message it knows to an OrderedDict ("@type" first), which the safe
# dumper refuses: written as the mapping it is, in its order.
_Dumper.add_representer(OrderedDict, lambda dumper, data: dumper.represent_dict(data))


def read(text: str) -> Any:
    """The object a YAML document holds.  Raises :class:`LoadError`."""
    try:
        return _read(text, _Loader)
    except _TooDeep:
        return _read(text, _DeepLoader)


class _TooDeep(Exception):
    """libyaml's parser stops at 1,000 levels of nesting."""


def _read(text: str, loader: Any) -> Any:
    try:
        reader = loader(text)  # a safe loader: plain data, never objects
    except UnicodeEncodeError as e:  # libyaml's parser takes the text as UTF-8, which no lone surrogate has
        line = text.count("\n", 0, e.start) + 1
        column = e.start - text.rfind("\n", 0, e.start)
        raise LoadError(f"not valid YAML: U+{ord(text[e.start]):04X} is a lone surrogate, not a character, "
                        f"at line {line} column {column}") from None
    try:
        return reader.get_single_data()
    except yaml.YAMLError as e:
        if "maximum nesting depth" in str(e) and loader is not _DeepLoader:
            raise _TooDeep() from None
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark is not None else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise LoadError(f"not valid YAML: {problem}{where}") from None
    finally:
        reader.dispose()


def write(obj: Any) -> str:
    """``obj`` (protobuf's JSON mapping of a message) as a YAML document."""
    out = io.StringIO()
    writer = _Dumper(out, sort_keys=False, allow_unicode=True, default_flow_style=False)
    try:
        writer.open()
        writer.represent(obj)
        writer.close()
    finally:
        writer.dispose()
    return out.getvalue()
