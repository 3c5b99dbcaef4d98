"""Extension functions as their YAML files define them, and calls resolved
against them.

A :class:`Catalog` holds the functions of extension files by URN: the
standard files the ``substrait-extensions`` package ships, and any a user
adds.  :func:`resolve` finds the overload a call means (by the signature in
its declared name, ``add:i64_i64``, else by its arguments' types), derives
its result type by the overload's return program and nullability rule, and
says what does not fit: each :class:`Problem` names the function, what the
YAML says and what the plan gives.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from substrait_explain.base.suggest import did_you_mean
from substrait_explain.plan import typeexpr as te
from substrait_explain.plan.typeexpr import T

ERROR, WARNING = "error", "warning"
KINDS = {"scalar_functions": "scalar", "aggregate_functions": "aggregate", "window_functions": "window"}


class CatalogError(Exception):
    """An extension file that cannot be read."""


@dataclass(frozen=True)
class Argument:
    """One declared argument: a value of a type pattern, or an enumeration."""
    name: str
    pattern: te.Expr | None = None  # a value argument's type
    options: tuple[str, ...] | None = None  # an enumeration argument's values
    text: str = ""  # as the YAML writes it

    def short(self) -> str:
        """Its part of a compound name: `i64`, `dec`, `any`, `req`."""
        if self.options is not None:
            return "req"
        pattern = self.pattern
        if isinstance(pattern, te.TypeRef):
            if pattern.name.startswith("any"):
                return "any"
            return te.SHORT_NAME.get(pattern.name, pattern.name)
        return "any"  # a type variable alone


@dataclass(frozen=True)
class Variadic:
    min: int
    max: int | None
    consistent: bool  # the repeated arguments have one type


@dataclass(frozen=True)
class Overload:
    urn: str
    name: str
    kind: str  # scalar, aggregate or window
    args: tuple[Argument, ...]
    options: dict[str, tuple[str, ...]]
    variadic: Variadic | None
    nullability: str  # MIRROR, DECLARED_OUTPUT or DISCRETE
    returns: te.Program | None  # None when the YAML's return type cannot be read
    return_text: str

    @property
    def signature(self) -> str:
        return f"{self.name}:" + "_".join(a.short() for a in self.args)

    def describe(self) -> str:
        """``add(i64, i64) -> i64?`` with the YAML's own spelling."""
        parts = [a.text for a in self.args]
        if self.variadic is not None and parts:
            parts[-1] += "..."
        result = " ".join(self.return_text.split("\n")[-1:]).strip()
        return f"{self.name}({', '.join(parts)}) -> {result}"


