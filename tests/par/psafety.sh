#!/bin/bash
# psafety.sh -- the multi-core safety search (pan -j N, runtime/par/psafety.c)
# against the sequential DFS.
#
# For each model (models/expected.tsv, models/dve/expected.tsv, the BEEM
# Promela CI list tests/beem-ci.list and the BEEM DVE CI list
# tests/dve/ci.list), one verifier, then:
#  - counts, without partial-order reduction (--por=off: under it the
#    reduced graph depends on which states the workers store first):
#    `pan -c0 --por=off --json FLAGS` sequentially and with -j 1, -j 2, -j 4
#    (PSAFETY_THREADS): states stored, matched, atomic steps and errors
#    must be equal (each stored state is expanded once whatever the
#    interleaving, so they are exact), and so must the set of error kinds
#    printed (every kind is printed at least once: pan repeats a message
#    only when it differs from the previous one);
#  - verdict and trail: `pan FLAGS -j N` (default -c1, pan's default
#    reduction) in a scratch directory must find an error iff the
#    sequential runs do, of a kind a sequential -c0 run found (without
#    reduction, or with it: the xr/xs claims are checked only then), and its
#    trail must replay with pan -r; with --bfs, also with --por=off, its
#    trail as long as the sequential BFS's (shortest: a reduced graph's
#    shortest trail can be longer, so that is compared without).
# The set flags runs five models with errors under -A, -E, -q and -A -E.
# A last set (mid) runs a few BEEM instances of 100 to 200 K states, where
# the workers really share the work (the CI lists are small enough for one
# worker to do nearly everything).
# Prints PASS/FAIL lines and "N passed, N failed".
# Environment: MCC (./mcc), MCC_BACKEND (tcc), BEEM (../shared/models/beem),
# PSAFETY_THREADS ("1 2 4"), PSAFETY_SETS ("models dve beem beemdve"),
# TIMEOUT (seconds per run, 120), PSAFETY_FLAGS (added to the parallel
# runs: "--bfs" tests the parallel BFS, whose -c1 trails must then be as
# long as the sequential BFS's).
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
MCC_BACKEND=${MCC_BACKEND:-tcc}
BEEM=${BEEM:-../shared/models/beem}
BEEM=$(cd "$BEEM" 2>/dev/null && pwd)
THREADS=${PSAFETY_THREADS:-"1 2 4"}
SETS=${PSAFETY_SETS:-"models flags dve beem beemdve mid"}
# mid: instances of 100-200 K states, where the workers do share work
MID=${PSAFETY_MID:-"pml/bakery.4.pml pml/elevator2.2.pml pml/msmie.3.pml dve/firewire_tree.4.dve"}
TIMEOUT=${TIMEOUT:-120}
PFLAGS=${PSAFETY_FLAGS:-}
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }

. tests/lib/safety_cmp.sh

# counts PAN FLAGS...: sc_counts of a -c0 run
counts() {
	local pan=$1; shift
	sc_counts timeout "$TIMEOUT" "$pan" -c0 -n --json --por=off "$@"
}

