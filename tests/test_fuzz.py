"""Any input either parses or raises the package's own errors: never another
exception, never a hang.

Texts come from a random walk over the generated parser's ATN (so they follow
the grammar and reach the plan builder), from grammar fragments spliced into
real texts, and from character- and line-level mutations of real texts.
Bytes and JSON come from random data and from truncated and mutated plans,
read as each format load_plan takes (YAML too) or detected.

Bounded by default so that CI stays fast; ``SUBSTRAIT_EXPLAIN_FUZZ=N`` runs N
examples per test instead.  Hypothesis prints the failing input (and a blob to
replay it with ``@reproduce_failure``).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import signal
import threading
from pathlib import Path

from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.atn.ATNState import RuleStopState
from antlr4.atn.Transition import (
    AtomTransition,
    NotSetTransition,
    RangeTransition,
    RuleTransition,
    SetTransition,
    WildcardTransition,
)
from conftest import corpus_files, seed_examples
from google.protobuf import json_format
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import plans
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.generated.enum_names import ENUM_NAMES
from substrait_explain.generated.relation_table import RELATIONS
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as Parser

EXAMPLES = int(os.environ.get("SUBSTRAIT_EXPLAIN_FUZZ", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, print_blob=True,
                suppress_health_check=list(HealthCheck))
# Generous: the slowest legitimate input here parses in well under a second.
TIME_LIMIT = 20.0

EXAMPLE = (Path(se.__file__).parent / "examples" / "tpch_q01.txt").read_text()
SMALL = ("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n"
         "  # 1 @ 1: add\n=== Plan\nRoot[a, \"b c\"]\n  Filter[add($0, 1:i32) => ...]\n"
         "    Project[$0, cast($1, i64), 'x':varchar<3>]\n      Read[t.u => a:i64, b:string?]\n")
# Corpus plans above this size cost more parse time than they add variety.
MAX_SEED_CHARS = 4000


# ---- never a hang ------------------------------------------------------------

class _Hang(Exception):
    pass


@contextlib.contextmanager
def _time_limit(what: str, subject):
    """Fail if the body runs longer than TIME_LIMIT.  SIGALRM interrupts pure
    Python at the next bytecode; only the main thread can take it, so
    elsewhere (and on platforms without it) there is no guard."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return
    fired = []

    def on_alarm(signum, frame):
        fired.append(True)
        raise _Hang()

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        # Checked here and not by catching _Hang: the package might swallow
        # the exception and return or raise something else.
        if fired:
            raise AssertionError(f"{what} gave no answer within {TIME_LIMIT:g} s for {subject!r}")


def _call(fn, arg, *more, **named):
    with _time_limit(fn.__name__, arg):
        return fn(arg, *more, **named)


# ---- the checks --------------------------------------------------------------

def check_parse_error(e: se.ParseError, text: str) -> None:
    # Lines as the lexer counts them: only '\n' ends one (str.splitlines
    # would also split at \r, \x0c, \x85, \u2028 ...).
    lines = text.split("\n")
    assert isinstance(e.line, int) and 1 <= e.line <= len(lines), (e.line, len(lines), e.message)
    width = len(lines[e.line - 1])
    assert isinstance(e.column, int) and 1 <= e.column <= width + 1, (e.line, e.column, width, e.message)
    assert isinstance(e.message, str) and e.message.strip(), repr(e.message)
    assert str(e)


def check_roundtrip(plan: Plan, text: str) -> None:
    again_text = _call(se.format, plan)
    again = _call(se.parse, again_text)
    assert again.SerializeToString(deterministic=True) == plan.SerializeToString(deterministic=True), \
        f"parse(format(parse(text))) differs\n--- text\n{text}\n--- formatted\n{again_text}"


def check_text(text: str) -> None:
    try:
        plan = _call(se.parse, text)
    except se.ParseError as e:
        check_parse_error(e, text)
        return
    check_roundtrip(plan, text)


def check_load(data, fmt: str | None = None) -> None:
    try:
        plan = _call(se.load_plan, data, fmt)
    except se.Error as e:
        assert str(e)
        return
    # What `convert` does next: a plan that loads may fail to format only
    # with the package's own error.
    try:
        _call(se.format, plan)
    except se.Error as e:
        assert str(e)


