#!/usr/bin/env bash
# Renders docs/gallery.png: runs the gallery in tmux (80x24, 256 colours), opens a contact,
# captures the pane with its colours (capture-pane -e) and draws the cells with a Korean-capable
# monospace font (NanumGothicCoding for Hangul, DejaVu Sans Mono for the rest).
# Usage: scripts/gallery-screenshot.sh [output.png]   (default docs/gallery.png)
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-docs/gallery.png}
PY=/usr/bin/python3
need=()
command -v tmux >/dev/null || need+=(tmux)
[ -f /usr/share/fonts/truetype/nanum/NanumGothicCoding.ttf ] || need+=(fonts-nanum-coding)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || need+=(fonts-dejavu-core)
"$PY" -c 'import PIL' 2>/dev/null || need+=(python3-pil)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -x .build/debug/foldkit ] || swift build --product foldkit
BIN=$(realpath .build/debug/foldkit)

T="tmux -u -L foldkit-shot -f /dev/null"
dir=$(mktemp -d)
trap '$T kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
$T new -d -s keep -x 80 -y 24 'sleep 600'
$T set -g default-terminal tmux-256color
$T set -s escape-time 10
$T new -d -s shot -x 80 -y 24 "env TERM=tmux-256color SWIFT_BACKTRACE=interactive=no $BIN"

wait_for() {
  for _ in $(seq 100); do
    $T capture-pane -p -t shot | grep -qF -- "$1" && return 0
    sleep 0.05
  done
  echo "screenshot: timed out waiting for $1" >&2
  exit 1
}

wait_for '› 김영수'
$T send-keys -t shot Down Down Down Down Enter
wait_for '010-7712-4409'
sleep 0.4 # let the fade-in finish
$T capture-pane -e -N -p -t shot > "$dir/pane.ans"
$T send-keys -t shot q

"$PY" - "$dir/pane.ans" "$out" <<'PYTHON'
import re
import sys
import unicodedata

from PIL import Image, ImageDraw, ImageFont

source, target = sys.argv[1], sys.argv[2]
COLUMNS, ROWS, SIZE, MARGIN = 80, 24, 18, 20
FOREGROUND, BACKGROUND = (221, 224, 230), (26, 28, 36)
ANSI = [
    (26, 28, 36), (224, 108, 117), (152, 195, 121), (229, 192, 123),
    (97, 175, 239), (198, 120, 221), (86, 182, 194), (221, 224, 230),
    (92, 99, 112), (240, 128, 128), (170, 220, 140), (240, 210, 140),
    (130, 190, 250), (215, 150, 235), (110, 200, 210), (255, 255, 255),
]


def xterm256(index):
    if index < 16:
        return ANSI[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[index // 36], steps[index // 6 % 6], steps[index % 6])
    level = 8 + 10 * (index - 232)
    return (level, level, level)


mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
mono_bold = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
hangul = "/usr/share/fonts/truetype/nanum/NanumGothicCoding.ttf"
hangul_bold = "/usr/share/fonts/truetype/nanum/NanumGothicCodingBold.ttf"
cell_w = round(ImageFont.truetype(mono, SIZE).getlength("M"))
WIDE = 2 * cell_w - 1  # Hangul fills its two cells, as in a terminal
fonts = {
    (False, False): ImageFont.truetype(mono, SIZE),
    (True, False): ImageFont.truetype(mono_bold, SIZE),
    (False, True): ImageFont.truetype(hangul, WIDE),
    (True, True): ImageFont.truetype(hangul_bold, WIDE),
}
cell_h = round(SIZE * 1.35)


def width(ch):
    if unicodedata.combining(ch) or ch in "\u200b\u200d\ufe0f":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


class Pen:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg, self.bg, self.bold, self.dim, self.reverse = None, None, False, False, False

    def apply(self, params):
        codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 2:
                self.dim = True
            elif c == 22:
                self.bold = self.dim = False
            elif c == 7:
                self.reverse = True
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37:
                self.fg = ANSI[c - 30]
            elif 90 <= c <= 97:
                self.fg = ANSI[c - 90 + 8]
            elif 40 <= c <= 47:
                self.bg = ANSI[c - 40]
            elif 100 <= c <= 107:
                self.bg = ANSI[c - 100 + 8]
            elif c == 39:
                self.fg = None
            elif c == 49:
                self.bg = None
            elif c in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    color = xterm256(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    color = tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    color = None
                if c == 38:
                    self.fg = color
                else:
                    self.bg = color
            i += 1

    def colors(self):
        fg, bg = self.fg or FOREGROUND, self.bg or BACKGROUND
        if self.reverse:
            fg, bg = bg, fg
        if self.dim:
            fg = tuple((f + b) // 2 for f, b in zip(fg, bg))
        return fg, bg


image = Image.new("RGB", (2 * MARGIN + COLUMNS * cell_w, 2 * MARGIN + ROWS * cell_h), BACKGROUND)
draw = ImageDraw.Draw(image)
pen = Pen()
token = re.compile(r"\x1b\[([0-9;]*)m|\x1b\[[0-9;?]*[A-Za-z]|(.)", re.S)
with open(source, encoding="utf-8") as handle:
    lines = handle.read().split("\n")[:ROWS]
for row, line in enumerate(lines):
    column = 0
    for match in token.finditer(line):
        if match.group(1) is not None:
            pen.apply(match.group(1))
            continue
        ch = match.group(2)
        if ch is None:
            continue
        w = width(ch)
        if w == 0 or column >= COLUMNS:
            continue
        fg, bg = pen.colors()
        x, y = MARGIN + column * cell_w, MARGIN + row * cell_h
        draw.rectangle([x, y, x + w * cell_w - 1, y + cell_h - 1], fill=bg)
        if ch == "▀":
            draw.rectangle([x, y, x + cell_w - 1, y + cell_h // 2 - 1], fill=fg)
        elif ch == "─":
            draw.rectangle([x, y + cell_h // 2, x + cell_w - 1, y + cell_h // 2], fill=fg)
        elif ch != " ":
            wide = ord(ch) >= 0x1100 and w == 2
            font = fonts[(pen.bold, wide)]
            size = WIDE if wide else SIZE
            glyph = font.getlength(ch)
            shift = 1 if wide else -1  # Hangul sits on the Latin baseline
            draw.text((x + (w * cell_w - glyph) / 2, y + (cell_h - size) / 2 + shift), ch,
                      font=font, fill=fg)
        column += w
    pen.reset()
image.save(target, optimize=True)
print(f"wrote {target} ({image.width}x{image.height})")
PYTHON
