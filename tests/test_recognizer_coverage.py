"""The fast recognizer and ANTLR agree on texts that reach every alternative of
the grammar, not only on the texts real plans happen to hold.

Texts are walks over the ATNs of the generated lexer and parser, steered, not
drawn at random: at each choice the walk takes the alternative it has taken least
so far, so that a few hundred walks pass through every alternative of every
decision, and every rule of the lexer makes its tokens, each alone and run
together with the others (where longest match and the tie-break between rules
decide).  A wrong lookahead in the generated parser or a wrong tie-break in the
fast lexer shows as a text the two read differently.
"""

from __future__ import annotations

from collections import Counter

from antlr4.atn.ATNState import RuleStopState
from antlr4.atn.Transition import (
    AtomTransition,
    NotSetTransition,
    RangeTransition,
    RuleTransition,
    SetTransition,
    WildcardTransition,
)
from antlr4.Token import Token
from test_fast_parser import antlr_tokens, check_same, fast_tokens, pieces
from test_fuzz import DOCUMENT, LEXER_COSTS, LITERALS, PARSER_COSTS, SYMBOLS, TOKEN_RULES, _ordered

from substrait_explain.generated import fast_lexer, fast_parser
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as Parser
from substrait_explain.text import antlr_reader, syntax

# Characters a wildcard or a negated set may stand for: a few of each kind the lexer tells apart.
SAMPLE_CHARS = "a_Z0 9'\"\\$%.-:,\t\u00e9"


class Steered:
    """Walks of one ATN that take, at each choice, the alternative least taken so far."""

    def __init__(self, atn, costs) -> None:
        self.atn, self.costs = atn, costs
        self.taken: Counter = Counter()  # (state number, transition index) -> times
        self.choices: set = set()  # every (state, index) met at a choice

    def walk(self, rule: int, budget: int, max_depth: int, symbol) -> list:
        """The symbols along one walk of ``rule``; ``symbol(transition)`` gives what a
        consuming transition emits (None: nothing).  Past ``budget`` symbols or
        ``max_depth`` calls, the cheapest way out is taken."""
        state, stack, out = self.atn.ruleToStartState[rule], [], []
        while True:
            if isinstance(state, RuleStopState):
                if not stack:
                    return out
                state = stack.pop()
                continue
            options = _ordered(state, self.costs)
            if len(options) > 1:
                keys = [(state.stateNumber, state.transitions.index(t)) for t in options]
                self.choices.update(keys)
                free = len(out) < budget and len(stack) < max_depth
                pick = min(range(len(options)), key=lambda i: self.taken[keys[i]]) if free else 0
                self.taken[keys[pick]] += 1
                t = options[pick]
            else:
                t = options[0]
            if isinstance(t, RuleTransition):
                stack.append(t.followState)
            elif not t.isEpsilon:
                emitted = symbol(t)
                if emitted is not None:
                    out.append(emitted)
            state = t.target

    def missed(self) -> set:
        return {key for key in self.choices if not self.taken[key]}


def _chars(t, turn: int) -> str | None:
    """A character transition ``t`` takes, varied by ``turn``."""
    if isinstance(t, AtomTransition):
        return chr(t.label_)
    if isinstance(t, RangeTransition):
        return chr((t.start, t.stop, (t.start + t.stop) // 2)[turn % 3])
    if isinstance(t, SetTransition) and not isinstance(t, NotSetTransition):
        r = t.label.intervals[turn % len(t.label.intervals)]
        return chr(r.start if turn % 2 else r.stop - 1)
    if isinstance(t, (NotSetTransition, WildcardTransition)):
        fits = [c for c in SAMPLE_CHARS if isinstance(t, WildcardTransition) or t.matches(ord(c), 0, 0x10FFFF)]
        return fits[turn % len(fits)] if fits else None
    return None


def token_texts() -> dict[int, list[str]]:
    """Texts of each token type, from steered walks of its lexer rule."""
    lexer = Steered(Lexer.atn, LEXER_COSTS)
    texts: dict[int, list[str]] = {}
    for token_type, rule in sorted(TOKEN_RULES.items()):
        found: list[str] = []
        for turn in range(24):
            chars = lexer.walk(rule, 6 + turn % 4, 6, lambda t, turn=turn: _chars(t, turn))
            text = "".join(chars)
            if text and text not in found:
                found.append(text)
        texts[token_type] = found
    return texts


TOKENS = token_texts()


def test_every_token_rule_lexes_alike_alone_and_run_together():
    assert len(TOKENS) > 30 and all(TOKENS.values())
    texts = [t for found in TOKENS.values() for t in found]
    firsts = [found[0] for found in TOKENS.values()]
    for text in texts:
        assert fast_tokens(text) == antlr_tokens(text), repr(text)
    for a in firsts:  # each token run into each other: longest match and ties decide
        for b in firsts:
            assert fast_tokens(a + b) == antlr_tokens(a + b), repr(a + b)


def document_texts(walks: int = 600) -> tuple[list[str], Steered]:
    parser = Steered(Parser.atn, PARSER_COSTS)
    used: Counter = Counter()
    low, high = Token.MIN_USER_TOKEN_TYPE, Parser.atn.maxTokenType

    def token(t) -> int | None:
        if isinstance(t, AtomTransition) and t.label_ == Token.EOF:
            return None
        types = [s for s in range(low, high + 1) if t.matches(s, low, high)]
        pick = min(types, key=lambda s: used[s])
        used[pick] += 1
        return pick

    texts = []
    for n in range(walks):
        out = []
        for token_type in parser.walk(DOCUMENT, 10 + n % 150, 40, token):
            options = [LITERALS[token_type]] if token_type in LITERALS else TOKENS.get(token_type, [""])
            text = options[used[token_type] % len(options)]
            if SYMBOLS.get(token_type) == "NL" or (out and out[-1].startswith(("\n", "\r"))):
                out.append(text)
            else:
                out.append((" " if out else "") + text)
        texts.append("".join(out))
    return texts, parser


def test_the_walks_reach_every_alternative():
    _, parser = document_texts()
    assert parser.choices and not parser.missed()


def test_every_alternative_parses_alike():
    texts, _ = document_texts()
    for text in texts:
        check_same(text)


# Actions that build nothing and refuse nothing: what the grammar alone accepts,
# which an action's own error (a bad escape, a number out of range) would hide.
ACCEPT = {name: (lambda children: True) for name in fast_parser.ACTIONS}


def test_every_alternative_is_accepted_alike_by_the_grammar_alone():
    texts, _ = document_texts()
    differ = []
    for text in texts:
        source = syntax.Source(text)
        for first_line, piece, rule in pieces(text):
            tokens = fast_lexer.tokenize(piece, first_line)
            fast = tokens is not None and fast_parser.Parser(ACCEPT).parse(tokens, rule) is not None
            reference = antlr_reader.Reference(source, collect=True)
            antlr = reference.antlr_tree(piece, first_line, getattr(Parser, rule)) is not None
            if fast != antlr:
                differ.append((rule, piece, fast, antlr))
    assert differ == []
