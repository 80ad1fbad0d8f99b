int p;

init {
	printf("hello world\n")
}

ltl name {
	always eventually (p > 5)
}

