/* expect: has no local variable 'zz' */
active proctype P() { byte y; skip }
init { printf("%d", P:zz) }
