"""How readable real plans are as text, and which spelling real producers use most.

    python benchmarks/readability.py [--corpus DIR] [--style full] [--width 100]

Formats every plan of the corpus (../shared/corpus, or SUBSTRAIT_EXPLAIN_CORPUS) and of the
project's producer fixtures, then reports over the `=== Plan` lines:

- how many lines still spell out a protobuf field that has a short form (`MARKERS`);
- the line lengths (median, 95th percentile, longest);
- for each choice a short form makes silent, how often real plans take each option
  (`choice_counts`): the silent form must be the most common one;
- how much of the text only counts: runs of three or more references in order
  (`$0, $1, $2`) in the plan lines, as a share of their characters (`counting_share`);
- printed lines per relation at the wrap width (Root lines left out);
- with DataFusion installed (``pip install datafusion==55.0.0``, not a dependency), the length
  of our text of DataFusion's Substrait plans against DataFusion's own EXPLAIN (the optimized
  logical plan, indent form) of the same SQL: the queries the producer fixtures are made from
  (tests/fixtures/producers/make_fixtures.py), TPC-H Q3 among them (`datafusion_lengths`).

tests/test_readability.py asserts the targets on the same figures.
"""

from __future__ import annotations

import argparse
import collections
import inspect
import os
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from substrait.proto import Plan

import substrait_explain as se

ROOT = Path(__file__).resolve().parents[1]
PRODUCER_FIXTURES = ROOT / "tests" / "fixtures" / "producers"

# Protobuf spelled out by hand where a short form exists (issue 14's list).
MARKERS = ("selection(", "direct_reference=", "struct_items=", "hint=", "output_names=",
           "failure_behavior=", "base_schema=", "&Unspecified", "set_predicate=", "common=(")
MAX_MARKED_SHARE = 0.02
MAX_P95_LENGTH = 120
MAX_COUNTING_SHARE = 0.01  # issue 23: text that only counts
MAX_LINES_PER_RELATION = 2.0
_REFS = re.compile(r"\$\d+(?:, \$\d+)+")  # a list of plain references
_RELATION = re.compile(r"\s*(%\d+: )?[A-Za-z_]\w*(:\w+)?\[")  # a relation's first line

# The option each short form leaves silent, by choice (keys of `choice_counts`):
# it must be the one real plans take most.
SILENT = {
    "field reference root": "root_reference",  # `$3`; no root is `?$3`
    "measure phase": 3,  # AGGREGATION_PHASE_INITIAL_TO_RESULT; unspecified is `phase=_`
    "measure invocation": 1,  # AGGREGATION_INVOCATION_ALL; unspecified is `invocation=_`
    "read projection maintain_singular_struct": True,  # `projection=[$0]`; false is `(select=[$0])`
}


def corpus_dir() -> Path:
    return Path(os.environ.get("SUBSTRAIT_EXPLAIN_CORPUS", ROOT.parent / "shared" / "corpus"))


def plan_files(corpus: Path | None = None) -> list[Path]:
    """The corpus plans (JSON and binary) and the producer fixtures."""
    corpus = corpus or corpus_dir()
    found = sorted(p for p in corpus.rglob("*") if p.suffix in (".json", ".bin")) if corpus.is_dir() else []
    return found + sorted(p for p in PRODUCER_FIXTURES.glob("*") if p.suffix in (".json", ".bin"))


def load_plans(files: Iterable[Path]) -> Iterator[tuple[Path, Plan]]:
    for path in files:
        try:
            yield path, se.load_plan(path.read_bytes())
        except se.Error:
            continue  # not a whole plan (the corpus holds a few expression files)


def plan_lines(text: str) -> list[str]:
    """The lines of the `=== Plan` section, comments and blank lines left out."""
    _, _, body = text.partition("=== Plan\n")
    return [line for line in body.splitlines() if line.strip() and not line.lstrip().startswith("//")]


