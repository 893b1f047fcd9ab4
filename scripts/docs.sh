#!/usr/bin/env bash
# Builds the DocC documentation of the core modules and fails on any warning (broken links too).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
mkdir -p "$out"
swift package dump-symbol-graph >/dev/null
graphs=$(find .build -type d -name symbolgraph | head -n 1)
for module in FoldKit FoldKitText; do
  dir=$(mktemp -d)
  # Copy by exact name: a glob like FoldKit*.symbols.json would also pick up FoldKitText.
  cp "$graphs/$module.symbols.json" "$dir/"
  for extra in "$graphs/$module"@*.symbols.json; do
    if [ -e "$extra" ]; then cp "$extra" "$dir/"; fi
  done
  catalog="Sources/$module/$module.docc"
  args=(--additional-symbol-graph-dir "$dir" --output-path "$out/$module.doccarchive"
    --fallback-display-name "$module" --fallback-bundle-identifier "org.foldkit.$module"
    --warnings-as-errors)
  if [ -d "$catalog" ]; then
    docc convert "$catalog" "${args[@]}"
  else
    docc convert "${args[@]}"
  fi
  rm -rf "$dir"
done
echo "documentation written to $out"
