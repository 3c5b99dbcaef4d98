"""Property tests are reproducible: every run of the suite draws the same examples
and keeps no database of failures in the tree, so a clean tree cannot turn red by
chance; the exploring run (.ci/explore) draws new ones."""

from __future__ import annotations

import re

from conftest import ROOT
from hypothesis import settings


def test_the_suite_draws_the_same_examples_and_keeps_none():
    assert settings.default.derandomize is True
    assert settings.default.database is None


def test_the_exploring_profile_draws_new_examples():
    explore = settings.get_profile("explore")
    assert explore.derandomize is False and explore.database is None and explore.print_blob


def test_no_test_overrides_the_profile():
    # A test setting derandomize or database itself would undo the profile for it.
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        text = path.read_text()
        assert not re.search(r"settings\([^)]*\b(derandomize|database)\s*=", text, re.S), path.name


def test_the_exploring_run_finds_the_property_tests():
    script = (ROOT / ".ci" / "explore").read_text()
    assert "SUBSTRAIT_EXPLAIN_HYPOTHESIS=explore" in script and 'grep -l "^from hypothesis"' in script
