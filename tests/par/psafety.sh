#!/bin/bash
# psafety.sh -- the multi-core safety search (pan -j N, runtime/par/psafety.c)
# against the sequential DFS.
#
# For each model (models/expected.tsv, models/dve/expected.tsv, the BEEM
# Promela CI list tests/beem-ci.list and the BEEM DVE CI list
# tests/dve/ci.list), one verifier, then:
#  - counts: `pan -c0 --json FLAGS` sequentially and with -j 1, -j 2, -j 4
#    (PSAFETY_THREADS): states stored, matched, atomic steps and errors
#    must be equal (each stored state is expanded once whatever the
#    interleaving, so they are exact), and so must the set of error kinds
#    printed (every kind is printed at least once: pan repeats a message
#    only when it differs from the previous one);
#  - verdict and trail: `pan FLAGS -j N` (default -c1) in a scratch
#    directory must find an error iff the sequential run does, of a kind
#    the sequential -c0 run found, and its trail must replay with pan -r.
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

field() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" <<<"$2" | tail -1; }

# counts PAN FLAGS...: "stored matched atomic errors | kinds" of a -c0 run
counts() {
	local pan=$1 out; shift
	out=$(cd "$tmp/run" && timeout "$TIMEOUT" "$pan" -c0 -n --json "$@" 2>/dev/null)
	local j; j=$(grep '^{' <<<"$out" | tail -1)
	local kinds; kinds=$(grep -E '^pan:[0-9]+: ' <<<"$out" |
		sed -E 's/^pan:[0-9]+: //; s/ \(at depth -?[0-9]+\)$//' | sort -u | tr '\n' ';')
	local c=complete; grep -q '"complete":true' <<<"$j" || c=incomplete
	echo "$(field states_stored "$j") $(field states_matched "$j") $(field atomic_steps "$j") $(field errors "$j") $c | $kinds"
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
		if [[ $seq == *" incomplete |"* ]]; then
			# a fatal error (Spin's Uerror) ends even a -c0 search:
			# where it stops depends on the order, only the verdict
			# is compared
			if [[ $r != *" incomplete |"* ]] || [ "$(cut -d' ' -f4 <<<"$r")" = 0 ]; then
				bad "$name $* -j $j: '$r', sequential (stopped early) '$seq'"; good=0
			fi
			continue
		fi
		if [ "$r" != "$seq" ]; then
			bad "$name $* -j $j: '$r', sequential '$seq'"; good=0
		fi
	done
	if [ $good -eq 1 ]; then
		if [[ $seq == *" incomplete |"* ]]; then
			ok "$name $*: stopped by an error even with -c0, at -j $THREADS too (counts depend on the order)"
		else
			ok "$name $*: counts and error kinds at -j $THREADS = sequential (${seq%% *} states)"
		fi
	fi
	# verdict and trail with the default -c1
	local serr=${seq#* * * }; serr=${serr%% *}
	local kinds=${seq#*| }
	# with --bfs: the length of the sequential BFS's trail (shortest)
	local bfs_steps=""
	if [[ " $PFLAGS " == *" --bfs "* ]] && [ "$serr" -gt 0 ] 2>/dev/null; then
		(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" --bfs -n >bfs.out 2>&1)
		bfs_steps=$(cat "$tmp/run"/*.mcc.trail 2>/dev/null | grep -c '^[0-9]')
	fi
	for j in $THREADS; do
		[ "$j" = 1 ] && continue
		# shellcheck disable=SC2086
		(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" $PFLAGS -n -j "$j" >par.out 2>&1)
		local rc=$?
		local kind; kind=$(grep -E '^pan:1: ' "$tmp/run/par.out" | head -1 |
			sed -E 's/^pan:1: //; s/ \(at depth -?[0-9]+\)$//')
		if [ "$serr" -gt 0 ] 2>/dev/null; then
			if [ $rc -ne 1 ] || [ -z "$kind" ]; then
				bad "$name $* -j $j: no error found (exit $rc), sequential $serr"; continue
			fi
			case ";$kinds" in *";$kind;"*) ;; *)
				bad "$name $* -j $j: error '$kind' is not among the sequential kinds '$kinds'"; continue;;
			esac
			local trail; trail=$(ls "$tmp/run"/*.mcc.trail 2>/dev/null | head -1)
			if [ -z "$trail" ]; then bad "$name $* -j $j: no trail written"; continue; fi
			local steps=-1
			[ -n "$PFLAGS" ] && steps=$(grep -c '^[0-9]' "$trail")
			if [ -n "$bfs_steps" ] && [ "$steps" != "$bfs_steps" ]; then
				bad "$name $* $PFLAGS -j $j: trail of $steps steps, the sequential BFS's $bfs_steps"
			elif (cd "$tmp/run" && timeout "$TIMEOUT" ./pan -r >replay.out 2>&1) &&
			    grep -q "replay ok" "$tmp/run/replay.out"; then
				ok "$name $* $PFLAGS -j $j: '$kind', trail replays ($(grep -c '^ *[0-9]*:' "$tmp/run/replay.out") steps)"
			else
				bad "$name $* -j $j: trail does not replay"; tail -3 "$tmp/run/replay.out"
			fi
		elif [ $rc -ne 0 ] || [ -n "$kind" ]; then
			bad "$name $* -j $j: exit $rc '$kind', sequential found no error"
		fi
	done
	if [ "$serr" -gt 0 ] 2>/dev/null && [ "$serr" -le 60 ] && [[ $seq == *" complete |"* ]]; then
		every_error "$name" "$@"
	fi
}

# every_error NAME FLAGS...: with -e -c0 at the largest thread count, one
# trail per error, each replays (run in $tmp/run after check)
every_error() {
	local name=$1 j k n=0 want; shift
	for j in $THREADS; do :; done
	# shellcheck disable=SC2086
	(cd "$tmp/run" && rm -f ./*.trail && timeout "$TIMEOUT" ./pan "$@" $PFLAGS -n -e -c0 -j "$j" >e.out 2>&1)
	want=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$tmp/run/e.out" | head -1)
	local got; got=$(ls "$tmp/run"/*.mcc.trail 2>/dev/null | wc -l)
	if [ "$got" != "$want" ]; then bad "$name $* -e -c0 -j $j: $got trails for $want errors"; return; fi
	for ((k = 1; k <= want; k++)); do
		(cd "$tmp/run" && timeout "$TIMEOUT" ./pan -r$k >replay.out 2>&1) &&
			grep -q "replay ok" "$tmp/run/replay.out" && n=$((n+1))
	done
	if [ "$n" = "$want" ]; then ok "$name $* -e -c0 -j $j: $want trails, all replay"
	else bad "$name $* -e -c0 -j $j: $n of $want trails replay"; fi
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
