"""Explain and verify many plans at once on Apache Spark, through PySpark.

:func:`explain_one` is the work for one plan: plain Python that never raises, so
a bad plan costs one row, never the job.  :func:`explain_plans` runs it over
Arrow batches (``mapInArrow``) of a DataFrame; :func:`run` is the ``spark``
command: read files or a Parquet column, write a dataset, summarize it.

PySpark, pandas and pyarrow are imported only when Spark is used, so the rest
of the package works without them.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import signal
import sys
import threading
import time
import warnings
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from google.protobuf.message import Message
from substrait.proto import Plan, Rel

from substrait_explain.api import detect_format, format, format_of_path, load_plan_with_warnings, parse
from substrait_explain.base.errors import Error, LoadError, ParseError
from substrait_explain.tools import report
from substrait_explain.tools.inputs import expand_inputs, skipped_note

INSTALL_HINT = "pip install 'substrait-explain[spark]'"
STATUSES = ("lossless", "differs", "error")
OUTPUT_FORMATS = ("parquet", "json")
TOP = 20  # producers and functions listed in the summary
MAX_FAILING = 100  # failing sources listed in the summary; the dataset has them all

# One row per input plan.  _arrow_schema() is the same schema for pyarrow.
SCHEMA = (
    "source string, format string, producer string, substrait_version string, "
    "status string, text string, error string, "
    "relations map<string, bigint>, functions array<struct<urn: string, name: string>>"
)

# The driver JVM's log configuration: errors only (see the file).
LOG4J = Path(__file__).with_name("spark-log4j2.properties")

_READING = "reading the plan"


def explain_one(source: str, data: bytes | None) -> dict:
    """One output row (a dict with the :data:`SCHEMA` fields) for the plan in ``data``.

    ``status`` is ``lossless`` when ``parse(format(plan)) == plan``, ``differs``
    when not, ``error`` when the plan cannot be read or written (``error`` says
    why, with file:line:column for text).  A plan that differs says what loading
    it warned about in ``error``, such as unknown fields, which text cannot hold.
    Never raises.
    """
    row: dict[str, Any] = {"source": source, "format": None, "producer": None, "substrait_version": None,
           "status": "error", "text": None, "error": None, "relations": {}, "functions": []}
    step = _READING
    try:
        if data is None:
            raise LoadError("no plan: the value is null")
        named = format_of_path(source)  # a .yaml file; other formats are detected from the content
        row["format"] = named or detect_format(data)
        plan, warnings = load_plan_with_warnings(data, named)  # detected again: a guess may be tried both ways
        _describe(plan, row)
        step = "writing the plan as text"
        row["text"] = format(plan)
        step = "reading the text back"
        row["status"] = "lossless" if parse(row["text"]) == plan else "differs"
        if row["status"] == "differs":
            row["error"] = "; ".join(warnings) or None
    except Error as e:
        if step == _READING:
            row["error"] = str(e.with_source(source) if isinstance(e, ParseError) else e)
        else:  # a ParseError here points into the `text` column
            row["error"] = f"{step}: {e}"
    except Exception as e:  # a bug in substrait-explain costs this row, not the job
        row["error"] = f"{step}: internal error: {type(e).__name__}: {e}"
    return row


def _describe(plan: Plan, row: dict) -> None:
    """Fill producer, version, relation kind counts and functions used."""
    if plan.HasField("version"):
        v = plan.version
        row["producer"] = v.producer or None
        row["substrait_version"] = f"{v.major_number}.{v.minor_number}.{v.patch_number}"
    kinds: Counter[str] = Counter()
    anchors: set[int] = set()
    _walk(plan, kinds, anchors)
    row["relations"] = dict(kinds)
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    declared = {d.extension_function.function_anchor: d.extension_function
                for d in plan.extensions if d.HasField("extension_function")}
    # A plan may use an anchor it never declares (the text keeps it as is).
    used = {(urns.get(f.extension_urn_reference), f.name) if (f := declared.get(a))
            else (None, f"#{a} (undeclared)") for a in anchors}
    row["functions"] = [{"urn": u, "name": n} for u, n in sorted(used, key=lambda f: (f[0] or "", f[1]))]


def _walk(msg: Message, kinds: Counter[str], anchors: set[int]) -> None:
    """Count relations by kind and collect the function anchors used, anywhere in ``msg``.

    Scalar, aggregate and window functions, join comparisons and sort
    comparisons all refer to functions by a field ending in `function_reference`.
    """
    if isinstance(msg, Rel) and (kind := msg.WhichOneof("rel_type")):
        kinds[kind] += 1
    for field, value in msg.ListFields():
        if isinstance(value, Message):
            _walk(value, kinds, anchors)
        elif field.message_type is not None:  # a repeated message field
            for item in value:
                _walk(item, kinds, anchors)
        elif field.name.endswith("function_reference"):
            anchors.add(value)


# --------------------------------------------------------------------------
# Spark


def _require_spark() -> None:
    try:
        import pandas  # noqa: F401  (PySpark's mapInArrow needs pandas and pyarrow)
        import pyarrow  # noqa: F401
        import pyspark  # noqa: F401
    except ImportError as e:
        raise Error(f"the spark command needs PySpark, pandas and pyarrow "
                    f"({e.name} is missing): {INSTALL_HINT}") from None


def start_session(master: str | None = None):
    """A quiet SparkSession on ``master`` (default ``local[*]``, in this process)."""
    _require_spark()
    from pyspark.sql import SparkSession

    master = master or "local[*]"
    builder = (SparkSession.builder.appName("substrait-explain").master(master)
               .config("spark.ui.showConsoleProgress", "false"))
    if master.startswith("local"):
        # The workers are child processes: this interpreter has substrait-explain.
        os.environ["PYSPARK_PYTHON"] = os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
        # Nothing leaves the machine: bind to loopback (which also silences
        # Spark's "hostname resolves to a loopback address" warning).
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
        builder = (builder.config("spark.driver.host", "127.0.0.1")
                   .config("spark.driver.bindAddress", "127.0.0.1")
                   .config("spark.ui.enabled", "false"))
    # The driver JVM reads its log configuration as it starts.
    builder = builder.config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile={LOG4J}")
    main = _in_main_thread()  # only the main thread may handle signals
    previous = signal.getsignal(signal.SIGINT)
    if main:
        signal.signal(signal.SIGINT, _interrupt_start)
    try:
        return builder.getOrCreate()
    except Exception as e:  # no Java, a bad master URL: say so without a traceback
        raise Error(f"cannot start Spark on {master} (it needs Java 17 or later): {e}") from e
    finally:
        if main:
            # PySpark installed a handler of its own meanwhile: the caller's comes back.
            signal.signal(signal.SIGINT, previous if previous is not None else signal.default_int_handler)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def _interrupt_start(signum, frame):
    """Ctrl-C while Spark starts: end the JVM being launched (it would go on starting,
    and print its stack traces, after this process is gone) and say nothing of the
    connections that breaks (py4j logs each with its traceback)."""
    logging.disable(logging.CRITICAL)
    # PySpark's exit handler warns that the JVM killed here did not shut down cleanly.
    warnings.simplefilter("ignore")
    end_children()
    raise KeyboardInterrupt


def end_children() -> None:
    """Kill the processes this one started, and theirs: the launcher of Spark's JVM,
    the JVM and its Python workers.  Linux only (read from /proc); elsewhere none."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            # The command name may hold spaces and parentheses: the fields after the last ")".
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            parents.setdefault(int(fields[1]), []).append(int(entry.name))
    todo = list(parents.get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        todo += parents.get(pid, [])
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _arrow_schema():
    import pyarrow as pa

    return pa.schema([
        ("source", pa.string()), ("format", pa.string()), ("producer", pa.string()),
        ("substrait_version", pa.string()), ("status", pa.string()), ("text", pa.string()),
        ("error", pa.string()), ("relations", pa.map_(pa.string(), pa.int64())),
        ("functions", pa.list_(pa.struct([("urn", pa.string()), ("name", pa.string())]))),
    ])


def _explain_batches(batches):
    """The mapInArrow function: (source, content) batches in, :data:`SCHEMA` batches out."""
    import pyarrow as pa

    # Ctrl-C reaches the workers too; the driver handles it (it cancels the
    # jobs), so a worker taking it as well would only print its traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    schema = _arrow_schema()
    for batch in batches:
        sources = batch.column("source").to_pylist()
        contents = batch.column("content").to_pylist()
        rows = [explain_one(s, c) for s, c in zip(sources, contents, strict=True)]
        yield pa.RecordBatch.from_pylist(rows, schema=schema)


def explain_plans(spark, df, column: str = "content", source: str = "path"):
    """A DataFrame with one :data:`SCHEMA` row per row of ``df``.

    ``df[column]`` holds the plans (binary, or string for text and JSON plans)
    and ``df[source]`` names them.  The defaults fit
    ``spark.read.format("binaryFile")``.  Nothing runs until the result is used.
    ``spark`` is the session ``df`` belongs to; the work runs there.
    """
    from pyspark.sql import functions as F

    for name in (column, source):
        if name not in df.columns:
            raise Error(f"no column {name!r}: the DataFrame has {', '.join(df.columns)}")
    kind = df.schema[column].dataType.simpleString()
    if kind not in ("binary", "string"):
        raise Error(f"column {column!r} is {kind}: plans are binary or string")
    plans = df.select(F.col(source).cast("string").alias("source"),
                      F.col(column).cast("binary").alias("content"))  # UTF-8 for strings
    return plans.mapInArrow(_explain_batches, SCHEMA)


def _read_inputs(spark, inputs: list[str], column: str | None):
    """(plans DataFrame, its source column) for the command's INPUTs."""
    from pyspark.errors import AnalysisException
    from pyspark.sql import functions as F

    try:
        if column is None:
            return _read_files(spark, inputs), "path"
        data = spark.read.parquet(*inputs)
    except AnalysisException as e:  # a missing path, a glob that matches nothing
        raise Error(str(e).splitlines()[0]) from None
    if column not in data.columns:
        raise Error(f"no column {column!r} in {' '.join(inputs)}: it has {', '.join(data.columns)}")
    where = F.concat_ws("#", F.col("_metadata.file_path"), F.col("_metadata.row_index").cast("string"))
    plans = data.select(where.alias("source"), F.col(column).alias("content"))
    if plans.isEmpty():
        raise Error(f"no plans found in {' '.join(inputs)}")
    return plans, "source"


def _read_files(spark, inputs: list[str]):
    """(path, content), one row per file: files, directories (recursively) and globs.

    Spark lists the files on the driver and the executors read them.
    """
    from pyspark.sql import functions as F

    files = (spark.read.format("binaryFile").option("recursiveFileLookup", "true")
             .load(list(inputs)).select("path", "content"))
    listed = files.inputFiles()
    if not listed:
        raise Error(f"no plans found in {' '.join(inputs)}")
    # A file scan skips empty files, yet each file must have its row (an error).
    # Counting and comparing the names reads no content; input_file_name() is
    # spelled as inputFiles() spells it.
    names = files.select(F.input_file_name().alias("name"))
    if names.count() == len(listed):
        return files
    read = {r.name for r in names.collect()}
    empty = [(_path_string(uri), b"") for uri in listed if uri not in read]
    return files.unionByName(spark.createDataFrame(empty, "path string, content binary"))


def _path_string(uri: str) -> str:
    """A file URI as Hadoop's Path prints it, as in binaryFile's `path` column."""
    parts = urlsplit(uri)
    authority = f"//{parts.netloc}" if parts.netloc else ""
    return f"{parts.scheme}:{authority}{unquote(parts.path)}"


# Paths go through Hadoop's FileSystem (PySpark's JVM gateway), so that they
# resolve as Spark resolves the dataset's: local, HDFS, S3...


def _exists(spark, path: str) -> bool:
    p = spark.sparkContext._jvm.org.apache.hadoop.fs.Path(path)
    fs = p.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())
    if fs.getUri().getScheme() == "file":
        # A link to nothing exists too: writing through it would create its
        # target, wherever that is.
        return os.path.lexists(fs.makeQualified(p).toUri().getPath())
    return fs.exists(p)


