"""The functions the extension YAMLs define, for hover and completion.

The standard YAMLs ship in the `substrait-extensions` package.  Only what
the editor shows is read from them: each function's name, kind, and its
overloads' argument and return types as written, with the compound name a
declaration gives an overload (`add:i64_i64`).
"""

from __future__ import annotations

import functools
import importlib.resources
import re
from dataclasses import dataclass

# The short names of argument types in compound function names (the Substrait spec's table).
_SHORT = {"boolean": "bool", "string": "str", "binary": "vbin", "timestamp": "ts", "timestamp_tz": "tstz",
          "interval_year": "iyear", "interval_day": "iday", "interval_compound": "icompound",
          "fixedchar": "fchar", "varchar": "vchar", "fixedbinary": "fbin", "decimal": "dec",
          "precision_time": "pt", "precision_timestamp": "pts", "precision_timestamp_tz": "ptstz"}


@dataclass(frozen=True)
class Overload:
    args: tuple[str, ...]  # each argument's type (or enum values) as the YAML writes it
    returns: str

    @property
    def signature(self) -> str:
        """The part after `:` of the compound name."""
        return "_".join(_short(a) for a in self.args)

    def shown(self, name: str) -> str:
        return f"{name}({', '.join(self.args)}) -> {self.returns}"


@dataclass(frozen=True)
class Function:
    name: str
    kind: str  # scalar, aggregate or window
    urn: str
    overloads: tuple[Overload, ...]


def _short(arg: str) -> str:
    if arg == "enum":  # an enumeration argument
        return "req"
    base = re.split(r"[<?]", arg.strip(), maxsplit=1)[0].lower()
    if base.startswith("any"):
        return "any"
    if base.startswith("u!"):
        return base
    return _SHORT.get(base, base)


@functools.cache
def standard() -> dict[str, tuple[Function, ...]]:
    """URN -> the functions its standard YAML defines."""
    found: dict[str, tuple[Function, ...]] = {}
    try:
        folder = importlib.resources.files("substrait_extensions") / "extensions"
        files = sorted((p for p in folder.iterdir() if p.name.endswith(".yaml") and p.name.startswith("functions")),
                       key=lambda p: p.name)
    except (ModuleNotFoundError, OSError):
        return found
    for path in files:
        urn, functions = _read(path.read_text(encoding="utf-8"))
        if urn:
            found[urn] = tuple(functions)
    return found


def of_urn(urn: str) -> tuple[Function, ...]:
    return standard().get(urn, ())


_KEY = re.compile(r"^(\s*)(-\s+)?([A-Za-z_]+):\s*(.*?)\s*$")


def _read(text: str) -> tuple[str | None, list[Function]]:
    """The URN and functions of one YAML, read line by line: its layout is the
    fixed one of the simple extension schema."""
    urn = None
    functions: list[Function] = []
    kind = ""
    name: str | None = None
    overloads: list[Overload] = []
    impl: list[str] | None = None  # the arguments of the overload being read
    returns: str | None = None
    impls_at = args_at = return_at = -1  # the columns of the `impls:`, `args:` and `return: |-` keys being read

    def close_impl() -> None:
        nonlocal impl, returns
        if impl is not None:
            overloads.append(Overload(tuple(impl), returns or "?"))
        impl, returns = None, None

    def close_function() -> None:
        nonlocal overloads, impls_at
        close_impl()
        if name is not None:
            functions.append(Function(name, kind, urn or "", tuple(overloads)))
        overloads, impls_at = [], -1

    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        if return_at >= 0:
            if indent > return_at or not line.strip():
                returns = line.strip() or returns  # a return program ends with its type
                continue
            return_at = -1
        if line.strip() == "-" and indent < impls_at:  # a function's item, its name on the next line
            close_function()
            name = None
            continue
        m = _KEY.match(line)
        if m is None:
            continue
        dash, key, value = m.group(2), m.group(3), _unquote(m.group(4))
        column = indent + len(dash or "")
        if args_at >= 0 and indent <= args_at:
            args_at = -1
        if indent == 0:
            close_function()
            name = None
            if key == "urn":
                urn = value
            kind = key.removesuffix("_functions") if key.endswith("_functions") else ""
        elif kind and key == "name" and (impls_at < 0 or indent < impls_at):
            close_function()
            name = value
        elif key == "impls":
            impls_at = column
        elif args_at >= 0:  # an argument item, or a field of one
            if dash:
                impl = (impl or []) + ["?"]
            if impl and key == "value":
                impl[-1] = value
            elif impl and key == "options":
                impl[-1] = "enum"
        elif dash and impls_at >= 0 and indent > impls_at:  # the next overload
            close_impl()
            impl = []
            if key == "args":
                args_at = column
        elif key == "args" and impl is not None:
            args_at = column
        elif key == "return" and impl is not None:
            if value in ("|-", "|", ">", ">-"):
                return_at = column
            else:
                returns = value
    close_function()
    return urn, functions


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value
