/* spin -t -p prints one line per element walked inside the d_step */
byte x, y;
active proctype P() {
  d_step { do :: x < 3 -> x++; y = y + x :: else -> break od; y = 7 }
  assert(x == 4)
}
