/* expect: 6:24: error: wrong number of fields in receive: channel has 2, got 1 (Spin reports 'missing pars in receive' when it runs; not supported) */
/* (Spin accepts this and reports an error each time the receive runs;
 * polls and peeks with fewer fields are fine) */
chan s = [1] of { byte, bit }
active proctype p() {
	byte x; s!1,1; s?<x>; s?x
}
