/* expect: syntax error */
byte do;
init { skip }
