#!/bin/bash
# run.sh -- the test runner behind `make check`.
#
# Suites: unit (CUnit binaries), bad (malformed models must give located
# errors and leave no verifier behind; command lines a Spin user types
# that mcc or pan refuse say why), models (models/expected.tsv, and
# the same models against Spin), beem (a CI-sized BEEM sample compared with
# Spin using the oracle command lines of DESIGN.md), trails (every error
# found is replayed), spinout (what a Spin user sees, tests/spinout),
# backends (the tcc and llvm verifiers agree, see
# tests/backends.sh), par (the parallel checks at -j 2/4 on the LTL
# suites), corpus (the CI-sized part of the real-world Promela corpus
# against Spin's recorded results, tests/sweep_corpus.py --ci), merge
# (statement merging against Spin's own, tests/sweep_merge.py --ci), tsan
# (make check-tsan only), por (partial-order reduction keeps every verdict,
# tests/por_check.sh), porltl (the same for the LTL checks,
# tests/por_ltl_check.sh), mpi (make check-mpi only: pan --mpi under mpirun,
# tests/mpi/run.sh).  Ends with notes from the suites (what the corpus
# suite ran) and "N passed, N failed".
#
# Environment: MCC (compiler, default ./mcc), MCC_BUILD (build dir),
# MCC_BACKEND (tcc|cc), SUITES (space-separated subset), BEEM_DIR.
# The safety DFS keeps a successor cursor, and codes of what changed
# instead of vectors, at every level (PAN_DFS_CURSOR_BYTES=0: pan's
# default keeps whole blocks of whole successors below 64 MB of stack,
# which the models suite checks once more).
cd "$(dirname "$0")/.." || exit 3
export PAN_DFS_CURSOR_BYTES=${PAN_DFS_CURSOR_BYTES:-0}
B=${MCC_BUILD:-build}
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
export MCC MCC_BACKEND
. tests/lib/oracle.sh
SUITES=${SUITES:-"unit bad models dve ltl beem merge trails spinout hoa backends par corpus por porltl mpi"}
BEEM_DIR=${BEEM_DIR:-../shared/models/beem/pml}
pass=0; fail=0; failed=""; notes=""
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); failed="$failed
  $*"; echo "FAIL $*"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
has_spin=0; command -v spin >/dev/null 2>&1 && has_spin=1

suite_unit() {
	for t in "$B"/tests/test_*; do
		[ -x "$t" ] || continue
		if "$t" >"$tmp/unit.out" 2>&1; then
			ok "unit $(basename "$t") ($(grep -E '^ *asserts' "$tmp/unit.out" | awk '{print $3" asserts"}'))"
		else
			bad "unit $(basename "$t")"; tail -30 "$tmp/unit.out"
		fi
	done
}

suite_bad() {
	for f in tests/bad/*.pml; do
		[ -f "$f" ] || continue
		want=$(sed -n '1s/.*expect: *\(.*[^ ]\) *\*\/.*/\1/p' "$f")
		# `/* formula: F */` on line 2: the model with mcc -f F
		formula=$(sed -n '2s/^\/\* formula: \(.*[^ ]\) *\*\/$/\1/p' "$f")
		rm -f "$tmp/pan"
		"$MCC" -B "$MCC_BACKEND" -o "$tmp/pan" ${formula:+-f "$formula"} "$f" >"$tmp/bad.out" 2>&1
		rc=$?
		if [ $rc -eq 0 ]; then bad "bad $f: accepted"; continue; fi
		if [ $rc -ge 128 ]; then bad "bad $f: crashed (status $rc)"; continue; fi
		if [ -e "$tmp/pan" ]; then bad "bad $f: left a verifier behind"; continue; fi
		if ! grep -qE '^[^:]+:[0-9]+:[0-9]+: error: ' "$tmp/bad.out"; then
			bad "bad $f: no located diagnostic"; head -3 "$tmp/bad.out"; continue
		fi
		if [ -n "$want" ] && ! grep -qF -- "$want" "$tmp/bad.out"; then
			bad "bad $f: message lacks '$want'"; head -3 "$tmp/bad.out"; continue
		fi
		ok "bad $f"
		# `/* spin: rejects ... */` on line 2: Spin must reject it too
		if sed -n '2p' "$f" | grep -q '^/\* spin: rejects'; then
			spin_rejects "$f"
		fi
	done
	bad_cli
}

# cli_case LABEL WANT-STATUS WANT-TEXT COMMAND...: a command line that
# must be refused: it exits with WANT-STATUS and prints WANT-TEXT, not
# the usage text (output in $tmp/cli/out)
cli_case() {
	local l=$1 ws=$2 wt=$3 rc; shift 3
	"$@" >"$tmp/cli/out" 2>&1; rc=$?
	if [ $rc -ne "$ws" ]; then bad "bad cli: $l: exit $rc, not $ws"; head -3 "$tmp/cli/out"
	elif ! grep -qF -- "$wt" "$tmp/cli/out"; then bad "bad cli: $l: no '$wt'"; head -3 "$tmp/cli/out"
	elif grep -q "^usage:" "$tmp/cli/out"; then bad "bad cli: $l: prints the usage"
	else ok "bad cli: $l"; fi
}

