#!/usr/bin/env bash
# Type-checks FoldKitUIKit and Examples/UIKitGallery as Apple's compiler sees them, on Linux.
#
#   scripts/typecheck-apple.sh [SOURCE_ROOT]      (SOURCE_ROOT: a FoldKit checkout; default: this one)
#
# The sources are checked against Objective-C headers of the UIKit they use (apple/Headers), with
# Objective-C interop on, small Swift overlays (apple/Overlays) and a SwiftUI stand-in
# (apple/SwiftUI), for an Apple target whose standard library comes from this toolchain's own
# interfaces (apple/make-sdk.py). So Objective-C's rules apply (@objc conformances, optional
# protocol members, Swift names of selectors), main-actor isolation is UIKit's, and availability is
# enforced at the lowest deployment target the manifest declares, for iOS and tvOS; on macOS and
# watchOS FoldKitUIKit and the example must compile to nothing. visionOS is not checked: without
# Apple's SDK this compiler has no map from iOS availability to visionOS versions, so every iOS
# availability would read as unmet (it takes the same source branch as iOS). Swift 6 language mode,
# warnings are errors. Negative fixtures (apple/Fixtures) prove that the check bites: each holds one
# mistake Apple's compiler rejects and must be rejected with the message it names.
#
# Platform conditions, as the sources spell them:
#   UIKit adapter and example:   #if os(iOS) || os(tvOS) || os(visionOS)
#                                (iPadOS and Mac Catalyst are os(iOS); macOS and watchOS get nothing)
#   SwiftUI parts:               #if (os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)
#   Linux stand-ins:             #if os(Linux)
#
# The generated SDK, module cache and modules go to $FOLDKIT_APPLE_WORK (default .build/apple-check);
# the first run builds the standard library from its interfaces for each platform (minutes), later
# runs reuse it.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SRC=$(cd "${1:-$ROOT}" && pwd)
APPLE="$ROOT/apple"
WORK="${FOLDKIT_APPLE_WORK:-$ROOT/.build/apple-check}"
mkdir -p "$WORK"
failures=0
report() { echo "typecheck-apple: $*"; }
fail() {
  report "FAIL: $*"
  failures=$((failures + 1))
}

# Compiler output, reduced to its diagnostics, with paths relative to the roots (or its last lines
# when it has none in the usual form).
diagnostics() {
  local text
  text=$(cat)
  if printf '%s\n' "$text" | grep -qE '^[^ ].*: (error|warning): '; then
    printf '%s\n' "$text" | grep -E '^[^ ].*: (error|warning): ' | awk '!seen[$0]++'
  else
    printf '%s\n' "$text" | tail -15
  fi | sed -e "s|$SRC/||g" -e "s|$ROOT/||g" -e "s|$WORK/||g"
}

# Lowest deployment targets: the manifest's platforms, or SwiftPM's defaults where it names none.
deployment() {
  local platform=$1 default=$2 version
  version=$(grep -oE "\.$platform\(\.v[0-9_]+\)" "$SRC/Package.swift" | head -1 \
    | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./g')
  [ -z "$version" ] && version=$default
  case $version in *.*) echo "$version" ;; *) echo "$version.0" ;; esac
}
IOS=$(deployment iOS 12.0)
TVOS=$(deployment tvOS 12.0)
XROS=$(deployment visionOS 1.0)
MACOS=$(deployment macOS 10.13)
WATCHOS=$(deployment watchOS 4.0)

triple() {
  case $1 in
    ios) echo "x86_64-apple-ios$IOS-simulator" ;;
    tvos) echo "x86_64-apple-tvos$TVOS-simulator" ;;
    xros) echo "x86_64-apple-xros$XROS-simulator" ;;
    macos) echo "x86_64-apple-macosx$MACOS" ;;
    watchos) echo "x86_64-apple-watchos$WATCHOS-simulator" ;;
  esac
}

stamp="$(swiftc --version 2>/dev/null | head -1) $(md5sum "$APPLE/make-sdk.py" | cut -c1-32)"
if [ "$(cat "$WORK/sdk.stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$WORK/sdk" "$WORK/cache"
  python3 "$APPLE/make-sdk.py" "$WORK/sdk" ios tvos macos watchos || exit 1
  echo "$stamp" >"$WORK/sdk.stamp"
fi

FEATURES=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault)

