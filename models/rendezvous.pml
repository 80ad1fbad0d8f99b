/* Rendezvous channels, atomic sequences and a receive with a constant. */
chan c = [0] of { byte, byte };
byte got;

active proctype sender()
{
	atomic { c!1,10; c!2,20 };
	c!3,30
}

active proctype receiver()
{
	byte x;
	atomic { c?1,x; got = got + x };
	c?_,x; got = got + x;
	c?3,x; got = got + x;
	assert(got == 60)
}
