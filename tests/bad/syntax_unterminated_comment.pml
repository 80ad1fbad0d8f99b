/* expect: unterminated comment */
init { skip }
/* never closed
