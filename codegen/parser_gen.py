"""Generates ``generated/fast_parser.py``: a recursive-descent parser from the parser rules of ``grammar/``.

One method per rule.  Each decision (alternatives, ``?``, ``*``, ``+``) looks
at the next token, or at the next two where one is not enough; where even
two tokens leave several alternatives, they are tried in ANTLR's order (the
first alternative first, and for ``?`` and loops going in before going out),
an alternative counting only if the token after it can follow it.  A text
the generated parser cannot parse this way is handed to ANTLR, so it never
rejects what ANTLR accepts; tests/test_fast_parser.py checks that what it
accepts, it reads as ANTLR does.

A rule does not build a parse tree: it collects its children (tokens, and
what its sub-rules returned) in a list and hands the list to the action
named after the rule, or after the alternative's ``# label``.  The actions
are given to the parser by name (substrait_explain/text/syntax.py), and a parser
built without one of them fails at once, naming what is missing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeGuard

from codegen import g4, lexer_gen

EOF = -1
ANY = None  # in a two-token look-ahead: any second token
INLINE_LINES = 24  # a rule whose code is at most this long is written out where it is called
# A pair of token types (EOF, -1, as 0; any second token as PAIR - 1) is looked up as one int.
PAIR = 128


def _reaches(calls: dict[str, set[str]], name: str) -> bool:
    """Whether rule ``name`` comes back to itself through ``calls``."""
    seen, stack = set(), list(calls[name])
    while stack:
        callee = stack.pop()
        if callee == name:
            return True
        if callee not in seen:
            seen.add(callee)
            stack.extend(calls[callee])
    return False


def _concat(left: set[tuple], right: set[tuple], k: int = 2) -> set[tuple]:
    """The first ``k`` tokens of a sequence from ``left`` followed by one from ``right``."""
    out = set()
    for a in left:
        if len(a) >= k:
            out.add(a[:k])
        else:
            for b in right:
                out.add((a + b)[:k])
    return out


class Analysis:
    """Token types, and the FIRST (one and two tokens) and FOLLOW sets of the rules."""

    def __init__(self, parser: g4.Grammar, lexer: g4.Grammar) -> None:
        self.rules = parser.rules
        self.types = lexer_gen.token_types(lexer)
        self.literals = lexer_gen.literal_types(lexer, self.types)
        self.all_tokens = frozenset(self.types.values())
        for name, rule in self.rules.items():
            if name[0].isupper() or rule.fragment:
                raise g4.GrammarError(f"parser rule {name}: parser rules start with a lower-case letter")
        self.first2: dict[str, set[tuple]] = {name: set() for name in self.rules}
        changed = True
        while changed:
            changed = False
            for name, rule in self.rules.items():
                new = self.first(rule.block)
                if new != self.first2[name]:
                    self.first2[name] = new
                    changed = True
        calls = {name: self._calls(rule.block) for name, rule in self.rules.items()}
        self.recursive = {name for name in self.rules if _reaches(calls, name)}
        left = {name: self._left_calls(rule.block) for name, rule in self.rules.items()}
        for name in self.rules:
            if _reaches(left, name):
                raise g4.GrammarError(f"parser rule {name} is left-recursive: the fast parser (recursive "
                                      "descent) cannot read it; write the repetition as a loop, e.g. "
                                      "`a : b ( op b )* ;`")
        self.follow: dict[str, set[int]] = {name: set() for name in self.rules}
        changed = True
        while changed:
            changed = False
            for name, rule in self.rules.items():
                for alt in rule.block.alts:
                    changed |= self._follow_seq(list(alt.elements), set(self.follow[name]))

    def _calls(self, e: g4.Element | g4.Alt) -> set[str]:
        """The rules an element refers to."""
        if isinstance(e, g4.Ref):
            return {e.name} if e.name in self.rules else set()
        if isinstance(e, (g4.Repeat, g4.Not)):
            return self._calls(e.element)
        if isinstance(e, g4.Block):
            return set().union(*(self._calls(a) for a in e.alts))
        if isinstance(e, g4.Alt):
            return set().union(set(), *(self._calls(x) for x in e.elements))
        return set()

    def _left_calls(self, e: g4.Element | g4.Alt) -> set[str]:
        """The rules an element may call before it has taken any token."""
        if isinstance(e, g4.Ref):
            return {e.name} if e.name in self.rules else set()
        if isinstance(e, g4.Repeat):
            return self._left_calls(e.element)
        if isinstance(e, g4.Block):
            return set().union(*(self._left_calls(a) for a in e.alts))
        if isinstance(e, g4.Alt):
            out = set()
            for x in e.elements:
                out |= self._left_calls(x)
                if () not in self.first(x):
                    break
            return out
        return set()

    def token(self, e: g4.Element | g4.Alt) -> int:
        if isinstance(e, g4.Literal):
            if e.text not in self.literals:
                raise g4.GrammarError(f"parser: no lexer rule is exactly {e.text!r}")
            return self.literals[e.text]
        if not isinstance(e, g4.Ref):
            raise g4.GrammarError(f"parser: a token is needed here, found {e!r}")
        if e.name == "EOF":
            return EOF
        if e.name not in self.types:
            raise g4.GrammarError(f"parser: unknown token or rule {e.name}")
        return self.types[e.name]

    def is_rule(self, e: g4.Element | g4.Alt) -> TypeGuard[g4.Ref]:
        return isinstance(e, g4.Ref) and e.name in self.rules

    def not_set(self, e: g4.Not) -> frozenset[int]:
        """The tokens ``~x`` matches."""
        inner = e.element
        if isinstance(inner, g4.Block):
            excluded = set()
            for alt in inner.alts:
                if len(alt.elements) != 1 or self.is_rule(alt.elements[0]):
                    raise g4.GrammarError(f"parser: ~(...) takes tokens, found {alt!r}")
                excluded.add(self.token(alt.elements[0]))
        else:
            excluded = {self.token(inner)}
        return self.all_tokens - excluded

    def first(self, e: g4.Element | g4.Alt) -> set[tuple]:
        """The token sequences (up to two tokens; shorter if the element can be that short) it starts with."""
        if isinstance(e, g4.Ref) and e.name in self.rules:
            return self.first2[e.name]
        if isinstance(e, (g4.Ref, g4.Literal)):
            return {(self.token(e),)}
        if isinstance(e, g4.Not):
            return {(t,) for t in self.not_set(e)}
        if isinstance(e, g4.Repeat):
            inner = self.first(e.element)
            if e.op == "?":
                return inner | {()}
            many = {()} | inner | _concat(inner, inner)
            return many if e.op == "*" else _concat(inner, many)
        if isinstance(e, g4.Block):
            out = set()
            for alt in e.alts:
                out |= self.first(alt)
            return out
        if isinstance(e, g4.Alt):
            return self.first_seq(e.elements)
        raise g4.GrammarError(f"parser: cannot read {e!r}")

    def first_seq(self, elements: Sequence[g4.Element]) -> set[tuple]:
        out = {()}
        for x in elements:
            if all(len(s) >= 2 for s in out):
                break
            out = _concat(out, self.first(x))
        return out

    def first1(self, elements: Sequence[g4.Element], follow: set[int]) -> set[int]:
        """The tokens a sequence starts with, ``follow`` included if it can be empty."""
        out = set()
        for s in self.first_seq(elements):
            if s:
                out.add(s[0])
            else:
                out |= follow
        return out

    def _follow_seq(self, elements: list, follow: set[int]) -> bool:
        """Adds to the rules' FOLLOW sets what follows them in ``elements``; True if any grew."""
        changed = False
        for i, x in enumerate(elements):
            after = self.first1(elements[i + 1:], follow)
            changed |= self._follow_in(x, after)
        return changed

    def _follow_in(self, e: g4.Element, follow: set[int]) -> bool:
        if isinstance(e, g4.Ref) and e.name in self.rules:
            if not follow <= self.follow[e.name]:
                self.follow[e.name] |= follow
                return True
            return False
        if isinstance(e, g4.Repeat):
            inner_follow = set(follow)
            if e.op in "*+":
                inner_follow |= self.first1([e.element], set())
            return self._follow_in(e.element, inner_follow)
        if isinstance(e, g4.Block):
            changed = False
            for alt in e.alts:
                changed |= self._follow_seq(list(alt.elements), follow)
            return changed
        return False


