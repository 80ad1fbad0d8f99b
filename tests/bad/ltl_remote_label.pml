/* expect: 5:20: error: proctype 'P' has no label 'there' */
/* spin: rejects */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
ltl p { eventually P@there }
