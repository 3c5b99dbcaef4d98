"""Plans in tests: an assertion that shows what differs as `diff` does, and
plan snapshots kept as plain text beside the tests.

The pytest plugin (:mod:`pytest_plugin`) explains ``assert a == b`` between two
plans with :func:`explain`, and gives each test a :class:`PlanSnapshot` as the
``plan_snapshot`` fixture.  Users import :func:`assert_plan` from
``substrait_explain.testing``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TypeAlias

from substrait.proto import Plan

from substrait_explain.api import format as format_text
from substrait_explain.api import load_plan
from substrait_explain.base.errors import Error, ParseError
from substrait_explain.plan.normalize import normalize as normalized
from substrait_explain.tools.diff import diff

PlanLike: TypeAlias = "Plan | str | bytes | os.PathLike[str]"
UPDATE = "--update-plans"


def assert_plan(actual: PlanLike, expected: PlanLike, *, normalize: bool = False) -> None:
    """Fail unless ``actual`` is the plan ``expected`` is.  Either may be a Plan,
    a text (or JSON), bytes in any format, or the path of a plan file (a
    ``pathlib.Path``, or a str naming a file).  The failure shows what changed
    from ``expected`` to ``actual``, relation by relation.  With ``normalize``,
    anchor numbers and declaration order are no difference (for producers
    whose anchors are not stable)."""
    __tracebackhide__ = True
    got, want = as_plan(actual), as_plan(expected)
    if normalize:
        got, want = normalized(got), normalized(want)
    if got != want:
        raise AssertionError("the plans differ:\n" + changes(want, got, ("expected", "actual")))


def as_plan(value: PlanLike) -> Plan:
    """A Plan from any of the forms :func:`assert_plan` takes."""
    if isinstance(value, Plan):
        return value
    if isinstance(value, str) and "\n" not in value and value.strip() and os.path.isfile(value):
        value = Path(value)  # a str naming a file: no plan text is one line
    if isinstance(value, str | bytes | os.PathLike):
        return load_plan(value)
    raise TypeError(f"not a plan: {type(value).__name__}; give a Plan, a text, bytes or the path of a plan file")


def changes(old: Plan, new: Plan, labels: tuple[str, str], context: int = 3) -> str:
    """The diff of two different plans, or why it shows nothing: plans that
    differ only in what the text cannot hold (unknown fields) look the same."""
    text = diff(old, new, exact=True, context=context, labels=labels)
    if text:
        return text
    return (f"--- {labels[0]}\n+++ {labels[1]}\n"
            "(their texts are the same: they differ in fields protobuf kept as unknown)\n")


def explain(left: Plan, right: Plan, verbose: int) -> list[str]:
    """How ``left == right`` failed, for pytest: the relation-path diff from
    left to right, changed lines only unless verbose (pytest shows 8 lines)."""
    text = changes(left, right, ("left", "right"), context=3 if verbose > 0 else 0)
    hunks = text.count("\n@@ ")
    paths = sorted({line.split(" @@ ", 1)[1] for line in text.splitlines() if line.startswith("@@ ")} - {""})
    where = f" at {paths[0]}" if len(paths) == 1 else (f" in {len(paths)} places" if paths else "")
    summary = f"Plan == Plan: the plans differ{where} ({hunks} hunk{'s' if hunks != 1 else ''} below)"
    return [summary, *text.removesuffix("\n").split("\n")]


# ---- snapshots ------------------------------------------------------------------

_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]')  # what a file name may not hold on some system


class PlanSnapshot:
    """The plan snapshots of one test: ``assert_match(plan)`` compares ``plan`` with
    ``<test's folder>/__plans__/<test file>/<test>.txt`` (``<test>.2.txt`` for
    the second call, and so on; or ``<test>.<name>.txt`` when named).

    A snapshot is a plain plan text.  It matches when it parses to the same
    plan, however it is spelled; with ``update``, missing snapshots and
    snapshots of another plan are written, and each write is recorded in
    ``written`` as (path, what happened)."""

    def __init__(self, folder: Path, test: str, update: bool, written: list[tuple[Path, str]]) -> None:
        self.folder = folder
        self.test = _UNSAFE.sub("_", test)
        self.update = update
        self.written = written
        self._calls = 0

    def path(self, name: str | None = None) -> Path:
        """Where the next unnamed snapshot (or the one named ``name``) is."""
        if name is not None:
            return self.folder / f"{self.test}.{_UNSAFE.sub('_', name)}.txt"
        return self.folder / (f"{self.test}.txt" if self._calls == 0 else f"{self.test}.{self._calls + 1}.txt")

    def assert_match(self, plan: PlanLike, *, name: str | None = None, normalize: bool = False) -> None:
        """Fail unless ``plan`` is the snapshot's plan (with ``normalize``, up to
        anchor numbers and declaration order); see the class."""
        __tracebackhide__ = True
        path = self.path(name)
        if name is None:
            self._calls += 1
        actual = as_plan(plan)
        if not path.is_file():
            if self.update:
                return self._write(path, actual, "new")
            raise AssertionError(f"no plan snapshot {path}: run pytest with {UPDATE} to write it")
        try:
            expected = load_plan(path.read_bytes(), "text")
        except Error as e:
            if self.update:
                return self._write(path, actual, "rewritten: it was no plan")
            why = e.with_source(str(path)) if isinstance(e, ParseError) else f"{path}: {e}"
            raise AssertionError(f"plan snapshot {path} is not a plan text:\n{why}\n"
                                 f"fix it, or run pytest with {UPDATE} to write it anew") from None
        same = normalized(actual) == normalized(expected) if normalize else actual == expected
        if same:
            return None
        if self.update:
            return self._write(path, actual, "updated")
        old = normalized(expected) if normalize else expected
        new = normalized(actual) if normalize else actual
        raise AssertionError(f"the plan differs from its snapshot {path}:\n"
                             + changes(old, new, ("snapshot", "actual"))
                             + f"run pytest with {UPDATE} to make this plan the snapshot")

    def _write(self, path: Path, plan: Plan, what: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(format_text(plan).encode("utf-8"))
        self.written.append((path, what))
