"""Every real plan in ../shared/corpus loads and round-trips exactly through text."""

from conftest import corpus_files, needs_corpus

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
