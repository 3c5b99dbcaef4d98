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


# Said in the paragraph before an example that shows a spelling the parser
# accepts but the formatter does not write (comments, older names, ...).
ALTERNATIVE = "an accepted spelling, not what `format` writes"
# Said there before an example of what an output style other than the default writes.
STYLED = re.compile(r"in the `(\w+)` style")
# Said there (at its end) before an example of the names view, `format(plan, names=True)`.
NAMED = "in the names view:"


def labelled(doc: str) -> list:
    """(example, whether it is labelled an accepted alternative spelling, the style it is in)."""
    text = (ROOT / doc).read_text()
    found = []
    for m in EXAMPLE.finditer(text):
        paragraph = " ".join(text[:m.start()].rstrip("\n").rsplit("\n\n", 1)[-1].split())
        styled = STYLED.search(paragraph)
        found.append(pytest.param(m.group(1), paragraph.lower().find(ALTERNATIVE) >= 0,
                                  styled.group(1) if styled else "full", paragraph.lower().endswith(NAMED),
                                  id=f"{doc}:{text.count(chr(10), 0, m.start()) + 2}"))
    return found


@pytest.mark.parametrize("text", [x for doc in DOCS for x in examples(doc)])
def test_example_parses_and_formats_stably(text):
    plan = se.parse(text)
    formatted = se.format(plan)
    assert se.parse(formatted) == plan
    assert se.format(se.parse(formatted)) == formatted
    assert se.parse(se.format(plan, names=True)) == plan


@pytest.mark.parametrize("text, alternative, style, names", [x for doc in DOCS for x in labelled(doc)])
def test_example_is_what_format_writes_unless_labelled(text, alternative, style, names):
    formatted = se.format(se.parse(text), style=style, names=names)
    if alternative:
        # The label is true (the formatter writes it differently), and both mean the same plan.
        assert formatted != text, "format writes this example as shown: remove the label"
        assert se.parse(formatted) == se.parse(text)
    else:
        assert formatted == text, f"format writes this example differently:\n{formatted}"


def test_the_alternative_spellings_are_few():
    assert sum(x.values[1] for x in labelled("docs/FORMAT.md")) == 5


def test_format_reference_has_examples():
    assert len(examples("docs/FORMAT.md")) >= 40
    assert examples("README.md")


def test_the_readme_tour_is_the_producer_plan_in_the_default_style():
    plan = se.load_plan((ROOT / "tests" / "fixtures" / "producers" / "datafusion-tpch_q3.bin").read_bytes())
    tour = examples("README.md")[0].values[0]
    assert tour == se.format(plan)


def test_the_readme_tour_of_a_wide_plan_is_tpch_q8_from_isthmus():
    from conftest import CORPUS
    path = CORPUS / "consumer-testing" / "integration" / "tpch" / "q08-isthmus_plan.json"
    if not path.is_file():
        pytest.skip(f"the plan corpus is not at {CORPUS}")
    plan = se.load_plan(path.read_bytes())
    tours = [x.values[0] for x in examples("README.md")]
    assert se.format(plan) in tours and se.format(plan, names=True) in tours
