/* Partial-order reduction and process creation: W's step writes g, which C reads; W exists only after Loop's run, which must then be in every stubborn set that needs W's steps. */
byte g, n;
proctype W(byte k) { g = g + k }
active proctype Loop() { bit i; do :: i = 1 - i :: n < 3 -> run W(n); n++ :: n >= 3 -> break od }
active proctype C() { g == 3 -> assert(false) }
