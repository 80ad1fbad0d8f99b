#!/bin/bash
# tests/dve/sweep_ltl.sh -- LTL verdicts on BEEM DVE against BEEM's (not
# part of make check; the output is quoted in the DVE issue's note).
#
#   tests/dve/sweep_ltl.sh [-o OUT] [-l MAXSTATES] [prop|formulas ...]
#
# prop      every dve/NAME.propK.dve: the LTL_property process is the
#           property automaton; no acceptance cycle = holds.  The expected
#           verdict is the one of the line of ltl/NAME.ltl commented
#           "BEEM prop K".
# formulas  every formula with a verdict (holds/violated) in ltl/NAME.ltl,
#           NAME.hvc16-orig.ltl, NAME.hvc16.ltl, NAME.ltsmin-example.ltl,
#           checked on dve/NAME.dve (adding.4.hvc16.dve for its file) by
#           pan --ltl-file on a one-line copy of the file (pan compares the
#           verdict column itself).
# Each pan run gets CPU_LIMIT CPU seconds (default 60): "timeout" rows are
# instances too large for mcc within that limit.  Instances whose published
# state count (MANIFEST.tsv) exceeds MAXSTATES (default 50,000,000) are not
# tried ("skipped" rows).  One row per check:
#   kind name item expected result status seconds
# status: agree, DIFF, timeout, skipped, error, unknown (no verdict known).
# -m MINSTATES: formulas only on instances with at least that many states
# (to continue a sweep that stopped at -l); -n FILE: only the names listed
# in FILE (prop files as NAME.propK, formula files as in ltl/, e.g.
# at.3.hvc16-orig).
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
BEEM=${BEEM:-../shared/models/beem}
CPU_LIMIT=${CPU_LIMIT:-60}
out=/dev/stdout; maxst=50000000; minst=-1; only=""
while getopts o:l:m:n: o; do case $o in o) out=$OPTARG;; l) maxst=$OPTARG;;
	m) minst=$OPTARG;; n) only=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
parts=${*:-"prop formulas"}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# published state count of an instance (MANIFEST.tsv notes), -1 unknown
size_of() {
	awk -F'\t' -v n="$1" '$1 == n { if (match($7, /states=[0-9]+/))
		print substr($7, RSTART + 7, RLENGTH - 7); else print -1; f = 1 }
		END { if (!f) print -1 }' "$BEEM/MANIFEST.tsv"
}

# limited CMD...: run under the CPU limit; echo the exit status, 124 = limit
limited() {
	(ulimit -S -t "$CPU_LIMIT"; exec timeout $((CPU_LIMIT * 4)) "$@") \
		>"$tmp/pan.out" 2>&1
	case $? in 152|137|124) echo 124;; *) echo "$?";; esac
}

# wanted NAME: in the -n list (or no list)
wanted() { [ -z "$only" ] || grep -qxF "$1" "$only"; }

row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$out"; }

# mkpan DVE PAN: compile once per model (cached by path)
mkpan() {
	[ -x "$2" ] && return 0
	"$MCC" -o "$2" "$1" >"$tmp/mcc.out" 2>&1
}

sweep_prop() {
	local f n k base exp line st t0 rc res
	for f in "$BEEM"/dve/*.prop[0-9]*.dve; do
		n=$(basename "$f" .dve); base=${n%.prop*}; k=${n##*.prop}
		wanted "$n" || continue
		# expected: verdict of the formula line commented "BEEM prop K"
		line=$(sed -n "s/^# line \([0-9]*\): BEEM prop $k\b.*/\1/p" \
			"$BEEM/ltl/$base.ltl" 2>/dev/null | head -1)
		exp=unknown
		[ -n "$line" ] && exp=$(grep -v '^#' "$BEEM/ltl/$base.ltl" |
			grep -v '^[[:space:]]*$' | sed -n "${line}p" | cut -f2)
		[ -n "$exp" ] || exp=unknown
		st=$(size_of "$base")
		if [ "$st" -gt "$maxst" ]; then row prop "$base" "prop$k" "$exp" - skipped 0; continue; fi
		if ! mkpan "$f" "$tmp/$n.pan"; then row prop "$base" "prop$k" "$exp" - error 0; continue; fi
		t0=$(date +%s.%N)
		rc=$(limited "$tmp/$n.pan" --trail "$tmp/t")
		t=$(echo "$(date +%s.%N) - $t0" | bc)
		case $rc in 0) res=holds;; 1) res=violated;; 124) res=-;; *) res=error;; esac
		rm -f "$tmp/$n.pan" "$tmp"/t*.trail
		if [ "$rc" = 124 ]; then row prop "$base" "prop$k" "$exp" - timeout "$t"
		elif [ "$res" = error ]; then row prop "$base" "prop$k" "$exp" error error "$t"
		elif [ "$exp" = unknown ]; then row prop "$base" "prop$k" "$exp" "$res" unknown "$t"
		elif [ "$exp" = "$res" ]; then row prop "$base" "prop$k" "$exp" "$res" agree "$t"
		else row prop "$base" "prop$k" "$exp" "$res" DIFF "$t"; fi
	done
}

sweep_formulas() {
	local lf n base dve st i fl exp res rc t0 t pan
	for lf in "$BEEM"/ltl/*.ltl; do
		n=$(basename "$lf" .ltl)      # e.g. at.3, at.3.hvc16-orig
		base=$(echo "$n" | sed -E 's/^([^.]+\.[0-9]+).*/\1/')
		dve=$BEEM/dve/$base.dve
		[ "$n" = adding.4.hvc16 ] && dve=$BEEM/dve/adding.4.hvc16.dve
		[ -f "$dve" ] || continue
		wanted "$n" || continue
		st=$(size_of "$base")
		[ "$st" -ge "$minst" ] || continue
		pan=$tmp/$(basename "$dve" .dve).pan
		i=0
		while IFS= read -r fl; do
			i=$((i+1))
			exp=$(printf '%s' "$fl" | cut -s -f2)
			case $exp in holds|violated) ;; *) row formula "$n" "$i" unknown - unknown 0; continue;; esac
			if [ "$st" -gt "$maxst" ]; then row formula "$n" "$i" "$exp" - skipped 0; continue; fi
			if ! mkpan "$dve" "$pan"; then row formula "$n" "$i" "$exp" - error 0; continue; fi
			{ grep '^#' "$lf"; printf '%s\n' "$fl"; } >"$tmp/one.ltl"
			t0=$(date +%s.%N)
			rc=$(limited "$pan" --ltl-file "$tmp/one.ltl" --trail "$tmp/t")
			t=$(echo "$(date +%s.%N) - $t0" | bc)
			rm -f "$tmp"/t*.trail
			res=$(sed -n 's/^formula 1: \([a-z]*\).*/\1/p' "$tmp/pan.out")
			if [ "$rc" = 124 ]; then row formula "$n" "$i" "$exp" - timeout "$t"
			elif [ "$res" != holds ] && [ "$res" != violated ]; then
				row formula "$n" "$i" "$exp" error error "$t"
				sed 's/^/    /' "$tmp/pan.out" | head -3 >&2
			elif [ "$res" = "$exp" ]; then row formula "$n" "$i" "$exp" "$res" agree "$t"
			else row formula "$n" "$i" "$exp" "$res" DIFF "$t"; fi
		done < <(grep -v '^#' "$lf" | grep -v '^[[:space:]]*$')
		rm -f "$pan"
	done
}

printf '#kind\tname\titem\texpected\tmcc\tstatus\tseconds\n' >"$out"
for p in $parts; do "sweep_$p"; done
