#!/usr/bin/env python3
"""pml_diff.py -- differential test of mcc against Spin on random Promela models.

    tests/pml_diff.py [--mcc PATH] [-B BACKEND] [--mode MODE] [--seed N]
                      [--count N] [--keep DIR] [-v]

MODE is `safety` (the default), `claim`, `np`, `accept` or `all` (each
seed picks one of the four).  Each model is generated from its own seed
(small: bounded byte values, a few processes, channels of capacity 0..2)
with the constructs that shape the state space: assignments, guards,
if/do with else and break, goto and labels (jumps forward and backward
past statements, out of atomic sequences and into them, labels on every
kind of statement: do, if, atomic, d_step, unless, blocks, and between
atomic blocks; end, progress and accept labels), { } blocks (often opening
with a jump), unless, atomic and d_step sequences, buffered and rendezvous
channels (sorted send, random and peeking receive, eval, polls,
len/empty/full and their negations), timeout, assertions.  A third of the
plain models run proctypes with channel parameters from init; half of
those that are safety models are channel variable models instead
(Gen.chanvar_model): parameters and channel locals that are assigned,
or received into through a channel of channels, and then used, alone or
in the same atomic sequence.

safety: spin -o1 -o2 -o3 -a; gcc -DNOREDUCE; ./pan -m1000000 -c0
    against  mcc --no-reduce; ./pan -c0 --por=off: states stored and the number of
    errors must be equal; with -c1 (a plain run) the first error's kind
    too; mcc with its dead-variable reduction: the same verdict, no more
    states.
claim: a random LTL formula over propositions of the model's globals;
    `spin -f` writes its never claim (every shape Spin's translator
    produces), which both tools load with -N; ./pan -a: the verdicts must
    be equal, with -A (assertions ignored, the claim's too) as well, and
    where Spin's only error is an assertion mcc's must be one as well.
    mcc's own translation of the formula (./pan --ltl '!(f)') must give
    Spin's verdict too; on models that can raise errors (assertions,
    rendezvous polls) or have accept labels the oracle is then Spin with mcc's automaton written
    as a never claim (mcc ltl2tgba --never), since Spin's claim keeps
    states, and so reaches errors and accept labels, that mcc's automaton
    does not have.
    Half of these models have no assertion; a third have accept labels in
    processes (Spin accepts a cycle through one of them as well).
--por: instead of Spin, mcc with --por=off against --por=stubborn and
    --por=ample (check_por, check_por_live): the same verdicts, trails
    found under reduction replay.  A third of the safety models get an
    atomic sequence that can block inside (atomic_block_part) and,
    independently, processes created by run (spawn_part, the quiet ends
    of runtime/por/README.md); --spawn makes spawn_part the whole model.
--lang adds the constructs of Spin 6 that hand-written models use
(LangGen): newline-separated statements, mtypes (named ones too),
records in messages, receives and polls with fewer fields, for loops
(ranges, arrays, channel contents), select, inlines with return values,
priorities, printf, pc_value, and, for half the claim seeds, the formula
as an ltl block in Spin's words (always, until, implies ...) compiled
with the model.

np: progress labels in the model; Spin's -DNP ./pan -l against mcc's
    ./pan -l, with and without -A, as for claims.
accept: accept labels in the model and no claim; ./pan -a, as for claims.

Prints one line per model that disagrees and a closing summary; exit
status 1 if any disagreed.  A failing model is kept (--keep DIR, default
/tmp/pml_diff) to be replayed by hand, with its claim.
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
MODES = ["safety", "claim", "np", "accept"]


class Gen:
    """A random model.  Labels: every proctype has a pool of goto targets
    (`L<n>`); a goto may name one defined before it (a backward jump) or
    one not placed yet (a forward jump), and labels placed later prefer
    pending names; any still missing are placed at the end of the body.
    No label is placed where Spin rejects one (the first statement of a
    block, atomic or d_step body, inside a d_step, inside the main part of
    an unless) and no goto targets a label on a d_step."""

    def __init__(self, seed, mode="safety"):
        self.r = random.Random(seed)
        self.seed = seed
        self.mode = mode
        self.no_assert = seed % 2 == 0
        self.claim_accept = seed % 3 == 0
        self.nlabel = 0
        self.no_labels = 0
        self.cur_label = None
        # a third of the plain models: proctypes with channel parameters
        # (`proctype P0(chan x; chan y)`, run from init with elements of
        # a channel array), used beside c; chosen from a stream of their
        # own, so the other seeds' models stay as they were.  Channel
        # variables that never change name one queue per process for
        # partial-order reduction (runtime/por/README.md); a few models
        # assign one, which must undo that.
        self.pr = random.Random(seed * 7919 + 17)
        self.params = type(self) is Gen and self.pr.random() < 0.35
        self.runs = []
        # half of the safety models with channel parameters are channel
        # variable models instead (chanvar_model): parameters and
        # channel locals that change, by assignment or by a receive
        # through a channel of channels, and are used after.  Chosen
        # from a stream of their own, so the other models stay as they
        # were.
        self.cv = random.Random(seed * 6151 + 29)
        self.chanvar = self.params and mode == "safety" and self.cv.random() < 0.5

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def model(self):
        if self.chanvar:
            return self.chanvar_model()
        r = self.r
        self.globals = ["g%d" % i for i in range(r.randint(1, 3))]
        self.cap = r.choice([0, 1, 2])
        out = ["byte %s;" % ", ".join(self.globals),
               "byte a[2];",
               "chan c = [%d] of { byte };" % self.cap]
        if self.params:
            out.append("chan cs[3] = [%d] of { byte };" % self.pr.choice([0, 0, 1, 2]))
        if self.mode == "claim":
            # propositions for the claim: over globals only, never an
            # error to evaluate
            for i in range(3):
                out.append("#define p%d (%s %s %d)" % (
                    i, self.pick(self.globals), self.pick(["==", "!=", ">", "<"]),
                    r.randint(0, 2)))
        for p in range(r.randint(2, 3)):
            self.locals = ["l%d" % i for i in range(r.randint(0, 2))]
            self.labels = []       # defined so far
            self.pending = []      # used by a goto, not defined yet
            self.step_labels = []  # labels on d_steps: no goto to them
            n = r.choice([1, 1, 2])
            decl = self.proc_decl()
            body = self.proc_body()
            if (self.mode == "accept" or self.mode == "claim" and self.claim_accept) \
                    and p == 0 and self.chance(0.3):
                # a loop whose only accept label lies inside an atomic
                # sequence, before its last statement: the product's
                # collapsed chains lost such labels (--lang seed 93615)
                v = self.var()
                body = "\tdo\n\t:: atomic { %s = %s; acceptA: %s = %s }\n\t:: break\n\tod;\n%s" % (
                    v, self.expr(), v, self.expr(), body)
            if (self.mode == "accept" or self.mode == "claim" and self.claim_accept) \
                    and p == 0 and "accept" not in body:
                # at least one accept label, on a loop where there is one
                body = (body.replace("do\n", "acceptZ: do\n", 1) if "do\n" in body
                        else "acceptZ: " + body)
            # every goto needs its label: the missing ones at the end
            tail = "".join("%s: skip;\n" % l for l in self.pending)
            out.append("%s%s%s%s\tskip\n}" % (self.proc_header(p, n), decl, body, tail))
        if self.runs:
            out.append("init {\n\tatomic {\n%s\t}\n}" % "".join(
                "\t\trun %s;\n" % x for x in self.runs))
        if getattr(self, "por", False):
            out.append(self.atomic_block_part())
            out.append(self.spawn_part())
        return "\n".join(out) + "\n"

    def spawn_part(self, force=False):
        """--por runs, a third of the models (a stream of its own):
        processes created by `run` (nested, in sequence, now and then in
        a loop), that end and die while others are created, over shared
        variables and a buffered channel, and, in half of them, something
        that tells pids apart (`_nr_pr`, `_pid`, a channel local to a
        process, a remote reference, a pid reused after a death: "reuse")
        or the slots run out (mcc
        --max-procs, written as a comment `/* mcc: ARGS */` the checks
        pass on).  Quiet ends (runtime/por/README.md: an ended process
        dies first, creations accord) hold only without those: a build
        that ignores one misses an assertion or a "too many processes"
        here."""
        r = random.Random(self.seed * 7919 + 5)
        if r.random() >= 0.34 and not force:
            return ""
        out = ["chan spc = [2] of { byte };", "byte spx, spf, spn, spp;"]
        bodies = ["spx++", "spx = spx + k", "spc!k", "spc?_", "spf == 1 -> spx++",
                  "atomic { spx++; spx-- }", "spc?_; spx++", "skip", "spf = 1"]
        w = "; ".join(r.choice(bodies) for _ in range(r.randint(1, 2)))
        spy = r.random() < 0.5
        kind = r.choice(["nr_pr", "pid", "local", "remote", "slots", "reuse"]) if spy else ""
        if kind == "pid":
            w += "; spp = _pid"
        elif kind == "reuse":
            # the second W gets the first one's pid only if the first has
            # died: SpI 0, SpO 1, W(1) 2, and W(2) 3 while W(1) lingers
            w = "spx++; if :: k == 2 -> spp = _pid :: else fi"
        if r.random() < 0.5:
            w += '; printf("W %d\\n", _pid)'
        out.append("proctype SpW(byte k) {\n\t%s\n}" % w)
        mid = "run SpW(1); %s; run SpW(2)" % r.choice(["spx > 0", "skip", "spc?_", "spf = 1"])
        if kind == "local":
            mid = "chan spl = [1] of { byte }; spl!1; run SpW(1); spl?_; run SpW(2)"
        out.append("proctype SpM() {\n\t%s\n}" % mid)
        seq = [r.choice(["run SpW(3)", "run SpM()", "run SpW(4)"]) for _ in range(r.randint(1, 3))]
        if kind == "reuse":
            seq = ["run SpW(1)", "spx > 0", "run SpW(2)"]
        waits = ["spx > 1", "spc!5", "spf = 1", "skip", "spx = 0"]
        body = []
        for x in seq:
            body.append(x)
            if r.random() < 0.5:
                body.append(r.choice(waits))
        if r.random() < 0.25 or kind == "slots":
            body.append("do :: spn < 2 -> spn++; run SpW(5) :: else -> break od")
        obs = r.choice(["assert(spx < %d)" % r.randint(2, 6),
                        "spc?_; assert(spx != %d)" % r.randint(1, 4),
                        "spf == 1 -> assert(spx < %d)" % r.randint(1, 4)])
        if kind == "nr_pr":
            obs = "assert(_nr_pr <= %d)" % r.randint(2, 5)
        elif kind == "pid":
            obs = "spp > 0 -> assert(spp < %d)" % r.randint(3, 4)
        elif kind == "reuse":
            obs = "spp > 0 -> assert(spp != 3)"
        elif kind == "remote":
            obs = "spx > 0 -> assert(SpW[%d]:k != %d)" % (r.randint(3, 4), r.choice([1, 3, 4, 5]))
        out.append("active proctype SpI() {\n\t%s\n}" % "; ".join(body))
        out.append("active proctype SpO() {\n\t%s\n}" % obs)
        if kind == "slots":
            out.append("/* mcc: --max-procs %d */" % r.randint(3, 6))
        return "\n".join(out)

    def atomic_block_part(self):
        """--por runs, a third of the models (a stream of its own): an
        atomic sequence whose statement after its first can block (a send
        on a queue others fill, a receive from one others empty, a guard
        on a flag another process sets), so that the sequence stops
        inside with atomicity lost and an observer sees its intermediate
        value; the reduction once treated such a sequence as independent
        of the receive that decides whether it blocks and missed the
        assertion (models/por_atomic_block.pml)."""
        r = random.Random(self.seed * 4049 + 11)
        if r.random() >= 0.34:
            return ""
        cap = r.choice([1, 2])
        first = r.choice(["ab!1", "abm = 0", "abf == 0 || abf == 1", "skip"])
        block = r.choice(["ab!2", "ab!2", "ab?_", "abf == 1"])
        out = ["chan ab = [%d] of { byte };" % cap, "byte abm, abf;",
               "active proctype ABs() {\n\t%satomic { %s; abm = 1; %s; abm = 0 }\n}" % (
                   r.choice(["", "abf == 0 || abf == 1;\n\t", "ab!3;\n\t"]), first, block)]
        for i in range(r.randint(0, 2)):
            out.append("active proctype ABp%d() {\n\tab!9%s\n}" % (
                i, r.choice(["", "; abf = 1", "; ab!8"])))
        for i in range(r.randint(0, 2)):
            out.append("active proctype ABr%d() {\n\t%sab?_\n}" % (
                i, r.choice(["", "abf = 1;\n\t", "ab?_;\n\t"])))
        if r.random() < 0.5:
            out.append("active proctype ABf() {\n\tabf = 1\n}")
        out.append("active proctype ABo() {\n\tend: abm == 1 -> assert(false)\n}")
        return "\n".join(out)

    def proc_header(self, p, n):
        if self.params:
            for i in range(n):
                self.runs.append("P%d(cs[%d], cs[%d])" % (
                    p, self.pr.randint(0, 2), self.pr.randint(0, 2)))
            return "proctype P%d(chan x; chan y) {\n" % p
        return "active [%d] proctype P%d() {\n" % (n, p)

    def chan_name(self):
        """c, or in a model with channel parameters often one of them."""
        if self.params and self.chance(0.8):
            return self.pick(["x", "y"])
        return "c"

    def proc_decl(self):
        return ("\tbyte %s;\n" % ", ".join(self.locals)) if self.locals else ""

    def proc_body(self):
        return self.seq(2, self.r.randint(2, 6))

    # --- labels and jumps ------------------------------------------------

    def new_label(self, stmt_kind):
        """A label for the statement about to be generated, or ""."""
        if self.no_labels or not self.chance(0.25):
            return ""
        k = self.r.random()
        special = {"np": "progress", "accept": "accept"}.get(self.mode)
        if self.mode == "claim" and self.claim_accept:
            special = "accept"  # with a claim, Spin accepts through them too
        if special and k < 0.25:
            name = "%s%d" % (special, self.nlabel)
        elif k < 0.35:
            name = "end%d" % self.nlabel
        elif self.pending and stmt_kind != "dstep" and k < 0.75:
            name = self.pending.pop(self.r.randrange(len(self.pending)))
        elif stmt_kind == "dstep":
            name = "end%d" % self.nlabel
        else:
            name = "L%d" % self.nlabel
        self.nlabel += 1
        if stmt_kind == "dstep":
            self.step_labels.append(name)
        else:
            self.labels.append(name)
        self.cur_label = name
        return name + ": "

    def target(self):
        """A goto target: an existing label (backward), a pending one or a
        new one (forward); never the label of the statement itself."""
        back = [l for l in self.labels if l != self.cur_label]
        k = self.r.random()
        if back and k < 0.45:
            return self.pick(back)
        if self.pending and k < 0.7:
            return self.pick(self.pending)
        name = "L%d" % self.nlabel
        self.nlabel += 1
        self.pending.append(name)
        return name

    def jump(self, loop):
        if loop and self.chance(0.4):
            return "break"
        return "goto %s" % self.target()

    # --- expressions -----------------------------------------------------

    def var(self, writable=True):
        vs = self.globals + self.locals
        if self.chance(0.15):
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

    def logic(self, d=0):
        # constants under !, &&, || and (c -> a : b), as never claims of
        # spin -f and #defines make them: tcc miscompiled some of these
        # (frontend/fold.c)
        r = self.r
        k = r.random()
        if d >= 4 or k < 0.3:
            return self.pick(["0", "1", "true", "false", self.var(),
                              "(%s == %d)" % (self.var(), r.randint(0, 2))])
        if k < 0.4:
            return "!(%s)" % self.logic(d + 1)
        if k < 0.5:
            return "(%s -> %s : %s)" % (self.logic(d + 1), self.logic(d + 1),
                                        self.logic(d + 1))
        return "(%s %s %s)" % (self.logic(d + 1), self.pick(["&&", "||"]),
                               self.logic(d + 1))

    def cond(self):
        k = self.r.random()
        if k < 0.25:
            return "(%s)" % self.logic()
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

    def assert_stmt(self):
        if self.mode == "claim" and self.no_assert:
            return "skip"
        return "assert(%s)" % self.cond()

    def assign(self):
        return "%s = %s" % (self.var(), self.expr())

    def simple(self, chan=True, jumps=True):
        r = self.r
        if self.params and chan and self.chance(0.08):
            return "x = %s" % self.pick(["y", "c", "cs[2]"])
        k = r.random()
        if k < 0.35:
            return self.assign()
        if k < 0.55:
            return self.cond()
        if chan and k < 0.65:
            return "%s!%s" % (self.chan_name(), self.expr(1))
        if chan and k < 0.72:
            return "%s?%s" % (self.chan_name(), self.pick(self.globals + self.locals))
        if chan and k < 0.75:
            return self.pick(["c??%s" % self.pick(self.globals + self.locals),
                              "c?eval(%s)" % self.var(), "c??eval(%s)" % self.var(),
                              "c!!%s" % self.expr(1),
                              "c?<%s>" % self.pick(self.globals + self.locals)])
        if k < 0.8:
            return self.assert_stmt()
        if jumps and k < 0.88:
            return "goto %s" % self.target()
        return "skip"

    # --- statements ------------------------------------------------------

    def seq(self, depth, n, chan=True, loop=False, first_label=True):
        out = []
        for i in range(n):
            out.append(self.stmt(depth, chan, loop, label=first_label or i > 0))
        return "".join(out)

    def stmt(self, depth, chan=True, loop=False, label=True):
        r = self.r
        self.cur_label = None
        k = r.random()
        if depth > 0 and k < 0.13:
            kind, f = "if", lambda: "if\n%s\tfi" % self.options(depth, chan, loop)
        elif depth > 0 and k < 0.24:
            kind, f = "do", lambda: "do\n%s\t:: break\n\tod" % self.options(depth, chan, True)
        elif depth > 0 and k < 0.36 and chan:
            kind, f = "atomic", lambda: "atomic { %s }" % self.inner(depth, chan, loop)
        elif depth > 0 and k < 0.41:
            kind, f = "dstep", lambda: "d_step { %s }" % self.dstep(chan)
        elif depth > 0 and k < 0.45:
            kind, f = "block", lambda: "{ %s }" % self.block(depth, chan, loop)
        elif depth > 0 and k < 0.49:
            kind, f = "unless", lambda: self.unless(depth, chan, loop)
        elif depth > 0 and k < 0.52 and chan:
            # labelled statements between atomic blocks, jumps among them
            kind, f = "between", lambda: self.between(depth, loop)
        elif loop and k < 0.56:
            kind, f = "break", lambda: "break"
        else:
            kind, f = "simple", lambda: self.simple(chan)
        lab = self.new_label(kind) if label and kind != "between" else ""
        body = f()
        if lab and body == "goto " + lab[:-2]:
            body = "skip"  # Spin rejects `L: goto L`
        return "%s%s;\n" % (lab, body)

    def between(self, depth, loop):
        """atomic { .. }; L: if .. fi; atomic { .. goto L .. }"""
        parts = []
        for i in range(self.r.randint(2, 3)):
            parts.append("atomic { %s }" % self.inner(depth, True, loop))
            lab = self.new_label("if")
            parts.append("%sif\n%s\tfi" % (lab, self.options(depth, True, loop)))
        return ";\n".join(parts)

    def block(self, depth, chan, loop):
        # a block body: its first statement unlabelled (Spin rejects a
        # label there), often a jump (a step of its own in Spin)
        first = self.jump(loop) if self.chance(0.35) else self.simple(chan)
        rest = self.seq(depth - 1, self.r.randint(0, 2), chan, loop).replace("\n", " ")
        return "%s; %s" % (first, rest) if rest else first

    def unless(self, depth, chan, loop):
        # an escape that can interrupt: a guard, then an assignment.  Not
        # at an option's head: Spin rejects most of those ("unless on a
        # guard") and handles the others irregularly (models/README.md).
        # No labels inside the main part: a goto into a nested unless
        # orders the escapes as Spin's construction happens to
        # (models/README.md)
        self.no_labels += 1
        main = self.block(depth, chan, loop)
        self.no_labels -= 1
        return "{ %s } unless { %s; %s }" % (main, self.cond(), self.assign())

    def inner(self, depth, chan, loop):
        # an atomic body: jumps out of it and labels inside it (not on
        # its first statement), so that gotos enter it half-way
        n = self.r.randint(1, 3)
        parts = [self.simple(chan)]
        for _ in range(n - 1):
            self.cur_label = None
            lab = self.new_label("simple")
            s = self.simple(chan) if self.chance(0.7) else self.jump(loop)
            if lab and s == "goto " + lab[:-2]:
                s = "skip"
            parts.append(lab + s)
        return "; ".join(parts)

    def dstep(self, chan=True):
        # a guard or a receive first (on a rendezvous channel the
        # sender's handshake runs the whole d_step), then assignments: a
        # d_step that blocks half-way makes Spin abandon the search (no
        # oracle)
        k = self.r.random()
        parts = ([self.cond()] if k < 0.4 else
                 ["c?%s" % self.pick(self.globals + self.locals +
                                     ["eval(%s)" % self.var(), "_", "1"])]
                 if chan and k < 0.65 else [])
        parts += [self.assign() for _ in range(self.r.randint(1, 2))]
        return "; ".join(parts)

    def options(self, depth, chan, loop):
        r = self.r
        out = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            head = (self.cond() if k < 0.6 else "skip" if k < 0.72 else
                    self.jump(loop) if k < 0.85 else
                    "{ %s }" % self.block(depth, chan, loop))
            if depth > 0 and self.chance(0.12):
                # an if (often with an else) that starts the option,
                # bare or in a block: its options, else included, are the
                # location's, between this option's neighbours; an else
                # there is taken where no transition before it can be,
                # whatever comes after (mcc once took it only where no
                # option of the whole location could move: Spin found an
                # assertion that mcc missed, models/else_inherited.pml)
                sel = "if\n%s\tfi" % self.options(depth - 1, chan, loop)
                head = sel if self.chance(0.5) else "{ %s }" % sel
            out.append("\t:: %s; %s" % (head,
                                         self.seq(depth - 1, r.randint(0, 2), chan, loop)
                                         .replace("\n", " ")))
        if self.chance(0.3):
            out.append("\t:: else -> skip")
        return "\n".join(out) + "\n"

    # --- channel variable models ------------------------------------------

    def chanvar_model(self):
        """Processes `P<n>(chan x; chan y)`, some with a channel local
        `chan w = cs[k]`, run from init with elements of cs; in their
        bodies the channel variables are assigned (from one another and
        from cs[k]) or received into through `chan cc = [2] of { chan }`
        (init and the processes send channels on it), and are sent to,
        received from and polled (len, empty, nempty, full, nfull),
        alone or in atomic sequences that change a variable and then use
        it.  Partial-order reduction resolves a channel variable that
        never changes to the queue it names in the current state
        (codegen/por.c, fp_fixed_chan); these models check that one
        that changes is not resolved so: with that check removed, --por
        finds disagreements in them (tests/sweeps/2026-11-27-pormut.md).
        Most inits end at `end: false`, the others die: an init waiting
        to die after its runs brings every process's moves into most
        stubborn sets (rule 4 of runtime/por/README.md adds its `run`
        rows, reached only through its death, which waits for every
        other process's), and those sets are right whatever a channel
        variable holds."""
        r = self.cv
        self.r = r  # pick, chance and expr draw from this model's stream
        self.globals = ["g0", "g1"]
        self.cvcap = r.choice([0, 1, 1, 2])
        self.use_cc = r.random() < 0.6
        out = ["byte g0, g1;",
               "byte a[2];",
               "chan cs[3] = [%d] of { byte };" % self.cvcap]
        if self.use_cc:
            out.append("chan cc = [2] of { chan };")
        for p in range(r.choice([2, 2, 3])):
            self.locals = ["l0"]
            self.cvars = ["x", "y"]
            decl = "\tbyte l0;\n"
            if r.random() < 0.3:
                decl += "\tchan w = cs[%d];\n" % r.randint(0, 2)
                self.cvars.append("w")
            body = "".join("\t%s;\n" % self.cv_stmt(1) for _ in range(r.randint(2, 5)))
            for i in range(r.choice([1, 2])):
                self.runs.append("P%d(cs[%d], cs[%d])" % (p, r.randint(0, 2), r.randint(0, 2)))
            out.append("proctype P%d(chan x; chan y) {\n%s%s\tskip\n}" % (p, decl, body))
        tail = ""
        if self.use_cc:
            tail += "".join("\tcc!cs[%d];\n" % r.randint(0, 2) for _ in range(r.randint(0, 2)))
        tail += "end:\tfalse\n" if r.random() < 0.75 else "\tskip\n"
        out.append("init {\n\tatomic {\n%s\t};\n%s}" % (
            "".join("\t\trun %s;\n" % x for x in self.runs), tail))
        return "\n".join(out) + "\n"

    def cv_chan(self):
        """A channel to use: mostly a channel variable."""
        if self.chance(0.85):
            return self.pick(self.cvars)
        return "cs[%d]" % self.r.randint(0, 2)

    def cv_change(self):
        """A channel variable takes another channel: (statement, variable)."""
        v = self.pick(self.cvars)
        if self.use_cc and self.chance(0.3):
            return "cc?%s" % v, v
        return "%s = %s" % (v, self.pick([u for u in self.cvars if u != v] +
                                         ["cs[0]", "cs[1]", "cs[2]"])), v

    def cv_use(self, u):
        """A statement on channel u."""
        k = self.r.random()
        if k < 0.5:
            return "%s!%s" % (u, self.pick(["0", "1", "2", "g0", "l0"]))
        if k < 0.75:
            return "%s?%s" % (u, self.pick(["g0", "g1", "l0", "_"]))
        return self.cv_cond(u)

    def cv_cond(self, u=None):
        u = u or self.cv_chan()
        k = self.r.random()
        if k < 0.6:
            return self.pick(["nempty(%s)" % u, "empty(%s)" % u, "nfull(%s)" % u,
                              "full(%s)" % u, "(len(%s) > 0)" % u, "(len(%s) < 2)" % u])
        if k < 0.7 and self.cvcap > 0:
            return "%s?[%d]" % (u, self.r.randint(0, 2))
        return "(%s %s %d)" % (self.pick(self.globals), self.pick(["==", "!="]),
                               self.r.randint(0, 2))

    def cv_simple(self):
        r = self.r
        k = r.random()
        if k < 0.25:
            # a change, mostly followed by a use of the variable
            s, v = self.cv_change()
            return s + ("; " + self.cv_use(v) if self.chance(0.7) else "")
        if k < 0.3 and self.use_cc:
            return "cc!%s" % self.pick(self.cvars + ["cs[%d]" % r.randint(0, 2)])
        if k < 0.55:
            return self.cv_use(self.cv_chan())
        if k < 0.65:
            return "%s = %s" % (self.pick(self.globals + self.locals), self.expr(1))
        if k < 0.95:
            # what a process sees of a queue, or of the globals
            return "assert(%s)" % (
                "len(%s) != %d" % (self.cv_chan(), r.randint(1, max(1, self.cvcap)))
                if self.chance(0.75) else
                "%s != %d" % (self.pick(self.globals), r.randint(0, 2)))
        return "skip"

    def cv_stmt(self, depth):
        r = self.r
        k = r.random()
        if depth > 0 and k < 0.15:
            opts = []
            for _ in range(r.randint(1, 3)):
                head = self.cv_cond() if self.chance(0.7) else self.cv_simple()
                rest = "".join("; %s" % self.cv_stmt(depth - 1)
                               for _ in range(r.randint(0, 2)))
                opts.append("\t:: %s%s\n" % (head, rest))
            if self.chance(0.3):
                opts.append("\t:: else -> skip\n")
            if self.chance(0.3):
                return "do\n%s\t:: break\n\tod" % "".join(opts)
            return "if\n%s\tfi" % "".join(opts)
        if depth > 0 and k < 0.4:
            # a change and a use in one step
            s, v = self.cv_change()
            return "atomic { %s; %s }" % (s, self.cv_use(v if self.chance(0.8) else
                                                          self.cv_chan()))
        return self.cv_simple()


class LangGen(Gen):
    """A random model with the constructs of the Spin 6 language that
    hand-written models use and BEEM's do not (--lang): statements ended
    by a newline instead of ';', mtype declarations (plain and named,
    mtype variables, local ones), typedef records (fields in expressions,
    records as messages; Spin rejects a whole-record assignment), a
    three-field channel with
    receives and polls of fewer fields, for loops (over a range, an
    array's indexes and a channel's contents), select, inlines (with a
    return value, too), priorities (on proctypes, _priority,
    set_priority, get_priority), printf, pc_value, and ltl blocks written
    with Spin's words (always, eventually, until, implies ...)."""

    def __init__(self, seed, mode="safety"):
        Gen.__init__(self, seed, mode)
        # ltl blocks instead of spin -f claims for half the claim seeds;
        # without assertions, rendezvous polls, receives of fewer fields
        # and accept labels, where Spin's claim reaches errors that mcc's
        # automaton does not (see check_claim; seed 20271141: Spin's claim
        # of a formula equal to true reached "missing pars in receive",
        # mcc's automaton of its negation is empty)
        self.ltl_block = mode == "claim" and seed % 4 < 2
        if self.ltl_block:
            self.no_assert, self.claim_accept = True, False

    def model(self):
        r = self.r
        self.cap2 = r.choice([0, 1, 2])
        self.rcap = r.choice([1, 2])
        self.named = r.random() < 0.5
        self.use_prio = r.random() < 0.3
        self.nl = 0  # > 0: statements may end with a newline alone
        out = Gen.model(self)
        lines = out.splitlines()
        head = ["mtype = { ma, mb, mc };",
                "mtype:col = { red green }" if self.named else "mtype = { red, green }",
                "typedef R { byte f; mtype m };",
                "R r0, r1;",
                "mtype mg = ma;",
                "%s cg;" % ("mtype:col" if self.named else "mtype"),
                "chan d = [%d] of { mtype, byte, bool };" % self.cap2,
                "chan rc = [%d] of { R };" % self.rcap,
                "inline bump(v) { v = (v + 1) % 3 }",
                "inline nxt(v) {\n\tif\n\t:: v < 2 -> return v + 1\n\t:: else -> return 0\n\tfi\n}"]
        # after the globals and channel c, before the #defines and proctypes
        return "\n".join(lines[:3] + head + lines[3:]) + "\n"

    def prio(self):
        # Spin's pan does not build priorities with rendezvous channels
        return self.use_prio and self.cap > 0 and self.cap2 > 0

    def proc_header(self, p, n):
        pr = " priority %d" % self.r.randint(1, 3) if self.prio() and self.chance(0.5) else ""
        return "active [%d] proctype P%d()%s {\n" % (n, p, pr)

    def proc_decl(self):
        self.locals = self.locals + ["i0"]
        decl = "\tbyte %s;\n" % ", ".join(self.locals)
        if self.chance(0.3):
            decl += "\tmtype lm = mb;\n"
            self.mlocals = ["lm"]
        else:
            self.mlocals = []
        return decl

    def proc_body(self):
        self.nl += 1
        body = self.seq(2, self.r.randint(2, 6))
        self.nl -= 1
        return body

    def var(self, writable=True):
        if self.chance(0.1):
            return self.pick(["r0.f", "r1.f"])
        return Gen.var(self, writable)

    def cond(self):
        while True:
            c = self.cond1()
            if not (self.ltl_block and (self.rv(c) or short_recv(c))):
                return c

    def simple(self, chan=True, jumps=True):
        while True:
            c = self.simple1(chan, jumps)
            if not (self.ltl_block and (self.rv(c) or short_recv(c))):
                return c

    def cond1(self):
        r = self.r
        k = r.random()
        if k < 0.06:
            return "(%s %s %s)" % (self.pick(["mg", "r0.m"] + self.mlocals),
                                   self.pick(["==", "!="]), self.pick(["ma", "mb", "mc"]))
        if k < 0.09:
            return "(cg %s %s)" % (self.pick(["==", "!="]), self.pick(["red", "green"]))
        if k < 0.14:
            # polls with fewer fields than the channel has
            return self.pick(["d?[%s]" % self.pick(["ma", "mb", "mg"]),
                              "d?[%s, %d]" % (self.pick(["ma", "mb"]), r.randint(0, 2)),
                              "d??[%s]" % self.pick(["mb", "mc", "eval(mg)"]),
                              "rc?[%s]" % self.pick(["r0", "r1"]), "nempty(rc)", "full(d)"])
        if k < 0.16 and self.prio():
            return "(get_priority(_pid) %s %d)" % (self.pick(["==", ">", "<"]), r.randint(1, 3))
        if k < 0.18:
            return "(pc_value(%d) %s %d)" % (r.randint(0, 1), self.pick(["<", ">", "=="]),
                                             r.randint(1, 12))
        return Gen.cond(self)

    def simple1(self, chan, jumps):
        r = self.r
        k = r.random()
        if k < 0.65:
            return Gen.simple(self, chan, jumps)
        v = self.pick(self.globals + self.locals)
        if chan and k < 0.71:
            return self.pick(["d!%s, %s, %s" % (self.pick(["ma", "mb", "mg"]), self.expr(1),
                                                 self.pick(["true", "false"])),
                              "d!!%s, %s, true" % (self.pick(["mb", "mc"]), self.expr(1)),
                              "d?%s, %s, _" % (self.pick(["ma", "mb", "mg", "eval(mg)"]), v),
                              "d?mg, %s" % v, "d??%s, %s" % (self.pick(["mb", "mc"]), v),
                              "d?<%s, %s>" % (self.pick(["ma", "_"]), v)])
        if chan and k < 0.75:
            return self.pick(["rc!r0", "rc!r1", "rc?r1", "rc?r0", "rc??r0", "rc?<r1>"])
        if k < 0.79:
            return self.pick(["r0.m = %s" % self.pick(["ma", "mb", "mg"]),
                              "mg = %s" % self.pick(["ma", "mb", "mc", "r1.m"]),
                              "cg = %s" % self.pick(["red", "green"])] +
                             ["%s = %s" % (m, self.pick(["ma", "mc"])) for m in self.mlocals])
        if k < 0.83:
            return self.pick(["bump(%s)" % v, "%s = nxt(%s)" % (v, self.var())])
        if k < 0.86 and self.prio():
            return self.pick(["set_priority(_pid, %d)" % r.randint(1, 3),
                              "_priority = %d" % r.randint(1, 3)])
        if k < 0.89:
            return 'printf("P%%d %%d\\n", _pid, %s)' % self.var()
        return Gen.simple(self, chan, jumps)

    def rv(self, text):
        """Whether text polls a rendezvous channel (an error Spin's claims
        reach where mcc's automaton does not: see check_claim)."""
        return any(re.search(r"\b%s\?\??[\[<]" % ch, text)
                   for ch, cap in (("c", self.cap), ("d", self.cap2)) if cap == 0)

    def stmt(self, depth, chan=True, loop=False, label=True):
        """A statement; at a body's top level often ended by a newline
        alone, where Spin 6 takes one for a ';' (after a name, a constant,
        ')', ']', '}', od, fi, break, ++, --)."""
        nl, self.nl = self.nl, 0
        text = self.stmt1(depth, chan, loop, label)
        self.nl = nl
        if nl and self.chance(0.4) and re.search(r"(\w|[)\]}]|\+\+|--);\n$", text):
            text = text[:-2] + "\n"
        return text

    def stmt1(self, depth, chan, loop, label):
        r = self.r
        k = r.random()
        if depth > 0 and k < 0.08:
            self.cur_label = None
            lab = self.new_label("block") if label else ""
            # for and select: the loop variable i0 is the process's own
            self.no_labels += 1
            inner = self.seq(0, r.randint(1, 2), chan=False).replace("\n", " ")
            self.no_labels -= 1
            k = r.random()
            if k < 0.35:
                s = "for (i0 : %d .. %d) { %s }" % (r.randint(0, 1), r.randint(1, 2), inner)
            elif k < 0.55:
                s = "for (i0 in a) { %s }" % inner
            elif k < 0.8:
                # over a channel's contents: Spin takes only channels of
                # one record field
                s = "for (r1 in rc) { %s }" % inner
            else:
                s = "select (i0 : %d .. %d)" % (r.randint(0, 1), r.randint(1, 3))
            return "%s%s;\n" % (lab, s)
        return Gen.stmt(self, depth, chan, loop, label)


def rand_ltl(r, d=0):
    """A random LTL formula in Spin's syntax over p0..p2 (no X: Debian's
    Spin rejects it)."""
    k = r.random()
    if d >= 3 or k < 0.25:
        return r.choice(["p0", "p1", "p2", "p0", "p1", "p2", "true"])
    if k < 0.35:
        return "!(%s)" % rand_ltl(r, d + 1)
    if k < 0.55:
        return "%s(%s)" % (r.choice(["[]", "<>"]), rand_ltl(r, d + 1))
    op = r.choice(["&&", "||", "->", "<->", "U", "V", "U", "V"])
    return "(%s) %s (%s)" % (rand_ltl(r, d + 1), op, rand_ltl(r, d + 1))


def rv_polled(src):
    """Whether the model polls one of its rendezvous channels."""
    return any(re.search(r"\b%s\?\??[\[<]" % ch, src)
               for ch in re.findall(r"chan (\w+) = \[0\]", src))


def short_recv(src):
    """Whether the model receives from its three-field channel d with fewer
    fields (`d?mg, x`, `d?<ma, x>`): an error in Spin's pan ("missing pars
    in receive") wherever it runs, buffered or rendezvous."""
    for m in re.finditer(r"\bd\?\??(?![\[?])(<?)([^\[;\n{}>]*)", src):
        if m.group(2).count(",") < 2:
            return True
    return False


def ltl_words(r, formula):
    """formula with some operators spelled as Spin's ltl blocks allow."""
    words = {"[]": ["always "], "<>": ["eventually "], " U ": [" until ", " stronguntil "],
             " V ": [" release "], "<->": [" equivalent "], "->": [" implies "]}
    return re.sub(r"\[\]|<>| U | V |<->|->",
                  lambda m: r.choice(words[m.group(0)] + [m.group(0)]), formula)


def run(cmd, cwd, timeout=120, stderr=True):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT if stderr else subprocess.DEVNULL,
                           timeout=timeout)
        return p.returncode, p.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def counts(out):
    st = re.search(r"(\d+) states, stored", out)
    er = re.search(r"errors: (\d+)", out)
    return (int(st.group(1)) if st else None, int(er.group(1)) if er else None)