def table_lines(text: str) -> int:
    """How many lines the `=== Tables` section takes (the schemas declared once)."""
    _, _, after = text.partition("=== Tables\n")
    section, _, _ = after.partition("=== Plan\n")
    return sum(1 for line in section.splitlines() if line.strip())


def _format(plan: Plan, options: dict) -> str:
    accepted = inspect.signature(se.format).parameters
    return se.format(plan, **{k: v for k, v in options.items() if k in accepted})


def measure(plans: Iterable[Plan], **options) -> dict:
    """Figures over the plan lines of ``plans`` formatted with ``options`` (those `format` takes)."""
    return measure_texts(_format(plan, options) for plan in plans)


def counting_chars(line: str) -> int:
    """The characters of ``line`` in runs of three or more references that count up by one."""
    total = 0
    for match in _REFS.finditer(line):
        numbers = [int(x) for x in re.findall(r"\d+", match.group())]
        start = 0
        for i in range(1, len(numbers) + 1):
            if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
                if i - start >= 3:  # `$a, ..., $b`: its items and the ", " between them
                    total += sum(len(f"${n}") for n in numbers[start:i]) + 2 * (i - start - 1)
                start = i
    return total


def measure_texts(texts: Iterable[str]) -> dict:
    """Figures over the plan lines of ``texts``."""
    lengths: list[int] = []
    marked = counting = chars = relations = relation_lines = tables = 0
    by_marker: collections.Counter[str] = collections.Counter()
    for text in texts:
        tables += table_lines(text)
        root = False  # whether the lines now are a Root's (its names may wrap)
        for line in plan_lines(text):
            lengths.append(len(line))
            found = [m for m in MARKERS if m in line]
            marked += bool(found)
            by_marker.update(found)
            chars += len(line)
            counting += counting_chars(line)
            if _RELATION.match(line) and not line.lstrip().startswith("+ "):
                root = line.lstrip().startswith("Root[")
                relations += not root
            relation_lines += not root
    lengths.sort()
    count = len(lengths)
    return {
        "counting_share": counting / chars if chars else 0.0,
        "lines_per_relation": relation_lines / relations if relations else 0.0,
        # The same, with the lines of the tables declared once in the head counted too.
        "lines_per_relation_with_tables": (relation_lines + tables) / relations if relations else 0.0,
        "lines": count,
        "marked_lines": marked,
        "marked_share": marked / count if count else 0.0,
        "by_marker": dict(by_marker.most_common()),
        "median_length": lengths[count // 2] if count else 0,
        "p95_length": lengths[min(count - 1, int(count * 0.95))] if count else 0,
        "longest": lengths[-1] if count else 0,
    }


def _walk(message) -> Iterator:
    """Every message inside ``message``, itself included (iteratively: plans nest deep)."""
    stack = [message]
    while stack:
        m = stack.pop()
        yield m
        for field, value in m.ListFields():
            if field.message_type is None:
                continue
            if field.is_repeated:
                stack.extend(value)
            else:
                stack.append(value)


def choice_counts(plans: Iterable[Plan]) -> dict[str, collections.Counter]:
    """For each choice a short form makes silent, how often each option occurs in ``plans``."""
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for plan in plans:
        for m in _walk(plan):
            name = m.DESCRIPTOR.full_name
            if name == "substrait.Rel":
                case = m.WhichOneof("rel_type")
                rel = getattr(m, case) if case else None
                if rel is not None and "common" in rel.DESCRIPTOR.fields_by_name:
                    if not rel.HasField("common"):
                        kind = "no common"
                    else:
                        kind = rel.common.WhichOneof("emit_kind") or "common, emit unset"
                    counts["relation emit"][kind] += 1
                    if rel.HasField("common") and rel.common.hint.output_names:
                        counts["output names hint"]["present"] += 1
            elif name == "substrait.Expression.Cast":
                counts["cast failure behavior"][m.failure_behavior] += 1
            elif name == "substrait.AggregateFunction":
                counts["measure phase"][m.phase] += 1
                counts["measure invocation"][m.invocation] += 1
            elif name == "substrait.Expression.FieldReference":
                counts["field reference root"][m.WhichOneof("root_type") or "unset"] += 1
            elif name == "substrait.ReadRel":
                counts["read projection"]["present" if m.HasField("projection") else "absent"] += 1
                if m.HasField("projection"):
                    counts["read projection maintain_singular_struct"][m.projection.maintain_singular_struct] += 1
    return counts


def datafusion_lengths() -> dict | None:
    """Our text of DataFusion's Substrait plans against DataFusion's EXPLAIN of the same SQL,
    in characters (the plan section of ours; its whole text too); None without DataFusion."""
    try:
        import datafusion  # noqa: F401
        from datafusion.substrait import Serde
    except ImportError:
        return None
    sys.path.insert(0, str(PRODUCER_FIXTURES))
    import make_fixtures as fixtures
    from datafusion import SessionContext
    ctx = SessionContext()
    for ddl in (fixtures.EMP_DDL, fixtures.DEPT_DDL, *fixtures.TPCH_DDL):
        ctx.sql(ddl).collect()
    ours = whole = theirs = 0
    queries = {**fixtures.QUERIES, "tpch_q3": fixtures.TPCH_Q3}
    done = []
    for name, sql in queries.items():
        try:
            plan = se.load_plan(Serde.serialize_bytes(sql, ctx))
            rows = ctx.sql("EXPLAIN " + sql).to_pydict()
        except Exception:  # noqa: BLE001 - a query DataFusion cannot translate is left out
            continue
        logical = [p for t, p in zip(rows["plan_type"], rows["plan"], strict=True) if t == "logical_plan"]
        text = se.format(plan)
        ours += sum(len(line) + 1 for line in plan_lines(text))
        whole += len(text)
        theirs += sum(len(p) + 1 for p in logical)
        done.append(name)
    return {"queries": done, "ours": ours, "ours_whole": whole, "datafusion": theirs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=None)
    parser.add_argument("--style", default=None, help="the output style to measure (when format takes one)")
    parser.add_argument("--width", type=int, default=None, help="the wrap width (when format takes one)")
    args = parser.parse_args(argv)
    plans = [plan for _, plan in load_plans(plan_files(args.corpus))]
    options = {k: v for k, v in (("style", args.style), ("width", args.width)) if v is not None}
    figures = measure(plans, **options)
    print(f"{len(plans)} plans, {figures['lines']} plan lines")
    print(f"lines spelling out a field with a short form: {figures['marked_lines']} "
          f"({figures['marked_share']:.1%}; target at most {MAX_MARKED_SHARE:.0%})")
    for marker, n in figures["by_marker"].items():
        print(f"  {marker:<20} {n}")
    print(f"line length: median {figures['median_length']}, 95th percentile {figures['p95_length']} "
          f"(target at most {MAX_P95_LENGTH}), longest {figures['longest']}")
    print(f"text that only counts ($0, $1, $2, ...): {figures['counting_share']:.2%} "
          f"(target at most {MAX_COUNTING_SHARE:.0%})")
    print(f"printed lines per relation: {figures['lines_per_relation']:.2f} "
          f"(target at most {MAX_LINES_PER_RELATION}); with the === Tables lines counted: "
          f"{figures['lines_per_relation_with_tables']:.2f}")
    lengths = datafusion_lengths()
    if lengths is None:
        print("against DataFusion's EXPLAIN: datafusion is not installed (pip install datafusion==55.0.0)")
    else:
        print(f"against DataFusion's EXPLAIN of the same {len(lengths['queries'])} queries: "
              f"{lengths['ours'] / lengths['datafusion']:.2f}x as long (plan lines; the whole text "
              f"{lengths['ours_whole'] / lengths['datafusion']:.2f}x; target: no longer)")
    print("choices real plans make (the silent form should be the most common):")
    for choice, counter in sorted(choice_counts(plans).items()):
        silent = f" (silent: {SILENT[choice]})" if choice in SILENT else ""
        print(f"  {choice}: " + ", ".join(f"{k}={n}" for k, n in counter.most_common()) + silent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
