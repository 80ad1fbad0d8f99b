#!/bin/bash
# bench/tgra_bench.sh -- TGBA vs TGRA vs TFLA on BEEM models, in the style of
# Tables 4-6 of Bloemen, Duret-Lutz & van de Pol (geometric mean times,
# product sizes), split by the number of generalized Rabin pairs of the
# property automaton and by the fraction of its edges that carry a Fin mark.
#
# Formula set per model: the BEEM formulas of ../shared/models/beem/ltl/M.ltl
# plus six fairness-style properties over the propositions of its
# `# define` lines (a, b, c):
#   G F a;  GF a -> GF b;  (GF a -> GF b) && (GF b -> GF c);
#   (GF a -> GF b) && (GF b -> GF c) && (GF c -> GF a);  FG a || GF b;
#   FG a || FG b || GF c
# whose negations give 1, 1, 2, 3, 1 and 1 pairs with Fin marks.
# Each property is checked by one pan per configuration (--ltl-file, --json):
#   tgba  --decompose=off --algo=uf-dijkstra    (TGBA of the negation)
#   tgra  --acceptance=tgra --decompose=off --algo=tgra
#   tfla  --acceptance=tfla --decompose=off --algo=tfla
# REPS runs each (median time).  Verdicts of the three must agree; the
# table prints the count of disagreements.
#
# Environment: MCC (./mcc), BEEM (../shared/models/beem), MODELS, REPS (1),
# TIMEOUT (per pan run, s, default 120), OUT (result file, default
# bench/results/tgra.md).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
BEEM=${BEEM:-../shared/models/beem}
MODELS=${MODELS:-"fischer.2 szymanski.2 bakery.3 at.2 lamport.2 peterson.2"}
REPS=${REPS:-1}
TIMEOUT=${TIMEOUT:-120}
OUT=${OUT:-bench/results/tgra.md}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
load0=$(cut -d' ' -f1-3 /proc/loadavg)
rows=$tmp/rows.tsv   # model k pairs finfrac acc states transitions time verdict
: >"$rows"

# formulas of model m into $tmp/m.ltl (divine syntax)
formulas() {
	local m=$1 f=$BEEM/ltl/$1.ltl a b c
	{
		echo "# syntax: divine"
		grep -v '^#' "$f" | grep -v '^[[:space:]]*$' | cut -f1
		mapfile -t d < <(sed -n 's/^# define [^=]*= *\(.*\)$/(\1)/p' "$f")
		a=${d[0]:-true}; b=${d[1]:-$a}; c=${d[2]:-$b}
		echo "G F $a"
		echo "(G F $a) -> (G F $b)"
		echo "((G F $a) -> (G F $b)) && ((G F $b) -> (G F $c))"
		echo "((G F $a) -> (G F $b)) && ((G F $b) -> (G F $c)) && ((G F $c) -> (G F $a))"
		echo "(F G $a) || (G F $b)"
		echo "(F G $a) || (F G $b) || (G F $c)"
	} >"$tmp/$m.ltl"
}

# per formula: pairs and fraction of Fin edges of the TGRA of its negation
autinfo() {
	grep -v '^#' "$tmp/$1.ltl" >"$tmp/f.txt"
	"$MCC" ltl2tgba --syntax=divine --negate --generic --to=tgra -F "$tmp/f.txt" |
	awk '
	/^HOA:/ { n++; fin = ""; e = 0; fe = 0; pairs = 0 }
	/^Acceptance:/ {
		s = $0; sub(/^Acceptance: *[0-9]+ */, "", s)
		pairs = (s == "f") ? 0 : split(s, cl, "|")
		while (match(s, /Fin\([0-9]+\)/)) { fin = fin " " substr(s, RSTART + 4, RLENGTH - 5) " "; s = substr(s, RSTART + RLENGTH) }
	}
	/^\[/ { e++; if (match($0, /\{[0-9 ]*\}/)) { m = substr($0, RSTART + 1, RLENGTH - 2); k = split(m, ms, " "); hit = 0
		for (i = 1; i <= k; i++) if (index(fin, " " ms[i] " ")) hit = 1; fe += hit } }
	/^--END--/ { printf "%d\t%d\t%.3f\n", n, pairs, e ? fe / e : 0 }'
}

run_acc() { # model acc -> lines "k states transitions time verdict"
	local m=$1 acc=$2 flags
	case $acc in
	tgba) flags="--decompose=off --algo=uf-dijkstra";;
	tgra) flags="--acceptance=tgra --decompose=off --algo=tgra";;
	tfla) flags="--acceptance=tfla --decompose=off --algo=tfla";;
	esac
	(cd "$tmp" && timeout "$TIMEOUT" ./pan.$m --ltl-file "$m.ltl" $flags --json 2>/dev/null) |
	awk '/^\{/ { k++; s = $0
		st = s; sub(/.*"states_stored":/, "", st); sub(/,.*/, "", st)
		tr = s; sub(/.*"transitions":/, "", tr); sub(/,.*/, "", tr)
		match(s, /"time_s":[0-9.]+/); tm = substr(s, RSTART + 9, RLENGTH - 9)
		v = s; sub(/.*"result":"/, "", v); sub(/".*/, "", v)
		print k, st, tr, tm, v }'
}

