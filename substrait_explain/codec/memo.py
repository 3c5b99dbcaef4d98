"""A plan's leaves written (or built) once per process, by their bytes (or their text).

A type, a field reference or a small literal means the same in every plan
that holds it (unless it names a plan's user-defined type), and plans repeat
a few hundred of them: the printer writes each once per process (and each
Read's schema: tables recur), and the builder builds each built-in type once
(by what its text says).  The cache
is bounded: when full it starts again, so memory stays small whatever is
formatted.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Final, Generic, TypeVar

from substrait_explain.generated import messages

V = TypeVar("V")
_MISSING: Final = object()
# How many formats (in any thread) are reading plans through protobuf's messages that may hold
# unknown fields, which those messages do not show: while any is, no result is kept (see hold).
_held: int = 0


def hold() -> None:
    """Keep no result until :func:`release`: what is worked out now may lack unknown fields that
    its input's bytes, the key, hold."""
    global _held
    _held += 1


def release() -> None:
    global _held
    _held -= 1


class _Skipping:
    """A result worked out from a message holding fields no proto here knows (which the reader
    skipped): finding it counts as skipping them again, as reading the message would."""

    def __init__(self, result: object) -> None:
        self.result = result


class Memo(Generic[V]):
    """Results of ``compute`` by a key of its input (its bytes), at most ``size`` of them."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.results: dict[Hashable, object] = {}

    def get(self, key: Hashable, message: object, compute: Callable[[object], V]) -> V:
        """The result for ``message``, whose key is ``key``."""
        found = self.results.get(key, _MISSING)
        if found is not _MISSING:
            if isinstance(found, _Skipping):
                messages.count_skip()
                return found.result  # type: ignore[return-value]
            return found  # type: ignore[return-value]
        if len(self.results) >= self.size:
            self.results.clear()
        skipped = messages.skipped()
        result = compute(message)
        # The printer of a plan that holds fields no proto here knows sees that the reader skipped
        # some (printer._text), and so must the printer of the next plan holding the same bytes.
        if not _held:
            self.results[key] = result if messages.skipped() == skipped else _Skipping(result)
        return result
