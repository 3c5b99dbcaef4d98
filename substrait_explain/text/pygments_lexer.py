"""Pygments lexer for the substrait-explain text format.

Pygments is not a dependency: this module is loaded only through the
``pygments.lexers`` entry point (or by importing it directly), so
``import substrait_explain`` never imports it.

The token rules follow ``grammar/SubstraitExplainLexer.g4``; on top of that,
context the grammar leaves to the parser (a word before ``[`` is a relation,
before ``(`` a function, after ``:`` a type) is recognised by look-ahead so
that plans read well.
"""

from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, default, include
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Whitespace,
)

__all__ = ["SubstraitExplainLexer"]

_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_QUOTED = r'"(?:\\.|[^"\\\r\n])*"'
_BARE = r'[^ \n"][^ \n]*'  # a declared URN or name, as the lexer's DECL_TEXT
_STRING = r"'(?:\\.|[^'\\\r\n])*'"


class SubstraitExplainLexer(RegexLexer):
    """Substrait plans as substrait-explain text (``=== Plan`` and relations like ``Read[...]``)."""

    name = "substrait-explain"
    aliases = ["substrait-explain", "substrait"]
    filenames = ["*.substrait"]
    mimetypes = ["text/x-substrait-explain"]

    tokens = {
        "root": [
            (r"\n", Whitespace),
            # `=== Plan`; not `=== x'00'`, where the word is the prefix of a bytes literal.
            (r"(===)([ \t]*)(" + _IDENT + ")(?!')", bygroups(Keyword.Namespace, Whitespace, Keyword.Namespace)),
            # An extension group header such as `Type Variations:` ends its line.
            (r"^(" + _IDENT + r"(?:[ \t]+" + _IDENT + r")*)(:)(?=[ \t]*(?://[^\n]*)?$)",
             bygroups(Keyword.Declaration, Punctuation)),
            # A version field (`  producer: x` or `  producer: 'x'`) starts a line: its value
            # is not a type.  A bare value is the rest of the line, up to a `//` comment (a line
            # with a `[` is rather a relation, `Read:Virtual[...]`).
            (r"^([ \t]*)(" + _IDENT + r")([ \t]*)(:)(?![ \t]*['\"]|[^\r\n]*\[)([ \t]*)"
             r"((?:(?!//)[^\r\n])*?)(?=[ \t]*(?://[^\r\n]*)?$)",
             bygroups(Whitespace, Name.Attribute, Whitespace, Punctuation, Whitespace, String)),
            (r"^([ \t]*)(" + _IDENT + r")([ \t]*)(:)(?![ \t]*" + _IDENT + r"\[)",
             bygroups(Whitespace, Name.Attribute, Whitespace, Punctuation)),
            (r"[ \t]+", Whitespace),  # after the line-start rules: indentation is not a token of its own
            (r"//[^\r\n]*", Comment.Single),
            # Declarations: `# 10 @ 1: name` and `@ 1: urn`.  What follows the
            # colon is verbatim text (a URN keeps its `//`), as in the lexer's
            # declaration mode.
            (r"(##?)([ \t]*)(\d+)([ \t]*)(@[ \t]*\d+)([ \t]*)(:)",
             bygroups(Name.Label, Whitespace, Name.Label, Whitespace, Name.Label, Whitespace, Punctuation),
             "declared-name"),
            (r"(@[ \t]*\d+)([ \t]*)(:)", bygroups(Name.Label, Whitespace, Punctuation), "declared-urn"),
            (r"(%\d+)([ \t]*)(:)", bygroups(Name.Label, Whitespace, Punctuation)),  # a subquery's label
            # Relations: `Read[`, and `Read:Virtual[` with a variant name.
            (r"(" + _IDENT + r")(:)(" + _IDENT + r")(?=\[)", bygroups(Name.Namespace, Punctuation, Name.Class)),
            (_IDENT + r"(?=\[)", Name.Class),
            # Functions: `add(`, `add:i64_i64(`, `add#10@1(`, `json_extract_path:u!json_str(`.
            (r"(" + _IDENT + r")(:(?:[uU]!)?[A-Za-z0-9_]*(?:_[uU]![A-Za-z0-9_]*)*)?(?=(?:#\d+)?(?:@\d+)?\()",
             bygroups(Name.Function, Name.Function)),
            (r"(#\d+|@\d+)(?=[#@(])", Name.Label),
            # `name=value` (but not `=>`).
            (r"(" + _IDENT + r")([ \t]*)(=)(?!>)", bygroups(Name.Attribute, Whitespace, Operator)),
            # A cast's type: `($0)::i64`, `::?i64` (null on failure), `::!i64` (throws).
            (r"(::)([?!]?)(?=[ \t]*(?:[uU]!|[A-Za-z_\"]))", bygroups(Operator, Operator), "type"),
            # (not `'place': x'0801'`, a place's unknown fields as bytes)
            (r":(?=[ \t]*(?:[uU]!|[A-Za-z_\"]))(?![ \t]*[xX]')", Punctuation, "type"),
            (r"&(?:" + _IDENT + r"|\d+)", Name.Constant),  # enum values: &Inner
            (r"\$\d+(?:\.\d+)*", Name.Variable),             # field references: `$3`, `$3.0.1`
            (r"%\d+", Name.Label),                          # a reference to a subquery's relation
            include("literals"),
            (r"=>|\+>|\|>|->|::|\.\.\.|[=+-]", Operator),  # `+` also starts an addendum line
            (r"[\[\](){},.:<>?#@^]", Punctuation),
            (_IDENT, Name),
            (_QUOTED, Name),
        ],
        "literals": [
            (r"[xX]'[0-9a-fA-F]*'", String.Other),
            (_STRING, String.Single),
            (r"\d+\.\d+\.\d+", Number),  # a Substrait version
            (r"-?\d+\.\d+(?:[eE][+-]?\d+)?|-?\d+[eE][+-]?\d+", Number.Float),
            (r"-?\d+", Number.Integer),
            (r"(?:true|false|null)\b", Keyword.Constant),
        ],
        "declared-name": [
            (r" +", Whitespace),
            (_QUOTED, Name.Function, "#pop"),
            (_BARE, Name.Function, "#pop"),
            default("#pop"),
        ],
        "declared-urn": [
            (r" +", Whitespace),
            (_QUOTED, Name.Namespace, "#pop"),
            (_BARE, Name.Namespace, "#pop"),
            default("#pop"),
        ],
        # A type after `:`: `i64?`, `decimal?<15,2>`, `u!point#8@1`, `list<struct<i64, string?>>`.
        "type": [
            (r"[ \t]+", Whitespace),
            (r"[uU]!", Keyword.Type),
            (r"(?:" + _IDENT + "|" + _QUOTED + ")", Keyword.Type, "type-suffix"),
            default("#pop"),
        ],
        "type-suffix": [
            (r"[#@^]\d+", Name.Label),
            (r"\?\??|\u2049", Keyword.Type),
            (r"<", Punctuation, "type-params"),
            default("#pop:2"),
        ],
        "type-params": [
            (r"\s+", Whitespace),
            (r">", Punctuation, "#pop"),  # back to type-suffix, which ends the type
            (r"<", Punctuation, "#push"),
            (r"[uU]!", Keyword.Type),
            (r"(?:true|false|null)\b", Keyword.Constant),
            (_IDENT + "|" + _QUOTED, Keyword.Type),
            (r"[#@^]\d+", Name.Label),
            (r"\?\??|\u2049", Keyword.Type),
            (r"&" + _IDENT, Name.Constant),
            (_STRING, String.Single),
            (r"-?\d+", Number.Integer),
            (r"->", Operator),
            (r"[(),:]", Punctuation),  # `:` after an nstruct field name
        ],
    }