# ---- real texts and plans ------------------------------------------------------

def _quiet(fn, *args):
    try:
        return fn(*args)
    except se.Error:
        return None


@functools.cache
def real_plans() -> tuple[Plan, ...]:
    """Plans from the bundled example, the seed examples and the corpus;
    any that fail to load are left out (other tests report those)."""
    found = [_quiet(se.parse, SMALL), _quiet(se.parse, EXAMPLE)]
    found += [_quiet(se.parse, p.read_text()) for p in seed_examples()]
    found += [_quiet(se.load_plan, p.read_bytes()) for p in corpus_files()]
    return tuple(p for p in found if p is not None)


@functools.cache
def real_texts() -> tuple[str, ...]:
    texts = [t for t in (_quiet(se.format, p) for p in real_plans()) if t is not None]
    texts += [EXAMPLE] + [p.read_text() for p in seed_examples()]
    return tuple(sorted({t for t in texts if len(t) <= MAX_SEED_CHARS}, key=lambda t: (len(t), t)))


@functools.cache
def real_files() -> tuple[bytes, ...]:
    """Corpus files as they are: older shapes, comment headers and all."""
    return tuple(p.read_bytes() for p in corpus_files() if p.stat().st_size <= 16_000)


def real_text() -> st.SearchStrategy[str]:
    return st.deferred(lambda: st.sampled_from(real_texts()))


@st.composite
def formatted_plan(draw) -> str:
    # Plans drawn over every message: text shapes no corpus has.
    text = _quiet(se.format, draw(plans(10)))
    return text if text is not None else SMALL


def any_plan() -> st.SearchStrategy[Plan]:
    return st.one_of(st.deferred(lambda: st.sampled_from(real_plans())), plans(10))


# ---- the grammar, read from the generated parser and lexer ---------------------

def _costs(atn) -> dict[int, int]:
    """For every ATN state, the fewest transitions to the end of its rule
    (a rule call counts the callee's own cost).  Each step of a walk that
    always takes the cheapest transition lowers this, so such a walk ends."""
    states = [s for s in atn.states if s is not None]
    cost = {s.stateNumber: 0 if isinstance(s, RuleStopState) else 10**9 for s in states}
    changed = True
    while changed:
        changed = False
        for s in states:
            if isinstance(s, RuleStopState):
                continue
            for t in s.transitions:
                c = 1 + cost[t.target.stateNumber]
                if isinstance(t, RuleTransition):
                    c += cost[t.followState.stateNumber]
                if c < cost[s.stateNumber]:
                    cost[s.stateNumber] = c
                    changed = True
    return cost


PARSER_COSTS = _costs(Parser.atn)
LEXER_COSTS = _costs(Lexer.atn)
DOCUMENT = Parser.ruleNames.index("document")
LITERALS = {i: name[1:-1].replace("\\'", "'").replace("\\\\", "\\")
            for i, name in enumerate(Parser.literalNames) if name.startswith("'")}
SYMBOLS = {i: name for i, name in enumerate(Parser.symbolicNames) if name != "<INVALID>"}
TOKEN_RULES = {}  # token type -> the lexer rule that makes it
for _rule, _type in enumerate(Lexer.atn.ruleToTokenType):
    if _type in SYMBOLS and Lexer.ruleNames[_rule] == SYMBOLS[_type]:
        TOKEN_RULES[_type] = _rule


def _ordered(state, costs):
    # Cheapest first: Hypothesis shrinks a choice towards 0, so failing
    # texts shrink towards the shortest the grammar allows.
    def cost(t):
        c = costs[t.target.stateNumber]
        return c + costs[t.followState.stateNumber] if isinstance(t, RuleTransition) else c
    return sorted(state.transitions, key=cost)


