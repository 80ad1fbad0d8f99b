#!/usr/bin/env python3
"""spot_cmp.py -- mcc's LTL -> TGBA translator against Spot's ltl2tgba,
cross-checked and measured by Spot's ltlcross.

For measurement on a developer machine only: Spot (ltlcross, randltl,
genltl, ltlfilt, ltl2tgba) is never a dependency of mcc, its tests or CI.
Without ltlcross on PATH the script says so and exits 0 (make bench-spot).

Formula sets (each run through one ltlcross call, which translates every
formula and its negation with both tools, checks every pair of automata
for language inclusion both ways, and builds products with random state
spaces, --products):
  random   randltl, 4 propositions, a fixed seed, several tree sizes
           (--random N formulas in all, split over the sizes), ltlfilt -u
  patterns genltl's --dac-patterns (Dwyer et al.), --eh-patterns
           (Etessami & Holzmann), --sb-patterns (Somenzi & Bloem): the
           literature set of Blahoudek et al. (SPIN'14), and
           --hkrss-patterns, --p-patterns
  beem     the BEEM properties (../shared/models/beem/ltl), atomic
           propositions relabelled p0, p1, .. and duplicates removed

Per set it prints: formulas, automata compared (formula and negation),
how many of mcc's automata have at most as many states as Spot's (share),
total states / edges / acceptance sets / product states on both sides,
translation time (median per-automaton ratio mcc/spot, total ratio), and
the histogram of the state differences mcc - spot.  Any ltlcross error
(a wrong automaton) is printed first and makes the exit status 1; the
formulas are saved in OUT/<set>.bogus.

  python3 bench/spot_cmp.py [--mcc build/bench/mcc-ltl2tgba] [--random 1200] [--seed 4242]
      [--products 5] [--sets random,patterns,beem] [--out DIR]
      [--md bench/results/spot_cmp.md] [--extra 'NAME=CMD %f >%O']
"""
import argparse, csv, os, shutil, statistics, subprocess, sys, time
from collections import Counter

TREE_SIZES = ["5..15", "15..25", "25..35"]
PATTERNS = ["--dac-patterns", "--eh-patterns", "--sb-patterns",
            "--hkrss-patterns", "--p-patterns"]


def sh(cmd, **kw):
    return subprocess.run(cmd, shell=isinstance(cmd, str), check=True,
                          capture_output=True, text=True, **kw).stdout


