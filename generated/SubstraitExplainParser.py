# generated — do not edit. Regenerate with: python -m codegen
# Generated from SubstraitExplainParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,45,399,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,1,0,3,0,64,8,0,1,0,3,0,67,
        8,0,1,0,3,0,70,8,0,1,0,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,5,1,82,
        8,1,10,1,12,1,85,9,1,1,2,1,2,1,2,5,2,90,8,2,10,2,12,2,93,9,2,1,3,
        1,3,1,3,1,3,5,3,99,8,3,10,3,12,3,102,9,3,1,4,1,4,1,4,1,4,1,4,3,4,
        109,8,4,5,4,111,8,4,10,4,12,4,114,9,4,1,5,4,5,117,8,5,11,5,12,5,
        118,1,6,1,6,1,6,1,6,3,6,125,8,6,1,6,1,6,1,6,3,6,130,8,6,1,7,1,7,
        1,8,1,8,1,8,1,8,5,8,138,8,8,10,8,12,8,141,9,8,1,8,3,8,144,8,8,1,
        9,1,9,3,9,148,8,9,1,9,1,9,1,9,1,9,1,9,3,9,155,8,9,1,10,1,10,1,10,
        3,10,160,8,10,1,10,1,10,3,10,164,8,10,1,10,1,10,5,10,168,8,10,10,
        10,12,10,171,9,10,1,10,3,10,174,8,10,1,10,1,10,1,11,1,11,1,11,3,
        11,181,8,11,1,12,1,12,1,12,1,13,1,13,1,13,3,13,189,8,13,1,13,5,13,
        192,8,13,10,13,12,13,195,9,13,3,13,197,8,13,1,14,1,14,1,14,1,14,
        1,14,1,14,1,14,1,14,1,14,1,14,3,14,209,8,14,1,15,1,15,1,15,1,15,
        1,15,1,15,1,15,5,15,218,8,15,10,15,12,15,221,9,15,3,15,223,8,15,
        1,15,1,15,1,15,1,15,1,15,5,15,230,8,15,10,15,12,15,233,9,15,3,15,
        235,8,15,1,15,1,15,1,15,1,15,1,15,3,15,242,8,15,1,16,1,16,5,16,246,
        8,16,10,16,12,16,249,9,16,1,16,1,16,1,16,3,16,254,8,16,1,16,3,16,
        257,8,16,1,16,1,16,1,16,1,16,5,16,263,8,16,10,16,12,16,266,9,16,
        3,16,268,8,16,1,16,1,16,1,16,3,16,273,8,16,1,16,1,16,1,16,1,16,1,
        16,5,16,280,8,16,10,16,12,16,283,9,16,3,16,285,8,16,1,16,3,16,288,
        8,16,3,16,290,8,16,1,17,1,17,1,17,1,17,1,17,1,17,1,17,3,17,299,8,
        17,3,17,301,8,17,1,18,1,18,1,18,3,18,306,8,18,1,19,1,19,1,19,3,19,
        311,8,19,1,20,1,20,1,20,4,20,316,8,20,11,20,12,20,317,1,21,1,21,
        1,22,3,22,323,8,22,1,22,1,22,3,22,327,8,22,1,22,3,22,330,8,22,1,
        22,3,22,333,8,22,1,22,3,22,336,8,22,1,22,3,22,339,8,22,1,23,1,23,
        1,24,1,24,1,24,1,25,1,25,1,25,1,26,1,26,1,26,1,27,1,27,3,27,354,
        8,27,1,28,1,28,1,28,1,28,5,28,360,8,28,10,28,12,28,363,9,28,3,28,
        365,8,28,1,28,1,28,1,29,1,29,1,29,3,29,372,8,29,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,5,30,389,
        8,30,10,30,12,30,392,9,30,3,30,394,8,30,1,30,3,30,397,8,30,1,30,
        0,0,31,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,
        42,44,46,48,50,52,54,56,58,60,0,6,1,0,3,3,1,0,44,45,2,0,35,35,39,
        39,2,0,29,30,34,37,2,0,29,30,38,39,1,0,38,39,439,0,63,1,0,0,0,2,
        74,1,0,0,0,4,86,1,0,0,0,6,94,1,0,0,0,8,103,1,0,0,0,10,116,1,0,0,
        0,12,129,1,0,0,0,14,131,1,0,0,0,16,133,1,0,0,0,18,154,1,0,0,0,20,
        156,1,0,0,0,22,177,1,0,0,0,24,182,1,0,0,0,26,196,1,0,0,0,28,208,
        1,0,0,0,30,241,1,0,0,0,32,289,1,0,0,0,34,300,1,0,0,0,36,302,1,0,
        0,0,38,307,1,0,0,0,40,312,1,0,0,0,42,319,1,0,0,0,44,322,1,0,0,0,
        46,340,1,0,0,0,48,342,1,0,0,0,50,345,1,0,0,0,52,348,1,0,0,0,54,351,
        1,0,0,0,56,355,1,0,0,0,58,368,1,0,0,0,60,396,1,0,0,0,62,64,5,3,0,
        0,63,62,1,0,0,0,63,64,1,0,0,0,64,66,1,0,0,0,65,67,3,2,1,0,66,65,
        1,0,0,0,66,67,1,0,0,0,67,69,1,0,0,0,68,70,3,6,3,0,69,68,1,0,0,0,
        69,70,1,0,0,0,70,71,1,0,0,0,71,72,3,16,8,0,72,73,5,0,0,1,73,1,1,
        0,0,0,74,75,5,2,0,0,75,76,5,39,0,0,76,77,5,33,0,0,77,83,5,3,0,0,
        78,79,3,4,2,0,79,80,5,3,0,0,80,82,1,0,0,0,81,78,1,0,0,0,82,85,1,
        0,0,0,83,81,1,0,0,0,83,84,1,0,0,0,84,3,1,0,0,0,85,83,1,0,0,0,86,
        87,5,39,0,0,87,91,5,20,0,0,88,90,8,0,0,0,89,88,1,0,0,0,90,93,1,0,
        0,0,91,89,1,0,0,0,91,92,1,0,0,0,92,5,1,0,0,0,93,91,1,0,0,0,94,95,
        5,2,0,0,95,96,5,39,0,0,96,100,5,3,0,0,97,99,3,8,4,0,98,97,1,0,0,
        0,99,102,1,0,0,0,100,98,1,0,0,0,100,101,1,0,0,0,101,7,1,0,0,0,102,
        100,1,0,0,0,103,104,3,10,5,0,104,105,5,20,0,0,105,112,5,3,0,0,106,
        108,3,12,6,0,107,109,5,3,0,0,108,107,1,0,0,0,108,109,1,0,0,0,109,
        111,1,0,0,0,110,106,1,0,0,0,111,114,1,0,0,0,112,110,1,0,0,0,112,
        113,1,0,0,0,113,9,1,0,0,0,114,112,1,0,0,0,115,117,5,39,0,0,116,115,
        1,0,0,0,117,118,1,0,0,0,118,116,1,0,0,0,118,119,1,0,0,0,119,11,1,
        0,0,0,120,121,5,1,0,0,121,130,3,14,7,0,122,124,5,22,0,0,123,125,
        5,22,0,0,124,123,1,0,0,0,124,125,1,0,0,0,125,126,1,0,0,0,126,127,
        5,35,0,0,127,128,5,1,0,0,128,130,3,14,7,0,129,120,1,0,0,0,129,122,
        1,0,0,0,130,13,1,0,0,0,131,132,7,1,0,0,132,15,1,0,0,0,133,134,5,
        2,0,0,134,139,5,39,0,0,135,136,5,3,0,0,136,138,3,18,9,0,137,135,
        1,0,0,0,138,141,1,0,0,0,139,137,1,0,0,0,139,140,1,0,0,0,140,143,
        1,0,0,0,141,139,1,0,0,0,142,144,5,3,0,0,143,142,1,0,0,0,143,144,
        1,0,0,0,144,17,1,0,0,0,145,146,5,32,0,0,146,148,5,20,0,0,147,145,
        1,0,0,0,147,148,1,0,0,0,148,149,1,0,0,0,149,155,3,20,10,0,150,151,
        3,42,21,0,151,152,5,10,0,0,152,153,3,30,15,0,153,155,1,0,0,0,154,
        147,1,0,0,0,154,150,1,0,0,0,155,19,1,0,0,0,156,157,3,22,11,0,157,
        159,5,11,0,0,158,160,3,24,12,0,159,158,1,0,0,0,159,160,1,0,0,0,160,
        161,1,0,0,0,161,169,3,26,13,0,162,164,3,24,12,0,163,162,1,0,0,0,
        163,164,1,0,0,0,164,165,1,0,0,0,165,166,5,7,0,0,166,168,3,26,13,
        0,167,163,1,0,0,0,168,171,1,0,0,0,169,167,1,0,0,0,169,170,1,0,0,
        0,170,173,1,0,0,0,171,169,1,0,0,0,172,174,3,24,12,0,173,172,1,0,
        0,0,173,174,1,0,0,0,174,175,1,0,0,0,175,176,5,12,0,0,176,21,1,0,
        0,0,177,180,3,42,21,0,178,179,5,20,0,0,179,181,3,42,21,0,180,178,
        1,0,0,0,180,181,1,0,0,0,181,23,1,0,0,0,182,183,5,3,0,0,183,184,5,
        27,0,0,184,25,1,0,0,0,185,193,3,28,14,0,186,188,5,19,0,0,187,189,
        3,24,12,0,188,187,1,0,0,0,188,189,1,0,0,0,189,190,1,0,0,0,190,192,
        3,28,14,0,191,186,1,0,0,0,192,195,1,0,0,0,193,191,1,0,0,0,193,194,
        1,0,0,0,194,197,1,0,0,0,195,193,1,0,0,0,196,185,1,0,0,0,196,197,
        1,0,0,0,197,27,1,0,0,0,198,199,3,42,21,0,199,200,5,10,0,0,200,201,
        3,30,15,0,201,209,1,0,0,0,202,203,3,42,21,0,203,204,5,20,0,0,204,
        205,3,44,22,0,205,209,1,0,0,0,206,209,5,9,0,0,207,209,3,30,15,0,
        208,198,1,0,0,0,208,202,1,0,0,0,208,206,1,0,0,0,208,207,1,0,0,0,
        209,29,1,0,0,0,210,242,3,32,16,0,211,212,5,24,0,0,212,242,7,2,0,
        0,213,222,5,13,0,0,214,219,3,28,14,0,215,216,5,19,0,0,216,218,3,
        28,14,0,217,215,1,0,0,0,218,221,1,0,0,0,219,217,1,0,0,0,219,220,
        1,0,0,0,220,223,1,0,0,0,221,219,1,0,0,0,222,214,1,0,0,0,222,223,
        1,0,0,0,223,224,1,0,0,0,224,242,5,14,0,0,225,234,5,11,0,0,226,231,
        3,30,15,0,227,228,5,19,0,0,228,230,3,30,15,0,229,227,1,0,0,0,230,
        233,1,0,0,0,231,229,1,0,0,0,231,232,1,0,0,0,232,235,1,0,0,0,233,
        231,1,0,0,0,234,226,1,0,0,0,234,235,1,0,0,0,235,236,1,0,0,0,236,
        242,5,12,0,0,237,242,3,40,20,0,238,242,3,44,22,0,239,242,5,36,0,
        0,240,242,5,32,0,0,241,210,1,0,0,0,241,211,1,0,0,0,241,213,1,0,0,
        0,241,225,1,0,0,0,241,237,1,0,0,0,241,238,1,0,0,0,241,239,1,0,0,
        0,241,240,1,0,0,0,242,31,1,0,0,0,243,290,3,38,19,0,244,246,5,25,
        0,0,245,244,1,0,0,0,246,249,1,0,0,0,247,245,1,0,0,0,247,248,1,0,
        0,0,248,250,1,0,0,0,249,247,1,0,0,0,250,290,5,31,0,0,251,253,3,36,
        18,0,252,254,3,48,24,0,253,252,1,0,0,0,253,254,1,0,0,0,254,256,1,
        0,0,0,255,257,3,50,25,0,256,255,1,0,0,0,256,257,1,0,0,0,257,258,
        1,0,0,0,258,267,5,13,0,0,259,264,3,34,17,0,260,261,5,19,0,0,261,
        263,3,34,17,0,262,260,1,0,0,0,263,266,1,0,0,0,264,262,1,0,0,0,264,
        265,1,0,0,0,265,268,1,0,0,0,266,264,1,0,0,0,267,259,1,0,0,0,267,
        268,1,0,0,0,268,269,1,0,0,0,269,272,5,14,0,0,270,271,5,20,0,0,271,
        273,3,44,22,0,272,270,1,0,0,0,272,273,1,0,0,0,273,287,1,0,0,0,274,
        275,5,39,0,0,275,284,5,13,0,0,276,281,3,28,14,0,277,278,5,19,0,0,
        278,280,3,28,14,0,279,277,1,0,0,0,280,283,1,0,0,0,281,279,1,0,0,
        0,281,282,1,0,0,0,282,285,1,0,0,0,283,281,1,0,0,0,284,276,1,0,0,
        0,284,285,1,0,0,0,285,286,1,0,0,0,286,288,5,14,0,0,287,274,1,0,0,
        0,287,288,1,0,0,0,288,290,1,0,0,0,289,243,1,0,0,0,289,247,1,0,0,
        0,289,251,1,0,0,0,290,33,1,0,0,0,291,292,3,42,21,0,292,293,5,10,
        0,0,293,294,3,30,15,0,294,301,1,0,0,0,295,298,3,30,15,0,296,297,
        5,8,0,0,297,299,3,32,16,0,298,296,1,0,0,0,298,299,1,0,0,0,299,301,
        1,0,0,0,300,291,1,0,0,0,300,295,1,0,0,0,301,35,1,0,0,0,302,305,3,
        42,21,0,303,304,5,20,0,0,304,306,5,39,0,0,305,303,1,0,0,0,305,306,
        1,0,0,0,306,37,1,0,0,0,307,310,7,3,0,0,308,309,5,20,0,0,309,311,
        3,44,22,0,310,308,1,0,0,0,310,311,1,0,0,0,311,39,1,0,0,0,312,315,
        3,42,21,0,313,314,5,26,0,0,314,316,3,42,21,0,315,313,1,0,0,0,316,
        317,1,0,0,0,317,315,1,0,0,0,317,318,1,0,0,0,318,41,1,0,0,0,319,320,
        7,4,0,0,320,43,1,0,0,0,321,323,5,28,0,0,322,321,1,0,0,0,322,323,
        1,0,0,0,323,324,1,0,0,0,324,326,3,46,23,0,325,327,3,48,24,0,326,
        325,1,0,0,0,326,327,1,0,0,0,327,329,1,0,0,0,328,330,3,50,25,0,329,
        328,1,0,0,0,329,330,1,0,0,0,330,332,1,0,0,0,331,333,3,52,26,0,332,
        331,1,0,0,0,332,333,1,0,0,0,333,335,1,0,0,0,334,336,3,54,27,0,335,
        334,1,0,0,0,335,336,1,0,0,0,336,338,1,0,0,0,337,339,3,56,28,0,338,
        337,1,0,0,0,338,339,1,0,0,0,339,45,1,0,0,0,340,341,7,5,0,0,341,47,
        1,0,0,0,342,343,5,22,0,0,343,344,5,35,0,0,344,49,1,0,0,0,345,346,
        5,23,0,0,346,347,5,35,0,0,347,51,1,0,0,0,348,349,5,25,0,0,349,350,
        5,35,0,0,350,53,1,0,0,0,351,353,5,21,0,0,352,354,5,21,0,0,353,352,
        1,0,0,0,353,354,1,0,0,0,354,55,1,0,0,0,355,364,5,17,0,0,356,361,
        3,58,29,0,357,358,5,19,0,0,358,360,3,58,29,0,359,357,1,0,0,0,360,
        363,1,0,0,0,361,359,1,0,0,0,361,362,1,0,0,0,362,365,1,0,0,0,363,
        361,1,0,0,0,364,356,1,0,0,0,364,365,1,0,0,0,365,366,1,0,0,0,366,
        367,5,18,0,0,367,57,1,0,0,0,368,371,3,60,30,0,369,370,5,8,0,0,370,
        372,3,60,30,0,371,369,1,0,0,0,371,372,1,0,0,0,372,59,1,0,0,0,373,
        374,3,46,23,0,374,375,5,20,0,0,375,376,3,44,22,0,376,397,1,0,0,0,
        377,397,3,44,22,0,378,397,5,35,0,0,379,397,5,37,0,0,380,397,5,29,
        0,0,381,397,5,30,0,0,382,383,5,24,0,0,383,397,5,39,0,0,384,393,5,
        13,0,0,385,390,3,60,30,0,386,387,5,19,0,0,387,389,3,60,30,0,388,
        386,1,0,0,0,389,392,1,0,0,0,390,388,1,0,0,0,390,391,1,0,0,0,391,
        394,1,0,0,0,392,390,1,0,0,0,393,385,1,0,0,0,393,394,1,0,0,0,394,
        395,1,0,0,0,395,397,5,14,0,0,396,373,1,0,0,0,396,377,1,0,0,0,396,
        378,1,0,0,0,396,379,1,0,0,0,396,380,1,0,0,0,396,381,1,0,0,0,396,
        382,1,0,0,0,396,384,1,0,0,0,397,61,1,0,0,0,57,63,66,69,83,91,100,
        108,112,118,124,129,139,143,147,154,159,163,169,173,180,188,193,
        196,208,219,222,231,234,241,247,253,256,264,267,272,281,284,287,
        289,298,300,305,310,317,322,326,329,332,335,338,353,361,364,371,
        390,393,396
    ]

