"""The pytest plugin, installed with the package (the `pytest11` entry point):

- ``assert a == b`` between two plans that differ fails with the relation-path
  diff of their texts;
- the ``plan_snapshot`` fixture compares plans with snapshot files beside the
  test, and ``--update-plans`` writes the missing and changed ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from substrait.proto import Plan

from substrait_explain.tools.testing import UPDATE, PlanSnapshot, explain

_WRITTEN = pytest.StashKey[list[tuple[Path, str]]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("substrait-explain").addoption(
        UPDATE, action="store_true", dest="update_plans",
        help="write plan snapshots (plan_snapshot) that are missing or hold another plan")


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_WRITTEN] = []


def pytest_assertrepr_compare(config: pytest.Config, op: str, left: object, right: object) -> list[str] | None:
    if op != "==" or not isinstance(left, Plan) or not isinstance(right, Plan) or left == right:
        return None
    return explain(left, right, config.get_verbosity(pytest.Config.VERBOSITY_ASSERTIONS))


@pytest.fixture
def plan_snapshot(request: pytest.FixtureRequest) -> PlanSnapshot:
    """Compares plans with snapshot files beside the test: ``plan_snapshot.assert_match(plan)``."""
    test_file = Path(request.node.path)
    # The test's name as in its node id: `TestClass.test_name[param]`.
    test = ".".join(request.node.nodeid.split("::")[1:])
    return PlanSnapshot(test_file.parent / "__plans__" / test_file.stem, test,
                        bool(request.config.getoption("update_plans")), request.config.stash[_WRITTEN])


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    written = config.stash.get(_WRITTEN, [])
    if not written:
        return
    terminalreporter.write_sep("-", f"plan snapshots: {len(written)} written")
    root = config.rootpath
    for path, what in written:
        shown = path.relative_to(root) if path.is_relative_to(root) else path
        terminalreporter.write_line(f"{shown} ({what})")
