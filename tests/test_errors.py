"""Bad input gets a ParseError that says what, where (line, column, caret) and how to fix."""

import pytest

import substrait_explain as se
from substrait_explain.api import dump_plan

ESCAPES = r"escapes are \n, \t, \\, \', \xHH, \uHHHH and \UHHHHHHHH"
HEAD = "=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n  # 10 @ 1: add\n\n"


def error_of(text: str) -> se.ParseError:
    with pytest.raises(se.ParseError) as info:
        se.parse(text)
    return info.value


CASES = [
    ("unknown relation",
     "=== Plan\nRoot[x]\n  Projet[$0]\n    Read[t => a:i64]\n",
     (3, 3), "unknown relation 'Projet'", "did you mean 'Project'?"),
    ("missing bracket",
     "=== Plan\nRoot[x]\n  Project[$0\n    Read[t => a:i64]\n",
     (3, 13), "missing ']' before end of line", "close the relation with ']'"),
    ("missing bracket at the end",
     "=== Plan\nRoot[x]\n  Read[t => a:i64",
     (3, 18), "missing ']' before end of input", "close the relation with ']'"),
    ("unclosed parenthesis before ']'",
     HEAD + "=== Plan\nRoot[x]\n  Project[add((1.00, $0)]\n    Read[t => a:i64]\n",
     (9, 14), "'(' not closed before ']'", "close it with ')', or remove it"),
    ("unclosed parenthesis at the end of the line",
     HEAD + "=== Plan\nRoot[x]\n  Project[add((1.00, $0)\n    Read[t => a:i64]\n",
     (9, 14), "'(' not closed before end of line", "close it with ')', or remove it"),
    ("unclosed inner parenthesis",
     HEAD + "=== Plan\nRoot[x]\n  Project[add(add($0, 1), add($0, (2)]\n    Read[t => a:i64]\n",
     (9, 30), "'(' not closed before ']'", "close it with ')', or remove it"),
    ("odd indentation",
     "=== Plan\nRoot[x]\n   Read[t => a:i64]\n",
     (3, 4), "indentation of 3 spaces is not a multiple of 2", "indent each level by exactly 2 spaces"),
    ("indented too far",
     "=== Plan\nRoot[x]\n      Read[t => a:i64]\n",
     (3, 7), "indented too far: 6 spaces here, at most 2 expected",
     "indent each input 2 spaces more than the relation it feeds"),
    ("tab",
     "=== Plan\nRoot[x]\n\tRead[t => a:i64]\n",
     (3, 2), "tab in indentation", "indent with 2 spaces per level, not tabs"),
    ("undeclared function",
     HEAD + "=== Plan\nRoot[x]\n  Project[addd($0)]\n    Read[t => a:i64]\n",
     (9, 11), "function 'addd' is not declared",
     "did you mean 'add'? Or declare it under 'Functions:' in '=== Extensions', e.g. `# 1 @ 1: addd`"),
    ("undeclared function near a declared one",
     HEAD.replace("add", "gte").replace("arithmetic", "comparison")
     + "=== Plan\nRoot[x]\n  Filter[gt($0, 1)]\n    Read[t => a:i64]\n",
     (9, 10), "function 'gt' is not declared",
     "did you mean 'gte'? Or declare it under 'Functions:' in '=== Extensions', e.g. `# 1 @ 1: gt`"),
    ("undeclared function anchor",
     HEAD + "=== Plan\nRoot[x]\n  Project[add#3($0)]\n    Read[t => a:i64]\n",
     (9, 11), "function anchor #3 is not declared", "declare it under 'Functions:' as `# 3 @ 1: add`, or write _#3 to keep a reference to an undeclared anchor"),
    ("anchor of another function",
     HEAD + "  # 11 @ 1: multiply\n=== Plan\nRoot[x]\n  Project[add#11($0)]\n    Read[t => a:i64]\n",
     (10, 11), "function anchor #11 is declared as 'multiply', not 'add'", "write multiply#11 or fix the anchor"),
    ("unterminated string",
     "=== Plan\nRoot[x]\n  Filter['abc => $0]\n    Read[t => a:i64]\n",
     (3, 10), "unterminated string literal", "close the string with a ' on the same line"),
    ("unknown type",
     "=== Plan\nRoot[x]\n  Read[t => a:i46]\n",
     (3, 15), "unknown type 'i46'", "did you mean 'i64'?"),
    ("misspelled enum",
     "=== Plan\nRoot[x]\n  Join[&Innr, true]\n    Read[t => a:i64]\n    Read[u => b:i64]\n",
     (3, 8), "unknown JoinType value &Innr", "did you mean 'Inner'?"),
    ("wrong number of inputs",
     "=== Plan\nRoot[x]\n  Join[&Inner, true]\n    Read[t => a:i64]\n",
     (3, 3), "Join takes 2 inputs, not 1", "indent its inputs 2 spaces under it"),
    ("bad literal for its type",
     "=== Plan\nRoot[x]\n  Filter['x':i32]\n    Read[t => a:i64]\n",
     (3, 10), "an i32 literal needs an integer", None),
    ("integer out of range",
     "=== Plan\nRoot[x]\n  Filter[300:i8]\n    Read[t => a:i64]\n",
     (3, 10), "300 does not fit in i8 (-128 to 127)", None),
    ("bad date",
     "=== Plan\nRoot[x]\n  Filter['2023-13-01':date]\n    Read[t => a:i64]\n",
     (3, 10), "'2023-13-01' is not a date", "write dates as 'YYYY-MM-DD'"),
    ("arrow in Root",
     "=== Plan\nRoot[x => y]\n  Read[t => a:i64]\n",
     (2, 1), "Root lists only its output names: Root[a, b]", None),
    ("unknown argument",
     "=== Plan\nRoot[x]\n  Fetch[limt=3]\n    Read[t => a:i64]\n",
     (3, 9), "Fetch has no argument 'limt'", "did you mean 'limit'?"),
    ("type parameters",
     "=== Plan\nRoot[x]\n  Read[t => a:decimal<10>]\n",
     (3, 15), "type decimal takes 2 integer parameters", "write decimal<PRECISION,SCALE>"),
    ("unknown section",
     "=== Plan\nRoot[x]\n  Read[t => a:i64]\n=== Extensions\n",
     (4, 1), "unexpected '===': '=== Plan' is the last section", "put '=== Version' and '=== Extensions' before '=== Plan', each once"),
    ("a misspelled plan section",
     "=== plan\nRoot[x]\n  Read[t => a:i64]\n",
     (1, 5), "unknown section '=== plan'", "did you mean 'Plan'? sections are '=== Version', '=== Extensions', '=== Tables' and '=== Plan', in that order"),
    ("a misspelled section before the plan",
     "=== Extension\nURNs:\n  @ 1: x\n=== Plan\nRoot[x]\n  Read[t => a:i64]\n",
     (1, 5), "unknown section '=== Extension'", "did you mean 'Extensions'? sections are '=== Version', '=== Extensions', '=== Tables' and '=== Plan', in that order"),
    ("a section of no such name",
     "=== Tables\nTable[t => a:i64]\n=== Foo\nRoot[x]\n  Read[t]\n",
     (3, 5), "unknown section '=== Foo'", "sections are '=== Version', '=== Extensions', '=== Tables' and '=== Plan', in that order"),
    ("a section twice",
     "=== Extensions\nURNs:\n  @ 1: x\n=== Extensions\nURNs:\n  @ 2: y\n=== Plan\nRoot[x]\n  Read[t => a:i64]\n",
     (4, 5), "'=== Extensions' again", "sections come once each, in the order '=== Version', '=== Extensions', '=== Tables', '=== Plan'"),
    ("sections out of order",
     "=== Tables\nTable[t => a:i64]\n=== Extensions\nURNs:\n  @ 1: x\n=== Plan\nRoot[x]\n  Read[t]\n",
     (3, 5), "'=== Extensions' after '=== Tables'", "sections come once each, in the order '=== Version', '=== Extensions', '=== Tables', '=== Plan'"),
    ("a comma missing in a table line",
     "=== Tables\nTable[t => a:i64,\n  - b:i64]\nTable[u => a:i64 b:i64]\n=== Plan\nRoot[x]\n  Read[t]\n",
     (4, 18), "unexpected 'b'; expected one of '=>', '+>', '|>', ']'", None),
    ("a string in double quotes",
     "=== Plan\nRoot[x]\n  Project[$0, \"BRAZIL\"]\n    Read[t => a:i64]\n",
     (3, 15), "no column is named 'BRAZIL' here", "write the column as $N; a string is written in single quotes: 'BRAZIL'"),
    ("a string in double quotes where no column is known by name",
     HEAD.replace("arithmetic", "comparison").replace("add", "equal")
     + "=== Plan\nRoot[x]\n  Filter[equal($0, \"BRAZIL\")]\n    Read[t => a:string]\n",
     (9, 20), "unknown type 'BRAZIL'",
     "a string is written in single quotes: 'BRAZIL'; declare user-defined types under 'Types:' in '=== Extensions' "
     "and write them u!name"),
    ("another language's type name",
     "=== Plan\nRoot[x]\n  Project[$0, 100:BigInt]\n    Read[t => a:i64]\n",
     (3, 19), "unknown type 'BigInt'", "Substrait calls it i64: write i64"),
    ("a nullable type's '?' after its parameters",
     "=== Plan\nRoot[x]\n  Read[t => a:i64, b:map<string, list<i64>>?]\n",
     (3, 44), "unexpected '?' after map's parameters", "a nullable type has its '?' after its name: write map?<...>"),
    ("a misspelled window bound",
     HEAD.replace("add", "sum") + "=== Plan\nRoot[x, s]\n  Project[$0, sum($0) over (lower_bound=unbouned)]\n"
     "    Read[t => a:i64]\n",
     (9, 41), "a bound is unbounded or current_row, or a tuple: (preceding=(N)) or (following=(N)); not 'unbouned'",
     "did you mean 'unbounded'?"),
    ("a table's name as a string",
     "=== Plan\nRoot[x]\n  Read['sales.my orders' => a:i64]\n",
     (3, 8), "a table's name is no string",
     'write sales."my orders": the parts of a name bare, each in double quotes if it is no identifier'),
    ("a built-in type in quotes",
     "=== Plan\nRoot[x]\n  Read[t => a:\"i64\"]\n",
     (3, 15), "unknown type 'i64'", "a built-in type is written bare: i64 (a quoted name is a user-defined type's)"),
    ("a string with a quote in double quotes",
     "=== Plan\nRoot[x]\n  Project[$0, \"it's\"]\n    Read[t => a:i64]\n",
     (3, 15), "no column is named \"it's\" here",
     "write the column as $N; a string is written in single quotes: 'it\\'s'"),
    ("a name of two sizes is no type",
     "=== Plan\nRoot[x]\n  Project[$0, 1.5:float]\n    Read[t => a:i64]\n",
     (3, 19), "unknown type 'float'", "write fp32 (32 bits) or fp64 (64 bits): float is either, by language"),
    ("a user-defined type's '?' after its parameters",
     "=== Plan\nRoot[x]\n  Read[t => a:u!shape<i64>?]\n",
     (3, 27), "unexpected '?' after u!shape's parameters",
     "a nullable type has its '?' after its name: write u!shape?<...>"),
    ("an empty section twice",
     "=== Tables\n=== Tables\n=== Plan\nRoot[x]\n  Read[t => a:i64]\n",
     (2, 5), "'=== Tables' again",
     "sections come once each, in the order '=== Version', '=== Extensions', '=== Tables', '=== Plan'"),
    ("a line that is no table line under the tables",
     "=== Tables\nTable[t => a:i64]\nTable[u => b:i64]\nfoo\n=== Plan\nRoot[x]\n  Read[t]\n",
     (4, 1), "not a table line",
     "each line under '=== Tables' declares a table: Table[name => a:i64, b:string]"),
    ("null without type",
     "=== Plan\nRoot[x]\n  Filter[null]\n    Read[t => a:i64]\n",
     (3, 10), "a null literal needs its type", "write null:i64? (the type of the null)"),
    ("misspelled extension group",
     "=== Extensions\nURNs:\n  @ 1: x\nFunctons:\n  # 1 @ 1: add\n=== Plan\nRoot[a]\n",
     (4, 1), "unknown extension group 'Functons'", "did you mean 'Functions'?"),
    ("too many arrows",
     "=== Plan\nRoot[a]\n  Filter[true => $0 => $1]\n    Read[t => a:i64]\n",
     (3, 24), "Filter takes at most 1 '=>'", "remove the extra '=>' part"),
    ("a column without a type among typed ones",
     "=== Plan\nRoot[a]\n  Read[t => a, b:i64]\n",
     (3, 13), "a Read's columns are written name:type", "for example id:i64, name:string?"),
    ("expression after the arrow",
     HEAD + "=== Plan\nRoot[a]\n  Filter[true => add($0, 1)]\n    Read[t => a:i64]\n",
     (9, 18), "the output after '=>' lists fields like $0, or ... for all of them", "write the output columns as $0, $1, ..."),
    ("undeclared user-defined type",
     "=== Plan\nRoot[a]\n  Read[t => a:u!pt]\n",
     (3, 15), "type 'pt' is not declared", "declare it under 'Types:' in '=== Extensions', e.g. `# 1 @ 1: pt`"),
    ("ambiguous function",
     "=== Extensions\nURNs:\n  @ 1: a\n  @ 2: b\nFunctions:\n  # 1 @ 1: add\n  # 2 @ 2: add\n=== Plan\n"
     "Root[a]\n  Project[add($0, $0)]\n    Read[t => a:i64]\n",
     (10, 11), "function 'add' is ambiguous: anchors #1, #2 all match", "add the anchor, e.g. add#1"),
    ("misspelled plan field",
     "=== Plan\nexpected_type_url=['x']\nRoot[a]\n",
     (2, 1), "unknown plan field 'expected_type_url'", "did you mean 'expected_type_urls'?"),
    ("input under a leaf",
     "=== Plan\nRoot[a]\n  Read[t => a:i64]\n    Read[u => a:i64]\n",
     (3, 3), "Read takes 0 inputs, not 1", "Read has no inputs"),
    ("arguments in the wrong order",
     "=== Plan\nRoot[a]\n  Join[true, &Inner]\n    Read[t => a:i64]\n    Read[u => b:i64]\n",
     (3, 8), "argument 'type' takes a JoinType value like &Inner", "values: &Unspecified, &Inner, &Outer, &Left, &Right, &LeftSemi, &LeftAnti, &LeftSingle, &RightSemi, &RightAnti, &RightSingle, &LeftMark, &RightMark"),
    ("wrong number of type parameters",
     "=== Plan\nRoot[a]\n  Read[t => a:list<i64, i64>]\n",
     (3, 15), "type list takes 1 type parameter, not 2", None),
    ("an addendum after its relation's inputs",
     "=== Plan\nRoot[a]\n  Filter[true => ...]\n    Read[t => a:i64]\n    + Enh:Value[string_value='x']\n",
     (5, 7), "an addendum line belongs right under its relation's line, before its inputs",
     "indent `+ Enh:...` 2 spaces more than its relation, above its inputs"),
    ("a reference without a root, out of range",
     "=== Plan\nRoot[a]\n  Filter[?$99999999999 => ...]\n    Read[t => a:i64]\n",
     (3, 10), "99999999999 is out of range for a field reference (0 to 2147483647)", None),
    ("unknown fields of no message",
     "=== Extensions\nUnknown Fields:\n  'relations[9]': 1007 = 1\n\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n",
     (3, 3), "unknown fields: the plan has no message at 'relations[9]'",
     "a place is the path of protobuf field names from the plan to the message, e.g. "
     "'relations[0].root.input.read', or '' for the plan itself"),
    ("an unknown way to write removed fields",
     "=== Extensions\nOld Fields:\n  odd = fetch\n\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n",
     (3, 3), "unknown way 'odd' to write removed fields",
     "write `old = kinds` (instead of the new fields) or `old+new = kinds` (beside them)"),
    ("too few type parameters",  # (the plural is told by the count)
     "=== Plan\nRoot[a]\n  Read[t => a:map<i64>]\n",
     (3, 15), "type map takes 2 type parameters, not 1", None),
    ("a named column as a user-defined type's parameter",
     "=== Extensions\nURNs:\n  @ 1: extension:example:geo\nTypes:\n  # 3 @ 1: point\n\n"
     "=== Plan\nRoot[a]\n  Read[t => a:u!point<a:i64>]\n",
     (9, 23), "a user-defined type parameter is a type, integer, string, true/false, null or &enum", None),
    ("unterminated quoted name",
     "=== Plan\nRoot[\"abc]\n",
     (2, 6), "unterminated quoted name", 'close the name with a " on the same line'),
    ("unused subquery line",
     "=== Plan\nRoot[a]\n  Filter[true]\n    Read[t => a:i64]\n    %0: Read[u => a:i64]\n",
     (3, 3), "relation %0 below is not used by Filter", "refer to it as %0 in an argument, or remove it"),
    ("missing subquery line",
     "=== Plan\nRoot[a]\n  Filter[subquery(scalar=(%3))]\n    Read[t => a:i64]\n",
     (3, 27), "no relation labelled %3 under this one", "indent a line `%3: Relation[...]` under it"),
    ("fixedchar of the wrong length",
     "=== Plan\nRoot[a]\n  Filter['abc':fixedchar<2>]\n    Read[t => a:i64]\n",
     (3, 10), "fixedchar<2> needs 2 characters, not 3", None),
    ("decimal with too many digits",
     "=== Plan\nRoot[a]\n  Filter[1.234:decimal<5,2>]\n    Read[t => a:i64]\n",
     (3, 10), "1.234 has more than 2 digits after the point", None),
    ("bad escape",
     "=== Plan\nRoot[a]\n  Filter['\\u12']\n    Read[t => a:i64]\n",
     (3, 10), "bad escape \\u12: it needs 4 hex digits", ESCAPES),
    ("no plan section",
     "Root[a]\n  Read[t => a:i64]\n",
     (1, 1), "unexpected 'Root'; expected one of '===', end of line", "a plan starts with '=== Plan' (after optional '=== Version' and '=== Extensions')"),
    ("if_then arm missing",
     HEAD + "=== Plan\nRoot[a]\n  Project[if_then(true -> 1, 2)]\n    Read[t => a:i64]\n",
     (9, 30), "every argument of if_then is an arm: cond -> value", "the else arm is written _ -> value"),
    ("bad version",
     "=== Version 1.2\n=== Plan\nRoot[a]\n",
     (1, 13), "bad version '1.2'", "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0"),
    ("anchor on a built-in type",
     "=== Plan\nRoot[a]\n  Read[t => a:i64#5]\n",
     (3, 15), "i64 is a built-in type: only user-defined types take #anchor and @urn", "for a user-defined type named i64, write u!i64"),
    ("Root inside a plan",
     "=== Plan\nRoot[a]\n  Root[b]\n",
     (3, 3), "Root can only be at the top of a plan", None),
    ("Project over an input of unknown width",
     HEAD + "=== Plan\nRoot[a]\n  Project[add($0, 1)]\n    ExtensionLeaf[]\n",
     (9, 3), "cannot tell how many columns the Project's input has", "write the explicit form Project[expressions => $0, $1, ...]"),
    ("section on the line of a declaration",
     "=== Extensions\nURNs:\n  @ 1: u === Plan\nRoot[a]\n",
     (3, 10), "a section starts on a line of its own", "put a line break before '==='"),
    ("continuation line",
     "=== Plan\nRoot[a]\n  Read:Virtual[\n    - (1, 'a'),\n    - (2 'b')\n    - => n:i64, s:string]\n",
     (5, 10), "unexpected string 'b'; expected one of ')', ','", None),
    ("surrogate escape",
     "=== Plan\nRoot[\"a\\ud800\"]\n",
     (2, 6), "bad escape \\ud800: U+D800 is not a character",
     ESCAPES),
    ("lone surrogate in the text",
     "=== Plan\nRoot[\"a\ud800\"]\n",
     (2, 8), "U+D800 is a lone surrogate, not a character", "pass text decoded from UTF-8"),
    ("version number too large",
     "=== Version 0.99999999999.0\n=== Plan\nRoot[a]\n",
     (1, 13), "99999999999 is out of range for a version number (0 to 4294967295)", None),
    ("missing version number",
     "=== Version\n=== Plan\nRoot[a]\n",
     (1, 5), "missing version number", "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0"),
    ("misspelled version field",
     "=== Version 0.1.0\n  prodcer: 'x'\n=== Plan\nRoot[a]\n",
     (2, 3), "unknown version field 'prodcer'", "did you mean 'producer'?"),
    ("Root with two inputs",
     "=== Plan\nRoot[a]\n  Read[t => a:i64]\n  Read[u => a:i64]\n",
     (2, 1), "Root takes 1 input, not 2", "start another plan relation with a Root line of its own"),
    ("label used twice",
     HEAD + "=== Plan\nRoot[a]\n  Filter[subquery(scalar=(%0))]\n    Read[t => a:i64]\n"
     "    %0: Read[u => a:i64]\n    %0: Read[v => a:i64]\n",
     (12, 9), "label %0 is used twice", None),
    ("plan field after the relations",
     "=== Plan\nRoot[a]\n  Read[t => a:i64]\nexpected_type_urls=['x']\n",
     (4, 1), "plan fields (name=value) come first, before the relations", None),
    ("plan relation field with no relation",
     "=== Plan\nRoot[a]\n  Read[t => a:i64]\ndetached_expressions=[]\n",
     (4, 1), "detached_expressions= must be followed by its relation", None),
    ("subquery line no detached expression uses",
     "=== Plan\ndetached_expressions=[4]\nRoot[a]\n  Read[t => a:i64]\n  %0: Read[u => a:i64]\n",
     (3, 1), "relation %0 below is not used by Root",
     "only relations with expressions and the detached expressions above a top-level relation take `%N:` lines"),
    ("input under a plan relation of no relation",
     "=== Plan\n_:PlanRel[]\n  Read[t => a:i64]\n",
     (3, 3), "_:PlanRel[] takes no inputs", "only `%N:` lines, subqueries of its detached expressions, go under it"),
    ("subquery line under a plan relation of no relation that nothing uses",
     "=== Plan\ndetached_expressions=[%0]\n_:PlanRel[]\n  %0: Read[t => a:i64]\n  %1: Read[t => a:i64]\n",
     (3, 1), "relation %1 below is not used by _:PlanRel[]",
     "only relations with expressions and the detached expressions above a top-level relation take `%N:` lines"),
    ("field reference out of range",
     "=== Plan\nRoot[a]\n  Filter[$99999999999 => ...]\n    Read[t => a:i64]\n",
     (3, 10), "99999999999 is out of range for a field reference (0 to 2147483647)", None),
    ("number too large for fp64",
     "=== Plan\nRoot[a]\n  Filter[1e999 => ...]\n    Read[t => a:i64]\n",
     (3, 10), "1e999 does not fit in fp64", "write infinity as 'inf':fp64"),
]


