# lbbv: a Python 3 interpreter in RPython. `make run` and `make test` work
# from a fresh clone; see README.md.

VENV      := .rpy/venv
PY        := $(VENV)/bin/python
RPYTHON   := $(VENV)/bin/rpython
STAMP     := $(VENV)/.installed
PY27_FIND := scripts/find-python27.sh
# `make test` runs the interpreted tests as six shards (see test below)
UNTRANSLATED_SHARDS := $(foreach i,0 1 2 3 4 5,test-untranslated-$(i))
SOURCES   := targetlbbv.py $(shell find interpreter objspace annotator_rules -name '*.py' 2>/dev/null)

.PHONY: all setup translate run test test-untranslated $(UNTRANSLATED_SHARDS) test-translated test-translated-0 test-translated-1 unit corpus-untranslated bench fuzz fuzz-input conformance conformance-cpython bench-pyperformance clean

all: lbbv-c

setup: $(STAMP)

# An isolated Python 2.7 environment with rpython and pytest, all pinned
# (requirements-rpy.txt). rpython goes in with --no-deps: its metadata pins
# pytest<3, which we do not want.
$(STAMP): requirements-rpy.txt
	@PY27=$$(PY27="$(PY27)" sh $(PY27_FIND)) || exit 1; \
	echo "setup: using $$PY27"; \
	rm -rf .rpy && mkdir -p .rpy && \
	$$PY27 -m pip install -q --disable-pip-version-check --target .rpy/tool virtualenv==20.15.1 && \
	PYTHONPATH=.rpy/tool $$PY27 -m virtualenv -q $(VENV) && \
	$(VENV)/bin/pip install -q --disable-pip-version-check -r requirements-rpy.txt && \
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps rpython==0.2.1 && \
	touch $(STAMP)

translate: lbbv-c

# rpython writes the C into .build/; scripts/pgo-build.sh compiles it with
# GCC's profile-guided optimisation trained on tests/programs (PGO=0: a
# plain build). docs/build.md says why.
PGO ?= 1
lbbv-c: $(STAMP) $(SOURCES)
	rm -rf .build && mkdir -p .build
	PYPY_USESSION_DIR=$(CURDIR)/.build PYPY_USESSION_BASENAME=lbbv \
		$(RPYTHON) --batch -O2 --source targetlbbv.py
	sh scripts/pgo-build.sh .build/usession-lbbv-0/testing_1 $(PGO)
	@test -x lbbv-c && echo "built ./lbbv-c"

run: lbbv-c
	./lbbv-c examples/demo.py

# Interpreted-mode tests and translation side by side (each uses one core
# most of the time; their outputs are printed whole as each ends), then
# the translated tests, all in one `make -j2` so that a core never waits
# for the other's job: the interpreted tests are six shards, run one
# after another beside the translation and on whichever core is free
# after it (the translation takes about 20 minutes, all the interpreted
# tests about 25-30 on one core); the translated tests are two shards,
# started as soon as the binary is there. A fresh clone took 23 to 30 minutes
# (session 19: 30.3, session 20: 23.3, with both cores busy throughout:
# the work, not the order of the jobs, sets the time; session 30: 29 and
# 32, the translation the critical path; session 31: 27, after
# interpreter/runtime/translation_speed.py halved rtyping; session 32:
# 25; session 33: 24.6). The translation
# here is without PGO (TEST_PGO=1 for one with it): the profiled build's
# second compile would put CI over
# 30 minutes (33 with it, session 14). After `make test`,
# `rm lbbv-c && make translate` gives the PGO binary for benchmarks.
# CPython's results for the corpus are kept in .refcache for the run
# (tests/corpus.py, LBBV_REFERENCE_CACHE): the translated tests read those
# the interpreted tests made beside the translation.
TEST_PGO ?= 0
#
# Six interpreted shards, not two (session 37): one core translates while
# the other runs shards; when the translation ends, that core takes the
# next shard still waiting instead of idling after the two short
# translated shards. With two shards the second core ran interpreted
# tests for ~31 minutes while the first was done at ~25 (session 36's
# fresh-clone CI: 32 min 55 s); the work is ~22 (translation) + ~30
# (interpreted) + ~3 (translated) core-minutes, so the best two cores
# can do is ~28.
test: setup
	rm -rf .refcache && mkdir .refcache
	LBBV_REFERENCE_CACHE=$(CURDIR)/.refcache $(MAKE) -j2 \
		--output-sync=target translate $(UNTRANSLATED_SHARDS) \
		test-translated-0 test-translated-1 PGO=$(TEST_PGO)

unit: setup
	$(PY) -m pytest -q tests -m "not corpus and not translated"

test-untranslated: setup
	$(PY) -m pytest -q tests -m "not translated"

$(UNTRANSLATED_SHARDS): setup
	LBBV_SHARD=$(subst test-untranslated-,,$@)/$(words $(UNTRANSLATED_SHARDS)) \
		$(PY) -m pytest -q tests -m "not translated"

test-translated: lbbv-c
	$(PY) -m pytest -q tests -m "translated"

test-translated-0 test-translated-1: lbbv-c
	LBBV_SHARD=$(subst test-translated-,,$@)/2 \
		$(PY) -m pytest -q tests -m "translated"

bench: lbbv-c
	python3 bench/run.py $(if $(filter-out 0,$(QUICK)),--quick,) $(if $(BENCH),--bench "$(BENCH)",) $(if $(IMPL),--impl "$(IMPL)",)

# The real pyperformance suite (pinned, downloaded with pip on first use)
# with a stand-in pyperf; see bench/pyperformance/run.py.
bench-pyperformance: lbbv-c
	python3 bench/pyperformance/run.py $(if $(filter-out 0,$(QUICK)),--quick,) $(if $(BENCH),--bench "$(BENCH)",) $(if $(IMPL),--impl "$(IMPL)",)

# Differential fuzzing against CPython at tiers 0-2, and mutated inputs
# that must not crash (tests/fuzz; a small batch runs in test-translated).
fuzz: lbbv-c
	python3 tests/fuzz/run_fuzz.py -n $(or $(N),1000) --seed $(or $(SEED),1)

fuzz-input: lbbv-c
	python3 tests/fuzz/fuzz_input.py -n $(or $(N),10000) --seed $(or $(SEED),1)

# A conformance measure on test scripts lbbv did not write (not in CI):
# make conformance SUITE="path/to/tests/basics path/to/tests/float"
conformance: lbbv-c
	@test -n "$(SUITE)" || { echo "conformance: set SUITE to test directories (docs/conformance.md)"; exit 2; }
	python3 tests/conformance/run_suite.py $(SUITE)

# CPython's own regression tests (Lib/test) per test method, on CPython and
# on ./lbbv-c: make conformance-cpython [MODULES="test.test_int ..."]
conformance-cpython: lbbv-c
	python3 tests/conformance/run_cpython_tests.py --out cpython-tests-report.txt $(MODULES)

clean:
	rm -rf lbbv-c .build .refcache
	find . -name '*.pyc' -delete
