#!/usr/bin/env python3
"""ltl_mc_bench.py -- LTL model checking, mcc vs Spin, side by side in one run.

    bench/ltl_mc_bench.py [-n REPEATS] [--mcc PATH] [--out FILE] [names...]

For each BEEM Promela instance (default list: bench/ltl_models.list) and
each X-free formula of ../shared/models/beem/ltl/NAME.ltl (converted to
Spin's syntax by tests/ltl-mc/divine2spin.py), the model gets an
`ltl p { phi }` block and is verified by:

  spin-nr   spin -o1 -o2 -o3 -a; gcc -O2 -DNOREDUCE -DMEMLIM=8000;
            ./pan -a  (reductions off: like with like)
  spin      spin -a; gcc -O2 -DMEMLIM=8000; ./pan -a
            (Spin's default, with partial-order reduction)
  mcc-nr    mcc --no-reduce model.pml (tcc backend); ./pan  (decomposition
            by strength; the dead-variable reduction off, like spin-nr)
  mcc       mcc model.pml; ./pan (mcc's defaults: against Spin's default)
  mcc-off   the mcc-nr verifier with --decompose=off

Spin's pan runs as users run it: Spin's default depth, raised x10 and
rerun only when pan says "max search depth too small"; only runs at the
final depth are timed (bench/README.md, "Spin as users run it").
Compile and verify are timed separately, each the median of REPEATS runs,
wall and CPU (user + sys of the child processes) seconds; ratios are
Spin / mcc (> 1: mcc is faster).  States and transitions are those
reported.  Verdicts must agree before any figure is
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
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEEM = os.environ.get("BEEM", os.path.join(ROOT, "..", "shared", "models",
                                           "beem"))
TIMEOUT = int(os.environ.get("BENCH_TIMEOUT", "300"))


def run(cmd, cwd, timeout=TIMEOUT, cpu=None):
    """Run cmd in cwd; returns (wall seconds, rc, output).  With a list
    cpu, appends the CPU seconds (user + sys of the children) to it."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        out = p.stdout.decode(errors="replace")
        rc = p.returncode
    except subprocess.TimeoutExpired:
        out, rc = "", 124
    t = time.perf_counter() - t0
    if cpu is not None:
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return t, rc, out


def spin_depth(cmd, cwd):
    """Spin as users run it: the -m flag they end up with (None for the
    default depth): -m100000, -m1000000, ... while pan says the depth is
    too small."""
    m, flag = 10000, None
    while True:
        _, rc, out = run(cmd + ([flag] if flag else []), cwd)
        if rc == 124 or "max search depth too small" not in out \
                or m >= 10 ** 9:
            return flag
        m *= 10
        flag = "-m%d" % m


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
    ct, cc, vt, vc, out = [], [], [], [], ""
    for _ in range(rep):
        c = []
        t1, rc1, o1 = run(spin, sub, cpu=c)
        t2, rc2, o2 = run(gcc, sub, cpu=c)
        if rc1 or rc2:
            return {"verdict": "error", "msg": (o1 + o2)[-300:]}
        ct.append(t1 + t2)
        cc.append(sum(c))
    flag = spin_depth(["./pan", "-a"], sub)
    for _ in range(rep):
        t3, rc3, out = run(["./pan", "-a"] + ([flag] if flag else []), sub,
                           cpu=vc)
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
            "compile": median(ct), "compile_cpu": median(cc),
            "verify": median(vt), "verify_cpu": median(vc),
            "depth": flag or "default",
            "states": int(st.group(1)), "trans": int(tr.group(1))}


def mcc_compile(mcc, d, rep, nodeadvar=True, pan="pan"):
    """Median (wall, CPU) of rep compilations, or (None, output)."""
    ct, cc = [], []
    for _ in range(rep):
        # like with like: mcc's dead-variable reduction off, as spin-nr's
        t, rc, out = run([mcc] + (["--no-reduce"] if nodeadvar else []) +
                         ["-o", pan, "model.pml"], d, cpu=cc)
        if rc:
            return None, out
        ct.append(t)
    return (median(ct), median(cc)), ""


