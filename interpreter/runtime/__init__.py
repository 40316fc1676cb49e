"""Runtime: code objects, frames, the eval loop of all tiers, calls, generators, imports, the command line."""
