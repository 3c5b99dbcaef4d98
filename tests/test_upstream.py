"""Text written for the Rust substrait-explain parses here where it uses the
same constructs (../shared/upstream-examples)."""

from pathlib import Path

import pytest
from conftest import SHARED

import substrait_explain as se

UPSTREAM = SHARED / "upstream-examples"
# Texts of the Rust crate this project cannot read: none (the crate's payload messages
# are registered by tests/test_rust_compat.py, which also checks the plans).
DIFFERENT: set[str] = set()


def examples() -> list[Path]:
    return sorted(p for p in UPSTREAM.glob("*.substrait") if p.name not in DIFFERENT) if UPSTREAM.is_dir() else []


needs_upstream = pytest.mark.skipif(not UPSTREAM.is_dir(), reason=f"upstream examples not found at {UPSTREAM}; "
                                    f"set SUBSTRAIT_EXPLAIN_SHARED to the directory holding them")


@needs_upstream
@pytest.mark.parametrize("path", examples(), ids=lambda p: p.name)
def test_upstream_example_parses(crate_registry, path):
    plan = se.parse(path.read_text())
    assert se.parse(se.format(plan)) == plan


@needs_upstream
@pytest.mark.parametrize("name", sorted(DIFFERENT))
def test_the_texts_left_out_still_do_not_parse(name):
    # Pins the list: when one of them starts to parse, it belongs with the others.
    text = (UPSTREAM / name).read_text()
    try:
        se.parse(text)
    except se.ParseError:
        return
    pytest.fail(f"{name} now parses: remove it from DIFFERENT in tests/test_upstream.py, "
                f"so that test_upstream_example_parses checks it")


def test_virtual_tables():
    plan = se.parse("=== Plan\nRoot[id, name]\n  Read:Virtual[(1, 'alice'), (2, 'bob') => id:i64, name:string]\n")
    rows = plan.relations[0].root.input.read.virtual_table.expressions
    assert [r.fields[0].literal.i64 for r in rows] == [1, 2]
    assert se.format(plan).endswith("Read:Virtual[(1, 'alice'), (2, 'bob') => id:i64, name:string]\n")
    empty = se.parse("=== Plan\nRoot[id]\n  Read:Virtual[_ => id:i64]\n")
    assert empty.relations[0].root.input.read.HasField("virtual_table")
    assert "Read:Virtual[_ => id:i64]" in se.format(empty)
    long_rows = ", ".join(f"({i}, 'a fairly long name {i}')" for i in range(5))
    wide = se.parse(f"=== Plan\nRoot[a, b]\n  Read:Virtual[{long_rows} => a:i64, b:string]\n")
    text = se.format(wide)
    assert "  Read:Virtual[\n    - (0, 'a fairly long name 0'),\n" in text
    assert text.endswith("    - (4, 'a fairly long name 4')\n    - => a:i64, b:string]\n")
    assert se.parse(text) == wide
