/* expect: xr of 'x' which is not a channel */
byte x;
active proctype P() { xr x; skip }
