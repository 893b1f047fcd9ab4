#!/usr/bin/env bash
# End-to-end tests of the foldkit gallery in a real terminal (tmux), as TERMINAL.md §12 describes:
# every screen, a resize, a mouse click, and a restored terminal after q, Ctrl-C and SIGTERM.
# Usage: Tests/e2e/gallery.sh [path/to/foldkit]   (default .build/debug/foldkit)
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=$(realpath "${1:-.build/debug/foldkit}")
[ -x "$BIN" ] || { echo "e2e: $BIN is not built (swift build --product foldkit)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux is required (apt-get install -y tmux)" >&2; exit 1; }

# A tmux server of this run alone, so that runs side by side do not share panes.
T="tmux -u -L foldkit-test-$$ -f /dev/null"
dir=$(mktemp -d)
trap '$T kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
failures=0
passes=0

capture() { $T capture-pane -p -t ui; }

# wait_for TEXT: poll the pane every 50 ms until it shows TEXT; fail after 5 s.
wait_for() {
  local text=$1
  for _ in $(seq 100); do
    if capture | grep -qF -- "$text"; then return 0; fi
    sleep 0.05
  done
  echo "e2e: timed out waiting for: $text" >&2
  echo "---- last capture ----" >&2
  capture >&2
  echo "----------------------" >&2
  return 1
}

# wait_display FORMAT VALUE: poll tmux's display -p until FORMAT gives VALUE.
wait_display() {
  for _ in $(seq 100); do
    if [ "$($T display -p -t ui "$1")" = "$2" ]; then return 0; fi
    sleep 0.05
  done
  echo "e2e: $1 is '$($T display -p -t ui "$1")', expected '$2'" >&2
  return 1
}

# check NAME COMMAND...: run a check, count it, keep going on failure.
# E2E_ONLY=WORDS runs only the checks whose name contains WORDS.
check() {
  local name=$1
  shift
  if [ -n "${E2E_ONLY:-}" ] && [[ "$name" != *"$E2E_ONLY"* ]]; then return 0; fi
  if "$@"; then
    passes=$((passes + 1))
    echo "ok   $name"
  else
    failures=$((failures + 1))
    echo "FAIL $name"
  fi
}

# A session that stays for the whole run, so the server never exits between tests.
$T new -d -s keep -x 80 -y 24 'sleep 3600'
$T set -s escape-time 10

start_pane() {
  $T kill-session -t ui 2>/dev/null || true
  $T new -d -s ui -x 80 -y 24 'env PS1="$ " bash --norc --noprofile'
  wait_for '$'
}

# wait_gone TEXT: poll until the pane no longer shows TEXT (a fading row has gone).
wait_gone() {
  for _ in $(seq 100); do
    if ! capture | grep -qF -- "$1"; then return 0; fi
    sleep 0.05
  done
  echo "e2e: still showing: $1" >&2
  capture >&2
  return 1
}

# start_gallery ARGS...: run the gallery in the pane; GALLERY_ENV adds variables (NO_COLOR=1).
# SWIFT_BACKTRACE is left unset, as a person running it would leave it.
start_gallery() {
  start_pane
  $T send-keys -t ui "clear; env -u SWIFT_BACKTRACE ${GALLERY_ENV:-} sh -c 'ulimit -c 0; echo \$\$ > $dir/pid; exec $BIN $*'; echo \"status=\$?\"" Enter
}

# restored: the main screen is back, mouse reporting is off and the tty is cooked with echo.
restored() {
  wait_display '#{alternate_on} #{mouse_any_flag}' '0 0' || return 1
  $T send-keys -t ui 'clear; m=cooked; stty -a | grep -qw -- -icanon && m=raw; e=echo; stty -a | grep -qw -- -echo && e=noecho; echo "STTY: $m $e"' Enter
  wait_for 'STTY: cooked echo'
}

# line_of TEXT: the 1-based pane row that shows TEXT.
line_of() { capture | grep -nF -- "$1" | head -1 | cut -d: -f1; }

