"""Reads the ANTLR grammars in ``grammar/`` into a small tree, for the fast recognizer's generators.

Only the part of ANTLR's notation the grammars use is understood: lexer and
parser rules, alternatives with ``# labels``, element labels (``x=`` and
``x+=``), ``? * +`` (and their non-greedy forms), sub-rules, ``~`` sets, char
sets, ranges, ``.``, string literals, ``fragment``, ``mode``, lexer commands,
``import`` and ``options``.  Anything else stops the generator with the file,
line and what was found, so that a grammar change the generators cannot
follow is noticed at once instead of producing a recognizer that differs
from ANTLR's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn


class GrammarError(SystemExit):
    pass


# ---- the tree -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ref:  # a token or rule name; `label=` before it is kept
    name: str
    label: str | None = None


@dataclass(frozen=True)
class Literal:  # 'text'
    text: str


@dataclass(frozen=True)
class CharSet:  # [a-z] or a range 'a'..'z': inclusive (low, high) code points
    ranges: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class AnyChar:  # .
    pass


@dataclass(frozen=True)
class Not:  # ~x: one symbol (character or token) not matched by x
    element: Element


@dataclass(frozen=True)
class Repeat:  # x? x* x+
    element: Element
    op: str
    greedy: bool = True


@dataclass(frozen=True)
class Alt:
    elements: tuple[Element, ...]
    label: str | None = None  # `# name` of a parser alternative
    commands: tuple[str, ...] = ()  # `-> skip, pushMode(X)` of a lexer alternative


@dataclass(frozen=True)
class Block:  # ( a | b )
    alts: tuple[Alt, ...]


# What a rule's alternative is a sequence of.
Element = Ref | Literal | CharSet | AnyChar | Not | Repeat | Block


@dataclass
class Rule:
    name: str
    block: Block
    fragment: bool = False
    mode: str = "DEFAULT_MODE"


@dataclass
class Grammar:
    kind: str  # lexer | parser
    name: str
    rules: dict[str, Rule] = field(default_factory=dict)
    imports: list[str] = field(default_factory=list)
    modes: list[str] = field(default_factory=lambda: ["DEFAULT_MODE"])


# ---- reading ----------------------------------------------------------------------------------

_TOKEN = re.compile(r"""
    (?P<ws>\s+|//[^\n]*|/\*.*?\*/)
  | (?P<options>options\s*\{[^}]*\})
  | (?P<str>'(?:\\.|[^'\\])*')
  | (?P<set>\[(?:\\.|[^\]\\])*\])
  | (?P<id>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<action>\{)
  | (?P<op>->|\.\.|\+=|[:;|()?*+~.#=,])
""", re.VERBOSE | re.DOTALL)

_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", "\\": "\\", "'": "'", "]": "]", "-": "-"}


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.text = path.read_text()
        self.tokens: list[tuple[str, str, int]] = []
        pos = 0
        while pos < len(self.text):
            m = _TOKEN.match(self.text, pos)
            if m is None:
                self.fail(pos, f"unexpected {self.text[pos]!r}")
            if m.lastgroup == "action":
                self.fail(pos, "actions and predicates are not allowed")
            if m.lastgroup != "ws":
                self.tokens.append((m.lastgroup or "", m.group(), pos))
            pos = m.end()
        self.tokens.append(("eof", "", len(self.text)))
        self.i = 0

    def fail(self, pos: int, message: str) -> NoReturn:
        line = self.text.count("\n", 0, pos) + 1
        raise GrammarError(f"{self.path.name}:{line}: {message} (codegen/g4.py reads a subset of ANTLR)")

    def peek(self, offset: int = 0) -> tuple[str, str, int]:
        return self.tokens[min(self.i + offset, len(self.tokens) - 1)]

    def take(self, text: str | None = None, kind: str | None = None) -> str:
        k, t, pos = self.peek()
        if (text is not None and t != text) or (kind is not None and k != kind):
            self.fail(pos, f"expected {text or kind}, found {t!r}")
        self.i += 1
        return t

    def grammar(self) -> Grammar:
        kind = self.take(kind="id")
        if kind not in ("lexer", "parser"):
            self.fail(self.peek()[2], "only `lexer grammar` and `parser grammar` files are read")
        self.take("grammar")
        g = Grammar(kind, self.take(kind="id"))
        self.take(";")
        mode = "DEFAULT_MODE"
        while self.peek()[0] != "eof":
            k, t, pos = self.peek()
            if k == "options":
                self.i += 1
            elif t == "import":
                self.i += 1
                g.imports.append(self.take(kind="id"))
                while self.peek()[1] == ",":
                    self.i += 1
                    g.imports.append(self.take(kind="id"))
                self.take(";")
            elif t == "mode":
                self.i += 1
                mode = self.take(kind="id")
                g.modes.append(mode)
                self.take(";")
            elif k == "id":
                fragment = t == "fragment"
                if fragment:
                    self.i += 1
                name = self.take(kind="id")
                self.take(":")
                block = self.block(lexer=g.kind == "lexer", top=True)
                self.take(";")
                g.rules[name] = Rule(name, block, fragment, mode)
            else:
                self.fail(pos, f"unexpected {t!r}")
        return g

    def block(self, lexer: bool, top: bool = False) -> Block:
        alts = [self.alt(lexer, top)]
        while self.peek()[1] == "|":
            self.i += 1
            alts.append(self.alt(lexer, top))
        return Block(tuple(alts))

    def alt(self, lexer: bool, top: bool) -> Alt:
        elements = []
        label: str | None = None
        commands: tuple[str, ...] = ()
        while self.peek()[1] not in ("|", ";", ")", "#", "->") and self.peek()[0] != "eof":
            elements.append(self.suffixed(lexer))
        if self.peek()[1] == "#" and top:
            self.i += 1
            label = self.take(kind="id")
        if self.peek()[1] == "->" and top and lexer:
            self.i += 1
            listed = [self.command()]
            while self.peek()[1] == ",":
                self.i += 1
                listed.append(self.command())
            commands = tuple(listed)
        return Alt(tuple(elements), label, commands)

    def command(self) -> str:
        name = self.take(kind="id")
        if self.peek()[1] == "(":
            self.i += 1
            arg = self.take(kind="id")
            self.take(")")
            return f"{name}({arg})"
        return name

    def suffixed(self, lexer: bool) -> Element:
        element = self.atom(lexer)
        if self.peek()[1] in ("?", "*", "+"):
            op = self.take()
            greedy = True
            if self.peek()[1] == "?":
                self.i += 1
                greedy = False
            element = Repeat(element, op, greedy)
        return element

    def atom(self, lexer: bool) -> Element:
        k, t, pos = self.peek()
        if t == "~":
            self.i += 1
            return Not(self.atom(lexer))
        if t == "(":
            self.i += 1
            block = self.block(lexer)
            self.take(")")
            return block
        if t == ".":
            self.i += 1
            return AnyChar()
        if k == "str":
            self.i += 1
            text = _unquote(t[1:-1], lambda m: self.fail(pos, m))
            if self.peek()[1] == "..":
                self.i += 1
                k2, t2, pos2 = self.peek()
                self.take(kind="str")
                high = _unquote(t2[1:-1], lambda m: self.fail(pos2, m))
                if len(text) != 1 or len(high) != 1:
                    self.fail(pos, "a range is between two single characters")
                return CharSet(((ord(text), ord(high)),))
            return Literal(text)
        if k == "set":
            self.i += 1
            return CharSet(_char_set(t[1:-1], lambda m: self.fail(pos, m)))
        if k == "id":
            self.i += 1
            if self.peek()[1] in ("=", "+="):
                self.i += 1
                target = self.atom(lexer)
                if not isinstance(target, Ref):
                    self.fail(pos, "only a token or rule reference may carry a label")
                return Ref(target.name, t)
            return Ref(t)
        self.fail(pos, f"unexpected {t!r}")


def _unquote(body: str, fail: Callable[[str], object]) -> str:
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1:i + 2]
        if nxt == "u":
            if body[i + 2:i + 3] == "{":
                end = body.index("}", i)
                out.append(chr(int(body[i + 3:end], 16)))
                i = end + 1
            else:
                out.append(chr(int(body[i + 2:i + 6], 16)))
                i += 6
            continue
        if nxt not in _ESCAPES:
            fail(f"unknown escape \\{nxt}")
        out.append(_ESCAPES[nxt])
        i += 2
    return "".join(out)


def _char_set(body: str, fail: Callable[[str], object]) -> tuple[tuple[int, int], ...]:
    chars = _unquote(body, fail) if "\\-" not in body else None
    if chars is None:  # an escaped dash is a dash, not a range: mark it before unquoting
        chars = _unquote(body.replace("\\-", "\\u{E000}"), fail)
    ranges, i = [], 0
    while i < len(chars):
        low = chars[i]
        if i + 2 < len(chars) and chars[i + 1] == "-":
            high = chars[i + 2]
            i += 3
        else:
            high = low
            i += 1
        low = "-" if low == "\ue000" else low
        high = "-" if high == "\ue000" else high
        ranges.append((ord(low), ord(high)))
    return tuple(ranges)


def read(path: Path) -> Grammar:
    return _Reader(path).grammar()


def read_parser(path: Path) -> Grammar:
    """The parser grammar at ``path`` with the rules of the grammars it imports
    (its own rules win, as in ANTLR)."""
    grammar = read(path)
    for name in grammar.imports:
        imported = read(path.with_name(f"{name}.g4"))
        for rule_name, rule in imported.rules.items():
            grammar.rules.setdefault(rule_name, rule)
    return grammar
