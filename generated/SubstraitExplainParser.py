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
        4,1,53,532,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,1,0,1,0,1,0,5,0,80,
        8,0,10,0,12,0,83,9,0,1,0,3,0,86,8,0,1,0,1,0,1,1,3,1,91,8,1,1,1,3,
        1,94,8,1,1,1,3,1,97,8,1,1,1,1,1,1,1,1,2,1,2,3,2,104,8,2,1,2,1,2,
        1,3,1,3,3,3,110,8,3,1,3,1,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,5,4,121,
        8,4,10,4,12,4,124,9,4,1,5,1,5,1,5,5,5,129,8,5,10,5,12,5,132,9,5,
        1,6,1,6,1,6,1,6,5,6,138,8,6,10,6,12,6,141,9,6,1,7,1,7,1,7,1,7,1,
        7,3,7,148,8,7,1,7,1,7,5,7,152,8,7,10,7,12,7,155,9,7,1,8,4,8,158,
        8,8,11,8,12,8,159,1,9,1,9,1,9,1,9,3,9,166,8,9,1,9,1,9,1,9,3,9,171,
        8,9,1,10,1,10,1,11,1,11,1,11,3,11,178,8,11,1,11,1,11,1,11,1,11,5,
        11,184,8,11,10,11,12,11,187,9,11,1,12,1,12,1,12,1,12,1,12,5,12,194,
        8,12,10,12,12,12,197,9,12,1,12,3,12,200,8,12,1,13,1,13,3,13,204,
        8,13,1,13,1,13,1,13,1,13,1,13,1,13,1,13,3,13,213,8,13,1,14,1,14,
        1,14,3,14,218,8,14,1,14,1,14,3,14,222,8,14,1,14,1,14,1,14,5,14,227,
        8,14,10,14,12,14,230,9,14,1,14,3,14,233,8,14,1,14,1,14,1,15,1,15,
        1,16,1,16,1,16,3,16,242,8,16,1,17,1,17,1,17,1,18,1,18,1,18,3,18,
        250,8,18,1,18,5,18,253,8,18,10,18,12,18,256,9,18,3,18,258,8,18,1,
        19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,3,
        19,273,8,19,1,20,1,20,1,20,1,20,1,20,3,20,280,8,20,1,20,1,20,1,20,
        3,20,285,8,20,1,20,5,20,288,8,20,10,20,12,20,291,9,20,1,20,3,20,
        294,8,20,3,20,296,8,20,1,20,1,20,3,20,300,8,20,1,20,1,20,3,20,304,
        8,20,1,20,1,20,1,20,3,20,309,8,20,1,20,5,20,312,8,20,10,20,12,20,
        315,9,20,1,20,3,20,318,8,20,3,20,320,8,20,1,20,1,20,1,20,1,20,1,
        20,3,20,327,8,20,1,21,1,21,1,21,5,21,332,8,21,10,21,12,21,335,9,
        21,3,21,337,8,21,1,21,1,21,1,21,3,21,342,8,21,1,21,1,21,3,21,346,
        8,21,1,21,3,21,349,8,21,1,21,1,21,3,21,353,8,21,1,21,1,21,1,21,3,
        21,358,8,21,1,21,5,21,361,8,21,10,21,12,21,364,9,21,1,21,3,21,367,
        8,21,3,21,369,8,21,1,21,1,21,1,21,3,21,374,8,21,1,21,1,21,1,21,3,
        21,379,8,21,1,21,1,21,1,21,3,21,384,8,21,1,21,5,21,387,8,21,10,21,
        12,21,390,9,21,1,21,3,21,393,8,21,3,21,395,8,21,1,21,3,21,398,8,
        21,3,21,400,8,21,1,22,1,22,3,22,404,8,22,1,22,1,22,1,23,1,23,1,23,
        1,23,1,23,1,23,1,23,3,23,415,8,23,3,23,417,8,23,1,24,1,24,1,24,3,
        24,422,8,24,1,24,1,24,1,24,5,24,427,8,24,10,24,12,24,430,9,24,3,
        24,432,8,24,3,24,434,8,24,1,25,1,25,1,25,3,25,439,8,25,1,26,1,26,
        1,26,4,26,444,8,26,11,26,12,26,445,1,27,1,27,1,28,3,28,451,8,28,
        1,28,1,28,3,28,455,8,28,1,28,3,28,458,8,28,1,28,3,28,461,8,28,1,
        28,3,28,464,8,28,1,28,3,28,467,8,28,1,29,1,29,1,30,1,30,1,31,1,31,
        1,31,1,32,1,32,1,32,1,33,1,33,1,33,1,34,1,34,3,34,484,8,34,1,34,
        3,34,487,8,34,1,35,1,35,1,35,1,35,5,35,493,8,35,10,35,12,35,496,
        9,35,3,35,498,8,35,1,35,1,35,1,36,1,36,1,36,3,36,505,8,36,1,37,1,
        37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,
        37,5,37,522,8,37,10,37,12,37,525,9,37,3,37,527,8,37,1,37,3,37,530,
        8,37,1,37,0,0,38,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,
        36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,0,9,
        1,0,3,3,1,0,52,53,1,0,7,9,2,0,42,42,46,46,2,0,25,25,33,33,2,0,36,
        37,41,44,2,0,36,37,45,46,1,0,45,46,2,0,38,38,45,47,593,0,76,1,0,
        0,0,2,90,1,0,0,0,4,101,1,0,0,0,6,107,1,0,0,0,8,113,1,0,0,0,10,125,
        1,0,0,0,12,133,1,0,0,0,14,142,1,0,0,0,16,157,1,0,0,0,18,170,1,0,
        0,0,20,172,1,0,0,0,22,174,1,0,0,0,24,188,1,0,0,0,26,212,1,0,0,0,
        28,214,1,0,0,0,30,236,1,0,0,0,32,238,1,0,0,0,34,243,1,0,0,0,36,257,
        1,0,0,0,38,272,1,0,0,0,40,326,1,0,0,0,42,399,1,0,0,0,44,401,1,0,
        0,0,46,416,1,0,0,0,48,418,1,0,0,0,50,435,1,0,0,0,52,440,1,0,0,0,
        54,447,1,0,0,0,56,450,1,0,0,0,58,468,1,0,0,0,60,470,1,0,0,0,62,472,
        1,0,0,0,64,475,1,0,0,0,66,478,1,0,0,0,68,486,1,0,0,0,70,488,1,0,
        0,0,72,501,1,0,0,0,74,529,1,0,0,0,76,81,3,2,1,0,77,78,5,3,0,0,78,
        80,3,26,13,0,79,77,1,0,0,0,80,83,1,0,0,0,81,79,1,0,0,0,81,82,1,0,
        0,0,82,85,1,0,0,0,83,81,1,0,0,0,84,86,5,3,0,0,85,84,1,0,0,0,85,86,
        1,0,0,0,86,87,1,0,0,0,87,88,5,0,0,1,88,1,1,0,0,0,89,91,5,3,0,0,90,
        89,1,0,0,0,90,91,1,0,0,0,91,93,1,0,0,0,92,94,3,8,4,0,93,92,1,0,0,
        0,93,94,1,0,0,0,94,96,1,0,0,0,95,97,3,12,6,0,96,95,1,0,0,0,96,97,
        1,0,0,0,97,98,1,0,0,0,98,99,5,2,0,0,99,100,5,46,0,0,100,3,1,0,0,
        0,101,103,3,2,1,0,102,104,5,3,0,0,103,102,1,0,0,0,103,104,1,0,0,
        0,104,105,1,0,0,0,105,106,5,0,0,1,106,5,1,0,0,0,107,109,3,26,13,
        0,108,110,5,3,0,0,109,108,1,0,0,0,109,110,1,0,0,0,110,111,1,0,0,
        0,111,112,5,0,0,1,112,7,1,0,0,0,113,114,5,2,0,0,114,115,5,46,0,0,
        115,116,5,40,0,0,116,122,5,3,0,0,117,118,3,10,5,0,118,119,5,3,0,
        0,119,121,1,0,0,0,120,117,1,0,0,0,121,124,1,0,0,0,122,120,1,0,0,
        0,122,123,1,0,0,0,123,9,1,0,0,0,124,122,1,0,0,0,125,126,5,46,0,0,
        126,130,5,24,0,0,127,129,8,0,0,0,128,127,1,0,0,0,129,132,1,0,0,0,
        130,128,1,0,0,0,130,131,1,0,0,0,131,11,1,0,0,0,132,130,1,0,0,0,133,
        134,5,2,0,0,134,135,5,46,0,0,135,139,5,3,0,0,136,138,3,14,7,0,137,
        136,1,0,0,0,138,141,1,0,0,0,139,137,1,0,0,0,139,140,1,0,0,0,140,
        13,1,0,0,0,141,139,1,0,0,0,142,143,3,16,8,0,143,144,5,24,0,0,144,
        153,5,3,0,0,145,148,3,18,9,0,146,148,3,22,11,0,147,145,1,0,0,0,147,
        146,1,0,0,0,148,149,1,0,0,0,149,150,5,3,0,0,150,152,1,0,0,0,151,
        147,1,0,0,0,152,155,1,0,0,0,153,151,1,0,0,0,153,154,1,0,0,0,154,
        15,1,0,0,0,155,153,1,0,0,0,156,158,5,46,0,0,157,156,1,0,0,0,158,
        159,1,0,0,0,159,157,1,0,0,0,159,160,1,0,0,0,160,17,1,0,0,0,161,162,
        5,1,0,0,162,171,3,20,10,0,163,165,5,26,0,0,164,166,5,26,0,0,165,
        164,1,0,0,0,165,166,1,0,0,0,166,167,1,0,0,0,167,168,5,42,0,0,168,
        169,5,1,0,0,169,171,3,20,10,0,170,161,1,0,0,0,170,163,1,0,0,0,171,
        19,1,0,0,0,172,173,7,1,0,0,173,21,1,0,0,0,174,177,5,46,0,0,175,176,
        5,32,0,0,176,178,5,46,0,0,177,175,1,0,0,0,177,178,1,0,0,0,178,179,
        1,0,0,0,179,180,5,14,0,0,180,185,3,24,12,0,181,182,5,23,0,0,182,
        184,3,24,12,0,183,181,1,0,0,0,184,187,1,0,0,0,185,183,1,0,0,0,185,
        186,1,0,0,0,186,23,1,0,0,0,187,185,1,0,0,0,188,199,5,46,0,0,189,
        190,5,17,0,0,190,195,5,44,0,0,191,192,5,23,0,0,192,194,5,44,0,0,
        193,191,1,0,0,0,194,197,1,0,0,0,195,193,1,0,0,0,195,196,1,0,0,0,
        196,198,1,0,0,0,197,195,1,0,0,0,198,200,5,18,0,0,199,189,1,0,0,0,
        199,200,1,0,0,0,200,25,1,0,0,0,201,202,5,39,0,0,202,204,5,24,0,0,
        203,201,1,0,0,0,203,204,1,0,0,0,204,205,1,0,0,0,205,213,3,28,14,
        0,206,207,5,32,0,0,207,213,3,28,14,0,208,209,3,54,27,0,209,210,5,
        14,0,0,210,211,3,40,20,0,211,213,1,0,0,0,212,203,1,0,0,0,212,206,
        1,0,0,0,212,208,1,0,0,0,213,27,1,0,0,0,214,215,3,32,16,0,215,217,
        5,15,0,0,216,218,3,34,17,0,217,216,1,0,0,0,217,218,1,0,0,0,218,219,
        1,0,0,0,219,228,3,36,18,0,220,222,3,34,17,0,221,220,1,0,0,0,221,
        222,1,0,0,0,222,223,1,0,0,0,223,224,3,30,15,0,224,225,3,36,18,0,
        225,227,1,0,0,0,226,221,1,0,0,0,227,230,1,0,0,0,228,226,1,0,0,0,
        228,229,1,0,0,0,229,232,1,0,0,0,230,228,1,0,0,0,231,233,3,34,17,
        0,232,231,1,0,0,0,232,233,1,0,0,0,233,234,1,0,0,0,234,235,5,16,0,
        0,235,29,1,0,0,0,236,237,7,2,0,0,237,31,1,0,0,0,238,241,3,54,27,
        0,239,240,5,24,0,0,240,242,3,54,27,0,241,239,1,0,0,0,241,242,1,0,
        0,0,242,33,1,0,0,0,243,244,5,3,0,0,244,245,5,31,0,0,245,35,1,0,0,
        0,246,254,3,38,19,0,247,249,5,23,0,0,248,250,3,34,17,0,249,248,1,
        0,0,0,249,250,1,0,0,0,250,251,1,0,0,0,251,253,3,38,19,0,252,247,
        1,0,0,0,253,256,1,0,0,0,254,252,1,0,0,0,254,255,1,0,0,0,255,258,
        1,0,0,0,256,254,1,0,0,0,257,246,1,0,0,0,257,258,1,0,0,0,258,37,1,
        0,0,0,259,260,3,54,27,0,260,261,5,14,0,0,261,262,3,40,20,0,262,273,
        1,0,0,0,263,264,3,54,27,0,264,265,5,24,0,0,265,266,3,56,28,0,266,
        273,1,0,0,0,267,273,5,12,0,0,268,269,5,38,0,0,269,270,5,13,0,0,270,
        273,5,38,0,0,271,273,3,40,20,0,272,259,1,0,0,0,272,263,1,0,0,0,272,
        267,1,0,0,0,272,268,1,0,0,0,272,271,1,0,0,0,273,39,1,0,0,0,274,327,
        3,42,21,0,275,276,5,28,0,0,276,327,7,3,0,0,277,279,5,17,0,0,278,
        280,3,34,17,0,279,278,1,0,0,0,279,280,1,0,0,0,280,295,1,0,0,0,281,
        289,3,38,19,0,282,284,5,23,0,0,283,285,3,34,17,0,284,283,1,0,0,0,
        284,285,1,0,0,0,285,286,1,0,0,0,286,288,3,38,19,0,287,282,1,0,0,
        0,288,291,1,0,0,0,289,287,1,0,0,0,289,290,1,0,0,0,290,293,1,0,0,
        0,291,289,1,0,0,0,292,294,3,34,17,0,293,292,1,0,0,0,293,294,1,0,
        0,0,294,296,1,0,0,0,295,281,1,0,0,0,295,296,1,0,0,0,296,297,1,0,
        0,0,297,299,5,18,0,0,298,300,3,44,22,0,299,298,1,0,0,0,299,300,1,
        0,0,0,300,327,1,0,0,0,301,303,5,15,0,0,302,304,3,34,17,0,303,302,
        1,0,0,0,303,304,1,0,0,0,304,319,1,0,0,0,305,313,3,40,20,0,306,308,
        5,23,0,0,307,309,3,34,17,0,308,307,1,0,0,0,308,309,1,0,0,0,309,310,
        1,0,0,0,310,312,3,40,20,0,311,306,1,0,0,0,312,315,1,0,0,0,313,311,
        1,0,0,0,313,314,1,0,0,0,314,317,1,0,0,0,315,313,1,0,0,0,316,318,
        3,34,17,0,317,316,1,0,0,0,317,318,1,0,0,0,318,320,1,0,0,0,319,305,
        1,0,0,0,319,320,1,0,0,0,320,321,1,0,0,0,321,327,5,16,0,0,322,327,
        3,52,26,0,323,327,3,56,28,0,324,327,5,43,0,0,325,327,5,39,0,0,326,
        274,1,0,0,0,326,275,1,0,0,0,326,277,1,0,0,0,326,301,1,0,0,0,326,
        322,1,0,0,0,326,323,1,0,0,0,326,324,1,0,0,0,326,325,1,0,0,0,327,
        41,1,0,0,0,328,400,3,50,25,0,329,337,5,25,0,0,330,332,5,29,0,0,331,
        330,1,0,0,0,332,335,1,0,0,0,333,331,1,0,0,0,333,334,1,0,0,0,334,
        337,1,0,0,0,335,333,1,0,0,0,336,329,1,0,0,0,336,333,1,0,0,0,337,
        338,1,0,0,0,338,341,5,38,0,0,339,340,5,24,0,0,340,342,3,54,27,0,
        341,339,1,0,0,0,341,342,1,0,0,0,342,400,1,0,0,0,343,345,3,48,24,
        0,344,346,3,62,31,0,345,344,1,0,0,0,345,346,1,0,0,0,346,348,1,0,
        0,0,347,349,3,64,32,0,348,347,1,0,0,0,348,349,1,0,0,0,349,350,1,
        0,0,0,350,352,5,17,0,0,351,353,3,34,17,0,352,351,1,0,0,0,352,353,
        1,0,0,0,353,368,1,0,0,0,354,362,3,46,23,0,355,357,5,23,0,0,356,358,
        3,34,17,0,357,356,1,0,0,0,357,358,1,0,0,0,358,359,1,0,0,0,359,361,
        3,46,23,0,360,355,1,0,0,0,361,364,1,0,0,0,362,360,1,0,0,0,362,363,
        1,0,0,0,363,366,1,0,0,0,364,362,1,0,0,0,365,367,3,34,17,0,366,365,
        1,0,0,0,366,367,1,0,0,0,367,369,1,0,0,0,368,354,1,0,0,0,368,369,
        1,0,0,0,369,370,1,0,0,0,370,373,5,18,0,0,371,372,5,24,0,0,372,374,
        3,56,28,0,373,371,1,0,0,0,373,374,1,0,0,0,374,397,1,0,0,0,375,376,
        5,46,0,0,376,378,5,17,0,0,377,379,3,34,17,0,378,377,1,0,0,0,378,
        379,1,0,0,0,379,394,1,0,0,0,380,388,3,38,19,0,381,383,5,23,0,0,382,
        384,3,34,17,0,383,382,1,0,0,0,383,384,1,0,0,0,384,385,1,0,0,0,385,
        387,3,38,19,0,386,381,1,0,0,0,387,390,1,0,0,0,388,386,1,0,0,0,388,
        389,1,0,0,0,389,392,1,0,0,0,390,388,1,0,0,0,391,393,3,34,17,0,392,
        391,1,0,0,0,392,393,1,0,0,0,393,395,1,0,0,0,394,380,1,0,0,0,394,
        395,1,0,0,0,395,396,1,0,0,0,396,398,5,18,0,0,397,375,1,0,0,0,397,
        398,1,0,0,0,398,400,1,0,0,0,399,328,1,0,0,0,399,336,1,0,0,0,399,
        343,1,0,0,0,400,43,1,0,0,0,401,403,5,10,0,0,402,404,7,4,0,0,403,
        402,1,0,0,0,403,404,1,0,0,0,404,405,1,0,0,0,405,406,3,56,28,0,406,
        45,1,0,0,0,407,408,3,54,27,0,408,409,5,14,0,0,409,410,3,40,20,0,
        410,417,1,0,0,0,411,414,3,40,20,0,412,413,5,11,0,0,413,415,3,40,
        20,0,414,412,1,0,0,0,414,415,1,0,0,0,415,417,1,0,0,0,416,407,1,0,
        0,0,416,411,1,0,0,0,417,47,1,0,0,0,418,433,3,54,27,0,419,431,5,24,
        0,0,420,422,5,35,0,0,421,420,1,0,0,0,421,422,1,0,0,0,422,423,1,0,
        0,0,423,428,5,46,0,0,424,425,5,33,0,0,425,427,5,46,0,0,426,424,1,
        0,0,0,427,430,1,0,0,0,428,426,1,0,0,0,428,429,1,0,0,0,429,432,1,
        0,0,0,430,428,1,0,0,0,431,421,1,0,0,0,431,432,1,0,0,0,432,434,1,
        0,0,0,433,419,1,0,0,0,433,434,1,0,0,0,434,49,1,0,0,0,435,438,7,5,
        0,0,436,437,5,24,0,0,437,439,3,56,28,0,438,436,1,0,0,0,438,439,1,
        0,0,0,439,51,1,0,0,0,440,443,3,54,27,0,441,442,5,30,0,0,442,444,
        3,54,27,0,443,441,1,0,0,0,444,445,1,0,0,0,445,443,1,0,0,0,445,446,
        1,0,0,0,446,53,1,0,0,0,447,448,7,6,0,0,448,55,1,0,0,0,449,451,5,
        35,0,0,450,449,1,0,0,0,450,451,1,0,0,0,451,452,1,0,0,0,452,454,3,
        58,29,0,453,455,3,62,31,0,454,453,1,0,0,0,454,455,1,0,0,0,455,457,
        1,0,0,0,456,458,3,64,32,0,457,456,1,0,0,0,457,458,1,0,0,0,458,460,
        1,0,0,0,459,461,3,66,33,0,460,459,1,0,0,0,460,461,1,0,0,0,461,463,
        1,0,0,0,462,464,3,68,34,0,463,462,1,0,0,0,463,464,1,0,0,0,464,466,
        1,0,0,0,465,467,3,70,35,0,466,465,1,0,0,0,466,467,1,0,0,0,467,57,
        1,0,0,0,468,469,7,7,0,0,469,59,1,0,0,0,470,471,7,8,0,0,471,61,1,
        0,0,0,472,473,5,26,0,0,473,474,5,42,0,0,474,63,1,0,0,0,475,476,5,
        27,0,0,476,477,5,42,0,0,477,65,1,0,0,0,478,479,5,29,0,0,479,480,
        5,42,0,0,480,67,1,0,0,0,481,483,5,25,0,0,482,484,5,25,0,0,483,482,
        1,0,0,0,483,484,1,0,0,0,484,487,1,0,0,0,485,487,5,34,0,0,486,481,
        1,0,0,0,486,485,1,0,0,0,487,69,1,0,0,0,488,497,5,21,0,0,489,494,
        3,72,36,0,490,491,5,23,0,0,491,493,3,72,36,0,492,490,1,0,0,0,493,
        496,1,0,0,0,494,492,1,0,0,0,494,495,1,0,0,0,495,498,1,0,0,0,496,
        494,1,0,0,0,497,489,1,0,0,0,497,498,1,0,0,0,498,499,1,0,0,0,499,
        500,5,22,0,0,500,71,1,0,0,0,501,504,3,74,37,0,502,503,5,11,0,0,503,
        505,3,74,37,0,504,502,1,0,0,0,504,505,1,0,0,0,505,73,1,0,0,0,506,
        507,3,60,30,0,507,508,5,24,0,0,508,509,3,56,28,0,509,530,1,0,0,0,
        510,530,3,56,28,0,511,530,5,42,0,0,512,530,5,44,0,0,513,530,5,36,
        0,0,514,530,5,37,0,0,515,516,5,28,0,0,516,530,5,46,0,0,517,526,5,
        17,0,0,518,523,3,74,37,0,519,520,5,23,0,0,520,522,3,74,37,0,521,
        519,1,0,0,0,522,525,1,0,0,0,523,521,1,0,0,0,523,524,1,0,0,0,524,
        527,1,0,0,0,525,523,1,0,0,0,526,518,1,0,0,0,526,527,1,0,0,0,527,
        528,1,0,0,0,528,530,5,18,0,0,529,506,1,0,0,0,529,510,1,0,0,0,529,
        511,1,0,0,0,529,512,1,0,0,0,529,513,1,0,0,0,529,514,1,0,0,0,529,
        515,1,0,0,0,529,517,1,0,0,0,530,75,1,0,0,0,83,81,85,90,93,96,103,
        109,122,130,139,147,153,159,165,170,177,185,195,199,203,212,217,
        221,228,232,241,249,254,257,272,279,284,289,293,295,299,303,308,
        313,317,319,326,333,336,341,345,348,352,357,362,366,368,373,378,
        383,388,392,394,397,399,403,414,416,421,428,431,433,438,445,450,
        454,457,460,463,466,483,486,494,497,504,523,526,529
    ]