def _write_file(spark, path: str, data: bytes) -> None:
    jvm = spark.sparkContext._jvm
    p = jvm.org.apache.hadoop.fs.Path(path)
    # A FileSystem of our own: turning off the .crc file that a local disk
    # would get beside it must not change the one Spark shares.
    fs = jvm.org.apache.hadoop.fs.FileSystem.newInstance(p.toUri(), spark.sparkContext._jsc.hadoopConfiguration())
    try:
        fs.setWriteChecksum(False)
        stream = fs.create(p, True)
        try:
            stream.write(bytearray(data))
        finally:
            stream.close()
    finally:
        fs.close()


def _first_line(error: Exception) -> str:
    """What went wrong, from the Java exception when there is one (py4j's own
    message only names the method called)."""
    java = getattr(error, "java_exception", None)
    return (str(java.toString()) if java is not None else str(error)).splitlines()[0]


def summary_path(output: str) -> str:
    """Where :func:`run` writes the summary: ``<output>.summary.json``, next to the dataset."""
    return output.rstrip("/") + ".summary.json"


def report_path(output: str) -> str:
    """Where :func:`run` writes the summary as an HTML page: ``<output>.summary.html``."""
    return output.rstrip("/") + ".summary.html"


def summarize(spark, output: str, output_format: str = "parquet") -> dict:
    """Counts by status, format, producer and relation kind, top functions, failing sources."""
    from pyspark.sql import functions as F

    # Read back what was written, so no plan is explained twice; the summary
    # needs only the small columns.
    rows = spark.read.schema(SCHEMA).format(output_format).load(output).drop("text").cache()
    # One job for the three small counts: there are few (status, format, producer) groups.
    groups = rows.groupBy("status", "format", "producer").count().collect()
    kinds = rows.select(F.explode(F.map_keys("relations")).alias("kind")).groupBy("kind").count()
    functions = (rows.select(F.explode("functions").alias("f")).select("f.*")
                 .groupBy("urn", "name").count().orderBy(F.desc("count"), "urn", "name").limit(TOP))
    failing = (rows.filter(F.col("status") != "lossless").orderBy("source").limit(MAX_FAILING)
               .select("source", "status", F.substring_index("error", "\n", 1).alias("error")))

    def tally(pairs, limit=None) -> dict:  # most first, then by name
        counts: Counter[str] = Counter()
        for key, n in pairs:
            counts["(none)" if key is None else key] += n
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit])

    status = tally((g["status"], g["count"]) for g in groups)
    summary = {
        "plans": sum(status.values()),
        "status": {s: status.get(s, 0) for s in STATUSES},
        "formats": tally((g["format"], g["count"]) for g in groups),
        "producers": tally(((g["producer"], g["count"]) for g in groups), TOP),
        "relations": tally(kinds.collect()),
        "top_functions": [{"urn": u, "name": n, "plans": c} for u, n, c in functions.collect()],
        "failing": [r.asDict() for r in failing.collect()],
    }
    rows.unpersist()
    return summary


