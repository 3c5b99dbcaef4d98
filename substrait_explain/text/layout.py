"""The layout of a text plan, shared by the printer and the builder: the
sections a plan's fields live in, and how deep the plan tree indents."""

from __future__ import annotations

from typing import Final

# Spaces per level of the plan tree: an input is indented this much more than
# the relation it feeds.
INDENT: Final = 2
# Plan fields with sections of their own; the others are `name=value` lines
# at the top of `=== Plan`.
SECTIONED: Final = frozenset({"version", "extension_urns", "extensions", "relations"})
