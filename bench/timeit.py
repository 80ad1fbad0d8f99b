#!/usr/bin/env python3
"""timeit.py OUT CMD...: run CMD (stdin, stdout and stderr inherited),
append "WALL CPU" to OUT: wall seconds and CPU seconds (user + sys of
CMD and its children, from getrusage: finer than /usr/bin/time's 10 ms),
and exit with CMD's status."""
import os
import resource
import subprocess
import sys
import time

r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
t0 = time.perf_counter()
try:
    rc = subprocess.call(sys.argv[2:])
except OSError as e:
    print("timeit: %s: %s" % (sys.argv[2], e), file=sys.stderr)
    rc = 127
t = time.perf_counter() - t0
r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime
with open(sys.argv[1], "a") as f:
    f.write("%.4f %.4f\n" % (t, cpu))
sys.exit(rc if rc >= 0 else 128 - rc)
