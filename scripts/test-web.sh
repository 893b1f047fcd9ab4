#!/usr/bin/env bash
# Builds the engine of <fold-list>, then runs the Node test of its wasm module and the browser
# journeys in headless Chromium (Playwright with axe-core through axe-playwright-python, Debian's
# /usr/bin/chromium), serving web/ on 127.0.0.1 for the length of the run. The layouts it
# photographs go to .build/web-shots/; the figures it measures are printed (and written to PATH
# with --figures PATH).
# Usage: scripts/test-web.sh [--screenshot PATH] [--figures PATH] [--shots DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
node --test Tests/web/
# A free port unless FOLDKIT_WEB_PORT names one, so that two runs side by side do not collide.
port="${FOLDKIT_WEB_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
python3 -m http.server "$port" --bind 127.0.0.1 --directory web >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null; then
    break
  fi
  sleep 0.1
done
python3 Tests/web/test_gallery.py "http://127.0.0.1:$port/" "$@"
