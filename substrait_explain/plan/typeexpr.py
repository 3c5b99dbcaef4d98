"""The type language of extension YAMLs: argument types, return programs.

An extension function declares its arguments with type patterns
(`decimal<P1,S1>`, `any1`, `list<any1>`, `u!u8`) and its result with a
type or a small program of integer assignments ending in a type::

    init_scale = max(S1,S2)
    prec = min(init_prec, 38)
    scale = init_prec > 38 ? scale_after_borrow : init_scale
    DECIMAL<prec, scale>

:func:`parse` reads one into an :class:`Expr` tree.  :func:`bind` matches an
argument's pattern against a concrete :class:`T` (binding ``P1``, ``any1``,
...), :func:`evaluate` computes a program's value from those bindings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

# Type names of the spec, lower-cased, to the kind (the Type oneof case of the
# proto) they name; the short names are those of compound function names.
KIND_OF = {
    "boolean": "bool", "bool": "bool", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
    "fp32": "fp32", "fp64": "fp64", "string": "string", "str": "string", "binary": "binary", "vbin": "binary",
    "date": "date", "interval_year": "interval_year", "iyear": "interval_year",
    "interval_day": "interval_day", "iday": "interval_day",
    "interval_compound": "interval_compound", "icompound": "interval_compound", "uuid": "uuid",
    "fixedchar": "fixed_char", "fchar": "fixed_char", "varchar": "varchar", "vchar": "varchar",
    "fixedbinary": "fixed_binary", "fbin": "fixed_binary", "decimal": "decimal", "dec": "decimal",
    "precision_time": "precision_time", "pt": "precision_time",
    "precision_timestamp": "precision_timestamp", "pts": "precision_timestamp",
    "precision_timestamp_tz": "precision_timestamp_tz", "ptstz": "precision_timestamp_tz",
    "struct": "struct", "nstruct": "struct", "list": "list", "map": "map", "func": "func",
}
# Each kind's name in types shown to people, and in compound function names.
LONG_NAME = {
    "bool": "boolean", "fixed_char": "fixedchar", "fixed_binary": "fixedbinary",
}
SHORT_NAME = {
    "bool": "bool", "string": "str", "binary": "vbin", "interval_year": "iyear", "interval_day": "iday",
    "interval_compound": "icompound", "fixed_char": "fchar", "varchar": "vchar", "fixed_binary": "fbin",
    "decimal": "dec", "precision_time": "pt", "precision_timestamp": "pts", "precision_timestamp_tz": "ptstz",
}


@dataclass(frozen=True, slots=True)
class T:
    """A concrete type: its kind (``i64``, ``decimal``, ``u!u8``, ...), its
    parameters (integers, or types for list, map, struct and func) and whether
    it is nullable."""
    kind: str
    params: tuple[int | T, ...] = ()
    nullable: bool = False

    def __str__(self) -> str:
        name = LONG_NAME.get(self.kind, self.kind) + ("?" if self.nullable else "")
        if self.kind == "func":
            *args, result = self.params
            inputs = str(args[0]) if len(args) == 1 else "(" + ", ".join(map(str, args)) + ")"
            return f"{name}<{inputs} -> {result}>"
        return name + (f"<{', '.join(map(str, self.params))}>" if self.params else "")

    def required(self) -> T:
        return replace(self, nullable=False) if self.nullable else self

    def with_nullable(self, nullable: bool) -> T:
        return self if self.nullable == nullable else replace(self, nullable=nullable)

    def same_kind(self, other: T) -> bool:
        """Whether ``other`` is of this kind, nested types too: integer
        parameters and nullability aside (`decimal<15,2>` and `decimal?<3,2>`)."""
        if self.kind != other.kind:
            return False
        if not self.params or not other.params:
            return True
        return len(self.params) == len(other.params) and all(
            a.same_kind(b) if isinstance(a, T) and isinstance(b, T) else isinstance(a, int) == isinstance(b, int)
            for a, b in zip(self.params, other.params, strict=True))


# ---- the syntax tree ----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TypeRef:
    """A type: a kind with parameters, ``any``/``anyN``, or a type variable."""
    name: str  # a kind, "u!name", "any", "any1", ...
    params: tuple[Expr, ...] = ()
    nullable: bool = False


@dataclass(frozen=True, slots=True)
class Num:
    value: int


@dataclass(frozen=True, slots=True)
class Var:
    name: str


@dataclass(frozen=True, slots=True)
class Call:
    name: str  # min, max, integer_parameter, ...
    args: tuple[Expr, ...]


@dataclass(frozen=True, slots=True)
class Op:
    op: str  # + - * / < > <= >= = != and or not neg
    args: tuple[Expr, ...]


@dataclass(frozen=True, slots=True)
class IfElse:
    cond: Expr
    then: Expr
    other: Expr


@dataclass(frozen=True, slots=True)
class Program:
    """``name = expr`` lines, then the result."""
    assignments: tuple[tuple[str, Expr], ...]
    result: Expr


Expr = TypeRef | Num | Var | Call | Op | IfElse


class TypeSyntaxError(ValueError):
    pass


# ---- parsing ------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(?:(?P<num>\d+)|(?P<name>u!\w+|\w+)(?P<q>\?)?|(?P<op>->|<=|>=|!=|==|&&|\|\||[-+*/<>=?:,()!]))")
_BINARY = [("or", "||"), ("and", "&&")]


def parse(text: str) -> Program:
    """A type or a return program (several lines, the last one the type)."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines:
        raise TypeSyntaxError("an empty type")
    assignments = []
    for line in lines[:-1]:
        name, eq, value = line.partition("=")
        if not eq or not name.strip().isidentifier():
            raise TypeSyntaxError(f"expected `name = expression`, found {line!r}")
        assignments.append((name.strip(), _Parser(value).whole()))
    return Program(tuple(assignments), _Parser(lines[-1]).whole())


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[str, str, bool]] = []  # (kind, text, followed by '?')
        pos = 0
        while pos < len(text.rstrip()):
            m = _TOKEN.match(text, pos)
            if m is None:
                raise TypeSyntaxError(f"cannot read {text[pos:].strip()!r} in {text!r}")
            pos = m.end()
            kind = "num" if m.group("num") else "name" if m.group("name") else "op"
            self.tokens.append((kind, m.group(kind), bool(m.group("q"))))
        self.i = 0
        self.angle = False  # inside `<...>`, where `>` closes the parameters (compare in parentheses)

    def peek(self) -> str | None:
        return self.tokens[self.i][1] if self.i < len(self.tokens) else None

    def take(self, expected: str | None = None) -> tuple[str, str, bool]:
        if self.i >= len(self.tokens):
            raise TypeSyntaxError(f"{self.text!r} ends early")
        token = self.tokens[self.i]
        if expected is not None and token[1].lower() != expected:
            raise TypeSyntaxError(f"expected {expected!r}, found {token[1]!r} in {self.text!r}")
        self.i += 1
        return token

    def whole(self) -> Expr:
        expr = self.expr()
        if self.i != len(self.tokens):
            raise TypeSyntaxError(f"unexpected {self.peek()!r} in {self.text!r}")
        return expr

    def expr(self) -> Expr:
        if (self.peek() or "").lower() == "if":
            self.take()
            cond = self.expr()
            self.take("then")
            then = self.expr()
            self.take("else")
            return IfElse(cond, then, self.expr())
        cond = self.binary(0)
        if self.peek() == "?":
            self.take()
            then = self.expr()
            self.take(":")
            return IfElse(cond, then, self.expr())
        return cond

    def binary(self, level: int) -> Expr:
        if level == len(_BINARY):
            return self.comparison()
        left = self.binary(level + 1)
        while (self.peek() or "").lower() in _BINARY[level]:
            self.take()
            left = Op(_BINARY[level][0], (left, self.binary(level + 1)))
        return left

    def comparison(self) -> Expr:
        left = self.sum()
        if self.peek() in ("<", ">", "<=", ">=", "=", "==", "!=") and not (self.angle and self.peek() == ">"):
            op = self.take()[1].replace("==", "=")
            left = Op(op, (left, self.sum()))
        return left

    def sum(self) -> Expr:
        left = self.product()
        while self.peek() in ("+", "-"):
            left = Op(self.take()[1], (left, self.product()))
        return left

    def product(self) -> Expr:
        left = self.unary()
        while self.peek() in ("*", "/"):
            left = Op(self.take()[1], (left, self.unary()))
        return left

    def unary(self) -> Expr:
        word = (self.peek() or "").lower()
        if word == "-":
            self.take()
            return Op("neg", (self.unary(),))
        if word in ("!", "not"):
            self.take()
            return Op("not", (self.unary(),))
        return self.primary()

    def primary(self) -> Expr:
        kind, text, nullable = self.take()
        if kind == "num":
            return Num(int(text))
        if text == "(":
            angle, self.angle = self.angle, False
            inner = self.expr()
            self.take(")")
            self.angle = angle
            return inner
        if kind != "name":
            raise TypeSyntaxError(f"unexpected {text!r} in {self.text!r}")
        lower = text.lower()
        if lower in ("true", "false"):
            return Num(int(lower == "true"))
        if self.peek() == "(" and not nullable:
            self.take()
            args = self.list_until(")")
            return Call(lower, tuple(args))
        if lower in KIND_OF or lower.startswith("u!") or re.fullmatch(r"any\d*", lower):
            name = KIND_OF.get(lower, lower if not lower.startswith("u!") else "u!" + text[2:])
            params: tuple[Expr, ...] = ()
            if self.peek() == "<":
                self.take()
                angle, self.angle = self.angle, True
                params = tuple(self.func_params() if name == "func" else self.list_until(">"))
                self.angle = angle
            return TypeRef(name, params, nullable)
        if nullable:  # a type variable written with '?': `T?`
            return TypeRef(text, (), True)
        return Var(text)

    def list_until(self, close: str) -> list[Expr]:
        items: list[Expr] = []
        while self.peek() != close:
            if items:
                self.take(",")
            items.append(self.expr())
        self.take(close)
        return items

    def func_params(self) -> list[Expr]:
        """``func<any1 -> any2>`` or ``func<(any1, any2) -> any3>``: the parameters, then the result."""
        if self.peek() == "(":
            self.take()
            inputs = self.list_until(")")
        else:
            inputs = [self.expr()]
        self.take("->")
        result = self.expr()
        self.take(">")
        return [*inputs, result]


