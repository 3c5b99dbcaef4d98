"""The API takes what a user has at hand: a path for explain(), a text with a
byte order mark for parse(), width=0 for one line per relation; and what it
gives shows itself at a Python prompt."""

from __future__ import annotations

import pytest

import substrait_explain as se
from substrait_explain.api import dump_plan

TEXT = "=== Plan\nRoot[a]\n  Filter[$0]\n    Read[t => a:boolean]\n"


@pytest.mark.parametrize("fmt", ["text", "json", "binary"])
def test_explain_takes_a_path(tmp_path, fmt):
    path = tmp_path / f"plan.{fmt}"
    path.write_bytes(dump_plan(se.parse(TEXT), fmt))
    explained = se.explain(path)
    assert explained.plan == se.parse(TEXT)
    assert str(explained) == se.format(se.parse(TEXT), names=True)  # explain shows the names view


@pytest.mark.parametrize("fmt", ["text", "json", "binary", "yaml"])
def test_load_plan_takes_a_path(tmp_path, fmt):
    """A YAML file's name says what its content does not (YAML starts as a text may)."""
    path = tmp_path / f"plan.{fmt}"
    path.write_bytes(dump_plan(se.parse(TEXT), fmt))
    assert se.load_plan(path) == se.parse(TEXT)
    assert se.load_plan_with_warnings(path) == (se.parse(TEXT), [])
    assert se.explain(path).plan == se.parse(TEXT)
    if fmt == "yaml":
        with pytest.raises(se.ParseError):  # told otherwise, it is read as told
            se.load_plan(path, "text")
    with pytest.raises(FileNotFoundError):
        se.load_plan(tmp_path / "missing.txt")


def test_what_parse_and_load_plan_do_not_take_is_said():
    with pytest.raises(TypeError, match="^parse takes a plan's text as a str, not bytes: load_plan takes bytes"):
        se.parse(TEXT.encode())
    for given, name in ((se.parse(TEXT), "Plan"), (None, "NoneType"), ({"relations": []}, "dict")):
        with pytest.raises(TypeError, match=f"^load_plan takes a plan's content .* or a file's path, not {name}$"):
            se.load_plan(given)


def test_the_repr_of_explain_is_the_text():
    explained = se.explain(TEXT)
    assert repr(explained) == str(explained) == se.format(se.parse(TEXT), names=True)
    assert "<table" not in repr(explained) and "object at 0x" not in repr(explained)


def test_parse_takes_a_text_with_a_byte_order_mark():
    assert se.parse("\ufeff" + TEXT) == se.parse(TEXT)
    with pytest.raises(se.ParseError, match="unexpected character"):
        se.parse("\ufeff\ufeff" + TEXT)  # one mark, at the start: not any number of them


@pytest.mark.parametrize("enabled", [True, False])
def test_format_leaves_the_cycle_collector_as_it_found_it(enabled):
    """format turns the cycle collector off while it runs (its objects make no cycles), and
    back on after, also when it fails; a caller who had it off finds it off."""
    import gc

    from substrait_explain.codec import printer

    plan = se.parse(TEXT)
    seen = []
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        se.format(plan)
        assert gc.isenabled() is enabled
        printer.format_plan(plan, lambda rel: seen.append(gc.isenabled()))
        assert seen and not any(seen)  # off while formatting
        with pytest.raises(ZeroDivisionError):
            printer.format_plan(plan, lambda rel: 1 / 0)
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_load_plan_takes_any_bytes_like_object():
    data = dump_plan(se.parse(TEXT), "binary")
    for given in (bytearray(data), memoryview(data)):
        assert se.load_plan(given) == se.load_plan(given, "binary") == se.parse(TEXT)
    assert se.load_plan(bytearray(dump_plan(se.parse(TEXT), "json")), "json") == se.parse(TEXT)
