"""What a command's INPUTs name: files, directories and globs, as a list of plan files.

One rule for every command that takes many plans (`convert`, `validate`, `spark`):
a file named or matched by a glob is read whatever its name; a directory
contributes, recursively, its files named like plans (:data:`PLAN_SUFFIXES`)
that are not hidden (a name starting with `.` or `_`, as Spark and Hadoop
write beside their data); :func:`skipped_note` says what a directory held
besides.
"""

from __future__ import annotations

import dataclasses
import glob
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from substrait_explain.base.errors import shown

# What a directory given as input contributes: plan files, read recursively.
PLAN_SUFFIXES = (".json", ".bin", ".pb", ".txt", ".yaml", ".yml")


@dataclass(frozen=True)
class Input:
    path: str  # as given or found; "-" is standard input
    problem: str | None = None  # why it cannot be read, found while expanding
    relative: Path = Path()  # where its output goes, under the output directory (see _mirrored)

    @property
    def source(self) -> str:
        return "<stdin>" if self.path == "-" else shown(self.path)


@dataclass
class Inputs:
    """The inputs found, and the files directories held that are not plans by their names."""
    found: list[Input]
    skipped: list[Path] = field(default_factory=list)


def expand_inputs(args: list[str], skip: Path | None = None) -> Inputs:
    """Files, directories (their plan files, recursively) and globs (expanded
    here too, for shells that do not) as a list of inputs, in order.

    Directory scans leave out what is under ``skip`` (the output directory, so
    a second run does not convert the first one's output).
    """
    found: list[Input] = []
    skipped: list[Path] = []
    for arg in args:
        path = Path(arg)
        if arg != "-" and path.is_dir() and skip is not None and _under(path, skip):
            found.append(Input(arg, "this directory is the output directory (-o) or inside it, whose files are "
                                    "left out as a run's own output: write into another directory"))
        elif arg != "-" and path.is_dir():
            files = _in_directory(path, skip, skipped)
            found += files
            if not files:
                found.append(Input(arg, f"no plan files ({', '.join(PLAN_SUFFIXES)}) in this directory"))
        elif _is_glob(arg):
            matches = _glob(arg)
            found += [Input(str(p)) for p in matches]
            if not matches:
                found.append(Input(arg, "no files match"))
        else:
            found.append(Input(arg))
    unique: dict[str, Input] = {}  # a file named twice (a file and its directory) is done once
    for item in found:
        unique.setdefault(os.path.normpath(item.path), item)
    return Inputs(_mirrored(list(unique.values())), skipped)


def _mirrored(inputs: list[Input]) -> list[Input]:
    """``inputs`` with the paths of their outputs: each input's path below the
    deepest directory all inputs share, so that `ca/p.txt` and `cb/p.txt`
    become `ca/p.txt` and `cb/p.txt`, and files of one directory keep their
    paths inside it."""
    files = [os.path.abspath(i.path) for i in inputs if i.path != "-" and i.problem is None]
    base = os.path.commonpath([os.path.dirname(f) for f in files]) if files else ""
    return [i if i.path == "-" else dataclasses.replace(
        i, relative=Path(os.path.relpath(os.path.abspath(i.path), base)) if i.problem is None
        else Path("problem"))  # never written, but named with the others
        for i in inputs]


def _in_directory(directory: Path, skip: Path | None, skipped: list[Path]) -> list[Input]:
    found = []
    for path in sorted(directory.rglob("*")):
        if skip is not None and _under(path, skip):
            continue
        relative = path.relative_to(directory)
        if _hidden(relative.parent):  # inside a hidden directory (.git, _temporary): not even counted
            continue
        if _hidden(relative):
            if not path.is_dir():
                skipped.append(path)
            continue
        if path.is_symlink() and path.is_dir():
            # Not followed (rglob does not either): a link to a parent would loop.
            found.append(Input(str(path), "a symbolic link to a directory, not followed: give its target as "
                                          "an input of its own"))
        elif _is_plan_file(path):
            found.append(Input(str(path)))
        elif not path.is_dir():
            skipped.append(path)
    return found


def _hidden(relative: Path) -> bool:
    return any(part.startswith((".", "_")) for part in relative.parts)


def skipped_note(skipped: list[Path]) -> str | None:
    """What the input directories held besides plans, in one line; None when nothing."""
    if not skipped:
        return None
    kinds = Counter("hidden" if _hidden(Path(p.name)) else (p.suffix or "no suffix") for p in skipped)
    listed = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])))
    files = f"{len(skipped)} file{'s' if len(skipped) != 1 else ''}"
    return (f"note: skipped {files} not named as plans ({listed}; first {shown(skipped[0].name)}): directories "
            f"give their {', '.join(PLAN_SUFFIXES[:-1])} and {PLAN_SUFFIXES[-1]} files; name others to read them")


def _is_plan_file(path: Path) -> bool:
    # A link to nothing (or a loop) is kept, so that reading it says what is wrong.
    return path.suffix in PLAN_SUFFIXES and (path.is_file() or (path.is_symlink() and not path.exists()))


def _under(path: Path, directory: Path) -> bool:
    try:
        return path.resolve().is_relative_to(directory)
    except (OSError, RuntimeError):  # a symbolic link loop: not under anything
        return False


def _glob(pattern: str) -> list[Path]:
    """The files ``pattern`` matches.  Unlike glob.glob, ``**`` does not follow
    links to directories, which loops forever on a link to a parent."""
    parts = Path(pattern).parts
    fixed = next(i for i, part in enumerate(parts) if glob.has_magic(part))
    base = Path(*parts[:fixed]) if fixed else Path()
    return sorted(p for p in base.glob(str(Path(*parts[fixed:]))) if p.is_file())


def _is_glob(arg: str) -> bool:
    # A file whose name has `*` or `[` in it is that file, not a pattern.
    return glob.has_magic(arg) and not Path(arg).exists()


def is_batch(args: list[str]) -> bool:
    return len(args) > 1 or any(a != "-" and (Path(a).is_dir() or _is_glob(a)) for a in args)
