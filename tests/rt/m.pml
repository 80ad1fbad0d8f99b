byte x;
active proctype A() {
  byte i;
  do
  :: x < 3 -> atomic { x++; i++ }
  :: x >= 3 -> break
  od;
  assert(x < 3)
}
active proctype B() {
  x = x + 1
}
