#!/usr/bin/env python3
"""divine2spin.py -- BEEM `divine` LTL syntax to a Spin ltl-block formula.

Reads formulas (one per line) on stdin, writes one per line on stdout, or
the word SKIP when Spin cannot take the formula (X: Debian's Spin has no
next operator).  G F R -> [] <> V; and/or/not -> && || !; `Proc.state`
-> `Proc@state`; `Proc->var` -> `Proc:var` (remote variable).
"""
import re
import sys

TOK = re.compile(r"\s+|[A-Za-z_][A-Za-z_0-9]*|\d+|->|&&|\|\||==|!=|<=|>=|"
                 r"[-+*/%<>()!\[\].&|^~]")
OPS = {"G": "[]", "F": "<>", "R": "V", "U": "U", "and": "&&", "or": "||",
       "not": "!", "true": "true", "false": "false"}


def convert(f):
    toks = [t for t in TOK.findall(f) if not t.isspace()]
    if "".join(toks).replace(" ", "") != re.sub(r"\s+", "", f):
        return "SKIP"
    out = []
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        nxt2 = toks[i + 2] if i + 2 < len(toks) else ""
        if t == "X":
            return "SKIP"
        if re.match(r"[A-Za-z_]", t) and nxt in (".", "->") and \
                re.match(r"[A-Za-z_]", nxt2):
            out.append(t + ("@" if nxt == "." else ":") + nxt2)
            i += 3
            continue
        out.append(OPS.get(t, t))
        i += 1
    return " ".join(out)


for line in sys.stdin:
    print(convert(line.rstrip("\n")))
