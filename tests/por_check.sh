#!/bin/bash
# por_check.sh -- partial-order reduction must not change a verdict.
#
# For each model (rows "file<TAB>pan flags" on stdin, or the lists of
# make check: models/expected.tsv, models/dve/expected.tsv,
# tests/beem-ci.list), builds one verifier and runs it with --por=off,
# --por=stubborn and --por=ample, once with -c0 (every error: the set of
# error kinds must be the same, and states(por) <= states(off)) and once
# as a user runs it (stop at the first error: same verdict, and when it
# is an error the trail written under reduction must replay with pan -r
# and end in the same error).  pan without --por (its default; whole
# successor blocks, matches settled early) must store exactly as many
# states as with --por=stubborn (a cursor at deep levels, as
# PAN_DFS_CURSOR_BYTES says); each mode also
# runs the breadth-first and the parallel search (POR_SEARCHES: --bfs,
# -j 2, --bfs -j 2) with -c0: the same error kinds, never more states
# than without reduction; without the cache of choices (PAN_POR_NO_CACHE)
# the same states.  The proviso models must miss their error
# without the proviso (PAN_POR_NO_PROVISO) in every search, and find it
# with it.  Prints PASS/FAIL lines and "N passed, N failed".  With
# tests/data/por_states.tsv (model, mode, states) lists ceilings of
# the states stored with -c0 for models whose reduction a change to the
# rules improved: more states there fail.  With
# POR_TABLE=FILE it appends "model states(off) states(stubborn)
# states(ample)" rows to FILE.
#
# Environment: MCC, MCC_BACKEND (tcc|llvm|cc), BEEM_DIR, POR_MODES,
# POR_SEARCHES (space-separated, '_' for a space in one search's flags).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
: "${MCC_BACKEND:=tcc}"
: "${BEEM_DIR:=../shared/models/beem/pml}"
: "${POR_MODES:=stubborn ample}"
: "${POR_SEARCHES:=--bfs -j_2 --bfs_-j_2}"
: "${POR_TIMEOUT:=120}"
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }

# the error kinds of a pan output: messages without counter and depth;
# not the checks of xr/xs claims, which pan (as Spin's) makes only when it
# reduces: they are the reduction's, not the model's (tests/run.sh
# xclaim_check compares them with Spin)
XCLAIM_KINDS='claim on uninitialized channel|partial order reduction invalid|chans cannot be used for rv'
kinds() {
	sed -n 's/^pan:[0-9]*: \(.*\) (at depth [0-9-]*)$/\1/p' "$1" | grep -v -E "$XCLAIM_KINDS" |
		sort -u | tr '\n' '|'
}
states() { awk '/states, stored/ {print $1; exit}' "$1"; }

