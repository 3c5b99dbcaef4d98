"""``python -m codegen``: regenerate ``generated/``; ``--check`` only reports staleness."""

from __future__ import annotations

import argparse
import difflib
import sys

from codegen import GENERATED, ROOT, generate


def _on_disk() -> set[str]:
    return {f"generated/{p.name}" for p in GENERATED.glob("*.py")} if GENERATED.exists() else set()


def stale_diff(files: dict[str, str]) -> str:
    """A unified diff between ``files`` and what is on disk ('' if equal)."""
    out: list[str] = []
    for name in sorted(set(files) | _on_disk()):
        path = ROOT / name
        old = path.read_text() if path.exists() else ""
        new = files.get(name, "")
        if old != new:
            out.extend(difflib.unified_diff(
                old.splitlines(keepends=True), new.splitlines(keepends=True),
                f"{name} (on disk)", f"{name} (regenerated)",
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
    for stale in _on_disk() - set(files):
        (ROOT / stale).unlink()
    for name, text in files.items():
        path = ROOT / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    print(f"wrote {len(files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