def first_error(out):
    """The kind of the first error pan reports, or None."""
    m = re.search(r"^pan:1: (.*?)(?: \(at depth \d+\))?$", out, re.M)
    if not m:
        return None
    msg = m.group(1)
    for kind in ("assertion violated", "invalid end state", "acceptance cycle",
                 "non-progress cycle", "claim violated"):
        if msg.startswith(kind):
            return kind
    return msg


def spin_build(d, extra_spin=(), extra_cc=()):
    """spin -o1 -o2 -o3 -a and gcc -DNOREDUCE; None or a skip reason."""
    rc, out = run(["spin", "-o1", "-o2", "-o3", "-a"] + list(extra_spin) + ["m.pml"], d)
    if rc != 0:
        return "spin rejects: " + (out.strip().splitlines()[-1] if out.strip() else "")
    m = re.search(r"^(error|Error):.*", out, re.M)
    if m:
        # Spin reports some errors and still writes pan.c (exit 0)
        return "spin rejects: " + m.group(0)
    rc, out = run(["gcc", "-w", "-DNOREDUCE"] + list(extra_cc) + ["-o", "span", "pan.c"], d)
    return None if rc == 0 else "gcc"


def spin_run(d, args):
    """Spin's pan with args: its output, or None and why it is no oracle
    (a run that stops early for another reason than an error: -c1 runs
    stop at their first error, which is no reason to skip)."""
    rc, out = run(["./span", "-m1000000"] + args, d)
    if "max search depth too small" in out or rc < 0:
        return None, "spin depth/time"
    # a search cut at the depth bound without that warning: with -A, a
    # claim's atomic self-loop (spin -f's `atomic { (true) -> assert(..) }`)
    # keeps Spin's claim moving alone until the bound (claim seed 73117)
    dr = re.search(r"depth reached (\d+)", out)
    if dr and int(dr.group(1)) >= 1000000 - 1:
        return None, "spin depth/time"
    if "unconditional self-loop" in out:
        return None, "spin stops: " + out.strip().splitlines()[0]
    if "Search not completed" in out and ("-c0" in args or "errors: 0" in out):
        return None, "spin stops: " + out.strip().splitlines()[0]
    return out, None


