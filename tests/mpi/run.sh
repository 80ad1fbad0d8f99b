#!/bin/bash
# run.sh -- the distributed safety search (pan --mpi under mpirun,
# runtime/dist/) against the sequential breadth-first search of the same
# verifier.
#
# For each model (the project's models/expected.tsv, the BEEM Promela CI
# list tests/beem-ci.list, a few BEEM instances of 100 to 200 K states),
# one verifier built with mcc --mpi, then:
#  - counts: `pan --safety -c0 -n --json FLAGS --bfs --por=off` (--mpi does not reduce) and, for each K in
#    MPI_NPS, `mpirun -np K pan --mpi --safety -c0 -n --json FLAGS`:
#    states stored, matched, atomic steps and errors must be equal, and so
#    must the set of error kinds printed (every stored state is expanded
#    once, by its owner, whatever the order; an error that ends even a
#    -c0 search (Spin's Uerror) makes only the verdict comparable);
#  - verdict and trail: `mpirun -np K pan --mpi FLAGS` (default -c1) must
#    find an error iff the sequential run does, of a kind the sequential
#    -c0 run found, and the trail rank 0 writes must replay with the plain
#    `pan -r` (no MPI);
#  - -e -c0 (models with a few errors, at the largest K): one trail per
#    error, each replays;
#  - the trail of bakery.3 at -np 3 replays with a verifier built
#    without --mpi;
#  - flow control: with PAN_MPI_INFLIGHT=4000 (bytes of sends in flight
#    before a rank waits) the counts of bakery.4 -E at -np 3 are the same;
#  - failures: --memlim too small for the run ends it "incomplete" (exit 2,
#    no verdict) naming the rank; a rank that dies (PAN_MPI_TEST_DIE=R)
#    ends the run with a non-zero status and no report;
#  - ltl: the distributed emptiness check (owcty): `mpirun -np K pan
#    --mpi FLAGS` against the sequential `pan FLAGS` (K in MPI_LTL_NPS,
#    "2 3") on the project's models with ltl blocks, never claims, accept
#    labels (-a, -a -f, -l, -N name, --np-rabin) and small BEEM DVE
#    instances with their ltl/NAME.ltl (--ltl-file): the same verdict per
#    property, the same first error line (its kind: "acceptance cycle",
#    "assertion violated ..."), the same exit status; every trail rank 0
#    writes (lassos built by owcty over the ranks, or the sequential
#    search for errors) replays with `pan -r` without mpirun.
# Prints PASS/FAIL lines and "N passed, N failed"; skips everything, with
# the reason, when mpirun or MPI support in mcc is missing.
# Environment: MCC (./mcc), MCC_BACKEND (tcc), BEEM
# (../shared/models/beem), MPI_NPS ("1 2 3 4"), MPI_SETS ("models flags
# beem mid replay flow fail"), TIMEOUT (seconds per run, 120), MPIRUN (mpirun
# --oversubscribe).
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
MCC_BACKEND=${MCC_BACKEND:-tcc}
BEEM=${BEEM:-../shared/models/beem}
BEEM=$(cd "$BEEM" 2>/dev/null && pwd)
NPS=${MPI_NPS:-"1 2 3 4"}
SETS=${MPI_SETS:-"models flags beem mid replay flow fail ltl"}
LTL_NPS=${MPI_LTL_NPS:-"2 3"}
MID=${MPI_MID:-"bakery.4 elevator2.2 msmie.3"}
TIMEOUT=${TIMEOUT:-120}
# mpirun refuses root without these
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# containers often forbid the cross-memory attach (ptrace) that the shared-
# memory transport uses for large messages: plain copies instead
export OMPI_MCA_btl_vader_single_copy_mechanism=none
MPIRUN=${MPIRUN:-"mpirun --oversubscribe"}
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }

if ! command -v mpirun >/dev/null 2>&1; then
	echo "SKIP mpi: mpirun is not installed (apt-get install openmpi-bin libopenmpi-dev)"
	echo "0 passed, 0 failed"; exit 0
fi
mkdir -p "$tmp/probe"
echo 'active proctype p() { skip }' >"$tmp/probe/p.pml"
if ! (cd "$tmp/probe" && "$MCC" --mpi p.pml >mcc.out 2>&1); then
	echo "SKIP mpi: mcc --mpi cannot build ($(head -1 "$tmp/probe/mcc.out"))"
	echo "0 passed, 0 failed"; exit 0
fi

. tests/lib/safety_cmp.sh

# mpi K ARGS...: pan --mpi under mpirun with K ranks (in $tmp/run;
# mpirun would read the model list on stdin)
mpi() {
	local k=$1; shift
	# shellcheck disable=SC2086
	timeout "$TIMEOUT" $MPIRUN -np "$k" ./pan --mpi "$@" </dev/null
}

