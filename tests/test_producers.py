"""Plans made by real engines (DataFusion, DuckDB) survive text and back unchanged.

The fixtures in tests/fixtures/producers/ were made by those engines from the
SQL in make_fixtures.py there (which says how to regenerate them); the engines
themselves are not needed to run these tests.
"""

import re
from pathlib import Path

import pytest

import substrait_explain as se
from substrait_explain.tools.validate import ERROR, validate

PRODUCERS = Path(__file__).resolve().parent / "fixtures" / "producers"
FIXTURES = sorted(p for p in PRODUCERS.glob("*") if p.suffix in (".bin", ".json"))

# Errors validate rightly reports in these plans: defects of the producers, not
# of substrait-explain.  Any other error fails the test.
KNOWN_PRODUCER_ERRORS = {
    # DataFusion writes its own fixed type variation numbers (2 = Utf8View for
    # strings) without declaring them as extensions (apache/datafusion#11544,
    # #12355).
    "datafusion": [r"type variation anchor \^\d+ is not declared"],
    # DuckDB's Project sets no emit, so by the spec it outputs its input's
    # columns and then its expressions; UNION's inputs then differ in width.
    "duckdb-union": [r"Set inputs have different widths: 4, 3"],
}


def ids(paths):
    return [p.name for p in paths]


def known_errors(path: Path) -> list[str]:
    return [pattern for prefix, patterns in KNOWN_PRODUCER_ERRORS.items()
            if path.stem == prefix or path.stem.startswith(prefix + "-") for pattern in patterns]


def test_fixtures_from_both_producers_are_there():
    names = ids(FIXTURES)
    assert sum(n.startswith("datafusion-") for n in names) >= 8
    assert sum(n.startswith("duckdb-") for n in names) >= 8
    assert any(n.endswith(".json") for n in names)


@pytest.mark.parametrize("path", FIXTURES, ids=ids(FIXTURES))
def test_fixture_is_small(path):
    assert path.stat().st_size < 8 * 1024


@pytest.mark.parametrize("path", FIXTURES, ids=ids(FIXTURES))
def test_plan_round_trips_through_text(path):
    plan = se.load_plan(path.read_bytes())
    text = se.format(plan)
    back = se.parse(text)
    assert back == plan
    assert se.format(back) == text


@pytest.mark.parametrize("path", FIXTURES, ids=ids(FIXTURES))
def test_validate_finds_only_known_producer_defects(path):
    data = path.read_bytes()
    patterns = known_errors(path)
    errors = [d.message for d in validate(data) if d.severity == ERROR]
    unexpected = [m for m in errors if not any(re.fullmatch(p, m) for p in patterns)]
    assert unexpected == []
    # The text of the plan has the same errors as the plan itself.
    text_errors = [d.message for d in validate(se.format(se.load_plan(data))) if d.severity == ERROR]
    assert text_errors == errors


def test_known_producer_defects_are_still_reported():
    """So that KNOWN_PRODUCER_ERRORS does not hide a check that stopped working."""
    for name, pattern in [("datafusion-join.bin", KNOWN_PRODUCER_ERRORS["datafusion"][0]),
                          ("duckdb-union.bin", KNOWN_PRODUCER_ERRORS["duckdb-union"][0])]:
        errors = [d.message for d in validate((PRODUCERS / name).read_bytes()) if d.severity == ERROR]
        assert any(re.fullmatch(pattern, m) for m in errors), (name, errors)


def test_duckdb_json_and_binary_of_one_query_load_alike():
    json_plan = se.load_plan((PRODUCERS / "duckdb-aggregate.json").read_bytes())
    bin_plan = se.load_plan((PRODUCERS / "duckdb-aggregate.bin").read_bytes())
    assert json_plan == bin_plan
