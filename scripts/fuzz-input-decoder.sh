#!/usr/bin/env bash
# Fuzzes FoldKitTerminal's InputDecoder with libFuzzer.
#
#   scripts/fuzz-input-decoder.sh [SECONDS]     (default 60)
#
# Compiles Sources/FoldKitTerminal/Input/*.swift (stdlib only) with Fuzz/InputDecoderFuzz.swift
# using `swiftc -sanitize=fuzzer`, seeds a corpus with the sequences of TERMINAL.md §4, and runs
# the target for SECONDS with `-max_total_time`. Corpus and crash files go to .fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.fuzz
mkdir -p "$out/corpus" "$out/crashes"

# Compile a copy, so editing the sources while the target builds cannot break the build.
rm -rf "$out/src" && mkdir -p "$out/src"
cp Sources/FoldKitTerminal/Input/*.swift Sources/FoldKitTerminal/Geometry/TerminalSize.swift \
  Fuzz/InputDecoderFuzz.swift "$out/src/"
swiftc -swift-version 6 -O -sanitize=fuzzer -parse-as-library -module-name FuzzInputDecoder \
  -package-name FoldKit \
  "$out"/src/*.swift -o "$out/fuzz-input-decoder"

seed() { printf "$2" > "$out/corpus/seed-$1"; }
seed home-csi '\033[H\033OH\033[1~\033[7~'
seed end-csi '\033[F\033OF\033[4~\033[8~'
seed arrows '\033[A\033OB\033[1;5C\033[1;2D\033[1;3A'
seed pages '\033[5~\033[6;5~'
seed fkeys '\033OP\033[15~\033[24~\033[[A\033[1;2Q'
seed tab-enter '\033[Z\t\r\177\010\003\004'
seed mouse '\033[<0;10;5M\033[<0;10;5m\033[<64;1;1M\033[<65;300;2M\033[<35;4;4M'
seed paste '\033[200~jjjq\r\n\033]52;c;x\007\033[201~'
seed utf8 '\355\225\234\352\270\200 \360\237\221\215\033x'
seed unknown '\033[?2026;2$y\033[?1;2c\033[38;5;1m\033O5Q'
seed x10 '\033[M !!a'

./"$out/fuzz-input-decoder" -max_total_time="$seconds" -artifact_prefix="$out/crashes/" \
  -print_final_stats=1 "$out/corpus"
