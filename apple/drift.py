#!/usr/bin/env python3
"""Compares the UIKit and SwiftUI API the Linux stand-ins declare with what apple/ declares.

The stand-ins (Sources/UIKitStandIn, Sources/SwiftUIStandIn) run the behaviour tests on Linux;
apple/Headers, apple/Overlays and apple/SwiftUI type-check the same sources with Apple's rules. The
two must not drift. From the symbol graphs of both sides (the stand-ins compiled here for Linux,
the Apple side's written by scripts/typecheck-apple.sh for iOS) this reports, and fails on:

- a type or member the stand-in declares that the Apple side does not (by name, kind and
  static-ness, on the type, a supertype or a conformed protocol; a function matches one whose
  labels include the stand-in's in order; the stand-ins' own test controls, named
  `standIn…`/`StandIn…`, are left out);
- a protocol member whose optionality differs: a default implementation in the stand-in for what
  Objective-C makes @required, or none for what it makes @optional;
- an initializer `required` on one side and not on the other (except the cell and header
  initializers the stand-in's table calls through their class, which Swift allows only for
  required initializers; those are printed as notes).

Members the Apple side declares and the stand-in does not are counted (they need no stand-in until
the sources use them: the sources' type-check on both sides catches that).

Usage: drift.py --root REPO --source CHECKOUT --work DIR [--list]
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

KINDS = {
    "swift.class": "type", "swift.struct": "type", "swift.enum": "type", "swift.protocol": "type",
    "swift.typealias": "type", "swift.property": "property", "swift.type.property": "static property",
    "swift.method": "method", "swift.type.method": "static method", "swift.init": "init",
    "swift.enum.case": "case", "swift.subscript": "subscript", "swift.func": "function",
    "swift.var": "variable",
}
# Views the table makes from a registered class: the stand-in needs a required initializer for
# that (see compare()).
METATYPE_MADE = {"UITableViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
                 "UICollectionViewCell"}
# Conformance plumbing that differs between a Swift declaration and an imported one without
# changing what the sources can write.
IGNORED = {"hashValue", "hash(into:)", "init(rawValue:)", "rawValue", "description", "init(_:)",
           "Body", "body", "RawValue", "Element", "ArrayLiteralElement", "AllCases", "allCases"}


def load(directory, modules):
    """The symbols and relationships of `modules`' graphs (extensions included) in `directory`."""
    symbols, relations = {}, []
    for module in modules:
        for path in glob.glob(os.path.join(directory, module + ".symbols.json")) + glob.glob(
                os.path.join(directory, module + "@*.symbols.json")):
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                symbols[symbol["identifier"]["precise"]] = symbol
            relations.extend(graph["relationships"])
    return symbols, relations


def key(symbol):
    kind = KINDS.get(symbol["kind"]["identifier"], symbol["kind"]["identifier"])
    return ".".join(symbol["pathComponents"]), kind


def is_required_init(symbol):
    return symbol["kind"]["identifier"] == "swift.init" and any(
        fragment.get("spelling") == "required" for fragment in symbol.get("declarationFragments", []))


def table(symbols, relations, stand_in):
    """The comparable declarations of one side.

    Returns (members, optional, parents): members maps (path, kind) to whether it is a required
    initializer; optional maps a protocol member's path to whether it is optional (an Objective-C
    @optional member, or a Swift requirement with a default implementation); parents maps a type's
    path to the types it inherits from or conforms to (typealiases count as their target).
    """
    members, parents, aliases = {}, {}, {}
    for precise, symbol in symbols.items():
        if "::SYNTHESIZED::" in precise:
            continue
        # The stand-in re-exports Foundation: only what its own files declare counts.
        if stand_in and "StandIn/" not in symbol.get("location", {}).get("uri", ""):
            continue
        path, kind = key(symbol)
        name = symbol["pathComponents"][-1]
        if symbol["kind"]["identifier"] == "swift.typealias":
            targets = [f["spelling"] for f in symbol.get("declarationFragments", [])
                       if f.get("kind") == "typeIdentifier"]
            if len(targets) == 1:
                aliases[path] = targets[0]
        if stand_in and "standin" in path.lower():
            continue
        if name in IGNORED or not name[:1].isalpha() and not name.startswith("init"):
            continue
        members.setdefault((path, kind), False)
        members[(path, kind)] |= is_required_init(symbol)
    optional = {}
    for relation in relations:
        source, target = symbols.get(relation["source"]), symbols.get(relation["target"])
        if relation["kind"] in ("inheritsFrom", "conformsTo") and source is not None:
            parent = (".".join(target["pathComponents"]) if target is not None
                      else relation.get("targetFallback", "").split(".")[-1])
            parents.setdefault(".".join(source["pathComponents"]), set()).add(parent)
            continue
        if source is None or target is None:
            continue
        path = ".".join(source["pathComponents"])
        if relation["kind"] == "optionalRequirementOf":
            optional[path] = True
        elif relation["kind"] == "requirementOf":
            optional.setdefault(path, False)
    # A requirement with a default implementation (a Swift protocol's way of being optional).
    for relation in relations:
        if relation["kind"] != "defaultImplementationOf":
            continue
        target = symbols.get(relation["target"])
        if target is not None:
            optional[".".join(target["pathComponents"])] = True
    # Members of a typealias's target are members of the alias too.
    for alias, target in aliases.items():
        for (path, kind), required in list(members.items()):
            if path.startswith(target + "."):
                members.setdefault((alias + path[len(target):], kind), required)
    return members, optional, parents


