/* expect: 4:21: error: priorities cannot be combined with rendezvous channels */
/* Spin's verifier refuses it too (pan.c: #error) */
chan c = [0] of { byte }
active proctype A() priority 2 { c!1 }
active proctype B() { c?_ }
