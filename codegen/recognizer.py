"""Generates the fast recognizer, ``generated/fast_lexer.py`` and ``generated/fast_parser.py``, from ``grammar/``.

The ANTLR parser stays the reference (and the reporter of syntax errors);
these two modules accept the same texts and give the same tokens and the
same syntax nodes, several times faster in pure Python.  The tests in
tests/test_fast_parser.py hold them to that.
"""

from __future__ import annotations

from pathlib import Path

import jinja2

from codegen import HEADER, g4, lexer_gen, parser_gen
from codegen.antlr import GRAMMAR
from codegen.tables import TEMPLATES

LEXER = GRAMMAR / "SubstraitExplainLexer.g4"
PARSER = GRAMMAR / "SubstraitExplainParser.g4"


def render(template: str, **context: object) -> str:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["pyrepr"] = repr
    return HEADER + env.get_template(template).render(**context)


def generate(lexer_path: Path = LEXER, parser_path: Path = PARSER) -> dict[str, str]:
    lexer = g4.read(lexer_path)
    parser = g4.read_parser(parser_path)
    return {
        "fast_lexer.py": render("fast_lexer.py.j2", **lexer_gen.tables(lexer)),
        "fast_parser.py": render("fast_parser.py.j2", **parser_gen.tables(parser, lexer)),
    }