def run(inputs: list[str], output: str, master: str | None = None,
        output_format: str = "parquet", column: str | None = None, spark=None,
        say: Callable[[str], None] | None = None) -> dict:
    """The ``spark`` command: explain every plan in ``inputs`` into a dataset at ``output``.

    ``inputs`` are plan files, directories and globs, or with ``column`` Parquet
    datasets whose ``column`` holds plans.  Writes ``output`` and
    :func:`summary_path` and :func:`report_path`, never over an existing path (or a link: it would write
    wherever that leads); returns the summary.  Starts and stops a session on
    ``master`` unless given ``spark``.  Raises :class:`Error` for missing
    inputs, no plans, an existing output or summary, or an output it cannot write.
    Local directories and globs give their plan files as for `convert`
    (:func:`plan_files`); ``say`` hears what they held besides, and when the checks
    are done and Spark starts.
    """
    if output_format not in OUTPUT_FORMATS:
        raise Error(f"unknown output format {output_format!r}: use one of {', '.join(OUTPUT_FORMATS)}")
    if not output.rstrip("/"):
        raise Error(f"{output!r} cannot be the output: name a new directory")
    check_local_paths(inputs, output)
    if column is None:
        inputs, note = plan_files(inputs)
        if note and say:
            say(note)
    own = spark is None
    if say:
        say(f"explaining plans on {master or 'local[*]'}...")
    if own:
        spark = start_session(master)
    interrupted = False
    try:
        for path in (output, summary_path(output), report_path(output)):
            if _exists(spark, path):
                raise Error(f"{path} already exists: name a new output directory, or remove it")
        plans, source = _read_inputs(spark, inputs, column)
        try:
            with _quiet_on_interrupt(spark):
                return _explain_into(spark, plans, source, inputs, output, output_format)
        except BaseException:
            # Nothing half-written: none existed before this run (checked above).
            for path in (output, summary_path(output), report_path(output)):
                _remove(spark, path)
            raise
    except KeyboardInterrupt:
        interrupted = True
        raise
    finally:
        if own:
            _stop(spark, quietly=interrupted)


