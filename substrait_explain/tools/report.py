"""The summary of a batch run (the `spark` command) as one HTML page.

Counts by status, format, producer and relation kind as bar charts, the top
functions, and the failing sources with their errors.  Written with the
standard library only, and self-contained like the plan page: inline SVG and
style, nothing fetched.
"""

from __future__ import annotations

import html

_BAR_W, _BAR_H, _LABEL_W, _NUMBER_W = 360, 18, 220, 70
_STATUS_COLOURS = {"lossless": "#5aa469", "differs": "#e0a526", "error": "#d1495b"}


def render(summary: dict) -> str:
    """The HTML page of ``summary`` (as :func:`substrait_explain.tools.spark.summarize` makes it, with
    the run's ``output``, ``master`` and ``seconds``)."""
    plans = summary["plans"]
    failing = summary["status"].get("differs", 0) + summary["status"].get("error", 0)
    parts = [
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f"<title>substrait-explain: {plans} plans</title>", f"<style>{_STYLE}</style>", "</head>", "<body>",
        f"<h1>{plans} plan{'s' if plans != 1 else ''} explained</h1>",
        f"<p>Into <code>{html.escape(str(summary.get('output', '')))}</code>"
        f" ({html.escape(str(summary.get('output_format', '')))}) in {summary.get('seconds', 0):.1f} s"
        f" on <code>{html.escape(str(summary.get('master', '')))}</code>.</p>",
        _chart("Status", summary["status"], plans, _STATUS_COLOURS),
        _chart("Formats", summary["formats"], plans),
        _chart("Producers", summary["producers"], plans),
        _chart("Relations (plans using each kind)", summary["relations"], plans),
        _functions(summary["top_functions"]),
        _failing(summary["failing"], failing),
        "</body>", "</html>",
    ]
    return "\n".join(parts) + "\n"


def _chart(title: str, counts: dict[str, int], total: int, colours: dict[str, str] | None = None) -> str:
    """Horizontal bars, one per key, scaled to ``total`` plans."""
    head = f"<h2>{html.escape(title)}</h2>"
    if not counts:
        return head + "<p>none</p>"
    width = _LABEL_W + _BAR_W + _NUMBER_W
    rows = []
    for i, (key, n) in enumerate(counts.items()):
        y = i * (_BAR_H + 6)
        bar = _BAR_W * n / total if total else 0
        colour = (colours or {}).get(key, "#4f7cac")
        rows.append(
            f'<g><title>{html.escape(f"{key}: {n}")}</title>'
            f'<text x="{_LABEL_W - 8}" y="{y + 13}" class="label">{html.escape(_cut(key))}</text>'
            f'<rect x="{_LABEL_W}" y="{y}" width="{bar:.1f}" height="{_BAR_H}" fill="{colour}"/>'
            f'<text x="{_LABEL_W + bar + 6:.1f}" y="{y + 13}">{n}</text></g>')
    height = len(counts) * (_BAR_H + 6)
    return (head + f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{html.escape(title)}">'
            + "".join(rows) + "</svg>")


def _cut(text: str, limit: int = 30) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _functions(functions: list[dict]) -> str:
    head = "<h2>Top functions</h2>"
    if not functions:
        return head + "<p>none</p>"
    rows = "".join(f"<tr><td>{html.escape(str(f['name']))}</td><td>{html.escape(str(f['urn']))}</td>"
                   f"<td class=\"n\">{f['plans']}</td></tr>" for f in functions)
    return head + f"<table><tr><th>function</th><th>URN</th><th>plans</th></tr>{rows}</table>"


def _failing(failing: list[dict], total: int) -> str:
    head = f"<h2>Failing sources ({total})</h2>"
    if not failing:
        return head + "<p>none: every plan reads back exactly.</p>"
    more = f"<p>The first {len(failing)} are listed; the dataset has them all.</p>" if total > len(failing) else ""
    rows = "".join(
        f"<tr><td class=\"{html.escape(f['status'])}\">{html.escape(f['status'])}</td>"
        f"<td><code>{html.escape(f['source'])}</code></td>"
        f"<td><pre>{html.escape(f['error'] or 'the text reads back as a different plan')}</pre></td></tr>"
        for f in failing)
    return head + more + f"<table><tr><th>status</th><th>source</th><th>error</th></tr>{rows}</table>"


_STYLE = " ".join("""
body { font-family: system-ui, sans-serif; margin: 24px; color: #1f1f1f; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
svg text { font-size: 13px; dominant-baseline: auto; }
svg text.label { text-anchor: end; }
table { border-collapse: collapse; font-size: 13px; }
td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
td.n { text-align: right; }
td.error { color: #d1495b; } td.differs { color: #a87300; }
pre { margin: 0; white-space: pre-wrap; font-size: 12px; }
""".split())