# build NAME MODEL: the verifier in a fresh $tmp/run (mcc also given
# BUILD_EXTRA); 0 or 1
BUILD_EXTRA=()
build() {
	rm -rf "$tmp/run"; mkdir -p "$tmp/run"
	cp "$2" "$tmp/run/"
	if ! (cd "$tmp/run" && timeout "$TIMEOUT" "$MCC" -B "$MCC_BACKEND" --mpi -o pan "${BUILD_EXTRA[@]}" "$(basename "$2")" >mcc.out 2>&1); then
		bad "$1: mcc --mpi failed"; return 1
	fi
}

# check NAME MODELFILE FLAGS...
check() {
	local name=$1 model=$2; shift 2
	build "$name" "$model" || return
	local seq; seq=$(sc_counts timeout "$TIMEOUT" ./pan --safety -c0 -n --json --bfs --por=off "$@")
	case $seq in " "*|"") bad "$name: sequential run gave no counts"; return;; esac
	local k r good=1
	for k in $NPS; do
		r=$(sc_counts mpi "$k" --safety -c0 -n --json "$@")
		sc_same "$name $* -np $k" "$seq" "$r" || good=0
	done
	[ $good -eq 1 ] && sc_agreed "$name $*" "$seq" "-np $NPS" --bfs
	local serr kinds; serr=$(sc_errors "$seq"); kinds=$(sc_kinds "$seq")
	for k in $NPS; do
		(cd "$tmp/run" && rm -f ./*.trail && mpi "$k" --safety -n "$@" >par.out 2>&1)
		sc_verdict "$name $* -np $k" "$serr" "$kinds" $?
	done
	if [ "$serr" -gt 0 ] 2>/dev/null && [ "$serr" -le 40 ] && [[ $seq == *" complete |"* ]]; then
		for k in $NPS; do :; done
		sc_every "$name $* -e -c0 -np $k" mpi "$k" --safety -n -e -c0 "$@"
	fi
}

# replay: rank 0's trail is an ordinary trail, for a build without MPI too
replay() {
	build "replay" "$BEEM/pml/bakery.3.pml" || return
	if ! (cd "$tmp/run" && timeout "$TIMEOUT" "$MCC" -B "$MCC_BACKEND" -o plain bakery.3.pml >>mcc.out 2>&1); then
		bad "replay: mcc without --mpi failed"; return
	fi
	(cd "$tmp/run" && rm -f ./*.trail && mpi 3 -n >par.out 2>&1)
	if (cd "$tmp/run" && ls ./*.mcc.trail >/dev/null 2>&1 &&
	    timeout "$TIMEOUT" ./plain -r >replay.out 2>&1) &&
	    grep -q "replay ok" "$tmp/run/replay.out"; then
		ok "replay: the -np 3 trail of bakery.3 replays with a verifier built without --mpi"
	else
		bad "replay: the -np 3 trail of bakery.3 does not replay without MPI"; tail -3 "$tmp/run/replay.out"
	fi
}

# flow: the counts with little room for sends in flight
flow() {
	build "flow" "$BEEM/pml/bakery.4.pml" || return
	local seq r
	seq=$(sc_counts timeout "$TIMEOUT" ./pan -E -c0 -n --json --bfs --por=off)
	r=$(PAN_MPI_INFLIGHT=4000 sc_counts mpi 3 -E -c0 -n --json)
	sc_same "flow: bakery.4 -E -np 3, 4000 bytes in flight" "$seq" "$r" &&
		ok "flow: bakery.4 -E -np 3, 4000 bytes in flight: counts = --bfs (${seq%% *} states)"
}

# sig FILE: what must agree of an LTL run: each property's verdict (pan's
# brief lines), the error line's kind, "errors: N".  "accept stutter" (the
# cycle found only stutters) is a fact of the counterexample found, which
# owcty's breadth-first lasso need not share with the sequential DFS's:
# both read "acceptance cycle" here.
sig() {
	grep -E ': (holds|violated|incomplete|failure|not-applicable)( |$)' "$1" |
		sed 's/  \[.*//'
	grep -E '^pan:1: ' "$1" | sed 's/ (.*//; s/ at depth.*//; s/accept stutter/acceptance cycle/'
	grep -oE 'errors: [0-9]+' "$1"
}

