#!/usr/bin/env bash
# Shows that FoldKit's manifest loads with tools-version 6.0 and that an app depending on FoldKit
# builds with default flags even when FoldKit has a warning in it (the manifest sets no
# warnings-as-errors and no unsafe flags; CI passes -Xswiftc -warnings-as-errors itself).
#
#   scripts/check-manifest.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"

echo "== swift package dump-package"
dump=$(swift package dump-package)
tools=$(printf '%s' "$dump" | python3 -c 'import json,sys; print(json.load(sys.stdin)["toolsVersion"]["_version"])')
[ "$tools" = "6.0.0" ] || { echo "check-manifest: tools-version is $tools, not 6.0.0" >&2; exit 1; }
if printf '%s' "$dump" | grep -qE 'unsafeFlags|treatAllWarnings|warnings-as-errors'; then
  echo "check-manifest: the manifest sets warning or unsafe flags" >&2
  exit 1
fi
echo "ok: tools-version $tools, no warning or unsafe flags"

# A copy of the package (sources and manifest only) with one warning added to FoldKit, and a
# scratch app that depends on it by path.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/FoldKit"
git ls-files -z Package.swift Sources Examples Tests | xargs -0 cp --parents -t "$scratch/FoldKit"
cat >"$scratch/FoldKit/Sources/FoldKit/InjectedWarning.swift" <<'EOF'
func injectedWarning() {
  let unused = 1
}
EOF
mkdir -p "$scratch/App/Sources/App"
cat >"$scratch/App/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(path: "../FoldKit")],
  targets: [
    .executableTarget(name: "App", dependencies: [.product(name: "FoldKit", package: "FoldKit")])
  ]
)
EOF
cat >"$scratch/App/Sources/App/main.swift" <<'EOF'
import FoldKit

let snapshot = Snapshot<String, String, String>(uncheckedSections: [])
print(snapshot.sections.count)
EOF
echo "== a scratch app depending on FoldKit by path, FoldKit with a warning, default flags"
log="$scratch/build.log"
if ! (cd "$scratch/App" && swift build >"$log" 2>&1); then
  tail -20 "$log"
  echo "check-manifest: the dependent app does not build" >&2
  exit 1
fi
grep -q "InjectedWarning.swift.*warning: initialization of immutable value 'unused' was never used" "$log" \
  || { tail -20 "$log"; echo "check-manifest: the injected warning was not reported" >&2; exit 1; }
echo "ok: the app builds; FoldKit's warning is reported, not fatal"