def _stop(spark, quietly: bool) -> None:
    """``spark.stop()``; after Ctrl-C without a word: a KeyboardInterrupt raised inside a py4j
    call cuts its connection, and a Ctrl-C may have ended the JVM, so stopping can fail (PySpark
    warns that the JVM did not shut down cleanly, py4j logs the broken connection or cannot
    connect)."""
    if not quietly:
        spark.stop()
        return
    logged = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        with warnings.catch_warnings(), contextlib.suppress(Exception):
            warnings.simplefilter("ignore")
            spark.stop()
    finally:
        logging.disable(logged)


def _explain_into(spark, plans, source: str, inputs: list[str], output: str, output_format: str) -> dict:
    start = time.perf_counter()
    try:
        explain_plans(spark, plans, "content", source).write.format(output_format).save(output)
    except Exception as e:  # explain_one never raises: this is the file system saying no
        raise Error(f"cannot write {output}: {_first_line(e)}") from None
    seconds = time.perf_counter() - start
    summary = {"inputs": list(inputs), "output": output, "output_format": output_format,
               "master": spark.sparkContext.master, "seconds": round(seconds, 3),
               **summarize(spark, output, output_format),
               "summary_file": summary_path(output), "report_file": report_path(output)}
    _write_file(spark, summary["summary_file"], json.dumps(summary, indent=2).encode() + b"\n")
    _write_file(spark, summary["report_file"], report.render(summary).encode())
    return summary


_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")  # hdfs:, s3a:, file: ...
_SPARK_GLOB = re.compile(r"[*?\[{]")


def check_local_paths(inputs: list[str], output: str) -> None:
    """What can be told of local paths before Spark starts (which takes
    seconds): inputs that do not exist, an output, summary or report that does.
    Paths with a scheme, and globs (Spark's own syntax), are left to Spark."""
    for path in (output, summary_path(output), report_path(output)):
        if not _SCHEME.match(path) and os.path.lexists(path):
            raise Error(f"{path} already exists: name a new output directory, or remove it")
    for path in inputs:
        if not _SCHEME.match(path) and not _SPARK_GLOB.search(path) and not os.path.exists(path):
            raise Error(f"input {path} does not exist" + (" (a symbolic link to nothing)" if os.path.islink(path)
                                                          else ""))


_HADOOP_GLOB = re.compile(r"([*?\[\]{}\\])")


def plan_files(inputs: list[str]) -> tuple[list[str], str | None]:
    """The paths Spark is to read for ``inputs``, and a note of what was skipped.

    Local inputs follow the rule of every command (:mod:`inputs`): a named file is
    read whatever its name, a directory gives its files named like plans, a glob
    its matches; an empty directory or a glob matching nothing is an Error here,
    before Spark starts.  The files go to Spark by name, their glob characters
    escaped; paths with a scheme (hdfs:, s3a:) go as they are, for Spark to list.
    """
    if "-" in inputs:
        raise Error("Spark cannot read standard input (-): write the plans to files")
    local = [path for path in inputs if not _SCHEME.match(path)]
    found = expand_inputs(local)
    for item in found.found:
        if item.problem:
            raise Error(f"{item.source}: {item.problem}")
    files = [_HADOOP_GLOB.sub(r"\\\1", os.path.abspath(item.path)) for item in found.found]
    return files + [path for path in inputs if _SCHEME.match(path)], skipped_note(found.skipped)


def _remove(spark, path: str) -> None:
    """Delete ``path`` (recursively) if it exists; quietly, as a run is being undone."""
    with contextlib.suppress(Exception):
        p = spark.sparkContext._jvm.org.apache.hadoop.fs.Path(path)
        p.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration()).delete(p, True)


@contextlib.contextmanager
def _quiet_on_interrupt(spark):
    """Ctrl-C ends the run without a word from Spark or py4j: no Java stack
    trace of the aborted job, no Python traceback of the cut connection.

    Raising KeyboardInterrupt inside a py4j call cuts its connection, which the
    JVM logs with a stack trace before anything can silence it (and PySpark's
    own handler cancels the jobs on that very connection, which fails).  So
    the handler only starts a thread that turns Spark's log off and cancels the
    jobs; the call then fails as cancelled, and KeyboardInterrupt is raised here.
    A second Ctrl-C raises at once.
    """
    if not _in_main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)
    logged = logging.root.manager.disable  # what the caller silenced stays silenced
    interrupted = threading.Event()

    def cancel() -> None:
        with contextlib.suppress(Exception):
            spark.sparkContext.setLogLevel("OFF")
            spark.sparkContext.cancelAllJobs()

    def handler(signum, frame):
        if interrupted.is_set():
            logging.disable(logging.CRITICAL)  # py4j logs the cut connection with its traceback
            raise KeyboardInterrupt
        interrupted.set()
        threading.Thread(target=cancel, daemon=True).start()

    signal.signal(signal.SIGINT, handler)
    try:
        yield interrupted
    except Exception:
        if interrupted.is_set():
            raise KeyboardInterrupt from None
        raise
    finally:
        signal.signal(signal.SIGINT, previous)
        logging.disable(logged)
    if interrupted.is_set():
        raise KeyboardInterrupt
