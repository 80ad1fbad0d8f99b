/* expect: empty select range */
byte i;
init { select (i : 5 .. 2) }