@dataclass
class Catalog:
    """The functions of extension files: URN -> name -> overloads."""
    functions: dict[str, dict[str, list[Overload]]] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)  # URN -> the file it came from

    def add_file(self, path: Path | resources.abc.Traversable) -> None:
        try:
            import yaml
        except ImportError as e:  # pragma: no cover - pyyaml is a dependency
            raise CatalogError("reading extension YAML files needs PyYAML (pip install pyyaml)") from e
        try:
            with path.open("rb") as f:
                # libyaml's safe loader when there is one: the standard files load 7x faster.
                data = yaml.load(f, Loader=yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader)
        except (OSError, yaml.YAMLError) as e:
            raise CatalogError(f"{path}: cannot read it as YAML: {e}") from e
        self.add(data, str(path))

    def add_folder(self, folder: Path) -> None:
        if not folder.is_dir():
            raise CatalogError(f"{folder} is not a folder")
        found = sorted(p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml"))
        if not found:
            raise CatalogError(f"{folder} has no .yaml files")
        for path in found:
            self.add_file(path)

    def add(self, data: object, source: str) -> None:
        if not isinstance(data, dict) or not isinstance(data.get("urn"), str):
            raise CatalogError(f"{source}: an extension file needs a `urn:`")
        urn = data["urn"]
        functions = self.functions.setdefault(urn, {})
        self.sources[urn] = source
        for key, kind in KINDS.items():
            for function in _listed(data.get(key), f"{source}: {key}"):
                name = function.get("name") if isinstance(function, dict) else None
                if not isinstance(name, str):
                    raise CatalogError(f"{source}: a function with no name in {key}")
                for impl in _listed(function.get("impls"), f"{source}: function {name}: impls"):
                    try:
                        overload = _overload(urn, name, kind, impl, source)
                    except (AttributeError, TypeError, ValueError) as e:  # a shape the schema does not allow
                        raise CatalogError(f"{source}: function {name}: an implementation that is not one "
                                           f"({type(e).__name__}: {e})") from e
                    functions.setdefault(name, []).append(overload)

    def overloads(self, urn: str | None, name: str) -> list[Overload]:
        """The overloads of ``name`` in the file of ``urn``, or in every file when ``urn`` is None."""
        if urn is not None:
            return list(self.functions.get(urn, {}).get(name, []))
        return [o for by_name in self.functions.values() for o in by_name.get(name, [])]

    def names(self, urn: str | None) -> set[str]:
        files = [self.functions.get(urn, {})] if urn is not None else list(self.functions.values())
        return {name for by_name in files for name in by_name}


def _listed(value: object, what: str) -> list:
    """A list the schema asks for (absent: none), or a clear error."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise CatalogError(f"{what} is not a list: {value!r}")
    return value


@functools.cache
def standard() -> Catalog:
    """The extension files of the Substrait repository, as ``substrait-extensions`` ships them."""
    catalog = Catalog()
    folder = resources.files("substrait_extensions.extensions")
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if item.name.endswith(".yaml") and not item.name.endswith("_schema.yaml"):
            catalog.add_file(item)
    return catalog


def catalog_with(extra: Iterable[str | Path] = ()) -> Catalog:
    """The standard files and the ``extra`` ones (files or folders); a file
    with a standard URN takes that URN's place."""
    return _catalog_with(tuple(str(Path(p).resolve()) for p in extra))


@functools.lru_cache(maxsize=8)  # validate over many plans reads the files once
def _catalog_with(extra: tuple[str, ...]) -> Catalog:
    if not extra:
        return standard()
    catalog = Catalog(dict(standard().functions), dict(standard().sources))
    for item in map(Path, extra):
        own = _single(item)
        catalog.functions.update(own.functions)
        catalog.sources.update(own.sources)
    return catalog


def _single(path: Path) -> Catalog:
    catalog = Catalog()
    if path.is_dir():
        catalog.add_folder(path)
    elif path.is_file():
        catalog.add_file(path)
    else:
        raise CatalogError(f"{path}: no such file or folder")
    return catalog


def _overload(urn: str, name: str, kind: str, impl: dict, source: str) -> Overload:
    args = []
    for i, arg in enumerate(impl.get("args") or []):
        arg_name = str(arg.get("name", f"arg{i}"))
        if "options" in arg:
            args.append(Argument(arg_name, options=tuple(map(str, arg["options"])),
                                 text="<" + "|".join(map(str, arg["options"])) + ">"))
        else:
            text = str(arg.get("value", arg.get("type", "any")))
            try:
                pattern = te.parse(text).result
            except te.TypeSyntaxError as e:
                raise CatalogError(f"{source}: function {name}: argument {arg_name}: {e}") from e
            args.append(Argument(arg_name, pattern=pattern, text=text))
    variadic = impl.get("variadic")
    options = {str(k): tuple(map(str, (v or {}).get("values", []))) for k, v in (impl.get("options") or {}).items()}
    return_text = str(impl.get("return", "")).strip()
    try:
        returns: te.Program | None = te.parse(return_text)
    except te.TypeSyntaxError:
        returns = None  # reported when a call needs it
    return Overload(
        urn, name, kind, tuple(args), options,
        None if variadic is None else Variadic(int(variadic.get("min", 0)),
                                               None if variadic.get("max") is None else int(variadic["max"]),
                                               variadic.get("parameterConsistency", "CONSISTENT") != "INCONSISTENT"),
        str(impl.get("nullability", "MIRROR")), returns, return_text)


# ---- resolving a call ------------------------------------------------------------

@dataclass(frozen=True)
class Given:
    """One argument of a call as the plan gives it."""
    type: T | None = None  # a value's type; None when unknown
    enum: str | None = None  # an enumeration argument's value
    integer: int | None = None  # a value that is an integer literal (for integer_parameter)
    is_type: bool = False  # a type argument

    def __str__(self) -> str:
        if self.enum is not None:
            return self.enum
        return "?" if self.type is None else str(self.type)


@dataclass(frozen=True)
class Problem:
    severity: str
    message: str
    hint: str | None = None
    argument: int | None = None  # the argument it is about, when one is
    output: bool = False  # about the declared output type
    option: int | None = None  # the option it is about (its index among the call's options), when one is


@dataclass
class Resolution:
    overload: Overload | None = None
    result: T | None = None  # the derived type, when it can be told
    problems: list[Problem] = field(default_factory=list)


def resolve(catalog: Catalog, urn: str | None, declared: str, kind: str, given: Sequence[Given],
            options: Sequence[tuple[str, Sequence[str]]] = (), output: T | None = None,
            output_nullability_known: bool = True) -> Resolution:
    """The overload of function ``declared`` (a name or compound name) of
    extension ``urn`` that a call of ``kind`` (scalar, aggregate, window) with
    arguments ``given`` means, its result type, and what is wrong.  ``urn``
    None: the plan names no file; every file is searched by name, and what is
    found is a warning (the producer may mean a function of its own).  A URN
    the catalog does not know: nothing can be checked (nothing is said)."""
    out = _resolve(catalog, urn, declared, kind, given, options, output, output_nullability_known)
    if urn is None:
        out.problems = [dataclasses.replace(p, severity=WARNING) for p in out.problems]
    return out


def _resolve(catalog: Catalog, urn: str | None, declared: str, kind: str, given: Sequence[Given],
             options: Sequence[tuple[str, Sequence[str]]], output: T | None,
             output_nullability_known: bool) -> Resolution:
    out = Resolution()
    name, _, signature = declared.partition(":")
    if urn is not None and urn not in catalog.functions:
        return out
    candidates = catalog.overloads(urn, name)
    where = f"in {_file(urn)}" if urn is not None else "in any extension file"
    if not candidates:
        near = did_you_mean(name, catalog.names(urn))
        elsewhere = sorted({o.urn for o in catalog.overloads(None, name)}) if urn is not None else []
        hint = near or (f"{name} is defined in {', '.join(map(_file, elsewhere))}" if elsewhere else None)
        out.problems.append(Problem(ERROR, f"no function {name!r} {where}", hint))
        return out
    of_kind = [o for o in candidates if o.kind == kind or (kind == "window" and o.kind == "aggregate")]
    if not of_kind:
        out.problems.append(Problem(ERROR, f"{name} is a{'n' if candidates[0].kind[0] == 'a' else ''} "
                                           f"{candidates[0].kind} function {where}; the plan calls it as a "
                                           f"{kind} function"))
        return out
    named = [o for o in of_kind if _signature_fits(signature, o)] if signature else of_kind
    matched = _first_match(named, given)
    if matched is None and named != of_kind:
        # Another overload than the signature names: only if the arguments fit it exactly, or
        # the signature names none (else the call is reported against the one it names).
        other = _first_match(of_kind, given)
        matched = other if other is not None and (other[2] == EXACT or not named) else None
    if matched is None:
        problem = _no_overload(name, declared, where, of_kind, named, given)
        if urn is not None:
            problem = _elsewhere(catalog, urn, name, kind, given, problem)
        out.problems.append(problem)
        return out
    overload, bindings, fit = matched
    out.overload = overload
    if fit == LOOSE:
        out.problems.append(Problem(
            WARNING, f"{overload.signature}: the YAML takes arguments of one type ({_patterns(overload)}); "
                     f"the call gives {_types(given)}", "cast the arguments to one type"))
    if signature and overload not in named:
        out.problems.append(Problem(
            WARNING, f"{declared} names no overload {where}; its arguments ({_types(given)}) are those of "
                     f"{overload.signature}", f"declare it as {overload.signature}"))
    out.problems += _check_options(overload, options)
    out.result = _result(overload, bindings, given, out.problems)
    if output is not None and out.result is not None:
        out.problems += _compare(overload, out.result, output, output_nullability_known and
                                 all(g.type is not None for g in given if g.enum is None))
    return out


def _file(urn: str) -> str:
    return urn.rsplit(":", 1)[-1] if urn.startswith("extension:io.substrait:") else urn


def _patterns(overload: Overload) -> str:
    return ", ".join(a.text for a in overload.args)


def _types(given: Sequence[Given]) -> str:
    return ", ".join(map(str, given))


_ALIASES = {"string": "str", "boolean": "bool", "decimal": "dec", "varchar": "vchar", "fixedchar": "fchar",
            "binary": "vbin", "fixedbinary": "fbin", "timestamp": "ts", "timestamp_tz": "tstz",
            "precision_timestamp": "pts", "precision_timestamp_tz": "ptstz", "interval_year": "iyear",
            "interval_day": "iday", "precision_time": "pt", "interval_compound": "icompound"}


def _signature_fits(signature: str, overload: Overload) -> bool:
    """Whether a compound name's argument list names ``overload``: short or long
    type names, the variadic argument once or more, `opt` (optional
    enumerations of older plans) left out."""
    parts = [p.rstrip("?") for p in signature.lower().split("_")]
    declared = [_ALIASES.get(p, p) for p in parts if p not in ("", "opt")]
    listed = [a.short() for a in overload.args]
    if overload.variadic is not None and listed and len(declared) > len(listed):
        listed += [listed[-1]] * (len(declared) - len(listed))
    if len(declared) != len(listed):
        return False
    return all(want in ("any", have) for want, have in zip(listed, declared, strict=True))


def _expand(overload: Overload, count: int) -> list[Argument] | None:
    """The declared argument for each of ``count`` given ones, or None when the count does not fit."""
    args = list(overload.args)
    if overload.variadic is None:
        return args if count == len(args) else None
    fixed = len(args) - 1
    repeats = count - fixed
    v = overload.variadic
    if repeats < max(v.min, 0) or (v.max is not None and repeats > v.max) or not args:
        return None
    return args[:-1] + [args[-1]] * repeats


# How closely arguments fit an overload, tried in this order: exactly; with
# types of one kind where the YAML has one type (`lte` of decimal<15,2> and
# decimal<3,2>: real producers write that, a warning); but for an enumeration
# value (check_enums says which).
EXACT, LOOSE, ANY_ENUM = 0, 1, 2


def _first_match(overloads: list[Overload], given: Sequence[Given]) -> tuple[Overload, te.Bindings, int] | None:
    for fit in (EXACT, LOOSE, ANY_ENUM):
        for overload in overloads:
            bindings = _match(overload, given, fit)
            if bindings is not None:
                return overload, bindings, fit
    return None


def _match(overload: Overload, given: Sequence[Given], fit: int = EXACT) -> te.Bindings | None:
    bindings, _ = _fit(overload, given, fit)
    return bindings


def _fit(overload: Overload, given: Sequence[Given], fit: int = EXACT) -> tuple[te.Bindings | None, int | None]:
    """The bindings of ``overload``'s type parameters to the arguments ``given``, or None
    and the index of the first argument that does not fit (None: their number does not)."""
    declared = _expand(overload, len(given))
    if declared is None:
        return None, None
    bindings: te.Bindings = {}
    fixed = len(overload.args) - 1
    for i, (arg, g) in enumerate(zip(declared, given, strict=True)):
        if arg.options is not None:
            if g.enum is None or (fit != ANY_ENUM and g.enum not in arg.options):
                return None, i
            continue
        if g.enum is not None:
            return None, i
        if g.type is None:
            continue
        # The repeated arguments of an inconsistent variadic each bind on their own.
        scope = bindings if overload.variadic is None or overload.variadic.consistent or i < fixed else {}
        if not te.bind(arg.pattern, g.type, scope, loose=fit != EXACT):  # type: ignore[arg-type]
            return None, i
        if overload.nullability == "DISCRETE" and isinstance(arg.pattern, te.TypeRef) and \
                arg.pattern.nullable != g.type.nullable:
            return None, i
        if g.integer is not None:
            bindings.setdefault(arg.name, g.integer)
    return bindings, None


def _no_overload(name: str, declared: str, where: str, of_kind: list[Overload], named: list[Overload],
                 given: Sequence[Given]) -> Problem:
    shown = named if named and named != of_kind else of_kind
    listed = "; ".join(o.describe() for o in shown[:4]) + (f"; and {len(shown) - 4} more" if len(shown) > 4 else "")
    if not any(_expand(o, len(given)) is not None for o in of_kind):
        counts = sorted({_arity(o) for o in of_kind}, key=lambda c: (c[0], c[1] is None, c[1]))
        takes = " or ".join(_count(low, high) for low, high in counts)
        what = f"{name} takes {takes} argument{'' if takes == '1' else 's'} {where}; the call gives {len(given)}"
    else:
        what = f"no overload of {name} {where} takes ({_types(given)})"
    subject = f"{declared}: " if declared != name else ""
    return Problem(ERROR, f"{subject}{what}", f"the YAML has {listed}", argument=_misfit(shown, given))


def _misfit(overloads: list[Overload], given: Sequence[Given]) -> int | None:
    """The argument a call gets wrong, where only one of ``overloads`` takes as many
    arguments and that one argument is where it stops fitting (even loosely)."""
    candidates = [o for o in overloads if _expand(o, len(given)) is not None]
    return _fit(candidates[0], given, ANY_ENUM)[1] if len(candidates) == 1 else None


def _arity(overload: Overload) -> tuple[int, int | None]:
    """How many arguments ``overload`` takes: the least and the most (None: no limit)."""
    v = overload.variadic
    if v is None:
        return len(overload.args), len(overload.args)
    fixed = len(overload.args) - 1
    return fixed + v.min, None if v.max is None else fixed + v.max


def _count(low: int, high: int | None) -> str:
    if high is None:
        return f"{low} or more"
    return str(low) if low == high else f"{low} to {high}"


def _elsewhere(catalog: Catalog, urn: str, name: str, kind: str, given: Sequence[Given], problem: Problem) -> Problem:
    """``problem`` with a hint naming the file whose overload the arguments fit,
    when another file has one (`add` of decimals is in functions_arithmetic_decimal)."""
    others = [o for o in catalog.overloads(None, name) if o.urn != urn and o.kind == kind]
    found = _first_match(others, given)
    if found is None or found[2] != EXACT:
        return problem
    overload = found[0]
    return dataclasses.replace(problem, hint=f"{overload.describe()} is in {_file(overload.urn)}; "
                                             f"declare {name} with that URN")


def _check_options(overload: Overload, options: Sequence[tuple[str, Sequence[str]]]) -> list[Problem]:
    problems = []
    for i, (option, preferences) in enumerate(options):
        values = overload.options.get(option)
        if values is None:
            known = ", ".join(overload.options) or "none"
            problems.append(Problem(ERROR, f"{overload.signature} has no option {option!r} (its options: {known})",
                                    did_you_mean(option, overload.options), option=i))
            continue
        for value in preferences:
            if value not in values:
                problems.append(Problem(ERROR, f"option {option} of {overload.signature} has no value {value!r} "
                                               f"(it takes {', '.join(values)})", did_you_mean(value, values),
                                        option=i))
    return problems


def check_enums(overload: Overload, given: Sequence[Given]) -> list[Problem]:
    """An error for each enumeration argument whose value the overload does not list."""
    declared = _expand(overload, len(given)) or []
    problems = []
    for i, (arg, g) in enumerate(zip(declared, given, strict=False)):
        if arg.options is not None and g.enum is not None and g.enum not in arg.options:
            problems.append(Problem(ERROR, f"argument {arg.name} of {overload.signature} has no value "
                                           f"{g.enum!r} (it takes {', '.join(arg.options)})",
                                    did_you_mean(g.enum, arg.options), argument=i))
    return problems


def _result(overload: Overload, bindings: te.Bindings, given: Sequence[Given],
            problems: list[Problem]) -> T | None:
    problems += check_enums(overload, given)
    if overload.returns is None:
        problems.append(Problem(WARNING, f"{overload.signature}: cannot read the YAML's return type "
                                         f"{overload.return_text!r}"))
        return None
    try:
        result = te.evaluate(overload.returns, bindings)
    except te.Unbound:
        return None  # an argument whose type is unknown
    except (te.TypeSyntaxError, ZeroDivisionError, TypeError) as e:
        problems.append(Problem(WARNING, f"{overload.signature}: cannot evaluate the YAML's return type: {e}"))
        return None
    if overload.nullability == "MIRROR":
        values = [g for g in given if g.enum is None and not g.is_type]
        if any(g.type is not None and g.type.nullable for g in values):
            return result.with_nullable(True)
    return result


def _compare(overload: Overload, derived: T, declared: T, nullability_known: bool) -> list[Problem]:
    """The declared output type against the derived one: another kind is an
    error; other parameters or nullability a warning (real producers differ
    there, e.g. in a decimal's precision).  Parameters the derivation does not
    know (an argument's were not given) are not compared."""
    what = f"{overload.signature} returns {derived} by its YAML ({overload.return_text.splitlines()[-1]}); " \
           f"the plan declares {declared}"
    if not derived.same_kind(declared):
        return [Problem(ERROR, what, f"declare the output type as {derived}", output=True)]
    if not _agree(derived, declared) or (nullability_known and derived.nullable != declared.nullable):
        return [Problem(WARNING, what, output=True)]
    return []


def _agree(a: T, b: T, top: bool = True) -> bool:
    """Whether ``a`` and ``b`` have the same kind, parameters and nested
    nullability (top-level nullability aside; parameters one does not know
    agree)."""
    if a.kind != b.kind or (not top and a.nullable != b.nullable):
        return False
    if not a.params or not b.params:
        return True
    if len(a.params) != len(b.params):
        return False
    for x, y in zip(a.params, b.params, strict=True):
        if isinstance(x, T) and isinstance(y, T):
            if not _agree(x, y, top=False):
                return False
        elif x != y:
            return False
    return True
