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
        4,1,45,454,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,1,0,
        1,0,1,0,5,0,70,8,0,10,0,12,0,73,9,0,1,0,3,0,76,8,0,1,0,1,0,1,1,3,
        1,81,8,1,1,1,3,1,84,8,1,1,1,3,1,87,8,1,1,1,1,1,1,1,1,2,1,2,3,2,94,
        8,2,1,2,1,2,1,3,1,3,3,3,100,8,3,1,3,1,3,1,4,1,4,1,4,1,4,1,4,1,4,
        1,4,5,4,111,8,4,10,4,12,4,114,9,4,1,5,1,5,1,5,5,5,119,8,5,10,5,12,
        5,122,9,5,1,6,1,6,1,6,1,6,5,6,128,8,6,10,6,12,6,131,9,6,1,7,1,7,
        1,7,1,7,1,7,1,7,5,7,139,8,7,10,7,12,7,142,9,7,1,8,4,8,145,8,8,11,
        8,12,8,146,1,9,1,9,1,9,1,9,3,9,153,8,9,1,9,1,9,1,9,3,9,158,8,9,1,
        10,1,10,1,11,1,11,3,11,164,8,11,1,11,1,11,1,11,1,11,1,11,3,11,171,
        8,11,1,12,1,12,1,12,3,12,176,8,12,1,12,1,12,3,12,180,8,12,1,12,1,
        12,5,12,184,8,12,10,12,12,12,187,9,12,1,12,3,12,190,8,12,1,12,1,
        12,1,13,1,13,1,13,3,13,197,8,13,1,14,1,14,1,14,1,15,1,15,1,15,3,
        15,205,8,15,1,15,5,15,208,8,15,10,15,12,15,211,9,15,3,15,213,8,15,
        1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,3,16,225,8,16,
        1,17,1,17,1,17,1,17,1,17,3,17,232,8,17,1,17,1,17,1,17,3,17,237,8,
        17,1,17,5,17,240,8,17,10,17,12,17,243,9,17,1,17,3,17,246,8,17,3,
        17,248,8,17,1,17,1,17,1,17,3,17,253,8,17,1,17,1,17,1,17,3,17,258,
        8,17,1,17,5,17,261,8,17,10,17,12,17,264,9,17,1,17,3,17,267,8,17,
        3,17,269,8,17,1,17,1,17,1,17,1,17,1,17,3,17,276,8,17,1,18,1,18,1,
        18,5,18,281,8,18,10,18,12,18,284,9,18,3,18,286,8,18,1,18,1,18,1,
        18,3,18,291,8,18,1,18,3,18,294,8,18,1,18,1,18,3,18,298,8,18,1,18,
        1,18,1,18,3,18,303,8,18,1,18,5,18,306,8,18,10,18,12,18,309,9,18,
        1,18,3,18,312,8,18,3,18,314,8,18,1,18,1,18,1,18,3,18,319,8,18,1,
        18,1,18,1,18,3,18,324,8,18,1,18,1,18,1,18,3,18,329,8,18,1,18,5,18,
        332,8,18,10,18,12,18,335,9,18,1,18,3,18,338,8,18,3,18,340,8,18,1,
        18,3,18,343,8,18,3,18,345,8,18,1,19,1,19,1,19,1,19,1,19,1,19,1,19,
        3,19,354,8,19,3,19,356,8,19,1,20,1,20,1,20,3,20,361,8,20,1,21,1,
        21,1,21,3,21,366,8,21,1,22,1,22,1,22,4,22,371,8,22,11,22,12,22,372,
        1,23,1,23,1,24,3,24,378,8,24,1,24,1,24,3,24,382,8,24,1,24,3,24,385,
        8,24,1,24,3,24,388,8,24,1,24,3,24,391,8,24,1,24,3,24,394,8,24,1,
        25,1,25,1,26,1,26,1,26,1,27,1,27,1,27,1,28,1,28,1,28,1,29,1,29,3,
        29,409,8,29,1,30,1,30,1,30,1,30,5,30,415,8,30,10,30,12,30,418,9,
        30,3,30,420,8,30,1,30,1,30,1,31,1,31,1,31,3,31,427,8,31,1,32,1,32,
        1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,
        5,32,444,8,32,10,32,12,32,447,9,32,3,32,449,8,32,1,32,3,32,452,8,
        32,1,32,0,0,33,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,
        36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,0,6,1,0,3,3,1,0,44,
        45,2,0,35,35,39,39,2,0,29,30,34,37,2,0,29,30,38,39,1,0,38,39,506,
        0,66,1,0,0,0,2,80,1,0,0,0,4,91,1,0,0,0,6,97,1,0,0,0,8,103,1,0,0,
        0,10,115,1,0,0,0,12,123,1,0,0,0,14,132,1,0,0,0,16,144,1,0,0,0,18,
        157,1,0,0,0,20,159,1,0,0,0,22,170,1,0,0,0,24,172,1,0,0,0,26,193,
        1,0,0,0,28,198,1,0,0,0,30,212,1,0,0,0,32,224,1,0,0,0,34,275,1,0,
        0,0,36,344,1,0,0,0,38,355,1,0,0,0,40,357,1,0,0,0,42,362,1,0,0,0,
        44,367,1,0,0,0,46,374,1,0,0,0,48,377,1,0,0,0,50,395,1,0,0,0,52,397,
        1,0,0,0,54,400,1,0,0,0,56,403,1,0,0,0,58,406,1,0,0,0,60,410,1,0,
        0,0,62,423,1,0,0,0,64,451,1,0,0,0,66,71,3,2,1,0,67,68,5,3,0,0,68,
        70,3,22,11,0,69,67,1,0,0,0,70,73,1,0,0,0,71,69,1,0,0,0,71,72,1,0,
        0,0,72,75,1,0,0,0,73,71,1,0,0,0,74,76,5,3,0,0,75,74,1,0,0,0,75,76,
        1,0,0,0,76,77,1,0,0,0,77,78,5,0,0,1,78,1,1,0,0,0,79,81,5,3,0,0,80,
        79,1,0,0,0,80,81,1,0,0,0,81,83,1,0,0,0,82,84,3,8,4,0,83,82,1,0,0,
        0,83,84,1,0,0,0,84,86,1,0,0,0,85,87,3,12,6,0,86,85,1,0,0,0,86,87,
        1,0,0,0,87,88,1,0,0,0,88,89,5,2,0,0,89,90,5,39,0,0,90,3,1,0,0,0,
        91,93,3,2,1,0,92,94,5,3,0,0,93,92,1,0,0,0,93,94,1,0,0,0,94,95,1,
        0,0,0,95,96,5,0,0,1,96,5,1,0,0,0,97,99,3,22,11,0,98,100,5,3,0,0,
        99,98,1,0,0,0,99,100,1,0,0,0,100,101,1,0,0,0,101,102,5,0,0,1,102,
        7,1,0,0,0,103,104,5,2,0,0,104,105,5,39,0,0,105,106,5,33,0,0,106,
        112,5,3,0,0,107,108,3,10,5,0,108,109,5,3,0,0,109,111,1,0,0,0,110,
        107,1,0,0,0,111,114,1,0,0,0,112,110,1,0,0,0,112,113,1,0,0,0,113,
        9,1,0,0,0,114,112,1,0,0,0,115,116,5,39,0,0,116,120,5,20,0,0,117,
        119,8,0,0,0,118,117,1,0,0,0,119,122,1,0,0,0,120,118,1,0,0,0,120,
        121,1,0,0,0,121,11,1,0,0,0,122,120,1,0,0,0,123,124,5,2,0,0,124,125,
        5,39,0,0,125,129,5,3,0,0,126,128,3,14,7,0,127,126,1,0,0,0,128,131,
        1,0,0,0,129,127,1,0,0,0,129,130,1,0,0,0,130,13,1,0,0,0,131,129,1,
        0,0,0,132,133,3,16,8,0,133,134,5,20,0,0,134,140,5,3,0,0,135,136,
        3,18,9,0,136,137,5,3,0,0,137,139,1,0,0,0,138,135,1,0,0,0,139,142,
        1,0,0,0,140,138,1,0,0,0,140,141,1,0,0,0,141,15,1,0,0,0,142,140,1,
        0,0,0,143,145,5,39,0,0,144,143,1,0,0,0,145,146,1,0,0,0,146,144,1,
        0,0,0,146,147,1,0,0,0,147,17,1,0,0,0,148,149,5,1,0,0,149,158,3,20,
        10,0,150,152,5,22,0,0,151,153,5,22,0,0,152,151,1,0,0,0,152,153,1,
        0,0,0,153,154,1,0,0,0,154,155,5,35,0,0,155,156,5,1,0,0,156,158,3,
        20,10,0,157,148,1,0,0,0,157,150,1,0,0,0,158,19,1,0,0,0,159,160,7,
        1,0,0,160,21,1,0,0,0,161,162,5,32,0,0,162,164,5,20,0,0,163,161,1,
        0,0,0,163,164,1,0,0,0,164,165,1,0,0,0,165,171,3,24,12,0,166,167,
        3,46,23,0,167,168,5,10,0,0,168,169,3,34,17,0,169,171,1,0,0,0,170,
        163,1,0,0,0,170,166,1,0,0,0,171,23,1,0,0,0,172,173,3,26,13,0,173,
        175,5,11,0,0,174,176,3,28,14,0,175,174,1,0,0,0,175,176,1,0,0,0,176,
        177,1,0,0,0,177,185,3,30,15,0,178,180,3,28,14,0,179,178,1,0,0,0,
        179,180,1,0,0,0,180,181,1,0,0,0,181,182,5,7,0,0,182,184,3,30,15,
        0,183,179,1,0,0,0,184,187,1,0,0,0,185,183,1,0,0,0,185,186,1,0,0,
        0,186,189,1,0,0,0,187,185,1,0,0,0,188,190,3,28,14,0,189,188,1,0,
        0,0,189,190,1,0,0,0,190,191,1,0,0,0,191,192,5,12,0,0,192,25,1,0,
        0,0,193,196,3,46,23,0,194,195,5,20,0,0,195,197,3,46,23,0,196,194,
        1,0,0,0,196,197,1,0,0,0,197,27,1,0,0,0,198,199,5,3,0,0,199,200,5,
        27,0,0,200,29,1,0,0,0,201,209,3,32,16,0,202,204,5,19,0,0,203,205,
        3,28,14,0,204,203,1,0,0,0,204,205,1,0,0,0,205,206,1,0,0,0,206,208,
        3,32,16,0,207,202,1,0,0,0,208,211,1,0,0,0,209,207,1,0,0,0,209,210,
        1,0,0,0,210,213,1,0,0,0,211,209,1,0,0,0,212,201,1,0,0,0,212,213,
        1,0,0,0,213,31,1,0,0,0,214,215,3,46,23,0,215,216,5,10,0,0,216,217,
        3,34,17,0,217,225,1,0,0,0,218,219,3,46,23,0,219,220,5,20,0,0,220,
        221,3,48,24,0,221,225,1,0,0,0,222,225,5,9,0,0,223,225,3,34,17,0,
        224,214,1,0,0,0,224,218,1,0,0,0,224,222,1,0,0,0,224,223,1,0,0,0,
        225,33,1,0,0,0,226,276,3,36,18,0,227,228,5,24,0,0,228,276,7,2,0,
        0,229,231,5,13,0,0,230,232,3,28,14,0,231,230,1,0,0,0,231,232,1,0,
        0,0,232,247,1,0,0,0,233,241,3,32,16,0,234,236,5,19,0,0,235,237,3,
        28,14,0,236,235,1,0,0,0,236,237,1,0,0,0,237,238,1,0,0,0,238,240,
        3,32,16,0,239,234,1,0,0,0,240,243,1,0,0,0,241,239,1,0,0,0,241,242,
        1,0,0,0,242,245,1,0,0,0,243,241,1,0,0,0,244,246,3,28,14,0,245,244,
        1,0,0,0,245,246,1,0,0,0,246,248,1,0,0,0,247,233,1,0,0,0,247,248,
        1,0,0,0,248,249,1,0,0,0,249,276,5,14,0,0,250,252,5,11,0,0,251,253,
        3,28,14,0,252,251,1,0,0,0,252,253,1,0,0,0,253,268,1,0,0,0,254,262,
        3,34,17,0,255,257,5,19,0,0,256,258,3,28,14,0,257,256,1,0,0,0,257,
        258,1,0,0,0,258,259,1,0,0,0,259,261,3,34,17,0,260,255,1,0,0,0,261,
        264,1,0,0,0,262,260,1,0,0,0,262,263,1,0,0,0,263,266,1,0,0,0,264,
        262,1,0,0,0,265,267,3,28,14,0,266,265,1,0,0,0,266,267,1,0,0,0,267,
        269,1,0,0,0,268,254,1,0,0,0,268,269,1,0,0,0,269,270,1,0,0,0,270,
        276,5,12,0,0,271,276,3,44,22,0,272,276,3,48,24,0,273,276,5,36,0,
        0,274,276,5,32,0,0,275,226,1,0,0,0,275,227,1,0,0,0,275,229,1,0,0,
        0,275,250,1,0,0,0,275,271,1,0,0,0,275,272,1,0,0,0,275,273,1,0,0,
        0,275,274,1,0,0,0,276,35,1,0,0,0,277,345,3,42,21,0,278,286,5,21,
        0,0,279,281,5,25,0,0,280,279,1,0,0,0,281,284,1,0,0,0,282,280,1,0,
        0,0,282,283,1,0,0,0,283,286,1,0,0,0,284,282,1,0,0,0,285,278,1,0,
        0,0,285,282,1,0,0,0,286,287,1,0,0,0,287,345,5,31,0,0,288,290,3,40,
        20,0,289,291,3,52,26,0,290,289,1,0,0,0,290,291,1,0,0,0,291,293,1,
        0,0,0,292,294,3,54,27,0,293,292,1,0,0,0,293,294,1,0,0,0,294,295,
        1,0,0,0,295,297,5,13,0,0,296,298,3,28,14,0,297,296,1,0,0,0,297,298,
        1,0,0,0,298,313,1,0,0,0,299,307,3,38,19,0,300,302,5,19,0,0,301,303,
        3,28,14,0,302,301,1,0,0,0,302,303,1,0,0,0,303,304,1,0,0,0,304,306,
        3,38,19,0,305,300,1,0,0,0,306,309,1,0,0,0,307,305,1,0,0,0,307,308,
        1,0,0,0,308,311,1,0,0,0,309,307,1,0,0,0,310,312,3,28,14,0,311,310,
        1,0,0,0,311,312,1,0,0,0,312,314,1,0,0,0,313,299,1,0,0,0,313,314,
        1,0,0,0,314,315,1,0,0,0,315,318,5,14,0,0,316,317,5,20,0,0,317,319,
        3,48,24,0,318,316,1,0,0,0,318,319,1,0,0,0,319,342,1,0,0,0,320,321,
        5,39,0,0,321,323,5,13,0,0,322,324,3,28,14,0,323,322,1,0,0,0,323,
        324,1,0,0,0,324,339,1,0,0,0,325,333,3,32,16,0,326,328,5,19,0,0,327,
        329,3,28,14,0,328,327,1,0,0,0,328,329,1,0,0,0,329,330,1,0,0,0,330,
        332,3,32,16,0,331,326,1,0,0,0,332,335,1,0,0,0,333,331,1,0,0,0,333,
        334,1,0,0,0,334,337,1,0,0,0,335,333,1,0,0,0,336,338,3,28,14,0,337,
        336,1,0,0,0,337,338,1,0,0,0,338,340,1,0,0,0,339,325,1,0,0,0,339,
        340,1,0,0,0,340,341,1,0,0,0,341,343,5,14,0,0,342,320,1,0,0,0,342,
        343,1,0,0,0,343,345,1,0,0,0,344,277,1,0,0,0,344,285,1,0,0,0,344,
        288,1,0,0,0,345,37,1,0,0,0,346,347,3,46,23,0,347,348,5,10,0,0,348,
        349,3,34,17,0,349,356,1,0,0,0,350,353,3,34,17,0,351,352,5,8,0,0,
        352,354,3,36,18,0,353,351,1,0,0,0,353,354,1,0,0,0,354,356,1,0,0,
        0,355,346,1,0,0,0,355,350,1,0,0,0,356,39,1,0,0,0,357,360,3,46,23,
        0,358,359,5,20,0,0,359,361,5,39,0,0,360,358,1,0,0,0,360,361,1,0,
        0,0,361,41,1,0,0,0,362,365,7,3,0,0,363,364,5,20,0,0,364,366,3,48,
        24,0,365,363,1,0,0,0,365,366,1,0,0,0,366,43,1,0,0,0,367,370,3,46,
        23,0,368,369,5,26,0,0,369,371,3,46,23,0,370,368,1,0,0,0,371,372,
        1,0,0,0,372,370,1,0,0,0,372,373,1,0,0,0,373,45,1,0,0,0,374,375,7,
        4,0,0,375,47,1,0,0,0,376,378,5,28,0,0,377,376,1,0,0,0,377,378,1,
        0,0,0,378,379,1,0,0,0,379,381,3,50,25,0,380,382,3,52,26,0,381,380,
        1,0,0,0,381,382,1,0,0,0,382,384,1,0,0,0,383,385,3,54,27,0,384,383,
        1,0,0,0,384,385,1,0,0,0,385,387,1,0,0,0,386,388,3,56,28,0,387,386,
        1,0,0,0,387,388,1,0,0,0,388,390,1,0,0,0,389,391,3,58,29,0,390,389,
        1,0,0,0,390,391,1,0,0,0,391,393,1,0,0,0,392,394,3,60,30,0,393,392,
        1,0,0,0,393,394,1,0,0,0,394,49,1,0,0,0,395,396,7,5,0,0,396,51,1,
        0,0,0,397,398,5,22,0,0,398,399,5,35,0,0,399,53,1,0,0,0,400,401,5,
        23,0,0,401,402,5,35,0,0,402,55,1,0,0,0,403,404,5,25,0,0,404,405,
        5,35,0,0,405,57,1,0,0,0,406,408,5,21,0,0,407,409,5,21,0,0,408,407,
        1,0,0,0,408,409,1,0,0,0,409,59,1,0,0,0,410,419,5,17,0,0,411,416,
        3,62,31,0,412,413,5,19,0,0,413,415,3,62,31,0,414,412,1,0,0,0,415,
        418,1,0,0,0,416,414,1,0,0,0,416,417,1,0,0,0,417,420,1,0,0,0,418,
        416,1,0,0,0,419,411,1,0,0,0,419,420,1,0,0,0,420,421,1,0,0,0,421,
        422,5,18,0,0,422,61,1,0,0,0,423,426,3,64,32,0,424,425,5,8,0,0,425,
        427,3,64,32,0,426,424,1,0,0,0,426,427,1,0,0,0,427,63,1,0,0,0,428,
        429,3,50,25,0,429,430,5,20,0,0,430,431,3,48,24,0,431,452,1,0,0,0,
        432,452,3,48,24,0,433,452,5,35,0,0,434,452,5,37,0,0,435,452,5,29,
        0,0,436,452,5,30,0,0,437,438,5,24,0,0,438,452,5,39,0,0,439,448,5,
        13,0,0,440,445,3,64,32,0,441,442,5,19,0,0,442,444,3,64,32,0,443,
        441,1,0,0,0,444,447,1,0,0,0,445,443,1,0,0,0,445,446,1,0,0,0,446,
        449,1,0,0,0,447,445,1,0,0,0,448,440,1,0,0,0,448,449,1,0,0,0,449,
        450,1,0,0,0,450,452,5,14,0,0,451,428,1,0,0,0,451,432,1,0,0,0,451,
        433,1,0,0,0,451,434,1,0,0,0,451,435,1,0,0,0,451,436,1,0,0,0,451,
        437,1,0,0,0,451,439,1,0,0,0,452,65,1,0,0,0,71,71,75,80,83,86,93,
        99,112,120,129,140,146,152,157,163,170,175,179,185,189,196,204,209,
        212,224,231,236,241,245,247,252,257,262,266,268,275,282,285,290,
        293,297,302,307,311,313,318,323,328,333,337,339,342,344,353,355,
        360,365,372,377,381,384,387,390,393,408,416,419,426,445,448,451
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
    RULE_relationName = 13
    RULE_continuation = 14
    RULE_section = 15
    RULE_item = 16
    RULE_value = 17
    RULE_expression = 18
    RULE_argument = 19
    RULE_functionName = 20
    RULE_literal = 21
    RULE_qualifiedName = 22
    RULE_name = 23
    RULE_type = 24
    RULE_typeName = 25
    RULE_typeAnchor = 26
    RULE_urnAnchor = 27
    RULE_variation = 28
    RULE_nullability = 29
    RULE_typeParams = 30
    RULE_typeParam = 31
    RULE_typeArg = 32

    ruleNames =  [ "document", "head", "headAlone", "planLineAlone", "versionSection", 
                   "versionField", "extensionsSection", "extensionGroup", 
                   "groupName", "extensionDecl", "declText", "planLine", 
                   "relation", "relationName", "continuation", "section", 
                   "item", "value", "expression", "argument", "functionName", 
                   "literal", "qualifiedName", "name", "type", "typeName", 
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
            self.state = 66
            self.head()
            self.state = 71
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 67
                    self.match(SubstraitExplainParser.NL)
                    self.state = 68
                    self.planLine() 
                self.state = 73
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 75
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 74
                self.match(SubstraitExplainParser.NL)


            self.state = 77
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
            self.state = 80
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 79
                self.match(SubstraitExplainParser.NL)


            self.state = 83
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.state = 82
                self.versionSection()


            self.state = 86
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.state = 85
                self.extensionsSection()


            self.state = 88
            self.match(SubstraitExplainParser.SECTION)
            self.state = 89
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
            self.state = 91
            self.head()
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
            self.state = 97
            self.planLine()
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
            self.state = 103
            self.match(SubstraitExplainParser.SECTION)
            self.state = 104
            self.match(SubstraitExplainParser.IDENT)
            self.state = 105
            self.match(SubstraitExplainParser.VERSION_NUM)
            self.state = 106
            self.match(SubstraitExplainParser.NL)
            self.state = 112
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==39:
                self.state = 107
                self.versionField()
                self.state = 108
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
            self.state = 115
            self.match(SubstraitExplainParser.IDENT)
            self.state = 116
            self.match(SubstraitExplainParser.COLON)
            self.state = 120
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 70368744177654) != 0):
                self.state = 117
                _la = self._input.LA(1)
                if _la <= 0 or _la==3:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
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
            self.state = 123
            self.match(SubstraitExplainParser.SECTION)
            self.state = 124
            self.match(SubstraitExplainParser.IDENT)
            self.state = 125
            self.match(SubstraitExplainParser.NL)
            self.state = 129
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==39:
                self.state = 126
                self.extensionGroup()
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
            self.state = 132
            self.groupName()
            self.state = 133
            self.match(SubstraitExplainParser.COLON)
            self.state = 134
            self.match(SubstraitExplainParser.NL)
            self.state = 140
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1 or _la==22:
                self.state = 135
                self.extensionDecl()
                self.state = 136
                self.match(SubstraitExplainParser.NL)
                self.state = 142
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
            self.state = 144 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 143
                self.match(SubstraitExplainParser.IDENT)
                self.state = 146 
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
        self.enterRule(localctx, 18, self.RULE_extensionDecl)
        self._la = 0 # Token type
        try:
            self.state = 157
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 148
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 149
                self.declText()
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 2)
                self.state = 150
                self.match(SubstraitExplainParser.HASH)
                self.state = 152
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22:
                    self.state = 151
                    self.match(SubstraitExplainParser.HASH)


                self.state = 154
                self.match(SubstraitExplainParser.INT)
                self.state = 155
                self.match(SubstraitExplainParser.DECL_ANCHOR)
                self.state = 156
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
            self.state = 159
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
        self.enterRule(localctx, 22, self.RULE_planLine)
        self._la = 0 # Token type
        try:
            self.state = 170
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 163
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==32:
                    self.state = 161
                    self.match(SubstraitExplainParser.SUBPLAN_REF)
                    self.state = 162
                    self.match(SubstraitExplainParser.COLON)


                self.state = 165
                self.relation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 166
                self.name()
                self.state = 167
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 168
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
        self.enterRule(localctx, 24, self.RULE_relation)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 172
            self.relationName()
            self.state = 173
            self.match(SubstraitExplainParser.LBRACK)
            self.state = 175
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
            if la_ == 1:
                self.state = 174
                self.continuation()


            self.state = 177
            self.section()
            self.state = 185
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 179
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 178
                        self.continuation()


                    self.state = 181
                    self.match(SubstraitExplainParser.ARROW)
                    self.state = 182
                    self.section() 
                self.state = 187
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

            self.state = 189
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 188
                self.continuation()


            self.state = 191
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
        self.enterRule(localctx, 26, self.RULE_relationName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 193
            self.name()
            self.state = 196
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 194
                self.match(SubstraitExplainParser.COLON)
                self.state = 195
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
        self.enterRule(localctx, 28, self.RULE_continuation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 198
            self.match(SubstraitExplainParser.NL)
            self.state = 199
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
        self.enterRule(localctx, 30, self.RULE_section)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 212
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090705697280) != 0):
                self.state = 201
                self.item()
                self.state = 209
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==19:
                    self.state = 202
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 204
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 203
                        self.continuation()


                    self.state = 206
                    self.item()
                    self.state = 211
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
        self.enterRule(localctx, 32, self.RULE_item)
        try:
            self.state = 224
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.NamedItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 214
                self.name()
                self.state = 215
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 216
                self.value()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.ColumnItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 218
                self.name()
                self.state = 219
                self.match(SubstraitExplainParser.COLON)
                self.state = 220
                self.type_()
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.EllipsisItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 222
                self.match(SubstraitExplainParser.ELLIPSIS)
                pass

            elif la_ == 4:
                localctx = SubstraitExplainParser.ValueItemContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 223
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
        self.enterRule(localctx, 34, self.RULE_value)
        self._la = 0 # Token type
        try:
            self.state = 275
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,35,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 226
                self.expression()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 227
                self.match(SubstraitExplainParser.AMP)
                self.state = 228
                _la = self._input.LA(1)
                if not(_la==35 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 229
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 231
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 230
                    self.continuation()


                self.state = 247
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090705697280) != 0):
                    self.state = 233
                    self.item()
                    self.state = 241
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 234
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 236
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 235
                            self.continuation()


                        self.state = 238
                        self.item()
                        self.state = 243
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 245
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 244
                        self.continuation()




                self.state = 249
                self.match(SubstraitExplainParser.RPAREN)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 250
                self.match(SubstraitExplainParser.LBRACK)
                self.state = 252
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 251
                    self.continuation()


                self.state = 268
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090705696768) != 0):
                    self.state = 254
                    self.value()
                    self.state = 262
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 255
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 257
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 256
                            self.continuation()


                        self.state = 259
                        self.value()
                        self.state = 264
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    self.state = 266
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 265
                        self.continuation()




                self.state = 270
                self.match(SubstraitExplainParser.RBRACK)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 271
                self.qualifiedName()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 272
                self.type_()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 273
                self.match(SubstraitExplainParser.BYTES)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 274
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
        self.enterRule(localctx, 36, self.RULE_expression)
        self._la = 0 # Token type
        try:
            self.state = 344
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,52,self._ctx)
            if la_ == 1:
                localctx = SubstraitExplainParser.LiteralExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 277
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExplainParser.FieldRefExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 285
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [21]:
                    self.state = 278
                    self.match(SubstraitExplainParser.QMARK)
                    pass
                elif token in [25, 31]:
                    self.state = 282
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==25:
                        self.state = 279
                        self.match(SubstraitExplainParser.CARET)
                        self.state = 284
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)

                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 287
                self.match(SubstraitExplainParser.FIELD_REF)
                pass

            elif la_ == 3:
                localctx = SubstraitExplainParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 288
                self.functionName()
                self.state = 290
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22:
                    self.state = 289
                    self.typeAnchor()


                self.state = 293
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==23:
                    self.state = 292
                    self.urnAnchor()


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
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090705696768) != 0):
                    self.state = 299
                    self.argument()
                    self.state = 307
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 300
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 302
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 301
                            self.continuation()


                        self.state = 304
                        self.argument()
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
                self.state = 318
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==20:
                    self.state = 316
                    self.match(SubstraitExplainParser.COLON)
                    self.state = 317
                    self.type_()


                self.state = 342
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==39:
                    self.state = 320
                    localctx.over = self.match(SubstraitExplainParser.IDENT)
                    self.state = 321
                    self.match(SubstraitExplainParser.LPAREN)
                    self.state = 323
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==3:
                        self.state = 322
                        self.continuation()


                    self.state = 339
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1090705697280) != 0):
                        self.state = 325
                        self.item()
                        self.state = 333
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while _la==19:
                            self.state = 326
                            self.match(SubstraitExplainParser.COMMA)
                            self.state = 328
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if _la==3:
                                self.state = 327
                                self.continuation()


                            self.state = 330
                            self.item()
                            self.state = 335
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)

                        self.state = 337
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if _la==3:
                            self.state = 336
                            self.continuation()




                    self.state = 341
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
        self.enterRule(localctx, 38, self.RULE_argument)
        self._la = 0 # Token type
        try:
            self.state = 355
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,54,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 346
                self.name()
                self.state = 347
                self.match(SubstraitExplainParser.ASSIGN)
                self.state = 348
                self.value()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 350
                self.value()
                self.state = 353
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==8:
                    self.state = 351
                    self.match(SubstraitExplainParser.THIN_ARROW)
                    self.state = 352
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
        self.enterRule(localctx, 40, self.RULE_functionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 357
            self.name()
            self.state = 360
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 358
                self.match(SubstraitExplainParser.COLON)
                self.state = 359
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
        self.enterRule(localctx, 42, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 362
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 259308650496) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 365
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==20:
                self.state = 363
                self.match(SubstraitExplainParser.COLON)
                self.state = 364
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
        self.enterRule(localctx, 44, self.RULE_qualifiedName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 367
            self.name()
            self.state = 370 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 368
                self.match(SubstraitExplainParser.DOT)
                self.state = 369
                self.name()
                self.state = 372 
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
        self.enterRule(localctx, 46, self.RULE_name)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 374
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
        self.enterRule(localctx, 48, self.RULE_type)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 377
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==28:
                self.state = 376
                self.match(SubstraitExplainParser.UDT_PREFIX)


            self.state = 379
            self.typeName()
            self.state = 381
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==22:
                self.state = 380
                self.typeAnchor()


            self.state = 384
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 383
                self.urnAnchor()


            self.state = 387
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==25:
                self.state = 386
                self.variation()


            self.state = 390
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 389
                self.nullability()


            self.state = 393
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==17:
                self.state = 392
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
        self.enterRule(localctx, 50, self.RULE_typeName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 395
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
        self.enterRule(localctx, 52, self.RULE_typeAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 397
            self.match(SubstraitExplainParser.HASH)
            self.state = 398
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
        self.enterRule(localctx, 54, self.RULE_urnAnchor)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 400
            self.match(SubstraitExplainParser.AT)
            self.state = 401
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
        self.enterRule(localctx, 56, self.RULE_variation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 403
            self.match(SubstraitExplainParser.CARET)
            self.state = 404
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
        self.enterRule(localctx, 58, self.RULE_nullability)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 406
            self.match(SubstraitExplainParser.QMARK)
            self.state = 408
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==21:
                self.state = 407
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
        self.enterRule(localctx, 60, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 410
            self.match(SubstraitExplainParser.LT)
            self.state = 419
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 998328246272) != 0):
                self.state = 411
                self.typeParam()
                self.state = 416
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==19:
                    self.state = 412
                    self.match(SubstraitExplainParser.COMMA)
                    self.state = 413
                    self.typeParam()
                    self.state = 418
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 421
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
        self.enterRule(localctx, 62, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 423
            self.typeArg()
            self.state = 426
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==8:
                self.state = 424
                self.match(SubstraitExplainParser.THIN_ARROW)
                self.state = 425
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
        self.enterRule(localctx, 64, self.RULE_typeArg)
        self._la = 0 # Token type
        try:
            self.state = 451
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,70,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 428
                localctx.fieldName = self.typeName()
                self.state = 429
                self.match(SubstraitExplainParser.COLON)
                self.state = 430
                self.type_()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 432
                self.type_()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 433
                self.match(SubstraitExplainParser.INT)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 434
                self.match(SubstraitExplainParser.STRING)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 435
                self.match(SubstraitExplainParser.BOOLEAN)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 436
                self.match(SubstraitExplainParser.NULL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 437
                self.match(SubstraitExplainParser.AMP)
                self.state = 438
                self.match(SubstraitExplainParser.IDENT)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 439
                self.match(SubstraitExplainParser.LPAREN)
                self.state = 448
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 998328246272) != 0):
                    self.state = 440
                    self.typeArg()
                    self.state = 445
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==19:
                        self.state = 441
                        self.match(SubstraitExplainParser.COMMA)
                        self.state = 442
                        self.typeArg()
                        self.state = 447
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                self.state = 450
                self.match(SubstraitExplainParser.RPAREN)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





