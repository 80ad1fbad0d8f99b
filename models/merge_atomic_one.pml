/* Statement merging and one-statement atomic sequences: Spin lets any
 * statement of an atomic sequence, its first and last included, touch
 * global state and still head a chain, so atomic { c!1 }; x = 1 and
 * atomic { g++ }; x = 2 are one stored step each, as is an option of
 * an if that is an atomic sequence's only statement with x = 3. */
byte g;
chan c = [2] of { byte };

active [2] proctype P()
{	byte x;
	atomic { c!1 };
	x = 1;
	atomic { g++ };
	x = 2;
	atomic { if :: g > 1 :: c?x fi };
	x = 3
}