def labels(name):
    """('base', ['label', ...]) of a member name such as 'init(title:identifier:handler:)'."""
    if "(" not in name:
        return name, None
    base, rest = name.split("(", 1)
    return base, [label for label in rest.rstrip(")").split(":") if label != ""] if rest != ")" else []


def declared(path, kind, members, parents):
    """Whether `path` of `kind` is declared on its type, a supertype or a conformed protocol, or
    (for a function) as one whose labels include these in order (the others defaulted)."""
    type_path, _, name = path.rpartition(".")
    seen, queue = set(), [type_path]
    while queue:
        current = queue.pop()
        if current in seen:
            continue
        seen.add(current)
        candidate = f"{current}.{name}" if current else name
        if (candidate, kind) in members:
            return True
        base, wanted = labels(name)
        if wanted is not None:
            for (other, other_kind) in members:
                if other_kind != kind or other.rpartition(".")[0] != current:
                    continue
                other_base, other_labels = labels(other.rpartition(".")[2])
                if other_base != base or other_labels is None:
                    continue
                remaining = iter(other_labels)
                if all(label in remaining for label in wanted):
                    return True
        queue.extend(parents.get(current, ()))
    return False


def stand_in_graphs(source, out):
    """Compiles the stand-ins for Linux with symbol graphs into `out`."""
    features = ["-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature",
                "MemberImportVisibility", "-enable-upcoming-feature", "InternalImportsByDefault"]
    for module, deps in (("UIKitStandIn", []), ("SwiftUIStandIn", ["UIKitStandIn"])):
        files = sorted(glob.glob(os.path.join(source, "Sources", module, "**", "*.swift"),
                                 recursive=True))
        command = ["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module",
                   "-module-name", module, "-package-name", "FoldKit", "-I", out,
                   "-emit-module-path", os.path.join(out, module + ".swiftmodule"),
                   "-emit-symbol-graph", "-emit-symbol-graph-dir", out] + features + files
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"drift: {module} does not build:\n{result.stderr[-3000:]}")


def compare(name, stand_in, apple, listing):
    (s_members, s_optional, _), (a_members, a_optional, a_parents) = stand_in, apple
    problems = []
    for (path, kind), required in sorted(s_members.items()):
        if not declared(path, kind, a_members, a_parents):
            problems.append(f"{name}: the stand-in declares {kind} {path}, the Apple side does not")
        elif kind == "init" and (path, kind) in a_members and required != a_members[(path, kind)]:
            if required and path.rpartition(".")[0] in METATYPE_MADE:
                # The stand-in makes these views from their metatype, which Swift allows only
                # through a required initializer; UIKit makes them through the Objective-C runtime.
                # On Apple a subclass must implement init?(coder:) instead, which the header check
                # enforces on the sources.
                print(f"drift: note: init {path} is required in the stand-in only "
                      "(it makes these views from their class, as UIKit does)")
                continue
            problems.append(
                f"{name}: init {path} is {'required' if required else 'not required'} in the "
                f"stand-in, {'required' if a_members[(path, kind)] else 'not required'} on Apple")
    for path, optional in sorted(s_optional.items()):
        if path in a_optional and a_optional[path] != optional:
            problems.append(
                f"{name}: {path} is {'optional' if a_optional[path] else 'required'} on Apple, "
                f"{'has a default implementation' if optional else 'has none'} in the stand-in")
    apple_only = sorted(set(a_members) - set(s_members))
    print(f"drift: {name}: {len(s_members)} stand-in declarations compared, "
          f"{len(apple_only)} Apple-side declarations without a stand-in")
    if listing:
        for path, kind in apple_only:
            print(f"  apple only: {kind} {path}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    apple_dir = os.path.join(args.work, "modules", "ios", "symbols")
    if not glob.glob(os.path.join(apple_dir, "UIKit.symbols.json")):
        sys.exit("drift: no iOS symbol graphs; run scripts/typecheck-apple.sh with ios first")
    with tempfile.TemporaryDirectory() as out:
        stand_in_graphs(args.source, out)
        problems = compare("UIKit", table(*load(out, ["UIKitStandIn"]), True),
                           table(*load(apple_dir, ["UIKit", "Foundation", "ObjectiveC",
                                                   "CoreGraphics"]), False), args.list)
        problems += compare("SwiftUI", table(*load(out, ["SwiftUIStandIn"]), True),
                            table(*load(apple_dir, ["SwiftUI"]), False), args.list)
    for problem in problems:
        print("drift: " + problem)
    if problems:
        print(f"drift: {len(problems)} difference(s)")
        sys.exit(1)
    print("drift: none")


if __name__ == "__main__":
    main()
