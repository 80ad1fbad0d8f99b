/* Producer -> filter -> consumer over buffered channels, with mtypes. */
mtype = { data, eof };
chan a = [2] of { mtype, byte };
chan b = [1] of { mtype, byte };

active proctype producer()
{
	byte i = 0;
	do
	:: i < 4 -> a!data,i; i++
	:: i == 4 -> a!eof,0; break
	od
}

active proctype filter()
{
	byte v;
end:	do
	:: a?data,v -> if :: v % 2 == 0 -> b!data,v :: else -> skip fi
	:: a?eof,_ -> b!eof,0; break
	od
}

active proctype consumer()
{
	byte v, n;
	do
	:: b?data,v -> n++
	:: b?eof,_ -> break
	od;
	assert(n == 2)
}