def _walk(draw, atn, costs, rule: int, budget: int, max_depth: int, pick):
    """Symbols along a random path through ``rule``: the rule stack is kept
    so that a called rule returns to where it was called from.  Past the
    budget (symbols emitted) or the depth, the cheapest transition is taken."""
    state = atn.ruleToStartState[rule]
    stack: list = []  # (follow state, invoking state) of each active call
    invoking = -1
    out = []
    while True:
        if isinstance(state, RuleStopState):
            if not stack:
                return out
            state, invoking = stack.pop()
            continue
        options = _ordered(state, costs)
        free = len(out) < budget and len(stack) < max_depth
        t = options[draw(st.integers(0, len(options) - 1))] if free and len(options) > 1 else options[0]
        if isinstance(t, RuleTransition):
            stack.append((t.followState, invoking))
            invoking = state.stateNumber
        elif not t.isEpsilon:
            symbol = pick(t)
            if symbol is not None:
                out.append((symbol, invoking, state.ruleIndex))
        state = t.target


def _token_choice(draw, t):
    if isinstance(t, AtomTransition) and t.label_ == Token.EOF:
        return None
    low, high = Token.MIN_USER_TOKEN_TYPE, Parser.atn.maxTokenType
    return draw(st.sampled_from([s for s in range(low, high + 1) if t.matches(s, low, high)]))


# Characters that make text handling go wrong: line and paragraph separators
# str.splitlines honours and the lexer does not, control characters, a BOM,
# zero-width and combining marks, case changers, emoji, the largest code point
# and lone surrogates (a str may hold them; UTF-8 cannot).
UNUSUAL = ["\u2028", "\u2029", "\x85", "\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\r", "\x00", "\x7f",
           "\ufeff", "\u200b", "\u0301", "\xe9", "\xdf", "\u0130", "\ufb01", "\U0001f600",
           "\U0001f469\u200d\U0001f469\u200d\U0001f467", "\U0010ffff", "\t", "\\", "'", '"', "\u00a0", "\u3000",
           "\ud800", "\udfff"]


def _char(draw, t) -> str:
    if isinstance(t, AtomTransition):
        return chr(t.label_)
    if isinstance(t, RangeTransition):
        return chr(draw(st.integers(t.start, t.stop)))
    if isinstance(t, SetTransition) and not isinstance(t, NotSetTransition):
        r = draw(st.sampled_from(t.label.intervals))
        return chr(draw(st.integers(r.start, r.stop - 1)))
    c = draw(st.one_of(st.sampled_from([c for c in UNUSUAL if len(c) == 1]), st.characters()))
    if isinstance(t, WildcardTransition) or not t.matches(ord(c), 0, 0x10FFFF):
        return c
    # Not a filter: rejected draws would make many examples invalid.
    return next((c for c in "a_0\xe9\u2028\U0001f600 " if not t.matches(ord(c), 0, 0x10FFFF)), "")


@st.composite
def lexer_token(draw, token_type: int) -> str:
    """Text of ``token_type`` from a walk over its lexer rule."""
    chars = _walk(draw, Lexer.atn, LEXER_COSTS, TOKEN_RULES[token_type], draw(st.integers(0, 12)), 8,
                  lambda t: _char(draw, t))
    return "".join(c for c, _, _ in chars)


def _natural_text():
    # Past the ends of 32- and 64-bit fields, and far past them.
    return st.one_of(
        st.integers(0, 20), st.integers(0, 2**70),
        st.sampled_from(["00", "007", "2147483648", "4294967296", "9223372036854775808", "18446744073709551616",
                         "9" * 40, "9" * 400]),
    ).map(str)


def _int_text():
    return st.one_of(_natural_text(), _natural_text().map("-".__add__))


def _quoted(quote: str) -> st.SearchStrategy[str]:
    escapes = st.one_of(
        st.sampled_from(["\\n", "\\t", "\\r", "\\\\", "\\'", '\\"', "\\0", "\\b", "\\f", "\\v", "\\a", "\\q",
                         "\\ ", "\\u", "\\U", "\\x", "\\u12", "\\x4", "\\U0001F60", "\\N{BULLET}", "\\ud800",
                         "\\udc00", "\\ud83d\\ude00", "\\u2028", "\\x85", "\\U00110000", "\\UFFFFFFFF"]),
        st.integers(0, 0xFFFF).map("\\u{:04x}".format),
        st.integers(0, 0xFFFFFFFF).map("\\U{:08X}".format),
        st.integers(0, 0xFF).map("\\x{:02x}".format),
        st.characters().map("\\".__add__),
    )
    plain = st.text(st.characters(exclude_characters=quote + "\\\r\n"), min_size=1, max_size=5)
    body = st.lists(st.one_of(plain, escapes, st.sampled_from(UNUSUAL)), max_size=6).map("".join)
    # A trailing lone backslash escapes the closing quote.
    return st.tuples(body, st.sampled_from(["", "", "", "\\"])).map(lambda b: quote + b[0] + b[1] + quote)