# swiftc for `platform`, against its SDK, modules and the headers (macOS has no UIKit).
compile() {
  local platform=$1 uikit=(-I "$APPLE/Headers/UIKitModule")
  shift
  case $platform in macos | watchos) uikit=() ;; esac
  # -disable-legacy-type-info: nothing is generated, and the toolchain has no Apple layout files.
  swiftc -target "$(triple "$platform")" -sdk "$WORK/sdk/$platform" \
    -module-cache-path "$WORK/cache/$platform" -swift-version 6 -Xfrontend -disable-legacy-type-info \
    -I "$WORK/modules/$platform" -I "$APPLE/Headers" "${uikit[@]}" "$@"
}

sources() { find "$1" -name '*.swift' | sort; }

# compile, run once more if the compiler crashed (seen once under heavy load), saying so.
compile_retrying() {
  local log=$1 status
  shift
  compile "$@" >"$log" 2>&1
  status=$?
  if [ $status -ne 0 ] && grep -qE 'Backtrace took|Stack dump|Please submit a bug report' "$log"; then
    report "the compiler crashed; running it once more"
    compile "$@" >"$log" 2>&1
    status=$?
  fi
  return $status
}

# The Objective-C headers' overlays, the SwiftUI stand-in and FoldKit's core modules for `platform`.
build_modules() {
  local platform=$1 out="$WORK/modules/$1" module log
  rm -rf "$out"
  mkdir -p "$out/symbols"
  log=$(mktemp)
  local overlays=(ObjectiveC CoreGraphics Foundation UIKit)
  # macOS has no UIKit (Mac Catalyst is os(iOS)); watchOS's UIKit, without tables, is not modelled.
  case $platform in macos | watchos) overlays=(ObjectiveC CoreGraphics Foundation) ;; esac
  for module in "${overlays[@]}"; do
    compile "$platform" -parse-as-library -emit-module -module-name "$module" \
      -import-underlying-module "$APPLE/Overlays/$module.swift" \
      -emit-module-path "$out/$module.swiftmodule" \
      -emit-symbol-graph -emit-symbol-graph-dir "$out/symbols" >"$log" 2>&1 \
      || { fail "$platform: overlay $module does not build"; diagnostics <"$log"; return 1; }
  done
  compile "$platform" -parse-as-library -emit-module -module-name SwiftUI \
    "$APPLE/SwiftUI/SwiftUI.swift" -emit-module-path "$out/SwiftUI.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbols" >"$log" 2>&1 \
    || { fail "$platform: the SwiftUI stand-in does not build"; diagnostics <"$log"; return 1; }
  local core
  for core in FoldKit FoldKitText FoldKitScreens; do
    # shellcheck disable=SC2046
    compile "$platform" "${FEATURES[@]}" -parse-as-library -emit-module -module-name "$core" \
      -package-name FoldKit -Xfrontend -experimental-skip-all-function-bodies \
      $(sources "$SRC/Sources/$core") -emit-module-path "$out/$core.swiftmodule" >"$log" 2>&1 \
      || { fail "$platform: $core does not build"; diagnostics <"$log"; return 1; }
  done
  rm -f "$log"
}

