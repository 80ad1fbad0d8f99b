/* spin -t -p prints one line per element walked inside the d_step */
byte x, y;
active proctype P() {
  x = 1;
  d_step { if :: x > 0 -> y = 1 :: else -> y = 2 fi; x = 0 }
  d_step { if :: x > 0 -> y = 1 :: else -> y = 2 fi; x = 0 }
  assert(x == 3)
}
