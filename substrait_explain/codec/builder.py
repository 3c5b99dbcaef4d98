"""Syntax tree to Plan: the head, then the plan's lines as they come.

The tree is rebuilt from the lines' indentation while they are read, and
each relation is built in place: its kind when its line is read, its
arguments once the last of its input lines is done (a Project's short form
needs its input complete to know its width).  Only the lines on the path
from the top to the current one are held, so a plan of any size builds in
memory bounded by the plan itself, not by its text.
"""

from __future__ import annotations

import sys
from typing import Final, NoReturn, TypeVar

from google.protobuf.message import Message
from substrait.proto import Plan, PlanRel, Rel, RelRoot

from substrait_explain.base.errors import UINT32, ParseError, check_int
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import placeholders, unknown_fields, values
from substrait_explain.codec.expressions import BuildContext, UnknownInput
from substrait_explain.codec.extensions import build_extensions, check_old_fields
from substrait_explain.codec.relations import (
    absent_inputs,
    check_input_count,
    finish_rel,
    input_slot,
    start_rel,
)
from substrait_explain.codec.tables import build_tables
from substrait_explain.plan import nesting, old_fields, unknown
from substrait_explain.plan.schema import Schemas
from substrait_explain.text import nodes as n
from substrait_explain.text.layout import INDENT, SECTIONED

_VERSION_FIELDS: Final = ("producer", "git_hash")
# Fields of substrait.PlanRel besides its relation: `name=value` lines above it.
PLAN_REL_FIELDS: Final = tuple(f.name for f in PlanRel.DESCRIPTOR.fields if f.containing_oneof is None)
T = TypeVar("T")


class Recorder:
    """What ``validate`` learns from a build beyond the plan: the error of every
    relation line, not only the first, the line each relation came from and
    the call each function message (and the `$N` each field reference) came from."""

    def __init__(self) -> None:
        self.errors: list[ParseError] = []
        self.lines: dict[int, tuple[object, n.RelLine]] = {}  # id(message) -> (it, line)
        self.calls: dict[int, tuple[object, n.Call]] = {}  # id(function message) -> (it, call)
        self.refs: dict[int, tuple[object, n.Ref]] = {}  # id(FieldReference) -> (it, `$N`)
        self.failed: set[int] = set()  # the numbers of the relation lines that had an error
        # ... and of those with an error on them or on a line under them: their inputs may be incomplete
        self.failed_within: set[int] = set()
        # The relations of the lines right under a line that failed, outside the plan: whole in
        # themselves, they are checked on their own.
        self.aside: list[Rel] = []
        # id(function message) -> it: the calls an error left incomplete: whose function could
        # not be resolved (their anchor, 0, stands for nothing they name), or whose build an
        # error cut short (their arguments are not all there)
        self.incomplete_calls: dict[int, object] = {}

    def line_of(self, msg: object) -> n.RelLine | None:
        return _found(self.lines, msg)

    def incomplete(self, msg: object) -> bool:
        """Whether an error left ``msg`` incomplete: a relation whose line failed (built in
        part) or stands above one (built on an input built in part), or a call whose function
        could not be resolved or was built in part.  What is derived from it is unknown, so that
        what follows from an error reported is not reported as another."""
        found = self.incomplete_calls.get(id(msg))
        if found is not None:
            return found is msg
        line = self.line_of(msg)
        return line is not None and line.line in self.failed_within

    def copied(self, original: Message, copy: Message) -> None:
        """What is recorded of the messages in ``original`` (a subquery's relation), recorded
        of their counterparts in ``copy`` too: the plan holds the copy."""
        pairs = [(original, copy)]
        while pairs:
            built, copied = pairs.pop()
            _copy_entry(self.lines, built, copied)
            _copy_entry(self.calls, built, copied)
            _copy_entry(self.refs, built, copied)
            if self.incomplete_calls.get(id(built)) is built:
                self.incomplete_calls[id(copied)] = copied
            for field, value in built.ListFields():
                if field.message_type is None:
                    continue
                if field.is_repeated:
                    pairs.extend(zip(value, getattr(copied, field.name), strict=True))
                else:
                    pairs.append((value, getattr(copied, field.name)))

    def call_of(self, msg: object) -> n.Call | None:
        return _found(self.calls, msg)

    def ref_of(self, msg: object) -> n.Ref | None:
        return _found(self.refs, msg)