def mcc_args(src):
    """The options a model asks for in a comment `/* mcc: ARGS */`."""
    m = re.search(r"/\* mcc: ([^*]*) \*/", src)
    return m.group(1).split() if m else []


def mcc_build(mcc, backend, d, out, args):
    rc, txt = run([mcc, "-B", backend, "-o", out] + args + ["m.pml"], d)
    return None if rc == 0 else "mcc %s rejects: %s" % (" ".join(args), txt.strip()[:200])


def mcc_fail(d, why):
    """The result of a model mcc rejects: a skip where Spin's pan refuses
    it too (two else options that can be taken at one point: mcc says so
    when compiling, Spin's pan when it starts: "inherits 2 'else'
    stmnts"), else a failure."""
    if "a second else" in why and os.path.exists(os.path.join(d, "span")):
        rc, out = run(["./span"], d)
        # Spin's pan may stop at another fatal check first (accept seed
        # 91: "has unconditional self-loop"): no verdict either way
        if "'else' stmnts" in out or counts(out)[0] is None:
            return "skip", "both refuse it: " + why
    return "fail", why


def check_safety(mcc, src, d, backend):
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    why = spin_build(d)
    if why:
        return "skip", why
    sout, why = spin_run(d, ["-c0"])
    if why:
        return "skip", why
    sst, ser = counts(sout)
    if sst is None or ser is None:
        # Spin's pan stopped without a report, as in verdicts() (--lang
        # seed 1220212: "proctype 'P2' state 61, inherits 2 'else' stmnts")
        return "skip", "spin gives no verdict: %s" % sout.strip()[:200]
    out1, why = spin_run(d, [])
    if why:
        return "skip", why
    skind = first_error(out1)
    why = mcc_build(mcc, backend, d, "mpan", ["--no-reduce"])
    if why:
        return mcc_fail(d, why)
    rc, out = run(["./mpan", "-c0", "--por=off"], d)
    mst, mer = counts(out)
    rc, out1 = run(["./mpan"], d)
    mkind = first_error(out1)
    why = mcc_build(mcc, backend, d, "dpan", [])
    if why:
        return mcc_fail(d, why)
    rc, out = run(["./dpan", "-c0"], d)
    dst, der = counts(out)
    if None in (sst, ser, mst, mer, dst, der):
        return "fail", "no counts (spin %s/%s mcc %s/%s dv %s/%s)" % (sst, ser, mst, mer, dst, der)
    # Spin counts an error each time its search tries a poll of a
    # rendezvous channel, which depends on the order of its passes
    # (models/README.md): the number of such errors is no oracle
    rv_poll = rv_polled(src)
    # A receive naming fewer fields than its channel: Spin's undo of it
    # puts back only the fields it named (the others stay 0), so its
    # search goes on from queue contents no run has (--lang seed 93960:
    # after backtracking over `d?x` on a 2-field channel, Spin holds the
    # message (1, 0) where (1, 2) was sent): its counts are no oracle
    lost = "missing pars in receive" in sout
    if (sst != mst and not lost) or (ser != mer and not rv_poll and not lost) \
            or (ser > 0) != (mer > 0):
        return "fail", "spin %d states %d errors, mcc --no-reduce %d / %d" % (sst, ser, mst, mer)
    if skind != mkind:
        return "fail", "first error: spin '%s', mcc '%s'" % (skind, mkind)
    if dst > mst or (der > 0) != (mer > 0):
        return "fail", "dead-variable reduction: %d states errors %d, without %d / %d" % (
            dst, der, mst, mer)
    return "ok", "%d states (%d with the reduction), %d errors" % (sst, dst, ser)


