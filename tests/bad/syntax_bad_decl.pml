/* expect: syntax error */
byte 3x;
init { skip }
