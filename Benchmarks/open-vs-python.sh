#!/usr/bin/env bash
# Opening large list files in foldkit beside Python's json.load of the same files, in one run,
# over five shapes of file.
#
#   Benchmarks/open-vs-python.sh [RUNS] [SCALE]      (defaults 3 and 1)
#
# With FOLDKIT set to a foldkit executable, times that one instead of building this checkout's
# (to measure another build, such as the main branch's, the same way).
#
# Generates one file per shape with scripts/generate-list-file.py --shape (item counts below,
# times SCALE; about 65-115 MB each at SCALE 1):
#   generated  1,000,000 items   Korean and English titles, details, children, sections
#   outline      400,000 items   pretty-printed, trees ten levels deep
#   checklist  1,000,000 items   a check list with flags and children
#   escapes      600,000 items   \n, \", \uXXXX and surrogate pairs in every title
#   tiny       4,000,000 items   one section of short items
# then, with the file read once into the page cache, times RUNS runs of each command, the three
# taking turns, and prints, per shape, JSON lines in foldkit-bench's style (median wall time,
# largest peak RSS, file size), then a table:
#   foldkit-first  `foldkit FILE --snapshot --first-screen`: start to the first screen printed
#                  (the first part of the list, shown while the rest would still be read)
#   foldkit-full   `foldkit FILE --snapshot`: start to the screen printed once the whole file
#                  has loaded, part by part as on a terminal
#   python-json    `python3 -c 'json.load(open(FILE))'`
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
scale="${2:-1}"

if [ -z "${FOLDKIT:-}" ]; then
  swift build -c release --product foldkit >&2
  FOLDKIT=.build/release/foldkit
fi
export FOLDKIT
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" "$runs" "$scale" <<'PY'
import json, os, statistics, subprocess, sys, time

dir, runs, scale = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
shapes = [("generated", 1_000_000), ("outline", 400_000), ("checklist", 1_000_000),
          ("escapes", 600_000), ("tiny", 4_000_000)]


def run_once(command):
    """Wall seconds and peak RSS of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    error = process.stderr.read().decode()
    if status != 0:
        sys.exit(f"open-vs-python: {command} failed ({status}): {error}")
    return elapsed, usage.ru_maxrss * 1024


def measure(commands, path):
    """Median wall seconds and the largest peak RSS of each command over the runs.

    The file is read once first, so that every command finds it in the page cache rather than
    the first ones waiting for the file just written; the commands then take turns, run by run,
    so that a machine whose speed drifts slows them alike.
    """
    with open(path, "rb") as file:
        while file.read(1 << 24):
            pass
    times = {variant: [] for variant in commands}
    peaks = {variant: 0 for variant in commands}
    for _ in range(runs):
        for variant, command in commands.items():
            elapsed, peak = run_once(command)
            times[variant].append(elapsed)
            peaks[variant] = max(peaks[variant], peak)
    return {variant: (statistics.median(times[variant]), peaks[variant]) for variant in commands}


rows = []
for shape, items in shapes:
    path = os.path.join(dir, f"{shape}.json")
    count = int(subprocess.check_output(
        [sys.executable, "scripts/generate-list-file.py", path, "--shape", shape,
         "--items", str(int(items * scale))]))
    size = os.path.getsize(path)
    foldkit = [os.environ["FOLDKIT"], path, "--snapshot", "--size", "80x24"]
    commands = {
        "foldkit-first": foldkit + ["--first-screen"],
        "foldkit-full": foldkit,
        "python-json": [sys.executable, "-c",
                        "import json, sys; json.load(open(sys.argv[1], encoding='utf-8'))", path],
    }
    result = measure(commands, path)
    for variant, (seconds, peak) in result.items():
        print(json.dumps({"benchmark": f"gallery.open.{shape}", "variant": variant, "n": count,
                          "median_ns": round(seconds * 1e9), "max_rss_bytes": peak,
                          "file_bytes": size}), flush=True)
    rows.append((shape, count, size, result))
    os.remove(path)

print()
print(f"{'shape':<10} {'items':>9} {'MB':>6} {'first s':>8} {'full s':>7} {'RSS/file':>8}"
      f" {'json.load s':>11} {'RSS/file':>8} {'full/json':>9}")
for shape, count, size, r in rows:
    first, full, python = r["foldkit-first"], r["foldkit-full"], r["python-json"]
    print(f"{shape:<10} {count:>9} {size / 1e6:>6.1f} {first[0]:>8.3f} {full[0]:>7.2f}"
          f" {full[1] / size:>8.2f} {python[0]:>11.2f} {python[1] / size:>8.2f}"
          f" {full[0] / python[0]:>8.2f}x")
PY
