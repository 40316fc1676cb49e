"""The conformance corpus at tiers 0, 1, 2 and 2 with threshold 1, on the untranslated
interpreter and on ./lbbv-c (see tests/corpus.py)."""

import os
import zlib

import pytest

from tests import corpus

PROGRAMS = corpus.corpus_programs()
IDS = [corpus.program_id(p, a) for p, a in PROGRAMS]
BINARY = os.path.join(corpus.ROOT, "lbbv-c")


# Untranslated, each program runs once, at one of the two extremes (tier 0,
# or tier 2 everywhere), chosen by a checksum of its name so that adding a
# program moves no other: each configuration runs over about half the
# corpus. Running both for every program took most of CI's time (46 minutes
# in all, session 13). The binary runs every program in every configuration.
UNTRANSLATED = [(p, a, "0" if zlib.crc32(IDS[k].encode("utf-8")) % 2 == 0
                 else "2t1")
                for k, (p, a) in enumerate(PROGRAMS)]
UNTRANSLATED_IDS = ["%s-%s" % (IDS[k], UNTRANSLATED[k][2])
                    for k in range(len(IDS))]


@pytest.mark.corpus
@pytest.mark.parametrize("path,args,tier", UNTRANSLATED,
                         ids=UNTRANSLATED_IDS)
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
