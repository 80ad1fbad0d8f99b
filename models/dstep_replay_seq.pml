/* spin -t -p prints one line per element walked inside the d_step */
byte x, y;
active proctype P() {
  d_step { x = 1; y = x + 1; x = 2 }
  assert(x == 3)
}