# check NAME MODELFILE FLAGS...
check() {
	local name=$1 model=$2; shift 2
	rm -rf "$tmp/run"; mkdir -p "$tmp/run"
	cp "$model" "$tmp/run/"
	local base; base=$(basename "$model")
	if ! (cd "$tmp/run" && timeout "$TIMEOUT" "$MCC" -B "$MCC_BACKEND" -o pan "$base" >mcc.out 2>&1); then
		bad "$name: mcc failed"; return
	fi
	local seq; seq=$(counts ./pan "$@")
	case $seq in " "*|"") bad "$name: sequential run gave no counts"; return;; esac
	local j r good=1
	for j in $THREADS; do
		# shellcheck disable=SC2086
		r=$(counts ./pan "$@" $PFLAGS -j "$j")
		sc_same "$name $* -j $j" "$seq" "$r" || good=0
	done
	[ $good -eq 1 ] && sc_agreed "$name $*" "$seq" "-j $THREADS" sequential
	local serr kinds; serr=$(sc_errors "$seq"); kinds=$(sc_kinds "$seq")
	local serr0=$serr kinds0=$kinds # without reduction (--por=off runs)
	# the -c1 runs below reduce (pan's default): the errors only a reduced
	# search reports (xr/xs claims, checked unless --por=off) come from a
	# sequential -c0 run with the same reduction (its kinds, not its counts)
	local red; red=$(sc_counts timeout "$TIMEOUT" ./pan -c0 -n --json "$@")
	if [ "$(sc_errors "$red")" -gt 0 ] 2>/dev/null; then
		[ "$serr" -gt 0 ] 2>/dev/null || serr=$(sc_errors "$red")
		kinds="$kinds$(sc_kinds "$red")"
	fi
	# with --bfs: the length of the sequential BFS's trail (shortest)
	local bfs_steps=""
	if [[ " $PFLAGS " == *" --bfs "* ]] && [ "$serr0" -gt 0 ] 2>/dev/null; then
		(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" --bfs --por=off -n >bfs.out 2>&1)
		bfs_steps=$(cat "$tmp/run"/*.mcc.trail 2>/dev/null | grep -c '^[0-9]')
	fi
	for j in $THREADS; do
		[ "$j" = 1 ] && continue
		# shellcheck disable=SC2086
		(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" $PFLAGS -n -j "$j" >par.out 2>&1)
		sc_verdict "$name $* $PFLAGS -j $j" "$serr" "$kinds" $?
		[ -n "$bfs_steps" ] || continue
		# shellcheck disable=SC2086
		(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" $PFLAGS --por=off -n -j "$j" >par.out 2>&1)
		sc_verdict "$name $* $PFLAGS --por=off -j $j" "$serr0" "$kinds0" $? "$bfs_steps"
	done
	if [ "$serr" -gt 0 ] 2>/dev/null && [ "$serr" -le 60 ] && [[ $seq == *" complete |"* ]]; then
		for j in $THREADS; do :; done
		# shellcheck disable=SC2086
		sc_every "$name $* -e -c0 -j $j" timeout "$TIMEOUT" ./pan "$@" $PFLAGS -n -e -c0 -j "$j"
	fi
}

for set in $SETS; do
	case $set in
	models)
		while IFS=$'\t' read -r file flags _; do
			case "$file" in ''|\#*) continue;; esac
			[ "$flags" = - ] && flags=""
			# shellcheck disable=SC2086
			check "model $file" "models/$file" $flags
		done < models/expected.tsv;;
	flags)
		# the options that change which errors count
		for file in mutex_bad.pml chan_predicates.pml philosophers.pml rv_poll.pml guard_error.pml; do
			for flags in -A -E -q "-A -E"; do
				# shellcheck disable=SC2086
				check "model $file" "models/$file" $flags
			done
		done;;
	dve)
		while IFS=$'\t' read -r file flags _; do
			case "$file" in ''|\#*) continue;; esac
			flags=${flags//-c0/}
			# shellcheck disable=SC2086
			check "dve model $file" "models/dve/$file" $flags
		done < models/dve/expected.tsv;;
	beem)
		while read -r name; do
			case "$name" in ''|\#*) continue;; esac
			check "beem $name" "$BEEM/pml/$name.pml"
		done < tests/beem-ci.list;;
	beemdve)
		while IFS=$'\t' read -r name _; do
			case "$name" in ''|\#*) continue;; esac
			check "beem dve $name" "$BEEM/dve/$name.dve" -E
		done < tests/dve/ci.list;;
	mid)
		for f in $MID; do
			case $f in *.dve) check "beem $f" "$BEEM/$f" -E;; *) check "beem $f" "$BEEM/$f";; esac
		done;;
	esac
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