def verdicts(spin_args, mcc_args, d, mcc_pan="mpan"):
    """(spin verdict, spin first error, mcc verdict, mcc first error) for
    Spin's ./span and mcc's pan with the given flags; None on a skip."""
    out, why = spin_run(d, spin_args)
    if why:
        return None, why
    rc, mout = run(["./" + mcc_pan] + mcc_args, d)
    _, ser = counts(out)
    _, mer = counts(mout)
    if ser is None:
        # Spin's pan stopped without a report: no oracle (--lang seed
        # 93581: "proctype 'P2' state 64, inherits 2 'else' stmnts")
        return None, "spin gives no verdict: %s" % out.strip()[:200]
    if mer is None or rc == 3:
        # exit status 3: pan could not check (e.g. a claim of more than
        # 64 different guards), whatever its counts say
        return None, "no verdict (mcc, exit %d): %s" % (rc, mout.strip()[-200:])
    return (ser > 0, first_error(out), mer > 0, first_error(mout)), None


ACCEPT_IN_ATOMIC = re.compile(r"atomic \{[^}]*\baccept\w*:")


def compare_live(d, flag, with_A=True):
    """Spin and mcc with `flag` (-a or -l), with and without -A (only
    without where with_A is false)."""
    def verdict(x):
        return "violated" if x else "holds"

    def differs(tag, x):
        return "fail", "%s: spin %s (%s), mcc %s (%s)" % (
            tag, verdict(x[0]), x[1], verdict(x[2]), x[3])

    with open(os.path.join(d, "m.pml")) as f:
        src = f.read()

    def spin_misses_cycle(x):
        # Spin misses cycles whose accept label lies inside an atomic
        # sequence, except where the cycle closes right after it (accept
        # seed 111379: the label in an atomic sequence that loops on
        # itself; models/accept_in_atomic_mid.pml, models/README.md); with
        # -A too (seed 1002047: Spin's -a stops at an assertion, its -a -A
        # misses the cycle through `atomic { l0 = 1; accept11: skip; goto
        # end10 }` that mcc reports and replays)
        return not x[0] and x[2] and x[3] == "acceptance cycle" and \
            flag == "-a" and ACCEPT_IN_ATOMIC.search(src)

    def no_oracle(args):
        # no oracle, but mcc's cycle must be a real one: its trail (the
        # run just made) replays as an accepting cycle of the model
        rc, out = run(["./mpan", "-r"] + args, d)
        if "replay ok: accepting cycle" not in out:
            return "fail", "%s: mcc's acceptance cycle does not replay: %s" % (
                " ".join(args), out.strip()[-200:])
        return "skip", "spin: no oracle for accept labels inside atomic sequences"

    v, why = verdicts([flag], [flag], d)
    if v is None:
        return "skip" if why.startswith("spin") else "fail", why
    if spin_misses_cycle(v):
        return no_oracle([flag])
    ok = "ok", "%s %s%s" % (flag, verdict(v[0]), " (%s)" % v[1] if v[0] else "")
    if not with_A:
        return differs(flag, v) if v[0] != v[2] else ok
    va, why = verdicts([flag, "-A"], [flag, "-A"], d)
    if va is None:
        return "skip" if why.startswith("spin") else "fail", why
    if v[0] != v[2]:
        return differs(flag, v)
    if spin_misses_cycle(va):
        return no_oracle([flag, "-A"])
    if va[0] != va[2]:
        return differs(flag + " -A", va)
    if v[0] and not va[0] and v[1] != v[3]:
        return "fail", "%s: spin's only error is '%s', mcc reports '%s'" % (flag, v[1], v[3])
    return ok


