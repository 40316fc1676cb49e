"""Tier 1: the specializing adaptive interpreter of PEP 659 (quickening in place, inline caches)."""
