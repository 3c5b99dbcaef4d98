"""Text written for the Rust substrait-explain parses here where it uses the
same constructs (../shared/upstream-examples)."""


import pytest
from conftest import SHARED, each_file

import substrait_explain as se

UPSTREAM = SHARED / "upstream-examples"


def examples() -> list:
    # Every text of the Rust crate parses here (the crate's payload messages are
    # registered by the crate_registry fixture).
    return each_file(sorted(UPSTREAM.glob("*.substrait")), UPSTREAM)


needs_upstream = pytest.mark.skipif(not UPSTREAM.is_dir(), reason=f"upstream examples not found at {UPSTREAM}; "
                                    f"set SUBSTRAIT_EXPLAIN_SHARED to the directory holding them")


@needs_upstream
@pytest.mark.parametrize("path", examples(), ids=lambda p: p.name)
def test_upstream_example_parses(crate_registry, path):
    plan = se.parse(path.read_text())
    assert se.parse(se.format(plan)) == plan


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
