#!/usr/bin/env bash
# FoldKit's text benchmarks beside ICU's line breaking, on the same corpus, in one run.
#
#   Benchmarks/text-vs-icu.sh [--quick]
#
# foldkit-bench writes its deterministic ~10 MB corpus when FOLDKIT_TEXT_CORPUS_OUT names a
# file (here with --list, so nothing runs yet); the ICU harness (Benchmarks/icu-linebreak.c,
# needs libicu-dev and pkg-config) times ubrk_* on that file, then foldkit-bench times FoldKit.
# All lines are JSON in foldkit-bench's format. Without ICU it says so and prints FoldKit's.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product foldkit-bench >&2
bench=.build/release/foldkit-bench
corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
FOLDKIT_TEXT_CORPUS_OUT="$corpus" "$bench" --list --filter text >/dev/null

if command -v cc >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n 2>/dev/null; then
  harness=.build/icu-linebreak
  # shellcheck disable=SC2046
  cc -O2 -o "$harness" Benchmarks/icu-linebreak.c $(pkg-config --cflags --libs icu-uc icu-i18n)
  "$harness" "$corpus" 10000000  # foldkit-bench's n for the default corpus
else
  echo "text-vs-icu: ICU not found (apt-get install -y libicu-dev pkg-config); FoldKit only" >&2
fi
"$bench" --filter text --json "$@"