def check_claim(mcc, src, d, backend, formula):
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    rc, claim = run(["spin", "-f", formula], d)
    if rc != 0 or "never" not in claim:
        return "skip", "spin -f rejects %s" % formula
    with open(os.path.join(d, "claim.pml"), "w") as f:
        f.write(claim)
    why = spin_build(d, ["-N", "claim.pml"])
    if why:
        return "skip", why
    # verdicts only: mcc merges statements (its default), Spin does not
    why = mcc_build(mcc, backend, d, "mpan", ["--no-deadvar", "-N", "claim.pml"])
    if why:
        return mcc_fail(d, why)
    res, msg = compare_live(d, "-a")
    if res != "ok":
        return res, "claim %s: %s" % (formula, msg)
    # mcc's own automaton of the formula, at run time (--ltl negates).
    # Errors of the system count where the product with the automaton
    # reaches them, and Spin's automaton keeps states from which nothing
    # is accepted where mcc's has none: on a model that can raise one
    # (an assertion, a poll of a rendezvous channel, a receive of fewer
    # fields than its channel's) Spin's claim is no
    # oracle for that part, nor on one with accept labels, whose cycles
    # count while the claim lives.  There Spin checks mcc's own automaton,
    # written as a never claim (mcc ltl2tgba --never), which reaches the
    # same system states; elsewhere Spin's own claim is the oracle, which
    # checks the translation too.  (-A is no way around it: Spin's -A also
    # ignores a claim's assertions, which changes the claim's meaning.)
    rv_poll = rv_polled(src)
    oracle = "spin's claim"
    if "assert(" in src or rv_poll or short_recv(src) or re.search(r"\baccept\w*:", src):
        rc, own = run([mcc, "ltl2tgba", "--never", "-f", formula], d)
        if rc != 0 or "never" not in own:
            return "fail", "mcc ltl2tgba --never rejects %s: %s" % (formula, own.strip()[:200])
        with open(os.path.join(d, "own.pml"), "w") as f:
            f.write(own)
        why = spin_build(d, ["-N", "own.pml"])
        if why:
            return "fail", "spin rejects mcc's never claim of %s: %s" % (formula, why)
        oracle = "mcc's claim in spin"
    ltl = ["--ltl", "!(%s)" % formula]
    # with -A as well where the claim is mcc's, which has no assertions
    for flags in (["-a"], ["-a", "-A"]) if oracle != "spin's claim" else (["-a"],):
        v, why = verdicts(flags, flags[1:] + ltl, d)
        if v is None:
            return "skip" if why.startswith("spin") else "fail", why
        if v[0] != v[2]:
            return "fail", "--ltl '!(%s)'%s: spin (%s) %s (%s), mcc %s (%s)" % (
                formula, " -A" if len(flags) > 1 else "", oracle, v[0], v[1], v[2], v[3])
    return "ok", "%s: %s (and --ltl)" % (formula, msg)


