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

V = TypeVar("V")
_MISSING: Final = object()


class Memo(Generic[V]):
    """Results of ``compute`` by a key of its input (its bytes), at most ``size`` of them."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.results: dict[Hashable, V] = {}

    def get(self, key: Hashable, message: object, compute: Callable[[object], V]) -> V:
        """The result for ``message``, whose key is ``key``."""
        found = self.results.get(key, _MISSING)
        if found is not _MISSING:
            return found  # type: ignore[return-value]
        if len(self.results) >= self.size:
            self.results.clear()
        result = self.results[key] = compute(message)
        return result
