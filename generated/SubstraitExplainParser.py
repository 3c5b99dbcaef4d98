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
        4,1,51,511,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,1,0,1,0,1,0,5,0,78,8,0,10,0,12,
        0,81,9,0,1,0,3,0,84,8,0,1,0,1,0,1,1,3,1,89,8,1,1,1,3,1,92,8,1,1,
        1,3,1,95,8,1,1,1,1,1,1,1,1,2,1,2,3,2,102,8,2,1,2,1,2,1,3,1,3,3,3,
        108,8,3,1,3,1,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,5,4,119,8,4,10,4,12,
        4,122,9,4,1,5,1,5,1,5,5,5,127,8,5,10,5,12,5,130,9,5,1,6,1,6,1,6,
        1,6,5,6,136,8,6,10,6,12,6,139,9,6,1,7,1,7,1,7,1,7,1,7,3,7,146,8,
        7,1,7,1,7,5,7,150,8,7,10,7,12,7,153,9,7,1,8,4,8,156,8,8,11,8,12,
        8,157,1,9,1,9,1,9,1,9,3,9,164,8,9,1,9,1,9,1,9,3,9,169,8,9,1,10,1,
        10,1,11,1,11,1,11,3,11,176,8,11,1,11,1,11,1,11,1,11,5,11,182,8,11,
        10,11,12,11,185,9,11,1,12,1,12,1,12,1,12,1,12,5,12,192,8,12,10,12,
        12,12,195,9,12,1,12,3,12,198,8,12,1,13,1,13,3,13,202,8,13,1,13,1,
        13,1,13,1,13,1,13,1,13,1,13,3,13,211,8,13,1,14,1,14,1,14,3,14,216,
        8,14,1,14,1,14,3,14,220,8,14,1,14,1,14,1,14,5,14,225,8,14,10,14,
        12,14,228,9,14,1,14,3,14,231,8,14,1,14,1,14,1,15,1,15,1,16,1,16,
        1,16,3,16,240,8,16,1,17,1,17,1,17,1,18,1,18,1,18,3,18,248,8,18,1,
        18,5,18,251,8,18,10,18,12,18,254,9,18,3,18,256,8,18,1,19,1,19,1,
        19,1,19,1,19,1,19,1,19,1,19,1,19,1,19,3,19,268,8,19,1,20,1,20,1,
        20,1,20,1,20,3,20,275,8,20,1,20,1,20,1,20,3,20,280,8,20,1,20,5,20,
        283,8,20,10,20,12,20,286,9,20,1,20,3,20,289,8,20,3,20,291,8,20,1,
        20,1,20,3,20,295,8,20,1,20,1,20,3,20,299,8,20,1,20,1,20,1,20,3,20,
        304,8,20,1,20,5,20,307,8,20,10,20,12,20,310,9,20,1,20,3,20,313,8,
        20,3,20,315,8,20,1,20,1,20,1,20,1,20,1,20,3,20,322,8,20,1,21,1,21,
        1,21,5,21,327,8,21,10,21,12,21,330,9,21,3,21,332,8,21,1,21,1,21,
        1,21,3,21,337,8,21,1,21,3,21,340,8,21,1,21,1,21,3,21,344,8,21,1,
        21,1,21,1,21,3,21,349,8,21,1,21,5,21,352,8,21,10,21,12,21,355,9,
        21,1,21,3,21,358,8,21,3,21,360,8,21,1,21,1,21,1,21,3,21,365,8,21,
        1,21,1,21,1,21,3,21,370,8,21,1,21,1,21,1,21,3,21,375,8,21,1,21,5,
        21,378,8,21,10,21,12,21,381,9,21,1,21,3,21,384,8,21,3,21,386,8,21,
        1,21,3,21,389,8,21,3,21,391,8,21,1,22,1,22,3,22,395,8,22,1,22,1,
        22,1,23,1,23,1,23,1,23,1,23,1,23,1,23,3,23,406,8,23,3,23,408,8,23,
        1,24,1,24,1,24,3,24,413,8,24,3,24,415,8,24,1,25,1,25,1,25,3,25,420,
        8,25,1,26,1,26,1,26,4,26,425,8,26,11,26,12,26,426,1,27,1,27,1,28,
        3,28,432,8,28,1,28,1,28,3,28,436,8,28,1,28,3,28,439,8,28,1,28,3,
        28,442,8,28,1,28,3,28,445,8,28,1,28,3,28,448,8,28,1,29,1,29,1,30,
        1,30,1,30,1,31,1,31,1,31,1,32,1,32,1,32,1,33,1,33,3,33,463,8,33,
        1,33,3,33,466,8,33,1,34,1,34,1,34,1,34,5,34,472,8,34,10,34,12,34,
        475,9,34,3,34,477,8,34,1,34,1,34,1,35,1,35,1,35,3,35,484,8,35,1,
        36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,36,1,
        36,1,36,5,36,501,8,36,10,36,12,36,504,9,36,3,36,506,8,36,1,36,3,
        36,509,8,36,1,36,0,0,37,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,
        30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,
        0,8,1,0,3,3,1,0,50,51,1,0,7,9,2,0,41,41,45,45,2,0,24,24,32,32,2,
        0,35,36,40,43,2,0,35,36,44,45,1,0,44,45,569,0,74,1,0,0,0,2,88,1,
        0,0,0,4,99,1,0,0,0,6,105,1,0,0,0,8,111,1,0,0,0,10,123,1,0,0,0,12,
        131,1,0,0,0,14,140,1,0,0,0,16,155,1,0,0,0,18,168,1,0,0,0,20,170,
        1,0,0,0,22,172,1,0,0,0,24,186,1,0,0,0,26,210,1,0,0,0,28,212,1,0,
        0,0,30,234,1,0,0,0,32,236,1,0,0,0,34,241,1,0,0,0,36,255,1,0,0,0,
        38,267,1,0,0,0,40,321,1,0,0,0,42,390,1,0,0,0,44,392,1,0,0,0,46,407,
        1,0,0,0,48,409,1,0,0,0,50,416,1,0,0,0,52,421,1,0,0,0,54,428,1,0,
        0,0,56,431,1,0,0,0,58,449,1,0,0,0,60,451,1,0,0,0,62,454,1,0,0,0,
        64,457,1,0,0,0,66,465,1,0,0,0,68,467,1,0,0,0,70,480,1,0,0,0,72,508,
        1,0,0,0,74,79,3,2,1,0,75,76,5,3,0,0,76,78,3,26,13,0,77,75,1,0,0,
        0,78,81,1,0,0,0,79,77,1,0,0,0,79,80,1,0,0,0,80,83,1,0,0,0,81,79,
        1,0,0,0,82,84,5,3,0,0,83,82,1,0,0,0,83,84,1,0,0,0,84,85,1,0,0,0,
        85,86,5,0,0,1,86,1,1,0,0,0,87,89,5,3,0,0,88,87,1,0,0,0,88,89,1,0,
        0,0,89,91,1,0,0,0,90,92,3,8,4,0,91,90,1,0,0,0,91,92,1,0,0,0,92,94,
        1,0,0,0,93,95,3,12,6,0,94,93,1,0,0,0,94,95,1,0,0,0,95,96,1,0,0,0,
        96,97,5,2,0,0,97,98,5,45,0,0,98,3,1,0,0,0,99,101,3,2,1,0,100,102,
        5,3,0,0,101,100,1,0,0,0,101,102,1,0,0,0,102,103,1,0,0,0,103,104,
        5,0,0,1,104,5,1,0,0,0,105,107,3,26,13,0,106,108,5,3,0,0,107,106,
        1,0,0,0,107,108,1,0,0,0,108,109,1,0,0,0,109,110,5,0,0,1,110,7,1,
        0,0,0,111,112,5,2,0,0,112,113,5,45,0,0,113,114,5,39,0,0,114,120,
        5,3,0,0,115,116,3,10,5,0,116,117,5,3,0,0,117,119,1,0,0,0,118,115,
        1,0,0,0,119,122,1,0,0,0,120,118,1,0,0,0,120,121,1,0,0,0,121,9,1,
        0,0,0,122,120,1,0,0,0,123,124,5,45,0,0,124,128,5,23,0,0,125,127,
        8,0,0,0,126,125,1,0,0,0,127,130,1,0,0,0,128,126,1,0,0,0,128,129,
        1,0,0,0,129,11,1,0,0,0,130,128,1,0,0,0,131,132,5,2,0,0,132,133,5,
        45,0,0,133,137,5,3,0,0,134,136,3,14,7,0,135,134,1,0,0,0,136,139,
        1,0,0,0,137,135,1,0,0,0,137,138,1,0,0,0,138,13,1,0,0,0,139,137,1,
        0,0,0,140,141,3,16,8,0,141,142,5,23,0,0,142,151,5,3,0,0,143,146,
        3,18,9,0,144,146,3,22,11,0,145,143,1,0,0,0,145,144,1,0,0,0,146,147,
        1,0,0,0,147,148,5,3,0,0,148,150,1,0,0,0,149,145,1,0,0,0,150,153,
        1,0,0,0,151,149,1,0,0,0,151,152,1,0,0,0,152,15,1,0,0,0,153,151,1,
        0,0,0,154,156,5,45,0,0,155,154,1,0,0,0,156,157,1,0,0,0,157,155,1,
        0,0,0,157,158,1,0,0,0,158,17,1,0,0,0,159,160,5,1,0,0,160,169,3,20,
        10,0,161,163,5,25,0,0,162,164,5,25,0,0,163,162,1,0,0,0,163,164,1,
        0,0,0,164,165,1,0,0,0,165,166,5,41,0,0,166,167,5,1,0,0,167,169,3,
        20,10,0,168,159,1,0,0,0,168,161,1,0,0,0,169,19,1,0,0,0,170,171,7,
        1,0,0,171,21,1,0,0,0,172,175,5,45,0,0,173,174,5,31,0,0,174,176,5,
        45,0,0,175,173,1,0,0,0,175,176,1,0,0,0,176,177,1,0,0,0,177,178,5,
        13,0,0,178,183,3,24,12,0,179,180,5,22,0,0,180,182,3,24,12,0,181,
        179,1,0,0,0,182,185,1,0,0,0,183,181,1,0,0,0,183,184,1,0,0,0,184,
        23,1,0,0,0,185,183,1,0,0,0,186,197,5,45,0,0,187,188,5,16,0,0,188,
        193,5,43,0,0,189,190,5,22,0,0,190,192,5,43,0,0,191,189,1,0,0,0,192,
        195,1,0,0,0,193,191,1,0,0,0,193,194,1,0,0,0,194,196,1,0,0,0,195,
        193,1,0,0,0,196,198,5,17,0,0,197,187,1,0,0,0,197,198,1,0,0,0,198,
        25,1,0,0,0,199,200,5,38,0,0,200,202,5,23,0,0,201,199,1,0,0,0,201,
        202,1,0,0,0,202,203,1,0,0,0,203,211,3,28,14,0,204,205,5,31,0,0,205,
        211,3,28,14,0,206,207,3,54,27,0,207,208,5,13,0,0,208,209,3,40,20,
        0,209,211,1,0,0,0,210,201,1,0,0,0,210,204,1,0,0,0,210,206,1,0,0,
        0,211,27,1,0,0,0,212,213,3,32,16,0,213,215,5,14,0,0,214,216,3,34,
        17,0,215,214,1,0,0,0,215,216,1,0,0,0,216,217,1,0,0,0,217,226,3,36,
        18,0,218,220,3,34,17,0,219,218,1,0,0,0,219,220,1,0,0,0,220,221,1,
        0,0,0,221,222,3,30,15,0,222,223,3,36,18,0,223,225,1,0,0,0,224,219,
        1,0,0,0,225,228,1,0,0,0,226,224,1,0,0,0,226,227,1,0,0,0,227,230,
        1,0,0,0,228,226,1,0,0,0,229,231,3,34,17,0,230,229,1,0,0,0,230,231,
        1,0,0,0,231,232,1,0,0,0,232,233,5,15,0,0,233,29,1,0,0,0,234,235,
        7,2,0,0,235,31,1,0,0,0,236,239,3,54,27,0,237,238,5,23,0,0,238,240,
        3,54,27,0,239,237,1,0,0,0,239,240,1,0,0,0,240,33,1,0,0,0,241,242,
        5,3,0,0,242,243,5,30,0,0,243,35,1,0,0,0,244,252,3,38,19,0,245,247,
        5,22,0,0,246,248,3,34,17,0,247,246,1,0,0,0,247,248,1,0,0,0,248,249,
        1,0,0,0,249,251,3,38,19,0,250,245,1,0,0,0,251,254,1,0,0,0,252,250,
        1,0,0,0,252,253,1,0,0,0,253,256,1,0,0,0,254,252,1,0,0,0,255,244,
        1,0,0,0,255,256,1,0,0,0,256,37,1,0,0,0,257,258,3,54,27,0,258,259,
        5,13,0,0,259,260,3,40,20,0,260,268,1,0,0,0,261,262,3,54,27,0,262,
        263,5,23,0,0,263,264,3,56,28,0,264,268,1,0,0,0,265,268,5,12,0,0,
        266,268,3,40,20,0,267,257,1,0,0,0,267,261,1,0,0,0,267,265,1,0,0,
        0,267,266,1,0,0,0,268,39,1,0,0,0,269,322,3,42,21,0,270,271,5,27,
        0,0,271,322,7,3,0,0,272,274,5,16,0,0,273,275,3,34,17,0,274,273,1,
        0,0,0,274,275,1,0,0,0,275,290,1,0,0,0,276,284,3,38,19,0,277,279,
        5,22,0,0,278,280,3,34,17,0,279,278,1,0,0,0,279,280,1,0,0,0,280,281,
        1,0,0,0,281,283,3,38,19,0,282,277,1,0,0,0,283,286,1,0,0,0,284,282,
        1,0,0,0,284,285,1,0,0,0,285,288,1,0,0,0,286,284,1,0,0,0,287,289,
        3,34,17,0,288,287,1,0,0,0,288,289,1,0,0,0,289,291,1,0,0,0,290,276,
        1,0,0,0,290,291,1,0,0,0,291,292,1,0,0,0,292,294,5,17,0,0,293,295,
        3,44,22,0,294,293,1,0,0,0,294,295,1,0,0,0,295,322,1,0,0,0,296,298,
        5,14,0,0,297,299,3,34,17,0,298,297,1,0,0,0,298,299,1,0,0,0,299,314,
        1,0,0,0,300,308,3,40,20,0,301,303,5,22,0,0,302,304,3,34,17,0,303,
        302,1,0,0,0,303,304,1,0,0,0,304,305,1,0,0,0,305,307,3,40,20,0,306,
        301,1,0,0,0,307,310,1,0,0,0,308,306,1,0,0,0,308,309,1,0,0,0,309,
        312,1,0,0,0,310,308,1,0,0,0,311,313,3,34,17,0,312,311,1,0,0,0,312,
        313,1,0,0,0,313,315,1,0,0,0,314,300,1,0,0,0,314,315,1,0,0,0,315,
        316,1,0,0,0,316,322,5,15,0,0,317,322,3,52,26,0,318,322,3,56,28,0,
        319,322,5,42,0,0,320,322,5,38,0,0,321,269,1,0,0,0,321,270,1,0,0,
        0,321,272,1,0,0,0,321,296,1,0,0,0,321,317,1,0,0,0,321,318,1,0,0,
        0,321,319,1,0,0,0,321,320,1,0,0,0,322,41,1,0,0,0,323,391,3,50,25,
        0,324,332,5,24,0,0,325,327,5,28,0,0,326,325,1,0,0,0,327,330,1,0,
        0,0,328,326,1,0,0,0,328,329,1,0,0,0,329,332,1,0,0,0,330,328,1,0,
        0,0,331,324,1,0,0,0,331,328,1,0,0,0,332,333,1,0,0,0,333,391,5,37,
        0,0,334,336,3,48,24,0,335,337,3,60,30,0,336,335,1,0,0,0,336,337,
        1,0,0,0,337,339,1,0,0,0,338,340,3,62,31,0,339,338,1,0,0,0,339,340,
        1,0,0,0,340,341,1,0,0,0,341,343,5,16,0,0,342,344,3,34,17,0,343,342,
        1,0,0,0,343,344,1,0,0,0,344,359,1,0,0,0,345,353,3,46,23,0,346,348,
        5,22,0,0,347,349,3,34,17,0,348,347,1,0,0,0,348,349,1,0,0,0,349,350,
        1,0,0,0,350,352,3,46,23,0,351,346,1,0,0,0,352,355,1,0,0,0,353,351,
        1,0,0,0,353,354,1,0,0,0,354,357,1,0,0,0,355,353,1,0,0,0,356,358,
        3,34,17,0,357,356,1,0,0,0,357,358,1,0,0,0,358,360,1,0,0,0,359,345,
        1,0,0,0,359,360,1,0,0,0,360,361,1,0,0,0,361,364,5,17,0,0,362,363,
        5,23,0,0,363,365,3,56,28,0,364,362,1,0,0,0,364,365,1,0,0,0,365,388,
        1,0,0,0,366,367,5,45,0,0,367,369,5,16,0,0,368,370,3,34,17,0,369,
        368,1,0,0,0,369,370,1,0,0,0,370,385,1,0,0,0,371,379,3,38,19,0,372,
        374,5,22,0,0,373,375,3,34,17,0,374,373,1,0,0,0,374,375,1,0,0,0,375,
        376,1,0,0,0,376,378,3,38,19,0,377,372,1,0,0,0,378,381,1,0,0,0,379,
        377,1,0,0,0,379,380,1,0,0,0,380,383,1,0,0,0,381,379,1,0,0,0,382,
        384,3,34,17,0,383,382,1,0,0,0,383,384,1,0,0,0,384,386,1,0,0,0,385,
        371,1,0,0,0,385,386,1,0,0,0,386,387,1,0,0,0,387,389,5,17,0,0,388,
        366,1,0,0,0,388,389,1,0,0,0,389,391,1,0,0,0,390,323,1,0,0,0,390,
        331,1,0,0,0,390,334,1,0,0,0,391,43,1,0,0,0,392,394,5,10,0,0,393,
        395,7,4,0,0,394,393,1,0,0,0,394,395,1,0,0,0,395,396,1,0,0,0,396,
        397,3,56,28,0,397,45,1,0,0,0,398,399,3,54,27,0,399,400,5,13,0,0,
        400,401,3,40,20,0,401,408,1,0,0,0,402,405,3,40,20,0,403,404,5,11,
        0,0,404,406,3,40,20,0,405,403,1,0,0,0,405,406,1,0,0,0,406,408,1,
        0,0,0,407,398,1,0,0,0,407,402,1,0,0,0,408,47,1,0,0,0,409,414,3,54,
        27,0,410,412,5,23,0,0,411,413,5,45,0,0,412,411,1,0,0,0,412,413,1,
        0,0,0,413,415,1,0,0,0,414,410,1,0,0,0,414,415,1,0,0,0,415,49,1,0,
        0,0,416,419,7,5,0,0,417,418,5,23,0,0,418,420,3,56,28,0,419,417,1,
        0,0,0,419,420,1,0,0,0,420,51,1,0,0,0,421,424,3,54,27,0,422,423,5,
        29,0,0,423,425,3,54,27,0,424,422,1,0,0,0,425,426,1,0,0,0,426,424,
        1,0,0,0,426,427,1,0,0,0,427,53,1,0,0,0,428,429,7,6,0,0,429,55,1,
        0,0,0,430,432,5,34,0,0,431,430,1,0,0,0,431,432,1,0,0,0,432,433,1,
        0,0,0,433,435,3,58,29,0,434,436,3,60,30,0,435,434,1,0,0,0,435,436,
        1,0,0,0,436,438,1,0,0,0,437,439,3,62,31,0,438,437,1,0,0,0,438,439,
        1,0,0,0,439,441,1,0,0,0,440,442,3,64,32,0,441,440,1,0,0,0,441,442,
        1,0,0,0,442,444,1,0,0,0,443,445,3,66,33,0,444,443,1,0,0,0,444,445,
        1,0,0,0,445,447,1,0,0,0,446,448,3,68,34,0,447,446,1,0,0,0,447,448,
        1,0,0,0,448,57,1,0,0,0,449,450,7,7,0,0,450,59,1,0,0,0,451,452,5,
        25,0,0,452,453,5,41,0,0,453,61,1,0,0,0,454,455,5,26,0,0,455,456,
        5,41,0,0,456,63,1,0,0,0,457,458,5,28,0,0,458,459,5,41,0,0,459,65,
        1,0,0,0,460,462,5,24,0,0,461,463,5,24,0,0,462,461,1,0,0,0,462,463,
        1,0,0,0,463,466,1,0,0,0,464,466,5,33,0,0,465,460,1,0,0,0,465,464,
        1,0,0,0,466,67,1,0,0,0,467,476,5,20,0,0,468,473,3,70,35,0,469,470,
        5,22,0,0,470,472,3,70,35,0,471,469,1,0,0,0,472,475,1,0,0,0,473,471,
        1,0,0,0,473,474,1,0,0,0,474,477,1,0,0,0,475,473,1,0,0,0,476,468,
        1,0,0,0,476,477,1,0,0,0,477,478,1,0,0,0,478,479,5,21,0,0,479,69,
        1,0,0,0,480,483,3,72,36,0,481,482,5,11,0,0,482,484,3,72,36,0,483,
        481,1,0,0,0,483,484,1,0,0,0,484,71,1,0,0,0,485,486,3,58,29,0,486,
        487,5,23,0,0,487,488,3,56,28,0,488,509,1,0,0,0,489,509,3,56,28,0,
        490,509,5,41,0,0,491,509,5,43,0,0,492,509,5,35,0,0,493,509,5,36,
        0,0,494,495,5,27,0,0,495,509,5,45,0,0,496,505,5,16,0,0,497,502,3,
        72,36,0,498,499,5,22,0,0,499,501,3,72,36,0,500,498,1,0,0,0,501,504,
        1,0,0,0,502,500,1,0,0,0,502,503,1,0,0,0,503,506,1,0,0,0,504,502,
        1,0,0,0,505,497,1,0,0,0,505,506,1,0,0,0,506,507,1,0,0,0,507,509,
        5,17,0,0,508,485,1,0,0,0,508,489,1,0,0,0,508,490,1,0,0,0,508,491,
        1,0,0,0,508,492,1,0,0,0,508,493,1,0,0,0,508,494,1,0,0,0,508,496,
        1,0,0,0,509,73,1,0,0,0,80,79,83,88,91,94,101,107,120,128,137,145,
        151,157,163,168,175,183,193,197,201,210,215,219,226,230,239,247,
        252,255,267,274,279,284,288,290,294,298,303,308,312,314,321,328,
        331,336,339,343,348,353,357,359,364,369,374,379,383,385,388,390,
        394,405,407,412,414,419,426,431,435,438,441,444,447,462,465,473,
        476,483,502,505,508
    ]

