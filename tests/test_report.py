"""The HTML page of a batch run's summary, without Spark (tests/test_spark.py runs it for real)."""

import re

from test_view import references

from substrait_explain.tools.report import render

SUMMARY = {
    "output": "out/explained", "output_format": "parquet", "master": "local[2]", "seconds": 12.34,
    "plans": 10,
    "status": {"lossless": 6, "differs": 1, "error": 3},
    "formats": {"json": 7, "binary": 3},
    "producers": {"isthmus": 5, "<script>alert(1)</script>": 3, "(none)": 2},
    "relations": {"read": 10, "project": 8, "join": 2},
    "top_functions": [{"urn": "extension:io.substrait:functions_arithmetic", "name": "add:i64_i64", "plans": 4}],
    "failing": [
        {"source": "file:/plans/a.json", "status": "error", "error": "not valid JSON: Expecting value at line 1"},
        {"source": "file:/plans/b.bin", "status": "differs", "error": None},
    ],
}


def bar_widths(page: str, chart: str) -> dict[str, float]:
    """The width of each bar of one chart, by its label."""
    svg = page.split(f"<h2>{chart}</h2>", 1)[1].split("</svg>", 1)[0]
    return {label: float(width) for label, width in
            re.findall(r'class="label">([^<]*)</text><rect x="\d+" y="\d+" width="([\d.]+)"', svg)}


def test_counts_are_bars_in_proportion():
    page = render(SUMMARY)
    assert "<h1>10 plans explained</h1>" in page
    status = bar_widths(page, "Status")
    assert status == {"lossless": 216.0, "differs": 36.0, "error": 108.0}  # of 360 for all 10 plans
    assert bar_widths(page, "Relations (plans using each kind)")["read"] == 360.0
    assert '<rect x="220" y="0" width="216.0" height="18" fill="#5aa469"/>' in page  # lossless is green


def test_failing_sources_are_listed_with_their_errors_and_nothing_is_unescaped():
    page = render(SUMMARY)
    assert "<h2>Failing sources (4)</h2>" in page
    assert "The first 2 are listed; the dataset has them all." in page
    assert "<pre>not valid JSON: Expecting value at line 1</pre>" in page
    assert "<pre>the text reads back as a different plan</pre>" in page
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert references(page).found == []


def test_an_all_lossless_run_says_so():
    summary = {**SUMMARY, "status": {"lossless": 10, "differs": 0, "error": 0}, "failing": [], "top_functions": []}
    page = render(summary)
    assert "<h2>Failing sources (0)</h2><p>none: every plan reads back exactly.</p>" in page
    assert "<h2>Top functions</h2><p>none</p>" in page
