# bench/lib.sh -- shared by the benchmark scripts (sourced, not run).
#
# Spin as users run it (the "users' baseline", bench/README.md): pan.c is
# built with gcc -O2 -DMEMLIM=8000 (plus -DNOREDUCE for the like-with-like
# comparison), never with giant tables, and ./pan runs with Spin's default
# search depth (-m10000).  Only when pan says "max search depth too small"
# is the depth raised ten-fold and the run repeated; only runs at the final
# depth are timed.  No -m is passed up front: a large -m costs Spin's pan
# seconds and gigabytes before it explores a single state.

median() { sort -g | awk '{a[NR]=$1} END { if (!NR) print 0; else print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a/b; else print "-" }'; }
gm() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f", exp(s/n); else print "-" }'; }
# gmn: the same with the number of ratios
gmn() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f (n=%d)", exp(s/n), n; else print "-" }'; }

# timed FILE CMD...: run CMD (its output is left to the caller's
# redirections), append "wall cpu" to FILE: wall seconds and CPU seconds
# (user + sys, children included; bench/timeit.py, getrusage's precision)
BENCH_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
timed() { python3 "$BENCH_LIB_DIR/timeit.py" "$@"; }
# col N FILE: median of column N (1 wall, 2 CPU) of a `timed` file
col() { awk -v n="$1" '{print $n}' "$2" | median; }

# spin_depth OUT CMD...: find the depth flag users would end up with:
# run CMD (pan and its arguments, or a wrapper such as timeit.py's before
# them) with Spin's default depth, then with -m100000, -m1000000, ...
# appended while pan's output says "max search depth too small" (up to
# -m1000000000).  Prints the flag ("" for the default, else -mN); the last
# run's output is left in OUT.
spin_depth() {
	local out=$1; shift
	local m=10000 flag=""
	"$@" >"$out" 2>&1
	while grep -q 'max search depth too small' "$out" && [ $m -lt 1000000000 ]; do
		m=$((m * 10)); flag=-m$m
		"$@" $flag >"$out" 2>&1
	done
	echo "$flag"
}
# spin_states OUT: states stored by Spin's pan; spin_errors OUT: its errors
spin_states() { awk '/states, stored/ {print $1; exit}' "$1"; }
spin_errors() { sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$1" | head -1; }
# spin_bps OUT: bytes per stored state (memory for states + hash table)
spin_bps() {
	awk -v n="$(spin_states "$1")" '/actual memory usage for states/ {a=$1} /memory used for hash table/ {h=$1}
	    END { if (n > 0) printf "%.1f", (a+h)*1048576/n; else print "-" }' "$1"
}
