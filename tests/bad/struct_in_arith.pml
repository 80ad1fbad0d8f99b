/* expect: is a struct */
typedef T { byte a };
T t;
byte x;
init { x = t + 1 }
