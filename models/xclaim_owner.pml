/* Spin's second check of xr/xs claims: P claims xs on q, and Q sends on
 * it too; R claims xr and receives.  Spin's pan (unless -DNOREDUCE)
 * reports "error, partial order reduction invalid" when Q sends (the
 * reduction and statement merging took q as P's alone); so does mcc's
 * pan unless --por=off. */
chan q = [2] of { byte };

active proctype P() { xs q; q!1 }
active proctype Q() { q!2 }
active proctype R() { byte v; xr q; do :: q?v od }
