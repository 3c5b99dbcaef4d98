"""The `substrait-explain lsp` command: the language server for plan texts, on
standard input and output, as editors start it (see docs/EDITORS.md)."""

from __future__ import annotations

import sys


def add_lsp_command(subparsers) -> None:
    """Register `lsp` on an argparse subparsers object."""
    lsp = subparsers.add_parser(
        "lsp", help="run the language server for plan texts (for editors)",
        description="Serve the Language Server Protocol on standard input and output: diagnostics, "
                    "hover, go to definition, references, completion, formatting, outline and colours "
                    "for plan texts. Editors start it; docs/EDITORS.md says how. Needs "
                    "pip install 'substrait-explain[lsp]'.")
    lsp.add_argument("--stdio", action="store_true",
                     help="use standard input and output (the default and only transport; "
                          "accepted because many editors pass it)")
    lsp.set_defaults(run=cmd_lsp)


def cmd_lsp(args) -> int:
    try:
        from substrait_explain.tools.lsp.server import serve
    except ImportError as e:
        print(f"substrait-explain lsp: error: {(e.name or 'pygls').split('.')[0]} is not installed: "
              "pip install 'substrait-explain[lsp]'", file=sys.stderr)
        return 1
    serve()
    return 0
