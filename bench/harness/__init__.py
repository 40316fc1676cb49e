"""The `make bench` harness: bench/run.py is its entry point."""