def mcc_verify(d, extra, rep, pan="./pan"):
    vt, vc, out = [], [], ""
    for _ in range(rep):
        t, rc, out = run([pan, "--json"] + extra, d, cpu=vc)
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
            "verify_cpu": median(vc),
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
    emit("machine: %d cores, load %s at start; %s; medians of %d runs; "
         "seconds, wall / CPU (user + sys)" % (os.cpu_count(), " ".join(load),
                                              spinv, a.n))
    emit()
    emit("Spin as users run it: `./pan -a` with Spin's default depth, x10 "
         "only when pan says it is too small (column 'Spin -m'); "
         "-DMEMLIM=8000.  Ratios are Spin / mcc (> 1: mcc is faster); "
         "'total' is compile + verify CPU.")
    emit()
    emit("Like with like: Spin-NR = spin -o1 -o2 -o3 -a, gcc -O2 -DNOREDUCE; "
         "mcc-NR = mcc --no-reduce (tcc backend).  Default: Spin = spin -a, "
         "gcc -O2 (partial-order reduction); mcc = mcc's defaults.")
    emit()
    emit("| instance | # | verdict | Spin-NR states / trans | mcc-NR states "
         "/ trans | Spin-NR -m | Spin-NR compile | Spin-NR verify | "
         "mcc-NR compile | mcc-NR verify | NR verify ratio wall / CPU | "
         "NR total ratio CPU | Spin default states | Spin -m | Spin compile | "
         "Spin verify | mcc states | mcc verify | default verify ratio "
         "wall / CPU | default total ratio CPU | mcc parts | decompose=off "
         "verify |")
    emit("|" + "---|" * 22)
    rows = []
    files = []

    def wc(w, c):
        return "%.3f / %.3f" % (w, c)

    def rt(x, y):
        return "%.2f" % (x / y) if x > 0 and y > 0 else "-"

    def bench_one(n, k, pml, s):
        """One instance x formula (Spin syntax): all runs, one row.
        Returns (Spin-NR compile+verify CPU or None,) or None on failure."""
        d = os.path.join(tmp, "%s.%s" % (n, k))
        os.makedirs(d)
        with open(os.path.join(d, "model.pml"), "w") as f:
            f.write(open(pml).read() + "\nltl p { %s }\n" % s)
        snr = spin_side(d, False, a.n)
        sdef = spin_side(d, True, a.n)
        ct, msg = mcc_compile(mcc, d, a.n)
        cd, msg2 = mcc_compile(mcc, d, a.n, nodeadvar=False, pan="pan_def")
        if ct is None or cd is None:
            emit("| %s | %s | mcc failed: %s |" % (n, k, (msg + msg2)[:80]))
            return None
        m = mcc_verify(d, [], a.n)
        md = mcc_verify(d, [], a.n, pan="./pan_def")
        moff = mcc_verify(d, ["--decompose=off"], a.n)
        spin_t = snr["compile_cpu"] + snr["verify_cpu"] \
            if snr["verdict"] in ("holds", "violated") else None
        vs = {snr["verdict"], sdef["verdict"], m["verdict"], md["verdict"],
              moff["verdict"]}
        if len(vs) != 1 or not vs <= {"holds", "violated"}:
            emit("| %s | %s | DISAGREE or incomplete: spin-nr %s, spin %s, "
                 "mcc-nr %s, mcc %s, mcc-off %s |" % (
                     n, k, snr["verdict"], sdef["verdict"],
                     m["verdict"], md["verdict"], moff["verdict"]))
            return (spin_t,)
        r = {"n": n, "k": k, "v": m["verdict"],
             "spin": snr["compile_cpu"] + snr["verify_cpu"],
             "mcc": ct[1] + m["verify_cpu"],
             "spindef": sdef["compile_cpu"] + sdef["verify_cpu"],
             "mccdef": cd[1] + md["verify_cpu"],
             "mccoff": moff["verify_cpu"], "mccon": m["verify_cpu"],
             "str": snr["trans"], "mtr": m["trans"],
             "ss": snr["states"], "ms": m["states"],
             "sv": snr["verify_cpu"], "mv": m["verify_cpu"],
             "svw": snr["verify"], "mvw": m["verify"],
             "sdv": sdef["verify_cpu"], "mdv": md["verify_cpu"],
             "parts": m["parts"], "mixed_list": not k.isdigit()}
        rows.append(r)
        emit("| %s | %s | %s | %d / %d | %d / %d | %s | %s | %s | %s | %s | "
             "%s / %s | %s | %d | %s | %s | %s | %d | %s | %s / %s | %s | "
             "%s | %s |" % (
                 n, k, r["v"], snr["states"], snr["trans"], m["states"],
                 m["trans"], snr["depth"],
                 wc(snr["compile"], snr["compile_cpu"]),
                 wc(snr["verify"], snr["verify_cpu"]), wc(*ct),
                 wc(m["verify"], m["verify_cpu"]),
                 rt(snr["verify"], m["verify"]),
                 rt(snr["verify_cpu"], m["verify_cpu"]),
                 rt(r["spin"], r["mcc"]), sdef["states"], sdef["depth"],
                 wc(sdef["compile"], sdef["compile_cpu"]),
                 wc(sdef["verify"], sdef["verify_cpu"]), md["states"],
                 wc(md["verify"], md["verify_cpu"]),
                 rt(sdef["verify"], md["verify"]),
                 rt(sdef["verify_cpu"], md["verify_cpu"]),
                 rt(r["spindef"], r["mccdef"]),
                 "+".join(m["parts"]) or "-",
                 wc(moff["verify"], moff["verify_cpu"])))
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
        vc = []
        for _ in range(a.n):
            t, rc, out = run(["./pan", "--ltl-file", ltl], d, cpu=vc)
        if ct is not None and spin_all and spin_total > 0:
            files.append((n, spin_total, ct[1] + median(vc), out))
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
        big = [r for r in sel if r["sv"] >= 0.05]
        emit("- %s (%d pairs), geometric means of Spin / mcc: like with "
             "like, total CPU %.2f, verify CPU %s (%d pairs where Spin-NR "
             "verifies in >= 0.05 s), verify CPU all pairs %s; default "
             "against default, total CPU %.2f, verify CPU %s; states "
             "Spin-NR / mcc-NR %.2f, transitions %.2f; pairs where mcc-NR "
             "stores more states than Spin-NR: %d" % (
                 title, len(sel), gmean([r["spin"] / r["mcc"] for r in sel]),
                 "%.2f" % gmean([r["sv"] / r["mv"] for r in big])
                 if big else "-", len(big),
                 "%.2f" % gmean([r["sv"] / max(r["mv"], 0.001)
                                 for r in sel if r["sv"] > 0]) if any(
                     r["sv"] > 0 for r in sel) else "-",
                 gmean([r["spindef"] / r["mccdef"] for r in sel]),
                 "%.2f" % gmean([r["sdv"] / max(r["mdv"], 0.001)
                                 for r in sel if r["sdv"] > 0]) if any(
                     r["sdv"] > 0 for r in sel) else "-",
                 gmean([r["ss"] / r["ms"] for r in sel if r["ms"]]),
                 gmean([r["str"] / r["mtr"] for r in sel if r["mtr"]]),
                 sum(1 for r in sel if r["ms"] > r["ss"])))

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
                 "decompose=off / on verify CPU = %.2f (geometric mean; min %.2f, "
                 "max %.2f)" % (tag, len(sel),
                                gmean([r["mccoff"] / max(r["mccon"], 0.001) for r in sel]),
                                min(r["mccoff"] / max(r["mccon"], 0.001) for r in sel),
                                max(r["mccoff"] / max(r["mccon"], 0.001) for r in sel)))
    if mixed:
        emit("- decomposition, formulas whose automaton mixes strengths "
             "(%d): verify CPU decompose=off / on = %.2f (geometric mean)" % (
                 len(mixed), gmean([r["mccoff"] / max(r["mccon"], 0.001) for r in mixed])))
    else:
        emit("- decomposition: no formula in this list mixes strengths")
    emit("- all pairs: verify CPU decompose=off / on = %.2f" % (
        gmean([r["mccoff"] / max(r["mccon"], 0.001) for r in rows]) or 0))
    if files:
        emit()
        emit("## One compilation per formula file (`pan --ltl-file`)")
        emit()
        emit("| instance | Spin-NR compile + verify CPU per formula, total | "
             "mcc-NR compile + pan --ltl-file CPU | ratio |")
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
