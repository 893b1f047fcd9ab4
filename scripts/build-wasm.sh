#!/usr/bin/env bash
# Builds FoldKit and FoldKitText with Embedded Swift for wasm32-unknown-none-wasm, then the
# 32-bit check module (OUT/foldkit-checks.wasm). Other scripts source this file for its link
# step: `source scripts/build-wasm.sh --functions-only`.
#
# Needs the Swift toolchain (swiftc, clang, wasm-ld), Debian's wasi-libc (malloc, memcpy) and
# libclang-rt-19-dev-wasm32 (compiler builtins).
# Usage: scripts/build-wasm.sh [OUT]   (default .build/wasm)
set -euo pipefail

toolchain="$(dirname "$(dirname "$(command -v swiftc)")")"
wasi_libc="${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}"
builtins="${WASM_BUILTINS:-$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -n 1)}"
unicode_tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
swift_flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo
  -parse-as-library -Osize -package-name FoldKit
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -warnings-as-errors
)

# compile_module NAME OUT FILES...: one Embedded module, object and swiftmodule in OUT.
compile_module() {
  local name="$1" out="$2"
  shift 2
  swiftc "${swift_flags[@]}" -module-name "$name" -I "$out" \
    -emit-module -emit-module-path "$out/$name.swiftmodule" -c "$@" -o "$out/$name.o"
}

# build_core OUT: FoldKit.o, FoldKitText.o and support.o in OUT.
build_core() {
  local out="$1"
  mkdir -p "$out"
  for file in "$wasi_libc" "$builtins" "$unicode_tables"; do
    [ -f "$file" ] || { echo "build-wasm: missing $file" >&2; return 1; }
  done
  # Up to date when nothing in the two modules or the glue is newer than the last build.
  if [ -f "$out/support.o" ] && [ -z "$(find Sources/FoldKit Sources/FoldKitText wasm/support.c \
    scripts/build-wasm.sh -newer "$out/support.o" | head -n 1)" ]; then
    return 0
  fi
  compile_module FoldKit "$out" $(find Sources/FoldKit -name '*.swift' | sort)
  compile_module FoldKitText "$out" $(find Sources/FoldKitText -name '*.swift' | sort)
  "$toolchain/bin/clang" --target=wasm32-unknown-none-wasm -O2 -ffreestanding -c wasm/support.c \
    -o "$out/support.o"
}

# link_module OUT WASM OBJECTS...: one self-contained module (it imports nothing).
link_module() {
  local out="$1" wasm="$2"
  shift 2
  "$toolchain/bin/wasm-ld" --no-entry --strip-debug --gc-sections "$@" "$out/FoldKit.o" \
    "$out/FoldKitText.o" "$out/support.o" "$unicode_tables" "$wasi_libc" "$builtins" -o "$wasm"
}

if [ "${1:-}" = "--functions-only" ]; then
  return 0
fi

cd "$(dirname "$0")/.."
out="${1:-.build/wasm}"
build_core "$out"
compile_module FoldKitChecks "$out" $(find Sources/FoldKitPortableChecks -name '*.swift' | sort) \
  wasm/checks/Entry.swift
link_module "$out" "$out/foldkit-checks.wasm" "$out/FoldKitChecks.o"
echo "build-wasm: $out/foldkit-checks.wasm ($(wc -c < "$out/foldkit-checks.wasm") bytes)"