def _decl_text():
    return st.one_of(
        st.sampled_from(["extension:io.substrait:functions_arithmetic", "add:i64_i64", "add",
                         "https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml",
                         "/functions_comparison.yaml", "a:b:c:d", ":", "::", "@", "#1", "\xe9\U0001f600", "x//y"]),
        st.text(st.characters(exclude_characters=' \t\r\n"'), min_size=1, max_size=20),
        # anything but a space up to the line's end, as the Rust crate reads a URN (a first `"` quotes)
        st.text(st.characters(exclude_characters=" \n"), min_size=1, max_size=12).filter(lambda t: t[0] != '"'),
    )


def _newline():
    ends = st.lists(st.sampled_from(["\n", "\r\n"]), min_size=1, max_size=2).map("".join)
    indent = st.one_of(st.integers(0, 6).map("  ".__mul__), st.integers(0, 13).map(" ".__mul__),
                       st.text(st.sampled_from(" \t"), max_size=8))
    return st.tuples(ends, indent).map("".join)


# Edge cases for the tokens that carry content, by token name: a name the
# grammar no longer has is simply not used, and every token also gets text
# from a walk over its own lexer rule.
SPECIAL = {
    "INT": _int_text(),
    "FLOAT": st.one_of(
        st.sampled_from(["1e999", "-1e999", "1e-999", "0.0", "-0.0", "1E5", "2.5e-3", "1e+308",
                         "1.7976931348623157e308", "4.9e-324", "123456789012345678901234567890.123456789",
                         "0e0", "00.00", "1." + "0" * 400]),
        st.floats(allow_nan=False, allow_infinity=False).map(repr)),
    "STRING": _quoted("'"),
    "QUOTED_NAME": _quoted('"'),
    "DECL_QUOTED": _quoted('"'),
    "BYTES": st.tuples(st.sampled_from("xX"), st.text(st.sampled_from("0123456789abcdefABCDEF"), max_size=12))
    .map(lambda p: f"{p[0]}'{p[1]}'"),
    "FIELD_REF": st.lists(_natural_text(), min_size=1, max_size=3)
    .map(lambda parts: "$" + ".".join(parts)),
    "SUBPLAN_REF": _natural_text().map("%".__add__),
    "VERSION_NUM": st.lists(_natural_text(), min_size=3, max_size=3)
    .map(".".join),
    "DECL_ANCHOR": st.tuples(st.text(st.sampled_from(" \t"), max_size=2),
                             _natural_text(),
                             st.text(st.sampled_from(" \t"), max_size=2)).map(lambda p: f"@{p[0]}{p[1]}{p[2]}:"),
    "DECL_TEXT": _decl_text(),
    "NL": _newline(),
    "IDENT": st.sampled_from(sorted(
        set(RELATIONS) | {name for row in RELATIONS.values() for name, _ in row["named"]}
        | {name for values in ENUM_NAMES.values() for name in values.values()})),
}


