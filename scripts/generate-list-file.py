#!/usr/bin/env python3
"""Writes a large list file in FoldKit's JSON list format (docs/json-format.md).

    scripts/generate-list-file.py OUT [--items N] [--seed S]

About N items (default 1,000,000; about 100 bytes of file per item): collapsible sections of
2,500 items, Korean and English titles, a detail on every other item, and every tenth top-level
item with five children. Deterministic for a given seed, one item per line.
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--items", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    rng = random.Random(args.seed)
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
