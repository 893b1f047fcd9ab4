#!/usr/bin/env python3
r"""Writes a large list file in FoldKit's JSON list format (docs/json-format.md).

    scripts/generate-list-file.py OUT [--items N] [--seed S] [--shape SHAPE]

About N items (default 1,000,000), deterministic for a given seed, in one of five shapes:

  generated  (the default; about 100 bytes of file per item) collapsible sections of 2,500
             items, Korean and English titles, a detail on every other item, and every tenth
             top-level item with five children; one item per line
  outline    pretty-printed (two-space indent): sections of trees ten levels deep, each item
             with two children down to the tenth level, short English titles
  checklist  a check list ("checks", "agreeAll", a policy): sections of 1,000 items, some
             mandatory, disabled or checked, every fifth with three children
  escapes    titles and details full of escapes: \n, \", \uXXXX for every non-ASCII
             character (Korean, accents) and surrogate pairs for emoji
  tiny       one section of N short items ({"id":7,"title":"a7"}), one per line

Prints the number of items written.
"""
import argparse
import json
import random

FAMILY = "김이박최정강조윤장임한오서신권황안송류홍"
GIVEN = ["서연", "민준", "하은", "도윤", "지우", "예준", "수아", "시우", "지호", "다은"]
WORDS = ["회의록", "여행 계획", "장보기", "독서 메모", "운동 기록", "프로젝트", "일정", "연락처"]
ENGLISH = ["meeting notes", "trip plan", "groceries", "reading log", "workout", "project",
           "schedule", "contacts"]


def title(rng, n):
    name = rng.choice(FAMILY) + rng.choice(GIVEN)
    return f"{name} {rng.choice(WORDS)} {n} · {rng.choice(ENGLISH)}"


def detail(rng):
    return f"{rng.choice(ENGLISH).capitalize()}: {rng.choice(WORDS)} 010-{rng.randrange(10**4):04d}-{rng.randrange(10**4):04d}"


def outline(out, rng, items):
    """Sections of trees ten levels deep (each tree 2**10 - 1 items), pretty-printed."""
    written = 0
    sections = []

    def tree(depth):
        nonlocal written
        node = {"id": f"o{written}", "title": f"{rng.choice(ENGLISH)} {written}"}
        written += 1
        if depth < 10:
            node["children"] = [tree(depth + 1) for _ in range(2)]
        return node

    out.write('{\n  "title": "Outline",\n  "sections": [\n')
    section = 0
    while written < items:
        trees = []
        while written < items and len(trees) < 8:
            trees.append(tree(1))
        body = json.dumps({"id": f"s{section}", "header": f"Part {section + 1}",
                           "collapsible": True, "items": trees}, indent=2)
        if section:
            out.write(",\n")
        out.write("    " + body.replace("\n", "\n    "))
        section += 1
    out.write("\n  ]\n}\n")
    return written


def checklist(out, rng, items):
    """A check list: sections of 1,000 items with flags, some with children."""
    written = 0
    out.write('{\n"title": "Checks", "checks": true, "agreeAll": "Agree to all",\n'
              '"policy": "independent",\n"sections": [\n')
    section = 0
    while written < items:
        if section:
            out.write(",\n")
        out.write('{ "id": "c%d", "header": "Terms %d", "items": [\n' % (section, section + 1))
        top = 0
        in_section = 0
        while in_section < 1_000 and written < items:
            item = {"id": written, "title": f"I accept term {written} · {rng.choice(WORDS)}"}
            flag = rng.randrange(10)
            if flag == 0:
                item["mandatory"] = True
            elif flag == 1:
                item["disabled"] = True
            elif flag < 5:
                item["checked"] = True
            written += 1
            in_section += 1
            if top % 5 == 4:
                item["children"] = []
                for _ in range(3):
                    item["children"].append({"id": written, "title": f"clause {written}",
                                             "checked": rng.random() < 0.5})
                    written += 1
                    in_section += 1
            if top:
                out.write(",\n")
            out.write(json.dumps(item, ensure_ascii=False))
            top += 1
        out.write("\n] }")
        section += 1
    out.write("\n]\n}\n")
    return written


EMOJI = ["😀", "🎉", "👍🏽", "🇰🇷", "👨‍👩‍👧", "🦊", "📦"]


def escapes(out, rng, items):
    """Titles and details of quotes, newlines, \\uXXXX and surrogate pairs (ensure_ascii)."""
    written = 0
    out.write('{\n"title": "Escapes \\"quoted\\" \\u00e9",\n"sections": [\n')
    section = 0
    while written < items:
        if section:
            out.write(",\n")
        out.write('{ "id": "e%d", "header": "Line\\none %d", "items": [\n' % (section, section))
        for index in range(2_500):
            if written >= items:
                break
            title = (f'"{rng.choice(ENGLISH)}" {written}\n{rng.choice(WORDS)} '
                     f'café {rng.choice(EMOJI)}{rng.choice(EMOJI)} \\ end')
            item = {"id": written, "title": title}
            if written % 2 == 0:
                item["detail"] = f'line one\n"line two" {rng.choice(EMOJI)} 한글'
            written += 1
            if index:
                out.write(",\n")
            out.write(json.dumps(item, ensure_ascii=True))
        out.write("\n] }")
        section += 1
    out.write("\n]\n}\n")
    return written


def tiny(out, rng, items):
    """One section of short items, one per line."""
    out.write('{"title": "Tiny", "sections": [ { "id": "all", "items": [\n')
    out.write(",\n".join(f'{{"id":{n},"title":"a{n}"}}' for n in range(items)))
    out.write("\n] } ] }\n")
    return items


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--items", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--shape", default="generated",
                        choices=["generated", "outline", "checklist", "escapes", "tiny"])
    args = parser.parse_args()
    rng = random.Random(args.seed)
    shapes = {"outline": outline, "checklist": checklist, "escapes": escapes, "tiny": tiny}
    if args.shape in shapes:
        with open(args.out, "w", encoding="utf-8") as out:
            print(shapes[args.shape](out, rng, args.items))
        return
    per_section = 2_500
    written = 0
    with open(args.out, "w", encoding="utf-8") as out:
        out.write('{\n"title": "큰 목록 · Large list",\n"sections": [\n')
        section = 0
        while written < args.items:
            if section:
                out.write(",\n")
            out.write('{ "id": "s%d", "header": "%d번 묶음 · Group %d", "collapsible": true, '
                      '"items": [\n' % (section, section + 1, section + 1))
            in_section = 0
            top = 0
            while in_section < per_section and written < args.items:
                item = {"id": written, "title": title(rng, written)}
                if written % 2 == 0:
                    item["detail"] = detail(rng)
                written += 1
                in_section += 1
                if top % 10 == 9:
                    children = []
                    for _ in range(5):
                        child = {"id": written, "title": title(rng, written)}
                        if written % 2 == 0:
                            child["detail"] = detail(rng)
                        children.append(child)
                        written += 1
                        in_section += 1
                    item["children"] = children
                if top:
                    out.write(",\n")
                out.write(json.dumps(item, ensure_ascii=False))
                top += 1
            out.write("\n] }")
            section += 1
        out.write("\n]\n}\n")
    print(written)


if __name__ == "__main__":
    main()
