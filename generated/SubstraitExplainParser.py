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
        4,1,53,556,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,39,
        1,0,1,0,1,0,5,0,84,8,0,10,0,12,0,87,9,0,1,0,3,0,90,8,0,1,0,1,0,1,
        1,3,1,95,8,1,1,1,3,1,98,8,1,1,1,3,1,101,8,1,1,1,3,1,104,8,1,1,1,
        1,1,1,1,1,2,1,2,3,2,111,8,2,1,2,1,2,1,3,1,3,3,3,117,8,3,1,3,1,3,
        1,4,1,4,1,4,1,4,1,4,1,4,1,4,5,4,128,8,4,10,4,12,4,131,9,4,1,5,1,
        5,1,5,5,5,136,8,5,10,5,12,5,139,9,5,1,6,1,6,1,6,1,6,5,6,145,8,6,
        10,6,12,6,148,9,6,1,7,1,7,1,7,1,7,1,7,3,7,155,8,7,1,7,1,7,5,7,159,
        8,7,10,7,12,7,162,9,7,1,8,4,8,165,8,8,11,8,12,8,166,1,9,1,9,1,9,
        1,9,3,9,173,8,9,1,9,1,9,1,9,3,9,178,8,9,1,10,1,10,1,11,1,11,1,11,
        3,11,185,8,11,1,11,1,11,1,11,1,11,5,11,191,8,11,10,11,12,11,194,
        9,11,1,12,1,12,1,12,1,12,1,12,5,12,201,8,12,10,12,12,12,204,9,12,
        1,12,3,12,207,8,12,1,13,1,13,1,13,1,13,1,13,1,13,5,13,215,8,13,10,
        13,12,13,218,9,13,1,14,1,14,3,14,222,8,14,1,14,1,14,1,14,1,14,1,
        14,1,14,1,14,3,14,231,8,14,1,15,1,15,1,15,3,15,236,8,15,1,15,1,15,
        3,15,240,8,15,1,15,1,15,1,15,5,15,245,8,15,10,15,12,15,248,9,15,
        1,15,3,15,251,8,15,1,15,1,15,1,16,1,16,1,17,1,17,1,17,3,17,260,8,
        17,1,18,1,18,1,18,1,19,1,19,1,19,3,19,268,8,19,1,19,5,19,271,8,19,
        10,19,12,19,274,9,19,3,19,276,8,19,1,20,1,20,1,20,1,20,1,20,1,20,
        1,20,1,20,1,20,1,20,1,20,1,20,1,20,3,20,291,8,20,1,21,1,21,1,21,
        1,21,1,21,3,21,298,8,21,1,21,1,21,1,21,3,21,303,8,21,1,21,5,21,306,
        8,21,10,21,12,21,309,9,21,1,21,3,21,312,8,21,3,21,314,8,21,1,21,
        1,21,3,21,318,8,21,1,21,1,21,3,21,322,8,21,1,21,1,21,1,21,3,21,327,
        8,21,1,21,5,21,330,8,21,10,21,12,21,333,9,21,1,21,3,21,336,8,21,
        3,21,338,8,21,1,21,1,21,1,21,1,21,1,21,3,21,345,8,21,1,22,1,22,1,
        22,5,22,350,8,22,10,22,12,22,353,9,22,3,22,355,8,22,1,22,1,22,1,
        22,3,22,360,8,22,1,22,1,22,3,22,364,8,22,1,22,3,22,367,8,22,1,22,
        1,22,3,22,371,8,22,1,22,1,22,1,22,3,22,376,8,22,1,22,5,22,379,8,
        22,10,22,12,22,382,9,22,1,22,3,22,385,8,22,3,22,387,8,22,1,22,1,
        22,1,22,3,22,392,8,22,1,22,1,22,1,22,3,22,397,8,22,1,22,1,22,1,22,
        3,22,402,8,22,1,22,5,22,405,8,22,10,22,12,22,408,9,22,1,22,3,22,
        411,8,22,3,22,413,8,22,1,22,3,22,416,8,22,3,22,418,8,22,1,23,1,23,
        1,23,1,23,3,23,424,8,23,1,24,1,24,3,24,428,8,24,1,24,1,24,1,25,1,
        25,1,25,1,25,1,25,1,25,1,25,3,25,439,8,25,3,25,441,8,25,1,26,1,26,
        1,26,3,26,446,8,26,1,26,1,26,1,26,5,26,451,8,26,10,26,12,26,454,
        9,26,3,26,456,8,26,3,26,458,8,26,1,27,1,27,1,27,3,27,463,8,27,1,
        28,1,28,1,28,4,28,468,8,28,11,28,12,28,469,1,29,1,29,1,30,3,30,475,
        8,30,1,30,1,30,3,30,479,8,30,1,30,3,30,482,8,30,1,30,3,30,485,8,
        30,1,30,3,30,488,8,30,1,30,3,30,491,8,30,1,31,1,31,1,32,1,32,1,33,
        1,33,1,33,1,34,1,34,1,34,1,35,1,35,1,35,1,36,1,36,3,36,508,8,36,
        1,36,3,36,511,8,36,1,37,1,37,1,37,1,37,5,37,517,8,37,10,37,12,37,
        520,9,37,3,37,522,8,37,1,37,1,37,1,38,1,38,1,38,3,38,529,8,38,1,
        39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,39,1,
        39,1,39,5,39,546,8,39,10,39,12,39,549,9,39,3,39,551,8,39,1,39,3,
        39,554,8,39,1,39,0,0,40,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,
        30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,
        74,76,78,0,9,1,0,3,3,1,0,52,53,1,0,7,9,2,0,42,42,46,46,2,0,25,25,
        33,33,2,0,36,37,41,44,2,0,36,37,45,46,1,0,45,46,2,0,38,38,45,47,
        618,0,80,1,0,0,0,2,94,1,0,0,0,4,108,1,0,0,0,6,114,1,0,0,0,8,120,
        1,0,0,0,10,132,1,0,0,0,12,140,1,0,0,0,14,149,1,0,0,0,16,164,1,0,
        0,0,18,177,1,0,0,0,20,179,1,0,0,0,22,181,1,0,0,0,24,195,1,0,0,0,
        26,208,1,0,0,0,28,230,1,0,0,0,30,232,1,0,0,0,32,254,1,0,0,0,34,256,
        1,0,0,0,36,261,1,0,0,0,38,275,1,0,0,0,40,290,1,0,0,0,42,344,1,0,
        0,0,44,417,1,0,0,0,46,423,1,0,0,0,48,425,1,0,0,0,50,440,1,0,0,0,
        52,442,1,0,0,0,54,459,1,0,0,0,56,464,1,0,0,0,58,471,1,0,0,0,60,474,
        1,0,0,0,62,492,1,0,0,0,64,494,1,0,0,0,66,496,1,0,0,0,68,499,1,0,
        0,0,70,502,1,0,0,0,72,510,1,0,0,0,74,512,1,0,0,0,76,525,1,0,0,0,
        78,553,1,0,0,0,80,85,3,2,1,0,81,82,5,3,0,0,82,84,3,28,14,0,83,81,
        1,0,0,0,84,87,1,0,0,0,85,83,1,0,0,0,85,86,1,0,0,0,86,89,1,0,0,0,
        87,85,1,0,0,0,88,90,5,3,0,0,89,88,1,0,0,0,89,90,1,0,0,0,90,91,1,
        0,0,0,91,92,5,0,0,1,92,1,1,0,0,0,93,95,5,3,0,0,94,93,1,0,0,0,94,
        95,1,0,0,0,95,97,1,0,0,0,96,98,3,8,4,0,97,96,1,0,0,0,97,98,1,0,0,
        0,98,100,1,0,0,0,99,101,3,12,6,0,100,99,1,0,0,0,100,101,1,0,0,0,
        101,103,1,0,0,0,102,104,3,26,13,0,103,102,1,0,0,0,103,104,1,0,0,
        0,104,105,1,0,0,0,105,106,5,2,0,0,106,107,5,46,0,0,107,3,1,0,0,0,
        108,110,3,2,1,0,109,111,5,3,0,0,110,109,1,0,0,0,110,111,1,0,0,0,
        111,112,1,0,0,0,112,113,5,0,0,1,113,5,1,0,0,0,114,116,3,28,14,0,
        115,117,5,3,0,0,116,115,1,0,0,0,116,117,1,0,0,0,117,118,1,0,0,0,
        118,119,5,0,0,1,119,7,1,0,0,0,120,121,5,2,0,0,121,122,5,46,0,0,122,
        123,5,40,0,0,123,129,5,3,0,0,124,125,3,10,5,0,125,126,5,3,0,0,126,
        128,1,0,0,0,127,124,1,0,0,0,128,131,1,0,0,0,129,127,1,0,0,0,129,
        130,1,0,0,0,130,9,1,0,0,0,131,129,1,0,0,0,132,133,5,46,0,0,133,137,
        5,24,0,0,134,136,8,0,0,0,135,134,1,0,0,0,136,139,1,0,0,0,137,135,
        1,0,0,0,137,138,1,0,0,0,138,11,1,0,0,0,139,137,1,0,0,0,140,141,5,
        2,0,0,141,142,5,46,0,0,142,146,5,3,0,0,143,145,3,14,7,0,144,143,
        1,0,0,0,145,148,1,0,0,0,146,144,1,0,0,0,146,147,1,0,0,0,147,13,1,
        0,0,0,148,146,1,0,0,0,149,150,3,16,8,0,150,151,5,24,0,0,151,160,
        5,3,0,0,152,155,3,18,9,0,153,155,3,22,11,0,154,152,1,0,0,0,154,153,
        1,0,0,0,155,156,1,0,0,0,156,157,5,3,0,0,157,159,1,0,0,0,158,154,
        1,0,0,0,159,162,1,0,0,0,160,158,1,0,0,0,160,161,1,0,0,0,161,15,1,
        0,0,0,162,160,1,0,0,0,163,165,5,46,0,0,164,163,1,0,0,0,165,166,1,
        0,0,0,166,164,1,0,0,0,166,167,1,0,0,0,167,17,1,0,0,0,168,169,5,1,
        0,0,169,178,3,20,10,0,170,172,5,26,0,0,171,173,5,26,0,0,172,171,
        1,0,0,0,172,173,1,0,0,0,173,174,1,0,0,0,174,175,5,42,0,0,175,176,
        5,1,0,0,176,178,3,20,10,0,177,168,1,0,0,0,177,170,1,0,0,0,178,19,
        1,0,0,0,179,180,7,1,0,0,180,21,1,0,0,0,181,184,5,46,0,0,182,183,
        5,32,0,0,183,185,5,46,0,0,184,182,1,0,0,0,184,185,1,0,0,0,185,186,
        1,0,0,0,186,187,5,14,0,0,187,192,3,24,12,0,188,189,5,23,0,0,189,
        191,3,24,12,0,190,188,1,0,0,0,191,194,1,0,0,0,192,190,1,0,0,0,192,
        193,1,0,0,0,193,23,1,0,0,0,194,192,1,0,0,0,195,206,5,46,0,0,196,
        197,5,17,0,0,197,202,5,44,0,0,198,199,5,23,0,0,199,201,5,44,0,0,
        200,198,1,0,0,0,201,204,1,0,0,0,202,200,1,0,0,0,202,203,1,0,0,0,
        203,205,1,0,0,0,204,202,1,0,0,0,205,207,5,18,0,0,206,196,1,0,0,0,
        206,207,1,0,0,0,207,25,1,0,0,0,208,209,5,2,0,0,209,210,5,46,0,0,
        210,216,5,3,0,0,211,212,3,30,15,0,212,213,5,3,0,0,213,215,1,0,0,
        0,214,211,1,0,0,0,215,218,1,0,0,0,216,214,1,0,0,0,216,217,1,0,0,
        0,217,27,1,0,0,0,218,216,1,0,0,0,219,220,5,39,0,0,220,222,5,24,0,
        0,221,219,1,0,0,0,221,222,1,0,0,0,222,223,1,0,0,0,223,231,3,30,15,
        0,224,225,5,32,0,0,225,231,3,30,15,0,226,227,3,58,29,0,227,228,5,
        14,0,0,228,229,3,42,21,0,229,231,1,0,0,0,230,221,1,0,0,0,230,224,
        1,0,0,0,230,226,1,0,0,0,231,29,1,0,0,0,232,233,3,34,17,0,233,235,
        5,15,0,0,234,236,3,36,18,0,235,234,1,0,0,0,235,236,1,0,0,0,236,237,
        1,0,0,0,237,246,3,38,19,0,238,240,3,36,18,0,239,238,1,0,0,0,239,
        240,1,0,0,0,240,241,1,0,0,0,241,242,3,32,16,0,242,243,3,38,19,0,
        243,245,1,0,0,0,244,239,1,0,0,0,245,248,1,0,0,0,246,244,1,0,0,0,
        246,247,1,0,0,0,247,250,1,0,0,0,248,246,1,0,0,0,249,251,3,36,18,
        0,250,249,1,0,0,0,250,251,1,0,0,0,251,252,1,0,0,0,252,253,5,16,0,
        0,253,31,1,0,0,0,254,255,7,2,0,0,255,33,1,0,0,0,256,259,3,58,29,
        0,257,258,5,24,0,0,258,260,3,58,29,0,259,257,1,0,0,0,259,260,1,0,
        0,0,260,35,1,0,0,0,261,262,5,3,0,0,262,263,5,31,0,0,263,37,1,0,0,
        0,264,272,3,40,20,0,265,267,5,23,0,0,266,268,3,36,18,0,267,266,1,
        0,0,0,267,268,1,0,0,0,268,269,1,0,0,0,269,271,3,40,20,0,270,265,
        1,0,0,0,271,274,1,0,0,0,272,270,1,0,0,0,272,273,1,0,0,0,273,276,
        1,0,0,0,274,272,1,0,0,0,275,264,1,0,0,0,275,276,1,0,0,0,276,39,1,
        0,0,0,277,278,3,58,29,0,278,279,5,14,0,0,279,280,3,42,21,0,280,291,
        1,0,0,0,281,282,3,58,29,0,282,283,5,24,0,0,283,284,3,60,30,0,284,
        291,1,0,0,0,285,291,5,12,0,0,286,287,5,38,0,0,287,288,5,13,0,0,288,
        291,5,38,0,0,289,291,3,42,21,0,290,277,1,0,0,0,290,281,1,0,0,0,290,
        285,1,0,0,0,290,286,1,0,0,0,290,289,1,0,0,0,291,41,1,0,0,0,292,345,
        3,44,22,0,293,294,5,28,0,0,294,345,7,3,0,0,295,297,5,17,0,0,296,
        298,3,36,18,0,297,296,1,0,0,0,297,298,1,0,0,0,298,313,1,0,0,0,299,
        307,3,40,20,0,300,302,5,23,0,0,301,303,3,36,18,0,302,301,1,0,0,0,
        302,303,1,0,0,0,303,304,1,0,0,0,304,306,3,40,20,0,305,300,1,0,0,
        0,306,309,1,0,0,0,307,305,1,0,0,0,307,308,1,0,0,0,308,311,1,0,0,
        0,309,307,1,0,0,0,310,312,3,36,18,0,311,310,1,0,0,0,311,312,1,0,
        0,0,312,314,1,0,0,0,313,299,1,0,0,0,313,314,1,0,0,0,314,315,1,0,
        0,0,315,317,5,18,0,0,316,318,3,48,24,0,317,316,1,0,0,0,317,318,1,
        0,0,0,318,345,1,0,0,0,319,321,5,15,0,0,320,322,3,36,18,0,321,320,
        1,0,0,0,321,322,1,0,0,0,322,337,1,0,0,0,323,331,3,46,23,0,324,326,
        5,23,0,0,325,327,3,36,18,0,326,325,1,0,0,0,326,327,1,0,0,0,327,328,
        1,0,0,0,328,330,3,46,23,0,329,324,1,0,0,0,330,333,1,0,0,0,331,329,
        1,0,0,0,331,332,1,0,0,0,332,335,1,0,0,0,333,331,1,0,0,0,334,336,
        3,36,18,0,335,334,1,0,0,0,335,336,1,0,0,0,336,338,1,0,0,0,337,323,
        1,0,0,0,337,338,1,0,0,0,338,339,1,0,0,0,339,345,5,16,0,0,340,345,
        3,56,28,0,341,345,3,60,30,0,342,345,5,43,0,0,343,345,5,39,0,0,344,
        292,1,0,0,0,344,293,1,0,0,0,344,295,1,0,0,0,344,319,1,0,0,0,344,
        340,1,0,0,0,344,341,1,0,0,0,344,342,1,0,0,0,344,343,1,0,0,0,345,
        43,1,0,0,0,346,418,3,54,27,0,347,355,5,25,0,0,348,350,5,29,0,0,349,
        348,1,0,0,0,350,353,1,0,0,0,351,349,1,0,0,0,351,352,1,0,0,0,352,
        355,1,0,0,0,353,351,1,0,0,0,354,347,1,0,0,0,354,351,1,0,0,0,355,
        356,1,0,0,0,356,359,5,38,0,0,357,358,5,24,0,0,358,360,3,58,29,0,
        359,357,1,0,0,0,359,360,1,0,0,0,360,418,1,0,0,0,361,363,3,52,26,
        0,362,364,3,66,33,0,363,362,1,0,0,0,363,364,1,0,0,0,364,366,1,0,
        0,0,365,367,3,68,34,0,366,365,1,0,0,0,366,367,1,0,0,0,367,368,1,
        0,0,0,368,370,5,17,0,0,369,371,3,36,18,0,370,369,1,0,0,0,370,371,
        1,0,0,0,371,386,1,0,0,0,372,380,3,50,25,0,373,375,5,23,0,0,374,376,
        3,36,18,0,375,374,1,0,0,0,375,376,1,0,0,0,376,377,1,0,0,0,377,379,
        3,50,25,0,378,373,1,0,0,0,379,382,1,0,0,0,380,378,1,0,0,0,380,381,
        1,0,0,0,381,384,1,0,0,0,382,380,1,0,0,0,383,385,3,36,18,0,384,383,
        1,0,0,0,384,385,1,0,0,0,385,387,1,0,0,0,386,372,1,0,0,0,386,387,
        1,0,0,0,387,388,1,0,0,0,388,391,5,18,0,0,389,390,5,24,0,0,390,392,
        3,60,30,0,391,389,1,0,0,0,391,392,1,0,0,0,392,415,1,0,0,0,393,394,
        5,46,0,0,394,396,5,17,0,0,395,397,3,36,18,0,396,395,1,0,0,0,396,
        397,1,0,0,0,397,412,1,0,0,0,398,406,3,40,20,0,399,401,5,23,0,0,400,
        402,3,36,18,0,401,400,1,0,0,0,401,402,1,0,0,0,402,403,1,0,0,0,403,
        405,3,40,20,0,404,399,1,0,0,0,405,408,1,0,0,0,406,404,1,0,0,0,406,
        407,1,0,0,0,407,410,1,0,0,0,408,406,1,0,0,0,409,411,3,36,18,0,410,
        409,1,0,0,0,410,411,1,0,0,0,411,413,1,0,0,0,412,398,1,0,0,0,412,
        413,1,0,0,0,413,414,1,0,0,0,414,416,5,18,0,0,415,393,1,0,0,0,415,
        416,1,0,0,0,416,418,1,0,0,0,417,346,1,0,0,0,417,354,1,0,0,0,417,
        361,1,0,0,0,418,45,1,0,0,0,419,420,5,38,0,0,420,421,5,13,0,0,421,
        424,5,38,0,0,422,424,3,42,21,0,423,419,1,0,0,0,423,422,1,0,0,0,424,
        47,1,0,0,0,425,427,5,10,0,0,426,428,7,4,0,0,427,426,1,0,0,0,427,
        428,1,0,0,0,428,429,1,0,0,0,429,430,3,60,30,0,430,49,1,0,0,0,431,
        432,3,58,29,0,432,433,5,14,0,0,433,434,3,42,21,0,434,441,1,0,0,0,
        435,438,3,42,21,0,436,437,5,11,0,0,437,439,3,42,21,0,438,436,1,0,
        0,0,438,439,1,0,0,0,439,441,1,0,0,0,440,431,1,0,0,0,440,435,1,0,
        0,0,441,51,1,0,0,0,442,457,3,58,29,0,443,455,5,24,0,0,444,446,5,
        35,0,0,445,444,1,0,0,0,445,446,1,0,0,0,446,447,1,0,0,0,447,452,5,
        46,0,0,448,449,5,33,0,0,449,451,5,46,0,0,450,448,1,0,0,0,451,454,
        1,0,0,0,452,450,1,0,0,0,452,453,1,0,0,0,453,456,1,0,0,0,454,452,
        1,0,0,0,455,445,1,0,0,0,455,456,1,0,0,0,456,458,1,0,0,0,457,443,
        1,0,0,0,457,458,1,0,0,0,458,53,1,0,0,0,459,462,7,5,0,0,460,461,5,
        24,0,0,461,463,3,60,30,0,462,460,1,0,0,0,462,463,1,0,0,0,463,55,
        1,0,0,0,464,467,3,58,29,0,465,466,5,30,0,0,466,468,3,58,29,0,467,
        465,1,0,0,0,468,469,1,0,0,0,469,467,1,0,0,0,469,470,1,0,0,0,470,
        57,1,0,0,0,471,472,7,6,0,0,472,59,1,0,0,0,473,475,5,35,0,0,474,473,
        1,0,0,0,474,475,1,0,0,0,475,476,1,0,0,0,476,478,3,62,31,0,477,479,
        3,66,33,0,478,477,1,0,0,0,478,479,1,0,0,0,479,481,1,0,0,0,480,482,
        3,68,34,0,481,480,1,0,0,0,481,482,1,0,0,0,482,484,1,0,0,0,483,485,
        3,70,35,0,484,483,1,0,0,0,484,485,1,0,0,0,485,487,1,0,0,0,486,488,
        3,72,36,0,487,486,1,0,0,0,487,488,1,0,0,0,488,490,1,0,0,0,489,491,
        3,74,37,0,490,489,1,0,0,0,490,491,1,0,0,0,491,61,1,0,0,0,492,493,
        7,7,0,0,493,63,1,0,0,0,494,495,7,8,0,0,495,65,1,0,0,0,496,497,5,
        26,0,0,497,498,5,42,0,0,498,67,1,0,0,0,499,500,5,27,0,0,500,501,
        5,42,0,0,501,69,1,0,0,0,502,503,5,29,0,0,503,504,5,42,0,0,504,71,
        1,0,0,0,505,507,5,25,0,0,506,508,5,25,0,0,507,506,1,0,0,0,507,508,
        1,0,0,0,508,511,1,0,0,0,509,511,5,34,0,0,510,505,1,0,0,0,510,509,
        1,0,0,0,511,73,1,0,0,0,512,521,5,21,0,0,513,518,3,76,38,0,514,515,
        5,23,0,0,515,517,3,76,38,0,516,514,1,0,0,0,517,520,1,0,0,0,518,516,
        1,0,0,0,518,519,1,0,0,0,519,522,1,0,0,0,520,518,1,0,0,0,521,513,
        1,0,0,0,521,522,1,0,0,0,522,523,1,0,0,0,523,524,5,22,0,0,524,75,
        1,0,0,0,525,528,3,78,39,0,526,527,5,11,0,0,527,529,3,78,39,0,528,
        526,1,0,0,0,528,529,1,0,0,0,529,77,1,0,0,0,530,531,3,64,32,0,531,
        532,5,24,0,0,532,533,3,60,30,0,533,554,1,0,0,0,534,554,3,60,30,0,
        535,554,5,42,0,0,536,554,5,44,0,0,537,554,5,36,0,0,538,554,5,37,
        0,0,539,540,5,28,0,0,540,554,5,46,0,0,541,550,5,17,0,0,542,547,3,
        78,39,0,543,544,5,23,0,0,544,546,3,78,39,0,545,543,1,0,0,0,546,549,
        1,0,0,0,547,545,1,0,0,0,547,548,1,0,0,0,548,551,1,0,0,0,549,547,
        1,0,0,0,550,542,1,0,0,0,550,551,1,0,0,0,551,552,1,0,0,0,552,554,
        5,18,0,0,553,530,1,0,0,0,553,534,1,0,0,0,553,535,1,0,0,0,553,536,
        1,0,0,0,553,537,1,0,0,0,553,538,1,0,0,0,553,539,1,0,0,0,553,541,
        1,0,0,0,554,79,1,0,0,0,86,85,89,94,97,100,103,110,116,129,137,146,
        154,160,166,172,177,184,192,202,206,216,221,230,235,239,246,250,
        259,267,272,275,290,297,302,307,311,313,317,321,326,331,335,337,
        344,351,354,359,363,366,370,375,380,384,386,391,396,401,406,410,
        412,415,417,423,427,438,440,445,452,455,457,462,469,474,478,481,
        484,487,490,507,510,518,521,528,547,550,553
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
    RULE_tablesSection = 13
    RULE_planLine = 14
    RULE_relation = 15
    RULE_arrow = 16
    RULE_relationName = 17
    RULE_continuation = 18
    RULE_section = 19
    RULE_item = 20
    RULE_value = 21
    RULE_expression = 22
    RULE_listValue = 23
    RULE_cast = 24
    RULE_argument = 25
    RULE_functionName = 26
    RULE_literal = 27
    RULE_qualifiedName = 28
    RULE_name = 29
    RULE_type = 30
    RULE_typeName = 31
    RULE_fieldLabel = 32
    RULE_typeAnchor = 33
    RULE_urnAnchor = 34
    RULE_variation = 35
    RULE_nullability = 36
    RULE_typeParams = 37
    RULE_typeParam = 38
    RULE_typeArg = 39

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "oldFields", 
                   "oldKind", "tablesSection", "planLine", "relation", "arrow", 
                   "relationName", "continuation", "section", "item", "value", 
                   "expression", "listValue", "cast", "argument", "functionName", 
                   "literal", "qualifiedName", "name", "type", "typeName", 
                   "fieldLabel", "typeAnchor", "urnAnchor", "variation", 
                   "nullability", "typeParams", "typeParam", "typeArg" ]

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
            self.state = 80
            self.head()
            self.state = 85
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 81
                    self.match(SubstraitExplainParser.NL)
                    self.state = 82
                    self.planLine() 
                self.state = 87
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 89
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 88
                self.match(SubstraitExplainParser.NL)


            self.state = 91
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


        def tablesSection(self):
            return self.getTypedRuleContext(SubstraitExplainParser.TablesSectionContext,0)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_head




    def head(self):

        localctx = SubstraitExplainParser.HeadContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_head)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 94
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 93
                self.match(SubstraitExplainParser.NL)


            self.state = 97
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 96
                self.versionSection()


            self.state = 100
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 99
                self.extensionsSection()


            self.state = 103
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.state = 102
                self.tablesSection()


            self.state = 105
            self.match(SubstraitExplainParser.SECTION)
            self.state = 106
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
            self.state = 108
            self.head()
            self.state = 110
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 109
                self.match(SubstraitExplainParser.NL)


            self.state = 112
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
            self.state = 114
            self.planLine()
            self.state = 116
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 115
                self.match(SubstraitExplainParser.NL)


            self.state = 118
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
            self.state = 120
            self.match(SubstraitExplainParser.SECTION)
            self.state = 121
            self.match(SubstraitExplainParser.IDENT)
            self.state = 122
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 123
            self.match(SubstraitExplainParser.NL)
            self.state = 129
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 124
                self.versionField()
                self.state = 125
                self.match(SubstraitExplainParser.NL)
                self.state = 131
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
            self.state = 132
            self.match(SubstraitExplainParser.IDENT)
            self.state = 133
            self.match(SubstraitExplainParser.COLON)
            self.state = 137
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 18014398509481974) != 0):
                self.state = 134
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 139
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
            self.state = 140
            self.match(SubstraitExplainParser.SECTION)
            self.state = 141
            self.match(SubstraitExplainParser.IDENT)
            self.state = 142
            self.match(SubstraitExplainParser.NL)
            self.state = 146
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 143
                self.extensionGroup()
                self.state = 148
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
            self.state = 149
            self.groupName()
            self.state = 150
            self.match(SubstraitExplainParser.COLON)
            self.state = 151
            self.match(SubstraitExplainParser.NL)
            self.state = 160
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,12,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 154
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 26]:
                        self.state = 152
                        self.extensionDecl()
                        pass
                    elif token in [46]:
                        self.state = 153
                        self.oldFields()
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 156
                    self.match(SubstraitExplainParser.NL) 
                self.state = 162
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,12,self._ctx)

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
            self.state = 164 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 163
                self.match(SubstraitExplainParser.IDENT)
                self.state = 166 
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
            self.state = 177
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 168
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 169
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 170
                self.match(SubstraitExplainParser.HASH)
                self.state = 172
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 171
                    self.match(SubstraitExplainParser.HASH)


                self.state = 174
                self.match(SubstraitExplainParser.INT)
                self.state = 175
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 176
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
            self.state = 179
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
            self.state = 181
            self.match(SubstraitExplainParser.IDENT)
            self.state = 184
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 182
                self.match(SubstraitExplainParser.PLUS)
                self.state = 183
                self.match(SubstraitExplainParser.IDENT)


            self.state = 186
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 187
            self.oldKind()
            self.state = 192
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==23:
                self.state = 188
                self.match(SubstraitExplainParser.COMMA)
                self.state = 189
                self.oldKind()
                self.state = 194
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
            self.state = 195
            self.match(SubstraitExplainParser.IDENT)
            self.state = 206
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 196
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 197
                self.match(SubstraitExplainParser.STRING)
                self.state = 202
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 198
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 199
                    self.match(SubstraitExplainParser.STRING)
                    self.state = 204
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 205
                self.match(SubstraitExplainParser.RPAREN)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TablesSectionContext(ParserRuleContext):
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

        def relation(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.RelationContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.RelationContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_tablesSection




    def tablesSection(self):

        localctx = SubstraitExplainParser.TablesSectionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_tablesSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 208
            self.match(SubstraitExplainParser.SECTION)
            self.state = 209
            self.match(SubstraitExplainParser.IDENT)
            self.state = 210
            self.match(SubstraitExplainParser.NL)
            self.state = 216
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 105759274696704) != 0):
                self.state = 211
                self.relation()
                self.state = 212
                self.match(SubstraitExplainParser.NL)
                self.state = 218
                self._errHandler.sync(self)
                _la = self._input.LA(1)

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
        self.enterRule(localctx, 28, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 230
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 221
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 219
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 220
                    self.match(SubstraitExplainParser.COLON)


                self.state = 223
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 224
                self.match(SubstraitExplainParser.PLUS)
                self.state = 225
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 226
                self.name()
                self.state = 227
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 228
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
        self.enterRule(localctx, 30, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 232
            self.relationName()
            self.state = 233
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 235
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,23,self._ctx)
            if la_ == 1:
                self.state = 234
                self.continuation()


            self.state = 237
            self.section()
            self.state = 246
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,25,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 239
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 238
                        self.continuation()


                    self.state = 241
                    self.arrow()
                    self.state = 242
                    self.section() 
                self.state = 248
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,25,self._ctx)

            self.state = 250
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 249
                self.continuation()


            self.state = 252
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
        self.enterRule(localctx, 32, self.RULE_arrow)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 254
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
        self.enterRule(localctx, 34, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 256
            self.name()
            self.state = 259
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 257
                self.match(SubstraitExplainParser.COLON)
                self.state = 258
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
        self.enterRule(localctx, 36, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 261
            self.match(SubstraitExplainParser.NL)
            self.state = 262
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
        self.enterRule(localctx, 38, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 275
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 264
                self.item()
                self.state = 272
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 265
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 267
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 266
                        self.continuation()


                    self.state = 269
                    self.item()
                    self.state = 274
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
        self.enterRule(localctx, 40, self.RULE_item)
        try:
            self.state = 290
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,31,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 277
                self.name()
                self.state = 278
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 279
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 281
                self.name()
                self.state = 282
                self.match(SubstraitExplainParser.COLON)
                self.state = 283
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 285
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 286
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 287
                self.match(SubstraitExplainParser.RANGE)
                self.state = 288
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 289
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

        def listValue(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.ListValueContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.ListValueContext,i)


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
        self.enterRule(localctx, 42, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 344
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 292
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 293
                self.match(SubstraitExplainParser.AMP)
                self.state = 294
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 295
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 297
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 296
                    self.continuation()


                self.state = 313
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 299
                    self.item()
                    self.state = 307
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 300
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 302
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 301
                            self.continuation()


                        self.state = 304
                        self.item()
                        self.state = 309
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 311
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 310
                        self.continuation()




                self.state = 315
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 317
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 316
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 319
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 321
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 320
                    self.continuation()


                self.state = 337
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 323
                    self.listValue()
                    self.state = 331
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 324
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 326
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 325
                            self.continuation()


                        self.state = 328
                        self.listValue()
                        self.state = 333
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 335
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 334
                        self.continuation()




                self.state = 339
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 340
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 341
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 342
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 343
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
        self.enterRule(localctx, 44, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 417
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 346
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 354
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 347
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 351
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 348
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 353
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 356
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 359
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 357
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 358
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 361
                self.functionName()
                self.state = 363
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 362
                    self.typeAnchor()


                self.state = 366
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 365
                    self.urnAnchor()


                self.state = 368
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 370
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 369
                    self.continuation()


                self.state = 386
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 372
                    self.argument()
                    self.state = 380
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 373
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 375
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 374
                            self.continuation()


                        self.state = 377
                        self.argument()
                        self.state = 382
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 384
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 383
                        self.continuation()




                self.state = 388
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 391
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 389
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 390
                    self.type_()


                self.state = 415
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 393
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 394
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 396
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 395
                        self.continuation()


                    self.state = 412
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 398
                        self.item()
                        self.state = 406
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 399
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 401
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 400
                                self.continuation()


                            self.state = 403
                            self.item()
                            self.state = 408
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 410
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 409
                            self.continuation()




                    self.state = 414
                    self.match(SubstraitExplainParser.RPAREN)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ListValueContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_listValue

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class PlainValueContext(ListValueContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ListValueContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def value(self):
            return self.getTypedRuleContext(SubstraitExplainParser.ValueContext,0)



    class RangeValueContext(ListValueContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExplainParser.ListValueContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def FIELD_REF(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.FIELD_REF)
            else:
                return self.getToken(SubstraitExplainParser.FIELD_REF, i)
        def RANGE(self):
            return self.getToken(SubstraitExplainParser.RANGE, 0)



    def listValue(self):

        localctx = SubstraitExplainParser.ListValueContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_listValue)
        try:
            self.state = 423
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.RangeValueContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 419
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 420
                self.match(SubstraitExplainParser.RANGE)
                self.state = 421
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.PlainValueContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 422
                self.value()
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
        self.enterRule(localctx, 48, self.RULE_cast)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 425
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 427
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 426
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 429
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
        self.enterRule(localctx, 50, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 440
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,65,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 431
                self.name()
                self.state = 432
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 433
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 435
                self.value()
                self.state = 438
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 436
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 437
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
        self.enterRule(localctx, 52, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 442
            self.name()
            self.state = 457
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 443
                self.match(SubstraitExplainParser.COLON)
                self.state = 455
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==46:
                    self.state = 445
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==35:
                        self.state = 444
                        self.match(SubstraitExplainParser.UDT_PREFIX)


                    self.state = 447
                    self.match(SubstraitExplainParser.IDENT)
                    self.state = 452
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==33:
                        self.state = 448
                        self.match(SubstraitExplainParser.BANG)
                        self.state = 449
                        self.match(SubstraitExplainParser.IDENT)
                        self.state = 454
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
        self.enterRule(localctx, 54, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 459
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 462
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 460
                self.match(SubstraitExplainParser.COLON)
                self.state = 461
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
        self.enterRule(localctx, 56, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 464
            self.name()
            self.state = 467 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 465
                self.match(SubstraitExplainParser.DOT)
                self.state = 466
                self.name()
                self.state = 469 
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
        self.enterRule(localctx, 58, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 471
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
        self.enterRule(localctx, 60, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 474
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 473
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 476
            self.typeName()
            self.state = 478
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 477
                self.typeAnchor()


            self.state = 481
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 480
                self.urnAnchor()


            self.state = 484
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 483
                self.variation()


            self.state = 487
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 486
                self.nullability()


            self.state = 490
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 489
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
        self.enterRule(localctx, 62, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 492
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
        self.enterRule(localctx, 64, self.RULE_fieldLabel)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 494
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
        self.enterRule(localctx, 66, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 496
            self.match(SubstraitExplainParser.HASH)
            self.state = 497
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
        self.enterRule(localctx, 68, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 499
            self.match(SubstraitExplainParser.AT)
            self.state = 500
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
        self.enterRule(localctx, 70, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 502
            self.match(SubstraitExplainParser.CARET)
            self.state = 503
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
        self.enterRule(localctx, 72, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 510
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 505
                self.match(SubstraitExplainParser.QMARK)
                self.state = 507
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 506
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 509
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
        self.enterRule(localctx, 74, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 512
            self.match(SubstraitExplainParser.LT)
            self.state = 521
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                self.state = 513
                self.typeParam()
                self.state = 518
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 514
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 515
                    self.typeParam()
                    self.state = 520
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 523
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
        self.enterRule(localctx, 76, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 525
            self.typeArg()
            self.state = 528
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 526
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 527
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
        self.enterRule(localctx, 78, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 553
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,85,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 530
                self.fieldLabel()
                self.state = 531
                self.match(SubstraitExplainParser.COLON)
                self.state = 532
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 534
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 535
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 536
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 537
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 538
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 539
                self.match(SubstraitExplainParser.AMP)
                self.state = 540
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 541
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 550
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                    self.state = 542
                    self.typeArg()
                    self.state = 547
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 543
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 544
                        self.typeArg()
                        self.state = 549
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 552
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





