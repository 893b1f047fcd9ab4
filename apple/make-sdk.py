#!/usr/bin/env python3
"""Generates a minimal Apple-platform "SDK" from this toolchain's own standard-library interfaces.

The Linux toolchain has no Apple SDK, but its standard library ships as textual interfaces
(`.swiftinterface`). Copied with the target triple changed to an Apple one, they let the compiler
type-check for iOS, tvOS, visionOS, macOS or watchOS with availability enforced against a
deployment target. The few lines that do not parse for an Apple target are dropped:
`@backDeployed` attributes (which need the function's body), ABI-only `@_implements` typealiases
with their `@available` line, and `import Glibc`.

Usage: make-sdk.py OUTPUT_DIR PLATFORM...   (PLATFORM: ios, tvos, xros, macos, watchos)
Each platform gets OUTPUT_DIR/PLATFORM with usr/lib/swift/<Module>.swiftmodule/<triple>.swiftinterface
and an SDKSettings.json (and, but for iOS and tvOS, the toolchain's SwiftShims headers in usr/include).
"""

import json
import os
import shutil
import sys

MODULES = ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "Observation",
           "Synchronization", "_Volatile"]

# platform: (interface file name, target in the module flags, SDKSettings canonical name)
PLATFORMS = {
    "ios": ("x86_64-apple-ios-simulator", "x86_64-apple-ios13.0-simulator", "iphonesimulator17.5"),
    "tvos": ("x86_64-apple-tvos-simulator", "x86_64-apple-tvos13.0-simulator", "appletvsimulator17.5"),
    "xros": ("x86_64-apple-xros-simulator", "x86_64-apple-xros1.0-simulator", "xrsimulator1.2"),
    "macos": ("x86_64-apple-macos", "x86_64-apple-macosx10.15", "macosx14.5"),
    "watchos": ("x86_64-apple-watchos-simulator", "x86_64-apple-watchos6.0-simulator",
                "watchsimulator10.5"),
}


def stdlib_dir():
    """The toolchain's lib/swift/linux, found from `swiftc` on PATH."""
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        swiftc = os.path.join(directory, "swiftc")
        if os.path.exists(swiftc):
            usr = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
            return os.path.join(usr, "lib", "swift", "linux")
    sys.exit("make-sdk.py: swiftc is not on PATH")


def convert(text, target):
    """The interface text for an Apple target: new triple, unparseable lines dropped."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        if line.startswith("// swift-module-flags:"):
            line = line.replace("-target x86_64-unknown-linux-gnu", "-target " + target)
        elif stripped.startswith("@backDeployed("):
            continue
        elif stripped == "import Glibc":
            continue
        elif "@_implements(" in line:
            if out and out[-1].strip().startswith("@available("):
                out.pop()
            continue
        out.append(line)
    return "\n".join(out)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    output, platforms = sys.argv[1], sys.argv[2:]
    source = stdlib_dir()
    for platform in platforms:
        if platform not in PLATFORMS:
            sys.exit(f"make-sdk.py: unknown platform {platform!r}")
        name, target, canonical = PLATFORMS[platform]
        root = os.path.join(output, platform)
        for module in MODULES:
            path = os.path.join(source, module + ".swiftmodule",
                                "x86_64-unknown-linux-gnu.swiftinterface")
            with open(path, encoding="utf-8") as file:
                text = file.read()
            directory = os.path.join(root, "usr", "lib", "swift", module + ".swiftmodule")
            os.makedirs(directory, exist_ok=True)
            with open(os.path.join(directory, name + ".swiftinterface"), "w",
                      encoding="utf-8") as file:
                file.write(convert(text, target))
        if platform not in ("ios", "tvos"):
            # The compiler looks for SwiftShims in the SDK's usr/include for these platforms.
            shutil.copytree(os.path.join(os.path.dirname(source), "shims"),
                            os.path.join(root, "usr", "include"), dirs_exist_ok=True)
        settings = {"Version": "17.5", "CanonicalName": canonical,
                    "MaximumDeploymentTarget": "99.0", "VersionMap": {}}
        with open(os.path.join(root, "SDKSettings.json"), "w", encoding="utf-8") as file:
            json.dump(settings, file)


if __name__ == "__main__":
    main()