def _follow1(follow2: set[tuple]) -> set[int]:
    return {s[0] for s in follow2}


@dataclass
class Emitter:
    """Writes the rule methods.  What may follow the code being written is
    passed down as a set of token pairs (a single token: any second)."""

    analysis: Analysis
    sets: dict[frozenset, str] = field(default_factory=dict)
    tables: dict[str, dict] = field(default_factory=dict)
    counter: int = 0
    children: str = "c"  # the name of the list of children being collected
    inlined: dict[str, bool] = field(default_factory=dict)

    def set_name(self, tokens: Iterable[int]) -> str:
        key = frozenset(tokens)
        if key not in self.sets:
            self.sets[key] = f"_S{len(self.sets)}"
        return self.sets[key]

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    # ---- rules ----

    def rule(self, rule: g4.Rule) -> list[str]:
        labels = [alt.label for alt in rule.block.alts]
        if any(labels) and not all(labels):
            raise g4.GrammarError(f"parser rule {rule.name}: label every alternative or none (as ANTLR)")
        body = self.body(rule, "c")
        # Each list of children an inlined rule collects is declared once (mypy needs its type).
        lists = sorted({line.split(" = ")[0].strip() for line in body if line.strip().startswith("c_")
                        and line.endswith(" = []")})
        # A rule that can come back to itself counts its depth: compiled code calling itself
        # directly does not count towards Python's recursion limit (base/deep.py).
        guard = ["    if d > self.limit:", "        raise RecursionError(" + repr(f"grammar rule {rule.name}") + ")"]
        return [f"def r_{rule.name}(self, p: int, d: int) -> tuple[object, int]:",
                *(guard if rule.name in self.analysis.recursive else []),
                "    T = self.T", "    K = self.K", "    v: object", "    c: list[object] = []",
                *(f"    {name}: list[object]" for name in lists),
                *("    " + line for line in body), "    return v, p"]

    def body(self, rule: g4.Rule, children: str) -> list[str]:
        """The code of a rule collecting into ``children``, leaving the action's result in ``v``."""
        outer, self.children = self.children, children
        follow = {(t,) for t in self.analysis.follow[rule.name]} or {(EOF,)}
        choices = [(list(alt.elements), [f"v = self.a_{alt.label or rule.name}({children})"])
                   for alt in rule.block.alts]
        try:
            return self.decision(choices, follow)
        finally:
            self.children = outer

    def inline(self, name: str) -> bool:
        """Whether a call of rule ``name`` is written out in place: a small rule that
        does not call itself, which saves a method call on the most frequent rules."""
        if name not in self.inlined:
            self.inlined[name] = False  # while it is being measured, and for good if it recurses
            a = self.analysis
            if name not in a.recursive:
                saved = dict(self.sets), dict(self.tables), self.counter
                size = len(self.body(a.rules[name], "c"))
                self.sets, self.tables, self.counter = saved
                self.inlined[name] = size <= INLINE_LINES
        return self.inlined[name]

    @staticmethod
    def actions(rule: g4.Rule) -> list[str]:
        """The names of the rule's actions: its alternatives' labels, or the rule's name."""
        labels = [alt.label for alt in rule.block.alts if alt.label]
        return labels or [rule.name]

    # ---- sequences and elements ----

    def seq(self, elements: list, follow: set[tuple], known: set[int] | None = None) -> list[str]:
        """``known``: the tokens the next one is known to be among, if checked already."""
        a = self.analysis
        lines = []
        for i, x in enumerate(elements):
            lines += self.element(x, _concat(a.first_seq(elements[i + 1:]), follow), known if i == 0 else None)
        return lines

    def element(self, e: g4.Element, follow: set[tuple], known: set[int] | None = None) -> list[str]:
        a = self.analysis
        if a.is_rule(e):
            if self.inline(e.name):
                kids = self.children + "_"
                code = self.body(a.rules[e.name], kids)
                return [f"{kids} = []", *code, f"{self.children}.append(v)"]
            return [f"v, p = self.r_{e.name}(p, d + 1)", f"{self.children}.append(v)"]
        if isinstance(e, (g4.Ref, g4.Literal, g4.Not)):
            if isinstance(e, g4.Not):
                allowed = a.not_set(e)
                check = [f"if T[p] not in {self.set_name(allowed)}:", "    raise _Fail"]
            else:
                allowed = frozenset({a.token(e)})
                check = [f"if T[p] != {a.token(e)}:", "    raise _Fail"]
            take = [f"{self.children}.append(K[p])", "p += 1"]
            return (check if known is None or not known <= allowed else []) + take
        if isinstance(e, g4.Block):
            return self.decision([(list(alt.elements), []) for alt in e.alts], follow, known=known)
        if isinstance(e, g4.Repeat):
            if not e.greedy:
                raise g4.GrammarError("parser: non-greedy loops are not supported")
            body = [e.element]
            if e.op == "?":
                return self.decision([(body, [])], follow, exit_code=[], exit_follow=follow)
            loop_follow = _concat(a.first(g4.Repeat(e.element, "*")), follow)
            lines = self.seq(body, loop_follow) if e.op == "+" else []
            inner = self.decision([(body, [])], loop_follow, exit_code=["break"], exit_follow=follow)
            return lines + ["while True:", *("    " + x for x in inner)]
        raise g4.GrammarError(f"parser: cannot generate {e!r}")

    # ---- decisions ----

    def decision(self, choices: list[tuple[list, list[str]]], follow: set[tuple],
                 exit_code: list[str] | None = None, exit_follow: set[tuple] | frozenset[tuple] = frozenset(),
                 known: set[int] | None = None) -> list[str]:
        """Code choosing among ``choices`` (elements, code after them) and, when
        ``exit_code`` is given, going out of the optional part or loop (the
        last choice, as in ANTLR, where going in wins)."""
        if len(choices) == 1 and exit_code is None:
            return self.option(choices[0], follow, known)
        a = self.analysis
        options = [(els, after, {s if len(s) == 2 else (s[0], ANY) for s in _concat(a.first_seq(els), follow)})
                   for els, after in choices]
        if exit_code is not None:
            options.append(([], exit_code, {s if len(s) == 2 else (s[0], ANY) for s in exit_follow}))
        by_token: dict[int, tuple[int, ...]] = {}
        for i, (_, _, la) in enumerate(options):
            for t in sorted({s[0] for s in la}):
                by_token[t] = by_token.get(t, ()) + (i,)
        groups: dict[tuple[int, ...], set[int]] = {}  # the first tokens, by the options they leave open
        for t, opened in by_token.items():
            groups.setdefault(opened, set()).add(t)
        lines = ["t = T[p]"]
        keyword = "if"
        for opened, tokens in sorted(groups.items()):
            test = f"t == {next(iter(tokens))}" if len(tokens) == 1 else f"t in {self.set_name(tokens)}"
            lines.append(f"{keyword} {test}:")
            keyword = "elif"
            if len(opened) == 1:
                body = self.option(options[opened[0]], follow, tokens)
            else:
                body = self.second_token(options, opened, tokens, follow)
            lines += ["    " + x for x in body or ["pass"]]
        lines += ["else:", "    raise _Fail"]
        return lines

    def second_token(self, options: list[tuple], opened: Iterable[int], tokens: set[int],
                     follow: set[tuple]) -> list[str]:
        """Code for first tokens that leave several options open: look at the second."""
        table: dict[tuple, tuple[int, ...]] = {}
        for i in opened:
            for t1, t2 in options[i][2]:
                if t1 in tokens:
                    table[(t1, t2)] = table.get((t1, t2), ()) + (i,)
        # A pair not in the table takes the options open to any second token.
        for (t1, t2), opts in list(table.items()):
            if t2 is not ANY and (t1, ANY) in table:
                table[(t1, t2)] = tuple(sorted(set(opts) | set(table[(t1, ANY)])))
        ids: dict[tuple[int, ...], int] = {}
        entries = {}
        for key, opts in sorted(table.items(), key=lambda kv: (kv[0][0], -2 if kv[0][1] is ANY else kv[0][1])):
            entries[key] = ids.setdefault(opts, len(ids) + 1)
        name = next((n for n, e in self.tables.items() if e == entries), None)
        if name is None:
            name = f"_D{len(self.tables)}"
            self.tables[name] = entries
        lines = [f"g = {name}.get(t * {PAIR} + T[p + 1] + 1) or {name}.get(t * {PAIR} + {PAIR - 1}, 0)"]
        keyword = "if"
        for opts, number in ids.items():
            lines.append(f"{keyword} g == {number}:")
            keyword = "elif"
            lines += ["    " + x for x in self.attempts([options[i] for i in opts], follow) or ["pass"]]
        lines += ["else:", "    raise _Fail"]
        return lines

    def attempts(self, options: list[tuple], follow: set[tuple]) -> list[str]:
        """Try each option in turn; one counts if it parses and the token after it can follow.
        Its code after the elements (an action) runs only once it counts."""
        if len(options) == 1:
            return self.option(options[0], follow)
        (elements, after, _), rest = options[0], options[1:]
        n, q = self.fresh("n"), self.fresh("q")
        tried = self.seq(elements, follow) + [f"if T[p] not in {self.set_name(_follow1(follow))}:",
                                                "    raise _Fail"]
        return [
            f"{n}, {q} = len({self.children}), p",
            "try:",
            *("    " + x for x in tried),
            "except _Fail:",
            f"    del {self.children}[{n}:]",
            f"    p = {q}",
            *("    " + x for x in self.attempts(rest, follow)),
            *(["else:", *("    " + x for x in after)] if after else []),
        ]

    def option(self, option: tuple, follow: set[tuple], known: set[int] | None = None) -> list[str]:
        elements, after = option[0], option[1]
        return self.seq(elements, follow, known) + after


def _pair_key(first: int, second: int | None) -> int:
    if max(first, second or 0) >= PAIR - 2:
        raise g4.GrammarError(f"parser: more than {PAIR - 3} token types; raise PAIR in codegen/parser_gen.py")
    return first * PAIR + (PAIR - 1 if second is ANY else second + 1)


def tables(parser: g4.Grammar, lexer: g4.Grammar) -> dict:
    analysis = Analysis(parser, lexer)
    emitter = Emitter(analysis)
    methods = [emitter.rule(rule) for rule in parser.rules.values()]
    actions = [name for rule in parser.rules.values() for name in emitter.actions(rule)]
    return {
        "rules": list(parser.rules),
        "actions": actions,
        "methods": methods,
        "sets": sorted(((name, sorted(tokens)) for tokens, name in emitter.sets.items()), key=lambda x: int(x[0][2:])),
        "tables": [(name, {_pair_key(t1, t2): g for (t1, t2), g in entries.items()})
                   for name, entries in emitter.tables.items()],
        "pair": PAIR,
        "token_names": {number: name for name, number in analysis.types.items()},
    }
