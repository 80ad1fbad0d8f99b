/* expect: 4:25: error: bad priority 256 in run A, valid range: 1..255 */
/* spin: rejects */
proctype A() { skip }
init { run A() priority 256 }
