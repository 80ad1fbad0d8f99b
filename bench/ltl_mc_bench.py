#!/usr/bin/env python3
"""ltl_mc_bench.py -- LTL model checking, mcc vs Spin, side by side in one run.

    bench/ltl_mc_bench.py [-n REPEATS] [--mcc PATH] [--out FILE] [names...]

For each BEEM Promela instance (default list: bench/ltl_models.list) and
each X-free formula of ../shared/models/beem/ltl/NAME.ltl (converted to
Spin's syntax by tests/ltl-mc/divine2spin.py), the model gets an
`ltl p { phi }` block and is verified by:

  spin-nr   spin -o1 -o2 -o3 -a; gcc -O2 -DNOREDUCE -DMEMLIM=8000;
            ./pan -a -m100000000  (reductions off: like with like)
  spin      spin -a; gcc -O2 -DMEMLIM=8000; ./pan -a -m100000000
            (Spin's default, with partial-order reduction; for information)
  mcc       mcc --no-deadvar model.pml (tcc backend); ./pan  (decomposition
            by strength; the dead-variable reduction off, like spin-nr)
  mcc-off   the same verifier with --decompose=off

Time = compile + verify: one compilation (gcc -O2 on Spin's pan.c takes
seconds; it is timed once), the verification's median of REPEATS runs.  States and
transitions are those reported.  Verdicts must agree before any figure is
printed for a pair; a disagreement is printed as such.  The geometric means
are given for empty products (property holds) and non-empty products
separately, plus decomposition on vs off over the formulas whose automaton
mixes strengths (more than one of the parts T, W, S present), and
`pan --ltl-file` on each instance's whole formula file (one compilation)
against Spin's compile-per-formula.
Output: Markdown on stdout and in bench/results/ltl_mc.md (bench/ltl.sh,
the backends' LTL comparison, writes ltl.md).
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEEM = os.environ.get("BEEM", os.path.join(ROOT, "..", "shared", "models",
                                           "beem"))
TIMEOUT = int(os.environ.get("BENCH_TIMEOUT", "300"))


def run(cmd, cwd, timeout=TIMEOUT):
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        out = p.stdout.decode(errors="replace")
        rc = p.returncode
    except subprocess.TimeoutExpired:
        out, rc = "", 124
    return time.perf_counter() - t0, rc, out


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def gmean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def spin_side(d, reductions, rep):
    """Compile and run Spin's pan in d (model.pml there)."""
    sub = os.path.join(d, "spin-def" if reductions else "spin-nr")
    os.makedirs(sub, exist_ok=True)
    shutil.copy(os.path.join(d, "model.pml"), sub)
    spin = ["spin", "-a", "model.pml"] if reductions else \
        ["spin", "-o1", "-o2", "-o3", "-a", "model.pml"]
    gcc = ["gcc", "-O2", "-DMEMLIM=8000", "-w", "-o", "pan", "pan.c"]
    if not reductions:
        gcc.insert(2, "-DNOREDUCE")
    ct, vt, out = [], [], ""
    t1, rc1, o1 = run(spin, sub)
    t2, rc2, o2 = run(gcc, sub)
    if rc1 or rc2:
        return {"verdict": "error", "msg": (o1 + o2)[-300:]}
    ct.append(t1 + t2)
    for _ in range(rep):
        t3, rc3, out = run(["./pan", "-a", "-m100000000"], sub)
        if rc3 == 124:
            return {"verdict": "timeout"}
        vt.append(t3)
    st = re.search(r"(\d+) states, stored", out)
    tr = re.search(r"(\d+) transitions", out)
    er = re.search(r"errors: (\d+)", out)
    if not (st and tr and er):
        return {"verdict": "error", "msg": out[-300:]}
    if re.search(r"max search depth too small|reached -DMEMLIM", out) and \
            er.group(1) == "0":
        return {"verdict": "incomplete"}
    return {"verdict": "violated" if int(er.group(1)) else "holds",
            "compile": median(ct), "verify": median(vt),
            "states": int(st.group(1)), "trans": int(tr.group(1))}


def mcc_compile(mcc, d, rep):
    ct = []
    for _ in range(rep):
        # like with like: mcc's dead-variable reduction off, as spin-nr's
        t, rc, out = run([mcc, "--no-deadvar", "-o", "pan", "model.pml"], d)
        if rc:
            return None, out
        ct.append(t)
    return median(ct), ""