def _found(table: dict[int, tuple[object, T]], msg: object) -> T | None:
    """What ``table`` holds for ``msg`` (by its id, held with it so that the id stays its own)."""
    found = table.get(id(msg))
    return found[1] if found is not None and found[0] is msg else None


def _copy_entry(table: dict[int, tuple[object, T]], built: object, copied: object) -> None:
    found = _found(table, built)
    if found is not None:
        table[id(copied)] = (copied, found)


def build_plan(doc: n.Document, recorder: Recorder | None = None) -> Plan:
    """The Plan ``doc`` means.  Raises the first :class:`ParseError`; with a
    ``recorder``, a relation line's error is recorded there instead and the
    build goes on with the next line (the plan is then incomplete)."""
    plan = Plan()
    if doc.version is not None:
        _build_version(doc.version, plan)
    ext = build_extensions(doc.extensions, plan)
    codec = BuildContext(ext)
    codec.tables = build_tables(doc.tables)
    if recorder is not None:
        codec.calls, codec.call_errors, codec.refs = recorder.calls, recorder.errors, recorder.refs
        codec.incomplete_calls, codec.copied = recorder.incomplete_calls, recorder.copied
        # The names an expression checks are not those of an input a line under it left incomplete.
        codec.schemas = Schemas(root_names=False, unknown=recorder.incomplete)
    # Without a recorder (whose plan may be incomplete), the builder derives the old fields
    # of relations as it finishes each one; unless the plan has unknown fields, which come first.
    built = recorder is None and not ext.unknown_fields
    tree = _Tree(plan, codec, recorder, old_fields.as_built(ext.old_fields) if built else None)
    for line in doc.lines:
        if isinstance(line, n.Named):
            tree.add_field(line)
        else:
            tree.add_relation(line)
    tree.end()
    tree.check_depth(plan)
    check_old_fields(plan, ext)
    # Unknown fields before the old fields, and the mark after the note: as load_plan leaves them.
    unknown_fields.add(plan, ext.unknown_fields)
    plan = old_fields.attach(plan, ext.old_fields, tree.as_built)
    return unknown.mark(plan) if ext.unknown_fields else plan


class _Open:
    """A relation whose input lines are still being read."""

    def __init__(self, line: n.RelLine, msg: Message | None, failed: bool = False,
                 absent: frozenset[str] = frozenset(), plan_rel: PlanRel | None = None,
                 above: list[n.Named] | None = None) -> None:
        self.line = line
        self.msg = msg  # the relation's own message (a FilterRel, ...), the RelRoot, or None when its line failed
        self.inputs = 0  # unlabelled lines under it so far
        self.subplans: dict[int, Rel] = {}  # its `%N:` lines
        self.counts: list[int | None] = []  # the columns each input line says it outputs
        self.addenda: list[n.RelLine] = []  # its `+ Enh:Name[...]` lines
        self.failed = failed  # it or a line under it had an error (recorded): its own checks would only echo it
        self.broken_inputs = False  # a line under it has syntax errors: how many inputs it was given is unknown
        self.absent = absent  # the inputs its line says are absent (`left=_`)
        # For a top-level line: its PlanRel, and the `name=value` lines above it, set when it closes
        # (a detached expression's subquery is one of the `%N:` lines under it).
        self.plan_rel = plan_rel
        self.above = above if above is not None else []
        self.subqueries = 0  # the `%N:` lines on the path down to it, itself included


