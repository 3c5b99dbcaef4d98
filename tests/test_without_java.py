"""Without Java, every test that needs it skips with the reason, none errors.

CI has Java and runs them all; a machine without it must still get a clean
run of everything else (README.md says what needs Java)."""

import os
import re
import subprocess
import sys

from conftest import ROOT, java_missing

JAVA_TESTS = ["tests/test_spark.py", "tests/test_codegen.py", "tests/test_java_grammar.py"]


def test_java_missing_says_why(monkeypatch):
    monkeypatch.setenv("PATH", "")
    assert java_missing() == (
        "Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17")


def test_the_tests_that_need_java_skip_without_it(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "JAVA_HOME"}
    env["PATH"] = str(tmp_path)  # an empty directory: no java, no javac
    done = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-rs", "-p", "no:cacheprovider",
                           *JAVA_TESTS], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert "error" not in summary and "failed" not in summary, summary
    skipped = int(re.search(r"(\d+) skipped", summary).group(1))
    reasons = re.findall(r"^SKIPPED \[(\d+)\] [^:]+:\d+: (.*)$", done.stdout, re.M)
    assert sum(int(n) for n, _ in reasons) == skipped
    # Every Spark test that starts Spark, the two that run the ANTLR tool, the Java grammar tests.
    assert skipped >= 12 + 2 + 1
    assert {why for _, why in reasons} <= {
        "Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17",
        "java and javac not found: the Java target cannot be built"}
