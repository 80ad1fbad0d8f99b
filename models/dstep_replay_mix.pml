/* spin -t -p prints one line per element walked inside the d_step */
byte x, y;
inline inc(v) { v = v + 1; v = v * 2 }
active proctype P() {
  d_step {
    x = 1;
    { y = 2; x = 3 };
    atomic { y = 3 };
    inc(x);
    if
    :: x > 100 -> y = 1
    :: x > 0 -> if :: y > 100 -> skip :: else -> y = 9 fi
    fi;
    goto L;
    y = 100;
L:  x = 5;
    do
    :: y > 0 -> y--
    :: else -> break
    od
  }
  assert(x == 3)
}