def _syntax_tree(text: str):
    lexer = Lexer(InputStream(text))
    lexer.removeErrorListeners()
    parser = Parser(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    tree = parser.document()
    return None if parser.getNumberOfSyntaxErrors() else tree


@functools.cache
def _seed_trees() -> tuple:
    """Syntax trees of a few real texts (the parser is slow: not the whole corpus)."""
    texts = real_texts()
    chosen = [SMALL] + list(texts[:: max(1, len(texts) // 40)])
    return tuple((t, tree) for t in chosen if (tree := _syntax_tree(t)) is not None)


def _places(invoking, rule, token_type) -> tuple:
    """Where a token is, from the most to the least specific."""
    return ("site", invoking, token_type), ("rule", rule, token_type), ("any", token_type)


@functools.cache
def vocabulary() -> dict:
    """Token texts seen in real texts, keyed by (call site of the enclosing
    rule, token type), by (rule, token type) and by token type: an IDENT
    after `===` is a section name, one in a type position a type name."""
    from antlr4.tree.Tree import TerminalNode

    words: dict = {}
    for _, tree in _seed_trees():
        todo = [tree]
        while todo:
            node = todo.pop()
            if isinstance(node, TerminalNode):
                ctx, token = node.parentCtx, node.symbol
                for key in _places(ctx.invokingState, ctx.getRuleIndex(), token.type):
                    words.setdefault(key, set()).add(token.text)
            else:
                todo.extend(node.getChildren())
    return {key: sorted(values) for key, values in words.items()}


def _spans_of(text: str, tree) -> list:
    """(text, rule, call site, start, end) of every rule occurrence in ``tree``."""
    out = []
    todo = [tree]
    while todo:
        ctx = todo.pop()
        if not hasattr(ctx, "getRuleIndex"):
            continue
        todo.extend(ctx.getChildren())
        if ctx.start is None or ctx.start.type == Token.EOF or ctx.stop is None:
            continue
        end = ctx.stop.stop + 1 if ctx.stop.tokenIndex >= ctx.start.tokenIndex else ctx.start.start
        out.append((text, ctx.getRuleIndex(), ctx.invokingState, ctx.start.start, end))
    return out


@functools.cache
def _spans() -> tuple:
    return tuple(span for text, tree in _seed_trees() for span in _spans_of(text, tree))


@st.composite
def token_text(draw, token_type: int, invoking: int | None, rule: int | None) -> str:
    """Text for one token of ``token_type``, matched in ``rule`` called from ATN state ``invoking``."""
    if token_type in LITERALS:
        return LITERALS[token_type]
    words = vocabulary()
    seen = [words[key] for key in _places(invoking, rule, token_type) if key in words]
    # Mostly what real texts have in this place, so that a text with many
    # names still gets past section and relation names into the builder; a
    # place that always has the same word (`Plan` after `===`) rarely varies.
    if seen and draw(st.integers(0, 31 if len(seen[0]) == 1 else 7)) > 0:
        return draw(st.sampled_from(seen[0]))
    choices = []
    name = SYMBOLS.get(token_type)
    if name in SPECIAL:
        choices.append(SPECIAL[name])
    if token_type in TOKEN_RULES:
        choices.append(lexer_token(token_type))
    return draw(st.one_of(choices)) if choices else ""


@st.composite
def grammar_text(draw, rule: int = DOCUMENT, invoking: int = -1) -> str:
    """A text along a random path through ``rule`` of the generated parser."""
    budget = draw(st.integers(0, 80))
    tokens = _walk(draw, Parser.atn, PARSER_COSTS, rule, budget, 40, lambda t: _token_choice(draw, t))
    out = []
    previous = None
    for token_type, site, in_rule in tokens:
        text = draw(token_text(token_type, site if site != -1 else invoking, in_rule))
        if previous is not None and "NL" not in (SYMBOLS.get(previous), SYMBOLS.get(token_type)):
            # A blank keeps adjacent names apart; none at all lets tokens run
            # together, which is a fuzz input too.  None next to NL: it would
            # change the indentation NL carries.
            out.append(draw(st.sampled_from([" ", "", "  ", "\t"])))
        out.append(text)
        previous = token_type
    return "".join(out)


@st.composite
def spliced_text(draw) -> str:
    """A real text with one rule occurrence (a relation, a value, a type ...)
    replaced by a random text of the same rule: the rest stays well-formed,
    so the plan builder gets far with random content."""
    if draw(st.booleans()):
        span = draw(st.deferred(lambda: st.sampled_from(_spans())))
    else:
        # A text of a plan drawn over every message: arguments and values
        # that no corpus plan has.
        text = draw(formatted_plan())
        tree = _syntax_tree(text)
        spans = _spans_of(text, tree) if tree is not None else []
        span = draw(st.sampled_from(spans)) if spans else draw(st.deferred(lambda: st.sampled_from(_spans())))
    text, rule, invoking, start, end = span
    return text[:start] + draw(grammar_text(rule, invoking)) + text[end:]


# ---- mutations of real texts ---------------------------------------------------

def _tokens(text: str) -> list:
    lexer = Lexer(InputStream(text))
    lexer.removeErrorListeners()
    return [t for t in lexer.getAllTokens() if t.stop >= t.start]


@st.composite
def mutated(draw) -> str:
    text = draw(st.one_of(st.sampled_from(["", "\n", SMALL]), real_text(), formatted_plan()))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        op = draw(st.sampled_from(["delete", "insert", "duplicate", "indent", "drop_line", "dup_line",
                                   "swap_lines", "replace_token", "unicode", "reindent"]))
        at = draw(st.integers(0, max(len(text) - 1, 0)))
        line = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 3)):]
        elif op == "insert":
            piece = draw(st.sampled_from(list("[](),:=>$&#@?'\"<>\t -_.%^{}!\\") + ["\n", "=>", "//", "===", "\r\n"]))
            text = text[:at] + piece + text[at:]
        elif op == "duplicate":
            text = text[:at] + text[at:at + draw(st.integers(1, 12))] + text[at:]
        elif op == "indent":
            lines[line] = draw(st.sampled_from([" ", "  ", "    ", "\t"])) + lines[line]
            text = "\n".join(lines)
        elif op == "drop_line" and len(lines) > 1:
            del lines[line]
            text = "\n".join(lines)
        elif op == "dup_line":
            lines.insert(line, lines[line])
            text = "\n".join(lines)
        elif op == "swap_lines":
            other = draw(st.integers(0, len(lines) - 1))
            lines[line], lines[other] = lines[other], lines[line]
            text = "\n".join(lines)
        elif op == "replace_token" and text:
            tokens = _tokens(text)
            if tokens:
                victim = draw(st.sampled_from(tokens))
                new_type = draw(st.sampled_from(sorted(set(TOKEN_RULES) | set(LITERALS))))
                new = draw(token_text(new_type, None, None))
                text = text[:victim.start] + new + text[victim.stop + 1:]
        elif op == "unicode":
            text = text[:at] + draw(st.one_of(st.sampled_from(UNUSUAL), st.characters())) + text[at:]
        elif op == "reindent":
            body = lines[line].lstrip(" \t")
            lines[line] = draw(st.one_of(st.integers(0, 14).map(" ".__mul__),
                                         st.text(st.sampled_from(" \t"), max_size=6))) + body
            text = "\n".join(lines)
    return text


# ---- text tests ----------------------------------------------------------------

@FUZZ
@given(grammar_text())
def test_grammar_texts(text):
    check_text(text)


@FUZZ
@given(spliced_text())
def test_spliced_texts(text):
    check_text(text)


@FUZZ
@given(mutated())
def test_mutated_texts(text):
    check_text(text)


@FUZZ
@given(st.lists(st.sampled_from(list("=== PlanRootRead[](),:$0123&#@?'\"<>\n  _.%^xyz") + UNUSUAL), max_size=80)
       .map("".join))
def test_random_texts(text):
    check_text("=== Plan\n" + text)


ARITHMETIC = ("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\n"
              "Functions:\n  # 1 @ 1: add\n")
# (text around, opener, innermost, closer): nesting the grammar and the
# builder accept, so that depth itself is what is tested.
DEEP_TEXTS = {
    "calls": (ARITHMETIC + "=== Plan\nRoot[a]\n  Project[{}]\n    Read[t => a:i64]\n", "add(", "$0", ", 1)"),
    "schema types": ("=== Plan\nRoot[a]\n  Read[t => a:{}]\n", "list<", "i64", ">"),
    "struct types": ("=== Plan\nRoot[a]\n  Read[t => a:{}]\n", "struct<", "i64", ">"),
    "cast types": ("=== Plan\nRoot[a]\n  Project[cast($0, {})]\n    Read[t => a:i64]\n", "list<", "i64", ">"),
    "nested lists": ("=== Plan\nRoot[a]\n  Project[{}]\n    Read[t => a:i64]\n", "nested(list=[", "$0", "])"),
    "tuples": ("=== Plan\nRoot[a]\n  Project[{}]\n    Read[t => a:i64]\n", "(", "$0", ")"),
    "outer": ("=== Plan\nRoot[a]\n  Project[{}]\n    Read[t => a:i64]\n", "^", "$0", ""),
}


# 40 and 150 sit either side of protobuf's limit of 100 nested messages (a
# list type is two), 1500 is past Python's recursion limit.
@FUZZ
@given(st.sampled_from(sorted(DEEP_TEXTS)), st.sampled_from([40, 150, 1500]), st.booleans())
def test_deeply_nested_texts(shape, depth, closed):
    around, opener, leaf, closer = DEEP_TEXTS[shape]
    check_text(around.replace("{}", opener * depth + leaf + (closer * depth if closed else "")))


@FUZZ
@given(st.sampled_from([40, 150, 1100]), st.sampled_from([0, 1, 3]))
def test_deeply_nested_relations(depth, skew):
    # One relation per line, each indented below the last; ``skew`` breaks
    # the indentation of one line in the middle.
    lines = ["=== Plan", "Root[a]"] + ["  " * (i + 1) + "Filter[true]" for i in range(depth)]
    lines.append("  " * (depth + 1) + "Read[t => a:i64]")
    if skew:
        lines[len(lines) // 2] = " " * skew + lines[len(lines) // 2]
    check_text("\n".join(lines) + "\n")


# ---- load_plan: bytes and JSON ---------------------------------------------------

FORMATS = st.sampled_from([None, "binary", "json", "text", "yaml"])


def _json_bytes(plan: Plan, indent) -> bytes | None:
    try:
        return json_format.MessageToJson(plan, indent=indent).encode()
    except (TypeError, KeyError):
        return None  # an Any payload of a type protobuf does not know: no JSON form


@st.composite
def plan_bytes(draw) -> bytes:
    """A whole plan in one of the formats load_plan reads, or a corpus file as it is."""
    kind = draw(st.sampled_from(["binary", "json", "json_compact", "text", "file"]))
    if kind == "file" and real_files():
        return draw(st.sampled_from(real_files()))
    plan = draw(any_plan())
    if kind == "binary":
        return plan.SerializeToString()
    if kind in ("json", "json_compact"):
        return _json_bytes(plan, 2 if kind == "json" else None) or plan.SerializeToString()
    return (_quiet(se.format, plan) or SMALL).encode()


@FUZZ
@given(st.one_of(st.binary(max_size=300),
                 st.lists(st.one_of(st.characters(), st.sampled_from(UNUSUAL)), max_size=100).map("".join)), FORMATS)
def test_random_bytes(data, fmt):
    check_load(data, fmt)


@FUZZ
@given(plan_bytes(), st.floats(0, 1), FORMATS)
def test_truncated_plans(data, fraction, fmt):
    check_load(data[:int(len(data) * fraction)], fmt)


@FUZZ
@given(plan_bytes(), st.lists(st.tuples(st.sampled_from(["flip", "insert", "delete", "duplicate"]),
                                        st.floats(0, 1), st.binary(min_size=1, max_size=4)), min_size=1, max_size=4),
       FORMATS)
def test_mutated_plan_bytes(data, edits, fmt):
    for op, where, noise in edits:
        at = int(len(data) * where)
        if op == "flip":
            data = data[:at] + noise[:1] + data[at + 1:]
        elif op == "insert":
            data = data[:at] + noise + data[at:]
        elif op == "delete":
            data = data[:at] + data[at + len(noise):]
        else:
            data = data[:at] + data[at:at + 8 * len(noise)] + data[at:]
    check_load(data, fmt)


def _field_names() -> list[str]:
    """Every field name of every message a plan can hold, as JSON writes it and as the proto spells it."""
    seen, todo, names = set(), [Plan.DESCRIPTOR], set()
    while todo:
        d = todo.pop()
        if d.full_name in seen:
            continue
        seen.add(d.full_name)
        for f in d.fields:
            names.update((f.name, f.json_name))
            if f.message_type is not None:
                todo.append(f.message_type)
    return sorted(names)


FIELD_NAMES = _field_names()
JSON_SCALARS = st.one_of(
    st.integers(-(2**70), 2**70), st.sampled_from([0, 1, -1, 2**32, 2**64, 1e400, -1e400, float("nan"), 0.5]),
    st.text(max_size=6),
    st.sampled_from(["\ud800", "a\udfffb", "\udc00\ud800", "JOIN_TYPE_INNER", "AQID", "1", "-1", "NaN", "Infinity",
                     "1e999", "", "extension:io.substrait:functions_arithmetic"]),
    st.booleans(), st.none(),
)


def json_values(max_leaves: int = 15):
    return st.recursive(JSON_SCALARS, lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.one_of(st.sampled_from(FIELD_NAMES), st.sampled_from(["@type", "", "\ud800", "x"])), inner,
                        max_size=4)),
        max_leaves=max_leaves)


