#!/usr/bin/env bash
# Builds the engine of <fold-list> and the web gallery: FoldKit, FoldKitText, FoldKitScreens (the
# five screens' data), FoldKitListFile (the list-file reader) and web/swift with Embedded Swift
# for wasm32, linked into web/foldkit.wasm. Open the page with a local server, for example
#   python3 -m http.server 8000 --bind 127.0.0.1 --directory web   → http://127.0.0.1:8000/
# Usage: scripts/build-web.sh [OUT]   (intermediate files; default .build/wasm)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/build-wasm.sh --functions-only
out="${1:-.build/wasm}"
swift_flags+=(-enable-experimental-feature Extern)
build_core "$out"
compile_module FoldKitScreens "$out" $(find Sources/FoldKitScreens -name '*.swift' | sort)
compile_module FoldKitListFile "$out" $(find Sources/FoldKitListFile -name '*.swift' | sort)
compile_module FoldKitWeb "$out" $(find web/swift -name '*.swift' | sort)
link_module "$out" web/foldkit.wasm "$out/FoldKitWeb.o" "$out/FoldKitScreens.o" \
  "$out/FoldKitListFile.o" \
  --allow-undefined-file=web/imports.txt --strip-all  # no name section: 110 KB less to download
echo "build-web: web/foldkit.wasm ($(wc -c < web/foldkit.wasm) bytes)"
