// The substrait-explain text format.
//
// A document is a header (`=== Version`), an optional `=== Extensions`
// section, an optional `=== Tables` section and a `=== Plan` section.  In the plan every line is one relation
// `Name[arguments => columns]`; the NL token before it carries its
// indentation, from which the plan builder rebuilds the tree.  What each
// argument means for each relation comes from the relation spec, not from
// this grammar, so adding a relation does not change it.
parser grammar SubstraitExplainParser;

options { tokenVocab = SubstraitExplainLexer; }

import SubstraitTypes;

document
    : head ( NL planLine )* NL? EOF
    ;

// Everything up to `=== Plan`.  With the two rules after it, a consumer can
// read a large document a piece at a time instead of holding its whole parse
// tree: the head, then each plan line with its continuation lines.
head
    : NL? versionSection? extensionsSection? tablesSection? SECTION IDENT
    ;

headAlone
    : head NL? EOF
    ;

planLineAlone
    : planLine NL? EOF
    ;

// ---- === Version -----------------------------------------------------------

versionSection
    : SECTION IDENT VERSION_NUM NL ( versionField NL )*
    ;

versionField
    : IDENT COLON ( ~NL )*
    ;

// ---- === Extensions --------------------------------------------------------

extensionsSection
    : SECTION IDENT NL ( extensionGroup )*
    ;

extensionGroup
    : groupName COLON NL ( ( extensionDecl | oldFields | unknownFields ) NL )*
    ;

groupName
    : IDENT+
    ;

extensionDecl
    : DECL_ANCHOR declText                          // @ 1: extension:io.substrait:functions_arithmetic
    | HASH HASH? INT DECL_ANCHOR declText           // # 10 @ 1: add
    ;

declText
    : DECL_TEXT
    | DECL_QUOTED
    ;

// Under `Old Fields:`, the removed fields a plan writes: `old = fetch, grouping`
// (instead of their replacements) or `old+new = args` (beside them); a kind may
// name the places it is written that way: `old = fetch('relations[0].root.input.fetch')`.
oldFields
    : IDENT ( PLUS IDENT )? ASSIGN oldKind ( COMMA oldKind )*
    ;

oldKind
    : IDENT ( LPAREN STRING ( COMMA STRING )* RPAREN )?
    ;

// Under `Unknown Fields:`, the fields no installed proto knows (a newer Substrait's, a
// producer's own), by the place of the message holding them: `'relations[0].root.input.read':
// 99 = 5, 100 = x'0a01', 101 = fixed32(7)`; or all of that message's unknown fields as the bytes
// they were written as: `'': x'a80601'`.  Under `Old Fields:`, the same line says a message's
// removed fields as the plan was read with them, where today's would not give them back.
unknownFields
    : STRING COLON ( unknownField ( COMMA unknownField )* | BYTES )
    ;

unknownField
    : INT ASSIGN ( INT | BYTES | IDENT LPAREN ( INT | BYTES ) RPAREN )
    ;

// ---- === Tables ------------------------------------------------------------

// Each named table's schema, once: `Table[lineitem => l_orderkey:i64, ...]`.  A
// Read of a declared table without columns of its own has the declared ones.
tablesSection
    : SECTION IDENT NL ( relation NL )*
    ;

// ---- === Plan --------------------------------------------------------------

planLine
    : ( SUBPLAN_REF COLON )? relation               // `%1: Aggregate[...]`: a subquery's relation
    | PLUS relation                                 // `+ Enh:Name[...]`: an addendum of the relation above
    | name ASSIGN value                             // a plan field, before the relations
    ;

relation
    : relationName LBRACK continuation? section ( continuation? arrow section )* continuation? RBRACK
    ;

// `=>` before the output; a Read may say `+> columns |> $1, $0` instead.
arrow
    : ARROW
    | PLUS_ARROW
    | PIPE_ARROW
    ;

relationName
    : name ( COLON name )?
    ;

// A long line continues on lines that start with `-`: after `[`, `(` and
// `,`, and before `=>`, `]` and `)`, wherever a relation, a call, a tuple
// or a list holds a sequence.  Types stay on one line.
continuation
    : NL DASH
    ;

section
    : ( item ( COMMA continuation? item )* )?
    ;

item
    : name ASSIGN value                             # namedItem
    | name COLON type                               # columnItem
    | ELLIPSIS                                      # ellipsisItem
    | FIELD_REF RANGE FIELD_REF                     # rangeItem
    | value                                         # valueItem
    ;

// ---- values and expressions ------------------------------------------------

value
    : expression
    | AMP ( IDENT | INT )                           // &Inner; a number for a value newer than our protos
    | LPAREN continuation? ( item ( COMMA continuation? item )* continuation? )? RPAREN cast?  // (expr, &AscNullsFirst), ($0)::i64
    | LBRACK continuation? ( listValue ( COMMA continuation? listValue )* continuation? )? RBRACK  // a repeated field
    | qualifiedName
    | type
    | BYTES
    | SUBPLAN_REF                                   // %1: the relation on the line labelled %1
    ;

expression
    : literal                                                           # literalExpr
    | ( QMARK | CARET* ) FIELD_REF ( COLON name )?                      # fieldRefExpr
    | functionName typeAnchor? urnAnchor? LPAREN continuation?
        ( argument ( COMMA continuation? argument )* continuation? )? RPAREN ( COLON type )?
        ( over=IDENT LPAREN continuation?
            ( item ( COMMA continuation? item )* continuation? )? RPAREN )?     # callExpr
    ;

// In a list, `$3..$9` is the columns 3 to 9 in order (a read's column mask lists columns).
listValue
    : FIELD_REF RANGE FIELD_REF                     # rangeValue
    | value                                         # plainValue
    ;

// `(expr)::T` casts; `::?T` returns null on failure, `::!T` throws.
cast
    : DOUBLE_COLON ( QMARK | BANG )? type
    ;

// `cond -> value` is an if_then arm, `_ -> value` its else arm.  The arm is
// recognised after its condition, so nested calls need no long look-ahead.
argument
    : name ASSIGN value
    | value ( THIN_ARROW value )?
    ;

// The signature's argument types are joined by `_`; a user-defined one is `u!name`
// (json_extract_path:u!json_str lexes as IDENT COLON UDT_PREFIX IDENT).
functionName
    : name ( COLON ( UDT_PREFIX? IDENT ( BANG IDENT )* )? )?   // count:any, or count: with an empty signature
    ;

literal
    : ( INT | FLOAT | STRING | BYTES | BOOLEAN | NULL ) ( COLON type )?
    ;

qualifiedName
    : name ( DOT name )+
    ;

name
    : IDENT
    | QUOTED_NAME
    | BOOLEAN
    | NULL
    ;