def _dumps(obj) -> str:
    # ensure_ascii (the default) writes lone surrogates as \udXXX escapes.
    return json.dumps(obj, allow_nan=True)


@FUZZ
@given(json_values(), st.booleans(), FORMATS)
def test_random_json(obj, wrap, fmt):
    check_load(_dumps({"relations": obj} if wrap else obj).encode(), fmt)


@functools.cache
def _json_files() -> tuple[bytes, ...]:
    # Smallest first: Hypothesis shrinks towards the first, and every shrink
    # step loads the whole file again.
    return tuple(sorted((d for d in real_files() if _plan_json(d) is not None), key=len))


def _plan_json(data: bytes):
    """The JSON object of a corpus file or plan, without comment header lines."""
    text = data.decode("utf-8", "replace")
    body = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith(("#", "//")))
    try:
        obj = json.loads(body)
    except ValueError:
        return None
    return obj if isinstance(obj, dict) else None


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from _paths(value, prefix + (i,))


@st.composite
def mutated_json(draw) -> str:
    """A real plan's JSON with some values replaced, removed, wrapped in a
    list, unwrapped or retyped: shapes the older-version upgrades must survive."""
    files = _json_files()
    drawn = any_plan().map(lambda plan: _json_bytes(plan, None) or b"{}")
    source = draw(st.one_of(st.sampled_from(files), drawn) if files else drawn)
    obj = _plan_json(source) or {}
    for _ in range(draw(st.integers(1, 4))):
        paths = [p for p in _paths(obj) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = obj
        for key in path[:-1]:
            parent = parent[key]
        key, value = path[-1], parent[path[-1]]
        op = draw(st.sampled_from(["replace", "delete", "wrap", "unwrap", "retype", "add_key"]))
        if op == "replace":
            parent[key] = draw(json_values(6))
        elif op == "delete":
            del parent[key]
        elif op == "wrap":
            parent[key] = [value]
        elif op == "unwrap":
            parent[key] = value[0] if isinstance(value, list) and value else \
                next(iter(value.values())) if isinstance(value, dict) and value else value
        elif op == "retype":
            parent[key] = str(value) if not isinstance(value, str) else \
                int(value) if value.lstrip("-").isdecimal() else {"value": value}
        elif op == "add_key" and isinstance(value, dict):
            value[draw(st.sampled_from(FIELD_NAMES))] = draw(json_values(6))
    return _dumps(obj)


@FUZZ
@given(mutated_json(), FORMATS)
def test_mutated_json(text, fmt):
    check_load(text.encode(), fmt)


# (text before, opener, innermost, closer, text after).  Arrays and unknown
# objects are cheap at any depth; a real plan shape costs the whole load and
# format (about 1 s at 3000 levels), so it goes less deep.
DEEP_JSON = {
    "arrays": ('{"relations": ', "[", "1", "]", "}"),
    "objects": ('{"relations": [{"root": {"input": ', '{"a": ', "1", "}", "}}]}"),
    "relations": ('{"relations": [{"root": {"input": ', '{"filter": {"input": ', '{"read": {}}', "}}", "}}]}"),
    "expressions": ('{"relations": [{"rel": {"project": {"input": {"read": {}}, "expressions": [',
                    '{"scalarFunction": {"arguments": [{"value": ', '{"literal": {"i64": "1"}}', "}]}}", "]}}}]}"),
}


@FUZZ
@given(st.sampled_from(sorted(DEEP_JSON)), st.sampled_from([150, 1500, 10_000]), st.booleans())
def test_deeply_nested_json(shape, depth, closed):
    head, opener, leaf, closer, tail = DEEP_JSON[shape]
    if shape in ("relations", "expressions"):
        depth = min(depth, 3000)
    check_load((head + opener * depth + leaf + (closer * depth + tail if closed else "")).encode())