def check_ltl_block(mcc, src, d, backend, formula):
    """The formula as an ltl block of the model (Spin's words for some
    operators), which both tools compile with the model: ./pan -a.  The
    generator leaves such models without assertions, rendezvous polls,
    receives of fewer fields and accept labels (see check_claim), so -A could only change Spin's side:
    Spin writes a terminal formula's claim with an assertion, which -A
    ignores, so that `ltl { p }` on a state where p is false "holds"
    under -a -A (--lang seeds 93013, 93085, 93181, 93197; mcc's -A runs
    are compared in check_claim, where both tools load Spin's claim)."""
    src += "ltl f0 { %s }\n" % formula
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    why = spin_build(d)
    if why:
        return "skip", why
    # verdicts only: mcc merges statements (its default), Spin does not
    why = mcc_build(mcc, backend, d, "mpan", ["--no-deadvar"])
    if why:
        return mcc_fail(d, why)
    res, msg = compare_live(d, "-a", with_A=False)
    return res, "ltl block %s: %s" % (formula, msg)


def check_live(mcc, src, d, backend, mode):
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    flag = "-l" if mode == "np" else "-a"
    why = spin_build(d, [], ["-DNP"] if mode == "np" else [])
    if why:
        return "skip", why
    # verdicts only: mcc merges statements (its default), Spin does not
    why = mcc_build(mcc, backend, d, "mpan", ["--no-deadvar"])
    if why:
        return mcc_fail(d, why)
    return compare_live(d, flag)


