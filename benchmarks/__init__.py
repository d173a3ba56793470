"""Benchmarks, run with `python -m benchmarks` (or `python dev.py bench`)."""