class SubstraitExplainParser ( Parser ):

    grammarFileName = "SubstraitExplainParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'==='", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'=>'", "'+>'", "'|>'", "'::'", 
                     "'->'", "'...'", "'='", "'['", "']'", "'('", "')'", 
                     "'{'", "'}'", "'<'", "'>'", "','", "':'", "'?'", "'#'", 
                     "'@'", "'&'", "'^'", "'.'", "'-'", "'+'", "'!'", "'\\u2049'", 
                     "<INVALID>", "<INVALID>", "'null'" ]

    symbolicNames = [ "<INVALID>", "DECL_ANCHOR", "SECTION", "NL", "COMMENT_LINE", 
                      "WS", "COMMENT", "ARROW", "PLUS_ARROW", "PIPE_ARROW", 
                      "DOUBLE_COLON", "THIN_ARROW", "ELLIPSIS", "ASSIGN", 
                      "LBRACK", "RBRACK", "LPAREN", "RPAREN", "LBRACE", 
                      "RBRACE", "LT", "GT", "COMMA", "COLON", "QMARK", "HASH", 
                      "AT", "AMP", "CARET", "DOT", "DASH", "PLUS", "BANG", 
                      "INTERROBANG", "UDT_PREFIX", "BOOLEAN", "NULL", "FIELD_REF", 
                      "SUBPLAN_REF", "VERSION_NUM", "FLOAT", "INT", "BYTES", 
                      "STRING", "QUOTED_NAME", "IDENT", "UNTERMINATED_STRING", 
                      "UNTERMINATED_NAME", "UNKNOWN_CHAR", "DECL_WS", "DECL_QUOTED", 
                      "DECL_TEXT" ]

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
    RULE_typeAnchor = 30
    RULE_urnAnchor = 31
    RULE_variation = 32
    RULE_nullability = 33
    RULE_typeParams = 34
    RULE_typeParam = 35
    RULE_typeArg = 36

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "oldFields", 
                   "oldKind", "planLine", "relation", "arrow", "relationName", 
                   "continuation", "section", "item", "value", "expression", 
                   "cast", "argument", "functionName", "literal", "qualifiedName", 
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
    PLUS_ARROW=8
    PIPE_ARROW=9
    DOUBLE_COLON=10
    THIN_ARROW=11
    ELLIPSIS=12
    ASSIGN=13
    LBRACK=14
    RBRACK=15
    LPAREN=16
    RPAREN=17
    LBRACE=18
    RBRACE=19
    LT=20
    GT=21
    COMMA=22
    COLON=23
    QMARK=24
    HASH=25
    AT=26
    AMP=27
    CARET=28
    DOT=29
    DASH=30
    PLUS=31
    BANG=32
    INTERROBANG=33
    UDT_PREFIX=34
    BOOLEAN=35
    NULL=36
    FIELD_REF=37
    SUBPLAN_REF=38
    VERSION_NUM=39
    FLOAT=40
    INT=41
    BYTES=42
    STRING=43
    QUOTED_NAME=44
    IDENT=45
    UNTERMINATED_STRING=46
    UNTERMINATED_NAME=47
    UNKNOWN_CHAR=48
    DECL_WS=49
    DECL_QUOTED=50
    DECL_TEXT=51

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
            self.state = 74
            self.head()
            self.state = 79
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 75
                    self.match(SubstraitExplainParser.NL)
                    self.state = 76
                    self.planLine() 
                self.state = 81
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 83
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 82
                self.match(SubstraitExplainParser.NL)


            self.state = 85
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
            self.state = 88
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 87
                self.match(SubstraitExplainParser.NL)


            self.state = 91
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 90
                self.versionSection()


            self.state = 94
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 93
                self.extensionsSection()


            self.state = 96
            self.match(SubstraitExplainParser.SECTION)
            self.state = 97
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
            self.state = 99
            self.head()
            self.state = 101
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 100
                self.match(SubstraitExplainParser.NL)


            self.state = 103
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
            self.state = 105
            self.planLine()
            self.state = 107
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 106
                self.match(SubstraitExplainParser.NL)


            self.state = 109
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
            self.state = 111
            self.match(SubstraitExplainParser.SECTION)
            self.state = 112
            self.match(SubstraitExplainParser.IDENT)
            self.state = 113
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 114
            self.match(SubstraitExplainParser.NL)
            self.state = 120
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==45:
                self.state = 115
                self.versionField()
                self.state = 116
                self.match(SubstraitExplainParser.NL)
                self.state = 122
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
            self.state = 123
            self.match(SubstraitExplainParser.IDENT)
            self.state = 124
            self.match(SubstraitExplainParser.COLON)
            self.state = 128
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 4503599627370486) != 0):
                self.state = 125
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 130
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
            self.state = 131
            self.match(SubstraitExplainParser.SECTION)
            self.state = 132
            self.match(SubstraitExplainParser.IDENT)
            self.state = 133
            self.match(SubstraitExplainParser.NL)
            self.state = 137
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==45:
                self.state = 134
                self.extensionGroup()
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
            self.state = 140
            self.groupName()
            self.state = 141
            self.match(SubstraitExplainParser.COLON)
            self.state = 142
            self.match(SubstraitExplainParser.NL)
            self.state = 151
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 145
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 25]:
                        self.state = 143
                        self.extensionDecl()
                        pass
                    elif token in [45]:
                        self.state = 144
                        self.oldFields()
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 147
                    self.match(SubstraitExplainParser.NL) 
                self.state = 153
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
            self.state = 155 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 154
                self.match(SubstraitExplainParser.IDENT)
                self.state = 157 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==45):
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
            self.state = 168
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 159
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 160
                self.declText()
                pass
            elif token in [25]:
                self.enterOuterAlt(localctx, 2)
                self.state = 161
                self.match(SubstraitExplainParser.HASH)
                self.state = 163
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 162
                    self.match(SubstraitExplainParser.HASH)


                self.state = 165
                self.match(SubstraitExplainParser.INT)
                self.state = 166
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 167
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
            self.state = 170
            _la = self._input.LA(1)
            if not(_la==50 or _la==51):
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
            self.state = 172
            self.match(SubstraitExplainParser.IDENT)
            self.state = 175
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==31:
                self.state = 173
                self.match(SubstraitExplainParser.PLUS)
                self.state = 174
                self.match(SubstraitExplainParser.IDENT)


            self.state = 177
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 178
            self.oldKind()
            self.state = 183
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==22:
                self.state = 179
                self.match(SubstraitExplainParser.COMMA)
                self.state = 180
                self.oldKind()
                self.state = 185
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
            self.state = 186
            self.match(SubstraitExplainParser.IDENT)
            self.state = 197
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==16:
                self.state = 187
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 188
                self.match(SubstraitExplainParser.STRING)
                self.state = 193
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==22:
                    self.state = 189
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 190
                    self.match(SubstraitExplainParser.STRING)
                    self.state = 195
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 196
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
            self.state = 210
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,20,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 201
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==38:
                    self.state = 199
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 200
                    self.match(SubstraitExplainParser.COLON)


                self.state = 203
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 204
                self.match(SubstraitExplainParser.PLUS)
                self.state = 205
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 206
                self.name()
                self.state = 207
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 208
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
            self.state = 212
            self.relationName()
            self.state = 213
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 215
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,21,self._ctx)
            if la_ == 1:
                self.state = 214
                self.continuation()


            self.state = 217
            self.section()
            self.state = 226
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 219
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 218
                        self.continuation()


                    self.state = 221
                    self.arrow()
                    self.state = 222
                    self.section() 
                self.state = 228
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

            self.state = 230
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 229
                self.continuation()


            self.state = 232
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
            self.state = 234
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
            self.state = 236
            self.name()
            self.state = 239
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 237
                self.match(SubstraitExplainParser.COLON)
                self.state = 238
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
            self.state = 241
            self.match(SubstraitExplainParser.NL)
            self.state = 242
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
            self.state = 255
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 69802228011008) != 0):
                self.state = 244
                self.item()
                self.state = 252
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==22:
                    self.state = 245
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 247
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 246
                        self.continuation()


                    self.state = 249
                    self.item()
                    self.state = 254
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
        self.enterRule(localctx, 38, self.RULE_item)
        try:
            self.state = 267
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 257
                self.name()
                self.state = 258
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 259
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 261
                self.name()
                self.state = 262
                self.match(SubstraitExplainParser.COLON)
                self.state = 263
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 265
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 266
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
            self.state = 321
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 269
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 270
                self.match(SubstraitExplainParser.AMP)
                self.state = 271
                _la = self._input.LA(1)
                if not(_la==41 or _la==45):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 272
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 274
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 273
                    self.continuation()


                self.state = 290
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 69802228011008) != 0):
                    self.state = 276
                    self.item()
                    self.state = 284
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==22:
                        self.state = 277
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 279
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 278
                            self.continuation()


                        self.state = 281
                        self.item()
                        self.state = 286
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 288
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 287
                        self.continuation()




                self.state = 292
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 294
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 293
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 296
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 298
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 297
                    self.continuation()


                self.state = 314
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 69802228006912) != 0):
                    self.state = 300
                    self.value()
                    self.state = 308
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==22:
                        self.state = 301
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 303
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 302
                            self.continuation()


                        self.state = 305
                        self.value()
                        self.state = 310
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 312
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 311
                        self.continuation()




                self.state = 316
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 317
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 318
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 319
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 320
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
            self.state = 390
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,58,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 323
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 331
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24]:
                    self.state = 324
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [28, 37]:
                    self.state = 328
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==28:
                        self.state = 325
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 330
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 333
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 334
                self.functionName()
                self.state = 336
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 335
                    self.typeAnchor()


                self.state = 339
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 338
                    self.urnAnchor()


                self.state = 341
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 343
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 342
                    self.continuation()


                self.state = 359
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 69802228006912) != 0):
                    self.state = 345
                    self.argument()
                    self.state = 353
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==22:
                        self.state = 346
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 348
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 347
                            self.continuation()


                        self.state = 350
                        self.argument()
                        self.state = 355
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 357
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 356
                        self.continuation()




                self.state = 361
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 364
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==23:
                    self.state = 362
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 363
                    self.type_()


                self.state = 388
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==45:
                    self.state = 366
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 367
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 369
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 368
                        self.continuation()


                    self.state = 385
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 69802228011008) != 0):
                        self.state = 371
                        self.item()
                        self.state = 379
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==22:
                            self.state = 372
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 374
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 373
                                self.continuation()


                            self.state = 376
                            self.item()
                            self.state = 381
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 383
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 382
                            self.continuation()




                    self.state = 387
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
            self.state = 392
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 394
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24 or _la==32:
                self.state = 393
                _la = self._input.LA(1)
                if not(_la==24 or _la==32):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 396
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
            self.state = 407
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 398
                self.name()
                self.state = 399
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 400
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 402
                self.value()
                self.state = 405
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 403
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 404
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

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_functionName




    def functionName(self):

        localctx = SubstraitExplainParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 409
            self.name()
            self.state = 414
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 410
                self.match(SubstraitExplainParser.COLON)
                self.state = 412
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==45:
                    self.state = 411
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
        self.enterRule(localctx, 50, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 416
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 16595753631744) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 419
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 417
                self.match(SubstraitExplainParser.COLON)
                self.state = 418
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
            self.state = 421
            self.name()
            self.state = 424 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 422
                self.match(SubstraitExplainParser.DOT)
                self.state = 423
                self.name()
                self.state = 426 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==29):
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
            self.state = 428
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 52879637348352) != 0)):
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
            self.state = 431
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==34:
                self.state = 430
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 433
            self.typeName()
            self.state = 435
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25:
                self.state = 434
                self.typeAnchor()


            self.state = 438
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 437
                self.urnAnchor()


            self.state = 441
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==28:
                self.state = 440
                self.variation()


            self.state = 444
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24 or _la==33:
                self.state = 443
                self.nullability()


            self.state = 447
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 446
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
            self.state = 449
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
        self.enterRule(localctx, 60, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 451
            self.match(SubstraitExplainParser.HASH)
            self.state = 452
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
        self.enterRule(localctx, 62, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 454
            self.match(SubstraitExplainParser.AT)
            self.state = 455
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
        self.enterRule(localctx, 64, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 457
            self.match(SubstraitExplainParser.CARET)
            self.state = 458
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
        self.enterRule(localctx, 66, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 465
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24]:
                self.enterOuterAlt(localctx, 1)
                self.state = 460
                self.match(SubstraitExplainParser.QMARK)
                self.state = 462
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 461
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [33]:
                self.enterOuterAlt(localctx, 2)
                self.state = 464
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
        self.enterRule(localctx, 68, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 467
            self.match(SubstraitExplainParser.LT)
            self.state = 476
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 63892067778560) != 0):
                self.state = 468
                self.typeParam()
                self.state = 473
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==22:
                    self.state = 469
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 470
                    self.typeParam()
                    self.state = 475
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 478
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
        self.enterRule(localctx, 70, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 480
            self.typeArg()
            self.state = 483
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 481
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 482
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
        self.enterRule(localctx, 72, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 508
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,79,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 485
                localctx.fieldName = self.typeName()
                self.state = 486
                self.match(SubstraitExplainParser.COLON)
                self.state = 487
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 489
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 490
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 491
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 492
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 493
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 494
                self.match(SubstraitExplainParser.AMP)
                self.state = 495
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 496
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 505
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 63892067778560) != 0):
                    self.state = 497
                    self.typeArg()
                    self.state = 502
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==22:
                        self.state = 498
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 499
                        self.typeArg()
                        self.state = 504
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 507
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





