"""The suite's own rules.  Property tests are reproducible: every run draws the same
examples and keeps no database of failures in the tree, so a clean tree cannot turn
red by chance; the exploring run (.ci/explore) draws new ones.  A test over files
that are not there never passes as zero tests."""

from __future__ import annotations

import re
import subprocess
import sys

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


OVER_FILES = """
from pathlib import Path

import pytest
from conftest import each_file

HERE = Path(__file__).parent


@pytest.mark.parametrize("path", {params})
def test_each(path):
    assert path is None or path.exists()
"""


def run_over(tmp_path, params: str) -> subprocess.CompletedProcess:
    (tmp_path / "plans").mkdir(exist_ok=True)
    (tmp_path / "test_over_files.py").write_text(OVER_FILES.format(params=params))
    (tmp_path / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text())
    return subprocess.run([sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir",
                           str(tmp_path), "-p", "no:cacheprovider", "-o", "addopts=", "-rs", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)


def test_a_glob_that_matches_nothing_fails_collection(tmp_path):
    done = run_over(tmp_path, 'sorted((HERE / "plans").glob("*.substrait"))')
    assert done.returncode != 0
    assert "Empty parameter set in 'test_each'" in done.stdout


def test_an_absent_shared_directory_skips_saying_so(tmp_path):
    done = run_over(tmp_path, 'each_file([], HERE / "nowhere")')
    assert done.returncode == 0, done.stdout
    assert "1 skipped" in done.stdout and "not found: " in done.stdout and "nowhere" in done.stdout
    (tmp_path / "plans" / "a.substrait").write_text("")
    done = run_over(tmp_path, 'each_file(sorted((HERE / "plans").glob("*.substrait")), HERE / "plans")')
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout
