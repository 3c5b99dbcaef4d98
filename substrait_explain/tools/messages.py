"""How every command speaks about trouble: one form for all of them.

An input's problem goes to standard error as ``source:line:col: error: message``
(``source: error: message`` when there is no line), then the line with a caret
and a hint; a warning says ``warning:`` instead.  A usage error is
``substrait-explain COMMAND: error: message`` and exits 2.

A new command reads its plans with :func:`read_plan` (which raises
:class:`Failed`, whose text is the whole message), prints ``str(failed)``, and
uses :func:`usage_error` for arguments that do not go together.  Warnings go
through :class:`Warnings`, which prints each once, with a count for many inputs.
"""

from __future__ import annotations

import errno
import sys
from collections import defaultdict
from pathlib import Path

from substrait.proto import Plan

from substrait_explain.api import format_of_path, load_plan_with_warnings
from substrait_explain.base.errors import Error, LoadError, ParseError, UnknownFormat, render, shown

PROG = "substrait-explain"
# What to do about bytes whose format detection could not settle (UnknownFormat).
FORMAT_ADVICE = "if it is a plan, name its format (-f text, -f json or -f binary) to be told what is wrong with it"
STRICT = " (an error under --strict)"  # said after each warning --strict made an error


class Failed(Exception):
    """An input that could not be done; ``str()`` is the whole message, in the form above."""


def usage_error(command: str, message: str) -> int:
    """Say that a command's arguments are wrong, naming the command; the exit code (2)."""
    print(f"{PROG} {command}: error: {message}", file=sys.stderr)
    return 2


def source_of(path: str) -> str:
    """A path as messages show it: one line, whatever its bytes; - is standard input."""
    return "<stdin>" if path == "-" else shown(path)


def error(source: str, message: str, hint: str | None = None) -> str:
    """A message about an input with no line to point at: ``source: error: message``."""
    return render(f"{source}: error: {message}", None, None, hint)


def failure(source: str, e: BaseException) -> str:
    """What went wrong with the input ``source``, as :func:`error` says it, for any exception."""
    if isinstance(e, ParseError):
        return render(f"{source}:{e.line}:{e.column}: error: {e.message}", e.source_line, e.column, e.hint)
    if isinstance(e, UnknownFormat):
        return error(source, str(e), FORMAT_ADVICE)
    if isinstance(e, OSError):
        return error(source, cannot("cannot read", e))
    return error(source, why(e))


def why(e: BaseException) -> str:
    """What went wrong, for anything but a ParseError: bad input is an :class:`Error`;
    anything else is a bug, said in one line all the same."""
    if isinstance(e, Error):
        return str(e)
    detail = str(e).splitlines()[0] if str(e) else ""
    return f"internal error, please report: {type(e).__name__}: {detail}"


# How to fix what the system reports, where its words alone do not say.
_FIXES: dict[int | None, str] = {
    errno.ENOENT: "create its directory first",
    errno.ENOTDIR: "a directory in its path is a file",
    errno.EISDIR: "it is a directory: name a file",
    errno.EACCES: "choose a place you can write to, or change its permissions",
    errno.EROFS: "choose a place you can write to",
}


def cannot(what: str, e: OSError) -> str:
    """``what`` ("cannot read", "cannot write") failed as ``e`` says, and how to fix it when writing."""
    fix = _FIXES.get(e.errno) if what != "cannot read" else None
    return f"{what}: {e.strerror or e}" + (f" ({fix})" if fix else "")


def read(path: str) -> bytes:
    """The bytes of ``path`` (- for standard input); raises OSError."""
    return sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()


def read_bytes(path: str) -> bytes:
    """The bytes of ``path`` (- for standard input); raises :class:`Failed`."""
    try:
        return read(path)
    except OSError as e:
        raise Failed(failure(source_of(path), e)) from None


class Warnings:
    """Warnings about inputs, each said once.  With ``batch``, they are kept until
    :meth:`flush`, which says a warning many inputs share in one line with their
    count; otherwise each is said at once.  ``quiet`` says none."""

    def __init__(self, batch: bool = False, quiet: bool = False) -> None:
        self.batch = batch
        self.quiet = quiet
        self.sources: dict[str, list[str]] = defaultdict(list)  # warning -> the inputs that gave it

    def add(self, source: str, message: str) -> None:
        if self.quiet:
            return
        if not self.batch:
            print(f"{source}: warning: {message}", file=sys.stderr)
            return
        self.sources[message].append(source)

    def flush(self, say=None) -> None:
        """Say the kept warnings (through ``say``, default: print to standard error)."""
        say = say or (lambda text: print(text, file=sys.stderr))
        for message, sources in self.sources.items():
            more = len(sources) - 1
            say(f"{sources[0]}: warning: {message}" + (f" (and {more} more input{'s' if more > 1 else ''} with "
                                                          f"the same warning)" if more else ""))
        self.sources.clear()


def load(data: bytes, from_format: str | None, source: str, warnings: Warnings, strict: bool = False) -> Plan:
    """The plan in ``data``; its upgrade warnings go to ``warnings``, or fail it under ``strict``.
    Raises :class:`Failed`."""
    try:
        plan, said = load_plan_with_warnings(data, from_format)
        if said and strict:
            raise LoadError("; ".join(said) + STRICT)
    except Exception as e:  # noqa: BLE001 (whatever the input: a message, never a traceback)
        raise Failed(failure(source, e)) from None
    for warning in said:
        warnings.add(source, warning)
    return plan


def read_plan(path: str, from_format: str | None = None, warnings: Warnings | None = None,
              strict: bool = False) -> Plan:
    """The plan in the file ``path`` (- for standard input), in ``from_format``, else the one its
    name says (`.yaml`), else detected from the content.  Raises :class:`Failed`."""
    return load(read_bytes(path), from_format or format_of_path(path), source_of(path), warnings or Warnings(),
                strict)