# ---- matching and evaluating ----------------------------------------------------

Bindings = dict[str, "int | T"]


class Unbound(LookupError):
    """A program uses a name no argument bound (its argument's type is unknown)."""


def bind(pattern: Expr, actual: T, bindings: Bindings, top: bool = True, loose: bool = False) -> bool:
    """Whether ``actual`` fits ``pattern``, binding its variables in ``bindings``
    (which it changes even when the answer is no).  At the top of an argument,
    nullability is the function's nullability rule's business, not the pattern's.
    ``loose``: a variable bound twice need only be bound to types of one kind
    (`any1` to `decimal<15,2>` and to `decimal<3,2>`), and integers are not compared."""
    if isinstance(pattern, Var):
        return _bind_value(pattern.name, actual.required() if top else actual, bindings, loose)
    if not isinstance(pattern, TypeRef):
        return False
    if not top and actual.nullable and not pattern.nullable and not pattern.name.startswith("any"):
        return False  # inside a type, a nullable pattern takes both, a required one only required
    if pattern.name == "any":
        return True
    if re.fullmatch(r"any\d+", pattern.name):
        # `any1?` inside a type binds the type its `?` makes nullable.
        return _bind_value(pattern.name, actual.required() if top or pattern.nullable else actual, bindings, loose)
    if pattern.name != actual.kind:
        return False
    if not pattern.params or not actual.params:
        return True  # `decimal` alone: any precision and scale; or the actual ones are not known
    if len(pattern.params) != len(actual.params):
        return False
    for want, got in zip(pattern.params, actual.params, strict=True):
        if isinstance(got, T):
            if not bind(want, got, bindings, top=False, loose=loose):
                return False
        elif isinstance(want, Var):
            if not _bind_value(want.name, got, bindings, loose):
                return False
        elif isinstance(want, Num):
            if want.value != got and not loose:
                return False
        else:
            return False
    return True