# one_model FILE FLAGS...
one_model() {
	local f=$1; shift
	local d="$tmp/m"; rm -rf "$d"; mkdir -p "$d"
	cp "$f" "$d/"
	local b; b=$(basename "$f")
	if ! ( cd "$d" && timeout "$POR_TIMEOUT" "$MCC" -B "$MCC_BACKEND" -o pan "$b" >mcc.out 2>&1 ); then
		if grep -q "use -B tcc" "$d/mcc.out"; then ok "por $b: not for -B $MCC_BACKEND (embedded C)"; return; fi
		bad "por $b: mcc failed"; return
	fi
	local so="" ko="" row="$b"
	for mode in off $POR_MODES; do
		( cd "$d" && timeout "$POR_TIMEOUT" ./pan -c0 -n --por=$mode "$@" >c0.$mode 2>&1 )
		local rc=$?
		if [ $rc -ge 3 ]; then bad "por $b --por=$mode -c0: exit $rc"; return; fi
		# stopped by the process limit (or memory): other errors may
		# lie beyond where each order stops, nothing to compare but
		# that limit: a run of too many processes is an error of a
		# step, which a reduction keeps (quiet ends once lost it:
		# models/por_quiet_slots.pml)
		if [ $mode = off ] && grep -q "Search not completed" "$d/c0.$mode"; then
			local m2 lim; lim=$(grep -c "process slots are in use" "$d/c0.off")
			for m2 in $POR_MODES; do
				( cd "$d" && timeout "$POR_TIMEOUT" ./pan -c0 -n --por=$m2 "$@" >c0.$m2 2>&1 )
				if [ "$lim" -gt 0 ] && ! grep -q "process slots are in use" "$d/c0.$m2"; then
					bad "por $b --por=$m2: no process limit, which the search without reduction reaches"; return
				fi
			done
			ok "por $b: search incomplete with --por=off -c0 (process or memory limit)$( [ "$lim" -gt 0 ] && echo ", reached with every reduction"), not compared"; return
		fi
		if [ $rc -eq 2 ]; then bad "por $b --por=$mode: incomplete"; return; fi
		if grep -q "Search not completed" "$d/c0.$mode"; then
			ok "por $b: search incomplete with --por=$mode -c0 (process or memory limit), not compared"; return
		fi
		local s k; s=$(states "$d/c0.$mode"); k=$(kinds "$d/c0.$mode")
		row="$row $s"
		if [ $mode = off ]; then so=$s; ko=$k; continue; fi
		if [ "$k" != "$ko" ]; then
			bad "por $b --por=$mode: errors [$k] without reduction [$ko]"; return
		fi
		if [ "$s" -gt "$so" ]; then
			bad "por $b --por=$mode: $s states > $so without reduction"; return
		fi
		# the cache of choices (runtime/por/por.c) changes nothing
		( cd "$d" && PAN_POR_NO_CACHE=1 timeout "$POR_TIMEOUT" ./pan -c0 -n --por=$mode "$@" >nc.$mode 2>&1 )
		if [ "$(states "$d/nc.$mode")" != "$s" ]; then
			bad "por $b --por=$mode: $(states "$d/nc.$mode") states without the cache of choices, $s with it"; return
		fi
		# the other searches reduce too, keeping the error kinds
		local sr
		for sr in $POR_SEARCHES; do
			local fl=${sr//_/ }
			# shellcheck disable=SC2086
			( cd "$d" && timeout "$POR_TIMEOUT" ./pan -c0 -n --por=$mode $fl "$@" >cs.$mode 2>&1 )
			rc=$?
			if [ $rc -ge 2 ]; then bad "por $b --por=$mode $fl -c0: exit $rc"; return; fi
			local ss ks; ss=$(states "$d/cs.$mode"); ks=$(kinds "$d/cs.$mode")
			if [ "$ks" != "$ko" ]; then
				bad "por $b --por=$mode $fl: errors [$ks] without reduction [$ko]"; return
			fi
			if [ "$ss" -gt "$so" ]; then
				bad "por $b --por=$mode $fl: $ss states > $so without reduction"; return
			fi
		done
		# the reduction's own regression: no more states than the
		# ceiling recorded in tests/data/por_states.tsv
		local cap
		cap=$(awk -F'\t' -v m="$b" -v md="$mode" '$1 == m && $2 == md {print $3}' tests/data/por_states.tsv)
		if [ -n "$cap" ] && [ "$s" -gt "$cap" ]; then
			bad "por $b --por=$mode: $s states > $cap recorded in tests/data/por_states.tsv"; return
		fi
		if [ $mode = stubborn ]; then
			# the default, with whole successor blocks and matches
			# settled early (tests/run.sh runs the others with a
			# cursor at every level): the same states
			( cd "$d" && PAN_DFS_CURSOR_BYTES= PAN_DFS_SETTLE_BYTES=0 timeout "$POR_TIMEOUT" \
				./pan -c0 -n "$@" >c0.default 2>&1 )
			local sd; sd=$(states "$d/c0.default")
			if [ "$sd" != "$s" ] || [ "$(kinds "$d/c0.default")" != "$ko" ]; then
				bad "por $b: pan's default stores $sd states, --por=stubborn $s (PAN_DFS_CURSOR_BYTES=$PAN_DFS_CURSOR_BYTES)"; return
			fi
		fi
		# a user's run: first error, its trail replays
		rm -f "$d"/*.trail
		( cd "$d" && timeout "$POR_TIMEOUT" ./pan -n --por=$mode "$@" >c1.$mode 2>&1 )
		local e1; e1=$(kinds "$d/c1.$mode")
		if [ -z "$ko" ] && [ -n "$e1" ]; then bad "por $b --por=$mode: error [$e1] in a correct model"; return; fi
		if [ -n "$ko" ] && [ -z "$e1" ] && ! grep -qE "^pan:1: .*($XCLAIM_KINDS)" "$d/c1.$mode"; then
			bad "por $b --por=$mode: no error found"; return
		fi
		if [ -n "$e1" ] && ls "$d"/*.trail >/dev/null 2>&1; then
			if ! ( cd "$d" && timeout "$POR_TIMEOUT" ./pan -r "$@" >r.$mode 2>&1 ) ||
			    ! grep -q "trail ends after" "$d/r.$mode"; then
				bad "por $b --por=$mode: the trail does not replay"; return
			fi
		fi
	done
	[ -n "$POR_TABLE" ] && echo "$row" >>"$POR_TABLE"
	ok "por $b ($row) errors [$ko]"
}

lists() {
	awk -F'\t' '!/^#/ && NF >= 2 {print "models/" $1 "\t" $2}' models/expected.tsv
	awk -F'\t' '!/^#/ && NF >= 2 {print "models/dve/" $1 "\t" $2}' models/dve/expected.tsv
	grep -v '^#' tests/beem-ci.list | while read -r n; do
		[ -n "$n" ] && printf '%s\t-\n' "$BEEM_DIR/$n.pml"
	done
	# stops at the process limit: not in expected.tsv (Spin's 255)
	printf 'models/por_quiet_slots.pml\t-\n'
}

if [ -t 0 ] || [ "$1" = --ci ] || [ "$POR_ARGS" = --ci ]; then lists; else cat; fi | sort -u |
while IFS=$'\t' read -r file flags; do
	[ -z "$file" ] && continue
	[ "$flags" = - ] && flags=""
	# shellcheck disable=SC2086
	one_model "$file" $(echo "$flags" | sed 's/-c0//')
done >"$tmp/out"
# the proviso models must need the proviso: without it the error is missed
if [ -t 0 ] || [ "$1" = --ci ] || [ "$POR_ARGS" = --ci ]; then
	for f in models/por_ignore.pml models/por_ignore_atomic.pml; do
		d="$tmp/p"; rm -rf "$d"; mkdir -p "$d"; cp "$f" "$d/"
		b=$(basename "$f")
		( cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan "$b" >/dev/null 2>&1 ) || { echo "FAIL por $b: mcc failed"; continue; }
		for mode in $POR_MODES; do
			for sr in "" $POR_SEARCHES; do
				fl=${sr//_/ }
				# shellcheck disable=SC2086
				( cd "$d" && PAN_POR_NO_PROVISO=1 ./pan -c0 -n --por=$mode $fl >np.out 2>&1 )
				# shellcheck disable=SC2086
				( cd "$d" && ./pan -c0 -n --por=$mode $fl >p.out 2>&1 )
				if [ -n "$(kinds "$d/np.out")" ]; then
					echo "FAIL por $b --por=$mode $fl: found its error without the cycle proviso (no longer a proviso test)"
				elif [ -z "$(kinds "$d/p.out")" ]; then
					echo "FAIL por $b --por=$mode $fl: missed its error with the proviso"
				else
					echo "PASS por $b --por=$mode $fl: the error needs the proviso, found with it"
				fi
			done
		done
	done >>"$tmp/out"
fi
# quiet ends (runtime/por/README.md): the model that may have them does,
# and they reduce; the two that must not have them do not
if [ -t 0 ] || [ "$1" = --ci ] || [ "$POR_ARGS" = --ci ]; then
	for f in models/por_quiet_end.pml models/por_quiet_nrpr.pml models/por_quiet_slots.pml; do
		d="$tmp/q"; rm -rf "$d"; mkdir -p "$d"; cp "$f" "$d/"
		b=$(basename "$f")
		( cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan "$b" >/dev/null 2>&1 ) || { echo "FAIL por $b: mcc failed"; continue; }
		( cd "$d" && ./pan -c0 -n >q.out 2>&1; PAN_POR_QUIETEND=0 ./pan -c0 -n >nq.out 2>&1 )
		q=$(grep -c "quiet ends" "$d/q.out")
		if [ $b = por_quiet_end.pml ]; then
			if [ "$q" -gt 0 ] && [ "$(states "$d/q.out")" -lt "$(states "$d/nq.out")" ] &&
			    [ "$(kinds "$d/q.out")" = "$(kinds "$d/nq.out")" ]; then
				echo "PASS por $b: quiet ends, $(states "$d/q.out") states ($(states "$d/nq.out") without), errors [$(kinds "$d/q.out")]"
			else
				echo "FAIL por $b: quiet ends missing or not reducing ($(states "$d/q.out") states, $(states "$d/nq.out") without)"
			fi
		elif [ "$q" -gt 0 ]; then
			echo "FAIL por $b: quiet ends in a model that must not have them"
		else
			echo "PASS por $b: no quiet ends"
		fi
	done >>"$tmp/out"
fi
cat "$tmp/out"
pass=$(grep -c '^PASS' "$tmp/out"); fail=$(grep -c '^FAIL' "$tmp/out")
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
