"""The language server in a real editor: Neovim, headless, with the server
attached as a user's configuration attaches it (docs/EDITORS.md).  Neovim
installs from Debian's packages (apt-get install neovim); without it these
tests are skipped."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the language server needs pip install 'substrait-explain[lsp]'")
NVIM = shutil.which("nvim")
pytestmark = pytest.mark.skipif(NVIM is None, reason="Neovim not found on PATH (apt-get install neovim)")
SCRIPT = Path(__file__).parent / "fixtures" / "lsp" / "neovim.lua"

PLAN = """=== Plan
Root[quantity, flag]
  Filter[$1 =]
    Read[orders => quantity:i64, flag:boolean]
"""


def test_neovim_shows_the_diagnostic_and_the_hover(tmp_path):
    plan = tmp_path / "orders.substrait"
    plan.write_text(PLAN)
    out = tmp_path / "out.json"
    env = dict(os.environ, NVIM_OUT=str(out), PYTHON=sys.executable)
    run = subprocess.run([NVIM, "--headless", "--clean", "-c", f"luafile {SCRIPT}", str(plan)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert out.exists(), run.stderr
    seen = json.loads(out.read_text())
    assert seen["published"] is True
    (d,) = seen["diagnostics"]
    # Neovim counts from 0, as the protocol does: line 3, the `=` at column 13.
    assert (d["lnum"], d["col"], d["end_col"], d["severity"]) == (2, 12, 13, 1)
    assert d["message"].startswith("unexpected '='")
    assert seen["cleared"] is True  # the edit was sent, checked, and its empty diagnostics shown
    assert "`flag`" in seen["hover"] and "`boolean`" in seen["hover"]
