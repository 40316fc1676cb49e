"""The `_ast` node classes as the converters (ast_tow, ast_fromw) see
them: the classes made by the first import of `_ast` (CPython keeps them
in its interpreter state the same way, so rebinding `_ast.Name` changes
nothing here), and the shared instances of the operator and context
classes (ast.Load() is one object in every tree CPython makes)."""


class AstClasses(object):
    def __init__(self):
        self.by_name = {}           # node class name -> its W_TypeObject
        self.singletons = {}        # "Load", "Add", ... -> shared instance

    def register(self, name, w_cls):
        if name not in self.by_name:
            self.by_name[name] = w_cls

    def ensure(self):
        if not self.by_name:
            from interpreter.runtime.importing import import_dotted
            import_dotted("_ast")

    def get(self, name):
        self.ensure()
        return self.by_name[name]

    def singleton(self, name):
        from objspace.model import Arguments
        w_obj = self.singletons.get(name, None)
        if w_obj is None:
            w_obj = self.get(name).call(Arguments([]))
            self.singletons[name] = w_obj
        return w_obj


AST_CLASSES = AstClasses()
