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
        4,1,53,584,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,39,
        2,40,7,40,2,41,7,41,1,0,1,0,1,0,5,0,88,8,0,10,0,12,0,91,9,0,1,0,
        3,0,94,8,0,1,0,1,0,1,1,3,1,99,8,1,1,1,3,1,102,8,1,1,1,3,1,105,8,
        1,1,1,3,1,108,8,1,1,1,1,1,1,1,1,2,1,2,3,2,115,8,2,1,2,1,2,1,3,1,
        3,3,3,121,8,3,1,3,1,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,5,4,132,8,4,10,
        4,12,4,135,9,4,1,5,1,5,1,5,5,5,140,8,5,10,5,12,5,143,9,5,1,6,1,6,
        1,6,1,6,5,6,149,8,6,10,6,12,6,152,9,6,1,7,1,7,1,7,1,7,1,7,1,7,3,
        7,160,8,7,1,7,1,7,5,7,164,8,7,10,7,12,7,167,9,7,1,8,4,8,170,8,8,
        11,8,12,8,171,1,9,1,9,1,9,1,9,3,9,178,8,9,1,9,1,9,1,9,3,9,183,8,
        9,1,10,1,10,1,11,1,11,1,11,3,11,190,8,11,1,11,1,11,1,11,1,11,5,11,
        196,8,11,10,11,12,11,199,9,11,1,12,1,12,1,12,1,12,1,12,5,12,206,
        8,12,10,12,12,12,209,9,12,1,12,3,12,212,8,12,1,13,1,13,1,13,1,13,
        1,13,5,13,219,8,13,10,13,12,13,222,9,13,1,13,3,13,225,8,13,1,14,
        1,14,1,14,1,14,1,14,1,14,1,14,1,14,3,14,235,8,14,1,15,1,15,1,15,
        1,15,1,15,1,15,5,15,243,8,15,10,15,12,15,246,9,15,1,16,1,16,3,16,
        250,8,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,3,16,259,8,16,1,17,1,
        17,1,17,3,17,264,8,17,1,17,1,17,3,17,268,8,17,1,17,1,17,1,17,5,17,
        273,8,17,10,17,12,17,276,9,17,1,17,3,17,279,8,17,1,17,1,17,1,18,
        1,18,1,19,1,19,1,19,3,19,288,8,19,1,20,1,20,1,20,1,21,1,21,1,21,
        3,21,296,8,21,1,21,5,21,299,8,21,10,21,12,21,302,9,21,3,21,304,8,
        21,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,
        22,3,22,319,8,22,1,23,1,23,1,23,1,23,1,23,3,23,326,8,23,1,23,1,23,
        1,23,3,23,331,8,23,1,23,5,23,334,8,23,10,23,12,23,337,9,23,1,23,
        3,23,340,8,23,3,23,342,8,23,1,23,1,23,3,23,346,8,23,1,23,1,23,3,
        23,350,8,23,1,23,1,23,1,23,3,23,355,8,23,1,23,5,23,358,8,23,10,23,
        12,23,361,9,23,1,23,3,23,364,8,23,3,23,366,8,23,1,23,1,23,1,23,1,
        23,1,23,3,23,373,8,23,1,24,1,24,1,24,5,24,378,8,24,10,24,12,24,381,
        9,24,3,24,383,8,24,1,24,1,24,1,24,3,24,388,8,24,1,24,1,24,3,24,392,
        8,24,1,24,3,24,395,8,24,1,24,1,24,3,24,399,8,24,1,24,1,24,1,24,3,
        24,404,8,24,1,24,5,24,407,8,24,10,24,12,24,410,9,24,1,24,3,24,413,
        8,24,3,24,415,8,24,1,24,1,24,1,24,3,24,420,8,24,1,24,1,24,1,24,3,
        24,425,8,24,1,24,1,24,1,24,3,24,430,8,24,1,24,5,24,433,8,24,10,24,
        12,24,436,9,24,1,24,3,24,439,8,24,3,24,441,8,24,1,24,3,24,444,8,
        24,3,24,446,8,24,1,25,1,25,1,25,1,25,3,25,452,8,25,1,26,1,26,3,26,
        456,8,26,1,26,1,26,1,27,1,27,1,27,1,27,1,27,1,27,1,27,3,27,467,8,
        27,3,27,469,8,27,1,28,1,28,1,28,3,28,474,8,28,1,28,1,28,1,28,5,28,
        479,8,28,10,28,12,28,482,9,28,3,28,484,8,28,3,28,486,8,28,1,29,1,
        29,1,29,3,29,491,8,29,1,30,1,30,1,30,4,30,496,8,30,11,30,12,30,497,
        1,31,1,31,1,32,3,32,503,8,32,1,32,1,32,3,32,507,8,32,1,32,3,32,510,
        8,32,1,32,3,32,513,8,32,1,32,3,32,516,8,32,1,32,3,32,519,8,32,1,
        33,1,33,1,34,1,34,1,35,1,35,1,35,1,36,1,36,1,36,1,37,1,37,1,37,1,
        38,1,38,3,38,536,8,38,1,38,3,38,539,8,38,1,39,1,39,1,39,1,39,5,39,
        545,8,39,10,39,12,39,548,9,39,3,39,550,8,39,1,39,1,39,1,40,1,40,
        1,40,3,40,557,8,40,1,41,1,41,1,41,1,41,1,41,1,41,1,41,1,41,1,41,
        1,41,1,41,1,41,1,41,1,41,1,41,5,41,574,8,41,10,41,12,41,577,9,41,
        3,41,579,8,41,1,41,3,41,582,8,41,1,41,0,0,42,0,2,4,6,8,10,12,14,
        16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,
        60,62,64,66,68,70,72,74,76,78,80,82,0,10,1,0,3,3,1,0,52,53,1,0,42,
        43,1,0,7,9,2,0,42,42,46,46,2,0,25,25,33,33,2,0,36,37,41,44,2,0,36,
        37,45,46,1,0,45,46,2,0,38,38,45,47,649,0,84,1,0,0,0,2,98,1,0,0,0,
        4,112,1,0,0,0,6,118,1,0,0,0,8,124,1,0,0,0,10,136,1,0,0,0,12,144,
        1,0,0,0,14,153,1,0,0,0,16,169,1,0,0,0,18,182,1,0,0,0,20,184,1,0,
        0,0,22,186,1,0,0,0,24,200,1,0,0,0,26,213,1,0,0,0,28,226,1,0,0,0,
        30,236,1,0,0,0,32,258,1,0,0,0,34,260,1,0,0,0,36,282,1,0,0,0,38,284,
        1,0,0,0,40,289,1,0,0,0,42,303,1,0,0,0,44,318,1,0,0,0,46,372,1,0,
        0,0,48,445,1,0,0,0,50,451,1,0,0,0,52,453,1,0,0,0,54,468,1,0,0,0,
        56,470,1,0,0,0,58,487,1,0,0,0,60,492,1,0,0,0,62,499,1,0,0,0,64,502,
        1,0,0,0,66,520,1,0,0,0,68,522,1,0,0,0,70,524,1,0,0,0,72,527,1,0,
        0,0,74,530,1,0,0,0,76,538,1,0,0,0,78,540,1,0,0,0,80,553,1,0,0,0,
        82,581,1,0,0,0,84,89,3,2,1,0,85,86,5,3,0,0,86,88,3,32,16,0,87,85,
        1,0,0,0,88,91,1,0,0,0,89,87,1,0,0,0,89,90,1,0,0,0,90,93,1,0,0,0,
        91,89,1,0,0,0,92,94,5,3,0,0,93,92,1,0,0,0,93,94,1,0,0,0,94,95,1,
        0,0,0,95,96,5,0,0,1,96,1,1,0,0,0,97,99,5,3,0,0,98,97,1,0,0,0,98,
        99,1,0,0,0,99,101,1,0,0,0,100,102,3,8,4,0,101,100,1,0,0,0,101,102,
        1,0,0,0,102,104,1,0,0,0,103,105,3,12,6,0,104,103,1,0,0,0,104,105,
        1,0,0,0,105,107,1,0,0,0,106,108,3,30,15,0,107,106,1,0,0,0,107,108,
        1,0,0,0,108,109,1,0,0,0,109,110,5,2,0,0,110,111,5,46,0,0,111,3,1,
        0,0,0,112,114,3,2,1,0,113,115,5,3,0,0,114,113,1,0,0,0,114,115,1,
        0,0,0,115,116,1,0,0,0,116,117,5,0,0,1,117,5,1,0,0,0,118,120,3,32,
        16,0,119,121,5,3,0,0,120,119,1,0,0,0,120,121,1,0,0,0,121,122,1,0,
        0,0,122,123,5,0,0,1,123,7,1,0,0,0,124,125,5,2,0,0,125,126,5,46,0,
        0,126,127,5,40,0,0,127,133,5,3,0,0,128,129,3,10,5,0,129,130,5,3,
        0,0,130,132,1,0,0,0,131,128,1,0,0,0,132,135,1,0,0,0,133,131,1,0,
        0,0,133,134,1,0,0,0,134,9,1,0,0,0,135,133,1,0,0,0,136,137,5,46,0,
        0,137,141,5,24,0,0,138,140,8,0,0,0,139,138,1,0,0,0,140,143,1,0,0,
        0,141,139,1,0,0,0,141,142,1,0,0,0,142,11,1,0,0,0,143,141,1,0,0,0,
        144,145,5,2,0,0,145,146,5,46,0,0,146,150,5,3,0,0,147,149,3,14,7,
        0,148,147,1,0,0,0,149,152,1,0,0,0,150,148,1,0,0,0,150,151,1,0,0,
        0,151,13,1,0,0,0,152,150,1,0,0,0,153,154,3,16,8,0,154,155,5,24,0,
        0,155,165,5,3,0,0,156,160,3,18,9,0,157,160,3,22,11,0,158,160,3,26,
        13,0,159,156,1,0,0,0,159,157,1,0,0,0,159,158,1,0,0,0,160,161,1,0,
        0,0,161,162,5,3,0,0,162,164,1,0,0,0,163,159,1,0,0,0,164,167,1,0,
        0,0,165,163,1,0,0,0,165,166,1,0,0,0,166,15,1,0,0,0,167,165,1,0,0,
        0,168,170,5,46,0,0,169,168,1,0,0,0,170,171,1,0,0,0,171,169,1,0,0,
        0,171,172,1,0,0,0,172,17,1,0,0,0,173,174,5,1,0,0,174,183,3,20,10,
        0,175,177,5,26,0,0,176,178,5,26,0,0,177,176,1,0,0,0,177,178,1,0,
        0,0,178,179,1,0,0,0,179,180,5,42,0,0,180,181,5,1,0,0,181,183,3,20,
        10,0,182,173,1,0,0,0,182,175,1,0,0,0,183,19,1,0,0,0,184,185,7,1,
        0,0,185,21,1,0,0,0,186,189,5,46,0,0,187,188,5,32,0,0,188,190,5,46,
        0,0,189,187,1,0,0,0,189,190,1,0,0,0,190,191,1,0,0,0,191,192,5,14,
        0,0,192,197,3,24,12,0,193,194,5,23,0,0,194,196,3,24,12,0,195,193,
        1,0,0,0,196,199,1,0,0,0,197,195,1,0,0,0,197,198,1,0,0,0,198,23,1,
        0,0,0,199,197,1,0,0,0,200,211,5,46,0,0,201,202,5,17,0,0,202,207,
        5,44,0,0,203,204,5,23,0,0,204,206,5,44,0,0,205,203,1,0,0,0,206,209,
        1,0,0,0,207,205,1,0,0,0,207,208,1,0,0,0,208,210,1,0,0,0,209,207,
        1,0,0,0,210,212,5,18,0,0,211,201,1,0,0,0,211,212,1,0,0,0,212,25,
        1,0,0,0,213,214,5,44,0,0,214,224,5,24,0,0,215,220,3,28,14,0,216,
        217,5,23,0,0,217,219,3,28,14,0,218,216,1,0,0,0,219,222,1,0,0,0,220,
        218,1,0,0,0,220,221,1,0,0,0,221,225,1,0,0,0,222,220,1,0,0,0,223,
        225,5,43,0,0,224,215,1,0,0,0,224,223,1,0,0,0,225,27,1,0,0,0,226,
        227,5,42,0,0,227,234,5,14,0,0,228,235,5,42,0,0,229,235,5,43,0,0,
        230,231,5,46,0,0,231,232,5,17,0,0,232,233,7,2,0,0,233,235,5,18,0,
        0,234,228,1,0,0,0,234,229,1,0,0,0,234,230,1,0,0,0,235,29,1,0,0,0,
        236,237,5,2,0,0,237,238,5,46,0,0,238,244,5,3,0,0,239,240,3,34,17,
        0,240,241,5,3,0,0,241,243,1,0,0,0,242,239,1,0,0,0,243,246,1,0,0,
        0,244,242,1,0,0,0,244,245,1,0,0,0,245,31,1,0,0,0,246,244,1,0,0,0,
        247,248,5,39,0,0,248,250,5,24,0,0,249,247,1,0,0,0,249,250,1,0,0,
        0,250,251,1,0,0,0,251,259,3,34,17,0,252,253,5,32,0,0,253,259,3,34,
        17,0,254,255,3,62,31,0,255,256,5,14,0,0,256,257,3,46,23,0,257,259,
        1,0,0,0,258,249,1,0,0,0,258,252,1,0,0,0,258,254,1,0,0,0,259,33,1,
        0,0,0,260,261,3,38,19,0,261,263,5,15,0,0,262,264,3,40,20,0,263,262,
        1,0,0,0,263,264,1,0,0,0,264,265,1,0,0,0,265,274,3,42,21,0,266,268,
        3,40,20,0,267,266,1,0,0,0,267,268,1,0,0,0,268,269,1,0,0,0,269,270,
        3,36,18,0,270,271,3,42,21,0,271,273,1,0,0,0,272,267,1,0,0,0,273,
        276,1,0,0,0,274,272,1,0,0,0,274,275,1,0,0,0,275,278,1,0,0,0,276,
        274,1,0,0,0,277,279,3,40,20,0,278,277,1,0,0,0,278,279,1,0,0,0,279,
        280,1,0,0,0,280,281,5,16,0,0,281,35,1,0,0,0,282,283,7,3,0,0,283,
        37,1,0,0,0,284,287,3,62,31,0,285,286,5,24,0,0,286,288,3,62,31,0,
        287,285,1,0,0,0,287,288,1,0,0,0,288,39,1,0,0,0,289,290,5,3,0,0,290,
        291,5,31,0,0,291,41,1,0,0,0,292,300,3,44,22,0,293,295,5,23,0,0,294,
        296,3,40,20,0,295,294,1,0,0,0,295,296,1,0,0,0,296,297,1,0,0,0,297,
        299,3,44,22,0,298,293,1,0,0,0,299,302,1,0,0,0,300,298,1,0,0,0,300,
        301,1,0,0,0,301,304,1,0,0,0,302,300,1,0,0,0,303,292,1,0,0,0,303,
        304,1,0,0,0,304,43,1,0,0,0,305,306,3,62,31,0,306,307,5,14,0,0,307,
        308,3,46,23,0,308,319,1,0,0,0,309,310,3,62,31,0,310,311,5,24,0,0,
        311,312,3,64,32,0,312,319,1,0,0,0,313,319,5,12,0,0,314,315,5,38,
        0,0,315,316,5,13,0,0,316,319,5,38,0,0,317,319,3,46,23,0,318,305,
        1,0,0,0,318,309,1,0,0,0,318,313,1,0,0,0,318,314,1,0,0,0,318,317,
        1,0,0,0,319,45,1,0,0,0,320,373,3,48,24,0,321,322,5,28,0,0,322,373,
        7,4,0,0,323,325,5,17,0,0,324,326,3,40,20,0,325,324,1,0,0,0,325,326,
        1,0,0,0,326,341,1,0,0,0,327,335,3,44,22,0,328,330,5,23,0,0,329,331,
        3,40,20,0,330,329,1,0,0,0,330,331,1,0,0,0,331,332,1,0,0,0,332,334,
        3,44,22,0,333,328,1,0,0,0,334,337,1,0,0,0,335,333,1,0,0,0,335,336,
        1,0,0,0,336,339,1,0,0,0,337,335,1,0,0,0,338,340,3,40,20,0,339,338,
        1,0,0,0,339,340,1,0,0,0,340,342,1,0,0,0,341,327,1,0,0,0,341,342,
        1,0,0,0,342,343,1,0,0,0,343,345,5,18,0,0,344,346,3,52,26,0,345,344,
        1,0,0,0,345,346,1,0,0,0,346,373,1,0,0,0,347,349,5,15,0,0,348,350,
        3,40,20,0,349,348,1,0,0,0,349,350,1,0,0,0,350,365,1,0,0,0,351,359,
        3,50,25,0,352,354,5,23,0,0,353,355,3,40,20,0,354,353,1,0,0,0,354,
        355,1,0,0,0,355,356,1,0,0,0,356,358,3,50,25,0,357,352,1,0,0,0,358,
        361,1,0,0,0,359,357,1,0,0,0,359,360,1,0,0,0,360,363,1,0,0,0,361,
        359,1,0,0,0,362,364,3,40,20,0,363,362,1,0,0,0,363,364,1,0,0,0,364,
        366,1,0,0,0,365,351,1,0,0,0,365,366,1,0,0,0,366,367,1,0,0,0,367,
        373,5,16,0,0,368,373,3,60,30,0,369,373,3,64,32,0,370,373,5,43,0,
        0,371,373,5,39,0,0,372,320,1,0,0,0,372,321,1,0,0,0,372,323,1,0,0,
        0,372,347,1,0,0,0,372,368,1,0,0,0,372,369,1,0,0,0,372,370,1,0,0,
        0,372,371,1,0,0,0,373,47,1,0,0,0,374,446,3,58,29,0,375,383,5,25,
        0,0,376,378,5,29,0,0,377,376,1,0,0,0,378,381,1,0,0,0,379,377,1,0,
        0,0,379,380,1,0,0,0,380,383,1,0,0,0,381,379,1,0,0,0,382,375,1,0,
        0,0,382,379,1,0,0,0,383,384,1,0,0,0,384,387,5,38,0,0,385,386,5,24,
        0,0,386,388,3,62,31,0,387,385,1,0,0,0,387,388,1,0,0,0,388,446,1,
        0,0,0,389,391,3,56,28,0,390,392,3,70,35,0,391,390,1,0,0,0,391,392,
        1,0,0,0,392,394,1,0,0,0,393,395,3,72,36,0,394,393,1,0,0,0,394,395,
        1,0,0,0,395,396,1,0,0,0,396,398,5,17,0,0,397,399,3,40,20,0,398,397,
        1,0,0,0,398,399,1,0,0,0,399,414,1,0,0,0,400,408,3,54,27,0,401,403,
        5,23,0,0,402,404,3,40,20,0,403,402,1,0,0,0,403,404,1,0,0,0,404,405,
        1,0,0,0,405,407,3,54,27,0,406,401,1,0,0,0,407,410,1,0,0,0,408,406,
        1,0,0,0,408,409,1,0,0,0,409,412,1,0,0,0,410,408,1,0,0,0,411,413,
        3,40,20,0,412,411,1,0,0,0,412,413,1,0,0,0,413,415,1,0,0,0,414,400,
        1,0,0,0,414,415,1,0,0,0,415,416,1,0,0,0,416,419,5,18,0,0,417,418,
        5,24,0,0,418,420,3,64,32,0,419,417,1,0,0,0,419,420,1,0,0,0,420,443,
        1,0,0,0,421,422,5,46,0,0,422,424,5,17,0,0,423,425,3,40,20,0,424,
        423,1,0,0,0,424,425,1,0,0,0,425,440,1,0,0,0,426,434,3,44,22,0,427,
        429,5,23,0,0,428,430,3,40,20,0,429,428,1,0,0,0,429,430,1,0,0,0,430,
        431,1,0,0,0,431,433,3,44,22,0,432,427,1,0,0,0,433,436,1,0,0,0,434,
        432,1,0,0,0,434,435,1,0,0,0,435,438,1,0,0,0,436,434,1,0,0,0,437,
        439,3,40,20,0,438,437,1,0,0,0,438,439,1,0,0,0,439,441,1,0,0,0,440,
        426,1,0,0,0,440,441,1,0,0,0,441,442,1,0,0,0,442,444,5,18,0,0,443,
        421,1,0,0,0,443,444,1,0,0,0,444,446,1,0,0,0,445,374,1,0,0,0,445,
        382,1,0,0,0,445,389,1,0,0,0,446,49,1,0,0,0,447,448,5,38,0,0,448,
        449,5,13,0,0,449,452,5,38,0,0,450,452,3,46,23,0,451,447,1,0,0,0,
        451,450,1,0,0,0,452,51,1,0,0,0,453,455,5,10,0,0,454,456,7,5,0,0,
        455,454,1,0,0,0,455,456,1,0,0,0,456,457,1,0,0,0,457,458,3,64,32,
        0,458,53,1,0,0,0,459,460,3,62,31,0,460,461,5,14,0,0,461,462,3,46,
        23,0,462,469,1,0,0,0,463,466,3,46,23,0,464,465,5,11,0,0,465,467,
        3,46,23,0,466,464,1,0,0,0,466,467,1,0,0,0,467,469,1,0,0,0,468,459,
        1,0,0,0,468,463,1,0,0,0,469,55,1,0,0,0,470,485,3,62,31,0,471,483,
        5,24,0,0,472,474,5,35,0,0,473,472,1,0,0,0,473,474,1,0,0,0,474,475,
        1,0,0,0,475,480,5,46,0,0,476,477,5,33,0,0,477,479,5,46,0,0,478,476,
        1,0,0,0,479,482,1,0,0,0,480,478,1,0,0,0,480,481,1,0,0,0,481,484,
        1,0,0,0,482,480,1,0,0,0,483,473,1,0,0,0,483,484,1,0,0,0,484,486,
        1,0,0,0,485,471,1,0,0,0,485,486,1,0,0,0,486,57,1,0,0,0,487,490,7,
        6,0,0,488,489,5,24,0,0,489,491,3,64,32,0,490,488,1,0,0,0,490,491,
        1,0,0,0,491,59,1,0,0,0,492,495,3,62,31,0,493,494,5,30,0,0,494,496,
        3,62,31,0,495,493,1,0,0,0,496,497,1,0,0,0,497,495,1,0,0,0,497,498,
        1,0,0,0,498,61,1,0,0,0,499,500,7,7,0,0,500,63,1,0,0,0,501,503,5,
        35,0,0,502,501,1,0,0,0,502,503,1,0,0,0,503,504,1,0,0,0,504,506,3,
        66,33,0,505,507,3,70,35,0,506,505,1,0,0,0,506,507,1,0,0,0,507,509,
        1,0,0,0,508,510,3,72,36,0,509,508,1,0,0,0,509,510,1,0,0,0,510,512,
        1,0,0,0,511,513,3,74,37,0,512,511,1,0,0,0,512,513,1,0,0,0,513,515,
        1,0,0,0,514,516,3,76,38,0,515,514,1,0,0,0,515,516,1,0,0,0,516,518,
        1,0,0,0,517,519,3,78,39,0,518,517,1,0,0,0,518,519,1,0,0,0,519,65,
        1,0,0,0,520,521,7,8,0,0,521,67,1,0,0,0,522,523,7,9,0,0,523,69,1,
        0,0,0,524,525,5,26,0,0,525,526,5,42,0,0,526,71,1,0,0,0,527,528,5,
        27,0,0,528,529,5,42,0,0,529,73,1,0,0,0,530,531,5,29,0,0,531,532,
        5,42,0,0,532,75,1,0,0,0,533,535,5,25,0,0,534,536,5,25,0,0,535,534,
        1,0,0,0,535,536,1,0,0,0,536,539,1,0,0,0,537,539,5,34,0,0,538,533,
        1,0,0,0,538,537,1,0,0,0,539,77,1,0,0,0,540,549,5,21,0,0,541,546,
        3,80,40,0,542,543,5,23,0,0,543,545,3,80,40,0,544,542,1,0,0,0,545,
        548,1,0,0,0,546,544,1,0,0,0,546,547,1,0,0,0,547,550,1,0,0,0,548,
        546,1,0,0,0,549,541,1,0,0,0,549,550,1,0,0,0,550,551,1,0,0,0,551,
        552,5,22,0,0,552,79,1,0,0,0,553,556,3,82,41,0,554,555,5,11,0,0,555,
        557,3,82,41,0,556,554,1,0,0,0,556,557,1,0,0,0,557,81,1,0,0,0,558,
        559,3,68,34,0,559,560,5,24,0,0,560,561,3,64,32,0,561,582,1,0,0,0,
        562,582,3,64,32,0,563,582,5,42,0,0,564,582,5,44,0,0,565,582,5,36,
        0,0,566,582,5,37,0,0,567,568,5,28,0,0,568,582,5,46,0,0,569,578,5,
        17,0,0,570,575,3,82,41,0,571,572,5,23,0,0,572,574,3,82,41,0,573,
        571,1,0,0,0,574,577,1,0,0,0,575,573,1,0,0,0,575,576,1,0,0,0,576,
        579,1,0,0,0,577,575,1,0,0,0,578,570,1,0,0,0,578,579,1,0,0,0,579,
        580,1,0,0,0,580,582,5,18,0,0,581,558,1,0,0,0,581,562,1,0,0,0,581,
        563,1,0,0,0,581,564,1,0,0,0,581,565,1,0,0,0,581,566,1,0,0,0,581,
        567,1,0,0,0,581,569,1,0,0,0,582,83,1,0,0,0,89,89,93,98,101,104,107,
        114,120,133,141,150,159,165,171,177,182,189,197,207,211,220,224,
        234,244,249,258,263,267,274,278,287,295,300,303,318,325,330,335,
        339,341,345,349,354,359,363,365,372,379,382,387,391,394,398,403,
        408,412,414,419,424,429,434,438,440,443,445,451,455,466,468,473,
        480,483,485,490,497,502,506,509,512,515,518,535,538,546,549,556,
        575,578,581
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
    RULE_unknownFields = 13
    RULE_unknownField = 14
    RULE_tablesSection = 15
    RULE_planLine = 16
    RULE_relation = 17
    RULE_arrow = 18
    RULE_relationName = 19
    RULE_continuation = 20
    RULE_section = 21
    RULE_item = 22
    RULE_value = 23
    RULE_expression = 24
    RULE_listValue = 25
    RULE_cast = 26
    RULE_argument = 27
    RULE_functionName = 28
    RULE_literal = 29
    RULE_qualifiedName = 30
    RULE_name = 31
    RULE_type = 32
    RULE_typeName = 33
    RULE_fieldLabel = 34
    RULE_typeAnchor = 35
    RULE_urnAnchor = 36
    RULE_variation = 37
    RULE_nullability = 38
    RULE_typeParams = 39
    RULE_typeParam = 40
    RULE_typeArg = 41

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "oldFields", 
                   "oldKind", "unknownFields", "unknownField", "tablesSection", 
                   "planLine", "relation", "arrow", "relationName", "continuation", 
                   "section", "item", "value", "expression", "listValue", 
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
            self.state = 84
            self.head()
            self.state = 89
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 85
                    self.match(SubstraitExplainParser.NL)
                    self.state = 86
                    self.planLine() 
                self.state = 91
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 93
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 92
                self.match(SubstraitExplainParser.NL)


            self.state = 95
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
            self.state = 98
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 97
                self.match(SubstraitExplainParser.NL)


            self.state = 101
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 100
                self.versionSection()


            self.state = 104
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 103
                self.extensionsSection()


            self.state = 107
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.state = 106
                self.tablesSection()


            self.state = 109
            self.match(SubstraitExplainParser.SECTION)
            self.state = 110
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
            self.state = 112
            self.head()
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
            self.state = 118
            self.planLine()
            self.state = 120
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 119
                self.match(SubstraitExplainParser.NL)


            self.state = 122
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
            self.state = 124
            self.match(SubstraitExplainParser.SECTION)
            self.state = 125
            self.match(SubstraitExplainParser.IDENT)
            self.state = 126
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 127
            self.match(SubstraitExplainParser.NL)
            self.state = 133
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 128
                self.versionField()
                self.state = 129
                self.match(SubstraitExplainParser.NL)
                self.state = 135
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
            self.state = 136
            self.match(SubstraitExplainParser.IDENT)
            self.state = 137
            self.match(SubstraitExplainParser.COLON)
            self.state = 141
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 18014398509481974) != 0):
                self.state = 138
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 143
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
            self.state = 144
            self.match(SubstraitExplainParser.SECTION)
            self.state = 145
            self.match(SubstraitExplainParser.IDENT)
            self.state = 146
            self.match(SubstraitExplainParser.NL)
            self.state = 150
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 147
                self.extensionGroup()
                self.state = 152
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


        def unknownFields(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.UnknownFieldsContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.UnknownFieldsContext,i)


        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_extensionGroup




    def extensionGroup(self):

        localctx = SubstraitExplainParser.ExtensionGroupContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_extensionGroup)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 153
            self.groupName()
            self.state = 154
            self.match(SubstraitExplainParser.COLON)
            self.state = 155
            self.match(SubstraitExplainParser.NL)
            self.state = 165
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,12,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 159
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 26]:
                        self.state = 156
                        self.extensionDecl()
                        pass
                    elif token in [46]:
                        self.state = 157
                        self.oldFields()
                        pass
                    elif token in [44]:
                        self.state = 158
                        self.unknownFields()
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 161
                    self.match(SubstraitExplainParser.NL) 
                self.state = 167
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
            self.state = 169 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 168
                self.match(SubstraitExplainParser.IDENT)
                self.state = 171 
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
            self.state = 182
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 173
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 174
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 175
                self.match(SubstraitExplainParser.HASH)
                self.state = 177
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 176
                    self.match(SubstraitExplainParser.HASH)


                self.state = 179
                self.match(SubstraitExplainParser.INT)
                self.state = 180
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 181
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
            self.state = 184
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
            self.state = 186
            self.match(SubstraitExplainParser.IDENT)
            self.state = 189
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 187
                self.match(SubstraitExplainParser.PLUS)
                self.state = 188
                self.match(SubstraitExplainParser.IDENT)


            self.state = 191
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 192
            self.oldKind()
            self.state = 197
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==23:
                self.state = 193
                self.match(SubstraitExplainParser.COMMA)
                self.state = 194
                self.oldKind()
                self.state = 199
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
            self.state = 200
            self.match(SubstraitExplainParser.IDENT)
            self.state = 211
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 201
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 202
                self.match(SubstraitExplainParser.STRING)
                self.state = 207
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 203
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 204
                    self.match(SubstraitExplainParser.STRING)
                    self.state = 209
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 210
                self.match(SubstraitExplainParser.RPAREN)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class UnknownFieldsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def STRING(self):
            return self.getToken(SubstraitExplainParser.STRING, 0)

        def COLON(self):
            return self.getToken(SubstraitExplainParser.COLON, 0)

        def unknownField(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExplainParser.UnknownFieldContext)
            else:
                return self.getTypedRuleContext(SubstraitExplainParser.UnknownFieldContext,i)


        def BYTES(self):
            return self.getToken(SubstraitExplainParser.BYTES, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.COMMA)
            else:
                return self.getToken(SubstraitExplainParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_unknownFields




    def unknownFields(self):

        localctx = SubstraitExplainParser.UnknownFieldsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_unknownFields)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 213
            self.match(SubstraitExplainParser.STRING)
            self.state = 214
            self.match(SubstraitExplainParser.COLON)
            self.state = 224
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [42]:
                self.state = 215
                self.unknownField()
                self.state = 220
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 216
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 217
                    self.unknownField()
                    self.state = 222
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                pass
            elif token in [43]:
                self.state = 223
                self.match(SubstraitExplainParser.BYTES)
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


    class UnknownFieldContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExplainParser.INT)
            else:
                return self.getToken(SubstraitExplainParser.INT, i)

        def ASSIGN(self):
            return self.getToken(SubstraitExplainParser.ASSIGN, 0)

        def BYTES(self):
            return self.getToken(SubstraitExplainParser.BYTES, 0)

        def IDENT(self):
            return self.getToken(SubstraitExplainParser.IDENT, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExplainParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExplainParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExplainParser.RULE_unknownField




    def unknownField(self):

        localctx = SubstraitExplainParser.UnknownFieldContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_unknownField)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 226
            self.match(SubstraitExplainParser.INT)
            self.state = 227
            self.match(SubstraitExplainParser.ASSIGN)
            self.state = 234
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [42]:
                self.state = 228
                self.match(SubstraitExplainParser.INT)
                pass
            elif token in [43]:
                self.state = 229
                self.match(SubstraitExplainParser.BYTES)
                pass
            elif token in [46]:
                self.state = 230
                self.match(SubstraitExplainParser.IDENT)
                self.state = 231
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 232
                _la = self._input.LA(1)
                if not(_la==42 or _la==43):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 233
                self.match(SubstraitExplainParser.RPAREN)
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
        self.enterRule(localctx, 30, self.RULE_tablesSection)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 236
            self.match(SubstraitExplainParser.SECTION)
            self.state = 237
            self.match(SubstraitExplainParser.IDENT)
            self.state = 238
            self.match(SubstraitExplainParser.NL)
            self.state = 244
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 105759274696704) != 0):
                self.state = 239
                self.relation()
                self.state = 240
                self.match(SubstraitExplainParser.NL)
                self.state = 246
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
        self.enterRule(localctx, 32, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 258
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,25,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 249
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 247
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 248
                    self.match(SubstraitExplainParser.COLON)


                self.state = 251
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 252
                self.match(SubstraitExplainParser.PLUS)
                self.state = 253
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 254
                self.name()
                self.state = 255
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 256
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
        self.enterRule(localctx, 34, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 260
            self.relationName()
            self.state = 261
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 263
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,26,self._ctx)
            if la_ == 1:
                self.state = 262
                self.continuation()


            self.state = 265
            self.section()
            self.state = 274
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,28,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 267
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 266
                        self.continuation()


                    self.state = 269
                    self.arrow()
                    self.state = 270
                    self.section() 
                self.state = 276
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,28,self._ctx)

            self.state = 278
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 277
                self.continuation()


            self.state = 280
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
        self.enterRule(localctx, 36, self.RULE_arrow)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 282
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
        self.enterRule(localctx, 38, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 284
            self.name()
            self.state = 287
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 285
                self.match(SubstraitExplainParser.COLON)
                self.state = 286
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
        self.enterRule(localctx, 40, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 289
            self.match(SubstraitExplainParser.NL)
            self.state = 290
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
        self.enterRule(localctx, 42, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 303
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 292
                self.item()
                self.state = 300
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 293
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 295
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 294
                        self.continuation()


                    self.state = 297
                    self.item()
                    self.state = 302
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
        self.enterRule(localctx, 44, self.RULE_item)
        try:
            self.state = 318
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,34,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 305
                self.name()
                self.state = 306
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 307
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 309
                self.name()
                self.state = 310
                self.match(SubstraitExplainParser.COLON)
                self.state = 311
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 313
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 314
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 315
                self.match(SubstraitExplainParser.RANGE)
                self.state = 316
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 317
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
        self.enterRule(localctx, 46, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 372
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 320
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 321
                self.match(SubstraitExplainParser.AMP)
                self.state = 322
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 323
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 325
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 324
                    self.continuation()


                self.state = 341
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 327
                    self.item()
                    self.state = 335
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 328
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 330
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 329
                            self.continuation()


                        self.state = 332
                        self.item()
                        self.state = 337
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 339
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 338
                        self.continuation()




                self.state = 343
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 345
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 344
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 347
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 349
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 348
                    self.continuation()


                self.state = 365
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 351
                    self.listValue()
                    self.state = 359
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 352
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 354
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 353
                            self.continuation()


                        self.state = 356
                        self.listValue()
                        self.state = 361
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 363
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 362
                        self.continuation()




                self.state = 367
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 368
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 369
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 370
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 371
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
        self.enterRule(localctx, 48, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 445
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,64,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 374
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 382
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 375
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 379
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 376
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 381
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 384
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 387
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 385
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 386
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 389
                self.functionName()
                self.state = 391
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 390
                    self.typeAnchor()


                self.state = 394
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 393
                    self.urnAnchor()


                self.state = 396
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 398
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 397
                    self.continuation()


                self.state = 414
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 400
                    self.argument()
                    self.state = 408
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 401
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 403
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 402
                            self.continuation()


                        self.state = 405
                        self.argument()
                        self.state = 410
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 412
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 411
                        self.continuation()




                self.state = 416
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 419
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 417
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 418
                    self.type_()


                self.state = 443
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 421
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 422
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 424
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 423
                        self.continuation()


                    self.state = 440
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 426
                        self.item()
                        self.state = 434
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 427
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 429
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 428
                                self.continuation()


                            self.state = 431
                            self.item()
                            self.state = 436
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 438
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 437
                            self.continuation()




                    self.state = 442
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
        self.enterRule(localctx, 50, self.RULE_listValue)
        try:
            self.state = 451
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,65,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.RangeValueContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 447
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 448
                self.match(SubstraitExplainParser.RANGE)
                self.state = 449
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.PlainValueContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 450
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
        self.enterRule(localctx, 52, self.RULE_cast)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 453
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 455
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 454
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 457
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
        self.enterRule(localctx, 54, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 468
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,68,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 459
                self.name()
                self.state = 460
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 461
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 463
                self.value()
                self.state = 466
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 464
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 465
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
        self.enterRule(localctx, 56, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 470
            self.name()
            self.state = 485
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 471
                self.match(SubstraitExplainParser.COLON)
                self.state = 483
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==46:
                    self.state = 473
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==35:
                        self.state = 472
                        self.match(SubstraitExplainParser.UDT_PREFIX)


                    self.state = 475
                    self.match(SubstraitExplainParser.IDENT)
                    self.state = 480
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==33:
                        self.state = 476
                        self.match(SubstraitExplainParser.BANG)
                        self.state = 477
                        self.match(SubstraitExplainParser.IDENT)
                        self.state = 482
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
        self.enterRule(localctx, 58, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 487
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 490
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 488
                self.match(SubstraitExplainParser.COLON)
                self.state = 489
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
        self.enterRule(localctx, 60, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 492
            self.name()
            self.state = 495 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 493
                self.match(SubstraitExplainParser.DOT)
                self.state = 494
                self.name()
                self.state = 497 
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
        self.enterRule(localctx, 62, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 499
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
        self.enterRule(localctx, 64, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 502
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 501
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 504
            self.typeName()
            self.state = 506
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 505
                self.typeAnchor()


            self.state = 509
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 508
                self.urnAnchor()


            self.state = 512
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 511
                self.variation()


            self.state = 515
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 514
                self.nullability()


            self.state = 518
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 517
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
        self.enterRule(localctx, 66, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 520
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
        self.enterRule(localctx, 68, self.RULE_fieldLabel)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 522
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
        self.enterRule(localctx, 70, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 524
            self.match(SubstraitExplainParser.HASH)
            self.state = 525
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
        self.enterRule(localctx, 72, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 527
            self.match(SubstraitExplainParser.AT)
            self.state = 528
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
        self.enterRule(localctx, 74, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 530
            self.match(SubstraitExplainParser.CARET)
            self.state = 531
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
        self.enterRule(localctx, 76, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 538
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 533
                self.match(SubstraitExplainParser.QMARK)
                self.state = 535
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 534
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 537
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
        self.enterRule(localctx, 78, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 540
            self.match(SubstraitExplainParser.LT)
            self.state = 549
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                self.state = 541
                self.typeParam()
                self.state = 546
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 542
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 543
                    self.typeParam()
                    self.state = 548
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 551
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
        self.enterRule(localctx, 80, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 553
            self.typeArg()
            self.state = 556
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 554
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 555
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
        self.enterRule(localctx, 82, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 581
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,88,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 558
                self.fieldLabel()
                self.state = 559
                self.match(SubstraitExplainParser.COLON)
                self.state = 560
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 562
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 563
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 564
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 565
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 566
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 567
                self.match(SubstraitExplainParser.AMP)
                self.state = 568
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 569
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 578
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                    self.state = 570
                    self.typeArg()
                    self.state = 575
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 571
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 572
                        self.typeArg()
                        self.state = 577
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 580
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





