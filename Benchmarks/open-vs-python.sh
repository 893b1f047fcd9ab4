#!/usr/bin/env bash
# Opening a large list file in foldkit beside Python's json.load of the same file, in one run.
#
#   Benchmarks/open-vs-python.sh [ITEMS] [RUNS]      (defaults 1000000 and 3)
#
# Generates a list file of about ITEMS items (about 100 MB for a million: Korean and English
# titles, details, children, sections) with scripts/generate-list-file.py, then times RUNS runs
# of each and prints JSON lines in foldkit-bench's style:
#   foldkit      the release `foldkit FILE --snapshot`, from start to its first frame printed
#   python-json  `python3 -c 'json.load(open(FILE))'`
# with the median wall time, the largest peak RSS and the file's size.
set -euo pipefail
cd "$(dirname "$0")/.."
items="${1:-1000000}"
runs="${2:-3}"

swift build -c release --product foldkit >&2
file=$(mktemp --suffix=.json)
trap 'rm -f "$file"' EXIT
count=$(python3 scripts/generate-list-file.py "$file" --items "$items")

python3 - "$file" "$count" "$runs" <<'PY'
import json, os, statistics, subprocess, sys, time

path, count, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
size = os.path.getsize(path)
commands = {
    "foldkit": [".build/release/foldkit", path, "--snapshot", "--size", "80x24"],
    "python-json": [sys.executable, "-c", "import json, sys; json.load(open(sys.argv[1], encoding='utf-8'))", path],
}
for variant, command in commands.items():
    times, peak = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        error = process.stderr.read().decode()
        if status != 0:
            sys.exit(f"open-vs-python: {variant} failed ({status}): {error}")
        times.append(elapsed)
        peak = max(peak, usage.ru_maxrss * 1024)
    print(json.dumps({"benchmark": "gallery.open", "variant": variant, "n": count,
                      "median_ns": round(statistics.median(times) * 1e9),
                      "max_rss_bytes": peak, "file_bytes": size}))
PY
