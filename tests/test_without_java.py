"""Without Java, every test that needs it skips with the reason, none errors.

CI has Java and runs them all; a machine without it must still get a clean
run of everything else (README.md says what needs Java)."""

import importlib.util
import os
import re
import subprocess
import sys

import pytest
from conftest import ROOT, java_missing

JAVA_TESTS = ["tests/test_spark.py", "tests/test_codegen.py", "tests/test_java_grammar.py"]


def test_java_missing_says_why(monkeypatch):
    monkeypatch.setenv("PATH", "")
    assert java_missing() == (
        "Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17")


# What an install without the `spark` extra is: PySpark cannot be imported (a plugin
# of pytest's own blocks it, before any test module asks for it).
_NO_PYSPARK = "import sys\n\nsys.modules['pyspark'] = None\n"
JAVA_REASONS = {"Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17",
                "java and javac not found: the Java target cannot be built"}
SPARK_REASONS = {"needs PySpark, pandas and pyarrow: pip install 'substrait-explain[spark]'",
                 "needs PySpark: pip install 'substrait-explain[spark]'"}


@pytest.mark.parametrize("spark_extra", [True, False], ids=["with the spark extra", "without it"])
def test_the_tests_that_need_java_skip_without_it(tmp_path, spark_extra):
    if spark_extra and importlib.util.find_spec("pyspark") is None:
        pytest.skip("the spark extra is not installed here: the case without it is this install's")
    env = {k: v for k, v in os.environ.items() if k != "JAVA_HOME"}
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env["PATH"] = str(bin_dir)  # an empty directory: no java, no javac
    plugin = []
    if not spark_extra:
        (tmp_path / "no_pyspark.py").write_text(_NO_PYSPARK)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(tmp_path), env.get("PYTHONPATH")]))
        plugin = ["-p", "no_pyspark"]
    done = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-rs", "-p", "no:cacheprovider",
                           *plugin, *JAVA_TESTS], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert "error" not in summary and "failed" not in summary, summary
    skipped = int(re.search(r"(\d+) skipped", summary).group(1))
    reasons = re.findall(r"^SKIPPED \[(\d+)\] [^:]+:\d+: (.*)$", done.stdout, re.M)
    assert sum(int(n) for n, _ in reasons) == skipped
    # Every Spark test that starts Spark, the two that run the ANTLR tool, the Java grammar tests.
    assert skipped >= 12 + 2 + 1
    said = {why for _, why in reasons}
    if spark_extra:
        assert said <= JAVA_REASONS
    else:
        assert said <= JAVA_REASONS | SPARK_REASONS and said & SPARK_REASONS, said
