"""Generates everything in ``generated/``: run ``python -m codegen``.

Four generators, one entry point (``__main__``):

* :mod:`codegen.antlr` runs the ANTLR tool on ``grammar/*.g4`` for the
  Python target;
* :mod:`codegen.recognizer` generates the fast recognizer from the same
  grammar (:mod:`codegen.g4` reads it, :mod:`codegen.lexer_gen` and
  :mod:`codegen.parser_gen` write the tokenizer and the parser);
* :mod:`codegen.tables` renders the relation and enum tables from
  ``codegen/relations.toml`` and the Substrait proto descriptors, and
  :mod:`codegen.printers` the printer table from the same two: straight-line
  code writing each message's explicit form and each relation's arguments;
* :mod:`codegen.messages` renders a table for each message of a plan from the
  descriptors, which one reader of a plan's wire bytes follows: what the
  compiled printer reads.

``generate()`` returns every output file as ``{path from the repo root: text}``
so the staleness test can regenerate in memory and diff.  Besides the code in
``generated/``, the reference tables in ``docs/tables.md`` are generated, so
the documentation cannot drift from the spec.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
HEADER = "# generated — do not edit. Regenerate with: python -m codegen\n"


def generate() -> dict[str, str]:
    from codegen import antlr, messages, printers, recognizer, tables

    files = {"__init__.py": HEADER + '"""Code generated from grammar/ and codegen/relations.toml."""\n'}
    files.update(antlr.generate())
    files.update(recognizer.generate())
    files.update(tables.generate())
    files.update(printers.generate())
    files.update(messages.generate())
    out = {f"generated/{name}": text for name, text in files.items()}
    out["docs/tables.md"] = tables.generate_docs()
    return out
