import os
import shutil
import sys
from pathlib import Path

import pytest
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from hypothesis import settings

import substrait_explain as se

# Property tests draw the same examples on every run (derandomize: a clean tree
# never turns red by chance) and keep no database of past failures in the tree.
# `.ci/explore` runs them with the profile "explore": new examples each time,
# each failure printed with the blob that reproduces it.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False, database=None, print_blob=True)
settings.load_profile(os.environ.get("SUBSTRAIT_EXPLAIN_HYPOTHESIS", "ci"))

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


def each_file(paths: list[Path], *directories: Path) -> list:
    """The parameters of a test over files of shared ``directories``: ``paths``, or,
    when none of the directories is there, one that skips saying so.  A directory that
    is there but holds none of the files gives no parameters, and collecting the test
    fails (pyproject.toml: empty_parameter_set_mark): it never passes as zero tests."""
    if not any(d.is_dir() for d in directories):
        where = " or ".join(str(d) for d in directories)
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"not found: {where}{_ELSEWHERE}"), id="absent")]
    return paths


def java_missing() -> str | None:
    """Why the tests that run Java cannot, or None.  Spark, the ANTLR tool
    (codegen) and the Java grammar tests need it; Spark also finds it through
    $JAVA_HOME, the others only on PATH."""
    if shutil.which("java") is not None:
        return None
    return "Java not found on PATH: Spark, the ANTLR tool and the Java target of the grammar need Java 17"


needs_java = pytest.mark.skipif(java_missing() is not None, reason=str(java_missing()))


# --- the payload messages of the Rust crate's examples (src/extensions/examples.rs, tests/json_parsing),
# for the tests of its texts (test_rust_compat.py, test_upstream.py) ---

_LABEL = descriptor_pb2.FieldDescriptorProto


# Holds the example messages, so that protobuf JSON of a plan can name them in an `Any`.
POOL = descriptor_pool.DescriptorPool()


def _payload_classes() -> dict[str, type]:
    """Message classes with the crate's package, names, field names and numbers."""
    pool = POOL
    proto = descriptor_pb2.FileDescriptorProto(name="rust_compat_examples.proto", package="example",
                                               syntax="proto3")
    strategy = proto.enum_type.add(name="PartitionStrategy")
    for number, name in enumerate(["UNSPECIFIED", "HASH", "RANGE", "BROADCAST"]):
        strategy.value.add(name=name, number=number)

    def message(name: str, *fields: tuple[str, int, int, int, str]) -> None:
        msg = proto.message_type.add(name=name)
        for field_name, number, field_type, label, type_name in fields:
            field = msg.field.add(name=field_name, number=number, type=field_type, label=label)
            if type_name:
                field.type_name = type_name

    optional, repeated = _LABEL.LABEL_OPTIONAL, _LABEL.LABEL_REPEATED
    message("PartitionHint", ("strategies", 1, _LABEL.TYPE_ENUM, repeated, ".example.PartitionStrategy"),
            ("count", 2, _LABEL.TYPE_INT64, optional, ""))
    message("PlanHint", ("hint", 1, _LABEL.TYPE_STRING, optional, ""))
    message("BlobStoreRead", ("path", 1, _LABEL.TYPE_STRING, optional, ""),
            ("limit", 2, _LABEL.TYPE_INT64, optional, ""),
            ("include_archived", 3, _LABEL.TYPE_BOOL, optional, ""))
    message("ParquetScanConfig", ("path", 1, _LABEL.TYPE_STRING, optional, ""),
            ("batch_size", 2, _LABEL.TYPE_INT64, optional, ""))
    pool.Add(proto)
    return {name: message_factory.GetMessageClass(pool.FindMessageTypeByName(f"example.{name}"))
            for name in ("PartitionHint", "PlanHint", "BlobStoreRead", "ParquetScanConfig")}


PAYLOADS = _payload_classes()
PartitionHint = PAYLOADS["PartitionHint"]
PlanHint = PAYLOADS["PlanHint"]
BlobStoreRead = PAYLOADS["BlobStoreRead"]
ParquetScanConfig = PAYLOADS["ParquetScanConfig"]
# The names the crate's registries give them (`Explainable::name`).
CRATE_NAMES = {PartitionHint: "PartitionHint", PlanHint: "PlanHint", BlobStoreRead: "BlobStoreRead",
               ParquetScanConfig: "ParquetScan"}


CRATE_POSITIONAL = {"PartitionHint": ("strategies",), "BlobStoreRead": ("path",)}


@pytest.fixture
def crate_registry():
    """Registers the crate's example payloads under the crate's names for one test, with the
    fields its writers give without a name (`+ Enh:PartitionHint[&HASH, count=8]`,
    `+ Ext:BlobStoreRead['path/to/file']`)."""
    for cls, name in CRATE_NAMES.items():
        se.register(cls, name, positional=CRATE_POSITIONAL.get(name, ()))
    yield
    for cls in CRATE_NAMES:
        se.unregister(cls)