def mcc_verify(d, extra, rep):
    vt, out = [], ""
    for _ in range(rep):
        t, rc, out = run(["./pan", "--json"] + extra, d)
        if rc == 124:
            return {"verdict": "timeout"}
        vt.append(t)
    js = None
    for line in out.splitlines():
        if line.startswith("{"):
            js = json.loads(line)
    if not js:
        return {"verdict": "error", "msg": out[-300:]}
    parts = [p["part"] for p in js.get("parts", []) if not p.get("absent")]
    return {"verdict": js["result"], "verify": median(vt),
            "states": js["states_stored"], "trans": js["transitions"],
            "parts": parts}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=3, help="repeats (median)")
    ap.add_argument("--mcc", default=os.environ.get("MCC",
                                                    os.path.join(ROOT, "mcc")))
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results",
                                                  "ltl_mc.md"))
    ap.add_argument("--mixed", default=os.path.join(ROOT, "bench",
                                                    "ltl_mixed.list"),
                    help="instance<TAB>formula lines (DiVinE syntax) whose "
                    "automata mix strengths; '' to skip")
    ap.add_argument("--no-beem", action="store_true",
                    help="only the --mixed formulas")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    mcc = os.path.abspath(a.mcc)
    names = a.names or [l.split()[0] for l in open(
        os.path.join(ROOT, "bench", "ltl_models.list"))
        if l.strip() and not l.startswith("#")]
    tmp = tempfile.mkdtemp()
    lines = []

    def emit(s=""):
        print(s, flush=True)
        lines.append(s)

    load = open("/proc/loadavg").read().split()[:3]
    spinv = subprocess.run(["spin", "-V"], stdout=subprocess.PIPE).stdout \
        .decode().strip()
    emit("# LTL model checking: mcc vs Spin (BEEM Promela x BEEM properties)")
    emit()
    emit("machine: %d cores, load %s at start; %s; compile timed once, verify "
         "median of %d runs; time = compile + verify, seconds" % (os.cpu_count(), " ".join(load),
                                               spinv, a.n))
    emit()
    emit("| instance | # | verdict | Spin-NR time | mcc time | ratio | "
         "Spin-NR states / trans | mcc states / trans | mcc parts | "
         "decompose=off time | Spin default time | Spin-NR verify | mcc verify |")
    emit("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    rows = []
    files = []
    def bench_one(n, k, pml, s):
        """One instance x formula (Spin syntax): all four runs, one row.
        Returns (Spin-NR compile+verify or None,) or None on failure."""
        d = os.path.join(tmp, "%s.%s" % (n, k))
        os.makedirs(d)
        with open(os.path.join(d, "model.pml"), "w") as f:
            f.write(open(pml).read() + "\nltl p { %s }\n" % s)
        snr = spin_side(d, False, a.n)
        sdef = spin_side(d, True, a.n)
        ct, msg = mcc_compile(mcc, d, a.n)
        if ct is None:
            emit("| %s | %s | mcc failed: %s |" % (n, k, msg[:80]))
            return None
        m = mcc_verify(d, [], a.n)
        moff = mcc_verify(d, ["--decompose=off"], a.n)
        spin_t = snr["compile"] + snr["verify"] \
            if snr["verdict"] in ("holds", "violated") else None
        vs = {snr["verdict"], m["verdict"], moff["verdict"]}
        if sdef["verdict"] in ("holds", "violated"):
            vs.add(sdef["verdict"])
        if len(vs) != 1 or not vs <= {"holds", "violated"}:
            emit("| %s | %s | DISAGREE or incomplete: spin-nr %s, spin %s, "
                 "mcc %s, mcc-off %s | | | | | | | |" % (
                     n, k, snr["verdict"], sdef["verdict"],
                     m["verdict"], moff["verdict"]))
            return (spin_t,)
        r = {"n": n, "k": k, "v": m["verdict"],
             "spin": snr["compile"] + snr["verify"],
             "mcc": ct + m["verify"], "mccoff": ct + moff["verify"],
             "spindef": (sdef["compile"] + sdef["verify"])
             if "compile" in sdef else None,
             "str": snr["trans"], "mtr": m["trans"],
             "sv": snr["verify"], "mv": m["verify"],
             "parts": m["parts"], "mixed_list": not k.isdigit()}
        rows.append(r)
        emit("| %s | %s | %s | %.3f | %.3f | %.2f | %d / %d | %d / %d | "
             "%s | %.3f | %s | %.3f | %.3f |" % (
                 n, k, r["v"], r["spin"], r["mcc"], r["spin"] / r["mcc"],
                 snr["states"], snr["trans"], m["states"], m["trans"],
                 "+".join(m["parts"]) or "-", r["mccoff"],
                 "%.3f" % r["spindef"] if r["spindef"] else
                 sdef["verdict"], r["sv"], r["mv"]))
        return (spin_t,)

    for n in ([] if a.no_beem else names):
        pml = os.path.join(BEEM, "pml", n + ".pml")
        ltl = os.path.join(BEEM, "ltl", n + ".ltl")
        forms = [l.rstrip("\n").split("\t")[0] for l in open(ltl)
                 if l.strip() and not l.startswith("#")]
        conv = subprocess.run([sys.executable, os.path.join(
            ROOT, "tests", "ltl-mc", "divine2spin.py")],
            input="\n".join(forms).encode() + b"\n",
            stdout=subprocess.PIPE).stdout.decode().splitlines()
        spin_total = 0.0
        spin_all = True
        for k, s in enumerate(conv, 1):
            if s == "SKIP":
                continue
            st = bench_one(n, str(k), pml, s)
            if st is None or st[0] is None:
                spin_all = False
            else:
                spin_total += st[0]
        # the whole formula file with one compilation
        d = os.path.join(tmp, n + ".file")
        os.makedirs(d)
        shutil.copy(pml, os.path.join(d, "model.pml"))
        ct, _ = mcc_compile(mcc, d, a.n)
        vt = []
        for _ in range(a.n):
            t, rc, out = run(["./pan", "--ltl-file", ltl], d)
            vt.append(t)
        if ct is not None and spin_all and spin_total > 0:
            files.append((n, spin_total, ct + median(vt), out))
    # formulas whose automaton mixes strengths (bench/ltl_mixed.list):
    # BEEM's own formulas never do, so the decomposition is measured on
    # conjunctions of an instance's properties
    if a.mixed and os.path.exists(a.mixed):
        for i, l in enumerate(open(a.mixed), 1):
            if not l.strip() or l.startswith("#"):
                continue
            n, f = l.rstrip("\n").split("\t")[:2]
            if a.names and n not in a.names:
                continue
            s = subprocess.run([sys.executable, os.path.join(
                ROOT, "tests", "ltl-mc", "divine2spin.py")],
                input=f.encode() + b"\n",
                stdout=subprocess.PIPE).stdout.decode().strip()
            bench_one(n, "m%d" % i, os.path.join(BEEM, "pml", n + ".pml"), s)
    emit()

    def summary(title, sel):
        if not sel:
            emit("- %s: no pairs" % title)
            return
        tr = gmean([r["spin"] / r["mcc"] for r in sel])
        trd = gmean([r["spindef"] / r["mcc"] for r in sel if r["spindef"]])
        ex = gmean([r["str"] / r["mtr"] for r in sel if r["mtr"]])
        more = sum(1 for r in sel if r["mtr"] > r["str"])
        vr = gmean([r["sv"] / r["mv"] for r in sel])
        emit("- %s (%d pairs): time Spin-NR / mcc = %.2f (geometric mean); "
             "verify only: %.2f; Spin default / mcc = %s; transitions "
             "Spin-NR / mcc = %.2f; pairs where mcc explores more transitions "
             "than Spin-NR: %d" % (title, len(sel), tr, vr,
                                  "%.2f" % trd if trd else "-", ex, more))

    emit("## Summary")
    emit()
    summary("empty products (holds)", [r for r in rows if r["v"] == "holds"])
    summary("non-empty products (violated)",
            [r for r in rows if r["v"] == "violated"])
    # a TW part is an automaton with both terminal and weak SCCs
    mixed = [r for r in rows if len(r["parts"]) > 1 or "TW" in r["parts"]]
    for tag, sel in (("empty", [r for r in mixed if r["v"] == "holds"]),
                     ("non-empty", [r for r in mixed if r["v"] == "violated"])):
        if sel:
            emit("- decomposition, mixed strengths, %s products (%d): "
                 "decompose=off / on = %.2f (geometric mean; min %.2f, "
                 "max %.2f)" % (tag, len(sel),
                                gmean([r["mccoff"] / r["mcc"] for r in sel]),
                                min(r["mccoff"] / r["mcc"] for r in sel),
                                max(r["mccoff"] / r["mcc"] for r in sel)))
    if mixed:
        emit("- decomposition, formulas whose automaton mixes strengths "
             "(%d): time decompose=off / on = %.2f (geometric mean)" % (
                 len(mixed), gmean([r["mccoff"] / r["mcc"] for r in mixed])))
    else:
        emit("- decomposition: no formula in this list mixes strengths")
    emit("- all pairs: time decompose=off / on = %.2f" % (
        gmean([r["mccoff"] / r["mcc"] for r in rows]) or 0))
    if files:
        emit()
        emit("## One compilation per formula file (`pan --ltl-file`)")
        emit()
        emit("| instance | Spin-NR compile+verify per formula, total | "
             "mcc compile + pan --ltl-file | ratio |")
        emit("|---|---|---|---|")
        for n, s, m, _ in files:
            emit("| %s | %.3f | %.3f | %.1f |" % (n, s, m, s / m))
        emit()
        emit("geometric mean ratio: %.1f" % gmean([s / m for _, s, m, _ in
                                                     files]))
    emit()
    emit("load at end: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
