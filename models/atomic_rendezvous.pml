/* Rendezvous inside atomic sequences; a blocked atomic process loses atomicity and, as in Spin, that state is stored. */
chan c = [0] of {int};
chan d = [0] of {int};
byte x, y;
active proctype A() { byte m; do :: atomic { x == 0; c!1; x = 1 }; x = 0 :: d?m od }
active proctype B() { byte m; do :: c?m; y = 1 :: atomic { y == 1; d!2; y = 0 } od }
