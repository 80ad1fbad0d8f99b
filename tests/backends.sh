#!/bin/bash
# tests/backends.sh -- the tcc and llvm backends must build verifiers that
# explore the same state spaces: for every test model (models/expected.tsv,
# models/dve/expected.tsv, tests/beem-ci.list, tests/dve/ci.list), the
# code generators' corner cases (tests/backends/*.pml) and a few LTL
# configurations (ltl blocks with -a, -a -f, -l; BEEM properties through
# --ltl-file), both verifiers run with the same flags, and their counts
# (states stored/matched, transitions, atomic steps, errors), the errors
# reported and the verdicts must be identical line for line, and so must
# the trails written.  Models with embedded C must be rejected by -B llvm
# with a located error naming -B tcc / -B cc, and leave no verifier
# behind.  Prints PASS/FAIL lines and "N passed, N failed".
#
# Environment: MCC (default ./mcc), BACKENDS_BEEM (default
# ../shared/models/beem), BACKENDS_TIMEOUT (seconds per verifier run).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
BEEM=${BACKENDS_BEEM:-../shared/models/beem}
TO=${BACKENDS_TIMEOUT:-60}
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# The lines of a pan report that must agree between backends.
digest() {
	grep -E 'states, stored|states, matched|transitions \(|atomic steps|errors: |holds|violated|acceptance cycle|assertion violated|invalid end state|non-progress' "$1" |
	    sed -E 's/^pan:[0-9]+: */pan: /; s/ *\(at depth [0-9]+\)//; s/depth reached [0-9]+, //; s/, [0-9.]+ s\]/]/'
}

# check NAME MODEL [pan flags...]
check() {
	local name=$1 model=$2; shift 2
	local ok=1 be
	for be in tcc llvm; do
		mkdir -p "$tmp/$be"; rm -f "$tmp/$be"/*
		cp "$model" "$tmp/$be/"
		local base; base=$(basename "$model")
		if ! ( cd "$tmp/$be" && "$MCC" -B $be -o pan "$base" >build.out 2>&1 ); then
			echo "FAIL $name: mcc -B $be failed"; head -5 "$tmp/$be/build.out"; ok=0; break
		fi
		( cd "$tmp/$be" && timeout "$TO" ./pan "$@" >pan.out 2>&1 )
		local rc=$?
		if [ $rc -ge 124 ]; then echo "FAIL $name: pan ($be) status $rc"; ok=0; break; fi
		digest "$tmp/$be/pan.out" >"$tmp/$be.dig"
		# counterexamples: the trail files themselves
		for t in "$tmp/$be"/*.trail; do
			[ -f "$t" ] && { echo "== $(basename "$t")"; cat "$t"; } >>"$tmp/$be.dig"
		done
	done
	if [ $ok -eq 1 ] && ! [ -s "$tmp/tcc.dig" ]; then
		echo "FAIL $name: no report from the tcc verifier"; ok=0
	fi
	if [ $ok -eq 1 ] && ! cmp -s "$tmp/tcc.dig" "$tmp/llvm.dig"; then
		echo "FAIL $name: backends differ"; diff "$tmp/tcc.dig" "$tmp/llvm.dig" | head -10; ok=0
	fi
	if [ $ok -eq 1 ]; then
		pass=$((pass+1))
		echo "PASS $name ($(grep -cE 'states|holds|violated' "$tmp/tcc.dig") report lines agree)"
	else
		fail=$((fail+1))
	fi
}

# Models whose embedded C the llvm backend cannot host.
reject_c() {
	local model=$1
	rm -f "$tmp/pan"
	"$MCC" -B llvm -o "$tmp/pan" "$model" >"$tmp/rej.out" 2>&1
	local rc=$?
	if [ $rc -ne 0 ] && [ $rc -lt 128 ] && [ ! -e "$tmp/pan" ] &&
	    grep -qE '^[^:]+:[0-9]+:[0-9]+: error: .*-B tcc or -B cc' "$tmp/rej.out"; then
		pass=$((pass+1)); echo "PASS $model: embedded C rejected by -B llvm with a located error"
	else
		fail=$((fail+1)); echo "FAIL $model: -B llvm status $rc"; head -3 "$tmp/rej.out"
	fi
}

while IFS=$'\t' read -r file flags states errs; do
	case "$file" in ''|\#*) continue;; esac
	[ "$flags" = - ] && flags=""
	if grep -qE '\bc_(code|expr|decl|state|track)\b' "models/$file"; then
		reject_c "models/$file"; continue
	fi
	check "model $file $flags" "models/$file" $flags
done < models/expected.tsv

while IFS=$'\t' read -r file flags states errs; do
	case "$file" in ''|\#*) continue;; esac
	check "dve model $file $flags" "models/dve/$file" $flags
done < models/dve/expected.tsv

# corner cases of the code generators (tests/backends/*.pml)
for m in tests/backends/*.pml; do
	check "corners $m -c0" "$m" -c0
done

for m in models/ltl_*.pml; do
	check "ltl $m -a" "$m" -a
	check "ltl $m -a -f" "$m" -a -f
done
check "ltl models/ltl_np.pml -l" models/ltl_np.pml -l

while read -r name; do
	case "$name" in ''|\#*) continue;; esac
	check "beem $name" "$BEEM/pml/$name.pml" -c0
done < tests/beem-ci.list

while read -r name st; do
	case "$name" in ''|\#*) continue;; esac
	check "beem dve $name" "$BEEM/dve/$name.dve" -c0 -E
done < tests/dve/ci.list

# BEEM properties (X-free and X formulas alike: both backends share pan)
for name in peterson.2 bakery.2 lamport.2; do
	f="$BEEM/ltl/$name.ltl"
	[ -f "$f" ] && [ -f "$BEEM/pml/$name.pml" ] || continue
	case $f in /*) ;; *) f=$PWD/$f;; esac
	check "beem ltl $name" "$BEEM/pml/$name.pml" --ltl-file "$f"
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