# Command lines a Spin user types that mcc or pan must refuse with a
# message about the option (exit status 3 for pan, as a bad option):
# pan -DNAME (Spin's compile-time defines) names the run-time option;
# pan -wN / --bits N out of range names the range; mcc -o PATH that
# cannot be written says so before compiling (exit status 2).
bad_cli() {
	local d="$tmp/cli"
	rm -rf "$d"; mkdir -p "$d"
	if ! "$MCC" -B "$MCC_BACKEND" -o "$d/pan" models/peterson.pml >"$d/mcc.out" 2>&1; then
		bad "bad cli: mcc failed on models/peterson.pml"; return
	fi
	cli_case "pan -DBITSTATE: use --bitstate" 3 "instead of -DBITSTATE use --bitstate" "$d/pan" -DBITSTATE
	cli_case "pan -DSAFETY: use --safety" 3 "instead of -DSAFETY use --safety" "$d/pan" -DSAFETY
	cli_case "pan -DNOREDUCE: --por=off, mcc --no-reduce" 3 "mcc --no-reduce" "$d/pan" -a -DNOREDUCE
	cli_case "pan -DMEMLIM=512: use --memlim 512" 3 "use --memlim 512" "$d/pan" -DMEMLIM=512
	# -wN beyond what the memory limit holds: the option's range, before
	# anything is allocated (was: out of memory)
	cli_case "pan -w40: the range of -wN" 3 "pan: -w40 is out of range: -wN takes N from 1 to" "$d/pan" -w40
	cli_case "pan -w23 --memlim 100: 1 to 22" 3 "-wN takes N from 1 to 22 here" "$d/pan" -w23 --memlim 100
	cli_case "pan --bitstate --bits 40 --memlim 100: 6 to 28" 3 "--bits N takes N from 6 to 28" \
		"$d/pan" --bitstate --bits 40 --memlim 100
	if grep -q "out of memory" "$tmp/cli/out"; then bad "bad cli: --bits 40 runs out of memory"; fi
	# an output mcc cannot write: said before compiling, by every
	# backend, and nothing left behind
	local w="$d/w" be
	for be in tcc cc llvm; do
		rm -rf "$w"; mkdir -p "$w/sub"; touch "$w/file"
		cli_case "mcc -B $be -o DIR/nodir/pan" 2 "mcc: cannot write $w/nodir/pan: No such file or directory" \
			"$MCC" -B $be -o "$w/nodir/pan" models/peterson.pml
		cli_case "mcc -B $be -o a directory" 2 "mcc: cannot write $w/sub: Is a directory" \
			"$MCC" -B $be -o "$w/sub" models/peterson.pml
		cli_case "mcc -B $be -o FILE/pan" 2 "mcc: cannot write $w/file/pan: Not a directory" \
			"$MCC" -B $be -o "$w/file/pan" models/peterson.pml
		if [ "$(cd "$w" && find . | sort | tr '\n' ' ')" != ". ./file ./sub " ]; then
			bad "bad cli: mcc -B $be left files behind: $(cd "$w" && find . -newer file)"
		fi
	done
	cli_case "mcc --emit-c DIR/nodir/m.c" 2 "mcc: cannot write $w/nodir/m.c: No such file or directory" \
		"$MCC" --emit-c "$w/nodir/m.c" -o "$w/pan" models/peterson.pml
}

# spin_rejects MODEL: `spin -a` must fail on it (no pan.c)
spin_rejects() {
	[ $has_spin -eq 1 ] || { bad "bad $1: spin is not installed"; return; }
	local d; d=$(mktemp -d)
	cp "$1" "$d/m.pml"
	if (cd "$d" && spin -a m.pml >spin.out 2>&1 && [ -f pan.c ]); then
		bad "bad $1: spin accepts it"
	else
		ok "bad $1: spin rejects it too"
	fi
	rm -rf "$d"
}

# With mcc's dead-variable reduction on (its default) a model must keep its
# verdict and can only lose states: deadvar_same_verdict LABEL STATES
# ERRORS(0/1) MODEL [pan flags], STATES/ERRORS from the --no-deadvar run.
deadvar_same_verdict() {
	local label=$1 nst=$2 nerr=$3; shift 3
	local dst der dstatus de=0
	read -r dst der dstatus <<<"$(MCC_FLAGS= mcc_run "$@")"
	[ "${der:-0}" -gt 0 ] 2>/dev/null && de=1
	if [ "$dstatus" = ok ] && [ "$de" -eq "$nerr" ] && [ "$dst" -le "$nst" ] 2>/dev/null; then
		ok "$label with dead-variable reduction: same verdict, $dst <= $nst states"
	else
		bad "$label with dead-variable reduction: $dst states errors $der ($dstatus), without it $nst / errors=$nerr"
	fi
}

# models/expected.tsv: file, pan flags, states stored, errors (0 or >0)
suite_models() {
	while IFS=$'\t' read -r file flags states errs; do
		case "$file" in ''|\#*) continue;; esac
		[ "$flags" = - ] && flags=""
		read -r st er status <<<"$(mcc_run "models/$file" $flags)"
		if [ "$status" != ok ]; then bad "model $file $flags: $status"; continue; fi
		e=0; [ "${er:-0}" -gt 0 ] 2>/dev/null && e=1
		w=0; [ "$errs" -gt 0 ] && w=1
		if [ "$st" != "$states" ] || [ $e -ne $w ]; then
			bad "model $file $flags: states $st errors $er, expected $states / $errs"
			continue
		fi
		ok "model $file $flags ($st states)"
		deadvar_same_verdict "model $file $flags" "$st" "$e" "models/$file" $flags
		# the DFS settles known successors early on deep searches: force
		# it from the start, with pan's default successor blocks (whole
		# below 64 MB of stack), the counts must not change
		read -r st2 er2 status2 <<<"$(PAN_DFS_SETTLE_BYTES=0 PAN_DFS_CURSOR_BYTES= mcc_run "models/$file" $flags)"
		if [ "$status2" = ok ] && [ "$st2" = "$st" ] && [ "$er2" = "$er" ]; then
			ok "model $file $flags: same counts with early settling"
		else
			bad "model $file $flags: early settling gives $st2/$er2 ($status2), not $st/$er"
		fi
		store_counts "model $file $flags" "$st" "$er" "models/$file" $flags
		if [ $has_spin -eq 1 ] && [ -z "$flags" ]; then
			read -r sst ser sstatus <<<"$(spin_run "models/$file")"
			se=0; [ "${ser:-0}" -gt 0 ] 2>/dev/null && se=1
			if [ "$sstatus" = ok ] && [ "$sst" = "$st" ] && [ $se -eq $e ]; then
				ok "model $file = spin"
			elif grep -qF "$file" models/README.md 2>/dev/null && grep -q "^- \`$file\`" models/README.md; then
				ok "model $file differs from spin as documented in models/README.md"
			else
				bad "model $file vs spin: mcc $st/$er spin $sst/$ser ($sstatus)"
			fi
		fi
	done < models/expected.tsv
	deadvar_checks
	hiding_checks
	np_check models/end_do.pml
	xclaim_check models/xclaim_init.pml 'claim on uninitialized' '[]<> (len(q[0]) == 0)'
	xclaim_check models/xclaim_run.pml 'claim on uninitialized' '[]<> (len(q) == 0)'
	xclaim_check models/xclaim_owner.pml 'partial order reduction invalid' '[]<> (len(q) == 0)'
	xclaim_check models/xclaim_rv.pml 'cannot be used for rv' '[]<> fin'
	nrpr_check models/nrpr_claim.pml
	nrpr_check models/nrpr_trail.pml
	errstop_check
	swarm_check
	pml_diff
}

