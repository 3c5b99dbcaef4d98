"""The kinds of extension declaration a plan holds (`SimpleExtensionDeclaration`'s
cases), each with the field of its anchor: what calls, types and variations refer to."""

from __future__ import annotations

from typing import Final

ANCHOR_FIELD: Final = {
    "extension_function": "function_anchor",
    "extension_type": "type_anchor",
    "extension_type_variation": "type_variation_anchor",
}
