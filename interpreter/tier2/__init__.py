"""Tier 2: lazy basic block versioning (Jin & Poon 2023): type context, type propagator, versions and the guard ladder, unboxing, fused forms."""