# models/swarm_bug.pml: a full search in 32 MB ends incomplete without
# finding the seeded bug; --swarm finds it, and its trail replays.
swarm_check() {
	local d rc out; d=$(mktemp -d)
	cp models/swarm_bug.pml "$d/"
	if ! (cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan swarm_bug.pml >/dev/null 2>&1); then
		bad "swarm: mcc models/swarm_bug.pml failed"; rm -rf "$d"; return
	fi
	out=$(cd "$d" && ./pan --memlim 32 2>/dev/null); rc=$?
	if [ $rc -eq 2 ] && grep -q 'errors: 0' <<<"$out"; then
		ok "swarm: swarm_bug.pml: the full search in --memlim 32 ends incomplete, no error"
	else
		bad "swarm: swarm_bug.pml: --memlim 32 gave status $rc, expected 2 without errors"
	fi
	out=$(cd "$d" && ./pan --swarm 4 -j 2 --memlim 32 2>/dev/null); rc=$?
	if [ $rc -eq 1 ] && [ -f "$d/swarm_bug.pml.mcc.trail" ] &&
	    (cd "$d" && ./pan -r 2>&1 | grep -q 'replay ok'); then
		ok "swarm: --swarm 4 -j 2 --memlim 32 finds the bug; its trail replays"
	else
		bad "swarm: --swarm 4 -j 2 --memlim 32: status $rc, or no trail, or it does not replay"
		tail -5 <<<"$out"
	fi
	rm -rf "$d"
}

# store_counts LABEL STATES ERRORS MODEL [pan flags]: the verifier of
# MODEL (compiled once) with each store of $STORES_CHECK (default: all but
# hash and hc32) gives the same counts as the default store.  The lossy
# ones too (hc32 is left out: 32-bit signatures lose states from about
# 10^5 states on, as expected):
# on these small models a state is lost with probability below 1e-6
# (hash factor > 2^27 / 10^5); where a store does not apply (a lossy one
# for an LTL check or the BFS) pan uses the default through $PAN_STORE.
store_counts() {
	local label=$1 st=$2 er=$3 model=$4 s out st3 er3; shift 4
	local d; d=$(mktemp -d)
	# shellcheck disable=SC2086
	if ! "$MCC" -B "$MCC_BACKEND" $MCC_FLAGS -o "$d/pan" "$model" >/dev/null 2>&1; then
		bad "$label: stores: mcc failed"; rm -rf "$d"; return
	fi
	local fails=""
	for s in ${STORES_CHECK-compact tree hc bitstate}; do
		out=$(cd "$d" && PAN_STORE=$s timeout 300 ./pan -c0 --json "$@" 2>&1)
		st3=$(sed -n 's/.*"states_stored": *\([0-9]*\).*/\1/p' <<<"$out" | tail -1)
		er3=$(sed -n 's/.*"errors": *\([0-9]*\).*/\1/p' <<<"$out" | tail -1)
		[ "$st3" = "$st" ] && [ "$er3" = "$er" ] || fails="$fails $s:$st3/$er3"
	done
	rm -rf "$d"
	if [ -z "$fails" ]; then
		ok "$label: same counts with stores ${STORES_CHECK-compact tree hc bitstate}"
	else
		bad "$label: stores give other counts than $st/$er:$fails"
	fi
}

# Random Promela models against Spin (tests/pml_diff.py): fixed seeds,
# BEEM-like models and models with the constructs of hand-written ones.
pml_diff() {
	[ $has_spin -eq 1 ] || { bad "pml_diff: spin is not installed"; return; }
	local out summary args
	for args in "--count 100" "--lang --count 80"; do
		summary=0
		out=$(python3 tests/pml_diff.py --mcc "$MCC" -B "$MCC_BACKEND" --mode all --seed 1 $args 2>&1)
		while read -r line; do
			case "$line" in
			FAIL*) bad "pml_diff ${line#FAIL }";;
			pml_diff:*) summary=1; ok "$line";;
			esac
		done <<<"$out"
		[ $summary -eq 1 ] || bad "pml_diff $args did not finish: $(tail -n 1 <<<"$out")"
	done
}

# np_check MODEL: pan -l finds a non-progress cycle iff Spin's -l does.
np_check() {
	local m=$1 d me se
	[ $has_spin -eq 1 ] || { bad "np $m: spin is not installed"; return; }
	d=$(mktemp -d)
	cp "$m" "$d/m.pml"
	me=$(cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan2 m.pml >/dev/null 2>&1 && ./pan2 -l | sed -n 's/.*errors: \([0-9]*\).*/\1/p')
	se=$(cd "$d" && spin -a m.pml >/dev/null 2>&1 && gcc -DNP -DNOREDUCE -w -o pan pan.c &&
		./pan -l -m1000000 | sed -n 's/.*errors: \([0-9]*\).*/\1/p')
	rm -rf "$d"
	if [ -n "$me" ] && [ "$me" = "$se" ]; then
		ok "np $m: pan -l errors $me = spin"
	else
		bad "np $m: pan -l errors '$me', spin -l errors '$se'"
	fi
}

# xr/xs claims (on a channel that is 0 when the process is created, on a
# rendezvous channel, a channel another process uses): the first error of
# mcc's default pan (message and depth) is Spin's default pan's (which
# checks the claims unless -DNOREDUCE) and matches PATTERN, also with a
# property (-a); with --por=off pan does not check them; the trail
# (empty for an error at depth 0) replays.
xclaim_check() {
	local m=$1 pat=$2 f=$3 d sl ml
	[ $has_spin -eq 1 ] || { bad "xclaim $m: spin is not installed"; return; }
	d=$(mktemp -d)
	cp "$m" "$d/m.pml"
	sl=$(cd "$d" && spin -a m.pml >/dev/null 2>&1 && gcc -O2 -w -o span pan.c && ./span | grep -m1 '^pan:1:')
	ml=$(cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan m.pml >/dev/null 2>&1 && ./pan | grep -m1 '^pan:1:')
	if [ -n "$ml" ] && [ "$ml" = "$sl" ] && grep -q "$pat" <<<"$ml"; then
		ok "xclaim $m: '$ml' as spin"
	else
		bad "xclaim $m: mcc '$ml', spin '$sl'"
	fi
	if (cd "$d" && ./pan -r >/dev/null 2>&1); then
		ok "xclaim $m: the trail replays"
	else
		bad "xclaim $m: pan -r fails"
	fi
	ml=$(cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pana -f "!($f)" m.pml >/dev/null 2>&1 &&
		./pana -a 2>&1 | grep -m1 '^pan:1:')
	if grep -q "$pat" <<<"$ml"; then
		ok "xclaim $m: reported with the property $f too (-a)"
	else
		bad "xclaim $m -a: first error '$ml'"
	fi
	ml=$(cd "$d" && ./pan -c0 --por=off 2>&1 | grep -c "$pat")
	if [ "$ml" = 0 ]; then
		ok "xclaim $m: not checked with --por=off (Spin's -DNOREDUCE)"
	else
		bad "xclaim $m: $ml claim errors with --por=off"
	fi
	rm -rf "$d"
}

