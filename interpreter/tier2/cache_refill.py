"""Inline caches of tier-2 fused attribute forms, and of attributes read
as operand sources (tier2_records.AttrRead: the load's cache, copied),
that refill themselves.

A tier-1 specialised instruction whose guard keeps failing deoptimises
(quickening.miss rewrites it to its adaptive form, which specialises again
for the receivers it now sees). The tier-2 fused forms cannot: the slot
also stands for the loads fused into it (LOAD_ATTR_INSTANCE_LOCAL is
`LOAD_FAST x; LOAD_ATTR a`), so a miss only takes the generic path. A
site specialised during warm-up on objects that are not the ones of the
steady state (go: instances whose attributes were added in another order,
so another map) then took the generic getattr on every execution, and
tier 2 ran slower than tier 1.

Here a miss counts down the slot's own cache (each tier-2 slot has a
copy); at zero the cache is filled again for the receiver at hand, with
the tier-1 specialiser's conditions, and the count restarts from a
doubled backoff (as quickening.miss), so a site whose receivers alternate
pays one refill per up to MAX_BACKOFF misses."""

from objspace.instances import W_Instance, exposed
from objspace import attrs
from objspace.typeobject import TYPE_EPOCH, is_data_descr
from objspace.typeobject import F_GETATTRIBUTE, F_SETATTR, F_SLOTS
from objspace.funcobject import W_MemberDescr
from interpreter.tier1 import quickening
from interpreter.tier2.tier2_stats import T2STATS


def _due(cache):
    """Count a miss; True when the cache should be refilled now."""
    T2STATS.fused_attr_misses += 1
    cache.counter -= 1
    if cache.counter > 0:
        return False
    cache.backoff = min(cache.backoff * 2, quickening.MAX_BACKOFF)
    cache.counter = cache.backoff
    return True


def instance_attr_missed(cache, w_obj, name, store):
    """A fused instance attribute load or store (`store`) missed on w_obj
    (`cache`: its slot's, or an operand source's): refill the cache (map,
    storage index, epoch) when due and
    w_obj is an instance whose map holds `name`, under the conditions of
    quickening.specialize_load_attr / specialize_store_attr."""
    index = _cacheable_index(w_obj, name, store)
    if index >= 0 and not store and cache.version == TYPE_EPOCH.descr:
        # a load joins the slot's other maps while there is room (read
        # by tier1_ops.attribute_of_local: deltablue's constraints)
        assert isinstance(w_obj, W_Instance)
        w_class = None
        if TYPE_EPOCH.may_be_data_descr(name):
            w_class = w_obj.w_class
        if quickening.add_entry(cache, quickening.MethodEntry(
                w_class, w_obj.map, None, index)):
            T2STATS.fused_attr_misses += 1
            return
    if not _due(cache) or index < 0:
        return
    assert isinstance(w_obj, W_Instance)
    cache.entries = None        # (their epoch may have passed)
    quickening.guard_instance_attr(cache, w_obj, name)
    cache.index = index
    T2STATS.fused_attr_refills += 1


def entry_hit(cache, k):
    """The receiver matched the slot's entry k, not its cache: counted
    down like a miss, and at zero the entry and the cache trade places
    (with a doubled backoff), so a cache filled during warm-up for
    receivers that are not the steady state's (go's squares, whose
    attributes come in another order: another map) gives way to them
    instead of sending every execution through the entries."""
    cache.counter -= 1
    if cache.counter > 0:
        return
    cache.backoff = min(cache.backoff * 2, quickening.MAX_BACKOFF)
    cache.counter = cache.backoff
    entries = cache.entries
    assert entries is not None
    e = entries[k]
    if e.w_func is not None:        # a method
        entries[k] = quickening.MethodEntry(cache.w_obj, cache.map,
                                            cache.w_value)
        cache.w_value = e.w_func
    else:                           # an instance attribute
        entries[k] = quickening.MethodEntry(cache.w_obj, cache.map, None,
                                            cache.index)
        cache.index = e.index
    cache.map = e.map
    cache.w_obj = e.w_class
    T2STATS.fused_attr_refills += 1


def _cacheable_index(w_obj, name, store):
    """w_obj's storage index of `name` if an instance attribute site may
    cache it (the conditions of quickening.specialize_load_attr /
    specialize_store_attr), else -1."""
    if not isinstance(w_obj, W_Instance) or w_obj.map.dict_mode:
        return -1
    flags = w_obj.w_class.attr_flags()
    if flags & (F_SETATTR if store else F_GETATTRIBUTE):
        return -1
    if store and (name == "__class__" or name == "__dict__"):
        return -1
    index = w_obj.map.index_of(name)
    if index < 0:
        return -1
    w_descr = w_obj.w_class.lookup(name)
    if isinstance(w_descr, W_MemberDescr):
        pass        # a slot: in the instance's storage
    elif w_descr is not None and is_data_descr(w_descr):
        return -1
    elif store and flags & F_SLOTS:
        return -1
    return index


def method_missed(code, i, w_obj, name):
    """A fused method load (LOAD_ATTR_METHOD_LOCAL) at slot i missed:
    while there is room, w_obj's class and map join the slot's other
    receivers (cache.entries, read by tier1_ops.load_attr_method as
    LOAD_ATTR_METHOD_POLY reads them: deltablue's `c.execute()` over four
    constraint classes); else refill its cache for them when due. Only an
    instance that does not shadow a plain method
    (quickening.instance_method) is cached."""
    cache = quickening.get_cache(code, i)
    if not isinstance(w_obj, W_Instance) or cache.map is None:
        _due(cache)
        return      # (a built-in type's method site stays as it is)
    w_func = quickening.instance_method(w_obj, name)
    if w_func is None:
        _due(cache)
        return
    if cache.version == TYPE_EPOCH.value and quickening.add_entry(
            cache, quickening.MethodEntry(w_obj.w_class, w_obj.map, w_func)):
        T2STATS.fused_attr_misses += 1
        return
    if not _due(cache):
        return
    cache.entries = None        # (their epoch may have passed)
    cache.map = w_obj.map
    cache.w_obj = w_obj.w_class
    cache.version = TYPE_EPOCH.value
    cache.w_value = w_func
    T2STATS.fused_attr_refills += 1


def attribute_missed(cache, w_obj, name):
    """A tier-2 instance attribute read whose guard failed (a fused load,
    an operand read where it lives: sources.attr_source): the attribute
    as the tier-1 form finds it. A failed guard takes the generic path
    (no deoptimisation: the slot also stands for the load) and, now and
    then, refills the cache (instance_attr_missed)."""
    # the other maps the slot has seen (instance_attr_missed)
    entries = cache.entries
    if entries is not None and isinstance(w_obj, W_Instance) and \
            cache.version == TYPE_EPOCH.descr:
        for k in range(len(entries)):
            e = entries[k]
            if w_obj.map is e.map and (e.w_class is None or
                                       w_obj.w_class is e.w_class):
                entry_hit(cache, k)
                return exposed(w_obj.storage_w[e.index])
    instance_attr_missed(cache, w_obj, name, False)
    return attrs.getattr_w(w_obj, name)
