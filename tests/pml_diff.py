#!/usr/bin/env python3
"""pml_diff.py -- differential test of mcc against Spin on random Promela models.

    tests/pml_diff.py [--mcc PATH] [-B BACKEND] [--seed N] [--count N] [--keep DIR] [-v]

Each model is generated from its own seed (small: bounded byte values, a
few processes, channels of capacity 0..2) with the constructs that shape
the state space: assignments, guards, if/do with else and break, goto and
labels (end labels too), { } blocks (often opening with a jump), unless,
atomic and d_step sequences, buffered and
rendezvous channels (sorted send, random and peeking receive, eval, polls,
len/empty/full and their negations), timeout, assertions.  For each model:

  spin -o1 -o2 -o3 -a; gcc -DNOREDUCE; ./pan -m1000000 -c0
      against  mcc --no-deadvar; ./pan -c0:  states stored must be equal,
      and errors found (none / some) the same;
  mcc (dead-variable reduction on): the same verdict, no more states.

Prints one line per model that disagrees and a closing summary; exit
status 1 if any disagreed.  A failing model is kept (--keep DIR, default
/tmp/pml_diff) to be replayed by hand.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.nlabel = 0
        self.cur_label = None
        self.no_labels = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def model(self):
        r = self.r
        self.globals = ["g%d" % i for i in range(r.randint(1, 3))]
        self.cap = r.choice([0, 1, 2])
        out = ["byte %s;" % ", ".join(self.globals),
               "byte a[2];",
               "chan c = [%d] of { byte };" % self.cap]
        for p in range(r.randint(2, 3)):
            self.locals = ["l%d" % i for i in range(r.randint(0, 2))]
            self.labels = []
            self.gotos = []
            n = r.choice([1, 1, 2])
            body = self.seq(2, r.randint(2, 5))
            # every goto needs its label: add the missing ones at the end
            missing = sorted(set(l for l in self.gotos if l not in self.labels))
            tail = "".join("%s: skip;\n" % l for l in missing)
            decl = ("\tbyte %s;\n" % ", ".join(self.locals)) if self.locals else ""
            out.append("active [%d] proctype P%d() {\n%s%s%s\tskip\n}" %
                       (n, p, decl, body, tail))
        return "\n".join(out) + "\n"

    def var(self, writable=True):
        vs = self.globals + self.locals
        if self.r.random() < 0.15:
            return "a[%s]" % self.pick(["0", "1"] + ["%s %% 2" % v for v in vs])
        return self.pick(vs)

    def expr(self, d=0):
        r = self.r
        k = r.random()
        if d > 1 or k < 0.3:
            return str(r.randint(0, 2))
        if k < 0.6:
            return self.var()
        op = self.pick(["+", "-", "*", "%"])
        if op == "%":
            return "(%s %% %d)" % (self.expr(d + 1), r.randint(2, 3))
        return "((%s %s %s) %% 3)" % (self.expr(d + 1), op, self.expr(d + 1))

    def cond(self):
        k = self.r.random()
        if k < 0.05:
            return "timeout"
        if k < 0.11:
            return self.pick(["(len(c) > 0)", "nempty(c)", "empty(c)", "nfull(c)", "full(c)"])
        if k < 0.15:
            # on a rendezvous channel: an error that leaves the poll
            # blocked (MCC_STEP_REPORT), as in Spin
            return "c?[%s]" % self.pick(["0", "1", "eval(%s)" % self.var()])
        op = self.pick(["==", "!=", "<", ">="])
        return "(%s %s %s)" % (self.var(), op, self.expr(1))

    def assign(self):
        return "%s = %s" % (self.var(), self.expr())

    def simple(self, chan=True):
        r = self.r
        k = r.random()
        if k < 0.35:
            return self.assign()
        if k < 0.55:
            return self.cond()
        if chan and k < 0.65:
            return "c!%s" % self.expr(1)
        if chan and k < 0.72:
            return "c?%s" % self.pick(self.globals + self.locals)
        if chan and k < 0.75:
            return self.pick(["c??%s" % self.pick(self.globals + self.locals),
                              "c?eval(%s)" % self.var(), "c??eval(%s)" % self.var(),
                              "c!!%s" % self.expr(1),
                              "c?<%s>" % self.pick(self.globals + self.locals)])
        if k < 0.8:
            return "assert(%s)" % self.cond()
        targets = [l for l in self.labels if l.startswith("L") and l != self.cur_label]
        if k < 0.85 and targets:
            # not to its own label: Spin rejects `L: goto L`
            l = self.pick(targets)
            self.gotos.append(l)
            return "goto %s" % l
        return "skip"

    def seq(self, depth, n, chan=True, loop=False):
        out = []
        for _ in range(n):
            out.append(self.stmt(depth, chan, loop))
        return "".join(out)

    def stmt(self, depth, chan=True, loop=False):
        r = self.r
        lab = ""
        self.cur_label = None
        if r.random() < 0.2 and not self.no_labels:
            name = "L%d" % self.nlabel
            if r.random() < 0.3:
                name = "end%d" % self.nlabel
            self.nlabel += 1
            self.labels.append(name)
            self.cur_label = name
            lab = name + ": "
        k = r.random()
        if depth > 0 and k < 0.15:
            return "%sif\n%s\tfi;\n" % (lab, self.options(depth, chan, loop))
        if depth > 0 and k < 0.27:
            return "%sdo\n%s\t:: break\n\tod;\n" % (lab, self.options(depth, chan, True))
        if depth > 0 and k < 0.35 and chan:
            return "%satomic { %s };\n" % (lab, self.inner(chan))
        if depth > 0 and k < 0.40:
            # d_step: no channel operation that could block half-way; no
            # goto label on it (Spin: "jump into d_step sequence")
            if lab.startswith("L"):
                self.labels.pop()
                lab = ""
            return "%sd_step { %s };\n" % (lab, self.dstep())
        if depth > 0 and k < 0.44:
            return "%s{ %s };\n" % (lab, self.block(depth, chan, loop))
        if depth > 0 and k < 0.48:
            return "%s%s;\n" % (lab, self.unless(depth, chan, loop))
        if loop and k < 0.53:
            return "%sbreak;\n" % lab
        return "%s%s;\n" % (lab, self.simple(chan))

    def jump(self, loop):
        targets = [l for l in self.labels if l.startswith("L") and l != self.cur_label]
        if loop and (not targets or self.r.random() < 0.6):
            return "break"
        if not targets:
            return "skip"
        l = self.pick(targets)
        self.gotos.append(l)
        return "goto %s" % l

    def block(self, depth, chan, loop):
        # a block body: its first statement unlabelled (Spin rejects a
        # label there), often a jump (a step of its own in Spin)
        first = self.jump(loop) if self.r.random() < 0.4 else self.simple(chan)
        rest = self.seq(depth - 1, self.r.randint(0, 2), chan, loop).replace("\n", " ")
        return "%s; %s" % (first, rest) if rest else first

    def unless(self, depth, chan, loop):
        # an escape that can interrupt: a guard, then an assignment.  Not
        # at an option's head: Spin rejects most of those ("unless on a
        # guard") and handles the others irregularly (models/README.md)
        # No labels inside the main part: a goto into a nested unless
        # orders the escapes as Spin's construction happens to (models/README.md)
        self.no_labels += 1
        main = self.block(depth, chan, loop)
        self.no_labels -= 1
        return "{ %s } unless { %s; %s }" % (main, self.cond(), self.assign())

    def inner(self, chan):
        # no goto out of atomic/d_step bodies
        return "; ".join(self.simple_nogoto(chan) for _ in range(self.r.randint(1, 3)))

    def dstep(self):
        # a guard first, then assignments: a d_step that blocks half-way
        # makes Spin abandon the search (no oracle)
        parts = [self.cond()] if self.r.random() < 0.5 else []
        parts += [self.assign() for _ in range(self.r.randint(1, 2))]
        return "; ".join(parts)

    def simple_nogoto(self, chan):
        s = self.simple(chan)
        if s.startswith("goto"):
            self.gotos.pop()
            return "skip"
        return s

    def options(self, depth, chan, loop):
        r = self.r
        out = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            head = (self.cond() if k < 0.7 else "skip" if k < 0.85 else
                    "{ %s }" % self.block(depth, chan, loop))
            out.append("\t:: %s; %s" % (head,
                                         self.seq(depth - 1, r.randint(0, 2), chan, loop)
                                         .replace("\n", " ")))
        if r.random() < 0.3:
            out.append("\t:: else -> skip")
        return "\n".join(out) + "\n"


def run(cmd, cwd, timeout=120):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        return p.returncode, p.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def counts(out):
    st = re.search(r"(\d+) states, stored", out)
    er = re.search(r"errors: (\d+)", out)
    return (int(st.group(1)) if st else None, int(er.group(1)) if er else None)


def check(mcc, src, d, backend):
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    rc, out = run(["spin", "-o1", "-o2", "-o3", "-a", "m.pml"], d)
    if rc != 0:
        return "skip", "spin rejects: " + out.strip().splitlines()[-1] if out.strip() else ""
    if re.search(r"^error:", out, re.M):
        # Spin reports some errors and still writes pan.c (exit 0)
        return "skip", "spin rejects: " + re.search(r"^error:.*", out, re.M).group(0)
    rc, out = run(["gcc", "-w", "-DNOREDUCE", "-o", "span", "pan.c"], d)
    if rc != 0:
        return "skip", "gcc"
    rc, out = run(["./span", "-m1000000", "-c0"], d)
    if "max search depth too small" in out or rc < 0:
        return "skip", "spin depth/time"
    if "unconditional self-loop" in out or "Search not completed" in out:
        return "skip", "spin stops: " + out.strip().splitlines()[0]
    sst, ser = counts(out)
    rc, out = run([mcc, "-B", backend, "--no-deadvar", "-o", "mpan", "m.pml"], d)
    if rc != 0:
        return "fail", "mcc --no-deadvar rejects: " + out.strip()[:200]
    rc, out = run(["./mpan", "-c0"], d)
    mst, mer = counts(out)
    rc, out = run([mcc, "-B", backend, "-o", "dpan", "m.pml"], d)
    if rc != 0:
        return "fail", "mcc rejects: " + out.strip()[:200]
    rc, out = run(["./dpan", "-c0"], d)
    dst, der = counts(out)
    if None in (sst, ser, mst, mer, dst, der):
        return "fail", "no counts (spin %s/%s mcc %s/%s dv %s/%s)" % (sst, ser, mst, mer, dst, der)
    if sst != mst or (ser > 0) != (mer > 0):
        return "fail", "spin %d states errors %d, mcc --no-deadvar %d / %d" % (sst, ser, mst, mer)
    if dst > mst or (der > 0) != (mer > 0):
        return "fail", "dead-variable reduction: %d states errors %d, without %d / %d" % (
            dst, der, mst, mer)
    return "ok", "%d states (%d with the reduction), errors %s" % (sst, dst, ser > 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mcc", default=os.environ.get("MCC", os.path.join(ROOT, "mcc")))
    ap.add_argument("-B", dest="backend", default=os.environ.get("MCC_BACKEND", "tcc"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=30)
    ap.add_argument("--keep", default="/tmp/pml_diff")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    mcc = os.path.abspath(a.mcc)
    n = {"ok": 0, "fail": 0, "skip": 0}
    for s in range(a.seed, a.seed + a.count):
        src = Gen(s).model()
        d = tempfile.mkdtemp(prefix="pmldiff")
        res, msg = check(mcc, src, d, a.backend)
        n[res] += 1
        if res == "fail":
            os.makedirs(a.keep, exist_ok=True)
            keep = os.path.join(a.keep, "seed%d.pml" % s)
            shutil.copy(os.path.join(d, "m.pml"), keep)
            print("FAIL seed %d: %s (%s)" % (s, msg, keep))
        elif a.v:
            print("%s seed %d: %s" % (res.upper(), s, msg))
        shutil.rmtree(d, ignore_errors=True)
    print("pml_diff: seeds %d..%d: %d agree with Spin, %d disagree, %d skipped "
          "(Spin rejects the model or stops)" % (a.seed, a.seed + a.count - 1,
                                                n["ok"], n["fail"], n["skip"]))
    return 1 if n["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
