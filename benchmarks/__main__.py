"""Run every benchmark and print its figures."""

from __future__ import annotations

from benchmarks import board_bench

if __name__ == "__main__":
    board_bench.main()
