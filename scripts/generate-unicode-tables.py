#!/usr/bin/env python3
"""Generates FoldKitText's Unicode property tables from the UCD files in Data/Unicode.

    python3 scripts/generate-unicode-tables.py [--data DIR] [--out DIR]

Reads LineBreak.txt, EastAsianWidth.txt, DerivedGeneralCategory.txt, GraphemeBreakProperty.txt
and emoji-data.txt (Unicode 15.0.0) and writes Generated/UnicodeTables.swift: one 16-bit
property word per code point in a two-stage table (stage 1 maps a block of code points to a
block of stage 2), both stages encoded as base-64 string literals so the Swift compiler does not
type-check a large array literal. The word packs:

    bits 0-5   line break class, resolved per UAX #14 LB1, plus a few pseudo-classes
    bits 6-9   grapheme cluster break property (Extended_Pictographic folded in as its own value)
    bits 10-11 width code: 0, 1 or 2 cells, or 3 = East Asian ambiguous (1 or 2 by option)
    bit 12     Emoji
    bit 13     unassigned in this Unicode version
    bit 14     control character (C0, DEL, C1)

Running it twice gives the same bytes; CI regenerates into a temporary folder and diffs.
"""

import argparse
import base64
import os
import re
import sys

UNICODE_VERSION = "15.0.0"
MAX = 0x110000
BLOCK_SHIFT = 7

# Line break classes after LB1 (AI, SG, XX -> AL; SA -> CM or AL; CJ -> NS), then pseudo-classes:
# OPW is OP with East_Asian_Width F, W or H (excluded by LB30; no CP is wide in 15.0); DC is
# U+25CC DOTTED CIRCLE (AL except in LB28a); IDP is Extended_Pictographic and unassigned (ID
# except in LB30b).
LB_CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "CM", "ZWJ", "WJ", "GL", "BA", "BB", "HY", "CB", "CL",
    "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL", "HL", "ID", "EB",
    "EM", "H2", "H3", "JL", "JV", "JT", "RI", "B2", "AK", "AP", "AS", "VF", "VI",
    "OPW", "DC", "IDP",
]
GCB_VALUES = [
    "Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend",
    "SpacingMark", "L", "V", "T", "LV", "LVT", "ExtPict",
]
SWIFT_GCB_NAMES = {
    "Other": "other", "CR": "cr", "LF": "lf", "Control": "control", "Extend": "extend",
    "ZWJ": "zwj", "Regional_Indicator": "regionalIndicator", "Prepend": "prepend",
    "SpacingMark": "spacingMark", "L": "l", "V": "v", "T": "t", "LV": "lv", "LVT": "lvt",
    "ExtPict": "extendedPictographic",
}

LINE = re.compile(r"^([0-9A-Fa-f]+)(?:\.\.([0-9A-Fa-f]+))?\s*;\s*([A-Za-z0-9_]+)")


