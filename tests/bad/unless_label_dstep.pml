/* expect: 5:2: error: 'unless' inside d_step */
/* spin: rejects ("'unless' inside d_step": the label lifts the escape into the d_step) */
byte x;
active proctype P() {
	L: d_step { x++ } unless { x > 5 };
	x = 3
}
