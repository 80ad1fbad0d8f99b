/* expect: syntax error */
Foo x;
init { skip }
