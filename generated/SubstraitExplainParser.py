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
        4,1,52,484,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,1,0,1,0,1,0,5,0,74,8,0,10,0,12,0,77,9,0,1,0,3,0,80,
        8,0,1,0,1,0,1,1,3,1,85,8,1,1,1,3,1,88,8,1,1,1,3,1,91,8,1,1,1,1,1,
        1,1,1,2,1,2,3,2,98,8,2,1,2,1,2,1,3,1,3,3,3,104,8,3,1,3,1,3,1,4,1,
        4,1,4,1,4,1,4,1,4,1,4,5,4,115,8,4,10,4,12,4,118,9,4,1,5,1,5,1,5,
        5,5,123,8,5,10,5,12,5,126,9,5,1,6,1,6,1,6,1,6,5,6,132,8,6,10,6,12,
        6,135,9,6,1,7,1,7,1,7,1,7,1,7,1,7,5,7,143,8,7,10,7,12,7,146,9,7,
        1,8,4,8,149,8,8,11,8,12,8,150,1,9,1,9,1,9,1,9,3,9,157,8,9,1,9,1,
        9,1,9,3,9,162,8,9,1,10,1,10,1,11,1,11,3,11,168,8,11,1,11,1,11,1,
        11,1,11,1,11,1,11,1,11,3,11,177,8,11,1,12,1,12,1,12,3,12,182,8,12,
        1,12,1,12,3,12,186,8,12,1,12,1,12,1,12,5,12,191,8,12,10,12,12,12,
        194,9,12,1,12,3,12,197,8,12,1,12,1,12,1,13,1,13,1,14,1,14,1,14,3,
        14,206,8,14,1,15,1,15,1,15,1,16,1,16,1,16,3,16,214,8,16,1,16,5,16,
        217,8,16,10,16,12,16,220,9,16,3,16,222,8,16,1,17,1,17,1,17,1,17,
        1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,3,17,237,8,17,1,18,
        1,18,1,18,1,18,1,18,3,18,244,8,18,1,18,1,18,1,18,3,18,249,8,18,1,
        18,5,18,252,8,18,10,18,12,18,255,9,18,1,18,3,18,258,8,18,3,18,260,
        8,18,1,18,1,18,3,18,264,8,18,1,18,1,18,3,18,268,8,18,1,18,1,18,1,
        18,3,18,273,8,18,1,18,5,18,276,8,18,10,18,12,18,279,9,18,1,18,3,
        18,282,8,18,3,18,284,8,18,1,18,1,18,1,18,1,18,1,18,3,18,291,8,18,
        1,19,1,19,1,19,5,19,296,8,19,10,19,12,19,299,9,19,3,19,301,8,19,
        1,19,1,19,1,19,3,19,306,8,19,1,19,1,19,3,19,310,8,19,1,19,3,19,313,
        8,19,1,19,1,19,3,19,317,8,19,1,19,1,19,1,19,3,19,322,8,19,1,19,5,
        19,325,8,19,10,19,12,19,328,9,19,1,19,3,19,331,8,19,3,19,333,8,19,
        1,19,1,19,1,19,3,19,338,8,19,1,19,1,19,1,19,3,19,343,8,19,1,19,1,
        19,1,19,3,19,348,8,19,1,19,5,19,351,8,19,10,19,12,19,354,9,19,1,
        19,3,19,357,8,19,3,19,359,8,19,1,19,3,19,362,8,19,3,19,364,8,19,
        1,20,1,20,3,20,368,8,20,1,20,1,20,1,21,1,21,1,21,1,21,1,21,1,21,
        1,21,3,21,379,8,21,3,21,381,8,21,1,22,1,22,1,22,3,22,386,8,22,3,
        22,388,8,22,1,23,1,23,1,23,3,23,393,8,23,1,24,1,24,1,24,4,24,398,
        8,24,11,24,12,24,399,1,25,1,25,1,26,3,26,405,8,26,1,26,1,26,3,26,
        409,8,26,1,26,3,26,412,8,26,1,26,3,26,415,8,26,1,26,3,26,418,8,26,
        1,26,3,26,421,8,26,1,27,1,27,1,28,1,28,1,28,1,29,1,29,1,29,1,30,
        1,30,1,30,1,31,1,31,3,31,436,8,31,1,31,3,31,439,8,31,1,32,1,32,1,
        32,1,32,5,32,445,8,32,10,32,12,32,448,9,32,3,32,450,8,32,1,32,1,
        32,1,33,1,33,1,33,3,33,457,8,33,1,34,1,34,1,34,1,34,1,34,1,34,1,
        34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,5,34,474,8,34,10,34,12,
        34,477,9,34,3,34,479,8,34,1,34,3,34,482,8,34,1,34,0,0,35,0,2,4,6,
        8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,
        52,54,56,58,60,62,64,66,68,0,8,1,0,3,3,1,0,51,52,1,0,7,9,2,0,42,
        42,46,46,2,0,25,25,33,33,2,0,36,37,41,44,2,0,36,37,45,46,1,0,45,
        46,541,0,70,1,0,0,0,2,84,1,0,0,0,4,95,1,0,0,0,6,101,1,0,0,0,8,107,
        1,0,0,0,10,119,1,0,0,0,12,127,1,0,0,0,14,136,1,0,0,0,16,148,1,0,
        0,0,18,161,1,0,0,0,20,163,1,0,0,0,22,176,1,0,0,0,24,178,1,0,0,0,
        26,200,1,0,0,0,28,202,1,0,0,0,30,207,1,0,0,0,32,221,1,0,0,0,34,236,
        1,0,0,0,36,290,1,0,0,0,38,363,1,0,0,0,40,365,1,0,0,0,42,380,1,0,
        0,0,44,382,1,0,0,0,46,389,1,0,0,0,48,394,1,0,0,0,50,401,1,0,0,0,
        52,404,1,0,0,0,54,422,1,0,0,0,56,424,1,0,0,0,58,427,1,0,0,0,60,430,
        1,0,0,0,62,438,1,0,0,0,64,440,1,0,0,0,66,453,1,0,0,0,68,481,1,0,
        0,0,70,75,3,2,1,0,71,72,5,3,0,0,72,74,3,22,11,0,73,71,1,0,0,0,74,
        77,1,0,0,0,75,73,1,0,0,0,75,76,1,0,0,0,76,79,1,0,0,0,77,75,1,0,0,
        0,78,80,5,3,0,0,79,78,1,0,0,0,79,80,1,0,0,0,80,81,1,0,0,0,81,82,
        5,0,0,1,82,1,1,0,0,0,83,85,5,3,0,0,84,83,1,0,0,0,84,85,1,0,0,0,85,
        87,1,0,0,0,86,88,3,8,4,0,87,86,1,0,0,0,87,88,1,0,0,0,88,90,1,0,0,
        0,89,91,3,12,6,0,90,89,1,0,0,0,90,91,1,0,0,0,91,92,1,0,0,0,92,93,
        5,2,0,0,93,94,5,46,0,0,94,3,1,0,0,0,95,97,3,2,1,0,96,98,5,3,0,0,
        97,96,1,0,0,0,97,98,1,0,0,0,98,99,1,0,0,0,99,100,5,0,0,1,100,5,1,
        0,0,0,101,103,3,22,11,0,102,104,5,3,0,0,103,102,1,0,0,0,103,104,
        1,0,0,0,104,105,1,0,0,0,105,106,5,0,0,1,106,7,1,0,0,0,107,108,5,
        2,0,0,108,109,5,46,0,0,109,110,5,40,0,0,110,116,5,3,0,0,111,112,
        3,10,5,0,112,113,5,3,0,0,113,115,1,0,0,0,114,111,1,0,0,0,115,118,
        1,0,0,0,116,114,1,0,0,0,116,117,1,0,0,0,117,9,1,0,0,0,118,116,1,
        0,0,0,119,120,5,46,0,0,120,124,5,24,0,0,121,123,8,0,0,0,122,121,
        1,0,0,0,123,126,1,0,0,0,124,122,1,0,0,0,124,125,1,0,0,0,125,11,1,
        0,0,0,126,124,1,0,0,0,127,128,5,2,0,0,128,129,5,46,0,0,129,133,5,
        3,0,0,130,132,3,14,7,0,131,130,1,0,0,0,132,135,1,0,0,0,133,131,1,
        0,0,0,133,134,1,0,0,0,134,13,1,0,0,0,135,133,1,0,0,0,136,137,3,16,
        8,0,137,138,5,24,0,0,138,144,5,3,0,0,139,140,3,18,9,0,140,141,5,
        3,0,0,141,143,1,0,0,0,142,139,1,0,0,0,143,146,1,0,0,0,144,142,1,
        0,0,0,144,145,1,0,0,0,145,15,1,0,0,0,146,144,1,0,0,0,147,149,5,46,
        0,0,148,147,1,0,0,0,149,150,1,0,0,0,150,148,1,0,0,0,150,151,1,0,
        0,0,151,17,1,0,0,0,152,153,5,1,0,0,153,162,3,20,10,0,154,156,5,26,
        0,0,155,157,5,26,0,0,156,155,1,0,0,0,156,157,1,0,0,0,157,158,1,0,
        0,0,158,159,5,42,0,0,159,160,5,1,0,0,160,162,3,20,10,0,161,152,1,
        0,0,0,161,154,1,0,0,0,162,19,1,0,0,0,163,164,7,1,0,0,164,21,1,0,
        0,0,165,166,5,39,0,0,166,168,5,24,0,0,167,165,1,0,0,0,167,168,1,
        0,0,0,168,169,1,0,0,0,169,177,3,24,12,0,170,171,5,32,0,0,171,177,
        3,24,12,0,172,173,3,50,25,0,173,174,5,14,0,0,174,175,3,36,18,0,175,
        177,1,0,0,0,176,167,1,0,0,0,176,170,1,0,0,0,176,172,1,0,0,0,177,
        23,1,0,0,0,178,179,3,28,14,0,179,181,5,15,0,0,180,182,3,30,15,0,
        181,180,1,0,0,0,181,182,1,0,0,0,182,183,1,0,0,0,183,192,3,32,16,
        0,184,186,3,30,15,0,185,184,1,0,0,0,185,186,1,0,0,0,186,187,1,0,
        0,0,187,188,3,26,13,0,188,189,3,32,16,0,189,191,1,0,0,0,190,185,
        1,0,0,0,191,194,1,0,0,0,192,190,1,0,0,0,192,193,1,0,0,0,193,196,
        1,0,0,0,194,192,1,0,0,0,195,197,3,30,15,0,196,195,1,0,0,0,196,197,
        1,0,0,0,197,198,1,0,0,0,198,199,5,16,0,0,199,25,1,0,0,0,200,201,
        7,2,0,0,201,27,1,0,0,0,202,205,3,50,25,0,203,204,5,24,0,0,204,206,
        3,50,25,0,205,203,1,0,0,0,205,206,1,0,0,0,206,29,1,0,0,0,207,208,
        5,3,0,0,208,209,5,31,0,0,209,31,1,0,0,0,210,218,3,34,17,0,211,213,
        5,23,0,0,212,214,3,30,15,0,213,212,1,0,0,0,213,214,1,0,0,0,214,215,
        1,0,0,0,215,217,3,34,17,0,216,211,1,0,0,0,217,220,1,0,0,0,218,216,
        1,0,0,0,218,219,1,0,0,0,219,222,1,0,0,0,220,218,1,0,0,0,221,210,
        1,0,0,0,221,222,1,0,0,0,222,33,1,0,0,0,223,224,3,50,25,0,224,225,
        5,14,0,0,225,226,3,36,18,0,226,237,1,0,0,0,227,228,3,50,25,0,228,
        229,5,24,0,0,229,230,3,52,26,0,230,237,1,0,0,0,231,237,5,12,0,0,
        232,233,5,38,0,0,233,234,5,13,0,0,234,237,5,38,0,0,235,237,3,36,
        18,0,236,223,1,0,0,0,236,227,1,0,0,0,236,231,1,0,0,0,236,232,1,0,
        0,0,236,235,1,0,0,0,237,35,1,0,0,0,238,291,3,38,19,0,239,240,5,28,
        0,0,240,291,7,3,0,0,241,243,5,17,0,0,242,244,3,30,15,0,243,242,1,
        0,0,0,243,244,1,0,0,0,244,259,1,0,0,0,245,253,3,34,17,0,246,248,
        5,23,0,0,247,249,3,30,15,0,248,247,1,0,0,0,248,249,1,0,0,0,249,250,
        1,0,0,0,250,252,3,34,17,0,251,246,1,0,0,0,252,255,1,0,0,0,253,251,
        1,0,0,0,253,254,1,0,0,0,254,257,1,0,0,0,255,253,1,0,0,0,256,258,
        3,30,15,0,257,256,1,0,0,0,257,258,1,0,0,0,258,260,1,0,0,0,259,245,
        1,0,0,0,259,260,1,0,0,0,260,261,1,0,0,0,261,263,5,18,0,0,262,264,
        3,40,20,0,263,262,1,0,0,0,263,264,1,0,0,0,264,291,1,0,0,0,265,267,
        5,15,0,0,266,268,3,30,15,0,267,266,1,0,0,0,267,268,1,0,0,0,268,283,
        1,0,0,0,269,277,3,36,18,0,270,272,5,23,0,0,271,273,3,30,15,0,272,
        271,1,0,0,0,272,273,1,0,0,0,273,274,1,0,0,0,274,276,3,36,18,0,275,
        270,1,0,0,0,276,279,1,0,0,0,277,275,1,0,0,0,277,278,1,0,0,0,278,
        281,1,0,0,0,279,277,1,0,0,0,280,282,3,30,15,0,281,280,1,0,0,0,281,
        282,1,0,0,0,282,284,1,0,0,0,283,269,1,0,0,0,283,284,1,0,0,0,284,
        285,1,0,0,0,285,291,5,16,0,0,286,291,3,48,24,0,287,291,3,52,26,0,
        288,291,5,43,0,0,289,291,5,39,0,0,290,238,1,0,0,0,290,239,1,0,0,
        0,290,241,1,0,0,0,290,265,1,0,0,0,290,286,1,0,0,0,290,287,1,0,0,
        0,290,288,1,0,0,0,290,289,1,0,0,0,291,37,1,0,0,0,292,364,3,46,23,
        0,293,301,5,25,0,0,294,296,5,29,0,0,295,294,1,0,0,0,296,299,1,0,
        0,0,297,295,1,0,0,0,297,298,1,0,0,0,298,301,1,0,0,0,299,297,1,0,
        0,0,300,293,1,0,0,0,300,297,1,0,0,0,301,302,1,0,0,0,302,305,5,38,
        0,0,303,304,5,24,0,0,304,306,3,50,25,0,305,303,1,0,0,0,305,306,1,
        0,0,0,306,364,1,0,0,0,307,309,3,44,22,0,308,310,3,56,28,0,309,308,
        1,0,0,0,309,310,1,0,0,0,310,312,1,0,0,0,311,313,3,58,29,0,312,311,
        1,0,0,0,312,313,1,0,0,0,313,314,1,0,0,0,314,316,5,17,0,0,315,317,
        3,30,15,0,316,315,1,0,0,0,316,317,1,0,0,0,317,332,1,0,0,0,318,326,
        3,42,21,0,319,321,5,23,0,0,320,322,3,30,15,0,321,320,1,0,0,0,321,
        322,1,0,0,0,322,323,1,0,0,0,323,325,3,42,21,0,324,319,1,0,0,0,325,
        328,1,0,0,0,326,324,1,0,0,0,326,327,1,0,0,0,327,330,1,0,0,0,328,
        326,1,0,0,0,329,331,3,30,15,0,330,329,1,0,0,0,330,331,1,0,0,0,331,
        333,1,0,0,0,332,318,1,0,0,0,332,333,1,0,0,0,333,334,1,0,0,0,334,
        337,5,18,0,0,335,336,5,24,0,0,336,338,3,52,26,0,337,335,1,0,0,0,
        337,338,1,0,0,0,338,361,1,0,0,0,339,340,5,46,0,0,340,342,5,17,0,
        0,341,343,3,30,15,0,342,341,1,0,0,0,342,343,1,0,0,0,343,358,1,0,
        0,0,344,352,3,34,17,0,345,347,5,23,0,0,346,348,3,30,15,0,347,346,
        1,0,0,0,347,348,1,0,0,0,348,349,1,0,0,0,349,351,3,34,17,0,350,345,
        1,0,0,0,351,354,1,0,0,0,352,350,1,0,0,0,352,353,1,0,0,0,353,356,
        1,0,0,0,354,352,1,0,0,0,355,357,3,30,15,0,356,355,1,0,0,0,356,357,
        1,0,0,0,357,359,1,0,0,0,358,344,1,0,0,0,358,359,1,0,0,0,359,360,
        1,0,0,0,360,362,5,18,0,0,361,339,1,0,0,0,361,362,1,0,0,0,362,364,
        1,0,0,0,363,292,1,0,0,0,363,300,1,0,0,0,363,307,1,0,0,0,364,39,1,
        0,0,0,365,367,5,10,0,0,366,368,7,4,0,0,367,366,1,0,0,0,367,368,1,
        0,0,0,368,369,1,0,0,0,369,370,3,52,26,0,370,41,1,0,0,0,371,372,3,
        50,25,0,372,373,5,14,0,0,373,374,3,36,18,0,374,381,1,0,0,0,375,378,
        3,36,18,0,376,377,5,11,0,0,377,379,3,36,18,0,378,376,1,0,0,0,378,
        379,1,0,0,0,379,381,1,0,0,0,380,371,1,0,0,0,380,375,1,0,0,0,381,
        43,1,0,0,0,382,387,3,50,25,0,383,385,5,24,0,0,384,386,5,46,0,0,385,
        384,1,0,0,0,385,386,1,0,0,0,386,388,1,0,0,0,387,383,1,0,0,0,387,
        388,1,0,0,0,388,45,1,0,0,0,389,392,7,5,0,0,390,391,5,24,0,0,391,
        393,3,52,26,0,392,390,1,0,0,0,392,393,1,0,0,0,393,47,1,0,0,0,394,
        397,3,50,25,0,395,396,5,30,0,0,396,398,3,50,25,0,397,395,1,0,0,0,
        398,399,1,0,0,0,399,397,1,0,0,0,399,400,1,0,0,0,400,49,1,0,0,0,401,
        402,7,6,0,0,402,51,1,0,0,0,403,405,5,35,0,0,404,403,1,0,0,0,404,
        405,1,0,0,0,405,406,1,0,0,0,406,408,3,54,27,0,407,409,3,56,28,0,
        408,407,1,0,0,0,408,409,1,0,0,0,409,411,1,0,0,0,410,412,3,58,29,
        0,411,410,1,0,0,0,411,412,1,0,0,0,412,414,1,0,0,0,413,415,3,60,30,
        0,414,413,1,0,0,0,414,415,1,0,0,0,415,417,1,0,0,0,416,418,3,62,31,
        0,417,416,1,0,0,0,417,418,1,0,0,0,418,420,1,0,0,0,419,421,3,64,32,
        0,420,419,1,0,0,0,420,421,1,0,0,0,421,53,1,0,0,0,422,423,7,7,0,0,
        423,55,1,0,0,0,424,425,5,26,0,0,425,426,5,42,0,0,426,57,1,0,0,0,
        427,428,5,27,0,0,428,429,5,42,0,0,429,59,1,0,0,0,430,431,5,29,0,
        0,431,432,5,42,0,0,432,61,1,0,0,0,433,435,5,25,0,0,434,436,5,25,
        0,0,435,434,1,0,0,0,435,436,1,0,0,0,436,439,1,0,0,0,437,439,5,34,
        0,0,438,433,1,0,0,0,438,437,1,0,0,0,439,63,1,0,0,0,440,449,5,21,
        0,0,441,446,3,66,33,0,442,443,5,23,0,0,443,445,3,66,33,0,444,442,
        1,0,0,0,445,448,1,0,0,0,446,444,1,0,0,0,446,447,1,0,0,0,447,450,
        1,0,0,0,448,446,1,0,0,0,449,441,1,0,0,0,449,450,1,0,0,0,450,451,
        1,0,0,0,451,452,5,22,0,0,452,65,1,0,0,0,453,456,3,68,34,0,454,455,
        5,11,0,0,455,457,3,68,34,0,456,454,1,0,0,0,456,457,1,0,0,0,457,67,
        1,0,0,0,458,459,3,54,27,0,459,460,5,24,0,0,460,461,3,52,26,0,461,
        482,1,0,0,0,462,482,3,52,26,0,463,482,5,42,0,0,464,482,5,44,0,0,
        465,482,5,36,0,0,466,482,5,37,0,0,467,468,5,28,0,0,468,482,5,46,
        0,0,469,478,5,17,0,0,470,475,3,68,34,0,471,472,5,23,0,0,472,474,
        3,68,34,0,473,471,1,0,0,0,474,477,1,0,0,0,475,473,1,0,0,0,475,476,
        1,0,0,0,476,479,1,0,0,0,477,475,1,0,0,0,478,470,1,0,0,0,478,479,
        1,0,0,0,479,480,1,0,0,0,480,482,5,18,0,0,481,458,1,0,0,0,481,462,
        1,0,0,0,481,463,1,0,0,0,481,464,1,0,0,0,481,465,1,0,0,0,481,466,
        1,0,0,0,481,467,1,0,0,0,481,469,1,0,0,0,482,69,1,0,0,0,76,75,79,
        84,87,90,97,103,116,124,133,144,150,156,161,167,176,181,185,192,
        196,205,213,218,221,236,243,248,253,257,259,263,267,272,277,281,
        283,290,297,300,305,309,312,316,321,326,330,332,337,342,347,352,
        356,358,361,363,367,378,380,385,387,392,399,404,408,411,414,417,
        420,435,438,446,449,456,475,478,481
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
                      "IDENT", "UNTERMINATED_STRING", "UNTERMINATED_NAME", 
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
    RULE_planLine = 11
    RULE_relation = 12
    RULE_arrow = 13
    RULE_relationName = 14
    RULE_continuation = 15
    RULE_section = 16
    RULE_item = 17
    RULE_value = 18
    RULE_expression = 19
    RULE_cast = 20
    RULE_argument = 21
    RULE_functionName = 22
    RULE_literal = 23
    RULE_qualifiedName = 24
    RULE_name = 25
    RULE_type = 26
    RULE_typeName = 27
    RULE_typeAnchor = 28
    RULE_urnAnchor = 29
    RULE_variation = 30
    RULE_nullability = 31
    RULE_typeParams = 32
    RULE_typeParam = 33
    RULE_typeArg = 34

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "planLine", 
                   "relation", "arrow", "relationName", "continuation", 
                   "section", "item", "value", "expression", "cast", "argument", 
                   "functionName", "literal", "qualifiedName", "name", "type", 
                   "typeName", "typeAnchor", "urnAnchor", "variation", "nullability", 
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
    UNTERMINATED_STRING=47
    UNTERMINATED_NAME=48
    UNKNOWN_CHAR=49
    DECL_WS=50
    DECL_QUOTED=51
    DECL_TEXT=52

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
            self.state = 70
            self.head()
            self.state = 75
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 71
                    self.match(SubstraitExplainParser.NL)
                    self.state = 72
                    self.planLine() 
                self.state = 77
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 79
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 78
                self.match(SubstraitExplainParser.NL)


            self.state = 81
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
            self.state = 84
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 83
                self.match(SubstraitExplainParser.NL)


            self.state = 87
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 86
                self.versionSection()


            self.state = 90
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 89
                self.extensionsSection()


            self.state = 92
            self.match(SubstraitExplainParser.SECTION)
            self.state = 93
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
            self.state = 95
            self.head()
            self.state = 97
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 96
                self.match(SubstraitExplainParser.NL)


            self.state = 99
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
            self.state = 101
            self.planLine()
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
            self.state = 107
            self.match(SubstraitExplainParser.SECTION)
            self.state = 108
            self.match(SubstraitExplainParser.IDENT)
            self.state = 109
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 110
            self.match(SubstraitExplainParser.NL)
            self.state = 116
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 111
                self.versionField()
                self.state = 112
                self.match(SubstraitExplainParser.NL)
                self.state = 118
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
            self.state = 119
            self.match(SubstraitExplainParser.IDENT)
            self.state = 120
            self.match(SubstraitExplainParser.COLON)
            self.state = 124
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 9007199254740982) != 0):
                self.state = 121
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 126
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
            self.state = 127
            self.match(SubstraitExplainParser.SECTION)
            self.state = 128
            self.match(SubstraitExplainParser.IDENT)
            self.state = 129
            self.match(SubstraitExplainParser.NL)
            self.state = 133
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 130
                self.extensionGroup()
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
        self.enterRule(localctx, 14, self.RULE_extensionGroup)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 136
            self.groupName()
            self.state = 137
            self.match(SubstraitExplainParser.COLON)
            self.state = 138
            self.match(SubstraitExplainParser.NL)
            self.state = 144
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1 or _la==26:
                self.state = 139
                self.extensionDecl()
                self.state = 140
                self.match(SubstraitExplainParser.NL)
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
            self.state = 148 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 147
                self.match(SubstraitExplainParser.IDENT)
                self.state = 150 
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
            self.state = 161
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 152
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 153
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 154
                self.match(SubstraitExplainParser.HASH)
                self.state = 156
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 155
                    self.match(SubstraitExplainParser.HASH)


                self.state = 158
                self.match(SubstraitExplainParser.INT)
                self.state = 159
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 160
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
            self.state = 163
            _la = self._input.LA(1)
            if not(_la==51 or _la==52):
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
        self.enterRule(localctx, 22, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 176
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 167
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 165
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 166
                    self.match(SubstraitExplainParser.COLON)


                self.state = 169
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 170
                self.match(SubstraitExplainParser.PLUS)
                self.state = 171
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 172
                self.name()
                self.state = 173
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 174
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
        self.enterRule(localctx, 24, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 178
            self.relationName()
            self.state = 179
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 181
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
            if la_ == 1:
                self.state = 180
                self.continuation()


            self.state = 183
            self.section()
            self.state = 192
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 185
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 184
                        self.continuation()


                    self.state = 187
                    self.arrow()
                    self.state = 188
                    self.section() 
                self.state = 194
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

            self.state = 196
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 195
                self.continuation()


            self.state = 198
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
        self.enterRule(localctx, 26, self.RULE_arrow)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 200
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
        self.enterRule(localctx, 28, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 202
            self.name()
            self.state = 205
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 203
                self.match(SubstraitExplainParser.COLON)
                self.state = 204
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
        self.enterRule(localctx, 30, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 207
            self.match(SubstraitExplainParser.NL)
            self.state = 208
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
        self.enterRule(localctx, 32, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 221
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 210
                self.item()
                self.state = 218
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 211
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 213
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 212
                        self.continuation()


                    self.state = 215
                    self.item()
                    self.state = 220
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
        self.enterRule(localctx, 34, self.RULE_item)
        try:
            self.state = 236
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 223
                self.name()
                self.state = 224
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 225
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 227
                self.name()
                self.state = 228
                self.match(SubstraitExplainParser.COLON)
                self.state = 229
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 231
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 232
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 233
                self.match(SubstraitExplainParser.RANGE)
                self.state = 234
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 235
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
        self.enterRule(localctx, 36, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 290
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 238
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 239
                self.match(SubstraitExplainParser.AMP)
                self.state = 240
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 241
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 243
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 242
                    self.continuation()


                self.state = 259
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 245
                    self.item()
                    self.state = 253
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 246
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 248
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 247
                            self.continuation()


                        self.state = 250
                        self.item()
                        self.state = 255
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 257
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 256
                        self.continuation()




                self.state = 261
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 263
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 262
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 265
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 267
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 266
                    self.continuation()


                self.state = 283
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 269
                    self.value()
                    self.state = 277
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 270
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 272
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 271
                            self.continuation()


                        self.state = 274
                        self.value()
                        self.state = 279
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 281
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 280
                        self.continuation()




                self.state = 285
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 286
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 287
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 288
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 289
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
        self.enterRule(localctx, 38, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 363
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,54,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 292
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 300
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 293
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 297
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 294
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 299
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 302
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 305
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 303
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 304
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 307
                self.functionName()
                self.state = 309
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 308
                    self.typeAnchor()


                self.state = 312
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 311
                    self.urnAnchor()


                self.state = 314
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 316
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 315
                    self.continuation()


                self.state = 332
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 318
                    self.argument()
                    self.state = 326
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 319
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 321
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 320
                            self.continuation()


                        self.state = 323
                        self.argument()
                        self.state = 328
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 330
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 329
                        self.continuation()




                self.state = 334
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 337
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 335
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 336
                    self.type_()


                self.state = 361
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 339
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 340
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 342
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 341
                        self.continuation()


                    self.state = 358
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 344
                        self.item()
                        self.state = 352
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 345
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 347
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 346
                                self.continuation()


                            self.state = 349
                            self.item()
                            self.state = 354
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 356
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 355
                            self.continuation()




                    self.state = 360
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
        self.enterRule(localctx, 40, self.RULE_cast)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 365
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 367
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 366
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 369
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
        self.enterRule(localctx, 42, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 380
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 371
                self.name()
                self.state = 372
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 373
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 375
                self.value()
                self.state = 378
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 376
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 377
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
        self.enterRule(localctx, 44, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 382
            self.name()
            self.state = 387
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 383
                self.match(SubstraitExplainParser.COLON)
                self.state = 385
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 384
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
        self.enterRule(localctx, 46, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 389
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 392
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 390
                self.match(SubstraitExplainParser.COLON)
                self.state = 391
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
        self.enterRule(localctx, 48, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 394
            self.name()
            self.state = 397 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 395
                self.match(SubstraitExplainParser.DOT)
                self.state = 396
                self.name()
                self.state = 399 
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
        self.enterRule(localctx, 50, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 401
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
        self.enterRule(localctx, 52, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 404
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 403
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 406
            self.typeName()
            self.state = 408
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 407
                self.typeAnchor()


            self.state = 411
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 410
                self.urnAnchor()


            self.state = 414
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 413
                self.variation()


            self.state = 417
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 416
                self.nullability()


            self.state = 420
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 419
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
        self.enterRule(localctx, 54, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 422
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
        self.enterRule(localctx, 56, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 424
            self.match(SubstraitExplainParser.HASH)
            self.state = 425
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
        self.enterRule(localctx, 58, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 427
            self.match(SubstraitExplainParser.AT)
            self.state = 428
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
        self.enterRule(localctx, 60, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 430
            self.match(SubstraitExplainParser.CARET)
            self.state = 431
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
        self.enterRule(localctx, 62, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 438
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 433
                self.match(SubstraitExplainParser.QMARK)
                self.state = 435
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 434
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 437
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
        self.enterRule(localctx, 64, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 440
            self.match(SubstraitExplainParser.LT)
            self.state = 449
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 127784135557120) != 0):
                self.state = 441
                self.typeParam()
                self.state = 446
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 442
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 443
                    self.typeParam()
                    self.state = 448
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 451
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
        self.enterRule(localctx, 66, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 453
            self.typeArg()
            self.state = 456
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 454
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 455
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
        self.enterRule(localctx, 68, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 481
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,75,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 458
                localctx.fieldName = self.typeName()
                self.state = 459
                self.match(SubstraitExplainParser.COLON)
                self.state = 460
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 462
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 463
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 464
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 465
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 466
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 467
                self.match(SubstraitExplainParser.AMP)
                self.state = 468
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 469
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 478
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 127784135557120) != 0):
                    self.state = 470
                    self.typeArg()
                    self.state = 475
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 471
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 472
                        self.typeArg()
                        self.state = 477
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 480
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