# _nr_pr counts the property automaton as a process while one is checked,
# as Spin's pan counts its claim (VERI; -DNP's claim too, -DNOCLAIM none):
# mcc's -a, -l and --safety against Spin's -a, -DNP -l and -DNOCLAIM, by
# the error count and the first error; every trail replays.
nrpr_check() {
	local m=$1 d mode sf pf sl ml
	[ $has_spin -eq 1 ] || { bad "nrpr $m: spin is not installed"; return; }
	d=$(mktemp -d)
	cp "$m" "$d/m.pml"
	if ! (cd "$d" && spin -a m.pml >/dev/null 2>&1 &&
	    "$MCC" -B "$MCC_BACKEND" -o pan m.pml >/dev/null 2>&1); then
		bad "nrpr $m: spin -a or mcc failed"; rm -rf "$d"; return
	fi
	for mode in "-a:-a:" "-l:-l:-DNP" "--safety::-DNOCLAIM"; do
		IFS=: read -r pf sf cf <<<"$mode"
		sl=$(cd "$d" && gcc -O2 -w $cf -DMEMLIM=8000 -o span pan.c &&
			./span -m10000000 $sf | grep -E -m2 '^pan:1:|errors:' | sed 's/ *(at depth.*//;s/.*errors/errors/')
		ml=$(cd "$d" && rm -f ./*.mcc.trail && ./pan $pf 2>&1 |
			grep -E -m2 '^pan:1:|errors:' | sed 's/ *(at depth.*//;s/.*errors/errors/')
		if [ -n "$ml" ] && [ "$ml" = "$sl" ]; then
			ok "nrpr $m $pf: $(tr '\n' ' ' <<<"$ml")as spin $sf $cf"
		else
			bad "nrpr $m $pf: mcc '$ml', spin '$sl'"
		fi
		if ls "$d"/*.mcc.trail >/dev/null 2>&1; then
			if (cd "$d" && ./pan -r 2>&1 | grep -q 'replay ok'); then
				ok "nrpr $m $pf: the trail replays"
			else
				bad "nrpr $m $pf: pan -r fails"
			fi
		fi
	done
	rm -rf "$d"
}

# pan -a stops its emptiness checks at the first error they meet, as
# Spin's pan stops at its first error, and the search for errors reports
# it (models/ltl_errstop.pml: the check of p went on through 240,009
# product states before).
errstop_check() {
	local m=models/ltl_errstop.pml d js st sl ml
	d=$(mktemp -d)
	cp "$m" "$d/m.pml"
	if ! (cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan m.pml >/dev/null 2>&1); then
		bad "errstop: mcc $m failed"; rm -rf "$d"; return
	fi
	js=$(cd "$d" && ./pan -a --json 2>/dev/null | tail -1)
	st=$(sed -n 's/.*"states_stored":\([0-9]*\).*/\1/p' <<<"$js")
	if grep -q '"stopped_at_error":true' <<<"$js" && grep -q '"result":"violated"' <<<"$js" &&
	    [ -n "$st" ] && [ "$st" -lt 20000 ]; then
		ok "errstop: -a stops at the first error ($st states stored)"
	else
		bad "errstop: -a: ${js:0:300}"
	fi
	if (cd "$d" && ./pan -r 2>&1 | grep -q 'replay ok'); then
		ok "errstop: the trail replays"
	else
		bad "errstop: pan -r fails"
	fi
	if [ $has_spin -eq 1 ]; then
		sl=$(cd "$d" && spin -a m.pml >/dev/null 2>&1 && gcc -O2 -w -DMEMLIM=8000 -o span pan.c &&
			./span -m10000000 -a | grep -m1 '^pan:1:' | sed 's/ (at depth.*//')
		ml=$(cd "$d" && ./pan -a | grep -m1 '^pan:1:' | sed 's/ (at depth.*//')
		if [ -n "$ml" ] && [ "$ml" = "$sl" ]; then
			ok "errstop: '$ml' as spin -a"
		else
			bad "errstop: mcc '$ml', spin '$sl'"
		fi
	fi
	rm -rf "$d"
}

# The dead-variable reduction itself (models/deadvar_prop.pml): it merges
# states, and it never hides a value that a property reads, whether the
# property is given at run time (pan turns the reset off) or compiled in
# as a never claim (codegen leaves the variable alone).
# Spin's hiding of write-only globals: mcc's default against spin -o1 -o3
# (hiding on, dataflow and merging off) on a model without locals, and
# run-time properties that read a hidden global.
hiding_checks() {
	local m=models/wonly_globals.pml d st sst res
	if [ $has_spin -eq 1 ]; then
		read -r st _ _ <<<"$(MCC_FLAGS= mcc_run $m)"
		read -r sst _ _ <<<"$(SPIN_OPTS="-o1 -o3" spin_run $m)"
		if [ -n "$st" ] && [ "$st" = "$sst" ]; then
			ok "hiding: $m $st states, as spin -o1 -o3"
		else
			bad "hiding: $m mcc $st states, spin -o1 -o3 $sst"
		fi
	fi
	d=$(mktemp -d)
	if ! "$MCC" -B "$MCC_BACKEND" -o "$d/pan" $m >"$d/out" 2>&1; then
		bad "hiding: mcc $m failed"; rm -rf "$d"; return
	fi
	# wlast == 20 and arr[1] == 1 happen; hidden they would read 0
	for f in '[](wlast != 20)' '[](arr[1] != 1)' '[](wcount != 5)'; do
		res=$(cd "$d" && ./pan --json --ltl "$f" 2>/dev/null | tail -1 |
			sed -n 's/.*"result":"\([a-z]*\)".*/\1/p')
		if [ "$res" = violated ]; then ok "hiding: --ltl '$f' violated"
		else bad "hiding: --ltl '$f': $res, expected violated"; fi
	done
	res=$(cd "$d" && ./pan --json --ltl '[](wcount >= 3)' 2>/dev/null | tail -1 |
		sed -n 's/.*"result":"\([a-z]*\)".*/\1/p')
	if [ "$res" = holds ]; then ok "hiding: --ltl '[](wcount >= 3)' holds (its initial value kept)"
	else bad "hiding: --ltl '[](wcount >= 3)': $res, expected holds"; fi
	rm -rf "$d"
}

deadvar_checks() {
	local m=models/deadvar_prop.pml d st
	d=$(mktemp -d)
	# ltl_expect LABEL RESULT STATES FORMULA: $d/pan --ltl FORMULA gives
	# RESULT with STATES product states (- for any number)
	ltl_expect() {
		local st res
		read -r st res <<<"$(cd "$d" && ./pan --json --por=off --ltl "$4" 2>/dev/null | tail -1 |
			sed -n 's/.*"states_stored":\([0-9]*\).*"result":"\([a-z]*\)".*/\1 \2/p')"
		if [ "$res" = "$2" ] && { [ "$3" = - ] || [ "$st" = "$3" ]; }; then
			ok "deadvar: $1"
		else
			bad "deadvar: $1: --ltl '$4': $res with $st states, expected $2 / $3"
		fi
	}
	if ! "$MCC" -B "$MCC_BACKEND" -o "$d/pan" $m >"$d/out" 2>&1; then
		bad "deadvar: mcc $m failed"; rm -rf "$d"; return
	fi
	st=$(cd "$d" && ./pan -c0 --por=off | awk '/states, stored/ {print $1}')
	if [ "$st" = 8 ]; then
		ok "deadvar: j reset after its last read: 8 states (10 without)"
	else
		bad "deadvar: $st states, expected 8"
	fi
	ltl_expect "--ltl reading j keeps its value (holds, 10 states)" holds 10 '<>[] (P[0]:j > 0)'
	ltl_expect "--ltl '<>[] (P[0]:j == 0)' violated" violated - '<>[] (P[0]:j == 0)'
	ltl_expect "--ltl not reading j keeps the reduction (holds, 8 states)" holds 8 '[] (g < 4)'
	# the LLVM backend keeps its own copy of the tables (not in sanitizer
	# runs: it links the uninstrumented way only)
	if [ "$MCC_BACKEND" = tcc ]; then
		if "$MCC" -B llvm -o "$d/pan" $m >"$d/out" 2>&1; then
			ltl_expect "-B llvm: --ltl reading j keeps its value (holds, 10 states)" holds 10 '<>[] (P[0]:j > 0)'
		else
			bad "deadvar: mcc -B llvm $m failed"
		fi
	fi
	if "$MCC" -B "$MCC_BACKEND" -o "$d/pan" -N models/deadvar_prop.never $m >"$d/out" 2>&1 &&
	    (cd "$d" && ./pan -a | grep -q 'errors: 0'); then
		ok "deadvar: never claim reading P[0]:j finds no run"
	else
		bad "deadvar: never claim reading P[0]:j: a run found or the build failed"
	fi
	# locals dead where their process starts (models/dead_init.pml): reset
	# when it is created, unless a run-time proposition reads them
	m=models/dead_init.pml
	local b
	for b in "$MCC_BACKEND" llvm; do
		[ "$b" = llvm ] && [ "$MCC_BACKEND" != tcc ] && continue
		if ! "$MCC" -B "$b" -o "$d/pan" $m >"$d/out" 2>&1; then
			bad "deadvar: mcc -B $b $m failed"; continue
		fi
		st=$(cd "$d" && ./pan -c0 --por=off | awk '/states, stored/ {print $1}')
		if [ "$st" = 72 ]; then
			ok "deadvar -B $b: locals dead at the start reset at creation: 72 states (88 if not, 81 without the reduction)"
		else
			bad "deadvar -B $b: $m: $st states, expected 72"
		fi
		ltl_expect "-B $b: --ltl reading a local dead at the start sees its initializer" holds - 'P[0]:lm == mb && P[1]:k == 3'
	done
	rm -rf "$d"
}

