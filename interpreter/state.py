"""Mutable interpreter-wide state, kept on one prebuilt instance because
RPython freezes module-level lists and dicts (RPYTHON_NOTES)."""


class State(object):
    def __init__(self):
        self.reset()

    def reset(self):
        self.argv = []
        self.script_dir = ""
        self.modules = {}             # name -> W_Module
        self.max_tier = 2
        self.recursion_limit = 1000
        self.depth = 0
        self.w_handled = None         # the exception being handled
        self.stats = False
        self.main_filename = ""
        self.topframe = None          # the innermost running frame
        self.sources = {}             # filename -> list of source lines


STATE = State()
