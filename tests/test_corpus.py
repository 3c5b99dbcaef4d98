"""Every real plan in ../shared/corpus loads and round-trips exactly through text."""

import os
import subprocess
import sys

from conftest import ROOT, corpus_files, needs_corpus

import substrait_explain as se


@needs_corpus
def test_every_corpus_plan_round_trips():
    files = corpus_files()
    failures = []
    for path in files:
        try:
            plan = se.load_plan(path.read_bytes())
            text = se.format(plan)
            if se.parse(text) != plan:
                failures.append(f"{path}: parse(format(plan)) differs")
            elif se.format(se.parse(text)) != text:
                failures.append(f"{path}: formatting is not canonical")
        except se.Error as e:
            failures.append(f"{path}: {e}")
    print(f"{len(files) - len(failures)} of {len(files)} corpus plans round-trip")
    assert len(files) > 400
    assert not failures, "\n".join(failures[:20])


def test_the_shared_plans_can_be_anywhere(tmp_path):
    # A clone not beside shared/ points the tests at it with SUBSTRAIT_EXPLAIN_SHARED.
    (tmp_path / "corpus" / "mine").mkdir(parents=True)
    (tmp_path / "corpus" / "mine" / "p.json").write_text("{}")
    code = "import conftest; print(conftest.CORPUS); print(len(conftest.corpus_files()))"
    env = {**os.environ, "SUBSTRAIT_EXPLAIN_SHARED": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT / "tests", env=env, capture_output=True, text=True)
    assert done.stdout.splitlines() == [str(tmp_path / "corpus"), "1"], done.stderr
