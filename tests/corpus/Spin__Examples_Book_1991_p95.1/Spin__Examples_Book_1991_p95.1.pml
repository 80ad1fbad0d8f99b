init { printf("hello world\n") }
