/* expect: syntax error */