def error_kinds(out):
    """The set of error messages pan printed (without count and depth)."""
    return sorted(set(re.findall(r"^pan:\d+: (.*?)(?: \(at depth -?\d+\))?$", out, re.M)))


def check_por(mcc, src, d, backend):
    """Partial-order reduction keeps every verdict: --por=stubborn and
    --por=ample against --por=off on the same verifier: the same error
    messages with -c0, never more states, the same verdict at the first
    error, and a trail found under reduction replays."""
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    why = mcc_build(mcc, backend, d, "ppan", mcc_args(src))
    if why:
        return "skip", why
    rc, out = run(["./ppan", "-c0", "-n", "--por=off"], d, stderr=False)
    st, _ = counts(out)
    if "process slots are in use" in out:
        # the limit is the error of a step: every reduction reaches it
        for mode in ("stubborn", "ample"):
            rc, pout = run(["./ppan", "-c0", "-n", "--por=" + mode], d, stderr=False)
            if "process slots are in use" not in pout:
                return "fail", "--por=%s: no process limit, which the search without reduction reaches" % mode
        return "ok", "POR: the process limit with and without reduction"
    if rc < 0 or rc >= 3 or st is None or "Search not completed" in out:
        return "skip", "no complete run without reduction"
    kinds = error_kinds(out)
    msg = []
    for mode in ("stubborn", "ample"):
        rc, out = run(["./ppan", "-c0", "-n", "--por=" + mode], d, stderr=False)
        pst, _ = counts(out)
        if rc < 0 or rc >= 3 or pst is None:
            return "fail", "--por=%s -c0: exit %d" % (mode, rc)
        pk = error_kinds(out)
        if pk != kinds:
            return "fail", "--por=%s -c0 errors %s, without reduction %s" % (mode, pk, kinds)
        if pst > st:
            return "fail", "--por=%s: %d states > %d without reduction" % (mode, pst, st)
        for t in os.listdir(d):
            if t.endswith(".trail"):
                os.remove(os.path.join(d, t))
        rc, out1 = run(["./ppan", "-n", "--por=" + mode], d, stderr=False)
        e1 = first_error(out1)
        if (e1 is None) != (not kinds):
            return "fail", "--por=%s: first error %s, errors without reduction %s" % (mode, e1, kinds)
        if e1 is not None and any(t.endswith(".trail") for t in os.listdir(d)):
            rc, rout = run(["./ppan", "-r"], d)
            if rc < 0 or "trail ends after" not in rout:
                return "fail", "--por=%s: the trail does not replay: %s" % (mode, rout.strip()[-200:])
        msg.append("%s %d" % (mode, pst))
    return "ok", "POR: %d states, %s" % (st, ", ".join(msg))


