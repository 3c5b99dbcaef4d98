"""The language server for plan texts: `substrait-explain lsp`.

Editors start it on standard input and output.  Each module answers one kind
of request from what the rest of the package already knows about a text:

- analysis     one text read once: its syntax tree, the plan it builds, the
               relation of each line, and positions in the client's units;
- tokens       the text's tokens, by the Pygments lexer's rules;
- columns      what a `$N` is: its name and type (plan/schema.py) and the relation it comes from;
- diagnostics  `validate`'s findings, each at the range of its token;
- navigation   hover, go to definition and find references;
- completion   relation kinds, arguments, enum values, columns and functions;
- structure    the outline (document symbols), folding ranges, semantic tokens and formatting;
- server       the protocol (pygls): documents, debounced checks, the handlers.

Only server imports pygls; the answers are lsprotocol's types (pygls's own dependency).
"""
