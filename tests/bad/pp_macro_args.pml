/* expect: expects 2 arguments */
#define F(a,b) (a+b)
byte x;
init { x = F(1) }