suite_beem() {
	if [ $has_spin -eq 0 ]; then bad "beem: spin is not installed"; return; fi
	if [ ! -d "$BEEM_DIR" ]; then bad "beem: $BEEM_DIR not found"; return; fi
	while read -r name; do
		case "$name" in ''|\#*) continue;; esac
		f="$BEEM_DIR/$name.pml"
		read -r sst ser sstatus <<<"$(spin_run "$f")"
		read -r st er status <<<"$(mcc_run "$f")"
		se=0; [ "${ser:-0}" -gt 0 ] 2>/dev/null && se=1
		me=0; [ "${er:-0}" -gt 0 ] 2>/dev/null && me=1
		if [ "$status" != ok ]; then bad "beem $name: mcc $status"; continue; fi
		if [ "$sstatus" != ok ]; then bad "beem $name: spin $sstatus"; continue; fi
		if [ $se -ne $me ]; then bad "beem $name: verdict mcc errors=$er spin errors=$ser"; continue; fi
		if [ "$st" != "$sst" ]; then
			if grep -q "^- \`$name\`" models/README.md 2>/dev/null; then
				ok "beem $name (verdict agrees; state count $st vs spin $sst, documented)"
			else
				bad "beem $name: states mcc $st spin $sst"
			fi
			continue
		fi
		ok "beem $name ($st states, errors=$me)"
		deadvar_same_verdict "beem $name" "$st" "$me" "$f"
	done < tests/beem-ci.list
}

