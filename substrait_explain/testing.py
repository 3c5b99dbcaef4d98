"""Plans in tests (see the README): ``assert_plan(actual, expected)``, and with
pytest the ``plan_snapshot`` fixture and ``--update-plans``."""

from substrait_explain.tools.testing import PlanSnapshot, assert_plan

__all__ = ["assert_plan", "PlanSnapshot"]
