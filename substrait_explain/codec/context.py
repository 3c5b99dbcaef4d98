"""What the codecs of values, payloads and subqueries need of the expression
codec: to print and build any message and any expression.

They are called by the expression codec and call back into it; naming the
callbacks here, rather than importing the expression codec's classes, keeps
the dependency one way (expressions.py implements these)."""

from __future__ import annotations

from typing import Any, Protocol

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from substrait.proto import Expression

from substrait_explain.text import nodes as n


class PrintContext(Protocol):
    def format_expr(self, e: Expression) -> str: ...

    def format_message_value(self, descriptor: Descriptor, value: Message) -> str: ...


class BuildContext(Protocol):
    def build_expr(self, node: n.Node, e: Expression | None = None) -> Expression: ...

    def build_message_value(self, descriptor: Descriptor, node: n.Node, target: Any) -> None: ...
