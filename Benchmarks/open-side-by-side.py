#!/usr/bin/env python3
"""Two foldkit builds and Python's json.load on the same list files, taking turns.

    python3 Benchmarks/open-side-by-side.py BEFORE AFTER RUNS FILE...

For each FILE, runs `BEFORE FILE --snapshot --size 80x24`, the same with AFTER, and
`json.load` of FILE, one after the other, RUNS times, so that a machine whose speed drifts
slows all three alike. Prints a line per file: the median wall time of each (median CPU time,
user and system, in brackets), each build's time over json.load's, and the largest peak RSS of
each over the file's size. Make the files with scripts/generate-list-file.py --shape (as
Benchmarks/open-vs-python.sh does).
"""
import os
import statistics
import subprocess
import sys
import time


def run(command):
    """Wall seconds, peak RSS in bytes and CPU seconds of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"open-side-by-side: {command} failed ({status}): {process.stderr.read().decode()}")
    return elapsed, usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    before, after, runs, files = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
    for path in files:
        commands = {
            "before": [before, path, "--snapshot", "--size", "80x24"],
            "after": [after, path, "--snapshot", "--size", "80x24"],
            "json.load": [sys.executable, "-c",
                          "import json, sys; json.load(open(sys.argv[1], encoding='utf-8'))", path],
        }
        results = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                results[name].append(run(command))
        size = os.path.getsize(path)
        wall = {name: statistics.median(r[0] for r in rs) for name, rs in results.items()}
        cpu = {name: statistics.median(r[2] for r in rs) for name, rs in results.items()}
        rss = {name: max(r[1] for r in rs) / size for name, rs in results.items()}
        cells = [f"{name} {wall[name]:.2f} s ({cpu[name]:.2f})" for name in commands]
        ratios = [f"{name}/json {wall[name] / wall['json.load']:.2f}x" for name in ("before", "after")]
        peaks = [f"{name} {rss[name]:.2f}" for name in commands]
        print(f"{os.path.basename(path)}: " + ", ".join(cells) + "; " + ", ".join(ratios)
              + "; peak RSS / file " + ", ".join(peaks), flush=True)


main()
