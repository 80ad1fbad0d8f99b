# oracle.sh -- shell helpers shared by the test and sweep scripts.
# Source it; it defines spin_run and mcc_run, which print
#   "<states stored> <errors> <status>"
# for a model, using the oracle command lines of DESIGN.md.

: "${MCC:=./mcc}"
: "${MCC_BACKEND:=tcc}"
: "${ORACLE_TIMEOUT:=300}"
# mcc's own reductions are off for count comparisons with the oracle line
# (--no-reduce: no dead-variable reduction, no statement merging); MCC_FLAGS=
# runs mcc's default
: "${MCC_FLAGS=--no-reduce}"

# spin_run MODEL [extra pan flags]  (runs in a scratch directory);
# SPIN_OPTS replaces spin's -o1 -o2 -o3 (e.g. -o1 -o3: Spin's hiding of
# write-only globals on)
spin_run() {
	local model=$1; shift
	local d; d=$(mktemp -d)
	cp "$model" "$d/m.pml"
	(
		cd "$d" || exit 1
		# shellcheck disable=SC2086
		if ! timeout "$ORACLE_TIMEOUT" spin ${SPIN_OPTS:--o1 -o2 -o3} -a m.pml >spin.out 2>&1; then
			echo "- - spin-reject"; exit 0
		fi
		if ! gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan pan.c >cc.out 2>&1; then
			echo "- - cc-fail"; exit 0
		fi
		# DESIGN.md's oracle line: -m10000000, raised x10 (up to -m1000000000)
		# only when pan says the depth is too small: a huge -m up front costs
		# seconds and gigabytes before the first state.  CPU-time limit
		# (load-independent), wall limit as a safeguard.
		m=10000000
		while :; do
			(ulimit -S -t "$ORACLE_TIMEOUT"; exec timeout $((ORACLE_TIMEOUT * 4)) ./pan -m$m -c0 "$@") >pan.out 2>&1
			rc=$?
			case $rc in 152|137) rc=124;; esac
			[ $rc -ne 124 ] && grep -q 'max search depth too small' pan.out && [ $m -lt 1000000000 ] || break
			m=$((m * 10))
		done
		st=$(awk '/states, stored/ {print $1; exit}' pan.out)
		er=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' pan.out | head -1)
		if [ $rc -eq 124 ]; then echo "${st:--} ${er:--} timeout"; exit 0; fi
		# an incomplete Spin run is no oracle (e.g. -DMEMLIM reached)
		if grep -qE 'reached -DMEMLIM bound|out of memory|max search depth too small' pan.out; then
			echo "${st:--} ${er:--} incomplete"; exit 0
		fi
		echo "${st:--} ${er:--} ok"
	)
	rm -rf "$d"
}

# mcc_run MODEL [extra pan flags]: pan -c0 --por=off (the count of
# Spin's -DNOREDUCE, whatever MCC_FLAGS builds)
mcc_run() {
	local model=$1; shift
	local d; d=$(mktemp -d)
	# shellcheck disable=SC2086
	if ! timeout "$ORACLE_TIMEOUT" "$MCC" -B "$MCC_BACKEND" $MCC_FLAGS -o "$d/pan" "$model" >"$d/mcc.out" 2>&1; then
		echo "- - mcc-fail"; sed 's/^/    /' "$d/mcc.out" | head -5 >&2; rm -rf "$d"; return 0
	fi
	(
		cd "$d" || exit 1
		(ulimit -S -t "$ORACLE_TIMEOUT"; exec timeout $((ORACLE_TIMEOUT * 4)) ./pan -c0 --json --por=off "$@") >pan.out 2>&1
		rc=$?
		case $rc in 152|137) rc=124;; esac
		st=$(sed -n 's/.*"states_stored": *\([0-9]*\).*/\1/p' pan.out | tail -1)
		er=$(sed -n 's/.*"errors": *\([0-9]*\).*/\1/p' pan.out | tail -1)
		if [ $rc -eq 124 ]; then echo "${st:--} ${er:--} timeout"; exit 0; fi
		if [ $rc -ge 3 ]; then echo "${st:--} ${er:--} pan-fail($rc)"; exit 0; fi
		# exit status 2: search incomplete (memory or depth limit)
		if [ $rc -eq 2 ]; then echo "${st:--} ${er:--} incomplete"; exit 0; fi
		echo "${st:--} ${er:--} ok"
	)
	rm -rf "$d"
}
