/* expect: formula:1:9: error: syntax error: unexpected end of proposition */
/* formula: <> "x + " */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