# DVE: BEEM sample counts, malformed inputs, models/dve
suite_dve() {
	MCC="$MCC" bash tests/dve/run_ci.sh >"$tmp/dve.out" 2>&1
	MCC="$MCC" bash tests/dve/run_bad.sh >>"$tmp/dve.out" 2>&1
	while read -r line; do
		case "$line" in
		PASS*) ok "dve ${line#PASS }";;
		FAIL*) bad "dve ${line#FAIL }";;
		esac
	done <"$tmp/dve.out"
	n=$(ls tests/bad-dve/*.dve | wc -l)
	nf=$(grep -c '^FAIL .*\.dve:' "$tmp/dve.out")
	[ "$nf" -eq 0 ] && ok "dve malformed corpus ($n files, located errors, no crash)"
	while IFS=$'\t' read -r file flags states errs; do
		case "$file" in ''|\#*) continue;; esac
		read -r st er status <<<"$(mcc_run "models/dve/$file" $flags)"
		e=0; [ "${er:-0}" -gt 0 ] 2>/dev/null && e=1
		w=0; [ "$errs" != 0 ] && w=1
		if [ "$status" = ok ] && [ "$st" = "$states" ] && [ $e -eq $w ]; then
			ok "dve model $file ($st states)"
			store_counts "dve model $file" "$st" "$er" "models/dve/$file" $flags
		else
			bad "dve model $file: $st states, errors $er ($status), expected $states / $errs"
		fi
	done < models/dve/expected.tsv
}

# partial-order reduction: the same verdicts with --por=off, stubborn and
# ample on the models of the suites above, never more states, the trails
# found under reduction replay (tests/por_check.sh), with both backends
suite_por() {
	sub_suite por "verdicts with and without POR, -B tcc" tests/por_check.sh MCC_BACKEND=tcc POR_ARGS=--ci
	sub_suite por-llvm "verdicts with and without POR, -B llvm" tests/por_check.sh MCC_BACKEND=llvm POR_ARGS=--ci
}

# partial-order reduction in the LTL checks: the same verdicts with
# --por=off, stubborn and ample on the LTL models and a BEEM sample, in
# several checks, trails replay, and the models that need visibility and
# the cycle proviso fail without them (tests/por_ltl_check.sh)
suite_porltl() {
	sub_suite porltl "LTL verdicts with and without POR" tests/por_ltl_check.sh MCC_BACKEND=tcc \
	    "POR_LTL_BEEM=peterson.1 phils.1 elevator2.1 driving_phils.1 szymanski.1 mcs.2 leader_filters.1 at.1"
}

# sub_suite NAME WHAT SCRIPT [VAR=VALUE...]: run a test script that ends
# with "N passed, N failed" (in the environment VAR=VALUE...) as one row
sub_suite() {
	local name=$1 what=$2 script=$3; shift 3
	env -u SUITES MCC="$MCC" "$@" bash "$script" >"$tmp/$name.out" 2>&1
	sub_suite_result "$name" "$what" "$tmp/$name.out" $?
}

# sub_suite_result NAME WHAT OUTPUT RC: the row of a script that ended
# with status RC and wrote OUTPUT
sub_suite_result() {
	local name=$1 what=$2 out=$3 rc=$4 sum
	grep "^FAIL" "$out" | head -20
	sum=$(tail -1 "$out")
	case "$sum" in
	*" passed, 0 failed") [ "$rc" -eq 0 ] && ok "$name ($what): $sum" || bad "$name: exit $rc";;
	*) bad "$name: $sum (exit $rc)";;
	esac
}

# LTL model checking vs Spin verdicts (tests/ltl-mc/run.sh)
suite_ltl() {
	sub_suite ltl-mc "verdicts vs Spin, replays" tests/ltl-mc/run.sh
	# the sequential checks with the other lossless store (every check
	# and acceptance on the models and a small BEEM sample; the parallel
	# checks keep their own table, runtime/par/pstore.c)
	sub_suite ltl-mc-tree "verdicts vs Spin with --store=tree" tests/ltl-mc/run.sh \
		PAN_STORE=tree SUITES="models beem" BEEM_SAMPLE="phils.1 mcs.2"
}

# What a Spin user sees: trail names, printf output, the process limit,
# the unreached report, Spin's command lines, Spin's state numbers
# (tests/spinout/run.sh)
suite_spinout() {
	sub_suite spinout "trail names, printf, process limit, unreached, command lines, state numbers vs Spin" \
		tests/spinout/run.sh
}

# HOA claim automata: malformed corpus, fuzz, verdicts (tests/hoa/run.sh)
suite_hoa() {
	sub_suite hoa "malformed corpus, fuzz, tgba/tgra/tfla verdicts" tests/hoa/run.sh
}

# msc_check MODEL MCCFLAGS CONDITIONS...: verify MODEL (tests/msc/),
# replay its trail with pan -r --msc, check the chart
# (tests/tools/msc_check.py: well-formed SVG, elements counted by class)
msc_check() {
	local f=$1 flags=$2 d="$tmp/msc"; shift 2
	rm -rf "$d"; mkdir -p "$d"; cp "tests/msc/$f" "$d/"
	# shellcheck disable=SC2086
	( cd "$d" && "$MCC" -B "$MCC_BACKEND" $flags -o pan "$f" >/dev/null 2>&1 && ./pan >pan.out 2>&1 )
	if ! ( cd "$d" && ./pan -r --msc m.svg >replay.out 2>&1 ); then
		bad "msc $f: pan -r --msc failed"; tail -3 "$d/replay.out"; return
	fi
	if python3 tests/tools/msc_check.py "$d/m.svg" "$@" >"$d/check.out" 2>&1; then
		ok "msc $f: $(head -1 "$d/check.out")"
	else
		bad "msc $f: $(tr '\n' ' ' <"$d/check.out")"
	fi
}

# every error found on the suite replays step by step
suite_trails() {
	msc_check chan.pml "" lifelines=:init::0,B:1 create=1 rv=1 msg=2 pending=0 error=1 cycle=0
	# rendered by a real browser where one is installed (Debian package
	# chromium; not a dependency): the screenshot decodes and has colours
	local br; br=$(command -v chromium || command -v chromium-browser)
	if [ -n "$br" ] && [ -f "$tmp/msc/m.svg" ]; then
		timeout 120 "$br" --headless --no-sandbox --disable-gpu --window-size=600,400 \
			--screenshot="$tmp/msc/m.png" "file://$tmp/msc/m.svg" >/dev/null 2>&1
		if python3 tests/tools/msc_check.py --png "$tmp/msc/m.png" >"$tmp/msc/png.out" 2>&1; then
			ok "msc: chromium renders chan.pml's chart ($(cat "$tmp/msc/png.out"))"
		else
			bad "msc: chromium screenshot of chan.pml's chart: $(cat "$tmp/msc/png.out")"
		fi
	fi
	msc_check lasso.pml "" lifelines=P:0,C:1 cycle=1 "msg>=1" error=0
	# mcc -t --msc: the same chart through the compiler's replay
	d="$tmp/msct"; rm -rf "$d"; mkdir -p "$d"; cp tests/msc/chan.pml "$d/"
	# (pan exits 1: the assertion is violated)
	if ( cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan chan.pml >/dev/null 2>&1 && { ./pan >/dev/null 2>&1; [ $? -eq 1 ]; } &&
	     "$MCC" -B "$MCC_BACKEND" -t --msc t.svg chan.pml >t.out 2>&1 ) &&
	   python3 tests/tools/msc_check.py "$d/t.svg" rv=1 msg=2 error=1 >/dev/null; then
		ok "msc: mcc -t --msc"
	else
		bad "msc: mcc -t --msc"
	fi

	for f in $(awk -F'\t' '!/^#/ && $2 == "-" && $4 > 0 {print $1}' models/expected.tsv | sort -u); do
		d="$tmp/tr"; rm -rf "$d"; mkdir -p "$d"; cp "models/$f" "$d/"
		( cd "$d" && "$MCC" -B "$MCC_BACKEND" -o pan "$f" >/dev/null 2>&1 && ./pan >pan.out 2>&1 )
		if [ ! -f "$d/$f.mcc.trail" ]; then bad "trail $f: no trail written"; continue; fi
		if [ -e "$d/$f.trail" ]; then bad "trail $f: written under Spin's name $f.trail"; continue; fi
		if ( cd "$d" && ./pan -r >replay.out 2>&1 ); then
			if grep -q "trail ends after" "$d/replay.out"; then ok "trail $f replays ($(grep -c '^ *[0-9]*:' "$d/replay.out") steps)"
			else bad "trail $f: replay output incomplete"; fi
		else
			bad "trail $f: replay failed"; tail -3 "$d/replay.out"
		fi
	done
}

# tcc and llvm backends: identical state spaces, verdicts and trails
suite_backends() {
	if [ "${MCC_BACKEND:-tcc}" != tcc ]; then
		# sanitizer builds: tcc cannot link their instrumented archives
		echo "skip backends (MCC_BACKEND=$MCC_BACKEND)"; return
	fi
	MCC="$MCC" bash tests/backends.sh >"$tmp/backends.out" 2>&1
	while read -r line; do
		case "$line" in
		PASS*) ok "backends ${line#PASS }";;
		FAIL*) bad "backends ${line#FAIL }";;
		esac
	done <"$tmp/backends.out"
	grep -q ' passed, 0 failed$' "$tmp/backends.out" || bad "backends: $(tail -1 "$tmp/backends.out")"
}

# The parallel checks (runtime/par/) on the LTL suites: every par-* check
# and the default with -j 2 and -j 4 against Spin's verdicts, replays
# (tests/ltl-mc/run.sh with PAR_THREADS; a BEEM sample: PAR_BEEM).
suite_par() {
	sub_suite par "parallel checks -j 1/2/4 vs Spin, replays" tests/ltl-mc/run.sh \
		PAR_THREADS="2 4" PAR_ONLY=1 SUITES="models beem" \
		BEEM_SAMPLE="${PAR_BEEM:-phils.1 fischer.1 mcs.2 bakery.1 anderson.2 peterson.1 at.1 elevator2.1}"
	# the multi-core safety search (pan -j N) against the sequential DFS:
	# counts, error kinds, verdicts, replays (tests/par/psafety.sh)
	sub_suite par-safety "pan -j 1/2/4 safety = sequential counts, replays" \
		tests/par/psafety.sh
	sub_suite par-safety-bfs "pan --bfs -j 1/2/4 = sequential counts, trails as short as the BFS's" \
		tests/par/psafety.sh PSAFETY_FLAGS=--bfs PSAFETY_SETS="models flags dve beem mid"
}

# The distributed safety search (pan --mpi under mpirun, runtime/dist/)
# against the sequential BFS of the same verifier: counts at -np 1..4,
# verdicts, every trail replayed, a rank out of memory, a rank that dies
# (tests/mpi/run.sh).  Not in the default SUITES (it runs mpirun several
# hundred times: 17 minutes on two busy cores): SUITES=mpi, or make
# check-mpi.
# Skipped with the reason where mpirun or mcc's MPI support is missing.
suite_mpi() {
	if ! command -v mpirun >/dev/null 2>&1; then
		echo "SKIP mpi: mpirun is not installed (openmpi-bin, libopenmpi-dev)"
		notes="$notes
  mpi: skipped, mpirun is not installed"
		return
	fi
	# make check: the project's models and the failure checks at -np 3,
	# the LTL verdicts (owcty) at -np 2 and 3;
	# make check-mpi (MPI_FULL=1): every set at -np 1..4
	local nps=${MPI_NPS:-3} sets=${MPI_SETS:-"models replay fail ltl"}
	local lnps=${MPI_LTL_NPS:-"2 3"}
	if [ -n "${MPI_FULL:-}" ]; then
		nps=${MPI_NPS:-"1 2 3 4"} sets=${MPI_SETS:-"models flags beem mid replay flow fail ltl"}
		lnps=${MPI_LTL_NPS:-"1 2 3 4"}
	fi
	env -u SUITES MCC="$MCC" MPI_NPS="$nps" MPI_SETS="$sets" MPI_LTL_NPS="$lnps" bash tests/mpi/run.sh \
		>"$tmp/mpi.out" 2>&1
	local rc=$?
	if grep -q '^SKIP' "$tmp/mpi.out"; then
		grep '^SKIP' "$tmp/mpi.out"
		notes="$notes
  $(grep '^SKIP' "$tmp/mpi.out" | head -1 | sed 's/^SKIP //')"
		return
	fi
	sub_suite_result mpi "pan --mpi at -np $nps = --bfs counts, verdicts, replays" \
		"$tmp/mpi.out" $rc
}

# The real-world Promela corpus (tests/corpus/README.md): the committed
# models whose Spin runs take under 2 s, each compiled, verified, counted
# with reductions off, checked with -a -f, its trail replayed and simulated
# against the results Spin gave (MANIFEST.tsv; Spin itself is not run).
# Known failures (tests/corpus/known-failures.tsv) are reported as XFAIL
# and in the closing summary, not counted as passed.
# ci_lines TAG FILE: the PASS/FAIL lines of a --ci script's output
# counted (XFAIL lines shown), its closing "TAG:" line into ci_summary.
ci_lines() {
	local line
	ci_summary=""
	while IFS= read -r line; do
		case "$line" in
		PASS*) ok "${line#PASS }";;
		XFAIL*) echo "$line";;
		FAIL*) bad "${line#FAIL }";;
		"$1":*) ci_summary=$line;;
		esac
	done <"$2"
}

suite_corpus() {
	python3 tests/sweep_corpus.py --ci --jobs "${CORPUS_JOBS:-2}" --mcc "$MCC" \
		-B "$MCC_BACKEND" >"$tmp/corpus.out" 2>&1
	local rc=$? summary
	ci_lines corpus-ci "$tmp/corpus.out"
	summary=$ci_summary
	if [ -z "$summary" ]; then
		bad "corpus: tests/sweep_corpus.py did not finish (exit $rc)"; tail -5 "$tmp/corpus.out"
		return
	fi
	echo "$summary"
	notes="$notes
$summary (known failures: tests/corpus/known-failures.tsv)"
}

# Statement merging against Spin's own (tests/sweep_merge.py --ci): spin
# -o1 -o2 -a (merging on) with -DNOREDUCE and mcc --no-deadvar store as many
# states on the models of tests/merge-ci.list; then what only mcc can be
# asked: propositions that read inside a chain and formulas with X turn
# merging off at run time (models/merge_local_prop.pml).  Then Spin's
# default optimisations: spin -a (dataflow resets, hiding, merging) and
# mcc --spin-reductions store as many states on tests/spinred-ci.list.
suite_merge() {
	if [ $has_spin -eq 0 ]; then bad "merge: spin is not installed"; return; fi
	python3 tests/sweep_merge.py --ci --spin-default --list tests/spinred-ci.list \
		--jobs "${CORPUS_JOBS:-2}" --mcc "$MCC" -B "$MCC_BACKEND" >"$tmp/spinred.out" 2>&1
	local src=$?
	ci_lines spinred-ci "$tmp/spinred.out"
	if [ -z "$ci_summary" ]; then
		bad "merge: tests/sweep_merge.py --spin-default did not finish (exit $src)"
		tail -5 "$tmp/spinred.out"
	else
		echo "$ci_summary"
		notes="$notes
$ci_summary (mcc --spin-reductions against spin -a)"
	fi
	python3 tests/sweep_merge.py --ci --jobs "${CORPUS_JOBS:-2}" --mcc "$MCC" \
		-B "$MCC_BACKEND" >"$tmp/merge.out" 2>&1
	local rc=$? m=models/merge_local_prop.pml d f want st why res got
	ci_lines merge-ci "$tmp/merge.out"
	if [ -z "$ci_summary" ]; then
		bad "merge: tests/sweep_merge.py did not finish (exit $rc)"; tail -5 "$tmp/merge.out"
	else
		echo "$ci_summary"
		notes="$notes
$ci_summary (statement merging against spin -o1 -o2 -a)"
	fi
	d=$(mktemp -d)
	if ! "$MCC" -B "$MCC_BACKEND" -o "$d/pan" $m >"$d/out" 2>&1; then
		bad "merge: mcc $m failed"; rm -rf "$d"; return
	fi
	# formula | verdict | states stored (the parts one after the other:
	# the count of a violated one depends on the order) | why
	while IFS='|' read -r f want st why; do
		(cd "$d" && ./pan --ltl "$f" --decompose=on >run.out 2>&1)
		res=holds; grep -q 'acceptance cycle' "$d/run.out" && res=violated
		got=$(awk '/states, stored/ {print $1; exit}' "$d/run.out")
		if [ "$res" = "$want" ] && [ "$got" = "$st" ]; then
			ok "merge: --ltl '$f' $res, $got states ($why)"
		else
			bad "merge: --ltl '$f' $res with $got states, expected $want / $st ($why)"
		fi
	done <<'LIST'
[] (P:x != 1)|violated|8|P:x reads inside the chain: merging off (mcc --no-merge: 8 too)
X X !g|holds|3|X counts the chain's steps: merging off
<> (g == 1)|holds|3|merging on (5 states without)
LIST
	rm -rf "$d"
}

# ThreadSanitizer (make check-tsan): the threaded unit tests and the
# parallel LTL configurations on a small subset, verifiers built with -B cc.
suite_tsan() {
	export TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}"
	for t in test_rt_par test_rt_ec test_rt_psafety test_rt_dist; do
		if MCC_EC_RANDOM_N=300 MCC_PAR_RANDOM_N=200 MCC_PAR_STRESS_N=40 MCC_PSAFETY_STRESS_N=10 \
		    "$B/tests/$t" >"$tmp/tsan.out" 2>&1; then
			ok "tsan unit $t"
		else
			bad "tsan unit $t"; grep -A20 "WARNING: ThreadSanitizer" "$tmp/tsan.out" | head -40; tail -5 "$tmp/tsan.out"
		fi
	done
	# par-tgra / par-tgra-pairs on random Emerson-Lei automata
	if MCC_RABIN_RANDOM_N=150 MCC_RABIN_PAR_N=150 \
	    "$B/tests/test_rt_rabin" >"$tmp/tsan.out" 2>&1; then
		ok "tsan unit test_rt_rabin"
	else
		bad "tsan unit test_rt_rabin"; grep -A20 "WARNING: ThreadSanitizer" "$tmp/tsan.out" | head -40; tail -5 "$tmp/tsan.out"
	fi
	env -u SUITES MCC="$MCC" MCC_LTL_BACKEND=cc PAR_THREADS="2 4" PAR_ONLY=1 SUITES="models beem" \
		BEEM_SAMPLE="${TSAN_BEEM:-fischer.1 peterson.1}" \
		bash tests/ltl-mc/run.sh >"$tmp/tsan.out" 2>&1
	rc=$?
	grep -E "^FAIL|WARNING: ThreadSanitizer" "$tmp/tsan.out" | head -20
	sum=$(tail -1 "$tmp/tsan.out")
	case "$sum" in
	*" passed, 0 failed") [ $rc -eq 0 ] && ok "tsan ltl-mc parallel (-B cc): $sum" || bad "tsan ltl-mc: exit $rc";;
	*) bad "tsan ltl-mc: $sum (exit $rc)";;
	esac
	# partial-order reduction in the multi-core LTL checks: the workers
	# share the decision table (runtime/product.c)
	local d; d=$(mktemp -d)
	cp "$BEEM_DIR/peterson.2.pml" "$BEEM_DIR/../ltl/peterson.2.ltl" "$d/"
	if (cd "$d" && "$MCC" -B cc -o pan peterson.2.pml >/dev/null 2>&1); then
		for a in "" --algo=cndfs --algo=ufscc; do
			if (cd "$d" && ./pan --ltl-file peterson.2.ltl -j 4 $a --por=stubborn >out 2>&1) &&
			    grep -q '4 formulas: 4 as expected' "$d/out"; then
				ok "tsan ltl --por=stubborn -j 4 $a: peterson.2's 4 verdicts"
			else
				bad "tsan ltl --por=stubborn -j 4 $a"; grep -A20 "WARNING: ThreadSanitizer" "$d/out" | head -30; tail -3 "$d/out"
			fi
		done
	else
		bad "tsan ltl --por: mcc peterson.2.pml failed"
	fi
	rm -rf "$d"
	# the multi-core safety search on the model suite and two BEEM sets
	env -u SUITES MCC="$MCC" MCC_BACKEND=cc PSAFETY_THREADS="2 4" \
		bash tests/par/psafety.sh >"$tmp/tsan.out" 2>&1
	rc=$?
	grep -E "^FAIL|WARNING: ThreadSanitizer" "$tmp/tsan.out" | head -20
	sum=$(tail -1 "$tmp/tsan.out")
	case "$sum" in
	*" passed, 0 failed") [ $rc -eq 0 ] && ok "tsan par-safety (-B cc): $sum" || bad "tsan par-safety: exit $rc";;
	*) bad "tsan par-safety: $sum (exit $rc)";;
	esac
	env -u SUITES MCC="$MCC" MCC_BACKEND=cc PSAFETY_THREADS="2 4" PSAFETY_FLAGS=--bfs \
		PSAFETY_SETS="models beem mid" bash tests/par/psafety.sh >"$tmp/tsan.out" 2>&1
	rc=$?
	grep -E "^FAIL|WARNING: ThreadSanitizer" "$tmp/tsan.out" | head -20
	sum=$(tail -1 "$tmp/tsan.out")
	case "$sum" in
	*" passed, 0 failed") [ $rc -eq 0 ] && ok "tsan par-safety --bfs (-B cc): $sum" || bad "tsan par-safety --bfs: exit $rc";;
	*) bad "tsan par-safety --bfs: $sum (exit $rc)";;
	esac
}

for s in $SUITES; do
	echo "== suite $s"
	"suite_$s"
done
echo
echo "== summary"
[ -n "$notes" ] && echo "${notes#
}"
[ -n "$failed" ] && echo "failed:$failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
