/* expect: non-numeric */
chan c = [1] of { byte };
init { c++ }