def _bind_value(name: str, value: int | T, bindings: Bindings, loose: bool = False) -> bool:
    known = bindings.setdefault(name, value)
    if known == value:
        return True
    if not loose:
        return False
    return isinstance(known, int) and isinstance(value, int) or \
        isinstance(known, T) and isinstance(value, T) and known.same_kind(value)


def evaluate(program: Program, bindings: Bindings) -> T:
    """The type ``program`` makes with the variables ``bindings`` gives (raises
    :class:`Unbound` when it needs one that is not there)."""
    values = dict(bindings)
    for name, expr in program.assignments:
        try:
            values[name] = _value(expr, values)
        except Unbound:
            pass  # a parameter of an argument not known: so are the result's that use it
    result = _value(program.result, values)
    if not isinstance(result, T):
        raise TypeSyntaxError(f"a return program ends in {result!r}, not a type")
    return result


def _value(expr: Expr, values: Bindings) -> int | T:
    if isinstance(expr, Num):
        return expr.value
    if isinstance(expr, Var):
        if expr.name not in values:
            raise Unbound(expr.name)
        return values[expr.name]
    if isinstance(expr, IfElse):
        return _value(expr.then if _int(expr.cond, values) else expr.other, values)
    if isinstance(expr, Call):
        args = [_int(a, values) for a in expr.args]
        if not args or expr.name == "integer_parameter" and len(args) != 1:
            raise TypeSyntaxError(f"{expr.name}() with {len(args)} arguments")
        if expr.name == "min":
            return min(args)
        if expr.name == "max":
            return max(args)
        if expr.name == "integer_parameter":  # the value of a constant integer argument
            return args[0]
        raise TypeSyntaxError(f"unknown function {expr.name}()")
    if isinstance(expr, Op):
        return _operate(expr.op, [_int(a, values) for a in expr.args])
    # a type
    if expr.name.startswith("any") or expr.name not in KIND_OF.values() and not expr.name.startswith("u!"):
        if expr.name not in values:
            raise Unbound(expr.name)
        bound = values[expr.name]
        if not isinstance(bound, T):
            raise TypeSyntaxError(f"{expr.name} is a number, used as a type")
        return bound.with_nullable(True) if expr.nullable else bound
    try:
        params = tuple(_value(p, values) for p in expr.params)
    except Unbound:
        if expr.name in _TYPE_PARAMETERS:
            raise
        params = ()  # integer parameters not known: `decimal` alone
    return T(expr.name, params, expr.nullable)


_TYPE_PARAMETERS = frozenset(("list", "map", "struct", "func"))


def _int(expr: Expr, values: Bindings) -> int:
    value = _value(expr, values)
    if isinstance(value, T):
        raise TypeSyntaxError(f"a type ({value}) where a number belongs")
    return value


def _operate(op: str, args: list[int]) -> int:
    if op == "neg":
        return -args[0]
    if op == "not":
        return int(not args[0])
    a, b = args
    if op == "/":
        return int(a / b)  # toward zero, as integer parameters are computed
    result = {"+": a + b, "-": a - b, "*": a * b, "<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b,
              "=": a == b, "!=": a != b, "and": bool(a and b), "or": bool(a or b)}[op]
    return int(result)