# Type-checks (and emits) FoldKitUIKit, then the example against it; on macOS and watchOS also
# checks that FoldKitUIKit compiles to nothing (the example's screen data is platform-neutral).
check_sources() {
  local platform=$1 out="$WORK/modules/$1" log
  log=$(mktemp)
  echo "== $platform ($(triple "$platform")): FoldKitUIKit"
  # shellcheck disable=SC2046
  if compile_retrying "$log" "$platform" "${FEATURES[@]}" -warnings-as-errors -parse-as-library \
    -emit-module -module-name FoldKitUIKit -package-name FoldKit \
    $(sources "$SRC/Sources/FoldKitUIKit") -emit-module-path "$out/FoldKitUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbols"; then
    echo "ok"
    empty_on "$platform" FoldKitUIKit
  else
    diagnostics <"$log"
    fail "$platform: FoldKitUIKit does not type-check ($(grep -cE ': error: ' "$log") errors)"
    # The compiler stops at errors in declarations; told to go on, it finds those in bodies too,
    # and emits a module of FoldKitUIKit against which the example is still checked.
    local more
    more=$(mktemp)
    # shellcheck disable=SC2046
    if compile "$platform" "${FEATURES[@]}" -parse-as-library -emit-module -module-name FoldKitUIKit \
      -package-name FoldKit $(sources "$SRC/Sources/FoldKitUIKit") \
      -emit-module-path "$out/FoldKitUIKit.swiftmodule" \
      -Xfrontend -experimental-allow-module-with-compiler-errors >"$more" 2>&1; then
      if diagnostics <"$more" | grep -vxF -f <(diagnostics <"$log") | grep -q .; then
        echo "(going on past those errors, the compiler also reports:)"
        diagnostics <"$more" | grep -vxF -f <(diagnostics <"$log")
      fi
      rm -f "$more"
      echo "(the example is checked against FoldKitUIKit's declarations as they are, errors aside)"
    else
      echo "== $platform: Examples/UIKitGallery skipped (no FoldKitUIKit module)"
      rm -f "$log" "$more"
      return
    fi
  fi
  echo "== $platform ($(triple "$platform")): Examples/UIKitGallery"
  # shellcheck disable=SC2046
  if compile_retrying "$log" "$platform" "${FEATURES[@]}" -warnings-as-errors -parse-as-library \
    -emit-module -module-name UIKitGallery -package-name FoldKit \
    $(sources "$SRC/Examples/UIKitGallery") -emit-module-path "$out/UIKitGallery.swiftmodule"; then
    echo "ok"
  else
    diagnostics <"$log"
    fail "$platform: Examples/UIKitGallery does not type-check ($(grep -cE ': error: ' "$log") errors)"
  fi
  rm -f "$log"
}

# On macOS and watchOS, a module must declare nothing public (its symbol graph is empty).
empty_on() {
  local platform=$1 module=$2 graph="$WORK/modules/$1/symbols/$2.symbols.json" count
  case $platform in macos | watchos) ;; *) return ;; esac
  count=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["symbols"]))' "$graph")
  if [ "$count" != 0 ]; then
    fail "$platform: $module declares $count public symbols where UIKit's adapter does not exist"
  else
    echo "ok: $module compiles to nothing on $platform"
  fi
}

# Each fixture names its platform (`// platform: tvos`, default ios) and the messages
# (`// expect: …`) the compiler must reject it with.
check_fixtures() {
  local fixture platform expected log missing
  for fixture in "$APPLE"/Fixtures/*.swift; do
    platform=$(sed -nE 's|^// platform: ([a-z]+)$|\1|p' "$fixture" | head -1)
    [ -z "$platform" ] && platform=ios
    log=$(mktemp)
    if compile "$platform" -warnings-as-errors -typecheck -module-name Fixture "$fixture" \
      >"$log" 2>&1; then
      fail "fixture $(basename "$fixture") was accepted"
      rm -f "$log"
      continue
    fi
    missing=0
    while IFS= read -r expected; do
      if ! grep -qF -- "$expected" "$log"; then
        fail "fixture $(basename "$fixture") lacks: $expected"
        diagnostics <"$log" | head -5
        missing=1
      fi
    done < <(sed -nE 's|^// expect: (.*)$|\1|p' "$fixture")
    [ $missing = 0 ] && echo "ok: fixture $(basename "$fixture") rejected: $(sed -nE 's|^// expect: (.*)$|\1|p' "$fixture" | head -1)"
    rm -f "$log"
  done
}

report "sources: $SRC; deployment targets iOS $IOS, tvOS $TVOS, macOS $MACOS, watchOS $WATCHOS"
for platform in ${FOLDKIT_APPLE_PLATFORMS:-ios tvos macos watchos}; do
  echo "== $platform: modules (overlays, SwiftUI stand-in, FoldKit core)"
  build_modules "$platform" && check_sources "$platform"
done
case " ${FOLDKIT_APPLE_PLATFORMS:-ios tvos} " in
  *" ios "*)
    echo "== negative fixtures"
    check_fixtures
    ;;
esac
echo "== drift between the Swift stand-in and the headers"
python3 "$APPLE/drift.py" --root "$ROOT" --source "$SRC" --work "$WORK" || fail "the stand-in drifted from the headers"

if [ $failures -gt 0 ]; then
  report "$failures failure(s)"
  exit 1
fi
report "all checks passed"
