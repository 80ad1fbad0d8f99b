/* A model for tests/hoa: the HOA claims name the #define `pos`. */
byte x;
#define pos (x > 0)

active proctype P()
{
	do
	:: x = 1; x = 0
	od
}
