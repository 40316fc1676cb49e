"""RPython translation target: `rpython --batch -O2 targetlbbv.py`.
The entry point lives in interpreter/runtime/main.py."""

from interpreter.runtime.main import entry_point


def target(driver, args):
    driver.exe_name = "lbbv-c"
    # GC defaults: a shadow stack as deep as the C stack main.py allows,
    # a 4 MB nursery whatever the cache (interpreter/runtime/gc_tuning.py)
    from interpreter.runtime import gc_tuning
    gc_tuning.apply()
    # dicts' entry arrays grow by half, not an eighth (dict_growth.py)
    from interpreter.runtime import dict_growth
    dict_growth.apply()
    # the translation's own speed (translation_speed.py)
    from interpreter.runtime import translation_speed
    translation_speed.apply()
    return entry_point, None
