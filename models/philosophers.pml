/* Dining philosophers taking the left fork first: deadlocks. */
#define N 4
bool fork[N];

proctype phil(byte i)
{
	do
	:: atomic { !fork[i] -> fork[i] = true };
	   atomic { !fork[(i+1)%N] -> fork[(i+1)%N] = true };
	   /* eat */
	   fork[(i+1)%N] = false;
	   fork[i] = false
	od
}

init
{
	byte k;
	atomic {
		k = 0;
		do
		:: k < N -> run phil(k); k++
		:: else -> break
		od
	}
}