# ltl_check NAME MODELFILE FLAGS...: pan FLAGS against --mpi FLAGS at each
# K of LTL_NPS (the model's verifier built once)
ltl_check() {
	local name=$1 model=$2; shift 2
	build "$name" "$model" || return
	(cd "$tmp/run" && timeout "$TIMEOUT" ./pan "$@" >seq.out 2>&1)
	local src=$? k rc
	if [ $src -ge 3 ]; then bad "ltl $name $*: sequential run failed ($src)"; return; fi
	for k in $LTL_NPS; do
		(cd "$tmp/run" && rm -f ./*.trail && mpi "$k" "$@" >par.out 2>&1)
		rc=$?
		if [ $rc -ne $src ] || [ "$(sig "$tmp/run/seq.out")" != "$(sig "$tmp/run/par.out")" ]; then
			bad "ltl $name $* -np $k: exit $rc, sequential $src"
			diff <(sig "$tmp/run/seq.out") <(sig "$tmp/run/par.out") | head -6
			continue
		fi
		# every trail rank 0 wrote replays with the plain pan -r
		local t bad_t="" nt=0
		for t in $(grep -oE '(wrote|trail) [^ ]+\.trail' "$tmp/run/par.out" | awk '{print $2}'); do
			nt=$((nt+1))
			if ! (cd "$tmp/run" && timeout "$TIMEOUT" ./pan -r --trail "$t" 2>&1 | grep -q "replay ok"); then
				bad_t="$bad_t $t"
			fi
		done
		if [ -n "$bad_t" ]; then
			bad "ltl $name $* -np $k: trail(s) do not replay:$bad_t"; continue
		fi
		if grep -q '^pan: no trail written' "$tmp/run/par.out"; then
			bad "ltl $name $* -np $k: no counterexample built"; continue
		fi
		ok "ltl $name $* -np $k: $(sig "$tmp/run/par.out" | tr '\n' ' ')(exit $rc, $nt trails replay)"
	done
}

ltl_set() {
	local f n
	for f in ltl_mutex ltl_atomic ltl_atomic_chain ltl_atomic_loop ltl_assert \
	    ltl_accept_or ltl_last ltl_errstop; do
		ltl_check "$f" "models/$f.pml" -a
	done
	for f in ltl_mutex ltl_np; do
		ltl_check "$f" "models/$f.pml" -a -f
	done
	ltl_check ltl_np models/ltl_np.pml -l
	ltl_check ltl_np models/ltl_np.pml -l -f
	ltl_check np_rabin_lock models/np_rabin_lock.pml -l --np-rabin
	ltl_check ltl_mutex models/ltl_mutex.pml -a -N live0
	ltl_check ltl_assert models/ltl_assert.pml -a -A
	for f in never_spin_f never_until_holds never_many_guards accept_labels \
	    accept_stutter accept_depth accept_in_atomic; do
		ltl_check "$f" "models/$f.pml" -a
	done
	ltl_check "accept_labels" models/accept_labels.pml -a -f
	BUILD_EXTRA=(-f '<>[] (incs <= 1)')     # a claim formula compiled in
	ltl_check "ltl_mutex mcc -f" models/ltl_mutex.pml -a
	BUILD_EXTRA=(-f '[] <> (incs == 1)')
	ltl_check "ltl_mutex mcc -f" models/ltl_mutex.pml -a
	BUILD_EXTRA=()
	ltl_check "ltl_mutex --ltl" models/ltl_mutex.pml --ltl '[] <> (incs == 1)'
	for n in bakery.1 bakery.2 anderson.2 fischer.1 msmie.1 adding.1; do
		[ -f "$BEEM/ltl/$n.ltl" ] || continue
		cp "$BEEM/ltl/$n.ltl" "$tmp/$n.ltl"
		ltl_check "beem $n" "$BEEM/dve/$n.dve" --ltl-file "$tmp/$n.ltl"
	done
}

# failures: a rank out of memory, a rank that dies
failures() {
	local m=$BEEM/pml/bakery.4.pml
	build "fail" "$m" || return
	(cd "$tmp/run" && mpi 3 --memlim 2 -n -E >mem.out 2>&1)
	local rc=$?
	if [ $rc -eq 2 ] && grep -q "^pan: rank [0-9]* ran out of memory" "$tmp/run/mem.out" &&
	    grep -q "Search not completed" "$tmp/run/mem.out"; then
		ok "fail: --memlim 2 at -np 3: exit 2, '$(grep '^pan: rank' "$tmp/run/mem.out")'"
	else
		bad "fail: --memlim 2 at -np 3: exit $rc"; tail -5 "$tmp/run/mem.out"
	fi
	(cd "$tmp/run" && PAN_MPI_TEST_DIE=1 mpi 3 -n -E >die.out 2>&1)
	rc=$?
	if [ $rc -ne 0 ] && [ $rc -ne 1 ] && ! grep -q "states, stored" "$tmp/run/die.out"; then
		ok "fail: rank 1 dies at -np 3: exit $rc, no report"
	else
		bad "fail: rank 1 dies at -np 3: exit $rc"; tail -5 "$tmp/run/die.out"
	fi
}

for set in $SETS; do
	case $set in
	models)
		while IFS=$'\t' read -r file flags _; do
			case "$file" in ''|\#*) continue;; esac
			[ "$flags" = - ] && flags=""
			# cycles are not distributed
			case " $flags " in *" -a "*|*" -l "*|*" -f "*) continue;; esac
			# shellcheck disable=SC2086
			check "model $file" "models/$file" $flags
		done < models/expected.tsv;;
	flags)
		for file in mutex_bad.pml chan_predicates.pml philosophers.pml; do
			for flags in -A -E -q; do
				check "model $file" "models/$file" $flags
			done
		done;;
	beem)
		while read -r name; do
			case "$name" in ''|\#*) continue;; esac
			check "beem $name" "$BEEM/pml/$name.pml"
		done < tests/beem-ci.list;;
	mid)
		for name in $MID; do
			check "beem $name" "$BEEM/pml/$name.pml"
		done;;
	replay)
		replay;;
	flow)
		flow;;
	fail)
		failures;;
	ltl)
		ltl_set;;
	esac
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
