/* Partial-order reduction and pids reused after processes die. */
byte g;
proctype W(byte k) { g = k }
init { byte i; do :: i < 4 -> run W(i); i++ :: i == 4 -> break od; _nr_pr == 1; assert(g != 2) }
active proctype L() { bit b; do :: b = 1 - b :: g == 3 -> break od }