class _Tree:
    def __init__(self, plan: Plan, codec: BuildContext, recorder: Recorder | None = None,
                 as_built: old_fields.AsBuilt | None = None) -> None:
        self.plan = plan
        self.codec = codec
        self.recorder = recorder
        self.as_built = as_built
        self.path: list[_Open] = []  # from the top relation to the last line read
        self.above: list[n.Named] = []  # PlanRel fields waiting for their relation
        # id(Rel) -> (it, its line's place): only the place, so that no line's syntax is held
        self.places: dict[int, tuple[object, tuple[int, int]]] = {}
        self.depth = 0  # of the tree of relation lines
        self.subqueries = 0  # the most `%N:` lines on one path

    def add_field(self, item: n.Named) -> None:
        self._close_to(0)
        if item.name in PLAN_REL_FIELDS:
            self.above.append(item)
            return
        if self.plan.relations or self.above:
            raise ParseError("plan fields (name=value) come first, before the relations", item.line, item.col)
        field_ = self.plan.DESCRIPTOR.fields_by_name.get(item.name)
        if field_ is None or field_.name in SECTIONED:
            choices = [f.name for f in self.plan.DESCRIPTOR.fields if f.name not in SECTIONED]
            raise ParseError(f"unknown plan field {item.name!r}", item.line, item.col, None,
                             did_you_mean(item.name, choices) or "plan fields: " + ", ".join(choices))
        values.set_field(self.plan, field_, item.value, self.codec)

    def add_relation(self, line: n.RelLine) -> None:
        depth = line.indent // INDENT
        if isinstance(line, n.BrokenLine):
            if line.addendum:
                self._fail()  # the relation it belongs to is incomplete
                return
            # Indented too far as well, or with a tab: most likely an input all the same.
            depth = len(self.path) if line.indent < 0 else min(depth, len(self.path))
            if depth:
                self.path[depth - 1].broken_inputs = True  # its parent
        if line.addendum:
            self._add_addendum(line, depth)
            return
        if depth > len(self.path):
            raise ParseError(f"indented too far: {line.indent} spaces here, at most {len(self.path) * INDENT} expected",
                             line.line, line.col, None,
                             f"indent each input {INDENT} spaces more than the relation it feeds")
        self._close_to(depth)
        if depth == 0:
            self._start_top(line)
            return
        if self.above:
            raise ParseError(f"{self.above[0].name}= belongs just above a top-level relation", line.line, line.col)
        if line.name == "Root" and line.subname is None:
            raise ParseError("Root can only be at the top of a plan", line.line, line.col)
        slot = self._slot_for(line)
        opened = self._start(line, slot)
        opened.subqueries = self.path[-1].subqueries + (line.label is not None)
        self.subqueries = max(self.subqueries, opened.subqueries)
        self.path.append(opened)
        if len(self.path) > self.depth:
            self.depth = len(self.path)
            if 2 * self.depth > nesting.MESSAGE_LIMIT:  # each line two messages deeper: refused as it comes
                self._too_deep(f"at least {2 * self.depth}", (line.line, line.col))

    def check_depth(self, plan: Plan) -> None:
        """Refuse ``plan`` if it nests deeper than protobuf's C code can follow (plan/nesting.py).
        Walking the plan costs about half a parse, so it is walked only when the depth could
        be past the limit: as deep as the tree's lines (two messages each), a field
        reference's steps (two each) and the expressions of a line, on each subquery's
        line and the relation's, which nest no deeper than the parser could recurse
        (the recursion limit, and up to four messages each level)."""
        ref = self.codec.longest_ref
        steps = len(ref.path) if ref is not None else 0
        levels = 4 * sys.getrecursionlimit() + 4  # and a subquery's own
        bound = 2 * self.depth + 2 * steps + (self.subqueries + 1) * levels + 8
        if bound <= nesting.MESSAGE_LIMIT:
            return
        depth, place = nesting.deepest(plan, lambda msg: _found(self.places, msg))
        if depth > nesting.MESSAGE_LIMIT:
            self._too_deep(depth, place or ((ref.line, ref.col) if ref is not None else None))

    @staticmethod
    def _too_deep(depth: int | str, at: tuple[int, int] | None) -> NoReturn:
        line, col = at or (1, 1)
        raise ParseError(nesting.too_deep(depth), line, col, None, nesting.TOO_DEEP_HINT)

    def _start(self, line: n.RelLine, rel: Rel) -> _Open:
        self.places[id(rel)] = (rel, (line.line, line.col))
        if self.recorder is None:
            return _Open(line, start_rel(line, rel), absent=absent_inputs(line))
        self.recorder.lines[id(rel)] = (rel, line)
        if isinstance(line, n.BrokenLine):  # its syntax errors are said apart
            rel.SetInParent()  # a relation stands there, of no kind known
            self.recorder.failed.add(line.line)
            self._fail()
            return _Open(line, None, failed=True)
        try:
            return _Open(line, start_rel(line, rel), absent=absent_inputs(line))
        except ParseError as e:
            self.recorder.errors.append(e)
            self.recorder.failed.add(line.line)
            self._fail()
            return _Open(line, None, failed=True)

    def _fail(self) -> None:
        for open_ in self.path:
            open_.failed = True

    def _add_addendum(self, line: n.RelLine, depth: int) -> None:
        owner = self.path[-1] if self.path and depth == len(self.path) else None
        if owner is None or owner.inputs or owner.subplans:
            raise ParseError("an addendum line belongs right under its relation's line, before its inputs",
                             line.line, line.col, None,
                             f"indent `+ {line.name}:...` {INDENT} spaces more than its relation, above its inputs")
        if isinstance(owner.msg, RelRoot | PlanRel):
            raise ParseError(f"{'Root' if isinstance(owner.msg, RelRoot) else placeholders.EMPTY_PLAN_REL_TEXT} "
                             "takes no addendum lines", line.line, line.col)
        owner.addenda.append(line)

    def end(self) -> None:
        self._close_to(0)
        if self.above:
            item = self.above[-1]
            raise ParseError(f"{item.name}= must be followed by its relation", item.line, item.col)

    def _start_top(self, line: n.RelLine) -> None:
        plan_rel = self.plan.relations.add()
        above, self.above = self.above, []
        if placeholders.is_empty_plan_rel(line):
            if line.sections != [[]]:
                raise ParseError(f"{placeholders.EMPTY_PLAN_REL_TEXT} takes no arguments", line.line, line.col)
            self.path.append(_Open(line, plan_rel, plan_rel=plan_rel, above=above))
            return
        if line.name != "Root" or line.subname is not None:
            top = self._start(line, plan_rel.rel)
            top.plan_rel, top.above = plan_rel, above
            self.path.append(top)
            return
        if self.recorder is not None:
            self.recorder.lines[id(plan_rel.root)] = (plan_rel.root, line)
        if len(line.sections) != 1:
            raise ParseError("Root lists only its output names: Root[a, b]", line.line, line.col)
        for name in line.sections[0]:
            if not (isinstance(name, n.TypeNode) and name.plain_name is not None):
                raise ParseError("Root lists output names, like Root[id, \"full name\"]", name.line, name.col)
            plan_rel.root.names.append(name.name)
        plan_rel.root.SetInParent()
        self.path.append(_Open(line, plan_rel.root, plan_rel=plan_rel, above=above))

    def _slot_for(self, line: n.RelLine) -> Rel:
        """The message the relation on ``line`` builds into, under its parent."""
        parent = self.path[-1]
        if isinstance(parent.msg, PlanRel) and line.label is None:
            raise ParseError(f"{placeholders.EMPTY_PLAN_REL_TEXT} takes no inputs", line.line, line.col, None,
                             "only `%N:` lines, subqueries of its detached expressions, go under it")
        if parent.msg is None:  # under a line that failed: built aside
            parent.inputs += 1
            aside = Rel()
            if self.recorder is not None:
                self.recorder.aside.append(aside)
            return aside
        if line.label is not None:
            if line.label in parent.subplans:
                raise ParseError(f"label %{line.label} is used twice", line.line, line.col)
            parent.subplans[line.label] = Rel()
            return parent.subplans[line.label]
        parent.inputs += 1
        if isinstance(parent.msg, RelRoot):
            slot = parent.msg.input if parent.inputs == 1 else None
        else:
            slot = input_slot(parent.line, parent.msg, parent.inputs - 1, parent.absent)
        # Lines past what the relation takes are built aside, so that closing
        # it can say how many it was given.
        return Rel() if slot is None else slot

    def _close_to(self, depth: int) -> None:
        """Finish the open relations deeper than ``depth``, deepest first."""
        while len(self.path) > depth:
            done = self.path.pop()
            if done.above:
                self._set_above(done)
            if isinstance(done.msg, RelRoot | PlanRel):
                if done.inputs > 1 and not done.broken_inputs:
                    raise ParseError(f"Root takes 1 input, not {done.inputs}", done.line.line, done.line.col, None,
                                     "start another plan relation with a Root line of its own")
                if done.subplans:
                    label = min(done.subplans)
                    name = "Root" if isinstance(done.msg, RelRoot) else placeholders.EMPTY_PLAN_REL_TEXT
                    raise ParseError(f"relation %{label} below is not used by {name}", done.line.line, done.line.col,
                                     None, "only relations with expressions and the detached expressions above a "
                                     "top-level relation take `%N:` lines")
                continue
            count: int | None = None  # unknown under a line that failed
            if done.msg is None:
                pass
            elif self.recorder is None:
                check_input_count(done.line, done.inputs, done.absent)
                count = finish_rel(done.line, done.msg, done.subplans, self.codec, done.counts, done.addenda,
                                   done.absent)
                if self.as_built is not None and isinstance(done.msg, Message):
                    self.as_built.relation(done.msg)
            else:
                try:
                    if not done.broken_inputs:
                        check_input_count(done.line, done.inputs, done.absent)
                    count = finish_rel(done.line, done.msg, done.subplans, self.codec, done.counts, done.addenda,
                                       done.absent)
                except ParseError as e:
                    if not (done.failed and isinstance(e, UnknownInput)):
                        self.recorder.errors.append(e)
                        self.recorder.failed.add(done.line.line)
                    done.failed = True
                    self._fail()
            if done.failed and self.recorder is not None:
                self.recorder.failed_within.add(done.line.line)
            if self.path and done.line.label is None:
                self.path[-1].counts.append(count)

    def _set_above(self, top: _Open) -> None:
        """The `name=value` lines above the top-level relation ``top``, set in its PlanRel; the
        `%N:` lines they use are theirs, the rest are left to the relation."""
        assert top.plan_rel is not None
        self.codec.begin_relation(top.subplans)
        try:
            for item in top.above:
                values.set_field(top.plan_rel, PlanRel.DESCRIPTOR.fields_by_name[item.name], item.value, self.codec)
        except ParseError as e:
            if self.recorder is None:
                raise
            self.recorder.errors.append(e)
            self._fail()
        top.subplans = {label: top.subplans[label] for label in self.codec.unused_subplans()}


def _build_version(version: n.Version, plan: Plan) -> None:
    v = plan.version
    for name, number in zip(("major_number", "minor_number", "patch_number"), version.number.split("."), strict=False):
        setattr(v, name, check_int(version, int(number), UINT32, "is out of range for a version number"))
    for item in version.fields:
        if item.name not in _VERSION_FIELDS:
            raise ParseError(f"unknown version field {item.name!r}", item.line, item.col, None,
                             did_you_mean(item.name, _VERSION_FIELDS) or "fields: producer, git_hash")
        setattr(v, item.name, item.value)
