"""The files and URLs a plan names itself, and the check that `run` makes
before any engine starts: a plan is not a key to the machine.

An engine reads what a plan names: a Read of `local_files` or of an Iceberg
table's metadata, a table named by a path (DuckDB reads `'data.parquet'` as
that file), and whatever an extension table or object stands for.  `run`
reads only the tables it is given, so such a plan is refused, unless the user
allows a directory: then each path must lie in it once links are resolved.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

from google.protobuf.message import Message
from substrait.proto import Plan

from substrait_explain.base.errors import Error
from substrait_explain.codec.relations import BY_CASE


@dataclass(frozen=True)
class Relation:
    """A relation of a plan: the ``Rel`` (or the ``RelRoot``), which case it
    is, and its path of names from the top, ``Root > Project > Read``."""
    rel: Message
    case: str  # "root" for a RelRoot
    path: str

    @property
    def message(self) -> Message:
        return self.rel if self.case == "root" else getattr(self.rel, self.case)


def relations(plan: Plan) -> Iterator[Relation]:
    """Every relation of ``plan``, top down, those of subqueries included."""
    several = len(plan.relations) > 1
    for i, plan_rel in enumerate(plan.relations):
        prefix = f"relations[{i}] " if several else ""
        if plan_rel.HasField("root"):
            yield Relation(plan_rel.root, "root", prefix + "Root")
            yield from _below(plan_rel.root, prefix + "Root")
        elif plan_rel.HasField("rel"):
            yield from _below(plan_rel, prefix.strip())


def _below(top: Message, top_path: str) -> Iterator[Relation]:
    stack: list[tuple[Message, str]] = [(top, top_path)]
    while stack:
        msg, path = stack.pop()
        children = []
        for field, value in msg.ListFields():
            if field.message_type is None:
                continue
            for item in value if field.is_repeated else [value]:
                if item.DESCRIPTOR.full_name == "substrait.Rel":
                    case = item.WhichOneof("rel_type")
                    if case is None:
                        continue
                    name = BY_CASE[case].name if case in BY_CASE else case
                    step = f"{path} > {name}" if path else name
                    yield Relation(item, case, step)
                    children.append((item, step))
                elif not item.DESCRIPTOR.full_name.startswith("google.protobuf."):
                    children.append((item, path))
        stack.extend(reversed(children))


@dataclass(frozen=True)
class Named:
    """A file, URL or opaque object a relation names."""
    relation: Relation
    what: str  # "local_files", "an Iceberg table", ...
    target: str | None  # the path or URL as the plan writes it; None when it cannot be told


def named_files(plan: Plan) -> list[Named]:
    found = []
    for relation in relations(plan):
        msg = relation.message
        if relation.case == "read":
            found += _read_files(relation, msg)
        elif relation.case in ("write", "ddl", "update"):
            for field in ("extension_table", "extension_object"):
                if field in msg.DESCRIPTOR.fields_by_name and msg.HasField(field):
                    found.append(Named(relation, f"an extension object ({field})", None))
            if relation.case == "write" and msg.HasField("named_table"):
                found += _path_like_names(relation, list(msg.named_table.names))
    return found


def _read_files(relation: Relation, read: Message) -> list[Named]:
    kind = read.WhichOneof("read_type")
    if kind == "local_files":
        return [Named(relation, "local_files", getattr(item, item.WhichOneof("path_type")))
                for item in read.local_files.items if item.WhichOneof("path_type")]
    if kind == "iceberg_table":
        return [Named(relation, "an Iceberg table", read.iceberg_table.direct.metadata_uri)]
    if kind == "extension_table":
        return [Named(relation, "an extension table", None)]
    if kind == "named_table":
        return _path_like_names(relation, list(read.named_table.names))
    return []


def _path_like_names(relation: Relation, names: list[str]) -> list[Named]:
    # Table names are identifiers; one with a slash or a dot is a file to DuckDB.
    return [Named(relation, "a table named by a path", name) for name in names
            if any(c in name for c in "/\\.:")]


class FilesRefused(Error):
    """A plan naming a file or URL that `run` may not read."""

    def __init__(self, named: Named, reason: str) -> None:
        self.named = named
        self.relation = named.relation
        target = "" if named.target is None else f" {named.target!r}"
        super().__init__(f"the plan names {named.what}{target}, {reason}")


def check_files(plan: Plan, allowed: Path | None) -> None:
    """Raise :class:`FilesRefused` for the first file or URL of ``plan`` that
    lies outside the directory ``allowed`` (every one, when it is None)."""
    root = _resolved(allowed) if allowed is not None else None
    for named in named_files(plan):
        if named.target is None:
            raise FilesRefused(named, "which no engine is allowed to read: what it reads cannot be told")
        if root is None:
            raise FilesRefused(named, "which run does not read: give the tables with --table or --data, or "
                                      "allow the directory holding it with --allow-files DIR")
        reason = _outside(named.target, root)
        if reason:
            raise FilesRefused(named, reason)


def _resolved(path: Path) -> Path:
    try:
        return path.resolve(strict=True)
    except (OSError, RuntimeError) as e:
        raise Error(f"--allow-files {path}: {getattr(e, 'strerror', None) or e}: name an existing directory") \
            from None


def _outside(target: str, root: Path) -> str | None:
    """Why ``target`` (a path, a glob or a URL) may not be read, or None."""
    url = urlparse(target)
    if url.scheme == "file":
        if url.netloc not in ("", "localhost"):
            return f"on the host {url.netloc!r}: only local files under {root} are allowed"
        path = unquote(url.path)
    elif url.scheme and len(url.scheme) > 1:  # one letter: a Windows drive, not a scheme
        return f"a {url.scheme}: URL: only local files under {root} are allowed (--allow-files)"
    else:
        path = target
    # A glob may match links to anywhere: each match is checked, and the
    # directory it starts from; `..` could climb out of any of them.
    candidates = [path]
    if glob.has_magic(path):
        candidates = [_glob_base(path)] + glob.glob(path, recursive=True)
        if ".." in Path(path).parts:
            return f"a glob with '..' in it: only files under {root} are allowed"
    for candidate in candidates:
        try:
            resolved = Path(os.path.abspath(candidate)).resolve()
        except (OSError, RuntimeError):  # a loop of links
            return "which leads through a loop of symbolic links"
        if not resolved.is_relative_to(root):
            return f"outside the allowed directory {root}" + (f" (it leads to {resolved})"
                                                               if str(resolved) != os.path.abspath(candidate) else "")
        if resolved.is_dir():  # a folder: the engine reads what is in it, links included
            candidates += [os.path.join(d, name) for d, dirs, files in os.walk(resolved) for name in dirs + files]
    return None


def _glob_base(pattern: str) -> str:
    parts = Path(pattern).parts
    fixed = next(i for i, part in enumerate(parts) if glob.has_magic(part))
    return str(Path(*parts[:fixed])) if fixed else "."
