/* expect: syntax error */
chan c = [2] {byte};
init { skip }
