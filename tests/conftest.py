import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The shared plans some tests read (corpus/, seed-examples/, upstream-examples/):
# beside the clone by default, anywhere with SUBSTRAIT_EXPLAIN_SHARED.
SHARED = Path(os.environ.get("SUBSTRAIT_EXPLAIN_SHARED") or ROOT.parent / "shared")
CORPUS = SHARED / "corpus"
SEED_EXAMPLES = SHARED / "seed-examples"

# codegen/ is a tool of the source tree, not part of the installed package.
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def corpus_files() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*") if p.suffix in (".json", ".bin"))


def seed_examples() -> list[Path]:
    return sorted(SEED_EXAMPLES.glob("*.txt")) if SEED_EXAMPLES.is_dir() else []


_ELSEWHERE = "; set SUBSTRAIT_EXPLAIN_SHARED to the directory holding it"
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"plan corpus not found at {CORPUS}{_ELSEWHERE}")
needs_seeds = pytest.mark.skipif(not SEED_EXAMPLES.is_dir(),
                                 reason=f"seed examples not found at {SEED_EXAMPLES}{_ELSEWHERE}")


def java_missing() -> str | None:
    """Why the tests that run Java cannot, or None.  Spark, the ANTLR tool
    (codegen) and the Java grammar tests need it; Spark also finds it through
    $JAVA_HOME, the others only on PATH."""
    if shutil.which("java") is not None:
        return None
    return "Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17"


needs_java = pytest.mark.skipif(java_missing() is not None, reason=str(java_missing()))