class SubstraitExplainParser ( Parser ):

    grammarFileName = "SubstraitExplainParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'==='", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'=>'", "'->'", "'...'", 
                     "'='", "'['", "']'", "'('", "')'", "'{'", "'}'", "'<'", 
                     "'>'", "','", "':'", "'?'", "'#'", "'@'", "'&'", "'^'", 
                     "'.'", "'-'", "<INVALID>", "<INVALID>", "'null'" ]

    symbolicNames = [ "<INVALID>", "DECL_ANCHOR", "SECTION", "NL", "COMMENT_LINE", 
                      "WS", "COMMENT", "ARROW", "THIN_ARROW", "ELLIPSIS", 
                      "ASSIGN", "LBRACK", "RBRACK", "LPAREN", "RPAREN", 
                      "LBRACE", "RBRACE", "LT", "GT", "COMMA", "COLON", 
                      "QMARK", "HASH", "AT", "AMP", "CARET", "DOT", "DASH", 
                      "UDT_PREFIX", "BOOLEAN", "NULL", "FIELD_REF", "SUBPLAN_REF", 
                      "VERSION_NUM", "FLOAT", "INT", "BYTES", "STRING", 
                      "QUOTED_NAME", "IDENT", "UNTERMINATED_STRING", "UNTERMINATED_NAME", 
                      "UNKNOWN_CHAR", "DECL_WS", "DECL_QUOTED", "DECL_TEXT" ]

    RULE_document = 0
    RULE_versionSection = 1
    RULE_versionField = 2
    RULE_extensionsSection = 3
    RULE_extensionGroup = 4
    RULE_groupName = 5
    RULE_extensionDecl = 6
    RULE_declText = 7
    RULE_planSection = 8
    RULE_planLine = 9
    RULE_relation = 10
    RULE_relationName = 11
    RULE_continuation = 12
    RULE_section = 13
    RULE_item = 14
    RULE_value = 15
    RULE_expression = 16
    RULE_argument = 17
    RULE_functionName = 18
    RULE_literal = 19
    RULE_qualifiedName = 20
    RULE_name = 21
    RULE_type = 22
    RULE_typeName = 23
    RULE_typeAnchor = 24
    RULE_urnAnchor = 25
    RULE_variation = 26
    RULE_nullability = 27
    RULE_typeParams = 28
    RULE_typeParam = 29
    RULE_typeArg = 30

    ruleNames =  [ "document", "versionSection", "versionField", "extensionsSection", 
                   "extensionGroup", "groupName", "extensionDecl", "declText", 
                   "planSection", "planLine", "relation", "relationName", 
                   "continuation", "section", "item", "value", "expression", 
                   "argument", "functionName", "literal", "qualifiedName", 
                   "name", "type", "typeName", "typeAnchor", "urnAnchor", 
                   "variation", "nullability", "typeParams", "typeParam", 
                   "typeArg" ]

    EOF = Token.EOF
    DECL_ANCHOR=1
    SECTION=2
    NL=3
    COMMENT_LINE=4
    WS=5
    COMMENT=6
    ARROW=7
    THIN_ARROW=8
    ELLIPSIS=9
    ASSIGN=10
    LBRACK=11
    RBRACK=12
    LPAREN=13
    RPAREN=14
    LBRACE=15
    RBRACE=16
    LT=17
    GT=18
    COMMA=19
    COLON=20
    QMARK=21
    HASH=22
    AT=23
    AMP=24
    CARET=25
    DOT=26
    DASH=27
    UDT_PREFIX=28
    BOOLEAN=29
    NULL=30
    FIELD_REF=31
    SUBPLAN_REF=32
    VERSION_NUM=33
    FLOAT=34
    INT=35
    BYTES=36
    STRING=37
    QUOTED_NAME=38
    IDENT=39
    UNTERMINATED_STRING=40
    UNTERMINATED_NAME=41
    UNKNOWN_CHAR=42
    DECL_WS=43
    DECL_QUOTED=44
    DECL_TEXT=45

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class DocumentContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def planSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.PlanSectionContext,0)


        def EOF(self):
            return self.getToken(SubstraitExplainParser.EOF, 0)

        def NL(self):
            return self.getToken(SubstraitExplainParser.NL, 0)

        def versionSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.VersionSectionContext,0)


        def extensionsSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ExtensionsSectionContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_document




    def document(self):

        localctx = SubstraitExplainParser.DocumentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_document)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 63
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 62
                self.match(SubstraitExplainParser.NL)


            self.state = 66
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,1,self._ctx)
            if la_ == 1:
                self.state = 65
                self.versionSection()


            self.state = 69
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,2,self._ctx)
            if la_ == 1:
                self.state = 68
                self.extensionsSection()


            self.state = 71
            self.planSection()
            self.state = 72
            self.match(SubstraitExplainParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VersionSectionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SECTION(self):
            return self.getToken(SubstraitExplainParser.SECTION, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def VERSION_NUM(self):
            return self.getToken(SubstraitExplainParser.VERSION_NUM, 0)

        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.NL)
            else:
                return self.getToken(SubstraitExplainParser.NL, i)

        def versionField(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.VersionFieldContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.VersionFieldContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_versionSection




    def versionSection(self):

        localctx = SubstraitExplainParser.VersionSectionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_versionSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 74
            self.match(SubstraitExplainParser.SECTION)
            self.state = 75
            self.match(SubstraitExplainParser.IDENT)
            self.state = 76
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 77
            self.match(SubstraitExplainParser.NL)
            self.state = 83
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==39:
                self.state = 78
                self.versionField()
                self.state = 79
                self.match(SubstraitExplainParser.NL)
                self.state = 85
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VersionFieldContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.NL)
            else:
                return self.getToken(SubstraitExplainParser.NL, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_versionField




    def versionField(self):

        localctx = SubstraitExplainParser.VersionFieldContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_versionField)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 86
            self.match(SubstraitExplainParser.IDENT)
            self.state = 87
            self.match(SubstraitExplainParser.COLON)
            self.state = 91
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 70368744177654) != 0):
                self.state = 88
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 93
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExtensionsSectionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SECTION(self):
            return self.getToken(SubstraitExplainParser.SECTION, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def NL(self):
            return self.getToken(SubstraitExplainParser.NL, 0)

        def extensionGroup(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ExtensionGroupContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ExtensionGroupContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_extensionsSection




    def extensionsSection(self):

        localctx = SubstraitExplainParser.ExtensionsSectionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_extensionsSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 94
            self.match(SubstraitExplainParser.SECTION)
            self.state = 95
            self.match(SubstraitExplainParser.IDENT)
            self.state = 96
            self.match(SubstraitExplainParser.NL)
            self.state = 100
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==39:
                self.state = 97
                self.extensionGroup()
                self.state = 102
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExtensionGroupContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def groupName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.GroupNameContext,0)


        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.NL)
            else:
                return self.getToken(SubstraitExplainParser.NL, i)

        def extensionDecl(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ExtensionDeclContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ExtensionDeclContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_extensionGroup




    def extensionGroup(self):

        localctx = SubstraitExplainParser.ExtensionGroupContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_extensionGroup)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 103
            self.groupName()
            self.state = 104
            self.match(SubstraitExplainParser.COLON)
            self.state = 105
            self.match(SubstraitExplainParser.NL)
            self.state = 112
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1 or _la==22:
                self.state = 106
                self.extensionDecl()
                self.state = 108
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 107
                    self.match(SubstraitExplainParser.NL)


                self.state = 114
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class GroupNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.IDENT)
            else:
                return self.getToken(SubstraitExplainParser.IDENT, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_groupName




    def groupName(self):

        localctx = SubstraitExplainParser.GroupNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_groupName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 116 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 115
                self.match(SubstraitExplainParser.IDENT)
                self.state = 118 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==39):
                    break

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExtensionDeclContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DECL_ANCHOR(self):
            return self.getToken(SubstraitExplainParser.DECL_ANCHOR, 0)

        def declText(self):
            return self.getTypedRuleContext(SubstraitExplainParser.DeclTextContext,0)


        def HASH(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.HASH)
            else:
                return self.getToken(SubstraitExplainParser.HASH, i)

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_extensionDecl




    def extensionDecl(self):

        localctx = SubstraitExplainParser.ExtensionDeclContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_extensionDecl)
        self._la = 0 # Token type
        try:
            self.state = 129
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 120
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 121
                self.declText()
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 2)
                self.state = 122
                self.match(SubstraitExplainParser.HASH)
                self.state = 124
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22:
                    self.state = 123
                    self.match(SubstraitExplainParser.HASH)


                self.state = 126
                self.match(SubstraitExplainParser.INT)
                self.state = 127
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 128
                self.declText()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DeclTextContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DECL_TEXT(self):
            return self.getToken(SubstraitExplainParser.DECL_TEXT, 0)

        def DECL_QUOTED(self):
            return self.getToken(SubstraitExplainParser.DECL_QUOTED, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_declText




    def declText(self):

        localctx = SubstraitExplainParser.DeclTextContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_declText)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 131
            _la = self._input.LA(1)
            if not(_la==44 or _la==45):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PlanSectionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SECTION(self):
            return self.getToken(SubstraitExplainParser.SECTION, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.NL)
            else:
                return self.getToken(SubstraitExplainParser.NL, i)

        def planLine(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.PlanLineContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.PlanLineContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_planSection




    def planSection(self):

        localctx = SubstraitExplainParser.PlanSectionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_planSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 133
            self.match(SubstraitExplainParser.SECTION)
            self.state = 134
            self.match(SubstraitExplainParser.IDENT)
            self.state = 139
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 135
                    self.match(SubstraitExplainParser.NL)
                    self.state = 136
                    self.planLine() 
                self.state = 141
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,11,self._ctx)

            self.state = 143
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 142
                self.match(SubstraitExplainParser.NL)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PlanLineContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def relation(self):
            return self.getTypedRuleContext(SubstraitExplainParser.RelationContext,0)


        def SUBPLAN_REF(self):
            return self.getToken(SubstraitExplainParser.SUBPLAN_REF, 0)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)


        def ASSIGN(self):
            return self.getToken(SubstraitExplainParser.ASSIGN, 0)

        def value(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_planLine




    def planLine(self):

        localctx = SubstraitExplainParser.PlanLineContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 154
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 147
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==32:
                    self.state = 145
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 146
                    self.match(SubstraitExplainParser.COLON)


                self.state = 149
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 150
                self.name()
                self.state = 151
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 152
                self.value()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RelationContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def relationName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.RelationNameContext,0)


        def LBRACK(self):
            return self.getToken(SubstraitExplainParser.LBRACK, 0)

        def section(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.SectionContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.SectionContext,i)


        def RBRACK(self):
            return self.getToken(SubstraitExplainParser.RBRACK, 0)

        def continuation(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ContinuationContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ContinuationContext,i)


        def ARROW(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.ARROW)
            else:
                return self.getToken(SubstraitExplainParser.ARROW, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_relation




    def relation(self):

        localctx = SubstraitExplainParser.RelationContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 156
            self.relationName()
            self.state = 157
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 159
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.state = 158
                self.continuation()


            self.state = 161
            self.section()
            self.state = 169
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,17,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 163
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 162
                        self.continuation()


                    self.state = 165
                    self.match(SubstraitExplainParser.ARROW)
                    self.state = 166
                    self.section() 
                self.state = 171
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,17,self._ctx)

            self.state = 173
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 172
                self.continuation()


            self.state = 175
            self.match(SubstraitExplainParser.RBRACK)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RelationNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def name(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.NameContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.NameContext,i)


        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_relationName




    def relationName(self):

        localctx = SubstraitExplainParser.RelationNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 177
            self.name()
            self.state = 180
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 178
                self.match(SubstraitExplainParser.COLON)
                self.state = 179
                self.name()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ContinuationContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NL(self):
            return self.getToken(SubstraitExplainParser.NL, 0)

        def DASH(self):
            return self.getToken(SubstraitExplainParser.DASH, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_continuation




    def continuation(self):

        localctx = SubstraitExplainParser.ContinuationContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 182
            self.match(SubstraitExplainParser.NL)
            self.state = 183
            self.match(SubstraitExplainParser.DASH)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SectionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def item(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ItemContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def continuation(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ContinuationContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ContinuationContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_section




    def section(self):

        localctx = SubstraitExplainParser.SectionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 196
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090703600128) != 0):
                self.state = 185
                self.item()
                self.state = 193
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==19:
                    self.state = 186
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 188
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 187
                        self.continuation()


                    self.state = 190
                    self.item()
                    self.state = 195
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_item

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class NamedItemContext(ItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)

        def ASSIGN(self):
            return self.getToken(SubstraitExplainParser.ASSIGN, 0)
        def value(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,0)



    class ValueItemContext(ItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def value(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,0)



    class ColumnItemContext(ItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)
        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)



    class EllipsisItemContext(ItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def ELLIPSIS(self):
            return self.getToken(SubstraitExplainParser.ELLIPSIS, 0)



    def item(self):

        localctx = SubstraitExplainParser.ItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_item)
        try:
            self.state = 208
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,23,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 198
                self.name()
                self.state = 199
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 200
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 202
                self.name()
                self.state = 203
                self.match(SubstraitExplainParser.COLON)
                self.state = 204
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 206
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 207
                self.value()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def expression(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ExpressionContext,0)


        def AMP(self):
            return self.getToken(SubstraitExplainParser.AMP, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExplainParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExplainParser.RPAREN, 0)

        def item(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ItemContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def LBRACK(self):
            return self.getToken(SubstraitExplainParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(SubstraitExplainParser.RBRACK, 0)

        def value(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ValueContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,i)


        def qualifiedName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.QualifiedNameContext,0)


        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)


        def BYTES(self):
            return self.getToken(SubstraitExplainParser.BYTES, 0)

        def SUBPLAN_REF(self):
            return self.getToken(SubstraitExplainParser.SUBPLAN_REF, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_value




    def value(self):

        localctx = SubstraitExplainParser.ValueContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 241
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,28,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 210
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 211
                self.match(SubstraitExplainParser.AMP)
                self.state = 212
                _la = self._input.LA(1)
                if not(_la==35 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 213
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 222
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090703600128) != 0):
                    self.state = 214
                    self.item()
                    self.state = 219
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 215
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 216
                        self.item()
                        self.state = 221
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 224
                self.match(SubstraitExplainParser.RPAREN)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 225
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 234
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090703599616) != 0):
                    self.state = 226
                    self.value()
                    self.state = 231
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 227
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 228
                        self.value()
                        self.state = 233
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 236
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 237
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 238
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 239
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 240
                self.match(SubstraitExplainParser.SUBPLAN_REF)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExpressionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_expression

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class FieldRefExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ExpressionContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def FIELD_REF(self):
            return self.getToken(SubstraitExplainParser.FIELD_REF, 0)
        def CARET(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.CARET)
            else:
                return self.getToken(SubstraitExplainParser.CARET, i)


    class LiteralExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ExpressionContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExplainParser.LiteralContext,0)



    class CallExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ExpressionContext
            super().__init__(parser)
            self.over = None # Token
            self.copyFrom(ctx)

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.FunctionNameContext,0)

        def LPAREN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.LPAREN)
            else:
                return self.getToken(SubstraitExplainParser.LPAREN, i)
        def RPAREN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.RPAREN)
            else:
                return self.getToken(SubstraitExplainParser.RPAREN, i)
        def typeAnchor(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeAnchorContext,0)

        def urnAnchor(self):
            return self.getTypedRuleContext(SubstraitExplainParser.UrnAnchorContext,0)

        def argument(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ArgumentContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ArgumentContext,i)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)
        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)
        def item(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ItemContext,i)




    def expression(self):

        localctx = SubstraitExplainParser.ExpressionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 289
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,38,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 243
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 247
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==25:
                    self.state = 244
                    self.match(SubstraitExplainParser.CARET)
                    self.state = 249
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 250
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 251
                self.functionName()
                self.state = 253
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22:
                    self.state = 252
                    self.typeAnchor()


                self.state = 256
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==23:
                    self.state = 255
                    self.urnAnchor()


                self.state = 258
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 267
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090703599616) != 0):
                    self.state = 259
                    self.argument()
                    self.state = 264
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 260
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 261
                        self.argument()
                        self.state = 266
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 269
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 272
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==20:
                    self.state = 270
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 271
                    self.type_()


                self.state = 287
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 274
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 275
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 284
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090703600128) != 0):
                        self.state = 276
                        self.item()
                        self.state = 281
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==19:
                            self.state = 277
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 278
                            self.item()
                            self.state = 283
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)



                    self.state = 286
                    self.match(SubstraitExplainParser.RPAREN)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ArgumentContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)


        def ASSIGN(self):
            return self.getToken(SubstraitExplainParser.ASSIGN, 0)

        def value(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,0)


        def THIN_ARROW(self):
            return self.getToken(SubstraitExplainParser.THIN_ARROW, 0)

        def expression(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ExpressionContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_argument




    def argument(self):

        localctx = SubstraitExplainParser.ArgumentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 300
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 291
                self.name()
                self.state = 292
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 293
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 295
                self.value()
                self.state = 298
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==8:
                    self.state = 296
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 297
                    self.expression()


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)


        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_functionName




    def functionName(self):

        localctx = SubstraitExplainParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 302
            self.name()
            self.state = 305
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 303
                self.match(SubstraitExplainParser.COLON)
                self.state = 304
                self.match(SubstraitExplainParser.IDENT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def FLOAT(self):
            return self.getToken(SubstraitExplainParser.FLOAT, 0)

        def STRING(self):
            return self.getToken(SubstraitExplainParser.STRING, 0)

        def BYTES(self):
            return self.getToken(SubstraitExplainParser.BYTES, 0)

        def BOOLEAN(self):
            return self.getToken(SubstraitExplainParser.BOOLEAN, 0)

        def NULL(self):
            return self.getToken(SubstraitExplainParser.NULL, 0)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_literal




    def literal(self):

        localctx = SubstraitExplainParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 307
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 259308650496) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 310
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 308
                self.match(SubstraitExplainParser.COLON)
                self.state = 309
                self.type_()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class QualifiedNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def name(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.NameContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.NameContext,i)


        def DOT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.DOT)
            else:
                return self.getToken(SubstraitExplainParser.DOT, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_qualifiedName




    def qualifiedName(self):

        localctx = SubstraitExplainParser.QualifiedNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 312
            self.name()
            self.state = 315 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 313
                self.match(SubstraitExplainParser.DOT)
                self.state = 314
                self.name()
                self.state = 317 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==26):
                    break

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def QUOTED_NAME(self):
            return self.getToken(SubstraitExplainParser.QUOTED_NAME, 0)

        def BOOLEAN(self):
            return self.getToken(SubstraitExplainParser.BOOLEAN, 0)

        def NULL(self):
            return self.getToken(SubstraitExplainParser.NULL, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_name




    def name(self):

        localctx = SubstraitExplainParser.NameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 319
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 826244333568) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeNameContext,0)


        def UDT_PREFIX(self):
            return self.getToken(SubstraitExplainParser.UDT_PREFIX, 0)

        def typeAnchor(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeAnchorContext,0)


        def urnAnchor(self):
            return self.getTypedRuleContext(SubstraitExplainParser.UrnAnchorContext,0)


        def variation(self):
            return self.getTypedRuleContext(SubstraitExplainParser.VariationContext,0)


        def nullability(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NullabilityContext,0)


        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_type




    def type_(self):

        localctx = SubstraitExplainParser.TypeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 322
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==28:
                self.state = 321
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 324
            self.typeName()
            self.state = 326
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==22:
                self.state = 325
                self.typeAnchor()


            self.state = 329
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 328
                self.urnAnchor()


            self.state = 332
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25:
                self.state = 331
                self.variation()


            self.state = 335
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 334
                self.nullability()


            self.state = 338
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 337
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def QUOTED_NAME(self):
            return self.getToken(SubstraitExplainParser.QUOTED_NAME, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_typeName




    def typeName(self):

        localctx = SubstraitExplainParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 340
            _la = self._input.LA(1)
            if not(_la==38 or _la==39):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeAnchorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HASH(self):
            return self.getToken(SubstraitExplainParser.HASH, 0)

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_typeAnchor




    def typeAnchor(self):

        localctx = SubstraitExplainParser.TypeAnchorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 342
            self.match(SubstraitExplainParser.HASH)
            self.state = 343
            self.match(SubstraitExplainParser.INT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class UrnAnchorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def AT(self):
            return self.getToken(SubstraitExplainParser.AT, 0)

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_urnAnchor




    def urnAnchor(self):

        localctx = SubstraitExplainParser.UrnAnchorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 345
            self.match(SubstraitExplainParser.AT)
            self.state = 346
            self.match(SubstraitExplainParser.INT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VariationContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CARET(self):
            return self.getToken(SubstraitExplainParser.CARET, 0)

        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_variation




    def variation(self):

        localctx = SubstraitExplainParser.VariationContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 348
            self.match(SubstraitExplainParser.CARET)
            self.state = 349
            self.match(SubstraitExplainParser.INT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NullabilityContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def QMARK(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.QMARK)
            else:
                return self.getToken(SubstraitExplainParser.QMARK, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_nullability




    def nullability(self):

        localctx = SubstraitExplainParser.NullabilityContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 351
            self.match(SubstraitExplainParser.QMARK)
            self.state = 353
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 352
                self.match(SubstraitExplainParser.QMARK)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExplainParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExplainParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.TypeParamContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_typeParams




    def typeParams(self):

        localctx = SubstraitExplainParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 355
            self.match(SubstraitExplainParser.LT)
            self.state = 364
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 998328246272) != 0):
                self.state = 356
                self.typeParam()
                self.state = 361
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==19:
                    self.state = 357
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 358
                    self.typeParam()
                    self.state = 363
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 366
            self.match(SubstraitExplainParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeArg(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.TypeArgContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.TypeArgContext,i)


        def THIN_ARROW(self):
            return self.getToken(SubstraitExplainParser.THIN_ARROW, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_typeParam




    def typeParam(self):

        localctx = SubstraitExplainParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 368
            self.typeArg()
            self.state = 371
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==8:
                self.state = 369
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 370
                self.typeArg()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeArgContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.fieldName = None # TypeNameContext

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)


        def typeName(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeNameContext,0)


        def INT(self):
            return self.getToken(SubstraitExplainParser.INT, 0)

        def STRING(self):
            return self.getToken(SubstraitExplainParser.STRING, 0)

        def BOOLEAN(self):
            return self.getToken(SubstraitExplainParser.BOOLEAN, 0)

        def NULL(self):
            return self.getToken(SubstraitExplainParser.NULL, 0)

        def AMP(self):
            return self.getToken(SubstraitExplainParser.AMP, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExplainParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExplainParser.RPAREN, 0)

        def typeArg(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.TypeArgContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.TypeArgContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_typeArg




    def typeArg(self):

        localctx = SubstraitExplainParser.TypeArgContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 396
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,56,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 373
                localctx.fieldName = self.typeName()
                self.state = 374
                self.match(SubstraitExplainParser.COLON)
                self.state = 375
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 377
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 378
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 379
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 380
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 381
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 382
                self.match(SubstraitExplainParser.AMP)
                self.state = 383
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 384
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 393
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 998328246272) != 0):
                    self.state = 385
                    self.typeArg()
                    self.state = 390
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 386
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 387
                        self.typeArg()
                        self.state = 392
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 395
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