def parse(path):
    """Yields (first, last, value) for every data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = LINE.match(line)
            if m:
                first = int(m.group(1), 16)
                last = int(m.group(2), 16) if m.group(2) else first
                yield first, last, m.group(3)


def fill(table, path, accept=None, transform=lambda v: v):
    for first, last, value in parse(path):
        if accept is None or value in accept:
            for cp in range(first, last + 1):
                table[cp] = transform(value)


def load(data):
    gc = ["Cn"] * MAX
    fill(gc, os.path.join(data, "DerivedGeneralCategory.txt"))

    eaw = ["N"] * MAX
    for first, last in ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)):
        for cp in range(first, last + 1):
            eaw[cp] = "W"
    fill(eaw, os.path.join(data, "EastAsianWidth.txt"))

    lb = ["XX"] * MAX
    for first, last, value in ((0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"),
                               (0xF900, 0xFAFF, "ID"), (0x20000, 0x2FFFD, "ID"),
                               (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"),
                               (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")):
        for cp in range(first, last + 1):
            lb[cp] = value
    fill(lb, os.path.join(data, "LineBreak.txt"))

    gcb = ["Other"] * MAX
    fill(gcb, os.path.join(data, "GraphemeBreakProperty.txt"))

    emoji = [False] * MAX
    presentation = [False] * MAX
    pictographic = [False] * MAX
    path = os.path.join(data, "emoji-data.txt")
    fill(emoji, path, {"Emoji"}, lambda _: True)
    fill(presentation, path, {"Emoji_Presentation"}, lambda _: True)
    fill(pictographic, path, {"Extended_Pictographic"}, lambda _: True)
    return gc, eaw, lb, gcb, emoji, presentation, pictographic


def resolve_line_break(cp, cls, gc, eaw, pictographic):
    """Applies LB1 and assigns the pseudo-classes."""
    if cls in ("AI", "SG", "XX"):
        cls = "AL"
    elif cls == "SA":
        cls = "CM" if gc in ("Mn", "Mc") else "AL"
    elif cls == "CJ":
        cls = "NS"
    if cls == "OP" and eaw in ("F", "W", "H"):
        return "OPW"
    assert not (cls == "CP" and eaw in ("F", "W", "H")), "LB30 needs a wide-CP pseudo-class"
    if cp == 0x25CC:
        assert cls == "AL"
        return "DC"
    if pictographic and gc == "Cn" and cls == "ID":
        return "IDP"
    return cls


def width_code(cp, gc, eaw, presentation):
    """The per-scalar width of TERMINAL.md section 7, rules 1-3 and 5 (rule 4 needs two scalars)."""
    if gc == "Cc":
        return 0
    if (gc in ("Mn", "Me", "Cf") and cp != 0x00AD) or 0x1160 <= cp <= 0x11FF \
            or 0xD7B0 <= cp <= 0xD7FF:
        return 0
    if eaw in ("W", "F"):
        return 2
    if presentation:
        return 2
    if eaw == "A":
        return 3
    return 1


def build(data):
    gc, eaw, lb, gcb, emoji, presentation, pictographic = load(data)
    words = []
    for cp in range(MAX):
        cls = resolve_line_break(cp, lb[cp], gc[cp], eaw[cp], pictographic[cp])
        grapheme = gcb[cp]
        if pictographic[cp]:
            assert grapheme == "Other", (hex(cp), grapheme)
            grapheme = "ExtPict"
        word = LB_CLASSES.index(cls)
        word |= GCB_VALUES.index(grapheme) << 6
        word |= width_code(cp, gc[cp], eaw[cp], presentation[cp]) << 10
        word |= (1 << 12) if emoji[cp] else 0
        word |= (1 << 13) if gc[cp] == "Cn" else 0
        word |= (1 << 14) if cp < 0x20 or 0x7F <= cp <= 0x9F else 0
        words.append(word)
    return words


def two_stage(words):
    size = 1 << BLOCK_SHIFT
    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, MAX, size):
        block = tuple(words[start:start + size])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2.extend(block)
        stage1.append(blocks[block])
    assert stage1[0] == 0, "ASCII must sit in block 0 so it indexes stage 2 directly"
    return stage1, stage2


def literal(data, indent="    "):
    text = base64.b64encode(bytes(data)).decode("ascii")
    width = 96
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    return "\n".join(indent + line for line in lines)


def render(stage1, stage2):
    wide1 = max(stage1) > 255
    stage1_bytes = []
    for value in stage1:
        stage1_bytes.extend((value & 0xFF, value >> 8) if wide1 else (value,))
    stage2_bytes = []
    for value in stage2:
        stage2_bytes.extend((value & 0xFF, value >> 8))
    out = []
    out.append(f"// Generated by scripts/generate-unicode-tables.py from the Unicode {UNICODE_VERSION}")
    out.append("// data files in Data/Unicode. Do not edit; change the generator and run it again.")
    out.append("// swift-format-ignore-file")
    out.append("")
    out.append(f"/// Unicode {UNICODE_VERSION} properties, one 16-bit word per code point in a two-stage table.")
    out.append("@usableFromInline")
    out.append("enum UnicodeData {")
    out.append(f"  /// The Unicode version of the tables.")
    out.append(f"  static let version = \"{UNICODE_VERSION}\"")
    out.append(f"  /// log2 of the number of code points per stage-2 block.")
    out.append(f"  @usableFromInline static let blockShift = {BLOCK_SHIFT}")
    out.append(f"  /// Whether stage 1 entries are 16-bit (little-endian) rather than 8-bit.")
    out.append(f"  static let stage1IsWide = {'true' if wide1 else 'false'}")
    out.append(f"  /// Stage 1: {len(stage1)} block numbers, base-64.")
    out.append("  static let stage1Base64 = \"\"\"")
    out.append(literal(stage1_bytes))
    out.append("    \"\"\"")
    out.append(f"  /// Stage 2: {len(stage2) >> BLOCK_SHIFT} blocks of {1 << BLOCK_SHIFT} little-endian words, base-64.")
    out.append("  static let stage2Base64 = \"\"\"")
    out.append(literal(stage2_bytes))
    out.append("    \"\"\"")
    out.append("}")
    out.append("")
    out.append("/// Line break classes after UAX #14 rule LB1, and pseudo-classes (see the generator).")
    out.append("@usableFromInline")
    out.append("enum LineBreakClass {")
    out.append(f"  /// The number of classes.")
    out.append(f"  @usableFromInline static let count = {len(LB_CLASSES)}")
    for index, name in enumerate(LB_CLASSES):
        swift_name = name.lower()
        if swift_name in ("in", "is", "as"):
            swift_name = f"`{swift_name}`"
        out.append(f"  @usableFromInline static let {swift_name}: UInt8 = {index}")
    out.append("  /// The classes' names, by value.")
    out.append("  static let names: [String] = [")
    for i in range(0, len(LB_CLASSES), 12):
        out.append("    " + " ".join(f"\"{n}\"," for n in LB_CLASSES[i:i + 12]))
    out.append("  ]")
    out.append("}")
    out.append("")
    out.append("/// Grapheme_Cluster_Break values, with Extended_Pictographic as a value of its own.")
    out.append("@usableFromInline")
    out.append("enum GraphemeBreakClass {")
    out.append(f"  /// The number of values.")
    out.append(f"  @usableFromInline static let count = {len(GCB_VALUES)}")
    for index, name in enumerate(GCB_VALUES):
        out.append(f"  @usableFromInline static let {SWIFT_GCB_NAMES[name]}: UInt8 = {index}")
    out.append("}")
    out.append("")
    return "\n".join(out)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=os.path.join(root, "Data", "Unicode"))
    parser.add_argument("--out", default=os.path.join(root, "Sources", "FoldKitText", "Generated"))
    args = parser.parse_args()
    words = build(args.data)
    stage1, stage2 = two_stage(words)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "UnicodeTables.swift")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(render(stage1, stage2))
    print(f"{path}: {len(stage1)} stage-1 entries, {len(stage2) >> BLOCK_SHIFT} blocks",
          file=sys.stderr)


if __name__ == "__main__":
    main()
