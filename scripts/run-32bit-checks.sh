#!/usr/bin/env bash
# The 32-bit run: builds the portable model checks natively and with Embedded Swift for wasm32,
# runs both with the same seeds (the wasm one in Node) and requires identical output with no
# violations. Usage: scripts/run-32bit-checks.sh [SCALE]   (default $FOLDKIT_PORTABLE_SCALE or 1)
set -euo pipefail
cd "$(dirname "$0")/.."
scale="${1:-${FOLDKIT_PORTABLE_SCALE:-1}}"
out=.build/wasm

swift build --product foldkit-portable-checks
bash scripts/build-wasm.sh "$out"
native="$(swift build --show-bin-path)/foldkit-portable-checks"
"$native" "$scale" > "$out/checks-native.txt"
node wasm/checks/run.mjs "$out/foldkit-checks.wasm" "$scale" > "$out/checks-wasm32.txt"
cat "$out/checks-wasm32.txt"
grep -q '^platform: Int is 32 bits$' "$out/checks-wasm32.txt"
grep -q '^platform: Int is 64 bits$' "$out/checks-native.txt"
diff -u <(grep -v '^platform:' "$out/checks-native.txt") <(grep -v '^platform:' "$out/checks-wasm32.txt")
grep -q '^lines with violations: 0$' "$out/checks-native.txt"
echo "32-bit checks: wasm32 output identical to native, 0 violations (scale $scale)"
