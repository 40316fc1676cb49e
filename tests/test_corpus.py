"""The conformance corpus at tiers 0, 1, 2 and 2 with threshold 1, on the untranslated
interpreter and on ./lbbv-c (see tests/corpus.py)."""

import os

import pytest

from tests import corpus

PROGRAMS = corpus.corpus_programs()
IDS = [corpus.program_id(p, a) for p, a in PROGRAMS]
BINARY = os.path.join(corpus.ROOT, "lbbv-c")


# Untranslated, only the extremes (tier 0, and tier 2 everywhere) run, to
# keep CI under 30 minutes; the binary runs every configuration.
@pytest.mark.corpus
@pytest.mark.parametrize("tier", ["0", "2t1"])
@pytest.mark.parametrize("path,args", PROGRAMS, ids=IDS)
def test_untranslated(path, args, tier):
    cmd = corpus.lbbv_command("untranslated") + corpus.tier_options(tier)
    problem = corpus.compare(path, args, cmd)
    assert problem is None, problem


@pytest.mark.corpus
@pytest.mark.translated
@pytest.mark.parametrize("tier", corpus.TIERS)
@pytest.mark.parametrize("path,args", PROGRAMS, ids=IDS)
def test_translated(path, args, tier):
    assert os.path.exists(BINARY), "run `make translate` first"
    problem = corpus.compare(path, args, [BINARY] + corpus.tier_options(tier))
    assert problem is None, problem
