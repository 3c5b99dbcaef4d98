"""Deeply nested input without RecursionError.

The parser and the printer recurse once per level of expression nesting, so
an expression nested a thousand deep outgrows Python's default recursion
limit.  Such input is retried on a thread with a large stack and a high
recursion limit; ordinary input never pays for it.  Input that outgrows even
that is refused with a :class:`NestingError`.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, Final, TypeVar

from substrait_explain.base.errors import NestingError

T = TypeVar("T")
_STACK_BYTES: Final = 512 * 1024 * 1024  # address space only: untouched pages cost no memory
_RECURSION_LIMIT = 1_000_000
_THREAD: Final = "substrait-explain-deep"
TOO_DEEP: Final = ("nested too deeply to follow (expressions, types or relations one inside another, "
            "tens of thousands deep)")
TOO_DEEP_HINT: Final = "nest less: split a long chain of calls into relations, or a plan into several"
_lock = threading.Lock()


def on_large_stack() -> bool:
    """Whether this is :func:`run`'s second attempt, where a RecursionError is final."""
    return threading.current_thread().name == _THREAD


def run(fn: Callable[..., T], *args: object) -> T:
    try:
        return fn(*args)
    except RecursionError:
        pass
    outcome: dict[str, Any] = {}

    def deep() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as e:  # handed to the calling thread below
            outcome["error"] = e

    with _lock:  # the recursion limit and the thread stack size are process-wide
        old_limit = sys.getrecursionlimit()
        old_size = threading.stack_size(_STACK_BYTES)
        sys.setrecursionlimit(_RECURSION_LIMIT)
        try:
            worker = threading.Thread(target=deep, name=_THREAD)
            worker.start()
            worker.join()
        finally:
            sys.setrecursionlimit(old_limit)
            threading.stack_size(old_size)
    if isinstance(outcome.get("error"), RecursionError):
        raise NestingError(f"{TOO_DEEP}; {TOO_DEEP_HINT}") from None
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
