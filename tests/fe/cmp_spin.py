#!/usr/bin/env python3
"""Compare the automaton shape of fe-dump with Spin's `pan -d` (spin -o1 -o2 -o3).
usage: cmp_spin.py FE_DUMP model.pml ...   prints one line per model: OK or the differences.
Per proctype: reachable locations and edges (Spin: states/transitions without -end-)."""
import os, re, subprocess, sys, tempfile, collections

def spin_shape(path):
    cache = os.environ.get("SPIN_CACHE")
    if cache:
        import json, hashlib
        key = hashlib.sha1(open(path, "rb").read()).hexdigest()
        cf = os.path.join(cache, key + ".json")
        if os.path.exists(cf):
            return json.load(open(cf))
        r = spin_shape_raw(path)
        os.makedirs(cache, exist_ok=True)
        json.dump(r, open(cf, "w"))
        return r
    return spin_shape_raw(path)

def spin_shape_raw(path):
    d = tempfile.mkdtemp(prefix="cmp")
    src = os.path.abspath(path)
    r = subprocess.run(["spin", "-o1", "-o2", "-o3", "-a", src], cwd=d, capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(os.path.join(d, "pan.c")):
        return None
    r = subprocess.run(["gcc", "-O0", "-w", "-DNOREDUCE", "-o", "pan", "pan.c"], cwd=d, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    r = subprocess.run(["./pan", "-d"], cwd=d, capture_output=True, text=True)
    procs = collections.OrderedDict()
    cur = None
    for line in r.stdout.splitlines():
        m = re.match(r"proctype (\S+)", line) or re.match(r"^(init|claim \S+|never)\s*$", line.strip()) and re.match(r"\s*(\S+.*)", line)
        if line.startswith("proctype ") or line.strip() in ("init",) or line.startswith("claim "):
            name = line.split()[1] if line.startswith("proctype ") else ("init" if line.strip() == "init" else "never")
            if name.startswith(":"): name = "init"
            cur = procs.setdefault(name, {"edges": [], "states": set()})
            continue
        m = re.match(r"\s*state\s+(\d+) -\(tr\s+\d+\)-> state\s+(\d+)\s.*=> (.*)$", line)
        if m and cur is not None:
            if m.group(3).strip() == "-end-":
                cur["states"].add(int(m.group(1)))
                continue
            cur["edges"].append((int(m.group(1)), int(m.group(2)), m.group(3)))
            cur["states"].add(int(m.group(1)))
            if int(m.group(2)) != 0:
                cur["states"].add(int(m.group(2)))
    import shutil
    shutil.rmtree(d, ignore_errors=True)
    return {k: [len(v["states"]), len(v["edges"])] for k, v in procs.items()}

def fe_shape(fe, path):
    r = subprocess.run([fe, path], capture_output=True, text=True)
    if r.returncode != 0:
        return None
    procs = collections.OrderedDict()
    cur = None; loc = None
    for line in r.stdout.splitlines():
        m = re.match(r"(proctype|init|never|trace|notrace) (\S+) ", line)
        if m:
            name = m.group(2) if m.group(1) == "proctype" else m.group(1)
            cur = procs.setdefault(name, {"out": collections.defaultdict(list), "init": None, "final": set()})
            continue
        m = re.match(r"  L(\d+)(.*)\(line", line)
        if m and cur is not None:
            loc = int(m.group(1))
            if " init" in m.group(2): cur["init"] = loc
            cur["out"][loc]
            continue
        m = re.match(r"    -> L(\d+)", line)
        if m and cur is not None:
            cur["out"][loc].append(int(m.group(1)))
    res = {}
    for k, v in procs.items():
        seen = {v["init"]}; st = [v["init"]]; ne = 0
        while st:
            x = st.pop()
            for y in v["out"][x]:
                ne += 1
                if y not in seen:
                    seen.add(y); st.append(y)
        res[k] = [len(seen), ne]
    return res

def main():
    fe = sys.argv[1]
    bad = 0
    for p in sys.argv[2:]:
        s = spin_shape(p)
        f = fe_shape(fe, p)
        if s is None or f is None:
            print("SKIP" if s is None else "FEFAIL", p); continue
        diffs = []
        for k in s:
            if k not in f: diffs.append("%s missing" % k); continue
            if s[k] != f[k]: diffs.append("%s spin(states,edges)=%s fe=%s" % (k, s[k], f[k]))
        print(("OK   " if not diffs else "DIFF ") + p + ("" if not diffs else "  " + "; ".join(diffs)))
        bad += bool(diffs)
    sys.exit(1 if bad else 0)

main()