@pytest.mark.parametrize("text, where, message, hint", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_error_message(text, where, message, hint):
    error = error_of(text)
    assert (error.line, error.column) == where
    assert error.message == message
    assert error.hint == hint
    rendered = str(error).splitlines()
    assert rendered[0] == f"<text>:{where[0]}:{where[1]}: {message}"
    source, caret = rendered[1:3]
    assert source.strip() == text.split("\n")[where[0] - 1].strip()
    assert caret.index("^") - 2 == where[1] - 1
    assert rendered[3:] == ([f"  hint: {hint}"] if hint else [])


def test_the_table_covers_thirty_mistakes_or_more():
    assert len({name for name, *_ in CASES}) == len(CASES) >= 30


def test_errors_derive_from_the_package_error():
    assert issubclass(se.ParseError, se.Error)
    assert issubclass(se.LoadError, se.Error)


def test_callers_subclass_the_errors():
    # (Why errors.py stays Python: a compiled class's methods refuse an instance of a Python subclass.)
    class Refused(se.ParseError):
        def __init__(self, line: int) -> None:
            super().__init__("refused", line, 2, "x = 1", "say why")

    e = Refused(3)
    assert isinstance(e, se.Error) and (e.line, e.column, e.hint) == (3, 2, "say why")
    assert str(e).splitlines()[0] == "<text>:3:2: refused"
    assert str(e.with_source("plan.txt")).startswith("plan.txt:3:2: refused")
    assert type("Mine", (se.Error,), {})("x").args == ("x",)


UTF8_HINT = ": save the file as UTF-8"  # no -f: the API and the spark command have none
LOAD_CASES = [
    ("text that is not UTF-8", b"=== Plan\nRoot[\xff]\n", "text",
     "not UTF-8 text: byte 0xff at offset 14 (line 2) invalid start byte" + UTF8_HINT),
    ("JSON that is not UTF-8", b'{"relations": "\xc3"}', "json",
     "not UTF-8 text: byte 0xc3 at offset 15 (line 1) invalid continuation byte" + UTF8_HINT),
    ("JSON syntax", '{"relations": [}', None, "not valid JSON: Expecting value at line 1 column 16"),
    ("JSON with a trailing comma", '{"relations": [{"root": {"names": ["a"],}}]}', None,
     "not valid JSON: Expecting property name enclosed in double quotes at line 1 column 41; a comma before } or ] "
     "(protobuf's C++ reader takes one, as Arrow's plans have) JSON does not allow: remove it"),
    ("JSON that is no object", "[1]", "json", "a JSON plan is an object: {...}"),
    ("JSON field of another message", '{"relation": []}', None,
     'not a Substrait plan: Message type "substrait.Plan" has no field named "relation" at "Plan".'
     ' Available Fields(except extensions): "[\'version\', \'extensionUrns\', \'extensions\', \'relations\', '
     "'advancedExtensions', 'expectedTypeUrls', 'parameterBindings', 'typeAliases', 'executionBehavior']\"; "
     "if the plan is from a newer Substrait than this package reads, upgrade substrait-explain; an enum "
     "value may also be written as its number"),
    ("JSON enum value from a newer Substrait", '{"relations": [{"root": {"input": {"join": {"type": "JOIN_TYPE_X"}}}}]}',
     None, "not a Substrait plan: Invalid enum value JOIN_TYPE_X for enum type substrait.JoinRel.JoinType at "
     "Plan.relations[0].root.input.join.type; if the plan is from a newer Substrait than this package "
     "reads, upgrade substrait-explain; an enum value may also be written as its number"),
    ("JSON of a relation, not a plan", '{"read": {"namedTable": {"names": ["t"]}}}', None,
     'not a Substrait plan: its fields (read) are those of a substrait.Rel; a plan holds a relation as '
     '{"relations": [{"root": {"input": ...}}]}'),
    ("JSON field of a producer's own", '{"relations": [{"root": {"input": {"read": {"baseSchema": {"names": ["a"], '
     '"partitionColumns": {}}}}}}]}', None,
     'not a Substrait plan: Message type "substrait.NamedStruct" has no field named "partitionColumns" at '
     '"Plan.relations[0].root.input.read.baseSchema". Available Fields(except extensions): "[\'names\', \'struct\']"'
     "; if the plan is from a newer Substrait than this package reads, upgrade substrait-explain; an enum value "
     "may also be written as its number; a field a producer added to its own copy of the protos (as Gluten does) "
     "only a binary plan carries, as an unknown field: read its binary plan instead"),
    ("JSON payload of a message protobuf does not know", '{"advancedExtensions": {"enhancement": {"@type": "x.Y"}}}',
     None, "not a Substrait plan: Can not find message descriptor by type_url: x.Y at "
     "Plan.advancedExtensions.enhancement; protobuf's JSON reads a "
     "payload only by its message: import the module protobuf generated for it first (from Python), or read the "
     "binary plan, which keeps any payload as its bytes"),
    ("unknown format", "{}", "toml", "unknown format 'toml': use one of text, json, binary, yaml"),
    ("JSON with half a surrogate pair", b'{"relations": [{"\\ud800": 0}]}', None,
     "JSON holds a lone surrogate (an escape like \\ud800 without its pair), which no plan can hold: "
     "fix the string, or write the character itself"),
    ("binary as a str with a surrogate", "\ud800", "binary",
     "not a binary plan: a str holding U+D800, a lone surrogate; pass binary plans as bytes"),
    ("detected text with a byte that is not UTF-8", b"=== Plan\nRoot[\xff]\n", None,
     "not UTF-8 text: byte 0xff at offset 14 (line 2) invalid start byte" + UTF8_HINT),
    ("detected neither text nor binary", b"Root[\xff]\n", None,
     "neither UTF-8 text nor a binary plan: byte 0xff at offset 5 (line 1) invalid start byte; read as binary, "
     "not a binary Substrait plan: field 10 (execution_behavior) at byte 0 runs past the end of its message by "
     "105 bytes (the data may be cut short)"),
    ("random bytes", b"\x93\x01\xfe", None,
     "neither UTF-8 text nor a binary plan: byte 0x93 at offset 0 (line 1) invalid start byte; read as binary, "
     "not a binary Substrait plan: unsupported wire type 3 in field 18"),
    ("UTF-16 that breaks off", "=== Plan\n".encode("utf-16") + b"\x00\xd8", "text",
     "not UTF-16 text: bytes 20 to 22 unexpected end of data: save the file as UTF-8"),
    ("JSON payload of an unregistered type", None, "json",
     "JSON cannot hold this plan: Can not find message descriptor by type_url: example.com/Scan; register the "
     "payload's message class (substrait_explain.register), or write text or binary"),
]


@pytest.mark.parametrize("data, fmt, message", [c[1:] for c in LOAD_CASES], ids=[c[0] for c in LOAD_CASES])
def test_load_error_message(data, fmt, message):
    with pytest.raises(se.Error) as info:
        if data is None:  # writing, not reading
            dump_plan(se.parse("=== Plan\nRoot[a]\n  ExtensionLeaf[(type_url='example.com/Scan', value=x'0a0170')]\n"), fmt)
        se.load_plan(data, fmt)
    assert str(info.value) == message


def test_control_characters_show_as_pictures_under_the_caret():
    error = error_of("=== Plan\nRoot[a\x01]\n")
    assert str(error).splitlines()[1:3] == ["  Root[a\u2401]", "        ^"]


@pytest.mark.parametrize("name, cells", [("名前", 4), ("e\u0301", 1), ("データ😀", 8), ("abc", 3),
                                         ("नमस्ते", 4), ("👨\u200d👩", 4), ("กั้", 1)])
def test_the_caret_stands_under_its_character_after_wide_ones(name, cells):
    """A wide character (CJK, most emoji) takes two columns of a terminal; a mark written over
    another (a vowel sign, a tone mark) or a zero-width joiner none."""
    error = error_of(f'=== Plan\nRoot[a]\n  Read[t => "{name}":i6]\n')
    line, caret = str(error).splitlines()[1:3]
    assert line == f'    Read[t => "{name}":i6]'
    assert caret == "  " + " " * (len('  Read[t => "":') + cells) + "^"


@pytest.mark.parametrize("name", ["a misspelled plan section", "a misspelled section before the plan",
                                  "a section of no such name", "a section twice", "sections out of order",
                                  "a comma missing in a table line", "a bad version number"])
def test_a_head_mistake_is_said_once_when_every_error_is_collected(name):
    """validate collects every syntax error: what a misnamed section, a misplaced one or a bad
    version make of the lines after them, read from a guess, is not said again."""
    from substrait_explain.text.syntax import parse_document

    cases = {c[0]: c[1:] for c in CASES}
    cases["a bad version number"] = ("=== Version 0.79\n=== Plan\nRoot[x]\n  Read[t => a:i64]\n", (1, 13),
                                     "bad version '0.79'", "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0")
    text, where, message, hint = cases[name]
    try:
        errors = parse_document(text, collect=True)[1]
    except se.ParseError as e:  # (what the actions find is raised, collecting or not)
        errors = [e]
    assert [(e.line, e.column, e.message, e.hint) for e in errors] == [(*where, message, hint)]