click() { # click COLUMN ROW (1-based), SGR encoding
  local bytes
  bytes=$(printf '\e[<0;%d;%dM' "$1" "$2" | od -An -tx1)
  # shellcheck disable=SC2086
  $T send-keys -t ui -H $bytes
}

screens_journey() {
  start_gallery
  wait_for '1 Contacts' || return 1
  wait_for '› 김영수' || return 1
  wait_display '#{alternate_on}' 1 || return 1
  # Contacts: the second Friend's number shows beneath her; the wheel and a click move it.
  $T send-keys -t ui Down Down Down Down Enter
  wait_for '010-7712-4409' || return 1
  local row
  row=$(line_of '오준우')
  click 10 "$row"
  wait_for '010-1190-6647' || return 1
  wait_gone '010-7712-4409' || return 1
  # Sections: the first header hides its rows.
  $T send-keys -t ui Tab
  wait_for '› Section 1' || return 1
  $T send-keys -t ui Enter
  wait_for 'Section 1  (hidden)' || return 1
  # Accordion: the first category opens.
  $T send-keys -t ui Tab
  wait_for '› Mobility' || return 1
  $T send-keys -t ui Enter
  wait_for 'Public transport' || return 1
  # Messages, then a resize re-wraps them.
  $T send-keys -t ui Tab
  wait_for '내일 회의는 10시에 시작합니다.' || return 1
  wait_for 'Reminder: the quarterly review moves to Thursday afternoon. Please bring' || return 1
  $T resize-window -t ui -x 40 -y 24
  wait_for '  moves to Thursday afternoon.' || return 1
  $T resize-window -t ui -x 80 -y 24
  wait_for 'Reminder: the quarterly review moves to Thursday afternoon. Please bring' || return 1
  # Terms: agree to all enables the Agree button.
  $T send-keys -t ui Tab
  wait_for '(disabled)' || return 1
  $T send-keys -t ui Space
  wait_for '› [x] Agree to all' || return 1
  wait_gone '(disabled)' || return 1
  # Shift-Tab goes back; the mouse wheel scrolls the messages.
  $T send-keys -t ui BTab
  wait_for '내일 회의는 10시에 시작합니다.' || return 1
  $T send-keys -t ui -H 1b 5b 3c 36 35 3b 31 30 3b 35 4d
  $T send-keys -t ui -H 1b 5b 3c 36 35 3b 31 30 3b 35 4d
  wait_gone '내일 회의는' || return 1
  $T send-keys -t ui q
  restored
}

quit_with_ctrl_c() {
  start_gallery --screen terms
  wait_for '› [ ] Agree to all' || return 1
  $T send-keys -t ui C-c
  restored
}

quit_with_sigterm() {
  start_gallery --screen accordion
  wait_for '› Mobility' || return 1
  kill -TERM "$(cat "$dir/pid")"
  restored
}

bad_json() {
  start_pane
  printf '{\n  "sections": [\n    { "items": [ { "id": "a" } ] }\n  ]\n}\n' > "$dir/bad.json"
  $T send-keys -t ui "clear; $BIN $dir/bad.json; echo \"status=\$?\"" Enter
  wait_for "bad.json:3:18: error: item \"a\" has no \"title\"" || return 1
  wait_for 'status=2' || return 1
  [ "$($T display -p -t ui '#{alternate_on}')" = 0 ]
}

# ended_by SIGNAL: after kill -SIGNAL the process is gone within a second with status 128 + the
# signal's number, and the terminal is restored; SWIFT_BACKTRACE is not set (Swift's backtracer
# would otherwise wait 30 s for a key on a terminal).
ended_by() {
  local number started elapsed
  number=$(kill -l "$1")
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  started=$(date +%s%N)
  kill "-$1" "$(cat "$dir/pid")"
  wait_for "status=$((128 + number))" || return 1
  elapsed=$((($(date +%s%N) - started) / 1000000))
  if [ "$elapsed" -ge 1000 ]; then
    echo "e2e: SIG$1 took $elapsed ms to end the process" >&2
    return 1
  fi
  restored
}