for m in $MODELS; do
	[ -f "$BEEM/pml/$m.pml" ] && [ -f "$BEEM/ltl/$m.ltl" ] || { echo "skip $m (missing)"; continue; }
	"$MCC" -o "$tmp/pan.$m" "$BEEM/pml/$m.pml" >/dev/null 2>&1 || { echo "skip $m (mcc failed)"; continue; }
	formulas "$m"
	autinfo "$m" >"$tmp/info"
	for acc in tgba tgra tfla; do
		for ((r = 0; r < REPS; r++)); do run_acc "$m" $acc >"$tmp/r.$acc.$r"; done
		# median time over the repetitions, per formula
		cat "$tmp"/r.$acc.* | sort -k1,1n -k4,4g | awk -v R="$REPS" '
			{ n[$1]++; if (n[$1] == int((R + 1) / 2)) print }' >"$tmp/med"
		rm -f "$tmp"/r.$acc.*
		join -j1 <(sort -k1,1 "$tmp/info") <(sort -k1,1 "$tmp/med") |
		awk -v m="$m" -v a="$acc" '{ printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m, $1, $2, $3, a, $4, $5, $6, $7 }' >>"$rows"
	done
	echo "$m: $(grep -c . "$tmp/info") formulas" >&2
done
load1=$(cut -d' ' -f1-3 /proc/loadavg)

report() {
	echo "# TGBA vs TGRA vs TFLA (bench/tgra_bench.sh, $(date -u +%Y-%m-%d))"
	echo
	echo "Models: $MODELS; REPS=$REPS; load average before: $load0, after: $load1 (2 cores, shared)."
	echo "Configurations: tgba = --decompose=off --algo=uf-dijkstra on the TGBA of the negation;"
	echo "tgra = --acceptance=tgra --algo=tgra on the generic-acceptance automaton;"
	echo "tfla = --acceptance=tfla --algo=tfla on its Fin-less automaton."
	echo
	awk -F'\t' '
	function bucket(p, f, v) { return (p >= 3 ? "3+" : p) " pairs, fin " (f == 0 ? "0" : f <= 0.5 ? "(0,0.5]" : "(0.5,1]") ", " v }
	{ key = $1 SUBSEP $2; if ($5 == "tgba") vb[key] = $9 }
	{ rowk[NR] = $0 }
	END { for (r = 1; r <= NR; r++) { split(rowk[r], F, "\t"); row(F) } }
	function row(F,   key, b, t) { key = F[1] SUBSEP F[2]; b = bucket(F[3], F[4], vb[key]); bk[key] = b; seen[b] = 1
	  t = F[8] < 1e-6 ? 1e-6 : F[8]
	  L[b, F[5]] += log(t); S[b, F[5]] += F[6]; T[b, F[5]] += F[7]; N[b, F[5]]++
	  v[key, F[5]] = F[9] }
	END {
		printf "| group | n | tgba time | tgra time | tfla time | tgra/tgba | tfla/tgba | tgba states | tgra states | tfla states | verdicts differ |\n"
		printf "|---|---|---|---|---|---|---|---|---|---|---|\n"
		for (key in bk) { b = bk[key]; split(key, kk, SUBSEP)
			if (v[key, "tgba"] != v[key, "tgra"] || v[key, "tgba"] != v[key, "tfla"]) D[b]++ }
		nb = 0
		for (b in seen) { order[++nb] = b
			for (j = nb; j > 1 && order[j - 1] > order[j]; j--) { x = order[j]; order[j] = order[j - 1]; order[j - 1] = x } }
		for (i = 1; i <= nb; i++) { b = order[i]
			gb = exp(L[b, "tgba"] / N[b, "tgba"]); gr = exp(L[b, "tgra"] / N[b, "tgra"]); gf = exp(L[b, "tfla"] / N[b, "tfla"])
			printf "| %s | %d | %.4f | %.4f | %.4f | %.2f | %.2f | %.0f | %.0f | %.0f | %d |\n", b, N[b, "tgba"], gb, gr, gf, gr / gb, gf / gb,
			    S[b, "tgba"] / N[b, "tgba"], S[b, "tgra"] / N[b, "tgra"], S[b, "tfla"] / N[b, "tfla"], D[b] + 0 }
	}' "$rows"
	echo
	echo "Times: geometric means of the per-property median time of the check (s: pan's JSON time_s of"
	echo "the part: compiling the automaton, the product and the emptiness check; the translation is not counted);"
	echo "states: arithmetic mean of the product states stored.  n = properties in the group."
	echo
	echo "Per property (model, #, pairs, Fin-edge fraction, acceptance, states, transitions, time s, verdict):"
	echo
	echo '```'
	sort -k1,1 -k2,2n -k5,5 "$rows"
	echo '```'
}
report | tee "$OUT"
