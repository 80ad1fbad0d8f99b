/* Character constants in #if and #elif, as cpp evaluates them. */
#define IMPL 'N'
#if IMPL == '3'
byte x = 3
#elif IMPL == 'N' && '\n' == 10 && '\\' == 92
byte x = 7
#else
byte x = 1
#endif
active proctype P() { assert(x == 7) }