def gen_random(n, seed):
    per = [n // len(TREE_SIZES)] * len(TREE_SIZES)
    per[0] += n - sum(per)
    out = []
    for i, (ts, k) in enumerate(zip(TREE_SIZES, per)):
        out += sh(["randltl", "4", "-n", str(k), "--seed", str(seed + i),
                   "--tree-size=" + ts]).split("\n")
    return "\n".join(f for f in out if f.strip()) + "\n"


def gen_patterns():
    return sh(["genltl"] + PATTERNS)


def gen_beem(mcc, root):
    d = os.path.join(root, "..", "shared", "models", "beem", "ltl")
    if not os.path.isdir(d):
        return ""
    text = []
    for f in sorted(os.listdir(d)):
        if f.endswith(".ltl"):
            for line in open(os.path.join(d, f)):
                line = line.split("\t")[0].strip()
                if line and not line.startswith("#"):
                    text.append(line)
    sub = [] if os.path.basename(mcc).startswith("mcc-ltl2tgba") else ["ltl2tgba"]
    spot = subprocess.run([mcc] + sub + ["--formula", "--no-simplify", "-F", "-"],
                          input="\n".join(text) + "\n", capture_output=True,
                          text=True).stdout
    return sh(["ltlfilt", "--relabel=pnn"], input=spot)


def uniq(text):
    return sh(["ltlfilt", "-u"], input=text)


def run_ltlcross(name, formulas, tools, args, outdir):
    ffile = os.path.join(outdir, name + ".ltl")
    with open(ffile, "w") as f:
        f.write(formulas)
    csvf = os.path.join(outdir, name + ".csv")
    bogus = os.path.join(outdir, name + ".bogus")
    cmd = ["ltlcross", "-F", ffile, "--csv=" + csvf, "--timeout=%d" % args.timeout,
           "--products=%d" % args.products, "--save-bogus=" + bogus]
    cmd += ["{%s}%s" % (n, c) for n, c in tools]
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.time() - t0
    with open(os.path.join(outdir, name + ".log"), "w") as f:
        f.write(p.stdout + p.stderr)
    errs = [l for l in (p.stdout + p.stderr).split("\n") if "error:" in l.lower()]
    return csvf, errs, p.returncode, wall, ffile


def load(csvf):
    rows = {}
    with open(csvf) as f:
        for r in csv.DictReader(f):
            rows[(r["formula"], r["tool"])] = r
    return rows


def num(r, k):
    v = r.get(k, "")
    return float(v) if v not in ("", None) else 0.0


def summarize(name, nform, rows, tools, ref, wall, errs, rc):
    ok = lambda r: r is not None and r["exit_status"] == "ok"
    fs = sorted({f for f, _ in rows})
    out = []
    P = out.append
    P("### %s: %d formulas, %d automata per tool (formula and negation)" % (name, nform, len(fs)))
    P("")
    P("ltlcross: exit %d, %d error lines, %.0f s wall" % (rc, len(errs), wall))
    for e in errs[:20]:
        P("    " + e)
    for mine, _ in tools:
        if mine == ref:
            continue
        both = [f for f in fs if ok(rows.get((f, mine))) and ok(rows.get((f, ref)))]
        fail = [f for f in fs if not ok(rows.get((f, mine)))]
        d = Counter()
        le = eq = 0
        tot = Counter()
        tr = []
        for f in both:
            a, b = rows[(f, mine)], rows[(f, ref)]
            ds = int(num(a, "states") - num(b, "states"))
            d[ds] += 1
            le += ds <= 0
            eq += ds == 0
            for k in ("states", "edges", "transitions", "acc", "product_states", "time"):
                tot[k, 0] += num(a, k)
                tot[k, 1] += num(b, k)
            if num(b, "time") > 0:
                tr.append(num(a, "time") / num(b, "time"))
        n = len(both)
        P("")
        P("%s against %s: %d automata compared, %d not produced by %s" % (mine, ref, n, len(fail), mine))
        if not n:
            continue
        P("")
        P("| measure | %s | %s | ratio |" % (mine, ref))
        P("|---|---:|---:|---:|")
        for k, lab in (("states", "states"), ("edges", "edges"), ("transitions", "transitions"),
                       ("acc", "acceptance sets"), ("product_states", "product states (mean of products)"),
                       ("time", "translation time (s)")):
            a, b = tot[k, 0], tot[k, 1]
            fmt = "%.2f" if k in ("time", "product_states") else "%d"
            P("| %s | %s | %s | %s |" % (lab, fmt % a, fmt % b, "%.3f" % (a / b) if b else "-"))
        P("")
        P("states %s <= %s: %d of %d (%.1f%%); equal %d; smaller %d; larger %d" %
          (mine, ref, le, n, 100.0 * le / n, eq, le - eq, n - le))
        if tr:
            P("translation time ratio %s/%s per automaton: median %.2f, p90 %.2f, max %.2f; total %.2f" %
              (mine, ref, statistics.median(tr), sorted(tr)[int(0.9 * (len(tr) - 1))], max(tr),
               tot["time", 0] / tot["time", 1] if tot["time", 1] else 0))
        P("")
        P("state difference %s - %s: " % (mine, ref) +
          ", ".join("%+d: %d" % (k, d[k]) for k in sorted(d)))
    P("")
    return "\n".join(out)


def worse_list(rows, mine, ref, path):
    ok = lambda r: r is not None and r["exit_status"] == "ok"
    lines = []
    for f in sorted({f for f, _ in rows}):
        a, b = rows.get((f, mine)), rows.get((f, ref))
        if ok(a) and ok(b) and num(a, "states") > num(b, "states"):
            lines.append("%d\t%d\t%s" % (num(a, "states"), num(b, "states"), f))
    lines.sort(key=lambda l: -(int(l.split("\t")[0]) - int(l.split("\t")[1])))
    with open(path, "w") as fh:
        fh.write("# mcc_states\tspot_states\tformula\n" + "\n".join(lines) + "\n")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("--mcc", default=os.path.join(root, "mcc"),
                    help="mcc, or build/bench/mcc-ltl2tgba (the translator alone)")
    ap.add_argument("--random", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--products", type=int, default=5)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--sets", default="random,patterns,beem")
    ap.add_argument("--out", default="/tmp/spot_cmp")
    ap.add_argument("--md", default="")
    ap.add_argument("--extra", action="append", default=[],
                    help="another translator, NAME=COMMAND with %%f and %%O")
    args = ap.parse_args()
    for t in ("ltlcross", "randltl", "genltl", "ltlfilt", "ltl2tgba"):
        if not shutil.which(t):
            print("bench-spot: skipped, %s not on PATH (Spot's command-line tools: "
                  "see ../shared/tools/build-spot.sh)" % t)
            return 0
    mcc = os.path.abspath(args.mcc)
    os.makedirs(args.out, exist_ok=True)
    sub = "" if os.path.basename(mcc).startswith("mcc-ltl2tgba") else " ltl2tgba"
    tools = [("mcc", "%s%s -f %%f >%%O" % (mcc, sub)), ("spot", "ltl2tgba %f >%O")]
    for e in args.extra:
        n, c = e.split("=", 1)
        tools.append((n, c))
    ver = sh(["ltl2tgba", "--version"]).split("\n")[0]
    mver = sh(["git", "-C", root, "log", "-1", "--format=%h %cd", "--date=short"]).strip()
    report = ["# mcc's translator against Spot (%s)" % ver, "",
              "mcc at %s; %s; load average before: %s" %
              (mver, time.strftime("%Y-%m-%d %H:%M"), os.getloadavg()), "",
              "    python3 bench/spot_cmp.py " + " ".join(sys.argv[1:]), "",
              "ltlcross --products=%d --timeout=%d, tools: %s" %
              (args.products, args.timeout, "; ".join("`%s`" % c for _, c in tools)), ""]
    status = 0
    for s in args.sets.split(","):
        if s == "random":
            text = uniq(gen_random(args.random, args.seed))
            desc = ("randltl 4 --seed %d.. --tree-size %s (%d formulas in all), ltlfilt -u" %
                    (args.seed, "/".join(TREE_SIZES), args.random))
        elif s == "patterns":
            text = uniq(gen_patterns())
            desc = "genltl " + " ".join(PATTERNS) + ", ltlfilt -u"
        elif s == "beem":
            text = uniq(gen_beem(mcc, root))
            desc = "BEEM properties, APs relabelled (ltlfilt --relabel=pnn), ltlfilt -u"
            if not text.strip():
                continue
        else:
            print("unknown set " + s, file=sys.stderr)
            return 2
        nform = len([l for l in text.split("\n") if l.strip()])
        csvf, errs, rc, wall, ffile = run_ltlcross(s, text, tools, args, args.out)
        rows = load(csvf)
        summ = summarize(s, nform, rows, tools, "spot", wall, errs, rc)
        worse_list(rows, "mcc", "spot", os.path.join(args.out, s + ".worse.tsv"))
        if errs or rc:
            status = 1
            print("ltlcross reported errors on set %s: see %s.log and %s.bogus" %
                  (s, os.path.join(args.out, s), os.path.join(args.out, s)))
        report += ["## " + s, "", desc + ".", "", summ]
        print(report[-1])
        sys.stdout.flush()
    if args.md:
        with open(args.md, "w") as f:
            f.write("\n".join(report) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
