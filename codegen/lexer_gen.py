"""Generates ``generated/fast_lexer.py``: the lexer rules of ``grammar/`` as compiled regular expressions.

ANTLR's lexer takes, at each position, the longest match of any rule of the
current mode, the first rule on a tie.  Python's ``re`` takes the first
alternative that matches.  So each alternative of each rule is a candidate,
the candidates of a mode are joined in rule order into one pattern, and
after its match the tokenizer tries the candidates after the one that
matched which could still be longer (its "rivals", a table built here by
first character), keeping the longest.  Most tokens have no rival: an
identifier or a bracket is taken as the pattern matched it.  Lexer
commands (``skip``, ``channel``, ``pushMode``, ``popMode``, ``mode``,
``type``) are carried out as ANTLR does; any other stops the generator.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from codegen import g4

ASCII = 128
HIDDEN_CHANNELS = ("HIDDEN",)


@dataclass
class Candidate:
    rule: str
    pattern: str
    token_type: int  # 0: no token (skipped or hidden)
    max_len: float
    multiline: bool  # may hold a line feed
    first: frozenset[int]  # ASCII characters it may start with
    non_ascii: bool  # may start with a character past ASCII
    push: int  # mode to push, -1 if none
    pop: bool
    set_mode: int  # mode to switch to, -1 if none
    run: str | None  # for `[chars]+`: its characters (white space), taken without a pattern


def token_types(lexer: g4.Grammar) -> dict[str, int]:
    """ANTLR's numbering: rules in order, leaving out fragments and rules that
    `type()` their tokens to another."""
    types: dict[str, int] = {}
    for rule in lexer.rules.values():
        if rule.fragment or any(c.startswith("type(") for a in rule.block.alts for c in a.commands):
            continue
        types[rule.name] = len(types) + 1
    return types


def literal_types(lexer: g4.Grammar, types: dict[str, int]) -> dict[str, int]:
    """Token types by the literal that is their whole rule ('===' is SECTION)."""
    out = {}
    for rule in lexer.rules.values():
        alts = rule.block.alts
        if rule.name in types and len(alts) == 1 and len(alts[0].elements) == 1 \
                and isinstance(alts[0].elements[0], g4.Literal):
            out[alts[0].elements[0].text] = types[rule.name]
    return out


class _Translator:
    def __init__(self, lexer: g4.Grammar) -> None:
        self.rules = lexer.rules

    def regex(self, e: g4.Element | g4.Alt) -> str:
        if isinstance(e, g4.Literal):
            return "".join(_class(((ord(c), ord(c)),)) for c in e.text)
        if isinstance(e, g4.CharSet):
            return "[" + _class(e.ranges) + "]"
        if isinstance(e, g4.AnyChar):
            return "."
        if isinstance(e, g4.Not):
            return "[^" + _class(self.ranges(e.element, "~")) + "]"
        if isinstance(e, g4.Ref):
            return "(?:" + self.regex(self.rule(e.name).block) + ")"
        if isinstance(e, g4.Repeat):
            return "(?:" + self.regex(e.element) + ")" + e.op + ("" if e.greedy else "?")
        if isinstance(e, g4.Block):
            return "(?:" + "|".join(self.regex(a) for a in e.alts) + ")"
        if isinstance(e, g4.Alt):
            return "".join(self.regex(x) for x in e.elements)
        raise g4.GrammarError(f"lexer: cannot translate {e!r}")

    def rule(self, name: str) -> g4.Rule:
        if name not in self.rules:
            raise g4.GrammarError(f"lexer: unknown rule {name}")
        return self.rules[name]

    def ranges(self, e: g4.Element | g4.Alt, where: str) -> tuple[tuple[int, int], ...]:
        """The characters of a one-character element (for ``~``)."""
        if isinstance(e, g4.CharSet):
            return e.ranges
        if isinstance(e, g4.Literal) and len(e.text) == 1:
            return ((ord(e.text), ord(e.text)),)
        if isinstance(e, g4.Block):
            out: tuple[tuple[int, int], ...] = ()
            for alt in e.alts:
                if len(alt.elements) != 1:
                    raise g4.GrammarError(f"lexer: {where} needs single characters, found {alt!r}")
                out += self.ranges(alt.elements[0], where)
            return out
        if isinstance(e, g4.Ref):
            return self.ranges(self.rule(e.name).block, where)
        raise g4.GrammarError(f"lexer: {where} needs single characters, found {e!r}")

    def first(self, e: g4.Element | g4.Alt) -> tuple[set[int], bool, bool]:
        """(ASCII characters it may start with, may start past ASCII, may be empty)."""
        if isinstance(e, g4.Literal):
            if not e.text:
                return set(), False, True
            c = ord(e.text[0])
            return ({c}, False, False) if c < ASCII else (set(), True, False)
        if isinstance(e, (g4.CharSet, g4.Not, g4.AnyChar)):
            if isinstance(e, g4.AnyChar):
                return set(range(ASCII)), True, False
            ranges = e.ranges if isinstance(e, g4.CharSet) else self.ranges(e.element, "~")
            inside = {c for lo, hi in ranges for c in range(lo, min(hi, ASCII - 1) + 1)}
            beyond = any(hi >= ASCII for lo, hi in ranges)
            if isinstance(e, g4.Not):
                return set(range(ASCII)) - inside, True, False
            return inside, beyond, False
        if isinstance(e, g4.Ref):
            return self.first(self.rule(e.name).block)
        if isinstance(e, g4.Repeat):
            chars, beyond, empty = self.first(e.element)
            return chars, beyond, empty or e.op in "?*"
        if isinstance(e, g4.Block):
            chars, beyond, empty = set[int](), False, False
            for alt in e.alts:
                some, past, none = self.first(alt)
                chars |= some
                beyond |= past
                empty |= none
            return chars, beyond, empty
        chars, beyond = set[int](), False  # an Alt: a sequence
        for x in e.elements:
            some, past, none = self.first(x)
            chars |= some
            beyond |= past
            if not none:
                return chars, beyond, False
        return chars, beyond, True

    def run(self, alt: g4.Alt) -> str | None:
        """The characters of an alternative that is one greedy `[chars]+` of a few ASCII characters."""
        if len(alt.elements) != 1 or not isinstance(alt.elements[0], g4.Repeat):
            return None
        repeat = alt.elements[0]
        if repeat.op != "+" or not repeat.greedy:
            return None
        try:
            ranges = self.ranges(repeat.element, "+")
        except g4.GrammarError:  # not one character at a time
            return None
        chars = [chr(c) for lo, hi in ranges for c in range(lo, hi + 1)]
        return "".join(chars) if len(chars) <= 8 and all(c < chr(ASCII) for c in chars) else None

    def max_len(self, e: g4.Element | g4.Alt) -> float:
        if isinstance(e, g4.Literal):
            return len(e.text)
        if isinstance(e, (g4.CharSet, g4.Not, g4.AnyChar)):
            return 1
        if isinstance(e, g4.Ref):
            return self.max_len(self.rule(e.name).block)
        if isinstance(e, g4.Repeat):
            return self.max_len(e.element) if e.op == "?" else math.inf
        if isinstance(e, g4.Block):
            return max(self.max_len(a) for a in e.alts)
        return sum(self.max_len(x) for x in e.elements)

    def has_newline(self, e: g4.Element | g4.Alt) -> bool:
        if isinstance(e, g4.Literal):
            return "\n" in e.text
        if isinstance(e, g4.CharSet):
            return any(lo <= 10 <= hi for lo, hi in e.ranges)
        if isinstance(e, g4.Not):
            return not any(lo <= 10 <= hi for lo, hi in self.ranges(e.element, "~"))
        if isinstance(e, g4.AnyChar):
            return True
        if isinstance(e, g4.Ref):
            return self.has_newline(self.rule(e.name).block)
        if isinstance(e, g4.Repeat):
            return self.has_newline(e.element)
        if isinstance(e, g4.Block):
            return any(self.has_newline(a) for a in e.alts)
        return any(self.has_newline(x) for x in e.elements)


def _class(ranges: tuple[tuple[int, int], ...]) -> str:
    def char(c: int) -> str:
        if 32 <= c < 127:
            return re.escape(chr(c))
        return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}" if c < 0x10000 else f"\\U{c:08x}"
    return "".join(char(lo) if lo == hi else f"{char(lo)}-{char(hi)}" for lo, hi in ranges)


def candidates(lexer: g4.Grammar) -> dict[str, list[Candidate]]:
    """Every alternative of every rule, by mode, in rule order."""
    types = token_types(lexer)
    modes = lexer.modes
    t = _Translator(lexer)
    out: dict[str, list[Candidate]] = {m: [] for m in modes}
    for rule in lexer.rules.values():
        if rule.fragment:
            continue
        for alt in rule.block.alts:
            chars, beyond, empty = t.first(alt)
            if empty:
                raise g4.GrammarError(f"lexer rule {rule.name} can match the empty string")
            token_type, push, pop, set_mode = types.get(rule.name, 0), -1, False, -1
            for command in alt.commands:
                name, _, arg = command.partition("(")
                arg = arg.rstrip(")")
                if name == "skip" or (name == "channel" and arg in HIDDEN_CHANNELS):
                    token_type = 0
                elif name == "type":
                    token_type = types[arg]
                elif name in ("pushMode", "mode"):
                    if arg not in modes:
                        raise g4.GrammarError(f"lexer rule {rule.name}: unknown mode {arg}")
                    push, set_mode = (modes.index(arg), -1) if name == "pushMode" else (-1, modes.index(arg))
                elif name == "popMode":
                    pop = True
                else:
                    raise g4.GrammarError(f"lexer rule {rule.name}: the command {command} is not supported")
            out[rule.mode].append(Candidate(
                rule.name, t.regex(alt), token_type, t.max_len(alt), t.has_newline(alt),
                frozenset(chars), beyond, push, pop, set_mode, t.run(alt),
            ))
    return out


def _order(cands: list[Candidate]) -> list[Candidate]:
    """The order to try candidates in: rule order, except that a candidate
    whose pattern extends another's comes before it (a comment line before a
    plain line break), so that the shorter one matching means the longer failed."""
    order = list(cands)
    moved = True
    while moved:
        moved = False
        for i in range(len(order)):
            for j in range(i + 1, len(order)):
                if order[j].pattern.startswith(order[i].pattern) and order[j].pattern != order[i].pattern:
                    order.insert(i, order.pop(j))
                    moved = True
                    break
            if moved:
                break
    return order


def _entry(cands: list[Candidate]) -> dict:
    """The candidates that can start with some character (in rule order): their
    alternation, and for each (by group number, from 1) what it does and its rivals.

    The candidate that matched is the first in the alternation that can match
    here, so only one after it can make a token that ANTLR would take
    instead: a longer one, or one as long from an earlier rule.
    """
    priority = {id(c): i for i, c in enumerate(cands)}
    order = _order(cands)

    def rivals(k: int) -> list[tuple]:
        mine = priority[id(order[k])]
        return [(c.pattern, "INF" if c.max_len == math.inf else int(c.max_len), j + 1, priority[id(c)])
                for j, c in enumerate(order) if j > k and (c.max_len > 1 or priority[id(c)] < mine)]

    return {
        "rules": [c.rule for c in order],
        "pattern": "|".join(f"({c.pattern})" for c in order),
        # The first candidate is one character long, or a run of a few characters, and nothing
        # after it can win: every ASCII character that leads here starts it (each candidate tried
        # can start with it), so it is the token, taken without running the pattern (commas,
        # brackets and white space, half of a plan's tokens).  Not so for the entry of the
        # characters past ASCII (see tables).  "run": the characters that continue the token.
        "single": (order[0].max_len == 1 or order[0].run is not None) and not rivals(0),
        "run": "" if order[0].max_len == 1 else order[0].run,
        "groups": [{
            "rule": c.rule, "type": c.token_type, "multiline": c.multiline, "priority": priority[id(c)],
            "mode": (c.push, c.pop, c.set_mode) if c.push >= 0 or c.pop or c.set_mode >= 0 else None,
            "rivals": rivals(k),
        } for k, c in enumerate(order)],
    }


def tables(lexer: g4.Grammar) -> dict:
    """What the template lays out: an entry per distinct list of candidates,
    and per mode which entry each ASCII character, and any other, starts."""
    by_mode = candidates(lexer)
    entries: list[dict] = []
    index: dict[tuple[int, ...], int] = {}
    modes: list[dict] = []

    def entry_of(cands: list[Candidate], tried: tuple[int, ...]) -> int:
        key = (len(modes),) + tried
        if key not in index:
            index[key] = len(entries)
            entries.append(_entry([cands[i] for i in tried]))
        return index[key]

    for mode in lexer.modes:
        cands = by_mode[mode]
        chars: dict[int, list[str]] = {}
        for code in range(ASCII):
            tried = tuple(i for i, c in enumerate(cands) if code in c.first)
            if tried:
                chars.setdefault(entry_of(cands, tried), []).append(chr(code))
        other = tuple(i for i, c in enumerate(cands) if c.non_ascii)
        other_entry = entry_of(cands, other) if other else None
        if other_entry is not None:  # one candidate past ASCII ('⁉') does not start with every character there
            entries[other_entry]["single"] = False
        modes.append({
            "name": mode,
            "chars": [("".join(cs), number) for number, cs in chars.items()],
            "other": other_entry,
        })
    return {"types": token_types(lexer), "entries": entries, "modes": modes}
