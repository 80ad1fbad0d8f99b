/* expect: redeclaration of 'x' */
byte x;
int x;
init { skip }
