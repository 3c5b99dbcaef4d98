"""Extension URIs as URNs: the one rule text, JSON and binary plans share.

Plans written before Substrait named extension files by URN refer to them by
URI.  Producers wrote a standard file as a GitHub URL, a bare
``/functions_x.yaml`` path, a local path or just its name; all of them end in
the file name, so the rule looks only at that: a URI whose last path segment
is one of the files the Substrait repository ships becomes that file's URN
``extension:io.substrait:<file stem>``.  A URI that already is a URN is kept;
any other URI has no known URN.
"""

from __future__ import annotations

from typing import Final

# The extension files the Substrait repository ships; each declares the URN
# ``extension:io.substrait:<file stem>``.
STANDARD_EXTENSIONS: Final = frozenset({
    "functions_aggregate_approx",
    "functions_aggregate_decimal_output",
    "functions_aggregate_generic",
    "functions_arithmetic",
    "functions_arithmetic_decimal",
    "functions_boolean",
    "functions_comparison",
    "functions_datetime",
    "functions_geometry",
    "functions_list",
    "functions_logarithmic",
    "functions_rounding",
    "functions_rounding_decimal",
    "functions_set",
    "functions_string",
    "unsigned_integers",
})


def urn_for_uri(uri: str) -> str | None:
    """The URN of the extension file at ``uri``, or None when it has no known URN."""
    if uri.startswith("extension:"):
        return uri
    name = uri.rsplit("/", 1)[-1]
    stem = name.removesuffix(".yaml")
    if stem != name and stem in STANDARD_EXTENSIONS:
        return f"extension:io.substrait:{stem}"
    return None
