"""'Did you mean' hints for misspelled names."""

from __future__ import annotations

from collections.abc import Iterable


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    import difflib  # here: only an error needs it, and a process that reads good plans never imports it

    choices = list(choices)
    by_lower = {c.lower(): c for c in choices}
    match = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=0.6)
    return f"did you mean {by_lower[match[0]]!r}?" if match else None
