/* expect: unterminated ltl */
byte x;
init { skip }
ltl p { [] (x > 0)