def check_por_live(mcc, src, d, backend, mode, seed):
    """Partial-order reduction in the checks of properties keeps every
    verdict: claim models with the formula at run time (./pan -a --ltl
    '!(f)'), np models with -l, accept models with -a; --por=stubborn and
    --por=ample against --por=off with the default check, --decompose=off
    and the nested DFS (--algo hpy, where it applies), and a trail found
    under reduction replays (pan -r: "replay ok").  With -l and accept
    labels the labels are visible (runtime/por/visible.c)."""
    with open(os.path.join(d, "m.pml"), "w") as f:
        f.write(src)
    why = mcc_build(mcc, backend, d, "ppan", [])
    if why:
        return "skip", why
    if mode == "claim":
        formula = rand_ltl(random.Random(seed * 7 + 1))
        base = ["-a", "--ltl", "!(%s)" % formula]
    else:
        formula = None
        base = ["-l"] if mode == "np" else ["-a"]
    reduced, verdict = 0, None
    for cfg in ([], ["--decompose=off"], ["--algo", "hpy"]):
        ref = None
        for por in ("off", "stubborn", "ample"):
            for t in os.listdir(d):
                if t.endswith(".trail"):
                    os.remove(os.path.join(d, t))
            rc, out = run(["./ppan"] + base + cfg + ["--por=" + por], d)
            if rc < 0 or "not applicable" in out:
                v = "n/a"
            else:
                v = {0: "holds", 1: "violated"}.get(rc, "exit %d" % rc)
            if por == "off":
                ref = v
                verdict = verdict if cfg else v
                if v not in ("holds", "violated", "n/a"):
                    return "skip", "no verdict without reduction (%s)" % v
                continue
            reduced += "Partial Order Reduction" in out
            if v != ref:
                return "fail", "%s%s --por=%s: %s, without reduction %s" % (
                    formula or mode, " " + " ".join(cfg) if cfg else "", por, v, ref)
            if v == "violated" and any(t.endswith(".trail") for t in os.listdir(d)):
                rc, rout = run(["./ppan", "-r"], d)
                if rc != 0 or "replay ok" not in rout:
                    return "fail", "%s --por=%s: the trail does not replay: %s" % (
                        formula or mode, por, rout.strip()[-200:])
    return "ok", "POR %s: %s, %d of 6 runs reduced" % (formula or mode, verdict, reduced)


def check(mcc, seed, mode, d, backend, lang=False, por=False, spawn=False):
    g = (LangGen if lang else Gen)(seed, mode)
    g.por = por and mode == "safety"
    src = g.spawn_part(force=True) if spawn else g.model()
    if por:
        return check_por(mcc, src, d, backend) if mode == "safety" else \
            check_por_live(mcc, src, d, backend, mode, seed)
    if mode == "safety":
        return check_safety(mcc, src, d, backend)
    if mode == "claim":
        r = random.Random(seed * 7 + 1)
        formula = rand_ltl(r)
        if lang and g.ltl_block:
            return check_ltl_block(mcc, src, d, backend, ltl_words(r, formula))
        return check_claim(mcc, src, d, backend, formula)
    return check_live(mcc, src, d, backend, mode)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mcc", default=os.environ.get("MCC", os.path.join(ROOT, "mcc")))
    ap.add_argument("-B", dest="backend", default=os.environ.get("MCC_BACKEND", "tcc"))
    ap.add_argument("--mode", default="safety", choices=MODES + ["all"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=30)
    ap.add_argument("--keep", default="/tmp/pml_diff")
    ap.add_argument("--lang", action="store_true",
                    help="the Spin 6 constructs of hand-written models too (LangGen)")
    ap.add_argument("--por", action="store_true",
                    help="instead of Spin: compare mcc's verdicts with and without partial-order "
                    "reduction (--por=stubborn, --por=ample): safety models, and the "
                    "property modes (claim: --ltl, np: -l, accept: -a)")
    ap.add_argument("--spawn", action="store_true",
                    help="with --por: the model is spawn_part alone (processes created, "
                    "ending and dying; quiet ends), safety mode")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    if a.spawn and not a.por:
        ap.error("--spawn goes with --por")
    mcc = os.path.abspath(a.mcc)
    n = {"ok": 0, "fail": 0, "skip": 0}
    for s in range(a.seed, a.seed + a.count):
        mode = MODES[s % len(MODES)] if a.mode == "all" else a.mode
        if a.spawn:
            mode = "safety"
        d = tempfile.mkdtemp(prefix="pmldiff")
        res, msg = check(mcc, s, mode, d, a.backend, a.lang, a.por, a.spawn)
        n[res] += 1
        if res == "fail":
            os.makedirs(a.keep, exist_ok=True)
            keep = os.path.join(a.keep, "%s%d.pml" % (mode, s))
            shutil.copy(os.path.join(d, "m.pml"), keep)
            if os.path.exists(os.path.join(d, "claim.pml")):
                shutil.copy(os.path.join(d, "claim.pml"), keep[:-4] + ".claim")
            print("FAIL %s seed %d: %s (%s)" % (mode, s, msg, keep))
        elif a.v:
            print("%s %s seed %d: %s" % (res.upper(), mode, s, msg))
        done = s - a.seed + 1
        if done % 250 == 0 and done < a.count:
            # progress of long sweeps, on stderr
            print("pml_diff: %d of %d: %d agree, %d disagree, %d skipped" % (
                done, a.count, n["ok"], n["fail"], n["skip"]), file=sys.stderr)
        sys.stdout.flush()
        shutil.rmtree(d, ignore_errors=True)
    print("pml_diff: %s%s%s%s, seeds %d..%d: %d agree with %s, %d disagree, %d skipped "
          "(%s)" % (a.mode, " --lang" if a.lang else "", " --por" if a.por else "",
                    " --spawn" if a.spawn else "",
                    a.seed, a.seed + a.count - 1, n["ok"],
                    "the unreduced search" if a.por else "Spin", n["fail"], n["skip"],
                    "no complete run without reduction" if a.por else
                    "Spin rejects the model or stops"))
    return 1 if n["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
