// Types, in the official Substrait type syntax (`i64?`, `decimal?<10,2>`,
// `list<i64>`, `map<string, i64>`, `struct<i64, string?>`, `u!point`) plus
// this format's own suffixes: `#anchor` and `@urn` for user-defined types,
// `^variation` for a type variation reference, and `??` for a nullability
// left unspecified.
//
// Type names are plain identifiers, matched case-insensitively by the plan
// builder, so columns and tables may be called `date` or `string` too.
parser grammar SubstraitTypes;

options { tokenVocab = SubstraitExplainLexer; }

type
    : UDT_PREFIX? typeName typeAnchor? urnAnchor? variation? nullability? typeParams?
    ;

typeName
    : IDENT
    | QUOTED_NAME
    ;

// An nstruct field name: any identifier of the official type grammar (`$x`, `a$b`,
// `$0`), or quoted.
fieldLabel
    : IDENT
    | QUOTED_NAME
    | DOLLAR_NAME
    | FIELD_REF
    ;

typeAnchor  : HASH INT ;
urnAnchor   : AT INT ;
variation   : CARET INT ;
nullability : QMARK QMARK? | INTERROBANG ;

typeParams
    : LT ( typeParam ( COMMA typeParam )* )? GT
    ;

// `func<i64 -> i64>` and `func<(i64, string) -> i64>` use the arrow form.
typeParam
    : typeArg ( THIN_ARROW typeArg )?
    ;

typeArg
    : fieldLabel COLON type                                 // nstruct<a: i64, b: string>
    | type
    | INT
    | STRING
    | BOOLEAN
    | NULL
    | AMP IDENT
    | LPAREN ( typeArg ( COMMA typeArg )* )? RPAREN
    ;
