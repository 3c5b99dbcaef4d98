// Tokens of the substrait-explain text format.
//
// No target-language actions or predicates: every rule is plain ANTLR, so
// parsers for any target generate from this file unchanged.  Indentation is a
// token (NL carries the newline and the next line's leading blanks); the plan
// builder turns its width into tree depth.
lexer grammar SubstraitExplainLexer;

// Extension declarations: `@ 1: <urn>` and `# 10 @ 1: <name>`.  What follows
// the colon is taken verbatim up to white space, so URLs keep their `//`.
DECL_ANCHOR : '@' [ \t]* [0-9]+ [ \t]* ':' -> pushMode(DECL_TEXT_MODE) ;

SECTION     : '===' ;
NL          : ( '\r'? '\n' [ \t]* )+ ;
// A line holding only a comment: hidden with the newline before it, so the
// parser sees one NL (carrying the next line's indentation), not two.
COMMENT_LINE : ( '\r'? '\n' [ \t]* )+ '//' ~[\r\n]* -> channel(HIDDEN) ;
WS          : [ \t]+ -> skip ;
COMMENT     : '//' ~[\r\n]* -> channel(HIDDEN) ;

ARROW       : '=>' ;
PLUS_ARROW  : '+>' ;                 // Read[t +> columns |> $1, $0]: the columns, then
PIPE_ARROW  : '|>' ;                 // the emit over them
DOUBLE_COLON : '::' ;                // (x)::i64, a cast
THIN_ARROW  : '->' ;
ELLIPSIS    : '...' ;
RANGE       : '..' ;                 // $3..$9: the columns 3 to 9, in order
ASSIGN      : '=' ;
LBRACK      : '[' ;
RBRACK      : ']' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
LBRACE      : '{' ;
RBRACE      : '}' ;
LT          : '<' ;
GT          : '>' ;
COMMA       : ',' ;
COLON       : ':' ;
QMARK       : '?' ;
HASH        : '#' ;
AT          : '@' ;
AMP         : '&' ;
CARET       : '^' ;
DOT         : '.' ;
DASH        : '-' ;
PLUS        : '+' ;                  // `+ Enh:Name[...]`, an addendum line
BANG        : '!' ;                  // (x)::!i64, a cast that throws
INTERROBANG : '⁉' ;                  // i64⁉, nullability unspecified

UDT_PREFIX  : [uU] '!' ;
BOOLEAN     : 'true' | 'false' ;
NULL        : 'null' ;
FIELD_REF   : '$' [0-9]+ ( '.' [0-9]+ )* ;        // $2, or $2.0.1 into nested structs
SUBPLAN_REF : '%' [0-9]+ ;
VERSION_NUM : [0-9]+ '.' [0-9]+ '.' [0-9]+ ;
FLOAT       : '-'? [0-9]+ '.' [0-9]+ ( [eE] [+-]? [0-9]+ )?
            | '-'? [0-9]+ [eE] [+-]? [0-9]+
            ;
INT         : '-'? [0-9]+ ;
BYTES       : [xX] '\'' [0-9a-fA-F]* '\'' ;
STRING      : '\'' ( '\\' . | ~['\\\r\n] )* '\'' ;
QUOTED_NAME : '"' ( '\\' . | ~["\\\r\n] )* '"' ;
IDENT       : [a-zA-Z_] [a-zA-Z0-9_]* ;
// A name with `$` in it, as the official type grammar's identifiers may have: only
// an nstruct field name takes one (`nstruct<$x: i8>`).  `$0` stays a FIELD_REF (the
// rule before, on a tie).
DOLLAR_NAME : [a-zA-Z_]* '$' [a-zA-Z0-9_$]* ;

// Never accepted by the parser: they exist so that the error says what is
// wrong instead of "token recognition error".
UNTERMINATED_STRING : '\'' ( '\\' . | ~['\\\r\n] )* ;
UNTERMINATED_NAME   : '"' ( '\\' . | ~["\\\r\n] )* ;
UNKNOWN_CHAR        : . ;

mode DECL_TEXT_MODE;
DECL_WS     : ' '+ -> skip ;
DECL_QUOTED : '"' ( '\\' . | ~["\\\r\n] )* '"' -> popMode ;
// Bare, a URN is what the Rust crate reads: up to a space, anything else in it (a `"`, a tab);
// the white space ending it is the line's, not the URN's (docs/FORMAT.md). Only a first `"` quotes.
DECL_TEXT   : ~[ \n"] ~[ \n]* -> popMode ;
DECL_NL     : ( '\r'? '\n' [ \t]* )+ -> type(NL), popMode ;