# wait_count TEXT N: poll until exactly N lines of the pane show TEXT.
wait_count() {
  for _ in $(seq 100); do
    if [ "$(capture | grep -cF -- "$1")" -eq "$2" ]; then return 0; fi
    sleep 0.05
  done
  echo "e2e: $(capture | grep -cF -- "$1") lines show '$1', expected $2" >&2
  capture >&2
  return 1
}

# Contacts: the number moves 30 times, down the list and back up; after each move the new number
# shows and the old one fades out for good (no row left dimmed until the next key).
number_moves_leave_no_fading_row() {
  local numbers=(2384-1957 5521-0834 9046-3351 4417-2290 7712-4409 2275-8863 1190-6647
    3309-7718 6628-0192 8834-5526)
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  $T send-keys -t ui Enter
  wait_for "010-${numbers[0]}" || return 1
  local at=0 step=1 move
  for move in $(seq 30); do
    if [ $((at + step)) -ge ${#numbers[@]} ] || [ $((at + step)) -lt 0 ]; then step=$((-step)); fi
    if [ "$step" -eq 1 ]; then $T send-keys -t ui Down Enter; else $T send-keys -t ui Up Enter; fi
    wait_for "010-${numbers[$((at + step))]}" || return 1
    wait_gone "010-${numbers[$at]}" || { echo "e2e: move $move left a row" >&2; return 1; }
    wait_count '    010-' 1 || return 1
    at=$((at + step))
  done
  $T send-keys -t ui q
  restored
}

# A resize to a small window keeps the selected row in view (no key pressed after it).
resize_keeps_selection() {
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  $T send-keys -t ui Down Down Down Down Down Down Down
  wait_for '› 강다은' || return 1
  $T resize-window -t ui -x 40 -y 12
  wait_for '› 강다은' || return 1
  $T resize-window -t ui -x 80 -y 24
  $T send-keys -t ui q
  restored
}

# On the terms screen a click on ⌄ opens the term's text without checking it.
chevron_click_opens_text() {
  start_gallery --screen terms
  wait_for '› [ ] Agree to all' || return 1
  local row
  row=$(line_of 'I am 14 or older')
  click 79 "$row"
  wait_for 'You confirm that you are at least 14' || return 1
  capture | grep -qF '[ ] I am 14 or older' || return 1
  $T send-keys -t ui q
  restored
}

# The payment term's text and its sub-terms open apart: ← closes the sub-terms, d opens the text
# alone, → adds the sub-terms beneath it, and a click on ⌄ closes the text and keeps them.
payment_text_apart_from_sub_terms() {
  start_gallery --screen terms
  wait_for '› [ ] Agree to all' || return 1
  wait_for 'Third-party data sharing' || return 1
  $T send-keys -t ui Down Down Down Down Left
  wait_gone 'Third-party data sharing' || return 1
  $T send-keys -t ui d
  wait_for 'Payments in the app are processed' || return 1
  capture | grep -qF 'Third-party data sharing' && return 1
  $T send-keys -t ui Right
  wait_for 'Third-party data sharing' || return 1
  local row
  row=$(line_of 'App payment terms')
  click 79 "$row"
  wait_gone 'Payments in the app are processed' || return 1
  capture | grep -qF 'Payment history sharing' || return 1
  capture | grep -qF '[ ] App payment terms' || return 1
  $T send-keys -t ui q
  restored
}

# Headers carry no background colour; with NO_COLOR nothing is coloured at all.
colours_read_on_any_theme() {
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  if $T capture-pane -e -p -t ui | grep -qE $'\e\[[0-9;]*48;'; then
    echo "e2e: a background colour is drawn" >&2
    return 1
  fi
  $T send-keys -t ui q
  restored || return 1
  GALLERY_ENV=NO_COLOR=1 start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  if $T capture-pane -e -p -t ui | grep -qE $'\e\[[0-9;]*(38|48);'; then
    echo "e2e: NO_COLOR output has colours" >&2
    return 1
  fi
  $T send-keys -t ui q
  restored
}

# A Korean locale shows the screens and the help in Korean.
korean_locale() {
  GALLERY_ENV="LANG=ko_KR.UTF-8 LC_ALL=" start_gallery --screen terms
  wait_for '1 연락처' || return 1
  wait_for '› [ ] 전체 동의' || return 1
  wait_for 'q 끝내기' || return 1
  $T send-keys -t ui q
  restored
}

plain_when_piped() {
  local out
  out=$("$BIN" --screen contacts | cat)
  printf '%s' "$out" | grep -qF '010-7712-4409' || return 1
  printf '%s' "$out" | LC_ALL=C grep -q $'\x1b' && return 1
  # Everything expanded: the payment term's own text, the Files screen, a file's title.
  out=$("$BIN" | cat)
  printf '%s' "$out" | grep -qF 'Payments in the app are processed' || return 1
  printf '%s' "$out" | grep -qxF '== Files ==' || return 1
  printf '%s' "$out" | LC_ALL=C grep -q $'\x1b' && return 1
  printf '{ "title": "Titled", "sections": [ { "items": [ { "id": 1, "title": "Only" } ] } ] }' \
    > "$dir/titled.json"
  out=$("$BIN" "$dir/titled.json" | cat)
  [ "$(printf '%s' "$out" | head -1)" = '== Titled ==' ] || { echo "e2e: $out" >&2; return 1; }
  mkdir -p "$dir/tree/a/b"
  touch "$dir/tree/a/b/leaf"
  out=$("$BIN" --files "$dir/tree" | cat)
  printf '%s' "$out" | grep -qF '        leaf' || { echo "e2e: $out" >&2; return 1; }
}

# A list read from standard input, through a pipe and through a redirection, prints the same.
list_from_standard_input() {
  local list='{ "title": "Piped", "sections": [ { "items": [ { "id": 1, "title": "From a pipe" } ] } ] }'
  printf '%s' "$list" > "$dir/piped.json"
  local piped redirected
  piped=$(printf '%s' "$list" | "$BIN" - --snapshot --size 40x6) || return 1
  redirected=$("$BIN" - --snapshot --size 40x6 < "$dir/piped.json") || return 1
  printf '%s' "$piped" | grep -qF 'From a pipe' || return 1
  printf '%s' "$piped" | grep -qF 'Piped' || return 1
  [ "$piped" = "$redirected" ]
}

search_contacts() {
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  # / then a Korean letter: only 최서연 and her section headers stay; Esc brings everyone back.
  $T send-keys -t ui /
  $T send-keys -t ui -l '최'
  wait_for '/최' || return 1
  wait_gone '김영수' || return 1
  wait_for '최서연' || return 1
  wait_gone 'Family' || return 1
  # (Rows fading out show for a moment, so the waits after Esc look at the status line; a key
  # sent within the Esc delay would make Esc an Alt.)
  $T send-keys -t ui Escape
  wait_gone '/최' || return 1
  wait_for '김영수' || return 1
  # A kept filter says the place among the matches and what each key did; after clearing, a new
  # search starts on the first match.
  $T send-keys -t ui /
  $T send-keys -t ui -l '김'
  $T send-keys -t ui Enter
  wait_for '/김  1 of 2 · 김영수, collapsed, 1 of 3' || return 1
  $T send-keys -t ui n
  wait_for '/김  2 of 2 · 김지은, collapsed, 3 of 3' || return 1
  $T send-keys -t ui Enter
  wait_for '/김  2 of 2 · 김지은, expanded, 010-9046-3351, 3 of 3' || return 1
  $T send-keys -t ui Escape
  wait_gone '/김' || return 1
  $T send-keys -t ui /
  wait_for '/▏' || return 1
  $T send-keys -t ui -l '김'
  wait_for '/김▏  (2)' || return 1
  wait_for '› 김영수' || return 1
  $T send-keys -t ui Escape
  wait_gone '/김' || return 1
  $T send-keys -t ui q
  restored
}

search_json_file() {
  cat > "$dir/search.json" <<'JSON'
{ "sections": [ { "items": [
  { "id": "a", "title": "Alpha", "children": [ { "id": "n", "title": "Needle" } ] },
  { "id": "b", "title": "Beta" } ] } ] }
JSON
  start_gallery "$dir/search.json"
  wait_for 'Alpha' || return 1
  $T send-keys -t ui / n e e Enter
  wait_for 'Needle' || return 1
  wait_gone 'Beta' || return 1
  $T send-keys -t ui Escape
  wait_for 'Beta' || return 1
  wait_gone 'Needle' || return 1
  $T send-keys -t ui q
  restored
}

files_big_tree() {
  # 100 folders of 1,000 files, a folder that vanishes before it opens, and a link loop.
  local big="$dir/big"
  mkdir -p "$big"
  for d in $(seq -w 0 99); do
    mkdir "$big/d$d"
    (cd "$big/d$d" && touch $(seq -f "f%04g" 0 999))
  done
  mkdir "$big/gone" "$big/loop"
  ln -s "$big/loop" "$big/loop/self"
  start_gallery --files "$big"
  wait_for 'd00/' || return 1
  # A folder's 1,000 files appear when it opens.
  $T send-keys -t ui Down Right
  wait_for 'f0000' || return 1
  # A folder that cannot be read shows the reason beneath it.
  rm -rf "$big/gone"
  $T send-keys -t ui End Up Right
  wait_for 'No such file or directory' || return 1
  # A link to its own folder is shown, not followed.
  $T send-keys -t ui Down Down Right
  wait_for 'self →' || return 1
  $T send-keys -t ui q
  restored
}

# A large file shows its first screen at once, with the loading line under the list; ↓ moves
# while it loads; then the whole list is there (its full line count) and the loading line goes.
large_file_shows_first_screen_at_once() {
  python3 scripts/generate-list-file.py "$dir/large.json" --items 300000 >/dev/null
  start_gallery "$dir/large.json"
  wait_for_regex '^ loading [0-9]+% \(' || return 1
  wait_for '› 1번 묶음 · Group 1' || return 1
  $T send-keys -t ui Down
  wait_for_regex '^› .* 0 · groceries' || return 1
  if ! capture | grep -qE -- '^ loading [0-9]+% \('; then
    echo "e2e: the file had loaded before the first move" >&2; capture >&2; return 1
  fi
  wait_for_load || return 1
  wait_for_regex '^› .* 0 · groceries' || return 1
  $T send-keys -t ui q
  restored
}

# wait_for_load: waits (up to a minute, for the debug build) until the large file is whole.
wait_for_load() {
  for _ in $(seq 1200); do
    if capture | grep -qF -- "Lines 1–20 of 200120"; then break; fi
    sleep 0.05
  done
  wait_for "Lines 1–20 of 200120" || return 1
  if capture | grep -qE -- '^ loading '; then echo "e2e: loading line left" >&2; return 1; fi
}

# wait_for_regex PATTERN: as wait_for, for an extended regular expression.
wait_for_regex() {
  for _ in $(seq 100); do
    if capture | grep -qE -- "$1"; then return 0; fi
    sleep 0.05
  done
  echo "e2e: timed out waiting for the pattern: $1" >&2
  capture >&2
  return 1
}

# A search in a large file (searched on the worker thread): keys typed at once supersede one
# another and the last query's matches show with their count; n goes to the next of them; Esc
# shows the whole list again with the selection kept.
large_file_search() {
  [ -f "$dir/large.json" ] \
    || python3 scripts/generate-list-file.py "$dir/large.json" --items 300000 >/dev/null
  start_gallery "$dir/large.json"
  wait_for_load || return 1
  $T send-keys -t ui / 1 2 3 4 5
  wait_for_regex '/12345▏  \([0-9]+\)' || return 1
  wait_for_regex '^› .* 12345 ' || return 1
  $T send-keys -t ui Enter n
  wait_for_regex '^› .* 112345 ' || return 1
  wait_for_regex '/12345  2 of [0-9]+ · ' || return 1
  $T send-keys -t ui Escape
  wait_for_regex '^› .* 112345 ' || return 1
  for _ in $(seq 100); do
    if ! capture | grep -qF -- "/12345"; then break; fi
    sleep 0.05
  done
  if capture | grep -qF -- "/12345"; then echo "e2e: the search stayed after Esc" >&2; return 1; fi
  $T send-keys -t ui q
  restored
}

# The broadest search in a large file: ↓ acts at once on the first screen of matches while the
# rest are counted ("(…)"), and the whole result keeps the selection on the item ↓ chose.
large_file_broad_search() {
  [ -f "$dir/large.json" ] \
    || python3 scripts/generate-list-file.py "$dir/large.json" --items 300000 >/dev/null
  start_gallery "$dir/large.json"
  wait_for_load || return 1
  $T send-keys -t ui / o
  wait_for_regex '/o▏  \([0-9]*…\)' || return 1
  $T send-keys -t ui Enter Down Down
  wait_for_regex '^› .* 2 · ' || return 1
  # The whole result of a debug build takes a few seconds.
  for _ in $(seq 600); do
    if capture | grep -qE -- '/o  3 of [0-9]+ · '; then break; fi
    sleep 0.05
  done
  wait_for_regex '/o  3 of [0-9]+ · ' || return 1
  if capture | grep -qF -- "…"; then echo "e2e: still counting" >&2; capture >&2; return 1; fi
  wait_for_regex '^› .* 2 · ' || return 1
  $T send-keys -t ui Escape
  for _ in $(seq 100); do
    if ! capture | grep -qE -- '^ /o'; then break; fi
    sleep 0.05
  done
  if capture | grep -qE -- '^ /o'; then
    echo "e2e: the search stayed after Esc" >&2; capture >&2; return 1
  fi
  wait_for_regex '^› .* 2 · ' || return 1
  $T send-keys -t ui q
  restored
}

# At 40x12 ? shows the help with its closing line; ↓ and End scroll it to the search keys and q.
help_scrolls_at_40x12() {
  start_gallery --screen contacts
  wait_for '› 김영수' || return 1
  $T resize-window -t ui -x 40 -y 12
  $T send-keys -t ui '?'
  wait_for ' Keys' || return 1
  wait_for '↑↓ scroll; any other key closes.' || return 1
  $T send-keys -t ui End
  wait_for 'q          quit (also Ctrl-C)' || return 1
  wait_for '↑↓ scroll; any other key closes.' || return 1
  $T send-keys -t ui Up Up Up Up
  wait_for 'n/N        go to the next or previous' || return 1
  wait_for 'Esc        clear the search and show' || return 1
  $T send-keys -t ui Home
  wait_for '↑↓         move the selection' || return 1
  $T send-keys -t ui x
  wait_for '› 김영수' || return 1
  $T resize-window -t ui -x 80 -y 24
  $T send-keys -t ui q
  restored
}

# Command-line mistakes: exit 1 for usage, 2 for a path that cannot be read, with the reason.
command_line_errors() {
  local out status
  out=$("$BIN" --screen nope 2>&1) && return 1
  printf '%s' "$out" | grep -qF 'screens: contacts, sections, accordion, messages, terms, files' \
    || { echo "e2e: $out" >&2; return 1; }
  status=0; out=$("$BIN" --files "$dir/nonexistent" 2>&1) || status=$?
  [ "$status" -eq 2 ] || { echo "e2e: --files of a missing path: status $status" >&2; return 1; }
  [ "$out" = "foldkit: $dir/nonexistent: No such file or directory" ] || { echo "e2e: $out" >&2; return 1; }
  status=0; out=$("$BIN" "$dir/missing.json" 2>&1) || status=$?
  [ "$status" -eq 2 ] || return 1
  [ "$out" = "foldkit: $dir/missing.json: error: cannot read the file: No such file or directory" ] \
    || { echo "e2e: $out" >&2; return 1; }
  status=0; out=$("$BIN" "$dir" 2>&1) || status=$?
  [ "$status" -eq 2 ] || return 1
  [ "$out" = "foldkit: $dir: error: cannot read the file: Is a directory" ] \
    || { echo "e2e: $out" >&2; return 1; }
}

# sgr_mouse B COLUMN ROW FINAL: one SGR mouse report (FINAL M for press or motion, m for release).
sgr_mouse() {
  local bytes
  bytes=$(printf '\e[<%d;%d;%d%s' "$1" "$2" "$3" "$4" | od -An -tx1)
  # shellcheck disable=SC2086
  $T send-keys -t ui -H $bytes
}

# pane_line N: the text of pane row N (1-based).
pane_line() { capture | sed -n "${1}p"; }

# Sections: p picks up a row, ↓ moves it, Enter drops it, u undoes; across sections and back
# with Esc; a drop that would empty a section is refused with the reason.
reorder_by_keys() {
  start_gallery --screen sections
  wait_for '› Section 1' || return 1
  $T send-keys -t ui Down p
  wait_for 'Picked up 1' || return 1
  $T send-keys -t ui Down Down Enter
  wait_for 'moved 1 to Section 1, 3 of 5' || return 1
  # Rows of Section 1 now read 2 3 1 4 5 (pane rows 4 to 8).
  [ "$(pane_line 6)" = "› 1" ] || { echo "e2e: row 6 is '$(pane_line 6)'" >&2; capture >&2; return 1; }
  [ "$(pane_line 4)" = "  2" ] || { capture >&2; return 1; }
  $T send-keys -t ui u
  wait_for 'Undid the move: 1 is back in Section 1, 1 of 5' || return 1
  [ "$(pane_line 4)" = "› 1" ] || { capture >&2; return 1; }
  # Across into Section 2, shown as moving, then put back with Esc.
  $T send-keys -t ui p Down Down Down Down Down Down
  wait_for '1 → Section 2, 2 of 6' || return 1
  wait_for '›⇅1' || return 1
  $T send-keys -t ui Escape
  wait_for 'Move cancelled: 1 is back in Section 1' || return 1
  [ "$(pane_line 4)" = "› 1" ] || { capture >&2; return 1; }
  # All rows marked and picked up would leave sections empty: refused, nothing moves.
  $T send-keys -t ui a p
  wait_for 'Cannot drop there: Section 2 must keep at least one' || return 1
  # (Esc and q apart: together they would read as Alt-q.)
  $T send-keys -t ui Escape
  wait_for '0 selected' || return 1
  $T send-keys -t ui q
  restored
}

# Sections: a left drag (mode 1002 motion reports) carries row 1 into Section 2; the release
# drops it there; the gallery reports drags only while it runs.
reorder_by_mouse() {
  start_gallery --screen sections
  wait_for '› Section 1' || return 1
  wait_display '#{mouse_button_flag}' 1 || return 1
  # Pane rows: 3 Section 1, 4-8 its rows 1-5, 9 Section 2, 10-14 its rows (after the move:
  # Section 1 on 3-7, Section 2 on 8, its rows 1 2 then the dropped 1 on 11).
  sgr_mouse 0 5 4 M
  sgr_mouse 32 5 5 M
  wait_for '›⇅1' || return 1
  sgr_mouse 32 5 7 M
  sgr_mouse 32 5 11 M
  wait_for '1 → Section 2, 3 of 6' || return 1
  sgr_mouse 0 5 11 m
  wait_for 'moved 1 to Section 2, 3 of 6' || return 1
  [ "$(pane_line 11)" = "› 1" ] || { echo "e2e: row 11 is '$(pane_line 11)'" >&2; capture >&2; return 1; }
  [ "$(pane_line 4)" = "  2" ] || { capture >&2; return 1; }
  $T send-keys -t ui u
  wait_for 'Undid the move: 1 is back in Section 1, 1 of 5' || return 1
  $T send-keys -t ui q
  restored || return 1
  wait_display '#{mouse_button_flag}' 0
}

# Sections: m marks three rows ("3 selected"), D deletes them, u brings them back.
multi_select_delete_undo() {
  start_gallery --screen sections
  wait_for '› Section 1' || return 1
  wait_for 'Lines 1–20 of 30' || return 1
  $T send-keys -t ui Down m Down S-Down
  wait_for '3 selected' || return 1
  wait_for ' ✓1' || return 1
  wait_for '›✓3' || return 1
  $T send-keys -t ui D
  wait_for 'Deleted 3 rows; u undoes' || return 1
  wait_for 'Lines 1–20 of 27' || return 1
  [ "$(pane_line 4)" = "› 4" ] || { echo "e2e: row 4 is '$(pane_line 4)'" >&2; capture >&2; return 1; }
  $T send-keys -t ui u
  wait_for 'Restored 3 rows' || return 1
  wait_for 'Lines 1–20 of 30' || return 1
  wait_for ' ✓2' || return 1
  $T send-keys -t ui Escape
  wait_for '0 selected' || return 1
  wait_gone '✓' || return 1
  $T send-keys -t ui q
  restored
}

# Files: deep in a long folder, the folders above the top row stay pinned while scrolling, and
# marked files are counted with their total size.
sticky_files() {
  local tree="$dir/sticky"
  mkdir -p "$tree/deep/inner"
  for i in $(seq -w 0 59); do head -c 100 /dev/zero > "$tree/deep/inner/file-$i.txt"; done
  start_gallery --files "$tree"
  wait_for 'deep/' || return 1
  $T send-keys -t ui Down Right Down Right
  wait_for 'file-00.txt' || return 1
  $T send-keys -t ui PageDown PageDown
  wait_for 'file-3' || return 1
  pane_line 3 | grep -qF "$tree" || { echo "e2e: row 3 is '$(pane_line 3)'" >&2; capture >&2; return 1; }
  pane_line 4 | grep -qF 'deep/' || { capture >&2; return 1; }
  pane_line 5 | grep -qF 'inner/' || { capture >&2; return 1; }
  pane_line 6 | grep -qF 'file-' || { capture >&2; return 1; }
  $T send-keys -t ui PageDown
  pane_line 5 | grep -qF 'inner/' || { capture >&2; return 1; }
  $T send-keys -t ui m K K
  wait_for '3 selected, 300 B' || return 1
  $T send-keys -t ui D
  wait_for 'Files are never changed: marking only counts' || return 1
  [ "$(ls "$tree/deep/inner" | wc -l)" -eq 60 ] || return 1
  $T send-keys -t ui q
  restored
}

check "five screens, click, wheel, resize; q restores" screens_journey
check "command-line errors: every screen named, missing paths with the reason" command_line_errors
check "? at 40x12 scrolls and shows how to close it" help_scrolls_at_40x12
check "/ searches the contacts; Esc restores them" search_contacts
check "/ searches a JSON file's list; Enter keeps, Esc clears" search_json_file
check "--files: 100,000 files, a folder's files on opening, an error row, a link loop" files_big_tree
check "Ctrl-C restores the terminal" quit_with_ctrl_c
check "SIGTERM restores the terminal" quit_with_sigterm
check "the number moves 30 times and no fading row stays" number_moves_leave_no_fading_row
for signal in QUIT SEGV ILL ABRT HUP; do
  check "SIG$signal ends the process within a second and restores the terminal" ended_by "$signal"
done
check "a resize keeps the selected row in view" resize_keeps_selection
check "a click on ⌄ opens a term's text" chevron_click_opens_text
check "the payment term's text and sub-terms open apart" payment_text_apart_from_sub_terms
check "colours: no header background; NO_COLOR draws no colour" colours_read_on_any_theme
check "a Korean locale shows Korean labels" korean_locale
check "bad JSON: one message with line and column, status 2" bad_json
check "plain output when piped: fully expanded, titled, no escape bytes" plain_when_piped
check "a list from standard input, piped or redirected" list_from_standard_input
check "a large file: first screen at once, moves while loading, then whole" \
  large_file_shows_first_screen_at_once
check "a search in a large file: superseding keys, the whole result, Esc" large_file_search
check "the broadest search in a large file: ↓ at once on the first matches, kept after" \
  large_file_broad_search
check "Sections: reorder by keys, across sections, Esc, undo, a refused drop" reorder_by_keys
check "Sections: reorder by mouse drag (mode 1002 while running)" reorder_by_mouse
check "Sections: multi-select, delete, undo" multi_select_delete_undo
check "Files: ancestors pinned while scrolling; marks count and add up" sticky_files

echo "e2e: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
