/* expect: channel capacity must be a constant */
byte n;
chan c = [n] of { byte };
init { skip }
