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
        4,1,53,488,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,1,0,1,0,1,0,5,0,76,8,0,10,0,12,0,79,9,0,
        1,0,3,0,82,8,0,1,0,1,0,1,1,3,1,87,8,1,1,1,3,1,90,8,1,1,1,3,1,93,
        8,1,1,1,1,1,1,1,1,2,1,2,3,2,100,8,2,1,2,1,2,1,3,1,3,3,3,106,8,3,
        1,3,1,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,5,4,117,8,4,10,4,12,4,120,9,
        4,1,5,1,5,1,5,5,5,125,8,5,10,5,12,5,128,9,5,1,6,1,6,1,6,1,6,5,6,
        134,8,6,10,6,12,6,137,9,6,1,7,1,7,1,7,1,7,1,7,1,7,5,7,145,8,7,10,
        7,12,7,148,9,7,1,8,4,8,151,8,8,11,8,12,8,152,1,9,1,9,1,9,1,9,3,9,
        159,8,9,1,9,1,9,1,9,3,9,164,8,9,1,10,1,10,1,11,1,11,3,11,170,8,11,
        1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,11,179,8,11,1,12,1,12,1,12,
        3,12,184,8,12,1,12,1,12,3,12,188,8,12,1,12,1,12,1,12,5,12,193,8,
        12,10,12,12,12,196,9,12,1,12,3,12,199,8,12,1,12,1,12,1,13,1,13,1,
        14,1,14,1,14,3,14,208,8,14,1,15,1,15,1,15,1,16,1,16,1,16,3,16,216,
        8,16,1,16,5,16,219,8,16,10,16,12,16,222,9,16,3,16,224,8,16,1,17,
        1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,3,17,
        239,8,17,1,18,1,18,1,18,1,18,1,18,3,18,246,8,18,1,18,1,18,1,18,3,
        18,251,8,18,1,18,5,18,254,8,18,10,18,12,18,257,9,18,1,18,3,18,260,
        8,18,3,18,262,8,18,1,18,1,18,3,18,266,8,18,1,18,1,18,3,18,270,8,
        18,1,18,1,18,1,18,3,18,275,8,18,1,18,5,18,278,8,18,10,18,12,18,281,
        9,18,1,18,3,18,284,8,18,3,18,286,8,18,1,18,1,18,1,18,1,18,1,18,3,
        18,293,8,18,1,19,1,19,1,19,5,19,298,8,19,10,19,12,19,301,9,19,3,
        19,303,8,19,1,19,1,19,1,19,3,19,308,8,19,1,19,1,19,3,19,312,8,19,
        1,19,3,19,315,8,19,1,19,1,19,3,19,319,8,19,1,19,1,19,1,19,3,19,324,
        8,19,1,19,5,19,327,8,19,10,19,12,19,330,9,19,1,19,3,19,333,8,19,
        3,19,335,8,19,1,19,1,19,1,19,3,19,340,8,19,1,19,1,19,1,19,3,19,345,
        8,19,1,19,1,19,1,19,3,19,350,8,19,1,19,5,19,353,8,19,10,19,12,19,
        356,9,19,1,19,3,19,359,8,19,3,19,361,8,19,1,19,3,19,364,8,19,3,19,
        366,8,19,1,20,1,20,3,20,370,8,20,1,20,1,20,1,21,1,21,1,21,1,21,1,
        21,1,21,1,21,3,21,381,8,21,3,21,383,8,21,1,22,1,22,1,22,3,22,388,
        8,22,3,22,390,8,22,1,23,1,23,1,23,3,23,395,8,23,1,24,1,24,1,24,4,
        24,400,8,24,11,24,12,24,401,1,25,1,25,1,26,3,26,407,8,26,1,26,1,
        26,3,26,411,8,26,1,26,3,26,414,8,26,1,26,3,26,417,8,26,1,26,3,26,
        420,8,26,1,26,3,26,423,8,26,1,27,1,27,1,28,1,28,1,29,1,29,1,29,1,
        30,1,30,1,30,1,31,1,31,1,31,1,32,1,32,3,32,440,8,32,1,32,3,32,443,
        8,32,1,33,1,33,1,33,1,33,5,33,449,8,33,10,33,12,33,452,9,33,3,33,
        454,8,33,1,33,1,33,1,34,1,34,1,34,3,34,461,8,34,1,35,1,35,1,35,1,
        35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,5,35,478,
        8,35,10,35,12,35,481,9,35,3,35,483,8,35,1,35,3,35,486,8,35,1,35,
        0,0,36,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,
        42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,0,9,1,0,3,3,1,0,52,
        53,1,0,7,9,2,0,42,42,46,46,2,0,25,25,33,33,2,0,36,37,41,44,2,0,36,
        37,45,46,1,0,45,46,2,0,38,38,45,47,544,0,72,1,0,0,0,2,86,1,0,0,0,
        4,97,1,0,0,0,6,103,1,0,0,0,8,109,1,0,0,0,10,121,1,0,0,0,12,129,1,
        0,0,0,14,138,1,0,0,0,16,150,1,0,0,0,18,163,1,0,0,0,20,165,1,0,0,
        0,22,178,1,0,0,0,24,180,1,0,0,0,26,202,1,0,0,0,28,204,1,0,0,0,30,
        209,1,0,0,0,32,223,1,0,0,0,34,238,1,0,0,0,36,292,1,0,0,0,38,365,
        1,0,0,0,40,367,1,0,0,0,42,382,1,0,0,0,44,384,1,0,0,0,46,391,1,0,
        0,0,48,396,1,0,0,0,50,403,1,0,0,0,52,406,1,0,0,0,54,424,1,0,0,0,
        56,426,1,0,0,0,58,428,1,0,0,0,60,431,1,0,0,0,62,434,1,0,0,0,64,442,
        1,0,0,0,66,444,1,0,0,0,68,457,1,0,0,0,70,485,1,0,0,0,72,77,3,2,1,
        0,73,74,5,3,0,0,74,76,3,22,11,0,75,73,1,0,0,0,76,79,1,0,0,0,77,75,
        1,0,0,0,77,78,1,0,0,0,78,81,1,0,0,0,79,77,1,0,0,0,80,82,5,3,0,0,
        81,80,1,0,0,0,81,82,1,0,0,0,82,83,1,0,0,0,83,84,5,0,0,1,84,1,1,0,
        0,0,85,87,5,3,0,0,86,85,1,0,0,0,86,87,1,0,0,0,87,89,1,0,0,0,88,90,
        3,8,4,0,89,88,1,0,0,0,89,90,1,0,0,0,90,92,1,0,0,0,91,93,3,12,6,0,
        92,91,1,0,0,0,92,93,1,0,0,0,93,94,1,0,0,0,94,95,5,2,0,0,95,96,5,
        46,0,0,96,3,1,0,0,0,97,99,3,2,1,0,98,100,5,3,0,0,99,98,1,0,0,0,99,
        100,1,0,0,0,100,101,1,0,0,0,101,102,5,0,0,1,102,5,1,0,0,0,103,105,
        3,22,11,0,104,106,5,3,0,0,105,104,1,0,0,0,105,106,1,0,0,0,106,107,
        1,0,0,0,107,108,5,0,0,1,108,7,1,0,0,0,109,110,5,2,0,0,110,111,5,
        46,0,0,111,112,5,40,0,0,112,118,5,3,0,0,113,114,3,10,5,0,114,115,
        5,3,0,0,115,117,1,0,0,0,116,113,1,0,0,0,117,120,1,0,0,0,118,116,
        1,0,0,0,118,119,1,0,0,0,119,9,1,0,0,0,120,118,1,0,0,0,121,122,5,
        46,0,0,122,126,5,24,0,0,123,125,8,0,0,0,124,123,1,0,0,0,125,128,
        1,0,0,0,126,124,1,0,0,0,126,127,1,0,0,0,127,11,1,0,0,0,128,126,1,
        0,0,0,129,130,5,2,0,0,130,131,5,46,0,0,131,135,5,3,0,0,132,134,3,
        14,7,0,133,132,1,0,0,0,134,137,1,0,0,0,135,133,1,0,0,0,135,136,1,
        0,0,0,136,13,1,0,0,0,137,135,1,0,0,0,138,139,3,16,8,0,139,140,5,
        24,0,0,140,146,5,3,0,0,141,142,3,18,9,0,142,143,5,3,0,0,143,145,
        1,0,0,0,144,141,1,0,0,0,145,148,1,0,0,0,146,144,1,0,0,0,146,147,
        1,0,0,0,147,15,1,0,0,0,148,146,1,0,0,0,149,151,5,46,0,0,150,149,
        1,0,0,0,151,152,1,0,0,0,152,150,1,0,0,0,152,153,1,0,0,0,153,17,1,
        0,0,0,154,155,5,1,0,0,155,164,3,20,10,0,156,158,5,26,0,0,157,159,
        5,26,0,0,158,157,1,0,0,0,158,159,1,0,0,0,159,160,1,0,0,0,160,161,
        5,42,0,0,161,162,5,1,0,0,162,164,3,20,10,0,163,154,1,0,0,0,163,156,
        1,0,0,0,164,19,1,0,0,0,165,166,7,1,0,0,166,21,1,0,0,0,167,168,5,
        39,0,0,168,170,5,24,0,0,169,167,1,0,0,0,169,170,1,0,0,0,170,171,
        1,0,0,0,171,179,3,24,12,0,172,173,5,32,0,0,173,179,3,24,12,0,174,
        175,3,50,25,0,175,176,5,14,0,0,176,177,3,36,18,0,177,179,1,0,0,0,
        178,169,1,0,0,0,178,172,1,0,0,0,178,174,1,0,0,0,179,23,1,0,0,0,180,
        181,3,28,14,0,181,183,5,15,0,0,182,184,3,30,15,0,183,182,1,0,0,0,
        183,184,1,0,0,0,184,185,1,0,0,0,185,194,3,32,16,0,186,188,3,30,15,
        0,187,186,1,0,0,0,187,188,1,0,0,0,188,189,1,0,0,0,189,190,3,26,13,
        0,190,191,3,32,16,0,191,193,1,0,0,0,192,187,1,0,0,0,193,196,1,0,
        0,0,194,192,1,0,0,0,194,195,1,0,0,0,195,198,1,0,0,0,196,194,1,0,
        0,0,197,199,3,30,15,0,198,197,1,0,0,0,198,199,1,0,0,0,199,200,1,
        0,0,0,200,201,5,16,0,0,201,25,1,0,0,0,202,203,7,2,0,0,203,27,1,0,
        0,0,204,207,3,50,25,0,205,206,5,24,0,0,206,208,3,50,25,0,207,205,
        1,0,0,0,207,208,1,0,0,0,208,29,1,0,0,0,209,210,5,3,0,0,210,211,5,
        31,0,0,211,31,1,0,0,0,212,220,3,34,17,0,213,215,5,23,0,0,214,216,
        3,30,15,0,215,214,1,0,0,0,215,216,1,0,0,0,216,217,1,0,0,0,217,219,
        3,34,17,0,218,213,1,0,0,0,219,222,1,0,0,0,220,218,1,0,0,0,220,221,
        1,0,0,0,221,224,1,0,0,0,222,220,1,0,0,0,223,212,1,0,0,0,223,224,
        1,0,0,0,224,33,1,0,0,0,225,226,3,50,25,0,226,227,5,14,0,0,227,228,
        3,36,18,0,228,239,1,0,0,0,229,230,3,50,25,0,230,231,5,24,0,0,231,
        232,3,52,26,0,232,239,1,0,0,0,233,239,5,12,0,0,234,235,5,38,0,0,
        235,236,5,13,0,0,236,239,5,38,0,0,237,239,3,36,18,0,238,225,1,0,
        0,0,238,229,1,0,0,0,238,233,1,0,0,0,238,234,1,0,0,0,238,237,1,0,
        0,0,239,35,1,0,0,0,240,293,3,38,19,0,241,242,5,28,0,0,242,293,7,
        3,0,0,243,245,5,17,0,0,244,246,3,30,15,0,245,244,1,0,0,0,245,246,
        1,0,0,0,246,261,1,0,0,0,247,255,3,34,17,0,248,250,5,23,0,0,249,251,
        3,30,15,0,250,249,1,0,0,0,250,251,1,0,0,0,251,252,1,0,0,0,252,254,
        3,34,17,0,253,248,1,0,0,0,254,257,1,0,0,0,255,253,1,0,0,0,255,256,
        1,0,0,0,256,259,1,0,0,0,257,255,1,0,0,0,258,260,3,30,15,0,259,258,
        1,0,0,0,259,260,1,0,0,0,260,262,1,0,0,0,261,247,1,0,0,0,261,262,
        1,0,0,0,262,263,1,0,0,0,263,265,5,18,0,0,264,266,3,40,20,0,265,264,
        1,0,0,0,265,266,1,0,0,0,266,293,1,0,0,0,267,269,5,15,0,0,268,270,
        3,30,15,0,269,268,1,0,0,0,269,270,1,0,0,0,270,285,1,0,0,0,271,279,
        3,36,18,0,272,274,5,23,0,0,273,275,3,30,15,0,274,273,1,0,0,0,274,
        275,1,0,0,0,275,276,1,0,0,0,276,278,3,36,18,0,277,272,1,0,0,0,278,
        281,1,0,0,0,279,277,1,0,0,0,279,280,1,0,0,0,280,283,1,0,0,0,281,
        279,1,0,0,0,282,284,3,30,15,0,283,282,1,0,0,0,283,284,1,0,0,0,284,
        286,1,0,0,0,285,271,1,0,0,0,285,286,1,0,0,0,286,287,1,0,0,0,287,
        293,5,16,0,0,288,293,3,48,24,0,289,293,3,52,26,0,290,293,5,43,0,
        0,291,293,5,39,0,0,292,240,1,0,0,0,292,241,1,0,0,0,292,243,1,0,0,
        0,292,267,1,0,0,0,292,288,1,0,0,0,292,289,1,0,0,0,292,290,1,0,0,
        0,292,291,1,0,0,0,293,37,1,0,0,0,294,366,3,46,23,0,295,303,5,25,
        0,0,296,298,5,29,0,0,297,296,1,0,0,0,298,301,1,0,0,0,299,297,1,0,
        0,0,299,300,1,0,0,0,300,303,1,0,0,0,301,299,1,0,0,0,302,295,1,0,
        0,0,302,299,1,0,0,0,303,304,1,0,0,0,304,307,5,38,0,0,305,306,5,24,
        0,0,306,308,3,50,25,0,307,305,1,0,0,0,307,308,1,0,0,0,308,366,1,
        0,0,0,309,311,3,44,22,0,310,312,3,58,29,0,311,310,1,0,0,0,311,312,
        1,0,0,0,312,314,1,0,0,0,313,315,3,60,30,0,314,313,1,0,0,0,314,315,
        1,0,0,0,315,316,1,0,0,0,316,318,5,17,0,0,317,319,3,30,15,0,318,317,
        1,0,0,0,318,319,1,0,0,0,319,334,1,0,0,0,320,328,3,42,21,0,321,323,
        5,23,0,0,322,324,3,30,15,0,323,322,1,0,0,0,323,324,1,0,0,0,324,325,
        1,0,0,0,325,327,3,42,21,0,326,321,1,0,0,0,327,330,1,0,0,0,328,326,
        1,0,0,0,328,329,1,0,0,0,329,332,1,0,0,0,330,328,1,0,0,0,331,333,
        3,30,15,0,332,331,1,0,0,0,332,333,1,0,0,0,333,335,1,0,0,0,334,320,
        1,0,0,0,334,335,1,0,0,0,335,336,1,0,0,0,336,339,5,18,0,0,337,338,
        5,24,0,0,338,340,3,52,26,0,339,337,1,0,0,0,339,340,1,0,0,0,340,363,
        1,0,0,0,341,342,5,46,0,0,342,344,5,17,0,0,343,345,3,30,15,0,344,
        343,1,0,0,0,344,345,1,0,0,0,345,360,1,0,0,0,346,354,3,34,17,0,347,
        349,5,23,0,0,348,350,3,30,15,0,349,348,1,0,0,0,349,350,1,0,0,0,350,
        351,1,0,0,0,351,353,3,34,17,0,352,347,1,0,0,0,353,356,1,0,0,0,354,
        352,1,0,0,0,354,355,1,0,0,0,355,358,1,0,0,0,356,354,1,0,0,0,357,
        359,3,30,15,0,358,357,1,0,0,0,358,359,1,0,0,0,359,361,1,0,0,0,360,
        346,1,0,0,0,360,361,1,0,0,0,361,362,1,0,0,0,362,364,5,18,0,0,363,
        341,1,0,0,0,363,364,1,0,0,0,364,366,1,0,0,0,365,294,1,0,0,0,365,
        302,1,0,0,0,365,309,1,0,0,0,366,39,1,0,0,0,367,369,5,10,0,0,368,
        370,7,4,0,0,369,368,1,0,0,0,369,370,1,0,0,0,370,371,1,0,0,0,371,
        372,3,52,26,0,372,41,1,0,0,0,373,374,3,50,25,0,374,375,5,14,0,0,
        375,376,3,36,18,0,376,383,1,0,0,0,377,380,3,36,18,0,378,379,5,11,
        0,0,379,381,3,36,18,0,380,378,1,0,0,0,380,381,1,0,0,0,381,383,1,
        0,0,0,382,373,1,0,0,0,382,377,1,0,0,0,383,43,1,0,0,0,384,389,3,50,
        25,0,385,387,5,24,0,0,386,388,5,46,0,0,387,386,1,0,0,0,387,388,1,
        0,0,0,388,390,1,0,0,0,389,385,1,0,0,0,389,390,1,0,0,0,390,45,1,0,
        0,0,391,394,7,5,0,0,392,393,5,24,0,0,393,395,3,52,26,0,394,392,1,
        0,0,0,394,395,1,0,0,0,395,47,1,0,0,0,396,399,3,50,25,0,397,398,5,
        30,0,0,398,400,3,50,25,0,399,397,1,0,0,0,400,401,1,0,0,0,401,399,
        1,0,0,0,401,402,1,0,0,0,402,49,1,0,0,0,403,404,7,6,0,0,404,51,1,
        0,0,0,405,407,5,35,0,0,406,405,1,0,0,0,406,407,1,0,0,0,407,408,1,
        0,0,0,408,410,3,54,27,0,409,411,3,58,29,0,410,409,1,0,0,0,410,411,
        1,0,0,0,411,413,1,0,0,0,412,414,3,60,30,0,413,412,1,0,0,0,413,414,
        1,0,0,0,414,416,1,0,0,0,415,417,3,62,31,0,416,415,1,0,0,0,416,417,
        1,0,0,0,417,419,1,0,0,0,418,420,3,64,32,0,419,418,1,0,0,0,419,420,
        1,0,0,0,420,422,1,0,0,0,421,423,3,66,33,0,422,421,1,0,0,0,422,423,
        1,0,0,0,423,53,1,0,0,0,424,425,7,7,0,0,425,55,1,0,0,0,426,427,7,
        8,0,0,427,57,1,0,0,0,428,429,5,26,0,0,429,430,5,42,0,0,430,59,1,
        0,0,0,431,432,5,27,0,0,432,433,5,42,0,0,433,61,1,0,0,0,434,435,5,
        29,0,0,435,436,5,42,0,0,436,63,1,0,0,0,437,439,5,25,0,0,438,440,
        5,25,0,0,439,438,1,0,0,0,439,440,1,0,0,0,440,443,1,0,0,0,441,443,
        5,34,0,0,442,437,1,0,0,0,442,441,1,0,0,0,443,65,1,0,0,0,444,453,
        5,21,0,0,445,450,3,68,34,0,446,447,5,23,0,0,447,449,3,68,34,0,448,
        446,1,0,0,0,449,452,1,0,0,0,450,448,1,0,0,0,450,451,1,0,0,0,451,
        454,1,0,0,0,452,450,1,0,0,0,453,445,1,0,0,0,453,454,1,0,0,0,454,
        455,1,0,0,0,455,456,5,22,0,0,456,67,1,0,0,0,457,460,3,70,35,0,458,
        459,5,11,0,0,459,461,3,70,35,0,460,458,1,0,0,0,460,461,1,0,0,0,461,
        69,1,0,0,0,462,463,3,56,28,0,463,464,5,24,0,0,464,465,3,52,26,0,
        465,486,1,0,0,0,466,486,3,52,26,0,467,486,5,42,0,0,468,486,5,44,
        0,0,469,486,5,36,0,0,470,486,5,37,0,0,471,472,5,28,0,0,472,486,5,
        46,0,0,473,482,5,17,0,0,474,479,3,70,35,0,475,476,5,23,0,0,476,478,
        3,70,35,0,477,475,1,0,0,0,478,481,1,0,0,0,479,477,1,0,0,0,479,480,
        1,0,0,0,480,483,1,0,0,0,481,479,1,0,0,0,482,474,1,0,0,0,482,483,
        1,0,0,0,483,484,1,0,0,0,484,486,5,18,0,0,485,462,1,0,0,0,485,466,
        1,0,0,0,485,467,1,0,0,0,485,468,1,0,0,0,485,469,1,0,0,0,485,470,
        1,0,0,0,485,471,1,0,0,0,485,473,1,0,0,0,486,71,1,0,0,0,76,77,81,
        86,89,92,99,105,118,126,135,146,152,158,163,169,178,183,187,194,
        198,207,215,220,223,238,245,250,255,259,261,265,269,274,279,283,
        285,292,299,302,307,311,314,318,323,328,332,334,339,344,349,354,
        358,360,363,365,369,380,382,387,389,394,401,406,410,413,416,419,
        422,439,442,450,453,460,479,482,485
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
    RULE_fieldLabel = 28
    RULE_typeAnchor = 29
    RULE_urnAnchor = 30
    RULE_variation = 31
    RULE_nullability = 32
    RULE_typeParams = 33
    RULE_typeParam = 34
    RULE_typeArg = 35

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "planLine", 
                   "relation", "arrow", "relationName", "continuation", 
                   "section", "item", "value", "expression", "cast", "argument", 
                   "functionName", "literal", "qualifiedName", "name", "type", 
                   "typeName", "fieldLabel", "typeAnchor", "urnAnchor", 
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
            self.state = 72
            self.head()
            self.state = 77
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 73
                    self.match(SubstraitExplainParser.NL)
                    self.state = 74
                    self.planLine() 
                self.state = 79
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 81
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 80
                self.match(SubstraitExplainParser.NL)


            self.state = 83
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
            self.state = 86
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 85
                self.match(SubstraitExplainParser.NL)


            self.state = 89
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 88
                self.versionSection()


            self.state = 92
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 91
                self.extensionsSection()


            self.state = 94
            self.match(SubstraitExplainParser.SECTION)
            self.state = 95
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
            self.state = 97
            self.head()
            self.state = 99
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 98
                self.match(SubstraitExplainParser.NL)


            self.state = 101
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
            self.state = 103
            self.planLine()
            self.state = 105
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 104
                self.match(SubstraitExplainParser.NL)


            self.state = 107
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
            self.state = 109
            self.match(SubstraitExplainParser.SECTION)
            self.state = 110
            self.match(SubstraitExplainParser.IDENT)
            self.state = 111
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 112
            self.match(SubstraitExplainParser.NL)
            self.state = 118
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 113
                self.versionField()
                self.state = 114
                self.match(SubstraitExplainParser.NL)
                self.state = 120
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
            self.state = 121
            self.match(SubstraitExplainParser.IDENT)
            self.state = 122
            self.match(SubstraitExplainParser.COLON)
            self.state = 126
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 18014398509481974) != 0):
                self.state = 123
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 128
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
            self.state = 129
            self.match(SubstraitExplainParser.SECTION)
            self.state = 130
            self.match(SubstraitExplainParser.IDENT)
            self.state = 131
            self.match(SubstraitExplainParser.NL)
            self.state = 135
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==46:
                self.state = 132
                self.extensionGroup()
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
            self.state = 138
            self.groupName()
            self.state = 139
            self.match(SubstraitExplainParser.COLON)
            self.state = 140
            self.match(SubstraitExplainParser.NL)
            self.state = 146
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1 or _la==26:
                self.state = 141
                self.extensionDecl()
                self.state = 142
                self.match(SubstraitExplainParser.NL)
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
            self.state = 150 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 149
                self.match(SubstraitExplainParser.IDENT)
                self.state = 152 
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
            self.state = 163
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 154
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 155
                self.declText()
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 2)
                self.state = 156
                self.match(SubstraitExplainParser.HASH)
                self.state = 158
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 157
                    self.match(SubstraitExplainParser.HASH)


                self.state = 160
                self.match(SubstraitExplainParser.INT)
                self.state = 161
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 162
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
            self.state = 165
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
            self.state = 178
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 169
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 167
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 168
                    self.match(SubstraitExplainParser.COLON)


                self.state = 171
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 172
                self.match(SubstraitExplainParser.PLUS)
                self.state = 173
                self.relation()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 174
                self.name()
                self.state = 175
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 176
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
            self.state = 180
            self.relationName()
            self.state = 181
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 183
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
            if la_ == 1:
                self.state = 182
                self.continuation()


            self.state = 185
            self.section()
            self.state = 194
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 187
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 186
                        self.continuation()


                    self.state = 189
                    self.arrow()
                    self.state = 190
                    self.section() 
                self.state = 196
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

            self.state = 198
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 197
                self.continuation()


            self.state = 200
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
            self.state = 202
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
            self.state = 204
            self.name()
            self.state = 207
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 205
                self.match(SubstraitExplainParser.COLON)
                self.state = 206
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
            self.state = 209
            self.match(SubstraitExplainParser.NL)
            self.state = 210
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
            self.state = 223
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                self.state = 212
                self.item()
                self.state = 220
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 213
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 215
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 214
                        self.continuation()


                    self.state = 217
                    self.item()
                    self.state = 222
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
            self.state = 238
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 225
                self.name()
                self.state = 226
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 227
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 229
                self.name()
                self.state = 230
                self.match(SubstraitExplainParser.COLON)
                self.state = 231
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 233
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 234
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 235
                self.match(SubstraitExplainParser.RANGE)
                self.state = 236
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 5:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 237
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
            self.state = 292
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 240
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 241
                self.match(SubstraitExplainParser.AMP)
                self.state = 242
                _la = self._input.LA(1)
                if not(_la==42 or _la==46):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 243
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 245
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 244
                    self.continuation()


                self.state = 261
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                    self.state = 247
                    self.item()
                    self.state = 255
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 248
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 250
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 249
                            self.continuation()


                        self.state = 252
                        self.item()
                        self.state = 257
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 259
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 258
                        self.continuation()




                self.state = 263
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 265
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10:
                    self.state = 264
                    self.cast()


                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 267
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 269
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 268
                    self.continuation()


                self.state = 285
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 271
                    self.value()
                    self.state = 279
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 272
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 274
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 273
                            self.continuation()


                        self.state = 276
                        self.value()
                        self.state = 281
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 283
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 282
                        self.continuation()




                self.state = 287
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 288
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 289
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 290
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 291
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
            self.state = 365
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,54,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 294
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 302
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [25]:
                    self.state = 295
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [29, 38]:
                    self.state = 299
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==29:
                        self.state = 296
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 301
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 304
                self.match(SubstraitExplainParser.FIELD_REF)
                self.state = 307
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 305
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 306
                    self.name()


                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 309
                self.functionName()
                self.state = 311
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==26:
                    self.state = 310
                    self.typeAnchor()


                self.state = 314
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==27:
                    self.state = 313
                    self.urnAnchor()


                self.state = 316
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 318
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 317
                    self.continuation()


                self.state = 334
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456013824) != 0):
                    self.state = 320
                    self.argument()
                    self.state = 328
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 321
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 323
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 322
                            self.continuation()


                        self.state = 325
                        self.argument()
                        self.state = 330
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 332
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 331
                        self.continuation()




                self.state = 336
                self.match(SubstraitExplainParser.RPAREN)
                self.state = 339
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24:
                    self.state = 337
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 338
                    self.type_()


                self.state = 363
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 341
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 342
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 344
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 343
                        self.continuation()


                    self.state = 360
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 139604456017920) != 0):
                        self.state = 346
                        self.item()
                        self.state = 354
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==23:
                            self.state = 347
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 349
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 348
                                self.continuation()


                            self.state = 351
                            self.item()
                            self.state = 356
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 358
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 357
                            self.continuation()




                    self.state = 362
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
            self.state = 367
            self.match(SubstraitExplainParser.DOUBLE_COLON)
            self.state = 369
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==33:
                self.state = 368
                _la = self._input.LA(1)
                if not(_la==25 or _la==33):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 371
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
            self.state = 382
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 373
                self.name()
                self.state = 374
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 375
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 377
                self.value()
                self.state = 380
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==11:
                    self.state = 378
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 379
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
            self.state = 384
            self.name()
            self.state = 389
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 385
                self.match(SubstraitExplainParser.COLON)
                self.state = 387
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==46:
                    self.state = 386
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
            self.state = 391
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 33191507263488) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 394
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 392
                self.match(SubstraitExplainParser.COLON)
                self.state = 393
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
            self.state = 396
            self.name()
            self.state = 399 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 397
                self.match(SubstraitExplainParser.DOT)
                self.state = 398
                self.name()
                self.state = 401 
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
            self.state = 403
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
            self.state = 406
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35:
                self.state = 405
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 408
            self.typeName()
            self.state = 410
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==26:
                self.state = 409
                self.typeAnchor()


            self.state = 413
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 412
                self.urnAnchor()


            self.state = 416
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 415
                self.variation()


            self.state = 419
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25 or _la==34:
                self.state = 418
                self.nullability()


            self.state = 422
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 421
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
            self.state = 424
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
        self.enterRule(localctx, 56, self.RULE_fieldLabel)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 426
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
        self.enterRule(localctx, 58, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 428
            self.match(SubstraitExplainParser.HASH)
            self.state = 429
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
        self.enterRule(localctx, 60, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 431
            self.match(SubstraitExplainParser.AT)
            self.state = 432
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
        self.enterRule(localctx, 62, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 434
            self.match(SubstraitExplainParser.CARET)
            self.state = 435
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
        self.enterRule(localctx, 64, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.state = 442
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                self.enterOuterAlt(localctx, 1)
                self.state = 437
                self.match(SubstraitExplainParser.QMARK)
                self.state = 439
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==25:
                    self.state = 438
                    self.match(SubstraitExplainParser.QMARK)


                pass
            elif token in [34]:
                self.enterOuterAlt(localctx, 2)
                self.state = 441
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
        self.enterRule(localctx, 66, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 444
            self.match(SubstraitExplainParser.LT)
            self.state = 453
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                self.state = 445
                self.typeParam()
                self.state = 450
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==23:
                    self.state = 446
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 447
                    self.typeParam()
                    self.state = 452
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 455
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
        self.enterRule(localctx, 68, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 457
            self.typeArg()
            self.state = 460
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==11:
                self.state = 458
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 459
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
        self.enterRule(localctx, 70, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 485
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,75,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 462
                self.fieldLabel()
                self.state = 463
                self.match(SubstraitExplainParser.COLON)
                self.state = 464
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 466
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 467
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 468
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 469
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 470
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 471
                self.match(SubstraitExplainParser.AMP)
                self.state = 472
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 473
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 482
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 268796501819392) != 0):
                    self.state = 474
                    self.typeArg()
                    self.state = 479
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==23:
                        self.state = 475
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 476
                        self.typeArg()
                        self.state = 481
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 484
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





