/* expect: 3:30: error: bad process priority 0, valid range: 1..255 */
/* spin: rejects */
active proctype A() priority 0 { skip }
