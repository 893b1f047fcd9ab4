#!/usr/bin/env bash
# Fuzzes the list file loader (Sources/FoldKitListFile/JSON) with libFuzzer.
#
#   scripts/fuzz-list-loader.sh [SECONDS]     (default 60)
#
# Compiles FoldKit and FoldKitScreens as modules, then the loader's files with
# Fuzz/ListLoaderFuzz.swift, all with `swiftc -sanitize=fuzzer`; seeds a corpus with the JSON
# examples of docs/json-format.md and the list files the tests use, and runs the target for
# SECONDS with `-max_total_time`. Corpus and crash files go to .fuzz/list-loader/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.fuzz/list-loader
mkdir -p "$out/corpus" "$out/crashes"

# Compile copies, so editing the sources while the target builds cannot break the build.
rm -rf "$out/src" "$out/modules" && mkdir -p "$out/src/core" "$out/src/screens" "$out/modules"
find Sources/FoldKit -name '*.swift' -exec cp {} "$out/src/core/" \;
cp Sources/FoldKitScreens/*.swift "$out/src/screens/"
cp Sources/FoldKitListFile/JSON/*.swift Fuzz/ListLoaderFuzz.swift "$out/src/"
flags=(-swift-version 6 -O -sanitize=fuzzer -parse-as-library -package-name FoldKit
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -I "$out/modules")
swiftc "${flags[@]}" -module-name FoldKit -wmo -emit-module \
  -emit-module-path "$out/modules/FoldKit.swiftmodule" -c "$out"/src/core/*.swift \
  -o "$out/modules/FoldKit.o"
swiftc "${flags[@]}" -module-name FoldKitScreens -wmo -emit-module \
  -emit-module-path "$out/modules/FoldKitScreens.swiftmodule" -c "$out"/src/screens/*.swift \
  -o "$out/modules/FoldKitScreens.o"
swiftc "${flags[@]}" -module-name FuzzListLoader "$out"/src/*.swift \
  "$out/modules/FoldKit.o" "$out/modules/FoldKitScreens.o" -o "$out/fuzz-list-loader"

# Seeds: every JSON block of the format's documentation, and the JSON the tests load.
python3 - "$out/corpus" <<'PY'
import pathlib, re, sys
corpus = pathlib.Path(sys.argv[1])
doc = pathlib.Path("docs/json-format.md").read_text(encoding="utf-8")
for index, block in enumerate(re.findall(r"```json\n(.*?)```", doc, re.S)):
    (corpus / f"doc-{index}.json").write_text(block, encoding="utf-8")
for path in sorted(pathlib.Path("Tests").rglob("*.json")):
    (corpus / f"test-{path.stem}.json").write_bytes(path.read_bytes())
tests = pathlib.Path("Tests/FoldKitGalleryTests/ListDocumentTests.swift").read_text(encoding="utf-8")
for index, block in enumerate(re.findall(r'"""\n(.*?)"""', tests, re.S)):
    (corpus / f"swift-{index}.json").write_text(block, encoding="utf-8")
PY

./"$out/fuzz-list-loader" -max_total_time="$seconds" -artifact_prefix="$out/crashes/" \
  -max_len=4096 -print_final_stats=1 "$out/corpus"