class SubstraitExplainParser ( Parser ):

    grammarFileName = "SubstraitExplainParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'==='", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'=>'", "'+>'", "'|>'", "'::'", 
                     "'->'", "'...'", "'..'", "'='", "'['", "']'", "'('", 
                     "')'", "'{'", "'}'", "'<'", "'>'", "','", "':'", "'?'", 
                     "'#'", "'@'", "'&'", "'^'", "'.'", "'-'", "'+'", "'!'", 
                     "'\\u2049'", "<INVALID>", "<INVALID>", "'null'" ]

    symbolicNames = [ "<INVALID>", "DECL_ANCHOR", "SECTION", "NL", "COMMENT_LINE", 
                      "WS", "COMMENT", "ARROW", "PLUS_ARROW", "PIPE_ARROW", 
                      "DOUBLE_COLON", "THIN_ARROW", "ELLIPSIS", "RANGE", 
                      "ASSIGN", "LBRACK", "RBRACK", "LPAREN", "RPAREN", 
                      "LBRACE", "RBRACE", "LT", "GT", "COMMA", "COLON", 
                      "QMARK", "HASH", "AT", "AMP", "CARET", "DOT", "DASH", 
                      "PLUS", "BANG", "INTERROBANG", "UDT_PREFIX", "BOOLEAN", 
                      "NULL", "FIELD_REF", "SUBPLAN_REF", "VERSION_NUM", 
                      "FLOAT", "INT", "BYTES", "STRING", "QUOTED_NAME", 
                      "IDENT", "DOLLAR_NAME", "UNTERMINATED_STRING", "UNTERMINATED_NAME", 
                      "UNKNOWN_CHAR", "DECL_WS", "DECL_QUOTED", "DECL_TEXT" ]

    RULE_document = 0
    RULE_head = 1
    RULE_headAlone = 2
    RULE_planLineAlone = 3
    RULE_versionSection = 4
    RULE_versionField = 5
    RULE_extensionsSection = 6
    RULE_extensionGroup = 7
    RULE_groupName = 8
    RULE_extensionDecl = 9
    RULE_declText = 10
    RULE_oldFields = 11
    RULE_oldKind = 12
    RULE_planLine = 13
    RULE_relation = 14
    RULE_arrow = 15
    RULE_relationName = 16
    RULE_continuation = 17
    RULE_section = 18
    RULE_item = 19
    RULE_value = 20
    RULE_expression = 21
    RULE_cast = 22
    RULE_argument = 23
    RULE_functionName = 24
    RULE_literal = 25
    RULE_qualifiedName = 26
    RULE_name = 27
    RULE_type = 28
    RULE_typeName = 29
    RULE_fieldLabel = 30
    RULE_typeAnchor = 31
    RULE_urnAnchor = 32
    RULE_variation = 33
    RULE_nullability = 34
    RULE_typeParams = 35
    RULE_typeParam = 36
    RULE_typeArg = 37

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "oldFields", 
                   "oldKind", "planLine", "relation", "arrow", "relationName", 
                   "continuation", "section", "item", "value", "expression", 
                   "cast", "argument", "functionName", "literal", "qualifiedName", 
                   "name", "type", "typeName", "fieldLabel", "typeAnchor", 
                   "urnAnchor", "variation", "nullability", "typeParams", 
                   "typeParam", "typeArg" ]

    EOF = Token.EOF
    DECL_ANCHOR=1
    SECTION=2
    NL=3
    COMMENT_LINE=4
    WS=5
    COMMENT=6
    ARROW=7
    PLUS_ARROW=8
    PIPE_ARROW=9
    DOUBLE_COLON=10
    THIN_ARROW=11
    ELLIPSIS=12
    RANGE=13
    ASSIGN=14
    LBRACK=15
    RBRACK=16
    LPAREN=17
    RPAREN=18
    LBRACE=19
    RBRACE=20
    LT=21
    GT=22
    COMMA=23
    COLON=24
    QMARK=25
    HASH=26
    AT=27
    AMP=28
    CARET=29
    DOT=30
    DASH=31
    PLUS=32
    BANG=33
    INTERROBANG=34
    UDT_PREFIX=35
    BOOLEAN=36
    NULL=37
    FIELD_REF=38
    SUBPLAN_REF=39
    VERSION_NUM=40
    FLOAT=41
    INT=42
    BYTES=43
    STRING=44
    QUOTED_NAME=45
    IDENT=46
    DOLLAR_NAME=47
    UNTERMINATED_STRING=48
    UNTERMINATED_NAME=49
    UNKNOWN_CHAR=50
    DECL_WS=51
    DECL_QUOTED=52
    DECL_TEXT=53

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

        def head(self):
            return self.getTypedRuleContext(SubstraitExplainParser.HeadContext,0)


        def EOF(self):
            return self.getToken(SubstraitExplainParser.EOF, 0)

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
            return SubstraitExplainParser.RULE_document




    def document(self):

        localctx = SubstraitExplainParser.DocumentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_document)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 76
            self.head()
            self.state = 81
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 77
                    self.match(SubstraitExplainParser.NL)
                    self.state = 78
                    self.planLine() 
                self.state = 83
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 85
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 84
                self.match(SubstraitExplainParser.NL)


            self.state = 87
            self.match(SubstraitExplainParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HeadContext(ParserRuleContext):
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

        def versionSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.VersionSectionContext,0)


        def extensionsSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ExtensionsSectionContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_head




    def head(self):

        localctx = SubstraitExplainParser.HeadContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_head)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 90
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 89
                self.match(SubstraitExplainParser.NL)


            self.state = 93
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 92
                self.versionSection()


            self.state = 96
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 95
                self.extensionsSection()


            self.state = 98
            self.match(SubstraitExplainParser.SECTION)
            self.state = 99
            self.match(SubstraitExplainParser.IDENT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HeadAloneContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def head(self):
            return self.getTypedRuleContext(SubstraitExplainParser.HeadContext,0)


        def EOF(self):
            return self.getToken(SubstraitExplainParser.EOF, 0)

        def NL(self):
            return self.getToken(SubstraitExplainParser.NL, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_headAlone




    def headAlone(self):

        localctx = SubstraitExplainParser.HeadAloneContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_headAlone)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 101
            self.head()
            self.state = 103
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 102
                self.match(SubstraitExplainParser.NL)


            self.state = 105
            self.match(SubstraitExplainParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PlanLineAloneContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def planLine(self):
            return self.getTypedRuleContext(SubstraitExplainParser.PlanLineContext,0)


        def EOF(self):
            return self.getToken(SubstraitExplainParser.EOF, 0)

        def NL(self):
            return self.getToken(SubstraitExplainParser.NL, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_planLineAlone




    def planLineAlone(self):

        localctx = SubstraitExplainParser.PlanLineAloneContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_planLineAlone)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 107
            self.planLine()
            self.state = 109
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 108
                self.match(SubstraitExplainParser.NL)


            self.state = 111
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
        self.enterRule(localctx, 8, self.RULE_versionSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 113
            self.match(SubstraitExplainParser.SECTION)
            self.state = 114
            self.match(SubstraitExplainParser.IDENT)
            self.state = 115
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 116
            self.match(SubstraitExplainParser.NL)
            self.state = 122
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 117
                self.versionField()
                self.state = 118
                self.match(SubstraitExplainParser.NL)
                self.state = 124
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
        self.enterRule(localctx, 10, self.RULE_versionField)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 125
            self.match(SubstraitExplainParser.IDENT)
            self.state = 126
            self.match(SubstraitExplainParser.COLON)
            self.state = 130
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 18014398509481974) != 0):
                self.state = 127
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 132
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
        self.enterRule(localctx, 12, self.RULE_extensionsSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 133
            self.match(SubstraitExplainParser.SECTION)
            self.state = 134
            self.match(SubstraitExplainParser.IDENT)
            self.state = 135
            self.match(SubstraitExplainParser.NL)
            self.state = 139
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 136
                self.extensionGroup()
                self.state = 141
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


        def oldFields(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.OldFieldsContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.OldFieldsContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_extensionGroup




    def extensionGroup(self):

        localctx = SubstraitExplainParser.ExtensionGroupContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_extensionGroup)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 142
            self.groupName()
            self.state = 143
            self.match(SubstraitExplainParser.COLON)
            self.state = 144
            self.match(SubstraitExplainParser.NL)
            self.state = 153
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 147
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 26]:
                        self.state = 145
                        self.extensionDecl()
                        pass
                    elif token in [46]:
                        self.state = 146
                        self.oldFields()
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 149
                    self.match(SubstraitExplainParser.NL) 
                self.state = 155
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,11,self._ctx)

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
        self.enterRule(localctx, 16, self.RULE_groupName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 157 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 156
                self.match(SubstraitExplainParser.IDENT)
                self.state = 159 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==46):
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
        self.enterRule(localctx, 18, self.RULE_extensionDecl)
        self._la = 0 # Token type
        try:
            self.state = 170
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 161
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 162
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 163
                self.match(SubstraitExplainParser.HASH)
                self.state = 165
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 164
                    self.match(SubstraitExplainParser.HASH)


                self.state = 167
                self.match(SubstraitExplainParser.INT)
                self.state = 168
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 169
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
        self.enterRule(localctx, 20, self.RULE_declText)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 172
            _la = self._input.LA(1)
            if not(_la==52 or _la==53):
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


    class OldFieldsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.IDENT)
            else:
                return self.getToken(SubstraitExplainParser.IDENT, i)

        def ASSIGN(self):
            return self.getToken(SubstraitExplainParser.ASSIGN, 0)

        def oldKind(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.OldKindContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.OldKindContext,i)


        def PLUS(self):
            return self.getToken(SubstraitExplainParser.PLUS, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_oldFields




    def oldFields(self):

        localctx = SubstraitExplainParser.OldFieldsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_oldFields)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 174
            self.match(SubstraitExplainParser.IDENT)
            self.state = 177
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 175
                self.match(SubstraitExplainParser.PLUS)
                self.state = 176
                self.match(SubstraitExplainParser.IDENT)


            self.state = 179
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 180
            self.oldKind()
            self.state = 185
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==23:
                self.state = 181
                self.match(SubstraitExplainParser.COMMA)
                self.state = 182
                self.oldKind()
                self.state = 187
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OldKindContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExplainParser.LPAREN, 0)

        def STRING(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.STRING)
            else:
                return self.getToken(SubstraitExplainParser.STRING, i)

        def RPAREN(self):
            return self.getToken(SubstraitExplainParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_oldKind




    def oldKind(self):

        localctx = SubstraitExplainParser.OldKindContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_oldKind)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 188
            self.match(SubstraitExplainParser.IDENT)
            self.state = 199
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 189
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 190
                self.match(SubstraitExplainParser.STRING)
                self.state = 195
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 191
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 192
                    self.match(SubstraitExplainParser.STRING)
                    self.state = 197
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 198
                self.match(SubstraitExplainParser.RPAREN)


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

        def PLUS(self):
            return self.getToken(SubstraitExplainParser.PLUS, 0)

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
        self.enterRule(localctx, 26, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 212
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,20,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 203
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 201
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 202
                    self.match(SubstraitExplainParser.COLON)


                self.state = 205
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 206
                self.match(SubstraitExplainParser.PLUS)
                self.state = 207
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 208
                self.name()
                self.state = 209
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 210
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


        def arrow(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ArrowContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ArrowContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_relation




    def relation(self):

        localctx = SubstraitExplainParser.RelationContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 214
            self.relationName()
            self.state = 215
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 217
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,21,self._ctx)
            if la_ == 1:
                self.state = 216
                self.continuation()


            self.state = 219
            self.section()
            self.state = 228
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 221
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 220
                        self.continuation()


                    self.state = 223
                    self.arrow()
                    self.state = 224
                    self.section() 
                self.state = 230
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

            self.state = 232
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 231
                self.continuation()


            self.state = 234
            self.match(SubstraitExplainParser.RBRACK)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ArrowContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ARROW(self):
            return self.getToken(SubstraitExplainParser.ARROW, 0)

        def PLUS_ARROW(self):
            return self.getToken(SubstraitExplainParser.PLUS_ARROW, 0)

        def PIPE_ARROW(self):
            return self.getToken(SubstraitExplainParser.PIPE_ARROW, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_arrow




    def arrow(self):

        localctx = SubstraitExplainParser.ArrowContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_arrow)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 236
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 896) != 0)):
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
        self.enterRule(localctx, 32, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 238
            self.name()
            self.state = 241
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 239
                self.match(SubstraitExplainParser.COLON)
                self.state = 240
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
        self.enterRule(localctx, 34, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 243
            self.match(SubstraitExplainParser.NL)
            self.state = 244
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
        self.enterRule(localctx, 36, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 257
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 246
                self.item()
                self.state = 254
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 247
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 249
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 248
                        self.continuation()


                    self.state = 251
                    self.item()
                    self.state = 256
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


    class RangeItemContext(ItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def FIELD_REF(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.FIELD_REF)
            else:
                return self.getToken(SubstraitExplainParser.FIELD_REF, i)
        def RANGE(self):
            return self.getToken(SubstraitExplainParser.RANGE, 0)



    def item(self):

        localctx = SubstraitExplainParser.ItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_item)
        try:
            self.state = 272
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 259
                self.name()
                self.state = 260
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 261
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 263
                self.name()
                self.state = 264
                self.match(SubstraitExplainParser.COLON)
                self.state = 265
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 267
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 268
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 269
                self.match(SubstraitExplainParser.RANGE)
                self.state = 270
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 271
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

        def continuation(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ContinuationContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ContinuationContext,i)


        def item(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ItemContext,i)


        def cast(self):
            return self.getTypedRuleContext(SubstraitExplainParser.CastContext,0)


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
        self.enterRule(localctx, 40, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 326
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 274
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 275
                self.match(SubstraitExplainParser.AMP)
                self.state = 276
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 277
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 279
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 278
                    self.continuation()


                self.state = 295
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 281
                    self.item()
                    self.state = 289
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 282
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 284
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 283
                            self.continuation()


                        self.state = 286
                        self.item()
                        self.state = 291
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 293
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 292
                        self.continuation()




                self.state = 297
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 299
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 298
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 301
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 303
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 302
                    self.continuation()


                self.state = 319
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 305
                    self.value()
                    self.state = 313
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 306
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 308
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 307
                            self.continuation()


                        self.state = 310
                        self.value()
                        self.state = 315
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 317
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 316
                        self.continuation()




                self.state = 321
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 322
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 323
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 324
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 325
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
        def QMARK(self):
            return self.getToken(SubstraitExplainParser.QMARK, 0)
        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)
        def name(self):
            return self.getTypedRuleContext(SubstraitExplainParser.NameContext,0)

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

        def continuation(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ContinuationContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ContinuationContext,i)

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
        self.enterRule(localctx, 42, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 399
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,59,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 328
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 336
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 329
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 333
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 330
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 335
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 338
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 341
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 339
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 340
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 343
                self.functionName()
                self.state = 345
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 344
                    self.typeAnchor()


                self.state = 348
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 347
                    self.urnAnchor()


                self.state = 350
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 352
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 351
                    self.continuation()


                self.state = 368
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 354
                    self.argument()
                    self.state = 362
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 355
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 357
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 356
                            self.continuation()


                        self.state = 359
                        self.argument()
                        self.state = 364
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 366
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 365
                        self.continuation()




                self.state = 370
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 373
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 371
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 372
                    self.type_()


                self.state = 397
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 375
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 376
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 378
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 377
                        self.continuation()


                    self.state = 394
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 380
                        self.item()
                        self.state = 388
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 381
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 383
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 382
                                self.continuation()


                            self.state = 385
                            self.item()
                            self.state = 390
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 392
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 391
                            self.continuation()




                    self.state = 396
                    self.match(SubstraitExplainParser.RPAREN)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CastContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExplainParser.DOUBLE_COLON, 0)

        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExplainParser.QMARK, 0)

        def BANG(self):
            return self.getToken(SubstraitExplainParser.BANG, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_cast




    def cast(self):

        localctx = SubstraitExplainParser.CastContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_cast)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 401
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 403
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 402
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 405
            self.type_()
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

        def value(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ValueContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,i)


        def THIN_ARROW(self):
            return self.getToken(SubstraitExplainParser.THIN_ARROW, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_argument




    def argument(self):

        localctx = SubstraitExplainParser.ArgumentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 416
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 407
                self.name()
                self.state = 408
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 409
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 411
                self.value()
                self.state = 414
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 412
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 413
                    self.value()


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

        def IDENT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.IDENT)
            else:
                return self.getToken(SubstraitExplainParser.IDENT, i)

        def UDT_PREFIX(self):
            return self.getToken(SubstraitExplainParser.UDT_PREFIX, 0)

        def BANG(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.BANG)
            else:
                return self.getToken(SubstraitExplainParser.BANG, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_functionName




    def functionName(self):

        localctx = SubstraitExplainParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 418
            self.name()
            self.state = 433
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 419
                self.match(SubstraitExplainParser.COLON)
                self.state = 431
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==46:
                    self.state = 421
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==35:
                        self.state = 420
                        self.match(SubstraitExplainParser.UDT_PREFIX)


                    self.state = 423
                    self.match(SubstraitExplainParser.IDENT)
                    self.state = 428
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==33:
                        self.state = 424
                        self.match(SubstraitExplainParser.BANG)
                        self.state = 425
                        self.match(SubstraitExplainParser.IDENT)
                        self.state = 430
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)





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
        self.enterRule(localctx, 50, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 435
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 438
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 436
                self.match(SubstraitExplainParser.COLON)
                self.state = 437
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
        self.enterRule(localctx, 52, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 440
            self.name()
            self.state = 443 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 441
                self.match(SubstraitExplainParser.DOT)
                self.state = 442
                self.name()
                self.state = 445 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==30):
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
        self.enterRule(localctx, 54, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 447
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 105759274696704) != 0)):
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
        self.enterRule(localctx, 56, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 450
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 449
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 452
            self.typeName()
            self.state = 454
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 453
                self.typeAnchor()


            self.state = 457
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 456
                self.urnAnchor()


            self.state = 460
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 459
                self.variation()


            self.state = 463
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 462
                self.nullability()


            self.state = 466
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 465
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
        self.enterRule(localctx, 58, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 468
            _la = self._input.LA(1)
            if not(_la==45 or _la==46):
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


    class FieldLabelContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def QUOTED_NAME(self):
            return self.getToken(SubstraitExplainParser.QUOTED_NAME, 0)

        def DOLLAR_NAME(self):
            return self.getToken(SubstraitExplainParser.DOLLAR_NAME, 0)

        def FIELD_REF(self):
            return self.getToken(SubstraitExplainParser.FIELD_REF, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_fieldLabel




    def fieldLabel(self):

        localctx = SubstraitExplainParser.FieldLabelContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_fieldLabel)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 470
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 246565482528768) != 0)):
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
        self.enterRule(localctx, 62, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 472
            self.match(SubstraitExplainParser.HASH)
            self.state = 473
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
        self.enterRule(localctx, 64, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 475
            self.match(SubstraitExplainParser.AT)
            self.state = 476
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
        self.enterRule(localctx, 66, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 478
            self.match(SubstraitExplainParser.CARET)
            self.state = 479
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

        def INTERROBANG(self):
            return self.getToken(SubstraitExplainParser.INTERROBANG, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_nullability




    def nullability(self):

        localctx = SubstraitExplainParser.NullabilityContext(self, self._ctx, self.state)
        self.enterRule(localctx, 68, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 486
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 481
                self.match(SubstraitExplainParser.QMARK)
                self.state = 483
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 482
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 485
                self.match(SubstraitExplainParser.INTERROBANG)
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
        self.enterRule(localctx, 70, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 488
            self.match(SubstraitExplainParser.LT)
            self.state = 497
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                self.state = 489
                self.typeParam()
                self.state = 494
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 490
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 491
                    self.typeParam()
                    self.state = 496
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 499
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
        self.enterRule(localctx, 72, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 501
            self.typeArg()
            self.state = 504
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 502
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 503
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

        def fieldLabel(self):
            return self.getTypedRuleContext(SubstraitExplainParser.FieldLabelContext,0)


        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def type_(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TypeContext,0)


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
        self.enterRule(localctx, 74, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 529
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,82,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 506
                self.fieldLabel()
                self.state = 507
                self.match(SubstraitExplainParser.COLON)
                self.state = 508
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 510
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 511
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 512
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 513
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 514
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 515
                self.match(SubstraitExplainParser.AMP)
                self.state = 516
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 517
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 526
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                    self.state = 518
                    self.typeArg()
                    self.state = 523
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 519
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 520
                        self.typeArg()
                        self.state = 525
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 528
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





