"""Runs one CPython regression-test module and prints one line per test.

    python3 unittest_driver.py MODULE [--after TEST_ID]

Runs on CPython and on lbbv alike (it is the program both run).
Before each test it prints `START <id>`, after it `RESULT <status> <id>
| <first line>` with status ok, FAIL, ERROR, skip, xfail or xpass. With
`--after ID`, every test up to and including ID is left out: the caller
(run_cpython_tests.py) restarts the module after a test hangs. A module
that fails to import prints `IMPORT-ERROR | <line>`.
"""

import sys
import unittest


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def first_line(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip()[:200] if lines else ""


class LineResult(unittest.TestResult):
    def startTest(self, test):
        unittest.TestResult.startTest(self, test)
        out("START %s" % test.id())

    def _report(self, status, test, detail=""):
        out("RESULT %s %s | %s" % (status, test.id(), detail))

    def addSuccess(self, test):
        unittest.TestResult.addSuccess(self, test)
        self._report("ok", test)

    def addError(self, test, err):
        unittest.TestResult.addError(self, test, err)
        self._report("ERROR", test, first_line(self.errors[-1][1]))

    def addFailure(self, test, err):
        unittest.TestResult.addFailure(self, test, err)
        self._report("FAIL", test, first_line(self.failures[-1][1]))

    def addSkip(self, test, reason):
        unittest.TestResult.addSkip(self, test, reason)
        self._report("skip", test, str(reason)[:200])

    def addExpectedFailure(self, test, err):
        unittest.TestResult.addExpectedFailure(self, test, err)
        self._report("xfail", test)

    def addUnexpectedSuccess(self, test):
        unittest.TestResult.addUnexpectedSuccess(self, test)
        self._report("xpass", test)

    def addSubTest(self, test, subtest, err):
        # A failing subtest fails its test; the test's own line says so.
        unittest.TestResult.addSubTest(self, test, subtest, err)
        if err is not None:
            out("SUBFAIL %s | %s" % (test.id(), first_line(
                self._exc_info_to_string(err, test))))


def flatten(suite, acc):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            flatten(t, acc)
        else:
            acc.append(t)
    return acc


def main(argv):
    name = argv[1]
    after = None
    if len(argv) > 3 and argv[2] == "--after":
        after = argv[3]
    try:
        module = __import__(name, fromlist=["*"])
        suite = unittest.defaultTestLoader.loadTestsFromModule(module)
    except BaseException as e:
        import traceback
        tb = traceback.format_exc()
        sys.stderr.write(tb)
        out("IMPORT-ERROR | %s" % first_line(tb))
        return
    tests = flatten(suite, [])
    if after is not None:
        ids = [t.id() for t in tests]
        if after in ids:
            tests = tests[ids.index(after) + 1:]
    # Tests stay grouped in their classes' suites so setUpClass and
    # setUpModule run as under unittest.main.
    result = LineResult()
    unittest.TestSuite(tests).run(result)
    out("DONE")


if __name__ == "__main__":
    main(sys.argv)
