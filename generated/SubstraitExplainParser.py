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
        4,1,53,548,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,1,0,1,0,1,
        0,5,0,82,8,0,10,0,12,0,85,9,0,1,0,3,0,88,8,0,1,0,1,0,1,1,3,1,93,
        8,1,1,1,3,1,96,8,1,1,1,3,1,99,8,1,1,1,3,1,102,8,1,1,1,1,1,1,1,1,
        2,1,2,3,2,109,8,2,1,2,1,2,1,3,1,3,3,3,115,8,3,1,3,1,3,1,4,1,4,1,
        4,1,4,1,4,1,4,1,4,5,4,126,8,4,10,4,12,4,129,9,4,1,5,1,5,1,5,5,5,
        134,8,5,10,5,12,5,137,9,5,1,6,1,6,1,6,1,6,5,6,143,8,6,10,6,12,6,
        146,9,6,1,7,1,7,1,7,1,7,1,7,3,7,153,8,7,1,7,1,7,5,7,157,8,7,10,7,
        12,7,160,9,7,1,8,4,8,163,8,8,11,8,12,8,164,1,9,1,9,1,9,1,9,3,9,171,
        8,9,1,9,1,9,1,9,3,9,176,8,9,1,10,1,10,1,11,1,11,1,11,3,11,183,8,
        11,1,11,1,11,1,11,1,11,5,11,189,8,11,10,11,12,11,192,9,11,1,12,1,
        12,1,12,1,12,1,12,5,12,199,8,12,10,12,12,12,202,9,12,1,12,3,12,205,
        8,12,1,13,1,13,1,13,1,13,1,13,1,13,5,13,213,8,13,10,13,12,13,216,
        9,13,1,14,1,14,3,14,220,8,14,1,14,1,14,1,14,1,14,1,14,1,14,1,14,
        3,14,229,8,14,1,15,1,15,1,15,3,15,234,8,15,1,15,1,15,3,15,238,8,
        15,1,15,1,15,1,15,5,15,243,8,15,10,15,12,15,246,9,15,1,15,3,15,249,
        8,15,1,15,1,15,1,16,1,16,1,17,1,17,1,17,3,17,258,8,17,1,18,1,18,
        1,18,1,19,1,19,1,19,3,19,266,8,19,1,19,5,19,269,8,19,10,19,12,19,
        272,9,19,3,19,274,8,19,1,20,1,20,1,20,1,20,1,20,1,20,1,20,1,20,1,
        20,1,20,1,20,1,20,1,20,3,20,289,8,20,1,21,1,21,1,21,1,21,1,21,3,
        21,296,8,21,1,21,1,21,1,21,3,21,301,8,21,1,21,5,21,304,8,21,10,21,
        12,21,307,9,21,1,21,3,21,310,8,21,3,21,312,8,21,1,21,1,21,3,21,316,
        8,21,1,21,1,21,3,21,320,8,21,1,21,1,21,1,21,3,21,325,8,21,1,21,5,
        21,328,8,21,10,21,12,21,331,9,21,1,21,3,21,334,8,21,3,21,336,8,21,
        1,21,1,21,1,21,1,21,1,21,3,21,343,8,21,1,22,1,22,1,22,5,22,348,8,
        22,10,22,12,22,351,9,22,3,22,353,8,22,1,22,1,22,1,22,3,22,358,8,
        22,1,22,1,22,3,22,362,8,22,1,22,3,22,365,8,22,1,22,1,22,3,22,369,
        8,22,1,22,1,22,1,22,3,22,374,8,22,1,22,5,22,377,8,22,10,22,12,22,
        380,9,22,1,22,3,22,383,8,22,3,22,385,8,22,1,22,1,22,1,22,3,22,390,
        8,22,1,22,1,22,1,22,3,22,395,8,22,1,22,1,22,1,22,3,22,400,8,22,1,
        22,5,22,403,8,22,10,22,12,22,406,9,22,1,22,3,22,409,8,22,3,22,411,
        8,22,1,22,3,22,414,8,22,3,22,416,8,22,1,23,1,23,3,23,420,8,23,1,
        23,1,23,1,24,1,24,1,24,1,24,1,24,1,24,1,24,3,24,431,8,24,3,24,433,
        8,24,1,25,1,25,1,25,3,25,438,8,25,1,25,1,25,1,25,5,25,443,8,25,10,
        25,12,25,446,9,25,3,25,448,8,25,3,25,450,8,25,1,26,1,26,1,26,3,26,
        455,8,26,1,27,1,27,1,27,4,27,460,8,27,11,27,12,27,461,1,28,1,28,
        1,29,3,29,467,8,29,1,29,1,29,3,29,471,8,29,1,29,3,29,474,8,29,1,
        29,3,29,477,8,29,1,29,3,29,480,8,29,1,29,3,29,483,8,29,1,30,1,30,
        1,31,1,31,1,32,1,32,1,32,1,33,1,33,1,33,1,34,1,34,1,34,1,35,1,35,
        3,35,500,8,35,1,35,3,35,503,8,35,1,36,1,36,1,36,1,36,5,36,509,8,
        36,10,36,12,36,512,9,36,3,36,514,8,36,1,36,1,36,1,37,1,37,1,37,3,
        37,521,8,37,1,38,1,38,1,38,1,38,1,38,1,38,1,38,1,38,1,38,1,38,1,
        38,1,38,1,38,1,38,1,38,5,38,538,8,38,10,38,12,38,541,9,38,3,38,543,
        8,38,1,38,3,38,546,8,38,1,38,0,0,39,0,2,4,6,8,10,12,14,16,18,20,
        22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,
        66,68,70,72,74,76,0,9,1,0,3,3,1,0,52,53,1,0,7,9,2,0,42,42,46,46,
        2,0,25,25,33,33,2,0,36,37,41,44,2,0,36,37,45,46,1,0,45,46,2,0,38,
        38,45,47,610,0,78,1,0,0,0,2,92,1,0,0,0,4,106,1,0,0,0,6,112,1,0,0,
        0,8,118,1,0,0,0,10,130,1,0,0,0,12,138,1,0,0,0,14,147,1,0,0,0,16,
        162,1,0,0,0,18,175,1,0,0,0,20,177,1,0,0,0,22,179,1,0,0,0,24,193,
        1,0,0,0,26,206,1,0,0,0,28,228,1,0,0,0,30,230,1,0,0,0,32,252,1,0,
        0,0,34,254,1,0,0,0,36,259,1,0,0,0,38,273,1,0,0,0,40,288,1,0,0,0,
        42,342,1,0,0,0,44,415,1,0,0,0,46,417,1,0,0,0,48,432,1,0,0,0,50,434,
        1,0,0,0,52,451,1,0,0,0,54,456,1,0,0,0,56,463,1,0,0,0,58,466,1,0,
        0,0,60,484,1,0,0,0,62,486,1,0,0,0,64,488,1,0,0,0,66,491,1,0,0,0,
        68,494,1,0,0,0,70,502,1,0,0,0,72,504,1,0,0,0,74,517,1,0,0,0,76,545,
        1,0,0,0,78,83,3,2,1,0,79,80,5,3,0,0,80,82,3,28,14,0,81,79,1,0,0,
        0,82,85,1,0,0,0,83,81,1,0,0,0,83,84,1,0,0,0,84,87,1,0,0,0,85,83,
        1,0,0,0,86,88,5,3,0,0,87,86,1,0,0,0,87,88,1,0,0,0,88,89,1,0,0,0,
        89,90,5,0,0,1,90,1,1,0,0,0,91,93,5,3,0,0,92,91,1,0,0,0,92,93,1,0,
        0,0,93,95,1,0,0,0,94,96,3,8,4,0,95,94,1,0,0,0,95,96,1,0,0,0,96,98,
        1,0,0,0,97,99,3,12,6,0,98,97,1,0,0,0,98,99,1,0,0,0,99,101,1,0,0,
        0,100,102,3,26,13,0,101,100,1,0,0,0,101,102,1,0,0,0,102,103,1,0,
        0,0,103,104,5,2,0,0,104,105,5,46,0,0,105,3,1,0,0,0,106,108,3,2,1,
        0,107,109,5,3,0,0,108,107,1,0,0,0,108,109,1,0,0,0,109,110,1,0,0,
        0,110,111,5,0,0,1,111,5,1,0,0,0,112,114,3,28,14,0,113,115,5,3,0,
        0,114,113,1,0,0,0,114,115,1,0,0,0,115,116,1,0,0,0,116,117,5,0,0,
        1,117,7,1,0,0,0,118,119,5,2,0,0,119,120,5,46,0,0,120,121,5,40,0,
        0,121,127,5,3,0,0,122,123,3,10,5,0,123,124,5,3,0,0,124,126,1,0,0,
        0,125,122,1,0,0,0,126,129,1,0,0,0,127,125,1,0,0,0,127,128,1,0,0,
        0,128,9,1,0,0,0,129,127,1,0,0,0,130,131,5,46,0,0,131,135,5,24,0,
        0,132,134,8,0,0,0,133,132,1,0,0,0,134,137,1,0,0,0,135,133,1,0,0,
        0,135,136,1,0,0,0,136,11,1,0,0,0,137,135,1,0,0,0,138,139,5,2,0,0,
        139,140,5,46,0,0,140,144,5,3,0,0,141,143,3,14,7,0,142,141,1,0,0,
        0,143,146,1,0,0,0,144,142,1,0,0,0,144,145,1,0,0,0,145,13,1,0,0,0,
        146,144,1,0,0,0,147,148,3,16,8,0,148,149,5,24,0,0,149,158,5,3,0,
        0,150,153,3,18,9,0,151,153,3,22,11,0,152,150,1,0,0,0,152,151,1,0,
        0,0,153,154,1,0,0,0,154,155,5,3,0,0,155,157,1,0,0,0,156,152,1,0,
        0,0,157,160,1,0,0,0,158,156,1,0,0,0,158,159,1,0,0,0,159,15,1,0,0,
        0,160,158,1,0,0,0,161,163,5,46,0,0,162,161,1,0,0,0,163,164,1,0,0,
        0,164,162,1,0,0,0,164,165,1,0,0,0,165,17,1,0,0,0,166,167,5,1,0,0,
        167,176,3,20,10,0,168,170,5,26,0,0,169,171,5,26,0,0,170,169,1,0,
        0,0,170,171,1,0,0,0,171,172,1,0,0,0,172,173,5,42,0,0,173,174,5,1,
        0,0,174,176,3,20,10,0,175,166,1,0,0,0,175,168,1,0,0,0,176,19,1,0,
        0,0,177,178,7,1,0,0,178,21,1,0,0,0,179,182,5,46,0,0,180,181,5,32,
        0,0,181,183,5,46,0,0,182,180,1,0,0,0,182,183,1,0,0,0,183,184,1,0,
        0,0,184,185,5,14,0,0,185,190,3,24,12,0,186,187,5,23,0,0,187,189,
        3,24,12,0,188,186,1,0,0,0,189,192,1,0,0,0,190,188,1,0,0,0,190,191,
        1,0,0,0,191,23,1,0,0,0,192,190,1,0,0,0,193,204,5,46,0,0,194,195,
        5,17,0,0,195,200,5,44,0,0,196,197,5,23,0,0,197,199,5,44,0,0,198,
        196,1,0,0,0,199,202,1,0,0,0,200,198,1,0,0,0,200,201,1,0,0,0,201,
        203,1,0,0,0,202,200,1,0,0,0,203,205,5,18,0,0,204,194,1,0,0,0,204,
        205,1,0,0,0,205,25,1,0,0,0,206,207,5,2,0,0,207,208,5,46,0,0,208,
        214,5,3,0,0,209,210,3,30,15,0,210,211,5,3,0,0,211,213,1,0,0,0,212,
        209,1,0,0,0,213,216,1,0,0,0,214,212,1,0,0,0,214,215,1,0,0,0,215,
        27,1,0,0,0,216,214,1,0,0,0,217,218,5,39,0,0,218,220,5,24,0,0,219,
        217,1,0,0,0,219,220,1,0,0,0,220,221,1,0,0,0,221,229,3,30,15,0,222,
        223,5,32,0,0,223,229,3,30,15,0,224,225,3,56,28,0,225,226,5,14,0,
        0,226,227,3,42,21,0,227,229,1,0,0,0,228,219,1,0,0,0,228,222,1,0,
        0,0,228,224,1,0,0,0,229,29,1,0,0,0,230,231,3,34,17,0,231,233,5,15,
        0,0,232,234,3,36,18,0,233,232,1,0,0,0,233,234,1,0,0,0,234,235,1,
        0,0,0,235,244,3,38,19,0,236,238,3,36,18,0,237,236,1,0,0,0,237,238,
        1,0,0,0,238,239,1,0,0,0,239,240,3,32,16,0,240,241,3,38,19,0,241,
        243,1,0,0,0,242,237,1,0,0,0,243,246,1,0,0,0,244,242,1,0,0,0,244,
        245,1,0,0,0,245,248,1,0,0,0,246,244,1,0,0,0,247,249,3,36,18,0,248,
        247,1,0,0,0,248,249,1,0,0,0,249,250,1,0,0,0,250,251,5,16,0,0,251,
        31,1,0,0,0,252,253,7,2,0,0,253,33,1,0,0,0,254,257,3,56,28,0,255,
        256,5,24,0,0,256,258,3,56,28,0,257,255,1,0,0,0,257,258,1,0,0,0,258,
        35,1,0,0,0,259,260,5,3,0,0,260,261,5,31,0,0,261,37,1,0,0,0,262,270,
        3,40,20,0,263,265,5,23,0,0,264,266,3,36,18,0,265,264,1,0,0,0,265,
        266,1,0,0,0,266,267,1,0,0,0,267,269,3,40,20,0,268,263,1,0,0,0,269,
        272,1,0,0,0,270,268,1,0,0,0,270,271,1,0,0,0,271,274,1,0,0,0,272,
        270,1,0,0,0,273,262,1,0,0,0,273,274,1,0,0,0,274,39,1,0,0,0,275,276,
        3,56,28,0,276,277,5,14,0,0,277,278,3,42,21,0,278,289,1,0,0,0,279,
        280,3,56,28,0,280,281,5,24,0,0,281,282,3,58,29,0,282,289,1,0,0,0,
        283,289,5,12,0,0,284,285,5,38,0,0,285,286,5,13,0,0,286,289,5,38,
        0,0,287,289,3,42,21,0,288,275,1,0,0,0,288,279,1,0,0,0,288,283,1,
        0,0,0,288,284,1,0,0,0,288,287,1,0,0,0,289,41,1,0,0,0,290,343,3,44,
        22,0,291,292,5,28,0,0,292,343,7,3,0,0,293,295,5,17,0,0,294,296,3,
        36,18,0,295,294,1,0,0,0,295,296,1,0,0,0,296,311,1,0,0,0,297,305,
        3,40,20,0,298,300,5,23,0,0,299,301,3,36,18,0,300,299,1,0,0,0,300,
        301,1,0,0,0,301,302,1,0,0,0,302,304,3,40,20,0,303,298,1,0,0,0,304,
        307,1,0,0,0,305,303,1,0,0,0,305,306,1,0,0,0,306,309,1,0,0,0,307,
        305,1,0,0,0,308,310,3,36,18,0,309,308,1,0,0,0,309,310,1,0,0,0,310,
        312,1,0,0,0,311,297,1,0,0,0,311,312,1,0,0,0,312,313,1,0,0,0,313,
        315,5,18,0,0,314,316,3,46,23,0,315,314,1,0,0,0,315,316,1,0,0,0,316,
        343,1,0,0,0,317,319,5,15,0,0,318,320,3,36,18,0,319,318,1,0,0,0,319,
        320,1,0,0,0,320,335,1,0,0,0,321,329,3,42,21,0,322,324,5,23,0,0,323,
        325,3,36,18,0,324,323,1,0,0,0,324,325,1,0,0,0,325,326,1,0,0,0,326,
        328,3,42,21,0,327,322,1,0,0,0,328,331,1,0,0,0,329,327,1,0,0,0,329,
        330,1,0,0,0,330,333,1,0,0,0,331,329,1,0,0,0,332,334,3,36,18,0,333,
        332,1,0,0,0,333,334,1,0,0,0,334,336,1,0,0,0,335,321,1,0,0,0,335,
        336,1,0,0,0,336,337,1,0,0,0,337,343,5,16,0,0,338,343,3,54,27,0,339,
        343,3,58,29,0,340,343,5,43,0,0,341,343,5,39,0,0,342,290,1,0,0,0,
        342,291,1,0,0,0,342,293,1,0,0,0,342,317,1,0,0,0,342,338,1,0,0,0,
        342,339,1,0,0,0,342,340,1,0,0,0,342,341,1,0,0,0,343,43,1,0,0,0,344,
        416,3,52,26,0,345,353,5,25,0,0,346,348,5,29,0,0,347,346,1,0,0,0,
        348,351,1,0,0,0,349,347,1,0,0,0,349,350,1,0,0,0,350,353,1,0,0,0,
        351,349,1,0,0,0,352,345,1,0,0,0,352,349,1,0,0,0,353,354,1,0,0,0,
        354,357,5,38,0,0,355,356,5,24,0,0,356,358,3,56,28,0,357,355,1,0,
        0,0,357,358,1,0,0,0,358,416,1,0,0,0,359,361,3,50,25,0,360,362,3,
        64,32,0,361,360,1,0,0,0,361,362,1,0,0,0,362,364,1,0,0,0,363,365,
        3,66,33,0,364,363,1,0,0,0,364,365,1,0,0,0,365,366,1,0,0,0,366,368,
        5,17,0,0,367,369,3,36,18,0,368,367,1,0,0,0,368,369,1,0,0,0,369,384,
        1,0,0,0,370,378,3,48,24,0,371,373,5,23,0,0,372,374,3,36,18,0,373,
        372,1,0,0,0,373,374,1,0,0,0,374,375,1,0,0,0,375,377,3,48,24,0,376,
        371,1,0,0,0,377,380,1,0,0,0,378,376,1,0,0,0,378,379,1,0,0,0,379,
        382,1,0,0,0,380,378,1,0,0,0,381,383,3,36,18,0,382,381,1,0,0,0,382,
        383,1,0,0,0,383,385,1,0,0,0,384,370,1,0,0,0,384,385,1,0,0,0,385,
        386,1,0,0,0,386,389,5,18,0,0,387,388,5,24,0,0,388,390,3,58,29,0,
        389,387,1,0,0,0,389,390,1,0,0,0,390,413,1,0,0,0,391,392,5,46,0,0,
        392,394,5,17,0,0,393,395,3,36,18,0,394,393,1,0,0,0,394,395,1,0,0,
        0,395,410,1,0,0,0,396,404,3,40,20,0,397,399,5,23,0,0,398,400,3,36,
        18,0,399,398,1,0,0,0,399,400,1,0,0,0,400,401,1,0,0,0,401,403,3,40,
        20,0,402,397,1,0,0,0,403,406,1,0,0,0,404,402,1,0,0,0,404,405,1,0,
        0,0,405,408,1,0,0,0,406,404,1,0,0,0,407,409,3,36,18,0,408,407,1,
        0,0,0,408,409,1,0,0,0,409,411,1,0,0,0,410,396,1,0,0,0,410,411,1,
        0,0,0,411,412,1,0,0,0,412,414,5,18,0,0,413,391,1,0,0,0,413,414,1,
        0,0,0,414,416,1,0,0,0,415,344,1,0,0,0,415,352,1,0,0,0,415,359,1,
        0,0,0,416,45,1,0,0,0,417,419,5,10,0,0,418,420,7,4,0,0,419,418,1,
        0,0,0,419,420,1,0,0,0,420,421,1,0,0,0,421,422,3,58,29,0,422,47,1,
        0,0,0,423,424,3,56,28,0,424,425,5,14,0,0,425,426,3,42,21,0,426,433,
        1,0,0,0,427,430,3,42,21,0,428,429,5,11,0,0,429,431,3,42,21,0,430,
        428,1,0,0,0,430,431,1,0,0,0,431,433,1,0,0,0,432,423,1,0,0,0,432,
        427,1,0,0,0,433,49,1,0,0,0,434,449,3,56,28,0,435,447,5,24,0,0,436,
        438,5,35,0,0,437,436,1,0,0,0,437,438,1,0,0,0,438,439,1,0,0,0,439,
        444,5,46,0,0,440,441,5,33,0,0,441,443,5,46,0,0,442,440,1,0,0,0,443,
        446,1,0,0,0,444,442,1,0,0,0,444,445,1,0,0,0,445,448,1,0,0,0,446,
        444,1,0,0,0,447,437,1,0,0,0,447,448,1,0,0,0,448,450,1,0,0,0,449,
        435,1,0,0,0,449,450,1,0,0,0,450,51,1,0,0,0,451,454,7,5,0,0,452,453,
        5,24,0,0,453,455,3,58,29,0,454,452,1,0,0,0,454,455,1,0,0,0,455,53,
        1,0,0,0,456,459,3,56,28,0,457,458,5,30,0,0,458,460,3,56,28,0,459,
        457,1,0,0,0,460,461,1,0,0,0,461,459,1,0,0,0,461,462,1,0,0,0,462,
        55,1,0,0,0,463,464,7,6,0,0,464,57,1,0,0,0,465,467,5,35,0,0,466,465,
        1,0,0,0,466,467,1,0,0,0,467,468,1,0,0,0,468,470,3,60,30,0,469,471,
        3,64,32,0,470,469,1,0,0,0,470,471,1,0,0,0,471,473,1,0,0,0,472,474,
        3,66,33,0,473,472,1,0,0,0,473,474,1,0,0,0,474,476,1,0,0,0,475,477,
        3,68,34,0,476,475,1,0,0,0,476,477,1,0,0,0,477,479,1,0,0,0,478,480,
        3,70,35,0,479,478,1,0,0,0,479,480,1,0,0,0,480,482,1,0,0,0,481,483,
        3,72,36,0,482,481,1,0,0,0,482,483,1,0,0,0,483,59,1,0,0,0,484,485,
        7,7,0,0,485,61,1,0,0,0,486,487,7,8,0,0,487,63,1,0,0,0,488,489,5,
        26,0,0,489,490,5,42,0,0,490,65,1,0,0,0,491,492,5,27,0,0,492,493,
        5,42,0,0,493,67,1,0,0,0,494,495,5,29,0,0,495,496,5,42,0,0,496,69,
        1,0,0,0,497,499,5,25,0,0,498,500,5,25,0,0,499,498,1,0,0,0,499,500,
        1,0,0,0,500,503,1,0,0,0,501,503,5,34,0,0,502,497,1,0,0,0,502,501,
        1,0,0,0,503,71,1,0,0,0,504,513,5,21,0,0,505,510,3,74,37,0,506,507,
        5,23,0,0,507,509,3,74,37,0,508,506,1,0,0,0,509,512,1,0,0,0,510,508,
        1,0,0,0,510,511,1,0,0,0,511,514,1,0,0,0,512,510,1,0,0,0,513,505,
        1,0,0,0,513,514,1,0,0,0,514,515,1,0,0,0,515,516,5,22,0,0,516,73,
        1,0,0,0,517,520,3,76,38,0,518,519,5,11,0,0,519,521,3,76,38,0,520,
        518,1,0,0,0,520,521,1,0,0,0,521,75,1,0,0,0,522,523,3,62,31,0,523,
        524,5,24,0,0,524,525,3,58,29,0,525,546,1,0,0,0,526,546,3,58,29,0,
        527,546,5,42,0,0,528,546,5,44,0,0,529,546,5,36,0,0,530,546,5,37,
        0,0,531,532,5,28,0,0,532,546,5,46,0,0,533,542,5,17,0,0,534,539,3,
        76,38,0,535,536,5,23,0,0,536,538,3,76,38,0,537,535,1,0,0,0,538,541,
        1,0,0,0,539,537,1,0,0,0,539,540,1,0,0,0,540,543,1,0,0,0,541,539,
        1,0,0,0,542,534,1,0,0,0,542,543,1,0,0,0,543,544,1,0,0,0,544,546,
        5,18,0,0,545,522,1,0,0,0,545,526,1,0,0,0,545,527,1,0,0,0,545,528,
        1,0,0,0,545,529,1,0,0,0,545,530,1,0,0,0,545,531,1,0,0,0,545,533,
        1,0,0,0,546,77,1,0,0,0,85,83,87,92,95,98,101,108,114,127,135,144,
        152,158,164,170,175,182,190,200,204,214,219,228,233,237,244,248,
        257,265,270,273,288,295,300,305,309,311,315,319,324,329,333,335,
        342,349,352,357,361,364,368,373,378,382,384,389,394,399,404,408,
        410,413,415,419,430,432,437,444,447,449,454,461,466,470,473,476,
        479,482,499,502,510,513,520,539,542,545
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
    RULE_cast = 23
    RULE_argument = 24
    RULE_functionName = 25
    RULE_literal = 26
    RULE_qualifiedName = 27
    RULE_name = 28
    RULE_type = 29
    RULE_typeName = 30
    RULE_fieldLabel = 31
    RULE_typeAnchor = 32
    RULE_urnAnchor = 33
    RULE_variation = 34
    RULE_nullability = 35
    RULE_typeParams = 36
    RULE_typeParam = 37
    RULE_typeArg = 38

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "oldFields", 
                   "oldKind", "tablesSection", "planLine", "relation", "arrow", 
                   "relationName", "continuation", "section", "item", "value", 
                   "expression", "cast", "argument", "functionName", "literal", 
                   "qualifiedName", "name", "type", "typeName", "fieldLabel", 
                   "typeAnchor", "urnAnchor", "variation", "nullability", 
                   "typeParams", "typeParam", "typeArg" ]

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
            self.state = 78
            self.head()
            self.state = 83
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 79
                    self.match(SubstraitExplainParser.NL)
                    self.state = 80
                    self.planLine() 
                self.state = 85
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 87
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 86
                self.match(SubstraitExplainParser.NL)


            self.state = 89
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
            self.state = 92
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 91
                self.match(SubstraitExplainParser.NL)


            self.state = 95
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 94
                self.versionSection()


            self.state = 98
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 97
                self.extensionsSection()


            self.state = 101
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.state = 100
                self.tablesSection()


            self.state = 103
            self.match(SubstraitExplainParser.SECTION)
            self.state = 104
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
            self.state = 106
            self.head()
            self.state = 108
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 107
                self.match(SubstraitExplainParser.NL)


            self.state = 110
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
            self.state = 112
            self.planLine()
            self.state = 114
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 113
                self.match(SubstraitExplainParser.NL)


            self.state = 116
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
            self.state = 118
            self.match(SubstraitExplainParser.SECTION)
            self.state = 119
            self.match(SubstraitExplainParser.IDENT)
            self.state = 120
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 121
            self.match(SubstraitExplainParser.NL)
            self.state = 127
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 122
                self.versionField()
                self.state = 123
                self.match(SubstraitExplainParser.NL)
                self.state = 129
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
            self.state = 130
            self.match(SubstraitExplainParser.IDENT)
            self.state = 131
            self.match(SubstraitExplainParser.COLON)
            self.state = 135
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 18014398509481974) != 0):
                self.state = 132
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 137
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
            self.state = 138
            self.match(SubstraitExplainParser.SECTION)
            self.state = 139
            self.match(SubstraitExplainParser.IDENT)
            self.state = 140
            self.match(SubstraitExplainParser.NL)
            self.state = 144
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 141
                self.extensionGroup()
                self.state = 146
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
            self.state = 147
            self.groupName()
            self.state = 148
            self.match(SubstraitExplainParser.COLON)
            self.state = 149
            self.match(SubstraitExplainParser.NL)
            self.state = 158
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,12,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 152
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 26]:
                        self.state = 150
                        self.extensionDecl()
                        pass
                    elif token in [46]:
                        self.state = 151
                        self.oldFields()
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 154
                    self.match(SubstraitExplainParser.NL) 
                self.state = 160
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
            self.state = 162 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 161
                self.match(SubstraitExplainParser.IDENT)
                self.state = 164 
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
            self.state = 175
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 166
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 167
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 168
                self.match(SubstraitExplainParser.HASH)
                self.state = 170
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 169
                    self.match(SubstraitExplainParser.HASH)


                self.state = 172
                self.match(SubstraitExplainParser.INT)
                self.state = 173
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 174
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
            self.state = 177
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
            self.state = 179
            self.match(SubstraitExplainParser.IDENT)
            self.state = 182
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 180
                self.match(SubstraitExplainParser.PLUS)
                self.state = 181
                self.match(SubstraitExplainParser.IDENT)


            self.state = 184
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 185
            self.oldKind()
            self.state = 190
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==23:
                self.state = 186
                self.match(SubstraitExplainParser.COMMA)
                self.state = 187
                self.oldKind()
                self.state = 192
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
            self.state = 193
            self.match(SubstraitExplainParser.IDENT)
            self.state = 204
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 194
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 195
                self.match(SubstraitExplainParser.STRING)
                self.state = 200
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 196
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 197
                    self.match(SubstraitExplainParser.STRING)
                    self.state = 202
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 203
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
            self.state = 206
            self.match(SubstraitExplainParser.SECTION)
            self.state = 207
            self.match(SubstraitExplainParser.IDENT)
            self.state = 208
            self.match(SubstraitExplainParser.NL)
            self.state = 214
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 105759274696704) != 0):
                self.state = 209
                self.relation()
                self.state = 210
                self.match(SubstraitExplainParser.NL)
                self.state = 216
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
            self.state = 228
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 219
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 217
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 218
                    self.match(SubstraitExplainParser.COLON)


                self.state = 221
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 222
                self.match(SubstraitExplainParser.PLUS)
                self.state = 223
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 224
                self.name()
                self.state = 225
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 226
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
            self.state = 230
            self.relationName()
            self.state = 231
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 233
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,23,self._ctx)
            if la_ == 1:
                self.state = 232
                self.continuation()


            self.state = 235
            self.section()
            self.state = 244
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,25,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 237
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 236
                        self.continuation()


                    self.state = 239
                    self.arrow()
                    self.state = 240
                    self.section() 
                self.state = 246
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,25,self._ctx)

            self.state = 248
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 247
                self.continuation()


            self.state = 250
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
            self.state = 252
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
            self.state = 254
            self.name()
            self.state = 257
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 255
                self.match(SubstraitExplainParser.COLON)
                self.state = 256
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
            self.state = 259
            self.match(SubstraitExplainParser.NL)
            self.state = 260
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
            self.state = 273
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 262
                self.item()
                self.state = 270
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 263
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 265
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 264
                        self.continuation()


                    self.state = 267
                    self.item()
                    self.state = 272
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
            self.state = 288
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,31,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 275
                self.name()
                self.state = 276
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 277
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 279
                self.name()
                self.state = 280
                self.match(SubstraitExplainParser.COLON)
                self.state = 281
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 283
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 284
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 285
                self.match(SubstraitExplainParser.RANGE)
                self.state = 286
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 287
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
        self.enterRule(localctx, 42, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 342
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 290
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 291
                self.match(SubstraitExplainParser.AMP)
                self.state = 292
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 293
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 295
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 294
                    self.continuation()


                self.state = 311
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 297
                    self.item()
                    self.state = 305
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 298
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 300
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 299
                            self.continuation()


                        self.state = 302
                        self.item()
                        self.state = 307
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 309
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 308
                        self.continuation()




                self.state = 313
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 315
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 314
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 317
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 319
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 318
                    self.continuation()


                self.state = 335
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 321
                    self.value()
                    self.state = 329
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 322
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 324
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 323
                            self.continuation()


                        self.state = 326
                        self.value()
                        self.state = 331
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 333
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 332
                        self.continuation()




                self.state = 337
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 338
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 339
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 340
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 341
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
            self.state = 415
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 344
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 352
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 345
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 349
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 346
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 351
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 354
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 357
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 355
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 356
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 359
                self.functionName()
                self.state = 361
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 360
                    self.typeAnchor()


                self.state = 364
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 363
                    self.urnAnchor()


                self.state = 366
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 368
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 367
                    self.continuation()


                self.state = 384
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 370
                    self.argument()
                    self.state = 378
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 371
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 373
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 372
                            self.continuation()


                        self.state = 375
                        self.argument()
                        self.state = 380
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 382
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 381
                        self.continuation()




                self.state = 386
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 389
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 387
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 388
                    self.type_()


                self.state = 413
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 391
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 392
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 394
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 393
                        self.continuation()


                    self.state = 410
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 396
                        self.item()
                        self.state = 404
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 397
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 399
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 398
                                self.continuation()


                            self.state = 401
                            self.item()
                            self.state = 406
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 408
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 407
                            self.continuation()




                    self.state = 412
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
        self.enterRule(localctx, 46, self.RULE_cast)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 417
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 419
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 418
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 421
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
        self.enterRule(localctx, 48, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 432
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,64,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 423
                self.name()
                self.state = 424
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 425
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 427
                self.value()
                self.state = 430
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 428
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 429
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
        self.enterRule(localctx, 50, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 434
            self.name()
            self.state = 449
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 435
                self.match(SubstraitExplainParser.COLON)
                self.state = 447
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==46:
                    self.state = 437
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==35:
                        self.state = 436
                        self.match(SubstraitExplainParser.UDT_PREFIX)


                    self.state = 439
                    self.match(SubstraitExplainParser.IDENT)
                    self.state = 444
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==33:
                        self.state = 440
                        self.match(SubstraitExplainParser.BANG)
                        self.state = 441
                        self.match(SubstraitExplainParser.IDENT)
                        self.state = 446
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
        self.enterRule(localctx, 52, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 451
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 454
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 452
                self.match(SubstraitExplainParser.COLON)
                self.state = 453
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
        self.enterRule(localctx, 54, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 456
            self.name()
            self.state = 459 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 457
                self.match(SubstraitExplainParser.DOT)
                self.state = 458
                self.name()
                self.state = 461 
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
        self.enterRule(localctx, 56, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 463
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
        self.enterRule(localctx, 58, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 466
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 465
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 468
            self.typeName()
            self.state = 470
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 469
                self.typeAnchor()


            self.state = 473
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 472
                self.urnAnchor()


            self.state = 476
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 475
                self.variation()


            self.state = 479
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 478
                self.nullability()


            self.state = 482
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 481
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
        self.enterRule(localctx, 60, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 484
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
        self.enterRule(localctx, 62, self.RULE_fieldLabel)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 486
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
        self.enterRule(localctx, 64, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 488
            self.match(SubstraitExplainParser.HASH)
            self.state = 489
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
        self.enterRule(localctx, 66, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 491
            self.match(SubstraitExplainParser.AT)
            self.state = 492
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
        self.enterRule(localctx, 68, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 494
            self.match(SubstraitExplainParser.CARET)
            self.state = 495
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
        self.enterRule(localctx, 70, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 502
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 497
                self.match(SubstraitExplainParser.QMARK)
                self.state = 499
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 498
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 501
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
        self.enterRule(localctx, 72, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 504
            self.match(SubstraitExplainParser.LT)
            self.state = 513
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                self.state = 505
                self.typeParam()
                self.state = 510
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 506
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 507
                    self.typeParam()
                    self.state = 512
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 515
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
        self.enterRule(localctx, 74, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 517
            self.typeArg()
            self.state = 520
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 518
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 519
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
        self.enterRule(localctx, 76, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 545
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,84,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 522
                self.fieldLabel()
                self.state = 523
                self.match(SubstraitExplainParser.COLON)
                self.state = 524
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 526
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 527
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 528
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 529
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 530
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 531
                self.match(SubstraitExplainParser.AMP)
                self.state = 532
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 533
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 542
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                    self.state = 534
                    self.typeArg()
                    self.state = 539
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 535
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 536
                        self.typeArg()
                        self.state = 541
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 544
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





