"""``python -m codegen``: regenerate ``generated/``; ``--check`` only reports staleness."""

from __future__ import annotations

import argparse
import difflib
import sys

from codegen import GENERATED, generate


def stale_diff(files: dict[str, str]) -> str:
    """A unified diff between ``files`` and what ``generated/`` holds ('' if equal)."""
    out = []
    on_disk = {p.name for p in GENERATED.glob("*.py")} if GENERATED.exists() else set()
    for name in sorted(set(files) | on_disk):
        path = GENERATED / name
        old = path.read_text() if path.exists() else ""
        new = files.get(name, "")
        if old != new:
            out.extend(difflib.unified_diff(
                old.splitlines(keepends=True), new.splitlines(keepends=True),
                f"generated/{name} (on disk)", f"generated/{name} (regenerated)",
            ))
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 with a diff if generated/ is stale")
    args = parser.parse_args(argv)
    files = generate()
    if args.check:
        diff = stale_diff(files)
        if diff:
            sys.stdout.write(diff)
            print("generated/ is stale: run `python -m codegen`", file=sys.stderr)
            return 1
        return 0
    GENERATED.mkdir(exist_ok=True)
    for stale in GENERATED.glob("*.py"):
        if stale.name not in files:
            stale.unlink()
    for name, text in files.items():
        (GENERATED / name).write_text(text)
    print(f"wrote {len(files)} files to generated/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
