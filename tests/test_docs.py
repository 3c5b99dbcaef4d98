"""Every whole-plan example of the documentation (a ```text block starting
with `===`, in docs/FORMAT.md and README.md) parses, and formats to a text
that means the same plan and formats the same again."""

import re
from pathlib import Path

import pytest

import substrait_explain as se

ROOT = Path(__file__).resolve().parents[1]
DOCS = ("docs/FORMAT.md", "README.md")
EXAMPLE = re.compile(r"^```text\n(===.*?)^```", re.S | re.M)


def examples(doc: str) -> list:
    text = (ROOT / doc).read_text()
    return [pytest.param(m.group(1), id=f"{doc}:{text.count(chr(10), 0, m.start()) + 2}")
            for m in EXAMPLE.finditer(text)]


@pytest.mark.parametrize("text", [x for doc in DOCS for x in examples(doc)])
def test_example_parses_and_formats_stably(text):
    plan = se.parse(text)
    formatted = se.format(plan)
    assert se.parse(formatted) == plan
    assert se.format(se.parse(formatted)) == formatted


def test_format_reference_has_examples():
    assert len(examples("docs/FORMAT.md")) >= 40
    assert examples("README.md")


def test_the_readme_tour_is_the_producer_plan_in_the_default_style():
    plan = se.load_plan((ROOT / "tests" / "fixtures" / "producers" / "datafusion-tpch_q3.bin").read_bytes())
    tour = examples("README.md")[0].values[0]
    assert tour == se.format(plan)
