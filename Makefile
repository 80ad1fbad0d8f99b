# mcc -- top-level build.  `make` builds mcc, the runtime and the LTL
# library; `make check` runs every test; `make install PREFIX=...`.
PREFIX  ?= /usr/local
CC      ?= gcc
BUILD   ?= build
OPT     ?= -O2
SAN     ?=
CFLAGS  ?= $(OPT) -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Wno-unused-parameter -fPIC $(SAN)
CPPFLAGS += -I. -I$(BUILD)
LDFLAGS += $(SAN)
LIBDIR_REL = lib/mcc

FLEX  ?= flex
BISON ?= bison

# --- LTL library (ltl/*.c) -------------------------------------------------
LTL_SRC  := $(wildcard ltl/*.c)
LTL_Y    := $(wildcard ltl/*.y)
LTL_L    := $(wildcard ltl/*.l)
LTL_GEN  := $(LTL_Y:ltl/%.y=$(BUILD)/ltl/%.tab.c) $(LTL_L:ltl/%.l=$(BUILD)/ltl/%.lex.c)
LTL_OBJ  := $(LTL_SRC:%.c=$(BUILD)/%.o) $(LTL_GEN:%.c=%.o)

# --- runtime (runtime/*.c and its subdirectories; runtime/dist/ but dmpi.c)
RT_SRC   := $(wildcard runtime/*.c runtime/store/*.c runtime/ec/*.c runtime/par/*.c runtime/por/*.c) \
    $(filter-out runtime/dist/dmpi.c,$(wildcard runtime/dist/*.c))
RT_OBJ   := $(RT_SRC:%.c=$(BUILD)/%.o)

# --- the MPI transport (runtime/dist/dmpi.c: mcc --mpi) ----------------------
# Built only where mpicc is (OpenMPI: libopenmpi-dev); mpi.link holds the
# flags that link it, read by mcc --mpi.  Nothing else needs MPI.
MPICC    ?= mpicc
HAVE_MPI := $(shell command -v $(MPICC) >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_MPI),1)
DIST_LIB := $(BUILD)/libmccdist.a $(BUILD)/mpi.link
endif

# --- compiler (frontend, codegen, driver) ------------------------------------
FE_SRC   := $(wildcard frontend/*.c frontend/promela/*.c frontend/dve/*.c)
FE_Y     := $(wildcard frontend/promela/*.y frontend/dve/*.y)
FE_L     := $(wildcard frontend/promela/*.l frontend/dve/*.l)
FE_GEN   := $(FE_Y:%.y=$(BUILD)/%.tab.c) $(FE_L:%.l=$(BUILD)/%.lex.c)
CG_SRC   := $(wildcard codegen/*.c) $(wildcard codegen/c/*.c) $(wildcard codegen/llvm/*.c) $(wildcard driver/*.c)
FE_OBJ   := $(FE_SRC:%.c=$(BUILD)/%.o) $(FE_GEN:%.c=%.o)
MCC_OBJ  := $(CG_SRC:%.c=$(BUILD)/%.o)
MCC_BIN  ?= mcc

LIBS_MCC = -ltcc -ldl -lbdd -lm -L$(LLVM_LIBDIR) -lLLVM-14
LIBS_PAN = -lbdd -lxxhash -lm -lpthread
# LLVM-C 14 (the -B llvm backend): headers and library of llvm-14-dev
LLVM_CONFIG ?= llvm-config-14
LLVM_INCDIR := $(shell $(LLVM_CONFIG) --includedir 2>/dev/null || echo /usr/lib/llvm-14/include)
LLVM_LIBDIR := $(shell $(LLVM_CONFIG) --libdir 2>/dev/null || echo /usr/lib/llvm-14/lib)
$(BUILD)/codegen/llvm/%.o: CPPFLAGS += -I$(LLVM_INCDIR)

all: $(MCC_BIN) $(BUILD)/libmccrt.a $(BUILD)/libmccltl.a $(BUILD)/include/model.h \
    $(BUILD)/include/llsupport.h $(DIST_LIB)

# the headers generated C includes: the model ABI and the helpers
$(BUILD)/include/%.h: runtime/%.h
	@mkdir -p $(@D)
	cp $< $@

# mcc also links the verifier's proposition parser (runtime/expr.c) to
# resolve DVE propositions of -f/--automaton at compile time
$(MCC_BIN): $(MCC_OBJ) $(BUILD)/runtime/expr.o $(BUILD)/libmccfe.a $(BUILD)/libmccltl.a
	$(CC) $(LDFLAGS) -o $@ $(MCC_OBJ) $(BUILD)/runtime/expr.o $(BUILD)/libmccfe.a $(BUILD)/libmccltl.a $(LIBS_MCC)

$(BUILD)/libmccfe.a: $(FE_OBJ)
	@mkdir -p $(@D)
	rm -f $@; ar rcs $@ $^

# frontend debugging tool: prints the IR of a model
$(BUILD)/fe-dump: tests/tools/fe_dump.c $(BUILD)/libmccfe.a
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< $(BUILD)/libmccfe.a $(LDFLAGS) -lm

# The archives every verifier links: without debug info tcc links them in
# half the time (0.02-0.04 s instead of 0.05 s per model).  Sanitizer
# builds keep it; `make KEEP_DEBUG=1` too.
STRIP_ARCHIVE = $(if $(SAN)$(KEEP_DEBUG),,strip -g $@)

$(BUILD)/libmccrt.a: $(RT_OBJ)
	@mkdir -p $(@D)
	rm -f $@; ar rcs $@ $^
	$(STRIP_ARCHIVE)

$(BUILD)/runtime/dist/dmpi.o: runtime/dist/dmpi.c
	@mkdir -p $(@D)
	$(MPICC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/libmccdist.a: $(BUILD)/runtime/dist/dmpi.o
	rm -f $@; ar rcs $@ $^
	$(STRIP_ARCHIVE)

$(BUILD)/mpi.link:
	$(MPICC) --showme:link > $@

$(BUILD)/libmccltl.a: $(LTL_OBJ)
	@mkdir -p $(@D)
	rm -f $@; ar rcs $@ $^
	$(STRIP_ARCHIVE)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/%.o: $(BUILD)/%.c
	$(CC) $(CPPFLAGS) -I$(dir $<) -I$(patsubst $(BUILD)/%,%,$(dir $<)) $(CFLAGS) -Wno-sign-compare -Wno-unused-function -MMD -MP -c -o $@ $<

$(BUILD)/%.tab.c $(BUILD)/%.tab.h: %.y
	@mkdir -p $(@D)
	$(BISON) -Wall -d -o $(BUILD)/$*.tab.c $<

$(BUILD)/%.lex.c: %.l $(BUILD)/%.tab.h
	@mkdir -p $(@D)
	$(FLEX) -o $@ $<

# lexers include their parser's header
$(BUILD)/%.lex.c: %.l
	@mkdir -p $(@D)
	$(FLEX) -o $@ $<

# generated sources must exist before compiling hand-written ones that
# include their headers
$(FE_SRC:%.c=$(BUILD)/%.o) $(MCC_OBJ): $(FE_GEN)
$(LTL_SRC:%.c=$(BUILD)/%.o): $(LTL_GEN)

# --- tests -------------------------------------------------------------------
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
UNIT_HELP := $(filter-out $(UNIT_SRC),$(wildcard tests/unit/*.c))

$(BUILD)/tests/test_ltl%: tests/unit/test_ltl%.c $(BUILD)/libmccltl.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< $(BUILD)/libmccltl.a -lcunit $(LIBS_PAN) $(LDFLAGS)

$(BUILD)/tests/test_rt%: tests/unit/test_rt%.c $(BUILD)/libmccrt.a $(BUILD)/libmccltl.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< $(BUILD)/libmccrt.a $(BUILD)/libmccltl.a -lcunit $(LIBS_PAN) $(LDFLAGS)

$(BUILD)/tests/test_fe%: tests/unit/test_fe%.c $(BUILD)/libmccfe.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< $(BUILD)/libmccfe.a -lcunit -lm $(LDFLAGS)

unit: $(UNIT_BIN)

check: all unit
	@bash tests/run.sh

check-asan:
	$(MAKE) BUILD=build-asan MCC_BIN=build-asan/mcc SAN="-fsanitize=address,undefined -fno-omit-frame-pointer" OPT=-O1 all unit
	@LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp MCC=build-asan/mcc MCC_BUILD=build-asan MCC_BACKEND=cc MCC_CFLAGS="-fsanitize=address,undefined -g" bash tests/run.sh

# ThreadSanitizer on the parallel checks (runtime/par/): the runtime and
# the unit tests built with -fsanitize=thread, verifiers built with -B cc
# (tcc output cannot be instrumented); see suite_tsan in tests/run.sh.
check-tsan:
	$(MAKE) BUILD=build-tsan MCC_BIN=build-tsan/mcc SAN="-fsanitize=thread" OPT=-O1 all build-tsan/tests/test_rt_par build-tsan/tests/test_rt_ec \
	    build-tsan/tests/test_rt_rabin build-tsan/tests/test_rt_psafety build-tsan/tests/test_rt_dist
	@MCC=build-tsan/mcc MCC_BUILD=build-tsan MCC_BACKEND=cc MCC_CFLAGS="-fsanitize=thread -g" SUITES="tsan" bash tests/run.sh

# The distributed safety search under mpirun (tests/mpi/run.sh; needs
# OpenMPI: mpicc when mcc is built, mpirun to run)
check-mpi: all unit
	@MPI_FULL=1 SUITES="unit mpi" bash tests/run.sh

bench: all
	@bash bench/run.sh
	@bash bench/ltl.sh

# longer comparisons (tens of minutes): LTL model checking vs Spin per BEEM
# property (empty/non-empty, decomposition, --ltl-file), DVE speed, the
# parallel checks, TGBA vs TGRA vs TFLA
bench-ltl: all
	@python3 bench/ltl_mc_bench.py --mcc $(MCC_BIN)
bench-dve: all
	@MCC=$(MCC_BIN) bash bench/dve_bench.sh
bench-par: all
	@bash bench/par_bench.sh
	@bash bench/par_safety_bench.sh
# The distributed safety search (pan --mpi): per-rank memory, messages and
# bytes per state, the scaling model's predictions (bench/mpi_bench.sh;
# needs OpenMPI; MODELS, KS, REPS to choose)
bench-mpi: all
	@MCC=$(abspath $(MCC_BIN)) bash bench/mpi_bench.sh
bench-tgra: all
	@bash bench/tgra_bench.sh
# mcc's LTL translator against Spot's ltl2tgba under ltlcross (random and
# standard formula sets; skipped without Spot's tools on PATH)
bench-spot: $(MCC_BIN) $(BUILD)/bench/mcc-ltl2tgba
	@python3 bench/spot_cmp.py --mcc $(BUILD)/bench/mcc-ltl2tgba --md bench/results/spot_cmp.md
$(BUILD)/bench/mcc-ltl2tgba: bench/ltl2tgba_main.c $(BUILD)/libmccltl.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< $(BUILD)/libmccltl.a $(LIBS_PAN) $(LDFLAGS)
# bytes per state and states/s of each state store vs Spin's -DCOLLAPSE,
# -DHC4, -DBITSTATE (bench/mem.sh; BENCH_MEM_MODELS to choose instances)
# partial-order reduction: mcc's default against Spin's default, states
# and times (bench/por_table.sh) on the project's models (models/expected.tsv
# rows without flags), the BEEM CI list and a few larger BEEM instances
# (POR_BENCH_BIG: the cost in states per second) with -E;
# POR_BENCH_MODELS replaces the list (FILE or FILE:FLAGS, ',' for spaces)
BEEM_PML ?= ../shared/models/beem/pml
POR_BENCH_BIG ?= at.3 cambridge.1 elevator2.2 bakery.4 extinction.1 szymanski.1
bench-por: all
	@bash bench/por_table.sh $(or $(POR_BENCH_MODELS), \
	    $(shell awk -F'\t' '!/^\#/ && NF >= 2 && $$2 == "-" {print "models/" $$1}' models/expected.tsv) \
	    $(shell grep -v '^\#' tests/beem-ci.list | sed 's|.*|$(BEEM_PML)/&.pml:-E|') \
	    $(foreach m,$(POR_BENCH_BIG),$(BEEM_PML)/$(m).pml:-E))

# the same on the real-world corpus (tests/corpus, the models not in git
# from ../shared/models/corpus): the models whose recorded Spin runs ended
# (bench/por_corpus_list.sh; POR_CORPUS_ALL=1 for all 633), each model
# with a claim as a safety run; 30 CPU seconds per run
POR_CORPUS_TIMEOUT ?= 30
bench-por-corpus: all
	@POR_BENCH_TIMEOUT=$(POR_CORPUS_TIMEOUT) bash bench/por_table.sh $$(bash bench/por_corpus_list.sh)

bench-mem: all
	@MCC=$(abspath $(MCC_BIN)) bash bench/mem.sh
# the safety DFS's stack: a cursor per level against whole blocks of
# successors (bench/dfs_stack.sh; BENCH_DFS_MODELS to choose instances)
bench-dfs: all
	@MCC=$(abspath $(MCC_BIN)) bash bench/dfs_stack.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/$(LIBDIR_REL)/include \
	    $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(MCC_BIN) $(DESTDIR)$(PREFIX)/bin/mcc
	install -m 644 $(BUILD)/libmccrt.a $(BUILD)/libmccltl.a $(DIST_LIB) $(DESTDIR)$(PREFIX)/$(LIBDIR_REL)/
	install -m 644 runtime/model.h runtime/llsupport.h $(DESTDIR)$(PREFIX)/$(LIBDIR_REL)/include/
	install -m 644 man/mcc.1 man/pan.1 $(DESTDIR)$(PREFIX)/share/man/man1/

clean:
	rm -rf $(BUILD) build-asan build-tsan $(MCC_BIN)

.PHONY: all check check-asan check-tsan check-mpi unit bench bench-ltl bench-dve bench-par bench-mpi bench-tgra bench-spot bench-mem bench-dfs bench-por bench-por-corpus install clean
-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
