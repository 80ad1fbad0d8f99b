#define ROWS 8
#define COLS 7
